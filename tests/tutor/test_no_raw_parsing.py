"""The page code reads outside data only through the one reader (ginrules.core.reader) or the
checked readers in gintutor: no controller calls json.loads, JSON.parse, int() or
str.isdigit() on what comes from storage, the address or a file (issue 18: '²' passes
isdigit() and breaks int(); '[' * 100000 breaks json.loads).

A use that reads the build's own data is listed here with the reason, so a new one has to
be looked at by a person."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "site" / "app"
PY_FILES = sorted(APP.rglob("*.py"))
BOOT_JS = ROOT / "site" / "static" / "boot.js"

# (path under site/app, exact text of the call): reads of data the page or the build wrote.
ALLOWED = {
    ("common.py", 'json.loads(document.getElementById("page-data").textContent)'),  # build.py
    ("lesson.py", "int(ev.currentTarget.dataset.goto)"),  # the page's own buttons
    ("lesson.py", "int(el.dataset.prose)"),
    ("lesson.py", "int(b.dataset.goto)"),
    ("lesson.py", "int(ungroup)"),  # data-ungroup, written by gintutor.lesson_page
    ("puzzles/frame.py", "int(chip.dataset.level)"),  # the template's level chips
    ("puzzles/gin.py", "int(r.value)"),  # the spread radios this module wrote
    ("practice/keeping.py", "int(time.time() * 1000)"),  # the clock
}
CALL = re.compile(r"\bjson\.loads\([^\n]*|\bint\([^\n]*|\.isdigit\(\)")


def _calls(text: str) -> list[str]:
    return [m.group() for m in CALL.finditer(text)]


def test_controllers_parse_outside_data_only_through_the_reader() -> None:
    found = []
    for path in PY_FILES:
        where = path.relative_to(APP).as_posix()
        for call in _calls(path.read_text(encoding="utf-8")):
            if call == ".isdigit()" or not any(
                name == where and call.startswith(allowed) for name, allowed in ALLOWED
            ):
                found.append(f"{where}: {call}")
    assert not found, "parse outside data with ginrules.core.reader instead:\n" + "\n".join(found)


def test_boot_js_bounds_the_settings_before_json_parse() -> None:
    text = BOOT_JS.read_text(encoding="utf-8")
    parses = re.findall(r"JSON\.parse\(([^)]*)\)", text)
    assert parses == ["raw"], parses  # one place, on the checked value
    guard = text.index("if (raw.length <= 2000)")
    assert guard < text.index("JSON.parse(raw)") < guard + 60, "length bound right before it"


def test_the_check_finds_what_it_must() -> None:
    bad = 'n = int(params.get("seed"))\nif value.isdigit(): pass\nd = json.loads(raw)\n'
    assert _calls(bad) == ['int(params.get("seed"))', ".isdigit()", "json.loads(raw)"]
