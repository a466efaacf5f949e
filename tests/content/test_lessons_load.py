"""Every lesson loads, is complete in both languages, and every exercise has an answer
the engine computed and three hints, under every house-rule preset."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from ginrules import Rules
from gintutor import exercises as ex
from gintutor.courses import load_lessons, read_raw
from gintutor.i18n import LANGS
from gintutor.lessons import LessonError, lesson_from_data

LESSONS_DIR = Path(__file__).resolve().parents[2] / "lessons"
LESSONS = load_lessons(LESSONS_DIR)
PRESETS = Rules.preset_names()
CASES = [(lesson, i, e) for lesson in LESSONS for i, e in enumerate(lesson.exercises, 1)]


def _id(case: Any) -> str:
    lesson, i, _e = case
    return f"{lesson.id}#{i}"


def test_the_thirteen_lessons_in_order() -> None:
    assert [lesson.number for lesson in LESSONS] == list(range(1, 14))
    assert [lesson.slug for lesson in LESSONS][:4] == ["cards", "sets", "runs", "ace-low"]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_each_lesson_has_prose_six_exercises_and_practice(lesson: Any) -> None:
    assert len(lesson.exercises) >= 6
    assert lesson.practice
    for rules in map(Rules.preset, PRESETS):
        for lang in LANGS:
            text = [p for b in lesson.blocks for p in lesson.paragraphs(b, lang, rules)]
            assert text and all("{" not in p and "}" not in p for p in text)


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_every_exercise_is_solved_judged_and_hinted(case: Any) -> None:
    _lesson, _i, e = case
    for name in PRESETS:
        rules = Rules.preset(name)
        answer = ex.solve(e, rules)
        for lang in LANGS:
            verdict = ex.judge(e, answer, rules, lang)
            assert verdict.correct, (name, lang, verdict.message)
            assert verdict.message
            hints = ex.hints(e, rules, lang)
            assert len(hints) == 3 and all(h.text.strip() for h in hints)
            assert "{" not in ex.question(e, lang, rules)


def test_numbers_in_prose_follow_the_chosen_rules() -> None:
    lesson = next(lesson for lesson in LESSONS if lesson.slug == "scoring-a-hand")
    block = lesson.blocks[1]
    std = " ".join(lesson.paragraphs(block, "en", Rules.preset("standard")))
    hoyle = " ".join(lesson.paragraphs(block, "en", Rules.preset("hoyle")))
    assert "bonus of 25" in std and "bonus of 10" in hoyle
    gin = next(lesson for lesson in LESSONS if lesson.slug == "gin")
    assert "Big gin scores 31" in " ".join(gin.paragraphs(gin.blocks[1], "en", Rules()))
    hoyle_gin = " ".join(gin.paragraphs(gin.blocks[1], "en", Rules.preset("hoyle")))
    assert "do not play big gin" in hoyle_gin and "0" not in hoyle_gin
    knock = next(lesson for lesson in LESSONS if lesson.slug == "knocking")
    nl = " ".join(knock.paragraphs(knock.blocks[1], "nl", Rules.preset("nl-klassiek")))
    assert "9 of minder" in nl


def _raw(lesson_id: str) -> dict[str, Any]:
    return copy.deepcopy(read_raw(LESSONS_DIR)[lesson_id])


def test_a_missing_translation_fails_loading_with_the_place() -> None:
    data = _raw("02-sets")
    del data["text"][1]["nl"]
    with pytest.raises(LessonError, match=r"02-sets.*\[\[text\]\] 2.*missing translation 'nl'"):
        lesson_from_data("02-sets", data)
    data = _raw("07-knocking")
    data["exercise"][0]["ask"]["nl"] = "  "
    with pytest.raises(LessonError, match=r"\[\[exercise\]\] 1 ask: missing translation 'nl'"):
        lesson_from_data("07-knocking", data)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["exercise"][0].update(cards="8H 8D 8X"), r"\[\[exercise\]\] 1 cards"),
        (lambda d: d["exercise"][0].update(cards="8H 8D 8H"), r"\[\[exercise\]\] 1 cards"),
        (lambda d: d["exercise"][0].update(kind="quiz"), r"kind 'quiz'"),
        (lambda d: d["exercise"][0].update(answer=3), r"unknown field\(s\) answer"),
        (
            lambda d: d["text"][0].update(en="Knock with {knock_limt}."),
            r"unknown placeholder \{knock_limt\}",
        ),
        (lambda d: d["exercise"][0].update(kind="knock"), r"knock: needs 11\.\.11 cards"),
        (lambda d: d["exercise"][0].update(rules="vegas"), r"rules 'vegas'"),
    ],
)
def test_broken_lessons_fail_with_a_clear_error(change: Any, message: str) -> None:
    data = _raw("02-sets")
    change(data)
    with pytest.raises(LessonError, match=message):
        lesson_from_data("02-sets", data)


def test_the_browser_json_round_trips() -> None:
    """The page carries each lesson's raw data as JSON; the browser rebuilds the same lesson."""
    raw = read_raw(LESSONS_DIR)
    for lesson in LESSONS:
        again = lesson_from_data(lesson.id, json.loads(json.dumps(raw[lesson.id])), solve=False)
        assert again == lesson


@pytest.mark.parametrize("lang", LANGS)
def test_a_finished_exercise_says_so_when_reopened(lang: str) -> None:
    from gintutor.lesson_page import exercise_html

    lesson = LESSONS[0]
    first = lesson.exercises[0]
    fresh = exercise_html(first, Rules(), lang, 1, len(lesson.exercises))
    assert "data-solved-before" not in fresh
    again = exercise_html(first, Rules(), lang, 1, len(lesson.exercises), solved_stars=2)
    said = {"en": "Solved before: 2 of 3 stars.", "nl": "Al eerder opgelost: 2 van 3 sterren."}
    assert said[lang] in again
    practice = exercise_html(first, Rules(), lang, 1, 7, practice=True, solved_stars=2)
    assert "data-solved-before" not in practice
