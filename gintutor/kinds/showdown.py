"""The hands 'layoff' and 'score' practise on: a knocker's hand that may knock (or is
gin) and a defender's ten cards, dealt from the same dealer."""

from __future__ import annotations

from ginrules import Card, Rules, best_arrangement

from ..dealing import Cards, Dealer, MeldShape, build_hand, deck_without
from ..exercises import rules_values

_KNOCK_PLANS: list[list[tuple[MeldShape, int]]] = [
    [("run", 4), ("set", 3)],
    [("run", 3), ("set", 3), ("run", 3)],
    [("set", 3), ("run", 4)],
]
_SHAPES: tuple[MeldShape, ...] = ("run", "set")


def knocker_hand(dealer: Dealer, rules: Rules, gin: bool = False) -> Cards:
    """Ten cards that knock within the limit, or that are gin."""
    limit = int(rules_values(rules, "en")["knock_limit"])  # type: ignore[call-overload]
    for _ in range(80):
        if gin:
            cards = build_hand(dealer, [("run", 4), ("set", 3), ("run", 3)], 0)
            if len(cards) == 10 and best_arrangement(cards).deadwood_count == 0:
                return cards
            continue
        plan = dealer.choice(_KNOCK_PLANS)
        filler = 10 - sum(n for _, n in plan)
        cards = build_hand(dealer, plan, filler, low=3)
        if len(cards) == 10 and 0 < best_arrangement(cards).deadwood_count <= limit:
            return cards
    return cards


def defender_hand(dealer: Dealer, knocker: Cards, want_layoff: bool) -> Cards:
    """Ten cards with one meld of their own and, if asked, cards that fit the knocker's melds."""
    free = deck_without(knocker)
    out: list[Card] = []
    if want_layoff:
        melds = best_arrangement(knocker).melds
        fitting = [c for c in free if any(m.accepts(c) for m in melds)]
        out += dealer.sample(fitting, min(len(fitting), dealer.randint(1, 2)))
    rest = build_hand(dealer, [(dealer.choice(_SHAPES), 3)], 10, used=(*knocker, *out))
    out += [c for c in rest if c not in out]
    return tuple(out[:10])
