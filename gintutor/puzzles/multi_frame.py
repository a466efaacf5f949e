"""What the puzzles for more than two players share: the names at the table, the check of
a level and its house rules, a level's name, the house rules' own sentences and the
knocker's melds as laid out.

Why a module of its own: the seven-card showdown (``showdown``) and the pairs hand at two
tables (``two_tables``) are families of their own in ``gintutor.families``, each with its
own module, and neither imports the other; their words are one catalogue
(``multi_words``), and these few pieces are one too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ginrules import HandResult, Meld, Rules

from ..i18n import WORDS as LESSON_WORDS
from ..rules_text import statement
from .frame import PuzzleError
from .levels import level_presets, level_variant
from .multi_words import WORDS

__all__ = ["NAMES", "check_inputs", "knocker_view", "level_name", "preset_title", "shown_melds",
           "stated_rules"]

#: The names at the table (the same in English and Dutch), taken in a seeded order.
NAMES: tuple[str, ...] = ("Ann", "Bob", "Cas", "Dee", "Eva", "Fay", "Gus", "Hal")


def level_name(level: int, lang: str) -> str:
    """The level's short name in the learner's record ('Seven cards')."""
    return WORDS.say(f"record.{level}", lang)


def preset_title(preset: str, lang: str) -> str:
    """A preset's name as the rules page writes it (the engine's words)."""
    return LESSON_WORDS.say(f"preset.{preset}", lang)


def check_inputs(level: int, preset: str, want: int) -> None:
    """Refuse a level other than the family's own, or house rules its game lacks (a
    damaged link), saying what would do."""
    if level != want:
        raise PuzzleError(f"this puzzle's level must be {want}, not {level!r}")
    if preset not in level_presets(level):
        names = ", ".join(level_presets(level))
        raise PuzzleError(f"unknown house rules {preset!r} for level {level}: use {names}")


def stated_rules(rules: Rules, level: int, keys: Sequence[str], lang: str) -> list[str]:
    """The house rules' own sentences for the rules ``keys`` (``gintutor.rules_text``), as
    the rules page words them for the level's game."""
    game = level_variant(level)
    return [statement(rules, key, lang, game).sentence for key in keys]


def shown_melds(result: HandResult) -> tuple[Meld, ...]:
    """The knocker's melds as laid out (the engine's chosen spread)."""
    return tuple(result.knocker_arrangement.melds)


def knocker_view(result: HandResult, knocker: str, lang: str) -> dict[str, Any]:
    """The knocker's part of a table as the page draws it (both families show a knocker
    the same way): the name, the melds as laid out and the deadwood, with captions."""
    return {
        "knocker": WORDS.say("knocker", lang, name=knocker),
        "melds_caption": WORDS.say("knocker.melds", lang, name=knocker),
        "melds": [[c.code for c in m.cards] for m in shown_melds(result)],
        "deadwood": [c.code for c in result.knocker_arrangement.deadwood],
        "deadwood_caption": WORDS.say("knocker.deadwood", lang, name=knocker,
                                      n=result.knocker_deadwood),
    }
