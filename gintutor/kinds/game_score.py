"""'game': a whole game's score sheet; what does the winner score in all, bonuses
included? The answer is a number typed."""

from __future__ import annotations

from typing import Any

from ginrules import Rules, ScoreSheet
from ginrules.table.seats import Table
from ginrules.table.sheet import sheet_kind

from ..dealing import Dealer
from ..exercises import (
    PLAYERS,
    Exercise,
    ExerciseError,
    HandLine,
    Hint,
    Verdict,
    ok_verdict,
    parse_number,
    why_text,
)
from ..i18n import WORDS
from ..render import escape
from .base import ExerciseKind, number_typed
from .widgets import number_form

_HOWS = ["knock", "knock", "undercut", "gin"]  # knocks twice as often as the others


def score_sheet(ex: Exercise, rules: Rules) -> Any:
    """The game's score sheet; the game must end exactly with its last hand."""
    sheet = ScoreSheet(rules, players=PLAYERS)
    for i, line in enumerate(ex.hands, 1):
        if sheet.is_over:
            raise ExerciseError(f"game: the game is already over before hand {i}")
        sheet.add_hand(line.winner, line.points, sheet_kind(line.how))
    if not sheet.is_over:
        raise ExerciseError(f"game: nobody reaches {rules.target} points")
    return sheet


def game_result(ex: Exercise, rules: Rules) -> tuple[int, int, int]:
    """(winner index, points of the hands alone, total with every bonus) of a 'game'."""
    sheet = score_sheet(ex, rules)
    final = sheet.final()
    winner = final.winner
    if winner is None:  # a game to the target: exactly one player reaches it
        raise ExerciseError("game: the game has no single winner")
    return winner, sheet.totals[winner], final.totals[winner]


def solve(ex: Exercise, rules: Rules) -> int:
    return game_result(ex, rules)[2]


def check(ex: Exercise) -> None:
    if not ex.hands:
        raise ExerciseError("game: needs 'hands'")


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    guess = parse_number(answer)
    if guess is None:
        return Verdict(False, WORDS.say("bad.number", lang))
    _winner, hands_only, total = game_result(ex, rules)
    if guess == total:
        return ok_verdict(lang)
    if guess == hands_only:
        return Verdict(False, WORDS.say("bad.game.bonus", lang, guess=guess))
    return Verdict(False, WORDS.say("bad.game", lang, guess=guess))


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    sheet = score_sheet(ex, rules)
    winner, _hands, total = game_result(ex, rules)
    return Hint(
        WORDS.say("answer.game", lang, who=PLAYERS[winner], n=total)
        + " "
        + why_text(sheet.final().explanation, lang)
    )


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    lines: list[HandLine] = []
    totals = [0, 0]
    favourite = dealer.randint(0, 1)
    underdog = Table(PLAYERS).other(favourite)
    shutout = concept == "shutout" or dealer.chance(20)
    while max(totals) < rules.target:
        winner = favourite if shutout or dealer.chance(65) else underdog
        how = dealer.choice(_HOWS)
        base = dealer.randint(4, 28)
        points = base + {"knock": 0, "undercut": rules.undercut_bonus, "gin": rules.gin_bonus}[how]
        lines.append(HandLine(winner, points, how))
        totals[winner] += points
    return Exercise("game", hands=tuple(lines))


def _sheet_html(ex: Exercise, lang: str) -> str:
    """The score sheet: one row per hand, the points in the winner's column."""
    rows = []
    for i, line in enumerate(ex.hands, 1):
        cells = ["", ""]
        cells[line.winner] = str(line.points)
        rows.append(
            f'<tr><th scope="row">{i}</th><td>{cells[0]}</td><td>{cells[1]}</td>'
            f"<td>{escape(WORDS.say(f'how.{line.how}', lang))}</td></tr>"
        )
    hand, how = escape(WORDS.say("ui.hand", lang)), escape(WORDS.say("ui.how", lang))
    head = (
        f'<tr><th scope="col">{hand}</th><th scope="col">{PLAYERS[0]}</th>'
        f'<th scope="col">{PLAYERS[1]}</th><th scope="col">{how}</th></tr>'
    )
    return (
        '<div class="table-wrap"><table class="sheet">'
        f"<caption>{escape(WORDS.say('ui.sheet', lang))}</caption>"
        f"<thead>{head}</thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    return _sheet_html(ex, lang) + number_form(lang, WORDS.say("ui.winner_total", lang))


KIND = ExerciseKind(
    name="game",
    cards=(0, 0),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=number_typed,
    check=check,
)
