"""Deals for the seven-card showdown exercises ("more practice"): Ann's knocking hand, a
first upcard that lets her knock, and each opponent's seven cards, some of them the cards
next to Ann's run, one step and two steps out, so that an opponent may meet a card it
could only lay off next to another's layoff."""

from __future__ import annotations

from ginrules import Card, Rules, best_arrangement

from ...dealing import Cards, Dealer, Pool


def _ladder(run: Cards) -> list[Card]:
    """The cards that extend `run`, nearest first at each end: 8♥ 4♥ 9♥ 3♥ for 5♥-7♥."""
    lo, hi = min(c.rank for c in run), max(c.rank for c in run)
    suit = run[0].suit
    out: list[Card] = []
    for step in (1, 2):
        for rank in (hi + step, lo - step):
            if 1 <= rank <= 13:
                out.append(Card.of(rank, suit))
    return out


def ring_deal(dealer: Dealer, rules: Rules, opponents: int,
              layoffs: bool) -> tuple[Cards, Card, tuple[Cards, ...]]:
    """(Ann's seven cards, the first upcard, each opponent's seven cards in turn)."""
    for _ in range(80):
        pool = Pool(dealer)
        gin = dealer.chance(10)
        run = pool.meld(4 if gin else dealer.choice([3, 3, 4]), "run")
        group = pool.meld(3, "set")
        if run is None or group is None:
            continue
        knocker = [*run, *group]
        while len(knocker) < 7:
            low = pool.low(dealer.choice([2, 3, 5]))
            if low is None:
                break
            knocker.append(low)
        if len(knocker) != 7:
            continue
        kd = best_arrangement(knocker).deadwood_count
        ups = [c for c in pool.cards if rules.max_knock_deadwood(c) >= kd]
        if not ups:
            continue
        upcard = pool.take([dealer.choice(ups)])[0]
        fits = [c for c in _ladder(run) if c in pool.cards] if layoffs else []
        hands: list[list[Card]] = [[] for _ in range(opponents)]
        for i, c in enumerate(fits[: dealer.randint(1, min(3, len(fits)))] if fits else []):
            hands[(i + dealer.randint(0, 1)) % opponents].append(pool.take([c])[0])
        for hand in hands:
            if dealer.chance(70):
                meld = pool.meld(3)
                if meld is not None:
                    hand.extend(meld)
            hand.extend(pool.any(7 - len(hand)))
        if all(len(h) == 7 for h in hands):
            return tuple(knocker), upcard, tuple(tuple(dealer.shuffled(h)) for h in hands)
    raise ValueError("could not deal a seven-card showdown")  # pragma: no cover
