"""The Rummy coach speaks the Rummy course's words (issue 31, item 7): what its numbers
are is said as the course says it ("what you would pay if someone went out", "loose
cards"), never as a term the course does not teach ("points at risk")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ginrules.words.files import engine_table

ROOT = Path(__file__).resolve().parents[2]
COURSE = " ".join(p.read_text(encoding="utf-8") for p in
                  sorted((ROOT / "lessons" / "rummy").glob("*.toml")))
COURSE = re.sub(r"\s+", " ", COURSE)

#: Words the coach once used that no Rummy lesson teaches.
UNTAUGHT = {"en": ("at risk", "risk"), "nl": ("in gevaar", "risico")}
#: How the course says what a number of the coach's is: the points you would pay if
#: someone went out, for your loose cards.
COURSE_WORDS = {"en": ("pay", "if someone went out", "loose card"),
                "nl": ("betalen", "als iemand", "uitging", "losse kaart")}
NUMBERS = re.compile(r"\{(with_it|without|risk)\}")


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_rummy_coach_says_its_numbers_in_the_courses_words(lang: str) -> None:
    for phrase in COURSE_WORDS[lang]:
        assert phrase in COURSE, f"the Rummy course does not say {phrase!r}"
    numbered = 0
    for key, texts in engine_table("rummy_advice").items():
        text = texts[lang]
        said = re.sub(r"\{[^}]*\}", "", text).lower()  # the words, not the values' names
        for word in UNTAUGHT[lang]:
            assert word not in said, (key, text)
        if NUMBERS.search(text):
            numbered += 1
            for phrase in COURSE_WORDS[lang]:
                assert phrase in text, (key, phrase, text)
    assert numbered == 4  # take, draw, discard, and discard instead of a card the next could use
