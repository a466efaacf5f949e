"""Rummy at the practice table in a real browser (issue 16).

As in test_practice.py, each test keeps a *mirror*: the same Rummy session played in
CPython with the same seed and moves, and the page must show what the mirror holds.

Run alone:  .venv/bin/pytest tests/browser/test_rummy_practice.py -q
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from practice_pages import SEATS
from practice_pages import active as _active
from practice_pages import fresh as _fresh
from practice_pages import keyboard_move as _keyboard_move
from practice_pages import log_lines as _log_lines
from practice_pages import no_sideways_scroll as _no_sideways_scroll
from practice_pages import tab_to as _tab_to

from ginrules.core.actions import ActionKind
from gintutor.practice import Settings, new_session
from gintutor.practice.rummy import RummySession

pytestmark = pytest.mark.browser


def _open(page: Any, site: Any, goto_ready: Any, settings: Settings, fast: bool = True,
          lang: str = "en") -> RummySession:
    """The practice page on the Rummy game ``settings`` name, and its mirror."""
    target = f"&target={settings.target}" if settings.target else ""
    _fresh(page, site, fast=fast)
    goto_ready(page, f"{lang}/practice/?seed={settings.seed}&mode={settings.mode}"
                     f"&strength={settings.strength}&coach={int(settings.coach)}{target}"
                     f"&game={settings.choice}")
    return _mirror(settings)


def _mirror(settings: Settings) -> RummySession:
    mirror = new_session(settings)
    assert isinstance(mirror, RummySession)
    mirror.start()
    return mirror


def _melds(page: Any) -> list[str]:
    return list(page.locator("#pr-melds button").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))"))


def _in_sync(page: Any, mirror: RummySession, lang: str = "en") -> None:
    """Wait until the page shows the mirror's hand, prompt and melds on the table."""
    page.wait_for_function(
        "([hand, prompt, melds]) => {"
        " const got = [...document.querySelectorAll('#pr-hand [data-card]')]"
        "   .map(e => e.dataset.card);"
        " const laid = [...document.querySelectorAll('#pr-melds button')]"
        "   .map(e => e.getAttribute('aria-label'));"
        " return JSON.stringify(got) === JSON.stringify(hand)"
        "   && JSON.stringify(laid) === JSON.stringify(melds)"
        "   && document.querySelector('#pr-prompt').textContent.trim() === prompt; }",
        arg=[[c.code for c in mirror.view().hand], mirror.prompt(lang),
             [m.label for m in mirror.melds_on_table(lang)]],
    )


def _play_hints_until(page: Any, mirror: RummySession, done: Any, limit: int = 60,
                      touch: bool = False) -> None:
    """Press "Play the hint" (tap it with ``touch``; the page and the mirror play the
    same move) until done."""
    play_hint = page.get_by_role("button", name="Play the hint")
    for _ in range(limit):
        _in_sync(page, mirror)
        if done():
            return
        _words, best, _why = mirror.hint()
        assert best is not None
        if touch:
            play_hint.tap()
        else:
            play_hint.click()
        mirror.play(best, confirmed=True)
    raise AssertionError("never reached the wanted position")


def _hinted(mirror: RummySession) -> ActionKind | None:
    _words, best, _why = mirror.hint()
    return None if best is None else best.kind


def test_a_whole_rummy_hand_against_two_beginners_by_keyboard_alone(
    page: Any, site: Any, goto_ready: Any, tools: Any
) -> None:
    """Rummy for three, one hand, every move by keyboard: draws, a meld, a layoff onto
    Daan's run (seed 2), discards; then the end of the hand step by step."""
    mirror = _open(page, site, goto_ready, Settings(game="rummy", players=3, seed=2, mode="hand",
                                              strength="beginner", coach=False))
    _in_sync(page, mirror)
    assert page.locator("#pr-scores").inner_text() == "One hand · house rules: Standard"
    kinds = set()
    while not mirror.finished:
        _words, best, _why = mirror.hint()
        assert best is not None
        _keyboard_move(page, str(best))
        mirror.play(best, confirmed=True)
        kinds.add(best.kind)
        if not mirror.finished:
            _in_sync(page, mirror)
    assert {ActionKind.MELD, ActionKind.LAY_OFF, ActionKind.DISCARD} <= kinds
    end = page.locator("#pr-end")
    end.wait_for(state="visible")
    assert page.locator("#pr-end-h").inner_text() == "The end of the hand"
    assert _active(page) == "pr-end-h"
    _tab_to(page, lambda a: a == "pr-all-steps")
    page.keyboard.press("Enter")
    assert page.locator("#pr-steps li").all_inner_texts() == mirror.showdown_steps("en")
    assert page.locator("#pr-spreads figcaption").all_inner_texts() == [
        line for _seat, _cards, line in mirror.left_lines("en")]
    log = _log_lines(page)
    assert log == mirror.history("en")[-len(log):]
    tools.screenshot(page, "rummy-hand-over-1280")


def test_melding_and_a_layoff_onto_a_computers_meld_by_touch(
    new_context: Any, site: Any, tools: Any
) -> None:
    """On a touch phone: tap cards then "Meld"; tap a card then Mia's meld to lay it off;
    a choice the rules refuse is said in words (seed 2: a meld on the learner's third
    turn, then a layoff on Daan's run)."""
    ctx = new_context(viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True,
                      service_workers="block")
    page = ctx.new_page()
    settings = Settings(game="rummy", players=3, seed=2, mode="hand", strength="beginner",
                        coach=False)
    _fresh(page, site, fast=True)
    page.goto(f"{site.url}en/practice/?seed=2&mode=hand&strength=beginner&coach=0"
              "&game=rummy:3")
    tools.wait_ready(page)
    mirror = _mirror(settings)
    _in_sync(page, mirror)
    _words, best, _why = mirror.hint()
    assert best is not None and str(best) == "draw stock"
    page.get_by_role("button", name="Draw from the stock").tap()
    mirror.play("draw stock", confirmed=True)
    _in_sync(page, mirror)
    # On by the hint to the learner's first meld (the hint holds its melds a few turns).
    _play_hints_until(page, mirror, lambda: _hinted(mirror) is ActionKind.MELD, 20, touch=True)
    _words, best, _why = mirror.hint()
    assert best is not None and best.kind is ActionKind.MELD
    cards = [c.code for c in best.melds[0]]
    # Two cards are no meld: the page says why, in words, and nothing is played.
    for code in cards[:2]:
        page.locator(f'#pr-hand [data-card="{code}"]').tap()
    page.get_by_role("button", name="Meld", exact=True).tap()
    assert "is not a meld: a meld needs at least three cards." in page.locator(
        "#pr-prompt").inner_text()
    page.locator(f'#pr-hand [data-card="{cards[2]}"]').tap()
    page.get_by_role("button", name="Meld", exact=True).tap()
    mirror.play(best, confirmed=True)
    _in_sync(page, mirror)
    assert page.get_by_role("button", name=mirror.melds_on_table()[0].label).is_visible()
    # On by the hint to the layoff onto a computer's meld.
    _play_hints_until(page, mirror, lambda: _hinted(mirror) is ActionKind.LAY_OFF, 40,
                      touch=True)
    _words, best, _why = mirror.hint()
    assert best is not None and best.kind is ActionKind.LAY_OFF and best.card is not None
    onto = next(m for m in mirror.melds_on_table() if m.cards == best.melds[0])
    assert onto.owner != 0 and onto.label.startswith(("Mia's ", "Daan's "))
    meld_button = page.get_by_role("button", name=onto.label, exact=True)
    # A card that does not fit: said in words, without naming the cards that would.
    wrong = next(c for c in mirror.view().hand if c != best.card)
    page.locator(f'#pr-hand [data-card="{wrong.code}"]').tap()
    meld_button.tap()
    said = page.locator("#pr-prompt").inner_text()
    assert said.startswith(f"{wrong.label_in('en')} does not fit "), said
    page.locator(f'#pr-hand [data-card="{wrong.code}"]').tap()  # chosen no more
    page.locator(f'#pr-hand [data-card="{best.card.code}"]').tap()
    meld_button.tap()
    lines = mirror.play(best, confirmed=True).announcements
    _in_sync(page, mirror)
    assert lines[0] == f"You lay {best.card.label_in('en')} off on {onto.label}."
    assert lines[0] in page.locator("#pr-log").text_content()
    _no_sideways_scroll(page)
    tools.screenshot(page, "rummy-layoff-touch-360")


def test_a_reload_resumes_a_rummy_game_and_the_computers_turns_are_paced(
    page: Any, site: Any, goto_ready: Any, tools: Any
) -> None:
    """Four players, a game: a reload in the middle of the learner's turn (a meld laid,
    no discard yet) brings back the hand, the melds, the players and the log; then each
    computer's turn comes a step at a time, said as it goes and in one sentence."""
    settings = Settings(game="rummy", players=4, seed=3, mode="game", strength="beginner",
                        coach=False, target=80)
    mirror = _open(page, site, goto_ready, settings)
    play_hint = page.get_by_role("button", name="Play the hint")
    _play_hints_until(page, mirror, lambda: _hinted(mirror) is ActionKind.MELD)
    play_hint.click()  # the meld: the turn goes on, a discard to come
    mirror.play(str(mirror.hint()[1]), confirmed=True)
    assert mirror.learner_to_act() and mirror.view().phase.value == "discard"
    _in_sync(page, mirror)
    seats = page.locator(SEATS).all_inner_texts()
    page.reload()
    tools.wait_ready(page)
    _in_sync(page, mirror)
    assert page.locator(SEATS).all_inner_texts() == seats
    log = _log_lines(page)
    assert log[-1] == "Your game was restored."
    assert log[:-1] == mirror.history("en")[-len(log) + 1:]
    # Paced: each computer's turn a step at a time.
    page.locator("#pr-fast").uncheck()
    page.evaluate(
        "() => { window.__logs = []; window.__prompts = [];"
        " new MutationObserver(() => window.__logs.push([performance.now(),"
        "   [...document.querySelectorAll('#pr-log li')].pop().textContent]))"
        " .observe(document.querySelector('#pr-log'), {childList: true});"
        " new MutationObserver(() => window.__prompts.push("
        "   document.querySelector('#pr-prompt').textContent))"
        " .observe(document.querySelector('#pr-prompt'),"
        "   {childList: true, characterData: true, subtree: true}); }")
    _words, best, _why = mirror.hint()
    assert best is not None and best.kind is ActionKind.DISCARD
    play_hint.click()
    lines = mirror.play(best, confirmed=True).announcements
    _in_sync(page, mirror)
    turns = lines[1:]
    assert len(turns) >= 3 and all(t.startswith(("Mia ", "Daan ", "Noor ")) for t in turns)
    times = page.evaluate("window.__logs")
    assert [text for _t, text in times][-len(turns):] == turns
    gaps = [b[0] - a[0] for a, b in itertools.pairwise(times)]
    assert all(gap >= 500 for gap in gaps), gaps
    prompts = page.evaluate("window.__prompts")
    assert any(p.startswith("Mia draws from the stock") or p.startswith("Mia takes ")
               for p in prompts), prompts
    assert any(p.endswith(" …") for p in prompts), prompts


def test_six_players_fit_a_phone_without_sideways_scrolling(
    page: Any, site: Any, goto_ready: Any, tools: Any
) -> None:
    """Six seats and the melds on the table on a 360 px phone and on a laptop."""
    settings = Settings(game="rummy", players=6, seed=4, mode="game", strength="beginner",
                        coach=False, target=100)
    mirror = _open(page, site, goto_ready, settings)
    _play_hints_until(page, mirror, lambda: len(mirror.view().table_melds) >= 3
                      or mirror.deal_over, limit=40)
    assert len(mirror.view().table_melds) >= 3, "pick a seed with more melds on the table"
    rows = page.locator(SEATS)
    assert rows.count() == 6
    names = [r.name[:1].upper() + r.name[1:] for r in mirror.seat_rows()]
    shown = page.locator(".seat .seat-name").all_inner_texts()
    assert shown == [*names[1:], names[0]]  # the others around the table, then the learner
    tools.screenshot(page, "rummy-six-1280x800")
    _no_sideways_scroll(page)
    tools.screenshot(page, "rummy-six-360x640")
    owners = page.locator("#pr-melds .owner").all_inner_texts()
    assert len(owners) == len(mirror.view().table_melds)


def test_the_rummy_table_speaks_dutch(page: Any, site: Any, goto_ready: Any) -> None:
    mirror = _open(page, site, goto_ready, Settings(game="rummy", players=2, seed=5, mode="hand",
                                              strength="beginner", coach=False), lang="nl")
    _in_sync(page, mirror, "nl")
    assert page.get_by_role("button", name="Op tafel", exact=True).is_visible()
    assert page.get_by_role("list", name="De spelers").is_visible()
    assert page.locator("#pr-melds-h").inner_text() == "Combinaties op tafel"
    page.get_by_role("button", name="Afleggen", exact=True).click()
    assert page.locator("#pr-prompt").inner_text() == "Kies eerst een kaart in je hand."
    first = mirror.view().hand[0]
    page.locator(f'#pr-hand [data-card="{first.code}"]').click()
    page.get_by_role("button", name="Afleggen", exact=True).click()
    assert page.locator("#pr-prompt").inner_text() == (
        "Eerst trekken: van de stapel of de aflegstapel.")


def test_rummy_is_chosen_in_the_setup_with_its_own_house_rules(
    page: Any, site: Any, goto_ready: Any
) -> None:
    """New game: Rummy for four, the house-rules menu lists Rummy's presets only, one
    hand; the table deals it (and a reload keeps it)."""
    _fresh(page, site, fast=True)
    goto_ready(page, "en/practice/")
    rules = page.get_by_role("link", name="The rules of this game")
    assert rules.get_attribute("href") == "../rules/"  # two-player gin's, the first game
    page.locator("#pr-setup-box > summary").click()
    page.get_by_label("Rummy, four players: you, Mia, Daan and Noor").check()
    page.get_by_label("one hand").check()
    shown = page.locator("#pr-preset option:not([hidden])").all_inner_texts()
    assert shown == ["Standard", "Ace high or low (Q-K-A too)",
                     "Out with a discard, one meld a turn", "Short (6 hands)"]
    page.locator("#pr-preset").select_option(label="Ace high or low (Q-K-A too)")
    page.get_by_label("Computer", exact=True).select_option("club")
    page.get_by_role("button", name="Deal").click()
    page.wait_for_function("document.querySelectorAll('#pr-opp .seat, #pr-me .seat').length === 4")
    line = "One hand · house rules: Ace high or low (Q-K-A too)"
    assert page.locator("#pr-scores").inner_text() == line
    assert rules.get_attribute("href") == "../rules/rummy/"  # Rummy's own rules page
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    assert page.locator("#pr-scores").inner_text() == line
    assert page.locator(SEATS).count() == 4
