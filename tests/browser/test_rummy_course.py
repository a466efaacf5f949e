"""The Rummy course as a learner sees it: a finished hand to score after a mistake with a
hint open, a turn to play, the yes/no question and the two numbers of holding, at phone
and laptop size with no sideways scroll (screenshots in screenshots/). What every
course's lessons are checked for is in tests/browser/test_course_lessons.py.

Run alone:  .venv/bin/pytest tests/browser/test_rummy_course.py -q
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
from gintutor.i18n import WORDS  # noqa: E402

pytestmark = pytest.mark.browser

COURSE = next(c for c in load_courses() if c.id == "rummy")
LESSONS = list(COURSE.lessons)
STD = Rules.preset("standard", "rummy")


def test_rummy_lesson_screenshots_without_sideways_scroll(
    page: Any, goto_ready: Any, tools: Any
) -> None:
    """A finished hand to score, after a mistake with a hint open, on a phone and a laptop.
    Saved to screenshots/ for a person to look at."""
    lesson = next(lesson for lesson in LESSONS if lesson.slug == "going-out")
    number, e = next((i, e) for i, e in enumerate(lesson.exercises, 1)
                     if e.kind == "rummy_pays" and e.players == 4)
    page.set_viewport_size({"width": 360, "height": 640})
    goto_ready(page, f"en/{COURSE.slug(lesson)}/")
    open_exercise(page, "en", number, len(lesson.exercises))
    learner = Learner(page, "en", keyboard=False)
    learner.answer(e, wrong_answer(e, ex.solve(e, STD)))
    learner.named(WORDS.say("hint_of", "en", n=1)).click()
    for width, height in ((360, 640), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        wide = page.evaluate("document.documentElement.scrollWidth")
        seen = page.evaluate("document.documentElement.clientWidth")
        assert wide <= seen, f"sideways scroll at {width} px: {wide} > {seen}"
        tools.screenshot(page, f"rummy-lesson-{width}x{height}")
        learner.area.screenshot(path=str(ROOT / "screenshots" / f"rummy-exercise-{width}.png"))
    # A turn to play, with the table, at phone size.
    other = next(lesson for lesson in LESSONS if lesson.slug == "laying-off")
    number, e = next((i, e) for i, e in enumerate(other.exercises, 1) if e.kind == "rummy_plays")
    page.set_viewport_size({"width": 360, "height": 640})
    goto_ready(page, f"nl/{COURSE.slug(other)}/")
    open_exercise(page, "nl", number, len(other.exercises))
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    tools.screenshot(page, "rummy-plays-360x640")
    learner = Learner(page, "nl", keyboard=False)
    learner.area.screenshot(path=str(ROOT / "screenshots" / "rummy-plays-exercise-360.png"))
    # The yes/no question and the two numbers of holding, at phone size.
    for slug, kind, lang in (("laying-off", "rummy_may_lay_off", "en"),
                             ("meld-or-hold", "rummy_hold", "nl")):
        lesson = next(lesson for lesson in LESSONS if lesson.slug == slug)
        number, e = next((i, e) for i, e in enumerate(lesson.exercises, 1) if e.kind == kind)
        goto_ready(page, f"{lang}/{COURSE.slug(lesson)}/")
        open_exercise(page, lang, number, len(lesson.exercises))
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        learner = Learner(page, lang, keyboard=False)
        learner.area.screenshot(path=str(ROOT / "screenshots" / f"{kind}-360.png"))
