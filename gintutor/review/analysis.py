"""What the review asks of a player that can weigh moves: every legal action's value.

An **analyser** is any callable ``analyser(view, samples=N, seed=S)`` that returns, for
the seat of ``view`` and every legal action, an object with ``action``, ``value`` (the
expected net points for that seat after the action) and ``samples``, best first: the
shape of ``ginrules.search.action_values``. The review needs nothing else of it, so a
stronger analyser plugs in without a change here; tests inject their own.

:data:`DEFAULT_ANALYSER` is the one line that chooses the review's analyser. It is
:func:`advisor_values`, the expert advisor's estimate (each action's value is minus the
points the advisor thinks it loses against its best), and not yet the search's
``action_values``: that search plays its deals out with the beginner's rule, which judged
mid-hand moves worse than the expert does (docs/engine.md, "Thinking ahead: the
search"), and it needs several seconds a hand in the browser. A review must not grade a
learner by a weaker judge.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ginrules.actions import Action
from ginrules.view import PlayerView

__all__ = [
    "DEFAULT_ANALYSER",
    "REVIEW_SAMPLES",
    "AdvisorValue",
    "Analyser",
    "Valued",
    "advisor_values",
]

#: The sample budget the review asks an analyser for (larger than the hint's).
REVIEW_SAMPLES = 48


class Valued(Protocol):
    """One legal action and what an analyser thinks it is worth."""

    @property
    def action(self) -> Action: ...

    @property
    def value(self) -> float: ...

    @property
    def samples(self) -> int: ...


class Analyser(Protocol):
    """Every legal action of ``view``'s seat with its value, best first."""

    def __call__(self, view: PlayerView, *, samples: int, seed: int) -> Sequence[Valued]: ...


@dataclass(frozen=True)
class AdvisorValue:
    """An action valued by the advisor (it plays nothing out: one estimate)."""

    action: Action
    value: float
    samples: int = 1


def advisor_values(view: PlayerView, *, samples: int = REVIEW_SAMPLES,
                   seed: int = 0) -> tuple[AdvisorValue, ...]:
    """The expert advisor's estimate of every legal action: minus the points it thinks
    the action loses against its best (``samples`` and ``seed`` are not needed: it
    samples nothing)."""
    from ginrules.advisor import EXPERT, advise

    advice = advise(view, EXPERT)
    return tuple(AdvisorValue(action, -loss) for action, loss in advice.losses)


#: The review's analyser: the one line to change for a stronger one (the module's
#: docstring says why it is not yet ``ginrules.search.action_values``).
DEFAULT_ANALYSER: Analyser = advisor_values
