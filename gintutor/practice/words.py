"""The practice page's own words (``gintutor/words/practice.json``): the table, the moves,
the seats, the showdown and the score sheet of every game, and the strengths' names
(``strength.<name>``; a family's own words, Rummy's, are its own file). One catalogue
with the one look-up, so a missing word fails a test instead of showing an empty line."""

from __future__ import annotations

from gintutor.words import area

__all__ = ["COMPUTER_NAMES", "WORDS", "computer_name", "strength_name"]


#: The computer players' names at a table of more than two, seat 1 on (the same in both
#: languages; at a table of two the computer is "the computer"). A computer in the first
#: seat, where only people share the device with it, is Finn.
COMPUTER_NAMES = ("Mia", "Daan", "Noor", "Sem", "Lotte")
FIRST_SEAT_COMPUTER = "Finn"

WORDS = area("practice")


def computer_name(seat: int, seats: int) -> str:
    """The name a game's save gives the computer in ``seat`` of ``seats``."""
    if seats == 2:
        return "Computer"
    return FIRST_SEAT_COMPUTER if seat == 0 else COMPUTER_NAMES[seat - 1]


def strength_name(name: str, lang: str = "en") -> str:
    """A strength as the learner reads it."""
    return WORDS.say(f"strength.{name}", lang)
