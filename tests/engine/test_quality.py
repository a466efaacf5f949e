"""mypy --strict and ruff are clean on the engine, the tutor, the build and the
benchmarks (skipped only if a tool is absent), and the kinds that are words are
typed so that mypy catches a mistyped one."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
ENGINE = ["__init__", "__main__", "core/arrangement", "core/cards", "cli", "core/errors",
          "core/explain", "core/layoff", "core/melds", "core/reader", "table/rules",
          "gin/showdown", "table/sheet", "words/__init__", "words/files"]


def tool(name: str) -> str:
    path = BIN / name
    if path.exists():
        return str(path)
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def run(*cmd: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False,
                          env=None if env is None else {**os.environ, **env})


SCOPES = {
    "engine modules": [f"ginrules/{m}.py" for m in ENGINE],
    "whole package": ["ginrules"],
    "tutor, build and benchmarks": ["gintutor", "build.py", "benchmarks"],
}


@pytest.mark.parametrize("scope", list(SCOPES))
def test_mypy_strict(scope: str) -> None:
    proc = run(tool("mypy"), "--strict", *SCOPES[scope])
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_strict_on_the_page_controllers() -> None:
    """site/app is the package `app` in the browser: checked as that package."""
    proc = run(tool("mypy"), "--strict", "-p", "app", env={"MYPYPATH": str(ROOT / "site")})
    assert proc.returncode == 0, proc.stdout + proc.stderr


MISTYPED_KINDS = """
from ginrules.players.advice import Advice, Rating
from ginrules.table.rules import Rules
from ginrules.gin.showdown import HandResult
from ginrules.table.view import Event


def mistyped(e: Event, r: HandResult, a: Advice, g: Rating, rules: Rules) -> list[bool]:
    return [e.kind == "drwa", r.kind == "gni", r.winner == "knockr", a.decision == "wiat",
            g.grade == "mistkae", rules.stock_exhausted == "reshufle"]
"""


def test_mypy_catches_a_mistyped_kind(tmp_path: Path) -> None:
    """Kinds compared as words are Literal types: each misspelling above is an error."""
    path = tmp_path / "mistyped.py"
    path.write_text(MISTYPED_KINDS, encoding="utf-8")
    proc = run(tool("mypy"), "--strict", "--no-incremental", str(path))
    for word in ("drwa", "gni", "knockr", "wiat", "mistkae", "reshufle"):
        assert f"Literal['{word}']" in proc.stdout, proc.stdout


@pytest.mark.parametrize("scope", ["engine modules", "whole package", "the whole repository"])
def test_ruff(scope: str) -> None:
    target = {**SCOPES, "the whole repository": ["."]}[scope]
    proc = run(tool("ruff"), "check", *target)
    assert proc.returncode == 0, proc.stdout + proc.stderr
