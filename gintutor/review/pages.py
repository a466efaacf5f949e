"""The review page for the build (``build.review_pages``): its words, pre-rendered; the
kept games and the hand under review are drawn in the browser (``site/app/review/``).

Apart from the review's logic because only the build runs it."""

from __future__ import annotations

from typing import Any

from gintutor.practice.words import WORDS as PRACTICE_WORDS
from gintutor.review.words import WORDS

__all__ = ["SLUG", "site_pages"]

#: The page's address below the language (``en/review/``).
SLUG = "review"


def site_pages(lang: str) -> list[dict[str, Any]]:
    """The review page in one language: its words, and the practice page's (it loads the
    practice page's zip too, for the kept hands, the moves and the verdicts in words,
    because it imports them)."""
    texts = WORDS.table(lang)
    return [{"slug": SLUG, "title": texts["page.title"], "summary": texts["page.intro"],
             "context": {"rv": texts, "pr": PRACTICE_WORDS.table(lang)}}]
