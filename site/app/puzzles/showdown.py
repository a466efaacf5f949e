"""The puzzles page's seven-card showdown: draws the knocker's spread and each
defender's seven cards, and reads who scores and what each player pays.

Only the puzzles page runs this, so it travels in that page's own zip (build.PAGE_ZIPS)
with ``gintutor.puzzles.showdown`` (whose ``PUZZLES`` makes, hints and judges);
``app.puzzles.frame`` imports it when the level opens and keeps everything the levels
share (hints, stars, the record, links).
"""

from __future__ import annotations

from typing import Any

from app.common import q, set_html
from app.puzzles.multi_frame import PART as MULTI_PART
from app.puzzles.multi_frame import (
    figure,
    heading,
    number,
    number_row,
    picked,
    radios,
    rules,
    spread,
)

from gintutor.puzzles import showdown as sd
from gintutor.puzzles.frame import Feedback
from gintutor.puzzles.multi_frame import preset_title
from gintutor.render import escape

#: The template's ``data-pz-part`` of this family's table and answer form (the pairs'
#: too: both draw into the same one).
PART = MULTI_PART


def _presets(puzzle: sd.SevenPuzzle, names: list[str], lang: str) -> str:
    """Links to the same seed under each of seven-card gin's house rules."""
    links = []
    for name in names:
        here = ' aria-current="true"' if name == puzzle.preset else ""
        href = f"?seed={puzzle.seed}&level={puzzle.level}&rules={name}"
        links.append(f'<a class="chip" href="{escape(href)}"{here}>'
                     f"{escape(preset_title(name, lang))}</a>")
    return (f'<p class="pz-presets">{escape(sd.WORDS.say("presets", lang))} '
            f'{" ".join(links)}</p>')


def draw(puzzle: sd.SevenPuzzle, lang: str, learner_preset: str) -> None:
    """Put the hand on the page and an empty answer form for it (its rules lines are the
    level's own, whatever the learner's house rules)."""
    heading(puzzle, "intro.seven", lang)
    view: dict[str, Any] = sd.seven_view(puzzle, lang)
    rules(view)
    body = [_presets(puzzle, view["presets"], lang),
            f'<h3 id="pz-x-knocker-h">{escape(view["knocker"])}</h3>',
            spread(view, "knocker", lang)]
    for d in view["defenders"]:
        body.append(figure(d["cards"], d["caption"], f"seat-{d['seat']}", lang, "hand-of"))
    set_html(q("#pz-x-body"), "".join(body))
    players = [(str(p["seat"]), p["name"]) for p in view["players"]]
    form = [radios("pz-x-winner", sd.WORDS.say("q.winner", lang), players),
            f'<p class="help">{escape(sd.WORDS.say("q.pays_help", lang))}</p>']
    form += [number_row(f"pz-x-pay-{p['seat']}", sd.WORDS.say("q.pays", lang, name=p["name"]))
             for p in view["players"]]
    set_html(q("#pz-x-form"), "".join(form))


def read(puzzle: sd.SevenPuzzle, lang: str) -> sd.SevenAnswer | str:
    """The learner's answer, or what to fill in first (who scores, or a payment that is
    not a whole number)."""
    winner = picked("pz-x-winner")
    if winner is None:
        return sd.WORDS.say("page.pick_winner", lang)
    payments = {}
    for seat in range(len(puzzle.names)):
        value = number(f"pz-x-pay-{seat}")
        if value is None:
            return sd.WORDS.say("page.type_points", lang)
        payments[seat] = value
    return sd.SevenAnswer(winner, payments)


def mark(puzzle: sd.SevenPuzzle, answer: sd.SevenAnswer, result: Feedback) -> None:
    """Nothing on the table changes with the verdict (the frame says it)."""
