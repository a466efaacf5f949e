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
    from .actions import (
        Action,
        ActionKind,
        ActionParseError,
        IllegalActionError,
        SaveFileError,
    )
    from .advice import Advice, Rating
    from .advisor import advise, rate
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
    from .game import Game, Hand
    from .layoff import Layoff, LayoffResult, lay_off
    from .melds import Meld, MeldCheck, MeldKind, check_meld
    from .opponent import STRENGTHS, choose
    from .rules import Rules
    from .rummy import RummyHand, find_plays
    from .scoring import GameResult, HandResult, ScoreLine, ScoreSheet, score_hand
    from .table import Table
    from .variants import VARIANTS, Variant, find_variant
    from .view import Phase, PlayerView

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
#: ginrules.arrangement then, and only then.
_LAZY = {
    "Arrangement": "arrangement",
    "DiscardOption": "arrangement",
    "KnockCheck": "arrangement",
    "all_best_arrangements": "arrangement",
    "all_spreads": "arrangement",
    "best_arrangement": "arrangement",
    "deadwood_count": "arrangement",
    "discard_options": "arrangement",
    "is_big_gin": "arrangement",
    "knock_check": "arrangement",
    "Card": "cards",
    "Suit": "cards",
    "format_cards": "cards",
    "full_deck": "cards",
    "parse_card": "cards",
    "parse_cards": "cards",
    "sort_hand": "cards",
    "CardParseError": "errors",
    "DuplicateCardError": "errors",
    "GinRulesError": "errors",
    "HandSizeError": "errors",
    "InvalidMeldError": "errors",
    "KnockError": "errors",
    "RulesError": "errors",
    "ScoreSheetError": "errors",
    "TableError": "errors",
    "VariantError": "errors",
    "Explanation": "explain",
    "Step": "explain",
    "render": "explain",
    "Layoff": "layoff",
    "LayoffResult": "layoff",
    "lay_off": "layoff",
    "Meld": "melds",
    "MeldCheck": "melds",
    "MeldKind": "melds",
    "check_meld": "melds",
    "Rules": "rules",
    "GameResult": "scoring",
    "HandResult": "scoring",
    "ScoreLine": "scoring",
    "ScoreSheet": "scoring",
    "score_hand": "scoring",
    "Table": "table",
    "VARIANTS": "variants",
    "Variant": "variants",
    "find_variant": "variants",
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
