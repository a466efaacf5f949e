"""Whole computer-only games for the engine tests (how long a game lasts at a default)."""

from __future__ import annotations

from ginrules.players.opponent import choose
from ginrules.table.game import Game
from ginrules.table.view import GamePhase


def hands_to_the_end(game: Game, strength: str) -> int:
    """Play ``game`` to its end with every seat at ``strength``; how many hands it took."""
    hands = 0
    while not game.is_over:
        if game.game_phase is not GamePhase.PLAYING:
            game.apply("next hand")
            continue
        seat = game.to_act
        game.apply(choose(game.view(seat), strength), seat)
        hands += game.hand.is_over
    return hands
