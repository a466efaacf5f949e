"""A hand reviewed move by move: each decision of the reviewed seat given its verdict
(:mod:`gintutor.practice.verdict`: the points it cost against the best move the judge
found, its grade, the best move's reason), the hand's accuracy and its key moments (the
costliest decisions first).

The work runs in slices (:meth:`HandAnalysis.slices` yields after each decision), so a
page can draw a progress bar between two and never freezes; CPython runs it whole with
:meth:`HandAnalysis.run`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ginrules.core.grades import accuracy
from gintutor.practice.judge import Weighing
from gintutor.practice.verdict import Judged, key_moments
from gintutor.review.analysis import DEFAULT_ANALYSER, Analyser
from gintutor.review.record import Position, ReviewError, ReviewRecord

__all__ = ["HandAnalysis", "HandReview", "Judged", "Progress", "game_accuracy"]


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
        the order played): :func:`gintutor.practice.verdict.key_moments`."""
        return tuple(d for d in key_moments(self.decisions) if isinstance(d, Judged))

    def decision_at(self, step: int) -> Judged | None:
        return next((d for d in self.decisions if d.step == step), None)


def game_accuracy(reviews: Sequence[HandReview]) -> float | None:
    """Accuracy over a game's reviewed hands: the share of all their decisions graded
    best or good (each decision counts once, whichever hand it was in)."""
    return accuracy([d.grade for r in reviews for d in r.decisions])


class HandAnalysis:
    """The analysis of hand ``index`` of ``record`` for ``seat``: the hand is replayed at
    once (a record that does not replay raises ReviewError), then each decision is
    weighed by ``analyser`` (the practice judge's weighing by default) in :meth:`slices`
    and given its verdict; :attr:`review` is set after the last."""

    def __init__(self, record: ReviewRecord, index: int, seat: int, *,
                 analyser: Analyser | None = None) -> None:
        if not 0 <= index < len(record.hands):
            raise ReviewError("no_hand", hand=index + 1)
        if seat not in record.seats_of(index):
            raise ReviewError("no_seat", hand=record.title(index)[0])
        self.record = record
        self.index = index
        self.seat = seat
        self.analyser = analyser if analyser is not None else DEFAULT_ANALYSER
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
        """The verdict on the move at ``step``, from the analyser's weighing of it, as the
        coach gives it (:meth:`gintutor.practice.judge.Weighing.verdict`)."""
        pos = self.positions[step]
        assert pos.move is not None
        valued = tuple(self.analyser(pos.view))
        if pos.move not in {v.action for v in valued}:
            raise ReviewError("analyser", move=str(pos.move))
        return Judged(step, Weighing(pos.view, valued).verdict(pos.move))
