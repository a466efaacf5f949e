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

# Every public name is imported on first use (PEP 562, ``__getattr__`` below): a page
# in the browser that needs one module (the rules page: the presets; every page: the
# safe reader) does not run the whole engine at start: in Pyodide each dataclass
# takes 1-2 ms to generate its methods, and the rules page's start went from 92 to 52 ms
# of our own imports and controller. ``build.page_imports`` reads ``_LAZY`` too.
if TYPE_CHECKING:
    from ginrules.core.actions import (
        Action,
        ActionKind,
        ActionParseError,
        IllegalActionError,
        SaveFileError,
    )
    from ginrules.core.arrangement import (
        Arrangement,
        all_best_arrangements,
        all_spreads,
        best_arrangement,
        deadwood_count,
        is_big_gin,
    )
    from ginrules.core.cards import (
        Card,
        Suit,
        format_cards,
        full_deck,
        parse_card,
        parse_cards,
        sort_hand,
    )
    from ginrules.core.errors import (
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
    from ginrules.core.explain import Explanation, Step, render
    from ginrules.core.layoff import Layoff, LayoffResult, lay_off
    from ginrules.core.melds import Meld, MeldCheck, MeldKind, check_meld
    from ginrules.gin.discards import DiscardOption, KnockCheck, discard_options, knock_check
    from ginrules.gin.hand import Hand
    from ginrules.gin.showdown import HandResult, score_hand
    from ginrules.players.advice import Advice, Rating
    from ginrules.players.opponent import STRENGTHS, choose
    from ginrules.players.styles import advise, rate
    from ginrules.rummy.hand import RummyHand, find_plays
    from ginrules.table.game import Game
    from ginrules.table.rules import Rules
    from ginrules.table.seats import Table
    from ginrules.table.sheet import GameResult, ScoreLine, ScoreSheet
    from ginrules.table.variants import VARIANTS, Variant, find_variant
    from ginrules.table.view import Phase, PlayerView

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

#: Where each public name lives: ``from ginrules import best_arrangement`` imports
#: ginrules.core.arrangement then, and only then.
_LAZY = {
    "Arrangement": "core.arrangement",
    "DiscardOption": "gin.discards",
    "KnockCheck": "gin.discards",
    "all_best_arrangements": "core.arrangement",
    "all_spreads": "core.arrangement",
    "best_arrangement": "core.arrangement",
    "deadwood_count": "core.arrangement",
    "discard_options": "gin.discards",
    "is_big_gin": "core.arrangement",
    "knock_check": "gin.discards",
    "Card": "core.cards",
    "Suit": "core.cards",
    "format_cards": "core.cards",
    "full_deck": "core.cards",
    "parse_card": "core.cards",
    "parse_cards": "core.cards",
    "sort_hand": "core.cards",
    "CardParseError": "core.errors",
    "DuplicateCardError": "core.errors",
    "GinRulesError": "core.errors",
    "HandSizeError": "core.errors",
    "InvalidMeldError": "core.errors",
    "KnockError": "core.errors",
    "RulesError": "core.errors",
    "ScoreSheetError": "core.errors",
    "TableError": "core.errors",
    "VariantError": "core.errors",
    "Explanation": "core.explain",
    "Step": "core.explain",
    "render": "core.explain",
    "Layoff": "core.layoff",
    "LayoffResult": "core.layoff",
    "lay_off": "core.layoff",
    "Meld": "core.melds",
    "MeldCheck": "core.melds",
    "MeldKind": "core.melds",
    "check_meld": "core.melds",
    "Rules": "table.rules",
    "GameResult": "table.sheet",
    "HandResult": "gin.showdown",
    "ScoreLine": "table.sheet",
    "ScoreSheet": "table.sheet",
    "score_hand": "gin.showdown",
    "Table": "table.seats",
    "VARIANTS": "table.variants",
    "Variant": "table.variants",
    "find_variant": "table.variants",
    "Action": "core.actions",
    "ActionKind": "core.actions",
    "ActionParseError": "core.actions",
    "IllegalActionError": "core.actions",
    "SaveFileError": "core.actions",
    "Advice": "players.advice",
    "Rating": "players.advice",
    "advise": "players.styles",
    "rate": "players.styles",
    "Game": "table.game",
    "Hand": "table.game",
    "STRENGTHS": "players.opponent",
    "choose": "players.opponent",
    "Phase": "table.view",
    "PlayerView": "table.view",
    "RummyHand": "rummy.hand",
    "find_plays": "rummy.hand",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


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
