"""How the computer players weigh a decision, and the one way to ask an advisor: the
advisor :class:`Style` (the club, expert and master styles), :func:`advise` (the advisor of
the view's hand flow answers, :mod:`ginrules.table.hand_flows`), :func:`rate` (a move
graded on the one scale) and :func:`action_step` (a move in words).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from ginrules.core.actions import Action, ActionKind
from ginrules.core.explain import Step
from ginrules.core.grades import graded
from ginrules.players.advice import Advice, Rating
from ginrules.table.hand_flows import hand_flow
from ginrules.table.view import PlayerView

__all__ = ["CLUB", "EXPERT", "MASTER_STYLE", "Style", "action_step", "advise", "rate"]


def action_step(action: Action, prefix: str = "act") -> Step:
    """The action in words, as a step (``render(action_step(a), 'nl')``); with
    ``prefix='better'`` as the sentence "Better: ..."."""
    k = action.kind
    if k is ActionKind.SHOW:
        return Step(f"{prefix}.show", {"melds": action.melds})
    if k is ActionKind.MELD:
        return Step(f"{prefix}.meld", {"cards": action.melds[0]})
    if k is ActionKind.LAY_OFF:
        return Step(f"{prefix}.lay_off", {"card": action.card, "meld": action.melds[0]})
    key = {ActionKind.DRAW_STOCK: "act.draw_stock", ActionKind.TAKE: "act.take",
           ActionKind.PASS: "act.pass", ActionKind.DISCARD: "act.discard",
           ActionKind.KNOCK: "act.knock", ActionKind.GIN: "act.gin",
           ActionKind.BIG_GIN: "act.big_gin", ActionKind.NEXT_HAND: "act.next_hand"}[k]
    key = prefix + key[3:]
    return Step(key, {} if action.card is None else {"card": action.card})




@dataclass(frozen=True)
class Style:
    """How the advisor weighs things (the club and expert opponents are styles).

    ``potential``: weight of the expected deadwood after the next draw against
    the deadwood now; ``read_opponent``: use what the opponent took, threw away
    and passed (danger of a discard, undercut risk, their deadwood by the cards
    they took); ``knock_margin``: the points a knock must promise beyond the
    simple estimate of playing on (what waiting for gin or for the opponent to
    knock into an undercut is worth), fading over the last ``margin_fade`` turns
    of the stock, when waiting mostly ends in a drawn hand; ``danger``: points
    per unit of probability that the opponent can use a discard; ``read_discards``: judge
    an opponent's deadwood at a knock also by the value of its last discard (a seat that
    throws low cards holds little: :mod:`ginrules.gin.knocking`).
    """

    potential: float = 0.5
    read_opponent: bool = False
    knock_margin: float = 0.0
    danger: float = 0.0
    candidates: int = 6
    exact: bool = False  # exact least deadwood after each possible draw (slower)
    late_potential: float | None = None  # potential weight after 20 draws (None: unchanged)
    reveal_penalty: float = 0.5  # reading: cost of showing the opponent what you collect
    margin_fade: float = 0.0  # knock_margin fades out over the last this many turns (0: never)
    read_discards: bool = False


CLUB = Style()
EXPERT = Style(potential=0.5, read_opponent=True, knock_margin=12.0, margin_fade=4.0,
               danger=1.0, candidates=7, exact=True, reveal_penalty=0.0)

#: The master's reading (:mod:`ginrules.players.search`): the expert that also reads each other
#: seat's last discard when it weighs a knock. That reading knows an undercut is near
#: when the other seat throws low cards, so a knock needs a smaller margin over playing
#: on (6 measured best of 0 to 12, docs/engine.md).
MASTER_STYLE = replace(EXPERT, read_discards=True, knock_margin=6.0)


def advise(view: PlayerView, style: Style = CLUB) -> Advice:
    """The best move for the player of ``view`` now, with reasons: the advisor of the
    view's hand flow answers (:mod:`ginrules.table.hand_flows`)."""
    advice: Advice = hand_flow(view.hand_flow).advise(view, style)
    return advice



def rate(view: PlayerView, action: Action | str, style: Style = CLUB) -> Rating:
    """Judge ``action`` played from ``view`` by the advisor's estimate of what it loses,
    graded on the one scale (:mod:`ginrules.core.grades`: best, good, inaccuracy, mistake,
    blunder); a move not as good as the best says the better move and why."""
    act = Action.parse(action) if isinstance(action, str) else action
    adv = advise(view, style)
    best = adv.action
    loss = adv.loss_of(act)
    loss, grade = graded(0.0 if act == best else 10.0 if math.isinf(loss) else loss)
    if grade == "best":
        return Rating(act, grade, 0.0, best, (Step("rate.best", {}),))
    if grade == "good":
        return Rating(act, grade, loss, best, (Step("rate.good", {}),))
    steps = (Step(f"rate.{grade}", {"loss": max(1, round(loss))}),
             action_step(best, "better"), *adv.explanation)
    return Rating(act, grade, loss, best, steps)
