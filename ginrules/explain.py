"""Explanations: every judgement as structured steps, rendered in English or Dutch.

A :class:`Step` is a message id plus values (cards, numbers, words); the words
live in :mod:`ginrules.messages`. Rendering names cards with suit symbols and the
language's own rank letters (J Q K in English, B V H in Dutch):

>>> from ginrules.cards import parse_cards
>>> s = Step("meld.run.missing", {"cards": parse_cards("7H 8H TH"), "missing": parse_cards("9H")})
>>> render(s)
'7♥ 8♥ 10♥ is not a run: 9♥ is missing.'
>>> render(s, "nl")
'7♥ 8♥ 10♥ is geen serie: 9♥ ontbreekt.'
>>> render((s, Step("deadwood.total", {"cards": parse_cards("KS 3D"), "total": 13})))
['7♥ 8♥ 10♥ is not a run: 9♥ is missing.', 'Deadwood: K♠ 3♦ = 10 + 3 = 13 points.']
>>> render(Step("meld.set.ok", {"cards": parse_cards("QC QD QH"), "n": 3, "rank": 12}), "nl")
'V♣ V♦ V♥ is een set: 3 vrouwen.'
>>> s.to_dict()
{'id': 'meld.run.missing', 'values': {'cards': ['7H', '8H', 'TH'], 'missing': ['9H']}}
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeAlias, overload

from .cards import Card, Suit, format_cards, rank_name
from .messages import MESSAGES, TERMS

__all__ = ["LANGUAGES", "Explanation", "Step", "render"]

LANGUAGES = ("en", "nl")


def _freeze(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


@dataclass(frozen=True, eq=False)
class Step:
    """One step of reasoning: a message id and the values it talks about."""

    id: str
    values: Mapping[str, Any] = field(default_factory=dict)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Step):
            return NotImplemented
        return self.id == other.id and _freeze(dict(self.values)) == _freeze(dict(other.values))

    def __hash__(self) -> int:
        return hash((self.id, _freeze(dict(self.values))))

    def render(self, lang: str = "en") -> str:
        """This step in words."""
        return _render_step(self, lang)

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly form: cards as codes, melds as lists of codes."""
        return {"id": self.id, "values": {k: _jsonable(v) for k, v in self.values.items()}}


Explanation: TypeAlias = tuple[Step, ...]


def _jsonable(value: Any) -> Any:
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Suit):
        return value.value
    cards = getattr(value, "cards", None)
    if cards is not None and not isinstance(value, str | bytes):
        return [c.code for c in cards]
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return value


def _is_cards(value: Any) -> bool:
    return isinstance(value, list | tuple) and all(isinstance(v, Card) for v in value)


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def _join(self, items: Sequence[str]) -> str:
        word = TERMS[self.lang]["and"]
        if len(items) <= 1:
            return "".join(items)
        return ", ".join(items[:-1]) + f" {word} " + items[-1]

    def _plain(self, value: Any) -> str:
        if isinstance(value, Card):
            return value.label_in(self.lang)
        if isinstance(value, Suit):
            return value.noun(self.lang)
        cards = getattr(value, "cards", None)
        if cards is not None and not isinstance(value, str):
            return format_cards(cards, self.lang)
        if _is_cards(value):
            return format_cards(value, self.lang)
        if isinstance(value, list | tuple):
            return self._join([self._plain(v) for v in value])
        return str(value)

    def format_field(self, value: Any, format_spec: str) -> str:
        lang = self.lang
        if "|" in format_spec:  # plural choice: {n:card|cards}
            one, many = format_spec.split("|", 1)
            n = len(value) if isinstance(value, list | tuple) else value
            return one if n == 1 else many
        if format_spec == "":
            return self._plain(value)
        if format_spec == "name":
            if isinstance(value, Card):
                return value.name(lang)
            return self._join([c.name(lang) for c in value])
        if format_spec == "rank":
            return rank_name(int(value), lang)
        if format_spec == "ranks":
            return rank_name(int(value), lang, plural=True)
        if format_spec == "a_rank":  # en: 'a seven', 'an eight', 'an ace'
            word = rank_name(int(value), lang)
            if lang != "en":
                return word
            return ("an " if word[0] in "aeiou" else "a ") + word
        if format_spec == "a_suit":  # en: 'a heart'
            suit = value if isinstance(value, Suit) else Suit(str(value))
            return ("a " + suit.noun(lang, plural=False)) if lang == "en" else suit.noun(lang)
        if format_spec == "suit":
            suit = value if isinstance(value, Suit) else Suit(str(value))
            return suit.noun(lang)
        if format_spec == "term":
            return TERMS[lang].get(str(value), str(value))
        if format_spec == "the":  # 'the set' / 'het setje'
            return TERMS[lang].get("the_" + str(value), str(value))
        if format_spec == "Term":
            word = TERMS[lang].get(str(value), str(value))
            return word[:1].upper() + word[1:]
        if format_spec == "sum":  # card values added up: 10 + 3
            return " + ".join(str(c.value) for c in value) if value else "0"
        if format_spec == "each":  # a list of card groups: 7♥ 8♥ 9♥ and 3♣ 3♦ 3♠
            return self._join([self._plain(v) for v in value])
        if format_spec == "codes":
            return " ".join(c.code for c in value)
        return str(super().format_field(value, format_spec))


_FORMATTERS = {lang: _Formatter(lang) for lang in LANGUAGES}


def _render_step(step: Step, lang: str) -> str:
    try:
        fmt = _FORMATTERS[lang]
    except KeyError:
        raise ValueError(f"unknown language {lang!r}: use 'en' or 'nl'") from None
    try:
        template = MESSAGES[step.id][lang]
    except KeyError:
        raise KeyError(f"no {lang!r} message for step {step.id!r}") from None
    text: str = fmt.vformat(template, (), dict(step.values))
    return text


@overload
def render(explanation: Step, lang: str = "en") -> str: ...
@overload
def render(explanation: Iterable[Step], lang: str = "en") -> list[str]: ...


def render(explanation: Step | Iterable[Step], lang: str = "en") -> str | list[str]:
    """A step as a sentence, or an explanation as a list of sentences ('en' or 'nl')."""
    if isinstance(explanation, Step):
        return _render_step(explanation, lang)
    return [_render_step(s, lang) for s in explanation]
