"""Explanations: every judgement as structured steps, rendered in English or Dutch.

A :class:`Step` is a message id plus values (cards, numbers, words); the words
live in ``ginrules/words/engine.json`` and are looked up and filled in by the one word
catalogue, :func:`ginrules.words.engine_words`. Rendering names cards with suit symbols
and the language's own rank letters (J Q K in English, B V H in Dutch):

>>> from ginrules.core.cards import parse_cards
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

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeAlias, overload

from ginrules.core.cards import Card, Suit
from ginrules.words import LANGUAGES, engine_words

__all__ = ["LANGUAGES", "Explanation", "Step", "render"]


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


def _render_step(step: Step, lang: str) -> str:
    return engine_words().say(step.id, lang, **step.values)


@overload
def render(explanation: Step, lang: str = "en") -> str: ...
@overload
def render(explanation: Iterable[Step], lang: str = "en") -> list[str]: ...


def render(explanation: Step | Iterable[Step], lang: str = "en") -> str | list[str]:
    """A step as a sentence, or an explanation as a list of sentences ('en' or 'nl')."""
    if isinstance(explanation, Step):
        return _render_step(explanation, lang)
    return [_render_step(s, lang) for s in explanation]
