"""How many hands a game lasts, per target: the figures a game's default target is chosen by.

A target is a house-rule number the sources leave open for the games of more than two
(seed 002 gives seven-card gin no length at all). A game that ends after one hand teaches
nothing about a game, so each game's default should let a game last a while. This plays
seeded computer-only games of one variant at each number of players, keeps every hand's
running totals, and prints, for each candidate target, how many hands a game to that
target lasts: the median, the quartiles and the share of games over in one or two hands.

The computer players never read the target (the advisor plays each hand for its own
points), so one long game per seed gives every target at once: a game to target T is the
same game up to the hand in which someone first reaches T.

    .venv/bin/python benchmarks/game_length.py                           # seven-card gin, 3 and 4
    .venv/bin/python benchmarks/game_length.py --variant gin-3 --players 3 --targets 100
    .venv/bin/python benchmarks/game_length.py --variant rummy --players 2 4 6 --games 200
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrules import Rules
from ginrules.players.opponent import choose
from ginrules.table.game import Game
from ginrules.table.variants import find_variant
from ginrules.table.view import GamePhase

NAMES = ("North", "East", "South", "West", "Centre", "Corner")
#: a target no game reaches: the long game every candidate target is read from
_ENDLESS = 100_000
#: enough hands for the largest candidate (a game that has not reached it by then counts
#: as this long)
_MAX_HANDS = 120


def running_totals(variant: str, players: int, preset: str, strength: str, seed: int,
                   last_target: int) -> list[tuple[int, ...]]:
    """The totals after each hand of one seeded game, until someone has ``last_target``."""
    rules = Rules.preset(preset, variant).with_options(target=_ENDLESS, target_five_or_more=0)
    game = Game(rules, seed, NAMES[:players], variant=variant)
    out: list[tuple[int, ...]] = []
    while len(out) < _MAX_HANDS and (not out or max(out[-1]) < last_target):
        if game.game_phase is not GamePhase.PLAYING:
            game.apply("next hand")
            continue
        seat = game.to_act
        game.apply(choose(game.view(seat), strength), seat)
        if game.hand.is_over:
            out.append(game.sheet.totals)
    return out


def hands_to(totals: list[tuple[int, ...]], target: int) -> int:
    """How many hands a game to ``target`` lasts: the first hand after which someone has it."""
    return next((n for n, t in enumerate(totals, 1) if max(t) >= target), len(totals))


def _one(job: tuple[str, int, str, str, int, int]) -> list[tuple[int, ...]]:
    return running_totals(*job)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--variant", default="gin-7")
    p.add_argument("--players", type=int, nargs="+", default=None,
                   help="numbers of players (default: every number the game is for)")
    p.add_argument("--preset", default=None, help="house rules (default: the game's first)")
    p.add_argument("--strength", default="club")
    p.add_argument("--games", type=int, default=200, help="seeded games per number of players")
    p.add_argument("--targets", default="100,150,200,250,300,400,500")
    p.add_argument("--jobs", type=int, default=2)
    args = p.parse_args()
    variant = find_variant(args.variant)
    preset = args.preset or variant.default_preset
    targets = [int(t) for t in args.targets.split(",")]
    players = args.players or list(variant.seats)
    print(f"{variant.title}, {preset} rules, {args.strength} players, {args.games} seeded "
          "games each: hands per game to each target")
    print(f"{'players':>7} {'target':>6} {'median':>6} {'quartiles':>10} {'1 hand':>7} "
          f"{'<=2 hands':>9}")
    for n in players:
        variant.check_seats(n)
        start = time.perf_counter()
        jobs = [(variant.name, n, preset, args.strength, seed, max(targets))
                for seed in range(1, args.games + 1)]
        with ProcessPoolExecutor(args.jobs) as pool:
            games = list(pool.map(_one, jobs, chunksize=4))
        for target in targets:
            lengths = sorted(hands_to(totals, target) for totals in games)
            q1, median, q3 = statistics.quantiles(lengths, n=4)
            one = sum(1 for x in lengths if x == 1) / len(lengths)
            two = sum(1 for x in lengths if x <= 2) / len(lengths)
            print(f"{n:>7} {target:>6} {median:>6.1f} {f'{q1:.0f}-{q3:.0f}':>10} "
                  f"{one:>7.0%} {two:>9.0%}")
        print(f"        ({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
