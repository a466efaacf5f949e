"""The statistics panel of one game as rows of words and figures (the page only draws).

Which counters a game shows is its family's ``stat_counters`` (a Rummy hand has no knock),
so no row depends on a game's name here.
"""

from __future__ import annotations

from collections.abc import Sequence

from ginrules.words import number_words
from gintutor.stats.tally import GameStats
from gintutor.stats.words import WORDS

__all__ = ["panel_rows", "percent"]


def percent(value: float) -> str:
    return f"{round(value)}%"


def panel_rows(stats: GameStats, counters: Sequence[str],
               lang: str = "en") -> list[tuple[str, str]]:
    """(label, figure) per row: hands, won, the family's counters, points per hand and the
    average accuracy of the last hands."""
    rows = [(WORDS.say("row.hands", lang), str(stats.hands)),
            (WORDS.say("row.won", lang),
             f"{stats.won} ({percent(100 * stats.won / stats.hands)})" if stats.hands
             else "0")]
    if stats.drawn:
        rows.append((WORDS.say("row.drawn", lang), str(stats.drawn)))
    rows += [(WORDS.say(f"row.{name}", lang), str(stats.counts.get(name, 0)))
             for name in counters]
    per_hand = stats.points_per_hand
    rows.append((WORDS.say("row.points", lang),
                 number_words(per_hand, lang, "+.1f")))
    mean = stats.mean_accuracy
    rows.append((WORDS.say("row.accuracy", lang, n=len(stats.accuracy)),
                 WORDS.say("row.no_accuracy", lang) if mean is None else percent(mean)))
    return rows
