"""How strong the master could be if it read the hidden hands better: an unfair master.

The master's search plays its moves out on guessed deals (``ginrules.players.sampler.
plausible_deal``). This benchmark runs ``tournament.py`` with those guesses replaced by
the truth, so it measures a ceiling, never a player to ship:

- ``--show hands``: every other seat's true hand (the stock shuffled, as the seat would
  guess it);
- ``--show level``: the master's own plausible deals, each the one of up to
  :data:`LEVEL_TRIES` whose other hands' least deadwood is nearest the true hands' (within
  :data:`LEVEL_TOLERANCE` points in all): only how near the others are to going out.

The rest of the arguments are the tournament's (one card table only). Compare the result
with ``tournament.py`` on the same deals (docs/engine.md, "How far reading alone could
go").

    .venv/bin/python benchmarks/ceiling.py --show hands --pairing master:expert \
        --seeds 1000 --first 93000 --jobs 2
    .venv/bin/python benchmarks/ceiling.py --show level --pairing master:expert \
        --seeds 1000 --first 93000 --jobs 2
"""

from __future__ import annotations

import argparse
import functools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import tournament  # (the benchmarks folder is on the path only now)

import ginrules.players.search
from ginrules import Rules
from ginrules.core.arrangement import best_arrangement
from ginrules.core.rng import Rng, derive_seed
from ginrules.gin.hand import Hand
from ginrules.players.sampler import Deal, Knowledge, plausible_deal
from ginrules.rummy.hand import RummyHand
from ginrules.table.seats import Table
from ginrules.table.variants import Variant
from ginrules.table.view import PlayerView

#: ``--show level``: plausible deals tried per guess, and the total miss (points of least
#: deadwood over the other seats) at which one is taken at once.
LEVEL_TRIES = 60
LEVEL_TOLERANCE = 2

#: The hand being played in this process: the one the master's guesses are taken from.
_PLAYING: dict[str, Hand | RummyHand] = {}
_DEAL_HAND = tournament.deal_hand


def _watched(rules: Rules, variant: Variant, table: Table, dealer: int,
             seed: int) -> Hand | RummyHand:
    """The tournament's new hand, remembered while it is played."""
    hand = _DEAL_HAND(rules, variant, table, dealer, seed)
    _PLAYING["hand"] = hand
    return hand


def _true_hands(view: PlayerView, seed: int, known: Knowledge | None = None) -> Deal:
    """The deal as it is, the stock shuffled by ``seed``."""
    state = _PLAYING["hand"].state
    stock = list(state.stock)
    Rng(seed).shuffle(stock)
    return Deal(tuple(tuple(h) for h in state.hands), tuple(stock), None)


def _nearest_level(view: PlayerView, seed: int, known: Knowledge | None = None) -> Deal:
    """The plausible deal (of up to :data:`LEVEL_TRIES`) whose other hands' least
    deadwood is nearest the true ones'."""
    hands = _PLAYING["hand"].state.hands
    others = [s for s, h in enumerate(hands) if s != view.player and h]
    true = {s: best_arrangement(hands[s]).deadwood_count for s in others}
    best: tuple[int, Deal] | None = None
    for k in range(LEVEL_TRIES):
        deal = plausible_deal(view, derive_seed(seed, "level", k), known)
        miss = sum(abs(best_arrangement(deal.hands[s]).deadwood_count - true[s])
                   for s in others)
        if best is None or miss < best[0]:
            best = (miss, deal)
        if miss <= LEVEL_TOLERANCE:
            break
    assert best is not None
    return best[1]


def install(show: str) -> None:
    """In this process: remember each hand, and deal the master's guesses by ``show``."""
    tournament.deal_hand = _watched
    deals = _true_hands if show == "hands" else _nearest_level
    ginrules.players.search.plausible_deal = deals  # type: ignore[attr-defined]  # the search's name


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0], add_help=False)
    ap.add_argument("--show", choices=("hands", "level"), default="hands")
    opts, rest = ap.parse_known_args(argv)
    setup = functools.partial(install, opts.show)
    setup()
    print(f"the master's guesses replaced: --show {opts.show} (an unfair player)")
    return tournament.main(rest, setup=setup)


if __name__ == "__main__":
    raise SystemExit(main())
