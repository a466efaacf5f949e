"""'deadwood': the least deadwood a hand can leave. The answer is a number typed."""

from __future__ import annotations

from typing import Any

from ginrules import Rules, best_arrangement

from ..dealing import Dealer
from ..exercises import (
    Exercise,
    Verdict,
    ok_verdict,
    parse_number,
    points_of,
    possible_deadwoods,
    why_text,
)
from ..i18n import WORDS
from . import arrange
from .base import ExerciseKind, number_typed
from .widgets import cards_row, number_form


def solve(ex: Exercise, rules: Rules) -> int:
    return best_arrangement(ex.cards).deadwood_count


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    guess = parse_number(answer)
    if guess is None:
        return Verdict(False, WORDS.say("bad.number", lang))
    best = best_arrangement(ex.cards)
    if guess == best.deadwood_count:
        return ok_verdict(lang, why_text(best.explanation, lang))
    total = points_of(ex.cards)
    if guess == total and best.melds:
        return Verdict(False, WORDS.say("bad.deadwood.all", lang, guess=guess))
    if 0 <= guess < best.deadwood_count:
        return Verdict(False, WORDS.say("bad.deadwood.low", lang, guess=guess))
    if guess in possible_deadwoods(ex.cards):
        return Verdict(False, WORDS.say("bad.deadwood.worse", lang, guess=guess))
    if 0 <= guess <= total:
        return Verdict(False, WORDS.say("bad.deadwood.never", lang, guess=guess))
    return Verdict(False, WORDS.say("bad.deadwood", lang, guess=guess))


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    """The hands of 'arrange' practice: the same cards, asked as one number."""
    return Exercise("deadwood", arrange.generate(dealer, concept, rules).cards)


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    return cards_row(ex.cards, lang, WORDS.say("ui.your_cards", lang)) + number_form(
        lang, WORDS.say("ui.deadwood", lang)
    )


KIND = ExerciseKind(
    name="deadwood",
    cards=(1, 11),
    solve=solve,
    judge=judge,
    answer_hint=arrange.answer_hint,
    generate=generate,
    body=body,
    answer=number_typed,
)
