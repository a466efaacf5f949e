"""Several people at one practice table on one device, in a real browser (issue 48).

The seats are chosen in the form ("Play together on this device"); before each person's
turn the page shows only "Pass the device to Ann" and the public table, and her cards
only after she says she is ready. The truth at every step is the page's own save, read
back in CPython: every person's hand, and what every player has seen. At each hand-over
no person's unseen card is in the page's text, its markup or its accessibility tree; on
a person's turn no other person's. A reload resumes at the hand-over.

Run alone:  .venv/bin/pytest tests/browser/test_together.py -q
"""

from __future__ import annotations

from typing import Any

import pytest
from practice_pages import active, fresh, keyboard_move, no_sideways_scroll, tab_to

from ginrules import Card
from gintutor.practice import PracticeSession, Settings

pytestmark = pytest.mark.browser

SAVE = "gin-tutor.practice"


def _saved(page: Any) -> PracticeSession:
    raw = page.evaluate(f"localStorage.getItem('{SAVE}')")
    session = PracticeSession.from_json(raw)
    assert session is not None, "the page keeps the game"
    return session


def _unseen(session: PracticeSession, shown: int | None) -> set[Card]:
    """The cards people other than ``shown`` hold that no other player has seen this
    hand (the upcard, discards, takes and melds are seen by all)."""
    game = session.game
    out: set[Card] = set()
    for seat in session.settings.people:
        own = game.view(seat)
        if seat == shown or own.phase.is_over or not own.others:
            continue
        public = game.view(own.others[0].seat)
        seen = {c for e in public.events for c in (e.card, *e.cards) if c is not None}
        out |= set(own.hand) - seen
    return out


def _shows_none(page: Any, cards: set[Card], lang: str, where: str) -> None:
    """None of ``cards`` in the page's text, its markup or its accessibility tree."""
    text = page.inner_text("body")
    markup = page.content()
    tree = page.locator("body").aria_snapshot()
    for card in cards:
        assert card.label_in(lang) not in text, (where, card, "text")
        assert f'data-card="{card.code}"' not in markup, (where, card, "markup")
        assert card.name(lang) not in markup, (where, card, "markup")
        assert card.name(lang) not in tree, (where, card, "accessibility tree")


def _choose_seats(page: Any, game: str, seats: list[str], *, touch: bool) -> None:
    """The setup form: one hand of ``game``, and each seat a person's name or a
    computer's strength, then Deal."""
    click = (lambda sel: page.tap(sel)) if touch else (lambda sel: page.click(sel))
    if not page.locator("#pr-setup-box").evaluate("e => e.open"):
        click("#pr-setup-box > summary")
    click('input[name="pr-mode"][value="hand"]')
    click(f'input[name="pr-game"][value="{game}"]')
    click("#pr-together summary")
    for seat, who in enumerate(seats):
        if who in ("beginner", "club", "expert", "master"):
            page.select_option(f"#pr-seat-{seat}-who", who)
        else:
            page.select_option(f"#pr-seat-{seat}-who", "person")
            page.fill(f"#pr-seat-{seat}-name", who)
    click("#pr-deal")


def _tap_move(page: Any, action: str) -> None:
    """One move by touch: the card(s), then the button (a layoff: the meld)."""
    verb, _, arg = action.partition(" ")
    buttons = {"draw stock": "#pr-draw", "pass": "#pr-pass", "big gin": "#pr-big-gin"}
    if action in buttons:
        page.tap(buttons[action])
    elif verb == "take":
        page.tap("#pr-take")
    elif verb in ("discard", "knock", "gin"):
        page.tap(f'#pr-hand [data-card="{arg}"]')
        page.tap(f"#pr-{verb}")
    elif verb == "show":
        page.tap(f'input[name="pr-show"][value="{action}"]')
        page.tap("#pr-show-go")
    elif verb == "meld":
        for code in arg.split():
            page.tap(f'#pr-hand [data-card="{code}"]')
        page.tap("#pr-meld")
    elif action.startswith("lay off "):
        _lay, _off, code, _on, onto = action.split()
        page.tap(f'#pr-hand [data-card="{code}"]')
        page.tap(f'#pr-melds button[data-meld="{onto}"]')
    else:  # pragma: no cover
        raise AssertionError(action)


def _play_through(page: Any, lang: str, tools: Any, *, touch: bool, shots: str,
                  reload_at: int = -1, goto_ready: Any = None,
                  path: str = "") -> tuple[int, int]:
    """Play the hand through the hand-overs: at each, check the page, then the person
    says they are ready and plays the engine's best move (from the save, in CPython).
    Returns how many hand-overs and moves were made."""
    handovers = moves = 0
    for _step in range(400):
        truth = _saved(page)
        if truth.deal_over:
            break
        page.wait_for_function(
            "() => !document.querySelector('#pr-handover').hidden"
            " || document.querySelector('#pr-hand [data-card]')")
        if page.locator("#pr-handover").is_visible():
            seat = truth.handover()
            assert seat is not None, "the page passes the device on when the save does"
            name = truth.game.table.names[seat]
            assert name in page.inner_text("#pr-handover-h")
            _shows_none(page, _unseen(truth, None), lang, f"hand-over to {name}")
            assert page.locator("#pr-hand [data-card]").count() == 0
            if handovers == 0:
                tools.screenshot(page, f"{shots}-handover")
            if handovers == reload_at:  # a reload passes the device on to the same person
                goto_ready(page, path)
                assert name in page.inner_text("#pr-handover-h")
            handovers += 1
            if touch:
                page.tap("#pr-ready")
            else:
                if active(page) != "pr-ready":
                    tab_to(page, lambda a: a == "pr-ready")
                page.keyboard.press("Enter")
            page.wait_for_selector("#pr-handover", state="hidden")
            continue
        seat = truth.game.to_act
        truth.ready(seat)
        _shows_none(page, _unseen(truth, seat), lang, f"{truth.game.table.names[seat]}'s turn")
        if moves == 0:
            tools.screenshot(page, f"{shots}-turn")
        _w, best, _why = truth.hint(lang)
        assert best is not None
        before = page.evaluate(f"localStorage.getItem('{SAVE}')")
        (_tap_move if touch else keyboard_move)(page, str(best))
        if page.locator("#pr-coach-box").is_visible():
            page.click("#pr-anyway")
        page.wait_for_function(f"b => localStorage.getItem('{SAVE}') !== b", arg=before)
        moves += 1
    return handovers, moves


def test_three_people_play_three_player_gin_by_keyboard_on_a_phone(
        page: Any, site: Any, goto_ready: Any, tools: Any) -> None:
    page.set_viewport_size({"width": 360, "height": 640})
    fresh(page, site, fast=True)
    path = "en/practice/"
    goto_ready(page, path)
    _choose_seats(page, "gin-3", ["Ann", "Bram", "Cleo"], touch=False)
    page.wait_for_selector("#pr-handover", state="visible")
    no_sideways_scroll(page)
    settings = _saved(page).settings
    assert settings.shared and settings.names() == ("Ann", "Bram", "Cleo")
    handovers, moves = _play_through(page, "en", tools, touch=False, shots="together-gin3-360",
                                     reload_at=2, goto_ready=goto_ready, path=path)
    assert handovers >= 3 and moves >= 3
    # the end of the hand shows every hand, and the sheet names every person
    page.wait_for_selector("#pr-end", state="visible")
    tools.screenshot(page, "together-gin3-360-end")


def test_four_play_rummy_with_a_computer_by_touch_in_dutch(
        new_context: Any, site: Any, goto_ready: Any, tools: Any) -> None:
    ctx = new_context(viewport={"width": 1280, "height": 800}, has_touch=True)
    page = ctx.new_page()
    fresh(page, site, fast=True)
    goto_ready(page, "nl/practice/")
    _choose_seats(page, "rummy:4", ["Ann", "club", "Cleo", "Dirk"], touch=True)
    page.wait_for_selector("#pr-handover", state="visible")
    settings = _saved(page).settings
    assert settings.people == (0, 2, 3) and settings.strength_of(1) == "club"
    assert "Geef het apparaat aan" in page.inner_text("#pr-handover-h")
    handovers, moves = _play_through(page, "nl", tools, touch=True, shots="together-rummy4-1280")
    assert handovers >= 3 and moves >= 3


def test_seats_that_cannot_be_played_are_said_beside_them(
        page: Any, site: Any, goto_ready: Any) -> None:
    fresh(page, site, fast=True)
    goto_ready(page, "en/practice/")
    _choose_seats(page, "gin", ["Ann", "ann"], touch=False)
    error = page.locator("#pr-seats-error")
    error.wait_for(state="visible")
    assert "Seat 2: another person is called ann" in error.inner_text()
    assert page.evaluate("document.activeElement.id") == "pr-seat-1-name"
    assert page.get_attribute("#pr-seat-1-name", "aria-invalid") == "true"
    assert Settings.from_dict({}).seating == ()  # nothing was started from it
