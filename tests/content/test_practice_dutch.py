"""The practice page's Dutch reads as Dutch (issue 31, item 12): none of the phrases a
Dutch teacher marked as word-for-word translation is left in its words, and the game's
terms are the course's (B V H A, set and serie, dood hout, indeling for a spread)."""

from __future__ import annotations

import re

import pytest

from gintutor import practice
from gintutor.words import area

DUTCH = {key: words.template(key, "nl")
         for words in (area("practice"), area("practice_rummy")) for key in words}

#: What no Dutch speaker would say, as it stood (the English it was translated from).
MARKED = [
    "wordt je aangeboden",       # is offered to you
    "geslonken",                  # has run down to
    "teruggezet",                 # restored
    "kaartengine",                # the card engine
    "tot het doel van",           # to the target of
    "Je dood hout nu",            # Your deadwood now
    "Uitleg ",                    # Spread 1 (uitleg is an explanation)
    "mogelijkheden",              # spreads, as 'possibilities'
    "een voor een",               # one by one, without its accents
    "tot een nieuwe stapel",      # into a new stock
    "noemt een kaart",            # names a card twice
    "neemt alleen",               # a set takes only
    "groeit alleen",              # a run grows only
    "Sla hun ronde over",         # skip to the end of their hand
    "volgende deling",            # the next deal, as a noun
    "ten opzichte van de adviseur",
    "Speel toch",                 # play it anyway
    "nagelopen",                  # reviewed
    "Toon je hand",               # show your hand
    "spel|spellen} gewonnen",     # games won, of a tournament's meetings
    "met de focus",               # the card with the focus
    "Jij deelde deze ronde en speelt",  # dealt (past) and sit out (present)
]


@pytest.mark.parametrize("phrase", MARKED)
def test_no_word_for_word_dutch_is_left(phrase: str) -> None:
    found = {key: text for key, text in DUTCH.items() if phrase in text}
    assert found == {}, found


def test_the_practice_page_uses_the_courses_dutch_terms() -> None:
    text = re.sub(r"\{[^}]*\}", "", " ".join(DUTCH.values()))  # the words, not the values
    for english in ("deadwood", "spread", "layoff", "knock limit", "discard pile"):
        assert english not in text.lower(), english
    assert "dood hout" in text and "serie" in text and "set" in text
    assert practice.WORDS.say("spread.choice", "nl", n=1, melds=2, melds_word="combinaties",
                        deadwood=4) == "Indeling 1: 2 combinaties, dood hout 4"
