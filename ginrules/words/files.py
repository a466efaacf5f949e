"""Reading a word file: the one format every word of the product is written in.

A word file is JSON, one object per area (``ginrules/words/engine.json``,
``gintutor/words/practice.json``, ...), every key with its texts side by side::

    "meld.too_few": {
      "note": "for the translator: what the text is for (optional, never shown)",
      "en": "{cards} is not a meld: a meld needs at least 3 cards.",
      "nl": "{cards} is geen combinatie: een combinatie heeft minstens 3 kaarten."
    }

JSON because a translator edits it in any editor and a page reads it with the parser
Python already has loaded (C-accelerated, also in Pyodide): no module more to import at
start. This module reads files only, so the bottom layer (:mod:`ginrules.core.cards`) can read
its card words without the look-up (:mod:`ginrules.words`), which names cards.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

from ginrules.core.errors import CatalogueError

__all__ = ["NOTE", "engine_table", "read"]

#: The field of an entry that talks to the translator; it is never said.
NOTE = "note"

#: The engine's word files: beside this module, so ``ginrules`` stands on its own.
ENGINE_FOLDER = Path(__file__).parent


def read(path: Path) -> dict[str, Any]:
    """The entries of the word file at `path`, in the order written, without their notes
    (an entry that is not an object is left as it is, for the catalogue to refuse). Text
    that is not JSON raises json's ``ValueError``; JSON that is not one object of keys
    raises :class:`~ginrules.core.errors.CatalogueError`."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise CatalogueError(f"a word file is one JSON object of keys, not a {type(data).__name__}")
    return {key: ({lang: text for lang, text in texts.items() if lang != NOTE}
                  if isinstance(texts, dict) else texts)
            for key, texts in data.items()}


@functools.cache
def engine_table(area: str) -> dict[str, Any]:
    """One of the engine's word files (``cards``, ``engine``, ...), read once."""
    return read(ENGINE_FOLDER / f"{area}.json")
