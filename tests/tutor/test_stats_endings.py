"""The learner's statistics count by the engine's endings (ginrules/table/endings.py):
every ending a hand is scored with has its line in the tally, the tally names no ending
the engine does not know, and a result of an unknown ending is refused, not counted as
nothing."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from ginrules.table.endings import ENDINGS, UnknownEndingError
from gintutor.stats import COUNTERS
from gintutor.stats.tally import AGAINST_THE_ENDER, ENDED_BY_YOU, hand_line


def test_every_scored_ending_has_its_line_and_no_other() -> None:
    scored = {e.name for e in ENDINGS if e.scored}
    assert set(ENDED_BY_YOU) == scored
    assert set(AGAINST_THE_ENDER) <= scored
    counted = {c for table in (ENDED_BY_YOU, AGAINST_THE_ENDER) for cs in table.values()
               for c in cs}
    assert counted == set(COUNTERS)


@dataclass(frozen=True)
class _Result:
    kind: str
    winner_seat: int = 0
    ended_by: int = 0

    def net_for(self, seat: int) -> int:
        return 10 if seat == self.winner_seat else -10


def test_an_ending_the_engine_does_not_know_is_refused() -> None:
    assert hand_line("gin", _Result("gin"), 0).counted == ("gins",)
    assert hand_line("rummy", _Result("rummy"), 0).counted == ("outs", "rummies")
    with pytest.raises(UnknownEndingError, match="no hand ends 'schneider'"):
        hand_line("gin", _Result("schneider"), 1)
