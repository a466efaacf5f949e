"""The exercise kinds, one module each, and their registry.

A kind's module owns its solving, judging, answer hint, "more practice" generator and
lesson-page markup, and ends with `KIND = ExerciseKind(...)`. gintutor.exercises,
gintutor.lesson_page and the lesson page controller find a kind only through `kind_of`
(or `KINDS`), never by comparing its name. To add a kind: write its module, add its name
to `gintutor.exercise_data.KindName`, and list it in `_MODULES` below.

A module is imported the first time its kind is asked for, so a page loads only the kinds
its lesson uses: the kinds of the games for more players (and their words) travel in a
zip of their own that only those lessons' pages download (`build.PAGE_ZIPS`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from ginrules.core.loading import load_named

from ..errors import ExerciseError
from .base import Controls, ExerciseKind, Selection

__all__ = ["KINDS", "Controls", "ExerciseKind", "Selection", "kind_module", "kind_of"]

#: Every kind's name and its module in this package, in the order the courses meet them.
_MODULES: dict[str, str] = {
    "points": "points",
    "is_meld": "is_meld",
    "pick_meld": "pick_meld",
    "arrange": "arrange",
    "deadwood": "deadwood",
    "knock": "knock",
    "layoff": "layoff",
    "score": "score",
    "game": "game_score",  # scoring a whole game (games/ holds the other games' kinds)
    # Gin for three and four (modules in games/, e.g. "multi_sits_out": "games.sits_out"):
    "multi_sits_out": "games.multi_sits_out",
    "multi_team_net": "games.multi_team_net",
    "multi_knock7": "games.multi_knock7",
    "multi_ring_layoff": "games.multi_ring_layoff",
    "multi_ring_pays": "games.multi_ring_pays",
    "multi_meets": "games.multi_meets",
    # Rummy (modules in games/, e.g. "rummy_pays": "games.rummy_pays"):
    "rummy_may_lay_off": "games.rummy_may_lay_off",
    "rummy_plays": "games.rummy_plays",
    "rummy_hold": "games.rummy_hold",
    "rummy_pays": "games.rummy_pays",
}


class _Kinds(Mapping[str, ExerciseKind]):
    """The kinds by name; a kind's module is imported when the kind is first looked up."""

    def __getitem__(self, name: str) -> ExerciseKind:
        module = _MODULES[name]  # KeyError for an unknown name, as a Mapping should
        kind: ExerciseKind = load_named(f"{__name__}.{module}:KIND")
        return kind

    def __iter__(self) -> Iterator[str]:
        return iter(_MODULES)

    def __len__(self) -> int:
        return len(_MODULES)

    def __contains__(self, name: object) -> bool:
        return name in _MODULES


#: Every kind by name (a read-only mapping; looking one up loads its module).
KINDS: Mapping[str, ExerciseKind] = _Kinds()


def kind_module(name: str) -> str:
    """The file of kind `name`, as the build packs it: 'gintutor/kinds/points.py',
    'gintutor/kinds/games/rummy_pays.py'."""
    return f"gintutor/kinds/{_MODULES[name].replace('.', '/')}.py"


def kind_of(name: str) -> ExerciseKind:
    """The kind called `name`; an ExerciseError that lists the known kinds otherwise."""
    if name not in _MODULES:
        raise ExerciseError(f"unknown exercise kind {name!r}; known: {', '.join(KINDS)}")
    return KINDS[name]
