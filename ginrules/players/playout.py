"""Playing a hand to its end fast, for the search (:mod:`ginrules.players.search`).

A playout plays every seat with the beginner's rule (least deadwood; knock as soon as it
may, gin when it can) from the hand's own state. Gin's playout (:func:`playout_gin`)
skips what a person's move needs and a playout does not (a view per move, the check
that a move is legal, the undo stack): it chooses among exactly the moves the hand
allows, from the same discard options, and steps the hand's states itself, about ten
times faster than ``apply`` with views. Any other flow plays through its views and
``apply`` (:func:`playout_views`). Both are registered per hand flow
(:mod:`ginrules.table.hand_flows`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ginrules.core.actions import Action, ActionKind
from ginrules.core.arrangement import deadwood_count, is_big_gin
from ginrules.gin.discards import discard_options
from ginrules.table.hand_flows import hand_flow
from ginrules.table.view import Phase

__all__ = ["MAX_MOVES", "playout_gin", "playout_gin_policy", "playout_rummy",
           "playout_rummy_policy", "playout_views", "seat_net"]

#: A playout stops after this many moves (a Rummy hand may wander): not over, it is drawn.
MAX_MOVES = 400


def seat_net(result: Any, seat: int) -> int:
    """What ``seat`` scored minus what it paid in a finished hand (gin's
    :class:`~ginrules.gin.showdown.HandResult` or Rummy's result), as the tournament counts."""
    if hasattr(result, "credits"):
        net = 0
        for credit in result.credits:
            if credit.seat == seat:
                net += credit.points
            if credit.payer == seat:
                net -= credit.points
        return net
    payments = result.payments
    if result.winner_seat == seat:
        return int(sum(paid for _, paid in payments))
    return -int(sum(paid for payer, paid in payments if payer == seat))


def playout_views(hand: Any, seat: int) -> int:
    """Play ``hand`` to its end with the beginner's move of its flow for every seat, each
    from its own view; ``seat``'s net (0 for a drawn hand)."""
    policy = hand_flow(hand.variant.hand_flow).beginner
    for _ in range(MAX_MOVES):
        if hand.is_over:
            break
        p = hand.to_act
        legal = hand.legal_actions()
        hand.apply(legal[0] if len(legal) == 1 else policy(hand.view(p)), p)
    result = hand.result
    return 0 if result is None or not hand.is_over else seat_net(result, seat)


def _gin_move(hand: Any, st: Any) -> Action:
    """The beginner's move in gin's state ``st``, chosen among the moves ``_legal``
    allows there."""
    cards = st.hands[st.to_act]
    rules = hand.rules
    if st.phase is Phase.SHOW:
        shows: list[Action] = hand._show_options(cards)
        return shows[0]
    top = st.discard[-1] if st.discard else None
    if st.phase is Phase.FIRST_TURN or (st.phase is Phase.DRAW and not st.stock_only):
        if top is not None and st.last_chance:
            return Action.take(top)  # offered only because it lets this hand go out
        if top is not None:
            opts = discard_options((*cards, top), rules, st.upcard, keep=hand.keep)
            best = next((o for o in opts if o.discard != top), None)
            if best is not None and best.deadwood < deadwood_count(cards):
                return Action.take(top)
        return Action.pass_() if st.phase is Phase.FIRST_TURN else Action.draw_stock()
    if st.phase is Phase.DRAW:
        return Action.draw_stock()
    if rules.big_gin_played and is_big_gin(cards, keep=hand.keep):
        return Action.big_gin()
    may_taken = bool(rules.discard_taken_card)
    opts = [o for o in discard_options(cards, rules, st.upcard, keep=hand.keep)
            if may_taken or o.discard != st.just_taken]
    gin = next((o for o in opts if o.is_gin), None)
    if gin is not None:
        return Action.gin(gin.discard)
    knock = next((o for o in opts if o.can_knock), None)  # least deadwood first
    if knock is not None:
        return Action.knock(knock.discard)
    low = opts[0].deadwood
    card = max((o.discard for o in opts if o.deadwood == low), key=lambda c: (c.value, c.index))
    return Action.discard(card)


def _play_states(hand: Any, seat: int, move: Callable[[Any, Any], Action]) -> int:
    """Step ``hand``'s states to the end with ``move(hand, state)`` for every seat (no
    moves recorded, no view made); ``seat``'s net (0 when drawn or not over in time)."""
    st = hand.state
    for _ in range(MAX_MOVES):
        if st.phase.is_over:
            break
        st = hand._next(st, move(hand, st))
        hand._states.append(st)  # what the hand reads of its latest state (reshuffles)
    return 0 if st.result is None else seat_net(st.result, seat)


def playout_gin(hand: Any, seat: int) -> int:
    """Play a gin ``hand`` (:class:`~ginrules.gin.hand.Hand`) to its end with the beginner's
    rule for every seat, stepping its states directly (no moves are recorded: start the
    hand from a state again before anything else reads it); ``seat``'s net."""
    return _play_states(hand, seat, _gin_move)


def _rummy_move(hand: Any, st: Any) -> Action:
    """Rummy's beginner's move (:func:`ginrules.rummy.advisor.beginner_move`) in state
    ``st``, among the moves ``_legal`` allows there."""
    from ginrules.rummy.advisor import _next_lay, _uses
    from ginrules.rummy.search import find_plays, melds_left

    cards = st.hands[st.to_act]
    rules = hand.rules
    ace_high = hand.ace_high
    legal: list[Action] = hand._legal(st)
    if st.phase is Phase.DRAW:
        take = next((a for a in legal if a.kind is ActionKind.TAKE), None)
        draw = next((a for a in legal if a.kind is ActionKind.DRAW_STOCK), None)
        if take is not None and take.card is not None:
            left = melds_left(rules, 0)
            now = find_plays(cards, st.table, ace_high, left)
            then = find_plays((*cards, take.card), st.table, ace_high, left)
            if draw is None or (_uses(then, take.card) and then.least_left < now.least_left):
                return take
        assert draw is not None
        return draw
    plays = find_plays(cards, st.table, ace_high, melds_left(rules, st.melds_this_turn))
    lay: Action | None = _next_lay(plays, st.table, legal)
    if lay is not None:
        return lay
    return max((a for a in legal if a.kind is ActionKind.DISCARD and a.card is not None),
               key=lambda a: (a.card.value, a.card.index) if a.card else (0, 0))


def playout_rummy(hand: Any, seat: int) -> int:
    """Play a Rummy ``hand`` (:class:`~ginrules.rummy.hand.RummyHand`) to its end with the
    beginner's rule for every seat, stepping its states directly as
    :func:`playout_gin` does; ``seat``'s net (0 when drawn or not over in time)."""
    return _play_states(hand, seat, _rummy_move)


def playout_rummy_policy(hand: Any, seat: int) -> int:
    """Play a Rummy ``hand`` to its end as :func:`playout_rummy` does, every seat with the
    fast policy of :mod:`ginrules.rummy.policy` (holding melds to go rummy, as the expert
    does) instead of the beginner's rule (the master's playouts); ``seat``'s net."""
    from ginrules.rummy.policy import rummy_policy_move

    return _play_states(hand, seat, rummy_policy_move)


def playout_gin_policy(hand: Any, seat: int) -> int:
    """Play a gin ``hand`` to its end as :func:`playout_gin` does, every seat with the
    fast policy of :mod:`ginrules.gin.policy` instead of the beginner's rule (the
    master's playouts); ``seat``'s net."""
    from ginrules.gin.policy import gin_policy_move

    return _play_states(hand, seat, gin_policy_move)
