"""The review's "play this deal again" (issue 46): the hand under review dealt again on
the practice page, the same cards to the same seats at the same score against the same
computer (:mod:`gintutor.practice.deal_again`). This page makes the session, with the first
play as this review found it, saves it where the practice page keeps its game (and
takes that game over, so a practice tab still open stops saving over it) and opens the
practice page."""

from __future__ import annotations

import time
from typing import Any

from app.common import announce, on, q, save_text, set_text
from app.review.state import ReviewPage
from js import window  # type: ignore[import-not-found]

from gintutor.review import WORDS

__all__ = ["draw_again", "listen"]


def _playable(st: ReviewPage) -> bool:
    """The hand under review can be dealt again: a kept game's (or a file's) hand the
    record's learner played, reviewed from their seat, with the game's save to reach it."""
    record, review = st.record, st.review
    return (record is not None and review is not None and st.queue_kind == ""
            and record.learner is not None and review.seat == record.learner
            and isinstance(record.data.get("game"), dict))


def draw_again(st: ReviewPage) -> None:
    q("#rv-again-box").hidden = not _playable(st)


def _start(st: ReviewPage) -> None:
    from app.practice.state import OWNER_KEY

    from gintutor import practice as pr
    from gintutor.practice.deal_again import AgainError, again_session, play_of

    if not _playable(st):
        return
    record, review = st.record, st.review
    assert record is not None and review is not None
    try:
        session = again_session(record.data, review.index, play_of(review))
    except AgainError as err:
        said = WORDS.say("again.cannot", st.lang, reason=str(err))
        set_text(q("#rv-said"), said)
        announce(said)
        return
    if save_text(pr.SAVE_KEY, session.to_json()):
        save_text(OWNER_KEY, f"{time.time_ns()}-review")
        window.location.href = str(q("#rv-again").dataset.practice)


def listen(st: ReviewPage) -> None:
    def clicked(_ev: Any) -> None:
        _start(st)

    on(q("#rv-again"), "click", clicked)
