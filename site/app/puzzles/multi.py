"""The puzzles page's levels for more than two players: draws a seven-card showdown or a
pairs hand at two tables, and reads the learner's answer.

Only the puzzles page runs this, so it travels in that page's own zip (build.PAGE_ZIPS)
with ``gintutor.puzzles.multi``; ``app.puzzles.frame`` imports it when one of these levels
opens and keeps everything the levels share (hints, stars, the record, links).
"""

from __future__ import annotations

from typing import Any

from app.common import hand_html, q, qa, set_html, set_text

from ginrules.reader import int_or
from gintutor.puzzles import multi as mp
from gintutor.puzzles.frame import Feedback
from gintutor.puzzles.words import WORDS as PUZZLE_WORDS
from gintutor.render import escape

#: The template's ``data-pz-part`` of these families' table and answer form.
PART = "multi"


def make(seed: str, level: int, preset: str) -> mp.MultiPuzzle:
    return mp.make_multi_puzzle(seed, level, preset)


def hints(puzzle: mp.MultiPuzzle, lang: str) -> tuple[str, str, str]:
    return mp.multi_hints(puzzle, lang)


def check(puzzle: mp.MultiPuzzle, answer: mp.SevenAnswer | mp.PairsAnswer,
          lang: str) -> Feedback:
    if isinstance(puzzle, mp.SevenPuzzle):
        assert isinstance(answer, mp.SevenAnswer)
        return mp.check_seven(puzzle, answer, lang)
    assert isinstance(answer, mp.PairsAnswer)
    return mp.check_pairs(puzzle, answer, lang)


def level_name(level: int, lang: str) -> str:
    """The level's short name in the learner's record ('Seven cards')."""
    return mp.level_name(level, lang)


def _figure(cards: list[str], caption: str, name: str, lang: str, classes: str) -> str:
    group = hand_html(cards, lang, label=caption, interactive=False, name=name)
    return (f'<figure class="group {classes}"><figcaption>{escape(caption)}</figcaption>'
            f"{group}</figure>")


def _spread(view: dict[str, Any], prefix: str, lang: str) -> str:
    """The knocker's melds and deadwood as laid out."""
    parts = [_figure(m, view["melds_caption"], f"{prefix}-meld-{i}", lang, "meld")
             for i, m in enumerate(view["melds"])]
    if view["deadwood"]:
        parts.append(_figure(view["deadwood"], view["deadwood_caption"], f"{prefix}-dead",
                             lang, "deadwood"))
    elif view.get("no_deadwood"):
        parts.append(f'<p class="no-deadwood">{escape(view["no_deadwood"])}</p>')
    return f'<div class="spread">{"".join(parts)}</div>'


def _radios(name: str, legend: str, options: list[tuple[str, str]]) -> str:
    labels = "".join(f'<label class="choice"><input type="radio" name="{name}" '
                     f'value="{escape(value)}"> {escape(label)}</label>'
                     for value, label in options)
    return (f'<fieldset class="choices"><legend>{escape(legend)}</legend>{labels}'
            f"</fieldset>")


def _row(ident: str, question: str) -> str:
    return (f'<p class="points-row"><label for="{ident}">{escape(question)}</label> '
            f'<input id="{ident}" type="number" inputmode="numeric" min="0" max="999" '
            f'step="1" size="4"></p>')


def _presets(puzzle: mp.SevenPuzzle, names: list[str], lang: str) -> str:
    """Links to the same seed under each of seven-card gin's house rules."""
    links = []
    for name in names:
        here = ' aria-current="true"' if name == puzzle.preset else ""
        href = f"?seed={puzzle.seed}&level={puzzle.level}&rules={name}"
        links.append(f'<a class="chip" href="{escape(href)}"{here}>'
                     f"{escape(mp.preset_title(name, lang))}</a>")
    return (f'<p class="pz-presets">{escape(mp.WORDS.say("presets", lang))} '
            f'{" ".join(links)}</p>')


def draw(puzzle: mp.MultiPuzzle, lang: str, learner_preset: str) -> None:
    """Put the hand on the page and an empty answer form for it (its rules lines are the
    level's own, whatever the learner's house rules)."""
    key = "seven" if isinstance(puzzle, mp.SevenPuzzle) else "pairs"
    set_text(q("#pz-intro"), mp.WORDS.say(f"intro.{key}", lang))
    set_text(q("#pz-title"), PUZZLE_WORDS.say("page.puzzle", lang, seed=puzzle.seed,
                                     level=mp.WORDS.say(f"level.{puzzle.level}", lang)))
    set_text(q("#pz-concept"), mp.WORDS.say(f"concept.{puzzle.concept}", lang))
    if isinstance(puzzle, mp.SevenPuzzle):
        _draw_seven(puzzle, lang)
    else:
        _draw_pairs(puzzle, lang)


def _rule_lines(lines: list[str]) -> None:
    """Every house rule the answer uses, in the rules page's own sentences."""
    set_html(q("#pz-rule-lines"), "".join(f"<li>{escape(line)}</li>" for line in lines))


def _draw_seven(puzzle: mp.SevenPuzzle, lang: str) -> None:
    view: dict[str, Any] = mp.seven_view(puzzle, lang)
    set_text(q("#pz-rules"), view["rules"])
    _rule_lines(view["rule_lines"])
    body = [_presets(puzzle, view["presets"], lang),
            f'<h3 id="pz-x-knocker-h">{escape(view["knocker"])}</h3>',
            _spread(view, "knocker", lang)]
    for d in view["defenders"]:
        body.append(_figure(d["cards"], d["caption"], f"seat-{d['seat']}", lang, "hand-of"))
    set_html(q("#pz-x-body"), "".join(body))
    players = [(str(p["seat"]), p["name"]) for p in view["players"]]
    form = [_radios("pz-x-winner", mp.WORDS.say("q.winner", lang), players),
            f'<p class="help">{escape(mp.WORDS.say("q.pays_help", lang))}</p>']
    form += [_row(f"pz-x-pay-{p['seat']}", mp.WORDS.say("q.pays", lang, name=p["name"]))
             for p in view["players"]]
    set_html(q("#pz-x-form"), "".join(form))


def _draw_pairs(puzzle: mp.PairsPuzzle, lang: str) -> None:
    view: dict[str, Any] = mp.pairs_view(puzzle, lang)
    set_text(q("#pz-rules"), view["rules"])
    _rule_lines(view["rule_lines"])
    body = [f'<p class="teams">{escape(view["teams"])}</p>']
    form = []
    for table in view["tables"]:
        n = table["number"]
        head = f"pz-x-t{n}-h"
        body.append(f'<section class="pz-table" aria-labelledby="{head}">'
                    f'<h3 id="{head}">{escape(table["title"])}</h3>')
        if table["upcard"]:
            body.append(f'<p class="rules-line">{escape(table["upcard"])}</p>')
        body.append(f'<h4>{escape(table["knocker"])}</h4>{_spread(table, f"t{n}", lang)}')
        body.append(_figure(table["defender_cards"], table["defender"], f"t{n}-defender",
                            lang, "hand-of"))
        body.append("</section>")
        players = [(str(p["seat"]), p["name"]) for p in table["players"]]
        form.append(_radios(f"pz-x-t{n}", mp.WORDS.say("q.table_winner", lang, n=n), players))
        form.append(_row(f"pz-x-t{n}-points", mp.WORDS.say("q.table_points", lang, n=n)))
    teams = [(str(i), name) for i, name in enumerate(view["team_names"])]
    teams.append((str(mp.LEVEL_HAND), mp.WORDS.say("q.level", lang)))
    form.append(_radios("pz-x-team", mp.WORDS.say("q.team", lang), teams))
    form.append(_row("pz-x-net", mp.WORDS.say("q.net", lang)))
    set_html(q("#pz-x-body"), "".join(body))
    set_html(q("#pz-x-form"), "".join(form))


def _picked(name: str) -> int | None:
    value = next((r.value for r in qa(f'input[name="{name}"]') if r.checked), None)
    return None if value is None else int_or(str(value), None, minimum=-1, maximum=99)


def _number(ident: str) -> int | None:
    raw = str(q(f"#{ident}").value or "").strip()
    return int_or(raw, None, minimum=0, maximum=9999)


def read(puzzle: mp.MultiPuzzle, lang: str) -> mp.SevenAnswer | mp.PairsAnswer | str:
    """The learner's answer, or what to fill in first (a choice missing, or a number that
    is not a whole number)."""
    if isinstance(puzzle, mp.SevenPuzzle):
        winner = _picked("pz-x-winner")
        if winner is None:
            return mp.WORDS.say("page.pick_winner", lang)
        payments = {}
        for seat in range(len(puzzle.names)):
            value = _number(f"pz-x-pay-{seat}")
            if value is None:
                return mp.WORDS.say("page.type_points", lang)
            payments[seat] = value
        return mp.SevenAnswer(winner, payments)
    tables = []
    for table in puzzle.tables:
        winner = _picked(f"pz-x-t{table.number}")
        if winner is None:
            return mp.WORDS.say("page.pick_tables", lang)
        points = _number(f"pz-x-t{table.number}-points")
        if points is None:
            return mp.WORDS.say("page.type_points", lang)
        tables.append((winner, points))
    team = _picked("pz-x-team")
    if team is None:
        return mp.WORDS.say("page.pick_team", lang)
    net = _number("pz-x-net")
    if net is None:
        return mp.WORDS.say("page.type_points", lang)
    return mp.PairsAnswer(tuple(tables), team, net)
