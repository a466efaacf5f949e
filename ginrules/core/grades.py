"""The one scale a move is graded on: by the points it likely cost against the best move.

Every judge of a move reads it: the engine's :func:`ginrules.players.styles.rate`, and in the
tutor the coach, the hand's summary, the statistics and the review (docs/architecture.md,
"One verdict"). A move within :data:`BEST_WITHIN` of the best is ``best``; below the next
bound it is ``good``, then ``inaccuracy``, ``mistake``, and from :data:`BLUNDER_FROM` on a
``blunder``. A loss is rounded once (:func:`graded`) before it is graded, so the figure a
sentence says and the grade it gives can never disagree. Accuracy is the share of
decisions graded ``best`` or ``good``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

__all__ = ["ACCURATE", "BEST_WITHIN", "BLUNDER_FROM", "GRADES", "LOSS_DIGITS", "THRESHOLDS",
           "Grade", "accuracy", "grade", "graded", "worse_or_equal"]

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
#: The decimals a loss is kept to (and graded at).
LOSS_DIGITS = 2


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


def graded(loss: float) -> tuple[float, Grade]:
    """A move's loss as every judge keeps it (never below 0, :data:`LOSS_DIGITS`
    decimals) and the grade of that figure.

    >>> graded(-0.2), graded(5.996), graded(1.234)
    ((0.0, 'best'), (6.0, 'blunder'), (1.23, 'inaccuracy'))
    """
    kept = round(max(0.0, loss), LOSS_DIGITS)
    return kept, grade(kept)


def worse_or_equal(found: Grade, bound: Grade) -> bool:
    """``found`` is ``bound`` or a worse grade (a bound stated as a grade, such as the
    coach's: it speaks up for a mistake or worse).

    >>> worse_or_equal("blunder", "mistake"), worse_or_equal("inaccuracy", "mistake")
    (True, False)
    """
    return GRADES.index(found) >= GRADES.index(bound)


def accuracy(grades: Sequence[Grade]) -> float | None:
    """The share of ``grades`` that are best or good (None: no decision to judge).

    >>> accuracy(["best", "good", "mistake", "blunder"])
    0.5
    """
    if not grades:
        return None
    return sum(g in ACCURATE for g in grades) / len(grades)
