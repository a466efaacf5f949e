"""The lessons' words (feedback, hints, questions): ``gintutor/words/lessons.json``.

The engine explains the rules in its own words (ginrules.render); these are the words
around them: what a lesson asks and how it answers a learner. One catalogue, read through
the one look-up (:meth:`ginrules.words.Catalogue.say`), so a missing translation shows up
in a test instead of on a page.

A card, or a list or tuple of cards, is written with the language's own rank letters
(``V♥`` in Dutch, ``Q♥`` in English), so pass cards, not ``str(card)``:

>>> from ginrules import Meld, parse_cards
>>> WORDS.say("answer.pick_meld", "nl", cards=parse_cards("QC QD QH"))
'Bijvoorbeeld: V♣ V♦ V♥.'
>>> run = Meld.of("9H TH JH")
>>> WORDS.say("your.run", "nl", cards=run), WORDS.say("your.run", "en", cards=run)
('je serie 9♥ 10♥ B♥', 'your run 9♥ 10♥ J♥')
"""

from __future__ import annotations

from ginrules.words import LANGUAGES, Catalogue, engine_words

from .words import area

LANGS: tuple[str, ...] = LANGUAGES


#: The lessons' words, with the engine's (preset names, explanations) merged in explicitly,
#: so ``WORDS.say("preset.hoyle", lang)`` reads the one place a preset's name is written.
WORDS = Catalogue.merged("gintutor.i18n", [area("lessons"), engine_words()])
