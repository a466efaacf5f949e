"""Explanations: every message exists in English and Dutch and every id used exists."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from ginrules import Card, Step, parse_cards, render
from ginrules.messages import MESSAGES, TERMS

PACKAGE = Path(__file__).resolve().parents[2] / "ginrules"
ENGINE_FILES = ["arrangement", "layoff", "melds", "scoring", "cli"]


def test_every_message_has_both_languages_with_the_same_fields() -> None:
    fmt = string.Formatter()
    for msg_id, langs in MESSAGES.items():
        assert set(langs) == {"en", "nl"}, msg_id
        fields = [{f for _, f, _, _ in fmt.parse(langs[lang]) if f} for lang in ("en", "nl")]
        assert fields[0] == fields[1], msg_id
        assert langs["en"].strip() and langs["nl"].strip()


def test_terms_cover_the_same_words() -> None:
    assert set(TERMS["en"]) == set(TERMS["nl"])
    assert TERMS["nl"]["set"] == "setje" and TERMS["nl"]["run"] == "serie"


def test_every_step_id_in_the_engine_has_a_message() -> None:
    used: set[str] = set()
    for name in ENGINE_FILES:
        text = (PACKAGE / f"{name}.py").read_text(encoding="utf-8")
        used |= set(re.findall(r'Step\(\s*"([a-z_.]+)"', text))
        used |= set(re.findall(r'step_id = "([a-z_.]+)"', text))
        used |= set(re.findall(r'"((?:meld|score|layoff|deadwood|discard|sheet)\.[a-z_.]+)"', text))
    missing = sorted(u for u in used if u not in MESSAGES)
    assert not missing
    assert len(used) > 30


def test_dutch_uses_the_sources_vocabulary() -> None:
    words = " ".join(m["nl"] for m in MESSAGES.values())
    for term in ("dood hout", "kloppen", "setje", "serie", "gin", "bijleggen", "klopper"):
        assert term in words.lower(), term


def test_render_formats() -> None:
    step = Step("deadwood.total", {"cards": parse_cards("KS 3D"), "total": 13})
    assert render(step) == "Deadwood: K♠ 3♦ = 10 + 3 = 13 points."
    assert render(step, "nl") == "Dood hout: K♠ 3♦ = 10 + 3 = 13 punten."
    assert render(Step("deadwood.single", {"cards": (Card("AS"),), "total": 1})) == (
        "Deadwood: A♠ = 1 point.")
    assert render([step, step]) == [render(step)] * 2
    with pytest.raises(ValueError, match="unknown language"):
        render(step, "fr")


def test_steps_are_values() -> None:
    a = Step("deadwood.single", {"cards": (Card("AS"),), "total": 1})
    b = Step("deadwood.single", {"cards": (Card("AS"),), "total": 1})
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a.to_dict() == {"id": "deadwood.single", "values": {"cards": ["AS"], "total": 1}}
