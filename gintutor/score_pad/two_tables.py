"""The score pad of four players at two card tables at once (family ``two_tables``):
pairs, whose team sheet takes each hand's balance of both tables, and the tournament, in
which every pairing meets once in a game of its own, with the standings over them.

Each card table's hand is a showdown of two, checked and scored as in two-player gin
(:func:`gintutor.score_pad.gin.score_two`); who sits where, the team's balance, who deals,
the meetings' rules and the standings are the engine's (:mod:`ginrules.table.match`). An entry
says its card table (``table``): in pairs its hand is that table's next, in the
tournament the next of the meeting there.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ginrules.gin.showdown import ShowdownScore
from ginrules.table.match import (
    ROUND_ROBIN,
    Meeting,
    TableResult,
    meeting_rules,
    next_dealing_team,
    pairs_seating,
    standings,
    table_dealer,
    team_line,
    team_names,
)
from ginrules.table.seats import Table
from ginrules.table.sheet import ScoreLine, ScoreSheet

from .entry import PadHand
from .errors import PadError
from .frame import PadFamily, Scored, sheet_part, sheet_row
from .gin import score_two
from .setup import PadSetup
from .view import Deal, SheetPart, SheetRow, StandingRow
from .words import WORDS

__all__ = ["TwoTablesPad"]


@dataclass
class _Row:
    """A line of one of the sheets: its hands (a table's, or both tables' in pairs) and
    the totals after it (None: pairs, waiting for the other table)."""

    number: int
    hands: list[Scored] = field(default_factory=list)
    totals: tuple[int, ...] | None = None


class TwoTablesPad(PadFamily):
    """Pairs or the tournament (the variant's ``tables``), two card tables at once."""

    def __init__(self, setup: PadSetup) -> None:
        super().__init__(setup)
        self.pairs = self.variant.tables == "pairs"
        #: pairs: the team sheet, its lines, the hand being played and the team dealing
        self.sheet = ScoreSheet(self.rules, Table(team_names(self.table)))
        self.rows: list[_Row] = [_Row(1)]
        self.dealing_team = self.table.team_of(setup.first_dealer)
        #: the tournament: the round, its meetings, the finished ones, each one's lines
        self.round = 1
        self.done: list[Meeting] = []
        self.meetings = self._meetings()
        self.meeting_rows: dict[tuple[int, int], list[_Row]] = {}

    def _meetings(self) -> list[Meeting]:
        """This round's meetings, each with a sheet of its own; who deals first is cut
        for at the table (not known until a hand says it)."""
        names = self.table.names
        rules = meeting_rules(self.rules)
        return [Meeting(t, (a, b), ScoreSheet(rules, Table((names[a], names[b]))), None, 0,
                        self.round)
                for t, (a, b) in enumerate(ROUND_ROBIN[self.round - 1])]

    @property
    def over(self) -> bool:
        if self.pairs:
            return self.sheet.is_over
        return self.round == len(ROUND_ROBIN) and all(m.is_over() for m in self.meetings)

    def final_sheet(self) -> ScoreSheet | None:
        return self.sheet if self.pairs else None

    # -- entering a hand ---------------------------------------------------------
    def enter(self, index: int, hand: PadHand) -> PadHand:
        if self.over:
            raise PadError("hand", "error.game_over")
        if hand.table not in (0, 1):
            raise PadError("table", "error.table", table=str(hand.table + 1))
        if self.pairs:
            return self._enter_pairs(index, hand)
        return self._enter_meeting(index, hand)

    def _enter_pairs(self, index: int, hand: PadHand) -> PadHand:
        row = self.rows[-1]
        t = hand.table
        if any(s.table == t for s in row.hands):
            raise PadError("table", "error.table_done", table=t + 1, n=row.number)
        seats = pairs_seating(row.number)[t]
        dealer = self._dealer(hand, seats, table_dealer(seats, self.table, self.dealing_team))
        kept = replace(hand, dealer=dealer)
        result, lead, steps = score_two(kept, seats, self.rules, self.variant, self.table)
        row.hands.append(Scored(index, kept, t, seats, result, lead, steps))
        if len(row.hands) == 2:
            done = [TableResult(row.number, s.table, (s.seats[0], s.seats[1]), _showdown(s))
                    for s in row.hands]
            winner, points, kind = team_line(done, self.table)
            self.sheet.add_hand(winner, points, kind)
            row.totals = self.sheet.totals
            self.dealing_team = next_dealing_team(self.rules, self.table, self.dealing_team,
                                                  winner)
            if not self.sheet.is_over:
                self.rows.append(_Row(row.number + 1))
        return kept

    def _enter_meeting(self, index: int, hand: PadHand) -> PadHand:
        meeting = self.meetings[hand.table]
        if meeting.is_over():
            raise PadError("table", "error.meeting_over", table=hand.table + 1)
        dealer = self._dealer(hand, meeting.seats, meeting.dealer)
        kept = replace(hand, dealer=dealer)
        result, lead, steps = score_two(kept, meeting.seats, self.rules, self.variant,
                                        self.table)
        meeting.dealer = dealer
        meeting.record(result, self.rules)
        rows = self.meeting_rows.setdefault((meeting.round, meeting.table), [])
        rows.append(_Row(len(rows) + 1, [Scored(index, kept, hand.table, meeting.seats, result,
                                                lead, steps)], meeting.sheet.totals))
        if all(m.is_over() for m in self.meetings) and self.round < len(ROUND_ROBIN):
            self.done.extend(self.meetings)
            self.round += 1
            self.meetings = self._meetings()
        return kept

    def _dealer(self, hand: PadHand, seats: tuple[int, int], said: int | None) -> int | None:
        """Who dealt: the hand says it, or the pad's dealer (a seat at that card table)."""
        if hand.dealer is None:
            return said
        if hand.dealer not in seats:
            raise PadError("dealer", "error.not_playing", name=self._name(hand.dealer),
                           players=[self.table.names[s] for s in seats])
        return hand.dealer

    # -- the view ------------------------------------------------------------------
    def deals(self, lang: str) -> tuple[Deal, ...]:
        if self.over:
            return ()
        out = []
        if self.pairs:
            row = self.rows[-1]
            for t, seats in enumerate(pairs_seating(row.number)):
                if not any(s.table == t for s in row.hands):
                    dealer = table_dealer(seats, self.table, self.dealing_team)
                    out.append(self._deal(t, dealer, seats, lang))
            return tuple(out)
        for meeting in self.meetings:
            if not meeting.is_over():
                out.append(self._deal(meeting.table, meeting.dealer, meeting.seats, lang))
        return tuple(out)

    def _deal(self, t: int, dealer: int | None, seats: tuple[int, int], lang: str) -> Deal:
        a, b = (self.table.names[s] for s in seats)
        if dealer is None:
            words = WORDS.say("deal.table_cut", lang, table=t + 1, a=a, b=b)
        else:
            words = WORDS.say("deal.table", lang, table=t + 1, dealer=self.table.names[dealer],
                              a=a, b=b)
        return Deal(t, dealer, seats, words)

    def parts(self, lang: str) -> tuple[SheetPart, ...]:
        names = self.table.names
        if self.pairs:
            lines = self.sheet.lines
            rows = [self._row(self.sheet, lines, row, lang) for row in self.rows if row.hands]
            return (sheet_part("", self.sheet, rows, lang),)
        parts = []
        for meeting in [*self.done, *self.meetings]:
            a, b = (names[s] for s in meeting.seats)
            title = WORDS.say("sheet.meeting", lang, round=meeting.round,
                              table=meeting.table + 1, a=a, b=b)
            lines = meeting.sheet.lines
            rows = [self._row(meeting.sheet, lines, row, lang)
                    for row in self.meeting_rows.get((meeting.round, meeting.table), [])]
            parts.append(sheet_part(title, meeting.sheet, rows, lang))
        return tuple(parts)

    def _row(self, sheet: ScoreSheet, lines: tuple[ScoreLine, ...], row: _Row,
             lang: str) -> SheetRow:
        hands = tuple(s.view(self.table.names, lang)
                      for s in sorted(row.hands, key=lambda s: s.table))
        label = WORDS.say("sheet.hand", lang, n=row.number)
        if row.totals is None:  # pairs: the other table's hand is not in yet
            waiting = WORDS.say("sheet.waiting", lang, n=row.number,
                                table=2 - row.hands[0].table)
            return SheetRow(label, waiting, (None,) * sheet.table.size, sheet.totals, (),
                            hands)
        return sheet_row(label, sheet, lines[row.number - 1], (row.totals,), hands, lang)

    def standings(self, lang: str) -> tuple[StandingRow, ...]:
        if self.pairs:
            return ()
        rows = standings([*self.done, *self.meetings], self.table.names)
        return tuple(StandingRow(place, r.seat, r.name, r.games, r.points, r.played,
                                 WORDS.say("standing", lang, place=place, name=r.name,
                                           games=r.games, points=r.points, played=r.played))
                     for place, r in enumerate(rows, start=1))

    def outcome(self, lang: str) -> tuple[str, ...]:
        if self.pairs or not self.over:
            return super().outcome(lang)
        rows = standings([*self.done, *self.meetings], self.table.names)
        best = [r for r in rows if (r.games, r.points) == (rows[0].games, rows[0].points)]
        if len(best) > 1:
            return (WORDS.say("outcome.tournament_shared", lang,
                              names=[r.name for r in best], games=best[0].games,
                              points=best[0].points),)
        return (WORDS.say("outcome.tournament", lang, name=best[0].name, games=best[0].games,
                          points=best[0].points),)


def _showdown(scored: Scored) -> ShowdownScore | None:
    """A card table's result in pairs: a showdown, or None for a drawn hand."""
    assert scored.result is None or isinstance(scored.result, ShowdownScore)
    return scored.result

