"""The exercise kinds' registry: one module per kind, found by name, and the page reads
each kind's answer through the kind (issue 14: a new kind is one new file)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ginrules import Rules, parse_cards
from gintutor import exercises as ex
from gintutor.courses import load_courses, load_lessons
from gintutor.exercises import Exercise
from gintutor.kinds import KINDS, Controls, kind_module, kind_of
from gintutor.kinds.widgets import HAND

ROOT = Path(__file__).resolve().parents[2]
LESSONS = load_lessons(ROOT / "lessons")
EXERCISES = [e for lesson in LESSONS for e in lesson.exercises]
STANDARD = Rules.preset("standard")


def test_the_registry_holds_every_kind_module_of_the_package() -> None:
    modules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "gintutor" / "kinds").rglob("*.py")
               if "\nKIND = ExerciseKind(" in p.read_text(encoding="utf-8")}
    assert {kind_module(name) for name in KINDS} == modules
    for name, kind in KINDS.items():
        assert kind.name == name
        assert kind_of(name) is kind
        module = ROOT / kind_module(name)
        assert module.exists(), f"kind {name!r} has no module of its own"


def test_every_kind_is_taught_by_some_lesson_of_some_course() -> None:
    taught = {e.kind for c in load_courses() for lesson in c.lessons for e in lesson.exercises}
    assert taught == set(KINDS)


@pytest.mark.parametrize("ask", [kind_of, lambda name: ex.practice(name, "", 0, STANDARD)])
def test_an_unknown_kind_is_a_clear_exercise_error(ask: Any) -> None:
    with pytest.raises(ex.ExerciseError, match=r"unknown exercise kind 'pointz'; known: points, "):
        ask("pointz")


def _learner_controls(e: Exercise, solution: Any) -> Controls:
    """What a learner who knows the answer does on the page, control by control."""
    s = solution
    by_kind: dict[str, Callable[[], Controls]] = {
        "points": lambda: Controls(number=str(s)),
        "deadwood": lambda: Controls(number=f" {s} "),
        "game": lambda: Controls(number=str(s)),
        "is_meld": lambda: Controls(button="yes" if s else "no"),
        "pick_meld": lambda: Controls(picked=tuple(s)),
        "arrange": lambda: Controls(groups=tuple(tuple(g) for g in s)),
        "knock": lambda: Controls(button=s[0], picked=(s[1],) if s[1] else ()),
        "layoff": lambda: Controls(picked=tuple(s)) if s else Controls(button="none"),
        "score": lambda: Controls(who=s[0], number=str(s[1])),
    }
    return by_kind[e.kind]()


@pytest.mark.parametrize("preset", ["standard", "oklahoma"])
def test_each_kind_reads_the_right_answer_from_the_page_controls(preset: str) -> None:
    rules = Rules.preset(preset)
    for e in EXERCISES + [lesson.practice_exercise(s, rules) for lesson in LESSONS
                          for s in range(6)]:
        kind = kind_of(e.kind)
        controls = _learner_controls(e, ex.solve(e, rules))
        verdict = ex.judge(e, kind.answer(controls), rules, "en")
        assert verdict.correct, (e, controls, verdict.message)
        markup = kind.body(e, e.rules_for(rules), "en")
        # The kind's markup has what its answer is read from.
        assert (f'data-hand="{HAND}"' in markup) == (kind.selection != "none"), e.kind
        if controls.button is not None:
            assert f'data-answer="{controls.button}"' in markup
        if controls.number:
            assert 'id="ex-number"' in markup
        if controls.who:
            assert f'value="{controls.who}"' in markup


def test_a_wrong_control_is_judged_wrong_through_the_kind() -> None:
    e = next(e for e in EXERCISES if e.kind == "is_meld")
    right = ex.solve(e, STANDARD)
    wrong = Controls(button="no" if right else "yes")
    assert not ex.judge(e, kind_of("is_meld").answer(wrong), STANDARD, "en").correct
    knock = next(e for e in EXERCISES if e.kind == "knock" and ex.solve(e, STANDARD)[1])
    no_card = kind_of("knock").answer(Controls(button="knock"))
    assert no_card == ("knock", None)
    assert ex.judge(knock, no_card, STANDARD, "en").message == ex.WORDS.say("bad.knock.pick", "en")


def test_the_picked_line_says_what_the_kind_picks() -> None:
    cards = parse_cards("7H 8H")
    assert kind_of("pick_meld").picked_note(cards, "en") == "Picked: 7♥ 8♥"
    assert kind_of("layoff").picked_note((), "nl") == ex.WORDS.say("ui.none_picked", "nl")
    assert kind_of("knock").picked_note(cards[:1], "nl") == "Afleggen: 7♥"
    assert kind_of("knock").picked_note((), "en") == ex.WORDS.say("ui.pick_discard", "en")


@pytest.mark.parametrize(
    "path", ["gintutor/exercises.py", "gintutor/lesson_page.py", "site/app/lesson.py"]
)
def test_no_chain_of_kind_names_outside_the_kinds(path: str) -> None:
    """The shared code asks the kind (`kind_of`), never compares its name."""
    source = (ROOT / path).read_text(encoding="utf-8")
    names = "|".join(KINDS)
    found = re.findall(rf"\b(?:k|kind)\s*(?:==|!=|in)\s*[(\[]?\s*[\"'](?:{names})[\"']", source)
    assert not found, found
