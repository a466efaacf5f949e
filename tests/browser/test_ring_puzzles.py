"""Puzzles for more than two players in a real browser: a seven-card showdown and a pairs
hand open from their links, a wrong answer is named without the answer, a right one is
solved, by keyboard, in English and Dutch, on a phone too.

Run alone:  .venv/bin/pytest tests/browser/test_ring_puzzles.py -q
"""

from __future__ import annotations

from typing import Any

import pytest

from ginrules import format_cards
from gintutor.puzzles.showdown import make_seven_puzzle
from gintutor.puzzles.two_tables import make_pairs_puzzle

pytestmark = pytest.mark.browser


def _codes(page: Any, selector: str) -> list[str]:
    return page.locator(f"{selector} [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )


def _no_sideways_scroll(page: Any) -> None:
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"the puzzle is {overflow} px wider than a 360 px phone"


def test_a_seven_card_link_answered_wrong_then_right_by_keyboard(
    page: Any, goto_ready: Any, tools: Any
) -> None:
    goto_ready(page, "en/puzzles/?seed=seven-a&level=8&rules=standard")
    p = make_seven_puzzle("seven-a", 8, "standard")
    (seat, card, owner), = p.blocked()
    assert len(p.names) == 4 and p.result.kind == "knock"
    # The page shows the engine's showdown: the knocker's spread and every defender's hand.
    every = sorted(c.code for hand in p.hands for c in hand)
    assert sorted(_codes(page, "#pz-x-body")) == every
    assert page.locator("#pz-knocker").is_hidden() and page.locator("#pz-winner").is_hidden()
    assert page.locator("#pz-x-knocker-h").inner_text() == f"{p.names[p.knocker_seat]} knocks"
    assert "seven-a" in page.locator("#pz-title").inner_text()
    rule_lines = page.locator("#pz-rule-lines").inner_text()
    assert "Undercut bonus: 20." in rule_lines
    assert "but onto a card they laid off themselves" in rule_lines  # the rule a payment may use
    tools.screenshot(page, "puzzles-seven-1280x800")

    # Wrong: the refused layoff laid off anyway (one payment too low).
    winner = p.names[p.winner_seat]
    page.get_by_role("radio", name=winner, exact=True).check()
    for s, name in enumerate(p.names):
        wrong = p.paid(s) - card.value if s == seat else p.paid(s)
        page.get_by_label(f"What does {name} pay?").fill(str(wrong))
    page.get_by_label(f"What does {p.names[-1]} pay?").press("Enter")
    feedback = page.locator("#pz-feedback")
    feedback.get_by_text("Not yet").wait_for()
    said = feedback.inner_text()
    assert f"{p.names[seat]}'s payment lays {format_cards([card], 'en')}" in said
    assert f"onto {p.names[owner]}'s layoff" in said
    assert str(p.paid(seat)) not in said
    assert page.locator("#pz-solution-box").is_hidden()
    # A hint: where to look, not the answer.
    page.get_by_role("button", name="Hint 1").click()
    hint = page.locator("#pz-hint-list")
    hint.get_by_text("never onto a card another opponent laid off").wait_for()
    assert str(p.paid(seat)) not in hint.inner_text()
    tools.screenshot(page, "puzzles-seven-wrong-1280x800")
    page.set_viewport_size({"width": 360, "height": 640})
    tools.screenshot(page, "puzzles-seven-wrong-360x640")
    _no_sideways_scroll(page)

    # Right at the second try: 2 stars, and the engine's solution.
    page.get_by_label(f"What does {p.names[seat]} pay?").fill(str(p.paid(seat)))
    page.get_by_label(f"What does {p.names[seat]} pay?").press("Enter")
    feedback.get_by_text("Right!").wait_for()
    assert feedback.inner_text().count("Right") == 1, feedback.inner_text()
    assert "2 of 3 stars" in page.locator("#pz-stars").inner_text()
    solution = page.locator("#pz-solution").inner_text()
    assert p.solution("en")[-1] in solution and "may not lay off" in solution
    tools.screenshot(page, "puzzles-seven-solved-360x640")
    _no_sideways_scroll(page)


def test_a_dutch_pairs_link_names_the_mistake_then_is_solved(
    page: Any, goto_ready: Any, tools: Any
) -> None:
    goto_ready(page, "nl/puzzles/?seed=pairs-c&level=9&rules=standard")
    p = make_pairs_puzzle("pairs-c", 9, "standard")
    one, two = p.tables
    assert p.team_of[one.winner_seat] != p.team_of[two.winner_seat]  # the tables differ
    for table in p.tables:
        want = [*table.hand.knocker_cards, *table.hand.defender_cards]
        got = _codes(page, f"section[aria-labelledby='pz-x-t{table.number}-h']")
        assert sorted(got) == sorted(c.code for c in want)
    assert page.locator("#pz-rummy").is_hidden() and page.locator("#pz-winner").is_hidden()
    tools.screenshot(page, "puzzles-pairs-nl-1280x800")

    # Wrong: table 1's points off, and the two tables added up.
    for table in p.tables:
        n = table.number
        page.get_by_role("group", name=f"Wie scoort aan tafel {n}?").get_by_role(
            "radio", name=p.names[table.winner_seat], exact=True).check()
        points = table.result.points + (1 if n == 1 else 0)
        page.get_by_label(f"Hoeveel punten aan tafel {n}?").fill(str(points))
    page.get_by_role("radio", name=p.teams[p.net_team], exact=True).check()
    page.get_by_label("Met hoeveel punten?").fill(str(one.result.points + two.result.points))
    page.get_by_role("button", name="Controleer mijn antwoord").click()
    feedback = page.locator("#pz-feedback")
    feedback.get_by_text("Nog niet").wait_for()
    said = feedback.inner_text()
    assert "Tafel 1:" in said and "Tafel 2: goed" in said
    assert "ze gingen naar verschillende teams" in said
    assert f" {p.net_points} " not in f" {said} "
    page.set_viewport_size({"width": 360, "height": 640})
    tools.screenshot(page, "puzzles-pairs-nl-wrong-360x640")
    _no_sideways_scroll(page)

    page.get_by_label("Hoeveel punten aan tafel 1?").fill(str(one.result.points))
    page.get_by_label("Met hoeveel punten?").fill(str(p.net_points))
    page.get_by_label("Met hoeveel punten?").press("Enter")
    feedback.get_by_text("Goed zo!").wait_for()
    said = feedback.inner_text()
    assert said.count("Goed") == 1, said
    assert f"Per saldo gaan {p.teams[p.net_team]} er {p.net_points} punten op vooruit." in said
    assert page.locator("#pz-intro").inner_text().startswith("Gin met vier spelers in teams")
    assert "Ronde 1:" in page.locator("#pz-solution").inner_text()
    tools.screenshot(page, "puzzles-pairs-nl-solved-360x640")
    _no_sideways_scroll(page)


def test_the_pairs_answer_comes_with_show_the_answer(page: Any, goto_ready: Any) -> None:
    goto_ready(page, "en/puzzles/?seed=pairs-a&level=9&rules=hoyle")
    p = make_pairs_puzzle("pairs-a", 9, "hoyle")
    assert "house rules: Hoyle" in page.locator("#pz-rules").inner_text()
    rule_lines = page.locator("#pz-rule-lines").inner_text()
    assert "Gin bonus: 25" in rule_lines and "do not play big gin" in rule_lines
    page.get_by_role("button", name="Show the answer").click()
    page.locator("#pz-solution-box").wait_for()
    hints = page.locator("#pz-hint-list").inner_text()
    assert f"gain {p.net_points}" in hints


def test_house_rules_links_and_a_link_with_other_rules(page: Any, goto_ready: Any) -> None:
    goto_ready(page, "en/puzzles/?seed=seven-b&level=8&rules=hoyle")
    note = page.locator("#pz-link-note")
    assert note.inner_text() == ("This link names house rules “hoyle”, which this level does "
                                 "not play: here are the Standard rules instead.")
    assert "rules=standard" in page.url
    page.get_by_role("link", name="Payout table (undercut 10)").click()
    page.wait_for_function("location.search.includes('rules=payout-table')")
    page.locator("#pz-rule-lines").get_by_text("Undercut bonus: 10.").wait_for()
    assert note.is_hidden()
    # From seven-card gin's own house rules, the gin levels' chips take the learner's.
    href = page.locator(".pz-levels a[data-level='9']").get_attribute("href")
    assert href == "?level=9&rules=standard"
    goto_ready(page, "nl/puzzles/?seed=x&level=1&rules=payout-table")
    assert "huisregels “payout-table”" in note.inner_text()
    assert "rules=standard" in page.url and page.locator("#pz-knocker").is_visible()
