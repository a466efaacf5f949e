"""The one family of exceptions raised by :mod:`ginrules`.

Every error is a :class:`ValueError`, so code that already catches bad values
keeps working, and every message names the offending input:

>>> from ginrules import parse_cards
>>> parse_cards("7H 8X 9H")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ginrules.core.errors.CardParseError: token 2 ('8X', at character 4) is not a card: 'X' is...
>>> isinstance(CardParseError("x"), ValueError)
True
"""

from __future__ import annotations

__all__ = [
    "AdvisorError",
    "CardParseError",
    "CatalogueError",
    "DuplicateCardError",
    "GinRulesError",
    "HandSizeError",
    "InputError",
    "InvalidMeldError",
    "KnockError",
    "MissingWordError",
    "RulesError",
    "ScoreSheetError",
    "TableError",
    "UnknownLanguageError",
    "VariantError",
]


class GinRulesError(ValueError):
    """Base class of every error raised by the rules engine."""


class CardParseError(GinRulesError):
    """Text that is not a card (the message names the token and its position; ``token``
    is that text, for a caller that says it in words of its own)."""

    def __init__(self, message: str, token: str | None = None) -> None:
        super().__init__(message)
        self.token = token


class DuplicateCardError(GinRulesError):
    """The same card given twice (the message names the card and both positions)."""


class HandSizeError(GinRulesError):
    """Too many (or too few) cards for what was asked (the message names the extra card)."""


class InvalidMeldError(GinRulesError):
    """Cards that do not form a meld where a meld is required (the message says why)."""


class RulesError(GinRulesError):
    """An unknown house-rule option, a bad value for one, or an unknown preset."""


class KnockError(GinRulesError):
    """A knock the rules do not allow (deadwood above the knock limit, melds not in the hand)."""


class ScoreSheetError(GinRulesError):
    """A score sheet used wrongly (a hand added after the game ended, a bad saved sheet)."""


class InputError(GinRulesError):
    """Data from outside (stored, typed into an address, a file) that cannot be read
    (too big, too deeply nested, not the expected shape); the message says what is wrong."""


class TableError(GinRulesError):
    """Seats used wrongly: too few or too many, a seat number that is not at the table."""


class VariantError(GinRulesError):
    """An unknown game variant, or one used with a number of players it is not for."""


class AdvisorError(GinRulesError):
    """Advice asked for where there is none (a move of a player whose turn it is not)."""
class UnknownLanguageError(GinRulesError):
    """A language the product does not speak (it speaks 'en' and 'nl')."""


class MissingWordError(GinRulesError, KeyError):
    """A word that is not in a catalogue (no such key, no text in the language, or no value
    for one of its placeholders). Also a :class:`KeyError`, as a missing key always was."""

    def __str__(self) -> str:  # KeyError would print the message in quotes
        return str(self.args[0]) if self.args else ""


class CatalogueError(GinRulesError):
    """A word catalogue that cannot be built: a key in two merged catalogues, a bad table."""
