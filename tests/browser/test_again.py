"""The same deal again in a real browser (issue 46): from the review of a kept hand,
"Play this deal again" opens the practice page with the same cards dealt to the same
seats; played to its end, the two plays stand side by side and the strongest player's
points on the deal come in; what the page says is checked against the same session in
CPython. Keyboard reach, Dutch, 360 px, screenshots.

Run alone:  .venv/bin/pytest tests/browser/test_again.py -q
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from practice_pages import fresh, hand, no_sideways_scroll, tab_to

from ginrules.table.sheet import signed
from gintutor.practice import PracticeSession
from gintutor.practice.deal_again import StrongestPlay, again_session, play_of
from gintutor.practice.kept import KEPT_FORMAT, KEPT_KEY, KEPT_VERSION
from tests.tutor.played_hands import kept_hand

pytestmark = pytest.mark.browser


def _reviewed(page: Any, tools: Any) -> None:
    page.wait_for_function(
        "!document.documentElement.hasAttribute('data-analysing')"
        " && !document.getElementById('rv-result').hidden",
        timeout=tools.WAIT_TIMEOUT_MS)


def _in_sync(page: Any, mirror: PracticeSession) -> None:
    page.wait_for_function(
        "prompt => document.querySelector('#pr-prompt').textContent.trim() === prompt",
        arg=mirror.prompt("en"))


def test_a_deal_played_again_deals_the_same_cards_and_compares_the_two_plays(
        page: Any, site: Any, goto_ready: Any, tools: Any) -> None:
    kept = kept_hand("gin")
    data = kept.record.data
    fresh(page, site, fast=True)
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [KEPT_KEY, json.dumps(
        {"format": KEPT_FORMAT, "version": KEPT_VERSION, "games": [data]})])
    goto_ready(page, "nl/review/?game=" + str(data["id"]))
    _reviewed(page, tools)
    assert page.locator("#rv-again").inner_text() == "Speel dit spel opnieuw"
    goto_ready(page, "en/review/?game=" + str(data["id"]))
    _reviewed(page, tools)
    no_sideways_scroll(page)
    page.locator("#rv-again-box").scroll_into_view_if_needed()
    tools.screenshot(page, "review-en-again-360x640")
    tab_to(page, lambda at: at == "rv-again", limit=80)  # reached by keyboard
    page.keyboard.press("Enter")
    tools.wait_ready(page)
    mirror = again_session(data, 0, play_of(kept.review))
    mirror.start()
    _in_sync(page, mirror)
    dealt = data["hands"][0]["dealt"][0]
    assert sorted(hand(page)) == sorted(c.code for c in mirror.view().hand)
    if mirror.view().hand and len(mirror.view().hand) == len(dealt):
        assert sorted(hand(page)) == sorted(dealt)  # before any card moved: the deal
    # play the hint to the end, on the page and in the mirror alike
    play_hint = page.get_by_role("button", name="Play the hint")
    for _ in range(80):
        _in_sync(page, mirror)
        if mirror.hand_over:
            break
        _w, best, _y = mirror.hint()
        assert best is not None
        play_hint.click()
        mirror.play(str(best), confirmed=True)
    assert mirror.hand_over
    page.locator("#pr-again").wait_for(state="visible")
    first = mirror.again.first
    rows = page.locator("#pr-again-rows tr").all_inner_texts()
    assert rows[0].split("\t")[0] == "Points for you"
    second = page.locator("#pr-again-rows td").all_inner_texts()

    from gintutor.practice.deal_again import second_play

    again = second_play(mirror)
    assert again is not None
    assert second == [signed(first.net), signed(again.net), str(first.decisions),
                      str(again.decisions), f"{first.accuracy}%", f"{again.accuracy}%"]
    strongest = StrongestPlay(mirror).run()
    page.wait_for_function(
        "() => document.getElementById('pr-again-best').textContent.includes('scores')",
        timeout=tools.WAIT_TIMEOUT_MS)
    assert page.locator("#pr-again-best").inner_text() == (
        "The master, playing the hint's move at every turn from your seat against the same "
        f"computer, scores {signed(strongest)} on this deal.")
    stored = PracticeSession.from_json(page.evaluate("localStorage.getItem('gin-tutor.practice')"))
    assert stored is not None and stored.again is not None
    assert stored.again.strongest_net == strongest  # kept: not measured again on reload
    no_sideways_scroll(page)
    page.locator("#pr-again").scroll_into_view_if_needed()
    tools.screenshot(page, "practice-en-again-360x640")
    kept_now = json.loads(page.evaluate("k => localStorage.getItem(k)", KEPT_KEY))
    assert [g["id"] for g in kept_now["games"]] == [data["id"], f"{data['id']}-again-1"]
