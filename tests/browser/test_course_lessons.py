"""Every course's lesson pages in a real browser, used the way a learner would, through
one parametrised set of tests (the courses come from lessons/courses.toml):

- every lesson: the first exercise of each kind, with a wrong answer, its feedback and
  a hint first where the kind is the course's own, then the right answer and its stars;
- every course: a whole lesson finished survives a reload and shows in the course's own
  section of the course map, and the other courses stay untouched;
- "More practice" deals, in the page, the exercise the tutor deals here, once for every
  kind a later course deals (on the same visit as that lesson's kinds).

Run alone:  .venv/bin/pytest tests/browser/test_course_lessons.py -q
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from learner import (  # noqa: E402
    ANSWERS,
    MISTAKES,
    TIMEOUT,
    Learner,
    first_of_each_kind,
    open_exercise,
    set_storage,
    wrong_answer,
)

from ginrules import Rules  # noqa: E402
from gintutor import exercises as ex  # noqa: E402
from gintutor import lesson_page as view  # noqa: E402
from gintutor.courses import Course, load_courses  # noqa: E402
from gintutor.i18n import WORDS  # noqa: E402
from gintutor.kinds import KINDS  # noqa: E402
from gintutor.progress import BACKUP_KEY, STORAGE_KEY  # noqa: E402

pytestmark = pytest.mark.browser

COURSES = load_courses()
LESSONS = [(course, lesson) for course in COURSES for lesson in course.lessons]
#: The kinds each course teaches beyond the first course's (their mistakes are tried on
#: every first exercise of the kind, not only on the lesson's first exercise).
FIRST_KINDS = {e.kind for lesson in COURSES[0].lessons for e in lesson.exercises}


def _rules(lesson: Any) -> Rules:
    """The rules a learner with no house rules chosen meets in this lesson's game."""
    return Rules.preset("standard", lesson.variant)


def _lang(lesson: Any) -> str:
    """Odd lessons in English, even ones in Dutch: both languages get used."""
    return "en" if lesson.number % 2 else "nl"


def _more_practice_cases() -> list[tuple[Course, Any]]:
    """One lesson for every kind the later courses deal in more practice: the first lesson
    that deals it (the first course's are dealt in test_lessons.py, with house rules)."""
    cases: list[tuple[Course, Any]] = []
    covered: set[str] = set(FIRST_KINDS)
    for course, lesson in LESSONS:
        kinds = {lesson.practice_exercise(0, _rules(lesson)).kind}
        if not kinds <= covered:
            cases.append((course, lesson))
            covered |= kinds
    return cases


def test_the_learner_answers_and_mistakes_every_kind() -> None:
    assert set(ANSWERS) == set(KINDS) == set(MISTAKES)


MORE_PRACTICE = _more_practice_cases()


@pytest.mark.parametrize(("course", "lesson"), LESSONS,
                         ids=[f"{c.id}-{lesson.id}" for c, lesson in LESSONS])
def test_each_kind_of_exercise_through_the_page(
    page: Any, goto_ready: Any, site: Any, course: Course, lesson: Any
) -> None:
    lang = _lang(lesson)
    rules = _rules(lesson)
    total = len(lesson.exercises)
    set_storage(page, site, {STORAGE_KEY: None})  # more practice starts at 1
    goto_ready(page, f"{lang}/{course.slug(lesson)}/")
    for k, (number, e) in enumerate(first_of_each_kind(lesson)):
        # Mouse and keyboard take turns, kind by kind and lesson by lesson.
        learner = Learner(page, lang, keyboard=(k + lesson.number) % 2 == 0)
        open_exercise(page, lang, number, total)
        right = ex.solve(e, rules)
        mistaken = k == 0 or e.kind not in FIRST_KINDS
        if mistaken:
            # A mistake first: specific feedback next to the exercise, said by a live region.
            mistake = wrong_answer(e, right)
            expected = ex.judge(e, mistake, rules, lang)
            assert not expected.correct
            learner.answer(e, mistake)
            fb = learner.feedback()
            assert fb.get_attribute("aria-live") == "polite"
            learner.wait_bad()
            assert fb.inner_text().strip() == expected.message
            # The cards it is about: mistakes marked wrong, overlooked cards pointed at.
            for cls, cards in (("wrong", expected.cards), ("look", expected.look)):
                marked = learner.area.locator(f"[data-card].{cls}").evaluate_all(
                    "els => els.map(el => el.dataset.card)")
                assert set(marked) == {c.code for c in cards}, cls
            # One hint, numbered, in the kind's own words.
            learner.button("hint_of", n=1).click()
            hint = learner.area.locator(".hint").first
            hint.wait_for(timeout=TIMEOUT)
            assert WORDS.say("hint_of", lang, n=1) in hint.inner_text()
            assert ex.hints(e, rules, lang)[0].text in hint.inner_text()
            assert learner.button("hint_of", n=2).is_visible()
        learner.answer(e, right)
        learner.wait_good()
        assert learner.feedback().inner_text().strip() == ex.judge(e, right, rules, lang).message
        got = re.search(r"([123]) (of|van) 3", learner.area.locator("[data-stars]").inner_text())
        assert got, "stars are shown in words"
        assert (got.group(1) == "3") != mistaken, "a mistake and a hint cost stars; none, none"
        label = view.next_label(number, total, False, lang)
        nxt = learner.area.get_by_role("button", name=label, exact=True)
        assert nxt.evaluate("el => el === document.activeElement"), "Next should have the focus"
    if (course, lesson) in MORE_PRACTICE:
        _more_practice_is_dealt_in_the_page(page, lesson, lang, rules)
    page.evaluate(f"localStorage.removeItem('{STORAGE_KEY}')")


def _more_practice_is_dealt_in_the_page(page: Any, lesson: Any, lang: str, rules: Rules) -> None:
    """"More practice" deals with the engine in the page the same exercise the tutor
    deals here, and it can be answered (once for every kind a later course deals)."""
    page.get_by_role("button", name=WORDS.say("ui.more_practice", lang), exact=True).click()
    page.get_by_role("heading", name=WORDS.say("ui.practice_no", lang, n=1)).wait_for(
        timeout=TIMEOUT)
    e = lesson.practice_exercise(0, rules)
    learner = Learner(page, lang, keyboard=lesson.number % 2 == 0)
    assert learner.area.locator(".exercise").get_attribute("data-kind") == e.kind
    learner.answer(e, ex.solve(e, rules))
    learner.wait_good()


@pytest.mark.parametrize("course", COURSES, ids=[c.id for c in COURSES])
def test_a_finished_lesson_survives_reload_and_shows_in_its_courses_section(
    page: Any, goto_ready: Any, site: Any, tools: Any, course: Course
) -> None:
    lesson = course.lessons[0]
    rules = _rules(lesson)
    set_storage(page, site, {STORAGE_KEY: None, BACKUP_KEY: None})
    goto_ready(page, f"en/{course.slug(lesson)}/")
    learner = Learner(page, "en", keyboard=True)
    total = len(lesson.exercises)
    for number, e in enumerate(lesson.exercises, 1):
        page.get_by_role("heading", name=f"Exercise {number} of {total}").wait_for(
            timeout=TIMEOUT)
        learner.answer(e, ex.solve(e, rules))
        learner.wait_good()
        page.keyboard.press("Enter")  # Next has the focus: one key press goes on
    done = page.locator("[data-done]")
    done.wait_for(state="visible", timeout=TIMEOUT)
    assert f"Lesson complete: {3 * total} of {3 * total} stars" in done.inner_text()
    assert done.locator("a", has_text="Back to the course").get_attribute("href").endswith(
        f"#course-{course.id}")
    assert done.get_by_role("link", name=re.compile("^Next lesson")).is_visible()

    page.reload()  # progress and the last position stay
    tools.wait_ready(page)
    page.get_by_role("button", name=f"Exercise {total}, 3 of 3 stars").wait_for(timeout=TIMEOUT)
    page.get_by_role("heading", name=f"Exercise {total} of {total}").wait_for(timeout=TIMEOUT)
    # A finished exercise reopened says it was solved, with its stars.
    page.get_by_role("button", name="Exercise 2, 3 of 3 stars").click()
    page.get_by_role("heading", name=f"Exercise 2 of {total}").wait_for(timeout=TIMEOUT)
    assert page.locator("[data-solved-before]").inner_text().startswith(
        "✓ Solved before: 3 of 3 stars.")

    goto_ready(page, "en/")
    section = page.locator(f"#course-{course.id}")
    assert section.get_by_role("heading", name=course.title["en"]).is_visible()
    section.locator("details.course-lessons > summary").click()  # the course's lessons
    item = section.locator(f'.course-map li[data-lesson="{course.slug(lesson)}"]')
    item.filter(has_text="✓ done").wait_for(timeout=TIMEOUT)
    assert item.locator("[data-stars]").inner_text() == "✓ done · 3 of 3 stars"
    lessons = len(course.lessons)
    assert section.locator("[data-course-totals]").inner_text() == (
        f"1 of {lessons} lessons, 3 of {3 * lessons} stars")
    assert section.locator("[data-continue]").get_attribute("href").rstrip("/").endswith(
        course.slug(course.lessons[1]))
    for other in COURSES:  # the other courses' cards still say how many lessons they have
        if other is not course:
            card = page.locator(f"#course-{other.id}")
            assert card.locator("[data-course-totals]").inner_text() == ""
            assert card.locator("[data-lesson-count]").inner_text() == (
                f"{len(other.lessons)} lessons")
    page.evaluate(f"localStorage.removeItem('{STORAGE_KEY}')")
