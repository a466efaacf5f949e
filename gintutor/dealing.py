"""One way to deal made-up hands: lessons' "more practice", the scoring puzzles, tests.

Every draw comes from the project's own `ginrules.core.rng.Rng` (SplitMix64), seeded with
`derive_seed`: the standard `random` module does not promise the same sequence in every
Python version, and learners run Pyodide's Python while the build and tests run CPython.
The same seed must deal the same cards forever (a puzzle seed is a shared link, a
practice number is an exercise a learner saw): tests/content/test_dealt_pinned.py holds
deals recorded for many seeds, so change a draw here only on purpose.

>>> dealer = Dealer.seeded("example", 1)
>>> dealer.randint(1, 6) == Dealer.seeded("example", 1).randint(1, 6)
True
>>> len(deck_without(run_of(Dealer.seeded("example", 2), deck_without(()), 3) or ()))
49
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal, TypeVar

from ginrules import Card, full_deck
from ginrules.core.rng import Rng, derive_seed

Cards = tuple[Card, ...]
_T = TypeVar("_T")
_SUITS = "CDHS"


class Dealer:
    """The draws a deal makes, all from one seeded `Rng`, in words a dealer uses."""

    __slots__ = ("rng",)

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    @classmethod
    def seeded(cls, *seed_parts: int | str) -> Dealer:
        """A dealer whose draws follow from `seed_parts` alone (see `derive_seed`)."""
        return cls(Rng(derive_seed(*seed_parts)))

    def below(self, n: int) -> int:
        """A whole number from 0 to `n` - 1."""
        return self.rng.below(n)

    def randint(self, low: int, high: int) -> int:
        """A whole number from `low` to `high`, both included."""
        return low + self.rng.below(high - low + 1)

    def choice(self, items: Sequence[_T]) -> _T:
        return items[self.rng.below(len(items))]

    def sample(self, items: Iterable[_T], k: int) -> list[_T]:
        """`k` different items, in random order."""
        pool = list(items)
        if not 0 <= k <= len(pool):
            raise ValueError(f"cannot pick {k} of {len(pool)} items")
        for i in range(k):
            j = i + self.rng.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def shuffle(self, items: list[_T]) -> None:
        self.rng.shuffle(items)

    def shuffled(self, cards: Iterable[Card]) -> Cards:
        """The cards in a random order, as a new tuple."""
        lst = list(cards)
        self.rng.shuffle(lst)
        return tuple(lst)

    def chance(self, percent: int) -> bool:
        """True `percent` times in a hundred."""
        return self.rng.below(100) < percent

    def one_in(self, n: int) -> bool:
        """True once in `n` times."""
        return self.rng.below(n) == 0


def deck_without(used: Iterable[Card]) -> list[Card]:
    """The full deck, in deck order, less the cards already `used`."""
    gone = set(used)
    return [c for c in full_deck() if c not in gone]


def run_of(dealer: Dealer, free: list[Card], length: int) -> Cards | None:
    """A random run of `length` cards that are all still `free`, or None."""
    for _ in range(40):
        suit = dealer.choice(free).suit
        start = dealer.randint(1, 14 - length)
        cards = [c for c in free if c.suit == suit and start <= c.rank < start + length]
        if len(cards) == length:
            return tuple(cards)
    return None


def set_of(dealer: Dealer, free: list[Card], size: int) -> Cards | None:
    """A random set of `size` `free` cards of one rank, or None."""
    for _ in range(40):
        rank = dealer.randint(1, 13)
        cards = [c for c in free if c.rank == rank]
        if len(cards) >= size:
            return tuple(dealer.sample(cards, size))
    return None


MeldShape = Literal["run", "set"]


def build_hand(
    dealer: Dealer,
    plan: Sequence[tuple[MeldShape, int]],
    filler: int,
    low: int = 13,
    used: Iterable[Card] = (),
) -> Cards:
    """Melds of the given (shape, length), then `filler` random free cards of rank <= `low`
    (a meld that cannot be found is left out, so callers check the size they need)."""
    free = deck_without(used)
    out: list[Card] = []
    for shape, length in plan:
        cards = (run_of if shape == "run" else set_of)(dealer, free, length)
        if cards is None:
            continue
        out += cards
        free = [c for c in free if c not in cards]
    pool = [c for c in free if c.rank <= low] or free
    out += dealer.sample(pool, min(filler, len(pool)))
    return tuple(out)


class Pool:
    """The cards not yet dealt, shuffled once by the dealer (a list, never a set), for a
    deal that takes whole melds and low cards from one deck (the scoring puzzles)."""

    def __init__(self, dealer: Dealer) -> None:
        deck = list(full_deck())
        dealer.shuffle(deck)
        self.dealer = dealer
        self.cards = deck

    def has(self, cards: Iterable[Card]) -> bool:
        return all(c in self.cards for c in cards)

    def take(self, cards: Iterable[Card]) -> Cards:
        taken = tuple(cards)
        for c in taken:
            self.cards.remove(c)
        return taken

    def meld(self, size: int, shape: MeldShape | None = None) -> Cards | None:
        """Take a random run or set of `size` cards that are still free (a set one time
        in three when none is asked for and a set of that size exists)."""
        dealer = self.dealer
        shape = shape or ("set" if size <= 4 and dealer.one_in(3) else "run")
        for _ in range(30):
            if shape == "set":
                if size > 4:
                    return None
                rank = dealer.randint(1, 13)
                free = [c for c in self.cards if c.rank == rank]
                if len(free) >= size:
                    dealer.shuffle(free)
                    return self.take(free[:size])
            else:
                suit = dealer.choice(_SUITS)
                start = dealer.randint(1, 14 - size)
                cards = [Card.of(r, suit) for r in range(start, start + size)]
                if self.has(cards):
                    return self.take(cards)
        return None

    def low(self, max_value: int) -> Card | None:
        """Take the first free card worth at most `max_value` (for deadwood)."""
        for c in self.cards:
            if c.value <= max_value:
                return self.take([c])[0]
        return None

    def any(self, count: int) -> Cards:
        """Take the next `count` free cards."""
        return self.take(self.cards[:count])
