"""The review page's state: one object, made at start and handed to every part."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gintutor.practice.kept import KeptHands
from gintutor.review import HandReview, ReviewRecord


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
