"""Every Rummy puzzle is a hand that could have been played from a real deal (issue 31,
item 1), and the page shows enough to work its verdict out.

Property over hundreds of seeds of both Rummy levels and every player count: each player
starts with the cards a deal gives that many players, +1 for each draw, -1 for each
discard, minus every card melded or laid off; the counts never go below what a turn
needs, the winner ends with none and every payer with the cards the page shows. A
"rummy" verdict goes only to a player who had laid nothing before the last turn and put
down a whole hand (the deal's cards and the one drawn) in it. And the same sums, done on
what the page gets (``rummy_view``) alone, reach the same verdict.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import Any

import pytest

from ginrules import Card, format_cards
from ginrules.table.seats import Table
from ginrules.table.variants import find_variant
from ginrules.table.view import Event
from gintutor.puzzles.levels import levels_of
from gintutor.puzzles.rummy import PLAYERS, RummyPuzzle, make_rummy_puzzle, rummy_view

SEEDS = [f"deal-{i}" for i in range(300)]
#: The links issue 31 found with hands that could not happen.
ISSUE_SEEDS = ("m3wkwr", "y3aga4", "8fuv9p")


def dealt(players: int) -> int:
    """The cards a Rummy deal gives each of ``players`` (the engine's variant says)."""
    return find_variant("rummy").cards_for(players)


def engine_turns(events: Iterable[Event]) -> list[list[Event]]:
    """The engine's public events, a list per turn (a turn starts with its draw)."""
    turns: list[list[Event]] = []
    for ev in events:
        if ev.kind == "upcard":
            continue
        if ev.kind in ("draw", "take"):
            turns.append([])
        assert turns, f"{ev} before any draw"
        turns[-1].append(ev)
    return turns


def replay(players: int, turns: Sequence[tuple[int, int, int]]) -> tuple[
        list[int], list[int]]:
    """Each player's cards from the deal through ``turns`` of (seat, cards put down,
    discards): the count at the start of every turn, and at the end. Fails at the first
    turn a real hand could not play."""
    held = [dealt(players)] * players
    starts = []
    for i, (seat, put_down, discards) in enumerate(turns):
        starts.append(held[seat])
        assert held[seat] >= 1, f"turn {i + 1}: seat {seat} has no card to play"
        after = held[seat] + 1 - put_down - discards
        assert after >= 0, f"turn {i + 1}: seat {seat} puts down more cards than it holds"
        assert after > 0 or i == len(turns) - 1, f"turn {i + 1}: seat {seat} is out early"
        held[seat] = after
    return starts, held


def rummy_from(players: int, seats: Sequence[int], laid: Sequence[bool],
               starts: Sequence[int]) -> bool:
    """The verdict from the turns alone: rummy when the winner (the last turn's player)
    had laid nothing in an earlier turn, which means it went out from a full hand."""
    winner = seats[-1]
    before = [laid[i] for i in range(len(seats) - 1) if seats[i] == winner]
    rummy = not any(before)
    if rummy:  # nothing laid before: every turn kept a whole hand
        assert starts[-1] == dealt(players)
    return rummy


def check_engine(p: RummyPuzzle) -> None:
    """The engine's events add up from a deal, and its verdict is the turns' verdict."""
    n = len(p.names)
    turns = engine_turns(p.events)
    rows = []
    for turn in turns:
        seat = turn[0].player
        assert all(ev.player == seat for ev in turn)
        put_down = sum(len(ev.cards) for ev in turn if ev.kind == "meld")
        put_down += sum(1 for ev in turn if ev.kind == "lay_off")
        rows.append((seat, put_down, sum(1 for ev in turn if ev.kind == "discard")))
    starts, held = replay(n, rows)
    seats = [r[0] for r in rows]
    winner = p.result.winner_seat
    assert seats[-1] == winner and held[winner] == 0
    for seat in p.payers:
        assert held[seat] == len(p.left(seat)), (p.query(), p.names[seat])
    laid = [r[1] > 0 for r in rows]
    assert p.rummy == rummy_from(n, seats, laid, starts), p.query()
    if p.rummy:  # the whole hand, the deal's cards and the one drawn, went down at once
        assert rows[-1][1] + rows[-1][2] == dealt(n) + 1
    # Play goes round the table from the dealer's left, one turn each.
    table = Table(p.names)
    for a, b in pairwise(seats):
        assert table.next(a) == b


def check_page(p: RummyPuzzle, lang: str) -> None:
    """What the page gets is enough to do the same sums and reach the engine's verdict:
    the deal (how many cards, who dealt, who played first) and every turn of the hand."""
    view: dict[str, Any] = rummy_view(p, lang)
    names: list[str] = view["names"]
    n = len(names)
    deal = view["deal"]
    assert deal["cards"] == dealt(n) and deal["players"] == n
    said = deal["text"]
    assert names[deal["dealer"]] in said and names[deal["first"]] in said
    assert str(deal["cards"]) in said
    turns = view["turns"]
    assert [t["text"] for t in turns] == p.history(lang)
    assert turns[0]["seat"] == deal["first"]
    assert Table(names).next(deal["dealer"]) == deal["first"]
    rows = []
    for t in turns:
        for cards in [*t["melds"], *([c] for c in t["layoffs"])]:
            assert format_cards([Card.from_code(c) for c in cards], lang) in t["text"]
        if t["discard"]:
            assert format_cards([Card.from_code(t["discard"])], lang) in t["text"]
        put_down = sum(len(m) for m in t["melds"]) + len(t["layoffs"])
        rows.append((t["seat"], put_down, 1 if t["discard"] else 0))
    starts, held = replay(n, rows)
    seats = [r[0] for r in rows]
    assert turns[-1]["out"] and not any(t["out"] for t in turns[:-1])
    assert names[seats[-1]] == view["winner"] and held[seats[-1]] == 0
    for payer in view["payers"]:
        assert held[payer["seat"]] == len(payer["cards"])
    assert {payer["seat"] for payer in view["payers"]} == set(range(n)) - {seats[-1]}
    laid = [r[1] > 0 for r in rows]
    assert rummy_from(n, seats, laid, starts) == p.rummy


@pytest.mark.parametrize("level", levels_of("rummy"))
def test_every_rummy_puzzle_adds_up_from_a_real_deal(level: int) -> None:
    players: Counter[int] = Counter()
    kinds: Counter[tuple[int, str]] = Counter()
    for seed in SEEDS:
        p = make_rummy_puzzle(seed, level)
        players[len(p.names)] += 1
        kinds[len(p.names), p.result.kind] += 1
        check_engine(p)
        check_page(p, "en")
    low, high = PLAYERS[level]
    assert set(players) == set(range(low, high + 1))
    assert min(players.values()) >= 20  # every player count, many times over
    if level == 7:  # rummy and plain going out at every player count
        assert all(kinds[n, kind] >= 5 for n in players for kind in ("out", "rummy")), kinds


@pytest.mark.parametrize("seed", ISSUE_SEEDS)
def test_the_links_issue_31_found_now_add_up(seed: str) -> None:
    p = make_rummy_puzzle(seed, 7)
    check_engine(p)
    check_page(p, "en")
    check_page(p, "nl")
