"""'multi_knock7' (seven-card gin): eight cards after the draw; may they knock or go gin,
and with which discard? The answer is a button (knock, gin, none) with one picked card.

The knock limit comes from the exercise's first upcard (`upcard`), as the gin-7 rules set
it. Solved, judged and drawn by the two-player `knock` kind (which keeps one card fewer
than the hand holds: the engine's `discard_options(..., keep=7)`), in this kind's words
where seven-card gin says it its own way (the limit from the upcard)."""

from __future__ import annotations

from typing import Any

from ginrules import Card, Rules

from ...dealing import Dealer, MeldShape, build_hand
from ...exercises import Exercise, ExerciseError, Hint, Verdict
from ..base import ExerciseKind
from ..knock import answer, answer_hint_in, best_option, body, discard_note, judge_in, solve
from .multi_words import WORDS

_PLANS: list[list[tuple[MeldShape, int]]] = [
    [("run", 3), ("set", 3)], [("set", 3)], [("run", 4)], [("run", 3), ("run", 3)],
    [("set", 4)],
]


def check(ex: Exercise) -> None:
    if ex.upcard is None:
        raise ExerciseError("multi_knock7: needs the first upcard ('upcard'): it sets the limit")
    if ex.upcard in ex.cards:
        raise ExerciseError("multi_knock7: the first upcard is not in the hand")


def _limit(ex: Exercise, rules: Rules) -> int:
    return rules.max_knock_deadwood(ex.upcard_for(rules))


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    return judge_in(ex, answer, rules, lang, vals, WORDS, "multi_knock7")


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    return answer_hint_in(ex, rules, lang, WORDS, "multi_knock7")


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    cards: tuple[Card, ...] = ()
    for _ in range(60):
        plan = dealer.choice(_PLANS)
        filler = 8 - sum(n for _, n in plan)
        cards = build_hand(dealer, plan, filler, low=dealer.choice([3, 5, 8]))
        if len(cards) != 8 or len(set(cards)) != 8:
            continue
        free = [c for c in build_hand(dealer, [], 12, used=cards) if c not in cards]
        upcard = dealer.choice(free)
        ex = Exercise("multi_knock7", dealer.shuffled(cards), upcard=upcard, variant="gin-7")
        best = best_option(ex, rules)
        if best.deadwood <= _limit(ex, rules) + 8:
            return ex
    return Exercise("multi_knock7", cards, upcard=Card("TC") if Card("TC") not in cards
                    else Card("KC"), variant="gin-7")


KIND = ExerciseKind(
    name="multi_knock7",
    cards=(8, 8),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=answer,
    selection="single",
    shows_upcard=True,
    picked_note=discard_note,
    check=check,
    words=WORDS,
)
