"""The rules pages of the other games (issue 17) in a real browser, on a 360 px phone.

The Rummy page and the seven-card gin page in both languages: they reach data-ready,
never scroll sideways, pass axe, and their links lead to each other and back to
two-player gin's page. What they say is checked in tests/content/test_rules_pages.py.
Run alone:  .venv/bin/pytest -q -n 0 tests/browser/test_rules_games.py
"""

from __future__ import annotations

from typing import Any

import pytest
from learner import set_storage

from gintutor.i18n import WORDS

pytestmark = pytest.mark.browser

LANGS = ("en", "nl")
PHONE = {"width": 360, "height": 640}


def _no_sideways_scroll(page: Any, where: str) -> None:
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{where}: the page is {overflow} px wider than a 360 px phone"


def _game_link(page: Any, game: str, lang: str) -> Any:
    return page.get_by_role("navigation", name={"en": "The games", "nl": "De spellen"}[lang]) \
        .get_by_role("link", name=WORDS.say(f"game.{game}", lang), exact=True)


@pytest.mark.parametrize("lang", LANGS)
def test_rummy_and_seven_card_pages_link_to_each_other_on_a_phone(
    site: Any, page: Any, goto_ready: Any, tools: Any, lang: str
) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page.set_viewport_size(PHONE)
    goto_ready(page, f"{lang}/rules/rummy/")
    assert WORDS.say("game.rummy", lang) in page.locator("main h1").inner_text()
    assert _game_link(page, "rummy", lang).get_attribute("aria-current") == "page"
    _no_sideways_scroll(page, f"{lang}/rules/rummy/")
    tools.screenshot(page, f"rules-rummy-{lang}-360x640")
    bad = [f"{v['id']} ({v['impact']}): {v['help']}" for v in Axe().run(page).response["violations"]
           if v.get("impact") in ("serious", "critical")]
    assert not bad, "\n".join(bad)

    # From Rummy to seven-card gin, by its link in the list of games.
    _game_link(page, "gin-7", lang).click()
    page.wait_for_url(f"**/{lang}/rules/gin-7/")
    tools.wait_ready(page)
    assert WORDS.say("game.gin-7", lang) in page.locator("main h1").inner_text()
    assert _game_link(page, "gin-7", lang).get_attribute("aria-current") == "page"
    _no_sideways_scroll(page, f"{lang}/rules/gin-7/")
    # The comparison table scrolls inside its own box, never the page.
    table = page.locator("table.presets")
    assert table.locator("thead th").count() == 3  # the rule, and gin-7's two presets

    # Back to Rummy, then to two-player gin's page, which keeps its address.
    _game_link(page, "rummy", lang).click()
    page.wait_for_url(f"**/{lang}/rules/rummy/")
    tools.wait_ready(page)
    _game_link(page, "gin", lang).click()
    page.wait_for_url(f"**/{lang}/rules/")
    tools.wait_ready(page)
    assert _game_link(page, "gin", lang).get_attribute("aria-current") == "page"
    _no_sideways_scroll(page, f"{lang}/rules/")


def test_language_switch_keeps_the_game(site: Any, page: Any, goto_ready: Any) -> None:
    goto_ready(page, "en/rules/gin-7/")
    page.locator("a.lang-switch").click()
    page.wait_for_url("**/nl/rules/gin-7/")
    assert WORDS.say("game.gin-7", "nl") in page.locator("main h1").inner_text()


@pytest.mark.parametrize(("game", "marked"), [("gin-3", "hoyle"), ("rummy", "standard")])
def test_each_games_page_marks_the_house_rules_its_lessons_use(
    site: Any, page: Any, goto_ready: Any, game: str, marked: str
) -> None:
    """With Hoyle's rules chosen, three-player gin's page marks its own Hoyle column; Rummy,
    which has no Hoyle, marks its standard rules, the ones its lessons then use."""
    import json

    set_storage(page, site, {"gin.settings": json.dumps({"rules": "hoyle", "four": False})})
    goto_ready(page, f"en/rules/{game}/")
    yours = page.locator("table.presets thead th.yours")
    yours.wait_for()
    assert yours.get_attribute("data-preset") == marked
    line = page.locator("[data-yours-line]").inner_text()
    assert line.startswith("★ Your lessons of this game use:") and "Hoyle" in line
    page.evaluate("localStorage.removeItem('gin.settings')")
