"""The learner's own practice set (issue 46): every position they got wrong, in play or
in a retry, brought back on a schedule until they find the move.

A :class:`SetPosition` keeps what it needs to be tried again with no kept hand left: the
hand's record alone (a one-hand record of the replayable format, with the score before
it), the step of the decision and the seat, the idea it tests (:mod:`gintutor.ideas`)
and its place on the schedule. Spaced repetition, as the issue asks: a position waits
:data:`WAITS` days in its box; a right answer moves it to the next box (a longer wait),
a wrong one back to the first. The set is bounded (:data:`MAX_POSITIONS`: the oldest
added go first) and stored under :data:`SET_KEY` as versioned JSON read back through
``ginrules.core.reader``: text that cannot be read raises :class:`PracticeSetError` (the page
keeps it aside and starts with an empty set).

>>> today = date(2026, 12, 7)
>>> s = PracticeSet()
>>> s.add(SetPosition("g:0:5", "gin", "discard", {}, 5, 0), today)
True
>>> [p.key for p in s.due(today)], [p.key for p in s.due(date(2026, 12, 8))]
([], ['g:0:5'])
>>> s.answered("g:0:5", True, date(2026, 12, 8)).due
'2026-12-11'
>>> s.answered("g:0:5", False, date(2026, 12, 11)).due
'2026-12-12'
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field, replace
from datetime import date, timedelta
from typing import Any

from ginrules.core.errors import InputError
from ginrules.core.reader import as_object, parse_json

__all__ = ["MAX_POSITIONS", "SET_FORMAT", "SET_KEY", "SET_VERSION", "WAITS", "IdeaTally",
           "PracticeSet", "PracticeSetError", "SetPosition"]

#: The ``localStorage`` key of the learner's practice set.
SET_KEY = "gin-tutor.practice-set"
SET_FORMAT = "gin-tutor-practice-set"
SET_VERSION = 1
#: The days a position waits in each box: 1 day, 3 days, a week, two weeks, a month.
WAITS = (1, 3, 7, 14, 30)
#: At most this many positions are kept (the oldest added retire first).
MAX_POSITIONS = 60
#: The longest stored set read (60 one-hand records are far below).
MAX_SET_CHARS = 2_000_000


class PracticeSetError(InputError):
    """The stored practice set cannot be read (damaged, of another version, too big)."""


@dataclass(frozen=True)
class SetPosition:
    """One position of the set: ``key`` names it once ("<game id>:<hand>:<step>"); the
    game (``variant``), the ``idea`` it tests, the one-hand ``record`` it is rebuilt from,
    the ``step`` of the decision in that hand and the ``seat`` that decided; then its
    schedule: the ``box`` (an index into :data:`WAITS`), the day it is ``due``, when it
    was ``added``, and how often it was tried and found right."""

    key: str
    variant: str
    idea: str
    record: dict[str, Any]
    step: int
    seat: int
    box: int = 0
    due: str = ""
    added: str = ""
    tries: int = 0
    right: int = 0
    #: a position from the computer's games (``gintutor.review.starters``): the costly
    #: move its hint 2 names, since the learner did not play one there ("" otherwise)
    example: str = ""

    def due_on(self) -> date:
        """The day it is due (one not yet scheduled, as the computer's games' positions
        come: at once)."""
        return date.fromisoformat(self.due) if self.due else date.min


@dataclass(frozen=True)
class IdeaTally:
    """How a learner did on one idea: positions of it in the set, tries and right ones."""

    idea: str
    positions: int
    tries: int
    right: int


@dataclass
class PracticeSet:
    """The learner's positions, oldest added first."""

    positions: list[SetPosition] = field(default_factory=list)

    def find(self, key: str) -> SetPosition | None:
        return next((p for p in self.positions if p.key == key), None)

    def add(self, position: SetPosition, today: date) -> bool:
        """Add a position got wrong today: due after the first box's wait. A position
        already in the set (added another day) goes back to the first box instead.
        False: it was there."""
        known = self.find(position.key)
        if known is not None:  # (the same day again, as a reload would: no change)
            if known.added != today.isoformat():
                self._put(replace(known, box=0, due=_after(today, 0)))
            return False
        self.positions.append(replace(position, box=0, due=_after(today, 0),
                                      added=today.isoformat()))
        del self.positions[:-MAX_POSITIONS]
        return True

    def answered(self, key: str, right: bool, today: date) -> SetPosition:
        """A try of position ``key`` today: right moves it to the next box (the last box
        keeps the longest wait), wrong back to the first. KeyError: not in the set."""
        known = self.find(key)
        if known is None:
            raise KeyError(key)
        box = min(known.box + 1, len(WAITS) - 1) if right else 0
        moved = replace(known, box=box, due=_after(today, box), tries=known.tries + 1,
                        right=known.right + int(right))
        self._put(moved)
        return moved

    def merge(self, other: PracticeSet) -> int:
        """Take in the positions of ``other`` (a progress file's) that this set does not
        have; the set's own keep their schedule. How many came in (within the bound)."""
        known = {p.key for p in self.positions}
        new = [p for p in other.positions if p.key not in known]
        self.positions.extend(new)
        del self.positions[:-MAX_POSITIONS]
        return sum(1 for p in new if p in self.positions)

    def remove(self, key: str) -> None:
        """Retire position ``key`` (one that can no longer be set up)."""
        self.positions = [p for p in self.positions if p.key != key]

    def _put(self, position: SetPosition) -> None:
        self.positions = [position if p.key == position.key else p for p in self.positions]

    def due(self, today: date) -> list[SetPosition]:
        """The positions due today or before, the longest overdue first."""
        return sorted((p for p in self.positions if p.due_on() <= today),
                      key=lambda p: (p.due, p.added))

    def by_idea(self) -> list[IdeaTally]:
        """Per idea of the set, in the order first met: positions, tries, right."""
        tallies: dict[str, IdeaTally] = {}
        for p in self.positions:
            t = tallies.get(p.idea, IdeaTally(p.idea, 0, 0, 0))
            tallies[p.idea] = IdeaTally(p.idea, t.positions + 1, t.tries + p.tries,
                                        t.right + p.right)
        return list(tallies.values())

    # -- stored -----------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        return {"format": SET_FORMAT, "version": SET_VERSION,
                "positions": [asdict(p) for p in self.positions]}

    def to_json(self) -> str:
        return json.dumps(self.to_data(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, raw: str | None) -> PracticeSet:
        """The stored set (empty when nothing is stored); PracticeSetError says what is
        wrong with text that cannot be read."""
        if not raw:
            return cls()
        try:
            data = parse_json(raw, "the practice set", max_chars=MAX_SET_CHARS)
        except InputError as exc:
            raise PracticeSetError(str(exc)) from exc
        return cls.from_data(data)

    @classmethod
    def from_data(cls, data: Any) -> PracticeSet:
        """A set already decoded (the stored one, or a progress file's part)."""
        try:
            top = as_object(data, "the practice set")
        except InputError as exc:
            raise PracticeSetError(str(exc)) from exc
        if top.get("format") != SET_FORMAT or top.get("version") != SET_VERSION:
            raise PracticeSetError("the practice set is not of a version this page reads")
        raw = top.get("positions")
        if not isinstance(raw, list):
            raise PracticeSetError("the practice set is damaged (no positions)")
        return cls(list(_positions(raw))[-MAX_POSITIONS:])


def _after(today: date, box: int) -> str:
    return (today + timedelta(days=WAITS[box])).isoformat()


def _positions(raw: Iterable[Any]) -> Iterable[SetPosition]:
    """Every stored position of the right shape (one damaged entry is one dropped)."""
    for item in raw:
        try:
            yield _position(item)
        except (TypeError, ValueError):
            continue


def _text(value: Any, limit: int = 120) -> str:
    if not isinstance(value, str) or not value or len(value) > limit:
        raise ValueError("a text")
    return value


def _day(value: Any) -> str:
    """A stored day: an ISO date, or "" for a position not yet scheduled."""
    if value == "":
        return ""
    day = _text(value, 10)
    date.fromisoformat(day)
    return day


def _count(value: Any, limit: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= limit:
        raise ValueError("a count")
    return int(value)


def _position(item: Any) -> SetPosition:
    if not isinstance(item, dict) or not isinstance(item.get("record"), dict):
        raise ValueError("a position")
    due, added = _day(item.get("due")), _day(item.get("added"))
    return SetPosition(
        key=_text(item.get("key")), variant=_text(item.get("variant"), 40),
        idea=_text(item.get("idea"), 40), record=item["record"],
        step=_count(item.get("step"), 100_000), seat=_count(item.get("seat"), 16),
        box=_count(item.get("box"), len(WAITS) - 1), due=due, added=added,
        tries=_count(item.get("tries"), 10**6), right=_count(item.get("right"), 10**6),
        example=_text(item["example"], 200) if item.get("example") else "")
