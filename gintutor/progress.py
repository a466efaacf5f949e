"""A learner's progress: stars per exercise, practice done, where they left off.

Kept in the browser's localStorage as JSON under a versioned key. Reading is forgiving on
purpose: damaged or old data never breaks a page, and one bad entry never costs the good
ones (each lesson and exercise is read on its own). The page keeps a copy of data it could
not read (BACKUP_KEY) before it writes anything over it.

>>> p = Progress()
>>> p.record("02-sets", 1, 3)
>>> Progress.from_json(p.to_json()).progress.stars["02-sets"]
{1: 3}
>>> stored = '{"version": 1, "lessons": {"02-sets": {"stars": {"1": 9, "2": 2}}}}'
>>> Progress.from_json(stored).progress.stars
{'02-sets': {2: 2}}
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

STORAGE_KEY = "gintutor.progress.v1"
BACKUP_KEY = "gintutor.progress.unreadable"
FORMAT = "gintutor-progress"
VERSION = 1
_LESSON_ID = re.compile(r"^\d\d-[a-z0-9-]+$")


@dataclass(frozen=True)
class Loaded:
    """What reading stored progress gave: the progress and whether anything was dropped."""

    progress: Progress
    damaged: bool = False
    problems: tuple[str, ...] = ()


@dataclass
class Progress:
    """Best stars per exercise (1-based numbers), practice counts and the last position."""

    stars: dict[str, dict[int, int]] = field(default_factory=dict)
    practice: dict[str, int] = field(default_factory=dict)
    last: tuple[str, int] | None = None

    def record(self, lesson_id: str, exercise: int, stars: int) -> None:
        """Remember an answered exercise; a retry never lowers the stars already won."""
        best = self.stars.setdefault(lesson_id, {})
        best[exercise] = max(best.get(exercise, 0), max(1, min(3, stars)))
        self.last = (lesson_id, exercise)

    def record_practice(self, lesson_id: str) -> None:
        self.practice[lesson_id] = self.practice.get(lesson_id, 0) + 1

    def seen(self, lesson_id: str, exercise: int) -> None:
        """Remember where the learner is, for 'continue'."""
        self.last = (lesson_id, exercise)

    def done(self, lesson_id: str) -> int:
        return len(self.stars.get(lesson_id, {}))

    def total_stars(self, lesson_id: str) -> int:
        return sum(self.stars.get(lesson_id, {}).values())

    def is_complete(self, lesson_id: str, exercise_count: int) -> bool:
        got = self.stars.get(lesson_id, {})
        return all(n in got for n in range(1, exercise_count + 1))

    def next_exercise(self, lesson_id: str, exercise_count: int) -> int:
        """The first exercise not yet done (1-based), or 1 when all are."""
        got = self.stars.get(lesson_id, {})
        return next((n for n in range(1, exercise_count + 1) if n not in got), 1)

    def continue_at(self, lessons: Sequence[tuple[str, int]]) -> tuple[str, int]:
        """Where 'continue' goes, given (lesson id, exercise count) in course order.

        The lesson last worked on while it is unfinished, else the first unfinished lesson.
        """
        counts = dict(lessons)
        if (
            self.last
            and self.last[0] in counts
            and not self.is_complete(self.last[0], counts[self.last[0]])
        ):
            return self.last[0], self.next_exercise(self.last[0], counts[self.last[0]])
        for lesson_id, count in lessons:
            if not self.is_complete(lesson_id, count):
                return lesson_id, self.next_exercise(lesson_id, count)
        return lessons[0][0], 1

    def merge(self, other: Progress) -> None:
        """Take in imported progress, keeping the better stars of both."""
        for lesson_id, got in other.stars.items():
            for n, s in got.items():
                mine = self.stars.setdefault(lesson_id, {})
                mine[n] = max(mine.get(n, 0), s)
        for lesson_id, count in other.practice.items():
            self.practice[lesson_id] = max(self.practice.get(lesson_id, 0), count)
        self.last = other.last or self.last

    def to_data(self) -> dict[str, Any]:
        lessons: dict[str, Any] = {}
        for lesson_id in sorted(set(self.stars) | set(self.practice)):
            entry: dict[str, Any] = {
                "stars": {str(n): s for n, s in sorted(self.stars.get(lesson_id, {}).items())}
            }
            if self.practice.get(lesson_id):
                entry["practice"] = self.practice[lesson_id]
            lessons[lesson_id] = entry
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "lessons": lessons}
        if self.last:
            data["last"] = {"lesson": self.last[0], "exercise": self.last[1]}
        return data

    def to_json(self, pretty: bool = False) -> str:
        """The stored form; `pretty` for the file a learner exports."""
        return json.dumps(self.to_data(), indent=2 if pretty else None, sort_keys=True)

    @staticmethod
    def from_json(text: str | None) -> Loaded:
        """Read stored progress; never raises. Unreadable parts are dropped and reported."""
        if text is None or not str(text).strip():
            return Loaded(Progress())
        try:
            data = json.loads(text)
        except ValueError:
            return Loaded(Progress(), True, ("not JSON",))
        return Progress.from_data(data)

    @staticmethod
    def from_data(data: Any) -> Loaded:
        problems: list[str] = []
        if not isinstance(data, dict):
            return Loaded(Progress(), True, ("not an object",))
        version = data.get("version", 0)
        if version in _MIGRATIONS:
            data = _MIGRATIONS[version](data)
            version = VERSION
        if version != VERSION:
            return Loaded(Progress(), True, (f"unknown version {version!r}",))
        p = Progress()
        lessons = data.get("lessons")
        if not isinstance(lessons, dict):
            lessons = {}
            problems.append("no lessons")
        for lesson_id, entry in lessons.items():
            if (
                not isinstance(lesson_id, str)
                or not _LESSON_ID.match(lesson_id)
                or not isinstance(entry, dict)
            ):
                problems.append(f"lesson {lesson_id!r}")
                continue
            stars = entry.get("stars", {})
            for key, value in stars.items() if isinstance(stars, dict) else ():
                n = _int(key)
                if (
                    n is None
                    or n < 1
                    or not isinstance(value, int)
                    or isinstance(value, bool)
                    or not 1 <= value <= 3
                ):
                    problems.append(f"{lesson_id} exercise {key!r}")
                    continue
                p.stars.setdefault(lesson_id, {})[n] = value
            count = entry.get("practice", 0)
            if isinstance(count, int) and not isinstance(count, bool) and count > 0:
                p.practice[lesson_id] = count
        last = data.get("last")
        if (
            isinstance(last, dict)
            and isinstance(last.get("lesson"), str)
            and _LESSON_ID.match(last["lesson"])
        ):
            n = _int(last.get("exercise"))
            p.last = (last["lesson"], n if n and n > 0 else 1)
        elif last is not None:
            problems.append("last position")
        return Loaded(p, bool(problems), tuple(problems))


def _int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.isdigit():
        return int(value)
    return None


def _from_v0(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 (never released, kept as the pattern): {"done": {lesson: [exercise, ...]}}."""
    done = data.get("done", {})
    lessons = {
        lid: {"stars": {str(n): 1 for n in nums if _int(n)}}
        for lid, nums in (done.items() if isinstance(done, dict) else ())
        if isinstance(nums, list)
    }
    return {"version": VERSION, "lessons": lessons}


_MIGRATIONS: dict[Any, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _from_v0}
