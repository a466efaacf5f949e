"""The score pad page for the build (``build.score_pad_pages``): its words and the setup
form's choices, pre-rendered; the kept games themselves are drawn in the browser from
localStorage (``site/app/score_pad/``).

Apart from the pad's frame because only the build runs it: the browser's page reads the
same facts from the engine when it draws the form.
"""

from __future__ import annotations

from typing import Any

from ginrules.table.seats import MAX_SEATS
from ginrules.table.variants import VARIANTS
from gintutor.i18n import WORDS as GAME_WORDS
from gintutor.rules_text import preset_name, rules_page

from .setup import MAX_NAME
from .words import WORDS

__all__ = ["SLUG", "site_pages"]

#: The page's address below the language (``en/score-pad/``).
SLUG = "score-pad"


def site_pages(lang: str) -> list[dict[str, Any]]:
    """The score pad page in one language: every game with the numbers of players it is
    for, each game's house rules, and the pad's words."""
    texts = WORDS.table(lang)
    games = [{"value": v.name, "label": GAME_WORDS.say(f"game.{v.name}", lang),
              "seats": list(v.seats), "rules": rules_page(v)} for v in VARIANTS]
    return [
        {
            "slug": SLUG,
            "title": texts["page.title"],
            "summary": texts["page.intro"],
            "context": {
                "sp": texts,
                "sp_games": games,
                "sp_counts": sorted({n for v in VARIANTS for n in v.seats}),
                "sp_presets": [{"game": v.name, "value": name,
                                "label": preset_name(name, lang, v)}
                               for v in VARIANTS for name in v.preset_names],
                "sp_seats": [WORDS.say("page.player_n", lang, n=seat + 1)
                             for seat in range(MAX_SEATS)],
                "sp_max_name": MAX_NAME,
            },
        }
    ]
