"""Golden data (tests/golden/*.json): hands with values worked out by hand."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ginrules import (
    KnockError,
    Rules,
    all_best_arrangements,
    best_arrangement,
    deadwood_count,
    format_cards,
    parse_card,
    score_hand,
)
from ginrules.core.melds import melds_from_text

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def load(name: str) -> list[dict[str, Any]]:
    data = json.loads((GOLDEN / name).read_text(encoding="utf-8"))
    hands: list[dict[str, Any]] = data["hands"]
    return hands


@pytest.mark.parametrize("case", load("deadwood.json"), ids=lambda c: c["cards"] or "empty")
def test_deadwood_golden(case: dict[str, Any]) -> None:
    assert deadwood_count(case["cards"]) == case["deadwood"], case["note"]
    arr = best_arrangement(case["cards"])
    assert arr.deadwood_count == case["deadwood"]
    if "melds" in case:
        got = sorted(format_cards(m.cards, codes=True) for m in arr.melds)
        assert got == sorted(case["melds"]), case["note"]
    if "arrangements" in case:
        assert len(all_best_arrangements(case["cards"])) == case["arrangements"]


@pytest.mark.parametrize("case", load("scores.json"), ids=lambda c: c["note"][:40])
def test_score_golden(case: dict[str, Any]) -> None:
    rules = Rules.preset(case.get("rules", "standard")).with_options(**case.get("options", {}))
    upcard = parse_card(case["upcard"]) if "upcard" in case else None
    melds = melds_from_text(case["knocker_melds"]) if "knocker_melds" in case else None
    if "error" in case:
        assert case["error"] == "KnockError"
        with pytest.raises(KnockError):
            score_hand(case["knocker"], case["defender"], rules, melds, upcard)
        return
    r = score_hand(case["knocker"], case["defender"], rules, melds, upcard)
    for key in ("kind", "winner", "points", "knocker_deadwood", "defender_deadwood"):
        if key in case:
            assert getattr(r, key) == case[key], f"{key}: {case['note']}"
