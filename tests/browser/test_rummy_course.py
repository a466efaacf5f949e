"""The Rummy course's lesson pages in a real browser, used the way a learner would: by role
and name, with the mouse and the keyboard. Every lesson: an exercise of each kind it has
(the first one after a wrong answer, its feedback and a hint), then a whole lesson
finished and shown on the course map in the Rummy section, and screenshots at phone and
laptop size with no sideways scroll.

The right answers are computed by gintutor/ginrules here too, never typed into the test.

Run alone:  .venv/bin/pytest tests/browser/test_rummy_course.py -q
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

from ginrules import Rules  # noqa: E402
from gintutor import exercises as ex  # noqa: E402
from gintutor import lesson_page as view  # noqa: E402
from gintutor.courses import load_courses  # noqa: E402
from gintutor.i18n import t  # noqa: E402
from gintutor.kinds.games.rummy_common import NAMES, say  # noqa: E402
from gintutor.progress import BACKUP_KEY, STORAGE_KEY  # noqa: E402

pytestmark = pytest.mark.browser

COURSE = next(c for c in load_courses() if c.id == "rummy")
LESSONS = list(COURSE.lessons)
# The page teaches Rummy under the variant's preset named like the learner's gin preset:
# a learner with the standard gin rules gets Rummy's standard ones.
STD = Rules.preset("standard", "rummy")
TIMEOUT = 20_000


def _lang(lesson: Any) -> str:
    """Odd lessons in English, even ones in Dutch: both languages get used."""
    return "en" if lesson.number % 2 else "nl"


def _keyboard(lesson: Any) -> bool:
    """The keyboard in lessons 1, 2 and 5, the mouse in the others."""
    return lesson.number % 4 in (1, 2)


class Learner:
    """Drives one Rummy exercise on the page through its visible controls."""

    def __init__(self, page: Any, lang: str, keyboard: bool) -> None:
        self.page = page
        self.lang = lang
        self.keyboard = keyboard
        self.area = page.locator("[data-exercise]")

    def named(self, text: str) -> Any:
        return self.area.get_by_role("button", name=text, exact=True)

    def press(self, text: str) -> None:
        button = self.named(text)
        if self.keyboard:
            button.focus()
            self.page.keyboard.press("Enter")
        else:
            button.click()

    def pick(self, cards: Any) -> None:
        """Make exactly these cards the chosen ones: click them, or the arrow keys and
        Space like a keyboard user."""
        hand = self.area.get_by_role("group", name=say("ui.your_cards_drawn", self.lang),
                                     exact=True)
        wanted = {c.name(self.lang) for c in cards}
        buttons = hand.get_by_role("button")
        state = [(buttons.nth(i).get_attribute("aria-label"),
                  buttons.nth(i).get_attribute("aria-pressed") == "true")
                 for i in range(buttons.count())]
        toggle = [i for i, (name, pressed) in enumerate(state) if (name in wanted) != pressed]
        if not self.keyboard:
            for i in toggle:
                buttons.nth(i).click()
        else:
            buttons.nth(0).focus()
            self.page.keyboard.press("Home")
            position = 0
            for i in toggle:
                for _ in range(i - position):
                    self.page.keyboard.press("ArrowRight")
                position = i
                self.page.keyboard.press("Space")
        for name in wanted:
            button = hand.get_by_role("button", name=name, exact=True)
            assert button.get_attribute("aria-pressed") == "true"

    def answer(self, e: ex.Exercise, answer: Any) -> None:
        """Give `answer` (in the form gintutor.exercises.judge takes) through the page."""
        k = e.kind
        if k == "points":
            box = self.area.get_by_label(t("ui.points", self.lang), exact=True)
            box.fill(str(answer))
            box.press("Enter")
        elif k == "is_meld":
            self.press(t("choice.yes" if answer else "choice.no", self.lang))
        elif k == "rummy_may_lay_off":
            self.press(say("ui.may_yes" if answer else "ui.may_no", self.lang))
        elif k == "rummy_plays":
            if answer:
                self.pick(answer)
                self.press(say("ui.put_down", self.lang))
            else:
                self.press(say("ui.nothing_down", self.lang))
        elif k == "rummy_hold":
            typed = dict(answer)
            for box in ("hold", "down"):
                field = self.area.get_by_label(say(f"ui.hold.{box}", self.lang), exact=True)
                field.fill(typed[box])
            field.press("Enter")
        elif k == "rummy_pays":
            typed = dict(answer)
            last = None
            for seat in range(e.players):
                if seat == e.seat:
                    continue
                box = self.area.get_by_label(say("ui.pays", self.lang, name=NAMES[seat]),
                                             exact=True)
                box.fill(typed[f"seat-{seat}"])
                last = box
            assert last is not None
            if self.keyboard:
                last.press("Enter")
            else:
                self.named(t("ui.check", self.lang)).click()
        else:  # pragma: no cover
            raise AssertionError(k)

    def feedback(self) -> Any:
        return self.area.locator("[data-feedback]")


def wrong_answer(e: ex.Exercise, right: Any) -> Any:
    """A plausible mistake for this exercise (judged wrong by the engine, checked below)."""
    k = e.kind
    if k == "points":
        return right + 1
    if k in ("is_meld", "rummy_may_lay_off"):
        return not right
    if k == "rummy_plays":
        return frozenset() if right else frozenset(e.cards[:1])
    if k in ("rummy_pays", "rummy_hold"):
        (box, text), *rest = right
        return ((box, str(int(text) + 1)), *rest)
    raise AssertionError(k)


def first_of_each_kind(lesson: Any) -> list[tuple[int, ex.Exercise]]:
    seen: dict[str, tuple[int, ex.Exercise]] = {}
    for i, e in enumerate(lesson.exercises, 1):
        seen.setdefault(e.kind, (i, e))
    return list(seen.values())


def _open(page: Any, lang: str, number: int, total: int) -> None:
    page.get_by_role(
        "button", name=re.compile("^" + re.escape(t("ui.exercise_n", lang, n=number)) + r"(,|$)")
    ).click()
    page.get_by_role(
        "heading", name=t("ui.exercise_of", lang, n=number, total=total)
    ).wait_for(timeout=TIMEOUT)


def _good(learner: Learner) -> None:
    learner.feedback().locator("xpath=self::*[contains(@class,'good')]").wait_for(timeout=TIMEOUT)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_each_kind_of_exercise_through_the_page(page: Any, goto_ready: Any, lesson: Any) -> None:
    lang = _lang(lesson)
    goto_ready(page, f"{lang}/{COURSE.slug(lesson)}/")
    learner = Learner(page, lang, _keyboard(lesson))
    total = len(lesson.exercises)
    for k, (number, e) in enumerate(first_of_each_kind(lesson)):
        _open(page, lang, number, total)
        right = ex.solve(e, STD)
        if k == 0:
            # A mistake first: specific feedback next to the exercise, said by a live region.
            mistake = wrong_answer(e, right)
            expected = ex.judge(e, mistake, STD, lang)
            assert not expected.correct
            learner.answer(e, mistake)
            fb = learner.feedback()
            assert fb.get_attribute("aria-live") == "polite"
            page.wait_for_function(
                "el => el.classList.contains('bad')", arg=fb.element_handle(), timeout=TIMEOUT
            )
            assert fb.inner_text().strip() == expected.message
            for cls, cards in (("wrong", expected.cards), ("look", expected.look)):
                marked = learner.area.locator(f"[data-card].{cls}").evaluate_all(
                    "els => els.map(el => el.dataset.card)"
                )
                assert set(marked) == {c.code for c in cards}, cls
            learner.named(t("hint_of", lang, n=1)).click()
            hint = learner.area.locator(".hint").first
            assert ex.hints(e, STD, lang)[0].text in hint.inner_text()
            assert learner.named(t("hint_of", lang, n=2)).is_visible()
        learner.answer(e, right)
        _good(learner)
        assert learner.feedback().inner_text().strip() == ex.judge(e, right, STD, lang).message
        got = re.search(r"([123]) (of|van) 3", learner.area.locator("[data-stars]").inner_text())
        assert got, "stars are shown in words"
        assert (got.group(1) == "3") == (k > 0), "a mistake and a hint cost stars; none, none"
        label = view.next_label(number, total, False, lang)
        nxt = learner.area.get_by_role("button", name=label, exact=True)
        assert nxt.evaluate("el => el === document.activeElement"), "Next should have the focus"


def _set_storage(page: Any, site: Any, values: dict[str, str | None]) -> None:
    page.goto(site.url + "static/site.css")
    page.evaluate(
        """(values) => { for (const [k, v] of Object.entries(values)) {
        if (v === null) localStorage.removeItem(k); else localStorage.setItem(k, v); } }""",
        values,
    )


def test_finishing_a_lesson_shows_in_the_rummy_section_of_the_course_map(
    page: Any, goto_ready: Any, site: Any
) -> None:
    lesson = LESSONS[0]
    _set_storage(page, site, {STORAGE_KEY: None, BACKUP_KEY: None})
    goto_ready(page, f"en/{COURSE.slug(lesson)}/")
    learner = Learner(page, "en", keyboard=True)
    total = len(lesson.exercises)
    for number, e in enumerate(lesson.exercises, 1):
        page.get_by_role("heading", name=f"Exercise {number} of {total}").wait_for()
        learner.answer(e, ex.solve(e, STD))
        _good(learner)
        page.keyboard.press("Enter")  # Next has the focus: one key press goes on
    done = page.locator("[data-done]")
    done.wait_for(state="visible", timeout=TIMEOUT)
    assert f"Lesson complete: {3 * total} of {3 * total} stars" in done.inner_text()

    goto_ready(page, "en/")
    section = page.locator(f"#course-{COURSE.id}")
    section.locator("details.course-lessons > summary").click()  # the course's lessons
    item = section.locator(f'.course-map li[data-lesson="{COURSE.slug(lesson)}"]')
    item.filter(has_text="✓ done").wait_for(timeout=TIMEOUT)
    assert "3 of 3 stars" in item.inner_text()
    gin = page.locator("#course-gin")
    gin.locator("details.course-lessons > summary").click()
    assert gin.locator(".course-map").is_visible()
    assert "✓ done" not in gin.inner_text()
    page.evaluate(
        f"localStorage.removeItem('{STORAGE_KEY}'); localStorage.removeItem('{BACKUP_KEY}')"
    )


def test_more_practice_deals_a_rummy_exercise(page: Any, goto_ready: Any) -> None:
    lesson = next(lesson for lesson in LESSONS if lesson.slug == "scoring")
    goto_ready(page, f"en/{COURSE.slug(lesson)}/")
    page.get_by_role("button", name=t("ui.more_practice", "en")).click()
    page.get_by_role("heading", name="Practice 1").wait_for(timeout=TIMEOUT)
    e = lesson.practice_exercise(0, STD)
    learner = Learner(page, "en", keyboard=False)
    learner.answer(e, ex.solve(e, STD))
    _good(learner)


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
    _open(page, "en", number, len(lesson.exercises))
    learner = Learner(page, "en", keyboard=False)
    learner.answer(e, wrong_answer(e, ex.solve(e, STD)))
    learner.named(t("hint_of", "en", n=1)).click()
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
    _open(page, "nl", number, len(other.exercises))
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
        _open(page, lang, number, len(lesson.exercises))
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        learner = Learner(page, lang, keyboard=False)
        learner.area.screenshot(path=str(ROOT / "screenshots" / f"{kind}-360.png"))
