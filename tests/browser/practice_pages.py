"""What the practice page's browser tests share (gin's in test_practice.py, Rummy's in
test_rummy_practice.py): a fresh tab, the hand and the focus read off the page, Tab as a
person presses it, and the phone-width check. conftest.py puts this folder on the path."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any


def fresh(page: Any, group: str = "suit", fast: bool = False, rules: str = "standard") -> None:
    """Before this tab's first page: no saved game, the table preferences and house
    rules given (the shared browser context keeps localStorage from other tests).
    Reloads keep whatever the page stored since."""
    prefs = json.dumps({"group": group, "fast": fast})
    settings = json.dumps({"rules": rules, "four": False})
    page.add_init_script(
        "try { if (location.protocol.startsWith('http') && !sessionStorage.getItem('pr-test')) {"
        " sessionStorage.setItem('pr-test', '1');"
        " localStorage.removeItem('gin-tutor.practice');"
        f" localStorage.setItem('gin.settings', {json.dumps(settings)});"
        f" localStorage.setItem('gin-tutor.practice.view', {json.dumps(prefs)}); }} }}"
        " catch (e) {}"
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
