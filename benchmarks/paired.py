"""A change to the master, measured deal by deal against the master as it ships.

The tournament's interval is about +-0.3 points a hand over 2000 deals of two-player gin,
wider than most changes to a player move it, and two tournaments' noise adds up. Played on
the same deals against the same opponent, the master as it ships and a changed master
differ only where the change moves a decision, so the interval of the difference of their
nets, deal by deal, is a half to two thirds as wide as one tournament's (docs/engine.md,
"The ceiling with these playouts": three batches of fresh deals took a first +0.23 down
to +0.06). A change is one or more numeric constants of a ``ginrules`` module, set for
the changed master only (the playout policy's constants change the master's playouts):

    .venv/bin/python benchmarks/paired.py --set search.MASTER_DOUBT=0.5 \
        --seeds 1000 --first 103000 --jobs 2
    .venv/bin/python benchmarks/paired.py --set gin_policy.KNOCK_FADE=1.5 \
        --set search.MASTER_SAMPLES=48 --seeds 1000 --first 105000

Use deals no earlier run chose the change on (``--first``): a change picked as the best of
several on some deals looks better there than it is.
"""

from __future__ import annotations

import argparse
import importlib
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parent))

import tournament  # (the benchmarks folder is on the path only now)

from ginrules import Rules
from ginrules.table.variants import VARIANTS, find_variant

#: A change: (module, constant name, new value).
Change = tuple[str, str, int | float | bool]


def parse_change(text: str) -> Change:
    """``module.NAME=value`` as a change; argparse's error (a ValueError) with the reason
    when the module, the constant or the value does not fit."""
    target, sep, raw = text.partition("=")
    module, dot, name = target.strip().rpartition(".")
    if not sep or not dot or not name.isupper():
        raise argparse.ArgumentTypeError(
            f"{text!r}: write a change as module.NAME=value, e.g. search.MASTER_DOUBT=0.5")
    mod = _module(module)
    old = getattr(mod, name, None)
    if isinstance(old, bool):
        if raw.strip().lower() not in ("true", "false"):
            raise argparse.ArgumentTypeError(f"{text!r}: {target} is true or false")
        return module, name, raw.strip().lower() == "true"
    if not isinstance(old, (int, float)):
        raise argparse.ArgumentTypeError(
            f"{text!r}: ginrules.{module} has no numeric constant {name}")
    try:
        value = type(old)(raw.strip()) if len(raw) <= 30 else None
    except ValueError:
        value = None
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        raise argparse.ArgumentTypeError(
            f"{text!r}: {target} is a number like {old!r}, not {raw!r}")
    return module, name, value


def _module(name: str) -> ModuleType:
    """The ``ginrules`` module ``name`` (argparse's error when there is none)."""
    if not name.replace("_", "").replace(".", "").isalnum():
        raise argparse.ArgumentTypeError(f"{name!r} is not a module of ginrules")
    try:
        return importlib.import_module(f"ginrules.{name}")
    except ImportError:
        raise argparse.ArgumentTypeError(f"{name!r} is not a module of ginrules") from None


def _per_deal(chunk: tournament.Chunk) -> list[float]:
    """The first strength's mean net a seating on each deal of ``chunk``."""
    deals, _, _, _ = tournament.run_chunk(chunk)
    return [statistics.fmean(nets) for nets in deals]


def run_both(job: tuple[tournament.Chunk, tuple[Change, ...]]
             ) -> tuple[list[float], list[float]]:
    """One chunk of deals played by the master as it ships and by the changed master
    (the changes undone after): each one's mean net a seating, deal by deal."""
    chunk, changes = job
    shipped = _per_deal(chunk)
    modules = [_module(m) for m, _, _ in changes]
    saved = [(mod, n, getattr(mod, n)) for mod, (_, n, _) in zip(modules, changes, strict=True)]
    try:
        for mod, (_, name, value) in zip(modules, changes, strict=True):
            setattr(mod, name, value)
        changed = _per_deal(chunk)
    finally:
        for mod, name, old in saved:
            setattr(mod, name, old)
    return shipped, changed


def _line(label: str, values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = tournament.half_interval(values)
    return f"{label:<30}{mean:+8.2f}  [{mean - half:+.2f}, {mean + half:+.2f}]"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--set", dest="changes", action="append", type=parse_change,
                    required=True, metavar="module.NAME=value",
                    help="a constant of a ginrules module for the changed master")
    ap.add_argument("--against", default="expert", help="the opponent of both masters")
    ap.add_argument("--seeds", type=int, default=1000, help="deals")
    ap.add_argument("--first", type=int, default=0, help="number of the first deal")
    ap.add_argument("--variant", default="gin", choices=[v.name for v in VARIANTS])
    ap.add_argument("--players", type=int, help="seats (default: the game's first number)")
    ap.add_argument("--preset", default="standard", help="a preset of the game")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--baseline", action="store_true",
                    help="count each net against the opponent's in the same seats "
                         "(games whose hands do not sum to zero)")
    opts = ap.parse_args(argv)
    variant = find_variant(opts.variant)
    players = variant.check_seats(opts.players or variant.seats[0])
    Rules.preset(opts.preset, variant)  # an unknown preset stops here, with the names
    first, last = opts.first, opts.first + opts.seeds
    changes = tuple(opts.changes)
    print(f"{variant.title}, {players} players, preset {opts.preset}, deals {first}-{last - 1}; "
          "changed: " + ", ".join(f"{m}.{n}={v}" for m, n, v in changes))
    start = time.perf_counter()
    jobs = [(chunk, changes) for chunk in tournament.deal_chunks(
        variant.name, opts.preset, players, "master", opts.against, first, last, opts.jobs,
        baseline=opts.baseline)]
    shipped: list[float] = []
    changed: list[float] = []
    with ProcessPoolExecutor(max_workers=opts.jobs) as ex:
        for a, b in ex.map(run_both, jobs):
            shipped.extend(a)
            changed.extend(b)
    gains = [b - a for a, b in zip(shipped, changed, strict=True)]
    print(_line(f"master vs {opts.against}", shipped))
    print(_line(f"changed master vs {opts.against}", changed))
    moved = sum(1 for g in gains if g)
    print(_line("changed - master", gains) + f"  ({moved} of {len(gains)} deals played "
          f"differently; {time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
