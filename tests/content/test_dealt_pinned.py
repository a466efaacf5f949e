"""The same seed deals the same hands, forever: puzzle seeds are shared links ('wnvafg'),
and a lesson's "more practice" number N must stay the exercise the learner saw.

tests/content/dealt.json was recorded before the dealing code moved into
gintutor/dealing.py (issue 14), the games' parts (Rummy, seven cards, pairs) with their
courses and puzzle levels (issue 17); re-record it only for a deliberate, announced change.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.content.dealt import (
    games_practice_deals,
    games_puzzle_deals,
    practice_deals,
    puzzle_deals,
)

PINNED = json.loads((Path(__file__).with_name("dealt.json")).read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("part", "deal"),
    [("puzzles", puzzle_deals), ("practice", practice_deals),
     ("games_puzzles", games_puzzle_deals), ("games_practice", games_practice_deals)],
)
def test_the_same_seeds_deal_the_same_hands_as_recorded(part: str, deal: object) -> None:
    assert callable(deal)
    now = deal()
    pinned = PINNED[part]
    assert len(pinned) >= 200
    assert sorted(now) == sorted(pinned)
    changed = [key for key in pinned if now[key] != pinned[key]]
    assert not changed, f"{len(changed)} deals changed, first {changed[0]}: {now[changed[0]]}"
