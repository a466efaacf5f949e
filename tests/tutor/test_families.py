"""The family registry names every game, kind and puzzle level exactly once, and every
piece of code it names exists."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from ginrules.table.variants import VARIANTS
from gintutor import families
from gintutor.kinds import KINDS
from gintutor.puzzles.levels import ALL_LEVELS

ROOT = Path(__file__).resolve().parents[2]


def test_every_variant_is_played_by_exactly_one_family() -> None:
    named = [v for fam in families.FAMILIES for v in fam.variants]
    assert sorted(named) == sorted(v.name for v in VARIANTS)
    for v in VARIANTS:
        assert v.name in families.family_of_variant(v.name).variants


def test_every_kind_and_level_belongs_to_exactly_one_family() -> None:
    kinds = [k for fam in families.FAMILIES for k in fam.kinds]
    assert len(kinds) == len(set(kinds)), "a kind registered by two families"
    assert sorted(kinds) == sorted(KINDS)
    levels = [lv for fam in families.FAMILIES for lv in fam.puzzle_levels]
    assert sorted(levels) == sorted(ALL_LEVELS)
    for lv in ALL_LEVELS:
        assert lv in families.family_of_level(lv).puzzle_levels


def test_keys_are_unique_and_unknown_names_are_refused_in_words() -> None:
    keys = [fam.key for fam in families.FAMILIES]
    assert len(keys) == len(set(keys))
    assert families.family_named("rummy").key == "rummy"
    for ask, arg in ((families.family_named, "canasta"), (families.family_of_variant, "canasta"),
                     (families.family_of_level, 99)):
        with pytest.raises(families.UnknownFamilyError, match=r"canasta|99"):
            ask(arg)  # type: ignore[operator]


@pytest.mark.parametrize("fam", families.FAMILIES, ids=lambda f: f.key)
def test_the_code_each_family_names_exists(fam: families.Family) -> None:
    module, _, name = fam.practice_session.partition(":")
    assert hasattr(importlib.import_module(module), name)
    if fam.puzzles is not None:
        importlib.import_module(fam.puzzles)
    for page_module in (fam.practice_table, fam.puzzle_page):
        if page_module is not None:  # page modules import js: check the file only
            assert (ROOT / "site" / Path(*page_module.split("."))).with_suffix(".py").is_file()
    assert fam.score_pad is not None  # every game the product knows has its score pad
    from gintutor.score_pad.frame import PadFamily

    pad_module, _, pad_name = fam.score_pad.partition(":")
    assert issubclass(getattr(importlib.import_module(pad_module), pad_name), PadFamily)
    for files in fam.page_files.values():
        for path in files:
            where = ROOT / "site" if path.startswith("app/") else ROOT
            assert (where / path).is_file(), path
