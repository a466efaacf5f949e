"""The site frame in a real browser: every page kind, both languages, offline, updates.

Run alone:  .venv/bin/pytest tests/browser/test_site.py -q
"""

from __future__ import annotations

import io
import itertools
import re
import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest
from learner import set_storage

pytestmark = pytest.mark.browser


LANGS = ("en", "nl")
# One page of each kind: (kind, path inside a language folder).
KINDS = [
    ("home", ""),
    ("lesson", None),
    ("rules", "rules/"),
    ("puzzles", "puzzles/"),
    ("practice", "practice/"),
    ("score_pad", "score-pad/"),
    ("review", "review/"),
]


def kind_paths(site: Any) -> list[tuple[str, str]]:
    """(kind, path) for one page of each kind, found in the built site."""
    out = []
    for kind, path in KINDS:
        if path is None:
            lessons = sorted((site.dir / "en" / "lessons").glob("*/index.html"))
            assert lessons, "no lesson page was built"
            path = lessons[0].parent.relative_to(site.dir / "en").as_posix() + "/"
        out.append((kind, path))
    return out


def test_every_page_kind_is_built(site: Any) -> None:
    for lang in LANGS:
        for kind, path in kind_paths(site):
            html = (site.dir / lang / path / "index.html").read_text(encoding="utf-8")
            assert f'data-kind="{kind}"' in html
            assert f'<html lang="{lang}"' in html


# --------------------------------------------------------------------------- before Python


@pytest.mark.parametrize("lang", LANGS)
def test_text_and_cards_show_before_python(
    site: Any, new_context: Any, lang: str, request_log: Any
) -> None:
    """Hold Pyodide back: every page kind already shows its heading, text and cards, says it
    is loading, and keeps its Python controls disabled."""
    ctx = new_context(service_workers="block")
    held: list[Any] = []
    ctx.route("**/runtime/pyodide/**", lambda route: held.append(route))
    page = ctx.new_page()
    for kind, path in kind_paths(site):
        page.goto(site.url + f"{lang}/{path}", wait_until="domcontentloaded")
        h1 = page.locator("main h1").first
        assert h1.is_visible() and h1.inner_text().strip(), kind
        assert page.locator("main p").first.is_visible(), kind
        assert page.locator("#py-status").is_visible(), f"{kind}: no loading notice"
        assert not page.evaluate("document.documentElement.hasAttribute('data-ready')")
        for fieldset in page.locator("fieldset.live").all():
            assert fieldset.get_attribute("disabled") is not None, kind
        assert page.locator("#set-rules").is_disabled(), kind
        if kind in ("home", "rules"):
            cards = page.locator(".card[aria-label]")
            assert cards.count() >= 3 and cards.first.is_visible(), kind
    for route in held:
        route.abort()
    ctx.unroute_all(behavior="ignoreErrors")
    page.close()
    request_log.page_errors.clear()  # the held-back runtime failed on purpose


# --------------------------------------------------------------------------- ready + a11y


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", [k for k, _ in KINDS])
def test_page_kind_ready_and_accessible(
    site: Any, page: Any, goto_ready: Any, kind: str, lang: str, tools: Any
) -> None:
    """Each page kind reaches data-ready, and axe-core finds nothing serious or critical
    (audited at phone width, where the layout is tightest)."""
    from axe_playwright_python.sync_playwright import Axe

    path = dict(kind_paths(site))[kind]
    goto_ready(page, f"{lang}/{path}")
    assert not page.locator("#py-error").is_visible()
    for fieldset in page.locator("fieldset.live").all():
        assert fieldset.get_attribute("disabled") is None
    assert page.locator("#set-rules").is_enabled()
    # Pictures for a person to look at (screenshots/, gitignored): desktop, then phone.
    tools.screenshot(page, f"{kind}-{lang}-1280x800")
    page.set_viewport_size({"width": 360, "height": 640})
    tools.screenshot(page, f"{kind}-{lang}-360x640")
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"{kind}: the page is {overflow} px wider than a 360 px phone"
    results = Axe().run(page)
    bad = [
        f"{v['id']} ({v['impact']}): {v['help']} — {[n['target'] for n in v['nodes']][:3]}"
        for v in results.response["violations"]
        if v.get("impact") in ("serious", "critical")
    ]
    assert not bad, "\n".join(bad)


# --------------------------------------------------------------------------- cards


def test_card_selected_with_mouse_and_keyboard(site: Any, page: Any, goto_ready: Any) -> None:
    goto_ready(page, "en/rules/")
    hand = page.get_by_role("group", name="Cards to choose from")
    seven_hearts = hand.get_by_role("button", name="seven of hearts")
    seven_hearts.click()
    assert seven_hearts.get_attribute("aria-pressed") == "true"
    seven_hearts.click()
    assert seven_hearts.get_attribute("aria-pressed") == "false"

    # Keyboard: the hand is one Tab stop, arrows move, Space toggles.
    seven_hearts.focus()
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert focused == "seven of spades"
    page.keyboard.press("Space")
    assert (
        hand.get_by_role("button", name="seven of spades").get_attribute("aria-pressed") == "true"
    )
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Space")
    pressed = hand.locator('button[aria-pressed="true"]')
    assert sorted(pressed.evaluate_all("els => els.map(e => e.dataset.card)")) == ["7D", "7H", "7S"]
    result = page.locator("#try-meld-result")
    assert "good" in (result.get_attribute("class") or "")
    assert result.inner_text().strip()
    page.get_by_role("button", name="Clear").click()
    assert pressed.count() == 0


def test_eleven_cards_fit_a_phone(site: Any, new_context: Any, request_log: Any) -> None:
    """A hand of 11 cards fits 360 px, every card's corner index visible."""
    from gintutor.render import hand_html

    ctx = new_context(viewport={"width": 360, "height": 640}, service_workers="block")
    ctx.route("**/runtime/**", lambda route: route.abort())
    page = ctx.new_page()
    page.goto(site.url + "en/rules/", wait_until="domcontentloaded")
    codes = ["AS", "2S", "3S", "7H", "8H", "9H", "TH", "QD", "QC", "QS", "KC"]
    markup = hand_html(codes, "en", label="Eleven", name="eleven")
    page.evaluate(
        "html => document.querySelector('main h1').insertAdjacentHTML('afterend', html)", markup
    )
    boxes = page.locator('[data-hand="eleven"] .card').evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect();"
        " const i = e.querySelector('.idx').getBoundingClientRect();"
        " return [r.left, r.right, i.right]; })"
    )
    assert len(boxes) == 11
    assert boxes[0][0] >= 0 and boxes[-1][1] <= 360, boxes
    for (_left, _right, idx_right), nxt in itertools.pairwise(boxes):
        assert idx_right <= nxt[0] + 0.5, "a card covers the next one's corner index"
    ctx.close()
    request_log.page_errors.clear()  # the runtime was blocked on purpose


# --------------------------------------------------------------------------- language, settings


def test_language_switch_keeps_the_page(site: Any, page: Any, goto_ready: Any) -> None:
    goto_ready(page, "en/rules/")
    page.get_by_role("link", name="Nederlands").click()
    page.wait_for_url("**/nl/rules/")
    assert page.evaluate("document.documentElement.lang") == "nl"
    assert page.locator("main h1").inner_text() == "De spelregels van Gin Rummy"
    page.get_by_role("link", name="English").click()
    page.wait_for_url("**/en/rules/")
    for kind, path in kind_paths(site):
        html = (site.dir / "en" / path / "index.html").read_text(encoding="utf-8")
        assert f'href="{"../" * path.count("/")}../nl/{path}"' in html, kind


def test_house_rules_choice_persists(site: Any, page: Any, goto_ready: Any, tools: Any) -> None:
    goto_ready(page, "en/rules/")
    page.locator("details.settings summary").click()
    page.locator("#set-rules").select_option("hoyle")
    assert page.evaluate("document.documentElement.dataset.rules") == "hoyle"
    page.reload()
    tools.wait_ready(page)
    assert page.locator("#set-rules").input_value() == "hoyle"
    assert page.evaluate("document.documentElement.dataset.rules") == "hoyle"
    goto_ready(page, "nl/")  # another page, another language: same choice
    assert page.locator("#set-rules").input_value() == "hoyle"
    page.locator("details.settings summary").click()
    page.locator("#set-rules").select_option("standard")
    page.get_by_label("Vierkleurenspel (♦ blauw, ♣ groen)").check()
    page.reload()
    tools.wait_ready(page)
    assert page.evaluate("document.documentElement.classList.contains('four-colour')")
    page.evaluate("localStorage.clear()")


# --------------------------------------------------------------------------- errors


BROKEN_CONTROLLER = "def main(page):\n    raise RuntimeError('controller broke')\n"


def test_python_error_shows_a_friendly_message(site: Any, new_context: Any, tools: Any) -> None:
    """A controller that raises: the page shows the error panel with a reload button. (A
    context of its own: a page restored from the snapshot that fails drops the snapshot,
    which the shared context's pages start from.)"""
    original = (site.dir / "py" / "tutor.zip.xz").read_bytes()
    buf = io.BytesIO()
    with tools.build.open_shipped(original) as src, zipfile.ZipFile(buf, "w") as dst:
        for item in src.infolist():
            if item.filename == "app/rules.pyc":  # the controller's bytecode, as source
                dst.writestr("app/rules.py", BROKEN_CONTROLLER)
            else:
                dst.writestr(item, src.read(item))
    ctx = new_context(service_workers="block")
    ctx.route(
        "**/py/tutor.zip.xz",
        lambda route: route.fulfill(body=tools.build.ship(buf.getvalue()),
                                    content_type="application/x-xz"),
    )
    page = ctx.new_page()
    page.goto(site.url + "en/rules/")
    page.wait_for_selector("html[data-error]", state="attached", timeout=tools.READY_TIMEOUT_MS)
    panel = page.get_by_role("alert")
    assert panel.is_visible()
    assert "Something went wrong" in panel.inner_text()
    assert "controller broke" in panel.inner_text()
    assert panel.get_by_role("button", name="Reload the page").is_visible()
    assert not page.locator("#py-status").is_visible()
    assert not page.evaluate("document.documentElement.hasAttribute('data-ready')")


# --------------------------------------------------------------------------- bytecode

FOREIGN_MAGIC = bytes.fromhex("0000") + b"\r\n"  # a magic number no Python has


def _with_magic(build: Any, archive: bytes, magic: bytes) -> bytes:
    """`archive` (a shipped archive of ours) with every .pyc's magic number replaced by
    `magic`."""
    buf = io.BytesIO()
    with build.open_shipped(archive) as src, zipfile.ZipFile(buf, "w") as dst:
        for item in src.infolist():
            data = src.read(item)
            dst.writestr(item, magic + data[4:] if item.filename.endswith(".pyc") else data)
    return build.ship(buf.getvalue())


def test_zips_hold_bytecode_and_their_twins_the_source(site: Any, tools: Any) -> None:
    """Every archive a page loads (a zip, xz-compressed) holds our modules as bytecode with
    the magic number start.mjs expects, and its twin in py/source/ (a plain zip) the same
    modules as source, with the same data."""
    start = (site.dir / "static" / "start.mjs").read_text(encoding="utf-8")
    magic = bytes.fromhex(re.search(r'const PYC_MAGIC = "([0-9a-f]{8})";', start).group(1))
    shipped = sorted((site.dir / "py").glob("*.zip.xz"))
    assert "tutor.zip.xz" in [z.name for z in shipped]
    assert not list((site.dir / "py").glob("*.zip")), "a plain zip besides the shipped ones"
    for path in shipped:
        twin = site.dir / "py" / "source" / path.name.removesuffix(".xz")
        with tools.build.open_shipped(path.read_bytes()) as pyc, zipfile.ZipFile(twin) as src:
            compiled = {n for n in pyc.namelist() if n.endswith(".pyc")}
            assert compiled and not [n for n in pyc.namelist() if n.endswith(".py")], path.name
            assert compiled == {f"{n}c" for n in src.namelist() if n.endswith(".py")}
            assert {pyc.read(n)[:4] for n in compiled} == {magic}, path.name
            data = {n for n in pyc.namelist() if not n.endswith(".pyc")}
            assert data == {n for n in src.namelist() if not n.endswith(".py")}


def test_bytecode_another_python_cannot_read_falls_back_to_source(
    site: Any, new_context: Any, goto_ready: Any, tools: Any
) -> None:
    """The pages load our bytecode; a build whose bytecode this Pyodide's Python cannot
    read (compiled by another Python: its zips and start.mjs name another magic number)
    still works: start.mjs loads the source twins and every module compiles from source."""
    ctx = new_context(service_workers="block")
    page = ctx.new_page()
    goto_ready(page, "en/rules/")
    assert page.evaluate("document.documentElement.dataset.python || null") is None
    ctx.close()

    start = (site.dir / "static" / "start.mjs").read_text(encoding="utf-8")
    foreign = re.sub(r'const PYC_MAGIC = "[0-9a-f]{8}";',
                     f'const PYC_MAGIC = "{FOREIGN_MAGIC.hex()}";', start)
    assert foreign != start
    ctx = new_context(service_workers="block")
    ctx.route("**/static/start.mjs", lambda route: route.fulfill(
        body=foreign, content_type="text/javascript"))

    def foreign_zip(route: Any) -> None:
        name = route.request.url.rsplit("/", 1)[-1]
        route.fulfill(body=_with_magic(tools.build, (site.dir / "py" / name).read_bytes(),
                                       FOREIGN_MAGIC),
                      content_type="application/x-xz")

    ctx.route(lambda url: "/py/" in url and url.endswith(".zip.xz"), foreign_zip)
    page = ctx.new_page()
    for path in ("en/rules/", "en/puzzles/"):
        goto_ready(page, path)
        assert page.evaluate("document.documentElement.dataset.python") == "source", path
    goto_ready(page, "en/rules/")
    _select_seven_of_hearts(page)


# --------------------------------------------------------------------------- offline


def _wait_controlled(page: Any) -> None:
    """Wait until the service worker has precached everything and controls the page."""
    page.wait_for_function(
        "navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        timeout=90_000,
    )


SW_CACHES = "(async () => (await caches.keys()).filter(k => k.startsWith('gin-tutor-')))()"


def _wait_caches(page: Any, expected: list[str], tools: Any) -> None:
    """Wait until the service worker's caches are exactly `expected`."""
    page.wait_for_function(
        "async (want) => JSON.stringify((await caches.keys())"
        ".filter(k => k.startsWith('gin-tutor-'))) === JSON.stringify(want)",
        arg=expected, timeout=tools.READY_TIMEOUT_MS,
    )


def test_new_build_replaces_the_cached_one_and_works_offline(
    site: Any, tmp_path: Path, new_context: Any, tools: Any
) -> None:
    """After one visit the service worker holds the whole site; a new build replaces the
    cached one (the open page offers a reload), and offline every page works, one never
    visited too."""
    out = tmp_path / "dist"
    first = tools.build_site(out, label="first build")
    server, url = tools.serve(out)
    try:
        ctx = new_context()
        page = ctx.new_page()
        page.goto(url + "en/")
        tools.wait_ready(page)
        _wait_controlled(page)
        assert page.evaluate(SW_CACHES) == [f"gin-tutor-{first}"]
        assert "first build" in page.locator("footer").inner_text()

        second = tools.build_site(out, label="second build")
        assert second != first
        page.reload()
        tools.wait_ready(page)
        _wait_caches(page, [f"gin-tutor-{second}"], tools)  # the old cache is gone
        # The page that was open says a new version is ready, with a reload button.
        banner = page.locator("#sw-update")
        banner.wait_for(state="visible")
        assert banner.get_by_role("button", name="Reload the page").is_visible()
        page.reload()
        tools.wait_ready(page)
        assert "second build" in page.locator("footer").inner_text()
        ctx.set_offline(True)
        page.reload()
        tools.wait_ready(page)
        assert "second build" in page.locator("footer").inner_text()
        # Any other page too, never visited before.
        path = dict(kind_paths(site))["lesson"]
        page.goto(f"{url}nl/{path}")
        tools.wait_ready(page)
        ctx.set_offline(False)
    finally:
        server.shutdown()


# --------------------------------------------------------------------------- warm start

SNAPSHOT_STATE = "document.documentElement.dataset.snapshot || null"
UNPACKED = "document.documentElement.dataset.unpacked || null"

# Replace the saved start-up snapshot with other bytes: "junk" (not gzip at all) or
# "gzipped-junk" (valid gzip, but not a Pyodide memory image). Beside it are the archives
# the worker saved unpacked (their names end in .zip).
DAMAGE_SNAPSHOT = """async (how) => {
  const cache = await caches.open('gin-start-snapshot');
  const keys = (await cache.keys()).filter((k) => !k.url.endsWith('.zip'));
  if (keys.length !== 1) throw new Error('expected one snapshot, found ' + keys.length);
  const junk = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
  const gzip = () => new Blob([junk]).stream().pipeThrough(new CompressionStream('gzip'));
  const body = how === 'junk' ? junk : await new Response(gzip()).arrayBuffer();
  await cache.put(keys[0], new Response(body));
}"""


def _refuse_shipped_snapshot(ctx: Any) -> None:
    """The build's start-up snapshot is not there for `ctx`'s pages: they start the
    normal way, as on a slow connection."""
    ctx.route("**/static/start-snapshot-*.gz", lambda route: route.fulfill(status=404))


def _select_seven_of_hearts(page: Any) -> None:
    """Something only Python does: toggle a card on the rules page."""
    hand = page.get_by_role("group", name="Cards to choose from")
    card = hand.get_by_role("button", name="seven of hearts")
    card.click()
    assert card.get_attribute("aria-pressed") == "true"


def test_the_snapshot_is_saved_restored_and_replaced_when_damaged(
    site: Any, new_context: Any, goto_ready: Any, tools: Any
) -> None:
    """The first visit starts Pyodide the normal way and then a worker saves a snapshot
    (with the archives unpacked beside it); the next visits start from it and work the
    same. A damaged snapshot ("junk", then "gzipped-junk") never breaks a page: it starts
    the normal way and saves a new one. (The build's snapshot is refused here, as on a slow
    connection: a page that started from it keeps that one instead.)"""
    ctx = new_context(service_workers="block")
    _refuse_shipped_snapshot(ctx)
    page = ctx.new_page()
    goto_ready(page, "en/rules/")
    assert page.evaluate(SNAPSHOT_STATE) in (None, "saving")
    assert page.evaluate(UNPACKED) == "shipped"
    _select_seven_of_hearts(page)
    tools.wait_snapshot_saved(page)
    for path in ("en/rules/", "nl/rules/"):
        goto_ready(page, path)
        assert page.evaluate(SNAPSHOT_STATE) == "restored"
        # the archives the worker saved unpacked beside the snapshot, not the shipped xz
        assert page.evaluate(UNPACKED) == "saved"
        page.get_by_role("group").first.wait_for()
    goto_ready(page, "en/rules/")
    _select_seven_of_hearts(page)
    for damage in ("junk", "gzipped-junk"):
        page.evaluate(DAMAGE_SNAPSHOT, damage)
        goto_ready(page, "en/rules/")
        assert page.evaluate(SNAPSHOT_STATE) != "restored", damage
        _select_seven_of_hearts(page)
        tools.wait_snapshot_saved(page)
        goto_ready(page, "en/rules/")
        assert page.evaluate(SNAPSHOT_STATE) == "restored", damage


# --------------------------------------------------------------------------- the build's snapshot

SHIPPED = "document.documentElement.dataset.shippedSnapshot || null"
# What start.mjs measured of the connection, in KB a second (said in a failure's message).
SPEED = "document.documentElement.dataset.downloadSpeed || null"
# The page kinds a first visit starts from the build's snapshot on, each with something
# only its Python does once the page is ready.
def _second_exercise(page: Any) -> None:
    page.get_by_role("button", name=re.compile(r"^Exercise 2(,|$)")).click()
    page.locator('.ex-dot[data-goto="2"][aria-current="step"]').wait_for()


def _first_hint(page: Any) -> None:
    page.get_by_role("button", name="Hint 1 of 3").click()
    page.locator("#pz-hint-list li").first.wait_for()


def _learners_turn(page: Any) -> None:
    page.locator("#pr-pass:enabled, #pr-draw:enabled, #pr-take:enabled").first.wait_for()


FIRST_VISITS = {
    "en/rules/": _select_seven_of_hearts,
    "en/lessons/cards/": _second_exercise,
    "en/puzzles/": _first_hint,
    "en/practice/?seed=7&mode=hand&strength=beginner&coach=0": _learners_turn,
}


# Fresh first visits a test makes before it takes the loopback for a slow connection.
LOOPBACK_TRIES = 3


def _first_visit_measured_fast(
    site: Any, new_context: Any, goto_ready: Any, path: str
) -> tuple[Any, Any, list[str]]:
    """A first visit to `path` (its context, its page, the snapshot files it asked for) that
    measured the connection as fast. Loopback is fast (30-90 MB/s measured while the
    suite runs), but on a machine busy with two browsers a page has measured it at
    6 MB/s, under the 7 MB/s the snapshot needs: such a visit must have decided "slow"
    for that figure, and the visit is made again in a new context."""
    snapshot_bytes = next((site.dir / "static").glob("start-snapshot-*.gz")).stat().st_size
    measured: list[int] = []
    for _ in range(LOOPBACK_TRIES):
        ctx = new_context(service_workers="block")
        page = ctx.new_page()
        asked: list[str] = []
        page.on("request", lambda req, asked=asked: asked.append(req.url)
                if "start-snapshot-" in req.url or "snapshot-worker" in req.url else None)
        goto_ready(page, path)
        if page.evaluate(SHIPPED) != "slow":
            return ctx, page, asked
        speed = int(page.evaluate(SPEED))  # KB a second: bytes a millisecond
        assert snapshot_bytes / max(speed, 1) > 1000, f"called slow at {speed} KB/s"
        measured.append(speed)
        ctx.close()
    raise AssertionError(f"loopback measured slow {LOOPBACK_TRIES} times: {measured} KB/s")


@pytest.mark.parametrize("path", list(FIRST_VISITS))
def test_a_first_visit_on_a_fast_connection_starts_from_the_builds_snapshot(
    path: str, site: Any, new_context: Any, goto_ready: Any, tools: Any
) -> None:
    """Loopback is a fast connection: a first visit fetches the snapshot the build made,
    restores it instead of initialising CPython, and works; it then keeps the download
    as this device's snapshot (no worker makes another), and the next visit starts from
    that without the download."""
    ctx, page, asked = _first_visit_measured_fast(site, new_context, goto_ready, path)
    assert page.evaluate(SHIPPED) == "fetched", f"measured {page.evaluate(SPEED)} KB/s"
    assert page.evaluate(SNAPSHOT_STATE) in ("shipped", "saving", "saved")
    assert page.evaluate(UNPACKED) == "shipped"
    FIRST_VISITS[path](page)
    tools.wait_snapshot_saved(page)
    assert len(asked) == 1 and "start-snapshot-" in asked[0], asked
    goto_ready(page, path)
    assert page.evaluate(SNAPSHOT_STATE) == "restored"
    assert page.evaluate(SHIPPED) is None
    assert page.evaluate(UNPACKED) == "shipped"  # no archives were kept beside it
    FIRST_VISITS[path](page)
    assert len(asked) == 1, asked
    ctx.close()


def _started_the_normal_way(page: Any, goto_ready: Any, why: str) -> None:
    """Open the rules page; it starts the normal way, for the reason `why` (its
    data-shipped-snapshot), never asks for the build's snapshot, and works."""
    asked: list[str] = []
    page.on("request", lambda req: asked.append(req.url) if "start-snapshot-" in req.url else None)
    goto_ready(page, "en/rules/")
    assert page.evaluate(SHIPPED) == why, f"measured {page.evaluate(SPEED)} KB/s"
    assert page.evaluate(SNAPSHOT_STATE) in (None, "saving", "saved")
    _select_seven_of_hearts(page)
    assert asked == []


def test_a_slow_connection_starts_the_normal_way(
    site: Any, new_context: Any, goto_ready: Any
) -> None:
    """Over a connection at 4 MB/s (32 Mbit/s, Chromium's throttling) the snapshot's
    download would take 1.8 s, more than start.mjs allows it: it is never asked for."""
    ctx = new_context(service_workers="block")
    page = ctx.new_page()
    cdp = ctx.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 0, "downloadThroughput": 4e6, "uploadThroughput": 4e6})
    _started_the_normal_way(page, goto_ready, "slow")
    ctx.close()


def test_a_runtime_from_the_cache_measures_nothing_and_starts_the_normal_way(
    site: Any, new_context: Any, goto_ready: Any, tools: Any
) -> None:
    """A start without a saved snapshot whose runtime the service worker served (a new
    build of our Python, say) cannot tell how fast the connection is: it does not fetch
    the build's snapshot."""
    ctx = new_context()
    page = ctx.new_page()
    goto_ready(page, "en/rules/")
    _wait_controlled(page)
    tools.wait_snapshot_saved(page)
    page.evaluate("caches.delete('gin-start-snapshot')")
    _started_the_normal_way(page, goto_ready, "unmeasured")
    ctx.close()


def _gzipped_junk() -> bytes:
    import gzip

    return gzip.compress(bytes((i * 7919) % 251 for i in range(1 << 16)))


@pytest.mark.parametrize("damage", ["missing", "truncated", "gzipped-junk"])
def test_a_damaged_or_missing_builds_snapshot_starts_the_normal_way(
    damage: str, site: Any, new_context: Any, goto_ready: Any, tools: Any
) -> None:
    """A snapshot that is not there, cannot be unzipped, or is not Pyodide's memory never
    breaks a first visit: it starts the normal way (for junk, after Pyodide refused it)
    and saves this device's own snapshot."""
    shipped = next((site.dir / "static").glob("start-snapshot-*.gz")).read_bytes()
    bodies = {"missing": None, "truncated": shipped[: len(shipped) // 2],
              "gzipped-junk": _gzipped_junk()}
    body = bodies[damage]
    ctx = new_context(service_workers="block")
    if body is None:
        _refuse_shipped_snapshot(ctx)
    else:
        ctx.route("**/static/start-snapshot-*.gz", lambda route: route.fulfill(
            body=body, content_type="application/gzip"))
    page = ctx.new_page()
    goto_ready(page, "en/rules/")
    assert page.evaluate(SHIPPED) == "failed"
    assert page.evaluate(SNAPSHOT_STATE) in (None, "saving", "saved")
    _select_seven_of_hearts(page)
    tools.wait_snapshot_saved(page)
    ctx.close()


def test_a_page_that_failed_after_the_builds_snapshot_does_not_fetch_it_again(
    site: Any, new_context: Any, goto_ready: Any, tools: Any
) -> None:
    """Should a page started from the build's snapshot fail (here: its controller
    raises), the next visit starts the normal way rather than from the same snapshot."""
    original = (site.dir / "py" / "tutor.zip.xz").read_bytes()
    buf = io.BytesIO()
    with tools.build.open_shipped(original) as src, zipfile.ZipFile(buf, "w") as dst:
        for item in src.infolist():
            if item.filename == "app/rules.pyc":
                dst.writestr("app/rules.py", BROKEN_CONTROLLER)
            else:
                dst.writestr(item, src.read(item))
    broken = tools.build.ship(buf.getvalue())
    ctx = new_context(service_workers="block")
    ctx.route("**/py/tutor.zip.xz", lambda route: route.fulfill(
        body=broken, content_type="application/x-xz"))
    page = ctx.new_page()
    page.goto(site.url + "en/rules/")
    page.wait_for_selector("html[data-error]", state="attached", timeout=tools.READY_TIMEOUT_MS)
    assert page.evaluate(SHIPPED) == "fetched"
    ctx.unroute("**/py/tutor.zip.xz")
    page.wait_for_function("""async () => {
      const cache = await caches.open('gin-start-snapshot');
      return (await cache.keys()).some((k) => k.url.endsWith('/shipped-declined'));
    }""")
    goto_ready(page, "en/rules/")
    assert page.evaluate(SHIPPED) == "declined"
    _select_seven_of_hearts(page)
    ctx.close()


def test_the_builds_snapshot_is_not_precached(site: Any) -> None:
    """The service worker precaches the whole build but not the start-up snapshot (7 MB
    that only a fast connection fetches, once); start.mjs names this build's one."""
    [snapshot] = (site.dir / "static").glob("start-snapshot-*.gz")
    assert snapshot.read_bytes()[:2] == b"\x1f\x8b"
    assert snapshot.stat().st_size > 1_000_000
    assert snapshot.name not in (site.dir / "sw.js").read_text(encoding="utf-8")
    start = (site.dir / "static" / "start.mjs").read_text(encoding="utf-8")
    key = re.search(r'"snapshot/([0-9a-f]{16})"', start).group(1)
    assert snapshot.name == f"start-snapshot-{key}.gz"
    assert f"const SHIPPED_SNAPSHOT_BYTES = {snapshot.stat().st_size};" in start


def test_snapshot_starts_do_not_share_one_random_state(page: Any, goto_ready: Any) -> None:
    """Each start from the snapshot draws fresh random numbers: the puzzles page picks a
    different random puzzle each time (the shared context starts every page from the
    snapshot its warm-up saved)."""
    seeds = set()
    for _ in range(3):
        goto_ready(page, "en/puzzles/")
        assert page.evaluate(SNAPSHOT_STATE) == "restored"
        seeds.add(page.evaluate("new URLSearchParams(location.search).get('seed')"))
    assert len(seeds) == 3, seeds


def test_pyscript_package_loads_on_first_use(
    site: Any, new_context: Any, goto_ready: Any, tools: Any
) -> None:
    """start.mjs spares every start PyScript's import of its own `pyscript` package (our
    pages never use it), cold or from the snapshot; code that does use it still gets the
    real package. The test reaches the page's Python through start.mjs, made to share it."""
    start = (site.dir / "static" / "start.mjs").read_text(encoding="utf-8")
    mark = 'performance.mark("gin:python");'
    assert start.count(mark) == 1
    shared = start.replace(mark, mark + " globalThis.__testPython = py;")
    ctx = new_context(service_workers="block")
    _refuse_shipped_snapshot(ctx)  # a cold first visit, then one from the worker's snapshot
    ctx.route("**/static/start.mjs", lambda route: route.fulfill(
        body=shared, content_type="text/javascript"))
    page = ctx.new_page()
    run = "(code) => globalThis.__testPython.runPython(code)"
    for visit in ("cold", "restored"):
        goto_ready(page, "en/rules/")
        # a cold start saves its snapshot once the page is idle (start.mjs, whenSettled):
        # the state is set a moment after ready, and may already be "saved"
        page.wait_for_function("document.documentElement.dataset.snapshot")
        assert page.evaluate(SNAPSHOT_STATE) in (
            ("restored",) if visit == "restored" else ("saving", "saved"))
        assert page.evaluate("document.documentElement.dataset.pyscript") == "deferred"
        assert page.evaluate(run, "import sys\n[m for m in sys.modules if m.startswith("
                                  "'pyscript.')]") == [], visit
        # nor importlib.metadata, which importlib.invalidate_caches() would import
        # (start.mjs, unpackShipped): nothing on a page reads a distribution's metadata
        assert page.evaluate(run, "import sys\n'importlib.metadata' in sys.modules") is False
        # the snapshot's memory image (31.5 MB) is not kept once Pyodide has restored it
        assert page.evaluate("globalThis.__testPython._api.config._loadSnapshot") is None
        _select_seven_of_hearts(page)
        if visit == "cold":
            tools.wait_snapshot_saved(page)
    # A lesson deals with ginrules.core.rng, which hashes its seeds with SHA-256 alone: hashlib,
    # which loads every algorithm it offers, is not imported (ginrules/core/rng.py says why).
    goto_ready(page, "en/lessons/cards/")
    assert page.evaluate(run, "import sys\n['ginrules.core.rng' in sys.modules, "
                              "'hashlib' in sys.modules]") == [True, False]
    title = page.evaluate(run, "from pyscript import document, display\nimport pyscript.web\n"
                               "(document.title, display.__module__, "
                               "type(pyscript.web.page).__name__)")
    assert title == [page.title(), "pyscript.display", "Page"]
    ctx.close()


def test_zips_download_while_python_starts_and_only_once(
    site: Any, new_context: Any, goto_ready: Any
) -> None:
    """A page's zips are preloaded: asked for before CPython is up (PyScript asks only
    after it), each once (PyScript's own request takes the preloaded answer)."""
    ctx = new_context(service_workers="block")
    page = ctx.new_page()
    asked: list[str] = []
    page.on("request", lambda req: asked.append(req.url) if "/py/" in req.url else None)
    goto_ready(page, "en/practice/")
    zips = sorted(url.rsplit("/", 1)[-1] for url in asked)
    assert zips == ["players.zip.xz", "practice.zip.xz", "tutor.zip.xz"], zips
    started = page.evaluate(
        "() => ({python: performance.getEntriesByName('gin:python')[0].startTime,"
        " zips: performance.getEntriesByType('resource').filter(e => e.name.includes('/py/'))"
        ".map(e => e.startTime)})")
    assert len(started["zips"]) == 3
    assert all(at < started["python"] for at in started["zips"]), started
    ctx.close()


def test_snapshot_belongs_to_its_build(site: Any) -> None:
    """The snapshot key names this build's Python and Pyodide; every module in the snapshot
    is one the build ships (or the standard library), none of them the page controllers."""
    import json
    import re

    start = (site.dir / "static" / "start.mjs").read_text(encoding="utf-8")
    assert not re.search(r"__[A-Z_]+__", start), "a placeholder was left unfilled"
    modules = json.loads(re.search(r"const MODULES = (\[.*\]);", start).group(1))
    assert "ginrules.table.game" in modules and "gintutor.render" in modules
    page_side = {"app", "js", "pyodide", "pyscript"}
    assert not [m for m in modules if m.split(".")[0] in page_side]
    worker = (site.dir / "static" / "snapshot-worker.mjs").read_text(encoding="utf-8")
    assert '"../runtime/pyodide/pyodide.mjs"' in worker


# --------------------------------------------------------------------------- screenshots


def test_root_page_chooses_a_language(site: Any, page: Any, tools: Any) -> None:
    """A first visit (no settings stored) chooses; a returning learner goes straight to
    the language they used last."""
    set_storage(page, site, {"gin.settings": None})
    page.set_viewport_size({"width": 360, "height": 640})
    page.goto(site.url)
    assert page.get_by_role("link", name="Nederlands").is_visible()
    tools.screenshot(page, "root-360x640")
    page.get_by_role("link", name="Nederlands").click()
    page.wait_for_url("**/nl/")
    tools.wait_ready(page)
    page.goto(site.url)
    page.wait_for_url("**/nl/")
    set_storage(page, site, {"gin.settings": None})


# --------------------------------------------------------------------------- build checks


@pytest.fixture
def site_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tools: Any) -> Path:
    """A copy of site/ that build.py reads instead, to break on purpose."""
    build = tools.build
    copy = tmp_path / "site"
    shutil.copytree(build.SITE, copy)
    monkeypatch.setattr(build, "SITE", copy)
    monkeypatch.setattr(build, "TEMPLATES", copy / "templates")
    monkeypatch.setattr(build, "STATIC", copy / "static")
    monkeypatch.setattr(build, "APP", copy / "app")
    return copy


def _build_error(tmp_path: Path, tools: Any) -> str:
    build = tools.build
    with pytest.raises(build.BuildError) as info:
        build.build(tmp_path / "out", quiet=True)
    return str(info.value)


def test_build_fails_on_unknown_template_variable(
    site_copy: Path, tmp_path: Path, tools: Any
) -> None:
    rules = site_copy / "templates" / "rules.html"
    rules.write_text(rules.read_text().replace("<h1>{{ title }}</h1>", "<h1>{{ titel }}</h1>"))
    message = _build_error(tmp_path, tools)
    assert "rules.html" in message and "titel" in message


def test_snapshot_key_follows_the_python(
    site: Any, site_copy: Path, tmp_path: Path, tools: Any
) -> None:
    """Changed Python, new snapshot key: a returning learner never restores old code."""
    import re

    def key(dist: Path) -> str:
        start = (dist / "static" / "start.mjs").read_text(encoding="utf-8")
        found = re.search(r'"snapshot/([0-9a-f]{16})"', start)
        assert found, "no snapshot key in start.mjs"
        return found.group(1)

    controller = site_copy / "app" / "rules.py"
    controller.write_text(controller.read_text() + "\n# changed\n")
    tools.build.build(tmp_path / "out", quiet=True)
    assert key(tmp_path / "out") != key(site.dir)


def test_build_fails_on_unfilled_placeholder(site_copy: Path, tmp_path: Path, tools: Any) -> None:
    start = site_copy / "start.mjs"
    start.write_text(start.read_text() + "\nconst LATER = __NOT_A_NAME__;\n")
    message = _build_error(tmp_path, tools)
    assert "start.mjs" in message and "__NOT_A_NAME__" in message


def test_build_fails_on_dead_link(site_copy: Path, tmp_path: Path, tools: Any) -> None:
    rules = site_copy / "templates" / "rules.html"
    rules.write_text(
        rules.read_text().replace(
            "<h1>{{ title }}</h1>", '<h1>{{ title }}</h1><a href="{{ url("nowhere") }}">x</a>'
        )
    )
    message = _build_error(tmp_path, tools)
    assert "dead link" in message and "nowhere" in message and "en/rules/index.html" in message


def test_build_fails_on_missing_translation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tools: Any
) -> None:
    words = tmp_path / "site.json"  # the site frame's words, without one Dutch text
    words.write_text(tools.build.SITE_WORDS.read_text("utf-8").replace(
        ',\n    "nl": "Pagina opnieuw laden"', ""), "utf-8")
    monkeypatch.setattr(tools.build, "SITE_WORDS", words)
    message = _build_error(tmp_path, tools)
    assert "site.json" in message and "[nl] lacks reload" in message and "needs" in message


def test_build_fails_on_invalid_pages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tools: Any
) -> None:
    build = tools.build
    kinds = list(build.PAGE_KINDS)

    def bad_slug(lang: str) -> list[dict[str, Any]]:
        return [{"slug": "Rules Page", "title": "x"}]

    def one_language(lang: str) -> list[dict[str, Any]]:
        return [{"slug": "only-en", "title": "x"}] if lang == "en" else []

    def broken(lang: str) -> list[dict[str, Any]]:
        raise ValueError("lesson 03: hand has 12 cards")

    for provider, expected in (
        (bad_slug, "slug"),
        (one_language, "only-en"),
        (broken, "hand has 12 cards"),
    ):
        kinds[1] = build.PageKind("lesson", provider)
        monkeypatch.setattr(build, "PAGE_KINDS", list(kinds))
        assert expected in _build_error(tmp_path, tools)


def test_service_worker_lists_every_file(site: Any) -> None:
    """Every file but the build's start-up snapshot (test_the_builds_snapshot_is_not_precached)."""
    sw = (site.dir / "sw.js").read_text()
    assert f'"{site.version}"' in sw
    files = sorted(p.relative_to(site.dir).as_posix() for p in site.dir.rglob("*") if p.is_file())
    for name in files:
        if name != "sw.js" and not name.startswith("static/start-snapshot-"):
            assert f'"{name}"' in sw, name
    # Only the runtime files the pages need: no source maps, no editor or terminal.
    assert not list(site.dir.rglob("*.map"))
    assert not [
        p for p in (site.dir / "runtime").rglob("*") if "codemirror" in p.name or "xterm" in p.name
    ]


def test_prerendered_cards_are_render_output(site: Any) -> None:
    """The build draws cards with gintutor.render, the function the controllers use."""
    from gintutor.render import card_html, hand_html

    html = (site.dir / "en" / "rules" / "index.html").read_text(encoding="utf-8")
    hand = ["7H", "7S", "7D", "8H", "9H", "TH", "KC", "2S"]
    assert hand_html(hand, "en", label="Cards to choose from", name="try") in html
    nl = (site.dir / "nl" / "rules" / "index.html").read_text(encoding="utf-8")
    assert card_html("8C", "nl", interactive=False) in nl
    assert 'aria-label="klaveren acht"' in nl


def test_frame_code_is_clean() -> None:
    """ruff on the frame's Python, mypy --strict on build.py and the card renderer."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    bin_dir = Path(sys.executable).parent
    files = [
        "build.py",
        "gintutor/render.py",
        "site/app/common.py",
        "site/app/home.py",
        "site/app/rules.py",
        "tests/browser/conftest.py",
        "tests/browser/test_site.py",
        "benchmarks/bench_site.py",
    ]
    ruff = subprocess.run(
        [str(bin_dir / "ruff"), "check", *files],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert ruff.returncode == 0, ruff.stdout + ruff.stderr
    mypy = subprocess.run(
        [str(bin_dir / "mypy"), "--strict", "build.py", "gintutor/render.py"],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert mypy.returncode == 0, mypy.stdout + mypy.stderr
