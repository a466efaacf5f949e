"""'score': who scores the showdown, and how much? The answer is a player (knocker or
defender) and a number."""

from __future__ import annotations

from typing import Any

from ginrules import Meld, Rules, best_arrangement, score_hand
from ginrules.table.endings import ending_of

from ..dealing import Dealer
from ..exercises import (
    STANDARD,
    Exercise,
    ExerciseError,
    Hint,
    Verdict,
    ok_verdict,
    parse_number,
    why_text,
)
from ..i18n import WORDS
from ..render import escape
from .base import Controls, ExerciseKind
from .showdown import defender_hand, knocker_hand
from .widgets import groups_html, knocker_html, number_input

ROLES = ("knocker", "defender")


def score_result(ex: Exercise, rules: Rules) -> Any:
    """The engine's score of the showdown, with the knocker's melds the exercise names."""
    melds = ex.knocker_melds
    return score_hand(
        ex.knocker,
        ex.cards,
        rules,
        knocker_melds=[Meld.of(g) for g in melds] if melds is not None else None,
        upcard=ex.upcard_for(rules),
    )


def solve(ex: Exercise, rules: Rules) -> tuple[str, int]:
    res = score_result(ex, rules)
    return (res.winner, res.points)


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    who, raw = answer
    guess = parse_number(raw)
    if guess is None:
        return Verdict(False, WORDS.say("bad.number", lang))
    res = score_result(ex, rules)
    if who != res.winner:
        # Name the learner's choice and what to compare, never the player who does score.
        picked = WORDS.say(f"role.{who}", lang) if who in ROLES else ""
        if not picked:
            return Verdict(False, WORDS.say("bad.score.pick_who", lang))
        return Verdict(False, WORDS.say("bad.score.winner", lang, who=picked))
    if guess == res.points:
        return ok_verdict(lang, why_text(res.explanation, lang))
    bonus = {
        "gin": rules.gin_bonus,
        "big_gin": rules.big_gin_bonus or 0,
        "undercut": rules.undercut_bonus,
    }.get(res.kind, 0)
    factor = 2 if res.doubled else 1
    if bonus and guess in (res.points - bonus * factor, res.points // factor - bonus):
        return Verdict(False, WORDS.say("bad.score.bonus", lang, guess=guess, bonus=bonus))
    standard = {
        "gin": STANDARD.gin_bonus,
        "big_gin": STANDARD.big_gin_bonus or 0,
        "undercut": STANDARD.undercut_bonus,
    }.get(res.kind, 0)
    if bonus and standard != bonus and guess == res.points + (standard - bonus) * factor:
        name = rules.matching_preset()
        key = "bad.score.house_bonus" if name else "bad.score.your_bonus"
        return Verdict(
            False,
            WORDS.say(
                key,
                lang,
                standard=standard,
                bonus=bonus,
                what=WORDS.say(f"how.{res.kind}", lang),
                rules=WORDS.say(f"preset.{name}", lang) if name else "",
            ),
        )
    if ending_of(res).defenders_lay_off and res.defender.layoffs:
        before = best_arrangement(ex.cards).deadwood_count
        diff = abs(before - res.knocker_deadwood) + (bonus if res.kind == "undercut" else 0)
        if guess in (diff, diff * factor):
            return Verdict(False, WORDS.say("bad.score.layoffs", lang))
    return Verdict(False, WORDS.say("bad.score.points", lang, guess=guess))


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    res = score_result(ex, rules)
    return Hint(
        WORDS.say("answer.score", lang, who=WORDS.say(f"role.{res.winner}", lang), n=res.points)
        + " "
        + why_text(res.explanation, lang)
    )


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    for _ in range(30):
        gin = concept == "gin" or (concept == "mixed" and dealer.chance(25))
        knocker = knocker_hand(dealer, rules, gin)
        cards = defender_hand(dealer, knocker, want_layoff=dealer.chance(60))
        if len(cards) == 10 and len(knocker) == 10:
            return Exercise("score", dealer.shuffled(cards), knocker=knocker)
    raise ExerciseError("could not deal a score exercise")  # pragma: no cover


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    arr = best_arrangement(ex.cards)
    return (
        knocker_html(ex, lang)
        + f"<h4>{escape(WORDS.say('ui.defender', lang))}</h4>"
        + groups_html([m.cards for m in arr.melds], lang, WORDS.say("ui.defender", lang),
                      arr.deadwood)
        + '<form class="answer-form" data-form="score">'
        + f'<fieldset class="who"><legend>{escape(WORDS.say("ui.who_scores", lang))}</legend>'
        + "".join(
            f'<label class="check"><input type="radio" name="who" value="{who}" required> '
            f"{escape(WORDS.say(f'role.{who}', lang))}</label>"
            for who in ROLES
        )
        + "</fieldset>"
        + number_input(lang, WORDS.say("ui.points", lang))
        + "</form>"
    )


def answer(controls: Controls) -> tuple[str, str]:
    return (controls.who, controls.number)


KIND = ExerciseKind(
    name="score",
    cards=(10, 10),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=answer,
    knocker=True,
    shows_upcard=True,
)
