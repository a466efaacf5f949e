"""The statistics panel's words (``gintutor/words/stats.json``)."""

from __future__ import annotations

from gintutor.words import area

__all__ = ["WORDS"]

WORDS = area("stats")
