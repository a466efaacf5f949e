"""Dutch pages in a real browser show one set of card letters (issue 13): B V H on the card
faces, in the prose, in the group captions and in the feedback; English pages J Q K.

Used as a learner would (by role and name); screenshots at 360x640 and 1280x800 go to
screenshots/ for a person to look at.

Run alone:  .venv/bin/pytest tests/browser/test_dutch_pages.py -q -n 0
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from ginrules import parse_cards  # noqa: E402
from gintutor.i18n import WORDS  # noqa: E402

pytestmark = pytest.mark.browser

TIMEOUT = 60_000  # a wait for page state (conftest's WAIT_TIMEOUT_MS)
ENGLISH_RANKS = re.compile(r"[JQK][♣♦♥♠]|(?<![\w])[JQK](?![\w])")
DUTCH_RANKS = re.compile(r"[BVH][♣♦♥♠]|(?<![\w])[BVH](?![\w])")
SIZES = ((360, 640), (1280, 800))

# Everything a reader sees or hears: the visible text, every accessible name, every card
# face's rank.
READ_PAGE = """() => ({
    text: document.querySelector('main').innerText,
    labels: [...document.querySelectorAll('main [aria-label]')]
        .map(e => e.getAttribute('aria-label')),
    ranks: [...document.querySelectorAll('main .card .rk')].map(e => e.textContent),
})"""


def read_page(page: Any) -> dict[str, Any]:
    seen: dict[str, Any] = page.evaluate(READ_PAGE)
    return seen


def assert_letters(seen: dict[str, Any], lang: str) -> None:
    other = ENGLISH_RANKS if lang == "nl" else DUTCH_RANKS
    own_faces = set("BVH") if lang == "nl" else set("JQK")
    lines = [seen["text"], *seen["labels"]]
    assert not [line for line in lines if other.search(line)], [
        line for line in lines if other.search(line)][:3]
    faces = set(seen["ranks"])
    assert faces & own_faces, faces
    assert not faces & ({"J", "Q", "K"} if lang == "nl" else {"B", "V", "H"}), faces


def _exercise(page: Any, lang: str, n: int) -> Any:
    word = "Oefening" if lang == "nl" else "Exercise"
    page.get_by_role("button", name=re.compile(rf"^{word} {n}(,|$)")).click()
    return page.locator("[data-exercise]")


def _feedback(area: Any) -> str:
    feedback = area.locator("[data-feedback]")
    feedback.filter(has_text=re.compile(r"\S")).wait_for(timeout=TIMEOUT)
    text: str = feedback.inner_text()
    return text


def test_dutch_melds_and_hint_in_dutch_letters(page: Any, goto_ready: Any, tools: Any) -> None:
    """Lesson 5: make the set of heren and the hearts run, see the captions in Dutch
    letters, open a hint."""
    page.set_viewport_size({"width": 360, "height": 640})
    goto_ready(page, "nl/lessons/one-card-one-meld/")
    area = _exercise(page, "nl", 4)  # KH KD KS QH JH TH
    for group in ("KH KD KS", "QH JH TH"):
        hand = area.get_by_role("group", name=WORDS.say("ui.loose_cards", "nl"), exact=True)
        for card in parse_cards(group):
            hand.get_by_role("button", name=card.name("nl"), exact=True).click()
        area.get_by_role("button", name=WORDS.say("ui.make_meld", "nl"), exact=True).click()
    set_name = re.compile(r"^Set: H[♦♥♠] H[♦♥♠] H[♦♥♠]$")
    run_name = re.compile(r"^Serie: (10♥|B♥|V♥) (10♥|B♥|V♥) (10♥|B♥|V♥)$")
    area.get_by_role("group", name=set_name).wait_for(timeout=TIMEOUT)
    area.get_by_role("group", name=run_name).wait_for(timeout=TIMEOUT)
    area.get_by_role("button", name=WORDS.say("hint_of", "nl", n=1), exact=True).click()
    assert_letters(read_page(page), "nl")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        tools.screenshot(page, f"dutch-melds-{width}x{height}")


def test_dutch_feedback_names_the_card_in_dutch_letters(
    page: Any, goto_ready: Any, tools: Any
) -> None:
    """Lesson 10's layoff exercise: the knocker shows V♣ V♦ V♥; saying nothing fits is
    wrong, and the feedback names the card in Dutch letters. The English page of the same
    exercise keeps J Q K."""
    page.set_viewport_size({"width": 360, "height": 640})
    goto_ready(page, "nl/lessons/scoring-a-hand/")
    area = _exercise(page, "nl", 4)
    area.get_by_role("button", name=WORDS.say("ui.nothing_fits", "nl"), exact=True).click()
    _feedback(area)
    assert_letters(read_page(page), "nl")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        tools.screenshot(page, f"dutch-feedback-{width}x{height}")

    goto_ready(page, "en/lessons/scoring-a-hand/")
    area = _exercise(page, "en", 4)
    area.get_by_role("button", name=WORDS.say("ui.nothing_fits", "en"), exact=True).click()
    _feedback(area)
    assert_letters(read_page(page), "en")


def test_no_dutch_page_carries_an_english_interface_word(site: Any) -> None:
    """The pages' "Loading…" was English on every Dutch page with a block of controls
    (a macro imported without context kept the first page's language): no word of the
    site frame is written in English into a built Dutch page."""
    import html

    from gintutor.catalogues import site_words

    frame = site_words()
    english = {frame.template(key, "en") for key in frame
               if key != "lang_name"  # the switch to the English page says "English"
               and frame.template(key, "en") != frame.template(key, "nl")
               and len(frame.template(key, "en")) >= 6 and "{" not in frame.template(key, "en")}
    for path in sorted((Path(site.dir) / "nl").rglob("*.html")):
        page_html = re.sub(r"<script\b.*?</script>", " ", path.read_text(encoding="utf-8"),
                           flags=re.DOTALL)  # the page's data, not its words
        shown = html.unescape(re.sub(r"<[^>]+>", " ", page_html))
        found = sorted(t for t in english if t in shown)
        assert not found, (path.relative_to(site.dir).as_posix(), found[:5])
