"""Layoffs: the defender's best use of own melds and the knocker's melds together.

The defender may lay off the 4th card on a set of 3, and any number of cards
at either end of a run, including cards that extend a run already extended by
an earlier layoff. Own melds and layoffs are chosen together to leave the
least deadwood. The worked example of docs/rules.md (seed 002): laying off J♥ and
6♥ on the knocker's hearts run takes the defender from 24 to 8.

>>> from ginrules import Meld, render
>>> res = lay_off("JH 6H 4C 4D 2S 2C 2D KS KC KD", [Meld.of("7H 8H 9H TH"), Meld.of("AS AD AC")])
>>> [(str(lo.card), lo.meld_index) for lo in res.layoffs], res.deadwood_count
([('6♥', 0), ('J♥', 0)], 8)
>>> for line in render(res.explanation): print(line)
Defender's melds: 2♣ 2♦ 2♠ and K♣ K♦ K♠.
Lay off 6♥ on 7♥ 8♥ 9♥ 10♥.
Lay off J♥ on 6♥ 7♥ 8♥ 9♥ 10♥.
Deadwood: 4♣ 4♦ = 4 + 4 = 8 points.
Laying off saves 16 points: from 24 to 8 deadwood.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import product
from typing import Any

from ginrules.core.arrangement import Arrangement, _min_deadwood, best_arrangement
from ginrules.core.cards import _DECK, Card, cards_of_mask, hand_mask
from ginrules.core.errors import DuplicateCardError
from ginrules.core.explain import Explanation, Step
from ginrules.core.melds import Meld, MeldKind

__all__ = ["Layoff", "LayoffResult", "lay_off", "to_melds"]


@dataclass(frozen=True, slots=True)
class Layoff:
    """One card laid off on the knocker's meld number ``meld_index`` (in play order)."""

    card: Card
    meld_index: int


@dataclass(frozen=True)
class LayoffResult:
    """The defender's best spread against the knocker's melds.

    ``defender_melds`` (own melds), ``layoffs`` (in the order they are played),
    ``deadwood`` and ``deadwood_count`` (what is left), ``extended_melds`` (the
    knocker's melds with the layoffs added), ``deadwood_without_layoffs``.
    """

    defender_melds: tuple[Meld, ...]
    layoffs: tuple[Layoff, ...]
    deadwood: tuple[Card, ...]
    deadwood_count: int
    extended_melds: tuple[Meld, ...]
    deadwood_without_layoffs: int
    knocker_melds: tuple[Meld, ...] = ()

    @property
    def laid_off(self) -> tuple[Card, ...]:
        """The cards laid off, in play order."""
        return tuple(lo.card for lo in self.layoffs)

    @property
    def saved(self) -> int:
        """Points of deadwood the layoffs saved."""
        return self.deadwood_without_layoffs - self.deadwood_count

    @property
    def explanation(self) -> Explanation:
        return _explain(self)

    def to_dict(self) -> dict[str, Any]:
        return {
            "defender_melds": [[c.code for c in m.cards] for m in self.defender_melds],
            "layoffs": [{"card": lo.card.code, "meld_index": lo.meld_index}
                        for lo in self.layoffs],
            "deadwood": [c.code for c in self.deadwood],
            "deadwood_count": self.deadwood_count,
            "extended_melds": [[c.code for c in m.cards] for m in self.extended_melds],
            "deadwood_without_layoffs": self.deadwood_without_layoffs,
        }


def to_melds(melds: Iterable[Meld | str | Iterable[Card | str]]) -> tuple[Meld, ...]:
    """Melds from Meld values, text ('7H 8H 9H') or groups of cards; checked disjoint."""
    out = tuple(m if isinstance(m, Meld) else Meld.of(m) for m in melds)
    seen: dict[Card, Meld] = {}
    for m in out:
        for c in m.cards:
            if c in seen:
                raise DuplicateCardError(f"{c} ({c.code}) is in two melds: {seen[c]} and {m}")
            seen[c] = m
    return out


def _slots(knocker_melds: tuple[Meld, ...], dmask: int,
           chain: bool = True) -> list[list[tuple[int, tuple[Card, ...]]]]:
    """For each place a card can be laid off: the possible sequences of cards there.

    A set of 3 has one place (its missing card); a run has two (below and above),
    each a chain of the defender's cards going outward (one card only when
    ``chain`` is off: no card onto a card laid off before).
    """
    slots: list[list[tuple[int, tuple[Card, ...]]]] = []
    for i, m in enumerate(knocker_melds):
        if m.kind is MeldKind.SET:
            if len(m.cards) == 3:
                missing = next(c for c in _DECK if c.rank == m.cards[0].rank and c not in m.cards)
                if dmask & missing._bit:
                    slots.append([(i, ()), (i, (missing,))])
            continue
        base = m.cards[0].suit.index * 13 - 1
        for step, start in ((-1, m.cards[0].rank - 1), (1, m.cards[-1].rank + 1)):
            r = start
            cards: list[Card] = []
            while 1 <= r <= 13 and dmask >> (base + r) & 1 and (chain or not cards):
                cards.append(_DECK[base + r])
                r += step
            if cards:
                slots.append([(i, tuple(cards[:k])) for k in range(len(cards) + 1)])
    return slots


def lay_off(defender_cards: str | Iterable[Card | str],
            knocker_melds: Iterable[Meld | str | Iterable[Card | str]], *,
            prefer_layoffs: bool = False, chain: bool = True) -> LayoffResult:
    """The defender's best combination of own melds and layoffs (least deadwood).

    Among equal results the one with fewest layoffs is chosen (own melds first),
    or with ``prefer_layoffs`` the one with most layoffs: 2♥ 3♥ 4♥ next to the
    knocker's 5♥ 6♥ 7♥ is then shown as a chain of three layoffs. Without
    ``chain`` a card may be laid off only next to the knocker's own cards
    (seven-card gin's ``chain_own_layoffs`` turned off).

    >>> lay_off("TH JH", ["7H 8H 9H"], chain=False).laid_off
    (Card('TH'),)

    >>> res = lay_off("9H TH JH QH 5C", ["6H 7H 8H"])
    >>> res.deadwood_count, res.laid_off, res.defender_melds
    (5, (), (Meld.of('9H TH JH QH'),))
    >>> from ginrules import render
    >>> res = lay_off("JH QH 5C", ["8H 9H TH"])
    >>> res.laid_off, res.extended_melds, res.deadwood_count
    ((Card('JH'), Card('QH')), (Meld.of('8H 9H TH JH QH'),), 5)
    >>> print(render(res.explanation[2]))
    Then lay off Q♥ on 8♥ 9♥ 10♥ J♥: a run can keep growing.
    """
    _, dmask = hand_mask(defender_cards, 11, what="the defender's hand")
    kmelds = to_melds(knocker_melds)
    for m in kmelds:
        for c in m.cards:
            if dmask & c._bit:
                raise DuplicateCardError(
                    f"{c} ({c.code}) is both in the defender's hand and in the knocker's meld {m}")
    without = _min_deadwood(dmask)
    best_dw, best_n = without, 0
    best_plan: tuple[tuple[int, tuple[Card, ...]], ...] = ()
    seen: set[int] = set()
    for combo in product(*_slots(kmelds, dmask, chain)):
        laid = 0
        n = 0
        ok = True
        for _, cards in combo:
            for c in cards:
                if laid & c._bit:
                    ok = False
                    break
                laid |= c._bit
                n += 1
            if not ok:
                break
        if not ok or not laid or laid in seen:
            continue
        seen.add(laid)
        dw = _min_deadwood(dmask & ~laid)
        if dw < best_dw or (dw == best_dw and (n > best_n if prefer_layoffs else n < best_n)):
            best_dw, best_n, best_plan = dw, n, combo
    layoffs = tuple(Layoff(c, i) for i, cards in best_plan for c in cards)
    laid = 0
    for lo in layoffs:
        laid |= lo.card._bit
    own: Arrangement = best_arrangement(cards_of_mask(dmask & ~laid))
    extended = list(kmelds)
    for lo in layoffs:
        extended[lo.meld_index] = extended[lo.meld_index].with_card(lo.card)
    return LayoffResult(
        defender_melds=own.melds,
        layoffs=layoffs,
        deadwood=own.deadwood,
        deadwood_count=own.deadwood_count,
        extended_melds=tuple(extended),
        deadwood_without_layoffs=without,
        knocker_melds=kmelds,
    )


def no_layoffs(defender_cards: str | Iterable[Card | str]) -> LayoffResult:
    """The defender's spread when nothing may be laid off (against gin)."""
    dcards, _ = hand_mask(defender_cards, 11, what="the defender's hand")
    own = best_arrangement(dcards)
    return LayoffResult(own.melds, (), own.deadwood, own.deadwood_count, (), own.deadwood_count)


def _explain(res: LayoffResult) -> Explanation:
    steps: list[Step] = []
    if res.defender_melds:
        steps.append(Step("layoff.own_melds", {"melds": res.defender_melds}))
    else:
        steps.append(Step("layoff.no_own_melds", {}))
    if res.knocker_melds:
        current = list(res.knocker_melds)
        if not res.layoffs:
            steps.append(Step("layoff.none", {}))
        laid: list[Layoff] = []
        for lo in res.layoffs:
            onto = current[lo.meld_index]
            chained = any(prev.meld_index == lo.meld_index
                          and abs(prev.card.rank - lo.card.rank) == 1 for prev in laid)
            laid.append(lo)
            step_id = "layoff.chain" if chained else "layoff.card"
            steps.append(Step(step_id, {"card": lo.card, "meld": onto.cards}))
            current[lo.meld_index] = onto.with_card(lo.card)
    if not res.deadwood:
        steps.append(Step("deadwood.none", {}))
    elif len(res.deadwood) == 1:
        steps.append(Step("deadwood.single", {"cards": res.deadwood, "total": res.deadwood_count}))
    else:
        steps.append(Step("deadwood.total", {"cards": res.deadwood, "total": res.deadwood_count}))
    if res.layoffs and res.saved:
        steps.append(Step("layoff.saved", {"saved": res.saved,
                                           "before": res.deadwood_without_layoffs,
                                           "after": res.deadwood_count}))
    return tuple(steps)

