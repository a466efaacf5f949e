#!/usr/bin/env python3
"""How fast each page kind starts, step by step, compared with PyScript + Pyodide alone.

    .venv/bin/python benchmarks/bench_site.py [--runs 5] [--dist DIR] [--kinds lesson,rules]
    .venv/bin/python benchmarks/bench_site.py --dist BEFORE --dist AFTER --cold-only

Builds the site into a temporary folder (or uses --dist), serves it on 127.0.0.1 and, for
each run and each page (interleaved, so drift in the machine's load hits every page alike),
starts Chromium with a fresh profile and measures:

- cold: the first visit (nothing cached) on a slow connection, where a page does not fetch
  the start-up snapshot the build made (the benchmark refuses it): first contentful paint
  (FCP), time to `<html data-ready>`, and the bytes transferred, split into the project's
  own files and the Pyodide/PyScript runtime (everything under runtime/);
- shipped: the first visit on a fast connection (loopback is one): the page fetches the
  build's start-up snapshot and restores it instead of initialising CPython
  (site/start.mjs); its download is counted apart from the own files ("snapshot KB");
- warm: a second visit in the same profile once the service worker controls the page and
  the first visit's worker has saved Pyodide's start-up snapshot, so the second visit
  starts from it (site/start.mjs), as a returning learner's visit does.

for a page of each kind (the first lesson, the puzzles, practice and rules pages) and for
dist/_baseline.html (PyScript with the same Pyodide, printing one line).

The step profile comes from the pages' own performance marks (site/start.mjs, the page's
<script type="py">, app.common.boot; the bare page's interpreter, site/baseline-start.mjs,
makes start.mjs's marks too), not from guesses:

    page+PyScript     navigation start -> start.mjs runs (HTML, boot.js, PyScript's core)
    snapshot lookup   -> Cache Storage asked for a saved start-up snapshot (our pages only)
    shipped snapshot  -> the build's snapshot downloaded and unzipped, when it is fetched
                         (what of it did not overlap the steps before)
    runtime           -> Pyodide's WebAssembly downloaded and compiled, stdlib unpacked
    python init       -> CPython initialised (warm: restored from the snapshot)
    zips              -> the page's Python starts (start.mjs unpacked our archives, fetched
                         while Pyodide started; PyScript wrote its own package)
    our imports       -> app.common and what it imports (ginrules, gintutor) are loaded
    controller import -> the page kind's controller module is loaded
    controller run    -> its main() returned: data-ready

Prints medians, each kind's ratio against the baseline and the targets: lesson cold
<= 1.05 x baseline, puzzles and practice cold <= 1.15 x baseline (checked for both first
visits, cold and shipped), FCP <= 300 ms, warm <= 0.35 x cold, own files <= 300 KB. The
machine's load average is printed too: ratios of interleaved runs hold up under load far
better than absolute times.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the site build, its server and the local browser's settings)

TIMEOUT_MS = 120_000

# Records when data-ready appears, relative to navigation start.
INIT = """
(() => {
  const mark = () => {
    if (document.documentElement && document.documentElement.hasAttribute('data-ready')
        && window.__readyAt === undefined) window.__readyAt = performance.now();
  };
  new MutationObserver(mark).observe(document, {attributes: true, subtree: true});
})();
"""

MEASURE = """
() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const nav = performance.getEntriesByType('navigation')[0];
  const res = performance.getEntriesByType('resource').map(e => [e.name, e.transferSize]);
  res.push([nav.name, nav.transferSize]);
  const marks = Object.fromEntries(performance.getEntriesByType('mark')
    .filter(m => m.name.startsWith('gin:')).map(m => [m.name.slice(4), m.startTime]));
  return {fcp: fcp ? fcp.startTime : null, ready: window.__readyAt, resources: res, marks};
}
"""

# The steps of a start, each from the mark before it (navigation start: 0) to its own.
STEPS = (
    ("page+PyScript", "start-module"),
    ("snapshot lookup", "snapshot-lookup"),
    ("shipped snapshot", "shipped-snapshot"),
    ("runtime", "runtime"),
    ("python init", "python"),
    ("zips", "app"),
    ("our imports", "boot"),
    ("controller import", "controller"),
    ("controller run", "ready"),
)

# The page of each kind that the benchmark opens ("lesson" is found in the course map).
KIND_PAGES = {"puzzles": "en/puzzles/", "practice": "en/practice/", "rules": "en/rules/"}
KINDS = ("lesson", "puzzles", "practice", "rules")
BASELINE = "baseline"

# Cold start / baseline cold start, at most (kinds without a target are reported only).
RATIO_TARGETS = {"lesson": 1.05, "puzzles": 1.15, "practice": 1.15}
FCP_TARGET_MS = 300
WARM_TARGET = 0.35
OWN_KB_TARGET = 300


def steps(marks: dict[str, float]) -> dict[str, float]:
    """Each step's duration in ms; a step whose mark is missing gets none (the next step
    then counts from the last mark there was). A step that ended before the one ahead of
    it (the shipped snapshot can arrive while Pyodide's JavaScript still loads) took 0 ms
    of the start's own time."""
    out: dict[str, float] = {}
    last = 0.0
    for label, name in STEPS:
        if name in marks:
            out[label] = max(0.0, marks[name] - last)
            last = max(last, marks[name])
    return out


#: The build's start-up snapshot (build.START_SNAPSHOT), as Chromium's blocking matches it.
SHIPPED_SNAPSHOT = "*/static/start-snapshot-*"


#: Download speed in Mbit/s that every visit is throttled to (--mbit; 0: loopback's own).
THROTTLE_MBIT = 0.0


def _visit(context: Any, url: str, shipped: bool) -> dict[str, Any]:
    """One visit; `shipped`: whether the page may fetch the build's start-up snapshot (a
    fast connection) or not (a slow one: the request is blocked, as the page would not
    make it). Every visit, the bare page's too, goes through the same network settings."""
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.setBlockedURLs", {"urls": [] if shipped else [SHIPPED_SNAPSHOT]})
    if THROTTLE_MBIT:
        rate = THROTTLE_MBIT * 1e6 / 8  # bytes a second
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": 0, "downloadThroughput": rate,
            "uploadThroughput": rate})
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    result: dict[str, Any] = page.evaluate(MEASURE)
    own = runtime = snapshot = 0
    for name, size in result.pop("resources"):
        if "/runtime/" in name:
            runtime += size
        elif "/static/start-snapshot-" in name:
            snapshot += size
        else:
            own += size
    result["own_bytes"], result["runtime_bytes"] = own, runtime
    result["snapshot_bytes"] = snapshot
    result["shipped"] = page.evaluate("document.documentElement.dataset.shippedSnapshot")
    result["steps"] = steps(result.pop("marks"))
    result["page"] = page
    return result


SNAPSHOT_SETTLED = "html[data-snapshot=saved], html[data-snapshot=failed], html[data-snapshot=off]"


def measure(playwright: Any, url: str, snapshot: bool, with_warm: bool = True,
            shipped: bool = False) -> dict[str, dict[str, Any]]:
    """A first visit in a fresh profile ("cold", or "shipped" if the page may fetch the
    build's snapshot) and, unless not `with_warm`, the returning visit after it."""
    first = "shipped" if shipped else "cold"
    with tempfile.TemporaryDirectory(prefix="bench-profile-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=build.CHROMIUM,
            args=list(build.CHROMIUM_ARGS),
            viewport={"width": 1280, "height": 800},
        )
        try:
            context.add_init_script(INIT)
            cold = _visit(context, url, shipped)
            page = cold.pop("page")
            if not with_warm:
                page.close()
                return {first: cold}
            page.wait_for_function(
                "navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS
            )
            if snapshot:
                page.wait_for_selector(SNAPSHOT_SETTLED, state="attached", timeout=TIMEOUT_MS)
            cold["snapshot"] = page.evaluate("document.documentElement.dataset.snapshot")
            page.close()
            warm = _visit(context, url, shipped)
            page = warm.pop("page")
            warm["snapshot"] = page.evaluate("document.documentElement.dataset.snapshot")
            page.close()
        finally:
            context.close()
    return {"cold": cold, "warm": warm}


def _load() -> str:
    one, five, _fifteen = os.getloadavg()
    return f"{one:.2f} (1 min), {five:.2f} (5 min)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="site start-up benchmark")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", action="append", default=[],
                        help="use an existing build instead of building one; given twice or "
                             "more, the builds' pages are measured interleaved (before/after)")
    parser.add_argument("--kinds", default=",".join(KINDS),
                        help=f"page kinds to measure, comma-separated (of {', '.join(KINDS)})")
    parser.add_argument("--cold-only", action="store_true",
                        help="skip the warm visits (and waiting for the snapshot)")
    parser.add_argument("--mbit", type=float, default=0.0,
                        help="throttle every visit's downloads to this many Mbit/s "
                             "(Chromium's emulation), as on a slower connection")
    args = parser.parse_args(argv)
    global THROTTLE_MBIT
    THROTTLE_MBIT = args.mbit
    kinds = [k for k in args.kinds.split(",") if k]
    unknown = sorted(set(kinds) - set(KINDS))
    if unknown:
        parser.error(f"unknown page kind(s) {', '.join(unknown)}; choose from {', '.join(KINDS)}")
    phases = ("cold", "shipped") if args.cold_only else ("cold", "shipped", "warm")

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="bench-dist-") as tmp:
        dists = [Path(d) for d in args.dist] or [Path(tmp) / "dist"]
        if not args.dist:
            build.build(dists[0], quiet=True)
        # (build, page name) -> address; the bare page once, from the first build.
        urls: dict[tuple[int, str], str] = {}
        servers = []
        for number, dist in enumerate(dists):
            # The first lesson of the course, as the course map lists it.
            found = re.search(r'data-lesson="([^"]+)"', (dist / "en" / "index.html").read_text())
            if not found:
                print(f"{dist}: no lesson page in the build", file=sys.stderr)
                return 1
            paths = {**KIND_PAGES, "lesson": f"en/{found.group(1)}/"}
            server, base = build.serve_in_thread(dist)
            servers.append(server)
            urls.update({(number, k): base + paths[k] for k in kinds})
            if number == 0:
                urls[(0, BASELINE)] = base + "_baseline.html"
        samples: dict[tuple[int, str], dict[str, list[dict[str, Any]]]] = {
            key: {phase: [] for phase in phases if key[1] != BASELINE or phase != "shipped"}
            for key in urls
        }
        load_before = _load()
        try:
            with sync_playwright() as p:
                for run in range(args.runs):
                    for key, url in urls.items():  # interleaved: drift hits every page alike
                        print(f"run {run + 1}/{args.runs}: {key}", file=sys.stderr, flush=True)
                        ours = key[1] != BASELINE
                        m = measure(p, url, snapshot=ours, with_warm=not args.cold_only)
                        if ours:  # the bare page has no snapshot to ship
                            m |= measure(p, url, snapshot=True, with_warm=False, shipped=True)
                        for phase in samples[key]:
                            samples[key][phase].append(m[phase])
        finally:
            for server in servers:
                server.shutdown()
        load_after = _load()

    print(f"site start-up, median of {args.runs} runs, fresh Chromium profile per run"
          + (f", downloads throttled to {args.mbit:g} Mbit/s" if args.mbit else ""))
    print(f"load average before {load_before}; after {load_after}")
    for number, dist in enumerate(dists):
        print()
        print(f"=== build {dist}" if args.dist else "=== a fresh build")
        names = [*kinds, BASELINE]
        report({k: samples[(number, k)] for k in kinds} | {BASELINE: samples[(0, BASELINE)]},
               names, kinds, phases)
    return 0


#: The two first visits: a slow connection's (no snapshot) and a fast one's (the build's).
FIRST_VISITS = ("cold", "shipped")


def report(samples: dict[str, dict[str, list[dict[str, Any]]]], names: list[str],
           kinds: list[str], phases: tuple[str, ...]) -> None:
    """Print one build's figures: the medians, the step profile and the targets. The bare
    page has no "shipped" visit: its cold one stands in for it."""

    def runs(name: str, phase: str) -> list[dict[str, Any]]:
        return samples[name].get(phase) or samples[name]["cold"]

    def med(name: str, phase: str, key: str) -> float:
        return statistics.median(float(s[key]) for s in runs(name, phase))

    def med_step(name: str, phase: str, label: str) -> str:
        values = [s["steps"][label] for s in runs(name, phase) if label in s["steps"]]
        return f"{statistics.median(values):.0f}" if values else "-"

    print(f"{'':18} {'FCP ms':>8} {'ready ms':>9} {'x base':>7} {'own KB':>8} "
          f"{'runtime KB':>11} {'snapshot KB':>12}  snapshot / shipped")
    base_cold = med(BASELINE, "cold", "ready")
    for name in names:
        for phase in phases:
            if phase not in samples[name]:
                continue
            states = sorted({f"{s.get('snapshot')} / {s.get('shipped')}"
                             for s in samples[name][phase]})
            ratio = med(name, phase, "ready") / base_cold if phase in FIRST_VISITS else None
            print(
                f"{name + ' ' + phase:18} {med(name, phase, 'fcp'):8.0f} "
                f"{med(name, phase, 'ready'):9.0f} "
                f"{'' if ratio is None else f'{ratio:.3f}':>7} "
                f"{med(name, phase, 'own_bytes') / 1024:8.1f} "
                f"{med(name, phase, 'runtime_bytes') / 1024:11.1f} "
                f"{med(name, phase, 'snapshot_bytes') / 1024:12.1f}  {', '.join(states)}"
            )
    for phase in phases:
        print()
        print(f"step profile, {phase} (ms, median; the bare page has no imports or "
              "controller of its own" + ("; its column is its cold visit" if phase == "shipped"
                                         else "") + ")")
        shown = [n for n in names if phase in samples[n] or phase == "shipped"]
        print(f"{'':18}" + "".join(f"{n:>10}" for n in shown))
        for label, _mark in STEPS:
            print(f"{label:18}" + "".join(f"{med_step(n, phase, label):>10}" for n in shown))
        print(f"{'= ready':18}" + "".join(f"{med(n, phase, 'ready'):>10.0f}" for n in shown))

    print()
    print("first visit x bare page, run by run (each visit against the bare page's cold visit")
    print("of the same run): median [95% interval of the median]; for cold visits also with")
    print("each visit's CPython initialisation replaced by the bare page's of that run (the")
    print("same WebAssembly doing the same work on both, and the noisiest step here: what is")
    print("left is ours)")
    for name in kinds:
        for phase in FIRST_VISITS:
            if phase not in phases:
                continue
            paired, steady = paired_ratios(samples[name][phase], samples[BASELINE]["cold"])
            noise = (f"   without CPython's own noise {_median_interval(steady)}"
                     if phase == "cold" else "")
            print(f"  {name + ' ' + phase:18} {_median_interval(paired)}{noise}")

    print()
    checks: list[tuple[str, bool | None]] = []
    first_visits = [phase for phase in FIRST_VISITS if phase in phases]
    for phase in first_visits:
        for name in kinds:
            ratio = med(name, phase, "ready") / base_cold
            target = RATIO_TARGETS.get(name)
            checks.append((f"{name} {phase}/baseline {ratio:.3f}"
                           + (f" <= {target}" if target else " (no target)"),
                           ratio <= target if target else None))
    for phase in first_visits:
        for name in kinds:
            fcp = med(name, phase, "fcp")
            checks.append((f"{name} {phase} FCP {fcp:.0f} ms <= {FCP_TARGET_MS} ms",
                           fcp <= FCP_TARGET_MS))
    if "warm" in phases:
        for name in kinds:
            warm = med(name, "warm", "ready") / med(name, "cold", "ready")
            checks.append((f"{name} warm/cold {warm:.3f} <= {WARM_TARGET}", warm <= WARM_TARGET))
    for phase in first_visits:
        for name in kinds:
            own_kb = med(name, phase, "own_bytes") / 1024
            checks.append((f"{name} own files {phase} {own_kb:.1f} KB <= {OWN_KB_TARGET} KB",
                           own_kb <= OWN_KB_TARGET))
    for text, ok in checks:
        print(f"{'info' if ok is None else 'PASS' if ok else 'MISS'}  {text}")
    if "shipped" in phases:
        sizes = {s["snapshot_bytes"] for name in kinds for s in samples[name]["shipped"]}
        print(f"info  the build's start-up snapshot, fetched on the shipped visits: "
              f"{', '.join(f'{b / 1024:.0f} KB' for b in sorted(sizes))} (not precached)")
    if "warm" in phases:
        # What the runtime alone gains from the service worker: the floor for the warm target.
        base_warm = med(BASELINE, "warm", "ready") / base_cold
        print(f"info  warm/cold data-ready of the baseline alone {base_warm:.3f}")


def paired_ratios(ours: list[dict[str, Any]], bare: list[dict[str, Any]]
                  ) -> tuple[list[float], list[float]]:
    """Each run's cold start against the bare page's in the same run (the visits were
    interleaved, so both met the same load), plain and with our visit's "python init" step
    swapped for the bare page's."""
    plain, steady = [], []
    for mine, base in zip(ours, bare, strict=True):
        plain.append(mine["ready"] / base["ready"])
        init, base_init = mine["steps"].get("python init"), base["steps"].get("python init")
        if init is not None and base_init is not None:
            steady.append((mine["ready"] - init + base_init) / base["ready"])
    return plain, steady


def _median_interval(values: list[float]) -> str:
    """The median with a distribution-free 95% interval: the order statistics n/2 -+
    1.96 sqrt(n)/2 (the binomial's normal approximation); with 7 values or fewer it is the
    whole range."""
    if not values:
        return "-"
    xs = sorted(values)
    n = len(xs)
    half = 1.96 * math.sqrt(n) / 2
    lo, hi = max(0, math.floor(n / 2 - half)), min(n - 1, math.ceil(n / 2 + half))
    return f"{statistics.median(xs):.3f} [{xs[lo]:.3f}, {xs[hi]:.3f}]"


if __name__ == "__main__":
    sys.exit(main())
