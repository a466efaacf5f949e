"""The score pad page (issue 29) in a real browser: a whole two-player game by keyboard
alone with an edit of hand 2, Rummy for five by touch with a hand by its cards, a pairs
game's team sheet, reload, offline and damaged storage; every figure checked against
``gintutor.score_pad`` run here on the same entries. Six page visits in all.

Run alone:  .venv/bin/pytest tests/browser/test_score_pad.py -q
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gintutor.score_pad import (
    BACKUP_KEY,
    SAVE_KEY,
    WORDS,
    ScorePad,
    SheetPart,
    read_hand,
    read_setup,
)

pytestmark = pytest.mark.browser

PHONE = {"width": 360, "height": 740}
MINUS = "\u2212"


def _fresh(page: Any) -> None:
    """Before this tab's first page: no score pad kept (the shared browser context keeps
    localStorage from other tests). Reloads keep whatever the page stored since."""
    page.add_init_script(
        "try { if (location.protocol.startsWith('http') && !sessionStorage.getItem('sp-test')) {"
        " sessionStorage.setItem('sp-test', '1');"
        f" localStorage.removeItem({json.dumps(SAVE_KEY)});"
        f" localStorage.removeItem({json.dumps(BACKUP_KEY)}); }} }} catch (e) {{}}")


def _active(page: Any) -> str:
    return str(page.evaluate(
        "(() => { const a = document.activeElement;"
        " return a ? (a.id || a.name + '=' + a.value || a.textContent) : ''; })()"))


def _tab_to(page: Any, selector: str, limit: int = 120) -> None:
    """Press Tab (as a person would) until the control ``selector`` has the focus."""
    for _ in range(limit):
        if page.evaluate("s => document.activeElement?.matches(s) ?? false", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector} (last: {_active(page)!r})")


def _no_sideways_scroll(page: Any) -> None:
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page is {overflow} px wider than the screen"


def _said(page: Any) -> str:
    return str(page.locator("#sp-said").inner_text())


def _totals(page: Any, row: str = "sp-total", part: int = 0) -> list[int]:
    """A line of a sheet's foot as numbers (the total, the final score, ...)."""
    cells = page.locator(f"#sp-part-{part}-h ~ .table-wrap tfoot tr.{row} td").all_inner_texts()
    return [int(c.replace(MINUS, "-")) for c in cells]


def _part_words(part: SheetPart, lang: str) -> list[str]:
    return [WORDS.say("page.totals", lang, name=n, total=t)
            for n, t in zip(part.columns, part.totals, strict=True)]


def _keyboard_hand(page: Any, ending: str, player: int, counts: dict[int, str]) -> None:
    """One hand by keyboard alone: the ending by the arrow keys, the player by Space and
    the arrows, the numbers typed, Enter."""
    _tab_to(page, "#sp-endings input:checked")
    order = [str(v) for v in page.locator("#sp-endings input").evaluate_all(
        "els => els.map(e => e.value)")]
    for _ in range(order.index(ending)):
        page.keyboard.press("ArrowRight")
    _tab_to(page, "#sp-players input")
    page.keyboard.press("Space")
    for _ in range(player):
        page.keyboard.press("ArrowRight")
    for seat, count in counts.items():
        _tab_to(page, f"#sp-count-{seat}")
        page.keyboard.press("Control+A")
        page.keyboard.type(count)
    page.keyboard.press("Enter")


# --------------------------------------------------------------------------- two players


def test_a_two_player_game_by_keyboard_with_an_edit_of_hand_2(
    page: Any, goto_ready: Any, tools: Any
) -> None:
    """Start a game, enter every hand to 100 with the keyboard alone, change hand 2: the
    totals after it change, and the end of the game (game and box bonuses, the winner,
    the settlement) is what the pad computes for the same entries. A knock above the
    limit is refused beside its field, what was typed kept. A reload keeps the game; the
    text and the file taken away are the pad's."""
    _fresh(page)
    goto_ready(page, "en/score-pad/")
    assert page.locator("#sp-game").is_hidden() and page.locator("#sp-setup-box").is_visible()
    _tab_to(page, "#sp-name-0")
    page.keyboard.type("Ann")
    page.keyboard.press("Tab")
    page.keyboard.type("Bob")
    page.keyboard.press("Enter")
    setup = read_setup({"game": "gin", "name.0": "Ann", "name.1": "Bob"})
    assert _said(page) == WORDS.say("page.started", "en", title="Two-player gin",
                                    players=["Ann", "Bob"])
    assert _active(page) == "sp-said"
    assert page.locator("#sp-about").inner_text() == "House rules: Standard. Players: Ann and Bob."

    # A knock above the limit: refused beside Ann's deadwood, the form as typed.
    _keyboard_hand(page, "knock", 0, {0: "15", 1: "30"})
    error = page.locator("#sp-err-count\\.0")
    assert error.inner_text() == "That cannot be: a knock may keep at most 10 deadwood, not 15."
    field = page.locator("#sp-count-0")
    assert _active(page) == "sp-count-0" and field.get_attribute("aria-invalid") == "true"
    assert "sp-err-count.0" in (field.get_attribute("aria-describedby") or "")
    assert field.input_value() == "15" and page.locator("#sp-count-1").input_value() == "30"
    assert page.locator("#sp-sheet tbody tr").count() == 0

    hands = [("knock", 0, {0: "5", 1: "30"}), ("gin", 1, {0: "40"}),
             ("knock", 0, {0: "2", 1: "60"}), ("knock", 0, {0: "3", 1: "25"})]
    mirror = ScorePad(setup)
    for n, (ending, player, counts) in enumerate(hands, start=1):
        fields = {"ending": ending, "player": str(player),
                  **{f"count.{s}": c for s, c in counts.items()}}
        mirror.add(read_hand(fields, 2, "en"))
        _keyboard_hand(page, ending, player, counts)
        view = mirror.sheet("en")
        row = view.parts[0].rows[n - 1]
        said = WORDS.say("page.added", "en", label=row.label, summary=row.hands[0].summary,
                         totals=_part_words(view.parts[0], "en"))
        if view.over:
            said = " ".join([said, *view.outcome])
        assert _said(page) == said
        assert page.locator("#announce").inner_text() == said
        assert _active(page) == "sp-said"
        assert page.locator("#sp-deals").inner_text() == "\n".join(d.words for d in view.deals)
    assert page.locator("#sp-entry").is_hidden() and page.locator("#sp-over").is_visible()
    before = mirror.sheet("en").parts[0]
    assert _totals(page, "sp-final") == list(before.final_totals)

    # Hand 2 again, by keyboard: Ann kept 10, not 40.
    _tab_to(page, 'button[data-edit="1"]')
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Edit Hand 2"
    page.keyboard.press("Enter")
    assert page.locator("#sp-entry-h").inner_text() == "Change hand 2"
    assert page.locator("#sp-count-0").input_value() == "40"
    assert page.locator('#sp-endings input:checked').get_attribute("value") == "gin"
    _tab_to(page, "#sp-count-0")
    page.keyboard.press("Control+A")
    page.keyboard.type("10")
    page.keyboard.press("Enter")
    mirror.edit(1, read_hand({"ending": "gin", "player": "1", "count.0": "10"}, 2, "en"))
    after = mirror.sheet("en").parts[0]
    assert after.final_totals != before.final_totals
    assert _said(page).startswith("Hand 2 is changed")
    rows = page.locator("#sp-part-0-h ~ .table-wrap tbody tr")
    assert rows.count() == 4
    for row, expected in zip(rows.all(), after.rows, strict=True):
        cells = row.locator("td").all_inner_texts()
        assert [int(c.split()[-1]) for c in cells] == list(expected.totals)
    assert _totals(page) == list(after.totals)
    assert _totals(page, "sp-final") == list(after.final_totals)
    settled = page.locator("#sp-part-0-h ~ .table-wrap tfoot tr").last.locator("td")
    assert [int(c.replace(MINUS, "-")) for c in settled.all_inner_texts()] == list(
        after.settlement)
    bonuses = page.locator(".sp-bonuses li").all_inner_texts()
    assert bonuses == [b.words for b in after.bonuses]
    assert {b.kind for b in after.bonuses} >= {"game", "box"}
    winners = page.locator("#sp-part-0-h ~ .table-wrap thead .sp-winner")
    assert winners.count() == len(after.winners) == 1
    crowned = winners.locator("xpath=..").inner_text()
    assert crowned.startswith(after.columns[after.winners[0]])
    assert page.locator(".sp-end li").all_inner_texts() == list(mirror.sheet("en").outcome)
    tools.screenshot(page, "score-pad-gin-en-1280x800")

    # Undo takes the change back; a deleted hand opens the game again, and comes back.
    page.get_by_role("button", name="Undo").click()
    mirror.undo()
    assert _totals(page, "sp-final") == list(mirror.sheet("en").parts[0].final_totals)
    page.get_by_role("button", name="Delete Hand 4").click()
    assert _said(page).startswith("Hand 4 is deleted.")
    assert page.locator("#sp-entry").is_visible() and page.locator(".sp-hand").count() == 3
    assert page.locator("#sp-part-0-h ~ .table-wrap tfoot tr.sp-final").count() == 0
    page.get_by_role("button", name="Undo").click()
    assert _totals(page, "sp-final") == list(mirror.sheet("en").parts[0].final_totals)
    # Printed: the game's heading and its sheet, no form, no buttons, no site frame.
    page.emulate_media(media="print")
    assert page.locator("#sp-sheet table").is_visible() and page.locator("#sp-game-h").is_visible()
    for hidden in (".site-header", "#sp-tools", "#sp-games", ".sp-hand-actions", "main h1"):
        assert page.locator(hidden).first.is_hidden(), hidden
    page.emulate_media(media="screen")
    # The text and the file taken away are the pad's.
    page.get_by_role("button", name="Copy as text").click()
    page.wait_for_function("document.querySelector('#sp-tools-said').textContent !== ''")
    assert page.locator("#sp-text").input_value() == mirror.export_text("en")
    with page.expect_download() as caught:
        page.get_by_role("button", name="Download").click()
    kept = Path(caught.value.path()).read_text(encoding="utf-8")
    assert ScorePad.from_json(kept).to_dict()["hands"] == mirror.to_dict()["hands"]

    page.reload()
    tools.wait_ready(page)
    assert _totals(page, "sp-final") == list(mirror.sheet("en").parts[0].final_totals)
    assert page.locator("#sp-games li").count() == 1
    assert page.locator("#sp-games").inner_text().count("4 hands") == 1


# --------------------------------------------------------------------------- touch


def test_rummy_for_five_by_touch_with_a_hand_by_cards_then_pairs(
    new_context: Any, site: Any, tools: Any
) -> None:
    """On a touch phone: Rummy for five, a hand by numbers and one by cards picked on the
    grids (a card typed twice is refused beside the field), the payments per player as
    the pad computes them; then a pairs game, whose sheet is the teams'. No sideways
    scroll at 360 px; the copied text is the pad's."""
    from axe_playwright_python.sync_playwright import Axe

    ctx = new_context(viewport=PHONE, has_touch=True, is_mobile=True, service_workers="block",
                      permissions=["clipboard-read", "clipboard-write"])
    page = ctx.new_page()
    page.goto(site.url + "en/score-pad/")
    tools.wait_ready(page)
    nav = page.locator(".site-header nav a")
    assert len({round(box["y"]) for box in nav.evaluate_all(
        "els => els.map(e => e.getBoundingClientRect().toJSON())")}) == 1, "the nav wraps"
    names = ["Ann", "Bob", "Cas", "Dee", "Eva"]
    page.locator('input[name="sp-game"][value="rummy"]').tap()
    page.locator("#sp-count").select_option("5")
    for seat, name in enumerate(names):
        page.locator(f"#sp-name-{seat}").tap()
        page.keyboard.type(name)
    page.locator("#sp-start").tap()
    setup = read_setup({"game": "rummy", **{f"name.{s}": n for s, n in enumerate(names)}})
    mirror = ScorePad(setup)
    assert page.locator("#sp-target").get_attribute("placeholder") == "150"

    first = {"ending": "out", "player": "0", "count.1": "5", "count.2": "30", "count.3": "3",
             "count.4": "7"}
    page.locator('#sp-players input[value="0"]').tap()
    assert page.locator("#sp-count-0").is_hidden()  # who went out holds nothing
    for seat in range(1, 5):
        page.locator(f"#sp-count-{seat}").tap()
        page.keyboard.type(first[f"count.{seat}"])
    page.locator("#sp-add").tap()
    mirror.add(read_hand(first, 5, "en"))
    assert _said(page).startswith("Hand 1: Ann scores 45 (out).")

    # Hand 2 by cards: Cas went out with rummy; the others' cards picked on the grids.
    held = {0: ["9H", "9D"], 1: ["KS"], 3: ["2C", "3C", "TD"], 4: ["AS"]}
    page.locator('#sp-endings input[value="rummy"]').tap()
    page.locator('#sp-players input[value="2"]').tap()
    page.locator('input[name="sp-by"][value="cards"]').tap()
    for seat, cards in held.items():
        page.locator(f'.sp-picker[data-seat="{seat}"] > summary').tap()
        for code in cards:
            page.locator(f'.pick-grid[data-seat="{seat}"] button[data-card="{code}"]').tap()
    assert page.locator("#sp-cards-1").input_value() == "K♠"
    taken = page.locator('.pick-grid[data-seat="1"] button[data-card="9H"]')
    assert taken.get_attribute("aria-disabled") == "true"
    taken.tap(force=True)  # Ann holds it: not Bob's as well
    assert page.locator("#sp-cards-1").input_value() == "K♠"
    # Typed twice: the field says so, and keeps the text.
    page.locator("#sp-cards-4").fill("AS KS")
    page.locator("#sp-add").tap()
    error = page.locator("#sp-err-cards\\.4")
    assert error.inner_text() == "K♠ is given twice: look at Bob and Eva."
    assert page.locator("#sp-cards-4").input_value() == "AS KS"
    assert page.locator("#sp-cards-4").get_attribute("aria-invalid") == "true"
    page.locator("#sp-cards-4").fill("A♠")
    tools.screenshot(page, "score-pad-rummy-cards-en-360")
    page.locator("#sp-add").tap()
    mirror.add(read_hand({"ending": "rummy", "player": "2",
                          **{f"cards.{s}": " ".join(c) for s, c in held.items()}}, 5, "en"))
    view = mirror.sheet("en")
    hand = view.parts[0].rows[1].hands[0]
    assert _said(page).startswith(f"Hand 2: {hand.summary}")
    listed = page.locator('.sp-hand[data-index="1"]')
    paid = [f"{names[s]} {'+' if hand.payments[s] > 0 else MINUS}{abs(hand.payments[s])}"
            for s in hand.seats]
    assert WORDS.say("page.payments", "en", payments=paid) in listed.inner_text()
    assert "by cards" in listed.inner_text()
    listed.locator(".sp-why > summary").tap()
    assert listed.locator(".sp-why li").all_inner_texts() == list(hand.why)
    assert _totals(page) == list(view.parts[0].totals)
    _no_sideways_scroll(page)
    page.locator("#sp-copy").tap()
    page.wait_for_function("document.querySelector('#sp-tools-said').textContent !== ''")
    assert page.evaluate("navigator.clipboard.readText()") == mirror.export_text("en")
    tools.screenshot(page, "score-pad-rummy-en-360")

    # A pairs game: the sheet is the teams', a line once both tables' hands are in.
    page.locator("#sp-new").tap()
    page.locator('input[name="sp-game"][value="gin-pairs"]').tap()
    assert page.locator("#sp-pairs-help").is_visible()
    assert [page.locator(f"#sp-name-{s}").input_value() for s in range(4)] == names[:4]
    page.locator("#sp-start").tap()
    pairs = ScorePad(read_setup({"game": "gin-pairs",
                                 **{f"name.{s}": n for s, n in enumerate(names[:4])}}))
    assert page.locator("#sp-about").inner_text() == \
        "House rules: Standard. Teams: Ann & Cas and Bob & Dee."
    assert page.locator("#sp-tables input").count() == 2
    for table, knocker, counts in ((0, 0, {0: "4", 1: "20"}), (1, 3, {2: "25", 3: "2"})):
        if table == 0:
            page.locator(f'#sp-tables input[value="{table}"]').tap()
        page.locator(f'#sp-players input[value="{knocker}"]').tap()
        for seat, count in counts.items():
            page.locator(f"#sp-count-{seat}").tap()
            page.keyboard.type(count)
        page.locator("#sp-add").tap()
        fields = {"ending": "knock", "player": str(knocker), "table": str(table),
                  **{f"count.{s}": c for s, c in counts.items()}}
        pairs.add(read_hand(fields, 4, "en"))
        if table == 0:
            assert page.locator("#sp-tables input").count() == 0  # only table 2 is left
    team = pairs.sheet("en").parts[0]
    heads = page.locator("#sp-part-0-h ~ .table-wrap thead th").all_inner_texts()
    assert heads[1:] == list(team.columns) == ["Ann & Cas", "Bob & Dee"]
    assert _totals(page) == list(team.totals)
    assert page.locator(".sp-hand").count() == 2
    assert "Hand 1, table 2" in page.locator(".sp-hand").nth(1).inner_text()
    assert page.locator("#sp-games li").count() == 2
    _no_sideways_scroll(page)
    tools.screenshot(page, "score-pad-pairs-en-360")
    bad = [f"{v['id']} ({v['impact']}): {v['help']} {[n['target'] for n in v['nodes']][:3]}"
           for v in Axe().run(page).response["violations"]
           if v.get("impact") in ("serious", "critical")]
    assert not bad, "\n".join(bad)

    # The Rummy game is still kept: opened again, as it was.
    page.locator('#sp-games button[data-open="0"]').tap()
    assert _said(page) == WORDS.say("page.opened", "en", title=setup.title("en"),
                                    players=names)
    assert _totals(page) == list(view.parts[0].totals)


# --------------------------------------------------------------------------- offline, storage


def test_offline_and_a_damaged_pad_in_dutch(
    site: Any, new_context: Any, goto_ready: Any, tools: Any
) -> None:
    """After one visit the page works offline (a game started and a hand added with no
    network); a stored pad that cannot be read is kept aside, the page says so and starts
    empty."""
    ctx = new_context()
    page = ctx.new_page()
    goto_ready(page, "nl/score-pad/")
    page.wait_for_function(
        "navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        timeout=tools.READY_TIMEOUT_MS)
    assert page.locator("main h1").inner_text() == "Scoreblok"
    ctx.set_offline(True)
    page.reload()
    tools.wait_ready(page)
    page.locator('input[name="sp-game"][value="gin-tournament"]').check()
    assert page.locator("#sp-first-box").is_hidden()  # each meeting cuts for the deal
    for seat, name in enumerate(["Ann", "Bob", "Cas", "Dee"]):
        page.locator(f"#sp-name-{seat}").fill(name)
    page.get_by_role("button", name="Begin het spel").click()
    page.locator('#sp-players input[value="1"]').check()
    page.locator("#sp-count-0").fill("30")
    page.locator("#sp-count-1").fill("3")
    page.get_by_role("button", name="Ronde toevoegen").click()
    assert _said(page).startswith("Ronde 1: Bob scoort 27 (klop).")
    assert page.locator(".sp-standings tbody tr").count() == 4
    tools.screenshot(page, "score-pad-tournament-nl-1280x800")

    # A downloaded game opens from its file; a file that is no game is refused beside it.
    game = ScorePad(read_setup({"game": "gin", "name.0": "Ann", "name.1": "Bob"}))
    game.add(read_hand({"ending": "gin", "player": "1", "count.0": "12"}, 2, "nl"))
    page.locator("#sp-setup-box > summary").click()
    page.locator("#sp-file").set_input_files(files=[{
        "name": "not-a-game.json", "mimeType": "application/json", "buffer": b'{"a": 1}'}])
    page.wait_for_function("document.getElementById('sp-setup-err-save').textContent !== ''")
    assert page.locator("#sp-setup-err-save").inner_text() == "Dit is geen scoreblok."
    page.locator("#sp-file").set_input_files(files=[{
        "name": "spel.json", "mimeType": "application/json",
        "buffer": game.export_json().encode()}])
    page.wait_for_function("document.querySelectorAll('#sp-games li').length === 2")
    assert _said(page) == "Gin voor twee is geopend uit het bestand."
    assert _totals(page) == list(game.sheet("nl").parts[0].totals)

    page.evaluate(f"localStorage.setItem({json.dumps(SAVE_KEY)}, '{{\"format\": 1')")
    page.reload()
    tools.wait_ready(page)
    status = page.locator("#storage-status").inner_text()
    assert "je scoreblok" in status
    assert "beschadigd" in status  # the pad's own reason
    assert page.evaluate(f"localStorage.getItem({json.dumps(BACKUP_KEY)})") == '{"format": 1'
    assert page.locator("#sp-game").is_hidden() and page.locator("#sp-setup-box").is_visible()
    ctx.set_offline(False)


def test_the_pad_is_built_linked_and_kept_offline(site: Any) -> None:
    """Both languages have the page, in the header's navigation of every page, linked
    from the course map and the rules pages; the service worker caches it and its zip."""
    sw = (site.dir / "sw.js").read_text(encoding="utf-8")
    for name in ("en/score-pad/index.html", "nl/score-pad/index.html", "py/score_pad.zip.xz",
                 "static/pad.css"):
        assert f'"{name}"' in sw, name
    for lang, label in (("en", "Score pad"), ("nl", "Scoreblok")):
        for path in ("", "rules/", "rules/rummy/", "practice/"):
            html = (site.dir / lang / path / "index.html").read_text(encoding="utf-8")
            assert f">{label}</a>" in html, (lang, path)
            assert "score-pad/" in html
            if path.startswith("rules"):
                assert 'class="pad-link"' in html, (lang, path)
        home = (site.dir / lang / "index.html").read_text(encoding="utf-8")
        assert 'id="pad-home-h"' in home
        pad = (site.dir / lang / "score-pad" / "index.html").read_text(encoding="utf-8")
        assert "py/score_pad.zip" in pad and 'data-kind="score_pad"' in pad
