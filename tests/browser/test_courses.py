"""The course map with every course in a real browser: each course its own section with
its lessons, totals and "continue" link; progress in one course shows there and nowhere
else; looked at on a phone and a laptop, in both languages.

Run alone:  .venv/bin/pytest tests/browser/test_courses.py -q
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from gintutor.courses import load_courses  # noqa: E402
from gintutor.progress import STORAGE_KEY, Progress  # noqa: E402

pytestmark = pytest.mark.browser

COURSES = load_courses()
TOTALS = {
    "en": "{lessons} of {count} lessons, {stars} of {max} stars",
    "nl": "{lessons} van {count} lessen, {stars} van {max} sterren",
}
DONE = {"en": "✓ done · 3 of 3 stars", "nl": "✓ klaar · 3 van 3 sterren"}
CONTINUE = {"en": "Continue", "nl": "Verder"}
START = {"en": "Start this course", "nl": "Begin deze cursus"}


def _open(page: Any, tools: Any, url: str, stored: str | None) -> None:
    page.goto(url)
    page.evaluate(
        "([key, value]) => { localStorage.clear();"
        " if (value !== null) localStorage.setItem(key, value); }",
        [STORAGE_KEY, stored],
    )
    page.reload()
    tools.wait_ready(page)


def _no_sideways_scroll(page: Any) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    view = page.evaluate("window.innerWidth")
    assert width <= view, f"the page scrolls sideways: {width} px wide in a {view} px window"


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_each_course_keeps_its_own_progress_on_the_course_map(
    site: Any, page: Any, tools: Any, lang: str
) -> None:
    assert len(COURSES) >= 3, "the course map offers three courses"
    last = COURSES[-1]
    # The last course's first lesson finished with 3 stars each, its second begun.
    progress = Progress()
    first = last.lessons[0]
    for n in range(1, len(first.exercises) + 1):
        progress.record(first.id, n, 3)
    progress.record(last.lessons[1].id, 1, 2)
    for size, viewport in (("1280x800", {"width": 1280, "height": 800}),
                           ("360x640", {"width": 360, "height": 640})):
        page.set_viewport_size(viewport)
        _open(page, tools, f"{site.url}{lang}/", progress.to_json())
        for course in COURSES:
            section = page.locator(f"#course-{course.id}")
            assert section.get_by_role("heading", name=course.title[lang]).is_visible()
            items = section.get_by_role("listitem")
            assert items.count() == len(course.lessons)
            mine = course is last
            totals = TOTALS[lang].format(
                lessons=1 if mine else 0, count=len(course.lessons), stars=3 if mine else 0,
                max=3 * len(course.lessons))
            assert section.locator("[data-course-totals]").inner_text() == totals
            link = section.locator("[data-continue]")
            if mine:
                assert items.nth(0).locator("[data-stars]").inner_text() == DONE[lang]
                assert link.inner_text() == CONTINUE[lang]
                # "Continue" goes on with the lesson begun, in this course.
                assert link.get_attribute("href").rstrip("/").endswith(
                    last.slug(last.lessons[1]))
            else:
                assert link.inner_text() == START[lang]
                assert link.get_attribute("href").rstrip("/").endswith(
                    course.slug(course.lessons[0]))
                assert all(t == "" for t in
                           section.locator("[data-stars]").all_inner_texts())
        _no_sideways_scroll(page)
        tools.screenshot(page, f"course-map-courses-{lang}-{size}")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.evaluate("localStorage.clear()")


def test_a_lesson_of_another_course_names_its_course_and_leads_back(
    site: Any, page: Any, tools: Any
) -> None:
    course = COURSES[-1]
    lesson = course.lessons[0]
    _open(page, tools, f"{site.url}en/{course.slug(lesson)}/", None)
    kicker = page.locator(".lesson-kicker").text_content() or ""
    assert kicker.startswith(course.title["en"]) and "1" in kicker
    assert page.get_by_role("heading", level=1).inner_text() == lesson.title["en"]
    # The page runs, with its exercise kinds from the games' zip: a hint is given.
    area = page.locator("[data-exercise]")
    area.get_by_role("button", name="Hint 1 of 3").click()
    area.locator(".hint").first.wait_for()
    assert area.locator(".hint").first.inner_text().strip()
    back = page.locator("[data-done] a", has_text="Back to the course")
    assert back.get_attribute("href").endswith(f"#course-{course.id}")
    # The learner's gin house rules where the game has them; else the game's own, said so.
    page.evaluate("localStorage.setItem('gin.settings', JSON.stringify({rules: 'hoyle'}))")
    page.reload()
    tools.wait_ready(page)
    assert page.locator("[data-rules-line]").inner_text() == (
        "House rules in this lesson: Standard (this game has no Hoyle).")
    page.evaluate("localStorage.clear()")
