"""What a page address asks for, read with the one reader (ginrules.reader).

An address can be hand-edited or half-copied, so every parameter here is optional and
anything odd falls back to the default: a link never breaks a page. The controllers hand
in the parameters as a plain mapping (name to text, or None when absent), so this is pure
Python and testable without a browser.

>>> puzzle_address({"seed": "abc", "level": "²"}, ("standard",), "standard")
PuzzleAddress(seed='abc', level=1, preset='standard', daily=False)
>>> practice_address({"seed": "9" * 5000, "target": "250", "coach": "0"})
{'target': 250, 'coach': False}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ginrules.reader import int_or

__all__ = [
    "MAX_SEED",
    "MAX_TARGET",
    "PRACTICE_PARAMS",
    "PUZZLE_PARAMS",
    "PuzzleAddress",
    "practice_address",
    "puzzle_address",
]

PUZZLE_PARAMS = ("seed", "level", "rules", "daily")
PRACTICE_PARAMS = ("seed", "target", "mode", "strength", "coach", "game")
MAX_SEED = 2**53 - 1  # a number JavaScript holds exactly; the page's own seeds are < 2**31
MAX_TARGET = 1000  # as gintutor.practice.Settings accepts
_MAX_WORD = 40  # a mode or strength name; longer text is not one


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
    from .puzzles.frame import normalize_seed
    from .puzzles.levels import ALL_LEVELS

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


def practice_address(params: Mapping[str, str | None]) -> dict[str, Any]:
    """The practice page's test hooks (``?seed=N&mode=..&strength=..&coach=0&target=N
    &game=..``) that are present and readable, as ``gintutor.practice.Settings.from_dict``
    takes them (which checks mode, strength and game against the real names)."""
    out: dict[str, Any] = {}
    seed = int_or(params.get("seed"), None, minimum=0, maximum=MAX_SEED)
    if seed is not None:
        out["seed"] = seed
    target = int_or(params.get("target"), None, minimum=1, maximum=MAX_TARGET)
    if target is not None:
        out["target"] = target
    for name in ("mode", "strength", "game"):
        value = params.get(name)
        if value and len(value) <= _MAX_WORD:
            out[name] = value
    if params.get("coach") in ("0", "1"):
        out["coach"] = params.get("coach") == "1"
    return out
