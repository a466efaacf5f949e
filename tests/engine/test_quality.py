"""mypy --strict and ruff are clean on the engine (skipped only if a tool is absent)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
ENGINE = ["__init__", "__main__", "arrangement", "cards", "cli", "errors", "explain", "layoff",
          "melds", "messages", "reader", "rules", "scoring", "words"]


def tool(name: str) -> str:
    path = BIN / name
    if path.exists():
        return str(path)
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)


@pytest.mark.parametrize("scope", ["engine modules", "whole package"])
def test_mypy_strict(scope: str) -> None:
    target = [f"ginrules/{m}.py" for m in ENGINE] if scope == "engine modules" else ["ginrules"]
    proc = run(tool("mypy"), "--strict", *target)
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.parametrize("scope", ["engine modules", "whole package"])
def test_ruff(scope: str) -> None:
    target = [f"ginrules/{m}.py" for m in ENGINE] if scope == "engine modules" else ["ginrules"]
    proc = run(tool("ruff"), "check", *target)
    assert proc.returncode == 0, proc.stdout + proc.stderr
