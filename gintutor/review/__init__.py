"""The review of a hand move by move (issue 27): a kept practice game or a record from
``python -m ginrules selfplay`` replayed to each decision of the reviewed seat, every
decision weighed by an analyser and graded by the points it cost.

- :mod:`~gintutor.review.record`: reading a record (``ReviewRecord``, ``ReviewError``)
  and replaying a hand step by step as one seat saw it (``Position``);
- :mod:`~gintutor.review.analysis`: what an analyser is, and ``DEFAULT_ANALYSER``, the
  one line that chooses it (the practice judge's weighing, as the hint and the coach
  read it);
- :mod:`gintutor.practice.verdict`: the verdict on a move (the grade on
  :mod:`ginrules.core.grades`'s one scale), said as the coach says it, and a hand's accuracy
  and key moments;
- :mod:`~gintutor.review.review`: ``HandAnalysis`` (in slices), ``HandReview``;
- :mod:`~gintutor.review.telling`: the steps in words; :mod:`~gintutor.review.words`.

The kept hands themselves are practice's (:mod:`gintutor.practice.kept`).
"""

from __future__ import annotations

from gintutor.review.analysis import DEFAULT_ANALYSER, Analyser, advisor_values, judge_values
from gintutor.review.record import Position, ReviewError, ReviewRecord
from gintutor.review.review import HandAnalysis, HandReview, Judged, Progress, game_accuracy
from gintutor.review.words import WORDS

__all__ = ["DEFAULT_ANALYSER", "WORDS", "Analyser", "HandAnalysis", "HandReview", "Judged",
           "Position", "Progress", "ReviewError", "ReviewRecord", "advisor_values",
           "game_accuracy", "judge_values"]
