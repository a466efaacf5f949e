"""The computer opponent at three strengths. It sees only its own :class:`PlayerView`.

- ``beginner``: plays for the least deadwood. Takes the upcard or the top
  discard only when that lowers its deadwood after the best discard; discards
  the card that leaves the least deadwood (the highest loose card); knocks as
  soon as it may (gin when it can); shows the engine's first best arrangement.
- ``club``: follows the advisor (:data:`ginrules.players.styles.CLUB`): keeps pairs and
  two-card runs whose missing cards are still live, compares the top discard
  with an average stock card, knocks when the expected score of a knock beats
  playing on, shows the arrangement that leaves the fewest layoffs.
- ``expert``: the advisor reading the opponent (:data:`ginrules.players.styles.EXPERT`):
  also weighs which cards the other player took, threw away and passed, avoids
  discarding what they seem to collect, lowers the chance of stock cards they
  likely hold, judges their deadwood by how many cards they took from the pile
  (none: further from knocking than average; two or more: nearer), counts the
  exact least deadwood after every possible draw, and knocks only when the knock
  promises 12 points more than the simple estimate of playing on: with low
  deadwood it waits for gin or for the opponent to knock into an undercut,
  except in the last four turns of the stock.
- ``master``: thinks ahead (:func:`ginrules.players.search.master_move`): the expert, reading
  also how low the other seats' last discards were when it weighs a knock (a seat that
  throws low cards is near an undercut), except that
  for the spread to show and the discards near the stock's end (in Rummy every discard)
  it plays the expert's best few moves out to the end of the hand (by a fast policy,
  :mod:`ginrules.gin.policy`, :mod:`ginrules.rummy.policy`) over guessed deals of the
  cards it cannot see (each other seat holding what a player would have kept of its
  draws), and leaves the expert's move for one that is clearly better.

``benchmarks/tournament.py`` measures the strengths against each other.

>>> from ginrules import Rules
>>> from ginrules.table.game import Game
>>> g = Game(Rules.preset("standard"), seed=5)
>>> while not g.hand.is_over:
...     g.apply(choose(g.view(g.to_act), strength="expert"))
>>> g.hand.phase.is_over
True
"""

from __future__ import annotations

from ginrules.core.actions import Action, ActionKind
from ginrules.core.arrangement import deadwood_count
from ginrules.gin.discards import discard_options
from ginrules.table.hand_flows import hand_flow
from ginrules.table.view import Phase, PlayerView

__all__ = ["STRENGTHS", "beginner_gin", "choose"]

#: The strengths, weakest first.
STRENGTHS = ("beginner", "club", "expert", "master")


def choose(view: PlayerView, strength: str = "club") -> Action:
    """The opponent's move for ``view`` (which must be the opponent's turn). Every
    strength is deterministic: the same view gives the same move."""
    if strength not in STRENGTHS:
        raise ValueError(f"unknown strength {strength!r}; use one of {', '.join(STRENGTHS)}")
    legal = view.legal_actions
    if not legal:
        raise ValueError("it is not this player's turn")
    if len(legal) == 1:
        return legal[0]
    if strength == "beginner":
        move: Action = hand_flow(view.hand_flow).beginner(view)
        return move
    # The advisor and the search load on first use, as hand_flows loads a flow's parts:
    # a page that only lists the strengths (the practice page's settings) or plays the
    # beginner never loads them.
    if strength == "master":
        from ginrules.players.search import master_move

        return master_move(view)
    from ginrules.players.styles import CLUB, EXPERT, advise

    return advise(view, EXPERT if strength == "expert" else CLUB).action


def beginner_gin(view: PlayerView) -> Action:
    """The beginner's move in a hand of gin (the registry's entry,
    :mod:`ginrules.table.hand_flows`), when there is a choice."""
    legal = view.legal_actions
    if view.phase in (Phase.FIRST_TURN, Phase.DRAW):
        take = next((a for a in legal if a.kind is ActionKind.TAKE), None)
        other = next(a for a in legal if a.kind is not ActionKind.TAKE)
        if take is None or take.card is None:
            return other
        if other.kind is ActionKind.PASS and view.phase is Phase.DRAW:
            return take  # last chance: it was offered because it lets us go out
        now = deadwood_count(view.hand)
        opts = [o for o in discard_options((*view.hand, take.card), view.rules, view.upcard,
                                           keep=len(view.hand))
                if o.discard != take.card]
        return take if opts and opts[0].deadwood < now else other
    if view.phase is Phase.DISCARD:
        for kind in (ActionKind.BIG_GIN, ActionKind.GIN):
            for a in legal:
                if a.kind is kind:
                    return a
        left = {o.discard: o.deadwood for o in discard_options(
            view.hand, view.rules, view.upcard, keep=len(view.hand) - 1)}
        knocks = [a for a in legal if a.kind is ActionKind.KNOCK and a.card is not None]
        if knocks:
            return min(knocks, key=lambda a: (left[a.card] if a.card else 0, str(a)))
        discards = [a for a in legal if a.kind is ActionKind.DISCARD and a.card is not None]
        return min(discards, key=lambda a: (left[a.card] if a.card else 0,
                                            -(a.card.value if a.card else 0), str(a)))
    return legal[0]
