"""The course "Gin for three and four" in a real browser, used the way a learner would:
by role and name, with the mouse and the keyboard. Every lesson: an exercise of each kind
it has, one wrong answer with its feedback and one hint. Then finishing a lesson shows in
the course's own section of the course map, and a lesson looked at on a phone and a
laptop (screenshots in screenshots/, no sideways scroll at 360 px).

The right answers are computed by gintutor/ginrules here too, never typed into the test.

Run alone:  .venv/bin/pytest tests/browser/test_gin_multi_course.py -q
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

from test_lessons import Learner, wrong_answer  # noqa: E402

from ginrules import Rules  # noqa: E402
from gintutor import exercises as ex  # noqa: E402
from gintutor.courses import load_courses  # noqa: E402
from gintutor.i18n import t  # noqa: E402
from gintutor.kinds.games.multi_words import MULTI_WORDS  # noqa: E402
from gintutor.progress import BACKUP_KEY, STORAGE_KEY  # noqa: E402

pytestmark = pytest.mark.browser

COURSE = next(c for c in load_courses() if c.id == "gin-multi")
LESSONS = list(COURSE.lessons)
TIMEOUT = 20_000


def _std(lesson: Any) -> Rules:
    """The rules a learner with no house rules chosen meets in this lesson's game."""
    return Rules.preset("standard", lesson.variant)


def _lang(lesson: Any) -> str:
    return "en" if lesson.number % 2 else "nl"


def _path(lesson: Any, lang: str) -> str:
    return f"{lang}/{COURSE.slug(lesson)}/"


class MultiLearner(Learner):
    """The two-player kinds as tests/browser/test_lessons.py answers them, and the
    course's own: seat names to choose, a number per player, cards to pick."""

    def say(self, key: str, **values: Any) -> str:
        return MULTI_WORDS.say(key, self.lang, **values)

    def choose(self, name: str) -> None:
        radio = self.area.get_by_role("radio", name=name, exact=True)
        if self.keyboard:
            radio.focus()
            self.page.keyboard.press("Space")
        else:
            radio.check()
        assert radio.is_checked()

    def submit(self) -> None:
        check = self.area.locator("form").get_by_role(
            "button", name=t("ui.check", self.lang), exact=True)
        if self.keyboard:
            check.focus()
            self.page.keyboard.press("Enter")
        else:
            check.click()

    def answer(self, e: ex.Exercise, answer: Any) -> None:
        k = e.kind
        if k == "multi_sits_out":
            self.choose(answer)
            self.submit()
        elif k == "multi_meets":
            self.choose(self.say("ui.multi.round", n=answer))
            self.submit()
        elif k == "multi_team_net":
            who, points = answer
            self.choose(who if who != "level" else self.say("ui.multi.level"))
            box = self.area.get_by_label(self.say("ui.multi.net_points"), exact=True)
            box.fill(str(points))
            box.press("Enter")
        elif k == "multi_ring_pays":
            who, numbers = answer
            self.choose(who)
            for name, points in numbers:
                self.area.get_by_label(self.say("ui.multi.pays", name=name),
                                       exact=True).fill(str(points))
            self.submit()
        elif k == "multi_knock7":
            super().answer(ex.Exercise("knock", e.cards), answer)
        elif k == "multi_ring_layoff":
            super().answer(ex.Exercise("layoff", e.cards), answer)
        else:
            super().answer(e, answer)


def multi_wrong_answer(e: ex.Exercise, right: Any) -> Any:
    """A plausible mistake for this exercise (judged wrong by the engine, checked below)."""
    k = e.kind
    if k == "multi_sits_out":
        return next(s for s in ("Ann", "Bob", "Cas") if s != right)
    if k == "multi_meets":
        return next(n for n in ("1", "2", "3") if n != right)
    if k == "multi_team_net":
        who, points = right
        return ("Bob & Dee" if who == "Ann & Cas" else "Ann & Cas", points)
    if k == "multi_ring_pays":
        who, numbers = right
        return (who, tuple((name, str(int(p) + 1)) for name, p in numbers))
    if k == "multi_knock7":
        return ("none", None) if right[0] != "none" else ("knock", e.cards[0])
    if k == "multi_ring_layoff":
        return frozenset() if right else frozenset(e.cards[:1])
    return wrong_answer(e, right)


def first_of_each_kind(lesson: Any) -> list[tuple[int, ex.Exercise]]:
    seen: dict[str, tuple[int, ex.Exercise]] = {}
    for i, e in enumerate(lesson.exercises, 1):
        seen.setdefault(e.kind, (i, e))
    return list(seen.values())


def _open_exercise(page: Any, lesson: Any, lang: str, number: int) -> None:
    page.get_by_role(
        "button", name=re.compile("^" + re.escape(t("ui.exercise_n", lang, n=number)) + r"(,|$)")
    ).click()
    page.get_by_role(
        "heading", name=t("ui.exercise_of", lang, n=number, total=len(lesson.exercises))
    ).wait_for(timeout=TIMEOUT)


def _good(learner: Learner) -> None:
    fb = learner.feedback()
    learner.page.wait_for_function(
        "el => el.classList.contains('good')", arg=fb.element_handle(), timeout=TIMEOUT)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_each_kind_of_exercise_through_the_page(page: Any, goto_ready: Any, lesson: Any) -> None:
    lang = _lang(lesson)
    rules = _std(lesson)
    goto_ready(page, _path(lesson, lang))
    for k, (number, e) in enumerate(first_of_each_kind(lesson)):
        # Mouse and keyboard take turns, kind by kind and lesson by lesson.
        learner = MultiLearner(page, lang, keyboard=(k + lesson.number) % 2 == 0)
        _open_exercise(page, lesson, lang, number)
        right = ex.solve(e, rules)
        if k == 0 or e.kind.startswith("multi_"):
            # A mistake first: specific feedback next to the exercise, said by a live region.
            mistake = multi_wrong_answer(e, right)
            expected = ex.judge(e, mistake, rules, lang)
            assert not expected.correct
            learner.answer(e, mistake)
            fb = learner.feedback()
            assert fb.get_attribute("aria-live") == "polite"
            page.wait_for_function(
                "el => el.classList.contains('bad')", arg=fb.element_handle(), timeout=TIMEOUT)
            assert fb.inner_text().strip() == expected.message
            for cls, cards in (("wrong", expected.cards), ("look", expected.look)):
                marked = learner.area.locator(f"[data-card].{cls}").evaluate_all(
                    "els => els.map(el => el.dataset.card)")
                assert set(marked) == {c.code for c in cards}, cls
            # One hint, numbered, in the kind's own words.
            learner.button("hint_of", n=1).click()
            hint = learner.area.locator(".hint").first
            hint.wait_for(timeout=TIMEOUT)
            assert ex.hints(e, rules, lang)[0].text in hint.inner_text()
            assert learner.button("hint_of", n=2).is_visible()
        learner.answer(e, right)
        _good(learner)
        got = re.search(r"([123]) (of|van) 3", learner.area.locator("[data-stars]").inner_text())
        assert got, "stars are shown in words"


def test_finishing_a_lesson_shows_in_the_courses_section_of_the_map(
    page: Any, goto_ready: Any, site: Any
) -> None:
    lesson = LESSONS[0]
    rules = _std(lesson)
    page.goto(site.url + "static/site.css")
    page.evaluate(f"localStorage.removeItem('{STORAGE_KEY}');"
                  f" localStorage.removeItem('{BACKUP_KEY}')")
    goto_ready(page, _path(lesson, "en"))
    learner = MultiLearner(page, "en", keyboard=True)
    total = len(lesson.exercises)
    for number, e in enumerate(lesson.exercises, 1):
        page.get_by_role("heading", name=f"Exercise {number} of {total}").wait_for(
            timeout=TIMEOUT)
        learner.answer(e, ex.solve(e, rules))
        _good(learner)
        page.keyboard.press("Enter")  # Next has the focus: one key press goes on
    done = page.locator("[data-done]")
    done.wait_for(state="visible", timeout=TIMEOUT)
    assert f"{3 * total} of {3 * total} stars" in done.inner_text()
    back = done.locator("a", has_text="Back to the course")
    assert back.get_attribute("href").endswith("#course-gin-multi")

    goto_ready(page, "en/")
    section = page.locator("#course-gin-multi")
    assert section.get_by_role("heading", name=COURSE.title["en"]).is_visible()
    section.locator("details.course-lessons > summary").click()  # the course's lessons
    first = section.get_by_role("listitem").nth(0)
    assert first.locator("[data-stars]").inner_text() == "✓ done · 3 of 3 stars"
    assert section.locator("[data-course-totals]").inner_text() == (
        f"1 of {len(LESSONS)} lessons, 3 of {3 * len(LESSONS)} stars")
    cont = section.locator("[data-continue]")
    assert cont.get_attribute("href").rstrip("/").endswith(COURSE.slug(LESSONS[1]))
    # The two-player course's card is untouched: it still says how many lessons it has.
    assert page.locator("#course-gin [data-course-totals]").inner_text() == ""
    gin_lessons = len(load_courses()[0].lessons)
    assert page.locator("#course-gin [data-lesson-count]").inner_text() == f"{gin_lessons} lessons"
    page.evaluate(f"localStorage.removeItem('{STORAGE_KEY}')")


def _no_sideways_scroll(page: Any) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    view = page.evaluate("window.innerWidth")
    assert width <= view, f"the page scrolls sideways: {width} px wide in a {view} px window"


@pytest.mark.parametrize(("number", "shot"), [(7, "ring-pays"), (4, "ring-layoff")])
def test_lesson_screenshots(page: Any, goto_ready: Any, tools: Any, number: int,
                            shot: str) -> None:
    """The seven-card showdown as a learner sees it, phone and laptop, after a mistake
    with a hint open; saved to screenshots/ for a person to look at."""
    lesson = LESSONS[3]
    rules = _std(lesson)
    e = lesson.exercises[number - 1]
    page.set_viewport_size({"width": 360, "height": 640})
    goto_ready(page, _path(lesson, "en"))
    learner = MultiLearner(page, "en", keyboard=False)
    _open_exercise(page, lesson, "en", number)
    learner.answer(e, multi_wrong_answer(e, ex.solve(e, rules)))
    learner.feedback().locator("xpath=self::*[contains(@class,'bad')]").wait_for(
        timeout=TIMEOUT)
    learner.button("hint_of", n=1).click()
    for width, height in ((360, 640), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        if width == 360:
            _no_sideways_scroll(page)
        tools.screenshot(page, f"gin-multi-{shot}-{width}x{height}")
    page.set_viewport_size({"width": 1280, "height": 800})


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_more_practice_deals_in_the_browser(
    page: Any, goto_ready: Any, site: Any, lesson: Any
) -> None:
    """"More practice" deals with the engine in the page (a played match, a seven-card
    showdown) the same exercise the tutor deals here, and it can be answered."""
    page.goto(site.url + "static/site.css")
    page.evaluate(f"localStorage.removeItem('{STORAGE_KEY}')")
    goto_ready(page, _path(lesson, "en"))
    page.get_by_role("button", name="More practice").click()
    page.get_by_role("heading", name="Practice 1").wait_for(timeout=TIMEOUT)
    rules = _std(lesson)
    e = lesson.practice_exercise(0, rules)
    learner = MultiLearner(page, "en", keyboard=lesson.number % 2 == 0)
    assert learner.area.locator(".exercise").get_attribute("data-kind") == e.kind
    learner.answer(e, ex.solve(e, rules))
    _good(learner)
    page.evaluate(f"localStorage.removeItem('{STORAGE_KEY}')")
