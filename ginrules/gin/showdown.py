# ruff: noqa: RUF001, RUF002, E501  (the minus and times signs are meant; explanation lines in examples are long)
"""Gin's showdown: one hand scored from its cards (:func:`score_hand`, two players;
:func:`score_ring`, seven-card gin's several defenders) or from the counts the
players report (:func:`score_counts`, :func:`score_ring_counts`). A game's score is
:class:`~ginrules.table.sheet.ScoreSheet`'s.

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
from dataclasses import dataclass
from typing import Any, Literal

from ginrules.core.arrangement import Arrangement, all_best_arrangements, deadwood_count
from ginrules.core.cards import Card, cards_of_mask, format_cards, hand_mask
from ginrules.core.errors import DuplicateCardError, KnockError, ScoreSheetError
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
from ginrules.table.sheet import Credit, HandKind, Role

__all__ = ["CountedHand", "DefenderSpread", "Ending", "HandResult", "ShowdownScore",
           "score_counts", "score_hand", "score_ring", "score_ring_counts"]

_STANDARD = PRESETS["standard"]

#: How the players say a gin hand ended: a knock, gin, or big gin (all eleven cards melded).
Ending = Literal["knock", "gin", "big_gin"]



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
