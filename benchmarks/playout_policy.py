"""How strong is the master's playout policy (ginrules/gin/policy.py)? Two-player gin on
duplicate deals, seats rotated, against the beginner's rule and the expert.

The search above a policy can only be as good as its playouts judge: a playout policy
near the expert is what lets the master search the middle of a hand. The policy plays
from the hand's raw state, reading only its own cards and the face-up pile.

    .venv/bin/python benchmarks/playout_policy.py --seeds 400
    .venv/bin/python benchmarks/playout_policy.py --seeds 300 --against expert
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tournament import half_interval  # (the benchmarks folder is on the path only now)

from ginrules import Rules
from ginrules.core.actions import Action
from ginrules.core.rng import derive_seed
from ginrules.gin.hand import Hand
from ginrules.gin.policy import gin_policy_move
from ginrules.players.opponent import choose
from ginrules.players.playout import _gin_move

Player = Callable[[Hand], Action]

PLAYERS: dict[str, Player] = {
    "policy": lambda hand: gin_policy_move(hand, hand.state),
    "beginner": lambda hand: _gin_move(hand, hand.state),
    "club": lambda hand: choose(hand.view(hand.to_act), "club"),
    "expert": lambda hand: choose(hand.view(hand.to_act), "expert"),
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", type=int, default=400, help="deals (each played twice)")
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--player", default="policy", choices=list(PLAYERS))
    ap.add_argument("--against", action="append", choices=list(PLAYERS),
                    help="default: beginner and expert")
    opts = ap.parse_args(argv)
    rules = Rules.preset("standard")
    for other in opts.against or ["beginner", "expert"]:
        start = time.process_time()
        per_deal = []
        for i in range(opts.first, opts.first + opts.seeds):
            seed = derive_seed("tournament", "standard", i)
            nets = []
            for seat in (0, 1):
                hand = Hand(rules, i % 2, seed)
                while not hand.is_over:
                    p = hand.to_act
                    legal = hand.legal_actions()
                    who = opts.player if p == seat else other
                    hand.apply(legal[0] if len(legal) == 1 else PLAYERS[who](hand), p)
                nets.append(0 if hand.result is None else hand.result.net_for(seat))
            per_deal.append(statistics.fmean(nets))
        mean = statistics.fmean(per_deal)
        half = half_interval(per_deal)
        print(f"{opts.player} vs {other}: {mean:+.2f} points a hand "
              f"[{mean - half:+.2f}, {mean + half:+.2f}] over {opts.seeds} deals "
              f"({time.process_time() - start:.0f} s of CPU)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
