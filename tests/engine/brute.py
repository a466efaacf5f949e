"""An independent, deliberately naive solver used to check the engine.

It shares nothing with ``ginrules.core.arrangement`` or ``ginrules.core.layoff`` except the
Card type: it lists every possible meld among the cards as plain tuples of
(rank, suit) pairs, then tries every set of disjoint melds.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations

Plain = tuple[int, str]  # (rank 1..13, suit letter)


def value(card: Plain) -> int:
    return min(card[0], 10)


def plain(cards: Iterable[object]) -> list[Plain]:
    return [(c.rank, c.suit.value) for c in cards]  # type: ignore[attr-defined]


def all_melds(cards: list[Plain]) -> list[frozenset[Plain]]:
    """Every set (any 3 or 4 of a rank) and every run (any 3+ consecutive in a suit)."""
    melds: list[frozenset[Plain]] = []
    have = set(cards)
    for rank in range(1, 14):
        same = [c for c in cards if c[0] == rank]
        for k in (3, 4):
            for combo in combinations(same, k):
                melds.append(frozenset(combo))
    for suit in "CDHS":
        for lo in range(1, 12):
            for hi in range(lo + 2, 14):
                run = [(r, suit) for r in range(lo, hi + 1)]
                if all(c in have for c in run):
                    melds.append(frozenset(run))
    return melds


def meld_partitions(cards: list[Plain]) -> Iterator[list[frozenset[Plain]]]:
    """Every collection of pairwise disjoint melds (including the empty one)."""
    melds = all_melds(cards)

    def rec(start: int, used: frozenset[Plain], chosen: list[frozenset[Plain]]) -> Iterator[
            list[frozenset[Plain]]]:
        yield list(chosen)
        for i in range(start, len(melds)):
            m = melds[i]
            if not (m & used):
                chosen.append(m)
                yield from rec(i + 1, used | m, chosen)
                chosen.pop()

    yield from rec(0, frozenset(), [])


def deadwood_of(cards: list[Plain], melds: list[frozenset[Plain]]) -> int:
    used = set().union(*melds) if melds else set()
    return sum(value(c) for c in cards if c not in used)


def melds_with(card: Plain, cards: frozenset[Plain]) -> Iterator[frozenset[Plain]]:
    """Every meld among ``cards`` that contains ``card``."""
    rank, suit = card
    same = [c for c in cards if c[0] == rank and c != card]
    for k in (2, 3):
        for combo in combinations(same, k):
            yield frozenset((card, *combo))
    for lo in range(max(1, rank - 12), rank + 1):
        for hi in range(max(rank, lo + 2), 14):
            run = [(r, suit) for r in range(lo, hi + 1)]
            if all(c in cards for c in run):
                yield frozenset(run)


_memo: dict[frozenset[Plain], int] = {}


def _min_dw(cards: frozenset[Plain]) -> int:
    """The first card (in a fixed order) is either deadwood or in some meld."""
    if not cards:
        return 0
    got = _memo.get(cards)
    if got is not None:
        return got
    card = min(cards)
    best = value(card) + _min_dw(cards - {card})
    for meld in melds_with(card, cards):
        best = min(best, _min_dw(cards - meld))
    if len(_memo) > 200_000:
        _memo.clear()
    _memo[cards] = best
    return best


def min_deadwood(cards: list[Plain]) -> int:
    return _min_dw(frozenset(cards))


def canonical(melds: list[frozenset[Plain]]) -> frozenset[frozenset[Plain]]:
    """Merge runs of one suit that touch (3-4-5 + 6-7-8 is the run 3..8)."""
    sets = [m for m in melds if len({c[0] for c in m}) == 1]
    runs: dict[str, set[int]] = {}
    for m in melds:
        if len({c[0] for c in m}) > 1:
            suit = next(iter(m))[1]
            runs.setdefault(suit, set()).update(c[0] for c in m)
    out = [frozenset(m) for m in sets]
    for suit, ranks in runs.items():
        block: list[int] = []
        for r in range(1, 15):
            if r in ranks:
                block.append(r)
            elif block:
                out.append(frozenset((x, suit) for x in block))
                block = []
    return frozenset(out)


def best_partitions(cards: list[Plain]) -> tuple[int, set[frozenset[frozenset[Plain]]]]:
    """The least deadwood and every (canonical) collection of melds that reaches it."""
    best = 10**9
    found: set[frozenset[frozenset[Plain]]] = set()
    for p in meld_partitions(cards):
        dw = deadwood_of(cards, p)
        if dw < best:
            best, found = dw, set()
        if dw == best:
            found.add(canonical(p))
    return best, found


def can_lay_off(card: Plain, laid: set[Plain], knocker_melds: list[frozenset[Plain]]) -> bool:
    """Declarative check: the card is the missing 4th of a knocker set of 3, or is joined to
    a knocker run through a gap-free stretch of laid-off cards of its suit."""
    rank, suit = card
    for m in knocker_melds:
        ranks = {c[0] for c in m}
        if len(ranks) == 1:
            if len(m) == 3 and rank in ranks and card not in m:
                return True
            continue
        if next(iter(m))[1] != suit:
            continue
        lo, hi = min(ranks), max(ranks)
        if rank > hi and all((r, suit) in laid for r in range(hi + 1, rank + 1)):
            return True
        if rank < lo and all((r, suit) in laid for r in range(rank, lo)):
            return True
    return False


def best_layoff(defender: list[Plain], knocker_melds: list[frozenset[Plain]]) -> int:
    """Least defender deadwood over every choice of cards to lay off plus own melds."""
    candidates = [c for c in defender if can_lay_off(c, set(defender), knocker_melds)]
    best = min_deadwood(defender)
    for k in range(1, len(candidates) + 1):
        for laid in combinations(candidates, k):
            laid_set = set(laid)
            if all(can_lay_off(c, laid_set, knocker_melds) for c in laid):
                rest = [c for c in defender if c not in laid_set]
                best = min(best, min_deadwood(rest))
    return best
