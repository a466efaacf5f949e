"""Each computer strength against each other over seeded hands.

Every seed is dealt twice with the seats swapped (duplicate play), so the luck
of the deal cancels out. Prints, per pairing, the first strength's points per
hand (net: points won minus points lost) with a 95% confidence interval.

The interval is taken over the deals, not the hands: the two hands of a deal are
one paired sample (their nets are strongly negatively correlated, about -0.6,
which is the luck the duplicate design cancels), so the standard error is that
of the per-deal means. Treating the 2N hands as independent would overstate it
by about 1.6 times. The strengths are close (expert against club is worth a few
tenths of a point a hand), so the default is 10,000 deals (20,000 hands) a
pairing, about 20 minutes in all on two cores.

    .venv/bin/python benchmarks/tournament.py --jobs 2                # 20,000 hands a pairing
    .venv/bin/python benchmarks/tournament.py --seeds 1000 --jobs 2   # quick look, 2,000 hands
    .venv/bin/python benchmarks/tournament.py --first 10000 --pairing expert:club  # other deals
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrules import Rules
from ginrules.game import Hand
from ginrules.opponent import choose
from ginrules.rng import derive_seed

PAIRINGS = (("club", "beginner"), ("expert", "club"), ("expert", "beginner"))


def play(rules: Rules, strengths: tuple[str, str], dealer: int, seed: int) -> tuple[int, str]:
    """One hand; returns (points for player 0, net) and the kind of ending."""
    hand = Hand(rules, dealer, seed)
    while not hand.is_over:
        p = hand.to_act
        hand.apply(choose(hand.view(p), strengths[p]), p)
    if hand.result is None:
        return 0, "draw"
    w = hand.winner()
    return (hand.result.points if w == 0 else -hand.result.points), hand.result.kind


def run_chunk(args: tuple[str, str, str, int, int]) -> tuple[list[int], dict[str, int]]:
    preset, a, b, start, stop = args
    rules = Rules.preset(preset)
    nets: list[int] = []
    kinds: dict[str, int] = {}
    for i in range(start, stop):
        seed = derive_seed("tournament", preset, i)
        for swap in (False, True):
            strengths = (b, a) if swap else (a, b)
            pts, kind = play(rules, strengths, i % 2, seed)
            nets.append(-pts if swap else pts)
            kinds[kind] = kinds.get(kind, 0) + 1
    return nets, kinds


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", type=int, default=10_000, help="deals per pairing (x2 hands)")
    ap.add_argument("--preset", default="standard", choices=Rules.preset_names())
    ap.add_argument("--first", type=int, default=0,
                    help="number of the first deal (another range is a fresh sample)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--pairing", action="append", help="e.g. expert:club (default: all)")
    opts = ap.parse_args(argv)
    pairings = [tuple(p.split(":")) for p in opts.pairing] if opts.pairing else PAIRINGS
    first, last = opts.first, opts.first + opts.seeds
    print(f"preset {opts.preset}, deals {first}-{last - 1} x 2 seats per pairing")
    print(f"{'pairing':<22}{'hands':>7}{'points/hand':>13}{'95% CI':>20}  endings")
    ok = True
    for a, b in pairings:
        t = time.perf_counter()
        step = max(1, opts.seeds // (opts.jobs * 8))
        chunks = [(opts.preset, a, b, s, min(s + step, last)) for s in range(first, last, step)]
        nets: list[int] = []
        kinds: dict[str, int] = {}
        with ProcessPoolExecutor(max_workers=opts.jobs) as ex:
            for n, k in ex.map(run_chunk, chunks):
                nets.extend(n)
                for key, v in k.items():
                    kinds[key] = kinds.get(key, 0) + v
        mean = statistics.fmean(nets)
        # nets come in deal order, both seats of a deal side by side
        per_deal = [(nets[i] + nets[i + 1]) / 2 for i in range(0, len(nets), 2)]
        half = 1.96 * statistics.stdev(per_deal) / math.sqrt(len(per_deal))
        ends = ", ".join(f"{k} {v}" for k, v in sorted(kinds.items()))
        ci = f"[{mean - half:+.2f}, {mean + half:+.2f}]"
        print(f"{a + ' vs ' + b:<22}{len(nets):>7}{mean:>+13.2f}{ci:>20}  {ends}"
              f"  ({time.perf_counter() - t:.0f} s)", flush=True)
        ok = ok and mean - half > 0
    print("expected order holds (every interval above zero)" if ok else
          "NOT every interval is above zero")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
