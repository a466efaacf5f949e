"""'multi_ring_pays' (seven-card gin): Ann has knocked and every opponent has laid out and
laid off. Who wins, and what does each player pay? The answer is a player (a radio
button) and one number per player (boxes named by `data-number`).

The exercise gives the knocker's seven cards (`knocker`, optionally `knocker_melds`),
the first upcard (`upcard`) and every opponent's hand in turn from Ann's left (`others`).
The answer is `score_ring`'s: its winner and its payments."""

from __future__ import annotations

from typing import Any

from ginrules import Rules

from ...dealing import Dealer
from ...exercises import Exercise, ExerciseError, Hint, Verdict, ok_verdict, parse_number, why_text
from ..base import Controls, ExerciseKind
from ..widgets import check_button, number_box
from .multi_common import SEATS, check_ring, radios, ring_result
from .multi_deal import ring_deal
from .multi_ring_layoff import showdown_html
from .multi_words import WORDS


def _result(ex: Exercise, rules: Rules) -> Any:
    return ring_result(ex, rules, ex.others)


def _seats(ex: Exercise) -> tuple[str, ...]:
    return SEATS[: len(ex.others) + 1]


def _paid(res: Any, seats: int) -> dict[int, int]:
    """What each seat pays the winner (0 for the winner and anyone who pays nothing)."""
    paid = dict.fromkeys(range(seats), 0)
    for payer, points in res.payments:
        if payer is not None:
            paid[payer] = points
    return paid


def solve(ex: Exercise, rules: Rules) -> tuple[str, tuple[tuple[str, str], ...]]:
    res = _result(ex, rules)
    seats = _seats(ex)
    paid = _paid(res, len(seats))
    return (seats[res.winner_seat], tuple((seats[s], str(paid[s])) for s in range(len(seats))))


def check(ex: Exercise) -> None:
    check_ring(ex, ex.others, "multi_ring_pays")


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    who, numbers = answer
    seats = _seats(ex)
    if who not in seats:
        return Verdict(False, WORDS.say("bad.multi.pick_who", lang))
    typed = dict(numbers)
    guesses = {s: parse_number(typed.get(name, "")) for s, name in enumerate(seats)}
    res = _result(ex, rules)
    winner = res.winner_seat
    if seats.index(who) != winner:
        pick = seats.index(who)
        tied = [sp.seat for sp in res.spreads if sp.deadwood == res.defender_deadwood]
        if res.kind == "undercut" and pick in tied:
            return Verdict(False, WORDS.say("bad.multi_ring_pays.tie", lang, name=who))
        return Verdict(False, WORDS.say("bad.multi_ring_pays.who", lang, name=who))
    if any(g is None for g in guesses.values()):
        return Verdict(False, WORDS.say("bad.multi_ring_pays.numbers", lang))
    paid = _paid(res, len(seats))
    for seat, name in enumerate(seats):
        guess = guesses[seat]
        if guess == paid[seat]:
            continue
        if seat == winner:
            return Verdict(False, WORDS.say("bad.multi_ring_pays.winner_pays", lang, name=name))
        if res.kind == "undercut" and seat == res.knocker_seat and \
                guess == paid[seat] - rules.undercut_bonus:
            return Verdict(False, WORDS.say("bad.multi_ring_pays.bonus", lang, name=name))
        if res.kind == "gin" and guess is not None and guess > paid[seat]:
            return Verdict(False, WORDS.say("bad.multi_ring_pays.gin_bonus", lang, name=name))
        if res.kind == "gin":
            return Verdict(False, WORDS.say("bad.multi_ring_pays.gin_pay", lang, name=name,
                                      guess=guess))
        if res.kind == "undercut" and seat == res.knocker_seat:
            return Verdict(False, WORDS.say("bad.multi_ring_pays.knocker_pays", lang, name=name,
                                      guess=guess))
        return Verdict(False, WORDS.say("bad.multi_ring_pays.pay", lang, name=name, guess=guess))
    return ok_verdict(lang, WORDS.say("ok.multi_ring_pays", lang, name=who, points=res.points))


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    return Hint(why_text(_result(ex, rules).explanation, lang))


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    for _ in range(40):
        knocker, upcard, hands = ring_deal(dealer, rules, dealer.choice([2, 3]),
                                           layoffs=dealer.chance(70))
        ex = Exercise("multi_ring_pays", knocker=knocker, upcard=upcard, others=hands,
                      players=len(hands) + 1, variant="gin-7")
        try:
            check(ex)
            _result(ex, rules)
        except (ValueError, ExerciseError):
            continue
        return ex
    raise ExerciseError("could not deal a seven-card scoring exercise")  # pragma: no cover


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    res = _result(ex, rules)
    seats = _seats(ex)
    boxes = "".join(
        f'<p class="pay-box">'
        f"{number_box(name, WORDS.say('ui.multi.pays', lang, name=name), f'ex-pay-{i}', size=4)}"
        "</p>"
        for i, name in enumerate(seats)
    )
    return (
        showdown_html(ex, res, len(ex.others), lang)
        + '<form class="answer-form" data-form="pays">'
        + radios(WORDS.say("ui.multi.who_wins", lang), [(name, name) for name in seats])
        + boxes
        + check_button(lang)
        + "</form>"
    )


def answer(controls: Controls) -> tuple[str, tuple[tuple[str, str], ...]]:
    return (controls.who, controls.numbers)


KIND = ExerciseKind(
    name="multi_ring_pays",
    cards=(0, 0),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=answer,
    shows_upcard=True,
    check=check,
    words=WORDS,
)
