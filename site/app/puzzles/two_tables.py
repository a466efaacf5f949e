"""The puzzles page's pairs hand at two tables: draws each table's knocker and defender,
and reads who scores at each table, how much, and the team result.

Only the puzzles page runs this, so it travels in that page's own zip (build.PAGE_ZIPS)
with ``gintutor.puzzles.two_tables`` (whose ``PUZZLES`` makes, hints and judges);
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

from gintutor.puzzles import two_tables as tt
from gintutor.puzzles.frame import Feedback
from gintutor.render import escape

#: The template's ``data-pz-part`` of this family's table and answer form (the seven
#: cards' too: both draw into the same one).
PART = MULTI_PART


def draw(puzzle: tt.PairsPuzzle, lang: str, learner_preset: str) -> None:
    """Put both tables on the page and an empty answer form for them (its rules lines are
    the level's own, whatever the learner's house rules)."""
    heading(puzzle, "intro.pairs", lang)
    view: dict[str, Any] = tt.pairs_view(puzzle, lang)
    rules(view)
    body = [f'<p class="teams">{escape(view["teams"])}</p>']
    form = []
    for table in view["tables"]:
        n = table["number"]
        head = f"pz-x-t{n}-h"
        body.append(f'<section class="pz-table" aria-labelledby="{head}">'
                    f'<h3 id="{head}">{escape(table["title"])}</h3>')
        if table["upcard"]:
            body.append(f'<p class="rules-line">{escape(table["upcard"])}</p>')
        body.append(f'<h4>{escape(table["knocker"])}</h4>{spread(table, f"t{n}", lang)}')
        body.append(figure(table["defender_cards"], table["defender"], f"t{n}-defender",
                           lang, "hand-of"))
        body.append("</section>")
        players = [(str(p["seat"]), p["name"]) for p in table["players"]]
        form.append(radios(f"pz-x-t{n}", tt.WORDS.say("q.table_winner", lang, n=n), players))
        form.append(number_row(f"pz-x-t{n}-points", tt.WORDS.say("q.table_points", lang, n=n)))
    teams = [(str(i), name) for i, name in enumerate(view["team_names"])]
    teams.append((str(tt.LEVEL_HAND), tt.WORDS.say("q.level", lang)))
    form.append(radios("pz-x-team", tt.WORDS.say("q.team", lang), teams))
    form.append(number_row("pz-x-net", tt.WORDS.say("q.net", lang)))
    set_html(q("#pz-x-body"), "".join(body))
    set_html(q("#pz-x-form"), "".join(form))


def read(puzzle: tt.PairsPuzzle, lang: str) -> tt.PairsAnswer | str:
    """The learner's answer, or what to fill in first (a choice missing, or a number that
    is not a whole number)."""
    tables = []
    for table in puzzle.tables:
        winner = picked(f"pz-x-t{table.number}")
        if winner is None:
            return tt.WORDS.say("page.pick_tables", lang)
        points = number(f"pz-x-t{table.number}-points")
        if points is None:
            return tt.WORDS.say("page.type_points", lang)
        tables.append((winner, points))
    team = picked("pz-x-team")
    if team is None:
        return tt.WORDS.say("page.pick_team", lang)
    net = number("pz-x-net")
    if net is None:
        return tt.WORDS.say("page.type_points", lang)
    return tt.PairsAnswer(tuple(tables), team, net)


def mark(puzzle: tt.PairsPuzzle, answer: tt.PairsAnswer, result: Feedback) -> None:
    """Nothing on the table changes with the verdict (the frame says it)."""
