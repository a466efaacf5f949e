"""Every word catalogue of the product, for the one completeness test and the build.

The top of the tutor's words: it reads every area (the lessons', the practice page's, the
puzzles', the site frame's, every exercise kind's), so nothing below imports it, and no
page does (a page reads only its own areas, :mod:`gintutor.words`).
"""

from __future__ import annotations

from ginrules.core.loading import load_named
from ginrules.table.rules import Rules
from ginrules.words import LANGUAGES, Catalogue, engine_words

from .families import FAMILIES
from .i18n import WORDS
from .words import area, areas


def catalogues() -> tuple[Catalogue, ...]:
    """Every word catalogue of the product, for the one completeness test: the engine's,
    every area of the tutor's (the site frame's too), the lessons', the catalogues each
    game family names as its own (``Family.words``) and every exercise kind's."""
    from .kinds import KINDS

    families = [load_named(name) for fam in FAMILIES for name in fam.words]
    own = {id(k.words): k.words for k in KINDS.values() if k.words is not WORDS}
    return (engine_words(), *(area(name) for name in areas()), WORDS, *families,
            *own.values())


def site_words(site: Catalogue | None = None) -> Catalogue:
    """The site frame's words as the build's templates read them: ``gintutor/words/
    site.json`` (or `site`, a copy the build checks instead) with the presets' names
    (``preset_<name>``, what the settings menu shows) taken from the engine's one list
    of them, so no preset is named twice."""
    site = area("site") if site is None else site
    presets = Catalogue("ginrules/words/presets.json", {
        f"preset_{name}": {lang: engine_words().say(f"preset.{name}", lang)
                           for lang in LANGUAGES}
        for name in Rules.preset_names()
    })
    return Catalogue.merged(site.name, [site, presets])
