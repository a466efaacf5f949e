"""Practice against the computer in a real browser.

Each test keeps a *mirror*: the same PracticeSession played in CPython with the same
seed and moves. The page must show exactly what the mirror holds, so these tests check
the page against the engine rather than against numbers typed into the test.

Run alone:  .venv/bin/pytest tests/browser/test_practice.py -q
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from gintutor.practice import COACH_GRADE, PracticeSession, Settings, _rate

pytestmark = pytest.mark.browser


def _hand(page: Any) -> list[str]:
    return page.locator("#pr-hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")


def _active(page: Any) -> str:
    return str(
        page.evaluate(
            "document.activeElement ? (document.activeElement.id || "
            "document.activeElement.dataset.card || '') : ''"
        )
    )


def _tab_to(page: Any, wanted: Callable[[str], bool], limit: int = 40) -> None:
    """Press Tab (as a person would) until the focused control is the wanted one."""
    for _ in range(limit):
        if wanted(_active(page)):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached the control (last: {_active(page)!r})")


def _in_sync(page: Any, mirror: PracticeSession) -> None:
    """Wait until the page shows the mirror's state: the hand and what to do now."""
    want_hand = [c.code for c in mirror.view().hand]
    want_prompt = mirror.prompt("en")
    page.wait_for_function(
        "([hand, prompt]) => {"
        " const got = [...document.querySelectorAll('#pr-hand [data-card]')]"
        "   .map(e => e.dataset.card);"
        " return JSON.stringify(got) === JSON.stringify(hand)"
        "   && document.querySelector('#pr-prompt').textContent.trim() === prompt; }",
        arg=[want_hand, want_prompt],
    )


def _choose_card(page: Any, code: str) -> None:
    """In the hand (focused): Home, arrows to the card, Space to choose it."""
    _tab_to(page, lambda a: len(a) == 2)  # a card of the hand has the focus
    page.keyboard.press("Home")
    for _ in range(_hand(page).index(code)):
        page.keyboard.press("ArrowRight")
    assert _active(page) == code
    page.keyboard.press("Space")


def _keyboard_move(page: Any, action: str) -> None:
    """Play one move with the keyboard only."""
    verb, _, arg = action.partition(" ")
    if action == "draw stock":
        _tab_to(page, lambda a: a == "pr-draw")
        page.keyboard.press("Enter")
    elif verb == "take":
        _tab_to(page, lambda a: a == "pr-take")
        page.keyboard.press("Enter")
    elif action == "pass":
        _tab_to(page, lambda a: a == "pr-pass")
        page.keyboard.press("Enter")
    elif verb == "discard":
        _choose_card(page, arg)
        page.keyboard.press("Enter")  # Enter on the chosen card discards it
    elif verb in ("knock", "gin"):
        _choose_card(page, arg)
        _tab_to(page, lambda a: a == f"pr-{verb}")
        page.keyboard.press("Enter")
    elif action == "big gin":
        _tab_to(page, lambda a: a == "pr-big-gin")
        page.keyboard.press("Enter")
    elif verb == "show":
        radios = page.locator('input[name="pr-show"]')
        values = radios.evaluate_all("els => els.map(e => e.value)")
        _tab_to(page, lambda a: page.evaluate("document.activeElement.name") == "pr-show")
        for _ in range(values.index(action)):
            page.keyboard.press("ArrowDown")
        _tab_to(page, lambda a: a == "pr-show-go")
        page.keyboard.press("Enter")
    else:  # pragma: no cover
        raise AssertionError(action)


def _mistake(mirror: PracticeSession) -> str | None:
    """A discard the advisor rates a clear mistake now (to meet the coach), if any."""
    view = mirror.view()
    for act in view.legal_actions:
        if str(act).startswith("discard "):
            rating = _rate(view, act, "en")
            if rating.grade == COACH_GRADE and rating.best != act:
                return str(act)
    return None


def test_whole_hand_with_the_keyboard_alone(page: Any, goto_ready: Any, tools: Any) -> None:
    seed = 11
    goto_ready(page, f"en/practice/?seed={seed}&mode=hand&strength=beginner&coach=1")
    mirror = PracticeSession(Settings(mode="hand", strength="beginner", seed=seed, coach=True))
    mirror.start()
    _in_sync(page, mirror)
    met_coach = False
    while not mirror.hand_over:
        _words, best, _why = mirror.hint()
        assert best is not None
        action = str(best)
        if action.startswith("discard ") and not met_coach:
            bad = _mistake(mirror)
            if bad is not None:
                # The coach stops a clear mistake; "Take it back" (focused) undoes nothing.
                _keyboard_move(page, bad)
                coach = page.locator("#pr-coach-box")
                coach.wait_for(state="visible")
                assert "Coach:" in coach.inner_text()
                assert _active(page) == "pr-take-back"
                page.keyboard.press("Enter")
                coach.wait_for(state="hidden")
                assert _hand(page) == [c.code for c in mirror.view().hand]
                met_coach = True
        _keyboard_move(page, action)
        mirror.play(action, confirmed=True)
        _in_sync(page, mirror)
    assert met_coach, "no clear mistake to show the coach: pick another seed"
    # The hand is scored: the showdown, step by step, with the engine's explanation.
    end = page.locator("#pr-end")
    end.wait_for(state="visible")
    assert _active(page) == "pr-end-h"
    _tab_to(page, lambda a: a == "pr-all-steps")
    page.keyboard.press("Enter")
    steps = page.locator("#pr-steps li").all_inner_texts()
    assert steps == mirror.showdown_steps("en")
    assert page.locator("#pr-review li").count() >= 1
    tools.screenshot(page, "practice-hand-over-1280")


def test_whole_game_vs_beginner_and_reload_resumes(
    page: Any, goto_ready: Any, tools: Any
) -> None:
    seed, target = 3, 40
    address = f"en/practice/?seed={seed}&mode=game&strength=beginner&coach=0&target={target}"
    goto_ready(page, address)
    settings = Settings(mode="game", strength="beginner", seed=seed, coach=False, target=target)
    mirror = PracticeSession(settings)
    mirror.start()
    reloaded = False
    play_hint = page.get_by_role("button", name="Play the hint")
    while not mirror.finished:
        _in_sync(page, mirror)
        if mirror.hand_over:
            page.get_by_role("button", name="Deal the next hand").click()
            mirror.next_hand()
            continue
        if mirror.hand_number == 2 and not reloaded:
            # Close and come back in the middle of a game: it is all still there.
            scores = page.locator("#pr-scores").inner_text()
            page.reload()
            page.wait_for_selector("html[data-ready]")
            _in_sync(page, mirror)
            assert page.locator("#pr-scores").inner_text() == scores
            assert "restored" in page.locator("#pr-log").inner_text()
            reloaded = True
        _words, best, _why = mirror.hint()
        play_hint.click()
        mirror.play(str(best), confirmed=True)
    _in_sync(page, mirror)
    assert reloaded, "the game ended before a second hand: pick another seed"
    # The score sheet: every hand, then the engine's totals and bonus lines.
    rows = page.locator("#pr-sheet tbody tr").evaluate_all(
        "trs => trs.map(tr => [...tr.cells].map(td => td.textContent))"
    )
    assert rows == [[str(x) for x in row] for row in mirror.sheet_rows("en")]
    lines = page.locator("#pr-sheet-lines li").all_inner_texts()
    want = mirror.score_sheet("en")[len(mirror.game.sheet.hands) :]
    assert lines == want
    assert any(line.startswith("Game bonus") for line in lines)
    assert any(line.startswith("Final score") for line in lines)
    # On a phone the whole page, showdown spreads included, fits the width: no sideways
    # scrolling (the defender's ten cards overlap like a hand does).
    page.set_viewport_size({"width": 360, "height": 640})
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"the page is {overflow} px wider than a 360 px phone"
    tools.screenshot(page, "practice-game-over-360x640")
