"""A fast gin policy for the search's playouts, much better than the beginner's rule.

The beginner (least deadwood, knock at once) judges the middle of a hand badly: it
throws away the cards that would make its next meld and takes any card that lowers its
deadwood. A search whose playouts play like that prefers moves that only look good to
a beginner (docs/engine.md, "Thinking ahead"). This policy plays closer to the expert at
almost the beginner's speed, from the hand's raw state and from what the seat to act
may know there (its own cards and the face-up pile; it never reads another hand):

- *Discard*: the card whose loss leaves the best *prospect*: the deadwood kept less
  :data:`POTENTIAL` times the mean gain of the next stock card, counting only cards not
  yet dead in the pile (a live pair or two-card run is worth keeping, a dead one not).
  The gain of every card on a kept hand is worked out once per hand of cards and cached
  (bit masks, :func:`_gains`), so a playout costs a few table look-ups per move.
- *Draw*: the top discard when it joins a meld and gains at least :data:`TAKE_EDGE`
  points more than a stock card is likely to; otherwise the stock.
- *Knock*: gin always; a knock when the least deadwood allows it, except that with
  :data:`WAIT_BELOW` deadwood or less and more than :data:`WAIT_DRAWS` draws left it
  plays on for gin (an undercut-proof hand is worth more than its knock), and that the
  deadwood it knocks with falls as the stock runs down (:data:`KNOCK_FADE`): the other
  hands are then nearer going out, and a knock with much deadwood is undercut.

:func:`gin_policy_move` chooses among exactly the moves the hand allows (tested move for
move against ``legal_actions``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ginrules.core.actions import Action
from ginrules.core.arrangement import _min_deadwood
from ginrules.core.cards import Card, may_share_a_meld
from ginrules.table.view import Phase

__all__ = ["KNOCK_FADE", "KNOCK_FADE_FROM", "POTENTIAL", "TAKE_EDGE", "WAIT_BELOW", "WAIT_DRAWS",
           "gin_policy_move"]

#: The weight of the next draw's expected gain against the deadwood kept now.
POTENTIAL = 1.0
#: How many of the least-deadwood discards the policy weighs by their prospect.
CANDIDATES = 5
#: Take the top discard only when it melds and beats a stock card by this many points.
TAKE_EDGE = 0.0
#: Play on for gin with this much deadwood or less ...
WAIT_BELOW = 4
#: ... while more than this many stock draws are left.
WAIT_DRAWS = 8
#: After this many draws from the stock per seat the other hands near going out, so a
#: knock with much deadwood meets an undercut more and more often: the policy's knock
#: limit falls by :data:`KNOCK_FADE` points for each further draw per seat.
KNOCK_FADE_FROM = 5
KNOCK_FADE = 2.0

_CARDS = tuple(Card.from_index(i) for i in range(52))
_VALUE = tuple(c.value for c in _CARDS)


#: Per card, the mask of the cards that could share a meld with it.
_RELATED = tuple(sum(1 << d.index for d in _CARDS if may_share_a_meld(c, d)) for c in _CARDS)


def _bits(mask: int) -> list[int]:
    """The single-bit masks of ``mask``'s cards."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


@lru_cache(maxsize=1 << 17)
def _deadwood(mask: int) -> int:
    """The least deadwood of the cards in ``mask``."""
    return _min_deadwood(mask)


@lru_cache(maxsize=1 << 16)
def _after_discard(mask: int) -> tuple[tuple[int, int], ...]:
    """Each card of ``mask`` (a hand with one card to discard) as (deadwood kept, card
    bit), least deadwood first."""
    return tuple(sorted((_deadwood(mask ^ b), b) for b in _bits(mask)))


def _least_after(mask: int) -> int:
    """The least deadwood kept after the best discard from ``mask``."""
    return _after_discard(mask)[0][0]


def _meld_partners(c: Card) -> tuple[int, ...]:
    """Every pair of other cards (as a mask) that makes a three-card meld with ``c``."""
    out = [sum(1 << d.index for d in pair) for pair in _pairs(
        [d for d in _CARDS if d.rank == c.rank and d != c])]
    base, r = c.suit.index * 13, c.rank - 1
    for lo, hi in ((-2, -1), (-1, 1), (1, 2)):
        if r + lo >= 0 and r + hi < 13:
            out.append(1 << (base + r + lo) | 1 << (base + r + hi))
    return tuple(out)


def _pairs(cards: list[Card]) -> list[tuple[Card, Card]]:
    return [(a, b) for i, a in enumerate(cards) for b in cards[i + 1:]]


_PARTNERS = tuple(_meld_partners(c) for c in _CARDS)


#: Per card value 1 to 10, the mask of the cards of that value.
_OF_VALUE = tuple(sum(1 << c.index for c in _CARDS if c.value == v) for v in range(11))


@lru_cache(maxsize=1 << 16)
def _gains(kept: int) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """What each card would gain the kept hand if drawn (its deadwood after the
    highest loose card is then discarded), from the hand's loose cards by mask
    arithmetic: (the highest loose card's value ``top``, the mask of the cards listed,
    the listed cards as (card bit, points gained)). A card that melds two loose cards
    saves them and the highest other loose card, one that extends a meld saves ``top``
    (both listed); any other card gains what it is lower than ``top``."""
    now = _deadwood(kept)
    loose = 0
    values = []
    related = 0
    for b in _bits(kept):
        i = b.bit_length() - 1
        related |= _RELATED[i]
        if _deadwood(kept ^ b) == now - _VALUE[i]:
            loose |= b
            values.append((_VALUE[i], b))
    values.sort(reverse=True)
    top = values[0][0] if values else 0
    melded = kept & ~loose
    listed = []
    mask = 0
    for b in _bits(related & ~kept):
        i = b.bit_length() - 1
        gain = top - _VALUE[i]
        for pm in _PARTNERS[i]:
            if pm & loose == pm:
                rest = next((v for v, x in values if not x & pm), 0)
                gain = max(gain, sum(_VALUE[x.bit_length() - 1] for x in _bits(pm)) + rest)
            elif pm & melded == pm:
                gain = max(gain, top)
        if gain > top - _VALUE[i]:
            listed.append((b, gain))
            mask |= b
    return top, mask, tuple(listed)


def _draw_gain(kept: int, live: int) -> int:
    """The points all the live cards (``live``: not in the pile, not held) would gain
    the kept hand, summed (divide by the unseen cards for a stock card's mean gain)."""
    top, mask, listed = _gains(kept)
    total = sum(g for b, g in listed if b & live)
    rest = live & ~mask & ~kept
    for v in range(1, top):
        total += (top - v) * (rest & _OF_VALUE[v]).bit_count()
    return total


def _prospect(kept: int, dead: int, unseen: int) -> float:
    """Lower is better: the deadwood kept less :data:`POTENTIAL` times the mean gain
    of a card from the stock (cards dead in the pile gain nothing)."""
    return _deadwood(kept) - POTENTIAL * _draw_gain(kept, _ALL & ~dead) / unseen


_ALL = (1 << 52) - 1


def _mask(cards: tuple[Card, ...]) -> int:
    m = 0
    for c in cards:
        m |= c._bit
    return m


def gin_policy_move(hand: Any, st: Any) -> Action:
    """The policy's move in gin's state ``st`` of ``hand`` (a :class:`~ginrules.gin.hand.Hand`),
    one of the moves the hand allows there."""
    p = st.to_act
    if st.phase is Phase.SHOW:
        return hand._show_options(st.hands[p])[0]  # type: ignore[no-any-return]
    mine = _mask(st.hands[p])
    dead = _mask(st.discard)
    unseen = max(1, 52 - dead.bit_count() - mine.bit_count())
    top = st.discard[-1] if st.discard else None
    rules = hand.rules
    if st.phase is Phase.FIRST_TURN or (st.phase is Phase.DRAW and not st.stock_only):
        if top is not None and st.last_chance:
            return Action.take(top)  # offered only because it lets this hand go out
        if top is not None and _takes(mine, top._bit, dead ^ top._bit, unseen):
            return Action.take(top)
        return Action.pass_() if st.phase is Phase.FIRST_TURN else Action.draw_stock()
    if st.phase is Phase.DRAW:
        return Action.draw_stock()
    if rules.big_gin_played and _deadwood(mine) == 0 and mine.bit_count() == hand.keep + 1:
        return Action.big_gin()
    forbidden = 0
    if st.just_taken is not None and not rules.discard_taken_card:
        forbidden = st.just_taken._bit
    options = [(dw, b) for dw, b in _after_discard(mine) if b != forbidden]
    least, least_bit = options[0]
    if least == 0:
        return Action.gin(_CARDS[least_bit.bit_length() - 1])
    if least <= _knock_limit(hand, st):
        left = len(st.stock) - hand.runs_down_at
        if st.last_chance or least > WAIT_BELOW or left <= WAIT_DRAWS:
            return Action.knock(_CARDS[least_bit.bit_length() - 1])
    best_bit = min(((_prospect(mine ^ b, dead | b, unseen), b) for dw, b in options[:CANDIDATES]
                    if dw <= least + 12), key=lambda t: (t[0], -_VALUE[t[1].bit_length() - 1],
                                                          t[1]))[1]
    return Action.discard(_CARDS[best_bit.bit_length() - 1])


def _knock_limit(hand: Any, st: Any) -> float:
    """The most deadwood the policy knocks with: the rules' limit, less
    :data:`KNOCK_FADE` for each stock draw per seat beyond :data:`KNOCK_FADE_FROM` (a
    reshuffled stock counts as drawn to the end; at the last chance to knock, the rules'
    limit: playing on then ends the hand drawn)."""
    limit = float(hand.rules.max_knock_deadwood(st.upcard))
    if st.last_chance:
        return limit
    seats = len(st.active)
    dealt: int = 52 - 1 - hand.keep * seats
    drawn = dealt if st.reshuffles else max(0, dealt - len(st.stock))
    late = drawn / seats - KNOCK_FADE_FROM
    return limit - KNOCK_FADE * max(0.0, late)


def _takes(mine: int, top: int, dead: int, unseen: int) -> bool:
    """Whether to take the top card ``top`` onto the hand ``mine``: it must join a meld
    (the hand's deadwood after the best other discard falls by more than the card's
    own value would explain) and beat a stock card's likely gain by :data:`TAKE_EDGE`."""
    with_top = mine | top
    after = next(dw for dw, b in _after_discard(with_top) if b != top)
    if _deadwood(with_top) >= _deadwood(mine) + _VALUE[top.bit_length() - 1]:
        return False  # it would be loose: it melds with nothing
    gain = _deadwood(mine) - after
    if gain <= 0:
        return False
    stock_gain = _draw_gain(mine, _ALL & ~dead) / unseen
    return gain > stock_gain + TAKE_EDGE


def kept_after_draws(held: tuple[Card, ...], dealt: tuple[Card, ...],
                     drawn: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """A seat's hidden cards as a player who keeps the least deadwood would hold them
    (the registry's ``improve`` of gin, :func:`ginrules.players.sampler.plausible_deal`): it
    starts with ``dealt`` beside the cards ``held`` (known to be in its hand, never
    thrown), takes each of ``drawn`` in turn and throws the card whose loss leaves the
    least deadwood. Returns (the hidden cards kept, the cards thrown), each as many as
    it was given: a seat that has drawn from the stock holds a better hand than a
    random one, and the search must not think it further from going out than it is."""
    known = _mask(held)
    hand = known | _mask(dealt)
    thrown = []
    for card in drawn:
        hand |= card._bit
        bit = next(b for _, b in _after_discard(hand) if not b & known)
        hand ^= bit
        thrown.append(_CARDS[bit.bit_length() - 1])
    kept = tuple(c for c in _CARDS if hand & c._bit and not known & c._bit)
    return kept, tuple(thrown)
