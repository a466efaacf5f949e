"""What the review asks of a player that can weigh moves: every legal action's value.

An **analyser** is any callable ``analyser(view, samples=N, seed=S, played=A)`` (``N``
None: the analyser's own budget for the game) that
returns, for the seat of ``view`` and every legal action, an object with ``action``,
``value`` (the expected net points for that seat after the action) and ``samples`` (the
deals it was played out over; 0: an estimate, not played out), best first: the shape of
``ginrules.search.master_values``. ``played`` is the move the seat made there: an
analyser may spend less on a decision whose played move needs no deeper look. The
review needs nothing else of it, so a stronger analyser plugs in without a change here;
tests inject their own.

:data:`DEFAULT_ANALYSER` is the one line that chooses the review's analyser. It is
:func:`master_review_values`: the strongest player, the master, as the practice hint
weighs a decision (``gintutor.practice.judge``), and where the learner played another
move than the hint would have given, the master at a larger budget than it plays with
(:func:`review_samples`: :data:`REVIEW_DEPTH` times its own guessed deals in that game). Everywhere
the master does not search, its judgement is the expert advisor's estimate
(``samples`` 0) and costs no more. Not the plain search of every move
(``ginrules.search.action_values``): its playouts judge mid-hand moves worse than the
expert does (docs/engine.md, "Thinking ahead: the search"), and the master searches only
where they can be trusted. :func:`advisor_values` is the expert's estimate alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ginrules.actions import Action
from ginrules.view import PlayerView

__all__ = [
    "DEFAULT_ANALYSER",
    "REVIEW_DEPTH",
    "AdvisorValue",
    "Analyser",
    "Valued",
    "advisor_values",
    "master_review_values",
    "review_samples",
]

#: How many times the master's own guessed deals in a game
#: (``ginrules.search.master_budget``) the review plays a searched decision out over where
#: the learner left the hint's move: deeper than the master plays and than the hint's look
#: (``gintutor.practice.judge.hint_samples``), within the 3 s a hand may take in the
#: browser (benchmarks/bench_browser.py): 48 deals in gin, 24 in Rummy.
REVIEW_DEPTH = 1.5


def review_samples(flow: str) -> int:
    """The deals the review weighs a searched decision over in hand flow ``flow`` (a
    variant's ``hand_flow``): :data:`REVIEW_DEPTH` times the master's own."""
    from ginrules.search import master_budget

    return round(master_budget(flow)[0] * REVIEW_DEPTH)


class Valued(Protocol):
    """One legal action and what an analyser thinks it is worth."""

    @property
    def action(self) -> Action: ...

    @property
    def value(self) -> float: ...

    @property
    def samples(self) -> int: ...


class Analyser(Protocol):
    """Every legal action of ``view``'s seat with its value, best first (``played``:
    the move the seat made there)."""

    def __call__(self, view: PlayerView, *, samples: int | None, seed: int,
                 played: Action) -> Sequence[Valued]: ...


@dataclass(frozen=True)
class AdvisorValue:
    """An action valued by the advisor (it plays nothing out: an estimate, 0 deals)."""

    action: Action
    value: float
    samples: int = 0


def advisor_values(view: PlayerView, *, samples: int | None = None, seed: int = 0,
                   played: Action | None = None) -> tuple[AdvisorValue, ...]:
    """The expert advisor's estimate of every legal action: minus the points it thinks
    the action loses against its best (``samples``, ``seed`` and ``played`` are not
    needed: it samples nothing and weighs every move alike)."""
    from ginrules.advisor import EXPERT, advise

    advice = advise(view, EXPERT)
    return tuple(AdvisorValue(action, -loss) for action, loss in advice.losses)


def master_review_values(view: PlayerView, *, samples: int | None = None, seed: int = 0,
                         played: Action | None = None) -> Sequence[Valued]:
    """The master's weighing of every legal action (``ginrules.search.master_values``):
    its own move first at 0, every other by the points it costs against that move.

    First as the practice hint weighs it (``gintutor.practice.judge.weigh``): where the
    master does not search, that is its whole judgement; where it searches and the seat
    ``played`` the hint's move, the hint's weighing grades it (best, as the hint said:
    the review never contradicts a hint the learner followed). Otherwise the master
    plays its candidates out over ``samples`` deals (None: :func:`review_samples` for the
    game): the review's deeper look goes to the decisions where the learner's move
    differs. The deals are seeded by the position, as the master plays (``seed`` is not
    needed): the same decision is weighed the same in any record, on the master's and
    the hint's deals and more."""
    from ginrules.search import master_values
    from gintutor.practice.judge import weigh

    hinted = weigh(view)
    if not hinted.searched or played == hinted.best:
        return hinted.values
    return master_values(view, samples=review_samples(view.hand_flow) if samples is None
                         else samples)


#: The review's analyser: the one line to change for another (the module's docstring
#: says why the master, and not the plain search).
DEFAULT_ANALYSER: Analyser = master_review_values
