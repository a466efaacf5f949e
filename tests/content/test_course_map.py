"""The course map's totals: never more stars than the course's real exercises allow."""

from __future__ import annotations

from gintutor.course_map import course_standing, lesson_standing
from gintutor.courses import load_lessons
from gintutor.progress import Progress


def test_stars_never_exceed_three_per_lesson() -> None:
    """Issue 18's "44 of 3 stars": entries beyond a lesson's exercises add nothing."""
    p = Progress()
    for n in range(1, 1001):
        p.record("02-sets", n, 3)
    one = lesson_standing(p, "02-sets", 7)
    assert (one.done, one.stars, one.rating, one.complete) == (7, 21, 3, True)
    course = course_standing(p, [("02-sets", 7), ("03-runs", 6), ("99-not-a-lesson", 0)])
    assert (course.lessons_done, course.lesson_count) == (1, 3)
    assert (course.stars, course.max_stars) == (3, 9)


def test_a_finished_exercise_counts_and_a_partial_lesson_is_not_done() -> None:
    p = Progress()
    p.record("03-runs", 2, 3)
    p.record("03-runs", 5, 1)
    runs = lesson_standing(p, "03-runs", 6)
    assert (runs.done, runs.stars, runs.complete) == (2, 4, False)
    assert runs.rating == 1  # 4 stars over 6 exercises: 0.67, rounded
    for n in (1, 3, 4, 6):
        p.record("03-runs", n, 2)
    runs = lesson_standing(p, "03-runs", 6)
    assert runs.complete and runs.stars == 12 and runs.rating == 2


def test_totals_of_the_real_course() -> None:
    course = [(lesson.id, len(lesson.exercises)) for lesson in load_lessons("lessons")]
    p = Progress()
    first_id, first_count = course[0]
    for n in range(1, first_count + 1):
        p.record(first_id, n, 3)
    standing = course_standing(p, course)
    assert standing.lessons_done == 1 and standing.stars == 3
    assert standing.max_stars == 3 * len(course) == 3 * standing.lesson_count
