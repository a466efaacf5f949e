"""Melds: sets (3 or 4 of a rank) and runs (3+ in a row in one suit, ace low).

>>> m = Meld.of("9H 7H 8H")
>>> m, str(m), m.kind
(Meld.of('7H 8H 9H'), '7♥ 8♥ 9♥', <MeldKind.RUN: 'run'>)
>>> m.accepts(Card("TH")), m.accepts(Card("6H")), m.accepts(Card("TS"))
(True, True, False)
>>> Meld.of("QS KS AS")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ginrules.core.errors.InvalidMeldError: Q♠ K♠ A♠ is not a run: the ace is low (A-2-3 is a run, ...
>>> check_meld("7H 8H TH").explanation[0].render()
'7♥ 8♥ 10♥ is not a run: 9♥ is missing.'
>>> check_meld("7C 7D 7S").explanation[0].render("nl")
'7♣ 7♦ 7♠ is een set: 3 zevens.'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum

from ginrules.core.cards import Card, Suit, hand_mask, parse_cards
from ginrules.core.errors import InvalidMeldError
from ginrules.core.explain import Explanation, Step, render

__all__ = ["Meld", "MeldCheck", "MeldKind", "check_meld"]


class MeldKind(Enum):
    SET = "set"
    RUN = "run"


@dataclass(frozen=True, slots=True)
class MeldCheck:
    """The verdict on a group of cards: a meld or not, which kind, and why."""

    is_meld: bool
    kind: MeldKind | None
    explanation: Explanation
    meld: Meld | None = None

    def __bool__(self) -> bool:
        return self.is_meld


@dataclass(frozen=True, slots=True)
class Meld:
    """A set or a run; ``cards`` are sorted (by suit for a set, by rank for a run).

    Build with :meth:`of`, which checks the cards and says why they are not a meld.
    """

    kind: MeldKind
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        cards = tuple(sorted(self.cards))
        verdict = check_meld(cards)
        if not verdict.is_meld:
            raise InvalidMeldError(render(verdict.explanation[0]))
        if verdict.kind is not self.kind:
            raise InvalidMeldError(
                f"{render(verdict.explanation[0])} (not a {self.kind.value})")
        object.__setattr__(self, "cards", cards)

    @classmethod
    def of(cls, cards: str | Iterable[Card | str]) -> Meld:
        """The meld made of these cards (text or cards); InvalidMeldError says why not."""
        verdict = check_meld(cards)
        if verdict.meld is None:
            raise InvalidMeldError(render(verdict.explanation[0]))
        return verdict.meld

    @classmethod
    def _trusted(cls, kind: MeldKind, cards: tuple[Card, ...]) -> Meld:
        """A meld from cards already known to form one, in sorted order (no checks)."""
        self = object.__new__(cls)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "cards", cards)
        return self

    @property
    def is_set(self) -> bool:
        return self.kind is MeldKind.SET

    @property
    def is_run(self) -> bool:
        return self.kind is MeldKind.RUN

    @property
    def suit(self) -> Suit | None:
        """The suit of a run (None for a set)."""
        return self.cards[0].suit if self.kind is MeldKind.RUN else None

    @property
    def rank(self) -> int | None:
        """The rank of a set (None for a run)."""
        return self.cards[0].rank if self.kind is MeldKind.SET else None

    @property
    def value(self) -> int:
        """The points of the cards in the meld."""
        return sum(c.value for c in self.cards)

    @property
    def mask(self) -> int:
        """The 52-bit mask of the meld's cards."""
        m = 0
        for c in self.cards:
            m |= c._bit
        return m

    def accepts(self, card: Card) -> bool:
        """Whether ``card`` may be laid off on this meld: the 4th card of a set,
        or the next card at either end of a run."""
        if card in self.cards:
            return False
        if self.kind is MeldKind.SET:
            return len(self.cards) < 4 and card.rank == self.cards[0].rank
        first, last = self.cards[0], self.cards[-1]
        return card.suit is first.suit and card.rank in (first.rank - 1, last.rank + 1)

    def with_card(self, card: Card) -> Meld:
        """This meld with ``card`` laid off on it (InvalidMeldError if it does not fit)."""
        if not self.accepts(card):
            raise InvalidMeldError(f"{card} cannot be laid off on {self}")
        return Meld._trusted(self.kind, tuple(sorted((*self.cards, card))))

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __str__(self) -> str:
        return " ".join(c.label for c in self.cards)

    def __repr__(self) -> str:
        return f"Meld.of({' '.join(c.code for c in self.cards)!r})"

    def sort_key(self) -> tuple[int, ...]:
        return tuple(c.index for c in self.cards)


def check_meld(cards: str | Iterable[Card | str]) -> MeldCheck:
    """Is this a meld? The explanation says which kind, or exactly why not.

    >>> examples = "QS KS AS/KH AH 2H/7H 8H TH/6H 7S 8H/7H 7S 8S/7H 9S/AS 2S 3S 4S"
    >>> for text in examples.split("/"):
    ...     print(check_meld(text).explanation[0].render())
    Q♠ K♠ A♠ is not a run: the ace is low (A-2-3 is a run, Q-K-A is not).
    K♥ A♥ 2♥ is not a run: a run does not go round the corner from king to ace.
    7♥ 8♥ 10♥ is not a run: 9♥ is missing.
    6♥ 7♠ 8♥ is not a run: a run is all one suit, and 7♠ is not a heart.
    7♥ 7♠ 8♠ is not a set: a set needs the same rank, and 8♠ is not a seven.
    7♥ 9♠ is not a meld: a meld needs at least 3 cards.
    A♠ 2♠ 3♠ 4♠ is a run: 4 spades in a row.
    """
    hand, _ = hand_mask(cards, max_size=52, what="a meld")
    given = tuple(hand)
    cs = tuple(sorted(hand))
    n = len(cs)
    if n == 0:
        return MeldCheck(False, None, (Step("meld.empty", {}),))
    if n < 3:
        return MeldCheck(False, None, (Step("meld.too_few", {"cards": given}),))
    ranks = sorted(c.rank for c in cs)
    suits = [c.suit for c in cs]
    if len(set(ranks)) == 1:
        meld = Meld._trusted(MeldKind.SET, cs)
        return MeldCheck(True, MeldKind.SET,
                         (Step("meld.set.ok", {"cards": cs, "n": n, "rank": ranks[0]}),), meld)
    if len(set(suits)) == 1:
        suit = suits[0]
        lo, hi = ranks[0], ranks[-1]
        if hi - lo == n - 1:
            meld = Meld._trusted(MeldKind.RUN, cs)
            return MeldCheck(True, MeldKind.RUN,
                             (Step("meld.run.ok", {"cards": cs, "n": n, "suit": suit}),), meld)
        rset = set(ranks)
        if 1 in rset and 13 in rset:
            gaps = [r for r in range(1, 14) if r not in rset]
            if gaps and gaps[-1] - gaps[0] == len(gaps) - 1:  # contiguous round the corner
                start = gaps[-1] + 1
                shown = tuple(sorted(cs, key=lambda c: (c.rank - start) % 13))
                step_id = "meld.run.ace_high" if 2 not in rset else "meld.run.no_wrap"
                return MeldCheck(False, None, (Step(step_id, {"cards": shown}),))
        missing = tuple(Card.of(r, suit) for r in range(lo, hi + 1) if r not in rset)
        return MeldCheck(False, None,
                         (Step("meld.run.missing", {"cards": cs, "missing": missing}),))
    rank_counts = Counter(ranks)
    top_rank, top_n = max(rank_counts.items(), key=lambda kv: (kv[1], -kv[0]))
    if len(rank_counts) == n and ranks[-1] - ranks[0] == n - 1:
        suit_counts = Counter(suits)
        top_suit = max(suit_counts, key=lambda s: (suit_counts[s], -s.index))
        by_rank = tuple(sorted(cs, key=lambda c: c.rank))
        odd = tuple(c for c in by_rank if c.suit is not top_suit)
        step_id = "meld.run.mixed_suit" if len(odd) == 1 else "meld.run.mixed_suits"
        return MeldCheck(False, None, (Step(step_id,
                                            {"cards": by_rank, "odd": odd, "suit": top_suit}),))
    if top_n >= 2 and top_n == n - 1:
        odd = tuple(c for c in cs if c.rank != top_rank)
        return MeldCheck(False, None, (Step("meld.set.mixed_ranks",
                                            {"cards": given, "odd": odd, "rank": top_rank}),))
    return MeldCheck(False, None, (Step("meld.neither", {"cards": given}),))


def melds_from_text(text: str) -> tuple[Meld, ...]:
    """Melds written as groups: ``'7H-8H-9H 3C-3D-3S'`` or ``'7H 8H 9H; 3C 3D 3S'``.

    >>> melds_from_text("7H-8H-9H 3C-3D-3S")
    (Meld.of('7H 8H 9H'), Meld.of('3C 3D 3S'))
    """
    if ";" in text or "|" in text or "\n" in text:
        groups = [g for g in text.replace("|", ";").replace("\n", ";").split(";") if g.strip()]
    else:
        groups = text.split()
    melds = tuple(Meld.of(parse_cards(g.replace("-", " "))) for g in groups)
    hand_mask(tuple(c for m in melds for c in m.cards), max_size=52, what="the melds")
    return melds
