"""The score pad's words (``gintutor/words/score_pad.json``): the setup, the entry of a
hand, the sheet and its export, and every refusal of a bad input. One catalogue with the
one look-up; the engine says the scoring itself (its explanations, the sheet's lines)."""

from __future__ import annotations

from gintutor.words import area

__all__ = ["WORDS"]

WORDS = area("score_pad")
