"""Advisor and opponent speed: the advisor's answer for a discard decision (target
<= 20 ms median) and a whole expert-vs-expert hand (target <= 1 s), in CPython.

    .venv/bin/python benchmarks/bench_advisor.py                            # two-player gin
    .venv/bin/python benchmarks/bench_advisor.py --variant gin-7 --players 4  # seven cards
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrules import Rules
from ginrules.gin import reading
from ginrules.gin.hand import Hand
from ginrules.players.opponent import choose
from ginrules.players.styles import EXPERT, advise
from ginrules.table.seats import Table
from ginrules.table.variants import VARIANTS, Variant, find_variant
from ginrules.table.view import Phase, PlayerView

NAMES = ("North", "East", "South", "West")


def new_hand(variant: Variant, players: int, seed: int) -> Hand:
    if variant.name == "gin":  # the deals two-player figures have always used
        return Hand(Rules(), seed % 2, seed)
    return Hand(Rules.preset(variant.default_preset, variant), seed % players, seed,
                table=Table(NAMES[:players]), variant=variant)


def discard_views(n: int, variant: Variant, players: int) -> list[PlayerView]:
    """Views at a discard decision (one card more than dealt in hand) from seeded hands."""
    out: list[PlayerView] = []
    seed = 0
    while len(out) < n:
        hand = new_hand(variant, players, 10_000 + seed)
        seed += 1
        while not hand.is_over:
            v = hand.view(hand.to_act)
            if v.phase is Phase.DISCARD:
                out.append(v)
            hand.apply(choose(v, "club"))
    return out[:n]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variant", default="gin", choices=[  # Rummy's: bench_rummy.py
        v.name for v in VARIANTS if v.tables == "one" and v.hand_flow == "gin"])
    ap.add_argument("--players", type=int, help="seats (default: the game's first number)")
    opts = ap.parse_args(argv)
    variant = find_variant(opts.variant)
    players = variant.check_seats(opts.players or variant.seats[0])
    views = discard_views(300, variant, players)
    cards = variant.cards_dealt + 1
    print(f"{variant.title}, {players} players")
    times: dict[str, list[float]] = {"club": [], "expert": []}
    for style_name, style in (("club", None), ("expert", EXPERT)):
        for v in views:
            # cold caches each time, as for a position never seen before
            for cache in (reading.deadwood_of_mask, reading.best_kept_mask, reading.deadwood_cards):
                cache.cache_clear()
            t = time.perf_counter()
            advise(v) if style is None else advise(v, style)
            times[style_name].append((time.perf_counter() - t) * 1000)
    hands = []
    for seed in range(40):
        hand = new_hand(variant, players, 50_000 + seed)
        t = time.perf_counter()
        while not hand.is_over:
            hand.apply(choose(hand.view(hand.to_act), "expert"))
        hands.append(time.perf_counter() - t)
    ok = True
    for name, ts in times.items():
        med = statistics.median(ts)
        p95 = sorted(ts)[int(0.95 * len(ts))]
        print(f"advisor ({name}), {cards}-card decision: median {med:.1f} ms, "
              f"p95 {p95:.1f} ms, "
              f"max {max(ts):.1f} ms over {len(ts)} positions (target median <= 20 ms)")
        ok = ok and med <= 20
    med_h = statistics.median(hands)
    print(f"expert vs expert hand: median {med_h * 1000:.0f} ms, max {max(hands) * 1000:.0f} ms "
          f"over {len(hands)} hands (target <= 1 s)")
    ok = ok and max(hands) <= 1.0
    print("targets met" if ok else "TARGETS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
