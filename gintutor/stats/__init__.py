"""The learner's statistics in play, per game: a tally folded from each finished hand
(:mod:`.tally`), the panel's rows (:mod:`.panel`) and the accuracy chart (:mod:`.chart`).
The practice page keeps the tally in the learner's storage under :data:`STATS_KEY`."""

from gintutor.stats.chart import accuracy_chart, accuracy_words
from gintutor.stats.panel import panel_rows
from gintutor.stats.tally import (
    COUNTERS,
    RECENT,
    STATS_KEY,
    GameStats,
    HandLine,
    Stats,
    StatsError,
    accuracy_of,
    hand_line,
)

__all__ = ["COUNTERS", "RECENT", "STATS_KEY", "GameStats", "HandLine", "Stats", "StatsError",
           "accuracy_chart", "accuracy_of", "accuracy_words", "hand_line", "panel_rows"]
