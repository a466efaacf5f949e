"""Every word catalogue of the product, for the one completeness test and the build.

The top of the tutor's words: it reads every area (the lessons', the practice page's, the
puzzles', every exercise kind's), so nothing below imports it, and no page does (a page
reads only its own areas, :mod:`gintutor.words`).
"""

from __future__ import annotations

import tomllib

from ginrules.rules import Rules
from ginrules.words import LANGUAGES, Catalogue, engine_words

from .i18n import WORDS
from .words import AREAS, area


def catalogues() -> tuple[Catalogue, ...]:
    """Every word catalogue of the product, for the one completeness test: the engine's,
    the lessons' and every exercise kind's own, the practice page's, the puzzles' (the
    site frame's strings are read from site/strings.toml by build.py through
    :func:`site_words`)."""
    from .kinds import KINDS
    from .practice import rummy_words

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
