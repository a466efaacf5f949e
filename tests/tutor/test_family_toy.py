"""A newcomer adds a game family with a registry entry and its own modules only
(docs/architecture.md, "Adding a game family"). This test does just that for a toy
family, in a fresh interpreter so the toy never leaks into other tests: gin for three
moves out of the gin family into the toy, whose practice session, page table, puzzle
level, exercise kind, words, score pad and page files are modules of its own; then practice, the
puzzles' levels, the exercise kinds, the one completeness test of the words and the
build's page zips find the toy's code by asking the registry, and a whole hand is
played by the toy's session. A side list that names every family again fails it.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

TOY_SESSION = '''
from gintutor.practice.gin import GinSession


class ToySession(GinSession):
    """Gin for three, as the toy family plays it: the same game, its own session."""

    played_by_the_toy = True
'''

TOY_PUZZLES = '''
from gintutor.puzzles.frame import PuzzleFamily

LEVEL_CONCEPTS = {10: ("toy",)}


def make_toy_puzzle(seed: str, level: int, preset: str) -> str:
    return f"toy puzzle {level} from {seed}"


PUZZLES = PuzzleFamily(make=make_toy_puzzle, hints=lambda puzzle, lang: ("a", "b", "c"),
                       check=lambda puzzle, answer, lang: None,
                       level_name=lambda level, lang: f"Toy {level}")
'''

TOY_KIND = '''
import dataclasses

from gintutor.kinds.points import KIND as POINTS



def generate(dealer, concept, rules):
    """Points' exercises, as the toy's own kind."""
    return dataclasses.replace(POINTS.generate(dealer, concept, rules), kind="toy_points")


#: The toy's own exercise kind: counting points, under a name of its own.
KIND = dataclasses.replace(POINTS, name="toy_points", generate=generate)
'''

TOY_WORDS = '''
from ginrules.words import Catalogue

#: The toy's own words, which the one completeness test must find.
WORDS = Catalogue("toyfamily.words", {"toy.hello": {"en": "Hello", "nl": ""}})
'''

TOY_PAD = '''
from gintutor.score_pad.gin import GinPad


class ToyPad(GinPad):
    """The toy's score pad: gin's, under its own name."""
'''

PROBE = '''
import dataclasses, json, sys
sys.path.insert(0, sys.argv[1])
from gintutor import families

gin = families.family_named("gin")
toy = families.Family(
    key="toy", variants=("gin-3",), practice_session="toyfamily.session:ToySession",
    practice_table="toyfamily.table", puzzle_levels=(10,), puzzles="toyfamily.puzzles",
    puzzle_page="toyfamily.page", kinds={"toy_points": "toyfamily.kind"},
    words=("toyfamily.words:WORDS",), score_pad="toyfamily.pad:ToyPad",
    page_files={"games": ("toyfamily/kind.py",), "practice": ("toyfamily/session.py",),
                "puzzles": ("toyfamily/puzzles.py",)})
families.FAMILIES = tuple(
    dataclasses.replace(f, variants=("gin",)) if f is gin else f for f in families.FAMILIES
) + (toy,)

import build
from gintutor.practice import PRACTICE_CHOICES, Settings, new_session
from gintutor.puzzles import levels
from ginrules.core.loading import load_named
from gintutor.catalogues import catalogues
from gintutor.exercises import practice
from gintutor.kinds import KINDS, kind_module, kind_of
from ginrules import Rules
from gintutor.score_pad import ScorePad
from gintutor.score_pad.setup import PadSetup

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
build.STRINGS.update(build.load_strings())  # the words the build's pages are titled in
print(json.dumps({
    "session": type(session).__name__,
    "toy": getattr(session, "played_by_the_toy", False),
    "finished": session.finished,
    "choices": [c.key for c in PRACTICE_CHOICES],
    "family": families.family_of_variant("gin-3").key,
    "levels": list(levels.ALL_LEVELS),
    "puzzle": load_named(families.family_of_level(10).puzzles + ":PUZZLES").make(
        "x", 10, "standard"),
    "level_name": load_named(families.family_of_level(10).puzzles + ":PUZZLES").level_name(
        10, "en"),
    "level_variant": levels.level_variant(10),
    "practice_zip": list(build.PAGE_ZIPS["practice"][1]),
    "puzzles_zip": list(build.PAGE_ZIPS["puzzles"][1]),
    "games_zip": list(build.PAGE_ZIPS["games"][1]),
    "kinds": list(KINDS),
    "kind": kind_of("toy_points").name,
    "kind_module": kind_module("toy_points"),
    "exercise": practice("toy_points", "x", 0, Rules.preset("standard")).kind,
    "words": {c.name: c.problems() for c in catalogues() if c.name.startswith("toy")},
    "pad": type(ScorePad(PadSetup("gin-3", ("A", "B", "C"), "standard")).family).__name__,
    "rules_page": [p["context"]["game_intro"] for p in build.rules_pages("en")
                   if p["data"].get("game") == "gin-3"],
}))
'''


def test_a_toy_family_joins_every_feature_through_the_registry(tmp_path: Path) -> None:
    package = tmp_path / "toyfamily"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "session.py").write_text(textwrap.dedent(TOY_SESSION))
    (package / "puzzles.py").write_text(textwrap.dedent(TOY_PUZZLES))
    (package / "kind.py").write_text(textwrap.dedent(TOY_KIND))
    (package / "words.py").write_text(textwrap.dedent(TOY_WORDS))
    (package / "pad.py").write_text(textwrap.dedent(TOY_PAD))
    out = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path)], cwd=ROOT,
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["session"] == "ToySession" and seen["toy"], "the toy's session plays gin-3"
    assert seen["finished"], "a whole hand is played to its end"
    assert "gin-3" in seen["choices"] and seen["family"] == "toy"
    assert seen["levels"][-1] == 10 and seen["level_variant"] == "gin-3"
    assert seen["puzzle"] == "toy puzzle 10 from x" and seen["level_name"] == "Toy 10"
    assert "toyfamily/session.py" in seen["practice_zip"]
    assert "toyfamily/puzzles.py" in seen["puzzles_zip"]
    assert "toyfamily/kind.py" in seen["games_zip"]
    assert seen["kinds"][-1] == "toy_points" and seen["kind"] == "toy_points"
    assert seen["kind_module"] == "toyfamily/kind.py"
    assert seen["exercise"] == "toy_points", "more practice of the toy's kind is dealt"
    # The completeness test reads the toy's words (and finds the Dutch missing).
    assert list(seen["words"]) == ["toyfamily.words"] and seen["words"]["toyfamily.words"]
    assert seen["pad"] == "ToyPad", "the score pad keeps the toy's games with the toy's pad"
    assert seen["rules_page"] == ["games/gin-3_en.html"], "the toy's game has its rules page"


def test_a_game_without_its_rules_introduction_is_named_by_the_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import build

    copy = tmp_path / "templates"
    shutil.copytree(build.TEMPLATES, copy)
    (copy / "games" / "gin-7_nl.html").unlink()
    monkeypatch.setattr(build, "TEMPLATES", copy)
    with pytest.raises(build.BuildError, match=r"'gin-7' has no rules introduction in nl"):
        build.rules_pages("nl")
