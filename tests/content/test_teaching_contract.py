"""The teaching contract, checked over every exercise and many more-practice hands:

- a wrong answer's message is true of the cards on screen (a number said to be "what one
  grouping leaves" is left by some grouping, found here by an independent brute force);
- it never contains the answer: not the right number, discard, player or cards to lay off
  or meld (those come only with hint 3 or "Show the answer"), and the cards it marks are
  the learner's own choice or cards to look at, never the missing answer;
- the third hint does give the answer.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from ginrules import Card, Rules, check_meld, discard_options, parse_cards
from gintutor import exercises as ex
from gintutor.courses import load_lessons
from gintutor.exercises import Exercise
from gintutor.i18n import LANGS, WORDS

LESSONS = load_lessons(Path(__file__).resolve().parents[2] / "lessons")
PRESETS = Rules.preset_names()
PRACTICE_SEEDS = range(12)
NUMBER_KINDS = ("points", "deadwood", "game")


def _cases() -> Iterator[tuple[str, Exercise, str]]:
    for lesson in LESSONS:
        for i, e in enumerate(lesson.exercises, 1):
            yield f"{lesson.id}#{i}", e, e.preset or "standard"
        for seed in PRACTICE_SEEDS:
            preset = ("standard", "oklahoma")[seed % 2]
            e = lesson.practice_exercise(seed, Rules.preset(preset))
            yield f"{lesson.id}/practice{seed}/{preset}", e, e.preset or preset


CASES = list(_cases())


def brute_deadwoods(cards: tuple[Card, ...]) -> set[int]:
    """Every deadwood some grouping leaves, found the slow way: the first card is either
    deadwood or in a meld with cards of its rank or suit, and so on for the rest."""
    out: set[int] = set()

    def rec(rest: tuple[Card, ...], dead: int) -> None:
        if not rest:
            out.add(dead)
            return
        first, others = rest[0], rest[1:]
        rec(others, dead + first.value)
        kin = [c for c in others if c.rank == first.rank or c.suit == first.suit]
        for k in range(2, len(kin) + 1):
            for combo in combinations(kin, k):
                if check_meld((first, *combo)).is_meld:
                    rec(tuple(c for c in others if c not in combo), dead)

    rec(tuple(cards), 0)
    return out


def _has_number(text: str, n: int) -> bool:
    """`n` as a number of its own in `text` (not part of 10♥ or of 125)."""
    return re.search(rf"(?<![\d]){n}(?![\d♠♥♦♣])", text) is not None


def _names(text: str, card: Card) -> bool:
    return re.search(rf"(?<![\d]){re.escape(str(card))}", text) is not None


def _wrong_numbers(right: int) -> range:
    return range(max(0, right - 15), right + 16)


@pytest.mark.parametrize(("name", "e", "preset"), CASES, ids=[c[0] for c in CASES])
def test_wrong_answers_are_true_and_never_give_the_answer(
    name: str, e: Exercise, preset: str
) -> None:
    rules = Rules.preset(preset)
    right = ex.solve(e, rules)
    for lang in LANGS:
        answer_hint = ex.hints(e, rules, lang)[2]
        for guess, v in _wrong_verdicts(e, right, rules, lang):
            assert not v.correct, (guess, v.message)
            assert v.message.strip(), guess
            assert answer_hint.text not in v.message, (guess, v.message)
            _check_kind(e, right, guess, v, rules, lang)


def _wrong_verdicts(e: Exercise, right: Any, rules: Rules, lang: str) -> Iterator[Any]:
    k = e.kind
    if k in NUMBER_KINDS:
        for guess in _wrong_numbers(right):
            if guess != right:
                yield guess, ex.judge(e, guess, rules, lang)
    elif k == "is_meld":
        yield (not right), ex.judge(e, not right, rules, lang)
    elif k == "pick_meld":
        picks = [c for n in (3, 4) for c in combinations(e.cards, n)]
        for pick in picks[:: max(1, len(picks) // 40)]:
            if not check_meld(pick).is_meld:
                yield pick, ex.judge(e, pick, rules, lang)
    elif k == "arrange":
        melds = ex.candidate_melds(e.cards)
        tries: list[list[tuple[Card, ...]]] = [[], *([m] for m in melds)]
        tries.append([tuple(e.cards[:3])])
        for groups in tries:
            v = ex.judge(e, groups, rules, lang)
            if not v.correct:
                yield groups, v
    elif k == "knock":
        verdicts = ("knock", "gin", "big_gin", "none")
        for verdict in verdicts:
            for discard in (*e.cards, None):
                answer = (verdict, discard)
                v = ex.judge(e, answer, rules, lang)
                if not v.correct:
                    yield answer, v
    elif k == "layoff":
        for n in (0, 1, 2):
            for pick in combinations(e.cards, n):
                v = ex.judge(e, frozenset(pick), rules, lang)
                if not v.correct:
                    yield frozenset(pick), v
    elif k == "score":
        for who in ("knocker", "defender"):
            for guess in _wrong_numbers(right[1]):
                if (who, guess) != right:
                    yield (who, guess), ex.judge(e, (who, guess), rules, lang)
    else:  # pragma: no cover
        raise AssertionError(k)


def _check_kind(e: Exercise, right: Any, guess: Any, v: Any, rules: Rules, lang: str) -> None:
    k = e.kind
    msg = v.message
    if k in NUMBER_KINDS:
        assert not _has_number(msg, right), (guess, msg)
    if k == "deadwood":
        possible = brute_deadwoods(e.cards)
        if msg == WORDS.say("bad.deadwood.worse", lang, guess=guess):
            assert guess in possible and guess > min(possible), guess
        if msg == WORDS.say("bad.deadwood.never", lang, guess=guess):
            assert guess not in possible, guess
        if msg == WORDS.say("bad.deadwood.low", lang, guess=guess):
            assert guess < min(possible), guess
        if msg == WORDS.say("bad.deadwood.all", lang, guess=guess):
            assert guess == sum(c.value for c in e.cards)
        assert not any(
            _has_number(msg, n) for n in possible - {guess} if n != sum(c.value for c in e.cards)
        ) or msg.startswith(WORDS.say("bad.deadwood.all", lang, guess=guess)), (guess, msg)
    if k == "pick_meld":
        assert set(v.cards) <= set(guess) and not v.look, (guess, v)
    if k == "knock":
        _verdict, discard = right
        if discard is not None and guess[1] != discard:
            assert not _names(msg, discard), (guess, msg)
            assert discard not in v.cards + v.look, (guess, v)
        options = discard_options(e.cards, rules, upcard=e.upcard_for(rules))
        if msg == WORDS.say(
            "bad.knock.can",
            lang,
            knock_rule=ex.rules_values(rules, lang, e.upcard_for(rules))["knock_rule"],
        ):
            assert any(o.can_knock for o in options if o.discard != e.taken)
        if msg in (WORDS.say("bad.knock.can_gin", lang), WORDS.say("bad.knock.gin_missed", lang)):
            assert any(o.is_gin for o in options if o.discard != e.taken)
    if k == "layoff":
        for card in set(right) - set(guess):
            assert not _names(msg, card), (guess, msg)
            assert card not in v.cards + v.look, (guess, v)
    if k == "score":
        who, points = right
        if guess[0] != who:
            assert WORDS.say(f"role.{who}", lang) not in msg, (guess, msg)
        bonuses = {rules.gin_bonus, rules.undercut_bonus, rules.big_gin_bonus, 25, 31}
        # A rule's bonus may happen to equal the answer; it is the rule, not the sum.
        if not (points in bonuses and "bonus" in msg):
            assert not _has_number(msg, points), (guess, msg)


@pytest.mark.parametrize(("name", "e", "preset"), CASES, ids=[c[0] for c in CASES])
def test_the_third_hint_gives_the_answer(name: str, e: Exercise, preset: str) -> None:
    rules = Rules.preset(preset)
    right = ex.solve(e, rules)
    for lang in LANGS:
        first, _rule, third = ex.hints(e, rules, lang)
        if e.kind in NUMBER_KINDS:
            assert _has_number(third.text, right)
            assert not _has_number(first.text, right) or _has_number(
                ex.question(e, lang, rules), right
            )
        elif e.kind == "score":
            assert _has_number(third.text, right[1])
            assert WORDS.say(f"role.{right[0]}", lang) in third.text
        elif e.kind == "knock" and right[1] is not None:
            assert third.discard == right[1]
        elif e.kind == "layoff" and right:
            assert set(third.rest) == set(right)


def test_lesson_6_exercise_4_says_what_no_grouping_leaves() -> None:
    """The issue's example: 36 is not what any grouping of these cards leaves."""
    e = next(lesson for lesson in LESSONS if lesson.slug == "deadwood").exercises[3]
    assert brute_deadwoods(e.cards) == {35, 38, 50, 53, 62, 77}
    assert ex.possible_deadwoods(e.cards) == frozenset({35, 38, 50, 53, 62, 77})
    std = Rules.preset("standard")
    assert ex.judge(e, 36, std, "en").message.startswith("No grouping of these cards leaves 36")
    assert "another grouping" in ex.judge(e, 38, std, "en").message
    assert "Geen enkele indeling" in ex.judge(e, 36, std, "nl").message


def test_a_wrong_card_in_a_group_is_named_and_marked() -> None:
    e = Exercise("arrange", parse_cards("9D TD JD KS 2C 3C 4C"))
    v = ex.judge(e, [parse_cards("9D TD JD KS")], Rules(), "en")
    assert not v.correct and v.cards == (Card("KS"),)
    assert "K♠ does not fit" in v.message
    assert "9♦ 10♦ J♦ K♠ is not a meld" in v.message


def test_three_of_four_fours_is_right_and_the_fourth_is_mentioned() -> None:
    e = next(lesson for lesson in LESSONS if lesson.slug == "sets").exercises[6]
    four = [c for c in e.cards if c.rank == 4]
    assert len(four) == 4
    for lang in LANGS:
        v = ex.judge(e, four[:3], Rules(), lang)
        assert v.correct and str(four[3]) in v.message


def test_house_rule_bonuses_are_named_when_the_standard_one_is_used() -> None:
    """Lesson 13: an undercut scored with the standard bonus under Hoyle / Oklahoma."""
    lesson = next(lesson for lesson in LESSONS if lesson.slug == "house-rules")
    checked = set()
    for e in lesson.exercises:
        if e.kind != "score" or e.preset not in ("hoyle", "oklahoma"):
            continue
        rules = Rules.preset(e.preset)
        who, points = ex.solve(e, rules)
        standard = ex.solve(replace(e, preset=None), Rules.preset("standard"))
        if standard == (who, points - rules.undercut_bonus + 25):  # an undercut
            for lang, said in (("en", "that bonus is"), ("nl", "is die bonus")):
                v = ex.judge(e, standard, rules, lang)
                assert not v.correct and f"{said} {rules.undercut_bonus}" in v.message
            checked.add(e.preset)
    assert checked == {"hoyle", "oklahoma"}


def test_oklahoma_ace_upcard_means_gin_only() -> None:
    lesson = next(lesson for lesson in LESSONS if lesson.slug == "house-rules")
    e = next(e for e in lesson.exercises if e.upcard == Card("AD"))
    rules = Rules.preset("oklahoma")
    verdict, discard = ex.solve(e, rules)
    assert verdict == "gin"
    v = ex.judge(e, ("knock", discard), rules, "en")
    assert not v.correct and "only with gin" in v.message
    assert ex.judge(e, ("gin", discard), rules, "en").correct


def test_one_upcard_per_exercise() -> None:
    """The question names the same upcard as the note beside the cards, in both languages."""
    from gintutor.lesson_page import exercise_html

    for lesson in LESSONS:
        for e in lesson.exercises:
            for preset in PRESETS:
                rules = Rules.preset(preset)
                up = e.upcard_for(e.rules_for(rules))
                if e.taken is not None and e.ask and "upcard" in e.ask["en"]:
                    assert e.upcard == e.taken, (lesson.id, e.ask)
                for lang in LANGS:
                    html = exercise_html(e, rules, lang, 1, 7)
                    shown = set(re.findall(r"[2-9AJQKHVB]0?[♠♥♦♣]|10[♠♥♦♣]", html))
                    if up is not None and e.kind in ("knock", "score"):
                        assert up.label_in(lang) in html
                        named = set(re.findall(r"\S+[♠♥♦♣]", ex.question(e, lang, rules)))
                        taken = e.taken.label_in(lang) if e.taken is not None else None
                        assert named <= {up.label_in(lang), taken} | shown, (lesson.id, named)


def test_stock_end_is_stated_per_preset() -> None:
    lesson = next(lesson for lesson in LESSONS if lesson.slug == "first-turn-and-stock")
    std = " ".join(p for b in lesson.blocks for p in lesson.paragraphs(b, "en", Rules()))
    okla = " ".join(
        p for b in lesson.blocks for p in lesson.paragraphs(b, "en", Rules.preset("oklahoma"))
    )
    assert "with 2 cards left in the stock" in std and "a draw" in std
    assert "when the stock is empty" in okla and "shuffled into a new stock" in okla


def test_the_number_of_reshuffles_is_stated_from_rules_max_reshuffles() -> None:
    rules = Rules.preset("oklahoma")
    assert rules.to_dict()["max_reshuffles"] == 1
    lesson = next(lesson for lesson in LESSONS if lesson.slug == "house-rules")
    for lang, once in (("en", "at most once;"), ("nl", "hoogstens één keer;")):
        text = " ".join(p for b in lesson.blocks for p in lesson.paragraphs(b, lang, rules))
        assert once in text
    two = rules.with_options(max_reshuffles=2)
    assert "at most twice" in ex.rules_values(two, "en")["stock_end"]  # type: ignore[operator]


def test_hints_use_only_terms_taught_so_far() -> None:
    """Lesson 2 is about sets: its hints say nothing of runs or the ace (lesson 3 and 4);
    lesson 3's say nothing of the ace."""
    for slug, banned in (
        ("sets", ("run", "serie", "neighbours", "buren", "ace", "aas")),
        ("runs", ("ace", "aas")),
    ):
        lesson = next(lesson for lesson in LESSONS if lesson.slug == slug)
        exercises = [*lesson.exercises, *(lesson.practice_exercise(s, Rules()) for s in range(6))]
        for e in exercises:
            for lang in LANGS:
                for hint in ex.hints(e, Rules(), lang)[:2]:
                    words = re.findall(r"\w+", hint.text.lower())
                    assert not set(words) & set(banned), (slug, hint.text)
