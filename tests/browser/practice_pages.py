"""What the practice page's browser tests share (gin's in test_practice.py, Rummy's in
test_rummy_practice.py): fresh storage before the first page, the hand and the focus read
off the page, Tab as a person presses it, and the phone-width check. conftest.py puts
this folder on the path."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any


def fresh(page: Any, site: Any, group: str = "suit", fast: bool = False,
          rules: str = "standard") -> None:
    """Before the test's first practice page: no saved game and no statistics, the table
    preferences and
    house rules given (the shared browser context keeps localStorage from other tests).
    Written from a plain file of the site (no Python start spent on it); the pages the
    test opens after keep whatever they store."""
    prefs = json.dumps({"group": group, "fast": fast})
    settings = json.dumps({"rules": rules, "four": False})
    page.goto(site.url + "static/site.css")
    page.evaluate(
        "([settings, prefs]) => { localStorage.removeItem('gin-tutor.practice');"
        " localStorage.removeItem('gin-stats');"
        " localStorage.setItem('gin.settings', settings);"
        " localStorage.setItem('gin-tutor.practice.view', prefs); }",
        [settings, prefs],
    )


def hand(page: Any) -> list[str]:
    """The card codes of the learner's hand, in the order shown."""
    return list(page.locator("#pr-hand [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"))


def active(page: Any) -> str:
    """The focused control: its id, or the card code of a focused card."""
    return str(
        page.evaluate(
            "document.activeElement ? (document.activeElement.id || "
            "document.activeElement.dataset.card || '') : ''"
        )
    )


def tab_to(page: Any, wanted: Callable[[str], bool], limit: int = 40) -> None:
    """Press Tab (as a person would) until the focused control is the wanted one."""
    for _ in range(limit):
        if wanted(active(page)):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached the control (last: {active(page)!r})")


def no_sideways_scroll(page: Any) -> None:
    """At 360 px the page is no wider than the screen."""
    page.set_viewport_size({"width": 360, "height": 640})
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"the page is {overflow} px wider than a 360 px phone"


def choose_card(page: Any, code: str) -> None:
    """In the hand: Home, the arrows to the card, Space to choose it (Rummy: more cards
    may be chosen together)."""
    tab_to(page, lambda a: len(a) == 2)  # a card of the hand has the focus
    page.keyboard.press("Home")
    for _ in range(hand(page).index(code)):
        page.keyboard.press("ArrowRight")
    assert active(page) == code
    page.keyboard.press("Space")


def _focused_meld(page: Any) -> str:
    return str(page.evaluate("(document.activeElement.dataset || {}).meld || ''"))


def keyboard_move(page: Any, action: str) -> None:
    """Play one move (its text, as ginrules.core.actions writes it) with the keyboard only."""
    verb, _, arg = action.partition(" ")
    if action == "draw stock":
        tab_to(page, lambda a: a == "pr-draw")
        page.keyboard.press("Enter")
    elif verb == "take":
        tab_to(page, lambda a: a == "pr-take")
        page.keyboard.press("Enter")
    elif action == "pass":
        tab_to(page, lambda a: a == "pr-pass")
        page.keyboard.press("Enter")
    elif verb == "discard":
        choose_card(page, arg)
        page.keyboard.press("Enter")  # Enter on the chosen card discards it
    elif verb in ("knock", "gin"):
        choose_card(page, arg)
        tab_to(page, lambda a: a == f"pr-{verb}")
        page.keyboard.press("Enter")
    elif action == "big gin":
        tab_to(page, lambda a: a == "pr-big-gin")
        page.keyboard.press("Enter")
    elif verb == "show":
        radios = page.locator('input[name="pr-show"]')
        values = radios.evaluate_all("els => els.map(e => e.value)")
        tab_to(page, lambda a: page.evaluate("document.activeElement.name") == "pr-show")
        for _ in range(values.index(action)):
            page.keyboard.press("ArrowDown")
        tab_to(page, lambda a: a == "pr-show-go")
        page.keyboard.press("Enter")
    elif verb == "meld":  # Rummy: each card of the meld, then "Meld"
        for code in arg.split():
            choose_card(page, code)
        tab_to(page, lambda a: a == "pr-meld")
        page.keyboard.press("Enter")
    elif action.startswith("lay off "):  # Rummy: the card, then back to its meld
        _lay, _off, code, _on, onto = action.split()
        choose_card(page, code)
        for _ in range(30):
            if _focused_meld(page) == onto:
                break
            page.keyboard.press("Shift+Tab")
        assert _focused_meld(page) == onto
        page.keyboard.press("Enter")
    else:  # pragma: no cover
        raise AssertionError(action)


#: Every seat of the learner's card table: the others around it and the learner's own.
SEATS = "#pr-opp .seat, #pr-me .seat"


def seats(page: Any, where: str = SEATS) -> dict[int, dict[str, Any]]:
    """Each seat the table shows, by seat number: its name, tags ('7 cards · dealer · to
    play'), latest turn and whether it is marked as the seat to play."""
    found = page.locator(where).evaluate_all(
        "els => els.map(e => [Number(e.dataset.seat),"
        " e.querySelector('.seat-name').textContent, e.querySelector('.seat-tags').textContent,"
        " e.querySelector('.seat-last').textContent, e.getAttribute('aria-current') === 'true'])")
    return {seat: {"name": name, "tags": tags.split(" · ") if tags else [], "last": last,
                   "current": current} for seat, name, tags, last, current in found}


def log_lines(page: Any) -> list[str]:
    """Every line of "What happened", the folded ones too, in order."""
    return list(page.locator("#pr-log li").evaluate_all("els => els.map(e => e.textContent)"))
