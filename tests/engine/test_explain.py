"""Explanations: every message exists in English and Dutch and every id used exists."""

from __future__ import annotations

import random
import re
import string
from pathlib import Path

import pytest

from ginrules import Card, Step, parse_cards, render
from ginrules.words import GRAMMAR_FIELDS, engine_words
from ginrules.words.files import engine_table

MESSAGES = engine_table("engine")
TERMS = {lang: {key.removeprefix("term."): texts[lang] for key, texts in
                engine_table("terms").items()} for lang in ("en", "nl")}

PACKAGE = Path(__file__).resolve().parents[2] / "ginrules"
ENGINE_FILES = ["core/arrangement", "core/layoff", "core/melds", "gin/showdown", "table/sheet",
                "table/reported", "cli"]


def test_every_message_has_both_languages_with_the_same_fields() -> None:
    fmt = string.Formatter()
    for msg_id, langs in MESSAGES.items():
        assert set(langs) == {"en", "nl"}, msg_id
        fields = [{f for _, f, _, _ in fmt.parse(langs[lang]) if f and f not in GRAMMAR_FIELDS}
                  for lang in ("en", "nl")]
        assert fields[0] == fields[1], msg_id
        assert langs["en"].strip() and langs["nl"].strip()


def test_terms_cover_the_same_words() -> None:
    assert set(TERMS["en"]) == set(TERMS["nl"])
    assert TERMS["nl"]["set"] == "set" and TERMS["nl"]["run"] == "serie"


def test_every_step_id_in_the_engine_has_a_message() -> None:
    used: set[str] = set()
    for name in ENGINE_FILES:
        text = (PACKAGE / f"{name}.py").read_text(encoding="utf-8")
        used |= set(re.findall(r'Step\(\s*"([a-z_.]+)"', text))
        used |= set(re.findall(r'step_id = "([a-z_.]+)"', text))
        used |= set(re.findall(r'"((?:meld|score|layoff|deadwood|discard|sheet)\.[a-z_.]+)"', text))
    missing = sorted(u for u in used if u not in engine_words())  # every file of the engine's
    assert not missing
    assert len(used) > 30


def test_dutch_uses_the_sources_vocabulary() -> None:
    words = " ".join(m["nl"] for m in MESSAGES.values())
    for term in ("dood hout", "kloppen", "set", "serie", "gin", "bijleggen", "klopper",
                 "combinatie", "undercut", "big gin", "rang"):
        assert term in words.lower(), term


def test_render_formats() -> None:
    step = Step("deadwood.total", {"cards": parse_cards("KS 3D"), "total": 13})
    assert render(step) == "Deadwood: K♠ 3♦ = 10 + 3 = 13 points."
    assert render(step, "nl") == "Dood hout: H♠ 3♦ = 10 + 3 = 13 punten."
    assert render(Step("deadwood.single", {"cards": (Card("AS"),), "total": 1})) == (
        "Deadwood: A♠ = 1 point.")
    assert render([step, step]) == [render(step)] * 2
    with pytest.raises(ValueError, match="unknown language"):
        render(step, "fr")


def test_steps_are_values() -> None:
    a = Step("deadwood.single", {"cards": (Card("AS"),), "total": 1})
    b = Step("deadwood.single", {"cards": (Card("AS"),), "total": 1})
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a.to_dict() == {"id": "deadwood.single", "values": {"cards": ["AS"], "total": 1}}


# -- one set of card letters per language (issue 13) ------------------------------------------
# A rank letter of the other language, next to a suit symbol ("Q♣") or standing alone as a
# rank ("Q-K-A"); Dutch words like "Kies" or "Heer" are not matched.
ENGLISH_RANKS = re.compile(r"[JQK][♣♦♥♠]|(?<![\w])[JQK](?![\w])")
DUTCH_RANKS = re.compile(r"[BVH][♣♦♥♠]|(?<![\w])[BVH](?![\w])")


def assert_one_set_of_letters(texts: dict[str, list[str]]) -> None:
    """Dutch sentences use B V H, English ones J Q K, and both name some face card."""
    for line in texts["nl"]:
        assert not ENGLISH_RANKS.search(line), line
    for line in texts["en"]:
        assert not DUTCH_RANKS.search(line), line
    assert any(re.search(r"[BVH][♣♦♥♠]", line) for line in texts["nl"])
    assert any(re.search(r"[JQK][♣♦♥♠]", line) for line in texts["en"])


def _random_explanations(seed: int) -> list[Step]:
    """Every kind of engine judgement on random cards: melds, arrangements, discards,
    knocking, layoffs, scores."""
    from ginrules import (
        Rules,
        all_best_arrangements,
        best_arrangement,
        check_meld,
        discard_options,
        full_deck,
        knock_check,
        lay_off,
        score_hand,
    )

    rng = random.Random(seed)
    steps: list[Step] = []
    deck = list(full_deck())
    rng.shuffle(deck)
    eleven, other = deck[:11], deck[11:21]
    ten = eleven[:10]
    steps += check_meld(tuple(rng.sample(deck, rng.choice((3, 4))))).explanation
    steps += best_arrangement(ten).explanation
    for arr in all_best_arrangements(ten):
        steps += arr.explanation
    for opt in discard_options(eleven):
        steps += opt.explanation
    steps += knock_check(ten).explanation
    melds = [m.cards for m in best_arrangement(ten).melds]
    if melds:  # a knock needs a meld to show; with a high limit any such hand may knock
        steps += lay_off(other, melds).explanation
        steps += score_hand(ten, other, Rules().with_options(knock_limit=99)).explanation
    return steps


@pytest.mark.parametrize("seed", range(40))
def test_engine_sentences_use_the_pages_card_letters(seed: int) -> None:
    steps = _random_explanations(seed)
    assert_one_set_of_letters({lang: render(steps, lang) for lang in ("en", "nl")})


@pytest.mark.parametrize("seed", range(3))
def test_advisor_and_score_sentences_use_the_pages_card_letters(seed: int) -> None:
    """A whole hand played by the advisor: every piece of advice, every rating of every
    legal move and the score, in both languages."""
    from ginrules import Hand, Rules, advise, rate
    from ginrules.players.styles import action_step

    hand = Hand(Rules(), dealer=seed % 2, seed=seed)
    texts: dict[str, list[str]] = {"en": [], "nl": []}
    while not hand.is_over:
        view = hand.view(hand.to_act)
        advice = advise(view)
        steps = list(advice.explanation)
        for action in hand.legal_actions()[:6]:
            steps += rate(view, action).explanation
            steps.append(action_step(action))
        for lang in texts:
            texts[lang] += render(steps, lang)
        hand.apply(advice.best)
    assert hand.result is not None
    for lang in texts:
        texts[lang] += render(hand.result.explanation, lang)
    assert_one_set_of_letters(texts)
