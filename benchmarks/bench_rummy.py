"""Rummy's speed targets, measured in CPython (issue 16):

- the meld finder: at most 50 µs for a 10-card hand against a table of 6 melds (the
  median over 10,000 seeded positions);
- a computer player's move (one action), per strength: median and max over the moves of
  seeded games;
- a full round of five computer players (each takes its whole turn: draw, melds,
  layoffs, discard) in a six-player game, under a second before the page's pacing.

    .venv/bin/python benchmarks/bench_rummy.py            # all three, with the targets
    .venv/bin/python benchmarks/bench_rummy.py --positions 2000 --games 3   # a quick look

The browser's timing of a computer move is measured by bench_practice.py --game rummy:3.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrules import Rules
from ginrules.core.actions import meld_order
from ginrules.core.cards import Card, full_deck
from ginrules.players.opponent import STRENGTHS, choose
from ginrules.rummy.hand import TableMeld, find_plays
from ginrules.table.game import Game
from ginrules.table.view import GamePhase

FINDER_TARGET_US = 50.0
ROUND_TARGET_S = 1.0


def position(rng: random.Random, melds: int = 6, cards: int = 10
             ) -> tuple[tuple[Card, ...], tuple[TableMeld, ...]]:
    """A table of ``melds`` melds (runs of 3-4 and sets of 3) and a hand of ``cards`` from
    the rest of the deck."""
    deck = list(full_deck())
    table: list[TableMeld] = []
    used: set[Card] = set()
    while len(table) < melds:
        if rng.random() < 0.5:
            suit, length = rng.randrange(4), rng.randint(3, 4)
            lo = rng.randint(1, 14 - length)
            group = [Card.from_index(suit * 13 + r - 1) for r in range(lo, lo + length)]
        else:
            rank = rng.randint(1, 13)
            group = rng.sample([c for c in deck if c.rank == rank], 3)
        if used & set(group):
            continue
        used |= set(group)
        table.append(TableMeld(rng.randrange(4), meld_order(group),
                               len({c.rank for c in group}) > 1))
    rest = [c for c in deck if c not in used]
    return tuple(rng.sample(rest, cards)), tuple(table)


def bench_finder(positions: int) -> float:
    rng = random.Random(2026)
    cases = [position(rng) for _ in range(positions)]
    times = []
    for hand, table in cases:
        t = time.perf_counter()
        find_plays(hand, table)
        times.append(time.perf_counter() - t)
    median = statistics.median(times) * 1e6
    times.sort()
    print(f"meld finder, 10 cards vs 6 melds, {positions} positions: median {median:.1f} us, "
          f"p99 {times[int(len(times) * 0.99)] * 1e6:.1f} us  (target <= {FINDER_TARGET_US:.0f})")
    return median


def bench_moves(games: int) -> None:
    rules = Rules.preset("standard", "rummy")
    for strength in STRENGTHS:
        times: list[float] = []
        for seed in range(games):
            game = Game(rules, seed, [f"P{i}" for i in range(4)], variant="rummy")
            while game.hand_number <= 2 and not game.is_over:
                if game.game_phase is not GamePhase.PLAYING:
                    game.apply("next hand")
                    continue
                view = game.view(game.to_act)
                t = time.perf_counter()
                act = choose(view, strength)
                times.append(time.perf_counter() - t)
                game.apply(act)
        print(f"computer move, {strength:<8} (4 players, {len(times)} moves): median "
              f"{statistics.median(times) * 1e3:.2f} ms, max {max(times) * 1e3:.1f} ms")


def bench_round(games: int) -> float:
    """Five computer players' whole turns in a row at a table of six (the learner's seat
    played by a club player too, outside the timing)."""
    rules = Rules.preset("standard", "rummy")
    rounds: list[float] = []
    for seed in range(games):
        game = Game(rules, seed, [f"P{i}" for i in range(6)], variant="rummy")
        while game.game_phase is GamePhase.PLAYING:
            if game.to_act == 0:
                game.apply(choose(game.view(0), "club"))
                continue
            t = time.perf_counter()
            while game.game_phase is GamePhase.PLAYING and game.to_act != 0:
                game.apply(choose(game.view(game.to_act), "expert"))
            if game.game_phase is GamePhase.PLAYING:
                rounds.append(time.perf_counter() - t)
    worst = max(rounds)
    print(f"a round of five expert players (6 seats, {len(rounds)} rounds): median "
          f"{statistics.median(rounds) * 1e3:.0f} ms, max {worst * 1e3:.0f} ms  "
          f"(target < {ROUND_TARGET_S * 1e3:.0f})")
    return worst


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--positions", type=int, default=10_000)
    ap.add_argument("--games", type=int, default=10)
    opts = ap.parse_args(argv)
    finder = bench_finder(opts.positions)
    bench_moves(opts.games)
    worst_round = bench_round(opts.games)
    ok = finder <= FINDER_TARGET_US and worst_round < ROUND_TARGET_S
    print("targets met" if ok else "a target is NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
