"""Where the master leaves the expert's move, does it gain? The paired deviation method.

Plays two-player gin hands expert against expert. At every decision where the master
would play another move than the expert, both moves are played out from the TRUE cards
with the expert for both seats, and the difference is the master's gain there for the
seat to act. Grouped by the kind of deviation (a draw, a discard, a knock where the
expert plays on, playing on where the expert knocks, a spread), it says which of the
master's searches earn points long before a tournament could: a tournament's noise
comes from every hand, this method's only from the moves that differ.

The sum per hand counts both seats (the master deciding for both), so a tournament
seat gains about half of it. Each deviation's outcome spreads by 20 to 30 points (one
playout from the true cards), so a few hundred deviations are needed to see 2 points.

    .venv/bin/python benchmarks/deviations.py --first 7000 --hands 120
    .venv/bin/python benchmarks/deviations.py --hands 120 --late 10 --beginner
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrules import Rules
from ginrules.core.actions import Action, ActionKind
from ginrules.core.rng import derive_seed
from ginrules.gin.hand import Hand
from ginrules.players import search
from ginrules.players.opponent import choose

_DRAWS = (ActionKind.TAKE, ActionKind.PASS, ActionKind.DRAW_STOCK)
_OUT = (ActionKind.KNOCK, ActionKind.GIN, ActionKind.BIG_GIN)


def kind_of(master: Action, expert: Action) -> str:
    """What kind of deviation the master's move is from the expert's."""
    if master.kind in _DRAWS:
        return "draw"
    if master.kind is ActionKind.SHOW:
        return "spread"
    if (master.kind in _OUT) != (expert.kind in _OUT):
        return "knock" if master.kind in _OUT else "play on"
    return "discard"


def finish(hand: Hand, seat: int) -> int:
    """The hand played to its end by the expert for every seat; ``seat``'s net."""
    while not hand.is_over:
        p = hand.to_act
        hand.apply(choose(hand.view(p), "expert"), p)
    return 0 if hand.result is None else hand.result.net_for(seat)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--first", type=int, default=7000, help="number of the first deal")
    ap.add_argument("--hands", type=int, default=120)
    ap.add_argument("--samples", type=int, default=search.MASTER_SAMPLES)
    ap.add_argument("--width", type=int, default=search.MASTER_WIDTH)
    ap.add_argument("--late", type=int, default=search.MASTER_LATE,
                    help="the master's MASTER_LATE (draws left from which it searches)")
    ap.add_argument("--beginner", action="store_true",
                    help="the master's playouts by the beginner's rule, not the policy")
    opts = ap.parse_args(argv)
    search.MASTER_LATE = opts.late
    search.MASTER_POLICY = not opts.beginner
    rules = Rules.preset("standard")
    gains: dict[str, list[int]] = {}
    spent: list[float] = []
    for i in range(opts.first, opts.first + opts.hands):
        hand = Hand(rules, i % 2, derive_seed("tournament", "standard", i))
        while not hand.is_over:
            p = hand.to_act
            view = hand.view(p)
            expert = choose(view, "expert")
            if len(view.legal_actions) > 1:
                start = time.process_time()
                master = search.master_move(view, opts.samples, opts.width)
                spent.append(time.process_time() - start)
                if master != expert:
                    before = hand.state
                    nets = []
                    for move in (master, expert):
                        hand.start_from(before)
                        hand.apply(move, p)
                        nets.append(finish(hand, p))
                    hand.start_from(before)
                    gains.setdefault(kind_of(master, expert), []).append(nets[0] - nets[1])
            hand.apply(expert, p)
    print(f"hands {opts.first}-{opts.first + opts.hands - 1}, master {opts.samples} deals x "
          f"{opts.width} moves, searching the last {opts.late} draws, "
          f"{'beginner' if opts.beginner else 'policy'} playouts")
    total = 0
    for kind, g in sorted(gains.items()):
        sd = statistics.stdev(g) if len(g) > 1 else 0.0
        total += sum(g)
        print(f"  {kind:<8} {len(g):>4} deviations, {statistics.fmean(g):+6.2f} points each "
              f"(+- {1.96 * sd / math.sqrt(len(g)):.2f}), {sum(g) / opts.hands:+.2f} a hand")
    print(f"  all: {total / opts.hands:+.2f} points a hand (both seats); the master's CPU "
          f"{1000 * statistics.fmean(spent):.0f} ms a decision on average")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
