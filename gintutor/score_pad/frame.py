"""What every game family's score pad shares: the interface the pad drives
(:class:`PadFamily`), an entered hand as the engine scored it (:class:`Scored`), the view
of an engine score sheet (:func:`sheet_part`) and the pad of the games played at one
table (:class:`OneTable`: two- and three-player gin, seven-card gin, Rummy).

A family's pad is built fresh from the setup and fed the entered hands one by one
(:meth:`PadFamily.enter`), so an edit anywhere is the same as entering them all again:
the engine scores each hand, its :class:`~ginrules.table.sheet.ScoreSheet` keeps the game,
and who deals next is the engine's :func:`~ginrules.table.game.next_dealer`. A family says only
how its hands are checked and scored (:meth:`OneTable.score`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from ginrules.core.explain import Explanation, render
from ginrules.table.endings import HandEnding
from ginrules.table.game import next_dealer
from ginrules.table.hand_flows import hand_flow
from ginrules.table.reported import CountError
from ginrules.table.rules import Rules
from ginrules.table.seats import Table
from ginrules.table.sheet import HandScore, ScoreLine, ScoreSheet
from ginrules.table.variants import Variant

from .entry import PadHand
from .errors import PadError
from .setup import PadSetup
from .view import BonusRow, Deal, HandView, SheetPart, SheetRow, StandingRow
from .words import WORDS

__all__ = ["Line", "OneTable", "PadFamily", "PadScore", "Scored", "count_refused",
           "reported_ending", "reported_endings", "sheet_part"]

#: A sentence of the pad's own words: its key and values.
Line = tuple[str, Mapping[str, Any]]


class PadScore(HandScore, Protocol):
    """What the pad reads of a hand the engine scored: what the score sheet reads, and
    what the hand gave each seat (a showdown's credits, a Rummy hand's payments)."""

    def net_for(self, seat: int) -> int: ...


def reported_endings(variant: Variant) -> tuple[HandEnding, ...]:
    """How a hand of ``variant`` can end as the players report it: its hand flow's
    endings but those scoring finds (an undercut is reported as a knock)."""
    return tuple(e for e in hand_flow(variant.hand_flow).endings if e.reported)


def reported_ending(hand: PadHand, variant: Variant) -> HandEnding:
    """How ``hand`` ended, one of :func:`reported_endings`; PadError beside the ending for
    a way no hand of ``variant`` ends."""
    ending = next((e for e in reported_endings(variant) if e.name == hand.ending), None)
    if ending is None:
        raise PadError("ending", "error.ending_game")
    return ending


@dataclass(frozen=True)
class Scored:
    """One entered hand as the engine scored it: its ``index`` among the entries, the
    ``hand`` as kept (its dealer filled in), ``table`` and ``seats`` (who played), the
    engine's ``result`` (None: a drawn hand), the pad's ``lead`` sentences (who knocked
    against whom) and the engine's explanation ``steps``."""

    index: int
    hand: PadHand
    table: int
    seats: tuple[int, ...]
    result: PadScore | None
    lead: tuple[Line, ...]
    steps: Explanation

    def payments(self, size: int) -> tuple[int, ...]:
        """Per seat of a table of ``size``, what the hand gave (+) or cost (-) each: the
        engine's credits (gin) or payments (Rummy), as the hand's result balances them."""
        res = self.result
        return tuple(0 if res is None else res.net_for(seat) for seat in range(size))

    def view(self, names: Sequence[str], lang: str) -> HandView:
        """This hand as the page shows it."""
        res = self.result
        if res is None:
            summary = WORDS.say("hand.draw", lang)
        else:
            summary = WORDS.say("hand.won", lang, name=names[res.winner_seat],
                                points=res.points, kind=res.kind)
        why = (*(WORDS.say(key, lang, **values) for key, values in self.lead),
               *render(self.steps, lang))
        return HandView(self.index, self.table, self.hand.dealer, self.seats, summary, why,
                        self.payments(len(names)), self.hand.by_cards)


def required_counts(hand: PadHand, seats: Sequence[int], table: Table
                    ) -> list[tuple[int, int]]:
    """Each of ``seats`` with the count reported for it, in order; a seat left without
    one is refused at its own field."""
    counted = []
    for seat in seats:
        count = hand.count(seat)
        if count is None:
            raise PadError(f"count.{seat}", "error.count_missing", name=table.names[seat])
        counted.append((seat, count))
    return counted


def count_refused(err: CountError, field: str) -> PadError:
    """The engine's refusal of a reported count, beside the field it is about."""
    return PadError(field if err.seat is None else f"count.{err.seat}", "error.count",
                    reason=err.step)


class PadFamily(ABC):
    """How one game family keeps a score pad. Built fresh from a setup, it is fed the
    entered hands in order (:meth:`enter`) and then describes the game (:meth:`deals`,
    :meth:`parts`, :meth:`standings`, :meth:`outcome`)."""

    def __init__(self, setup: PadSetup) -> None:
        self.setup = setup
        self.variant: Variant = setup.variant
        self.rules: Rules = setup.rules()
        self.table: Table = setup.table()

    @property
    def endings(self) -> tuple[HandEnding, ...]:
        """How a hand of these games can end as the players report it (the entry form's
        choices): :func:`reported_endings` of the variant."""
        return reported_endings(self.variant)

    @property
    @abstractmethod
    def over(self) -> bool:
        """Whether the game is over."""

    @abstractmethod
    def enter(self, index: int, hand: PadHand) -> PadHand:
        """Check and score one more hand (the ``index``-th entered); the hand as kept, its
        dealer filled in. PadError says what is wrong, beside its field, and leaves the
        pad as it was: a hand is checked and scored before any of it is kept."""

    @abstractmethod
    def deals(self, lang: str) -> tuple[Deal, ...]:
        """The next deal at each card table (none once the game is over)."""

    @abstractmethod
    def parts(self, lang: str) -> tuple[SheetPart, ...]:
        """The game's score sheets."""

    def standings(self, lang: str) -> tuple[StandingRow, ...]:
        """The tournament's standings (other games have none)."""
        return ()

    def outcome(self, lang: str) -> tuple[str, ...]:
        """How the game ended, in words (nothing while it goes on): the engine's final
        score, who won and the settlement."""
        sheet = self.final_sheet()
        if not self.over or sheet is None:
            return ()
        return tuple(render(sheet.final().outcome, lang))

    def final_sheet(self) -> ScoreSheet | None:
        """The sheet whose end is the game's (None: the game has no one such sheet)."""
        return None

    def _name(self, seat: int) -> str:
        return self.table.names[seat] if 0 <= seat < self.table.size else str(seat + 1)


def sheet_part(title: str, sheet: ScoreSheet, rows: Sequence[SheetRow], lang: str) -> SheetPart:
    """The view of an engine score sheet: its figures, and at the end its bonuses and
    settlement, all from the sheet and its ``final()``."""
    bonuses: tuple[BonusRow, ...] = ()
    final_totals: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    settlement: tuple[int, ...] = ()
    shutout = False
    if sheet.is_over:
        final = sheet.final()
        said = [line for line in final.lines if line.player is not None]  # the bonus lines
        every = [(game.number, bonus) for game in final.games for bonus in game.bonuses]
        bonuses = tuple(BonusRow(number, bonus.seat, bonus.kind, bonus.points,
                                 render(line.step, lang))
                        for (number, bonus), line in zip(every, said, strict=True))
        final_totals, winners = final.totals, final.winners
        settlement, shutout = final.settlement, final.shutout
    games = sheet.game_totals if sheet.rules.hollywood else ()
    return SheetPart(title, sheet.players, tuple(rows), sheet.totals, games, sheet.target,
                     sheet.is_over, bonuses, final_totals, winners, shutout, settlement,
                     tuple(render(sheet.explanation, lang)))


def sheet_row(label: str, sheet: ScoreSheet, line: ScoreLine,
              after: tuple[tuple[int, ...], ...], hands: tuple[HandView, ...],
              lang: str) -> SheetRow:
    """A line of ``sheet`` as a row: the engine's words for it, the points it added to its
    winner's column, the totals after it (``after``: every game's, the first the sum with
    Hollywood)."""
    added = tuple(line.points if col == line.player else None
                  for col in range(sheet.table.size))
    games = after[1:] if sheet.rules.hollywood else ()
    return SheetRow(label, render(line.step, lang), added, after[0], games, hands)


class OneTable(PadFamily):
    """The pad of a game at one table: one engine score sheet for every seat, and one
    dealer, whom the engine's next-dealer rule moves after every hand."""

    def __init__(self, setup: PadSetup) -> None:
        super().__init__(setup)
        self.sheet = ScoreSheet(self.rules, self.table)
        self.dealer = setup.first_dealer
        self.scored: list[Scored] = []
        #: after each hand: the totals, then each game's (Hollywood)
        self.after: list[tuple[tuple[int, ...], ...]] = []

    @property
    def over(self) -> bool:
        return self.sheet.is_over

    def final_sheet(self) -> ScoreSheet | None:
        return self.sheet

    @abstractmethod
    def score(self, hand: PadHand, seats: tuple[int, ...]
              ) -> tuple[PadScore | None, tuple[Line, ...], Explanation]:
        """Check and score one hand played by ``seats``: the engine's result (None: a
        drawn hand), the pad's lead sentences and the engine's explanation."""

    def enter(self, index: int, hand: PadHand) -> PadHand:
        if self.sheet.is_over:
            raise PadError("hand", "error.game_over")
        if hand.table:
            raise PadError("table", "error.one_table")
        dealer = self.dealer if hand.dealer is None else hand.dealer
        if dealer not in self.table.seats:
            raise PadError("dealer", "error.seat", seat=str(dealer + 1))
        seats = self.variant.active_seats(self.table.size, dealer)
        kept = replace(hand, dealer=dealer)
        result, lead, steps = self.score(kept, seats)
        self.sheet.add_scored(result)
        self.scored.append(Scored(index, kept, 0, seats, result, lead, steps))
        self.after.append((self.sheet.totals, *self.sheet.game_totals))
        self.dealer = next_dealer(self.rules, self.table, dealer, result)
        return kept

    def deals(self, lang: str) -> tuple[Deal, ...]:
        if self.over:
            return ()
        seats = self.variant.active_seats(self.table.size, self.dealer)
        names = self.table.names
        if self.dealer in seats:
            words = WORDS.say("deal.deals", lang, dealer=names[self.dealer])
        else:
            words = WORDS.say("deal.sits_out", lang, dealer=names[self.dealer],
                              players=[names[s] for s in seats])
        return (Deal(0, self.dealer, seats, words),)

    def parts(self, lang: str) -> tuple[SheetPart, ...]:
        names = self.table.names
        lines = self.sheet.lines
        rows = [sheet_row(WORDS.say("sheet.hand", lang, n=n), self.sheet, lines[n - 1], after,
                          (scored.view(names, lang),), lang)
                for n, (scored, after) in enumerate(zip(self.scored, self.after, strict=True),
                                                    start=1)]
        return (sheet_part("", self.sheet, rows, lang),)
