"""Who sits where: the :class:`Table` of a game.

Every question of the kind "who plays next", "who deals next", "who are my
opponents in this hand" is answered here, for any number of seats, so the hand
flows, the score sheet, the advisor and the tutor never compute another seat
themselves. Seats are numbered 0, 1, ... in playing order: play passes to the
left, which is the next seat number.

>>> table = Table(("Ann", "Bob"))
>>> table.next(0), table.next(1)
(1, 0)
>>> table.order_from(dealer=0)  # the deal and play start left of the dealer
(1, 0)
>>> table.other(1)
0
>>> four = Table(("Ann", "Bob", "Cas", "Dee"), teams=(0, 1, 0, 1))
>>> four.order_from(dealer=3, active=(0, 1, 2))  # the dealer sits out
(0, 1, 2)
>>> four.next(2, active=(0, 2, 3)), four.team_of(3), four.partners(0)
(3, 1, (2,))
>>> four.other(0)
Traceback (most recent call last):
...
ginrules.core.errors.TableError: 'the other player' is only defined for a table of two, not 4
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ginrules.core.errors import TableError

__all__ = ["MAX_SEATS", "MIN_SEATS", "Table"]

MIN_SEATS = 2
MAX_SEATS = 6


@dataclass(frozen=True)
class Table:
    """The seats of a game: a name per seat and, optionally, a team per seat."""

    names: tuple[str, ...]
    teams: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        n = len(self.names)
        if not MIN_SEATS <= n <= MAX_SEATS:
            raise TableError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {n}")
        for name in self.names:
            if not isinstance(name, str) or not name.strip():
                raise TableError(f"every seat needs a name, not {name!r}")
        if self.teams is not None:
            if len(self.teams) != n:
                raise TableError(f"{len(self.teams)} team numbers for {n} seats")
            if any(isinstance(t, bool) or not isinstance(t, int) or t < 0 for t in self.teams):
                raise TableError(f"team numbers are whole numbers from 0, not {self.teams!r}")

    @classmethod
    def of(cls, names: Sequence[str], teams: Sequence[int] | None = None) -> Table:
        """A table from any sequence of names (and teams)."""
        return cls(tuple(str(n) for n in names), None if teams is None else tuple(teams))

    # -- the seats ---------------------------------------------------------------
    @property
    def size(self) -> int:
        return len(self.names)

    @property
    def seats(self) -> range:
        return range(len(self.names))

    def check_seat(self, seat: object) -> int:
        """``seat`` as a seat number of this table; TableError if it is not one."""
        if isinstance(seat, bool) or not isinstance(seat, int) or seat not in self.seats:
            raise TableError(f"seat must be 0 to {self.size - 1}, not {seat!r}")
        return seat

    def name(self, seat: int) -> str:
        return self.names[self.check_seat(seat)]

    # -- who plays when ------------------------------------------------------------
    def _active(self, active: Iterable[int] | None) -> tuple[int, ...]:
        return tuple(self.seats) if active is None else tuple(sorted(set(active)))

    def next(self, seat: int, active: Iterable[int] | None = None) -> int:
        """The seat to the left of ``seat`` among the ``active`` seats (default: all)."""
        self.check_seat(seat)
        playing = self._active(active)
        for step in range(1, self.size + 1):
            candidate = (seat + step) % self.size
            if candidate in playing:
                return candidate
        raise TableError("no seat is active")

    def order_from(self, dealer: int, active: Iterable[int] | None = None) -> tuple[int, ...]:
        """The active seats in playing order, starting left of ``dealer`` (who comes
        last when they play, and is left out when they sit out)."""
        self.check_seat(dealer)
        playing = self._active(active)
        order = tuple((dealer + step) % self.size for step in range(1, self.size + 1))
        return tuple(s for s in order if s in playing)

    def others(self, seat: int, active: Iterable[int] | None = None) -> tuple[int, ...]:
        """The other active seats, in playing order after ``seat``."""
        return tuple(s for s in self.order_from(seat, active) if s != seat)

    def other(self, seat: int) -> int:
        """At a table of two, the one other seat."""
        if self.size != 2:
            raise TableError(f"'the other player' is only defined for a table of two, "
                             f"not {self.size}")
        return self.others(seat)[0]

    # -- teams -----------------------------------------------------------------------
    def team_of(self, seat: int) -> int:
        """The seat's team; without teams every seat is its own team."""
        self.check_seat(seat)
        return seat if self.teams is None else self.teams[seat]

    def partners(self, seat: int) -> tuple[int, ...]:
        """The other seats of ``seat``'s team."""
        team = self.team_of(seat)
        return tuple(s for s in self.seats if s != seat and self.team_of(s) == team)

