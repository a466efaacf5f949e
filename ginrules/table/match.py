"""Four players at two card tables at once (seed 000): the :class:`Match`.

Seed 000: *"Ook met 4 spelers kan je Gin Rummy spelen. Je kan dan kiezen om met teams te
spelen, of in toernooi vorm. Je speelt gelijktijdig 2 spellen, en je hebt dan ook 2
pakjes kaarten nodig."* The readings (docs/rules.md, "Four players"):

- **Pairs** (variant ``gin-pairs``): seats 0 and 2 are one team, 1 and 3 the other;
  partners sit at different tables and the opponents change every hand (odd hands 0-1
  and 2-3, even hands 0-3 and 2-1). Each table plays an ordinary two-player hand with
  its own deck; a team's result for the hand is the net of its two tables (+12 and -10
  make +2). The team sheet runs to ``target`` (125) with the game, box and shutout
  bonuses per team. Both players of one team deal: the cut decides the first; then
  ``next_dealer`` ('left': the teams take turns; 'winner'/'loser': the team that won or
  lost the last hand on balance; a level hand, the same team).
- **Tournament** (``gin-tournament``): every pairing meets once, in three rounds of two
  tables at once (0-1 and 2-3, 0-2 and 1-3, 0-3 and 1-2); each meeting is a two-player
  game to ``target`` with its bonuses, or (``meeting_hands``) a fixed number of hands
  won by the player with more points. Standings: games won, then points.

Each table's hand is a :class:`~ginrules.gin.hand.Hand` over the whole table of four with
its two seats active, so every seat keeps one number everywhere. The two tables play
at once; the engine takes their moves in turn (the table that has made fewer moves in
its hand goes next), so a match is one sequence of moves, deterministic from the seed.

>>> m = Match(Rules.preset("standard", "gin-pairs"), 1, ("Ann", "Bob", "Cas", "Dee"))
>>> m.seating(), m.hand_number
(((0, 1), (2, 3)), 1)
>>> m.to_act in (0, 1, 2, 3) and m.legal_actions()[-1] == Action.pass_()
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ginrules.core.actions import Action, ActionKind, IllegalActionError, SaveFileError
from ginrules.core.errors import InputError, VariantError
from ginrules.core.explain import Step
from ginrules.core.reader import parse_json
from ginrules.core.rng import derive_seed
from ginrules.gin.hand import Hand
from ginrules.gin.showdown import ShowdownScore
from ginrules.table.flow import SAVE_FORMAT, SAVE_VERSION
from ginrules.table.game import Cut, Game, _checksum, _cut, _seed_and_names, restore
from ginrules.table.rules import Rules
from ginrules.table.seats import Table
from ginrules.table.sheet import HandScore, ScoreSheet, SheetKind
from ginrules.table.variants import GIN_PAIRS, Variant, find_variant
from ginrules.table.view import GamePhase, Phase, PlayerView

__all__ = ["DEFAULT_FOUR", "ROUND_ROBIN", "Match", "Meeting", "Standing", "TableResult",
           "game_from_dict", "load_game", "meeting_rules", "new_game", "next_dealing_team",
           "pairs_seating", "standings", "table_dealer", "team_line", "team_names"]

#: The names a match is played with when none are given.
DEFAULT_FOUR = ("North", "East", "South", "West")
#: The tournament's three rounds: who meets whom at the two tables.
ROUND_ROBIN: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = (
    ((0, 1), (2, 3)), ((0, 2), (1, 3)), ((0, 3), (1, 2)))
_PAIRS_SEATING = (((0, 1), (2, 3)), ((0, 3), (2, 1)))  # odd hands, even hands


def pairs_seating(hand_number: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """Pairs: who sits at each card table in hand ``hand_number`` (from 1): partners at
    different tables, the opponents changing every hand.

    >>> pairs_seating(1), pairs_seating(2)
    (((0, 1), (2, 3)), ((0, 3), (2, 1)))
    """
    return _PAIRS_SEATING[(hand_number - 1) % 2]


def team_names(table: Table) -> tuple[str, str]:
    """Pairs: the two teams' names, their players' names joined ('Ann & Cas')."""
    first, second = (" & ".join(table.names[s] for s in table.seats if table.team_of(s) == team)
                     for team in (0, 1))
    return first, second


def team_line(tables: Sequence[TableResult], table: Table) -> tuple[int | None, int, SheetKind]:
    """Pairs: a hand's line on the team sheet from its card tables' results: the team that
    won on balance (None when level), the balance, and 'net' (a level hand: 'draw').

    >>> from ginrules.gin.showdown import score_counts
    >>> four = Table(("Ann", "Bob", "Cas", "Dee"), (0, 1, 0, 1))
    >>> ann_wins = TableResult(1, 0, (0, 1), score_counts(3, 15, seats=(0, 1)))
    >>> dee_wins = TableResult(1, 1, (2, 3), score_counts(2, 12, seats=(3, 2)))
    >>> team_line([ann_wins, dee_wins], four)
    (0, 2, 'net')
    """
    net = sum(r.net_for(s) for r in tables for s in r.seats if table.team_of(s) == 0)
    if net == 0:
        return None, 0, "draw"
    return (0 if net > 0 else 1), abs(net), "net"


def next_dealing_team(rules: Rules, table: Table, team: int, winner: int | None) -> int:
    """Pairs: the team that deals the next hand after ``team`` dealt one the team
    ``winner`` won on balance (None: level): 'left', the teams take turns; 'winner' or
    'loser', the team that won or lost it (a level hand: the same team)."""
    rule = rules.next_dealer
    if rule == "left":
        return _team_after(table, team)
    if winner is None:
        return team
    return winner if rule == "winner" else _team_after(table, winner)


def _team_after(table: Table, team: int) -> int:
    """The other team (the table knows the teams)."""
    seat = next(s for s in table.seats if table.team_of(s) == team)
    return table.team_of(table.next(seat))


def table_dealer(seats: tuple[int, int], table: Table, team: int) -> int:
    """Pairs: who deals at a card table of ``seats`` when ``team`` deals: its player
    there."""
    a, b = seats
    return a if table.team_of(a) == team else b


def meeting_rules(rules: Rules) -> Rules:
    """The rules of one tournament meeting: the match's, or in the short form
    (``meeting_hands``) a fixed number of hands without the game's bonuses."""
    if not rules.meeting_hands:
        return rules
    return rules.with_options(fixed_hands=rules.meeting_hands, game_bonus=0, box_bonus=0)


@dataclass(frozen=True)
class TableResult:
    """One card table's hand in a match: which hand (or round), which table, who sat
    there, and its result (None: a drawn hand)."""

    number: int
    table: int
    seats: tuple[int, int]
    result: ShowdownScore | None  # a HandResult, or a CountedHand (a score pad)

    def net_for(self, seat: int) -> int:
        """What this hand gave ``seat``: the points it won, minus the points it paid."""
        return 0 if self.result is None else self.result.net_for(seat)


@dataclass
class Meeting:
    """One pairing of the tournament: its two players and their own score sheet."""

    table: int
    seats: tuple[int, int]
    sheet: ScoreSheet
    dealer: int | None  # the seat that deals the meeting's next hand (None: not known)
    hands: int = 0
    round: int = 1
    cut: Cut | None = None  # the meeting's own cut for its first deal

    def is_over(self) -> bool:
        """Whether the meeting is played: its game reached the target, or (short form)
        its hands are played (the meeting's sheet knows which)."""
        return self.sheet.is_over

    def points(self) -> tuple[int, int]:
        """Each player's points: the game's final totals with its bonuses (in the short
        form the points of the hands played: it has no bonuses)."""
        totals = self.sheet.final().totals if self.sheet.is_over else self.sheet.totals
        return totals[0], totals[1]

    def winner(self) -> int | None:
        """The seat that won the meeting: who reached the target, or in the short form the
        one with more points (None while it goes on, or a level short meeting)."""
        if not self.sheet.is_over:
            return None
        won = self.sheet.final().winner
        return None if won is None else self.seats[won]

    def record(self, result: HandScore | None, rules: Rules) -> None:
        """One more hand of this meeting (None: drawn): its line on the meeting's sheet,
        and who deals next (the winner or the loser by ``rules``; a drawn hand, the same
        dealer)."""
        self.hands += 1
        if result is None:
            self.sheet.add_hand(None, 0, "draw")
            return
        self.sheet.add_hand(self.seats.index(result.winner_seat), result.points, result.kind)
        self.dealer = result.winner_seat if rules.next_dealer == "winner" else result.loser_seat


@dataclass(frozen=True)
class Standing:
    """A player's place in the tournament: games won, then points."""

    seat: int
    name: str
    games: int
    points: int
    played: int


@dataclass
class _Snap:
    """What an action changed, to take it back."""

    table: int | None  # the card table it was played at (None: 'next hand')
    hands: tuple[Hand | None, ...]
    state: dict[str, Any]


class Match:
    """Four players at two card tables at once: pairs, or a tournament (the variant's
    ``tables``). The same interface as :class:`~ginrules.table.game.Game`: ``to_act``,
    ``legal_actions()``, a checked ``apply()``, ``view(seat)``, ``undo()``, saves."""

    def __init__(self, rules: Rules | None = None, seed: int = 0,
                 players: Sequence[str] | Table = DEFAULT_FOUR, *,
                 variant: Variant | str = GIN_PAIRS, save_version: int = SAVE_VERSION) -> None:
        self.variant = find_variant(variant)
        if self.variant.tables == "one":
            raise VariantError(f"{self.variant.title} is played at one table: use Game")
        names = players.names if isinstance(players, Table) else tuple(players)
        self.variant.check_seats(len(names))
        self.table = Table.of(names, self.variant.teams)
        self.players = self.table.names
        self.rules = self.variant.check_rules(rules if rules is not None else Rules.preset(
            self.variant.default_preset, self.variant))
        self.seed = seed
        self.save_version = save_version
        self.cut = _cut(seed, self.table.size)
        self.hand_number = 1  # pairs: the hand; tournament: the hand within the round
        self.round = 1  # tournament
        self.history: list[TableResult] = []
        self.done_meetings: list[Meeting] = []  # the tournament's finished rounds
        self.actions: list[Action] = []
        #: the card table (0 or 1) each of ``actions`` was played at; None: 'next hand'
        self.move_tables: list[int | None] = []
        self._undo: list[_Snap] = []
        if self.variant.tables == "pairs":
            self.sheet: ScoreSheet | None = ScoreSheet(self.rules, Table(team_names(self.table)))
            self.dealing_team = self.table.team_of(self.cut.dealer)
            self.meetings: list[Meeting] = []
        else:
            self.sheet = None
            self.dealing_team = 0
            self.meetings = self._new_meetings()
        self.hands: list[Hand | None] = self._deal()

    # -- seats and tables ----------------------------------------------------------
    @property
    def is_pairs(self) -> bool:
        return self.variant.tables == "pairs"

    def seating(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """Who sits at each card table now."""
        if self.is_pairs:
            return pairs_seating(self.hand_number)
        return ROUND_ROBIN[self.round - 1]

    def table_of(self, seat: int) -> int:
        """The card table ``seat`` plays at now."""
        self.table.check_seat(seat)
        return next(t for t, pair in enumerate(self.seating()) if seat in pair)

    def _new_meetings(self) -> list[Meeting]:
        out = []
        for t, (a, b) in enumerate(ROUND_ROBIN[self.round - 1]):
            cut = _cut(derive_seed(self.seed, "meeting", self.round, t), 2)
            sheet = ScoreSheet(meeting_rules(self.rules), Table((self.players[a], self.players[b])))
            out.append(Meeting(t, (a, b), sheet, (a, b)[cut.dealer], 0, self.round, cut))
        return out

    def _deal(self) -> list[Hand | None]:
        hands: list[Hand | None] = []
        for t, (a, b) in enumerate(self.seating()):
            if self.is_pairs:
                dealer: int | None = table_dealer((a, b), self.table, self.dealing_team)
                seed = derive_seed(self.seed, "hand", self.hand_number, "table", t)
            else:
                meeting = self.meetings[t]
                if meeting.is_over():
                    hands.append(None)
                    continue
                dealer = meeting.dealer
                seed = derive_seed(self.seed, "round", self.round, "hand", self.hand_number,
                                   "table", t)
            assert dealer is not None  # every meeting of a match has its cut
            hands.append(Hand(self.rules, dealer, seed, table=self.table, variant=self.variant,
                              save_version=self.save_version, active=(a, b)))
        return hands

    # -- reading ---------------------------------------------------------------------
    def _live(self) -> list[int]:
        return [t for t, h in enumerate(self.hands) if h is not None and not h.is_over]

    def _current(self) -> int | None:
        """The card table whose move is next: of the tables still playing, the one that
        has made fewer moves in its hand (a tie: the first)."""
        live = self._live()
        if not live:
            return None
        return min(live, key=lambda t: (len(self._hand(t).actions), t))

    def _hand(self, t: int) -> Hand:
        hand = self.hands[t]
        assert hand is not None
        return hand

    @property
    def hand(self) -> Hand:
        """The hand whose move is next (between hands: the first table's last hand)."""
        t = self._current()
        if t is not None:
            return self._hand(t)
        return next(h for h in self.hands if h is not None)

    def hand_at(self, seat: int) -> Hand | None:
        """The hand ``seat`` plays now (None: its tournament meeting is over)."""
        return self.hands[self.table_of(seat)]

    @property
    def to_act(self) -> int:
        t = self._current()
        return self._hand(t).to_act if t is not None else self.hand.to_act

    @property
    def phase(self) -> Phase:
        return self.hand.phase

    @property
    def is_over(self) -> bool:
        if self._live():
            return False
        if self.is_pairs:
            assert self.sheet is not None
            return self.sheet.is_over
        return self.round == len(ROUND_ROBIN) and all(m.is_over()
                                                      for m in self.meetings)

    @property
    def game_phase(self) -> GamePhase:
        if self._live():
            return GamePhase.PLAYING
        return GamePhase.OVER if self.is_over else GamePhase.BETWEEN_HANDS

    def legal_actions(self) -> list[Action]:
        t = self._current()
        if t is not None:
            return self._hand(t).legal_actions()
        return [] if self.is_over else [Action.next_hand()]

    def scores(self) -> tuple[int, ...]:
        """Each seat's points now: its team's total (pairs), or in its meeting of this
        round (tournament)."""
        if self.is_pairs:
            assert self.sheet is not None
            totals = self.sheet.totals
            return tuple(totals[self.table.team_of(s)] for s in self.table.seats)
        out = [0] * self.table.size
        for m in self.meetings:
            for seat, points in zip(m.seats, m.sheet.totals, strict=True):
                out[seat] = points
        return tuple(out)

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know now: its own table's hand, and the other card table as
        anyone may watch it (``elsewhere``)."""
        t = self.table_of(seat)
        phase = self.game_phase
        scores = self.scores()
        own = self.hands[t]
        other = next((h for u, h in enumerate(self.hands) if u != t), None)  # the other table
        if own is None:  # a tournament seat whose meeting is over watches the other table
            assert other is not None
            v = other.view(seat, scores=scores, game_phase=phase)
            return replace(v, elsewhere=())
        v = own.view(seat, scores=scores, game_phase=phase)
        if phase is GamePhase.BETWEEN_HANDS:
            v = replace(v, legal_actions=(Action.next_hand(),))
        if other is not None:
            v = replace(v, elsewhere=(other.view(seat, scores=scores, game_phase=phase),))
        return v

    # -- acting ------------------------------------------------------------------------
    def apply(self, action: Action | str, player: int | None = None) -> None:
        """Play ``action`` for the seat to act (``player``, if given, must be that seat)."""
        act = Action.parse(action) if isinstance(action, str) else action
        before = self._state()
        if act.kind is ActionKind.NEXT_HAND:
            if self._live():
                raise IllegalActionError(Step("refuse.hands_not_over"))
            if self.is_over:
                raise IllegalActionError(Step("refuse.game_over"))
            hands = tuple(self.hands)
            self._next_deal()
            self._undo.append(_Snap(None, hands, before))
            self.actions.append(act)
            self.move_tables.append(None)
            return
        t = self._current()
        if t is None:
            raise IllegalActionError(Step("refuse.game_over" if self.is_over
                                          else "refuse.hands_over_next"))
        hand = self._hand(t)
        hand.apply(act, player)
        if hand.is_over:
            self._record(t)
        self._undo.append(_Snap(t, tuple(self.hands), before))
        self.actions.append(act)
        self.move_tables.append(t)

    def _record(self, t: int) -> None:
        hand = self._hand(t)
        seats = self.seating()[t]
        number = self.round if not self.is_pairs else self.hand_number
        done = TableResult(number, t, seats, hand.result)
        self.history.append(done)
        if not self.is_pairs:
            self.meetings[t].record(hand.result, self.rules)
            return
        if self._live():
            return  # the team line waits for the other table
        both = [r for r in self.history if r.number == self.hand_number]
        assert self.sheet is not None
        self.sheet.add_hand(*team_line(both, self.table))

    def _next_deal(self) -> None:
        if self.is_pairs:
            assert self.sheet is not None
            winner = self.sheet.hands[-1][0]  # the team that won the hand on balance
            self.dealing_team = next_dealing_team(self.rules, self.table, self.dealing_team,
                                                  winner)
            self.hand_number += 1
        elif all(m.is_over() for m in self.meetings):
            self.done_meetings.extend(self.meetings)
            self.round += 1
            self.hand_number = 1
            self.meetings = self._new_meetings()
        else:
            self.hand_number += 1
        self.hands = self._deal()

    def undo(self) -> Action:
        """Take back the last action (also across the end of a hand)."""
        if not self.actions:
            raise IllegalActionError(Step("refuse.nothing_to_undo"))
        snap = self._undo.pop()
        act = self.actions.pop()
        self.move_tables.pop()
        if snap.table is not None:
            self._hand(snap.table).undo()
        self.hands = list(snap.hands)
        self._restore(snap.state)
        return act

    def _state(self) -> dict[str, Any]:
        return {"hand_number": self.hand_number, "round": self.round,
                "dealing_team": self.dealing_team, "history": len(self.history),
                "sheet": None if self.sheet is None else self.sheet.to_dict(),
                "meetings": [_meeting_state(m) for m in self.meetings],
                "done": len(self.done_meetings)}

    def _restore(self, state: dict[str, Any]) -> None:
        self.hand_number = state["hand_number"]
        self.round = state["round"]
        self.dealing_team = state["dealing_team"]
        del self.history[state["history"]:]
        self.sheet = None if state["sheet"] is None else ScoreSheet.from_dict(state["sheet"])
        self.meetings = [Meeting(t, seats, ScoreSheet.from_dict(sheet), dealer, hands, number,
                                 cut)
                         for t, seats, sheet, dealer, hands, number, cut in state["meetings"]]
        del self.done_meetings[state["done"]:]

    # -- results -----------------------------------------------------------------------
    def team_lines(self) -> list[Step]:
        """Pairs: each hand's two tables and the team's balance, in words."""
        out: list[Step] = []
        names = self.players
        for number in sorted({r.number for r in self.history}):
            rows = [r for r in self.history if r.number == number]
            for r in rows:
                a, b = r.seats
                if r.result is None:
                    out.append(Step("match.table_draw", {"n": number, "table": r.table + 1,
                                                         "a": names[a], "b": names[b]}))
                else:
                    out.append(Step("match.table", {
                        "n": number, "table": r.table + 1, "a": names[a], "b": names[b],
                        "winner": names[r.result.winner_seat], "points": r.result.points,
                        "kind": r.result.kind}))
        return out

    def standings(self) -> list[Standing]:
        """The tournament's standings: games won, then points, over the meetings so far
        (each finished meeting, and the points of the ones being played)."""
        return standings(self._all_meetings(), self.players)

    def _all_meetings(self) -> list[Meeting]:
        """Every meeting of the tournament so far: the finished rounds' and this one's."""
        return [*self.done_meetings, *self.meetings]

    # -- saving ------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "format": SAVE_FORMAT, "version": self.save_version, "variant": self.variant.name,
            "rules": self.variant.rules_dict(self.rules), "seed": self.seed,
            "players": list(self.players), "actions": [str(a) for a in self.actions],
            "state": self._summary(),
        }
        body["checksum"] = _checksum(body)
        return body

    def to_json(self) -> str:
        """The whole match as JSON: version-tagged, with a checksum."""
        return json.dumps(self.to_dict(), sort_keys=True, ensure_ascii=False)

    def _summary(self) -> dict[str, Any]:
        return {"hand_number": self.hand_number, "round": self.round,
                "scores": list(self.scores()),
                "hands": [None if h is None else [[c.code for c in cards]
                                                  for cards in h.state.hands]
                          for h in self.hands]}

    @classmethod
    def from_dict(cls, data: Any) -> Match:
        def build(data: dict[str, Any], version: int) -> Match:
            return cls(Rules.from_dict(data["rules"]), data["seed"], _seed_and_names(data),
                       variant=find_variant(data["variant"]), save_version=version)

        return restore(data, (SAVE_VERSION,), build)

    @classmethod
    def from_json(cls, text: str) -> Match:
        try:
            data = parse_json(text, "the saved game")
        except InputError as exc:
            raise SaveFileError(str(exc)) from exc
        return cls.from_dict(data)


def standings(meetings: Sequence[Meeting], players: Sequence[str]) -> list[Standing]:
    """The tournament's standings over ``meetings`` (each finished one, and the points of
    those being played): every player's games won, then points, best first."""
    games = [0] * len(players)
    points = [0] * len(players)
    played = [0] * len(players)
    for meeting in meetings:
        for seat, p in zip(meeting.seats, meeting.points(), strict=True):
            points[seat] += p
            if meeting.is_over():
                played[seat] += 1
        won = meeting.winner()
        if won is not None:
            games[won] += 1
    rows = [Standing(s, players[s], games[s], points[s], played[s]) for s in range(len(players))]
    return sorted(rows, key=lambda r: (-r.games, -r.points, r.seat))


def _meeting_state(m: Meeting) -> tuple[Any, ...]:
    return (m.table, m.seats, m.sheet.to_dict(), m.dealer, m.hands, m.round, m.cut)


def new_game(rules: Rules, seed: int, players: Sequence[str] | Table,
             variant: Variant | str, save_version: int = SAVE_VERSION) -> Game | Match:
    """A new game of any variant: a :class:`~ginrules.table.game.Game` at one table, or a
    :class:`Match` at two card tables at once (the variant's ``tables``)."""
    game = find_variant(variant)
    if game.tables == "one":
        return Game(rules, seed, players, variant=game, save_version=save_version)
    return Match(rules, seed, players, variant=game, save_version=save_version)


def load_game(text: str) -> Game | Match:
    """A saved game of any variant: a :class:`~ginrules.table.game.Game` (one table) or a
    :class:`Match` (two tables at once). SaveFileError for anything else."""
    try:
        data = parse_json(text, "the saved game")
    except InputError as exc:
        raise SaveFileError(str(exc)) from exc
    return game_from_dict(data)


def game_from_dict(data: Any) -> Game | Match:
    """:func:`load_game` for a save already read by the one reader."""
    if isinstance(data, dict):
        try:
            variant = find_variant(data.get("variant", "gin"))
        except VariantError as exc:
            raise SaveFileError(f"the saved game cannot be read ({exc})") from exc
        if variant.tables != "one":
            return Match.from_dict(data)
    return Game.from_dict(data)
