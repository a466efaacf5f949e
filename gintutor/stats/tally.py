"""The learner's record in play, per game: hands played and won, how hands ended, the
points per hand and the accuracy of the last hands.

Why a tally and not the kept hands: the kept hands are bounded (the oldest go first), but
"hands played" must keep counting. So each finished hand is folded in once, as a
:class:`HandLine`, into the :class:`GameStats` of its game, and only the accuracy of the
last :data:`RECENT` hands is kept as a list (for the chart).

What a hand's ending counts for the learner is data (:data:`ENDED_BY_YOU`,
:data:`AGAINST_THE_ENDER`), keyed by the engine's endings
(:mod:`ginrules.table.endings`): every ending a hand can be scored with has its line, and
a result of an ending the engine does not know is refused (UnknownEndingError). Which of
the counters a game shows is its family's ``stat_counters`` in :mod:`gintutor.families`.

>>> from ginrules.table.game import Hand
>>> from ginrules import Rules
>>> hand = Hand.arranged(Rules(), 1, ["AS 2S 3S 4S 5S 6S 7S 8S 9S KD",
...                                   "AH 2H 3H 5C 7C 9C JD QD KH QS"], "TS")
>>> for move in ("take TS", "gin KD"):
...     hand.apply(move)
>>> line = hand_line("gin", hand.result, 0, accuracy=100)
>>> line.counted, line.net > 0
(('gins',), True)
>>> stats = Stats().with_hand(line)
>>> stats.game("gin").hands, stats.game("gin").counts["gins"]
(1, 1)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from ginrules.core.grades import Grade, accuracy
from ginrules.core.reader import InputError, as_int, as_object, as_str, parse_json
from ginrules.table.endings import ending_of

__all__ = ["AGAINST_THE_ENDER", "COUNTERS", "ENDED_BY_YOU", "RECENT",
           "STATS_KEY", "STATS_VERSION", "GameStats", "HandLine", "Stats", "StatsError",
           "accuracy_of", "hand_line"]

#: The key the statistics are kept under in the learner's storage.
STATS_KEY = "gin-stats"
STATS_VERSION = 1
#: How many hands' accuracy the chart shows (older ones drop out).
RECENT = 20
#: At most this many games are kept (a stored value with more is refused).
MAX_GAMES = 40
_MAX_COUNT = 10**9

#: What a hand that the learner ended counts, by its ending's name (every scored ending
#: of :data:`ginrules.table.endings.ENDINGS` has a line: tests/tutor/test_stats.py).
ENDED_BY_YOU: Mapping[str, tuple[str, ...]] = {
    "knock": ("knocks",), "undercut": ("knocks", "undercut_against"),
    "gin": ("gins",), "big_gin": ("gins",),
    "out": ("outs",), "rummy": ("outs", "rummies"),
}
#: What a hand that another seat ended counts for the learner, when the learner won it
#: (by its ending's name; an ending not here counts nothing).
AGAINST_THE_ENDER: Mapping[str, tuple[str, ...]] = {"undercut": ("undercuts",)}
#: Every counter, in the order a panel lists them.
COUNTERS = ("gins", "knocks", "undercuts", "undercut_against", "outs", "rummies")


def accuracy_of(grades: Sequence[Grade]) -> float | None:
    """A hand's accuracy in percent, as the review counts it (:mod:`ginrules.core.grades`):
    the share of its decisions' verdicts graded best or good (None: no decision to
    judge).

    >>> accuracy_of(["best", "good", "mistake", "best"])
    75.0
    """
    share = accuracy(grades)
    return None if share is None else 100 * share


class StatsError(InputError):
    """Stored statistics that cannot be read (the page sets them aside and starts anew)."""


class ScoredHand(Protocol):
    """What the tally reads of a scored hand, in any game."""

    @property
    def kind(self) -> str: ...

    @property
    def winner_seat(self) -> int: ...

    @property
    def ended_by(self) -> int: ...

    def net_for(self, seat: int) -> int: ...


@dataclass(frozen=True)
class HandLine:
    """One finished hand, as the learner's statistics count it."""

    game: str  # the game as the practice menu names it ('gin', 'gin-7:4', 'rummy:3', ...)
    net: int  # the points the hand gave the learner, minus the points they paid
    counted: tuple[str, ...] = ()  # the counters it adds one to (COUNTERS)
    drawn: bool = False  # nobody scored: the stock ran out
    accuracy: int | None = None  # 0-100, the learner's decisions in it; None: none to judge


def hand_line(game: str, result: ScoredHand | None, seat: int,
              accuracy: float | None = None) -> HandLine:
    """The learner's line of one hand of ``game``: ``result`` None is a drawn hand."""
    acc = None if accuracy is None else max(0, min(100, round(accuracy)))
    ending = ending_of(result)  # UnknownEndingError for a kind the engine does not know
    if result is None:
        return HandLine(game, 0, (), True, acc)
    if result.ended_by == seat:
        counted = ENDED_BY_YOU[ending.name]
    elif result.winner_seat == seat:
        counted = AGAINST_THE_ENDER.get(ending.name, ())
    else:
        counted = ()
    return HandLine(game, result.net_for(seat), counted, False, acc)


@dataclass(frozen=True)
class GameStats:
    """The learner's tally of one game."""

    hands: int = 0
    won: int = 0
    drawn: int = 0
    points: int = 0  # the sum of the hands' nets
    counts: Mapping[str, int] = field(default_factory=lambda: dict.fromkeys(COUNTERS, 0))
    accuracy: tuple[int, ...] = ()  # the last hands' accuracy, oldest first

    @property
    def points_per_hand(self) -> float:
        return self.points / self.hands if self.hands else 0.0

    @property
    def mean_accuracy(self) -> float | None:
        """The average of the kept hands' accuracy (None: no hand judged yet)."""
        return sum(self.accuracy) / len(self.accuracy) if self.accuracy else None

    def with_hand(self, line: HandLine) -> GameStats:
        counts = dict(self.counts)
        for name in line.counted:
            counts[name] = counts.get(name, 0) + 1
        recent = self.accuracy if line.accuracy is None else \
            (*self.accuracy, line.accuracy)[-RECENT:]
        return replace(self, hands=self.hands + 1, won=self.won + (line.net > 0),
                       drawn=self.drawn + line.drawn, points=self.points + line.net,
                       counts=counts, accuracy=recent)

    def to_dict(self) -> dict[str, Any]:
        return {"hands": self.hands, "won": self.won, "drawn": self.drawn,
                "points": self.points, "counts": dict(self.counts),
                "accuracy": list(self.accuracy)}

    @classmethod
    def from_dict(cls, data: object, what: str) -> GameStats:
        raw = as_object(data, what)

        def count(value: object, name: str, lo: int = 0) -> int:
            return as_int(value, f"{what}: {name}", minimum=lo, maximum=_MAX_COUNT)

        hands = count(raw.get("hands", 0), "hands")
        counts = as_object(raw.get("counts", {}), f"{what}: counts")
        accuracy = raw.get("accuracy", [])
        if not isinstance(accuracy, list) or len(accuracy) > RECENT:
            raise StatsError(f"{what}: the accuracy must be a list of at most {RECENT} "
                             "numbers")
        stats = cls(hands=hands, won=count(raw.get("won", 0), "won"),
                    drawn=count(raw.get("drawn", 0), "drawn"),
                    points=count(raw.get("points", 0), "points", -_MAX_COUNT),
                    counts={name: count(counts.get(name, 0), name) for name in COUNTERS},
                    accuracy=tuple(as_int(a, f"{what}: an accuracy", minimum=0, maximum=100)
                                   for a in accuracy))
        if stats.won + stats.drawn > hands or any(n > hands for n in stats.counts.values()):
            raise StatsError(f"{what}: more hands won, drawn or counted than played")
        return stats


@dataclass(frozen=True)
class Stats:
    """The learner's tally of every game they played, by the game's name."""

    games: Mapping[str, GameStats] = field(default_factory=dict)
    #: the key of the last hand counted: a page reloaded at the end of a hand, or drawn
    #: again, does not count that hand twice
    last: str = ""

    def game(self, name: str) -> GameStats:
        return self.games.get(name, GameStats())

    def with_hand(self, line: HandLine, key: str = "") -> Stats:
        """These statistics with one more finished hand; unchanged when ``key`` names
        the hand counted last."""
        if key and key == self.last:
            return self
        return Stats({**self.games, line.game: self.game(line.game).with_hand(line)}, key)

    def without_game(self, name: str) -> Stats:
        """These statistics with one game's cleared."""
        return replace(self, games={k: v for k, v in self.games.items() if k != name})

    def to_dict(self) -> dict[str, Any]:
        return {"version": STATS_VERSION, "last": self.last,
                "games": {k: v.to_dict() for k, v in self.games.items()}}

    def to_json(self) -> str:
        import json

        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: object) -> Stats:
        """The stored statistics; StatsError (a ValueError) saying what is wrong."""
        try:
            return cls.from_dict(parse_json(text, "the stored statistics", max_chars=100_000),
                                 "the stored statistics")
        except InputError as exc:
            raise StatsError(str(exc)) from exc

    @classmethod
    def from_dict(cls, data: object, what: str) -> Stats:
        """Statistics read (by the one reader) from their stored form; StatsError."""
        try:
            raw = as_object(data, what)
            version = raw.get("version")
            if version != STATS_VERSION:
                raise StatsError(f"{what} are of version {version!r}, not {STATS_VERSION}")
            games = as_object(raw.get("games", {}), f"{what}' games")
            if len(games) > MAX_GAMES:
                raise StatsError(f"{what} hold {len(games)} games; at most {MAX_GAMES} are "
                                 "kept")
            return cls({as_str(name, "a game's name", max_chars=40):
                        GameStats.from_dict(value, f"the statistics of {name}")
                        for name, value in games.items()},
                       as_str(raw.get("last", ""), "the last hand counted", max_chars=60))
        except StatsError:
            raise
        except InputError as exc:
            raise StatsError(str(exc)) from exc
