"""Run the doctest examples in every ginrules module, in every room (pytest's testpaths is
tests/)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import ginrules

MODULES = sorted(m.name.removeprefix("ginrules.")
                 for m in pkgutil.walk_packages(ginrules.__path__, "ginrules.")
                 if not m.name.endswith("__main__"))
#: Modules whose examples teach the engine: they must keep some.
WITH_EXAMPLES = ("core.cards", "core.melds", "core.arrangement", "core.layoff", "core.explain",
                 "gin.discards", "gin.showdown", "table.rules")


@pytest.mark.parametrize("name", ["__init__", *MODULES])
def test_doctests(name: str) -> None:
    module = ginrules if name == "__init__" else importlib.import_module(f"ginrules.{name}")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in ginrules.{name}"
    if name in WITH_EXAMPLES:
        assert result.attempted > 0, f"ginrules.{name} should have examples"


def test_engine_docs_examples_run() -> None:
    """docs/engine.md's examples are doctests too (code fences stripped)."""
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "docs" / "engine.md"
    text = "\n".join("" if line.startswith("```") else line
                     for line in path.read_text(encoding="utf-8").splitlines())
    test = doctest.DocTestParser().get_doctest(text, {}, "engine.md", str(path), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 20 and result.failed == 0


def test_every_module_with_examples_is_found() -> None:
    """The walk reaches the rooms (it once read only the top folder)."""
    assert set(WITH_EXAMPLES) <= set(MODULES)
