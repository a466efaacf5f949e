"""The review's words (``gintutor/words/review.json``): the page, the grades, each step
and decision said, and why a record is refused. One catalogue, one look-up."""

from __future__ import annotations

from gintutor.words import area

__all__ = ["WORDS"]

WORDS = area("review")
