"""The practice page as a card table (issue 31): every game's table fits the first screen
(item 8) and says who deals, who is to play and each seat's last move (item 9).

As in test_practice.py, each test keeps a *mirror*: the same session played in CPython
with the same seed and moves, and the page must show what the mirror holds.

Run alone:  .venv/bin/pytest tests/browser/test_practice_table.py -q -n 0
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from practice_pages import fresh as _fresh
from practice_pages import seats as _seats

from gintutor.practice import PracticeSession, SeatRow, Settings, new_session

pytestmark = pytest.mark.browser


def _open(page: Any, site: Any, goto_ready: Any, key: str, seed: int, mode: str = "game",
          lang: str = "en") -> PracticeSession:
    """The practice page on game ``key`` (the computers' moves at once) and its mirror."""
    _fresh(page, site, fast=True)
    goto_ready(page, f"{lang}/practice/?seed={seed}&mode={mode}&strength=beginner&coach=0"
                     f"&game={key}")
    mirror = new_session(Settings.from_dict({"game": key, "seed": seed, "mode": mode,
                                             "strength": "beginner", "coach": False}))
    mirror.start()
    return mirror


def _wait_prompt(page: Any, mirror: PracticeSession, lang: str = "en") -> None:
    page.wait_for_function(
        "p => document.querySelector('#pr-prompt').textContent.trim() === p",
        arg=mirror.prompt(lang))


def _play_hints(page: Any, mirror: PracticeSession, moves: int) -> None:
    """Press "Play the hint" ``moves`` times (the mirror plays the same move)."""
    for _ in range(moves):
        _wait_prompt(page, mirror)
        if not mirror.learner_to_act():
            return
        _w, best, _y = mirror.hint()
        assert best is not None
        page.get_by_role("button", name="Play the hint").click()
        mirror.play(str(best), confirmed=True)
    _wait_prompt(page, mirror)


def _same(shown: dict[int, dict[str, Any]], rows: list[SeatRow]) -> None:
    """The seats on the page are the mirror's: name, dealer, to play (in words and
    marked), sitting out, and the last move (or 'no move yet')."""
    assert sorted(shown) == sorted(r.seat for r in rows)
    for r in rows:
        seat = shown[r.seat]
        assert seat["name"] == r.name[:1].upper() + r.name[1:]
        assert ("dealer" in seat["tags"]) == r.dealer, (r, seat)
        assert ("to play" in seat["tags"]) == r.to_act == seat["current"], (r, seat)
        assert ("sits this hand out" in seat["tags"]) == (not r.playing), (r, seat)
        assert seat["last"] == (r.last or "No move yet this hand."), (r, seat)


# ---------------------------------------------------------------- item 4: the log


def _log_hands(page: Any) -> list[tuple[str, list[str]]]:
    """The "What happened" log as the page holds it: each hand's title and every line."""
    found = page.locator("#pr-log .log-hand").evaluate_all(
        "els => els.map(e => [e.querySelector('.log-title').textContent,"
        " [...e.querySelectorAll('li')].map(li => li.textContent)])")
    return [(title, lines) for title, lines in found]


def test_the_log_keeps_every_move_of_each_hand_apart(page: Any, site: Any, goto_ready: Any) -> None:
    """Three-player gin (seed 2): hand 1, then hand 2 which the learner deals and sits
    out. Each hand's lines are under its own title and every move is there; a long hand
    folds its earlier lines saying how many, a hand before folds whole saying how many
    lines it holds, a fold the learner opened stays open as the game goes on, and a
    reload brings the same log back."""
    mirror = _open(page, site, goto_ready, "gin-3", 2)
    while not mirror.deal_over:
        _play_hints(page, mirror, 1)
    (title, lines), = mirror.history_hands("en")
    assert title == "Hand 1" and len(lines) > 12, "pick a seed with a longer first hand"
    assert _log_hands(page) == [(title, lines)]
    current = page.locator("#pr-log .log-hand").last
    assert current.locator("details.log-fold summary").inner_text() == (
        f"{len(lines) - 12} earlier lines of this hand")
    assert current.locator(":scope > ol li").all_inner_texts() == lines[-12:]
    page.get_by_role("button", name="Deal the next hand").click()
    mirror.next_hand()
    _wait_prompt(page, mirror)
    assert mirror.game.hand.dealer == mirror.learner and mirror.deal_over
    want = mirror.history_hands("en")
    assert [title for title, _ in want] == ["Hand 1", "Hand 2"]
    assert _log_hands(page) == want
    first = page.locator("#pr-log details.log-hand")
    assert first.locator("summary").inner_text() == f"Hand 1 ({len(want[0][1])} lines)"
    assert not first.evaluate("d => d.open")
    assert page.locator("#pr-log .log-hand").last.locator("details").count() == 0  # short
    first.locator("summary").click()
    assert not mirror.finished
    page.get_by_role("button", name="Deal the next hand").click()
    mirror.next_hand()
    _wait_prompt(page, mirror)
    assert page.locator('#pr-log details[data-key="hand-0"]').evaluate("d => d.open")
    want = mirror.history_hands("en")
    page.reload()
    page.wait_for_selector("html[data-ready]")
    restored = [*want[:-1], (want[-1][0], [*want[-1][1], "Your game was restored."])]
    assert _log_hands(page) == restored


# ---------------------------------------------------------------- item 3: sitting out


def test_a_hand_the_learner_sits_out_is_said_first_and_played_at_a_pace_to_follow(
    page: Any, site: Any, goto_ready: Any
) -> None:
    """Three-player gin, seed 5: the learner deals the first hand and sits it out. The
    page says so before Mia and Daan's first move and keeps saying it; their moves come
    slowly enough to follow, each shown under it; "Skip" plays the rest at once, and the
    end says the learner sat the hand out."""
    sit_out = "You dealt this hand and sit it out: Mia and Daan play."
    _fresh(page, site)  # paced, as a learner first meets it
    goto_ready(page, "en/practice/?seed=5&mode=game&strength=beginner&coach=0&game=gin-3")
    page.evaluate(
        "() => { window.__steps = []; window.__t0 = performance.now();"
        " new MutationObserver(() => window.__steps.push([performance.now(),"
        "   document.querySelector('#pr-prompt').textContent,"
        "   document.querySelector('#pr-step').textContent]))"
        " .observe(document.querySelector('#pr-log'),"
        "   {attributes: true, attributeFilter: ['data-step']}); }")
    mirror = new_session(Settings.from_dict({"game": "gin-3", "seed": 5, "mode": "game",
                                             "strength": "beginner", "coach": False}))
    words = mirror.start(computer=False).announcements
    assert words == [sit_out]
    assert page.locator("#pr-prompt").inner_text() == sit_out
    assert page.locator("#pr-log li").first.text_content() == sit_out
    skip = page.get_by_role("button", name="Skip to the end of their hand")
    assert skip.is_visible()
    page.wait_for_function("window.__steps.length >= 3")
    steps = page.evaluate("window.__steps")
    t0 = page.evaluate("window.__t0")
    assert steps[0][0] - t0 >= 1500, "the first move came before the learner could read"
    gaps = [b[0] - a[0] for a, b in itertools.pairwise(steps)]
    assert all(gap >= 1200 for gap in gaps), gaps
    for _t, prompt, step in steps:
        assert prompt == sit_out and step  # said all through; the move under it
    said = [*words]
    for _ in steps:
        said += mirror.computer_step()
    assert steps[-1][2] == said[-1] or steps[-1][2] in said
    skip.click()
    mirror.run_computer()
    page.locator("#pr-end").wait_for(state="visible")
    _wait_prompt(page, mirror)
    assert mirror.prompt().startswith("You dealt this hand and sat it out. ")
    assert skip.is_hidden()


# ---------------------------------------------------------------- item 8: one screen

ROOT = Path(__file__).resolve().parents[2]
SIZES = ({"width": 1280, "height": 800}, {"width": 360, "height": 640})
#: Every game's table: the game, a seed whose first hand the learner plays, and for Rummy
#: whether to go on to a layoff (the melds on the table must be in view then too).
TABLES = [("gin", 11, False, "en"), ("gin-3", 1, False, "en"), ("gin-7:3", 4, False, "en"),
          ("gin-7:4", 4, False, "en"), ("gin-pairs", 3, False, "en"),
          ("gin-tournament", 2, False, "en"), ("rummy:2", 5, False, "en"),
          ("rummy:3", 2, True, "en"), ("rummy:6", 4, True, "en"), ("gin", 11, False, "nl"),
          ("rummy:6", 4, True, "nl")]
PLAY_HINT = {"en": "Play the hint", "nl": "Speel de tip"}


def _in_view(page: Any, selector: str) -> list[str]:
    """What of ``selector`` (every visible match) is not wholly inside the viewport."""
    return list(page.evaluate(
        "sel => [...document.querySelectorAll(sel)].filter(e => e.offsetParent !== null)"
        " .map(e => [e, e.getBoundingClientRect()])"
        " .filter(([e, b]) => b.top < 0 || b.left < 0 || b.bottom > innerHeight"
        "   || b.right > document.documentElement.clientWidth)"
        " .map(([e, b]) => `${sel} ${e.id || e.textContent.trim().slice(0, 20)}: `"
        "   + `${Math.round(b.left)},${Math.round(b.top)}-${Math.round(b.right)},"
        "${Math.round(b.bottom)}`)", selector))


#: The parts of the table that must be on the first screen together.
FIRST_SCREEN = ("#pr-hand .hand", "#pr-middle .stock .card", "#pr-draw", "#pr-pile",
                "#pr-take", "#pr-actions .button")


def _seats_are_the_mirrors(page: Any, mirror: PracticeSession) -> None:
    """Play the hints on until another seat has moved (the learner may be first), then
    every seat shows its name, dealer, to play, sitting out and last move, at the other
    card table too, and one seat is to play."""
    for _ in range(8):
        rows = mirror.seat_rows()
        if any(r.last for r in rows if r.seat != mirror.learner) or not mirror.learner_to_act():
            break
        _play_hints(page, mirror, 1)
    rows = mirror.seat_rows()
    assert any(r.last for r in rows if r.seat != mirror.learner), "nobody else has moved"
    _same(_seats(page), rows)
    for other in mirror.other_table_rows():  # four players: the other card table too
        _same(_seats(page, "#pr-other .seat"), other)
    if not mirror.deal_over:
        assert sum(r.to_act for r in rows) == 1


@pytest.mark.parametrize(("key", "seed", "layoff", "lang"), TABLES)
def test_every_table_fits_the_first_screen_and_shows_who_deals_plays_and_moved(
    page: Any, site: Any, goto_ready: Any, key: str, seed: int, layoff: bool, lang: str
) -> None:
    """At 1280x800 and at 360x640, with the page at its top: the learner's hand, the
    stock, the discard pile and every move button are inside the screen together (and
    in Rummy, when a layoff is the move, the melds on the table too); nothing makes the
    page scroll sideways. A screenshot of each, to look at. Every table (item 9) says
    who deals, who is to play and each seat's last move, from the deal on."""
    mirror = _open(page, site, goto_ready, key, seed, lang=lang)
    english = lang == "en"  # the seats' tags are compared in English words
    if english:
        _wait_prompt(page, mirror)
        _same(_seats(page), mirror.seat_rows())
    for _ in range(60):
        _wait_prompt(page, mirror, lang)
        hint = mirror.hint()[1] if mirror.learner_to_act() else None
        if hint is not None and (hint.kind.value == "lay off" if layoff else
                                 mirror.view().phase.value == "discard"):
            break
        assert hint is not None, "the learner's first hand ended: pick another seed"
        page.get_by_role("button", name=PLAY_HINT[lang]).click()
        mirror.play(str(hint), confirmed=True)
    else:
        raise AssertionError("never reached the position")
    parts = (*FIRST_SCREEN, "#pr-melds .table-meld") if layoff else FIRST_SCREEN
    for size in SIZES:
        page.set_viewport_size(size)
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_function("window.scrollY === 0")
        shots = ROOT / "screenshots"
        shots.mkdir(exist_ok=True)
        page.screenshot(path=str(shots / f"table-{key.replace(':', '-')}-{lang}-"
                                         f"{size['width']}x{size['height']}.png"))
        outside = [bad for part in parts for bad in _in_view(page, part)]
        if layoff:  # the melds' strip may scroll on its own on a phone: the meld to lay
            onto = "-".join(c.code for c in mirror.hint()[1].melds[0])  # off on is in view
            meld = page.locator(f'#pr-melds [data-meld="{onto}"]')
            meld.scroll_into_view_if_needed()
            assert page.evaluate("window.scrollY") == 0
            outside = [bad for bad in outside if "table-meld" not in bad]
            outside += _in_view(page, f'#pr-melds [data-meld="{onto}"]')
        assert outside == [], (size, outside)
        assert page.evaluate("document.documentElement.scrollWidth"
                             " - document.documentElement.clientWidth") <= 0
    if english:
        page.set_viewport_size(SIZES[0])
        _seats_are_the_mirrors(page, mirror)
