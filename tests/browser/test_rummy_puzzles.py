"""Rummy scoring puzzles in a real browser: a link opens the engine's hand, a wrong answer
is named without the answer, a right one is solved, in English and Dutch, on a phone too.

Run alone:  .venv/bin/pytest tests/browser/test_rummy_puzzles.py -q
"""

from __future__ import annotations

from typing import Any

import pytest

from gintutor.puzzles.rummy import make_rummy_puzzle

pytestmark = pytest.mark.browser


def _codes(page: Any, selector: str) -> list[str]:
    return page.locator(f"{selector} [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )


def _no_sideways_scroll(page: Any) -> None:
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"the Rummy puzzle is {overflow} px wider than a 360 px phone"


def test_a_rummy_puzzle_link_answered_wrong_then_right(
    page: Any, goto_ready: Any, tools: Any
) -> None:
    goto_ready(page, "en/puzzles/?seed=rummy-c&level=7&rules=standard")
    p = make_rummy_puzzle("rummy-c", 7, "standard")
    assert p.rummy and len(p.names) == 5
    # The page shows the engine's hand: every payer's cards, the melds on the table.
    want = [c.code for s in p.payers for c in sorted(p.left(s), key=lambda c: c.index)]
    assert sorted(_codes(page, "#pz-r-left")) == sorted(want)
    assert sorted(_codes(page, "#pz-r-table")) == sorted(c.code for m in p.table for c in m.cards)
    # The whole hand from its deal, so every hand size and the verdict can be worked out.
    assert page.locator("#pz-r-deal").inner_text() == p.deal_line("en")
    assert "dealt 6 cards to each of the 5 players" in p.deal_line("en")
    turns = page.locator("#pz-r-history li").all_inner_texts()
    assert turns == [*p.history("en"), f"{p.winner} has no cards left."]
    assert page.locator("#pz-knocker").is_hidden() and page.locator("#pz-winner").is_hidden()
    assert "rummy-c" in page.locator("#pz-title").inner_text()
    tools.screenshot(page, "puzzles-rummy-1280x800")

    # Wrong: not rummy, so every payment single (and the score their sum).
    page.get_by_role("radio", name="No, plain going out").check()
    single = {s: p.paid(s) // 2 for s in p.payers}
    for s in p.payers:
        page.get_by_label(f"What does {p.names[s]} pay?").fill(str(single[s]))
    page.get_by_label(f"What does {p.winner} score?").fill(str(sum(single.values())))
    page.get_by_role("button", name="Check my answer").click()
    feedback = page.locator("#pz-feedback")
    feedback.get_by_text("Not yet").wait_for()
    said = feedback.inner_text()
    assert "Rummy or not is not right yet" in said
    assert f"{p.names[p.payers[0]]}'s payment is not doubled" in said
    assert "This was rummy" not in page.locator("#pz").inner_text()
    assert str(p.result.points) not in said
    assert page.locator("#pz-solution-box").is_hidden()
    tools.screenshot(page, "puzzles-rummy-wrong-1280x800")
    page.set_viewport_size({"width": 360, "height": 640})
    tools.screenshot(page, "puzzles-rummy-wrong-360x640")
    _no_sideways_scroll(page)

    # Right at the second try: 2 stars, and the engine's solution.
    page.get_by_role("radio", name="Yes, rummy (double)").check()
    for s in p.payers:
        page.get_by_label(f"What does {p.names[s]} pay?").fill(str(p.paid(s)))
    page.get_by_label(f"What does {p.winner} score?").fill(str(p.result.points))
    page.get_by_role("button", name="Check my answer").click()
    feedback.get_by_text("Right!").wait_for()
    said = feedback.inner_text()
    assert said.count("Right") == 1 and "This was rummy" in said, said
    assert page.locator("#pz-intro").inner_text().startswith("A hand of Classic Rummy")
    assert "2 of 3 stars" in page.locator("#pz-stars").inner_text()
    assert p.solution("en")[-1] in page.locator("#pz-solution").inner_text()
    tools.screenshot(page, "puzzles-rummy-solved-360x640")
    _no_sideways_scroll(page)


def test_dutch_rummy_puzzle_names_the_mistake_in_dutch(
    page: Any, goto_ready: Any, tools: Any
) -> None:
    goto_ready(page, "nl/puzzles/?seed=out-a&level=6&rules=standard")
    p = make_rummy_puzzle("out-a", 6, "standard")
    assert not p.rummy
    first = p.payers[0]
    assert page.locator("#pz-r-kind").is_hidden()  # level 6 does not ask it
    for s in p.payers:
        wrong = p.paid(s) * 2 if s == first else p.paid(s)
        page.get_by_label(f"Hoeveel betaalt {p.names[s]}?").fill(str(wrong))
    page.get_by_label(f"Hoeveel scoort {p.winner}?").fill("1")
    page.get_by_role("button", name="Controleer mijn antwoord").click()
    feedback = page.locator("#pz-feedback")
    feedback.get_by_text("Nog niet").wait_for()
    said = feedback.inner_text()
    assert f"Wat {p.names[first]} betaalt is verdubbeld" in said
    assert f"1 is niet de score van {p.winner}" in said
    tools.screenshot(page, "puzzles-rummy-nl-1280x800")
    page.set_viewport_size({"width": 360, "height": 640})
    tools.screenshot(page, "puzzles-rummy-nl-360x640")
    _no_sideways_scroll(page)
    for s in p.payers:
        page.get_by_label(f"Hoeveel betaalt {p.names[s]}?").fill(str(p.paid(s)))
    page.get_by_label(f"Hoeveel scoort {p.winner}?").fill(str(p.result.points))
    page.get_by_role("button", name="Controleer mijn antwoord").click()
    feedback.get_by_text("Goed zo!").wait_for()
    # The gin levels still open from their chips, in place.
    page.locator(".pz-levels a[data-level='1']").click()
    page.wait_for_function("location.search.includes('level=1')")
    page.locator("#pz-knocker [data-card]").first.wait_for()
    assert page.locator("#pz-rummy").is_hidden() and page.locator("#pz-winner").is_visible()


def test_a_damaged_link_says_so(page: Any, goto_ready: Any) -> None:
    goto_ready(page, "en/puzzles/?seed=abc&level=8x&rules=standard")
    note = page.locator("#pz-link-note")
    assert note.inner_text() == ("This link names level “8x”, which is no puzzle level: here is "
                                 "a level 1 puzzle instead.")
    assert "level=1" in page.url
    page.locator(".pz-levels a[data-level='7']").click()
    page.wait_for_function("location.search.includes('level=7')")
    note.wait_for(state="hidden")
    goto_ready(page, "nl/puzzles/?seed=abc&level=12&rules=standard")
    assert "niveau “12”, maar dat niveau bestaat niet" in note.inner_text()
