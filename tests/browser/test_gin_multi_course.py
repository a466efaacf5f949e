"""The course "Gin for three and four" as a learner sees it: the seven-card showdown after a
mistake with a hint open, on a phone and a laptop (screenshots in screenshots/, no
sideways scroll at 360 px). What every course's lessons are checked for is in
tests/browser/test_course_lessons.py.

Run alone:  .venv/bin/pytest tests/browser/test_gin_multi_course.py -q
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from learner import Learner, open_exercise, wrong_answer  # noqa: E402

from ginrules import Rules  # noqa: E402
from gintutor import exercises as ex  # noqa: E402
from gintutor.courses import load_courses  # noqa: E402

pytestmark = pytest.mark.browser

COURSE = next(c for c in load_courses() if c.id == "gin-multi")
LESSONS = list(COURSE.lessons)


def _no_sideways_scroll(page: Any) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    view = page.evaluate("window.innerWidth")
    assert width <= view, f"the page scrolls sideways: {width} px wide in a {view} px window"


def test_lesson_screenshots(page: Any, goto_ready: Any, tools: Any) -> None:
    """The seven-card showdown as a learner sees it, phone and laptop, after a mistake
    with a hint open (the payments, then the layoffs, on one visit); saved to
    screenshots/ for a person to look at."""
    lesson = LESSONS[3]
    rules = Rules.preset("standard", lesson.variant)
    page.set_viewport_size({"width": 360, "height": 640})
    goto_ready(page, f"en/{COURSE.slug(lesson)}/")
    learner = Learner(page, "en", keyboard=False)
    for number, shot in ((7, "ring-pays"), (4, "ring-layoff")):
        e = lesson.exercises[number - 1]
        page.set_viewport_size({"width": 360, "height": 640})
        open_exercise(page, "en", number, len(lesson.exercises))
        learner.answer(e, wrong_answer(e, ex.solve(e, rules)))
        learner.wait_bad()
        learner.button("hint_of", n=1).click()
        for width, height in ((360, 640), (1280, 800)):
            page.set_viewport_size({"width": width, "height": height})
            if width == 360:
                _no_sideways_scroll(page)
            tools.screenshot(page, f"gin-multi-{shot}-{width}x{height}")
