"""The one star rule of the course, for lessons and puzzles alike.

>>> stars(0, 0), stars(1, 0), stars(0, 2), stars(0, 3), stars(0, 0, shown=True)
(3, 2, 2, 1, 1)
"""

from __future__ import annotations

__all__ = ["stars"]


def stars(mistakes: int, hints_used: int, shown: bool = False) -> int:
    """3 stars for right at the first try without hints; 2 after a mistake or hint 1-2;
    1 once the answer was shown (hint 3 or "Show the answer"). Honest, so a retry after
    the answer was given away never earns more than the learner's own thinking did."""
    if shown or hints_used >= 3:
        return 1
    return 3 if mistakes == 0 and hints_used == 0 else 2
