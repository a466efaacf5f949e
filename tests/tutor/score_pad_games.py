"""Seeded computer-only games of every kind, each finished hand as the players at a real
table would report it to the score pad: by numbers and by cards (for the score pad's
tests)."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from ginrules.gin.hand import Hand
from ginrules.gin.showdown import HandResult
from ginrules.players.opponent import choose
from ginrules.rummy.hand import RummyHand, RummyResult
from ginrules.table.game import Game
from ginrules.table.match import Match, new_game
from ginrules.table.view import GamePhase
from gintutor.score_pad import PadHand, PadSetup

NAMES = ("Ann", "Bob", "Cas", "Dee", "Eva", "Fay")
#: The next deal at each card table: (table, dealer, seats).
Deals = tuple[tuple[int, int, tuple[int, ...]], ...]


@dataclass
class Report:
    """One finished hand: as numbers, as cards, who dealt it, the engine's result and,
    when the engine dealt the next hand right after it, that deal."""

    numbers: PadHand
    cards: PadHand
    dealer: int
    result: HandResult | RummyResult | None
    next_deals: Deals | None = None


@dataclass
class Played:
    """A game the engine played to its end, and its hands as reported."""

    setup: PadSetup
    game: Game | Match
    reports: list[Report] = field(default_factory=list)
    first_deals: Deals = ()


def _deals(game: Game | Match) -> Deals:
    if isinstance(game, Match):
        return tuple((t, hand.dealer, game.seating()[t]) for t, hand in enumerate(game.hands)
                     if hand is not None)
    return ((0, game.hand.dealer, tuple(game.hand.state.active)),)


def _codes(cards: Any) -> str:
    return " ".join(c.code for c in cards)


def _reported(hand: Hand | RummyHand, size: int, table: int, dealer: int | None
              ) -> tuple[PadHand, PadHand]:
    """A finished hand as the players report it: by numbers and by cards."""
    res = hand.result
    if res is None:
        drawn = PadHand("draw", dealer=dealer, table=table)
        return drawn, drawn
    counts: list[int | None] = [None] * size
    cards = [""] * size
    if isinstance(res, RummyResult):
        for seat, held in res.left:
            counts[seat] = sum(c.value for c in held)
            cards[seat] = _codes(held)
        return (PadHand(res.kind, res.winner_seat, tuple(counts), dealer=dealer, table=table),
                PadHand(res.kind, res.winner_seat, (), tuple(cards), dealer=dealer,
                        table=table))
    assert isinstance(res, HandResult)
    ending = res.kind if res.kind in ("gin", "big_gin") else "knock"
    knocker = res.knocker_seat
    counts[knocker] = res.knocker_deadwood
    cards[knocker] = _codes(hand.state.hands[knocker])
    for spread in res.spreads:
        counts[spread.seat] = spread.deadwood
        cards[spread.seat] = _codes(hand.state.hands[spread.seat])
    melds = "; ".join(_codes(m.cards) for m in res.knocker_arrangement.melds)
    upcard = hand.state.upcard.code
    return (PadHand(ending, knocker, tuple(counts), upcard=upcard, dealer=dealer, table=table),
            PadHand(ending, knocker, (), tuple(cards), melds, upcard, dealer, table))


@functools.cache
def played(game: str, players: int, preset: str, seed: int,
           options: tuple[tuple[str, Any], ...] = ()) -> Played:
    """The game the engine plays from ``seed`` with every seat a beginner, reported."""
    setup = PadSetup.checked(game, NAMES[:players], preset, dict(options))
    engine = new_game(setup.rules(), seed, NAMES[:players], game)
    out = Played(setup, engine, first_deals=_deals(engine))
    # the first dealer the cut chose, as the players would set it up
    out.setup = PadSetup.checked(game, NAMES[:players], preset, dict(options),
                                 engine.cut.dealer)
    while not engine.is_over:
        if engine.game_phase is not GamePhase.PLAYING:
            engine.apply("next hand")
            out.reports[-1].next_deals = _deals(engine)
            continue
        hand = engine.hand
        seat = engine.to_act
        engine.apply(choose(engine.view(seat), "beginner"), seat)
        if not hand.is_over:
            continue
        table = 0
        given: int | None = None  # who dealt is said only where the pad cannot know it
        if isinstance(engine, Match):
            table = next(t for t, h in enumerate(engine.hands) if h is hand)
            if not engine.is_pairs and engine.meetings[table].hands == 1:
                given = hand.dealer  # a meeting's first hand: its players cut for the deal
        numbers, cards = _reported(hand, players, table, given)
        out.reports.append(Report(numbers, cards, hand.dealer, hand.result))
    return out
