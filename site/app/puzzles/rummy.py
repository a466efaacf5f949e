"""The puzzles page's Rummy levels: draws a finished Rummy hand and reads the answer.

Only the puzzles page runs this, so it travels in that page's own zip (build.PAGE_ZIPS)
with ``gintutor.puzzles.rummy`` (whose ``PUZZLES`` makes, hints and judges);
``app.puzzles.frame`` imports it when a Rummy level opens and keeps everything the levels
share (hints, stars, the record, links).
"""

from __future__ import annotations

from typing import Any

from app.common import hand_html, q, qa, set_html, set_text

from ginrules.core.reader import int_or
from gintutor.puzzles import rummy as rp
from gintutor.puzzles.frame import Feedback
from gintutor.puzzles.words import WORDS as PUZZLE_WORDS
from gintutor.render import escape

#: The template's ``data-pz-part`` of this family's table and answer form.
PART = "rummy"


def _figure(cards: list[str], caption: str, name: str, lang: str) -> str:
    group = hand_html(cards, lang, label=caption, interactive=False, name=name)
    return (f'<figure class="group meld"><figcaption>{escape(caption)}</figcaption>'
            f"{group}</figure>")


def draw(puzzle: rp.RummyPuzzle, lang: str, learner_preset: str) -> None:
    """Put the hand on the page (the deal and every turn, the melds with their owners,
    the cards left) and an empty answer form: a payment per paying player, the score,
    rummy or not."""
    view = rp.rummy_view(puzzle, lang)
    set_text(q("#pz-intro"), rp.WORDS.say("intro", lang))
    set_text(q("#pz-title"), PUZZLE_WORDS.say("page.puzzle", lang, seed=view["seed"],
                                     level=view["title"]))
    set_text(q("#pz-concept"), rp.WORDS.say(f"concept.{puzzle.concept}", lang))
    set_text(q("#pz-rules"), str(view["rules"]))
    set_html(q("#pz-rule-lines"), "")
    deal: dict[str, Any] = view["deal"]  # type: ignore[assignment]
    set_text(q("#pz-r-deal"), str(deal["text"]))
    turns: list[dict[str, Any]] = view["turns"]  # type: ignore[assignment]
    lines = [*(str(t["text"]) for t in turns), str(view["winner_line"])]
    set_html(q("#pz-r-history"), "".join(f"<li>{escape(t)}</li>" for t in lines))
    table: list[dict[str, Any]] = view["table"]  # type: ignore[assignment]
    set_html(q("#pz-r-table"), "".join(
        _figure(m["cards"], m["caption"], f"table-{i}", lang) for i, m in enumerate(table)))
    payers: list[dict[str, Any]] = view["payers"]  # type: ignore[assignment]
    set_html(q("#pz-r-left"), "".join(
        _figure(p["cards"], p["caption"], f"left-{p['seat']}", lang) for p in payers))
    rows = [_row(f"pz-pay-{p['seat']}", p["question"]) for p in payers]
    rows.append(_row("pz-total", str(view["total_question"])))
    set_html(q("#pz-r-pays"), "".join(rows))
    q("#pz-r-kind").hidden = not puzzle.asks_rummy
    for radio in qa('input[name="rummy"]'):
        radio.checked = False


def _row(ident: str, question: str) -> str:
    return (f'<p class="points-row"><label for="{ident}">{escape(question)}</label> '
            f'<input id="{ident}" type="number" inputmode="numeric" min="0" max="999" '
            f'step="1" size="4"></p>')


def read(puzzle: rp.RummyPuzzle, lang: str) -> rp.RummyAnswer | str:
    """The learner's answer, or what to fill in first (a part missing or not a number)."""
    said = next((r.value for r in qa('input[name="rummy"]') if r.checked), None)
    if puzzle.asks_rummy and said is None:
        return rp.WORDS.say("page.pick_rummy", lang)
    numbers = {}
    for seat in (*puzzle.payers, -1):
        ident = "pz-total" if seat < 0 else f"pz-pay-{seat}"
        raw = str(q(f"#{ident}").value or "").strip()
        value = int_or(raw, None, minimum=0, maximum=9999)
        if value is None:
            return rp.WORDS.say("page.type_points", lang)
        numbers[seat] = value
    total = numbers.pop(-1)
    return rp.RummyAnswer(numbers, total, None if said is None else said == "yes")


def mark(puzzle: rp.RummyPuzzle, answer: rp.RummyAnswer, result: Feedback) -> None:
    """Nothing on the table changes with the verdict (the frame says it)."""
