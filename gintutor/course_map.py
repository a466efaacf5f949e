"""Where a learner stands in the course: per lesson and in total, for the course map.

Only the course's real exercises count: stored progress may name exercise 1000 of a
lesson with six (an old version, an import), and such an entry never adds a star, so a
lesson never shows more than 3 stars and the course never more than 3 per lesson.

>>> from gintutor.progress import Progress
>>> p = Progress()
>>> for n in (1, 2, 3): p.record("02-sets", n, 3)
>>> p.record("02-sets", 1000, 3)
>>> s = course_standing(p, [("02-sets", 3), ("03-runs", 6)])
>>> (s.lessons_done, s.lesson_count, s.stars, s.max_stars)
(1, 2, 3, 6)
>>> s.lessons[0].rating, s.lessons[1].done
(3, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .progress import Progress

__all__ = ["CourseStanding", "LessonStanding", "course_standing", "lesson_standing"]


@dataclass(frozen=True)
class LessonStanding:
    """One lesson: exercises done and stars won among its ``exercises`` real ones."""

    lesson_id: str
    exercises: int
    done: int
    stars: int

    @property
    def complete(self) -> bool:
        return self.exercises > 0 and self.done == self.exercises

    @property
    def rating(self) -> int:
        """The lesson's stars, 0 to 3: its exercises' stars averaged, rounded half up
        (an exercise not done counts 0)."""
        if self.exercises <= 0:
            return 0
        return min(3, (2 * self.stars + self.exercises) // (2 * self.exercises))


@dataclass(frozen=True)
class CourseStanding:
    """The whole course: lessons finished and stars won, each out of what the course has."""

    lessons: tuple[LessonStanding, ...]

    @property
    def lessons_done(self) -> int:
        return sum(1 for lesson in self.lessons if lesson.complete)

    @property
    def lesson_count(self) -> int:
        return len(self.lessons)

    @property
    def stars(self) -> int:
        return sum(lesson.rating for lesson in self.lessons)

    @property
    def max_stars(self) -> int:
        return 3 * len(self.lessons)


def lesson_standing(progress: Progress, lesson_id: str, exercises: int) -> LessonStanding:
    """A lesson's standing, counting only its exercises 1..``exercises`` (each 1-3 stars)."""
    got = progress.stars.get(lesson_id, {})
    real = [min(3, max(0, got[n])) for n in range(1, max(0, exercises) + 1) if n in got]
    return LessonStanding(lesson_id, max(0, exercises), len(real), sum(real))


def course_standing(progress: Progress, lessons: Sequence[tuple[str, int]]) -> CourseStanding:
    """The standing of every lesson, given (lesson id, exercise count) in course order."""
    return CourseStanding(tuple(lesson_standing(progress, lid, n) for lid, n in lessons))
