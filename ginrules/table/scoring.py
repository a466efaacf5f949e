# ruff: noqa: RUF001, RUF002, E501  (the minus and times signs are meant; explanation lines in examples are long)
"""Scoring: one hand (:func:`score_hand`) and a game (:class:`ScoreSheet`).

The worked example of docs/rules.md (seed 000): gin against 8 deadwood scores 33.

>>> from ginrules import render
>>> res = score_hand("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D", "KS KD KC 2H 2D 2C 6D 7D 8D 8C")
>>> res.kind, res.winner, res.points
('gin', 'knocker', 33)
>>> for line in render(res.explanation): print(line)
The knocker shows 5♣ 5♦ 5♥, 9♣ 9♦ 9♥ and A♠ 2♠ 3♠ 4♠: no deadwood, gin.
Nobody lays off on gin, and gin cannot be undercut.
Defender's melds: 2♣ 2♦ 2♥, K♣ K♦ K♠ and 6♦ 7♦ 8♦.
Deadwood: 8♣ = 8 points.
Gin scores 25 + the defender's 8 deadwood = 33.

A knock above the limit is refused:

>>> knocker, defender = "7H 8H 9H 2C 2D 2S 4C 4D KS KC", "AC AD AH 3S 4S 5S 6C 6D 6S 2H"
>>> score_hand(knocker, defender)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ginrules.core.errors.KnockError: cannot knock: the least deadwood is 28 (4♣ K♣ 4♦ K♠), above the ...
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal, Protocol

from ginrules.core.arrangement import Arrangement, all_best_arrangements, deadwood_count
from ginrules.core.cards import Card, cards_of_mask, format_cards, hand_mask
from ginrules.core.errors import DuplicateCardError, KnockError, ScoreSheetError, TableError
from ginrules.core.explain import Explanation, Step
from ginrules.core.layoff import LayoffResult, lay_off, no_layoffs, to_melds
from ginrules.core.melds import Meld
from ginrules.table.reported import (
    CountError,
    check_count,
    check_counts,
    most_deadwood,
    whole_count,
)
from ginrules.table.rules import PRESETS, Rules
from ginrules.table.seats import Table

__all__ = ["Bonus", "CountedHand", "Credit", "DefenderSpread", "Ending", "GameResult",
           "GameScore", "HandKind", "HandResult", "HandScore", "Role", "ScoreLine", "ScoreSheet",
           "SheetKind", "ShowdownScore", "score_counts", "score_hand", "score_ring",
           "score_ring_counts", "sheet_kind"]

_STANDARD = PRESETS["standard"]

#: How a scored hand ended.
HandKind = Literal["knock", "undercut", "gin", "big_gin"]
#: A line of a score sheet: a scored hand, a drawn one, or (a team in four-player pairs)
#: the balance of two tables.
SheetKind = Literal["knock", "undercut", "gin", "big_gin", "draw", "net", "out", "rummy"]
#: The two sides of a showdown.
Role = Literal["knocker", "defender"]
#: How the players say a gin hand ended: a knock, gin, or big gin (all eleven cards melded).
Ending = Literal["knock", "gin", "big_gin"]


@dataclass(frozen=True, slots=True)
class Credit:
    """Points one seat scores from a hand, and why: ``payer`` is the seat whose
    cards pay them (two-player gin has one credit per hand; seven-card gin one per
    paying player, and the gin bonus, which no one player pays, has ``payer`` None)."""

    seat: int
    points: int
    payer: int | None
    kind: HandKind


@dataclass(frozen=True)
class DefenderSpread:
    """One defender at the showdown: its ``seat``, its own melds, layoffs and deadwood
    (``spread``) and the points it ``pays`` the hand's winner (0 when it wins)."""

    seat: int
    spread: LayoffResult
    pays: int

    @property
    def deadwood(self) -> int:
        return self.spread.deadwood_count

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "pays": self.pays, **self.spread.to_dict()}


class ShowdownScore:
    """Who scores what from a showdown, per seat: what a hand scored from cards
    (:class:`HandResult`) and one scored from the counts the players report
    (:class:`CountedHand`) both answer, from their ``winner``, ``points``, ``kind``, seats
    and ``payments`` (with several defenders: who pays the winner how much)."""

    winner: Role
    points: int
    kind: HandKind
    knocker_seat: int
    defender_seat: int
    payments: tuple[tuple[int | None, int], ...]

    @property
    def winner_seat(self) -> int:
        return self.knocker_seat if self.winner == "knocker" else self.defender_seat

    @property
    def ended_by(self) -> int:
        """The seat that ended the hand: the knocker (or the player who went gin)."""
        return self.knocker_seat

    @property
    def loser_seat(self) -> int:
        """The seat that pays (with several defenders: the knocker when undercut, else
        the defender with the least deadwood)."""
        return self.defender_seat if self.winner == "knocker" else self.knocker_seat

    @property
    def credits(self) -> tuple[Credit, ...]:
        """Who scores what from this hand, per seat and payer."""
        if self.payments:
            return tuple(Credit(self.winner_seat, points, payer, self.kind)
                         for payer, points in self.payments)
        return (Credit(self.winner_seat, self.points, self.loser_seat, self.kind),)

    def net_for(self, seat: int) -> int:
        """What this hand gave ``seat``: the points it won, minus the points it paid."""
        return sum(c.points if c.seat == seat else -c.points for c in self.credits
                   if seat in (c.seat, c.payer))


class HandScore(Protocol):
    """What a score sheet and the next deal read of a scored hand, however it was scored:
    from cards (:class:`HandResult`), from reported counts (:class:`CountedHand`) or in
    Rummy (:class:`~ginrules.rummy.hand.RummyResult`)."""

    @property
    def winner_seat(self) -> int: ...

    @property
    def loser_seat(self) -> int: ...

    @property
    def points(self) -> int: ...

    @property
    def kind(self) -> SheetKind: ...


@dataclass(frozen=True)
class HandResult(ShowdownScore):
    """The score of one hand.

    ``kind`` is 'knock', 'undercut', 'gin' or 'big_gin'; ``winner`` is 'knocker'
    or 'defender'; ``points`` is what the winner scores (after any doubling).
    ``knocker_seat`` and ``defender_seat`` say who sat where, so :attr:`credits`
    can say per seat who scores what.

    With several defenders (seven-card gin, :func:`score_ring`) ``defenders`` holds
    each one in turn from the knocker's left, and ``defender``, ``defender_seat`` and
    ``defender_deadwood`` are the one with the least deadwood (the undercutter, when
    there is an undercut); ``payments`` says who pays the winner how much.
    """

    kind: HandKind
    winner: Role
    points: int
    knocker_arrangement: Arrangement
    defender: LayoffResult
    knocker_deadwood: int
    defender_deadwood: int
    doubled: bool
    explanation: Explanation
    knock_limit: int = 10
    upcard: Card | None = None
    knocker_seat: int = 0
    defender_seat: int = 1
    defenders: tuple[DefenderSpread, ...] = ()  # several: seven-card gin
    payments: tuple[tuple[int | None, int], ...] = ()  # (payer, points) with several

    @property
    def spreads(self) -> tuple[DefenderSpread, ...]:
        """Every defender's spread, in turn from the knocker's left (one in two-player gin)."""
        if self.defenders:
            return self.defenders
        pays = self.points if self.winner == "knocker" else 0
        return (DefenderSpread(self.defender_seat, self.defender, pays),)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind, "winner": self.winner, "points": self.points,
            "knocker": self.knocker_arrangement.to_dict(),
            "defender": self.defender.to_dict(),
            "knocker_deadwood": self.knocker_deadwood,
            "defender_deadwood": self.defender_deadwood,
            "doubled": self.doubled, "knock_limit": self.knock_limit,
            "upcard": None if self.upcard is None else self.upcard.code,
            "knocker_seat": self.knocker_seat,
            "defenders": [d.to_dict() for d in self.spreads],
            "credits": [{"seat": c.seat, "points": c.points, "payer": c.payer}
                        for c in self.credits],
            "explanation": [s.to_dict() for s in self.explanation],
        }


def _knocker_arrangement(cards: tuple[Card, ...], kmask: int,
                         melds: Iterable[Meld | str | Iterable[Card | str]]) -> Arrangement:
    ms = to_melds(melds)
    used = 0
    for m in ms:
        for c in m.cards:
            if not kmask & c._bit:
                raise KnockError(f"the meld {m} uses {c}, which is not in the knocker's hand")
            used |= c._bit
    return Arrangement(ms, cards_of_mask(kmask & ~used))


def _knocker_candidates(kcards: tuple[Card, ...], kmask: int,
                        knocker_melds: Iterable[Meld | str | Iterable[Card | str]] | None,
                        rules: Rules, upcard: Card | None, big: bool) -> list[Arrangement]:
    """The spreads the knocker may be scored with: the one shown, or (none given) every
    least-deadwood arrangement. KnockError when the hand may not knock."""
    if knocker_melds is not None:
        candidates = [_knocker_arrangement(kcards, kmask, knocker_melds)]
    else:
        candidates = all_best_arrangements(kcards)
    kd = candidates[0].deadwood_count
    limit = rules.max_knock_deadwood(upcard)
    if big:
        if not rules.big_gin_played:
            raise KnockError("big gin is not played under these rules: discard a card first")
        if kd:
            loose = candidates[0].deadwood
            raise KnockError(
                f"with {len(kcards)} cards only big gin ends the hand, but "
                f"{format_cards(loose)} {'is' if len(loose) == 1 else 'are'} not melded: "
                "discard first")
    elif kd > limit:
        dead = format_cards(candidates[0].deadwood)
        what = "the deadwood is" if knocker_melds is not None else "the least deadwood is"
        if limit == 0:
            up = f" ({upcard})" if upcard is not None else ""
            raise KnockError(f"cannot knock: with this upcard{up} only gin ends the hand, "
                             f"and {what} {kd} ({dead})")
        raise KnockError(f"cannot knock: {what} {kd} ({dead}), above the knock limit of {limit}")
    return candidates


def score_hand(knocker_cards: str | Iterable[Card | str],
               defender_cards: str | Iterable[Card | str],
               rules: Rules | None = None,
               knocker_melds: Iterable[Meld | str | Iterable[Card | str]] | None = None,
               upcard: Card | None = None, *,
               seats: tuple[int, int] = (0, 1)) -> HandResult:
    """Score a hand: the knocker's 10 cards after the discard (11 for big gin) and
    the defender's cards.

    ``knocker_melds`` is the spread the knocker shows: any melds of the hand
    whose deadwood is within the knock limit (``()``: no meld at all), scored
    exactly as shown (docs/rules.md, "The showdown"). Without it the knocker's
    best choice is made: least deadwood, and among equal arrangements the one
    that leaves the defender the most deadwood (fewest layoffs). ``upcard`` is
    the hand's first upcard (Oklahoma's knock limit and spade doubling).
    ``seats`` are the knocker's and the defender's seats at the table (for the
    result's :attr:`~HandResult.credits`). A knock above the limit raises KnockError.

    >>> r = score_hand("7H 8H 9H TH 2C 2D 2S 4C 4D AS", "JH 6H 4S 4H 3C 3D 3S KC KD 9C")
    >>> r.kind, r.winner, r.points, r.knocker_deadwood, r.defender_deadwood
    ('knock', 'knocker', 28, 9, 37)
    >>> r = score_hand("7H 8H 9H TH 2C 2D 2S 4C 4D AS", "JH 6H 5H 3C 3D 3S KC KD KS 2H")
    >>> r.kind, r.winner, r.points, [str(c) for c in r.defender.laid_off]
    ('undercut', 'defender', 34, ['2♥', '6♥', '5♥', 'J♥'])
    """
    rules = rules or _STANDARD
    kcards, kmask = hand_mask(knocker_cards, 11, what="the knocker's hand")
    dcards, dmask = hand_mask(defender_cards, 11, what="the defender's hand")
    if kmask & dmask:
        both = cards_of_mask(kmask & dmask)[0]
        raise DuplicateCardError(f"{both} ({both.code}) is in both hands")
    limit = rules.max_knock_deadwood(upcard)
    big = len(kcards) == 11
    candidates = _knocker_candidates(kcards, kmask, knocker_melds, rules, upcard, big)
    kd = candidates[0].deadwood_count

    steps: list[Step] = []
    if kd == 0:
        arrangement = candidates[0]
        defender = no_layoffs(dcards)
        steps.append(Step("score.show_gin" if not big else "score.show_big_gin",
                          {"melds": arrangement.melds}))
        steps.append(Step("score.gin_no_layoffs", {}))
        steps.extend(defender.explanation)
    else:
        best: tuple[int, int] | None = None
        arrangement, defender = candidates[0], None
        for arr in candidates:
            res = lay_off(dcards, arr.melds)
            key = (res.deadwood_count, -len(res.layoffs))
            if best is None or key > best:
                best, arrangement, defender = key, arr, res
        assert defender is not None
        if arrangement.melds:
            steps.append(Step("score.show_knock", {"melds": arrangement.melds,
                                                    "cards": arrangement.deadwood, "kd": kd,
                                                    "limit": limit}))
        else:
            steps.append(Step("score.show_none", {"n": len(kcards), "cards": arrangement.deadwood,
                                                   "kd": kd, "limit": limit}))
        if knocker_melds is not None:
            least = deadwood_count(kcards)
            if least < kd:
                steps.append(Step("score.not_least", {"least": least}))
        if knocker_melds is None and len(candidates) > 1:
            steps.append(Step("score.knocker_choice", {"n": len(candidates)}))
        steps.extend(defender.explanation)
    assert defender is not None
    dd = defender.deadwood_count
    kind, winner, points, outcome = _two_seat_outcome(kd, dd, big, rules, upcard)
    steps.extend(outcome)
    return HandResult(kind=kind, winner=winner, points=points, knocker_arrangement=arrangement,
                      defender=defender, knocker_deadwood=kd, defender_deadwood=dd,
                      doubled=rules.doubles(upcard), explanation=tuple(steps),
                      knock_limit=limit, upcard=upcard, knocker_seat=seats[0],
                      defender_seat=seats[1])


def _gin(big: bool, rules: Rules) -> tuple[HandKind, int]:
    """A knocker with no deadwood: gin (or big gin, all eleven cards melded) and its bonus
    under these rules, for every showdown's closing arithmetic."""
    bonus = rules.big_gin_bonus if big else rules.gin_bonus
    assert bonus is not None, "big gin is scored only where the rules play it"
    return ("big_gin" if big else "gin"), bonus


def _two_seat_outcome(kd: int, dd: int, big: bool, rules: Rules, upcard: Card | None
                      ) -> tuple[HandKind, Role, int, list[Step]]:
    """Who wins a showdown of two from the deadwood left on each side, how and for how
    many points (doubled under the spade rule), and the steps that say so: the end of
    every two-seat explanation, from cards (:func:`score_hand`) or from counts
    (:func:`score_counts`)."""
    steps: list[Step] = []
    kind: HandKind
    winner: Role
    if kd == 0:
        kind, bonus = _gin(big, rules)
        winner = "knocker"
        points = bonus + dd
        if dd == 0:
            steps.append(Step("score.gin_vs_zero", {}))
        steps.append(Step("score.gin_points", {"kind": kind, "bonus": bonus, "dd": dd,
                                               "points": points}))
    elif kd < dd:
        kind, winner, points = "knock", "knocker", dd - kd
        steps.append(Step("score.knock", {"kd": kd, "dd": dd, "points": points}))
    else:
        kind, winner = "undercut", "defender"
        points = kd - dd + rules.undercut_bonus
        step_id = "score.undercut_tie" if kd == dd else "score.undercut"
        steps.append(Step(step_id, {"kd": kd, "dd": dd, "bonus": rules.undercut_bonus,
                                    "points": points}))
    if rules.doubles(upcard):
        steps.append(Step("score.doubled", {"upcard": upcard, "before": points,
                                            "points": points * 2}))
        points *= 2
    return kind, winner, points, steps


def score_ring(knocker_cards: str | Iterable[Card | str],
               defenders: Sequence[tuple[int, str | Iterable[Card | str]]],
               rules: Rules | None = None,
               knocker_melds: Iterable[Meld | str | Iterable[Card | str]] | None = None,
               upcard: Card | None = None, *, knocker_seat: int = 0,
               names: Sequence[str] | None = None) -> HandResult:
    """Score a showdown with several defenders (seven-card gin, seed 002; docs/rules.md
    "Seven-card gin"): ``defenders`` are (seat, cards) in turn from the knocker's left.

    Each defender lays out own melds and lays off only onto the knocker's melds as the
    knocker laid them out, never onto another defender's layoffs (onto its own, under
    ``chain_own_layoffs``). Gin scores the gin bonus plus every defender's deadwood; a
    knock with less deadwood than every defender scores the sum of (their deadwood −
    the knocker's); otherwise the defender with the least deadwood (a tie: the first in
    turn) undercuts and scores the sum over every other player of (their deadwood −
    the undercutter's) plus the undercut bonus, which the knocker pays. ``names`` name
    the seats in the explanation (default 'seat 1', 'seat 2', ...).

    Seed 002's example: Ann knocks with 5♥ 6♥ 7♥; Bob lays off 8♥; Cas may not add 9♥.

    >>> from ginrules import render
    >>> r = score_ring("5H 6H 7H 2C 2D 2S 3C", [(1, "8H KS KD 4C 4D 4S AC"),
    ...                (2, "9H TC JC QC 6S 6D 6C")], Rules.preset("standard", "gin-7"),
    ...                upcard=Card("7S"), names=("Ann", "Bob", "Cas"))
    >>> r.kind, r.winner_seat, r.points, [(c.payer, c.points) for c in r.credits]
    ('knock', 0, 24, [(1, 18), (2, 6)])
    >>> for line in render(r.explanation): print(line)
    Ann knocks and shows 2♣ 2♦ 2♠ and 5♥ 6♥ 7♥ with 3 deadwood (3♣); the limit is 7.
    Bob lays out 4♣ 4♦ 4♠.
    Bob lays off 8♥ on 5♥ 6♥ 7♥.
    Bob keeps 21 deadwood: A♣ K♦ K♠.
    Cas lays out 6♣ 6♦ 6♠ and 10♣ J♣ Q♣.
    Cas may not lay off 9♥ on 5♥ 6♥ 7♥ 8♥: only the knocker's melds as laid out take layoffs, not what Bob laid off.
    Cas keeps 9 deadwood: 9♥.
    Ann has less deadwood (3) than every opponent and scores (21 − 3) + (9 − 3) = 24.
    Bob pays 18.
    Cas pays 6.
    """
    rules = rules or _STANDARD
    kcards, kmask = hand_mask(knocker_cards, 11, what="the knocker's hand")
    if not defenders:
        raise ScoreSheetError("a showdown needs at least one defender")
    hands: list[tuple[int, tuple[Card, ...], int]] = []
    taken = kmask
    for seat, cards in defenders:
        dcards, dmask = hand_mask(cards, 11, what=f"the defender's hand (seat {seat})")
        if dmask & taken:
            both = cards_of_mask(dmask & taken)[0]
            raise DuplicateCardError(f"{both} ({both.code}) is in two hands")
        taken |= dmask
        hands.append((seat, dcards, dmask))
    seats = [knocker_seat, *(seat for seat, _, _ in hands)]
    who = {seat: (names[seat] if names is not None else f"seat {seat + 1}") for seat in seats}
    limit = rules.max_knock_deadwood(upcard)
    big = len(kcards) > len(hands[0][1])
    candidates = _knocker_candidates(kcards, kmask, knocker_melds, rules, upcard, big)
    kd = candidates[0].deadwood_count
    chain = rules.chain_own_layoffs

    def spreads_against(arr: Arrangement) -> list[LayoffResult]:
        if arr.deadwood_count == 0:
            return [no_layoffs(cards) for _, cards, _ in hands]
        return [lay_off(cards, arr.melds, chain=chain) for _, cards, _ in hands]

    arrangement, spreads = candidates[0], spreads_against(candidates[0])
    for arr in candidates[1:]:  # the knocker's best choice: the fewest points laid off
        other = spreads_against(arr)
        if sum(sp.deadwood_count for sp in other) > sum(sp.deadwood_count for sp in spreads):
            arrangement, spreads = arr, other
    kname = {"name": who[knocker_seat], "person": 1, "seat": knocker_seat}
    steps: list[Step] = []
    if kd == 0:
        steps.append(Step("ring.show_gin", {**kname, "melds": arrangement.melds,
                                            "n": len(kcards)}))
    elif arrangement.melds:
        steps.append(Step("ring.show", {**kname, "melds": arrangement.melds, "kd": kd,
                                        "cards": arrangement.deadwood, "limit": limit}))
    else:
        steps.append(Step("ring.show_none", {**kname, "cards": arrangement.deadwood, "kd": kd,
                                             "limit": limit}))
    if knocker_melds is not None and deadwood_count(kcards) < kd:
        steps.append(Step("score.not_least", {"least": deadwood_count(kcards)}))
    grown = list(arrangement.melds)  # the knocker's melds with every layoff so far
    laid_by: dict[Card, int] = {}  # which seat laid off each card
    for (seat, _, _), sp in zip(hands, spreads, strict=True):
        steps.extend(_ring_defender_steps(seat, who, sp, grown, laid_by))
    seat_dds = [(seat, sp.deadwood_count)
                for (seat, _, _), sp in zip(hands, spreads, strict=True)]
    kind, winner, payments, lead, outcome = _ring_outcome(knocker_seat, kd, seat_dds, big,
                                                          rules, upcard, who)
    steps.extend(outcome)
    doubled = rules.doubles(upcard)
    points = sum(p for _, p in payments)
    dds = [dd for _, dd in seat_dds]
    paid = dict(payments)
    lines = tuple(DefenderSpread(seat, sp, 0 if kind == "undercut" and i == lead
                                 else paid.get(seat, 0))
                  for i, ((seat, _, _), sp) in enumerate(zip(hands, spreads, strict=True)))
    return HandResult(kind=kind, winner=winner, points=points, knocker_arrangement=arrangement,
                      defender=spreads[lead], knocker_deadwood=kd, defender_deadwood=dds[lead],
                      doubled=doubled, explanation=tuple(steps), knock_limit=limit,
                      upcard=upcard, knocker_seat=knocker_seat, defender_seat=hands[lead][0],
                      defenders=lines, payments=tuple(payments))


def _ring_outcome(knocker_seat: int, kd: int, defenders: Sequence[tuple[int, int]], big: bool,
                  rules: Rules, upcard: Card | None, who: dict[int, str]
                  ) -> tuple[HandKind, Role, list[tuple[int | None, int]], int, list[Step]]:
    """Who wins a showdown against several defenders from the deadwood each keeps
    (``defenders``: (seat, deadwood) in turn from the knocker's left), how, who pays what
    (doubled under the spade rule), which defender leads (the least deadwood, the first
    in turn on a tie) and the steps that say so: the end of every seven-card explanation,
    from cards (:func:`score_ring`) or from counts (:func:`score_ring_counts`)."""
    kname = {"name": who[knocker_seat], "person": 1, "seat": knocker_seat}
    steps: list[Step] = []
    dds = [dd for _, dd in defenders]
    lead = dds.index(min(dds))  # the least deadwood; a tie: the first in turn
    payments: list[tuple[int | None, int]]
    kind: HandKind
    winner: Role
    if kd == 0:
        kind, bonus = _gin(big, rules)
        winner = "knocker"
        payments = [(seat, dd) for seat, dd in defenders]
        payments.append((None, bonus))
        steps.append(Step("ring.gin_points", {**kname, "kind": kind, "bonus": bonus,
                                              "sum": _sum_of(dds),
                                              "points": bonus + sum(dds)}))
    elif kd < dds[lead]:
        kind, winner = "knock", "knocker"
        payments = [(seat, dd - kd) for seat, dd in defenders]
        steps.append(Step("ring.knock", {**kname, "kd": kd,
                                         "sum": " + ".join(f"({dd} − {kd})" for dd in dds),
                                         "points": sum(p for _, p in payments)}))
    else:
        kind, winner = "undercut", "defender"
        useat, ud = defenders[lead]
        ties = [seat for i, (seat, dd) in enumerate(defenders) if dd == ud and i != lead]
        others = [(knocker_seat, kd)] + [(seat, dd) for i, (seat, dd) in enumerate(defenders)
                                         if i != lead]
        payments = [(seat, dw - ud + (rules.undercut_bonus if seat == knocker_seat else 0))
                    for seat, dw in others]
        uname = {"name": who[useat], "person": 1, "seat": useat}
        if ties:
            steps.append(Step("ring.undercut_first", {**uname, "others": tuple(
                who[t] for t in ties), "ud": ud}))
        steps.append(Step("ring.undercut", {
            **uname, "ud": ud, "kd": kd,
            "sum": " + ".join(f"({dw} − {ud})" for _, dw in others),
            "bonus": rules.undercut_bonus, "points": sum(p for _, p in payments)}))
    if rules.doubles(upcard):
        points = sum(p for _, p in payments)
        steps.append(Step("score.doubled", {"upcard": upcard, "before": points,
                                            "points": points * 2}))
        payments = [(payer, 2 * p) for payer, p in payments]
    for payer, p in payments:
        if payer is not None:
            steps.append(Step("ring.pays", {"name": who[payer], "person": 1, "seat": payer,
                                            "points": p}))
    return kind, winner, payments, lead, steps


def _sum_of(values: Sequence[int]) -> str:
    return " + ".join(str(v) for v in values)


def _ring_defender_steps(seat: int, who: dict[int, str], sp: LayoffResult, grown: list[Meld],
                         laid_by: dict[Card, int]) -> list[Step]:
    """One defender's part of a seven-card showdown: own melds, each layoff (onto the
    knocker's melds as laid out, or onto its own layoff), a card that would fit only
    another defender's layoff, and what is left. ``grown`` (each knocker meld with every
    layoff so far) and ``laid_by`` are brought up to date."""
    me = {"name": who[seat], "person": 1, "seat": seat}
    steps: list[Step] = []
    if sp.defender_melds:
        steps.append(Step("ring.melds", {**me, "melds": sp.defender_melds}))
    else:
        steps.append(Step("ring.no_melds", me))
    mine = list(sp.knocker_melds)  # the knocker's melds with this defender's layoffs so far
    for lo in sp.layoffs:
        onto = mine[lo.meld_index]
        chained = any(c.suit == lo.card.suit and abs(c.rank - lo.card.rank) == 1
                      for c in onto.cards if c not in sp.knocker_melds[lo.meld_index].cards)
        key = "ring.layoff_chain" if chained else "ring.layoff"
        steps.append(Step(key, {**me, "card": lo.card, "meld": onto.cards}))
        mine[lo.meld_index] = onto.with_card(lo.card)
    for c in sp.deadwood:
        for i, meld in enumerate(grown):
            if not meld.accepts(c):
                continue
            own_meld = sp.extended_melds[i] if sp.extended_melds else meld
            if own_meld.accepts(c):
                continue  # it fits without anyone's help: the defender chose to keep it
            owner = next((laid_by[x] for x in meld.cards if x in laid_by
                          and x.suit == c.suit and abs(x.rank - c.rank) == 1), None)
            if owner is None or owner == seat:
                continue
            steps.append(Step("ring.blocked", {**me, "card": c, "meld": meld.cards,
                                               "owner": who[owner]}))
    for lo in sp.layoffs:
        grown[lo.meld_index] = grown[lo.meld_index].with_card(lo.card)
        laid_by[lo.card] = seat
    if sp.deadwood:
        steps.append(Step("ring.deadwood", {**me, "cards": sp.deadwood,
                                            "total": sp.deadwood_count}))
    else:
        steps.append(Step("ring.deadwood_none", me))
    return steps


# -- a showdown from the counts the players report --------------------------------------

@dataclass(frozen=True)
class CountedHand(ShowdownScore):
    """A showdown scored from the deadwood the players report at a real table
    (:func:`score_counts`, :func:`score_ring_counts`): who scores what and why, as a
    :class:`HandResult` says it, without the cards. ``deadwood`` is each defender's
    (seat, deadwood) in turn from the knocker's left; ``defender_seat`` the one with the
    least (who undercuts, when there is an undercut)."""

    kind: HandKind
    winner: Role
    points: int
    knocker_seat: int
    defender_seat: int
    knocker_deadwood: int
    deadwood: tuple[tuple[int, int], ...]
    doubled: bool
    explanation: Explanation
    knock_limit: int
    payments: tuple[tuple[int | None, int], ...] = ()


def _checked_knock(seat: int, count: object, ending: Ending, rules: Rules,
                   upcard: Card | None, cards: int) -> int:
    """The knocker's reported deadwood, if the hand can end so: gin and big gin keep
    none, a knock keeps some, within the knock limit (and no more than the hand can
    hold). CountError names the first rule the count breaks, in the order a player
    thinks of them: a whole number, the ending's rules, then what the cards can hold."""
    count = whole_count(seat, count)
    limit = rules.max_knock_deadwood(upcard)
    if ending == "big_gin" and not rules.big_gin_played:
        raise CountError(Step("count.no_big_gin"), seat)
    if ending != "knock" and count:
        raise CountError(Step("count.gin_deadwood", {"count": count}), seat)
    if ending == "knock" and not count:
        raise CountError(Step("count.knock_zero"), seat)
    if count > limit:
        key = "count.gin_only" if limit == 0 else "count.knock_limit"
        raise CountError(Step(key, {"count": count, "limit": limit}), seat)
    return check_count(seat, count, most_deadwood, cards + (ending == "big_gin"))


def score_counts(knocker_deadwood: int, defender_deadwood: int, rules: Rules | None = None,
                 *, ending: Ending = "knock", upcard: Card | None = None,
                 seats: tuple[int, int] = (0, 1), cards: int = 10) -> CountedHand:
    """Score a showdown of two from the deadwood each side reports: the knocker's after
    the discard, the defender's after laying off. ``ending`` is how the knocker ended the
    hand, ``upcard`` the hand's first upcard (Oklahoma's knock limit and doubling),
    ``seats`` the knocker's and the defender's, ``cards`` the size of a hand (10). A count
    no hand can have raises :class:`~ginrules.table.reported.CountError` with its seat.

    The same points and words as :func:`score_hand` gives the cards:

    >>> from ginrules import render
    >>> r = score_counts(9, 37)
    >>> r.kind, r.winner_seat, r.points, render(r.explanation)
    ('knock', 0, 28, ['The knocker has less deadwood (9 against 37) and scores 37 − 9 = 28.'])
    >>> score_counts(0, 8, ending="gin").points, score_counts(9, 3, seats=(1, 0)).winner_seat
    (33, 0)
    >>> score_counts(12, 30)
    Traceback (most recent call last):
    ...
    ginrules.table.reported.CountError: a knock may keep at most 10 deadwood, not 12
    """
    rules = rules or _STANDARD
    knocker, defender = seats
    kd = _checked_knock(knocker, knocker_deadwood, ending, rules, upcard, cards)
    dd = check_count(defender, defender_deadwood, most_deadwood, cards)
    check_counts([(knocker, kd), (defender, dd)], most_deadwood, cards)
    kind, winner, points, steps = _two_seat_outcome(kd, dd, ending == "big_gin", rules, upcard)
    return CountedHand(kind=kind, winner=winner, points=points, knocker_seat=knocker,
                       defender_seat=defender, knocker_deadwood=kd, deadwood=((defender, dd),),
                       doubled=rules.doubles(upcard), explanation=tuple(steps),
                       knock_limit=rules.max_knock_deadwood(upcard))


def score_ring_counts(knocker_deadwood: int, defenders: Sequence[tuple[int, int]],
                      rules: Rules | None = None, *, ending: Ending = "knock",
                      upcard: Card | None = None, knocker_seat: int = 0,
                      names: Sequence[str] | None = None, cards: int = 7) -> CountedHand:
    """Score a showdown against several defenders (seven-card gin) from the deadwood each
    reports: ``defenders`` are (seat, deadwood after laying off) in turn from the
    knocker's left; ``cards`` the size of a hand (7). The same payments and words as
    :func:`score_ring` gives the cards, from the counts alone.

    >>> from ginrules import render
    >>> r = score_ring_counts(3, [(1, 21), (2, 9)], Rules.preset("standard", "gin-7"),
    ...                       upcard=Card("7S"), names=("Ann", "Bob", "Cas"))
    >>> [(c.payer, c.points) for c in r.credits]
    [(1, 18), (2, 6)]
    >>> for line in render(r.explanation): print(line)
    Ann has less deadwood (3) than every opponent and scores (21 − 3) + (9 − 3) = 24.
    Bob pays 18.
    Cas pays 6.
    """
    rules = rules or _STANDARD
    if not defenders:
        raise ScoreSheetError("a showdown needs at least one defender")
    kd = _checked_knock(knocker_seat, knocker_deadwood, ending, rules, upcard, cards)
    counted = [(seat, check_count(seat, dd, most_deadwood, cards)) for seat, dd in defenders]
    check_counts([(knocker_seat, kd), *counted], most_deadwood, cards)
    seats = [knocker_seat, *(seat for seat, _ in counted)]
    who = {seat: (names[seat] if names is not None else f"seat {seat + 1}") for seat in seats}
    kind, winner, payments, lead, steps = _ring_outcome(knocker_seat, kd, counted,
                                                        ending == "big_gin", rules, upcard, who)
    return CountedHand(kind=kind, winner=winner, points=sum(p for _, p in payments),
                       knocker_seat=knocker_seat, defender_seat=counted[lead][0],
                       knocker_deadwood=kd, deadwood=tuple(counted),
                       doubled=rules.doubles(upcard), explanation=tuple(steps),
                       knock_limit=rules.max_knock_deadwood(upcard), payments=tuple(payments))


# -- a game -----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a score sheet: who got how many points, and why (a Step)."""

    player: int | None
    points: int
    step: Step


#: One hand on a score sheet: the winner's seat (None for a draw), points, kind.
SheetHand = tuple[int | None, int, SheetKind]
#: A hand counted in a game's column: always with a winner.
_Won = tuple[int, int, SheetKind]


#: What a bonus on a score sheet is for: reaching the target, a shutout, a hand won.
BonusKind = Literal["game", "shutout", "box"]


@dataclass(frozen=True, slots=True)
class Bonus:
    """A bonus a game's settling gives one seat."""

    seat: int
    kind: BonusKind
    points: int


@dataclass(frozen=True)
class GameScore:
    """One game of a sheet settled (one, or three with Hollywood scoring): the sheet's
    hands it counts (``hands``, indices from 0), the hand points per seat, who reached the
    target (None in a game of a fixed number of hands), who won it (the player who reached
    the target; in a short game the most points, several when level), its bonuses and the
    totals they make."""

    number: int
    hands: tuple[int, ...]
    points: tuple[int, ...]
    reached: int | None
    winners: tuple[int, ...]
    bonuses: tuple[Bonus, ...]
    totals: tuple[int, ...]

    @property
    def shutout(self) -> bool:
        return any(b.kind == "shutout" for b in self.bonuses)

    def to_dict(self) -> dict[str, Any]:
        return {"hands": list(self.hands), "points": list(self.points), "reached": self.reached,
                "winners": list(self.winners),
                "bonuses": [{"seat": b.seat, "kind": b.kind, "points": b.points}
                            for b in self.bonuses],
                "totals": list(self.totals)}


@dataclass(frozen=True)
class GameResult:
    """The end of a game (docs/rules.md, "Scoring a game").

    ``winners``: the player who reached the target (with Hollywood scoring, who won the
    most of the three games; in a short game the most points, several when it ends
    level: a shared win). ``totals``: every seat's final score, bonuses included.
    ``settlement``: what each seat gains when every pair of players settles the
    difference of their final scores (two players: the winner's lead, which the bonuses
    may have turned round, so a figure of its own). ``games``: each game settled, with its
    bonuses; ``lines``: the words for all of it."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]
    lines: tuple[ScoreLine, ...]
    games: tuple[GameScore, ...]

    @property
    def winner(self) -> int | None:
        """The one winner (None when a short game ends level: see ``winners``)."""
        return self.winners[0] if len(self.winners) == 1 else None

    @property
    def reached(self) -> int | None:
        """Who reached the target, in a single game to a target (else None)."""
        return self.games[0].reached if len(self.games) == 1 else None

    @property
    def shutout(self) -> bool:
        return any(g.shutout for g in self.games)

    @property
    def settlement(self) -> tuple[int, ...]:
        """Per seat, the sum over every other seat of (its final score - theirs)."""
        everyone = sum(self.totals)
        return tuple(len(self.totals) * t - everyone for t in self.totals)

    @property
    def explanation(self) -> Explanation:
        return tuple(line.step for line in self.lines)

    @property
    def outcome(self) -> Explanation:
        """The final score, who won the game and the settlement: the last three lines."""
        return self.explanation[-3:]

    def to_dict(self) -> dict[str, Any]:
        return {"winner": self.winner, "winners": list(self.winners),
                "final_totals": list(self.totals), "settlement": list(self.settlement),
                "games": [g.to_dict() for g in self.games]}


_KINDS: tuple[SheetKind, ...] = ("knock", "undercut", "gin", "big_gin", "draw", "net", "out",
                                 "rummy")


def _signed(points: int) -> str:
    """A settlement figure with its sign: +10, −20, 0."""
    if points > 0:
        return f"+{points}"
    return f"−{-points}" if points < 0 else "0"


def sheet_kind(text: str) -> SheetKind:
    """``text`` as a kind of hand for a score sheet (read from a lesson or a save);
    ScoreSheetError names the kinds when it is not one."""
    for kind in _KINDS:
        if text == kind:
            return kind
    raise ScoreSheetError(f"unknown kind of hand {text!r}; use one of {', '.join(_KINDS)}")


class ScoreSheet:
    """The running score of a game to the target (``rules.target_for`` the table's size),
    with bonuses at the end.

    >>> from ginrules import render
    >>> sheet = ScoreSheet(Rules.preset("standard"), ("Ann", "Bob"))
    >>> _ = sheet.add_hand(0, 33, "gin"); _ = sheet.add_hand(None, 0, "draw")
    >>> _ = sheet.add_hand(0, 70, "knock")
    >>> sheet.totals, sheet.is_over, sheet.winner
    ((103, 0), True, 0)
    >>> for line in render(sheet.final().explanation): print(line)
    Hand points: Ann 103, Bob 0.
    Game bonus: Ann reached 100 first: 100 points.
    Shutout: Bob scored nothing, so the game bonus is doubled to 200.
    Box bonus: Ann won 2 hands × 25 = 50.
    Final score: Ann 353, Bob 0.
    The game goes to Ann, the first to reach 100.
    Settlement: 353 from Bob to Ann, the difference of the final scores.
    """

    def __init__(self, rules: Rules | None = None,
                 players: Sequence[str] | Table = ("You", "Computer")) -> None:
        if isinstance(players, Table):
            self.table = players
        else:
            try:
                self.table = Table.of(players)
            except TableError as exc:
                raise ScoreSheetError(f"cannot keep score for these players: {exc}") from None
        self.rules = rules or _STANDARD
        if self.rules.hollywood and self.table.size != 2:
            raise ScoreSheetError("Hollywood scoring is for two players: three games at once "
                                  f"between two, not {self.table.size}")
        if self.rules.hollywood and self.rules.fixed_hands:
            raise ScoreSheetError("Hollywood scoring plays each game to the target, not a "
                                  "fixed number of hands")
        self.players = self.table.names
        #: the points that end a game at this table (``Rules.target_for``)
        self.target = self.rules.target_for(self.table.size)
        self._hands: list[SheetHand] = []

    # -- adding hands ------------------------------------------------------------
    def add_hand(self, winner: int | None, points: int, kind: SheetKind) -> ScoreLine:
        """Record a hand: the winner's index (None for a draw), points and kind."""
        if self.is_over:
            raise ScoreSheetError("the game is over: start a new score sheet")
        sheet_kind(kind)
        if winner is None:
            if points != 0 or kind != "draw":
                raise ScoreSheetError("a hand without a winner is a draw with 0 points")
        elif winner not in self.table.seats or isinstance(winner, bool):
            seats = ", ".join(str(s) for s in self.table.seats)
            raise ScoreSheetError(f"winner must be {seats} or None, not {winner!r}")
        elif isinstance(points, bool) or not isinstance(points, int) or points < 0:
            raise ScoreSheetError(f"points must be a whole number of at least 0, not {points!r}")
        elif kind == "draw":
            raise ScoreSheetError("a draw has no winner")
        self._hands.append((winner, points, kind))
        return self._line(len(self._hands) - 1)

    def add_scored(self, result: HandScore | None) -> ScoreLine:
        """Record a scored hand as one line: its winner's seat and all that every other
        seat pays (None: a drawn hand), however it was scored (cards, reported counts,
        Rummy)."""
        if result is None:
            return self.add_hand(None, 0, "draw")
        return self.add_hand(result.winner_seat, result.points, result.kind)

    def add_result(self, result: HandResult, knocker: int | None = None) -> ScoreLine:
        """Record a scored hand. ``knocker`` seats the knocker when the result was
        scored without seats (a two-player hand: the defender is the other seat)."""
        if knocker is not None:
            result = replace(result, knocker_seat=knocker,
                             defender_seat=self.table.other(knocker))
        return self.add_hand(result.winner_seat, result.points, result.kind)

    def _line(self, i: int) -> ScoreLine:
        winner, points, kind = self._hands[i]
        if winner is None:
            return ScoreLine(None, 0, Step("sheet.draw", {"n": i + 1}))
        return ScoreLine(winner, points, Step("sheet.hand", {
            "n": i + 1, "player": self.players[winner], "points": points, "kind": kind}))

    # -- questions ---------------------------------------------------------------
    @property
    def hands(self) -> tuple[SheetHand, ...]:
        """Every hand as (winner index or None, points, kind)."""
        return tuple(self._hands)

    @property
    def lines(self) -> tuple[ScoreLine, ...]:
        return tuple(self._line(i) for i in range(len(self._hands)))

    @property
    def columns(self) -> tuple[tuple[_Won, ...], ...]:
        """The hands counted in each game: one game, or three with Hollywood scoring.

        Hollywood (docs/rules.md, "Hollywood"): a won hand goes into every open
        game in which its winner has already scored, and into the first open
        game in which they have not scored yet. So a player's first win counts
        in game 1, the second in games 1 and 2, the third and later in all
        three; a game is closed once someone reaches the target in it, and takes
        no more points. After game 1 ends, a player's second win therefore goes
        into game 2 only; a player who had no win before game 1 ended starts in
        game 2. A game of a fixed number of hands never closes early: every hand
        it plays counts.

        >>> sheet = ScoreSheet(Rules().with_options(hollywood=True), ("Ann", "Bob"))
        >>> for points in (100, 10, 10): _ = sheet.add_hand(0, points, "knock")
        >>> [sum(p for _, p, _ in game) for game in sheet.columns]
        [100, 20, 10]
        """
        return tuple(tuple(self._won(i) for i in col) for col in self._column_hands())

    def _won(self, i: int) -> _Won:
        winner, points, kind = self._hands[i]
        assert winner is not None
        return winner, points, kind

    def _column_hands(self) -> list[list[int]]:
        """The indices of the hands each game counts (see :attr:`columns`)."""
        cols: list[list[int]] = [[] for _ in range(3 if self.rules.hollywood else 1)]
        for i, (winner, _, _) in enumerate(self._hands):
            if winner is None:
                continue
            open_cols = [c for c in cols if not self._closed(c)]
            scored = [c for c in open_cols if any(self._hands[j][0] == winner for j in c)]
            fresh = next((c for c in open_cols
                          if not any(self._hands[j][0] == winner for j in c)), None)
            for col in open_cols:
                if col is fresh or any(col is c for c in scored):
                    col.append(i)
        return cols

    def _closed(self, col: Sequence[int]) -> bool:
        """Whether a game takes no more hands: someone reached the target in it (a game of
        a fixed number of hands counts every hand it plays)."""
        if self.rules.fixed_hands:
            return False
        return max(self._col_totals(self._won(i) for i in col)) >= self.target

    @property
    def totals(self) -> tuple[int, ...]:
        """Points per seat from the hands so far (bonuses come in :meth:`final`);
        with Hollywood scoring the sum over the three games."""
        t = [0] * self.table.size
        for col in self.columns:
            for seat, points in enumerate(self._col_totals(col)):
                t[seat] += points
        return tuple(t)

    @property
    def game_totals(self) -> tuple[tuple[int, ...], ...]:
        """Points per seat in each game so far: one game, or three with Hollywood scoring
        (:attr:`columns`), bonuses not included.

        >>> sheet = ScoreSheet(Rules().with_options(hollywood=True), ("Ann", "Bob"))
        >>> for seat, points in ((0, 30), (1, 20), (0, 10)):
        ...     _ = sheet.add_hand(seat, points, "knock")
        >>> sheet.game_totals
        ((40, 20), (10, 0), (0, 0))
        """
        return tuple(self._col_totals(col) for col in self.columns)

    @property
    def team_totals(self) -> dict[int, int]:
        """Points per team (every seat is its own team on a table without teams)."""
        out: dict[int, int] = {}
        for seat, points in enumerate(self.totals):
            team = self.table.team_of(seat)
            out[team] = out.get(team, 0) + points
        return out

    @property
    def hands_won(self) -> tuple[int, ...]:
        won = [0] * self.table.size
        for winner, _, _ in self._hands:
            if winner is not None:
                won[winner] += 1
        return tuple(won)

    @property
    def is_over(self) -> bool:
        """Someone reached the target (in every game, with Hollywood scoring), or the
        game's fixed number of hands is played (``fixed_hands``, Rummy)."""
        if self.rules.fixed_hands:
            return len(self._hands) >= self.rules.fixed_hands
        return all(self._closed(c) for c in self._column_hands())

    @property
    def winner(self) -> int | None:
        """The player who won the game: who reached the target (None while it goes on,
        and when a short game ends level: :attr:`GameResult.winners` names them)."""
        if not self.is_over:
            return None
        return self.final().winner

    def final(self) -> GameResult:
        """Every game settled with its game, shutout and box bonuses, who won, and the
        settlement, each line explained (docs/rules.md, "Scoring a game")."""
        if not self.is_over:
            if self.rules.fixed_hands:
                raise ScoreSheetError(f"the game is not over: it is {self.rules.fixed_hands} "
                                      f"hands and {len(self._hands)} are played")
            raise ScoreSheetError(
                f"the game is not over: nobody has {self.target} points yet")
        seats = self.table.seats
        cols = self._column_hands()
        lines: list[ScoreLine] = []
        games: list[GameScore] = []
        for n, col in enumerate(cols, start=1):
            if len(cols) > 1:
                lines.append(ScoreLine(None, 0, Step("sheet.game", {"n": n, "of": len(cols)})))
            game = self._settle(n, col)
            games.append(game)
            lines.extend(self._bonus_lines(game))
        totals = tuple(sum(g.totals[seat] for g in games) for seat in seats)
        if len(games) > 1:  # Hollywood: the sheet goes to who won the most games
            won = [sum(seat in g.winners for g in games) for seat in seats]
            winners = tuple(seat for seat in seats if won[seat] == max(won))
            lines.append(ScoreLine(None, 0, Step("sheet.hollywood_total",
                                                 {"scores": self._scores(totals)})))
        else:
            winners = games[0].winners
        result = GameResult(winners, totals, (), tuple(games))
        lines.extend(self._outcome_lines(result))
        return replace(result, lines=tuple(lines))

    def _settle(self, number: int, col: Sequence[int]) -> GameScore:
        """One game's winner and bonuses: the game bonus to the player who reached the
        target (a short game: to the one with the most points, to nobody when level),
        multiplied for a shutout; a box bonus to every seat for every hand it won."""
        r = self.rules
        seats = self.table.seats
        points = self._col_totals(self._won(i) for i in col)
        reached: int | None = None
        if r.fixed_hands:
            winners = tuple(seat for seat in seats if points[seat] == max(points))
        else:
            reached = max(seats, key=lambda seat: points[seat])  # one seat crosses the target
            winners = (reached,)
        bonuses: list[Bonus] = []
        if len(winners) == 1 and r.game_bonus:  # Rummy's presets have none
            (winner,) = winners
            bonuses.append(Bonus(winner, "game", r.game_bonus))
            if r.shutout_multiplier > 1 and all(points[s] == 0 for s in self.table.others(winner)):
                bonuses.append(Bonus(winner, "shutout", r.game_bonus * (r.shutout_multiplier - 1)))
        won = [0] * len(seats)
        for i in col:
            won[self._won(i)[0]] += 1
        bonuses.extend(Bonus(seat, "box", won[seat] * r.box_bonus) for seat in seats
                       if won[seat] and r.box_bonus)
        totals = list(points)
        for bonus in bonuses:
            totals[bonus.seat] += bonus.points
        return GameScore(number, tuple(col), points, reached, winners, tuple(bonuses),
                         tuple(totals))

    def _bonus_lines(self, game: GameScore) -> list[ScoreLine]:
        """A game's hand points and each of its bonuses, in words."""
        r = self.rules
        names = self.players
        lines = [ScoreLine(None, 0, Step("sheet.hand_points",
                                         {"scores": self._scores(game.points)}))]
        for bonus in game.bonuses:
            player = names[bonus.seat]
            if bonus.kind == "game":
                step = (Step("sheet.game_bonus", {"player": player, "target": self.target,
                                                  "bonus": bonus.points})
                        if game.reached is not None else
                        Step("sheet.game_bonus_most", {"player": player, "bonus": bonus.points}))
            elif bonus.kind == "shutout":
                others = self.table.others(bonus.seat)
                values = {"bonus": r.game_bonus * r.shutout_multiplier,
                          "times": r.shutout_multiplier}
                key = "sheet.shutout" if r.shutout_multiplier == 2 else "sheet.shutout_times"
                step = (Step(key, {**values, "loser": names[others[0]]}) if len(others) == 1
                        else Step(key + "_all", values))
            else:
                n = bonus.points // r.box_bonus
                step = Step("sheet.box", {"player": player, "n": n, "box": r.box_bonus,
                                          "points": bonus.points})
            lines.append(ScoreLine(bonus.seat, bonus.points, step))
        return lines

    def _outcome_lines(self, result: GameResult) -> list[ScoreLine]:
        """The final scores, who won and why, and the settlement, in words."""
        names = self.players
        scores = self._scores(result.totals)
        lines = [Step("sheet.final_short", {"n": len(self._hands), "scores": scores})
                 if self.rules.fixed_hands else Step("sheet.final", {"scores": scores})]
        winner = result.winner
        if winner is None:
            lines.append(Step("sheet.won_shared", {
                "players": [names[s] for s in result.winners],
                "points": result.totals[result.winners[0]]}))
        elif len(result.games) > 1:
            lines.append(Step("sheet.won_games", {
                "player": names[winner], "of": len(result.games),
                "n": sum(winner in g.winners for g in result.games)}))
        elif result.reached is not None:
            lines.append(Step("sheet.won_reached", {"player": names[winner],
                                                    "target": self.target}))
        else:
            lines.append(Step("sheet.won_most", {"player": names[winner]}))
        if self.table.size == 2:
            first = result.winners[0]
            other = self.table.other(first)
            lead = result.totals[first] - result.totals[other]
            if lead > 0:
                lines.append(Step("sheet.settle_pays", {"payer": names[other],
                                                        "player": names[first], "points": lead}))
            elif lead == 0:
                lines.append(Step("sheet.settle_level", {}))
            else:
                lines.append(Step("sheet.settle_turned", {
                    "player": names[first], "other": names[other], "points": -lead}))
        else:
            lines.append(Step("sheet.settle_all", {"each": ", ".join(
                f"{name} {_signed(net)}" for name, net in zip(names, result.settlement,
                                                                strict=True))}))
        return [ScoreLine(None, 0, step) for step in lines]

    def _scores(self, points: Sequence[int]) -> str:
        """Every seat's name with its points: 'Ann 103, Bob 0' (the same in every language)."""
        return ", ".join(f"{name} {p}" for name, p in zip(self.players, points, strict=True))

    @property
    def explanation(self) -> Explanation:
        """Every hand line, then the final lines once the game is over."""
        steps = [line.step for line in self.lines]
        cols = self.columns
        if self.rules.fixed_hands:
            steps.append(Step("sheet.totals_short", {
                "scores": self._scores(self.totals), "n": len(self._hands),
                "of": self.rules.fixed_hands}))
            cols = ()
        for n, col in enumerate(cols, start=1):
            values = {"scores": self._scores(self._col_totals(col)),
                      "target": self.target, "n": n}
            steps.append(Step("sheet.totals" if len(cols) == 1 else "sheet.game_totals", values))
        if self.is_over:
            steps.extend(self.final().explanation)
        return tuple(steps)

    # -- saving --------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The whole sheet as a self-play record carries it (docs/engine.md): the names,
        every hand as [winner, points, kind], the totals, whether it is over and, once it
        is, each game settled with its bonuses, the winner(s), the final totals and the
        settlement."""
        body: dict[str, Any] = {"players": list(self.players),
                                "hands": [[w, p, k] for w, p, k in self._hands],
                                "totals": list(self.totals), "over": self.is_over}
        if self.is_over:
            body.update(self.final().to_dict())
        return body

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"rules": self.rules.to_dict(), "players": list(self.players),
                                "hands": [[w, p, k] for w, p, k in self._hands]}
        if self.table.teams is not None:
            body["teams"] = list(self.table.teams)
        return body

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ScoreSheet:
        try:
            teams = data.get("teams")
            names = tuple(data["players"])
            seated: Sequence[str] | Table = names if teams is None else Table.of(names, teams)
            sheet = cls(Rules.from_dict(data["rules"]), seated)
            hands = [(w, p, k) for w, p, k in data["hands"]]
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, ScoreSheetError):
                raise
            raise ScoreSheetError(f"not a saved score sheet: {exc}") from exc
        for w, p, k in hands:
            if sheet.is_over:
                raise ScoreSheetError("not a saved score sheet: hands after the end of the game")
            sheet.add_hand(w, p, k)
        return sheet

    def __repr__(self) -> str:
        return f"ScoreSheet(players={self.players!r}, totals={self.totals!r})"

    def _col_totals(self, col: Iterable[_Won]) -> tuple[int, ...]:
        """Points per seat in one game's column."""
        t = [0] * self.table.size
        for winner, points, _ in col:
            t[winner] += points
        return tuple(t)
