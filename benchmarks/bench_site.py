#!/usr/bin/env python3
"""How fast a lesson page starts, compared with PyScript + Pyodide alone.

    .venv/bin/python benchmarks/bench_site.py [--runs 5] [--dist DIR]

Builds the site into a temporary folder (or uses --dist), serves it on 127.0.0.1 and, for
each run, starts Chromium with a fresh profile and measures:

- cold: the first visit (nothing cached): first contentful paint (FCP), time to
  `<html data-ready>`, and the bytes transferred, split into the project's own files and
  the Pyodide/PyScript runtime (everything under runtime/);
- warm: a second visit in the same profile once the service worker controls the page and
  (lesson page) the first visit's worker has saved Pyodide's start-up snapshot, so the
  second visit starts from it (site/start.mjs), as a returning learner's visit does.

for the first lesson page and for dist/_baseline.html (PyScript with the same Pyodide,
printing one line). Prints medians, the lesson/baseline ratio and the targets:
FCP <= 300 ms, cold data-ready <= 1.15 x baseline, warm <= 0.6 x cold, own files <= 300 KB.
"""

from __future__ import annotations

import argparse
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
  return {fcp: fcp ? fcp.startTime : null, ready: window.__readyAt, resources: res};
}
"""


def _visit(context: Any, url: str) -> dict[str, Any]:
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    result: dict[str, Any] = page.evaluate(MEASURE)
    own = runtime = 0
    for name, size in result.pop("resources"):
        if "/runtime/" in name:
            runtime += size
        else:
            own += size
    result["own_bytes"], result["runtime_bytes"] = own, runtime
    result["page"] = page
    return result


SNAPSHOT_SETTLED = "html[data-snapshot=saved], html[data-snapshot=failed], html[data-snapshot=off]"


def measure(playwright: Any, url: str, snapshot: bool) -> dict[str, dict[str, Any]]:
    with tempfile.TemporaryDirectory(prefix="bench-profile-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=build.CHROMIUM,
            args=list(build.CHROMIUM_ARGS),
            viewport={"width": 1280, "height": 800},
        )
        try:
            context.add_init_script(INIT)
            cold = _visit(context, url)
            page = cold.pop("page")
            page.wait_for_function(
                "navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS
            )
            if snapshot:
                page.wait_for_selector(SNAPSHOT_SETTLED, state="attached", timeout=TIMEOUT_MS)
            cold["snapshot"] = page.evaluate("document.documentElement.dataset.snapshot")
            page.close()
            warm = _visit(context, url)
            page = warm.pop("page")
            warm["snapshot"] = page.evaluate("document.documentElement.dataset.snapshot")
            page.close()
        finally:
            context.close()
    return {"cold": cold, "warm": warm}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="site start-up benchmark")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", help="use an existing build instead of building one")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="bench-dist-") as tmp:
        dist = Path(args.dist) if args.dist else Path(tmp) / "dist"
        if not args.dist:
            build.build(dist, quiet=True)
        # The first lesson of the course, as the course map lists it.
        found = re.search(r'data-lesson="([^"]+)"', (dist / "en" / "index.html").read_text())
        if not found:
            print("no lesson page in the build", file=sys.stderr)
            return 1
        lesson_path = f"en/{found.group(1)}/"
        server, base = build.serve_in_thread(dist)
        pages = {"lesson": base + lesson_path, "baseline": base + "_baseline.html"}
        samples: dict[str, dict[str, list[dict[str, Any]]]] = {
            k: {"cold": [], "warm": []} for k in pages
        }
        try:
            with sync_playwright() as p:
                for _ in range(args.runs):
                    for name, url in pages.items():  # interleaved, so drift hits both
                        m = measure(p, url, snapshot=name == "lesson")
                        for phase in ("cold", "warm"):
                            samples[name][phase].append(m[phase])
        finally:
            server.shutdown()

    def med(name: str, phase: str, key: str) -> float:
        return statistics.median(float(s[key]) for s in samples[name][phase])

    print(f"site start-up, median of {args.runs} runs, fresh Chromium profile per run")
    print(f"lesson page: /{lesson_path}   baseline: /_baseline.html")
    print(f"{'':14} {'FCP ms':>8} {'ready ms':>9} {'own KB':>8} {'runtime KB':>11}  snapshot")
    for name in pages:
        for phase in ("cold", "warm"):
            states = sorted({str(s.get("snapshot")) for s in samples[name][phase]})
            print(
                f"{name + ' ' + phase:14} {med(name, phase, 'fcp'):8.0f} "
                f"{med(name, phase, 'ready'):9.0f} {med(name, phase, 'own_bytes') / 1024:8.1f} "
                f"{med(name, phase, 'runtime_bytes') / 1024:11.1f}  {'/'.join(states)}"
            )
    fcp = med("lesson", "cold", "fcp")
    ratio = med("lesson", "cold", "ready") / med("baseline", "cold", "ready")
    warm_ratio = med("lesson", "warm", "ready") / med("lesson", "cold", "ready")
    own_kb = med("lesson", "cold", "own_bytes") / 1024
    checks = [
        (f"lesson FCP {fcp:.0f} ms <= 300 ms", fcp <= 300),
        (f"cold data-ready lesson/baseline {ratio:.3f} <= 1.15", ratio <= 1.15),
        (f"warm/cold data-ready {warm_ratio:.3f} <= 0.6", warm_ratio <= 0.6),
        (f"own files cold {own_kb:.1f} KB <= 300 KB", own_kb <= 300),
    ]
    for text, ok in checks:
        print(f"{'PASS' if ok else 'MISS'}  {text}")
    # What the runtime alone gains from the service worker: the floor for the warm target.
    base_warm = med("baseline", "warm", "ready") / med("baseline", "cold", "ready")
    print(f"info  warm/cold data-ready of the baseline alone {base_warm:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
