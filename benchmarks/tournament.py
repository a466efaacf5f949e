"""Each computer strength against each other over seeded hands, in any game.

Every deal is played once for each seat that plays it, with the first strength in that
seat and the second in every other (duplicate play, seats rotated), so the luck of the
deal cancels out. Prints, per pairing, the first strength's points per hand (net: points
it scored minus points it paid) with a 95% confidence interval.

The interval is taken over the deals, not the hands: the hands of one deal are one
paired sample (in two-player gin their nets are strongly negatively correlated, about
-0.6, which is the luck the duplicate design cancels), so the standard error is that
of the per-deal means. Treating the hands as independent would overstate it by about
1.6 times. The strengths are close (expert against club is worth a few tenths of a
point a hand in two-player gin), so the default is 10,000 deals a pairing, about 20
minutes in all on two cores for two-player gin.

    .venv/bin/python benchmarks/tournament.py --jobs 2                # 20,000 hands a pairing
    .venv/bin/python benchmarks/tournament.py --seeds 1000 --jobs 2   # quick look, 2,000 hands
    .venv/bin/python benchmarks/tournament.py --first 10000 --pairing expert:club  # other deals
    .venv/bin/python benchmarks/tournament.py --variant gin-7 --players 4 --seeds 2000
    .venv/bin/python benchmarks/tournament.py --variant gin-pairs --seeds 2000  # team nets
    .venv/bin/python benchmarks/tournament.py --variant rummy --players 4 --seeds 1000
    .venv/bin/python benchmarks/tournament.py --pairing master:expert --seeds 2000 --jobs 1
    .venv/bin/python benchmarks/tournament.py --pairing master:expert --samples 32 --width 3

The master thinks ahead (ginrules/players/search.py): ``--samples`` and ``--width`` set its
budget (guessed deals per decision, how many of the expert's moves it plays out; by default
the game's own, ``ginrules.players.search.master_budget``: 32 and 4 in gin, 16 and 2 in
Rummy). The column
"decisions/s" is the first strength's decisions per second of wall time, its trivial ones
(a single legal move) included; the line under it gives the CPU time of its decisions
(mean, 95th percentile, longest), which a busy machine does not inflate.

In pairs a "hand" is one deal at both card tables and the net is the team's; in the
tournament it is the first table's hand, the first strength against the second.

Seven-card gin's hands do not sum to zero (the gin bonus is paid by nobody), so there
even the second strength against itself scores above zero in every seat: ``--baseline``
also plays each deal with the second strength in every seat and counts the first
strength's net less that one, deal by deal (a gain over the second strength in its seat).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrules import Rules
from ginrules.core.actions import Action
from ginrules.core.rng import derive_seed
from ginrules.gin.hand import Hand
from ginrules.gin.showdown import HandResult
from ginrules.players.opponent import choose
from ginrules.players.search import master_budget, master_move
from ginrules.rummy.hand import RummyHand, RummyResult
from ginrules.table.hand_flows import hand_flow
from ginrules.table.match import Match
from ginrules.table.seats import Table
from ginrules.table.variants import VARIANTS, Variant, find_variant
from ginrules.table.view import GamePhase, PlayerView

PAIRINGS = (("club", "beginner"), ("expert", "club"), ("expert", "beginner"),
            ("master", "expert"))
NAMES = ("North", "East", "South", "West", "Centre", "Corner")


#: The master's budget in this run (--samples, --width; None: the game's own).
BUDGET: dict[str, int | None] = {"samples": None, "width": None}


class Clock:
    """The time one strength's decisions take (for the decisions per second)."""

    def __init__(self, strength: str) -> None:
        self.strength, self.seconds, self.decisions = strength, 0.0, 0
        self.times: list[float] = []  # each decision's seconds of CPU

    def decide(self, view: PlayerView, strength: str) -> Action:
        """``strength``'s move (the master at this run's budget), timed when it is the
        strength this clock times."""
        start = time.perf_counter()
        cpu = time.process_time()
        if strength == "master":
            move = master_move(view, BUDGET["samples"], BUDGET["width"])
        else:
            move = choose(view, strength)
        if strength == self.strength:
            self.seconds += time.perf_counter() - start
            self.decisions += 1
            self.times.append(time.process_time() - cpu)
        return move


def deal_hand(rules: Rules, variant: Variant, table: Table, dealer: int,
              seed: int) -> Hand | RummyHand:
    """A new hand of ``variant`` at ``table`` (benchmarks/ceiling.py watches it)."""
    flow = hand_flow(variant.hand_flow).hand_class()
    hand: Hand | RummyHand = flow(rules, dealer, seed, table=table, variant=variant)
    return hand


def play(rules: Rules, variant: Variant, strengths: tuple[str, ...], dealer: int,
         seed: int, clock: Clock) -> tuple[list[int], str]:
    """One hand; returns each seat's net (points scored minus points paid) and the kind
    of ending."""
    table = Table(NAMES[: len(strengths)])
    hand = deal_hand(rules, variant, table, dealer, seed)
    while not hand.is_over:
        p = hand.to_act
        hand.apply(clock.decide(hand.view(p), strengths[p]), p)
    if hand.result is None:
        return [0] * table.size, "draw"
    return nets_of(hand.result, table.size), hand.result.kind


def nets_of(result: HandResult | RummyResult, seats: int) -> list[int]:
    """Each seat's points scored minus points paid in one hand."""
    return [result.net_for(seat) for seat in range(seats)]


def play_deal(rules: Rules, variant: Variant, strengths: tuple[str, ...],
              seed: int, clock: Clock) -> tuple[list[int], str]:
    """The first deal of a four-player match (both card tables); each seat's net."""
    match = Match(rules, seed, NAMES[:4], variant=variant)
    while match.game_phase is GamePhase.PLAYING:  # (a first deal may end the game)
        p = match.to_act
        match.apply(clock.decide(match.view(p), strengths[p]), p)
    nets = [sum(r.net_for(seat) for r in match.history) for seat in match.table.seats]
    kinds = [r.result.kind if r.result is not None else "draw" for r in match.history]
    return nets, "+".join(sorted(kinds))


def rotations(variant: Variant, players: int, dealer: int) -> list[tuple[int, ...]]:
    """The seats the first strength takes in turn: each seat that plays (one game at a
    table), each team (pairs: both partners), or each side of the first table
    (tournament)."""
    if variant.tables == "pairs":
        teams = variant.teams or tuple(range(players))
        return [tuple(s for s in range(players) if teams[s] == team) for team in (0, 1)]
    if variant.tables == "round_robin":
        return [(0,), (1,)]
    return [(seat,) for seat in variant.active_seats(players, dealer)]


def half_interval(values: Sequence[float]) -> float:
    """Half the width of the 95% interval of the mean of ``values`` (one per deal: the
    deal's nets are not independent of one another)."""
    return 1.96 * statistics.stdev(values) / math.sqrt(len(values))


#: One chunk of work: (variant, preset, players, first strength, second strength, first
#: deal, deal after the last, the master's samples and width or None, baseline).
Chunk = tuple[str, str, int, str, str, int, int, int | None, int | None, bool]


def deal_chunks(variant: str, preset: str, players: int, a: str, b: str, first: int,
                last: int, jobs: int, samples: int | None = None, width: int | None = None,
                baseline: bool = False) -> list[Chunk]:
    """Deals ``first`` to ``last`` cut into about eight chunks a job (a slow chunk then
    holds up little of the run)."""
    step = max(1, (last - first) // (jobs * 8))
    return [(variant, preset, players, a, b, s, min(s + step, last), samples, width, baseline)
            for s in range(first, last, step)]


def run_chunk(args: Chunk) -> tuple[list[list[int]], dict[str, int], float, list[float]]:
    """Deals ``start`` to ``stop``: per deal, the first strength's net in each seat (with
    ``baseline``, less the second strength's net in the same seats of the same deal); the
    endings; the seconds of wall time and each decision's CPU seconds of the first
    strength."""
    name, preset, players, a, b, start, stop, samples, width, baseline = args
    BUDGET.update(samples=samples, width=width)
    clock = Clock(a)
    variant = find_variant(name)
    rules = Rules.preset(preset, variant)
    deals: list[list[int]] = []
    kinds: dict[str, int] = {}
    for i in range(start, stop):
        seed = (derive_seed("tournament", preset, i) if variant.name == "gin"  # as always
                else derive_seed("tournament", variant.name, players, preset, i))
        dealer = i % players
        nets = []
        for seats in rotations(variant, players, dealer):
            strengths = tuple(a if s in seats else b for s in range(players))
            if variant.tables == "one":
                hand_nets, kind = play(rules, variant, strengths, dealer, seed, clock)
            else:
                hand_nets, kind = play_deal(rules, variant, strengths, seed, clock)
            nets.append(sum(hand_nets[s] for s in seats))
            kinds[kind] = kinds.get(kind, 0) + 1
            if baseline:
                same = (b,) * players
                if variant.tables == "one":
                    base_nets, _ = play(rules, variant, same, dealer, seed, clock)
                else:
                    base_nets, _ = play_deal(rules, variant, same, seed, clock)
                nets[-1] -= sum(base_nets[s] for s in seats)
        deals.append(nets)
    return deals, kinds, clock.seconds, clock.times


def main(argv: list[str] | None = None, setup: Callable[[], None] | None = None) -> int:
    """Runs the pairings; ``setup`` is called in every worker before it plays (a
    measurement that changes a player, as benchmarks/ceiling.py does)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", type=int, default=10_000,
                    help="deals per pairing (each played once per seat that plays)")
    ap.add_argument("--variant", default="gin", choices=[v.name for v in VARIANTS])
    ap.add_argument("--players", type=int, help="seats (default: the game's first number)")
    ap.add_argument("--preset", default="standard", help="a preset of the game")
    ap.add_argument("--first", type=int, default=0,
                    help="number of the first deal (another range is a fresh sample)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--pairing", action="append", help="e.g. master:expert (default: all)")
    ap.add_argument("--samples", type=int,
                    help="the master's guessed deals per decision (default: the game's)")
    ap.add_argument("--width", type=int,
                    help="how many of the expert's best moves the master plays out "
                         "(default: the game's)")
    ap.add_argument("--baseline", action="store_true",
                    help="count each net against the second strength's in the same seats "
                         "of the same deal (games whose hands do not sum to zero)")
    opts = ap.parse_args(argv)
    pairings = [tuple(p.split(":")) for p in opts.pairing] if opts.pairing else PAIRINGS
    variant = find_variant(opts.variant)
    players = variant.check_seats(opts.players or variant.seats[0])
    Rules.preset(opts.preset, variant)  # an unknown preset stops here, with the names
    first, last = opts.first, opts.first + opts.seeds
    turns = len(rotations(variant, players, 0))
    print(f"{variant.title}, {players} players, preset {opts.preset}, deals {first}-{last - 1}"
          f" x {turns} seatings per pairing")
    own_samples, own_width = master_budget(variant.hand_flow)
    print(f"master: {opts.samples or own_samples} deals a decision, the expert's best "
          f"{opts.width or own_width} moves")
    print(f"{'pairing':<22}{'hands':>7}{'points/hand':>13}{'95% CI':>20}"
          f"{'decisions/s':>13}  endings")
    ok = True
    for a, b in pairings:
        t = time.perf_counter()
        chunks = deal_chunks(variant.name, opts.preset, players, a, b, first, last,
                             opts.jobs, opts.samples, opts.width, opts.baseline)
        deals: list[list[int]] = []
        kinds: dict[str, int] = {}
        seconds, times = 0.0, []
        with ProcessPoolExecutor(max_workers=opts.jobs, initializer=setup) as ex:
            for d, k, sec, ts in ex.map(run_chunk, chunks):
                deals.extend(d)
                seconds = seconds + sec
                times.extend(ts)
                for key, v in k.items():
                    kinds[key] = kinds.get(key, 0) + v
        nets = [net for deal in deals for net in deal]
        mean = statistics.fmean(nets)
        per_deal = [statistics.fmean(deal) for deal in deals]  # one paired sample a deal
        half = half_interval(per_deal)
        ends = ", ".join(f"{k} {v}" for k, v in sorted(kinds.items()))
        ci = f"[{mean - half:+.2f}, {mean + half:+.2f}]"
        rate = len(times) / seconds if seconds else 0.0
        print(f"{a + ' vs ' + b:<22}{len(nets):>7}{mean:>+13.2f}{ci:>20}{rate:>13.0f}  {ends}"
              f"  ({time.perf_counter() - t:.0f} s)", flush=True)
        if times:
            times.sort()
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(f"{'':<22}{a}'s CPU a decision: mean {1000 * statistics.fmean(times):.1f} ms,"
                  f" 95th percentile {1000 * p95:.1f} ms, longest {1000 * times[-1]:.0f} ms"
                  f" ({len(times)} decisions)", flush=True)
        ok = ok and mean - half > 0
    print("expected order holds (every interval above zero)" if ok else
          "NOT every interval is above zero")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
