"""Lesson pages in a real browser, used the way a learner would: by role and name, with the
mouse and the keyboard. Every lesson: an exercise of each kind it has, one wrong answer
with its feedback and one hint. Then the course map, reload and damaged storage.

The right answers are computed by gintutor/ginrules here too, never typed into the test.

Run alone:  .venv/bin/pytest tests/browser/test_lessons.py -q
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

from ginrules import Rules, check_meld  # noqa: E402
from gintutor import exercises as ex  # noqa: E402
from gintutor import lesson_page as view  # noqa: E402
from gintutor.courses import load_lessons  # noqa: E402
from gintutor.i18n import t  # noqa: E402
from gintutor.progress import BACKUP_KEY, STORAGE_KEY  # noqa: E402

pytestmark = pytest.mark.browser

LESSONS = load_lessons(ROOT / "lessons")
STD = Rules.preset("standard")
TIMEOUT = 20_000


def _lang(lesson: Any) -> str:
    """Odd lessons in English, even ones in Dutch: both languages get used."""
    return "en" if lesson.number % 2 else "nl"


def _keyboard(lesson: Any) -> bool:
    """Pick cards with the keyboard in every other pair of lessons, the mouse in the rest."""
    return lesson.number % 4 in (1, 2)


class Learner:
    """Drives one exercise on the page through its visible controls."""

    def __init__(self, page: Any, lang: str, keyboard: bool) -> None:
        self.page = page
        self.lang = lang
        self.keyboard = keyboard
        self.area = page.locator("[data-exercise]")

    def button(self, key: str, **values: Any) -> Any:
        return self.area.get_by_role("button", name=t(key, self.lang, **values), exact=True)

    def hand(self, kind: str) -> Any:
        name = t("ui.loose_cards" if kind == "arrange" else "ui.your_cards", self.lang)
        return self.area.get_by_role("group", name=name, exact=True)

    def pick(self, kind: str, cards: Any) -> None:
        """Make exactly these cards the chosen ones: click them, or Tab in and use the arrow
        keys and Space like a keyboard user."""
        hand = self.hand(kind)
        wanted = {c.name(self.lang) for c in cards}
        buttons = hand.get_by_role("button")
        state = [
            (
                buttons.nth(i).get_attribute("aria-label"),
                buttons.nth(i).get_attribute("aria-pressed") == "true",
            )
            for i in range(buttons.count())
        ]
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
            assert (
                hand.get_by_role("button", name=name, exact=True).get_attribute("aria-pressed")
                == "true"
            )

    def number(self, label_key: str, value: int) -> None:
        box = self.area.get_by_label(t(label_key, self.lang), exact=True)
        box.fill(str(value))
        box.press("Enter")

    def answer(self, e: ex.Exercise, answer: Any) -> None:
        """Give `answer` (in the form gintutor.exercises.judge takes) through the page."""
        k = e.kind
        if k in ("points", "deadwood", "game"):
            label = {"points": "ui.points", "deadwood": "ui.deadwood", "game": "ui.winner_total"}[k]
            self.number(label, answer)
        elif k == "is_meld":
            self.button("choice.yes" if answer else "choice.no").click()
        elif k == "pick_meld":
            self.pick(k, answer)
            self.button("ui.check_meld").click()
        elif k == "arrange":
            live = self.area.locator("[data-live]")
            made: list[Any] = []
            for group in answer:
                self.pick(k, group)
                self.button("ui.make_meld").click()
                made.append(group)
                left, _ = ex.live_deadwood(e.cards, made)  # the count updates as cards are grouped
                self.page.wait_for_function(
                    "([el, text]) => el.textContent === text",
                    arg=[live.element_handle(), t("ui.live_deadwood", self.lang, n=left)],
                    timeout=TIMEOUT,
                )
            self.button("ui.check").click()
        elif k == "knock":
            verdict, discard = answer
            if discard is not None:
                self.pick(k, [discard])
            self.button(f"choice.{verdict}").click()
        elif k == "layoff":
            if answer:
                self.pick(k, answer)
                self.button("ui.lay_off").click()
            else:
                self.button("ui.nothing_fits").click()
        elif k == "score":
            who, points = answer
            self.area.get_by_role("radio", name=t(f"role.{who}", self.lang)).check()
            self.number("ui.points", points)
        else:  # pragma: no cover
            raise AssertionError(k)

    def feedback(self) -> Any:
        return self.area.locator("[data-feedback]")


def wrong_answer(e: ex.Exercise, right: Any) -> Any:
    """A plausible mistake for this exercise (judged wrong by the engine, checked below)."""
    k = e.kind
    if k in ("points", "deadwood", "game"):
        return right + 1
    if k == "is_meld":
        return not right
    if k == "pick_meld":
        cards = list(e.cards)
        for i in range(len(cards) - 2):
            trio = cards[i : i + 3]
            if not check_meld(tuple(trio)).is_meld:
                return trio
    if k == "arrange":
        return []
    if k == "knock":
        return (
            ("none", None) if right[0] != "none" else ("knock", max(e.cards, key=lambda c: c.value))
        )
    if k == "layoff":
        return frozenset() if right else frozenset(e.cards[:1])
    if k == "score":
        return ("knocker" if right[0] == "defender" else "defender", right[1])
    raise AssertionError(k)


def first_of_each_kind(lesson: Any) -> list[tuple[int, ex.Exercise]]:
    seen: dict[str, tuple[int, ex.Exercise]] = {}
    for i, e in enumerate(lesson.exercises, 1):
        seen.setdefault(e.kind, (i, e))
    return list(seen.values())


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_each_kind_of_exercise_through_the_page(page: Any, goto_ready: Any, lesson: Any) -> None:
    lang = _lang(lesson)
    goto_ready(page, f"{lang}/lessons/{lesson.slug}/")
    learner = Learner(page, lang, _keyboard(lesson))
    for k, (number, e) in enumerate(first_of_each_kind(lesson)):
        page.get_by_role(
            "button",
            name=re.compile("^" + re.escape(t("ui.exercise_n", lang, n=number)) + r"(,|$)"),
        ).click()
        page.get_by_role(
            "heading", name=t("ui.exercise_of", lang, n=number, total=len(lesson.exercises))
        ).wait_for(timeout=TIMEOUT)
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
            # The cards it is about: mistakes marked wrong, overlooked cards pointed at.
            for cls, cards in (("wrong", expected.cards), ("look", expected.look)):
                marked = learner.area.locator(f"[data-card].{cls}").evaluate_all(
                    "els => els.map(el => el.dataset.card)"
                )
                assert set(marked) == {c.code for c in cards}, cls
            # One hint, numbered.
            learner.button("hint_of", n=1).click()
            hint = learner.area.locator(".hint").first
            assert t("hint_of", lang, n=1) in hint.inner_text()
            assert learner.button("hint_of", n=2).is_visible()
        learner.answer(e, right)
        fb = learner.feedback()
        page.wait_for_function(
            "el => el.classList.contains('good')", arg=fb.element_handle(), timeout=TIMEOUT
        )
        got = re.search(r"([123]) (of|van) 3", learner.area.locator("[data-stars]").inner_text())
        assert got, "stars are shown in words"
        assert (got.group(1) == "3") == (k > 0), "a mistake and a hint cost stars; none, none"
        label = view.next_label(number, len(lesson.exercises), False, lang)
        nxt = learner.area.get_by_role("button", name=label, exact=True)
        assert nxt.evaluate("el => el === document.activeElement"), "Next should have the focus"


def _set_storage(page: Any, site: Any, values: dict[str, str | None]) -> None:
    """Set (or, with None, remove) localStorage keys of the site's origin before a page
    loads: from a plain file of the same origin, so no Python start is spent on it."""
    page.goto(site.url + "static/site.css")
    page.evaluate(
        """(values) => { for (const [k, v] of Object.entries(values)) {
        if (v === null) localStorage.removeItem(k); else localStorage.setItem(k, v); } }""",
        values,
    )


def _good(learner: Learner) -> None:
    learner.feedback().locator("xpath=self::*[contains(@class,'good')]").wait_for(timeout=TIMEOUT)


def test_finishing_a_lesson_shows_on_the_course_map_and_survives_reload(
    page: Any, goto_ready: Any, site: Any
) -> None:
    lesson = LESSONS[0]
    _set_storage(page, site, {STORAGE_KEY: None, BACKUP_KEY: None})
    goto_ready(page, f"en/lessons/{lesson.slug}/")
    learner = Learner(page, "en", keyboard=True)
    for number, e in enumerate(lesson.exercises, 1):
        page.get_by_role("heading", name=f"Exercise {number} of {len(lesson.exercises)}").wait_for()
        learner.answer(e, ex.solve(e, STD))
        _good(learner)
        page.keyboard.press("Enter")  # Next has the focus: one key press goes on
    done = page.locator("[data-done]")
    done.wait_for(state="visible", timeout=TIMEOUT)
    assert "Lesson complete: 21 of 21 stars" in done.inner_text()
    assert done.get_by_role("link", name=re.compile("^Next lesson")).is_visible()

    page.reload()  # progress and the last position stay
    page.wait_for_selector("html[data-ready]", state="attached", timeout=90_000)
    page.get_by_role("button", name="Exercise 7, 3 of 3 stars").wait_for(timeout=TIMEOUT)
    page.get_by_role("heading", name="Exercise 7 of 7").wait_for(timeout=TIMEOUT)
    # A finished exercise reopened says it was solved, with its stars.
    page.get_by_role("button", name="Exercise 2, 3 of 3 stars").click()
    page.get_by_role("heading", name="Exercise 2 of 7").wait_for(timeout=TIMEOUT)
    assert page.locator("[data-solved-before]").inner_text().startswith(
        "✓ Solved before: 3 of 3 stars.")

    goto_ready(page, "en/")
    page.locator("#course-gin details.course-lessons > summary").click()  # the lessons
    item = page.locator(f'.course-map li[data-lesson="lessons/{lesson.slug}"]')
    item.filter(has_text="✓ done").wait_for(timeout=TIMEOUT)
    assert "3 of 3 stars" in item.inner_text()
    cont = page.get_by_role("link", name="Continue")
    assert cont.get_attribute("href").endswith("lessons/sets/")


@pytest.mark.parametrize(
    "stored",
    [
        "{not json",
        '{"version": 1, "lessons": {"02-sets": {"stars": {"1": 3, "2": "lots"}},'
        ' "../x": 5, "03-runs": []}}',
    ],
)
def test_damaged_progress_is_survived_and_kept_aside(
    page: Any, goto_ready: Any, site: Any, stored: str
) -> None:
    _set_storage(page, site, {STORAGE_KEY: stored, BACKUP_KEY: None})
    goto_ready(page, "en/lessons/sets/")
    assert (
        page.locator("[data-progress-status]")
        .inner_text()
        .startswith("Part of your saved progress")
    )
    assert page.evaluate(f"localStorage.getItem('{BACKUP_KEY}')") == stored
    if '"1": 3' in stored:  # the readable part is kept
        page.get_by_role("button", name="Exercise 1, 3 of 3 stars").wait_for(timeout=TIMEOUT)
    # The page still works: answer exercise 2, and the progress is written back whole.
    learner = Learner(page, "en", keyboard=False)
    page.get_by_role("button", name=re.compile(r"^Exercise 2(,|$)")).click()
    e = LESSONS[1].exercises[1]
    learner.answer(e, ex.solve(e, STD))
    _good(learner)
    saved = page.evaluate(f"localStorage.getItem('{STORAGE_KEY}')")
    assert '"2": 3' in saved and ('"1": 3' in saved) == ('"1": 3' in stored)
    if "not json" not in stored:
        return
    # Export, import and reset on the same page.
    with page.expect_download() as download:
        page.get_by_role("button", name="Save progress to a file").click()
    exported = Path(download.value.path()).read_text(encoding="utf-8")
    assert '"gintutor-progress"' in exported and '"2": 3' in exported
    page.get_by_role("button", name="Start over (erase progress)").click()
    page.get_by_role("button", name="Yes, erase my progress").click()
    page.get_by_role("button", name="Exercise 2", exact=True).wait_for(timeout=TIMEOUT)
    page.get_by_label("Load progress from a file").set_input_files(
        files=[
            {"name": "progress.json", "mimeType": "application/json", "buffer": exported.encode()}
        ]
    )
    page.get_by_role("button", name="Exercise 2, 3 of 3 stars").wait_for(timeout=TIMEOUT)
    assert page.locator("[data-progress-status]").inner_text() == (
        "Progress loaded: 1 exercise in 1 lesson."  # the import says what it took in (issue 18)
    )
    page.evaluate(
        f"localStorage.removeItem('{STORAGE_KEY}'); localStorage.removeItem('{BACKUP_KEY}')"
    )


def test_more_practice_and_house_rules(page: Any, goto_ready: Any, site: Any) -> None:
    _set_storage(page, site, {"gin.settings": '{"rules": "nl-klassiek"}'})
    goto_ready(page, "en/lessons/knocking/")
    assert "9 or less" in page.locator(".lesson-text").inner_text()
    assert "Your house rules: Dutch classic." in page.locator("[data-rules-line]").inner_text()
    page.get_by_role("button", name="More practice").click()
    heading = page.get_by_role("heading", name="Practice 1")
    heading.wait_for(timeout=TIMEOUT)
    assert heading.evaluate("el => el === document.activeElement")
    lesson = next(lesson for lesson in LESSONS if lesson.slug == "knocking")
    e = lesson.practice_exercise(0, Rules.preset("nl-klassiek"))
    learner = Learner(page, "en", keyboard=False)
    learner.answer(e, ex.solve(e, Rules.preset("nl-klassiek")))
    _good(learner)
    page.evaluate("localStorage.removeItem('gin.settings')")


def test_lesson_page_screenshots(page: Any, goto_ready: Any, tools: Any) -> None:
    """A lesson page as a learner sees it, phone and laptop, after a mistake with a hint
    open. Saved to screenshots/ for a person to look at."""
    e = next(lesson for lesson in LESSONS if lesson.slug == "layoffs").exercises[0]
    page.set_viewport_size({"width": 360, "height": 640})
    goto_ready(page, "en/lessons/layoffs/")
    learner = Learner(page, "en", keyboard=False)
    page.get_by_role("button", name=re.compile(r"^Exercise 1(,|$)")).click()
    learner.answer(e, frozenset())
    learner.button("hint_of", n=1).click()
    for width, height in ((360, 640), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        tools.screenshot(page, f"lesson-{width}x{height}")
    # Then the answer shown on the cards, answered: 1 star, and the line that says why.
    learner.button("ui.show_answer").click()
    learner.answer(e, ex.solve(e, STD))
    _good(learner)
    assert _stars_said(learner) == (1, t("ui.stars_why_1", "en"))
    for width, height in ((360, 640), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        learner.area.locator("[data-after]").scroll_into_view_if_needed()
        tools.screenshot(page, f"lesson-answer-shown-{width}x{height}")


# ------------------------------------------------------------------ the teaching contract


def _answer_leaks(e: ex.Exercise, right: Any, mistake: Any, lang: str, text: str) -> list[str]:
    """What of the answer a message shows: the right number, discard, player or cards
    (the learner's own choice may be named; the rest must wait for hint 3)."""

    def number(n: int) -> bool:
        return re.search(rf"(?<![\d]){n}(?![\d♠♥♦♣])", text) is not None

    leaks = []
    k = e.kind
    if k in ("points", "deadwood", "game") and number(right):
        leaks.append(str(right))
    if k == "knock" and right[1] is not None and mistake[1] != right[1] and str(right[1]) in text:
        leaks.append(str(right[1]))
    if k == "layoff":
        leaks += [str(c) for c in set(right) - set(mistake) if str(c) in text]
    if k == "score":
        if t(f"role.{right[0]}", lang) in text and mistake[0] != right[0]:
            leaks.append(right[0])
        if number(right[1]):
            leaks.append(str(right[1]))
    if ex.hints(e, STD, lang)[2].text in text:
        leaks.append("the answer hint")
    return leaks


def _exercise_of_each_kind() -> list[tuple[Any, int, ex.Exercise]]:
    seen: dict[str, tuple[Any, int, ex.Exercise]] = {}
    for lesson in LESSONS:
        for i, e in enumerate(lesson.exercises, 1):
            if e.preset in (None, "standard"):
                seen.setdefault(e.kind, (lesson, i, e))
    return list(seen.values())


KIND_CASES = _exercise_of_each_kind()


def _open(page: Any, lesson: Any, number: int, lang: str) -> None:
    page.get_by_role(
        "button", name=re.compile("^" + re.escape(t("ui.exercise_n", lang, n=number)) + r"(,|$)")
    ).click()
    page.get_by_role(
        "heading", name=t("ui.exercise_of", lang, n=number, total=len(lesson.exercises))
    ).wait_for(timeout=TIMEOUT)


def _stars_said(learner: Learner) -> tuple[int, str]:
    after = learner.area.locator("[data-after]")
    after.wait_for(state="visible", timeout=TIMEOUT)
    got = re.search(r"([123]) (of|van) 3", after.locator("[data-stars]").inner_text())
    assert got, "stars are shown in words"
    return int(got.group(1)), after.locator("[data-stars-why]").inner_text().strip()


@pytest.mark.parametrize(
    ("lesson", "number", "e"), KIND_CASES, ids=[f"{c[2].kind}" for c in KIND_CASES]
)
def test_the_answer_waits_for_hint_3_or_show_the_answer(
    page: Any, goto_ready: Any, site: Any, lesson: Any, number: int, e: ex.Exercise
) -> None:
    """A wrong answer's message names the mistake but not the answer; hints 1 and 2 do not
    show the answer on the cards; hint 3 (odd kinds) or "Show the answer" (even kinds)
    does, the hint button then says so, and a right answer after it earns 1 star, also
    after "Try again"."""
    _set_storage(page, site, {STORAGE_KEY: None, BACKUP_KEY: None})
    lang = "nl" if KIND_CASES.index((lesson, number, e)) % 2 else "en"
    goto_ready(page, f"{lang}/lessons/{lesson.slug}/")
    _open(page, lesson, number, lang)
    learner = Learner(page, lang, keyboard=False)
    right = ex.solve(e, STD)
    mistake = wrong_answer(e, right)
    learner.answer(e, mistake)
    fb = learner.feedback()
    page.wait_for_function(
        "el => el.classList.contains('bad')", arg=fb.element_handle(), timeout=TIMEOUT
    )
    message = fb.inner_text().strip()
    assert message == ex.judge(e, mistake, STD, lang).message
    assert _answer_leaks(e, right, mistake, lang, message) == [], message
    answer_cards = learner.area.get_by_role("group", name=t("ui.answer_cards", lang), exact=True)
    for n in (1, 2):
        learner.button("hint_of", n=n).click()
        learner.area.locator(".hint").nth(n - 1).wait_for(timeout=TIMEOUT)
        assert answer_cards.count() == 0, f"hint {n} must not show the answer"
    third = ex.hints(e, STD, lang)[2]
    if KIND_CASES.index((lesson, number, e)) % 2 == 0:
        learner.button("hint_of", n=3).click()
    else:
        learner.button("ui.show_answer").click()
    shown = learner.area.locator(".hint").last.filter(has_text=third.text)
    shown.wait_for(timeout=TIMEOUT)
    said = t("hint_of", lang, n=3) if KIND_CASES.index((lesson, number, e)) % 2 == 0 else None
    assert shown.inner_text().startswith(said or t("ui.the_answer", lang))
    if third.groups or third.rest:
        assert answer_cards.is_visible()
    used_up = learner.button("ui.no_more_hints")
    assert used_up.is_disabled() and learner.button("ui.show_answer").is_disabled()
    learner.answer(e, right)
    _good(learner)
    assert _stars_said(learner) == (1, t("ui.stars_why_1", lang))
    if e.kind in ("points", "deadwood", "game", "score"):
        assert learner.area.locator("#ex-number").is_disabled(), "the answer box is locked"
    learner.button("ui.retry").click()  # knowing the answer now is not worth more stars
    learner.answer(e, right)
    _good(learner)
    assert _stars_said(learner)[0] == 1


def test_stars_follow_the_rule_and_the_end_says_so(page: Any, goto_ready: Any, site: Any) -> None:
    """3 stars right at the first try, 2 after a mistake or a hint; the line under the
    stars says which; the last exercise finishes the lesson with words that follow the
    stars (not always "Well done!")."""
    lesson = LESSONS[0]
    count = len(lesson.exercises)
    _set_storage(page, site, {STORAGE_KEY: None, BACKUP_KEY: None})
    goto_ready(page, f"en/lessons/{lesson.slug}/")
    learner = Learner(page, "en", keyboard=False)
    earned: dict[int, int] = {}
    for number, e in enumerate(lesson.exercises, 1):
        _open(page, lesson, number, "en")
        right = ex.solve(e, STD)
        if number == 2:
            learner.answer(e, right + 1)
            learner.feedback().locator("xpath=self::*[contains(@class,'bad')]").wait_for()
        elif number == 3:
            learner.button("hint_of", n=1).click()
            learner.button("hint_of", n=2).wait_for(timeout=TIMEOUT)
        learner.answer(e, right)
        _good(learner)
        stars, why = _stars_said(learner)
        expected = 2 if number in (2, 3) else 3
        assert (stars, why) == (expected, t(f"ui.stars_why_{expected}", "en"))
        box = learner.area.locator("#ex-number")
        assert box.is_disabled() and box.input_value() == str(right), "locked once right"
        earned[number] = stars
        label = "Finish the lesson" if number == count else "Next exercise"
        assert learner.area.get_by_role("button", name=label, exact=True).is_visible()
    learner.area.get_by_role("button", name="Finish the lesson", exact=True).click()
    done = page.locator("[data-done]")
    done.wait_for(state="visible", timeout=TIMEOUT)
    text = done.inner_text()
    assert text.startswith(f"Lesson complete: {sum(earned.values())} of {3 * count} stars.")
    assert view.lesson_done_text(earned, count, "en") in text
    assert "Every exercise right at the first try" not in text


def _no_sideways_scroll(page: Any, where: str) -> None:
    extra = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert extra <= 0, f"{where}: the page scrolls {extra} px sideways at 360 px"


def _dealt_codes(learner: Learner) -> set[str]:
    """Every card the exercise shows (before any hint adds the answer's cards)."""
    codes = learner.area.locator("[data-card]").evaluate_all(
        "els => els.map(el => el.dataset.card)"
    )
    return set(codes)


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_no_exercise_scrolls_sideways_on_a_phone(
    page: Any, goto_ready: Any, site: Any, lesson: Any, lang: str
) -> None:
    """Every exercise of every lesson at 360 px, before and after its answer is shown on
    the cards, and two more-practice items, dealt by Pyodide the same as by CPython."""
    _set_storage(page, site, {STORAGE_KEY: None, BACKUP_KEY: None})
    page.set_viewport_size({"width": 360, "height": 640})
    goto_ready(page, f"{lang}/lessons/{lesson.slug}/")
    learner = Learner(page, lang, keyboard=True)  # overlapped phone cards: the arrow keys
    _no_sideways_scroll(page, f"{lesson.id} {lang} text")
    for number in range(1, len(lesson.exercises) + 1):
        _open(page, lesson, number, lang)
        _no_sideways_scroll(page, f"{lesson.id} {lang} exercise {number}")
        learner.button("ui.show_answer").click()
        learner.area.locator(".hint").first.wait_for(timeout=TIMEOUT)
        _no_sideways_scroll(page, f"{lesson.id} {lang} exercise {number} with its answer")
    page.get_by_role("button", name=t("ui.more_practice", lang), exact=True).click()
    for seed in (0, 1):
        page.get_by_role("heading", name=t("ui.practice_no", lang, n=seed + 1)).wait_for(
            timeout=TIMEOUT
        )
        e = lesson.practice_exercise(seed, STD)
        if e.cards:  # the same seed deals the same hand in Pyodide as in CPython
            assert _dealt_codes(learner) == {c.code for c in (*e.cards, *e.knocker)}
        else:
            assert ex.question(e, lang, STD) in learner.area.inner_text()
        _no_sideways_scroll(page, f"{lesson.id} {lang} practice {seed + 1}")
        learner.button("ui.show_answer").click()
        learner.area.locator(".hint").first.wait_for(timeout=TIMEOUT)
        _no_sideways_scroll(page, f"{lesson.id} {lang} practice {seed + 1} with its answer")
        learner.answer(e, ex.solve(e, STD))
        _good(learner)
        learner.button("ui.next").click()


def test_dutch_deadwood_screenshot_after_a_wrong_number(
    page: Any, goto_ready: Any, tools: Any
) -> None:
    """Issue 13's example on a Dutch phone: 36 is what no grouping of these cards leaves."""
    lesson = next(lesson for lesson in LESSONS if lesson.slug == "deadwood")
    e = lesson.exercises[3]
    page.set_viewport_size({"width": 360, "height": 640})
    goto_ready(page, f"nl/lessons/{lesson.slug}/")
    _open(page, lesson, 4, "nl")
    learner = Learner(page, "nl", keyboard=False)
    learner.answer(e, 36)
    fb = learner.feedback()
    page.wait_for_function(
        "el => el.classList.contains('bad')", arg=fb.element_handle(), timeout=TIMEOUT
    )
    assert fb.inner_text().strip().startswith("Geen enkele indeling van deze kaarten laat 36")
    tools.screenshot(page, "lesson-nl-wrong-360x640")
    # and the part a learner sees on the phone's screen: the cards, the box, the message
    fb.evaluate("el => el.scrollIntoView({block: 'center'})")
    page.screenshot(path=str(ROOT / "screenshots" / "lesson-nl-wrong-360x640-screen.png"))
