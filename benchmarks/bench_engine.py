"""Time the rules engine's hot paths on seeded random hands (pure CPython).

    .venv/bin/python benchmarks/bench_engine.py [--hands 10000] [--rounds 7]

Prints microseconds per hand (median of the rounds) for ``best_arrangement``
on 10-card hands and ``discard_options`` on 11-card hands, with the targets
(8 µs and 40 µs). The figure judged is CPU time of this process (so other work
on a shared machine does not count against the engine); wall-clock time is
shown beside it. ``--check`` exits non-zero when a target is missed.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ginrules import Card, best_arrangement, discard_options, full_deck

TARGETS = {"best_arrangement (10 cards)": 8.0, "discard_options (11 cards)": 40.0}


def hands(n: int, size: int, seed: int) -> list[tuple[Card, ...]]:
    rng = random.Random(seed)
    deck = list(full_deck())
    return [tuple(rng.sample(deck, size)) for _ in range(n)]


def time_per_hand(fn: Callable[[tuple[Card, ...]], object], data: Sequence[tuple[Card, ...]],
                  rounds: int) -> tuple[float, float]:
    """Median µs per hand over the rounds: (CPU time, wall-clock time)."""
    cpu, wall = [], []
    for _ in range(rounds):
        c0, w0 = time.process_time(), time.perf_counter()
        for h in data:
            fn(h)
        cpu.append((time.process_time() - c0) / len(data) * 1e6)
        wall.append((time.perf_counter() - w0) / len(data) * 1e6)
    return statistics.median(cpu), statistics.median(wall)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=10_000)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--check", action="store_true", help="exit 1 if a target is missed")
    args = ap.parse_args(argv)
    ten = hands(args.hands, 10, args.seed)
    eleven = hands(args.hands, 11, args.seed + 1)
    figures = {
        "best_arrangement (10 cards)": time_per_hand(best_arrangement, ten, args.rounds),
        "discard_options (11 cards)": time_per_hand(discard_options, eleven, args.rounds),
    }
    ok = True
    print(f"Python {sys.version.split()[0]}, {args.hands} hands, median of {args.rounds} rounds")
    for name, (us, wall) in figures.items():
        target = TARGETS[name]
        flag = "ok" if us <= target else "SLOW"
        ok = ok and us <= target
        print(f"{name:30s} {us:7.2f} µs per hand (target ≤ {target:g} µs) {flag}"
              f"   [wall clock {wall:.2f} µs]")
    return 0 if ok or not args.check else 1


if __name__ == "__main__":
    sys.exit(main())
