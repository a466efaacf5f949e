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

from ginrules.core.reader import InputError, as_int, parse_json

from .i18n import WORDS

STORAGE_KEY = "gintutor.progress.v1"
BACKUP_KEY = "gintutor.progress.unreadable"
FORMAT = "gintutor-progress"
VERSION = 1
# A lesson id: its file name, after its course's folder for every course but the first.
_LESSON_ID = re.compile(r"^(?:[a-z0-9-]{1,30}/)?[0-9][0-9]-[a-z0-9-]{1,60}$")
MAX_EXERCISE = 10**9  # a sanity bound; fit_to() cuts to the real exercise count of a lesson
MAX_PRACTICE = 100_000  # "more practice" hands done in one lesson
# Stored and imported numbers may be longer than the reader's default, so that a count of
# 10**30 is skipped as one bad entry instead of making the whole file unreadable.
_MAX_DIGITS = 40


@dataclass(frozen=True)
class Loaded:
    """What reading stored progress gave: the progress and whether anything was dropped."""

    progress: Progress
    damaged: bool = False
    problems: tuple[str, ...] = ()
    readable: bool = True  # False: the reader refused the whole text (too big, deep, not JSON)


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

    def total_stars(self, lesson_id: str, exercise_count: int | None = None) -> int:
        """The stars won in a lesson; with `exercise_count`, only of exercises that exist
        (a damaged entry never shows as "44 of 3 stars")."""
        got = self.stars.get(lesson_id, {})
        if exercise_count is None:
            return sum(got.values())
        return sum(s for n, s in got.items() if 1 <= n <= exercise_count)

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

    def merge(self, other: Progress, take_last: bool = True) -> None:
        """Take in other progress (an import, or what another tab stored), keeping the
        better stars and the bigger practice count of both: they only grow.

        `take_last=False` keeps this tab's own "last position" (saving merges what is
        stored into the page's progress: another tab's place must not move this one's).
        """
        for lesson_id, got in other.stars.items():
            for n, s in got.items():
                mine = self.stars.setdefault(lesson_id, {})
                mine[n] = max(mine.get(n, 0), s)
        for lesson_id, count in other.practice.items():
            self.practice[lesson_id] = max(self.practice.get(lesson_id, 0), count)
        if take_last or self.last is None:
            self.last = other.last or self.last

    def fit_to(self, course: Sequence[tuple[str, int]]) -> Fitted:
        """Only what exists in `course` ((lesson id, exercise count) pairs): known lessons,
        exercise numbers within the lesson's count, practice counts within MAX_PRACTICE.
        What does not fit is named in `skipped`, so an import can say what it left out.

        >>> p = Progress({"02-sets": {1: 3, 1000: 2}, "99-nope": {1: 1}}, {"02-sets": 4})
        >>> f = p.fit_to([("02-sets", 7)])
        >>> f.progress.stars, f.progress.practice, f.skipped
        ({'02-sets': {1: 3}}, {'02-sets': 4}, (('02-sets', 1000), ('99-nope', None)))
        """
        counts = dict(course)
        kept = Progress()
        skipped: list[tuple[str, int | str | None]] = []
        for lesson_id, got in sorted(self.stars.items()):
            if lesson_id not in counts:
                skipped.append((lesson_id, None))
                continue
            for n, s in sorted(got.items()):
                if 1 <= n <= counts[lesson_id]:
                    kept.stars.setdefault(lesson_id, {})[n] = s
                else:
                    skipped.append((lesson_id, n))
        for lesson_id, count in sorted(self.practice.items()):
            if lesson_id not in counts:
                if lesson_id not in self.stars:
                    skipped.append((lesson_id, None))
            elif count <= MAX_PRACTICE:
                kept.practice[lesson_id] = count
            else:
                skipped.append((lesson_id, "practice"))
        if self.last and self.last[0] in counts:
            kept.last = (self.last[0], min(self.last[1], max(1, counts[self.last[0]])))
        return Fitted(kept, tuple(skipped))

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
        """Read stored progress; never raises. Unreadable parts are dropped and reported
        (text too big, too deep or not JSON: all of it, with the reader's reason)."""
        if text is None or not str(text).strip():
            return Loaded(Progress())
        try:
            data = parse_json(text, "the progress", max_digits=_MAX_DIGITS)
        except InputError as exc:
            return Loaded(Progress(), True, (str(exc),), readable=False)
        return Progress.from_data(data)

    @staticmethod
    def from_data(data: Any) -> Loaded:
        problems: list[str] = []
        if not isinstance(data, dict):
            return Loaded(Progress(), True, ("not an object",))
        version = data.get("version", 0)
        hashable = isinstance(version, int | str) and not isinstance(version, bool)
        if hashable and version in _MIGRATIONS:
            data = _MIGRATIONS[version](data)
            version = VERSION
        if version != VERSION:
            return Loaded(Progress(), True, (f"unknown version {str(version)[:20]!r}",))
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
                problems.append(f"lesson {str(lesson_id)[:40]!r}")
                continue
            stars = entry.get("stars", {})
            for key, value in stars.items() if isinstance(stars, dict) else ():
                n = _int(key, MAX_EXERCISE)
                s = _int(value, 3) if isinstance(value, int) else None  # stars: a number
                if n is None or s is None:
                    problems.append(f"{lesson_id} exercise {str(key)[:20]!r}")
                    continue
                p.stars.setdefault(lesson_id, {})[n] = s
            if "practice" in entry:
                count = entry["practice"]
                if isinstance(count, int) and not isinstance(count, bool) and count > 0:
                    p.practice[lesson_id] = count  # bounded by fit_to, where the course is known
                elif count != 0:
                    problems.append(f"{lesson_id} practice")
        last = data.get("last")
        if (
            isinstance(last, dict)
            and isinstance(last.get("lesson"), str)
            and _LESSON_ID.match(last["lesson"])
        ):
            n = _int(last.get("exercise"), MAX_EXERCISE)
            p.last = (last["lesson"], n or 1)
        elif last is not None:
            problems.append("last position")
        return Loaded(p, bool(problems), tuple(problems))


@dataclass(frozen=True)
class Fitted:
    """Progress cut to the course, and what was left out: (lesson id, exercise number),
    (lesson id, None) for a lesson the course does not have, (lesson id, "practice")."""

    progress: Progress
    skipped: tuple[tuple[str, int | str | None], ...] = ()


def import_report(loaded: Loaded, fitted: Fitted, lang: str) -> str:
    """What an import took in and what it skipped, in words (en/nl).

    >>> p = Progress({"02-sets": {1: 3, 2: 2, 1000: 1}, "99-x": {1: 1}})
    >>> print(import_report(Loaded(p), p.fit_to([("02-sets", 7)]), "en"))  # doctest: +ELLIPSIS
    Progress loaded: 2 exercises in 1 lesson. Skipped 2 ...: 02-sets exercise 1000, lesson 99-x.

    When nothing fits, it says nothing was changed (the caller then changes nothing).
    """
    kept = fitted.progress
    exercises = sum(len(got) for got in kept.stars.values())
    lessons = len(set(kept.stars) | set(kept.practice))
    if not kept.stars and not kept.practice:
        text = WORDS.say("ui.import_failed", lang)
    else:
        text = WORDS.say(
            "ui.imported_counts",
            lang,
            exercises=WORDS.say(
                "ui.n_exercises" if exercises != 1 else "ui.one_exercise", lang, n=exercises
            ),
            lessons=WORDS.say("ui.n_lessons" if lessons != 1 else "ui.one_lesson", lang, n=lessons),
        )
    names: list[str] = []
    for lesson_id, what in fitted.skipped:
        shown = lesson_id[:40]
        if what is None:
            names.append(WORDS.say("ui.skipped_lesson", lang, lesson=shown))
        elif what == "practice":
            names.append(WORDS.say("ui.skipped_practice", lang, lesson=shown))
        else:
            names.append(WORDS.say("ui.skipped_exercise", lang, lesson=shown, n=what))
    if loaded.problems:
        names.append(WORDS.say("ui.skipped_unreadable", lang, n=len(loaded.problems)))
    if names:
        listed = ", ".join(names[:6]) + (" …" if len(names) > 6 else "")
        count = len(fitted.skipped) + len(loaded.problems)
        text += " " + WORDS.say("ui.imported_skipped", lang, n=count, names=listed)
    return text


def _int(value: Any, maximum: int) -> int | None:
    """A whole number from 1 to `maximum` from stored data (an int or ASCII digits), else
    None: '²' is not a number here, whatever str.isdigit() says."""
    try:
        return as_int(value, minimum=1, maximum=maximum, max_digits=_MAX_DIGITS)
    except InputError:
        return None


def _from_v0(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 (never released, kept as the pattern): {"done": {lesson: [exercise, ...]}}."""
    done = data.get("done", {})
    lessons = {
        lid: {"stars": {str(n): 1 for n in nums if _int(n, MAX_EXERCISE)}}
        for lid, nums in (done.items() if isinstance(done, dict) else ())
        if isinstance(nums, list)
    }
    return {"version": VERSION, "lessons": lessons}


_MIGRATIONS: dict[Any, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _from_v0}
