"""'multi_sits_out' (three-player gin): after the hands on the sheet, who deals the next
hand and so sits it out? The answer is a seat's name, chosen with a radio button.

The exercise gives `players` (3), `dealer` (who dealt hand 1) and `hands` (who won each
hand; its points and kind are not read). The engine's `Game` plays the hands and says who deals
next; the winners are there to see whether the learner thinks the winner deals."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ginrules import Rules

from ...dealing import Dealer
from ...exercises import Exercise, ExerciseError, HandLine, Hint, Verdict, ok_verdict
from ...render import escape
from ..base import ExerciseKind, who_chosen
from ..widgets import check_button
from .multi_common import SEATS, deals_after, names, radios
from .multi_words import WORDS


def dealers(ex: Exercise, rules: Rules) -> list[int]:
    """Who dealt each hand on the sheet and who deals the next, as the engine plays it."""
    out = [ex.dealer]
    for n in range(1, len(ex.hands) + 1):
        out.append(deals_after(replace(ex, hands=ex.hands[:n]), rules)[0])
    return out


def solve(ex: Exercise, rules: Rules) -> str:
    return SEATS[deals_after(ex, rules)[0]]


def check(ex: Exercise) -> None:
    if ex.players != 3 or not ex.hands:
        raise ExerciseError("multi_sits_out: needs players = 3 and the hands played ('hands')")


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    seats = names(ex.players)
    if answer not in seats:
        return Verdict(False, WORDS.say("bad.multi.pick_who", lang))
    right = solve(ex, rules)
    if answer == right:
        return ok_verdict(lang, answer_hint(ex, rules, lang).text)
    n = len(ex.hands)
    if answer == seats[ex.hands[-1].winner]:
        return Verdict(False, WORDS.say("bad.multi_sits_out.winner", lang, name=answer, n=n))
    if answer == seats[dealers(ex, rules)[-2]]:
        return Verdict(False, WORDS.say("bad.multi_sits_out.same", lang, name=answer, n=n))
    return Verdict(False, WORDS.say("bad.multi_sits_out", lang, name=answer))


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    seats = names(ex.players)
    dealer, playing = deals_after(ex, rules)
    chain = " → ".join(seats[d] for d in dealers(ex, rules))
    return Hint(WORDS.say("answer.multi_sits_out", lang, name=seats[dealer], n=len(ex.hands) + 1,
                    players=[seats[s] for s in playing], chain=chain))


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    first = dealer.randint(0, 2)
    ex = Exercise("multi_sits_out", players=3, dealer=first, variant="gin-3")
    lines: list[HandLine] = []
    for _ in range(dealer.randint(1, 4)):
        playing = [s for s in range(3) if s != deals_after(replace(ex, hands=tuple(lines)),
                                                               rules)[0]]
        how = dealer.choice(["knock", "knock", "gin", "undercut"])
        lines.append(HandLine(dealer.choice(playing), dealer.randint(3, 40), how))
    return replace(ex, hands=tuple(lines))


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    seats = names(ex.players)
    rows = [WORDS.say("ui.multi.first_hand", lang, dealer=seats[ex.dealer],
                winner=seats[ex.hands[0].winner])]
    rows += [WORDS.say("ui.multi.later_hand", lang, n=n, winner=seats[line.winner])
             for n, line in enumerate(ex.hands[1:], 2)]
    return (
        f'<p class="seating">'
        f'{escape(WORDS.say("ui.multi.seating", lang, names=" → ".join(seats)))}</p>'
        f'<ul class="hand-list" aria-label="{escape(WORDS.say("ui.multi.hands", lang))}">'
        + "".join(f"<li>{escape(r)}</li>" for r in rows)
        + "</ul>"
        + '<form class="answer-form" data-form="who">'
        + radios(WORDS.say("ui.multi.who_deals", lang, n=len(ex.hands) + 1),
                 [(name, name) for name in seats])
        + check_button(lang)
        + "</form>"
    )



KIND = ExerciseKind(
    name="multi_sits_out",
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
