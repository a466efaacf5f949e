"""The scores of a practice game, as the person holding the device reads them: the
status line above the table, the teams' names in pairs, and the score sheet (each hand,
the totals, the game's end, a tournament's standings).

A part of :class:`gintutor.practice.session.PracticeSession`, in a room of its own: it
reads the session's game, settings and voice, and changes nothing."""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import replace

from ginrules import ScoreSheet, render
from ginrules.table.game import Game
from ginrules.table.match import Match
from ginrules.table.rules import Rules
from ginrules.table.view import PlayerView
from gintutor.practice.settings import Settings
from gintutor.practice.wording import Voice, seat_name, table_words
from gintutor.practice.words import WORDS

__all__ = ["ScoresPart"]


class ScoresPart(ABC):
    """The session's scores: what it shows of the game's sheet, per player or team."""

    settings: Settings
    rules: Rules
    game: Game | Match
    learner: int

    @property
    @abstractmethod
    def voice(self) -> Voice:
        """How the sentences name the seats now."""

    @property
    @abstractmethod
    def match(self) -> Match | None:
        """The four-player game at two tables, if this is one."""

    @abstractmethod
    def view(self) -> PlayerView:
        """What the person holding the device may see now."""

    @abstractmethod
    def seat_name(self, seat: int, lang: str = "en") -> str:
        """A seat as the sentences now name it."""

    @abstractmethod
    def hand_title(self, lang: str = "en") -> str:
        """Which hand is being played."""

    def status_line(self, lang: str, rules_name: str) -> str:
        """The line above the table: which hand and the score in game mode (per player,
        per team in pairs, in this meeting in a tournament), then the house rules; a
        single hand names no game target (it is not played to one)."""
        return " · ".join(self.status_parts(lang, rules_name))

    def status_parts(self, lang: str, rules_name: str) -> tuple[str, str]:
        """The status line in its two parts: the hand and the score, and the house rules
        (a phone leaves the rules out, to give the table the first screen)."""
        rules = WORDS.say("page.rules", lang, rules=rules_name)
        if self.settings.mode == "hand":
            return WORDS.say("page.one_hand", lang), rules
        match = self.match
        if match is not None and match.sheet is not None:  # pairs: the team sheet
            named = ", ".join(f"{name} {points}" for name, points in
                              zip(self.team_names(lang), match.sheet.totals, strict=True))
        elif match is not None:  # tournament: the learner's meeting
            meeting = match.meetings[match.table_of(self.learner)]
            named = ", ".join(f"{self.seat_name(seat, lang)} {points}" for seat, points in
                              zip(meeting.seats, meeting.sheet.totals, strict=True))
        else:
            scores = self.view().scores or tuple(0 for _ in self.game.table.seats)
            named = ", ".join(f"{self.seat_name(seat, lang)} {points}"
                              for seat, points in enumerate(scores))
        if match is not None and self.rules.meeting_hands:
            line = WORDS.say("page.scores_hands", lang, scores=named, n=self.rules.meeting_hands)
        elif self.rules.fixed_hands:  # a game of so many hands (Rummy's 'short')
            line = WORDS.say("page.scores_fixed", lang, scores=named, n=self.rules.fixed_hands)
        else:
            line = WORDS.say("page.scores", lang, scores=named, target=self.sheet().target)
        return f"{self.hand_title(lang)} · {line}", rules

    def _sheet_voice(self) -> Voice:
        """How the score sheet names the seats: as the sentences do now, but with several
        people at the table by their names alone (the sheet is the whole table's)."""
        voice = self.voice
        return replace(voice, me=None) if self.settings.shared else voice

    def _sheet_name(self, seat: int, lang: str) -> str:
        return seat_name(seat, lang, self._sheet_voice())

    def team_names(self, lang: str = "en") -> tuple[str, ...]:
        """Pairs: the two teams as the learner's sentences name them ('you and Daan')."""
        table = self.game.table
        out = []
        for team in (0, 1):
            seats = [s for s in table.seats if table.team_of(s) == team]
            me = self._sheet_voice().me
            if me in seats:
                mate = next(s for s in seats if s != me)
                out.append(WORDS.say("team.you", lang, partner=self._sheet_name(mate, lang)))
            else:
                out.append(WORDS.say("team.other", lang, a=self._sheet_name(seats[0], lang),
                               b=self._sheet_name(seats[1], lang)))
        return tuple(out)

    # -- the score sheet -----------------------------------------------------------
    def sheet(self) -> ScoreSheet:
        """The score sheet the game's end is settled on: the players' (one table), the
        teams' (pairs) or the learner's meeting's (tournament)."""
        match = self.game
        if not isinstance(match, Match):
            return match.sheet
        if match.sheet is not None:
            return match.sheet
        return match.meetings[match.table_of(self.learner)].sheet

    def sheet_names(self, lang: str = "en") -> tuple[str, ...]:
        """The names of the score sheet's columns, as the learner reads them."""
        match = self.match
        if match is not None and match.sheet is not None:
            return self.team_names(lang)
        if match is not None:
            meeting = match.meetings[match.table_of(self.learner)]
            return tuple(self._sheet_name(seat, lang) for seat in meeting.seats)
        return tuple(self._sheet_name(seat, lang) for seat in self.game.table.seats)

    def named_sheet(self, lang: str = "en") -> ScoreSheet:
        """:meth:`sheet` with its columns named as the learner reads them."""
        sheet = self.sheet()
        return ScoreSheet.from_dict({**sheet.to_dict(), "players": list(self.sheet_names(lang))})

    def game_outcome(self, lang: str = "en") -> list[str]:
        """How the game ended, in the engine's words: the final score, who won the game
        (who reached the target) and the settlement after the bonuses (the tournament:
        of the learner's meeting, whose standings the sheet lists after it)."""
        return render(self.named_sheet(lang).final().outcome, lang)

    def score_sheet(self, lang: str = "en") -> list[str]:
        """The game's score sheet in the engine's words: each hand, the totals and, at
        the end, the game bonus, shutout and box bonuses, who won and the settlement (the
        tournament: the standings after the learner's meeting)."""
        lines = list(render(self.named_sheet(lang).explanation, lang))
        match = self.match
        if match is not None and not match.is_pairs:
            lines.extend(self.standings(lang))
        return lines

    def standings(self, lang: str = "en") -> list[str]:
        """Tournament: every player's games won and points, best first."""
        match = self.match
        if match is None or match.is_pairs:
            return []
        rows = match.standings()
        return [WORDS.say("standing", lang, place=i, name=self._sheet_name(r.seat, lang),
                          games=r.games, points=r.points, played=r.played)
                for i, r in enumerate(rows, 1)]

    def sheet_rows(self, lang: str = "en") -> list[tuple[str, ...]]:
        """One row per hand: its number, each column's points, how (in pairs: each table's
        result and the team's balance)."""
        rows = []
        sheet = self.sheet()
        match = self.match
        for i, (winner, points, kind) in enumerate(sheet.hands, 1):
            cells = tuple(str(points) if winner == col else "" for col in range(sheet.table.size))
            if match is not None and match.is_pairs:  # each table's hand, not a kind
                tables = [r for r in match.history if r.number == i]
                how = "; ".join(table_words(r.result, r.seats, self._sheet_voice(), lang)
                                for r in tables)
            else:
                how = WORDS.say(f"kind.{kind}", lang)
            rows.append((str(i), *cells, how))
        return rows
