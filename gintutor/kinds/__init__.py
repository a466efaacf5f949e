"""The exercise kinds, one module each, and their registry.

A kind's module owns its solving, judging, answer hint, "more practice" generator and
lesson-page markup, and ends with `KIND = ExerciseKind(...)`. gintutor.exercises,
gintutor.lesson_page and the lesson page controller find a kind only through `kind_of`
(or `KINDS`), never by comparing its name. To add a kind: write its module and name it
in its game family's ``kinds`` (``gintutor.families``), the one list of kinds.

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

def _modules() -> dict[str, str]:
    """Every kind's name and its module, as the game families register them
    (``Family.kinds``), in the order the courses meet the families."""
    from gintutor.families import FAMILIES

    return {name: module for fam in FAMILIES for name, module in fam.kinds.items()}


class _Kinds(Mapping[str, ExerciseKind]):
    """The kinds by name; a kind's module is imported when the kind is first looked up."""

    def __getitem__(self, name: str) -> ExerciseKind:
        module = _modules()[name]  # KeyError for an unknown name, as a Mapping should
        kind: ExerciseKind = load_named(f"{module}:KIND")
        return kind

    def __iter__(self) -> Iterator[str]:
        return iter(_modules())

    def __len__(self) -> int:
        return len(_modules())

    def __contains__(self, name: object) -> bool:
        return name in _modules()


#: Every kind by name (a read-only mapping; looking one up loads its module).
KINDS: Mapping[str, ExerciseKind] = _Kinds()


def kind_module(name: str) -> str:
    """The file of kind `name`, as the build packs it: 'gintutor/kinds/points.py',
    'gintutor/kinds/games/rummy_pays.py'."""
    return f"{_modules()[name].replace('.', '/')}.py"


def kind_of(name: str) -> ExerciseKind:
    """The kind called `name`; an ExerciseError that lists the known kinds otherwise."""
    if name not in KINDS:
        raise ExerciseError(f"unknown exercise kind {name!r}; known: {', '.join(KINDS)}")
    return KINDS[name]
