"""What a discard leaves and whether the cards left may knock: gin's knock limit
asked of one hand.

The arrangement solver answers how little deadwood is left; this room adds what
the house rules make of it (the knock limit, gin, Oklahoma's upcard).

>>> options = discard_options("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D KD")
>>> [(o.discard.code, o.deadwood, o.can_knock, o.is_gin) for o in options][:2]
[('KD', 0, True, True), ('AS', 10, True, False)]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ginrules.core.arrangement import Arrangement, best_arrangement, deadwood_after_each_discard
from ginrules.core.cards import Card
from ginrules.core.explain import Explanation, Step
from ginrules.table.rules import PRESETS, Rules

__all__ = ["DiscardOption", "KnockCheck", "discard_options", "knock_check"]

_STANDARD = PRESETS["standard"]


class DiscardOption:
    """One possible discard from 11 cards: what is left and what it allows.

    ``discard`` (Card), ``deadwood`` (int, least deadwood of the 10 left),
    ``can_knock``, ``is_gin``, ``arrangement`` (of the 10 cards left) and
    ``explanation``.
    """

    __slots__ = ("_arr", "_limit", "_mask", "can_knock", "deadwood", "discard", "is_gin")

    discard: Card
    deadwood: int
    can_knock: bool
    is_gin: bool
    _mask: int
    _limit: int
    _arr: Arrangement

    @property
    def arrangement(self) -> Arrangement:
        """The best arrangement of the ten cards that stay."""
        try:
            return self._arr
        except AttributeError:
            self._arr = Arrangement.of_mask(self._mask, self.deadwood)
            return self._arr

    @property
    def knock_limit(self) -> int:
        return self._limit

    @property
    def explanation(self) -> Explanation:
        values = {"card": self.discard, "deadwood": self.deadwood, "limit": self._limit}
        if self.is_gin:
            head = Step("discard.gin", values)
        elif self.can_knock:
            head = Step("discard.knock", values)
        elif self._limit == 0:
            head = Step("discard.gin_only", values)
        else:
            head = Step("discard.no_knock", values)
        return (head, *self.arrangement.explanation)

    def __repr__(self) -> str:
        return (f"DiscardOption(discard={self.discard!r}, deadwood={self.deadwood}, "
                f"can_knock={self.can_knock}, is_gin={self.is_gin})")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DiscardOption):
            return NotImplemented
        return (self.discard, self.deadwood, self._mask, self._limit) == (
            other.discard, other.deadwood, other._mask, other._limit)

    def __hash__(self) -> int:
        return hash((self.discard, self.deadwood, self._mask))


def discard_options(hand: str | Iterable[Card | str], rules: Rules | None = None,
                    upcard: Card | None = None, *, keep: int = 10) -> list[DiscardOption]:
    """For each of the 11 cards: the deadwood left after discarding it, and whether
    that allows a knock or is gin. Sorted by deadwood, then by card.

    ``rules`` defaults to the standard preset; ``upcard`` (the first upcard of
    the hand) is needed when the knock limit comes from it (Oklahoma). ``keep`` is
    the hand's size after the discard: 10 in gin, 7 in seven-card gin (8 cards in).

    >>> [(str(o.discard), o.deadwood) for o in discard_options("5C 5D 5H 9S 9D KH 2C 3C",
    ...                                                        keep=7)][:2]
    [('K♥', 23), ('9♦', 24)]

    >>> from ginrules import render
    >>> opts = discard_options("7H 8H 9H TH 2C 2D 2S 5S 5C KD 4C")
    >>> [(str(o.discard), o.deadwood, o.can_knock) for o in opts[:3]]
    [('K♦', 14, False), ('5♣', 19, False), ('5♠', 19, False)]
    >>> render(opts[0].explanation[0])
    'Discard K♦: 14 deadwood left, too much to knock (limit 10).'
    >>> render(discard_options("7H 8H 9H TH 2C 2D 2S 5S 5C 4C AH")[0].explanation[0])
    'Discard 5♣: 10 deadwood left, so you may knock (limit 10).'
    """
    limit = (rules or _STANDARD).max_knock_deadwood(upcard)
    h, least = deadwood_after_each_discard(hand, keep=keep)
    new = object.__new__
    out = []
    for dw, card in least:
        opt = new(DiscardOption)
        opt.discard = card
        opt.deadwood = dw
        opt.can_knock = dw <= limit
        opt.is_gin = dw == 0
        opt._mask = h ^ card._bit
        opt._limit = limit
        out.append(opt)
    return out


@dataclass(frozen=True)
class KnockCheck:
    """May these 10 cards (after the discard) knock? ``can_knock``, ``is_gin``,
    ``deadwood``, ``limit``, the best ``arrangement`` and the ``explanation``."""

    can_knock: bool
    is_gin: bool
    deadwood: int
    limit: int
    arrangement: Arrangement
    upcard: Card | None = None

    @property
    def explanation(self) -> Explanation:
        values = {"deadwood": self.deadwood, "limit": self.limit}
        if self.is_gin and len(self.arrangement.cards) == 11:
            head = Step("big_gin.yes", values)
        elif self.is_gin:
            head = Step("knock.gin", values)
        elif self.can_knock:
            head = Step("knock.yes", values)
        elif self.limit == 0 and self.upcard is not None and self.upcard.rank == 1:
            head = Step("knock.gin_only", values)
        else:
            head = Step("knock.no", values)
        return (*self.arrangement.explanation, head)


def knock_check(cards: str | Iterable[Card | str], rules: Rules | None = None,
                upcard: Card | None = None) -> KnockCheck:
    """Whether a hand (10 cards after the discard) may knock under the rules.

    >>> from ginrules import render
    >>> check = knock_check("7H 8H 9H TH 2C 2D 2S 4C 4D AS")
    >>> check.can_knock, check.deadwood, render(check.explanation[-1])
    (True, 9, '9 deadwood, within the knock limit of 10: you may knock.')
    >>> render(knock_check("7H 8H 9H TH 2C 2D 2S 4C 4D AS", Rules.preset("oklahoma"),
    ...                    upcard=Card("AD")).explanation[-1], "nl")
    'Met een aas als eerste open kaart beëindigt alleen gin de ronde; je hebt 9 dood hout.'
    """
    arr = best_arrangement(cards)
    limit = (rules or _STANDARD).max_knock_deadwood(upcard)
    dw = arr.deadwood_count
    return KnockCheck(dw <= limit, arr.is_gin, dw, limit, arr, upcard)
