"""'points': what a few cards count. The answer is a number typed into a box."""

from __future__ import annotations

from typing import Any

from ginrules import Rules, full_deck

from ..dealing import Dealer
from ..exercises import Exercise, Hint, Verdict, ok_verdict, parse_number, points_of
from ..i18n import WORDS
from .base import ExerciseKind, number_typed
from .widgets import cards_row, number_form


def solve(ex: Exercise, rules: Rules) -> int:
    return points_of(ex.cards)


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    guess = parse_number(answer)
    if guess is None:
        return Verdict(False, WORDS.say("bad.number", lang))
    total = points_of(ex.cards)
    if guess == total:
        return ok_verdict(lang)
    # A sum that counts one ace or face card at a value it does not have: name that card.
    wrong_values = {1: (11, 14), 11: (11,), 12: (12,), 13: (13,)}
    for c in ex.cards:
        for alt in wrong_values.get(c.rank, ()):
            if guess == total - c.value + alt:
                return Verdict(False, WORDS.say("bad.points.card", lang, card=c), look=(c,))
    return Verdict(False, WORDS.say("bad.points", lang, guess=guess))


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    total = solve(ex, rules)
    return Hint(WORDS.say("answer.points", lang, n=total,
                          sum=" + ".join(str(c.value) for c in ex.cards)))


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    return Exercise("points", tuple(dealer.sample(full_deck(), dealer.randint(2, 5))))


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    return (cards_row(ex.cards, lang, WORDS.say("ui.cards", lang))
            + number_form(lang, WORDS.say("ui.points", lang)))


KIND = ExerciseKind(
    name="points",
    cards=(1, 11),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=number_typed,
)
