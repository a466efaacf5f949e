"""Browser test harness: build the site once, serve it on loopback, drive Debian's Chromium.

Fixtures for every browser test file (tests/browser/test_*.py):

- ``site``      (session) the built site: ``site.dir`` (a temp folder), ``site.url``
                ("http://127.0.0.1:PORT/"), ``site.version``.
- ``browser``   (session) Chromium from /usr/bin/chromium via Playwright.
- ``context``   (session) one shared browser context. Service workers are blocked in it, so
                every request goes to the network and is checked. It is warmed up first:
                one page saves Pyodide's start-up snapshot (site/start.mjs), so every
                test page in it starts as a returning learner's does, in about 1.5 s.
                Cold starts are tested in ``new_context`` contexts.
- ``page``      (function) a tab in ``context`` at 1280x800 on about:blank: the tab the
                worker's tests before used (a new tab would compile Pyodide's WebAssembly
                again); it goes back to about:blank after the test. A test that changes
                the tab itself (an init script, emulated media) opens its own tab.
- ``new_context`` (function) a factory for a fresh, isolated context (service workers
                allowed): ``ctx = new_context(viewport=..., offline=...)``.
- ``tools``     helpers: tools.wait_ready(page), tools.wait_snapshot_saved(page),
                tools.screenshot(page, name), tools.build_site(out), tools.serve(dir),
                tools.build (the build.py module).
- ``goto_ready(page, path)`` opens ``site.url + path`` and waits for ``<html data-ready>``;
                fails with the page's own error message if it shows the error panel.

Every request made by any page or service worker of any context is recorded; a test fails
if one of them leaves the site's origin. Uncaught page errors fail the test too.
"""

from __future__ import annotations

import contextlib
import importlib.util
import itertools
import os
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
# The helpers the practice tests share (practice_pages.py) import by name from this folder.
sys.path.insert(0, str(Path(__file__).resolve().parent))
# Waits are for page state, never for wall time, so they do not depend on how busy the
# machine is: one generous limit for a page to get ready (a restored start takes ~2 s
# and 30 s on a machine loaded five times over; a page that hangs still fails, and says
# what it was doing), and one for everything else a test waits for (Playwright's own
# default, 30 s, was the limit a loaded machine could reach).
READY_TIMEOUT_MS = 90_000
WAIT_TIMEOUT_MS = 60_000
SCREENSHOTS = ROOT / "screenshots"

# Report service-worker requests on the context too, so the origin check sees them.
os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")
# Chromium's own messages go to the test's captured output: a renderer that crashes says
# why there (out of memory, a fatal V8 error), and a failed test shows it.
os.environ.setdefault("DEBUG", "pw:browser")

#: What Playwright says when Chromium's renderer process dies under a test. Three full
#: runs in eight (on CI too) had one, each in a different test, on page loads that pass
#: alone and in 120 page starts in a row in one tab with the renderer's memory level
#: (about 300 MB): it is the browser process, not the page. Such a test runs once more
#: in a new tab (the crash marks the shared tab for replacement); any other failure
#: fails at once, and the summary counts the reruns.
RENDERER_CRASHED = ("Page crashed", "Target crashed")


class RendererStalled(Exception):
    """Chromium stopped drawing the page's frames: its requestAnimationFrame callbacks did
    not run for seconds while the page's main thread answered. Playwright's click waits
    for two frames (the "stable" check) and so waited out its whole timeout without a
    word; one CI run in sixteen had this, once, in a test that passes alone. Our pages
    ask for no frames themselves, so it is the browser's stall, not theirs: the test runs
    once more in a new tab, as after a crash. A page whose main thread does not answer is not
    this: it fails at once."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    browser_dir = Path(__file__).resolve().parent
    for item in items:
        if browser_dir in Path(str(item.fspath)).resolve().parents:
            item.add_marker(
                pytest.mark.flaky(reruns=1, only_rerun=[*RENDERER_CRASHED, RendererStalled])
            )


#: Seconds the probe gives a page to answer at all, then to draw one frame.
PROBE_ANSWER_S = 5
PROBE_FRAME_S = 3


@dataclass(frozen=True)
class PageProbe:
    """What a page that made a test time out was doing, as :func:`probe_page` found it."""

    answers: bool
    draws: bool = False
    visibility: str = ""

    def describe(self) -> str:
        if not self.answers:
            return f"its main thread did not answer within {PROBE_ANSWER_S} s (busy or hung)"
        drawn = "drew a frame" if self.draws else f"drew no frame in {PROBE_FRAME_S} s"
        return f"it answered and {drawn}; document.visibilityState={self.visibility!r}"


_PROBES = itertools.count()  # each probe waits for a frame of its own


def probe_page(page: Any) -> PageProbe:
    """Ask a page whether its main thread answers and whether Chromium still draws its
    frames. Every wait has a limit (a plain evaluate would wait for a hung page forever)."""
    from playwright.sync_api import Error as PlaywrightError

    try:
        page.wait_for_function("() => true", polling=100, timeout=PROBE_ANSWER_S * 1000)
    except PlaywrightError:
        return PageProbe(answers=False)
    visibility = str(page.evaluate("document.visibilityState"))
    try:
        page.wait_for_function(
            """(probe) => {
              const key = Symbol.for(`gin-tests.frame-probe.${probe}`);
              if (!(key in globalThis)) {
                globalThis[key] = false;
                requestAnimationFrame(() => { globalThis[key] = true; });
              }
              return globalThis[key];
            }""",
            arg=next(_PROBES),
            polling=100,
            timeout=PROBE_FRAME_S * 1000,
        )
    except PlaywrightError:
        return PageProbe(answers=True, draws=False, visibility=visibility)
    return PageProbe(answers=True, draws=True, visibility=visibility)


@pytest.hookimpl(wrapper=True, trylast=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """When a browser test times out, say what its page was doing; if Chromium had stopped
    drawing it, chain :class:`RendererStalled` to the error so the test runs once more
    (trylast: this runs before pytest-rerunfailures reads the error) in a new tab."""
    report = yield
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    funcargs = getattr(item, "funcargs", {})
    page = funcargs.get("page")
    if (
        report.when != "call" or call.excinfo is None or page is None
        or not isinstance(call.excinfo.value, PlaywrightTimeout)
    ):
        return report
    found = probe_page(page)
    report.sections.append(("page after the timeout", found.describe()))
    if found.answers and not found.draws:
        call.excinfo.value.__cause__ = RendererStalled(found.describe())
        shared = funcargs.get("shared_tab")
        if shared is not None:
            shared.crashed = True  # the rerun gets a new tab
    return report


def load_build_module() -> Any:
    """build.py is a script at the repository root; import it by path."""
    if "gin_build" in sys.modules:
        return sys.modules["gin_build"]
    spec = importlib.util.spec_from_file_location("gin_build", ROOT / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["gin_build"] = module
    spec.loader.exec_module(module)
    return module


@dataclass
class Site:
    dir: Path
    url: str
    version: str
    server: Any = None

    @property
    def origin(self) -> str:
        return origin_of(self.url)


def origin_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


SERVED: set[str] = set()  # origins of the loopback servers this session started


@dataclass
class RequestLog:
    """Every request seen during one test, and those that left their page's origin."""

    urls: list[str] = field(default_factory=list)
    foreign: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)

    def record(self, req: Any) -> None:
        url = req.url
        self.urls.append(url)
        if url.startswith(("data:", "blob:", "about:")):
            return
        target = origin_of(url)
        if req.is_navigation_request():
            if target not in SERVED:
                self.foreign.append(f"navigation to {url}")
            return
        try:
            worker = req.service_worker
        except Exception:
            worker = None
        if worker is not None:
            source = worker.url
        else:
            try:
                source = req.frame.url
            except Exception:
                source = ""
        if source:
            if origin_of(source) != target:
                self.foreign.append(f"{url} (from {source})")
        elif target not in SERVED:
            # A service worker's request (Playwright does not always name the worker):
            # it may only go to one of our own servers.
            self.foreign.append(f"{url} (from a worker)")


@dataclass
class PageTrace:
    """What a page said and fetched, kept so a page that never gets ready can be described."""

    console: list[str] = field(default_factory=list)
    pending: dict[int, str] = field(default_factory=dict)  # id(request) -> url
    failed: list[str] = field(default_factory=list)

    def describe(self) -> str:
        lines = [f"requests still pending: {sorted(self.pending.values())[:10]}",
                 f"requests failed: {self.failed[-10:]}",
                 "console (last 15):", *[f"  {m}" for m in self.console[-15:]]]
        return "\n".join(lines)


TRACES: dict[int, PageTrace] = {}  # id(page) -> its trace, while the page is open


def _watch(ctx: Any, log_getter: Callable[[], RequestLog]) -> None:
    ctx.on("request", lambda req: log_getter().record(req))

    def on_page(p: Any) -> None:
        trace = TRACES.setdefault(id(p), PageTrace())
        p.on("pageerror", lambda err: log_getter().page_errors.append(str(err)))
        p.on("console", lambda msg: trace.console.append(f"{msg.type}: {msg.text[:300]}"))
        p.on("request", lambda req: trace.pending.__setitem__(id(req), req.url))
        p.on("requestfinished", lambda req: trace.pending.pop(id(req), None))

        def failed(req: Any) -> None:
            trace.pending.pop(id(req), None)
            trace.failed.append(f"{req.url} ({req.failure})")

        p.on("requestfailed", failed)
        p.on("close", lambda _p: TRACES.pop(id(p), None))

    ctx.on("page", on_page)


def build_site(out: Path, **kwargs: Any) -> str:
    build = load_build_module()
    return str(build.build(out, quiet=True, **kwargs))


def serve(directory: Path) -> tuple[Any, str]:
    build = load_build_module()
    server, url = build.serve_in_thread(directory)
    SERVED.add(origin_of(url))
    return server, url


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    out = tmp_path_factory.mktemp("dist")
    version = build_site(out)
    server, url = serve(out)
    yield Site(out, url, version, server)
    server.shutdown()


@pytest.fixture(scope="session")
def playwright_instance() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright_instance: Any) -> Iterator[Any]:
    build = load_build_module()
    if not Path(build.CHROMIUM).exists():
        pytest.fail(f"{build.CHROMIUM} is missing: `./dev test` installs Debian's chromium")
    b = playwright_instance.chromium.launch(
        executable_path=build.CHROMIUM, args=[*build.CHROMIUM_ARGS, *TEST_ONLY_ARGS]
    )
    yield b
    b.close()


_CURRENT: list[RequestLog] = [RequestLog()]


def _current_log() -> RequestLog:
    return _CURRENT[0]


@pytest.fixture(autouse=True)
def request_log() -> Iterator[RequestLog]:
    """Fresh request log for each test; after it, no request may have left its page's
    origin, and no page may have thrown an uncaught error."""
    log = RequestLog()
    _CURRENT[0] = log
    yield log
    assert not log.foreign, f"requests left the page's origin: {log.foreign[:10]}"
    assert not log.page_errors, f"uncaught errors in the page: {log.page_errors[:5]}"


SNAPSHOT_SETTLED = "html[data-snapshot=saved], html[data-snapshot=failed], html[data-snapshot=off]"


def wait_snapshot_saved(page: Any, timeout: int = READY_TIMEOUT_MS) -> None:
    """Wait until the page's worker has saved the start-up snapshot (fail if it could not)."""
    page.wait_for_selector(SNAPSHOT_SETTLED, state="attached", timeout=timeout)
    state = page.evaluate("document.documentElement.dataset.snapshot")
    assert state == "saved", f"start-up snapshot not saved: {state}"


@pytest.fixture(scope="session")
def context(browser: Any, site: Site) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    ctx.set_default_timeout(WAIT_TIMEOUT_MS)
    _watch(ctx, _current_log)
    warm = ctx.new_page()
    warm.goto(site.url + "en/rules/")
    wait_ready(warm)
    wait_snapshot_saved(warm)
    warm.close()
    yield ctx
    ctx.close()


#: Chromium flags of the tests alone: a page left for about:blank must not wait in the
#: back-forward cache with its whole Pyodide, and the shared tab collects its garbage
#: between tests (``gc()``) rather than when V8 gets round to it: two full runs had a
#: renderer crash ("Target crashed", "Page crashed") with a new tab every 10 tests.
TEST_ONLY_ARGS = ("--disable-features=BackForwardCache", "--js-flags=--expose-gc")

#: Tests one shared tab serves before a new one replaces it. Each page start leaves its
#: Pyodide's memory to the renderer's garbage collector, which lags: measured, the
#: renderer grew by about 70 MB a page start (24 starts: 258 MB to 1.2 GB, with drops),
#: and a tab that served a whole worker's tests crashed now and then ("Target crashed";
#: once more at 20 tests a tab, "Page crashed", under load 6-8). A new tab every so many
#: tests bounds it, for about 2 s of CPU each.
TAB_TURNS = 10


@dataclass
class SharedTab:
    """The tab the tests of one worker take turns in (``page``), replaced when closed,
    crashed or after :data:`TAB_TURNS` tests."""

    tab: Any = None
    crashed: bool = False
    turns: int = 0

    def usable(self) -> bool:
        return (self.tab is not None and not self.crashed and not self.tab.is_closed()
                and self.turns < TAB_TURNS)


@pytest.fixture(scope="session")
def shared_tab(context: Any) -> Iterator[SharedTab]:
    shared = SharedTab()
    yield shared
    if shared.usable():
        shared.tab.close()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "own_tab: the test's page is a new tab of its own (it changes the tab "
        "for good, e.g. with an init script)")


@pytest.fixture
def page(context: Any, shared_tab: SharedTab, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A tab of the shared context at 1280x800 on about:blank. The tab is the one the
    tests before used: a new tab is a new renderer process, which compiles Pyodide's
    WebAssembly again (about 2 s of CPU, as much as the page start itself); the same tab
    keeps it. A test that changes its tab for good (an init script, emulated media) is
    marked ``own_tab`` and gets a new tab, closed after it. After the test the shared
    tab goes to about:blank, so its page stops (an error it throws then is still its
    test's) and nothing of it meets the next test."""
    if request.node.get_closest_marker("own_tab"):
        own = context.new_page()
        yield own
        own.close()
        return
    if not shared_tab.usable():
        if shared_tab.tab is not None and not shared_tab.tab.is_closed():
            with contextlib.suppress(Exception):  # a crashed tab may refuse to close
                shared_tab.tab.close()
        shared_tab.tab = context.new_page()
        shared_tab.crashed = False
        shared_tab.turns = 0
        shared_tab.tab.on("crash", lambda _p: setattr(shared_tab, "crashed", True))
    shared_tab.turns += 1
    tab = shared_tab.tab
    tab.set_viewport_size({"width": 1280, "height": 800})
    yield tab
    try:
        tab.unroute_all(behavior="ignoreErrors")
        tab.goto("about:blank")
        tab.evaluate("gc()")  # the page's Pyodide is garbage now: free it before the next
    except Exception:  # a crashed or closed tab: the next test gets a new one
        shared_tab.crashed = True


@pytest.fixture
def new_context(browser: Any) -> Iterator[Callable[..., Any]]:
    made: list[Any] = []

    def make(**kwargs: Any) -> Any:
        kwargs.setdefault("viewport", {"width": 1280, "height": 800})
        ctx = browser.new_context(**kwargs)
        ctx.set_default_timeout(WAIT_TIMEOUT_MS)
        _watch(ctx, _current_log)
        made.append(ctx)
        return ctx

    yield make
    for ctx in made:
        ctx.close()


def describe_page(page: Any) -> str:
    """The state of a page that is not ready: its <html> attributes, the requests it still
    waits for, what its console said (to tell a hang from a slow machine)."""
    try:
        state = page.evaluate(
            "() => ({readyState: document.readyState, html: Object.fromEntries("
            "[...document.documentElement.attributes].map(a => [a.name, a.value]))})"
        )
    except Exception as err:  # the page itself may not answer
        state = f"page did not answer: {err}"
    trace = TRACES.get(id(page))
    return f"{page.url}: {state}\n{trace.describe() if trace else '(no trace)'}"


def wait_ready(page: Any, timeout: int = READY_TIMEOUT_MS) -> None:
    """Wait for data-ready; fail with the page's error panel text if it shows instead, or
    with what the page was doing if neither comes within `timeout`."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_selector(
            "html[data-ready], html[data-error]", state="attached", timeout=timeout
        )
    except PlaywrightTimeout:
        pytest.fail(f"not ready after {timeout / 1000:.0f} s: {describe_page(page)}")
    if page.evaluate("document.documentElement.hasAttribute('data-error')"):
        detail = page.evaluate("(document.querySelector('#py-error') || {}).innerText")
        pytest.fail(f"{page.url} showed its error panel: {detail}")


@pytest.fixture
def goto_ready(site: Site) -> Callable[..., Any]:
    def go(page: Any, path: str, base: str | None = None) -> Any:
        response = page.goto((base or site.url) + path)
        wait_ready(page)
        return response

    return go


def screenshot(page: Any, name: str) -> Path:
    """Save a full-page screenshot to screenshots/ (gitignored) for a person to look at."""
    SCREENSHOTS.mkdir(exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


class Tools:
    """Helpers for browser tests, as the `tools` fixture (test modules cannot import conftest):
    tools.wait_ready(page), tools.wait_snapshot_saved(page), tools.screenshot(page, name),
    tools.build_site(out, label=...),
    tools.serve(dir) -> (server, url), tools.build (the build.py module), tools.READY_TIMEOUT_MS,
    tools.WAIT_TIMEOUT_MS."""

    READY_TIMEOUT_MS = READY_TIMEOUT_MS
    WAIT_TIMEOUT_MS = WAIT_TIMEOUT_MS
    wait_ready = staticmethod(wait_ready)
    wait_snapshot_saved = staticmethod(wait_snapshot_saved)
    screenshot = staticmethod(screenshot)
    build_site = staticmethod(build_site)
    serve = staticmethod(serve)

    @property
    def build(self) -> Any:
        return load_build_module()


@pytest.fixture(scope="session")
def tools() -> Tools:
    return Tools()
