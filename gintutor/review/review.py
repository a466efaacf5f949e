"""A hand reviewed move by move: each decision of the reviewed seat judged by the points
it cost against the best move an analyser found, the best move's reason, the hand's
accuracy and its key moments (the costliest decisions first).

The work runs in slices (:meth:`HandAnalysis.slices` yields after each decision), so a
page can draw a progress bar between two and never freezes; CPython runs it whole with
:meth:`HandAnalysis.run`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ginrules.actions import Action
from ginrules.explain import Step
from ginrules.view import PlayerView
from gintutor.grades import ACCURATE, Grade, accuracy, grade
from gintutor.review.analysis import DEFAULT_ANALYSER, Analyser
from gintutor.review.record import Position, ReviewError, ReviewRecord

__all__ = ["KEY_MOMENTS", "HandAnalysis", "HandReview", "Judged", "Progress", "game_accuracy"]

#: How many of a hand's costliest decisions it names as its key moments.
KEY_MOMENTS = 3


@dataclass(frozen=True)
class Judged:
    """One decision of the reviewed seat: the move at ``step`` (an index into the hand's
    positions), what it cost against the best move, its grade, and why the best is best:
    ``reason``, the expert advisor's explanation when the analyser's best is the
    advisor's move too; ``samples`` and ``played_samples``, the deals the best and the
    played move were played out over (0: valued by an estimate); ``expert``, the
    advisor's move (the telling says the played-out figures against it when the
    analyser's search chose another)."""

    step: int
    action: Action
    best: Action
    loss: float
    grade: Grade
    values: tuple[tuple[Action, float], ...]  # every legal action, best first
    samples: int
    reason: tuple[Step, ...]
    played_samples: int = 0
    expert: Action | None = None


@dataclass(frozen=True)
class Progress:
    """How far an analysis is: ``done`` of ``total`` decisions weighed."""

    done: int
    total: int


@dataclass(frozen=True)
class HandReview:
    """A reviewed hand: its steps (:class:`~gintutor.review.record.Position`, before each
    move and the end) and every decision of ``seat`` judged."""

    index: int
    seat: int
    positions: tuple[Position, ...]
    decisions: tuple[Judged, ...]

    @property
    def accuracy(self) -> float | None:
        """The share of decisions graded best or good (None: the seat decided nothing)."""
        return accuracy([d.grade for d in self.decisions])

    @property
    def lost(self) -> float:
        return sum(d.loss for d in self.decisions)

    @property
    def key_moments(self) -> tuple[Judged, ...]:
        """The costliest decisions graded inaccuracy or worse, costliest first (ties: in
        the order played)."""
        costly = [d for d in self.decisions if d.grade not in ACCURATE]
        return tuple(sorted(costly, key=lambda d: (-d.loss, d.step))[:KEY_MOMENTS])

    def decision_at(self, step: int) -> Judged | None:
        return next((d for d in self.decisions if d.step == step), None)


def game_accuracy(reviews: Sequence[HandReview]) -> float | None:
    """Accuracy over a game's reviewed hands: the share of all their decisions graded
    best or good (each decision counts once, whichever hand it was in)."""
    return accuracy([d.grade for r in reviews for d in r.decisions])


def _expert(view: PlayerView) -> tuple[Action | None, tuple[Step, ...]]:
    """The expert advisor's move and its explanation (the reason given when the
    analyser's best move is the advisor's too)."""
    from ginrules.advisor import EXPERT, advise

    advice = advise(view, EXPERT)
    return advice.best, advice.explanation


class HandAnalysis:
    """The analysis of hand ``index`` of ``record`` for ``seat``: the hand is replayed at
    once (a record that does not replay raises ReviewError), then each decision is
    weighed by ``analyser`` in :meth:`slices` (over ``samples`` deals; None: the
    analyser's own for the game); :attr:`review` is set after the last."""

    def __init__(self, record: ReviewRecord, index: int, seat: int, *,
                 analyser: Analyser | None = None, samples: int | None = None,
                 seed: int = 0) -> None:
        if not 0 <= index < len(record.hands):
            raise ReviewError("no_hand", hand=index + 1)
        if seat not in record.seats_of(index):
            raise ReviewError("no_seat", hand=record.title(index)[0])
        self.record = record
        self.index = index
        self.seat = seat
        self.analyser = analyser if analyser is not None else DEFAULT_ANALYSER
        self.samples = samples
        self.seed = seed
        self.positions = tuple(record.positions(index, seat))
        #: the steps where the seat chose among two or more moves
        self.choices = tuple(i for i, p in enumerate(self.positions)
                             if p.mover == seat and len(p.view.legal_actions) > 1)
        self.review: HandReview | None = None

    @property
    def total(self) -> int:
        return len(self.choices)

    def slices(self) -> Iterator[Progress]:
        """Weigh one decision per step, saying how far it is; the review is ready once
        the last is yielded."""
        judged: list[Judged] = []
        yield Progress(0, self.total)
        for done, step in enumerate(self.choices, 1):
            judged.append(self._judge(step))
            yield Progress(done, self.total)
        self.review = HandReview(self.index, self.seat, self.positions, tuple(judged))

    def run(self) -> HandReview:
        """The whole analysis at once."""
        for _progress in self.slices():
            pass
        assert self.review is not None
        return self.review

    def _judge(self, step: int) -> Judged:
        pos = self.positions[step]
        assert pos.move is not None
        valued = self.analyser(pos.view, samples=self.samples, seed=self.seed + step,
                               played=pos.move)
        values = tuple(sorted(((v.action, float(v.value)) for v in valued),
                              key=lambda av: -av[1]))
        chosen = next((value for action, value in values if action == pos.move), None)
        if not values or chosen is None:
            raise ReviewError("analyser", move=str(pos.move))
        best, top = values[0]
        if chosen >= top - 1e-9:  # the learner's move is as good as any: it is shown as best
            best = pos.move
        loss = max(0.0, top - chosen)
        deals = {v.action: int(v.samples) for v in valued}
        expert: Action | None = None
        reason: tuple[Step, ...] = ()
        if best != pos.move:
            expert, explanation = _expert(pos.view)
            reason = explanation if expert == best else ()
        return Judged(step, pos.move, best, round(loss, 2), grade(loss), values,
                      deals.get(best, 0), reason, deals.get(pos.move, 0), expert)
