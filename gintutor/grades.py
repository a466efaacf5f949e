"""How the review and the statistics grade a decision: by the points it cost against the
best move found.

The one place the thresholds live (docs/architecture.md, "The review", says them in
words): a move within :data:`BEST_WITHIN` of the best is ``best``; below the next bound
it is ``good``, then ``inaccuracy``, ``mistake``, and from :data:`BLUNDER_FROM` on a
``blunder``. Accuracy is the share of decisions graded ``best`` or ``good``.
"""

from __future__ import annotations

from typing import Literal

__all__ = ["ACCURATE", "BEST_WITHIN", "BLUNDER_FROM", "GRADES", "THRESHOLDS", "Grade",
           "accuracy", "grade"]

Grade = Literal["best", "good", "inaccuracy", "mistake", "blunder"]
#: Every grade, best first.
GRADES: tuple[Grade, ...] = ("best", "good", "inaccuracy", "mistake", "blunder")
#: A move that costs no more than this (points) is as good as the best.
BEST_WITHIN = 0.05
#: Each grade up to ``mistake`` with the points a move must cost less than to earn it.
THRESHOLDS: tuple[tuple[Grade, float], ...] = (("good", 0.5), ("inaccuracy", 2.0),
                                               ("mistake", 6.0))
BLUNDER_FROM = 6.0
#: The grades that count as accurate.
ACCURATE: frozenset[Grade] = frozenset({"best", "good"})


def grade(loss: float) -> Grade:
    """The grade of a move that cost ``loss`` points against the best.

    >>> [grade(x) for x in (0.0, 0.05, 0.3, 1.9, 5.99, 6.0)]
    ['best', 'best', 'good', 'inaccuracy', 'mistake', 'blunder']
    """
    if loss <= BEST_WITHIN:
        return "best"
    for name, below in THRESHOLDS:
        if loss < below:
            return name
    return "blunder"


def accuracy(grades: list[Grade] | tuple[Grade, ...]) -> float | None:
    """The share of ``grades`` that are best or good (None: no decision to judge).

    >>> accuracy(["best", "good", "mistake", "blunder"])
    0.5
    """
    if not grades:
        return None
    return sum(g in ACCURATE for g in grades) / len(grades)
