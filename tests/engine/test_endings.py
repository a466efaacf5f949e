"""The engine's one table of hand endings (ginrules/table/endings.py): every ending a
hand of each flow can produce is in it, with the properties the code asks of it; the types
that name endings agree with it; an unknown ending is a clear error."""

from __future__ import annotations

from typing import get_args

import pytest

from ginrules import Rules
from ginrules.core.errors import GinRulesError
from ginrules.gin.showdown import Ending
from ginrules.players.opponent import choose
from ginrules.rummy.hand import RummyKind
from ginrules.table.endings import (
    DRAW,
    ENDINGS,
    HandEnding,
    UnknownEndingError,
    ending_named,
    ending_of,
)
from ginrules.table.hand_flows import HAND_FLOWS, hand_flow
from ginrules.table.seats import Table
from ginrules.table.sheet import HandKind, SheetKind
from ginrules.table.variants import VARIANTS, HandFlow, Variant


def test_each_name_is_one_ending_of_known_flows() -> None:
    names = [e.name for e in ENDINGS]
    assert len(set(names)) == len(names)
    assert all(ending_named(n).name == n for n in names)
    assert {f for e in ENDINGS for f in e.flows} == set(HAND_FLOWS) == set(get_args(HandFlow))
    for entry in HAND_FLOWS.values():
        assert entry.endings, entry.name
        assert [e for e in entry.endings if not e.scored] == [DRAW]  # drawn: last, once
        assert entry.endings[-1] is DRAW


def test_an_unknown_ending_is_a_clear_error() -> None:
    with pytest.raises(UnknownEndingError, match=r"no hand ends 'schneider': a hand ends "
                                                 r"'knock', 'undercut', .* or 'draw'"):
        ending_named("schneider")
    with pytest.raises(ValueError):
        ending_named(None)  # type: ignore[arg-type]
    assert issubclass(UnknownEndingError, GinRulesError)

    class Odd:
        kind = "net"  # a team's line on the pairs sheet, not how a hand ended

    with pytest.raises(UnknownEndingError):
        ending_of(Odd())
    assert ending_of(None) is DRAW


def test_the_types_that_name_endings_agree_with_the_table() -> None:
    gin = hand_flow("gin").endings
    rummy = hand_flow("rummy").endings
    assert {e.name for e in gin if e.scored} == set(get_args(HandKind))
    assert {e.name for e in rummy if e.scored} == set(get_args(RummyKind))
    # what a player says at a showdown, as its scoring takes it (an undercut is found)
    assert {e.name for e in gin if e.showdown and e.reported} == set(get_args(Ending))
    assert {e.name for e in ENDINGS} <= set(get_args(SheetKind))


def test_the_properties_say_the_rules() -> None:
    by = {e.name: e for e in ENDINGS}
    assert [n for n, e in by.items() if e.defenders_lay_off] == ["knock", "undercut"]
    assert [n for n, e in by.items() if e.showdown] == ["knock", "undercut", "gin", "big_gin"]
    assert [n for n, e in by.items() if e.played_out] == ["out", "rummy"]
    assert [n for n, e in by.items() if not e.reported] == ["undercut"]
    assert [n for n, e in by.items() if e.extra_card] == ["big_gin"]
    assert [n for n, e in by.items() if e.in_one_turn] == ["rummy"]
    assert not any(e.no_deadwood for e in ENDINGS if e.defenders_lay_off or not e.scored)


def test_a_house_rule_names_what_the_rules_say() -> None:
    ruled = [e for e in ENDINGS if e.house_rule]
    # the score pad's message for an ending the rules turn off speaks of big gin
    assert [e.name for e in ruled] == ["big_gin"]
    assert all(isinstance(getattr(Rules(), e.house_rule), bool) for e in ruled)
    big = ending_named("big_gin")
    assert big.played_under(Rules()) == Rules().big_gin_played
    assert big.played_under(Rules(big_gin_bonus=31))
    assert not big.played_under(Rules(big_gin_bonus=None))
    assert all(e.played_under(Rules(big_gin_bonus=None)) for e in ENDINGS if e is not big)


def _played(variant: Variant, seed: int, strength: str) -> object:
    rules = Rules.preset(variant.preset_names[0], variant)
    seats = variant.seats[0]
    active = {} if variant.tables == "one" else {"active": (0, 2)}
    hand = hand_flow(variant.hand_flow).hand_class()(
        rules, seed % seats, seed, table=Table([f"P{i}" for i in range(seats)]),
        variant=variant, **active)
    while not hand.is_over:
        hand.apply(choose(hand.view(hand.to_act), strength), hand.to_act)
    return hand


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_every_ending_a_flows_hands_produce_is_in_its_table(variant: Variant) -> None:
    flow = hand_flow(variant.hand_flow)
    seen = set()
    for seed in range(10):
        hand: HandEnding | object = _played(variant, seed, "club" if seed % 2 else "beginner")
        res = hand.result  # type: ignore[attr-defined]
        ending = ending_of(res)
        assert ending in flow.endings
        seen.add(ending.name)
        if ending.showdown:
            if not ending.defenders_lay_off:
                assert not any(s.spread.layoffs for s in res.spreads)
            if ending.no_deadwood:
                assert res.knocker_arrangement.deadwood_count == 0
            knocker_cards = sum(len(m.cards) for m in res.knocker_arrangement.melds) + len(
                res.knocker_arrangement.deadwood)
            assert knocker_cards == variant.cards_dealt + ending.extra_card
        if ending.played_out:
            assert hand.state.hands[res.winner_seat] == ()  # type: ignore[attr-defined]
    assert seen - {DRAW.name}, "some hand was scored"


def test_the_modules_examples_run() -> None:
    import doctest

    import ginrules.table.endings as module

    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
