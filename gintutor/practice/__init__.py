"""Practice hands against the computer: the session logic of the practice page (no DOM).

One frame for every game and one module per family:

- :mod:`~gintutor.practice.settings`: what the learner chooses (and a save keeps);
- :mod:`~gintutor.practice.words`: the page's words; :mod:`~gintutor.practice.wording`:
  seats, moves and events said in them;
- :mod:`~gintutor.practice.session`: the frame, :class:`PracticeSession`, what every
  game's session does (turns, the computer's moves, coach, hints, log, review, sheet,
  saving);
- :mod:`~gintutor.practice.gin`: gin's session (knocking, the spread form, layoffs);
  :mod:`~gintutor.practice.rummy` and ``rummy_words``: Rummy's;
- :mod:`~gintutor.practice.pages`: what build.py asks for.

Which session plays a game is its family's ``practice_session``
(:mod:`gintutor.families`); :func:`new_session` and :meth:`PracticeSession.from_json`
ask it. This package re-exports the frame's names (each family's own are in its module);
a family's session is imported only when one of its games is played.
"""

from __future__ import annotations

from gintutor.practice.pages import page_texts, site_pages
from gintutor.practice.session import (
    COACH_GRADE,
    CoachWarning,
    Outcome,
    PracticeSession,
    new_session,
    session_class,
)
from gintutor.practice.settings import (
    LEARNER,
    MODES,
    PRACTICE_CHOICES,
    PRACTICE_GAMES,
    SAVE_KEY,
    Decision,
    PracticeChoice,
    Settings,
    practice_choice,
    strengths,
)
from gintutor.practice.wording import (
    SeatRow,
    action_words,
    event_words,
    last_turn,
    preset_label,
    seat_name,
    seat_pronoun,
    seat_words,
)
from gintutor.practice.words import COMPUTER_NAMES, WORDS, strength_name

__all__ = [
    "COACH_GRADE", "COMPUTER_NAMES", "LEARNER", "MODES", "PRACTICE_CHOICES", "PRACTICE_GAMES",
    "SAVE_KEY", "WORDS", "CoachWarning", "Decision", "Outcome", "PracticeChoice",
    "PracticeSession", "SeatRow", "Settings", "action_words", "event_words", "last_turn",
    "new_session", "page_texts", "practice_choice", "preset_label", "seat_name", "seat_pronoun",
    "seat_words", "session_class", "site_pages", "strength_name", "strengths",
]
