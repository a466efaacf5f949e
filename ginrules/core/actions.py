"""Actions of a hand of Gin Rummy as small values with a text form that round-trips.

Every move a player can make is an :class:`Action`. ``str(action)`` gives its
text form and :meth:`Action.parse` reads it back (``Action.parse(str(a)) == a``):

=====================  ==========================================================
``draw stock``         draw the top card of the stock
``take 7H``            take the top card of the discard pile (also the upcard offer)
``pass``               decline the upcard in the first-turn offer
``discard KS``         discard a card and end the turn
``knock 4C``           discard 4C face down and knock
``gin 4C``             discard 4C and go gin (all ten remaining cards melded)
``big gin``            all eleven cards melded, no discard ("gin" alone also reads so)
``show 7H-8H-9H ...``  the knocker chooses which spread of melds to show
``show nothing``       the knocker shows no meld (all ten cards are deadwood)
``next hand``          deal the next hand of a game
``meld 7H 8H 9H``      Rummy: lay a meld face up on the table
``lay off 6H on 7H-8H-9H``  Rummy: add a card to a meld on the table (named by its cards)
=====================  ==========================================================

>>> a = Action.parse("take 7h")
>>> a
Action.parse('take 7H')
>>> str(Action.parse("discard 10s"))
'discard TS'
>>> Action.parse(str(Action.parse("show 9h-7h-8h 3c-3d-3s")))
Action.parse('show 3C-3D-3S 7H-8H-9H')
>>> Action.parse("gin")
Action.parse('big gin')
>>> Action.show([])
Action.parse('show nothing')
>>> Action.parse("meld ah kh qh"), Action.parse("lay off 5h on 6h-7h-8h")
(Action.parse('meld QH KH AH'), Action.parse('lay off 5H on 6H-7H-8H'))
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ginrules.core.cards import Card, parse_card
from ginrules.core.errors import GinRulesError
from ginrules.core.explain import Step
from ginrules.core.languages import require_language

__all__ = ["Action", "ActionKind", "ActionParseError", "IllegalActionError", "SaveFileError",
           "meld_order"]


class IllegalActionError(GinRulesError):
    """An action that the rules do not allow now; the message says why.

    The engine gives its reason as a :class:`~ginrules.core.explain.Step`: ``key`` is its word
    in the engine's catalogue (``refuse.*`` in ``ginrules/words/refusals.json``) and ``values``
    what it names (cards as :class:`~ginrules.core.cards.Card`), so a page words it in its own
    language with :meth:`say` (or maps ``key`` to words of its own) instead of reading the
    English back. ``str(error)`` is the English sentence. A reason given as plain text
    (code outside the engine) has ``key`` None, and :meth:`say` gives that text.

    >>> err = IllegalActionError(Step("refuse.not_held", {"card": Card("QH")}))
    >>> str(err), err.key, err.say("nl")
    ('QH is not in your hand', 'refuse.not_held', 'V♥ zit niet in je hand')
    """

    key: str | None
    values: Mapping[str, Any]

    def __init__(self, reason: str | Step) -> None:
        if isinstance(reason, Step):
            self.key, self.values = reason.id, dict(reason.values)
            text = _refusal_text(reason, "en")
        else:
            self.key, self.values, text = None, {}, str(reason)
        super().__init__(text)

    @property
    def step(self) -> Step | None:
        """The reason as a step of the engine's words (None: given as plain text)."""
        return None if self.key is None else Step(self.key, self.values)

    def say(self, lang: str = "en") -> str:
        """The reason in ``lang`` ('en' gives ``str(error)``)."""
        step = self.step
        if step is None:
            require_language(lang)
            return str(self)
        return _refusal_text(step, lang)


def _refusal_text(step: Step, lang: str) -> str:
    """A refusal in words; a value that is itself a step (the reason a group is no meld)
    is worded in the same language."""
    values = {k: v.render(lang) if isinstance(v, Step) else v for k, v in step.values.items()}
    return Step(step.id, values).render(lang)


class SaveFileError(GinRulesError):
    """A saved game that cannot be restored (damaged, tampered with, wrong version)."""


class ActionParseError(GinRulesError):
    """Text that is not an action."""


class ActionKind(Enum):
    DRAW_STOCK = "draw stock"
    TAKE = "take"
    PASS = "pass"
    DISCARD = "discard"
    KNOCK = "knock"
    GIN = "gin"
    BIG_GIN = "big gin"
    SHOW = "show"
    NEXT_HAND = "next hand"
    MELD = "meld"
    LAY_OFF = "lay off"


_WITH_CARD = frozenset({ActionKind.TAKE, ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.GIN,
                        ActionKind.LAY_OFF})
#: The kinds that name groups of cards: the spread shown, the meld laid, the meld laid onto
_WITH_MELDS = frozenset({ActionKind.SHOW, ActionKind.MELD, ActionKind.LAY_OFF})


def meld_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """A meld's cards in the order it is read: a set by suit, a run from low to high with
    an ace that sits above a king (Q-K-A, when aces may be high) last."""
    ordered = sorted(cards, key=lambda c: c.index)
    if len(ordered) >= 3 and ordered[0].rank == 1 and ordered[-1].rank == 13 and len(
            {c.suit for c in ordered}) == 1 and ordered[1].rank != 2:
        ordered = [*ordered[1:], ordered[0]]
    return tuple(ordered)


def _meld_key(meld: tuple[Card, ...]) -> tuple[int, ...]:
    return tuple(c.index for c in meld)


@dataclass(frozen=True, slots=True)
class Action:
    """One move. Build with the class methods or :meth:`parse`, not the constructor."""

    kind: ActionKind
    card: Card | None = None
    melds: tuple[tuple[Card, ...], ...] = ()

    def __post_init__(self) -> None:
        if (self.kind in _WITH_CARD) != (self.card is not None):
            need = "needs" if self.card is None else "takes no"
            raise ActionParseError(f"'{self.kind.value}' {need} card")
        if self.kind not in _WITH_MELDS and self.melds:
            raise ActionParseError(f"'{self.kind.value}' takes no melds")
        if self.kind in (ActionKind.MELD, ActionKind.LAY_OFF) and len(self.melds) != 1:
            raise ActionParseError(f"'{self.kind.value}' names one meld")

    # -- constructors -------------------------------------------------------
    @classmethod
    def draw_stock(cls) -> Action:
        return cls(ActionKind.DRAW_STOCK)

    @classmethod
    def take(cls, card: Card) -> Action:
        return cls(ActionKind.TAKE, card)

    @classmethod
    def pass_(cls) -> Action:
        return cls(ActionKind.PASS)

    @classmethod
    def discard(cls, card: Card) -> Action:
        return cls(ActionKind.DISCARD, card)

    @classmethod
    def knock(cls, card: Card) -> Action:
        return cls(ActionKind.KNOCK, card)

    @classmethod
    def gin(cls, card: Card) -> Action:
        return cls(ActionKind.GIN, card)

    @classmethod
    def big_gin(cls) -> Action:
        return cls(ActionKind.BIG_GIN)

    @classmethod
    def show(cls, melds: Iterable[Iterable[Card]]) -> Action:
        """Show these melds (order of melds and of cards does not matter); no melds at
        all is the spread "show nothing"."""
        norm = [tuple(sorted(m, key=lambda c: c.index)) for m in melds]
        norm.sort(key=_meld_key)
        return cls(ActionKind.SHOW, None, tuple(norm))

    @classmethod
    def next_hand(cls) -> Action:
        return cls(ActionKind.NEXT_HAND)

    @classmethod
    def meld(cls, cards: Iterable[Card]) -> Action:
        """Rummy: lay these cards face up on the table as a meld."""
        return cls(ActionKind.MELD, None, (meld_order(cards),))

    @classmethod
    def lay_off(cls, card: Card, meld: Iterable[Card]) -> Action:
        """Rummy: add ``card`` to the meld on the table whose cards are ``meld``."""
        return cls(ActionKind.LAY_OFF, card, (meld_order(meld),))

    # -- text ---------------------------------------------------------------
    def __str__(self) -> str:
        if self.kind is ActionKind.MELD:
            return "meld " + " ".join(c.code for c in self.melds[0])
        if self.kind is ActionKind.LAY_OFF:
            assert self.card is not None
            return f"lay off {self.card.code} on " + "-".join(c.code for c in self.melds[0])
        if self.kind is ActionKind.SHOW:
            if not self.melds:
                return "show nothing"
            return "show " + " ".join("-".join(c.code for c in m) for m in self.melds)
        if self.card is not None:
            return f"{self.kind.value} {self.card.code}"
        return str(self.kind.value)

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"

    @property
    def discards(self) -> Card | None:
        """The card this action puts on the discard pile (or face down), if any."""
        if self.kind in (ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.GIN):
            return self.card
        return None

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read an action from its text form (case and extra spaces do not matter)."""
        words = re.split(r"\s+", text.strip().lower())
        if not words or words == [""]:
            raise ActionParseError("empty action")
        head = words[0]
        try:
            if words == ["draw", "stock"] or words == ["draw"]:
                return cls.draw_stock()
            if words == ["pass"]:
                return cls.pass_()
            if words == ["big", "gin"] or words == ["gin"]:
                return cls.big_gin()
            if words == ["next", "hand"]:
                return cls.next_hand()
            if words == ["show", "nothing"]:
                return cls.show(())
            if head == "meld" and len(words) >= 2:
                return cls.meld(parse_card(code) for w in words[1:] for code in w.split("-"))
            if words[:2] == ["lay", "off"] and len(words) == 5 and words[3] == "on":
                return cls.lay_off(parse_card(words[2]),
                                   (parse_card(code) for code in words[4].split("-")))
            if head == "show" and len(words) >= 2:
                return cls.show(tuple(parse_card(code) for code in m.split("-")) for m in words[1:])
            if len(words) == 2:
                kinds = {"take": ActionKind.TAKE, "discard": ActionKind.DISCARD,
                         "knock": ActionKind.KNOCK, "gin": ActionKind.GIN}
                if head in kinds:
                    return cls(kinds[head], parse_card(words[1]))
        except ActionParseError:
            raise
        except ValueError as exc:
            raise ActionParseError(f"not an action: {text!r} ({exc})") from exc
        raise ActionParseError(
            f"not an action: {text!r} (try 'draw stock', 'take 7H', 'pass', 'discard KS', "
            "'knock 4C', 'gin 4C', 'big gin', 'show 7H-8H-9H', 'show nothing', 'next hand', "
            "'meld 7H 8H 9H', 'lay off 6H on 7H-8H-9H')"
        )
