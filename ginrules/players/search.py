"""A player that thinks ahead: each move played out over guessed deals.

From a seat's :class:`~ginrules.table.view.PlayerView` only, :func:`action_values` deals the
cards the seat cannot see a number of times (``samples``), each other seat holding what a
player would have kept of its stock draws (:func:`ginrules.players.sampler.plausible_deal`), and
for every candidate move plays it on each guessed deal and then plays the hand to its end
with a fast policy for every seat (the beginner's move of the hand's flow, from each
seat's own view). A move's value is the seat's mean net points over the deals: what it
scores minus what it pays, as the tournament counts them (in pairs the seat's table is
its share of the team's net; the other table does not depend on its moves). Every
candidate is played on the same deals (common random numbers), so the differences
between moves are measured far more precisely than the values themselves; the same seed
gives the same answer.

``master`` (:mod:`ginrules.players.opponent`, :func:`master_move`) is its advisor
(:data:`~ginrules.players.styles.MASTER_STYLE`: the expert, which at a knock also reads the
other seats' last discards) with the search as a second opinion where the playouts can
be trusted: which spread to show, and the discard (or playing on where its advisor
would knock) in the last draws of the stock; in Rummy every discard (the hand flow's
``search_every_discard``). Its playouts are played by the flow's fast policy
(:mod:`ginrules.gin.policy` in gin, :mod:`ginrules.rummy.policy` in Rummy, far stronger
than the beginner's rule). It plays out its advisor's best few moves over a small budget
of deals (the flow's, :func:`master_budget`) and leaves the advisor's choice only for a
move that beats it deal by deal by more than chance explains. Elsewhere the measured
deviations from the advisor lost points (docs/engine.md).

>>> from ginrules import Rules
>>> from ginrules.table.game import Hand
>>> hand = Hand(Rules.preset("standard"), 0, seed=3)
>>> values = action_values(hand.view(hand.to_act), samples=4, seed=1)
>>> sorted(str(v.action) for v in values)
['pass', 'take TS']
>>> values == action_values(hand.view(hand.to_act), samples=4, seed=1)
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ginrules.core.actions import Action, ActionKind
from ginrules.core.errors import AdvisorError
from ginrules.core.rng import Rng, derive_seed
from ginrules.players.advice import Advice
from ginrules.players.playout import seat_net
from ginrules.players.sampler import determinized, knowledge, plausible_deal
from ginrules.players.styles import MASTER_STYLE
from ginrules.table.hand_flows import hand_flow
from ginrules.table.view import Phase, PlayerView

__all__ = ["MASTER_DOUBT", "MASTER_LATE", "MASTER_LATE_PHASES", "MASTER_PHASES", "MASTER_POLICY",
           "MASTER_SAMPLES", "MASTER_WIDTH",
           "ActionValue", "action_values", "master_budget", "master_move", "master_values",
           "search_choose",
           "seat_net"]

#: The master's budget in gin: guessed deals per decision, and how many of the expert's
#: best moves it plays out (benchmarks/tournament.py measured these; docs/engine.md). A
#: hand flow may set its own (``HandFlowEntry.master_budget``: Rummy's is smaller).
MASTER_SAMPLES = 32
MASTER_WIDTH = 4
#: The master leaves the expert's move only for one whose playouts beat it, deal by deal,
#: by more than this many standard errors: a few playouts are noisy, the expert is not.
MASTER_DOUBT = 1.0
#: The decisions the master searches at any time (which spread to show: one step from the
#: score, judged exactly by the playouts); elsewhere it plays the expert's move, except
#: near the end of the stock (:data:`MASTER_LATE`).
MASTER_PHASES = frozenset({Phase.SHOW})
#: With this many draws or fewer left in the stock the master weighs every move of the
#: decisions in :data:`MASTER_LATE_PHASES` (a discard, or a knock against playing on),
#: except a knock where the expert plays on. Measured on positions of
#: expert-against-expert games, each deviation played out from the true cards by the
#: expert for both seats (docs/engine.md): knocking where the expert waits cost about 15
#: points each time (the playouts cannot see all that waiting for gin or an undercut
#: earns), and taking or passing the discard against the expert's choice lost about 3
#: points each time; discards in the last 20 draws gained about 2 (noisy), but the
#: tournament measured a master searching 20 draws level with the expert, and in the
#: browser that window made the hint (up to 0.7 s) and a hand's review (up to 3.5 s) miss
#: their budgets: the master searches the last 10, where it costs least.
MASTER_LATE = 10
MASTER_LATE_PHASES = frozenset({Phase.DISCARD})
#: Play the master's playouts with the flow's fast policy (:mod:`ginrules.gin.policy`)
#: rather than the beginner's rule.
MASTER_POLICY = True


@dataclass(frozen=True)
class ActionValue:
    """A move and the seat's expected net points after it, over ``samples`` deals."""

    action: Action
    value: float
    samples: int


def _nets(view: PlayerView, candidates: Sequence[Action], samples: int,
          seed: int, policy: bool = False) -> list[list[int]]:
    """Each candidate's net for the seat on each of the same ``samples`` deals, played
    out by the beginner's rule (``policy``: by the flow's fast policy)."""
    flow = hand_flow(view.hand_flow)
    play = flow.policy_playout if policy else flow.playout
    known = knowledge(view)
    nets: list[list[int]] = [[] for _ in candidates]
    for i in range(samples):
        deal = plausible_deal(view, derive_seed(seed, "deal", i), known)
        rng_state = Rng(derive_seed(seed, "stock", i)).state
        start = determinized(view, deal, rng_state)
        first = start.state
        for j, action in enumerate(candidates):
            start.start_from(first)
            start.apply(action, view.player)
            nets[j].append(play(start, view.player))
    return nets


def _values(view: PlayerView, candidates: Sequence[Action], samples: int,
            seed: int) -> list[float]:
    """Each candidate's mean net for the seat over the same ``samples`` deals."""
    return [sum(n) / samples for n in _nets(view, candidates, samples, seed)]


def _clearly_better(nets: Sequence[int], base: Sequence[int]) -> float:
    """How much better ``nets`` are than ``base`` (paired, deal by deal) beyond what
    chance explains: the mean gain less :data:`MASTER_DOUBT` standard errors (negative:
    not clearly better)."""
    gains = [a - b for a, b in zip(nets, base, strict=True)]
    n = len(gains)
    mean = sum(gains) / n
    if n < 2:
        return mean
    var = sum((g - mean) ** 2 for g in gains) / (n - 1)
    return mean - MASTER_DOUBT * math.sqrt(var / n)


def _legal(view: PlayerView) -> tuple[Action, ...]:
    """The seat's legal moves; AdvisorError (a ValueError) when it has none to make."""
    if not view.legal_actions:
        raise AdvisorError("it is not this player's turn: there is no move to search")
    return view.legal_actions


def action_values(view: PlayerView, *, samples: int = 24, seed: int = 0
                  ) -> tuple[ActionValue, ...]:
    """Every legal move with the seat's expected net points after it, best first (ties
    in the order the hand lists its moves). One legal move is returned alone, unsearched
    (``samples`` 0); none raises AdvisorError."""
    legal = _legal(view)
    if len(legal) == 1:
        return (ActionValue(legal[0], 0.0, 0),)
    if samples < 1:
        raise AdvisorError(f"a search needs at least one sample, not {samples}")
    values = _values(view, legal, samples, seed)
    order = sorted(range(len(legal)), key=lambda j: -values[j])
    return tuple(ActionValue(legal[j], values[j], samples) for j in order)


def search_choose(view: PlayerView, *, samples: int = 24, seed: int = 0) -> Action:
    """The move with the best expected net points for the seat (:func:`action_values`)."""
    return action_values(view, samples=samples, seed=seed)[0].action


def _position_seed(view: PlayerView) -> int:
    """The master's seed for a position: the same view, the same deals, the same move."""
    return derive_seed("master", view.player, view.stock_count,
                       "".join(c.code for c in view.hand),
                       "".join(c.code for c in view.discard_pile))


def master_budget(flow: str) -> tuple[int, int]:
    """The master's budget in the hand flow ``flow`` (a variant's ``hand_flow``): guessed
    deals per decision and how many of its advisor's best moves it plays out (the flow's
    ``master_budget``, else :data:`MASTER_SAMPLES` and :data:`MASTER_WIDTH`)."""
    return hand_flow(flow).master_budget or (MASTER_SAMPLES, MASTER_WIDTH)


def master_values(view: PlayerView, *, samples: int | None = None, seed: int | None = None,
                  width: int | None = None) -> tuple[ActionValue, ...]:
    """Every legal move as the master weighs it, the master's own move first with value
    0.0, every other move with the points the master expects it to cost against that
    move (a value <= 0; the review's and the hint's analyser).

    Where the master searches, the moves it played out are valued by their mean net over
    the same deals against its move's (``samples`` deals; a move not measurably better
    than the master's counts as equal, 0.0, since the master would not switch to it), and
    the moves it did not play out by the expert advisor's estimate of what they lose
    against the expert's choice, added to that choice's value (``samples`` 0). Elsewhere
    every move is valued by the expert advisor's estimate alone (``samples`` 0). A
    ``seed`` of None seeds the deals by the position, as :func:`master_move` plays;
    ``samples`` or ``width`` None: the flow's own budget (:func:`master_budget`)."""
    legal = _legal(view)
    if len(legal) == 1:
        return (ActionValue(legal[0], 0.0, 0),)
    flow = hand_flow(view.hand_flow)
    own_samples, own_width = master_budget(view.hand_flow)
    samples = own_samples if samples is None else samples
    width = own_width if width is None else width
    advice: Advice = flow.advise(view, MASTER_STYLE)
    first: Action = advice.best if advice.best in legal else legal[0]
    estimate = {a: loss for a, loss in advice.losses}
    base = estimate.get(first, 0.0)
    late = flow.search_every_discard or view.stock_draws_left <= MASTER_LATE
    ranked = [first, *(a for a, _ in advice.losses
                       if a in legal and a != first and (late or a.kind is first.kind)
                       and not (a.kind is ActionKind.KNOCK and first.kind is ActionKind.DISCARD))]
    candidates: list[Action] = ranked[:max(1, width)]
    searched = ((view.phase in MASTER_PHASES or (late and view.phase in MASTER_LATE_PHASES))
                and len(candidates) > 1)
    if not searched:
        rest = sorted((a for a in legal if a != first),
                      key=lambda a: (estimate.get(a, 0.0), legal.index(a)))
        return (ActionValue(first, 0.0, 0),
                *(ActionValue(a, base - estimate.get(a, 0.0), 0) for a in rest))
    nets = _nets(view, candidates, samples,
                 _position_seed(view) if seed is None else seed, policy=MASTER_POLICY)
    margins = [_clearly_better(n, nets[0]) for n in nets[1:]]
    best = max(range(len(margins)), key=lambda j: (margins[j], -j))
    chosen = best + 1 if margins[best] > 0 else 0
    means = [sum(n) / samples for n in nets]
    played = {a: min(0.0, means[j] - means[chosen]) for j, a in enumerate(candidates)}
    played[candidates[chosen]] = 0.0
    expert_value = played[first]
    out = [ActionValue(candidates[chosen], 0.0, samples)]
    out += sorted((ActionValue(a, v, samples) for a, v in played.items()
                   if a != candidates[chosen]), key=lambda av: -av.value)
    rest = sorted((a for a in legal if a not in played),
                  key=lambda a: (estimate.get(a, 0.0), legal.index(a)))
    out += [ActionValue(a, min(0.0, expert_value - (estimate.get(a, 0.0) - base)), 0)
            for a in rest]
    return tuple(out)


def master_move(view: PlayerView, samples: int | None = None,
                width: int | None = None) -> Action:
    """The master's move: the expert advisor's best ``width`` moves played out over
    ``samples`` deals, seeded by the position itself (the same view, the same move); the
    expert's own choice unless another is clearly better on the same deals."""
    return master_values(view, samples=samples, width=width)[0].action
