"""A fast Rummy policy for the master's playouts, played as the expert plays the race.

The beginner (:func:`ginrules.rummy.advisor.beginner_move`) lays every meld down at
once, so a playout by its rule ends with small hands and small payments. The expert
holds its melds to go rummy (double), and so does every seat in a game between experts:
the hand becomes a race in which the loser pays double for every card it holds. A search
whose playouts play another game misjudges the real one (docs/engine.md, "Rummy"). This
policy plays the race, from the hand's raw state and from what the seat to act may know
(its own cards, the pile, the table):

- *Draw*: the top discard when it goes into a meld of the best plan with it (its own or
  a layoff) and leaves fewer points in hand; otherwise the stock.
- *Meld or hold*: everything down when that goes out; otherwise hold, as the expert does
  (:data:`~ginrules.rummy.advisor.RUMMY_EXPERT`'s ``hold_until``), while it has laid
  nothing and every other seat still holds that many cards; else lay down all it can.
- *Discard*: the loose card (outside the plan) worth least to keep: its value, less
  :data:`PARTNER_WORTH` points for each other loose card it could share a meld with.

:func:`rummy_policy_move` chooses among exactly the moves the hand allows (tested move
for move against its legal moves).
"""

from __future__ import annotations

from typing import Any

from ginrules.core.actions import Action
from ginrules.core.cards import may_share_a_meld
from ginrules.rummy.advisor import RUMMY_EXPERT, _next_lay
from ginrules.rummy.search import find_plays, fits, melds_left
from ginrules.table.view import Phase

__all__ = ["PARTNER_WORTH", "rummy_policy_move"]

#: Points a loose card is worth keeping for each other loose card it could meld with.
PARTNER_WORTH = 4


def _draw(hand: Any, st: Any) -> Action:
    cards = st.hands[st.to_act]
    top = st.discard[-1] if st.discard else None
    can_draw = bool(st.stock) or (bool(st.discard) and hand.pile_turns_left)
    if top is None:
        return Action.draw_stock()
    if not can_draw:
        return Action.take(top)
    if not (any(may_share_a_meld(top, c) for c in cards)
            or any(fits(top, m, hand.ace_high) for m in st.table)):
        return Action.draw_stock()
    left = melds_left(hand.rules, 0)
    now = find_plays(cards, st.table, hand.ace_high, left)
    then = find_plays((*cards, top), st.table, hand.ace_high, left)
    used = any(top in m for m in then.plan_melds) or any(c == top for c, _ in then.plan_layoffs)
    return Action.take(top) if used and then.least_left < now.least_left else Action.draw_stock()


def rummy_policy_move(hand: Any, st: Any) -> Action:
    """The policy's move in the Rummy state ``st`` of ``hand`` (a
    :class:`~ginrules.rummy.hand.RummyHand`)."""
    if st.phase is Phase.DRAW:
        return _draw(hand, st)
    me = st.to_act
    cards = st.hands[me]
    plays = find_plays(cards, st.table, hand.ace_high,
                       melds_left(hand.rules, st.melds_this_turn))
    used = {c for m in plays.plan_melds for c in m} | {c for c, _ in plays.plan_layoffs}
    loose = [c for c in cards if c not in used]
    goes_out = len(loose) == 1 or (not loose and hand.rules.out_without_discard)
    fewest = min(len(st.hands[s]) for s in st.active if s != me)
    holding = (not goes_out and me not in st.shown and not st.laid_this_turn
               and fewest >= RUMMY_EXPERT.hold_until)
    if not holding and (plays.plan_melds or plays.plan_layoffs):
        lay = _next_lay(plays, st.table, hand._legal(st))
        if lay is not None:
            return lay
    pool = [c for c in loose if hand._may_discard(st, c)] or [
        c for c in cards if hand._may_discard(st, c)]
    card = max(pool, key=lambda c: (
        c.value - PARTNER_WORTH * sum(1 for o in loose if may_share_a_meld(c, o)), c.index))
    return Action.discard(card)
