"""The review page in a real browser (issue 27): a practice hand played on the page, its
review opened from the practice page, stepped through by keyboard with every step said
in the live region, the record downloaded and opened again from its file, a damaged file
refused, a record from the command line reviewed for a seat picked; no sideways scroll
at 360 px. What the page shows is checked against the same review made in CPython.

Run alone:  .venv/bin/pytest tests/browser/test_review.py -q
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from practice_pages import fresh as _fresh
from practice_pages import keyboard_move, no_sideways_scroll

from ginrules.core.grades import worse_or_equal
from gintutor.practice import COACH_GRADE, Settings
from gintutor.practice.gin import GinSession
from gintutor.practice.judge import judge
from gintutor.practice.kept import session_record
from gintutor.practice.verdict import accuracy_words, summary_words
from gintutor.review import HandAnalysis, ReviewRecord
from gintutor.review.telling import game_accuracy_words, step_words

pytestmark = pytest.mark.browser

SEED = 11


def _in_sync(page: Any, mirror: GinSession) -> None:
    page.wait_for_function(
        "prompt => document.querySelector('#pr-prompt').textContent.trim() === prompt",
        arg=mirror.prompt("en"))


def _costly_discard(mirror: GinSession) -> str | None:
    """The discard that costs the most now, if the coach would hold it back."""
    view = mirror.view()
    worst, most = None, 0.0
    for act in view.legal_actions:
        if str(act).startswith("discard "):
            verdict = judge(view, act)
            if worse_or_equal(verdict.grade, COACH_GRADE) and verdict.loss > most:
                worst, most = str(act), verdict.loss
    return worst


def _play_a_hand(page: Any, mirror: GinSession) -> None:
    """Press "Play the hint" (the page and the mirror play the same move) to the hand's
    end, but for one discard the advisor calls a mistake, played with the keyboard."""
    play_hint = page.get_by_role("button", name="Play the hint")
    erred = False
    for _ in range(80):
        _in_sync(page, mirror)
        if mirror.hand_over:
            assert erred, "pick a seed whose hand offers a costly discard"
            return
        wrong = None if erred else _costly_discard(mirror)
        if wrong is not None:
            keyboard_move(page, wrong)
            mirror.play(wrong, confirmed=True)
            erred = True
            continue
        _w, best, _y = mirror.hint()
        assert best is not None
        play_hint.click()
        mirror.play(str(best), confirmed=True)
    raise AssertionError("the hand did not end")


def _reviewed(page: Any, tools: Any) -> None:
    """Wait until the analysis is done and its result shown."""
    page.wait_for_function(
        "!document.documentElement.hasAttribute('data-analysing')"
        " && !document.getElementById('rv-result').hidden",
        timeout=tools.WAIT_TIMEOUT_MS)


def _cards_apart(page: Any) -> None:
    """On a phone the reviewed seat's cards never overlap: each card's ring and corner
    index stay whole, and a row's badges (▲ played, ★ best, above a card) have the room
    between the rows (a hand of eleven once covered its neighbour's corner)."""
    boxes = page.locator("#rv-mine .card").evaluate_all(
        "els => els.map(e => { const b = e.getBoundingClientRect();"
        " return [b.left, b.top, b.right, b.bottom]; })")
    assert len(boxes) >= 10
    ring = 6  # the played-and-best ring is 6 px wide
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            apart = (a[2] + ring <= b[0] or b[2] + ring <= a[0]
                     or a[3] + 16 <= b[1] or b[3] + 16 <= a[1])
            assert apart, (a, b)


def _announced(page: Any) -> str:
    return str(page.locator("#announce").text_content()).strip()


def test_a_practice_hand_reviewed_stepped_exported_and_imported(
        page: Any, site: Any, goto_ready: Any, tools: Any, tmp_path: Path) -> None:
    _fresh(page, site, fast=True)
    page.evaluate("localStorage.removeItem('gin-tutor.hands')")
    goto_ready(page, f"en/practice/?seed={SEED}&mode=hand&strength=beginner&coach=0")
    mirror = GinSession(Settings(mode="hand", strength="beginner", seed=SEED, coach=False))
    mirror.start()
    _play_a_hand(page, mirror)
    # What the page kept is the mirror's record; CPython reviews it the same way.
    kept = json.loads(page.evaluate("localStorage.getItem('gin-tutor.hands')"))
    record_data = session_record(mirror)
    assert kept["games"] == [json.loads(json.dumps(record_data))]
    record = ReviewRecord.from_data(record_data)
    review = HandAnalysis(record, 0, 0).run()
    # The summary under the hand is the review's first screen: the same verdicts, words.
    summary = page.locator("#pr-review li").all_inner_texts()
    assert summary == summary_words(review.decisions, "en")

    # The hand had a costly move: its moments can be tried again in one step (issue 46).
    retry = page.get_by_role("link", name="Try your costly moments again")
    assert retry.get_attribute("href").endswith(f"?game={record_data['id']}&retry=1")
    link = page.get_by_role("link", name="Review this hand move by move")
    assert link.get_attribute("href").endswith(f"?game={record_data['id']}")
    link.click()
    tools.wait_ready(page)
    _reviewed(page, tools)
    assert page.locator("#rv-accuracy").inner_text() == accuracy_words(review.decisions, "en")
    assert page.locator("#rv-progress-box").is_hidden()
    total = len(review.positions)

    # Step through by keyboard: every step drawn and said.
    board = page.locator("#rv-board")
    assert page.evaluate("document.activeElement.id") == "rv-board"
    for key, step in (("ArrowRight", 1), ("ArrowRight", 2), ("ArrowLeft", 1), ("End", total - 1),
                      ("Home", 0)):
        page.keyboard.press(key)
        page.wait_for_function(f"document.getElementById('rv-board').dataset.step === '{step}'")
        lines = step_words(record, review, step, "en")
        assert page.locator("#rv-step-count").inner_text() == lines[0]
        assert _announced(page) == " ".join(lines)
    assert page.get_by_role("button", name="First").is_disabled()
    # A decision that cost points shows its grade and the best move on the cards.
    costly = review.key_moments[0]  # the learner's discard the advisor called a mistake
    page.locator(f'#rv-keys button[data-step="{costly.step}"]').click()
    page.wait_for_function(
        f"document.getElementById('rv-board').dataset.step === '{costly.step}'")
    assert board.get_attribute("data-grade") == costly.grade != "best"
    assert costly.best.card is not None and costly.action.card is not None
    assert page.locator(f"#rv-mine .best[data-card='{costly.best.card.code}']").count() == 1
    assert page.locator(f"#rv-mine .played[data-card='{costly.action.card.code}']").count() == 1
    assert _announced(page) == " ".join(step_words(record, review, costly.step, "en"))
    tools.screenshot(page, "review-hand-en-1280x800")
    no_sideways_scroll(page)
    tools.screenshot(page, "review-hand-en-360x640")
    _cards_apart(page)
    page.set_viewport_size({"width": 1280, "height": 800})

    # The record downloads, and opens again from its file.
    with page.expect_download() as caught:
        page.get_by_role("button", name="Download this record").click()
    text = Path(caught.value.path()).read_text(encoding="utf-8")
    assert ReviewRecord.from_json(text).data == json.loads(json.dumps(record_data))
    page.locator("#rv-file").set_input_files(files=[{
        "name": "hand.json", "mimeType": "application/json", "buffer": text.encode()}])
    page.wait_for_function("document.getElementById('rv-said').textContent.startsWith('Opened')")
    assert page.locator("#rv-said").inner_text() == "Opened hand.json: 1 hand to review."
    title = page.locator("#rv-open-title").inner_text()

    # A damaged file is refused with its reason, and nothing changes.
    damaged = json.loads(text)
    damaged["hands"][0]["moves"][2]["action"] = "discard 2C" if \
        damaged["hands"][0]["moves"][2]["action"] != "discard 2C" else "discard 3C"
    page.locator("#rv-file").set_input_files(files=[{
        "name": "damaged.json", "mimeType": "application/json",
        "buffer": json.dumps(damaged).encode()}])
    page.wait_for_function("document.getElementById('rv-said').textContent.includes('damaged')")
    said = page.locator("#rv-said").inner_text()
    assert said.startswith("damaged.json cannot be opened: ") and "Nothing was changed." in said
    assert page.locator("#rv-open-title").inner_text() == title
    page.locator("#rv-file").set_input_files(files=[{
        "name": "notes.txt", "mimeType": "text/plain", "buffer": b"not a record"}])
    page.wait_for_function("document.getElementById('rv-said').textContent.includes('notes')")
    assert "not a JSON record" in page.locator("#rv-said").inner_text()
    assert page.locator("#rv-open-title").inner_text() == title


def test_a_selfplay_record_is_reviewed_for_the_seat_picked_in_dutch(
        page: Any, site: Any, goto_ready: Any, tools: Any) -> None:
    out = subprocess.run([sys.executable, "-m", "ginrules", "selfplay", "--variant", "gin-7",
                          "--players", "3", "--seed", "3", "--hands", "2"],
                         capture_output=True, text=True, check=True).stdout
    record = ReviewRecord.from_json(out)
    goto_ready(page, "nl/review/")
    page.locator("#rv-file").set_input_files(files=[{
        "name": "zelfspel.json", "mimeType": "application/json", "buffer": out.encode()}])
    page.wait_for_function("!document.getElementById('rv-pick').hidden")
    assert page.locator("#rv-said").inner_text() == \
        "zelfspel.json geopend: 2 rondes om na te bespreken."
    page.locator("#rv-hand").select_option("0")
    page.locator("#rv-seat").select_option("2")
    page.get_by_role("button", name="Bespreek elke ronde van dit spel").click()
    _reviewed(page, tools)
    reviews = [HandAnalysis(record, index, 2).run() for index in (0, 1)]
    review = reviews[0]
    assert page.locator("#rv-accuracy").inner_text() == accuracy_words(review.decisions, "nl")
    assert page.locator("#rv-game-accuracy").inner_text() == \
        game_accuracy_words(reviews, "nl")
    page.locator("#rv-next").click()
    page.wait_for_function("document.getElementById('rv-board').dataset.step === '1'")
    assert _announced(page) == " ".join(step_words(record, review, 1, "nl"))
    tools.screenshot(page, "review-nl-selfplay-1280x800")
    no_sideways_scroll(page)
    tools.screenshot(page, "review-nl-selfplay-360x640")
