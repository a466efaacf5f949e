"""docs/rules.md states the rules the code plays: its preset table is every Rules
option with each preset's value, and every option is explained."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from ginrules import Rules

DOC = (Path(__file__).parents[2] / "docs" / "rules.md").read_text(encoding="utf-8")


def table_rows(header: str) -> list[list[str]]:
    """The body rows of the markdown table whose header line starts with ``header``."""
    lines = DOC.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(header))
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def test_the_preset_table_is_every_option_of_every_preset() -> None:
    names = Rules.preset_names()
    rows = table_rows("| option | " + " | ".join(f"`{n}`" for n in names) + " |")
    assert [row[0].strip("`") for row in rows] == list(Rules.option_names())
    for row in rows:
        option = row[0].strip("`")
        for name, cell in zip(names, row[1:], strict=True):
            assert ast.literal_eval(cell.strip("`")) == getattr(Rules.preset(name), option), (
                option, name)


def test_every_option_is_explained_with_its_values() -> None:
    rows = table_rows("| option | meaning | values |")
    assert [row[0].strip("`") for row in rows] == list(Rules.option_names())
    assert all(len(row) == 3 and row[1] and row[2] for row in rows)
    # and each option is named in the prose (or the table) with a word about it
    for option in Rules.option_names():
        assert len(re.findall(f"`{option}`", DOC)) >= 2, option


def test_the_doc_quotes_each_seed() -> None:
    for phrase in ("minder dan tien punten", "10 of minder punten", "als de stapel op is",
                   "speciale bonus van 20 punten", "deelt ook de verliezer",
                   "wordt de volgende speler deler"):
        assert phrase.lower() in DOC.lower(), phrase
