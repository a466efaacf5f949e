"""The first course's lesson pages in a real browser, beyond what every course's lessons
are checked for (tests/browser/test_course_lessons.py): damaged storage, more practice
under house rules, each kind's controls on a phone, stars, when the answer may be shown,
no sideways scroll on a phone.

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

from learner import TIMEOUT, Learner, set_storage, wrong_answer  # noqa: E402

from ginrules import Rules  # noqa: E402
from gintutor import exercises as ex  # noqa: E402
from gintutor import lesson_page as view  # noqa: E402
from gintutor.courses import load_lessons  # noqa: E402
from gintutor.i18n import WORDS  # noqa: E402
from gintutor.kinds import kind_of  # noqa: E402
from gintutor.progress import BACKUP_KEY, STORAGE_KEY  # noqa: E402

pytestmark = pytest.mark.browser

LESSONS = load_lessons(ROOT / "lessons")
STD = Rules.preset("standard")


def _good(learner: Learner) -> None:
    learner.wait_good()


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
    set_storage(page, site, {STORAGE_KEY: stored, BACKUP_KEY: None})
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
    set_storage(page, site, {"gin.settings": '{"rules": "nl-klassiek"}'})
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
    assert _stars_said(learner) == (1, WORDS.say("ui.stars_why_1", "en"))
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
        if WORDS.say(f"role.{right[0]}", lang) in text and mistake[0] != right[0]:
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
    name = WORDS.say("ui.exercise_n", lang, n=number)
    page.get_by_role("button", name=re.compile("^" + re.escape(name) + r"(,|$)")).click()
    page.get_by_role(
        "heading", name=WORDS.say("ui.exercise_of", lang, n=number, total=len(lesson.exercises))
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
def test_each_kind_draws_its_controls_and_the_answer_waits_for_hint_3(
    page: Any, goto_ready: Any, site: Any, tools: Any, lesson: Any, number: int, e: ex.Exercise
) -> None:
    """On a phone, with the keyboard: the kind's controls (gintutor/kinds/), the line under
    a hand saying what it picks, and a wrong answer given through them gets the engine's
    feedback, which names the mistake but not the answer (one screenshot per kind, phone
    and laptop). Then with the mouse: hints 1 and 2 do not show the answer on the cards;
    hint 3 (odd kinds) or "Show the answer" (even kinds) does, the hint button then says
    so, and a right answer after it earns 1 star, also after "Try again"."""
    set_storage(page, site, {STORAGE_KEY: None, BACKUP_KEY: None})
    case = KIND_CASES.index((lesson, number, e))
    lang = "nl" if case % 2 else "en"
    kind = kind_of(e.kind)
    page.set_viewport_size({"width": 360, "height": 640})
    goto_ready(page, f"{lang}/lessons/{lesson.slug}/")
    _open(page, lesson, number, lang)
    phone = Learner(page, lang, keyboard=True)  # overlapped phone cards: the arrow keys
    assert phone.area.locator(".exercise").get_attribute("data-kind") == e.kind
    note = phone.area.locator("[data-picked]")
    if kind.selection in ("single", "multi"):
        assert note.inner_text().strip() == kind.picked_note((), lang)
        phone.pick(e.kind, e.cards[:1])
        page.wait_for_function(
            "([el, text]) => el.textContent === text",
            arg=[note.element_handle(), kind.picked_note(e.cards[:1], lang)],
            timeout=TIMEOUT,
        )
    else:
        assert note.count() == 0
    right = ex.solve(e, STD)
    mistake = wrong_answer(e, right)
    phone.answer(e, mistake)
    fb = phone.feedback()
    page.wait_for_function(
        "el => el.classList.contains('bad')", arg=fb.element_handle(), timeout=TIMEOUT
    )
    message = fb.inner_text().strip()
    assert message == ex.judge(e, mistake, STD, lang).message
    assert _answer_leaks(e, right, mistake, lang, message) == [], message
    for width, height in ((360, 640), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        tools.screenshot(page, f"lesson-kind-{e.kind}-{lang}-{width}x{height}")

    learner = Learner(page, lang, keyboard=False)
    answer_cards = learner.area.get_by_role("group", name=WORDS.say("ui.answer_cards", lang),
                                            exact=True)
    for n in (1, 2):
        learner.button("hint_of", n=n).click()
        learner.area.locator(".hint").nth(n - 1).wait_for(timeout=TIMEOUT)
        assert answer_cards.count() == 0, f"hint {n} must not show the answer"
    third = ex.hints(e, STD, lang)[2]
    if case % 2 == 0:
        learner.button("hint_of", n=3).click()
    else:
        learner.button("ui.show_answer").click()
    shown = learner.area.locator(".hint").last.filter(has_text=third.text)
    shown.wait_for(timeout=TIMEOUT)
    said = WORDS.say("hint_of", lang, n=3) if case % 2 == 0 else None
    assert shown.inner_text().startswith(said or WORDS.say("ui.the_answer", lang))
    if third.groups or third.rest:
        assert answer_cards.is_visible()
    used_up = learner.button("ui.no_more_hints")
    assert used_up.is_disabled() and learner.button("ui.show_answer").is_disabled()
    learner.answer(e, right)
    _good(learner)
    assert _stars_said(learner) == (1, WORDS.say("ui.stars_why_1", lang))
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
    set_storage(page, site, {STORAGE_KEY: None, BACKUP_KEY: None})
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
        assert (stars, why) == (expected, WORDS.say(f"ui.stars_why_{expected}", "en"))
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
    the cards, in both languages; and two more-practice items, dealt by Pyodide the same
    as by CPython, in one language per lesson (odd lessons English, even ones Dutch: the
    deal does not depend on the language, and the items are of the kinds checked above)."""
    set_storage(page, site, {STORAGE_KEY: None, BACKUP_KEY: None})
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
    if lang != ("en" if lesson.number % 2 else "nl"):
        return
    page.get_by_role("button", name=WORDS.say("ui.more_practice", lang), exact=True).click()
    for seed in (0, 1):
        page.get_by_role("heading", name=WORDS.say("ui.practice_no", lang, n=seed + 1)).wait_for(
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
