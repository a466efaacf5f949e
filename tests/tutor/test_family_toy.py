"""A newcomer adds a game family with a registry entry and its own modules only
(docs/architecture.md, "Adding a game family"). This test does just that for a toy
family, in a fresh interpreter so the toy never leaks into other tests: gin for three
moves out of the gin family into the toy, whose practice session, page table, puzzle
level and page files are modules of its own; then practice, the puzzles' levels and the
build's page zips find the toy's code by asking the registry, and a whole hand is
played by the toy's session.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

TOY_SESSION = '''
from gintutor.practice.gin import GinSession


class ToySession(GinSession):
    """Gin for three, as the toy family plays it: the same game, its own session."""

    played_by_the_toy = True
'''

TOY_PUZZLES = '''
LEVEL_CONCEPTS = {10: ("toy",)}


def make_toy_puzzle(seed: object, level: int) -> str:
    return f"toy puzzle {level} from {seed}"
'''

PROBE = '''
import dataclasses, json, sys
sys.path.insert(0, sys.argv[1])
from gintutor import families

gin = families.family_named("gin")
toy = families.Family(
    key="toy", variants=("gin-3",), practice_session="toyfamily.session:ToySession",
    practice_table="toyfamily.table", puzzle_levels=(10,), puzzles="toyfamily.puzzles",
    puzzle_page="toyfamily.page", kinds=(),
    page_files={"practice": ("toyfamily/session.py",), "puzzles": ("toyfamily/puzzles.py",)})
families.FAMILIES = tuple(
    dataclasses.replace(f, variants=("gin",)) if f is gin else f for f in families.FAMILIES
) + (toy,)

import build
from gintutor.practice import PRACTICE_CHOICES, Settings, new_session
from gintutor.puzzles import levels

session = new_session(Settings(game="gin-3", players=3, mode="hand", seed=7))
session.start()
moves = 0
while not session.finished and moves < 400:
    legal = session.view().legal_actions if session.learner_to_act() else ()
    if not legal:
        session.run_computer()
    else:
        session.play(legal[0], confirmed=True)
    moves += 1
print(json.dumps({
    "session": type(session).__name__,
    "toy": getattr(session, "played_by_the_toy", False),
    "finished": session.finished,
    "choices": [c.key for c in PRACTICE_CHOICES],
    "family": families.family_of_variant("gin-3").key,
    "levels": list(levels.ALL_LEVELS),
    "puzzle": levels.puzzles_module(10).make_toy_puzzle("x", 10),
    "level_variant": levels.level_variant(10),
    "practice_zip": list(build.PAGE_ZIPS["practice"][1]),
    "puzzles_zip": list(build.PAGE_ZIPS["puzzles"][1]),
}))
'''


def test_a_toy_family_joins_every_feature_through_the_registry(tmp_path: Path) -> None:
    package = tmp_path / "toyfamily"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "session.py").write_text(textwrap.dedent(TOY_SESSION))
    (package / "puzzles.py").write_text(textwrap.dedent(TOY_PUZZLES))
    out = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path)], cwd=ROOT,
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["session"] == "ToySession" and seen["toy"], "the toy's session plays gin-3"
    assert seen["finished"], "a whole hand is played to its end"
    assert "gin-3" in seen["choices"] and seen["family"] == "toy"
    assert seen["levels"][-1] == 10 and seen["level_variant"] == "gin-3"
    assert seen["puzzle"] == "toy puzzle 10 from x"
    assert "toyfamily/session.py" in seen["practice_zip"]
    assert "toyfamily/puzzles.py" in seen["puzzles_zip"]
