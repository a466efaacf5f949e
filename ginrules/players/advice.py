"""What every advisor answers with: an :class:`Advice` (the best move, why, and the loss
of every other move) and a :class:`Rating` (a judged move).

These value types live apart from the advisors so that gin's advisor
(:mod:`ginrules.gin.advisor`) and Rummy's (:mod:`ginrules.rummy.advisor`) both build them
without one advisor importing the other; the coach, the review and the pages read them
the same way whichever game is played.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ginrules.core.actions import Action
from ginrules.core.errors import AdvisorError
from ginrules.core.explain import Step, render
from ginrules.core.grades import Grade

if TYPE_CHECKING:
    from ginrules.table.view import PlayerView

__all__ = ["Advice", "Decision", "Grade", "Rating", "waiting"]

#: The decision an :class:`Advice` answers ('wait': none, it is not this player's turn).
Decision = Literal["first_turn", "draw", "discard", "show", "layoff", "next", "wait"]


@dataclass(frozen=True)
class Advice:
    """The advisor's answer: ``best`` action, the ``decision`` it answers, the
    ``explanation`` (steps) and every legal action with its estimated ``loss`` in
    points against the best (0 for the best), best first."""

    best: Action | None  # None: nothing to decide now ('wait')
    decision: Decision
    explanation: tuple[Step, ...]
    losses: tuple[tuple[Action, float], ...] = ()

    @property
    def action(self) -> Action:
        """The best move; AdvisorError when the player has nothing to decide."""
        if self.best is None:
            raise AdvisorError("it is not this player's turn: there is no move to advise")
        return self.best

    def loss_of(self, action: Action) -> float:
        """The points ``action`` likely costs against the best (infinite: not legal)."""
        for a, loss in self.losses:
            if a == action:
                return loss
        return 0.0 if action == self.best else math.inf

    def text(self, lang: str = "en") -> list[str]:
        """The explanation in words."""
        return render(self.explanation, lang)


@dataclass(frozen=True)
class Rating:
    """A judged move: ``grade`` (on the one scale, :mod:`ginrules.core.grades`), ``loss``
    (points it likely cost against ``best``) and an ``explanation``."""

    action: Action
    grade: Grade
    loss: float
    best: Action
    explanation: tuple[Step, ...]

    def text(self, lang: str = "en") -> list[str]:
        """The explanation in words."""
        return render(self.explanation, lang)


def waiting(view: PlayerView) -> Advice:
    """The advice when this player has no move of the hand to make, the same in every
    hand flow: deal the next hand if that is the move, else wait."""
    if view.phase.is_over:
        nxt = Action.next_hand()
        if nxt in view.legal_actions:
            return Advice(nxt, "next", (Step("advice.next", {}),), ((nxt, 0.0),))
        return Advice(None, "wait", (Step("advice.next", {}),))
    return Advice(None, "wait", (Step("advice.wait", {}),))
