"""What the score pad refuses: an input it cannot use, said beside the field it is about,
in English and Dutch, and nothing entered before is lost."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ginrules.core.explain import Step
from ginrules.core.languages import require_language

from .words import WORDS

__all__ = ["PadError", "PadSaveError"]


class PadError(ValueError):
    """An input the pad refuses. ``field`` names the form field it is about: ``game``,
    ``players``, ``name.<seat>``, ``preset``, ``option.<name>``, ``dealer`` (setup);
    ``ending``, ``player``, ``count.<seat>``, ``counts`` (several together),
    ``cards.<seat>``, ``melds``, ``upcard``, ``dealer``, ``table`` (a hand); ``hand`` (the
    hand as a whole, or a later hand a change no longer fits: ``index`` says which);
    ``save`` (stored text).
    ``key`` and ``values`` are the reason in the pad's words (:meth:`say`); a value that
    is an engine :class:`~ginrules.core.explain.Step` or another PadError is said in the same
    language. ``str(error)`` is the English sentence.

    >>> err = PadError("count.1", "error.number", text="x")
    >>> err.field, str(err)
    ('count.1', "Write a whole number, like 12, not 'x'.")
    >>> err.say("nl")
    "Schrijf een heel getal, zoals 12, niet 'x'."
    """

    field: str
    key: str
    values: Mapping[str, Any]

    def __init__(self, field: str, key: str, /, *, index: int | None = None,
                 **values: Any) -> None:
        self.field, self.key, self.values = field, key, values
        #: the entered hand it is about (from 0), when it is an earlier one than the page's
        #: form: a later hand that a change no longer fits, a stored hand
        self.index = index
        super().__init__(self.say("en"))

    def say(self, lang: str) -> str:
        """The reason in ``lang``."""
        require_language(lang)
        values = {name: _said(value, lang) for name, value in self.values.items()}
        return WORDS.say(self.key, lang, **values)


def _said(value: Any, lang: str) -> Any:
    """A value as the sentence needs it: an engine step or a refusal in words."""
    if isinstance(value, Step):
        return value.render(lang)
    if isinstance(value, PadError):
        return value.say(lang)
    return value


class PadSaveError(PadError):
    """Stored or imported text the pad cannot read. ``text`` is that text, kept as it was,
    so the page can store it aside before it writes anything over it."""

    def __init__(self, text: object, key: str, **values: Any) -> None:
        self.text = text if isinstance(text, str) else ""
        super().__init__("save", key, **values)
