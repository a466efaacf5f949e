"""The words of the puzzles for more than two players: a seven-card showdown
(``showdown``) and a pairs hand at two tables (``two_tables``) share most of them (the
knocker, each player's payment, what to fill in), so they are one catalogue.
"""

from __future__ import annotations

from ..words import area

__all__ = ["WORDS"]

WORDS = area("puzzles_multi")
