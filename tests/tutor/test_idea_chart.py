"""The practice set's chart per idea and its weak ideas (issue 46: "an idea missed at
least three times and below the learner's own average is named as a weak idea, with a
link to the lesson that teaches it and to more positions of that idea")."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from gintutor.courses import load_courses
from gintutor.families import FAMILIES
from gintutor.idea_chart import WEAK_MISSES, idea_chart, overall_percent, positions_of_idea
from gintutor.ideas import IDEAS
from gintutor.practice_set import PracticeSet, SetPosition
from gintutor.review.starters import starters

DAY = date(2026, 12, 7)


def _set(*positions: tuple[str, str, str, int, int]) -> PracticeSet:
    """A set of (key, variant, idea, tries, right) positions, all added on DAY."""
    practice = PracticeSet()
    for key, variant, idea, tries, right in positions:
        practice.add(SetPosition(key, variant, idea, {}, 1, 0), DAY)
        practice._put(replace(practice.find(key), tries=tries, right=right))
    return practice


def test_each_position_counts_the_miss_that_brought_it_in() -> None:
    [standing] = idea_chart(_set(("a", "gin", "knock", 0, 0), ("b", "gin", "knock", 3, 2)))
    assert (standing.positions, standing.tries, standing.right, standing.missed) == (2, 5, 2, 3)
    assert standing.percent == 40


def test_a_weak_idea_is_missed_three_times_and_below_the_learners_own_share() -> None:
    chart = idea_chart(_set(
        ("a", "gin", "discard", 2, 0),   # 3 tries, 0 right: weak
        ("b", "gin", "knock", 5, 4),     # 6 tries, 4 right
        ("c", "gin", "upcard", 1, 0),    # 2 tries, 0 right: below, but missed twice only
    ))
    assert overall_percent(chart) == 100 * 4 // 11
    assert {s.idea: s.weak for s in chart} == {"discard": True, "knock": False,
                                               "upcard": False}
    assert WEAK_MISSES == 3


def test_missing_everything_alike_names_no_weak_idea() -> None:
    chart = idea_chart(_set(("a", "gin", "discard", 4, 0), ("b", "gin", "knock", 4, 0)))
    assert [s.weak for s in chart] == [False, False]


def test_the_chart_follows_the_ideas_list_and_the_lesson_the_game_most_missed_in() -> None:
    chart = idea_chart(_set(
        ("a", "gin", "discard", 0, 0),
        ("b", "rummy", "discard", 3, 1),
        ("c", "rummy", "meld", 0, 0),
    ))
    assert [s.idea for s in chart] == [i for i in IDEAS if i in ("discard", "meld")]
    discard = next(s for s in chart if s.idea == "discard")
    assert (discard.variant, discard.lesson) == ("rummy", "rummy/01-the-table")


def test_every_idea_lesson_is_a_lesson_of_the_courses() -> None:
    lessons = {lesson.id for course in load_courses() for lesson in course.lessons}
    named = {lesson for family in FAMILIES for _, lesson in family.ideas if lesson}
    assert named and named <= lessons


def test_more_positions_of_an_idea_are_the_learners_own_then_the_computers_games() -> None:
    practice = _set(("mine", "gin", "discard", 1, 0), ("other", "rummy", "meld", 0, 0))
    found = positions_of_idea("discard", practice, starters())
    assert found[0].key == "mine"
    more = found[1:]
    assert more and all(p.idea == "discard" and p.variant == "gin" for p in more)
    assert len({p.key for p in found}) == len(found)


@pytest.mark.parametrize("idea", list(IDEAS))
def test_every_idea_met_in_a_game_has_more_positions_from_the_computers_games(
        idea: str) -> None:
    stored = starters()
    for positions in stored.values():
        for p in positions:
            if p.idea != idea:
                continue
            mine = _set(("mine", p.variant, idea, 0, 0))
            assert len(positions_of_idea(idea, mine, stored)) >= 2
