"""The master's speed in the browser and in CPython (issue 27): its decisions per second,
the practice hint's time per decision (target: 300 ms), and a whole hand's review
analysis (target: 3 s), side by side.

    .venv/bin/python benchmarks/bench_browser.py                      # every part
    .venv/bin/python benchmarks/bench_browser.py --seeds 5 --review-seeds 5
    .venv/bin/python benchmarks/bench_browser.py --games gin-7:4 --parts hint

It builds the site into a temporary folder and serves it on loopback. Inside Pyodide it
runs ``benchmarks/browser_work.py`` (the same file CPython runs) on a page of its own,
added to the temporary build only: the site's Pyodide and the site's own zips of
bytecode (tutor, practice, review), nothing else. Parts:

- ``master``: the master's cost per decision (``ginrules.players.search.master_values``, what
  ``master_move`` plays from) over every decision of the first hand of seeded
  expert-against-expert games: decisions per second, mean, 95th percentile and maximum;
  all decisions and those it searched (played out) apart.
- ``hint``: ``PracticeSession.hint`` at every decision of the learner in seeded practice
  hands (the learner plays the hint, the computers the expert): all, searched, and those
  the hint confirmed at the master's own budget (``gintutor.practice.judge``).
- ``review``: a whole hand's analysis for seat 0 of seeded self-play records (seat 0 an
  expert, which mostly plays the hint's move, or a beginner, whose moves often differ
  from it; the other seats experts), on the review page itself (the file opened,
  "Review this hand" clicked, timed to the result shown: the page's real path, slices
  and progress bar included), and as ``HandAnalysis.run`` inside Pyodide and in CPython.

Times on a shared machine move with its load (printed); Pyodide runs the same Python
about three to five times slower than CPython here.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import browser_work  # noqa: E402  (the timed work, shared with the page)
from bench_review import selfplay  # noqa: E402

#: (game, players): two-player gin, seven-card gin for four, Rummy for two.
GAMES = (("gin", 2), ("gin-7", 4), ("rummy", 2))
HINT_TARGET_MS = 300.0
REVIEW_TARGET_MS = 3000.0

#: The benchmark's own page: Pyodide from the site's runtime folder, every zip the build
#: ships (``__ZIPS__``, from build.py: a module that moves to a new zip stays found)
#: unpacked where the pages unpack them, then ``window.benchPy`` for the benchmark.
BENCH_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script type="module" src="bench.mjs"></script></head><body><p>benchmark page</p></body></html>
"""
BENCH_MODULE = """import { loadPyodide } from "../runtime/pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: new URL("../runtime/pyodide/", import.meta.url).href });
for (const path of __ZIPS__) {  // every zip the build ships, xz-compressed whole
  const response = await fetch(`../${path}`);
  py.FS.writeFile("/tmp/bench.zip.xz", new Uint8Array(await response.arrayBuffer()));
  py.runPython(`import io, lzma, zipfile
with open("/tmp/bench.zip.xz", "rb") as f:
    zipfile.ZipFile(io.BytesIO(lzma.decompress(f.read()))).extractall(".")`);
}
window.benchPy = py;
document.documentElement.setAttribute("data-bench", "ready");
"""


def summary(values: list[float]) -> dict[str, float]:
    """Count, decisions per second, mean, 95th percentile and maximum of ``values`` (ms)."""
    if not values:
        return {"n": 0, "per_s": 0.0, "mean": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(values)
    mean = statistics.fmean(ordered)
    return {"n": len(ordered), "per_s": 1000 / mean if mean else 0.0, "mean": mean,
            "p95": ordered[round(0.95 * (len(ordered) - 1))], "max": ordered[-1]}


def row(label: str, cpython: list[float], browser: list[float] | None) -> str:
    """One line of the table: the same work in CPython and in the browser."""
    def cells(values: list[float] | None) -> str:
        if values is None:
            return f"{'(not run)':>39}"
        s = summary(values)
        if not s["n"]:
            return f"{'none':>39}"
        return (f"{s['n']:4.0f} {s['per_s']:7.1f}/s {s['mean']:7.1f} {s['p95']:7.1f}"
                f" {s['max']:7.1f}")
    return f"  {label:<24} {cells(cpython)}  | {cells(browser)}"


HEADER = (f"  {'':<24} {'n':>4} {'dec/s':>9} {'mean':>7} {'p95':>7} {'max':>7}  |"
          f" {'n':>4} {'dec/s':>9} {'mean':>7} {'p95':>7} {'max':>7}\n"
          f"  {'':<24} {'CPython ' + sys.version.split()[0] + ' (ms)':>39}  |"
          f" {'Chromium, Pyodide (ms)':>39}")


def verdict(name: str, values: list[float], target: float) -> str:
    """Whether ``values`` (ms) meet ``target``: at the 95th percentile and at the worst."""
    s = summary(values)
    if not s["n"]:
        return f"  {name}: nothing measured"
    at_p95 = "met" if s["p95"] <= target else "MISSED"
    at_max = "met" if s["max"] <= target else "MISSED"
    share = sum(v <= target for v in values) / len(values)
    return (f"  {name} <= {target:.0f} ms: p95 {s['p95']:.0f} ms {at_p95}, max"
            f" {s['max']:.0f} ms {at_max} ({100 * share:.0f}% within)")


class Browser:
    """Chromium with the benchmark's page open on a temporary build of the site, and the
    review page for the real path."""

    def __init__(self, playwright: Any, url: str) -> None:
        import build

        self.url = url
        self.chromium = playwright.chromium.launch(executable_path=build.CHROMIUM,
                                                   args=list(build.CHROMIUM_ARGS))
        self.context = self.chromium.new_context(viewport={"width": 1280, "height": 800},
                                                 service_workers="block")
        self.bench = self.context.new_page()
        self.bench.goto(f"{url}_bench/index.html")
        self.bench.wait_for_selector("html[data-bench]", timeout=180_000)
        source = (ROOT / "benchmarks" / "browser_work.py").read_text(encoding="utf-8")
        self.bench.evaluate("code => { window.benchPy.runPython(code); }", source)

    def run(self, call: str) -> Any:
        """``call`` (a Python expression over browser_work's functions) run in Pyodide."""
        text = self.bench.evaluate("code => window.benchPy.runPython(code)",
                                   f"as_json({call})")
        return json.loads(text)

    def review_page(self, records: list[tuple[str, str]], seat: int) -> list[float]:
        """The review page's own path, per record (name, JSON text): the file opened,
        the seat chosen, "Review this hand" clicked, timed until the result shows."""
        from playwright.sync_api import FilePayload

        page = self.context.new_page()
        page.goto(f"{self.url}en/review/")
        page.wait_for_selector("html[data-ready]", timeout=180_000)
        # After its first start a page saves a start-up snapshot in a worker of its own
        # (site/start.mjs), a second Pyodide that would share the cores with the review.
        page.wait_for_function(
            "['saved', 'failed', 'off', 'restored'].includes("
            "document.documentElement.dataset.snapshot)", timeout=300_000)
        times: list[float] = []
        for name, text in records:
            payload: FilePayload = {"name": name, "mimeType": "application/json",
                                    "buffer": text.encode()}
            page.locator("#rv-file").set_input_files(files=[payload])
            page.wait_for_function(
                f"document.getElementById('rv-said').textContent.includes('{name}')",
                timeout=60_000)
            page.select_option("#rv-seat", str(seat))
            page.evaluate("() => { window.__t0 = performance.now(); }")
            page.locator("#rv-go").click()
            page.wait_for_function(
                "!document.documentElement.hasAttribute('data-analysing')"
                " && !document.getElementById('rv-result').hidden", timeout=300_000)
            times.append(page.evaluate("performance.now() - window.__t0"))
        page.close()
        return times

    def close(self) -> None:
        self.chromium.close()


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.1f} (5 min {five:.1f}) on {os.cpu_count()} cores"


def timed_part(title: str, work: Callable[[], None]) -> None:
    print(title, flush=True)
    start = time.perf_counter()
    work()
    print(f"  ({time.perf_counter() - start:.0f} s, {load()})", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3,
                        help="hands per game for the master and the hint")
    parser.add_argument("--review-seeds", type=int, default=3, help="hands per game reviewed")
    parser.add_argument("--games", default=",".join(f"{g}:{p}" for g, p in GAMES),
                        help="games as game:players, comma-separated")
    parser.add_argument("--parts", default="master,hint,review",
                        help="which of master, hint, review (comma-separated)")
    parser.add_argument("--cpython-only", action="store_true", help="no browser")
    args = parser.parse_args()
    games = [(g, int(p)) for g, _, p in (x.partition(":") for x in args.games.split(","))]
    parts = set(args.parts.split(","))
    seeds = list(range(1, args.seeds + 1))
    review_seeds = list(range(1, args.review_seeds + 1))
    print(f"{load()}; CPython {sys.version.split()[0]}", flush=True)

    browser: Browser | None = None
    with tempfile.TemporaryDirectory() as tmp, _playwright(args.cpython_only) as playwright:
        server = None
        if playwright is not None:
            import build

            build.build(Path(tmp), quiet=True)
            (Path(tmp) / "_bench").mkdir()
            (Path(tmp) / "_bench" / "index.html").write_text(BENCH_PAGE, encoding="utf-8")
            zips = [build.shipped_archive(path) for path in
                    (build.PY_ZIP, *(path for path, _ in build.PAGE_ZIPS.values()))]
            (Path(tmp) / "_bench" / "bench.mjs").write_text(
                BENCH_MODULE.replace("__ZIPS__", json.dumps(zips)), encoding="utf-8")
            server, url = build.serve_in_thread(tmp)
            browser = Browser(playwright, url)
            print("Chromium:", browser.chromium.version, flush=True)
        try:
            hints: list[float] = []
            reviews: list[float] = []
            if "master" in parts:
                timed_part("The master, per decision (ms):\n" + HEADER,
                           lambda: _master(games, seeds, browser))
            if "hint" in parts:
                timed_part("The practice hint, per decision of the learner (ms):\n" + HEADER,
                           lambda: hints.extend(_hint(games, seeds, browser)))
            if "review" in parts:
                timed_part("A whole hand's review for seat 0 (ms per hand):\n" + HEADER,
                           lambda: reviews.extend(_review(games, review_seeds, browser)))
            print("Targets (in the browser):")
            if "hint" in parts:
                print(verdict("hint", hints, HINT_TARGET_MS))
            if "review" in parts:
                print(verdict("review of a hand", reviews, REVIEW_TARGET_MS))
        finally:
            if browser is not None:
                browser.close()
            if server is not None:
                server.shutdown()


def _master(games: list[tuple[str, int]], seeds: list[int], browser: Browser | None) -> None:
    for game, players in games:
        here = browser_work.master_decisions(game, players, seeds)
        there = (None if browser is None else
                 browser.run(f"master_decisions({game!r}, {players}, {seeds!r})"))
        for key in ("all", "searched"):
            print(row(f"{game}:{players} {key}", here[key], None if there is None
                      else there[key]), flush=True)


def _hint(games: list[tuple[str, int]], seeds: list[int],
          browser: Browser | None) -> list[float]:
    measured: list[float] = []
    for game, players in games:
        here = browser_work.hint_decisions(game, players, seeds)
        there = (None if browser is None else
                 browser.run(f"hint_decisions({game!r}, {players}, {seeds!r})"))
        for key in ("all", "searched", "confirmed"):
            print(row(f"{game}:{players} {key}", here[key], None if there is None
                      else there[key]), flush=True)
        measured += (here if there is None else there)["all"]
    return measured


#: Whose hands are reviewed: seat 0 an expert (it mostly plays the hint's move) or a
#: beginner (its moves often differ from it), the others experts.
REVIEWED = (("expert seat", "expert"), ("beginner seat", "beginner,expert"))


def _review(games: list[tuple[str, int]], seeds: list[int],
            browser: Browser | None) -> list[float]:
    measured: list[float] = []
    for game, players in games:
        for label, first in REVIEWED:
            strengths = ",".join([first.split(",")[0]]
                                 + [first.split(",")[-1]] * (players - 1))
            records = [(f"{game}-{players}-{label.split()[0]}-{seed}.json",
                        selfplay(game, players, seed, hands=1, strengths=strengths))
                       for seed in seeds]
            texts = [text for _name, text in records]
            here = browser_work.review_hands(texts, 0)
            counts = ", ".join(f"{d}/{s}" for d, s in here["counts"])
            print(f"  {game}:{players}, {label} (decisions/searched: {counts})",
                  flush=True)
            there = None if browser is None else browser.run(
                f"review_hands({json.dumps(texts)}, 0)")
            print(row("  HandAnalysis.run", here["times"],
                      None if there is None else there["times"]), flush=True)
            if browser is not None:
                page = browser.review_page(records, 0)
                print(row("  the review page", [], page), flush=True)
                measured += page
            else:
                measured += here["times"]
    return measured


class _playwright:
    """Playwright's sync API, or nothing with ``--cpython-only``."""

    def __init__(self, off: bool) -> None:
        self.off = off
        self.manager: Any = None

    def __enter__(self) -> Any:
        if self.off:
            return None
        from playwright.sync_api import sync_playwright

        self.manager = sync_playwright()
        return self.manager.__enter__()

    def __exit__(self, *exc: object) -> None:
        if self.manager is not None:
            self.manager.__exit__(*exc)


if __name__ == "__main__":
    main()
