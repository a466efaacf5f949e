"""The tutor's words: one JSON file per area in this folder, every key with its English
and Dutch side by side (the format: :mod:`ginrules.words.files`; the engine's words are
in ``ginrules/words/``).

* ``ideas.json``: the ideas a decision tests (:mod:`gintutor.ideas`);
* ``lessons.json``: the lessons' questions, hints, feedback and the lesson page's words;
  ``lessons_rummy.json`` and ``lessons_multi.json`` the exercise kinds of the games
  beyond two-player gin (in the games zip, with those kinds);
* ``practice.json``: the practice page (every game); ``practice_rummy.json`` Rummy's table;
* ``puzzles.json``: the puzzles page; ``puzzles_rummy.json`` and ``puzzles_multi.json``
  the families' own puzzles;
* ``review.json``: the review of a hand (:mod:`gintutor.review`);
* ``rules.json``: the house rules in words (:mod:`gintutor.rules_text`);
* ``score_pad.json``: the score pad (:mod:`gintutor.score_pad`);
* ``stats.json``: the learner's statistics in play (:mod:`gintutor.stats`);
* ``site.json``: the site frame around them (header, footer, settings, the notices, the
  course and rules pages' own words): build.py's templates read it with the presets'
  names added (:func:`gintutor.catalogues.site_words`), the pages as ``app.common.SITE_WORDS``.

A file is read when the module that speaks it is imported (:func:`area`), so a page reads
only the words it says: a file travels in the zip of the page that reads it
(``build.PAGE_ZIPS``). Every word is said the one way, :meth:`ginrules.words.Catalogue.say`.
"""

from __future__ import annotations

import functools
from pathlib import Path

from ginrules.words import Catalogue

__all__ = ["area", "areas"]


def areas() -> tuple[str, ...]:
    """Every area of the tutor's words: every file of this folder, so a family's new file
    needs no list (the completeness test reads them all). On a page, only the files of
    its zips are here."""
    return tuple(sorted(path.stem for path in Path(__file__).parent.glob("*.json")))


@functools.cache
def area(name: str) -> Catalogue:
    """The words of one area (``gintutor/words/<name>.json``), read once."""
    return Catalogue.from_file(Path(__file__).with_name(f"{name}.json"),
                               f"gintutor/words/{name}.json")
