"""'multi_meets' (four players, a tournament): in which round do these two players meet?
The answer is a round (1, 2 or 3), chosen with a radio button.

The exercise gives the two players in `owners` (seat numbers: 0 Ann, 1 Bob, 2 Cas,
3 Dee). The rounds are the engine's own (`ginrules.table.match.ROUND_ROBIN`, what a tournament
`Match` seats): every pair meets once, in three rounds of two tables at once."""

from __future__ import annotations

from typing import Any

from ginrules import Rules
from ginrules.table.match import ROUND_ROBIN

from ...dealing import Dealer
from ...exercises import Exercise, ExerciseError, Hint, Verdict, ok_verdict
from ...render import escape
from ..base import ExerciseKind, who_chosen
from ..widgets import check_button
from .multi_common import SEATS, radios
from .multi_words import WORDS


def _round_of(a: int, b: int) -> int:
    """The round (from 1) in which seats `a` and `b` sit at the same table."""
    return next(n for n, tables in enumerate(ROUND_ROBIN, 1)
                for pair in tables if {a, b} == set(pair))


def _opponent(seat: int, number: int) -> int:
    """Whom `seat` plays in round `number`."""
    return next(b if a == seat else a for a, b in ROUND_ROBIN[number - 1] if seat in (a, b))


def _rounds(lang: str) -> str:
    """Every round's two tables, in words."""
    return " ".join(
        WORDS.say("answer.multi_meets.round", lang, n=n,
            tables=[WORDS.say("ui.multi.pair", lang, a=SEATS[a], b=SEATS[b]) for a, b in tables])
        for n, tables in enumerate(ROUND_ROBIN, 1))


def solve(ex: Exercise, rules: Rules) -> str:
    a, b = ex.owners
    return str(_round_of(a, b))


def check(ex: Exercise) -> None:
    if ex.players != 4 or len(ex.owners) != 2 or ex.owners[0] == ex.owners[1]:
        raise ExerciseError("multi_meets: needs players = 4 and two different seats in "
                            "'owners'")


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    a, b = ex.owners
    if answer not in ("1", "2", "3"):
        return Verdict(False, WORDS.say("bad.multi.pick_round", lang))
    if answer == solve(ex, rules):
        return ok_verdict(lang, _rounds(lang))
    other = _opponent(a, int(answer))
    return Verdict(False, WORDS.say("bad.multi_meets", lang, n=answer, a=SEATS[a],
                              other=SEATS[other], b=SEATS[b]))


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    a, b = ex.owners
    return Hint(WORDS.say("answer.multi_meets", lang, a=SEATS[a], b=SEATS[b], n=solve(ex, rules))
                + " " + _rounds(lang))


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    pair = dealer.sample(range(4), 2)
    return Exercise("multi_meets", players=4, owners=(pair[0], pair[1]))


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    a, b = ex.owners
    return (
        f'<p class="seating">{escape(WORDS.say("ui.multi.tournament", lang))}</p>'
        '<form class="answer-form" data-form="who">'
        + radios(WORDS.say("ui.multi.which_round", lang, a=SEATS[a], b=SEATS[b]),
                 [(str(n), WORDS.say("ui.multi.round", lang, n=n)) for n in (1, 2, 3)])
        + check_button(lang)
        + "</form>"
    )



KIND = ExerciseKind(
    name="multi_meets",
    cards=(0, 0),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=who_chosen,
    check=check,
    words=WORDS,
)
