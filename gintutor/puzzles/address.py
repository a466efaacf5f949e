"""What the puzzles page's address asks for (``?seed=..&level=..&rules=..&daily=1``), read
forgivingly with the one reader (ginrules.core.reader): a link never breaks the page. Beside the
puzzles' frame, so the practice page's address reader (:mod:`gintutor.address`) leads to
none of the puzzles' modules, which only the puzzles page downloads.

>>> puzzle_address({"seed": "abc", "level": "²"}, ("standard",), "standard")
PuzzleAddress(seed='abc', level=1, preset='standard', daily=False)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ginrules.core.reader import int_or

from .frame import normalize_seed
from .levels import ALL_LEVELS

__all__ = ["PUZZLE_PARAMS", "PuzzleAddress", "puzzle_address"]

PUZZLE_PARAMS = ("seed", "level", "rules", "daily")


@dataclass(frozen=True)
class PuzzleAddress:
    """The puzzle an address names: seed (None: make a fresh one), level, house rules,
    and whether it asks for the puzzle of the day."""

    seed: str | None
    level: int
    preset: str
    daily: bool


def puzzle_address(
    params: Mapping[str, str | None], presets: Sequence[str], default_preset: str
) -> PuzzleAddress:
    """``?seed=..&level=..&rules=..&daily=1`` read forgivingly: a level that is not one of
    the puzzle levels is level 1, unknown house rules are `default_preset` (or standard).

    >>> puzzle_address({"level": "3", "rules": "hoyle", "daily": "1"}, ("hoyle",), "x")
    PuzzleAddress(seed=None, level=3, preset='hoyle', daily=True)
    """
    level = int_or(params.get("level"), 1)
    if level not in ALL_LEVELS:
        level = 1
    preset = params.get("rules") or default_preset
    if preset not in presets:
        preset = default_preset if default_preset in presets else "standard"
    seed = params.get("seed")
    return PuzzleAddress(
        normalize_seed(seed[:200]) if seed else None,
        level,
        preset,
        params.get("daily") == "1",
    )
