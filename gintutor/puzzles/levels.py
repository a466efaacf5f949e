"""The puzzle levels, read from the one registry of game families (``gintutor.families``):
which family a level belongs to, the house rules its links may name, and the puzzle of
the day's level. No level number is written here: a new level is a number in its
family's ``puzzle_levels``.

Why apart from the families' modules: the page frame asks these questions for every
level at start (the chips, the record, the address), and importing every family's
puzzles to answer them would download and compile them all.
"""

from __future__ import annotations

import datetime as _dt
from types import ModuleType

from ginrules import Rules
from ginrules.core.loading import load_named

from ..families import FAMILIES, Family, family_named, family_of_level
from .frame import puzzle_id

__all__ = [
    "ALL_LEVELS",
    "DAILY_FAMILY",
    "daily_id",
    "daily_level",
    "daily_seed",
    "family_of",
    "fit_preset",
    "level_presets",
    "level_variant",
    "levels_of",
    "puzzles_module",
]

#: Every puzzle level, in the order the page lists them.
ALL_LEVELS: tuple[int, ...] = tuple(sorted(lv for fam in FAMILIES for lv in fam.puzzle_levels))
#: The family whose levels the puzzle of the day walks through.
DAILY_FAMILY = "gin"


def family_of(level: int) -> Family:
    """The family whose puzzles level ``level`` is (``UnknownFamilyError`` if none)."""
    return family_of_level(level)


def levels_of(family: str) -> tuple[int, ...]:
    """The puzzle levels of the family called ``family``, in order."""
    return family_named(family).puzzle_levels


def puzzles_module(level: int) -> ModuleType:
    """The module that makes and judges level ``level``'s puzzles, imported when first
    asked for (the page downloads only the families it opens)."""
    name = family_of(level).puzzles
    assert name is not None, f"level {level} has no puzzles module"
    module: ModuleType = load_named(name)
    return module


def level_variant(level: int) -> str:
    """The game whose house rules a level's links name: its family's ``puzzle_variant``,
    else the family's first game."""
    fam = family_of(level)
    return fam.puzzle_variant or fam.variants[0]


def level_presets(level: int) -> tuple[str, ...]:
    """The house rules a level plays (its game's presets, the default first)."""
    return tuple(Rules.preset_names(level_variant(level)))


def fit_preset(level: int, preset: str, fallback: str = "standard") -> str:
    """``preset`` when the level plays it, else ``fallback`` when it does, else the level's
    default (a link or a chip may carry another game's house rules)."""
    names = level_presets(level)
    if preset in names:
        return preset
    return fallback if fallback in names else names[0]


def daily_seed(day: _dt.date) -> str:
    """The seed of the puzzle of the day: the date, so it needs no network."""
    return f"day-{day.isoformat()}"


def daily_level(day: _dt.date) -> int:
    """The puzzle of the day walks through the levels, one a day."""
    levels = levels_of(DAILY_FAMILY)
    return levels[day.toordinal() % len(levels)]


def daily_id(day: _dt.date, preset: str = "standard") -> str:
    """The puzzle id of the day's puzzle, without making it."""
    return puzzle_id(daily_level(day), preset, daily_seed(day))
