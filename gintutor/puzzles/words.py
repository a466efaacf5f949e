"""The puzzle page's own words and two-player gin's (``gintutor/words/puzzles.json``):
one catalogue, because the page frame (title, buttons, the record) and gin's questions
and feedback were written as one page (the other families' words are their own files).

Words and one look-up, so the frame (``verdict``) and gin's modules can share it
without importing each other.
"""

from __future__ import annotations

from collections.abc import Iterable

from ginrules import Card, format_cards, sort_hand

from ..words import area

__all__ = ["WORDS", "cards_words", "page_texts"]

#: The puzzle page's words in one catalogue with the one look-up
#: (:class:`ginrules.words.Catalogue` fills in plurals such as ``{n:day|days}``).
WORDS = area("puzzles")


def cards_words(cards: Iterable[Card], lang: str) -> str:
    """Cards inside a sentence in the page's letters (B V H on Dutch pages), or "nothing"."""
    shown = format_cards(sort_hand(tuple(cards)), lang)
    return shown or WORDS.say("none", lang)


def page_texts(lang: str) -> dict[str, str]:
    """Every puzzle-page word in one language (for the template and the controller)."""
    return WORDS.table(lang)
