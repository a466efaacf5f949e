"""The rules page and the course map in a real browser, found by role and name.

The rules page states the learner's own house rules and the preset table with the words
of gintutor.rules_text; the course map shows honest totals; the progress file picker
speaks the page's language. Run alone:
    .venv/bin/python -m pytest -q -n 0 tests/browser/test_rules_home.py
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from ginrules import Rules
from gintutor.course_map import course_standing
from gintutor.courses import load_lessons
from gintutor.progress import STORAGE_KEY, Progress
from gintutor.rules_text import PRESET_NAMES, preset_table, rules_label, statements

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "nl")
WORDS = {
    "en": {
        "yours": "Your house rules",
        "table": "House rules",
        "settings": "Settings",
        "hint": "Swipe the table sideways to see all four house rules →",
        "import": "Load progress from a file",
        "imported": "Progress loaded:",
    },
    "nl": {
        "yours": "Jouw huisregels",
        "table": "Huisregels",
        "settings": "Instellingen",
        "hint": "Veeg de tabel opzij om alle vier de huisregels te zien →",
        "import": "Voortgang uit een bestand laden",
        "imported": "Voortgang geladen:",
    },
}
PHONE = {"width": 360, "height": 640}
LAPTOP = {"width": 1280, "height": 800}


def _open(page: Any, tools: Any, site: Any, path: str, storage: dict[str, str]) -> None:
    """Open ``path`` with only these localStorage values: set first from a plain file of
    the site (no Python start spent on it), then one start of the page."""
    page.goto(site.url + "static/site.css")
    page.evaluate(
        "items => { localStorage.clear();"
        " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
        storage,
    )
    page.goto(site.url + path)
    tools.wait_ready(page)


def _settings(preset: str) -> dict[str, str]:
    return {"gin.settings": json.dumps({"rules": preset, "four": False})}


def _no_sideways_scroll(page: Any) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    view = page.evaluate("window.innerWidth")
    assert width <= view, f"the page scrolls sideways: {width} px wide in a {view} px window"


def _active_rules(page: Any, lang: str) -> tuple[str, list[str]]:
    region = page.get_by_role("region", name=WORDS[lang]["yours"])
    name = region.locator(".rules-name:visible").inner_text()
    items = region.get_by_role("listitem").all_inner_texts()
    return name, [" ".join(i.split()) for i in items]


# --------------------------------------------------------------------------- the rules page


@pytest.mark.parametrize("lang", LANGS)
def test_rules_page_states_the_learners_house_rules(
    site: Any, page: Any, tools: Any, lang: str
) -> None:
    _open(page, tools, site, f"{lang}/rules/", _settings("hoyle"))
    hoyle = Rules.preset("hoyle")
    assert _active_rules(page, lang) == (
        PRESET_NAMES["hoyle"][lang],
        [s.sentence for s in statements(hoyle, lang)],
    )
    # Another choice in the settings: the page states those rules at once.
    page.locator("summary", has_text=WORDS[lang]["settings"]).click()
    page.get_by_role("combobox", name=WORDS[lang]["table"]).select_option("oklahoma")
    okla = Rules.preset("oklahoma")
    name, said = _active_rules(page, lang)
    assert name == rules_label(okla, lang)
    assert said == [s.sentence for s in statements(okla, lang)]
    stock = next(s for s in said if s.startswith(("End of the stock", "Einde van de stapel")))
    assert ("when the stock is empty" if lang == "en" else "is de stapel op") in stock
    page.evaluate("localStorage.clear()")


def test_rules_are_right_before_python_runs(site: Any, new_context: Any, request_log: Any) -> None:
    """Pyodide held back: the pre-rendered statements of the learner's preset show."""
    ctx = new_context(viewport=LAPTOP, service_workers="block")
    ctx.add_init_script(
        "localStorage.setItem('gin.settings', JSON.stringify({rules: 'nl-klassiek'}))"
    )
    ctx.route("**/runtime/**", lambda route: route.abort())
    page = ctx.new_page()
    page.goto(site.url + "en/rules/", wait_until="domcontentloaded")
    name, said = _active_rules(page, "en")
    assert name == "Dutch classic"
    assert said == [s.sentence for s in statements(Rules.preset("nl-klassiek"), "en")]
    assert said[0] == "Knock with 9 or less deadwood (less than 10)."
    ctx.close()
    request_log.page_errors.clear()  # the runtime was blocked on purpose


class _Statements(HTMLParser):
    """The pre-rendered statement lists of the built rules page, by preset."""

    def __init__(self) -> None:
        super().__init__()
        self.by_preset: dict[str, list[str]] = {}
        self._preset: str | None = None
        self._item: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "div" and a.get("class") == "rules-of" and a.get("data-preset"):
            self._preset = str(a["data-preset"])
            self.by_preset[self._preset] = []
        elif tag == "li" and self._preset and "data-rule" in a:
            self._item = []

    def handle_data(self, data: str) -> None:
        if self._item is not None:
            self._item.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "li" and self._item is not None and self._preset:
            self.by_preset[self._preset].append(" ".join("".join(self._item).split()))
            self._item = None
        elif tag == "ul":
            self._preset = None


@pytest.mark.parametrize("lang", LANGS)
def test_built_rules_page_holds_every_presets_statements(site: Any, lang: str) -> None:
    """What the server sends (before any Python): each preset's statements, exactly."""
    parser = _Statements()
    parser.feed((site.dir / lang / "rules" / "index.html").read_text(encoding="utf-8"))
    assert parser.by_preset == {
        p: [s.sentence for s in statements(Rules.preset(p), lang)] for p in Rules.preset_names()
    }


@pytest.mark.parametrize("lang", LANGS)
def test_preset_table_is_the_rules_text_table(
    site: Any, page: Any, tools: Any, goto_ready: Any, lang: str
) -> None:
    page.set_viewport_size(LAPTOP)
    goto_ready(page, f"{lang}/rules/")
    table = page.get_by_role("region", name=WORDS[lang]["table"], exact=True).get_by_role("table")
    presets = Rules.preset_names()
    headers = [" ".join(h.split()) for h in table.get_by_role("columnheader").all_inner_texts()]
    assert headers[1:] == [PRESET_NAMES[p][lang] for p in presets]
    rows = table.locator("tbody").get_by_role("row")
    expected = preset_table(lang)
    assert rows.count() == len(expected)
    for i, row in enumerate(expected):
        got = rows.nth(i)
        assert " ".join(got.get_by_role("rowheader").inner_text().split()) == row["label"]
        cells = [" ".join(c.split()) for c in got.get_by_role("cell").all_inner_texts()]
        assert cells == [row["cells"][p] for p in presets], row["key"]
    # At 1280 px the whole table is in view: no hidden column, no scrolling needed.
    wrap = page.get_by_role("region", name=WORDS[lang]["table"], exact=True)
    assert wrap.evaluate("e => e.scrollWidth <= e.clientWidth")
    assert not page.get_by_text(WORDS[lang]["hint"]).is_visible()
    _no_sideways_scroll(page)
    tools.screenshot(page, f"rules-{lang}-1280x800")


@pytest.mark.parametrize("lang", LANGS)
def test_phone_shows_that_the_table_scrolls(
    site: Any, page: Any, tools: Any, lang: str
) -> None:
    page.set_viewport_size(PHONE)
    _open(page, tools, site, f"{lang}/rules/", _settings("oklahoma"))
    _no_sideways_scroll(page)
    hint = page.get_by_text(WORDS[lang]["hint"])
    assert hint.is_visible()
    wrap = page.get_by_role("region", name=WORDS[lang]["table"], exact=True)
    assert wrap.evaluate("e => e.scrollWidth > e.clientWidth"), "the table should scroll"
    okla = wrap.get_by_role("columnheader", name="Oklahoma")
    box = okla.bounding_box()
    assert box is not None and box["x"] >= 360, "Oklahoma's column starts off screen"
    # The learner scrolls the table (keyboard: it is focusable): Oklahoma comes into view,
    # the rule names stay beside it.
    wrap.focus()
    page.keyboard.press("End")
    wrap.evaluate("e => { e.scrollLeft = e.scrollWidth; }")
    box = okla.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360 + 1
    rule = wrap.get_by_role("rowheader").first.bounding_box()
    frame = wrap.bounding_box()
    assert rule is not None and frame is not None and rule["x"] <= frame["x"] + 1
    wrap.evaluate("e => { e.scrollLeft = 0; }")
    tools.screenshot(page, f"rules-{lang}-360x640")
    page.set_viewport_size(LAPTOP)
    page.evaluate("localStorage.clear()")


# --------------------------------------------------------------------------- the course map


def _course() -> list[tuple[str, int, str]]:
    return [(lsn.id, len(lsn.exercises), lsn.title["en"]) for lsn in load_lessons(ROOT / "lessons")]


def _progress_with_stale_entries() -> tuple[Progress, str]:
    """Lesson 1 finished, lesson 2 begun, plus entries that do not exist in the course."""
    course = _course()
    p = Progress()
    first, count, _ = course[0]
    for n in range(1, count + 1):
        p.record(first, n, 3)
    p.record(first, 1000, 3)  # an exercise the lesson does not have
    p.record(course[1][0], 2, 2)
    p.record("99-not-a-lesson", 1, 3)
    return p, p.to_json()


@pytest.mark.parametrize("lang", LANGS)
def test_course_map_totals_never_exceed_the_course(
    site: Any, page: Any, tools: Any, lang: str
) -> None:
    course = _course()
    progress, stored = _progress_with_stale_entries()
    standing = course_standing(progress, [(lid, n) for lid, n, _ in course])
    assert standing.stars == 3 + 0 and standing.lessons_done == 1  # 2 stars over 6+ round to 0
    _open(page, tools, site, f"{lang}/", {STORAGE_KEY: stored})
    for viewport, size in ((LAPTOP, "1280x800"), (PHONE, "360x640")):
        page.set_viewport_size(viewport)  # the layout follows the width (CSS only)
        totals = {
            "en": f"1 of {len(course)} lessons, 3 of {3 * len(course)} stars",
            "nl": f"1 van {len(course)} lessen, 3 van {3 * len(course)} sterren",
        }[lang]
        assert page.get_by_text(totals, exact=True).is_visible()
        lessons = page.locator("#course-gin details.course-lessons")
        if lessons.get_attribute("open") is None:  # unfold the lessons (once)
            lessons.locator("summary").click()
        items = page.locator("#course-gin .course-map").get_by_role("listitem")
        assert items.count() == len(course)
        done = {"en": "✓ done · 3 of 3 stars", "nl": "✓ klaar · 3 van 3 sterren"}[lang]
        assert items.nth(0).locator("[data-stars]").inner_text() == done
        begun = {
            "en": f"1 of {course[1][1]} exercises done",
            "nl": f"1 van {course[1][1]} oefeningen klaar",
        }[lang]
        assert items.nth(1).locator("[data-stars]").inner_text() == begun
        assert items.nth(2).locator("[data-stars]").inner_text() == ""
        _no_sideways_scroll(page)
        tools.screenshot(page, f"course-map-{lang}-{size}")
    page.set_viewport_size(LAPTOP)
    page.evaluate("localStorage.clear()")


@pytest.mark.parametrize("lang", LANGS)
def test_progress_file_picker_speaks_the_pages_language(
    site: Any, page: Any, tools: Any, lang: str, tmp_path: Path
) -> None:
    _open(page, tools, site, f"{lang}/", {})
    picker = page.get_by_label(WORDS[lang]["import"])
    assert picker.evaluate("e => e.type") == "file"
    # The browser's own button (its words are the browser's) is out of sight ...
    box = picker.bounding_box()
    assert box is not None and box["width"] <= 1 and box["height"] <= 1
    # ... and the visible control is the label, in the page's language.
    label = page.locator("label[for=progress-file]")
    assert label.is_visible() and label.inner_text() == WORDS[lang]["import"]
    # Still reachable by keyboard: Tab from the export button lands on it.
    export = page.get_by_role("button", name={"en": "Save progress to a file",
                                              "nl": "Voortgang in een bestand bewaren"}[lang])
    export.focus()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "progress-file"
    # And it works: a progress file loads and the course map counts it.
    progress, _ = _progress_with_stale_entries()
    file = tmp_path / "progress.json"
    file.write_text(progress.to_json(pretty=True), encoding="utf-8")
    picker.set_input_files(str(file))
    status = page.locator("[data-progress-status]")
    status.get_by_text(WORDS[lang]["imported"]).wait_for()
    page.locator("#course-gin details.course-lessons > summary").click()  # the lessons
    first = page.locator("#course-gin .course-map").get_by_role("listitem").nth(0)
    assert first.locator("[data-stars]").inner_text().startswith("✓")
    page.evaluate("localStorage.clear()")
