"""Rummy's searches under the house rules (ginrules/rummy/search.py): the meld finder
with one new meld a turn never plans more, agrees with the move-by-move turn search,
and the advisor and the computer players plan and play only what the rules allow."""

from __future__ import annotations

import random

import pytest

from ginrules import Rules
from ginrules.core.actions import ActionKind
from ginrules.core.cards import Card, full_deck, parse_cards
from ginrules.players.opponent import choose
from ginrules.players.styles import EXPERT, advise
from ginrules.rummy.advisor import _melds_left
from ginrules.rummy.search import TableMeld, best_turn, find_plays, search_turn
from ginrules.table.game import Game
from ginrules.table.view import Phase

DECK = full_deck()


def _position(rnd: random.Random) -> tuple[tuple[Card, ...], tuple[TableMeld, ...]]:
    """A hand of 4 to 11 cards rich in melds, and up to three melds on the table."""
    suit = rnd.choice("CDHS")
    start = rnd.randint(1, 9)
    run = [Card.of(r, suit) for r in range(start, start + rnd.randint(3, 5))]
    rank = rnd.randint(1, 13)
    group = [c for c in DECK if c.rank == rank and c not in run][: rnd.randint(3, 4)]
    rest = [c for c in DECK if c not in run and c not in group]
    rnd.shuffle(rest)
    table: list[TableMeld] = []
    for _ in range(rnd.randint(0, 3)):
        first = rest[0]
        if rnd.random() < 0.5 and first.rank <= 11:
            cards = [Card.of(first.rank + i, first.suit) for i in range(3)]
            if all(c in rest for c in cards):
                table.append(TableMeld(1, tuple(cards), True))
                rest = [c for c in rest if c not in cards]
                continue
        cards = [c for c in rest if c.rank == first.rank][:3]
        if len(cards) == 3:
            table.append(TableMeld(1, tuple(sorted(cards)), False))
            rest = [c for c in rest if c not in cards]
    size = rnd.randint(4, 11)
    hand = (*run, *group, *rest)[:size] if rnd.random() < 0.7 else tuple(rest[:size])
    return tuple(hand), tuple(table)


@pytest.mark.parametrize("ace_high", [False, True])
def test_one_meld_a_turn_never_plans_more_and_keeps_the_least(ace_high: bool) -> None:
    rnd = random.Random(26 + ace_high)
    for _ in range(400):
        hand, table = _position(rnd)
        free = find_plays(hand, table, ace_high)
        one = find_plays(hand, table, ace_high, melds_left=1)
        none = find_plays(hand, table, ace_high, melds_left=0)
        assert len(one.plan_melds) <= 1 and none.plan_melds == () and none.melds == ()
        assert one.melds == free.melds and one.layoffs == free.layoffs
        # exact: the move-by-move search (brute force over every order) finds the same
        assert one.least_left == search_turn(frozenset(hand), table, 1, False, ace_high).kept
        assert none.least_left == search_turn(frozenset(hand), table, 0, False, ace_high).kept
        assert free.least_left <= one.least_left <= none.least_left
        for plays in (one, none):  # the plan adds up to what it keeps
            laid = [c for m in plays.plan_melds for c in m] + [c for c, _ in plays.plan_layoffs]
            assert len(laid) == len(set(laid)) and set(laid) <= set(hand)
            assert sum(c.value for c in hand) - sum(c.value for c in laid) == plays.least_left


def test_best_turn_keeps_to_the_house_rules() -> None:
    hand = parse_cards("7H 8H 9H KS KD KC 2C")
    assert best_turn(hand, (), Rules.preset("standard", "rummy")).kept == 2
    one = best_turn(hand, (), Rules.preset("discard-out", "rummy"))
    assert one.kept == 26 and [m.on for m in one.moves] == [-1]
    assert best_turn(hand, (), Rules.preset("discard-out", "rummy"), melds_laid=1).kept == 56


@pytest.mark.parametrize("seed", range(6))
def test_the_advisor_and_the_computers_plan_only_what_the_rules_allow(seed: int) -> None:
    rules = Rules.preset("discard-out", "rummy")
    game = Game(rules, seed, ["A", "B", "C"], variant="rummy")
    strengths = ("beginner", "club", "expert")
    for _ in range(600):
        if game.is_over or game.hand.is_over:
            break
        seat = game.to_act
        view = game.view(seat)
        if view.phase is Phase.DISCARD:
            left = _melds_left(view)
            assert left is not None
            plan = find_plays(view.hand, [TableMeld(o, c, len({x.rank for x in c}) > 1)
                                          for o, c in view.table_melds],
                              rules.ace_high_or_low, left)
            assert len(plan.plan_melds) <= left
        advice = advise(view, EXPERT)
        assert advice.best in view.legal_actions
        if advice.best is not None and advice.best.kind is ActionKind.MELD:
            assert _melds_left(view) == 1
        move = choose(view, strengths[seat])
        assert move in view.legal_actions
        game.apply(move)
