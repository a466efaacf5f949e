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

import tomllib

from ginrules.rules import Rules
from ginrules.words import LANGUAGES, Catalogue, engine_words

from .words import area

LANGS: tuple[str, ...] = LANGUAGES


#: The lessons' words, with the engine's (preset names, explanations) merged in explicitly,
#: so ``WORDS.say("preset.hoyle", lang)`` reads the one place a preset's name is written.
WORDS = Catalogue.merged("gintutor.i18n", [area("lessons"), engine_words()])


def catalogues() -> tuple[Catalogue, ...]:
    """Every word catalogue of the product, for the one completeness test: the engine's,
    the lessons' and every exercise kind's own, the practice page's, the puzzles' (the
    site frame's strings are read from site/strings.toml by build.py through
    :func:`site_words`)."""
    from .kinds import KINDS
    from .practice import rummy_words
    from .words import AREAS

    own = {id(k.words): k.words for k in KINDS.values() if k.words is not WORDS}
    return (engine_words(), *(area(name) for name in AREAS), WORDS, rummy_words.WORDS,
            *own.values())


def site_words(toml_text: str) -> Catalogue:
    """The site frame's words (``site/strings.toml``, one table per language) as a
    catalogue, with the presets' names (``preset_<name>``, what the settings menu and
    templates read) taken from the engine's one list of them. Raises ``tomllib``'s error
    on text that is not TOML; ``problems()`` says what a language lacks."""
    tables = tomllib.loads(toml_text)
    presets = {
        lang: {f"preset_{name}": engine_words().say(f"preset.{name}", lang)
               for name in Rules.preset_names()}
        for lang in LANGUAGES
    }
    return Catalogue.merged("site/strings.toml", [
        Catalogue.from_languages("site/strings.toml", tables),
        Catalogue.from_languages("ginrules.messages.PRESET_WORDS", presets),
    ])
