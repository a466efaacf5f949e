"""'multi_team_net' (four in pairs): the first hand of a game at two tables; which team
gains on balance, and how much? The answer is a team (or "level", a radio button) and a
number.

The exercise gives each seat's ten cards (`others`, seats Ann, Bob, Cas, Dee; each table
has its own deck, so a card may be at both) and the
knocker at each table (`owners`: table 1 is Ann against Bob, table 2 Cas against Dee).
The engine's `Match` plays both tables and writes the team line; the page shows each
table's result as the match scored it."""

from __future__ import annotations

from typing import Any

from ginrules import Rules, render

from ...dealing import Dealer
from ...exercises import Exercise, ExerciseError, Hint, Verdict, ok_verdict, parse_number
from ...render import escape
from ..base import Controls, ExerciseKind
from ..showdown import defender_hand, knocker_hand
from ..widgets import check_button
from .multi_common import pairs_match, radios
from .multi_words import WORDS

LEVEL = "level"


def table_lines(match: Any, lang: str) -> list[str]:
    """Each table's result as the match scored it, table 1 first."""
    steps = sorted(match.team_lines(), key=lambda s: s.values["table"])
    return [render(s, lang) for s in steps]


def _result(ex: Exercise, rules: Rules) -> tuple[Any, tuple[str, str], str | None, int]:
    """(the match, the two teams' names, the team that gains or None, its points)."""
    match = pairs_match(ex, rules)
    assert match.sheet is not None
    teams = (match.sheet.players[0], match.sheet.players[1])
    winner, points, _kind = match.sheet.hands[-1]
    return match, teams, None if winner is None else teams[winner], points


def solve(ex: Exercise, rules: Rules) -> tuple[str, str]:
    _m, _teams, team, points = _result(ex, rules)
    return (LEVEL, "0") if team is None else (team, str(points))


def check(ex: Exercise) -> None:
    if ex.players != 4 or len(ex.others) != 4 or len(ex.owners) != 2:
        raise ExerciseError("multi_team_net: needs players = 4, each seat's 10 cards in "
                            "'others' and each table's knocker in 'owners'")
    for a, b in ((0, 1), (2, 3)):  # each table plays with its own deck
        table = [*ex.others[a], *ex.others[b]]
        if len(ex.others[a]) != 10 or len(ex.others[b]) != 10 or len(set(table)) != 20:
            raise ExerciseError("multi_team_net: each seat holds 10 cards, none twice at a "
                                "table")


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    who, raw = answer
    match, teams, team, points = _result(ex, rules)
    if who not in (*teams, LEVEL):
        return Verdict(False, WORDS.say("bad.multi.pick_who", lang))
    guess = parse_number(raw) if str(raw).strip() else (0 if who == LEVEL else None)
    if guess is None:
        return Verdict(False, WORDS.say("bad.number", lang))
    if team is None:
        if who == LEVEL and guess == 0:
            return ok_verdict(lang, WORDS.say("answer.multi_team_net.level", lang))
        if who == LEVEL:
            return Verdict(False, WORDS.say("bad.multi_team_net.level", lang, guess=guess))
        return Verdict(False, WORDS.say("bad.multi_team_net.team", lang, team=who))
    if who == LEVEL:
        return Verdict(False, WORDS.say("bad.multi_team_net.not_level", lang))
    if who != team:
        return Verdict(False, WORDS.say("bad.multi_team_net.team", lang, team=who))
    if guess == points:
        return ok_verdict(lang, " ".join(table_lines(match, lang)))
    # Diagnose from each table's result as the engine scored it.
    side = teams.index(team)
    won = [r.result.points for r in match.history
           if r.result is not None and match.table.team_of(r.result.winner_seat) == side]
    lost = [r.result.points for r in match.history
            if r.result is not None and match.table.team_of(r.result.winner_seat) != side]
    if lost and guess == sum(won) + sum(lost):
        return Verdict(False, WORDS.say("bad.multi_team_net.added", lang, guess=guess))
    if lost and guess in won:
        return Verdict(False, WORDS.say("bad.multi_team_net.one_table", lang, guess=guess))
    return Verdict(False, WORDS.say("bad.multi_team_net.points", lang, guess=guess))


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    match, _teams, team, points = _result(ex, rules)
    lines = " ".join(table_lines(match, lang))
    assert match.sheet is not None
    sheet = render(match.sheet.lines[-1].step, lang)
    head = (WORDS.say("answer.multi_team_net.level", lang) if team is None
            else WORDS.say("answer.multi_team_net", lang, team=team, n=points))
    return Hint(f"{head} {lines} {sheet}")


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    for _ in range(40):
        hands: list[tuple[Any, ...]] = [(), (), (), ()]
        owners = []
        for a, b in ((0, 1), (2, 3)):  # each table its own deck
            knocker, defender = (a, b) if dealer.chance(50) else (b, a)
            kcards = knocker_hand(dealer, rules, gin=dealer.chance(15))
            dcards = defender_hand(dealer, kcards, want_layoff=dealer.chance(50))
            hands[knocker], hands[defender] = kcards, dealer.shuffled(dcards)
            owners.append(knocker)
        ex = Exercise("multi_team_net", players=4, others=tuple(hands), owners=tuple(owners),
                      variant="gin-pairs")
        try:
            check(ex)
            solve(ex, rules)
        except (ValueError, ExerciseError):
            continue
        return ex
    raise ExerciseError("could not deal a team exercise")  # pragma: no cover


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    match, teams, _team, _points = _result(ex, rules)
    rows = "".join(f"<li>{escape(line)}</li>" for line in table_lines(match, lang))
    return (
        f'<p class="seating">'
        f'{escape(WORDS.say("ui.multi.teams", lang, a=teams[0], b=teams[1]))}</p>'
        f'<ul class="hand-list" aria-label="{escape(WORDS.say("ui.multi.tables", lang))}">'
        f'{rows}</ul>'
        + '<form class="answer-form" data-form="net">'
        + radios(WORDS.say("ui.multi.which_team", lang),
                 [(teams[0], teams[0]), (teams[1], teams[1]),
                  (LEVEL, WORDS.say("ui.multi.level", lang))])
        + f'<label for="ex-number">{escape(WORDS.say("ui.multi.net_points", lang))}</label> '
        + '<input id="ex-number" name="number" type="text" inputmode="numeric" '
        'autocomplete="off" pattern="[0-9]*" size="5"> '
        + check_button(lang)
        + "</form>"
    )


def answer(controls: Controls) -> tuple[str, str]:
    return (controls.who, controls.number)


KIND = ExerciseKind(
    name="multi_team_net",
    cards=(0, 0),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=answer,
    check=check,
    words=WORDS,
)
