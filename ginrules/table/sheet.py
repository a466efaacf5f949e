# ruff: noqa: RUF001, RUF002  (the minus and times signs are meant; explanation lines in examples are long)
"""A game's score: the :class:`ScoreSheet` (every hand as one line, the game bonuses,
Hollywood's three games, the settlement) and what it reads of a scored hand
(:class:`HandScore`), however the hand was scored: gin's showdown
(:mod:`ginrules.gin.showdown`), the counts the players report, or Rummy.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal, Protocol

from ginrules.core.errors import ScoreSheetError, TableError
from ginrules.core.explain import Explanation, Step
from ginrules.table.rules import PRESETS, Rules
from ginrules.table.seats import Table

__all__ = ["Bonus", "BonusKind", "Credit", "GameResult", "GameScore", "HandKind",
           "HandScore", "Role", "ScoreLine", "ScoreSheet", "SheetHand", "SheetKind",
           "Showdown", "sheet_kind", "signed"]

_STANDARD = PRESETS["standard"]

#: How a scored hand ended.
HandKind = Literal["knock", "undercut", "gin", "big_gin"]
#: A line of a score sheet: a scored hand, a drawn one, or (a team in four-player pairs)
#: the balance of two tables.
SheetKind = Literal["knock", "undercut", "gin", "big_gin", "draw", "net", "out", "rummy"]

@dataclass(frozen=True, slots=True)
class Credit:
    """Points one seat scores from a hand, and why: ``payer`` is the seat whose
    cards pay them (two-player gin has one credit per hand; seven-card gin one per
    paying player, and the gin bonus, which no one player pays, has ``payer`` None)."""

    seat: int
    points: int
    payer: int | None
    kind: HandKind



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


#: The two sides of a showdown.
Role = Literal["knocker", "defender"]


class Showdown(HandScore, Protocol):
    """A showdown's score as the sheet reads it: who won, knocker or defender (gin's
    :class:`~ginrules.gin.showdown.HandResult`, the counts players report)."""

    @property
    def winner(self) -> Role: ...



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


def signed(points: int) -> str:
    """A figure with its sign, as a sheet writes it: +10, 0, and a minus sign (U+2212)
    before a figure paid: −20."""
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

    def add_result(self, result: Showdown, knocker: int | None = None) -> ScoreLine:
        """Record a scored hand. ``knocker`` seats the knocker when the result was
        scored without seats (a two-player hand: the defender is the other seat)."""
        if knocker is None:
            return self.add_scored(result)
        winner = knocker if result.winner == "knocker" else self.table.other(knocker)
        return self.add_hand(winner, result.points, result.kind)

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
                f"{name} {signed(net)}" for name, net in zip(names, result.settlement,
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
