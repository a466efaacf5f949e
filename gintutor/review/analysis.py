"""What the review asks of a judge: every legal action's value at a decision.

An **analyser** is any callable ``analyser(view)`` that returns, for the seat of
``view`` and every legal action, an object with ``action``, ``value`` (the expected net
points for that seat after the action) and ``samples`` (the deals it was played out
over; 0: an estimate, not played out): the shape of ``ginrules.players.search.master_values``.
The review needs nothing else of it, so another judge plugs in without a change here;
tests inject their own.

:data:`DEFAULT_ANALYSER` is the one line that chooses the review's analyser. It is
:func:`judge_values`: the practice judge's weighing of the position
(``gintutor.practice.judge.weigh``), the one the hint, the coach and the statistics read.
So the review gives every decision of a kept hand the verdict the coach gave it as it
was played: one move, one verdict (docs/architecture.md, "One verdict"). An earlier
review looked deeper (1.5 times the master's deals) where the learner left the hint's
move; over 153 searched Rummy decisions of a beginner (10 three-player hands) that
changed the grade of 12, and the review then disagreed with the coach about them.
:func:`advisor_values` is the expert advisor's estimate alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ginrules.core.actions import Action
from ginrules.table.view import PlayerView
from gintutor.practice.verdict import Valued

__all__ = ["DEFAULT_ANALYSER", "AdvisorValue", "Analyser", "Valued", "advisor_values",
           "judge_values"]


class Analyser(Protocol):
    """Every legal action of ``view``'s seat with its value."""

    def __call__(self, view: PlayerView) -> Sequence[Valued]: ...


@dataclass(frozen=True)
class AdvisorValue:
    """An action valued by the advisor (it plays nothing out: an estimate, 0 deals)."""

    action: Action
    value: float
    samples: int = 0


def advisor_values(view: PlayerView) -> tuple[AdvisorValue, ...]:
    """The expert advisor's estimate of every legal action: minus the points it thinks
    the action loses against its best."""
    from ginrules.players.styles import EXPERT, advise

    advice = advise(view, EXPERT)
    return tuple(AdvisorValue(action, -loss) for action, loss in advice.losses)


def judge_values(view: PlayerView) -> Sequence[Valued]:
    """Every legal action as the practice judge weighs it (the master: its own move first
    at 0, every other by the points it costs against that move), the same weighing the
    hint and the coach read for this position."""
    from gintutor.practice.judge import weigh

    return weigh(view).values


#: The review's analyser: the one line to change for another (the module's docstring
#: says why the practice judge).
DEFAULT_ANALYSER: Analyser = judge_values
