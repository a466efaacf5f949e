"""The review of a hand move by move (issue 27): a kept practice game or a record from
``python -m ginrules selfplay`` replayed to each decision of the reviewed seat, every
decision weighed by an analyser and graded by the points it cost.

- :mod:`~gintutor.review.record`: reading a record (``ReviewRecord``, ``ReviewError``)
  and replaying a hand step by step as one seat saw it (``Position``);
- :mod:`~gintutor.review.analysis`: what an analyser is, and ``DEFAULT_ANALYSER``, the
  one line that chooses it (the master, as the practice hint weighs a decision, deeper
  where the learner's move differs);
- :mod:`gintutor.grades`: the thresholds (one place, shared with the statistics) and accuracy;
- :mod:`~gintutor.review.review`: ``HandAnalysis`` (in slices), ``HandReview``;
- :mod:`~gintutor.review.telling`: all of it in words; :mod:`~gintutor.review.words`.

The kept hands themselves are practice's (:mod:`gintutor.practice.kept`).
"""

from __future__ import annotations

from gintutor.grades import GRADES, accuracy, grade
from gintutor.review.analysis import (
    DEFAULT_ANALYSER,
    Analyser,
    advisor_values,
    master_review_values,
)
from gintutor.review.record import Position, ReviewError, ReviewRecord
from gintutor.review.review import HandAnalysis, HandReview, Judged, Progress, game_accuracy
from gintutor.review.words import WORDS

__all__ = ["DEFAULT_ANALYSER", "GRADES", "WORDS", "Analyser", "HandAnalysis", "HandReview",
           "Judged", "Position", "Progress", "ReviewError", "ReviewRecord", "accuracy",
           "advisor_values", "game_accuracy", "grade", "master_review_values"]
