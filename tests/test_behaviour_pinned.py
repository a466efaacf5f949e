"""No behaviour change where none is meant: seeded self-play records and every lesson
answer, question, hint and verdict are what tests/behaviour.json recorded (see
tests/behaviour.py for what, and how to re-record for a deliberate change)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.behaviour import lesson_digests, selfplay_digests

PINNED = json.loads(Path(__file__).with_name("behaviour.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("part, now", [("selfplay", selfplay_digests),
                                       ("lessons", lesson_digests)])
def test_the_same_seeds_play_and_teach_the_same_as_recorded(part: str, now: object) -> None:
    assert callable(now)
    found = now()
    pinned = PINNED[part]
    assert sorted(found) == sorted(pinned)
    changed = [key for key in pinned if found[key] != pinned[key]]
    assert not changed, f"{len(changed)} of {len(pinned)} changed: {', '.join(changed[:8])}"
