"""What the pages import at start-up. In Pyodide a cold page load pays for every module
the first time: ``html`` (through ``html.entities``), ``urllib.parse`` (through
``ipaddress``) and ``difflib`` cost about 200 ms together, for an escape function, a
link built on a click and a "did you mean" in an error message. So the engine, the
tutor and the page controllers keep them out of the start-up path."""

from __future__ import annotations

import ast
import html
import random
import subprocess
import sys
from pathlib import Path

from gintutor.render import escape

ROOT = Path(__file__).resolve().parents[2]
SLOW = ("html.entities", "urllib.parse", "difflib")


def test_engine_and_tutor_import_without_the_slow_modules() -> None:
    # pathlib is loaded before: Pyodide has it at start, and CPython 3.11's pathlib
    # imports urllib.parse itself
    code = (
        "import sys, pathlib; sys.path.insert(0, sys.argv[1]); had = set(sys.modules)\n"
        "import pkgutil, ginrules, gintutor\n"
        "for m in pkgutil.iter_modules(gintutor.__path__): __import__('gintutor.' + m.name)\n"
        "import ginrules.table.game, ginrules.gin.advisor, ginrules.players.opponent\n"
        "print(' '.join(m for m in sys.argv[2:] if m in set(sys.modules) - had))"
    )
    # -S: no site module, whose start-up (editable installs) imports urllib itself
    out = subprocess.run([sys.executable, "-S", "-c", code, str(ROOT), *SLOW],
                         capture_output=True, text=True, check=True).stdout.split()
    assert out == []


def test_page_controllers_do_not_import_the_slow_modules_at_start() -> None:
    for path in sorted((ROOT / "site" / "app").rglob("*.py")):
        for node in ast.parse(path.read_text()).body:  # module level only
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            for name in names:
                assert name.split(".")[0] not in {"html", "urllib", "difflib"}, (
                    f"{path.name}: imports {name} at start-up")


def test_escape_is_html_escape() -> None:
    rnd = random.Random(7)
    alphabet = "<>&\"'ab ♥é\n"
    samples = ["", "plain", "<b>&amp;\"'</b>", *("".join(rnd.choices(alphabet, k=12))
                                                for _ in range(500))]
    for s in samples:
        assert escape(s) == html.escape(s)


def test_the_engines_words_do_not_load_the_rummy_hand_flow() -> None:
    """Every page merges the engine's words; Rummy's hand flow and advisor (about 40 KB
    of Python to compile on a cold Pyodide start) load only where Rummy is played."""
    code = (
        "import sys, pathlib; sys.path.insert(0, sys.argv[1]); had = set(sys.modules)\n"
        "import ginrules, gintutor.lessons\n"
        "from ginrules.words import engine_words\n"
        "assert engine_words().say('rummy.advice.draw_only', 'nl')\n"
        "print(' '.join(sorted(m for m in set(sys.modules) - had if 'rummy' in m)))"
    )
    out = subprocess.run([sys.executable, "-S", "-c", code, str(ROOT)],
                         capture_output=True, text=True, check=True).stdout.split()
    assert out == []


def test_a_lesson_page_loads_no_advisor_and_no_hand_flow() -> None:
    """A lesson page merges the engine's words and judges exercises: neither needs gin's
    advisor, the views or a hand flow (about 30 KB of Python to compile on a cold
    Pyodide start), which load only where a game is played or advised."""
    code = (
        "import sys, pathlib; sys.path.insert(0, sys.argv[1]); had = set(sys.modules)\n"
        "import ginrules, gintutor.lessons, gintutor.lesson_page, gintutor.progress\n"
        "from ginrules.words import engine_words\n"
        "from gintutor.kinds import KINDS\n"
        "assert engine_words().say('better.draw_stock', 'nl')\n"
        "for name in ('points', 'is_meld', 'pick_meld', 'arrange', 'deadwood', 'knock',\n"
        "             'layoff', 'score', 'game'):\n"
        "    KINDS[name]\n"
        "print(' '.join(sorted(m for m in set(sys.modules) - had if m in sys.argv[2:])))"
    )
    heavy = ("ginrules.gin.advisor", "ginrules.table.view", "ginrules.table.game",
             "ginrules.table.flow", "ginrules.rummy.hand", "ginrules.players.opponent",
             "ginrules.table.match")
    out = subprocess.run([sys.executable, "-S", "-c", code, str(ROOT), *heavy],
                         capture_output=True, text=True, check=True).stdout.split()
    assert out == []


def test_a_gin_practice_start_loads_neither_rummy_nor_the_computers_thinking() -> None:
    """The practice page opens on a game of gin and lists the computer's strengths:
    Rummy's engine, the advisor and the search (about 60 KB of Python, 7 modules) load
    only when a Rummy game is dealt or the computer or the coach first thinks."""
    code = (
        "import sys, pathlib; sys.path.insert(0, sys.argv[1]); had = set(sys.modules)\n"
        "import gintutor.practice\n"
        "from gintutor.practice.settings import strengths\n"
        "from ginrules import Rules\n"
        "from ginrules.table.game import Game\n"
        "assert strengths()[0] == 'beginner'\n"
        "assert Game.from_json(Game(Rules.preset('standard'), seed=3).to_json())\n"
        "print(' '.join(sorted(m for m in set(sys.modules) - had if m in sys.argv[2:])))"
    )
    heavy = ("ginrules.rummy.hand", "ginrules.rummy.search", "ginrules.gin.advisor",
             "ginrules.players.search", "ginrules.players.playout", "ginrules.players.sampler")
    out = subprocess.run([sys.executable, "-S", "-c", code, str(ROOT), *heavy],
                         capture_output=True, text=True, check=True).stdout.split()
    assert out == []


def _engine_modules_after(statement: str) -> set[str]:
    code = (f"import sys; sys.path.insert(0, sys.argv[1])\n{statement}\n"
            "print(' '.join(m for m in sys.modules if m.startswith('ginrules')))")
    out = subprocess.run([sys.executable, "-S", "-c", code, str(ROOT)],
                         capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_the_engine_package_loads_a_module_only_when_one_of_its_names_is_used() -> None:
    """Every page's start reads its saved data through ginrules.core.reader; importing it used
    to run the whole engine core (ginrules/__init__), 90-150 ms of a cold Pyodide start."""
    assert _engine_modules_after("import ginrules.core.reader") == {
        "ginrules", "ginrules.core", "ginrules.core.errors", "ginrules.core.reader"}
    with_rules = _engine_modules_after("from ginrules import Rules")
    assert "ginrules.table.rules" in with_rules
    assert not with_rules & {"ginrules.core.arrangement", "ginrules.gin.showdown",
                             "ginrules.core.layoff", "ginrules.core.melds",
                             "ginrules.table.seats"}
    assert "ginrules.gin.showdown" in _engine_modules_after("import ginrules; ginrules.score_hand")


def test_every_public_name_of_the_engine_resolves() -> None:
    import ginrules

    assert sorted(set(ginrules.__all__)) == sorted(ginrules.__all__), "no name twice"
    for name in ginrules.__all__:
        assert getattr(ginrules, name) is not None, name
    assert set(ginrules.__all__) <= set(dir(ginrules))
