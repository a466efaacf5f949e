"""What build.py asks practice for: the practice page's words and its pre-rendered
setup (the table itself is drawn in the browser, from the game kept in localStorage)."""

from __future__ import annotations

from typing import Any

from ginrules.words import Catalogue
from gintutor.families import FAMILIES
from gintutor.practice.seating import NAME_LIMIT
from gintutor.practice.settings import PRACTICE_CHOICES, PRACTICE_GAMES, strengths
from gintutor.practice.wording import preset_label
from gintutor.practice.words import strength_name
from gintutor.render import card_back_html
from gintutor.stats.words import WORDS as STATS_WORDS

__all__ = ["page_texts", "practice_games", "site_pages"]


def _family_words() -> list[Catalogue]:
    """The words of every family's practice session (its module's ``WORDS``), each once,
    in the families' order."""
    from ginrules.core.loading import load_named

    found: dict[int, Catalogue] = {}
    for family in FAMILIES:
        words: Catalogue = load_named(family.practice_session.partition(":")[0]).WORDS
        found.setdefault(id(words), words)
    return list(found.values())


def page_texts(lang: str) -> dict[str, str]:
    """Every practice-page word in one language (template and controller), placeholders
    left for the page to fill: the words of every family's table (the build's, not the
    browser's: a family's own words are in the practice page's own zip)."""
    texts: dict[str, str] = {}
    for words in _family_words():
        for key, text in words.table(lang).items():
            texts.setdefault(key, text)
    return texts


def practice_games(lang: str) -> list[dict[str, str]]:
    """The practice menu's games as a menu lists them: value (its key) and label."""
    texts = page_texts(lang)
    return [{"value": c.key, "label": texts[f"page.game.{c.key}"]} for c in PRACTICE_CHOICES]


def site_pages(lang: str) -> list[dict[str, Any]]:
    """The practice page for build.py: words and setup pre-rendered; the table is drawn
    in the browser (the game lives in localStorage)."""
    from gintutor import rules_text  # build time only

    texts = page_texts(lang)
    names = strengths()
    return [
        {
            "slug": "practice",
            "title": texts["page.title"],
            "summary": texts["page.intro"],
            "context": {
                "pr": texts,
                "stats_words": STATS_WORDS.table(lang),
                "card_back": card_back_html(lang),
                "pr_strengths": [{"value": s, "label": strength_name(s, lang)} for s in names],
                "pr_max_seats": max(c.players for c in PRACTICE_CHOICES),
                "pr_name_limit": NAME_LIMIT,
                "pr_games": [{**g, "rules": rules_text.rules_page(c.variant)}
                             for g, c in zip(practice_games(lang), PRACTICE_CHOICES,
                                             strict=True)],
                # The first game's house rules are shown: its choice is the one checked.
                "pr_presets": [{"game": v.name, "value": name,
                                "label": preset_label(v, name, lang),
                                "shown": v is PRACTICE_CHOICES[0].variant}
                               for v in PRACTICE_GAMES for name in v.preset_names],
            },
            "data": {"texts": texts, "strengths": list(names)},
        }
    ]
