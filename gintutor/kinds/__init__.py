"""The exercise kinds, one module each, and their registry.

A kind's module owns its solving, judging, answer hint, "more practice" generator and
lesson-page markup, and ends with `KIND = ExerciseKind(...)`. gintutor.exercises,
gintutor.lesson_page and the lesson page controller find a kind only through `kind_of`
(or `KINDS`), never by comparing its name. To add a kind: write its module, add its name
to `gintutor.exercises.KindName`, and list its `KIND` below.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..exercises import ExerciseError
from . import arrange, deadwood, game, is_meld, knock, layoff, pick_meld, points, score
from .base import Controls, ExerciseKind, Selection

__all__ = ["KINDS", "Controls", "ExerciseKind", "Selection", "kind_of"]

#: Every kind by name, in the order the course meets them.
KINDS: Mapping[str, ExerciseKind] = MappingProxyType(
    {
        kind.name: kind
        for kind in (
            points.KIND,
            is_meld.KIND,
            pick_meld.KIND,
            arrange.KIND,
            deadwood.KIND,
            knock.KIND,
            layoff.KIND,
            score.KIND,
            game.KIND,
        )
    }
)


def kind_of(name: str) -> ExerciseKind:
    """The kind called `name`; an ExerciseError that lists the known kinds otherwise."""
    kind = KINDS.get(name)
    if kind is None:
        raise ExerciseError(f"unknown exercise kind {name!r}; known: {', '.join(KINDS)}")
    return kind
