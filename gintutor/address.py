"""What the practice page's address asks for, read with the one reader (ginrules.core.reader);
the puzzles page's is read the same way in :mod:`gintutor.puzzles.address`.

An address can be hand-edited or half-copied, so every parameter here is optional and
anything odd falls back to the default: a link never breaks a page. The controllers hand
in the parameters as a plain mapping (name to text, or None when absent), so this is pure
Python and testable without a browser.

>>> practice_address({"seed": "9" * 5000, "target": "250", "coach": "0"})
{'target': 250, 'coach': False}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ginrules.core.reader import int_or

__all__ = [
    "MAX_SEED",
    "MAX_TARGET",
    "PRACTICE_PARAMS",
    "practice_address",
]

PRACTICE_PARAMS = ("seed", "target", "mode", "strength", "coach", "game")
MAX_SEED = 2**53 - 1  # a number JavaScript holds exactly; the page's own seeds are < 2**31
MAX_TARGET = 1000  # as gintutor.practice.Settings accepts
_MAX_WORD = 40  # a mode or strength name; longer text is not one


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
