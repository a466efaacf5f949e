"""The review page's state: one object, made at start and handed to every part."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gintutor.practice.kept import KeptHands
from gintutor.practice_set import SetPosition
from gintutor.review import HandReview, ReviewRecord
from gintutor.review.retry import Retry


@dataclass
class ReviewPage:
    """Everything the review page keeps between two events."""

    lang: str
    kept: KeptHands = field(default_factory=KeptHands)
    #: the record open now, and what it is: a kept game's id, or "file:<name>"
    record: ReviewRecord | None = None
    source: str = ""
    title: str = ""
    #: the hand under review and the step shown (an index into its positions)
    review: HandReview | None = None
    step: int = 0
    #: every hand reviewed since the page opened, by (source, hand, seat): the game's accuracy
    reviews: dict[tuple[str, int, int], HandReview] = field(default_factory=dict)
    run: int = 0  # bumped by every new analysis: an older one still under way stops
    tasks: list[Any] = field(default_factory=list)  # analyses and file reads under way
    #: the moment tried again now (None: the review's board is shown), the stars each
    #: moment of the hand under review earned (by step), and whether the review opened
    #: to try again at once (the address's ``retry=1``: practice's link after a hand)
    retry: Retry | None = None
    retry_stars: dict[int, int] = field(default_factory=dict)
    retry_on_ready: bool = False
    #: whether this retry has told the practice set (once: the first wrong try, the
    #: answer shown, or the right try); the positions being tried one after another
    #: (``queue_kind`` "set": the practice set's due today, ``?practise=due``; "starters":
    #: the computer's games', ``?practise=starters``; "idea": more of one idea, the
    #: home page's weak idea, ``?practise=idea``), the one tried now (its key and
    #: place) and which came out right
    settled: bool = False
    queue_kind: str = ""
    queue: list[SetPosition] = field(default_factory=list)
    set_key: str | None = None
    set_index: int = 0
    set_results: dict[str, bool] = field(default_factory=dict)
