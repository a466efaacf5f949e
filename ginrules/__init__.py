"""ginrules: an exact, self-explaining Gin Rummy rules engine (standard library only).

>>> from ginrules import best_arrangement, render
>>> arr = best_arrangement("7H 8H 9H 7C 7D 7S KS 3D 2C 4C")
>>> arr.deadwood_count
19

Public names are listed in ``__all__``; other modules of the package may append
their own exports below.
"""

import importlib
from typing import TYPE_CHECKING, Any

from .arrangement import (
    Arrangement,
    DiscardOption,
    KnockCheck,
    all_best_arrangements,
    all_spreads,
    best_arrangement,
    deadwood_count,
    discard_options,
    is_big_gin,
    knock_check,
)
from .cards import Card, Suit, format_cards, full_deck, parse_card, parse_cards, sort_hand
from .errors import (
    CardParseError,
    DuplicateCardError,
    GinRulesError,
    HandSizeError,
    InvalidMeldError,
    KnockError,
    RulesError,
    ScoreSheetError,
    TableError,
    VariantError,
)
from .explain import Explanation, Step, render
from .layoff import Layoff, LayoffResult, lay_off
from .melds import Meld, MeldCheck, MeldKind, check_meld
from .rules import Rules
from .scoring import GameResult, HandResult, ScoreLine, ScoreSheet, score_hand
from .table import Table
from .variants import VARIANTS, Variant, find_variant

__all__ = [
    "VARIANTS",
    "Arrangement",
    "Card",
    "CardParseError",
    "DiscardOption",
    "DuplicateCardError",
    "Explanation",
    "GameResult",
    "GinRulesError",
    "HandResult",
    "HandSizeError",
    "InvalidMeldError",
    "KnockCheck",
    "KnockError",
    "Layoff",
    "LayoffResult",
    "Meld",
    "MeldCheck",
    "MeldKind",
    "Rules",
    "RulesError",
    "ScoreLine",
    "ScoreSheet",
    "ScoreSheetError",
    "Step",
    "Suit",
    "Table",
    "TableError",
    "Variant",
    "VariantError",
    "all_best_arrangements",
    "all_spreads",
    "best_arrangement",
    "check_meld",
    "deadwood_count",
    "discard_options",
    "find_variant",
    "format_cards",
    "full_deck",
    "is_big_gin",
    "knock_check",
    "lay_off",
    "parse_card",
    "parse_cards",
    "render",
    "score_hand",
    "sort_hand",
]

# -- the hand and game state machine, advisor and opponent (H3) ----------------------
# Imported on first use (PEP 562): a lesson page in the browser never needs them, and
# compiling them in Pyodide is a noticeable part of the page's start-up.
_LAZY = {
    "Action": "actions",
    "ActionKind": "actions",
    "ActionParseError": "actions",
    "IllegalActionError": "actions",
    "SaveFileError": "actions",
    "Advice": "advice",
    "Rating": "advice",
    "advise": "advisor",
    "rate": "advisor",
    "Game": "game",
    "Hand": "game",
    "STRENGTHS": "opponent",
    "choose": "opponent",
    "Phase": "view",
    "PlayerView": "view",
    "RummyHand": "rummy",
    "find_plays": "rummy",
}

if TYPE_CHECKING:
    from .actions import (
        Action,
        ActionKind,
        ActionParseError,
        IllegalActionError,
        SaveFileError,
    )
    from .advice import Advice, Rating
    from .advisor import advise, rate
    from .game import Game, Hand
    from .opponent import STRENGTHS, choose
    from .rummy import RummyHand, find_plays
    from .view import Phase, PlayerView


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


__all__ += [
    "STRENGTHS",
    "Action",
    "ActionKind",
    "ActionParseError",
    "Advice",
    "Game",
    "Hand",
    "IllegalActionError",
    "Phase",
    "PlayerView",
    "Rating",
    "RummyHand",
    "SaveFileError",
    "advise",
    "choose",
    "find_plays",
    "rate",
]
