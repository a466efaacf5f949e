"""A costly moment tried again in a real browser (issue 46): a kept hand opened from the
practice page's "try again" address goes straight to its first costly moment; a wrong
try is told what is wrong without the answer, the two hints never give it, the right
move is played by keyboard and earns the honest stars; the answer shown and played
earns one; back on the review's board at that step. What the page says is checked
against the same retry in CPython; both languages, 360 px, screenshots.

Run alone:  .venv/bin/pytest tests/browser/test_retry.py -q
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from practice_pages import no_sideways_scroll

from ginrules.core.actions import ActionKind
from gintutor.practice.kept import KEPT_FORMAT, KEPT_KEY, KEPT_VERSION
from gintutor.practice.wording import action_words
from gintutor.practice_set import SET_KEY
from gintutor.review.retry import Retry, retry_of, retry_steps
from tests.tutor.played_hands import KeptHand, kept_hand

pytestmark = pytest.mark.browser


def _keep(page: Any, site: Any, kept: KeptHand) -> str:
    """Store ``kept``'s game as the browser's only kept game (and no practice set); its
    id."""
    data = kept.record.data
    stored = json.dumps({"format": KEPT_FORMAT, "version": KEPT_VERSION, "games": [data]})
    page.goto(site.url + "static/site.css")
    page.evaluate("([key, text, own]) => { localStorage.setItem(key, text);"
                  " localStorage.removeItem(own); }", [KEPT_KEY, stored, SET_KEY])
    return str(data["id"])


def _open_retry(page: Any, goto_ready: Any, tools: Any, lang: str, game: str) -> None:
    goto_ready(page, f"{lang}/review/?game={game}&retry=1")
    page.wait_for_function("!document.getElementById('rv-retry').hidden",
                           timeout=tools.WAIT_TIMEOUT_MS)


def _said(page: Any) -> list[str]:
    return page.locator("#rv-retry-said p").all_inner_texts()


def _hint_lines(page: Any, n: int) -> list[str]:
    """The lines of the ``n``-th hint shown."""
    return page.locator(f"#rv-retry-hints li:nth-child({n}) p").all_inner_texts()


def _move_button(page: Any, retry: Retry, move: Any) -> Any:
    return page.locator(f'#rv-retry [data-move="{retry.moves.index(move)}"]')


def test_a_costly_moment_tried_wrongly_hinted_then_rightly_by_keyboard(
        page: Any, site: Any, goto_ready: Any, tools: Any) -> None:
    kept = kept_hand("gin", costly=True)
    game = _keep(page, site, kept)
    _open_retry(page, goto_ready, tools, "en", game)
    mirror = Retry(kept.record, kept.review, retry_steps(kept.review)[0])
    # The position as it was: the line of hand, score and rules, every legal move offered.
    assert page.locator("#rv-retry-context").inner_text() == mirror.context_words("en")
    assert page.locator("#rv-retry [data-move]").count() == len(mirror.moves)
    assert page.evaluate("document.activeElement.id") == "rv-retry-h"
    answer = action_words(mirror.best, "en")
    # The game's own move again: wrong, said as CPython says it, without the answer.
    _move_button(page, mirror, mirror.played).click()
    wrong = mirror.attempt(mirror.played, "en")
    assert _said(page) == [*wrong.lines,
                           "This position joins your practice set: it comes back tomorrow."]
    assert "That is the move you played in the game." in _said(page)
    assert page.locator("#rv-retry-said").get_attribute("class") == "rv-retry-said wrong"
    for n in (1, 2):
        page.locator("#rv-retry-hint").click()
        lines = mirror.hint("en")
        page.wait_for_function("n => document.querySelectorAll('#rv-retry-hints li')"
                               ".length === n", arg=n)
        assert _hint_lines(page, n) == lines
        shown = " ".join(lines)
        assert answer not in shown.replace(action_words(mirror.played, "en"), "").replace(
            mirror.idea.idea.title("en"), "")
    tools.screenshot(page, "retry-en-hinted-1280x800")
    # The right move by keyboard: focus its button, Enter.
    best = _move_button(page, mirror, mirror.best)
    best.focus()
    page.keyboard.press("Enter")
    right = mirror.attempt(mirror.best, "en")
    assert mirror.stars == 2
    said = _said(page)
    assert said[:len(right.lines)] == list(right.lines)
    assert said[-1] == "★★☆ 2 of 3 stars"
    assert page.evaluate("document.activeElement.id") == "rv-retry-next"
    assert all(page.locator("#rv-retry [data-move]").evaluate_all(
        "els => els.map(e => e.disabled)"))
    no_sideways_scroll(page)
    tools.screenshot(page, "retry-en-right-360x640")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.locator("#rv-retry-close").click()
    assert page.locator("#rv-retry").is_hidden()
    assert page.locator("#rv-board").get_attribute("data-step") == str(mirror.step)
    assert page.locator("#rv-retry-this").is_visible()


def test_the_answer_shown_and_played_earns_one_star_in_dutch(
        page: Any, site: Any, goto_ready: Any, tools: Any) -> None:
    kept = kept_hand("rummy:4", costly=True)
    game = _keep(page, site, kept)
    goto_ready(page, f"nl/review/?game={game}")
    page.wait_for_function("!document.getElementById('rv-result').hidden",
                           timeout=tools.WAIT_TIMEOUT_MS)
    steps = retry_steps(kept.review)
    # From the review: each key moment has its own "try again"; the hand's button counts.
    assert page.locator("#rv-keys button[data-retry]").count() == len(kept.review.key_moments)
    assert page.locator("#rv-retry-count").inner_text() == (
        f"{len(steps)} {'moment' if len(steps) == 1 else 'momenten'} van deze ronde om "
        "opnieuw te proberen.")
    page.get_by_role("button", name="Probeer je dure momenten opnieuw").click()
    page.wait_for_function("!document.getElementById('rv-retry').hidden")
    mirror = Retry(kept.record, kept.review, steps[0])
    page.locator("#rv-retry-answer").click()
    lines = mirror.answer("nl")
    assert _hint_lines(page, 1) == [
        *lines, "Deze stelling komt in je eigen oefenset: morgen komt hij terug."]
    assert page.locator("#rv-retry-hint").is_disabled()
    _move_button(page, mirror, mirror.best).click()
    mirror.attempt(mirror.best, "nl")
    assert mirror.stars == 1
    assert _said(page)[-1] == "★☆☆ 1 van de 3 sterren"
    no_sideways_scroll(page)
    tools.screenshot(page, "retry-nl-rummy-360x640")
    discards = [m for m in mirror.moves if m.kind is ActionKind.DISCARD]
    assert page.locator("#rv-retry-mine button.rv-try-card").count() == len(discards)


#: The page's clock, moved to the test's day: every ``Date`` of the tab is offset by the
#: milliseconds stored under ``test-clock-offset`` (read at each page start; time runs).
_SHIFTED_CLOCK = """(() => {
  const offset = Number(localStorage.getItem('test-clock-offset') || 0);
  if (!offset) return;
  const Real = Date;
  class Shifted extends Real {
    constructor(...args) {
      if (args.length) { super(...args); } else { super(Real.now() + offset); }
    }
    static now() { return Real.now() + offset; }
  }
  window.Date = Shifted;
})();"""


def _on_day(page: Any, day: str) -> None:
    """From the next page on, the tab's clock says ``day`` (10:00, local time)."""
    page.evaluate("day => localStorage.setItem('test-clock-offset', "
                  "String(new Date(day + 'T10:00:00').getTime() - Date.now()))", day)


def _stored_set(page: Any) -> dict[str, Any]:
    return dict(json.loads(page.evaluate("k => localStorage.getItem(k)", SET_KEY)))


@pytest.mark.own_tab  # its clock is moved
def test_a_wrong_try_joins_the_practice_set_and_comes_back_on_its_day(
        page: Any, site: Any, goto_ready: Any, tools: Any) -> None:
    page.add_init_script(_SHIFTED_CLOCK)
    kept = kept_hand("gin", costly=True)
    game = _keep(page, site, kept)
    _on_day(page, "2026-12-07")
    _open_retry(page, goto_ready, tools, "en", game)
    mirror = Retry(kept.record, kept.review, retry_steps(kept.review)[0])
    _move_button(page, mirror, mirror.played).click()
    assert _said(page)[-1] == "This position joins your practice set: it comes back tomorrow."
    [stored] = _stored_set(page)["positions"]
    assert (stored["due"], stored["box"], stored["added"]) == ("2026-12-08", 0, "2026-12-07")
    # The home page the same day: nothing due yet, and when it comes back.
    goto_ready(page, "en/")
    own = page.locator("#own-practice")
    assert own.locator("[data-own-due]").inner_text() == (
        "Nothing to practise today: the next of your 1 position comes back on "
        "8 December 2026.")
    assert own.get_by_role("link", name="Practise them").is_hidden()
    # The next day: due, and one step starts it; right at the first go waits 3 days.
    _on_day(page, "2026-12-08")
    goto_ready(page, "en/")
    assert own.locator("[data-own-due]").inner_text() == (
        "1 position to practise today, from moves you got wrong.")
    no_sideways_scroll(page)
    tools.screenshot(page, "home-en-practice-set-360x640")
    page.set_viewport_size({"width": 1280, "height": 800})
    own.get_by_role("link", name="Practise them").click()
    tools.wait_ready(page)
    page.wait_for_function("!document.getElementById('rv-retry').hidden",
                           timeout=tools.WAIT_TIMEOUT_MS)
    assert page.locator("#rv-retry-h").inner_text() == "Your practice: position 1 of 1"
    assert page.locator("#rv-retry-context").inner_text() == mirror.context_words("en")
    _move_button(page, mirror, mirror.best).click()
    said = _said(page)
    assert said[-1] == "Right at the first go: it comes back in 3 days."
    assert said[-2] == "★★★ 3 of 3 stars"
    [stored] = _stored_set(page)["positions"]
    assert (stored["due"], stored["box"], stored["tries"], stored["right"]) == (
        "2026-12-11", 1, 1, 1)
    page.locator("#rv-retry-next").click()
    assert _said(page) == ["That was every position due today: 1 of 1 right at the first go."]
    page.evaluate("localStorage.removeItem('test-clock-offset')")


def test_a_damaged_practice_set_is_kept_aside_and_the_pages_work(
        page: Any, site: Any, goto_ready: Any) -> None:
    page.goto(site.url + "static/site.css")
    page.evaluate("k => { localStorage.setItem(k, '{\"format\": '); "
                  "localStorage.removeItem(k + '.unreadable'); }", SET_KEY)
    goto_ready(page, "nl/")
    assert "je eigen oefenset" in page.locator("#storage-status").inner_text()
    assert page.locator("#own-practice [data-own-due]").inner_text().startswith(
        "Nog geen eigen stellingen")
    assert page.evaluate("k => localStorage.getItem(k)", SET_KEY) is None
    assert page.evaluate("k => localStorage.getItem(k + '.unreadable')", SET_KEY) == \
        '{"format": '
    goto_ready(page, "nl/review/?practise=due")
    assert page.locator("#rv-said").inner_text() == \
        "Vandaag staat er geen stelling van je eigen oefenset klaar."


def test_a_learner_with_no_positions_starts_from_the_computers_games(
        page: Any, site: Any, goto_ready: Any, tools: Any) -> None:
    from gintutor.review.starters import starters

    page.goto(site.url + "static/site.css")
    page.evaluate("k => localStorage.removeItem(k)", SET_KEY)
    goto_ready(page, "en/")
    own = page.locator("#own-practice")
    assert own.locator("[data-own-due]").inner_text().startswith(
        "No positions of your own yet")
    own.get_by_label("Game").select_option("gin")
    own.get_by_role("button", name="Try them").click()
    tools.wait_ready(page)
    page.wait_for_function("!document.getElementById('rv-retry').hidden",
                           timeout=tools.WAIT_TIMEOUT_MS)
    positions = starters()["gin"]
    assert page.locator("#rv-retry-h").inner_text() == \
        f"From the computer's games: position 1 of {len(positions)}"
    mirror = retry_of(positions[0])
    page.locator("#rv-retry-hint").click()
    page.locator("#rv-retry-hint").click()
    page.wait_for_function("document.querySelectorAll('#rv-retry-hints li').length === 2")
    mirror.hint("en")
    assert _hint_lines(page, 2) == mirror.hint("en")
    _move_button(page, mirror, mirror.played).click()
    assert _said(page)[-1] == "This position joins your practice set: it comes back tomorrow."
    [stored] = _stored_set(page)["positions"]
    assert stored["key"] == positions[0].key and stored["example"] == positions[0].example
    no_sideways_scroll(page)
    tools.screenshot(page, "retry-en-starters-360x640")


def _starter_set(wanted: dict[str, tuple[int, int]]) -> tuple[Any, str]:
    """A practice set of two-player gin's positions from the computer's games, one per
    idea of ``wanted`` (idea: tries, right); the set and its stored text."""
    from dataclasses import replace

    from gintutor.practice_set import PracticeSet
    from gintutor.review.starters import starters

    practice = PracticeSet()
    for p in starters()["gin"]:
        if p.idea in wanted:
            tries, right = wanted[p.idea]
            practice.positions.append(replace(p, due="2026-12-08", added="2026-12-07",
                                              tries=tries, right=right))
    return practice, practice.to_json()


def test_the_chart_names_a_weak_idea_with_its_lesson_and_more_positions(
        page: Any, site: Any, goto_ready: Any, tools: Any) -> None:
    from gintutor.idea_chart import positions_of_idea
    from gintutor.review.starters import starters

    # discard 0 of 4, knock 3 of 4, upcard 1 of 2: 4 of 10 over all
    practice, stored = _starter_set({"discard": (3, 0), "knock": (3, 3), "upcard": (1, 1)})
    page.goto(site.url + "static/site.css")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SET_KEY, stored])
    goto_ready(page, "en/")
    own = page.locator("#own-practice")
    chart = own.locator("[data-own-chart] li")
    assert chart.all_inner_texts() == [  # (the bar is drawn only: the count says it)
        "When to knock and when to play on\n3 of 4 right (75%)",
        "Take or pass the upcard\n1 of 2 right (50%)",
        "Which card to throw\n0 of 4 right (0%)",
    ]
    assert own.locator(".idea-weak").all_inner_texts() == [
        "To work on: Which card to throw. Missed 4 times; 0% right, against 40% over all "
        "your positions."]
    lesson = own.get_by_role("link", name="The lesson that teaches it: Counting deadwood")
    assert lesson.get_attribute("href") == page.locator(
        '.course-map li[data-lesson="lessons/deadwood"] a').get_attribute("href")
    no_sideways_scroll(page)
    tools.screenshot(page, "home-en-idea-chart-360x640")
    goto_ready(page, "nl/")
    assert page.locator("#own-practice .idea-weak").inner_text().startswith(
        "Om aan te werken: Welke kaart afleggen. 4 keer gemist; 0% goed, tegen 40%")
    goto_ready(page, "en/")
    own.get_by_role("link", name="More positions of this idea").click()
    tools.wait_ready(page)
    page.wait_for_function("!document.getElementById('rv-retry').hidden",
                           timeout=tools.WAIT_TIMEOUT_MS)
    queue = positions_of_idea("discard", practice, starters())
    assert page.locator("#rv-retry-h").inner_text() == \
        f"Which card to throw: position 1 of {len(queue)}"
    mirror = retry_of(queue[0])
    _move_button(page, mirror, mirror.played).click()  # the costly move: wrong again
    assert _said(page)[-1] == "Not at the first go: it comes back tomorrow."
    mine = next(p for p in _stored_set(page)["positions"] if p["key"] == queue[0].key)
    assert (mine["tries"], mine["right"], mine["box"]) == (4, 0, 0)
