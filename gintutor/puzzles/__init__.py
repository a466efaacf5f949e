"""Scoring puzzles: a finished hand, and the learner says who scores and how much.

One frame for every game family, a module per family:

* ``levels``: the levels, read from ``gintutor.families`` (which family a level is, the
  house rules its links name, the puzzle of the day's level);
* ``frame``: what every family shares (``PuzzleError``, ``normalize_seed``,
  ``Feedback`` and ``verdict``); ``record``: the learner's attempts, stars and streak;
  ``words``: the page's words (and two-player gin's);
* a family's own module, named by its ``Family.puzzles``: ``gin`` (with ``gin_check``),
  ``rummy``, ``showdown`` (seven cards) and ``two_tables`` (pairs), which share
  ``multi_frame`` and their words, ``multi_words``;
* ``pages``: the puzzles page for the build.

Nothing is imported here: the page imports the frame and, lazily, only the families of
the levels it opens.
"""
