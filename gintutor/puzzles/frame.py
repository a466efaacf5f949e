"""What every puzzle family shares: the error, a seed made safe for an address, the
feedback on an answer, opened and closed the same way for every level, and the one shape
of a family's puzzles (:class:`PuzzleFamily`).

Why a module of its own: each family's module (``gin``, ``rummy``, ``showdown``,
``two_tables``) judges its own puzzles but says "right" and "not yet" through
:func:`verdict`, so every level reads alike; none of them imports another family for it.
Each ends in ``PUZZLES = PuzzleFamily(...)``, which the puzzles page asks for
(``"<Family.puzzles>:PUZZLES"``), whichever family a level is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from ginrules import Card, GinRulesError

from .words import WORDS

__all__ = ["Feedback", "MadeFromSeed", "PuzzleError", "PuzzleFamily", "normalize_seed",
           "puzzle_id", "verdict"]

_SEED_RE = re.compile(r"[^A-Za-z0-9_-]+")


class PuzzleError(GinRulesError):
    """A puzzle could not be made or read (bad level, preset, or no fitting hand)."""


def normalize_seed(seed: object) -> str:
    """A seed safe for a page address: letters, digits, '-' and '_', at most 40 long."""
    cleaned = _SEED_RE.sub("", str(seed))[:40]
    return cleaned or "0"


def puzzle_id(level: int, preset: str, seed: str) -> str:
    """A puzzle's stable name: the three things that make it ('3:standard:abc')."""
    return f"{level}:{preset}:{seed}"


class MadeFromSeed:
    """What every family's puzzle shares, being made from ``(seed, level, preset)``
    alone: its stable name (the learner's record keys on it) and the link that reopens
    it. A base of each family's puzzle dataclass, which holds the three fields."""

    seed: str
    level: int
    preset: str

    @property
    def puzzle_id(self) -> str:
        """Stable name of the puzzle: the same three things that make it."""
        return puzzle_id(self.level, self.preset, self.seed)

    def query(self) -> str:
        """Query string that reopens this puzzle (``?seed=..&level=..&rules=..``)."""
        return f"seed={self.seed}&level={self.level}&rules={self.preset}"


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: per part, and what to look at again.

    ``lines`` never give the right answer away when the answer is wrong (they name what
    is wrong and where); ``solution`` is the step-by-step answer, for the page to show
    only once the puzzle is solved, the third hint taken or the answer asked for.
    ``wrong_cards`` are the chosen layoffs the feedback points at.
    """

    correct: bool
    parts: dict[str, bool]
    lines: tuple[str, ...]
    solution: tuple[str, ...]
    wrong_cards: tuple[Card, ...] = ()


def verdict(parts: dict[str, bool], lines: Sequence[str], solution: Sequence[str], lang: str,
            pointed: tuple[Card, ...] = (), *, summary: Sequence[str]) -> Feedback:
    """The feedback on every part, opened and closed the same way for every puzzle level:
    right, the answer said back once (``summary``, plain sentences: "Right!" is said
    once, not again for each part) and solved; or not yet, each part's line (a right
    part confirmed, a wrong one named) and what to do next."""
    correct = all(parts.values())
    if correct:
        said = [WORDS.say("fb.right", lang), *summary, WORDS.say("fb.solved", lang)]
    else:
        said = [WORDS.say("fb.wrong", lang), *lines, WORDS.say("fb.again", lang)]
    return Feedback(correct, parts, tuple(said), tuple(solution), pointed)


#: A family's puzzle and the answer its page reads.
PuzzleT = TypeVar("PuzzleT")
AnswerT = TypeVar("AnswerT")


@dataclass(frozen=True)
class PuzzleFamily(Generic[PuzzleT, AnswerT]):
    """What the puzzles page asks of a game family's puzzles, whichever family it is:
    ``make`` the puzzle of ``(seed, level, preset)`` (the same three give the same
    puzzle), its three ``hints`` (where to look, the rule, the answer), ``check`` an
    answer the family's page read, and the ``level_name`` the learner's record shows.
    The page module (``Family.puzzle_page``) only draws the puzzle and reads the answer."""

    make: Callable[[str, int, str], PuzzleT]
    hints: Callable[[PuzzleT, str], tuple[str, str, str]]
    check: Callable[[PuzzleT, AnswerT, str], Feedback]
    level_name: Callable[[int, str], str]
