"""How long the review takes to analyse a whole hand (issue 27: ready in at most 3 s in
the browser on this machine), in CPython and in Chromium.

    .venv/bin/python benchmarks/bench_review.py                # CPython, every game
    .venv/bin/python benchmarks/bench_review.py --browser      # and the review page
    .venv/bin/python benchmarks/bench_review.py --seeds 10
    .venv/bin/python benchmarks/bench_review.py --analyser search --seeds 2 --samples 48

The review's analyser is the practice judge's weighing (``gintutor.review.analysis``);
``--analyser search`` weighs every move by the plain search over ``--samples`` deals
instead, for comparison. The master's, the hint's
and the review's figures side by side in CPython and the browser:
``benchmarks/bench_browser.py``.

CPython: for every game the product plays, computer-only games from ``ginrules selfplay``
(``--seeds`` of them, two hands each), every hand reviewed for every seat that played it
with the review's analyser (``gintutor.review.analysis.DEFAULT_ANALYSER``); it prints,
per game, the number of hands and decisions, and the median and maximum time per hand
and per decision.

``--browser``: builds the site, serves it on loopback, opens ``/en/review/`` in Chromium,
opens each game's first record from its file, and times a hand's whole analysis inside
the page, from the click on "Review this hand" to the result shown (the progress bar
moving between decisions all along); then, where the hand has a costly moment, from the
click on "Try your costly moments again" to its position shown, and from a move tried to
its feedback shown (issue 46: a retry is ready in under 1 s after the review); and the
home page with a full practice set, from the address to the due list shown.

CPython also times a deal played again (issue 46): the deal reached from the game's save
and the strongest player's play of it, which the practice page measures at the end of
the hand played again.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import tempfile
import time
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

#: (game, players): every family the practice page plays.
GAMES = (("gin", 2), ("gin-3", 3), ("gin-7", 4), ("gin-pairs", 4), ("gin-tournament", 4),
         ("rummy", 2), ("rummy", 4))


def selfplay(variant: str, players: int, seed: int, hands: int = 2,
             strengths: str = "club") -> str:
    """A computer-only game's record (``python -m ginrules selfplay``), as JSON text."""
    from ginrules.cli import main

    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["selfplay", "--variant", variant, "--players", str(players),
                     "--seed", str(seed), "--strengths", strengths, "--hands", str(hands)])
    assert code == 0
    return out.getvalue()


def _ms(values: list[float]) -> str:
    if not values:
        return "(none)"
    return f"median {statistics.median(values):7.1f} ms  max {max(values):7.1f} ms"


def _analyser(name: str, samples: int) -> Any:
    """The review's own analyser ('review') or the search's values over ``samples``
    deals ('search'), to weigh what switching the review to the search would cost."""
    if name == "search":
        from ginrules.players.search import action_values

        def search_values(view: Any) -> Any:
            return action_values(view, samples=samples, seed=1)

        return search_values
    from gintutor.review.analysis import DEFAULT_ANALYSER

    return DEFAULT_ANALYSER


def cpython(seeds: int, samples: int, analyser_name: str = "review") -> None:
    from gintutor.review import HandAnalysis, ReviewRecord

    analyser = _analyser(analyser_name, samples)
    budget = f", {samples} samples" if analyser_name == "search" else ""
    print(f"CPython {sys.version.split()[0]}, analyser "
          f"{getattr(analyser, '__module__', '?')}."
          f"{getattr(analyser, '__name__', '?')}{budget}")
    for variant, players in GAMES:
        per_hand: list[float] = []
        per_decision: list[float] = []
        decisions = 0
        for seed in range(1, seeds + 1):
            record = ReviewRecord.from_json(selfplay(variant, players, seed))
            for index in range(len(record.hands)):
                for seat in record.seats_of(index):
                    start = time.perf_counter()
                    review = HandAnalysis(record, index, seat, analyser=analyser).run()
                    took = 1000 * (time.perf_counter() - start)
                    per_hand.append(took)
                    decisions += len(review.decisions)
                    if review.decisions:
                        per_decision.append(took / len(review.decisions))
        print(f"  {variant:>14}:{players}  {len(per_hand):3d} hands {decisions:4d} decisions"
              f"  per hand {_ms(per_hand)}  per decision {_ms(per_decision)}")


def again(seeds: int) -> None:
    """A deal played again (issue 46): the deal reached from the game's save, and the
    strongest player's play of it from seat 0 (the page measures it at the hand's end, a
    move at a time), per game."""
    import json

    from gintutor.practice.deal_again import Play, StrongestPlay, again_session

    print("CPython: a deal played again, made / the strongest player's play of it")
    for variant, players in GAMES:
        made: list[float] = []
        played: list[float] = []
        for seed in range(1, seeds + 1):
            record = json.loads(selfplay(variant, players, seed, hands=1))
            if 0 not in record["hands"][0]["seats"]:
                continue
            start = time.perf_counter()
            session = again_session(record, 0, Play(0, 0, None))
            made.append(1000 * (time.perf_counter() - start))
            start = time.perf_counter()
            StrongestPlay(session).run()
            played.append(1000 * (time.perf_counter() - start))
        print(f"  {variant:>14}:{players}  made {_ms(made)}  strongest {_ms(played)}")


def _timed(page: Any, selector: str, done: str) -> float:
    """Milliseconds from a click on the first ``selector`` to ``done`` holding."""
    page.evaluate("() => { window.__t0 = performance.now(); }")
    page.locator(selector).first.click()
    page.wait_for_function(done, timeout=60_000)
    return float(page.evaluate("performance.now() - window.__t0"))


def browser(seeds: int) -> None:
    from playwright.sync_api import FilePayload, sync_playwright

    import build

    with tempfile.TemporaryDirectory() as tmp:
        build.build(Path(tmp), quiet=True)
        server, url = build.serve_in_thread(tmp)
        try:
            with sync_playwright() as p:
                chromium = p.chromium.launch(executable_path=build.CHROMIUM,
                                             args=list(build.CHROMIUM_ARGS))
                page = chromium.new_context(viewport={"width": 1280, "height": 800},
                                            service_workers="block").new_page()
                page.goto(f"{url}en/review/")
                page.wait_for_selector("html[data-ready]", timeout=120_000)
                # A first start then saves a start-up snapshot in a worker of its own (a
                # second Pyodide on the same cores): timed after it, not beside it.
                page.wait_for_function(
                    "['saved', 'failed', 'off', 'restored'].includes("
                    "document.documentElement.dataset.snapshot)", timeout=300_000)
                print("Chromium (Pyodide), the review page: a whole hand's analysis")
                for variant, players in GAMES:
                    times: list[float] = []
                    ready: list[float] = []  # "Try your costly moments again" to the panel
                    judged: list[float] = []  # a move tried to its feedback shown
                    for seed in range(1, seeds + 1):
                        text = selfplay(variant, players, seed, hands=1)
                        payload: FilePayload = {"name": f"{variant}-{seed}.json",
                                                "mimeType": "application/json",
                                                "buffer": text.encode()}
                        page.locator("#rv-file").set_input_files(files=[payload])
                        page.wait_for_function(
                            "document.getElementById('rv-said').textContent"
                            f".includes('{variant}-{seed}.json')", timeout=60_000)
                        page.evaluate(
                            "() => { window.__t0 = performance.now(); }")
                        page.locator("#rv-go").click()
                        page.wait_for_function(
                            "!document.documentElement.hasAttribute('data-analysing')"
                            " && !document.getElementById('rv-result').hidden",
                            timeout=120_000)
                        times.append(page.evaluate("performance.now() - window.__t0"))
                        if page.locator("#rv-retry-box").is_visible():
                            ready.append(_timed(page, "#rv-retry-start", (
                                "!document.getElementById('rv-retry').hidden")))
                            judged.append(_timed(page, "#rv-retry [data-move]", (
                                "document.getElementById('rv-retry-said')"
                                ".textContent.length > 0")))
                            page.locator("#rv-retry-close").click()
                    print(f"  {variant:>14}:{players}  {len(times)} hands  {_ms(times)}"
                          f"  retry ready {_ms(ready)}  a try judged {_ms(judged)}")
                home_due_list(page, url)
                chromium.close()
        finally:
            server.shutdown()


def home_due_list(page: Any, url: str, loads: int = 5) -> None:
    """The home page with a full practice set (every position due): from the address
    entered to the due list shown, and to the chart of the ideas drawn, against the page
    ready (its Python started)."""
    from dataclasses import replace

    from gintutor.practice_set import MAX_POSITIONS, SET_KEY, PracticeSet
    from gintutor.review.starters import starters

    every = [p for positions in starters().values() for p in positions]
    full = PracticeSet([replace(every[i % len(every)], key=f"bench:{i}", due="2026-01-01",
                                added="2025-12-31", tries=i % 4, right=i % 3 // 2)
                        for i in range(MAX_POSITIONS)])
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SET_KEY, full.to_json()])
    # the moment the chart is drawn, noted by the page itself (not when a poll sees it)
    page.add_init_script("""new MutationObserver((_m, seen) => {
        const part = document.querySelector('[data-own-ideas]');
        if (part && !part.hidden && document.querySelector('[data-own-due]').textContent) {
            window.__shown = performance.now(); seen.disconnect(); }
    }).observe(document, {subtree: true, childList: true, attributes: true,
                          characterData: true});""")
    shown: list[float] = []
    ready: list[float] = []
    own: list[float] = []  # the section's own Python: the set read, the due list, the chart
    for _ in range(loads):
        page.goto(f"{url}en/")
        page.wait_for_function("window.__shown !== undefined", timeout=120_000)
        shown.append(float(page.evaluate("window.__shown")))
        page.wait_for_selector("html[data-ready]", timeout=120_000)
        ready.append(float(page.evaluate(
            "performance.getEntriesByName('gin:ready')[0]?.startTime ?? NaN")))
        own.append(float(page.evaluate(
            "performance.getEntriesByName('gin:own-practice')[0].startTime"
            " - performance.getEntriesByName('gin:own-practice-start')[0].startTime")))
    page.evaluate("k => localStorage.removeItem(k)", SET_KEY)
    print(f"  home page, {MAX_POSITIONS} positions due: list and chart shown {_ms(shown)}"
          f" after the address (page ready {_ms(ready)}); drawing them {_ms(own)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=5, help="games per game kind")
    parser.add_argument("--samples", type=int, default=48,
                        help="the analyser's sample budget (the review's default: 48)")
    parser.add_argument("--browser", action="store_true", help="time the review page too")
    parser.add_argument("--analyser", choices=("review", "search"), default="review",
                        help="CPython: the review's analyser, or the search's action_values")
    args = parser.parse_args()
    cpython(args.seeds, args.samples, args.analyser)
    again(args.seeds)
    if args.browser:
        browser(args.seeds)


if __name__ == "__main__":
    main()
