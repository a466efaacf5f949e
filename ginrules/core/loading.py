"""The one way to load what a registry names in a string (the hand flows' registry in
the engine, the game families' in the tutor): a registry knows its extensions by name, so
a base module never imports them, and a page downloads a family's code only when it
plays that family.
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["load_named"]


def load_named(ref: str) -> Any:
    """What ``ref`` names, imported on first use: ``"package.module:attribute"`` the
    attribute, ``"package.module"`` the module. A module the import system does not find
    may have just been unpacked from a page's own zip: it looks again once before giving
    up (only then, so a page's start pays nothing for it).

    >>> load_named("ginrules.core.cards:Card").__name__
    'Card'
    """
    module, _, name = ref.partition(":")
    try:
        found = importlib.import_module(module)
    except ModuleNotFoundError:
        importlib.invalidate_caches()
        found = importlib.import_module(module)
    return getattr(found, name) if name else found
