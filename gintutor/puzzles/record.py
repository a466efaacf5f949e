"""The learner's puzzle record: each puzzle's attempt (tries, hints, the answer shown)
and, per level, the puzzles tried and solved by their stars, and the daily streak.

Why family-neutral: every family's puzzle is judged into a ``Feedback`` and counted
here the same way (``Attempt.judged``, ``Attempt.next_hint``), so stars mean the same on
every level. The page keeps the record in ``localStorage``; it is versioned and
survives damaged data.
"""

from __future__ import annotations

import datetime as _dt
import json
from dataclasses import dataclass, field
from typing import Any

from ginrules.core.reader import InputError, as_int, parse_json

from ..stars import stars
from .frame import Feedback, PuzzleError
from .levels import ALL_LEVELS

__all__ = ["Attempt", "LevelRecord", "PuzzleRecord"]


@dataclass
class Attempt:
    """One learner's work on one puzzle: tries, hints, whether the answer was shown.

    Why a state of its own: stars must be honest across tries and a reload (the page
    stores it in the record), and the solution is shown only when it has been earned
    or asked for."""

    mistakes: int = 0
    hints_used: int = 0
    answer_shown: bool = False
    solved: bool = False

    @property
    def stars(self) -> int:
        """The stars this attempt earns if it is (or was) solved now."""
        return stars(self.mistakes, self.hints_used, self.answer_shown)

    @property
    def shows_solution(self) -> bool:
        """The step-by-step solution is on the page: solved, hint 3 or 'Show the answer'."""
        return self.solved or self.answer_shown or self.hints_used >= 3

    @property
    def started(self) -> bool:
        return self.solved or self.mistakes > 0 or self.hints_used > 0 or self.answer_shown

    def judged(self, feedback: Feedback) -> Feedback:
        """Count a judged answer (any puzzle's): a wrong one is a mistake until solved."""
        if not self.solved:
            if feedback.correct:
                self.solved = True
            else:
                self.mistakes += 1
        return feedback

    def next_hint(self) -> int:
        """Take the next hint (any puzzle's): its number, 1 to 3 (3 shows the answer)."""
        if self.hints_used >= 3:
            raise PuzzleError("all three hints have been shown")
        self.hints_used += 1
        if self.hints_used == 3:
            self.answer_shown = True
        return self.hints_used

    def show_answer(self) -> None:
        """The learner asks for the answer: it is shown, and earns at most 1 star."""
        self.answer_shown = True

    def to_dict(self) -> dict[str, int]:
        return {
            "m": self.mistakes,
            "h": self.hints_used,
            "a": int(self.answer_shown),
            "s": int(self.solved),
        }

    @classmethod
    def from_dict(cls, data: object) -> Attempt:
        """From the stored form; anything unreadable counts as not started."""
        if not isinstance(data, dict):
            return cls()
        return cls(
            mistakes=_nat(data.get("m")),
            hints_used=min(_nat(data.get("h")), 3),
            answer_shown=data.get("a") == 1,
            solved=data.get("s") == 1,
        )


# ---------------------------------------------------------------- the record


@dataclass
class LevelRecord:
    """Puzzles tried at one level, and the solved ones by the stars they earned."""

    tried: int = 0
    three: int = 0
    two: int = 0
    one: int = 0

    @property
    def solved(self) -> int:
        return self.three + self.two + self.one


@dataclass
class PuzzleRecord:
    """The learner's puzzle record, stored as JSON in ``localStorage``.

    Per puzzle its attempt (so a reload neither forgets a mistake nor loses a solved
    puzzle), per level the puzzles tried and solved by stars, and the dates whose
    puzzle of the day was solved on that day (the daily streak counts days).

    Why versioned and forgiving: a learner's browser may hold data from an older
    page or a damaged value; the page must still open and keep what is readable.
    """

    VERSION = 2
    _KEEP_IDS = 200
    _KEEP_DAYS = 400

    levels: dict[int, LevelRecord] = field(default_factory=dict)
    attempts: dict[str, Attempt] = field(default_factory=dict)
    days: list[str] = field(default_factory=list)
    best_streak: int = 0

    def attempt(self, puzzle_id: str) -> Attempt:
        """The stored attempt at a puzzle (a fresh copy: change it, then ``update``)."""
        return Attempt.from_dict(self.attempts.get(puzzle_id, Attempt()).to_dict())

    def update(
        self, puzzle_id: str, level: int, attempt: Attempt, daily_on: _dt.date | None = None
    ) -> None:
        """Keep the attempt; count a puzzle as tried at its first step and as solved,
        with its stars, the first time it is solved.  ``daily_on``: the puzzle is the
        puzzle of that day and was worked on that day (only then it counts for the streak).
        """
        before = self.attempts.get(puzzle_id, Attempt())
        lvl = self.levels.setdefault(level, LevelRecord())
        if attempt.started and not before.started:
            lvl.tried += 1
        if attempt.solved and not before.solved:
            stars = attempt.stars
            if stars == 3:
                lvl.three += 1
            elif stars == 2:
                lvl.two += 1
            else:
                lvl.one += 1
            if daily_on is not None and daily_on.isoformat() not in self.days:
                self.days.append(daily_on.isoformat())
                self.days.sort()
                del self.days[: -self._KEEP_DAYS]
                self.best_streak = max(self.best_streak, self.streak(daily_on))
        self.attempts.pop(puzzle_id, None)
        self.attempts[puzzle_id] = attempt  # most recent last
        while len(self.attempts) > self._KEEP_IDS:
            del self.attempts[next(iter(self.attempts))]

    def streak(self, today: _dt.date) -> int:
        """Days in a row, up to today, whose puzzle of the day was solved (today's puzzle
        not yet solved does not break the streak until tomorrow)."""
        solved = set(self.days)
        day = today if today.isoformat() in solved else today - _dt.timedelta(days=1)
        count = 0
        while day.isoformat() in solved:
            count += 1
            day -= _dt.timedelta(days=1)
        return count

    def level(self, level: int) -> LevelRecord:
        """The record of one level (zeros when never played)."""
        return self.levels.get(level, LevelRecord())

    def to_json(self) -> str:
        """The stored form."""
        return json.dumps(
            {
                "version": self.VERSION,
                "levels": {
                    str(k): {"tried": v.tried, "three": v.three, "two": v.two, "one": v.one}
                    for k, v in sorted(self.levels.items())
                },
                "attempts": {k: v.to_dict() for k, v in self.attempts.items()},
                "days": self.days,
                "best_streak": self.best_streak,
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, raw: str | None) -> PuzzleRecord:
        """Read the stored form; anything unreadable is dropped, never raised.  A version 1
        record keeps its per-level counts (its first-try wins count as 3 stars)."""
        rec = cls()
        try:
            data: Any = parse_json(raw, "the puzzle record") if raw else {}
        except InputError:
            return rec
        if not isinstance(data, dict):
            return rec
        levels = data.get("levels")
        if isinstance(levels, dict):
            for key, value in levels.items():
                try:
                    lv = as_int(key, "a puzzle level", max_digits=3)
                except InputError:
                    continue
                if lv in ALL_LEVELS and isinstance(value, dict):
                    tried = _nat(value.get("tried"))
                    if data.get("version") == 1:
                        three, two, one = min(_nat(value.get("solved")), tried), 0, 0
                    else:
                        three, two, one = (_nat(value.get(k)) for k in ("three", "two", "one"))
                    rec.levels[lv] = LevelRecord(max(tried, three + two + one), three, two, one)
        attempts = data.get("attempts")
        if isinstance(attempts, dict):
            for key, value in list(attempts.items())[-cls._KEEP_IDS :]:
                if isinstance(key, str):
                    rec.attempts[key] = Attempt.from_dict(value)
        days = data.get("days")
        if isinstance(days, list):
            rec.days = sorted(
                {d for d in days if isinstance(d, str) and _is_iso_date(d)}
            )[-cls._KEEP_DAYS :]
        rec.best_streak = _nat(data.get("best_streak"))
        return rec


def _is_iso_date(value: str) -> bool:
    try:
        return _dt.date.fromisoformat(value).isoformat() == value
    except ValueError:
        return False


def _nat(value: object) -> int:
    """A non-negative int from stored data, or 0."""
    if isinstance(value, bool) or not isinstance(value, int):
        return 0
    return min(max(0, value), 10**9)


