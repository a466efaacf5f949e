"""Practice hands played to their end by a beginner in the learner's seat against the
master, kept and reviewed: shared by the one-verdict and the retry tests (one play per
game and test run)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ginrules.players.opponent import choose
from ginrules.table.view import PlayerView
from gintutor.practice import PracticeSession, Settings, new_session
from gintutor.practice.kept import session_record
from gintutor.practice.settings import PRACTICE_CHOICES
from gintutor.review import HandAnalysis, HandReview, ReviewRecord

#: Every game and player count of the practice menu ("gin", "rummy:4"...).
CHOICES = [c.key for c in PRACTICE_CHOICES]


@dataclass(frozen=True)
class KeptHand:
    """A played practice hand: the session, its kept record, its review, and every view
    the learner had at a decision, by the step of the hand it was taken at."""

    session: PracticeSession
    record: ReviewRecord
    review: HandReview
    seen: dict[int, PlayerView]


def played(choice: str, seed: int) -> tuple[PracticeSession, dict[int, PlayerView]]:
    """One hand of ``choice`` played to its end by a beginner in the learner's seat (coach
    off: every move is played), the master as the computer players; with the learner's
    views at each of its decisions, by the decision's step (its move's index in the
    hand)."""
    game, _, players = choice.partition(":")
    settings = Settings(mode="hand", seed=seed, coach=False, strength="master", game=game,
                        players=int(players or 0))
    session = new_session(settings)
    session.start()
    seen: dict[int, PlayerView] = {}
    for _ in range(3000):
        if session.deal_over:
            return session, seen
        if session.learner_to_act():
            view = session.view()
            before = len(session.decisions)
            session.play(choose(view, "beginner"))
            if len(session.decisions) > before:  # a decision judged: its step
                step = session.decisions[-1].step
                assert step is not None
                seen[step] = view
        else:
            session.run_computer()
    raise AssertionError("the hand did not end")


@cache
def _kept(choice: str, seed: int) -> KeptHand | None:
    """The hand of ``choice`` played from ``seed``, kept and reviewed (None: the learner
    sat it out, as a dealer of three-player gin does)."""
    session, seen = played(choice, seed)
    record = ReviewRecord.from_data(session_record(session))
    index = len(record.hands) - 1
    if 0 not in record.seats_of(index):
        return None
    return KeptHand(session, record, HandAnalysis(record, index, 0).run(), seen)


def kept_hand(choice: str, *, costly: bool = False) -> KeptHand:
    """The first hand of ``choice`` from seed 3 on that the learner plays (``costly``:
    and in which a decision was graded inaccuracy or worse)."""
    for seed in range(3, 30):
        kept = _kept(choice, seed)
        if kept is not None and (not costly or kept.review.key_moments):
            return kept
    raise AssertionError("no such hand in 27 seeds")
