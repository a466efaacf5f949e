"""The puzzles page: the frame (``app.puzzles.frame``) and a module per game family that
draws and reads its own puzzles (named by ``gintutor.families``: ``Family.puzzle_page``).

``boot("puzzles")`` imports this package and calls :func:`main`.
"""

from app.puzzles.frame import main

__all__ = ["main"]
