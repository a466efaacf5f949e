"""Exact minimum deadwood: the best arrangement of 0 to 11 cards into melds.

>>> from ginrules import render
>>> arr = best_arrangement("7H 8H 9H 7C 7D 7S KS 3D 2C 4C")
>>> arr.melds
(Meld.of('7C 7D 7S'), Meld.of('7H 8H 9H'))
>>> arr.deadwood, arr.deadwood_count
((Card('2C'), Card('4C'), Card('3D'), Card('KS')), 19)
>>> for line in render(arr.explanation): print(line)
Set: 7♣ 7♦ 7♠.
Run: 7♥ 8♥ 9♥.
7♥ fits both a set and a run; it goes in the run, which leaves the least deadwood.
Deadwood: 2♣ 4♣ 3♦ K♠ = 2 + 4 + 3 + 10 = 19 points.
>>> deadwood_count("7H 8H 9H 7C 7D 7S KS 3D 2C 4C")
19
>>> [(d, c.code) for d, c in deadwood_after_each_discard("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D KD")[1]][:2]
[(0, 'KD'), (10, 'AS')]
>>> is_big_gin("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D 9S")
True

How it is fast: a hand is four 13-bit suit masks. Runs live inside one suit,
so a table built at import holds, for every suit mask, the least deadwood
using runs only. Sets are the only link between suits: for each rank with 3 or
more cards the engine tries "no set", "the set of 4" and "each set of 3",
removes those cards and adds up four table lookups. The full
:class:`Arrangement` (melds, explanation) is only built when asked for.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache
from itertools import product
from typing import Any

from ginrules.core.cards import Card, cards_of_mask, hand_mask
from ginrules.core.errors import HandSizeError, InvalidMeldError
from ginrules.core.explain import Explanation, Step
from ginrules.core.melds import Meld, MeldKind

__all__ = [
    "Arrangement",
    "all_best_arrangements",
    "all_spreads",
    "best_arrangement",
    "deadwood_after_each_discard",
    "deadwood_count",
    "is_big_gin",
]

_M = 0x1FFF
_VALS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)


def _build_run_table() -> list[int]:
    """table[m] = least deadwood of the suit mask m using runs only.

    The lowest card of m is either deadwood or the lowest card of a run.
    """
    f = [0] * 8192
    vals = _VALS
    for m in range(1, 8192):
        low = m & -m
        i = low.bit_length() - 1
        best = vals[i] + f[m ^ low]
        run = low
        j = i + 1
        while j < 13 and (m >> j) & 1:
            run |= 1 << j
            if j - i >= 2:
                v = f[m ^ run]
                if v < best:
                    best = v
            j += 1
        f[m] = best
    return f


_F: list[int] = _build_run_table()
_RANK_MASKS = tuple(sum(1 << (r + 13 * k) for k in range(4)) for r in range(13))


def _build_set_options() -> dict[int, tuple[int, ...]]:
    """For every group of 3 or 4 cards of one rank: the ways to use them as a set.

    Sets come first (all four, then each three), "no set" last: the first choice
    that reaches the least deadwood is the arrangement shown.
    """
    opts: dict[int, tuple[int, ...]] = {}
    for r in range(13):
        bits = [1 << (r + 13 * k) for k in range(4)]
        for present in range(16):
            have = [b for k, b in enumerate(bits) if present >> k & 1]
            if len(have) < 3:
                continue
            full = sum(have)
            choices = [full]
            if len(have) == 4:
                choices.extend(full ^ b for b in have)
            choices.append(0)
            opts[full] = tuple(choices)
    return opts


_SET_OPTIONS = _build_set_options()


def _set_choices(h: int, t3: int) -> list[tuple[int, ...]]:
    out = []
    rank_masks = _RANK_MASKS
    while t3:
        low = t3 & -t3
        out.append(_SET_OPTIONS[h & rank_masks[low.bit_length() - 1]])
        t3 ^= low
    return out


def _combos(h: int, t3: int) -> Iterator[int]:
    """Each way of choosing sets: the 52-bit mask of the cards in sets."""
    choices = _set_choices(h, t3)
    if len(choices) == 1:
        yield from choices[0]
        return
    for combo in product(*choices):
        m = 0
        for o in combo:
            m |= o
        yield m


def _min_deadwood(h: int) -> int:
    f = _F
    c = h & _M
    d = (h >> 13) & _M
    e = (h >> 26) & _M
    s = h >> 39
    t3 = (c & d & (e | s)) | (e & s & (c | d))
    if not t3:
        return f[c] + f[d] + f[e] + f[s]
    best = 1000
    for o in _combos(h, t3):
        x = h & ~o
        v = f[x & _M] + f[(x >> 13) & _M] + f[(x >> 26) & _M] + f[x >> 39]
        if v < best:
            best = v
    return best


@lru_cache(maxsize=8192)
def _run_covers(m: int) -> frozenset[int]:
    """Every mask of run cards (within one suit mask m) that reaches the least deadwood."""
    if not m:
        return frozenset((0,))
    f = _F
    target = f[m]
    low = m & -m
    i = low.bit_length() - 1
    out: set[int] = set()
    if _VALS[i] + f[m ^ low] == target:
        out.update(_run_covers(m ^ low))
    run = low
    j = i + 1
    while j < 13 and (m >> j) & 1:
        run |= 1 << j
        if j - i >= 2 and f[m ^ run] == target:
            out.update(run | rest for rest in _run_covers(m ^ run))
        j += 1
    return frozenset(out)


def _one_cover(m: int) -> int:
    """One mask of run cards reaching the least deadwood of suit mask m (longest runs first)."""
    f = _F
    cover = 0
    while m:
        target = f[m]
        low = m & -m
        i = low.bit_length() - 1
        run = low
        j = i + 1
        while j < 13 and (m >> j) & 1:
            run |= 1 << j
            j += 1
        chosen = 0
        while run.bit_count() >= 3:  # the longest run from the lowest card that still works
            if f[m ^ run] == target:
                chosen = run
                break
            run ^= 1 << (run.bit_length() - 1)
        if chosen:
            cover |= chosen
            m ^= chosen
        else:
            m ^= low
    return cover


def _canonical(h: int, best: int) -> Arrangement:
    """The arrangement best_arrangement shows: the first set choice reaching the least
    deadwood, with the longest runs; the same one all_best_arrangements lists first."""
    c, d, e, s = h & _M, (h >> 13) & _M, (h >> 26) & _M, h >> 39
    t3 = (c & d & (e | s)) | (e & s & (c | d))
    f = _F
    for o in (_combos(h, t3) if t3 else (0,)):
        x = h & ~o
        sm = (x & _M, (x >> 13) & _M, (x >> 26) & _M, x >> 39)
        if f[sm[0]] + f[sm[1]] + f[sm[2]] + f[sm[3]] != best:
            continue
        set_masks = _split_sets(o)
        run_masks = [block << (13 * k) for k in range(4) for block in _blocks(_one_cover(sm[k]))]
        return _build(h, best, set_masks, run_masks)
    raise AssertionError("no arrangement reaches the least deadwood")  # pragma: no cover


def _split_sets(o: int) -> list[int]:
    out = []
    while o:
        low = o & -o
        r = (low.bit_length() - 1) % 13
        rank_cards = o & _RANK_MASKS[r]
        out.append(rank_cards)
        o &= ~rank_cards
    return out


def _build(h: int, best: int, set_masks: list[int], run_masks: list[int]) -> Arrangement:
    melds = [Meld._trusted(MeldKind.SET, cards_of_mask(m)) for m in set_masks]
    melds += [Meld._trusted(MeldKind.RUN, cards_of_mask(m)) for m in run_masks]
    melded = 0
    for m in set_masks:
        melded |= m
    for m in run_masks:
        melded |= m
    return Arrangement._make(h, best, _sorted_melds(melds), cards_of_mask(h & ~melded))


def _blocks(m: int) -> list[int]:
    """Split a mask into its maximal blocks of consecutive bits."""
    out = []
    while m:
        low = m & -m
        block = 0
        b = low
        while m & b:
            block |= b
            b <<= 1
        out.append(block)
        m &= ~block
    return out


def _arrangements_of(h: int) -> list[Arrangement]:
    """Every arrangement of the hand h that reaches its least deadwood, best first.

    Runs are shown as maximal blocks: 3-4-5-6-7-8 is one run, not 3-4-5 and 6-7-8.
    The first is the one :func:`best_arrangement` shows; the rest follow by
    fewest deadwood cards, then card order.
    """
    best = _min_deadwood(h)
    c, d, e, s = h & _M, (h >> 13) & _M, (h >> 26) & _M, h >> 39
    t3 = (c & d & (e | s)) | (e & s & (c | d))
    combos: Iterable[int] = _combos(h, t3) if t3 else (0,)
    seen: set[tuple[int, ...]] = set()
    found: list[Arrangement] = []
    f = _F
    for o in combos:
        x = h & ~o
        sm = (x & _M, (x >> 13) & _M, (x >> 26) & _M, x >> 39)
        if f[sm[0]] + f[sm[1]] + f[sm[2]] + f[sm[3]] != best:
            continue
        set_masks = _split_sets(o)
        for covers in product(*(sorted(_run_covers(m)) for m in sm)):
            run_masks = [block << (13 * k)
                         for k, cov in enumerate(covers) for block in _blocks(cov)]
            key = tuple(sorted(set_masks + run_masks))
            if key in seen:
                continue
            seen.add(key)
            found.append(_build(h, best, set_masks, run_masks))
    first = _canonical(h, best)
    rest = sorted((a for a in found if a != first), key=_preference)
    return [first, *rest]


def _sorted_melds(melds: list[Meld]) -> tuple[Meld, ...]:
    return tuple(sorted(melds, key=Meld.sort_key))


def _preference(arr: Arrangement) -> tuple[Any, ...]:
    return (len(arr.deadwood), [m.sort_key() for m in arr.melds])


class Arrangement:
    """Melds and deadwood of a hand. Immutable; compare with ``==``.

    ``Arrangement(melds, deadwood)`` builds one from given melds (checked to be
    disjoint); :func:`best_arrangement` finds the best one.
    """

    __slots__ = ("_count", "_deadwood", "_mask", "_melds")

    _mask: int
    _count: int
    _melds: tuple[Meld, ...] | None
    _deadwood: tuple[Card, ...] | None

    def __init__(self, melds: Iterable[Meld], deadwood: Iterable[Card | str] = ()) -> None:
        ms = tuple(melds)
        for m in ms:
            if not isinstance(m, Meld):
                raise InvalidMeldError(f"{m!r} is not a Meld (use Meld.of)")
        dead, _ = hand_mask(tuple(deadwood), max_size=52, what="the deadwood")
        _, mask = hand_mask(tuple(c for m in ms for c in m.cards) + dead, max_size=52,
                                what="an arrangement")
        self._mask = mask
        self._count = sum(c.value for c in dead)
        self._melds = _sorted_melds(list(ms))
        self._deadwood = tuple(sorted(dead))

    @classmethod
    def of_mask(cls, mask: int, count: int) -> Arrangement:
        """The best arrangement of the cards in ``mask`` whose least deadwood is
        already known (``count``): its melds are found only when asked for."""
        self = object.__new__(cls)
        self._mask = mask
        self._count = count
        self._melds = None
        self._deadwood = None
        return self

    @classmethod
    def _make(cls, mask: int, count: int, melds: tuple[Meld, ...],
              deadwood: tuple[Card, ...]) -> Arrangement:
        self = object.__new__(cls)
        self._mask = mask
        self._count = count
        self._melds = melds
        self._deadwood = deadwood
        return self

    def _fill(self) -> None:
        best = _canonical(self._mask, self._count)
        self._melds = best._melds
        self._deadwood = best._deadwood

    @property
    def melds(self) -> tuple[Meld, ...]:
        """The melds, ordered by their first card."""
        if self._melds is None:
            self._fill()
        assert self._melds is not None
        return self._melds

    @property
    def deadwood(self) -> tuple[Card, ...]:
        """The cards in no meld, sorted by suit and rank."""
        if self._deadwood is None:
            self._fill()
        assert self._deadwood is not None
        return self._deadwood

    @property
    def deadwood_count(self) -> int:
        """The points of the deadwood (A=1, faces 10)."""
        return self._count

    @property
    def cards(self) -> tuple[Card, ...]:
        """All the cards of the hand, sorted."""
        return cards_of_mask(self._mask)

    @property
    def is_gin(self) -> bool:
        """No deadwood at all (with 10 cards: gin; with 11: big gin)."""
        return self._count == 0 and self._mask != 0

    @property
    def explanation(self) -> Explanation:
        """Why this is the arrangement: the melds, cards that fit twice, the deadwood."""
        return _explain_arrangement(self)

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly: melds and deadwood as card codes."""
        return {
            "melds": [[c.code for c in m.cards] for m in self.melds],
            "kinds": [m.kind.value for m in self.melds],
            "deadwood": [c.code for c in self.deadwood],
            "deadwood_count": self._count,
        }

    def _key(self) -> tuple[Any, ...]:
        return (tuple(m.sort_key() for m in self.melds), tuple(c.index for c in self.deadwood))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Arrangement):
            return NotImplemented
        return self._mask == other._mask and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Arrangement({list(self.melds)!r}, {[c.code for c in self.deadwood]!r})"


def _fits_elsewhere(card: Card, mask: int, kind: MeldKind) -> bool:
    """Could ``card`` also be in a meld of the other kind, using cards of the hand?"""
    if kind is MeldKind.RUN:
        return (mask & _RANK_MASKS[card.rank - 1]).bit_count() >= 3
    suit_mask = (mask >> (13 * card._si)) & _M
    r = card.rank - 1
    for lo in range(max(0, r - 2), min(r, 10) + 1):
        window = 0b111 << lo
        if suit_mask & window == window:
            return True
    return False


def _explain_arrangement(arr: Arrangement) -> Explanation:
    steps: list[Step] = []
    for m in arr.melds:
        steps.append(Step("arrangement.meld", {"kind": m.kind.value, "meld": m.cards}))
    if not arr.melds and arr._mask.bit_count() >= 3:
        steps.append(Step("arrangement.no_melds", {}))
    for m in arr.melds:
        for card in m.cards:
            if _fits_elsewhere(card, arr._mask, m.kind):
                steps.append(Step("deadwood.choice", {"card": card, "kind": m.kind.value}))
    dead = arr.deadwood
    if arr._mask.bit_count() <= 11:  # a hand: compare with the best (larger sets: skip)
        least = _min_deadwood(arr._mask)
        if arr.deadwood_count > least:
            steps.append(Step("deadwood.not_best", {"best": least, "total": arr.deadwood_count}))
        elif arr.deadwood_count:
            ties = len(_arrangements_of(arr._mask))
            if ties > 1:
                steps.append(Step("deadwood.ties", {"n": ties}))
    if not dead:
        if arr._mask:
            steps.append(Step("deadwood.none", {}))
    elif len(dead) == 1:
        steps.append(Step("deadwood.single", {"cards": dead, "total": arr.deadwood_count}))
    else:
        steps.append(Step("deadwood.total", {"cards": dead, "total": arr.deadwood_count}))
    return tuple(steps)


# -- public functions -------------------------------------------------------------------

def _hand_bits(cards: str | Iterable[Card | str]) -> int:
    """The 52-bit mask of a valid hand of at most 11 cards (the hot path of every query)."""
    if isinstance(cards, tuple):
        hand: tuple[Any, ...] = cards
        h = 0
        try:
            for c in hand:
                h |= c._bit
        except AttributeError:
            return hand_mask(cards, 11)[1]
        n = len(hand)
        if n <= 11 and h.bit_count() == n:
            return h
    return hand_mask(cards, 11)[1]


def best_arrangement(cards: str | Iterable[Card | str]) -> Arrangement:
    """The arrangement of 0 to 11 cards with the least deadwood.

    Among equal arrangements sets are tried before runs, and runs are as long as
    possible; :func:`all_best_arrangements` lists every one.

    >>> best_arrangement("2H 3H 4H 4S 4D 5H").melds
    (Meld.of('2H 3H 4H 5H'),)
    """
    h = _hand_bits(cards)
    f = _F
    c = h & _M
    d = (h >> 13) & _M
    e = (h >> 26) & _M
    s = h >> 39
    t3 = (c & d & (e | s)) | (e & s & (c | d))
    arr = _new(Arrangement)
    arr._mask = h
    arr._count = f[c] + f[d] + f[e] + f[s] if not t3 else _min_deadwood(h)
    arr._melds = None
    arr._deadwood = None
    return arr


_new = object.__new__


def deadwood_count(cards: str | Iterable[Card | str]) -> int:
    """The least deadwood (in points) of 0 to 11 cards.

    >>> deadwood_count("QS KS AS"), deadwood_count("AS 2S 3S")
    (21, 0)
    """
    return _min_deadwood(_hand_bits(cards))


def all_best_arrangements(cards: str | Iterable[Card | str]) -> list[Arrangement]:
    """Every arrangement reaching the least deadwood, the one best_arrangement shows first.

    A run is always shown whole (3-4-5-6-7-8 is one run). The knocker's choice
    among these changes what the defender can lay off.

    >>> for a in all_best_arrangements("9C 9D 9H 8H TH"):
    ...     print(a.melds, a.deadwood, a.deadwood_count)
    (Meld.of('9C 9D 9H'),) (Card('8H'), Card('TH')) 18
    (Meld.of('8H 9H TH'),) (Card('9C'), Card('9D')) 18
    """
    return _arrangements_of(_hand_bits(cards))


def _candidate_melds(h: int) -> list[tuple[int, int, Meld]]:
    """Every meld among the cards of mask ``h``, as (mask, points, meld): each set of
    3 or 4 of a rank, and every stretch of 3 or more cards of a run (a knocker may
    show part of a run, or split a long run in two)."""
    out: list[tuple[int, int, Meld]] = []
    for r in range(13):
        same = h & _RANK_MASKS[r]
        if same.bit_count() >= 3:
            picks = [same] + ([same & ~(1 << b.index) for b in cards_of_mask(same)]
                              if same.bit_count() == 4 else [])
            for m in picks:
                out.append((m, _VALS[r] * m.bit_count(), Meld._trusted(MeldKind.SET,
                                                                      cards_of_mask(m))))
    for si in range(4):
        suit = (h >> (13 * si)) & _M
        for lo in range(11):
            for hi in range(lo + 2, 13):
                window = ((1 << (hi - lo + 1)) - 1) << lo
                if suit & window != window:
                    break
                m = window << (13 * si)
                out.append((m, sum(_VALS[lo:hi + 1]),
                            Meld._trusted(MeldKind.RUN, cards_of_mask(m))))
    return out


def all_spreads(cards: str | Iterable[Card | str], max_deadwood: int) -> list[Arrangement]:
    """Every spread of the cards a knocker may show: each distinct collection of
    disjoint melds (none at all included) whose deadwood is at most
    ``max_deadwood``. Least deadwood first; among equal deadwood, fewer loose
    cards, then fewer melds (a run shown whole before the same run in two).

    The knocker is free to show any of these, not only a least-deadwood one:
    keeping A-2-3 apart from the 4 can stop the defender's layoffs.

    >>> [(a.melds, a.deadwood_count) for a in all_spreads("AS 2S 3S 4S KH", 14)]
    [((Meld.of('AS 2S 3S 4S'),), 10), ((Meld.of('2S 3S 4S'),), 11), ((Meld.of('AS 2S 3S'),), 14)]
    >>> [len(a.melds) for a in all_spreads("9C 9D 9H 9S", 40)]
    [1, 1, 1, 1, 1, 0]
    """
    h = _hand_bits(cards)
    melds = _candidate_melds(h)
    total = sum(c.value for c in cards_of_mask(h))
    found: list[tuple[tuple[Any, ...], Arrangement]] = []

    def grow(start: int, used: int, melded: int, chosen: list[Meld]) -> None:
        count = total - melded
        if count <= max_deadwood:
            loose = h & ~used
            ms = _sorted_melds(list(chosen))
            key = (count, loose.bit_count(), len(ms), [m.sort_key() for m in ms])
            found.append((key, Arrangement._make(h, count, ms, cards_of_mask(loose))))
        for i in range(start, len(melds)):
            m, points, meld = melds[i]
            if not m & used:
                chosen.append(meld)
                grow(i + 1, used | m, melded + points, chosen)
                chosen.pop()

    grow(0, 0, 0, [])
    found.sort(key=lambda t: t[0])
    return [arr for _, arr in found]


def is_big_gin(hand: str | Iterable[Card | str], *, keep: int = 10) -> bool:
    """Are all the cards held after drawing in melds (big gin, no discard needed)?
    ``keep`` is the hand's size after a discard: 10 in gin, 7 in seven-card gin."""
    cards, h = hand_mask(hand, 11)
    return len(cards) == keep + 1 and _min_deadwood(h) == 0


def deadwood_after_each_discard(hand: str | Iterable[Card | str], *,
                                keep: int = 10) -> tuple[int, list[tuple[int, Card]]]:
    """The least deadwood of the ``keep`` cards left after each possible discard.

    The one search every discard question asks (gin's knock limit, the advisor's
    choice): one pass over the set choices, not one arrangement per card. Returns
    the hand's card mask and ``(deadwood, card)`` pairs sorted by deadwood, then
    by card.

    >>> [(d, str(c)) for d, c in deadwood_after_each_discard("5C 5D 5H 9S 9D KH 2C 3C",
    ...                                                       keep=7)[1]][:2]
    [(23, 'K♥'), (24, '9♦')]
    """
    cards, h = hand_mask(hand, 11)
    if len(cards) != keep + 1:
        raise HandSizeError(f"a discard needs {keep + 1} cards ({keep} plus the one "
                            f"drawn), not {len(cards)}")
    f = _F
    c = h & _M
    d = (h >> 13) & _M
    e = (h >> 26) & _M
    s = h >> 39
    t3 = (c & d & (e | s)) | (e & s & (c | d))
    keyed: list[tuple[int, Card]] = []
    if not t3:
        sm = (c, d, e, s)
        fs = (f[c], f[d], f[e], f[s])
        tot = fs[0] + fs[1] + fs[2] + fs[3]
        for card in cards:
            k = card._si
            keyed.append(((tot - fs[k] + f[sm[k] & ~card._rbit]) << 6 | card.index, card))
    else:
        best = [1000] * 52
        for o in _combos(h, t3):
            x = h & ~o
            sm = (x & _M, (x >> 13) & _M, (x >> 26) & _M, x >> 39)
            fs = (f[sm[0]], f[sm[1]], f[sm[2]], f[sm[3]])
            tot = fs[0] + fs[1] + fs[2] + fs[3]
            for card in cards:
                if card._bit & o:
                    continue
                k = card._si
                v = tot - fs[k] + f[sm[k] & ~card._rbit]
                if v < best[card.index]:
                    best[card.index] = v
        for card in cards:
            keyed.append((best[card.index] << 6 | card.index, card))
    keyed.sort()
    return h, [(key >> 6, card) for key, card in keyed]
