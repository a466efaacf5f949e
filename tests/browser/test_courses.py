"""The course map with every course in a real browser: each course a card with its
totals and "continue" link and its lessons folded under a disclosure; progress in one
course shows there and nowhere else; every course on a phone's first screen; looked at on
a phone and a laptop, in both languages.

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
LESSONS_N = {"en": "{n} lessons", "nl": "{n} lessen"}
PHONE = {"width": 360, "height": 640}
LAPTOP = {"width": 1280, "height": 800}
SCREENSHOTS = ROOT / "screenshots"


def _open(page: Any, tools: Any, site: Any, path: str, stored: str | None) -> None:
    """Open ``path`` with only this progress stored: set first from a plain file of the
    site (no Python start spent on it), then one start of the page."""
    page.goto(site.url + "static/site.css")
    page.evaluate(
        "([key, value]) => { localStorage.clear();"
        " if (value !== null) localStorage.setItem(key, value); }",
        [STORAGE_KEY, stored],
    )
    page.goto(site.url + path)
    tools.wait_ready(page)


def _open_lessons(section: Any) -> Any:
    """Unfold a course's lesson list as a learner would (its disclosure), and return it."""
    details = section.locator("details.course-lessons")
    if details.get_attribute("open") is None:
        details.locator("summary").click()
    return section.locator(".course-map")


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
    _open(page, tools, site, f"{lang}/", progress.to_json())
    for size, viewport in (("1280x800", {"width": 1280, "height": 800}),
                           ("360x640", {"width": 360, "height": 640})):
        page.set_viewport_size(viewport)  # the layout follows the width (CSS only)
        for course in COURSES:
            section = page.locator(f"#course-{course.id}")
            assert section.get_by_role("heading", name=course.title[lang]).is_visible()
            items = _open_lessons(section).get_by_role("listitem")
            assert items.count() == len(course.lessons)
            mine = course is last
            # A course begun says how far the learner is; one not begun, how long it is.
            totals = TOTALS[lang].format(
                lessons=1, count=len(course.lessons), stars=3, max=3 * len(course.lessons))
            assert section.locator("[data-course-totals]").inner_text() == (
                totals if mine else "")
            count = section.locator("[data-lesson-count]")
            assert count.is_visible() != mine
            assert count.inner_text() == LESSONS_N[lang].format(n=len(course.lessons))
            link = section.locator("[data-continue]")
            # The filled button is the course the learner was in last.
            assert ("secondary" in (link.get_attribute("class") or "")) != mine
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
    _open(page, tools, site, f"en/{course.slug(lesson)}/", None)
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


def _inside(page: Any, locator: Any, viewport: dict[str, int]) -> None:
    box = locator.bounding_box()
    assert box is not None, "not shown"
    assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], box
    assert box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"], (
        f"{locator.inner_text()!r} ends at {box['y'] + box['height']:.0f} px: below the first"
        f" screen of {viewport['height']} px")


@pytest.mark.parametrize("begun", [False, True], ids=["new", "begun"])
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_course_is_on_the_first_screen_of_a_phone_and_a_laptop(
    site: Any, page: Any, tools: Any, lang: str, begun: bool
) -> None:
    """Issue 31, item 13: on a phone the two-player course's 13 lessons came first and the
    other two courses two screens down. Every course's heading and its start or continue
    link are inside the first screen at 360x640 and at 1280x800, for a new learner and for
    one who has begun every course (then each card also says how far they are)."""
    progress = Progress()
    if begun:
        for course in COURSES:
            progress.record(course.lessons[0].id, 1, 3)
    _open(page, tools, site, f"{lang}/", progress.to_json() if begun else None)
    for size, viewport in (("360x640", PHONE), ("1280x800", LAPTOP)):
        page.set_viewport_size(viewport)  # the layout follows the width (CSS only)
        assert page.evaluate("window.scrollY") == 0
        for course in COURSES:
            section = page.locator(f"#course-{course.id}")
            _inside(page, section.get_by_role("heading", name=course.title[lang], level=2),
                    viewport)
            link = section.get_by_role("link", name=CONTINUE[lang] if begun else START[lang])
            _inside(page, link, viewport)
            # the lessons are folded under a disclosure that says how many (or how far)
            summary = section.locator("details.course-lessons > summary")
            assert summary.is_visible()
            assert section.locator(".course-map").is_hidden()
        _no_sideways_scroll(page)
        name = f"course-cards-{lang}-{size}-{'begun' if begun else 'new'}"
        SCREENSHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"{name}-first-screen.png"))
        tools.screenshot(page, name)
    page.set_viewport_size(LAPTOP)
    page.evaluate("localStorage.clear()")


def test_the_lesson_lists_unfold_with_the_keyboard(site: Any, page: Any, tools: Any) -> None:
    """Tab reaches each course's start link and then its lesson list's disclosure; Enter
    unfolds the list, whose lessons are links in order, and folds it again."""
    page.set_viewport_size(PHONE)
    _open(page, tools, site, "en/", None)
    course = COURSES[-1]
    section = page.locator(f"#course-{course.id}")
    section.locator("[data-continue]").focus()
    page.keyboard.press("Tab")
    summary = section.locator("details.course-lessons > summary")
    assert summary.evaluate("e => e === document.activeElement")
    assert summary.inner_text().strip() == LESSONS_N["en"].format(n=len(course.lessons))
    page.keyboard.press("Enter")
    lessons = section.locator(".course-map").get_by_role("link")
    assert lessons.count() == len(course.lessons)
    assert lessons.nth(0).is_visible()
    assert lessons.nth(0).inner_text() == course.lessons[0].title["en"]
    page.keyboard.press("Tab")
    assert lessons.nth(0).evaluate("e => e === document.activeElement")
    summary.focus()
    page.keyboard.press("Enter")
    assert section.locator(".course-map").is_hidden()
    # The link says which course it starts, for a screen reader's list of links.
    link = section.locator("[data-continue]")
    described = link.get_attribute("aria-describedby")
    assert described and page.locator(f"#{described}").inner_text() == course.title["en"]
    page.set_viewport_size(LAPTOP)
