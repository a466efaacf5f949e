"""Scoring puzzles in a real browser: a link reopens the same puzzle; answers get feedback.

Run alone:  .venv/bin/pytest tests/browser/test_puzzles.py -q
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from gintutor.puzzles import make_puzzle

pytestmark = pytest.mark.browser


def _codes(page: Any, selector: str) -> list[str]:
    return page.locator(f"{selector} [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )


def _address(page: Any) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(urlsplit(page.url).query).items()}


def test_a_puzzle_link_reopens_the_same_puzzle(
    site: Any, context: Any, page: Any, goto_ready: Any, tools: Any
) -> None:
    goto_ready(page, "en/puzzles/?seed=share-me&level=3&rules=standard")
    want = make_puzzle("share-me", 3, "standard")
    knocker, defender = _codes(page, "#pz-knocker"), _codes(page, "#pz-defender")
    # The page shows the engine's own puzzle for that seed, as the CPython side makes it.
    assert sorted(knocker) == sorted(c.code for c in want.knocker_cards)
    assert defender == [c.code for c in want.defender_cards]
    assert "share-me" in page.locator("#pz-title").inner_text()
    tools.screenshot(page, "puzzles-level3-1280")

    # "Next puzzle" moves on in place, with a new seed in the address ...
    page.get_by_role("link", name="Next puzzle").click()
    page.wait_for_function("!location.search.includes('share-me')")
    assert _address(page)["level"] == "3" and _codes(page, "#pz-defender") != defender

    # ... and the shared link, opened in another tab, shows the very same puzzle again.
    other = context.new_page()
    goto_ready(other, "en/puzzles/?seed=share-me&level=3&rules=standard")
    assert _codes(other, "#pz-knocker") == knocker
    assert _codes(other, "#pz-defender") == defender
    other.close()


def test_wrong_then_right_answer_feedback_and_streak(page: Any, goto_ready: Any) -> None:
    # The puzzle of the day: its seed is the date, put in the address so it can be shared.
    goto_ready(page, "en/puzzles/?daily=1")
    query = _address(page)
    assert query["seed"].startswith("day-") and query["rules"] == "standard"
    p = make_puzzle(query["seed"], int(query["level"]), "standard")
    page.get_by_role("button", name="Check my answer").click()
    assert "Choose who scores" in page.locator("#pz-feedback").inner_text()

    wrong_winner = "Defender" if p.result.winner == "knocker" else "Knocker"
    page.get_by_role("radio", name=wrong_winner).check()
    page.get_by_label("How many points?").fill(str(p.result.points))
    page.get_by_role("button", name="Check my answer").click()
    feedback = page.locator("#pz-feedback")
    feedback.get_by_text("Not quite").wait_for()
    assert "bad" in (feedback.get_attribute("class") or "")
    assert f"scores, not the {wrong_winner.lower()}" in feedback.inner_text()
    steps = page.locator("#pz-solution li")
    assert steps.count() >= 3  # both sides' deadwood and the score, step by step
    assert str(p.result.points) in steps.last.inner_text()
    assert "Streak: 0" in page.locator("#pz-streak").inner_text()
    assert f"Level {p.level}: 0 of 1" in page.locator("#pz-levels-record").inner_text()

    # A level-2 puzzle (layoffs asked), answered right, by keyboard-free clicks on the cards.
    page.get_by_role("link", name="Level 2 · layoffs").click()
    page.wait_for_function("location.search.includes('level=2')")
    seed = _address(page)["seed"]
    p2 = make_puzzle(seed, 2, "standard")
    assert p2.layoff_cards
    page.get_by_role(
        "radio", name="Knocker" if p2.result.winner == "knocker" else "Defender"
    ).check()
    page.get_by_label("How many points?").fill(str(p2.result.points))
    hand = page.get_by_role("group", name="The defender's hand")
    for card in p2.layoff_cards:
        hand.get_by_role("button", name=card.name("en"), exact=True).click()
    page.get_by_label("How many points?").press("Enter")
    feedback.get_by_text("Right!").wait_for()
    assert "good" in (feedback.get_attribute("class") or "")
    assert "Streak: 1" in page.locator("#pz-streak").inner_text()
