"""The tutor's own errors, at the bottom of the package: the exercises raise them and the
kinds' registry does too, so neither has to import the other to name them."""

from __future__ import annotations

__all__ = ["ExerciseError"]


class ExerciseError(ValueError):
    """An exercise that cannot be asked (wrong hand size, bad cards, unknown kind)."""
