"""Hands as the players report them at a real table: what numbers can be.

At a kitchen table the players often say only who knocked (or went out) and how many
points each still held. A score pad keeps the score from those numbers; the engine scores
them (:func:`ginrules.gin.showdown.score_counts`, :func:`ginrules.gin.showdown.score_ring_counts`,
:func:`ginrules.rummy.hand.score_out_counts`) the same way as cards, and this module says which
numbers no hand can have, so a typing mistake is caught instead of scored:

- :func:`most_deadwood`: the most deadwood hands of a size can hold (cards in no meld);
- :func:`most_points`: the most points hands of a size can hold at all (Rummy counts every
  card still held, melds too);
- :class:`CountError`: a count refused, with its reason as a word of the engine's
  catalogue (``count.*`` in ``ginrules/words/reported.json``) and the seat it is about.

A hand without a meld holds at most two cards of a rank (three are a set); two of every
rank from the king down, in suits that change with every rank (spades and hearts on one
rank, clubs and diamonds on the next), hold no run either, so the most is reached:

>>> most_deadwood(10), most_deadwood(7)
(98, 70)
>>> from ginrules.core.arrangement import deadwood_count
>>> deadwood_count("KS KH QC QD JS JH TC TD 9S 9H")
98

Several hands together share the deck's four cards of each rank, so together they hold
less than each could alone; the bound never refuses what a deal can give:

>>> most_deadwood(7, hands=3), 3 * most_deadwood(7)
(204, 210)
>>> most_points(10), most_points(6, hands=5)
(100, 268)
>>> check_counts([(1, 70), (2, 70), (3, 70)], most_deadwood, cards=7)
Traceback (most recent call last):
...
ginrules.table.reported.CountError: together 3 hands of 7 cards hold at most 204 deadwood, not 210
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ginrules.core.cards import full_deck
from ginrules.core.errors import GinRulesError
from ginrules.core.explain import Step
from ginrules.core.languages import require_language

__all__ = ["CountError", "check_count", "check_counts", "most_deadwood", "most_points",
           "whole_count"]

#: Cards of one rank in the deck.
_SUITS = 4


class CountError(GinRulesError):
    """A reported count no hand can have; ``step`` is the reason in the engine's words
    (``count.*``), ``seat`` the seat whose count it is (None: several seats together).

    >>> err = CountError(Step("count.knock_limit", {"count": 12, "limit": 10}), seat=0)
    >>> str(err), err.seat
    ('a knock may keep at most 10 deadwood, not 12', 0)
    >>> err.say("nl")
    'wie klopt houdt hoogstens 10 dood hout over, niet 12'
    """

    key: str
    values: Mapping[str, Any]

    def __init__(self, step: Step, seat: int | None = None) -> None:
        self.key, self.values, self.seat = step.id, dict(step.values), seat
        super().__init__(step.render("en"))

    @property
    def step(self) -> Step:
        return Step(self.key, self.values)

    def say(self, lang: str = "en") -> str:
        """The reason in ``lang``."""
        require_language(lang)
        return self.step.render(lang)


def _highest(per_rank: int, count: int) -> int:
    """The points of the ``count`` most valuable cards when at most ``per_rank`` of each
    rank may be taken."""
    ranks = sorted({(card.value, card.rank) for card in full_deck()}, reverse=True)
    total, left = 0, count
    for value, _rank in ranks:
        take = min(per_rank, _SUITS, left)
        total += take * value
        left -= take
    return total


def most_deadwood(cards: int, hands: int = 1) -> int:
    """The most deadwood ``hands`` hands of ``cards`` cards each can hold together (one
    hand: exactly the most; several: a bound no deal can pass, as they share the deck).

    >>> most_deadwood(11), most_deadwood(10, hands=2)
    (106, 196)
    """
    _check_size(cards, hands)
    return _highest(min(_SUITS, 2 * hands), cards * hands)


def most_points(cards: int, hands: int = 1) -> int:
    """The most points ``hands`` hands of ``cards`` cards each can hold together, melded
    or not: the deck's most valuable cards.

    >>> most_points(1), most_points(7, hands=4)
    (10, 256)
    """
    _check_size(cards, hands)
    return _highest(_SUITS, cards * hands)


def _check_size(cards: int, hands: int) -> None:
    if cards < 0 or hands < 1 or cards * hands > len(full_deck()):
        raise ValueError(f"{hands} hands of {cards} cards do not fit in one deck")


#: A bound on what hands of a size hold: :func:`most_deadwood` or :func:`most_points`.
Bound = Callable[..., int]


def whole_count(seat: int, count: object) -> int:
    """One seat's count, if it is a whole number of points; CountError if not (the first
    thing a count must be, before any rule of the game is asked of it)."""
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise CountError(Step("count.not_whole", {"count": str(count)[:20]}), seat)
    return count


def check_count(seat: int, count: object, bound: Bound, cards: int) -> int:
    """One seat's count, if it is a whole number a hand of ``cards`` cards can hold
    (``bound``: :func:`most_deadwood` or :func:`most_points`); CountError if not."""
    count = whole_count(seat, count)
    most = bound(cards)
    if count > most:
        key = "count.most_deadwood" if bound is most_deadwood else "count.most_points"
        raise CountError(Step(key, {"count": count, "most": most, "cards": cards}), seat)
    return count


def check_counts(counts: Sequence[tuple[int, int]], bound: Bound, cards: int) -> None:
    """Every seat's count (:func:`check_count`), then every group of them together: the
    largest counts of any number of hands must fit the bound for that many hands."""
    for seat, count in counts:
        check_count(seat, count, bound, cards)
    largest = sorted((count for _, count in counts), reverse=True)
    for hands in range(2, len(largest) + 1):
        total = sum(largest[:hands])
        most = bound(cards, hands=hands)
        if total > most:
            key = ("count.together_deadwood" if bound is most_deadwood
                   else "count.together_points")
            raise CountError(Step(key, {"count": total, "most": most, "cards": cards,
                                        "hands": hands}))
