"""The languages the product speaks, and the one check of a language a caller names.

This is the bottom of the words: :mod:`ginrules.core.cards` (which names cards in each
language) and :mod:`ginrules.words` (the catalogue) both read it, so neither needs
the other to know which languages there are.
"""

from __future__ import annotations

from ginrules.core.errors import UnknownLanguageError

__all__ = ["LANGUAGES", "require_language"]

#: The languages the product speaks; every catalogue has every key in each of them.
LANGUAGES: tuple[str, ...] = ("en", "nl")


def require_language(lang: str) -> str:
    """`lang` if the product speaks it, else a clear :class:`UnknownLanguageError`.

    >>> require_language("nl")
    'nl'
    """
    if lang not in LANGUAGES:
        raise UnknownLanguageError(f"unknown language {lang!r}: use 'en' or 'nl'")
    return lang
