"""The words of the "Gin for three and four" kinds (``gintutor/words/lessons_multi.json``),
merged with the lessons' own (`gintutor.i18n.WORDS`) so a kind finds its question, hints
and feedback in one catalogue."""

from __future__ import annotations

from ginrules.words import Catalogue

from ...i18n import WORDS as LESSON_WORDS
from ...words import area

#: The kinds' catalogue: these words and the lessons' (a key in both is an error).
WORDS = Catalogue.merged("gintutor.kinds.games.multi_words", [
    LESSON_WORDS, area("lessons_multi")])
