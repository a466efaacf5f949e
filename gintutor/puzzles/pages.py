"""The puzzles page for the build (``build.puzzle_pages``): its pre-rendered words and
every level's chip; the puzzle itself is made in the browser from the address (seed,
level, rules).

Why apart from the frame: only the build runs it, and it asks every family's module for
its levels' titles and concepts, which the page itself loads only when a level opens.
"""

from __future__ import annotations

from typing import Any

from ..i18n import WORDS as LESSON_WORDS
from .levels import ALL_LEVELS, puzzles_module
from .rummy import WORDS as RUMMY_WORDS
from .words import page_texts

__all__ = ["site_pages"]


def _level_chip(level: int, lang: str) -> dict[str, Any]:
    """A level's chip: its title and the concepts it is about, in its family's words."""
    module = puzzles_module(level)
    words = module.WORDS.table(lang)
    return {
        "level": level,
        "title": words[f"level.{level}"],
        "concepts": [words[f"concept.{c}"] for c in module.LEVEL_CONCEPTS[level]],
    }


def site_pages(lang: str) -> list[dict[str, Any]]:
    """The puzzles page in one language: the words, the level chips, and Rummy's words
    for the parts of its table the template writes."""
    texts = page_texts(lang)
    return [
        {
            "slug": "puzzles",
            "title": texts["page.title"],
            "summary": texts["page.intro"],
            "context": {
                "pz": texts,
                "pz_levels": [_level_chip(lv, lang) for lv in ALL_LEVELS],
                "pz_rummy": RUMMY_WORDS.table(lang),
                "pz_hint1": LESSON_WORDS.say("hint_of", lang, n=1),
            },
            "data": {"texts": texts},
        }
    ]
