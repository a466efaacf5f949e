"""Practice against the computer in a real browser.

Each test keeps a *mirror*: the same PracticeSession played in CPython with the same
seed and moves. The page must show exactly what the mirror holds, so these tests check
the page against the engine rather than against numbers typed into the test.

Run alone:  .venv/bin/pytest tests/browser/test_practice.py -q
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest
from practice_pages import active as _active
from practice_pages import fresh as _fresh
from practice_pages import hand as _hand
from practice_pages import keyboard_move as _keyboard_move
from practice_pages import log_lines as _log_lines
from practice_pages import no_sideways_scroll as _no_sideways_scroll
from practice_pages import seats as _seats
from practice_pages import tab_to as _tab_to

from ginrules.core.grades import worse_or_equal
from gintutor.practice import COACH_GRADE, PracticeSession, Settings, new_session
from gintutor.practice.gin import GinSession
from gintutor.practice.judge import judge
from gintutor.stats import Stats, panel_rows

pytestmark = pytest.mark.browser


def _in_sync(page: Any, mirror: PracticeSession, ordered: bool = True, lang: str = "en") -> None:
    """Wait until the page shows the mirror's state: the hand (by suit, or in any order
    when grouped) and what to do now."""
    want_hand = [c.code for c in mirror.view().hand]
    want_prompt = mirror.prompt(lang)
    page.wait_for_function(
        "([hand, prompt, ordered]) => {"
        " let got = [...document.querySelectorAll('#pr-hand [data-card]')]"
        "   .map(e => e.dataset.card);"
        " if (!ordered) { got = got.sort(); hand = [...hand].sort(); }"
        " return JSON.stringify(got) === JSON.stringify(hand)"
        "   && document.querySelector('#pr-prompt').textContent.trim() === prompt; }",
        arg=[want_hand, want_prompt, ordered],
    )


def _mistake(mirror: PracticeSession) -> str | None:
    """A discard the coach holds back now (to meet the coach), if any."""
    view = mirror.view()
    for act in view.legal_actions:
        if str(act).startswith("discard ") and worse_or_equal(judge(view, act).grade,
                                                              COACH_GRADE):
            return str(act)
    return None


def test_whole_hand_with_the_keyboard_alone(
    page: Any, site: Any, goto_ready: Any, tools: Any
) -> None:
    seed = 11
    _fresh(page, site)  # the computer's moves paced, as a learner first meets them
    goto_ready(page, f"en/practice/?seed={seed}&mode=hand&strength=beginner&coach=1")
    mirror = GinSession(Settings(mode="hand", strength="beginner", seed=seed, coach=True))
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
    # The hand is counted in the learner's statistics, once: a reload finds it counted.
    key, line = mirror.finished_hand_line()
    want = panel_rows(Stats().with_hand(line, key).game("gin"), ("gins", "knocks",
                                                                 "undercuts", "undercut_against"))
    for _ in range(2):
        rows = page.locator("#pr-stats tr").evaluate_all(
            "rows => rows.map(r => [r.cells[0].textContent, r.cells[1].textContent])")
        assert [tuple(r) for r in rows] == want
        assert page.locator("#pr-stats svg.stats-chart rect.bar").count() == 1
        page.reload()
        tools.wait_ready(page)
    _no_sideways_scroll(page)
    tools.screenshot(page, "practice-stats-360")


def test_whole_game_vs_beginner_and_reload_resumes(
    page: Any, site: Any, goto_ready: Any, tools: Any
) -> None:
    seed, target = 2, 40  # two hands, seven moves of the learner's
    address = f"en/practice/?seed={seed}&mode=game&strength=beginner&coach=0&target={target}"
    _fresh(page, site, fast=True)
    goto_ready(page, address)
    settings = Settings(mode="game", strength="beginner", seed=seed, coach=False, target=target)
    mirror = GinSession(settings)
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
            # The log is still there: the last lines of the game so far, then "restored".
            log = _log_lines(page)
            assert log[-1] == "Your game was restored."
            assert log[:-1] == mirror.history("en")[-len(log) + 1 :]
            assert len(log) > 2
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


# ---------------------------------------------------------------- like a card table


def _announced(page: Any) -> str:
    return str(page.locator("#announce").text_content() or "")


def _play_hints_until(
    page: Any,
    mirror: PracticeSession,
    done: Callable[[], bool],
    ordered: bool = True,
    lang: str = "en",
) -> None:
    """Press "Play the hint" (the page and the mirror play the same move) until done."""
    name = {"en": "Play the hint", "nl": "Speel de tip"}[lang]
    play_hint = page.get_by_role("button", name=name)
    for _ in range(80):
        _in_sync(page, mirror, ordered, lang)
        if done():
            return
        _w, best, _y = mirror.hint()
        assert best is not None
        play_hint.click()
        mirror.play(str(best), confirmed=True)
    raise AssertionError("never reached the wanted position")


def test_hand_by_melds_is_the_engines_arrangement_and_is_remembered(
    page: Any, site: Any, goto_ready: Any, tools: Any
) -> None:
    seed = 30
    _fresh(page, site, fast=True)
    goto_ready(page, f"en/practice/?seed={seed}&mode=hand&strength=beginner&coach=0")
    mirror = GinSession(Settings(mode="hand", strength="beginner", seed=seed, coach=False))
    mirror.start()
    _in_sync(page, mirror)
    by_suit = page.get_by_role("button", name="By suit")
    by_melds = page.get_by_role("button", name="By melds")
    assert by_suit.get_attribute("aria-pressed") == "true"
    by_melds.click()
    assert by_melds.get_attribute("aria-pressed") == "true"
    assert by_suit.get_attribute("aria-pressed") == "false"

    def groups_match() -> None:
        arr = mirror.arrangement()
        hand = page.locator("#pr-hand")
        melds = hand.get_by_role("group", name="Meld", exact=True)
        got = [
            melds.nth(i).locator("[data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
            for i in range(melds.count())
        ]
        assert got == [[c.code for c in m.cards] for m in arr.melds]
        assert arr.melds, "pick a seed whose hand holds a meld"
        dead = hand.get_by_role("group", name=f"Deadwood: {arr.deadwood_count}", exact=True)
        assert dead.locator("[data-card]").evaluate_all(
            "els => els.map(e => e.dataset.card)"
        ) == [c.code for c in arr.deadwood]

    groups_match()
    # The learner's choice stays after a reload, and after a move.
    page.reload()
    tools.wait_ready(page)
    assert page.get_by_role("button", name="By melds").get_attribute("aria-pressed") == "true"
    groups_match()
    _play_hints_until(page, mirror, lambda: mirror.view().phase.value == "discard", False)
    page.wait_for_function("document.querySelectorAll('#pr-hand [data-card]').length === 11")
    groups_match()
    tools.screenshot(page, "practice-by-melds-1280x800")
    page.set_viewport_size({"width": 360, "height": 640})
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"the page is {overflow} px wider than a 360 px phone"
    tools.screenshot(page, "practice-by-melds-360x640")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.get_by_role("button", name="By suit").click()
    assert _hand(page) == [c.code for c in mirror.view().hand]


def test_cards_are_moved_by_keyboard_and_by_the_move_buttons(
    page: Any, site: Any, goto_ready: Any
) -> None:
    seed = 11
    _fresh(page, site, fast=True)
    goto_ready(page, f"en/practice/?seed={seed}&mode=hand&strength=beginner&coach=0")
    mirror = GinSession(Settings(mode="hand", strength="beginner", seed=seed, coach=False))
    mirror.start()
    _in_sync(page, mirror)
    start = _hand(page)
    _tab_to(page, lambda a: len(a) == 2)  # into the hand
    page.keyboard.press("Home")
    first = _active(page)
    assert first == start[0]
    page.keyboard.press("Alt+ArrowRight")
    moved = [start[1], start[0], *start[2:]]
    assert _hand(page) == moved
    assert _active(page) == first  # the moved card keeps the focus
    name = mirror.view().hand[0].name()
    assert _announced(page) == f"{name} moved to place 2 of 10."
    page.keyboard.press("Shift+ArrowRight")
    assert _hand(page)[2] == first
    page.keyboard.press("Shift+ArrowLeft")
    assert _hand(page) == moved
    # A plain arrow still only moves the focus.
    page.keyboard.press("ArrowRight")
    assert _hand(page) == moved and _active(page) == moved[2]
    assert page.locator("#pr-own-order").is_visible()
    assert page.get_by_role("button", name="By suit").get_attribute("aria-pressed") == "false"
    # Touch: tap a card, then "Move left" / "Move right".
    last = moved[-1]
    page.locator(f'#pr-hand [data-card="{last}"]').click()
    right = page.get_by_role("button", name="Move right")
    left = page.get_by_role("button", name="Move left")
    pressed = page.locator('#pr-hand [aria-pressed="true"]')
    assert pressed.evaluate_all("els => els.map(e => e.dataset.card)") == [last]
    assert right.is_disabled()  # it is already at the right end
    left.click()
    left.click()
    assert _hand(page).index(last) == 7
    assert _announced(page).endswith("moved to place 8 of 10.")
    # The own order survives the computer's turn; "By suit" sorts again.
    page.get_by_role("button", name="Pass").click()
    mirror.play("pass", confirmed=True)
    page.wait_for_function("!document.querySelector('#pr-draw').disabled")
    assert _hand(page).index(last) == 7
    page.get_by_role("button", name="By suit").click()
    assert _hand(page) == [c.code for c in mirror.view().hand]


def test_the_card_drawn_from_the_stock_is_marked_and_focused(
    page: Any, site: Any, goto_ready: Any, tools: Any
) -> None:
    seed = 11
    _fresh(page, site, fast=True)
    goto_ready(page, f"en/practice/?seed={seed}&mode=hand&strength=beginner&coach=0")
    mirror = GinSession(Settings(mode="hand", strength="beginner", seed=seed, coach=False))
    mirror.start()
    _play_hints_until(
        page, mirror, lambda: "draw stock" in [str(a) for a in mirror.view().legal_actions]
    )
    page.get_by_role("button", name="Draw from the stock").click()
    mirror.play("draw stock", confirmed=True)
    card = mirror.just_drawn()
    assert card is not None
    _in_sync(page, mirror)
    assert _active(page) == card.code
    assert page.locator("#pr-hand .new").evaluate_all("els => els.map(e => e.dataset.card)") == [
        card.code
    ]
    said = f"You draw {card} ({card.name()}) from the stock."
    assert said in page.locator("#pr-log").text_content()
    # Marked after a reload too (the game is restored).
    page.reload()
    tools.wait_ready(page)
    assert page.locator("#pr-hand .new").evaluate_all("els => els.map(e => e.dataset.card)") == [
        card.code
    ]


_FIT_NAMES = {
    "en": ("Your hand", "Draw from the stock", "Discard", "Hint", "Play the hint", "Fast computer"),
    "nl": ("Jouw hand", "Trek van de stapel", "Afleggen", "Tip", "Speel de tip", "Snelle computer"),
}


@pytest.mark.parametrize(
    ("lang", "mode", "rules"), [("en", "hand", "standard"), ("nl", "game", "nl-klassiek")]
)
def test_the_table_fits_a_laptop_screen(
    page: Any, site: Any, goto_ready: Any, tools: Any, lang: str, mode: str, rules: str
) -> None:
    seed = 11
    _fresh(page, site, group="melds", fast=True, rules=rules)
    goto_ready(page, f"{lang}/practice/?seed={seed}&mode={mode}&strength=beginner&coach=0")
    settings = Settings(mode=mode, strength="beginner", seed=seed, coach=False, preset=rules)
    mirror = GinSession(settings)
    mirror.start()
    _play_hints_until(page, mirror, lambda: mirror.view().phase.value == "discard", False, lang)
    assert len(mirror.view().hand) == 11
    # Two frames later the page has laid out and painted the move (no wait on the clock).
    page.evaluate("() => new Promise(done => requestAnimationFrame(() =>"
                  " requestAnimationFrame(done)))")
    assert page.evaluate("window.scrollY") == 0
    size = page.viewport_size
    assert size == {"width": 1280, "height": 800}
    hand, draw, discard, hint, play_hint, fast = _FIT_NAMES[lang]
    controls = [
        page.get_by_role("group", name=hand, exact=True),
        page.get_by_role("button", name=draw),
        page.locator("#pr-pile"),  # the top card, or the words "the pile is empty"
        page.get_by_role("button", name=discard, exact=True),
        page.get_by_role("button", name=hint, exact=True),
        page.get_by_role("button", name=play_hint),
        page.get_by_role("checkbox", name=fast),
    ]
    if mirror.view().top_discard is not None:
        controls.append(page.locator("#pr-take"))  # "Take …" only when there is a card
    else:
        assert page.locator("#pr-take").is_hidden()
    for control in controls:
        box = control.bounding_box()
        assert box is not None
        assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"], (control, box)
        assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"], (control, box)
    assert page.evaluate("window.scrollY") == 0
    tools.screenshot(page, f"practice-discard-{lang}-1280x800")


def _log_times(page: Any) -> None:
    page.evaluate(
        "() => { window.__logs = [];"
        " new MutationObserver(() => window.__logs.push([performance.now(),"
        "   document.querySelectorAll('#pr-log li').length,"
        "   document.querySelector('#pr-prompt').textContent]))"
        " .observe(document.querySelector('#pr-log'), {childList: true}); }"
    )


def test_the_computers_moves_are_paced_and_announced(page: Any, site: Any, goto_ready: Any) -> None:
    seed = 11
    _fresh(page, site)
    goto_ready(page, f"en/practice/?seed={seed}&mode=hand&strength=beginner&coach=0")
    mirror = GinSession(Settings(mode="hand", strength="beginner", seed=seed, coach=False))
    mirror.start()
    _in_sync(page, mirror)
    _log_times(page)
    before = page.locator("#pr-log li").count()
    page.get_by_role("button", name="Pass").click()
    first = _log_lines(page)
    assert first[-1] == "You pass on the upcard."  # the learner's move shows at once
    assert page.locator("#pr-prompt").inner_text() == "The computer is thinking…"
    lines = mirror.play("pass", confirmed=True).announcements
    assert len(lines) >= 3, lines  # the learner's pass, then two steps of the computer
    _in_sync(page, mirror)
    times = page.evaluate("window.__logs")
    counts = [n for _t, n, _p in times]
    assert counts == list(range(before + 1, before + 1 + len(lines))), times  # step by step
    gaps = [b[0] - a[0] for a, b in itertools.pairwise(times)]
    assert all(gap >= 500 for gap in gaps), gaps
    # While it goes on, the computer's last step stands in the prompt, in words.
    prompts = [p for _t, _n, p in times]
    assert prompts[0] == "The computer is thinking…"
    assert prompts[1:-1] == lines[1:-1]
    assert prompts[-1] == mirror.prompt("en")
    # Each step was said in words through the live region, the last one included.
    assert _log_lines(page)[-len(lines) :] == lines
    assert lines[-1] in _announced(page)


def test_no_pacing_with_reduced_motion_or_a_fast_computer(
    page: Any, site: Any, context: Any, goto_ready: Any, tools: Any
) -> None:
    """With reduced motion asked for (the browser's media feature, emulated on a tab of
    its own) the computer's moves come at once; with normal motion "Fast computer" does
    the same, and is remembered."""
    seed = 11
    mirror = GinSession(Settings(mode="hand", strength="beginner", seed=seed, coach=False))
    mirror.start()
    lines = mirror.play("pass", confirmed=True).announcements
    address = f"en/practice/?seed={seed}&mode=hand&strength=beginner&coach=0"
    reduced = context.new_page()
    try:
        _fresh(reduced, site)  # paced, as a learner first meets it
        reduced.emulate_media(reduced_motion="reduce")
        goto_ready(reduced, address)
        reduced.get_by_role("button", name="Pass").click()
        # At once: every line is there when the click has been handled.
        assert _log_lines(reduced) == lines
        assert reduced.locator("#pr-prompt").inner_text() == mirror.prompt("en")
        assert not reduced.get_by_role("checkbox", name="Fast computer").is_checked()
    finally:
        reduced.close()
    # "Fast computer" in a normal-motion tab: at once too, and remembered.
    _fresh(page, site)
    goto_ready(page, address)
    assert page.evaluate("matchMedia('(prefers-reduced-motion: reduce)').matches") is False
    page.get_by_role("checkbox", name="Fast computer").check()
    assert _announced(page) == "The computer's moves are shown at once."
    page.reload()
    tools.wait_ready(page)
    assert page.get_by_role("checkbox", name="Fast computer").is_checked()
    page.get_by_role("button", name="Pass").click()
    assert _log_lines(page)[-len(lines) :] == lines


def test_spread_choices_after_a_knock_are_cards_in_groups_best_first(
    page: Any, site: Any, goto_ready: Any, tools: Any
) -> None:
    seed = 42
    _fresh(page, site, fast=True)
    goto_ready(page, f"en/practice/?seed={seed}&mode=hand&strength=beginner&coach=0")
    mirror = GinSession(Settings(mode="hand", strength="beginner", seed=seed, coach=False))
    mirror.start()
    _play_hints_until(page, mirror, lambda: mirror.view().phase.value == "show")
    choices = mirror.spread_choices("en")
    assert len(choices) >= 2, "pick a seed with a choice of spreads"
    radios = page.get_by_role("radio")
    names = [c.label(i + 1, "en") for i, c in enumerate(choices)]
    visible = names[:3]
    for i, name in enumerate(visible):
        radio = page.get_by_role("radio", name=name, exact=True)
        assert radio.is_visible()
        assert radio.get_attribute("value") == str(choices[i].action)
        # Drawn as cards in their groups with the deadwood counted, not as raw text.
        option = page.locator("label.spread-option").nth(i)
        assert option.locator(".mini.meld").count() == len(choices[i].arrangement.melds)
        assert f"Deadwood: {choices[i].arrangement.deadwood_count}" in option.inner_text()
        assert "show " not in option.inner_text()
    assert page.get_by_role("radio", name=names[0], exact=True).is_checked()
    assert names[0].startswith("Spread 1, the advisor's choice")
    assert _active(page) == "" and page.evaluate("document.activeElement.name") == "pr-show"
    more = page.get_by_role("button", name=f"More spreads ({len(choices) - 3})")
    if len(choices) > 3:
        more.click()
        assert radios.count() == len(choices)
        assert page.get_by_role("radio", name=names[-1], exact=True).is_visible()
    else:
        assert page.locator("#pr-more-spreads").is_hidden()
    tools.screenshot(page, "practice-spread-choice-1280x800")
    page.set_viewport_size({"width": 360, "height": 640})
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0
    tools.screenshot(page, "practice-spread-choice-360x640")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.get_by_role("radio", name=names[1], exact=True).check()
    page.get_by_role("button", name="Show these melds").click()
    mirror.play(str(choices[1].action), confirmed=True)
    page.locator("#pr-end").wait_for(state="visible")
    assert page.locator("#pr-prompt").inner_text() == mirror.prompt("en")


def test_one_hand_mode_names_no_game_target(page: Any, site: Any, goto_ready: Any) -> None:
    _fresh(page, site, fast=True)
    goto_ready(page, "en/practice/?seed=5&mode=hand&strength=beginner&coach=0")
    line = page.locator("#pr-scores").inner_text()
    assert line.startswith("One hand · house rules:") and "game to" not in line
    goto_ready(page, "nl/practice/?seed=6&mode=game&strength=beginner&coach=0&target=60")
    line = page.locator("#pr-scores").inner_text()
    assert "Stand: jij 0, de computer 0 (spel tot 60)" in line


def _open_with_mirror(page: Any, site: Any, goto_ready: Any, settings: Settings) -> PracticeSession:
    """Open the practice page on the game ``settings`` name (the computer's moves at
    once) and start the same session in CPython, as the page's mirror."""
    target = f"&target={settings.target}" if settings.target else ""
    _fresh(page, site, fast=True)
    goto_ready(page, f"en/practice/?seed={settings.seed}&mode={settings.mode}"
                     f"&strength={settings.strength}&coach={int(settings.coach)}{target}"
                     f"&game={settings.choice}")
    mirror = GinSession(settings)
    mirror.start()
    _in_sync(page, mirror)
    return mirror


def test_a_three_player_game_vs_beginners_sits_the_dealer_out_and_resumes(
    page: Any, site: Any, goto_ready: Any, tools: Any
) -> None:
    """Three-player gin on the practice page: Mia deals the first hand and sits it out,
    the learner sits out the hand they deal (the computers play it on their own), the
    score sheet has a column per player, a reload resumes, and a phone needs no sideways
    scrolling."""
    mirror = _open_with_mirror(page, site, goto_ready, Settings(  # seed 1: three hands to 40
        mode="game", strength="beginner", seed=1, coach=False, target=40, game="gin-3"))
    assert mirror.game.hand.dealer == 1
    shown = _seats(page)
    assert shown[2]["tags"] == ["10 cards"]
    assert shown[1]["tags"] == ["dealer", "sits this hand out"]
    page.set_viewport_size({"width": 360, "height": 640})
    tools.screenshot(page, "practice-three-360x640")
    page.set_viewport_size({"width": 1280, "height": 800})
    dealers = _play_to_the_end_with_a_reload(page, mirror)
    assert mirror.learner in dealers  # the learner sat a hand out
    heads = page.locator("#pr-sheet thead th").all_inner_texts()
    assert heads[1:4] == ["You", "Mia", "Daan"] and len(heads) == 5
    rows = page.locator("#pr-sheet tbody tr").evaluate_all(
        "trs => trs.map(tr => [...tr.cells].map(td => td.textContent))"
    )
    assert rows == [list(row) for row in mirror.sheet_rows("en")]
    lines = page.locator("#pr-sheet-lines li").all_inner_texts()
    assert lines == mirror.score_sheet("en")[len(mirror.game.sheet.hands):]
    assert any(line.startswith("Final score: you") for line in lines)
    page.set_viewport_size({"width": 360, "height": 640})
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"the page is {overflow} px wider than a 360 px phone"
    tools.screenshot(page, "practice-three-over-360x640")


def _play_to_the_end_with_a_reload(page: Any, mirror: PracticeSession) -> list[int]:
    """Play the hints on the page (and in the mirror) to the end of the game, dealing each
    next hand, with a reload in hand 2 that must resume; the dealer of every hand."""
    reloaded = False
    dealers = [mirror.game.hand.dealer]
    play_hint = page.get_by_role("button", name="Play the hint")
    while not mirror.finished:
        _in_sync(page, mirror)
        if mirror.deal_over:
            page.get_by_role("button", name="Deal the next hand").click()
            mirror.next_hand()
            dealers.append(mirror.game.hand.dealer)
            continue
        if mirror.hand_number == 2 and not reloaded:
            page.reload()
            page.wait_for_selector("html[data-ready]")
            _in_sync(page, mirror)
            reloaded = True
        _words, best, _why = mirror.hint()
        assert best is not None
        play_hint.click()
        mirror.play(str(best), confirmed=True)
    _in_sync(page, mirror)
    assert reloaded, "the game ended in its first hand: pick another seed"
    return dealers


def _sheet_rows(page: Any) -> list[list[str]]:
    return list(page.locator("#pr-sheet tbody tr").evaluate_all(
        "trs => trs.map(tr => [...tr.cells].map(td => td.textContent))"))


def test_a_pairs_game_vs_beginners_keeps_the_team_sheet_and_resumes(
    page: Any, site: Any, goto_ready: Any, tools: Any
) -> None:
    """Four players in pairs: the learner and Daan against Mia and Noor at two tables;
    the other table is shown as it plays, every hand's two tables and the team's balance
    go on the sheet, a reload resumes, and a phone needs no sideways scrolling."""
    mirror = _open_with_mirror(page, site, goto_ready, Settings(  # seed 7: two hands
        mode="game", strength="beginner", seed=7, coach=False, target=60, game="gin-pairs"))
    other = page.get_by_role("region", name="The other table")
    assert "your partner" in _seats(page, "#pr-other .seat")[2]["tags"]
    assert "Daan against Noor" in other.inner_text()
    _no_sideways_scroll(page)
    tools.screenshot(page, "practice-pairs-360x640")
    page.set_viewport_size({"width": 1280, "height": 800})
    _play_to_the_end_with_a_reload(page, mirror)
    heads = page.locator("#pr-sheet thead th").all_inner_texts()
    assert heads == ["Hand", "You and Daan", "Mia and Noor", "The two tables"]
    assert _sheet_rows(page) == [list(row) for row in mirror.sheet_rows("en")]
    lines = page.locator("#pr-sheet-lines li").all_inner_texts()
    sheet = mirror.sheet()
    assert lines == mirror.score_sheet("en")[len(sheet.hands):]
    assert any(line.startswith("Final score: you and Daan") for line in lines)
    _no_sideways_scroll(page)
    tools.screenshot(page, "practice-pairs-over-360x640")


def test_a_seven_card_hand_by_the_keyboard_alone_and_a_reload_resumes(
    page: Any, site: Any, goto_ready: Any, tools: Any
) -> None:
    """Seven-card gin for four, one hand, played with the keyboard only: eight cards in
    hand after the draw, a reload in the middle resumes, and the showdown names every
    seat (the learner as 'you')."""
    mirror = _open_with_mirror(page, site, goto_ready, Settings(  # seed 4: a knock, 22 moves in
        mode="hand", strength="beginner", seed=4, coach=False, game="gin-7", players=4))
    assert len(_hand(page)) == 7
    shown = _seats(page)
    assert [shown[seat]["name"] for seat in (1, 2, 3)] == ["Mia", "Daan", "Noor"]
    assert all(shown[seat]["tags"][0] == "7 cards" for seat in (1, 2, 3))
    _no_sideways_scroll(page)
    tools.screenshot(page, "practice-seven-card-360x640")
    page.set_viewport_size({"width": 1280, "height": 800})
    moves = 0
    while not mirror.finished:
        _words, best, _why = mirror.hint()
        assert best is not None
        _keyboard_move(page, str(best))
        mirror.play(str(best), confirmed=True)
        _in_sync(page, mirror)
        moves += 1
        if moves == 3:
            page.reload()
            page.wait_for_selector("html[data-ready]")
            _in_sync(page, mirror)
    page.locator("#pr-end").wait_for(state="visible")
    hand = mirror.own_hand()
    assert hand is not None and hand.result is not None, "a drawn hand: pick another seed"
    assert len(hand.result.spreads) == 3
    page.get_by_role("button", name="Show all steps").click()
    steps = page.locator("#pr-steps li").all_inner_texts()
    assert steps == mirror.showdown_steps("en")
    tools.screenshot(page, "practice-seven-card-over-1280")


def test_sitting_out_the_learner_may_skip_to_the_end_of_the_hand(
    page: Any, site: Any, goto_ready: Any
) -> None:
    """Three-player gin, paced: in the hand the learner deals and sits out (seed 2: the
    second), "Skip to the end of their hand" plays the computers' moves at once."""
    mirror = _open_with_mirror(page, site, goto_ready, Settings(
        mode="game", strength="beginner", seed=2, coach=False, target=500, game="gin-3"))
    assert mirror.game.hand.dealer == 2  # the deal passes left: the learner deals next
    while not mirror.deal_over:
        _in_sync(page, mirror)
        _words, best, _why = mirror.hint()
        assert best is not None
        page.get_by_role("button", name="Play the hint").click()
        mirror.play(str(best), confirmed=True)
    _in_sync(page, mirror)
    page.locator("#pr-fast").uncheck()  # paced: the computers' hand goes step by step
    page.get_by_role("button", name="Deal the next hand").click()
    mirror.next_hand(computer=False)
    assert mirror.learner_watching()
    skip = page.get_by_role("button", name="Skip to the end of their hand")
    skip.wait_for(state="visible")
    skip.click()
    mirror.run_computer()
    page.locator("#pr-end").wait_for(state="visible")
    _in_sync(page, mirror)
    assert skip.is_hidden()


@pytest.mark.parametrize(("game", "seed"), [("gin", 11), ("rummy:2", 3)])
def test_taking_a_move_back_clears_the_card_it_chose(
    page: Any, site: Any, goto_ready: Any, game: str, seed: int
) -> None:
    """Issue 31, item 10: the coach stops a discard, "Take it back" undoes the choice too,
    so the next card chosen is the only one and its Discard plays (Rummy's hand lets
    several cards be chosen: a card left chosen made the next Discard say "Choose just
    one card")."""
    settings = Settings.from_dict({"game": game, "seed": seed, "mode": "hand",
                                   "strength": "beginner", "coach": True})
    _fresh(page, site, fast=True)
    goto_ready(page, f"en/practice/?seed={seed}&mode=hand&strength=beginner&coach=1"
                     f"&game={settings.choice}")
    mirror = new_session(settings)
    mirror.start()
    for _ in range(40):
        _in_sync(page, mirror)
        if mirror.view().phase.value == "discard" and _mistake(mirror) is not None:
            break
        _w, best, _y = mirror.hint()
        assert best is not None
        page.get_by_role("button", name="Play the hint").click()
        mirror.play(str(best), confirmed=True)
    bad = _mistake(mirror)
    assert bad is not None, "no clear mistake to meet the coach: pick another seed"
    page.locator(f'#pr-hand [data-card="{bad.split()[1]}"]').click()
    page.get_by_role("button", name="Discard", exact=True).click()
    coach = page.locator("#pr-coach-box")
    coach.wait_for(state="visible")
    page.get_by_role("button", name="Take it back").click()
    coach.wait_for(state="hidden")
    chosen = page.locator('#pr-hand [aria-pressed="true"]')
    assert chosen.count() == 0, "the card taken back is still chosen"
    _w, best, _y = mirror.hint()
    assert best is not None and str(best).startswith("discard ")
    page.locator(f'#pr-hand [data-card="{best.card.code}"]').click()
    page.get_by_role("button", name="Discard", exact=True).click()
    mirror.play(str(best), confirmed=True)
    _in_sync(page, mirror)
