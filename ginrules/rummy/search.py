"""Rummy's searches: the melds on the table, what a hand can put on it
(:func:`find_plays`, the exact meld finder) and the best whole turn under the house rules
(:func:`best_turn`). Below :mod:`ginrules.rummy.hand` (the hand flow), which re-exports the
finder, so the hand, the advisor and the tutor's exercises ask the same search.

Two limits of the house rules shape a turn: ``one_meld_per_turn`` (one new meld a
turn; ``find_plays(..., melds_left=...)`` and :func:`best_turn` keep to it) and going out
with a discard (``out_without_discard`` off: :func:`best_turn` keeps a card).

>>> from ginrules import Rules
>>> from ginrules.core.cards import parse_cards
>>> hand = parse_cards("7H 8H 9H KS KD KC 2C")
>>> find_plays(hand).least_left, find_plays(hand, melds_left=1).least_left
(2, 26)
>>> plan = best_turn(hand, (), Rules.preset("discard-out", "rummy"))
>>> plan.kept, [m.cards for m in plan.moves]
(26, [(Card('KC'), Card('KD'), Card('KS'))])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from ginrules.core.actions import meld_order
from ginrules.core.cards import Card
from ginrules.table.rules import Rules

__all__ = ["Plays", "TableMeld", "TurnMove", "TurnPlan", "best_turn", "can_put_down",
           "find_plays", "fits", "melds_left", "run_span", "search_turn"]

# -- melds on the table ------------------------------------------------------------
def run_span(cards: Sequence[Card]) -> tuple[int, int]:
    """The lowest and highest rank of a run (an ace above a king counts 14)."""
    ranks = [c.rank for c in cards]
    if 1 in ranks and 13 in ranks:
        ranks = [14 if r == 1 else r for r in ranks]
    return min(ranks), max(ranks)


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld face up on the table: who laid it, its cards in reading order (with every
    card laid off on it since) and whether it is a run."""

    owner: int
    cards: tuple[Card, ...]
    is_run: bool

    @property
    def text(self) -> str:
        """The meld as an action names it: '7H-8H-9H'."""
        return "-".join(c.code for c in self.cards)

    def with_card(self, card: Card) -> TableMeld:
        return replace(self, cards=meld_order((*self.cards, card)))



def fits(card: Card, meld: TableMeld, ace_high: bool = False) -> bool:
    """Whether ``card`` may be laid off on ``meld``: the fourth card of a set, or the
    next card at either end of a run (an ace above a king when aces may be high)."""
    first = meld.cards[0]
    if not meld.is_run:
        return card.rank == first.rank and card not in meld.cards
    if card.suit is not first.suit:
        return False
    lo, hi = run_span(meld.cards)
    r = card.rank
    return r == lo - 1 or r == hi + 1 or (ace_high and r == 1 and hi == 13)


# -- the meld finder ---------------------------------------------------------------
@dataclass(frozen=True)
class Plays:
    """What a Rummy hand can put on the table now, and the least it can keep.

    ``melds``: every meld the hand can lay; ``layoffs``: every (card, table meld index)
    that fits now; ``least_left``: the fewest points left in hand once it has melded
    and laid off all it can (cards laid off on each other counted); ``plan_melds`` and
    ``plan_layoffs`` one way to get there (layoffs in the order they can be played)."""

    melds: tuple[tuple[Card, ...], ...]
    layoffs: tuple[tuple[Card, int], ...]
    least_left: int
    plan_melds: tuple[tuple[Card, ...], ...]
    plan_layoffs: tuple[tuple[Card, int], ...]

    @property
    def can_go_out(self) -> bool:
        return self.least_left == 0


_Group = tuple[int, int, tuple[Card, ...], int]  # mask, value, cards, table index (-1: meld)


def _hand_melds(by_suit: list[dict[int, Card]], by_rank: dict[int, list[Card]],
                ace_high: bool) -> list[tuple[Card, ...]]:
    melds: list[tuple[Card, ...]] = []
    for ranks in by_suit:
        if len(ranks) < 3:
            continue
        top = 14 if ace_high and 1 in ranks else 13
        r = 1
        while r <= top - 2:
            if r in ranks or (r == 14 and 1 in ranks):
                end = r
                while end + 1 <= top and (end + 1 in ranks or (end + 1 == 14 and 1 in ranks)):
                    end += 1
                length = end - r + 1
                if length >= 3:
                    run = [ranks[q if q <= 13 else 1] for q in range(r, end + 1)]
                    for i in range(length - 2):
                        for j in range(i + 3, length + 1):
                            melds.append(tuple(run[i:j]))
                r = end + 1
            else:
                r += 1
    for unsorted in by_rank.values():
        n = len(unsorted)
        if n >= 3:
            cards = sorted(unsorted, key=_card_index)
            if n == 4:
                melds.append(tuple(cards))
                melds.extend(tuple(c for c in cards if c is not skip) for skip in cards)
            else:
                melds.append(tuple(cards))
    return melds


def _card_index(card: Card) -> int:
    return card.index


_Chain = tuple[tuple[Card, ...], int]  # cards laid off one after another, table index


def _layoff_chains(by_suit: list[dict[int, Card]], by_rank: dict[int, list[Card]],
                   table: Sequence[TableMeld], ace_high: bool) -> list[_Chain]:
    """Each group of hand cards that can go onto one end of one table meld: the fourth
    of a set; the next card, the next two, ... below or above a run."""
    out: list[_Chain] = []
    for i, meld in enumerate(table):
        first = meld.cards[0]
        if not meld.is_run:
            if len(meld.cards) < 4:
                out.extend(((c,), i) for c in by_rank.get(first.rank, ()) if c not in meld.cards)
            continue
        ranks = by_suit[first.suit.index]
        if not ranks:
            continue
        lo, hi = run_span(meld.cards)
        chain: list[Card] = []
        r = lo - 1
        while r >= 1 and r in ranks:
            chain.append(ranks[r])
            out.append((tuple(chain), i))
            r -= 1
        chain = []
        r = hi + 1
        top = 14 if ace_high else 13
        while r <= top and (r if r <= 13 else 1) in ranks and not (r == 14 and lo == 1):
            chain.append(ranks[r if r <= 13 else 1])
            out.append((tuple(chain), i))
            r += 1
    return out


def find_plays(hand: Iterable[Card], table: Sequence[TableMeld] = (),
               ace_high: bool = False, melds_left: int | None = None) -> Plays:
    """The melds and layoffs open to ``hand`` against ``table``, and the least it can
    keep: exact (a search over every way to use the cards, checked against a
    brute-force search in the tests).

    ``melds_left``: how many new melds the house rules still allow this turn (with
    ``one_meld_per_turn``: 1 before a meld is laid, 0 after; :func:`melds_left` reads it
    from a state); None, any number. The plan and ``least_left`` keep to it, and with 0
    ``melds`` is empty (layoffs stay free).

    >>> from ginrules.core.cards import parse_cards
    >>> t = [TableMeld(1, parse_cards("7H 8H 9H"), True)]
    >>> p = find_plays(parse_cards("5H 6H KS KD KC 2C"), t)
    >>> p.melds, p.layoffs, p.least_left
    (((Card('KC'), Card('KD'), Card('KS')),), ((Card('6H'), 0),), 2)
    >>> p.plan_layoffs
    ((Card('6H'), 0), (Card('5H'), 0))
    """
    cards = tuple(hand)
    by_suit: list[dict[int, Card]] = [{}, {}, {}, {}]
    by_rank: dict[int, list[Card]] = {}
    total = 0
    for c in cards:
        by_suit[c.suit.index][c.rank] = c
        by_rank.setdefault(c.rank, []).append(c)
        total += c.value
    melds = _hand_melds(by_suit, by_rank, ace_high)
    chains = _layoff_chains(by_suit, by_rank, table, ace_high)
    groups: list[_Group] = []
    for meld in melds:
        mask = 0
        value = 0
        for c in meld:
            mask |= c._bit
            value += c.value
        groups.append((mask, value, meld, -1))
    for chain, i in chains:
        mask = 0
        value = 0
        for c in chain:
            mask |= c._bit
            value += c.value
        groups.append((mask, value, chain, i))
    layoffs = tuple((chain[0], i) for chain, i in chains if len(chain) == 1)
    if melds_left is not None:
        return _limited(melds if melds_left > 0 else [], layoffs, total, groups,
                        max(0, melds_left))
    if not groups:
        return Plays((), layoffs, total, (), ())
    by_card, coverable = _by_card(groups)
    memo: dict[int, int] = {}

    def best(avail: int) -> int:
        m = avail & coverable
        if not m:
            return 0
        got = memo.get(m)
        if got is not None:
            return got
        low = m & -m
        value = best(m ^ low)
        for g in by_card[low]:
            if g[0] & m == g[0]:
                v = g[1] + best(m ^ g[0])
                if v > value:
                    value = v
        memo[m] = value
        return value

    covered = best(coverable)
    plan: list[_Group] = []
    left = coverable
    while left:
        low = left & -left
        target = best(left)
        choice = next((g for g in by_card[low] if g[0] & left == g[0]
                       and g[1] + best(left ^ g[0]) == target), None)
        if choice is None or best(left ^ low) == target:
            left ^= low
            continue
        plan.append(choice)
        left ^= choice[0]
    return Plays(
        melds=tuple(melds), layoffs=layoffs, least_left=total - covered,
        plan_melds=tuple(g[2] for g in plan if g[3] < 0),
        plan_layoffs=tuple((c, g[3]) for g in plan if g[3] >= 0 for c in g[2]))


def _by_card(groups: list[_Group]) -> tuple[dict[int, list[_Group]], int]:
    """The groups each card (a bit) is in, and the bits of every card some group covers:
    both searches branch on the lowest card left by this index."""
    by_card: dict[int, list[_Group]] = {}
    coverable = 0
    for g in groups:
        coverable |= g[0]
        bits = g[0]
        while bits:
            low = bits & -bits
            by_card.setdefault(low, []).append(g)
            bits ^= low
    return by_card, coverable


def _limited(melds: list[tuple[Card, ...]], layoffs: tuple[tuple[Card, int], ...], total: int,
             groups: list[_Group], melds_left: int) -> Plays:
    """:func:`find_plays` with at most ``melds_left`` new melds in the plan: the same
    search over the groups, with the melds still allowed as part of what is searched."""
    usable = [g for g in groups if g[3] >= 0 or melds_left > 0]
    by_card, coverable = _by_card(usable)
    memo: dict[tuple[int, int], int] = {}

    def best(avail: int, left: int) -> int:
        m = avail & coverable
        if not m:
            return 0
        got = memo.get((m, left))
        if got is not None:
            return got
        low = m & -m
        value = best(m ^ low, left)
        for g in by_card[low]:
            if g[0] & m == g[0] and (g[3] >= 0 or left > 0):
                v = g[1] + best(m ^ g[0], left - (g[3] < 0))
                if v > value:
                    value = v
        memo[(m, left)] = value
        return value

    covered = best(coverable, melds_left)
    plan: list[_Group] = []
    avail, left = coverable, melds_left
    while avail:
        low = avail & -avail
        target = best(avail, left)
        choice = next((g for g in by_card.get(low, ()) if g[0] & avail == g[0]
                       and (g[3] >= 0 or left > 0)
                       and g[1] + best(avail ^ g[0], left - (g[3] < 0)) == target), None)
        if choice is None or best(avail ^ low, left) == target:
            avail ^= low
            continue
        plan.append(choice)
        avail ^= choice[0]
        left -= choice[3] < 0
    return Plays(
        melds=tuple(melds), layoffs=layoffs, least_left=total - covered,
        plan_melds=tuple(g[2] for g in plan if g[3] < 0),
        plan_layoffs=tuple((c, g[3]) for g in plan if g[3] >= 0 for c in g[2]))


def melds_left(rules: Rules, melds_this_turn: int) -> int | None:
    """How many new melds the rules still allow this turn after ``melds_this_turn`` (None:
    any number), for :func:`find_plays`."""
    return max(0, 1 - melds_this_turn) if rules.one_meld_per_turn else None


# -- the best turn under the house rules ---------------------------------------------
@dataclass(frozen=True)
class TurnMove:
    """One thing put on the table: a new meld (``on`` -1) or a card laid off on the
    table meld with that index (melds laid this turn come after the table's)."""

    cards: tuple[Card, ...]
    on: int = -1


@dataclass(frozen=True)
class TurnPlan:
    """The least points a hand can keep this turn and one way to get there."""

    kept: int
    moves: tuple[TurnMove, ...]

    @property
    def down(self) -> frozenset[Card]:
        """Every card the plan puts on the table."""
        return frozenset(c for m in self.moves for c in m.cards)


def best_turn(hand: Sequence[Card], table: Sequence[TableMeld], rules: Rules,
              melds_laid: int = 0) -> TurnPlan:
    """The least points ``hand`` can keep after melding and laying off this turn, under
    the house rules (``melds_laid``: new melds already laid this turn): ``find_plays``'s
    answer, searched again move by move when the rules limit the turn (one new meld a
    turn, going out with a discard)."""
    cards = tuple(hand)
    left = melds_left(rules, melds_laid)
    if left is None and rules.out_without_discard:
        plays = find_plays(cards, table, rules.ace_high_or_low)
        moves = [TurnMove(m) for m in plays.plan_melds]
        moves += [TurnMove((c,), i) for c, i in plays.plan_layoffs]
        return TurnPlan(plays.least_left, tuple(moves))
    return search_turn(frozenset(cards), tuple(table), 99 if left is None else left, True,
                       rules.ace_high_or_low)


def can_put_down(picked: Sequence[Card], table: Sequence[TableMeld], rules: Rules,
                 limits: bool = True) -> bool:
    """Whether every one of ``picked`` can go on the table this turn (melds of them and
    layoffs onto the table or onto those melds); ``limits``: with the one-meld rule."""
    melds = 1 if limits and rules.one_meld_per_turn else 99
    return search_turn(frozenset(picked), tuple(table), melds, False,
                       rules.ace_high_or_low).kept == 0


@lru_cache(maxsize=4096)
def search_turn(hand: frozenset[Card], table: tuple[TableMeld, ...], melds_left: int,
                keep_one: bool, ace_high: bool) -> TurnPlan:
    """Every order of melds and layoffs the finder offers, best first found (at most
    ``melds_left`` new melds; ``keep_one``: a card stays to discard): the hand is small
    (at most eleven cards), so the search is cheap."""
    best = TurnPlan(sum(c.value for c in hand), ())
    if not hand or best.kept == 0:
        return best
    plays = find_plays(hand, table, ace_high)
    options: list[tuple[TurnMove, frozenset[Card], tuple[TableMeld, ...], int]] = []
    if melds_left:
        for meld in plays.melds:
            new = TableMeld(-1, meld_order(meld), len({c.rank for c in meld}) > 1)
            options.append((TurnMove(meld), hand - set(meld), (*table, new), melds_left - 1))
    for card, i in plays.layoffs:
        grown = (*table[:i], table[i].with_card(card), *table[i + 1:])
        options.append((TurnMove((card,), i), hand - {card}, grown, melds_left))
    for move, rest, after, left in options:
        if keep_one and not rest:
            continue
        sub = search_turn(rest, after, left, keep_one, ace_high)
        if sub.kept < best.kept:
            best = TurnPlan(sub.kept, (move, *sub.moves))
            if best.kept == 0:
                break
    return best
