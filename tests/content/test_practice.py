"""'More practice' makes valid exercises that fit each lesson, the same ones per seed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ginrules import Rules
from gintutor import exercises as ex
from gintutor.courses import load_lessons

LESSONS = load_lessons(Path(__file__).resolve().parents[2] / "lessons")
SEEDS = range(40)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
@pytest.mark.parametrize("preset", Rules.preset_names())
def test_practice_makes_valid_exercises_for_many_seeds(lesson: Any, preset: str) -> None:
    rules = Rules.preset(preset)
    kinds = {p.kind for p in lesson.practice}
    for seed in SEEDS:
        e = lesson.practice_exercise(seed, rules)
        assert e.kind in kinds
        ex.check(e)
        answer = ex.solve(e, rules)
        verdict = ex.judge(e, answer, rules, "en")
        assert verdict.correct, (seed, e, verdict.message)
        assert len(ex.hints(e, rules, "nl")) == 3


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_practice_is_the_same_for_the_same_seed(lesson: Any) -> None:
    rules = Rules.preset("standard")
    assert lesson.practice_exercise(7, rules) == lesson.practice_exercise(7, rules)
    assert (
        len(
            {
                lesson.practice_exercise(s, rules).cards or lesson.practice_exercise(s, rules).hands
                for s in range(10)
            }
        )
        > 1
    )


def _concept(kind: str, concept: str, seeds: range = SEEDS) -> list[ex.Exercise]:
    return [ex.practice(kind, concept, s, Rules.preset("standard")) for s in seeds]


def test_practice_fits_the_concept() -> None:
    from ginrules import best_arrangement, check_meld

    # Set practice mixes real sets with near misses; both answers occur.
    assert {ex.solve(e, Rules()) for e in _concept("is_meld", "set")} == {True, False}
    # The ace lesson asks about ace runs.
    assert all(
        any(c.rank == 1 for c in e.cards) or any(c.rank == 11 for c in e.cards)
        for e in _concept("is_meld", "ace")
    )
    # Arranging practice always has a meld to find, and overlap hands share a card.
    assert all(best_arrangement(e.cards).melds for e in _concept("arrange", "overlap"))
    # Pick-a-meld hands always hold a meld of the asked kind.
    for e in _concept("pick_meld", "run"):
        assert check_meld(tuple(ex.solve(e, Rules()))).is_meld
    # Gin practice gives gin or big gin most of the time.
    verdicts = [ex.solve(e, Rules())[0] for e in _concept("knock", "gin")]
    assert verdicts.count("gin") + verdicts.count("big_gin") > len(verdicts) // 2
    # First-turn practice names a taken card, which is never the answer's discard.
    for e in _concept("knock", "first_turn"):
        assert e.taken is not None and ex.solve(e, Rules())[1] != e.taken
    # Layoff practice has something to lay off unless the knocker went gin.
    for e in _concept("layoff", "mixed"):
        assert ex.knocker_has_gin(e) or ex.solve(e, Rules())
