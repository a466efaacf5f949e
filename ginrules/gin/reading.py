"""What gin's advisor reads of the cards: hands as bit masks, the least deadwood of the
cards kept, which cards are related, and :class:`SeatReader`, what each other seat has shown
(the cards it took, threw and passed) and so how likely it can use a card.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from ginrules.core.arrangement import best_arrangement, deadwood_count
from ginrules.core.cards import Card, cards_of_mask, full_deck
from ginrules.gin.discards import discard_options
from ginrules.players.styles import Style
from ginrules.table.view import PlayerView

DECK = full_deck()


def mask_of(cards: Iterable[Card]) -> int:
    k = 0
    for c in cards:
        k |= 1 << c.index
    return k




@lru_cache(maxsize=65536)
def deadwood_of_mask(mask: int) -> int:
    return deadwood_count(cards_of_mask(mask))


@lru_cache(maxsize=65536)
def best_kept_mask(mask: int) -> int:
    """Least deadwood after the best discard from these cards (11 in gin, 8 in
    seven-card gin)."""
    return discard_options(cards_of_mask(mask), keep=mask.bit_count() - 1)[0].deadwood


@lru_cache(maxsize=32768)
def deadwood_cards(mask: int) -> tuple[Card, ...]:
    return best_arrangement(cards_of_mask(mask)).deadwood


def is_related(c: Card, hand_mask: int) -> bool:
    """Whether ``c`` could form or extend a meld with some card of the hand."""
    return bool(RELATED[c.index] & hand_mask)


class SeatReader:
    """What a view tells about the unseen cards and the opponent."""

    def __init__(self, view: PlayerView, style: Style) -> None:
        self.view = view
        self.style = style
        self.unseen = sorted(view.unseen(), key=lambda c: c.index)
        self.known = set(view.known_elsewhere)
        opp_hidden = view.hidden_elsewhere
        n = max(1, len(self.unseen))
        self.base = min(1.0, opp_hidden / n)  # chance an unseen card is in their hand
        self.p_opp: dict[Card, float] = {c: self.base for c in self.unseen}
        self.signals: set[Card] = set()  # cards the opponent threw away or passed
        if style.read_opponent:
            for opp in view.other_seats:
                self.signals |= set(view.discarded_by(opp)) | set(view.passed_by(opp))
            for c in self.unseen:
                p = self.base
                # cards near what they threw away or passed are less likely in their hand
                near_signal = sum(1 for s in self.signals if near(c, s))
                p *= 0.7 ** near_signal
                # cards near what they took are more likely
                near_taken = sum(1 for t in self.known if near(c, t))
                p = 1 - (1 - p) * 0.75 ** near_taken
                self.p_opp[c] = min(0.95, p)

    def stock_weights(self) -> list[tuple[Card, float]]:
        """Unseen cards with their chance of being the next stock card (normalised)."""
        ws = [(c, 1.0 - self.p_opp[c]) for c in self.unseen]
        tot = sum(w for _, w in ws) or 1.0
        return [(c, w / tot) for c, w in ws]

    def p_has(self, c: Card) -> float:
        if c in self.known:
            return 1.0
        return self.p_opp.get(c, 0.0)

    def p_uses(self, x: Card) -> float:
        """How likely the opponent can meld ``x`` (as a set or run)."""
        p0, p1, p2 = (self.p_has(c) for c in DECK if c.rank == x.rank and c != x)
        # at least two of the other three of the rank
        p_set = p0 * p1 + p0 * p2 + p1 * p2 - 2 * p0 * p1 * p2
        p_run = 0.0
        base = x.suit.index * 13
        r = x.rank - 1

        def ph(rr: int) -> float:
            return self.p_has(DECK[base + rr]) if 0 <= rr < 13 else 0.0

        for a, b in ((-2, -1), (-1, 1), (1, 2)):
            p_run = 1 - (1 - p_run) * (1 - ph(r + a) * ph(r + b))
        return 1 - (1 - min(p_set, 1.0)) * (1 - p_run)


def near(a: Card, b: Card) -> bool:
    """Same rank, or same suit at most two ranks apart (could share a meld)."""
    if a == b:
        return False
    if a.rank == b.rank:
        return True
    return a.suit == b.suit and abs(a.rank - b.rank) <= 2


RELATED = tuple(sum(1 << d.index for d in DECK if near(c, d)) for c in DECK)
