"""Advice and computer players for Rummy (seed 004), from a player's view only.

Every Rummy decision comes down to the points a hand would pay if another player went
out now, and how likely its loose cards are to join a meld before that happens. The
advisor scores a hand as its **exposure**: every card that stays in hand once it has
melded and laid off all it can, counted at its value, less a share for each loose card
that unseen cards could still turn into a meld (a pair, two cards of a run). From that:

- *draw*: take the top discard when the best hand with it beats the average hand after
  a stock card (the expert counts every unseen card; the club player a few);
- *meld or hold*: going out wins at once, so a hand that can go out does; otherwise
  laying melds down lowers what it pays, but holding them hides them and keeps the
  chance of going rummy (double). The club player lays everything down at once; the
  expert holds its melds while every other player holds five cards or more and it has
  laid nothing yet, so it can go rummy, and lays down as soon as someone gets close;
- *which layoffs*: all of them (a card laid off costs nothing and pays nothing);
- *discard*: the card whose loss raises the exposure least; the expert also avoids a
  card the next player can use (next to or of a rank with a card they took and still
  hold), and says so: the card it avoided, or that the one it throws is still the least
  costly.

Each answer is an :class:`~ginrules.players.advice.Advice` with the loss of every other move
in points, so the coach and the review rate Rummy moves as they rate gin's. Its words
(``rummy.advice.*``) are in ``ginrules/words/rummy_advice.json``, so a page that only renders the
engine's words does not load this module.

The computer players:

- ``beginner``: takes the top discard only when it makes a meld at once or fits a
  meld on the table; lays down every meld and layoff as soon as it can; discards its
  highest loose card.
- ``club``: the advisor with the club style (:data:`RUMMY_CLUB`).
- ``expert``: the advisor with the expert style (:data:`RUMMY_EXPERT`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from ginrules.core.actions import Action, ActionKind
from ginrules.core.cards import Card, full_deck, may_share_a_meld
from ginrules.core.explain import Step
from ginrules.players.advice import Advice, waiting
from ginrules.rummy.hand import Plays, TableMeld, find_plays, melds_left
from ginrules.table.view import Phase, PlayerView

__all__ = ["RUMMY_CLUB", "RUMMY_EXPERT", "ReadsOpponent", "RummyStyle",
           "advise_for", "advise_rummy", "beginner_move", "exposure"]


@dataclass(frozen=True)
class RummyStyle:
    """How the Rummy advisor weighs things: ``hold_until`` (hold melds while every other
    player has at least this many cards and this player has laid nothing yet; 0: never
    hold), ``read_next`` (avoid discards the next player can use), ``samples`` (stock
    cards averaged over when weighing the top discard; 0: every unseen card)."""

    hold_until: int = 0
    read_next: bool = False
    samples: int = 8
    potential: float = 0.15  # share of a loose card's value saved per live card that melds it
    danger: float = 2.0  # points added to a discard the next player can likely use


RUMMY_CLUB = RummyStyle()
RUMMY_EXPERT = RummyStyle(hold_until=3, read_next=True, samples=0, danger=1.0)



# -- the exposure of a hand ------------------------------------------------------------
def _live_outs(card: Card, loose: Sequence[Card], unseen: frozenset[Card]) -> int:
    """How many unseen cards would make a meld with ``card`` and another loose card."""
    outs: set[Card] = set()
    for other in loose:
        if other is card:
            continue
        if other.rank == card.rank:
            outs.update(u for u in unseen if u.rank == card.rank)
        elif other.suit is card.suit and abs(other.rank - card.rank) <= 2:
            lo, hi = sorted((card.rank, other.rank))
            wanted = [lo + 1] if hi - lo == 2 else [lo - 1, hi + 1]
            outs.update(u for u in unseen if u.suit is card.suit and u.rank in wanted)
    return len(outs)


def exposure(hand: Sequence[Card], table: Sequence[TableMeld], unseen: frozenset[Card],
             ace_high: bool = False, potential: float = 0.15,
             plays: Plays | None = None) -> float:
    """The points ``hand`` would pay, weighed by how likely its loose cards are to meld:
    each card left once everything is laid down counts its value, less ``potential`` of
    it per live card that would meld it (at most 80%)."""
    p = plays if plays is not None else find_plays(hand, table, ace_high)
    used = {c for m in p.plan_melds for c in m} | {c for c, _ in p.plan_layoffs}
    loose = [c for c in hand if c not in used]
    risk = 0.0
    for c in loose:
        saved = min(0.8, potential * _live_outs(c, loose, unseen))
        risk += c.value * (1.0 - saved)
    return risk


def _table(view: PlayerView) -> tuple[TableMeld, ...]:
    return tuple(TableMeld(owner, cards, len({c.rank for c in cards}) > 1)
                 for owner, cards in view.table_melds)


def _melds_left(view: PlayerView) -> int | None:
    """How many new melds the house rules still allow this player this turn (None: any
    number): what the plans of this turn keep to (``one_meld_per_turn``)."""
    laid = 0
    if view.phase is not Phase.DRAW:
        for e in reversed(view.events):
            if e.player != view.player:
                continue
            if e.kind in ("draw", "take"):
                break
            laid += e.kind == "meld"
    return melds_left(view.rules, laid)


def _unseen(view: PlayerView) -> frozenset[Card]:
    seen = set(view.hand) | set(view.discard_pile) | set(view.known_elsewhere)
    seen.update(c for _, m in view.table_melds for c in m)
    return frozenset(c for c in full_deck() if c not in seen)


#: A discard weighed: (the exposure it leaves, minus the card's value, its index, the card).
DiscardOption = tuple[float, int, int, Card]


def _discard_options(hand: Sequence[Card], candidates: Iterable[Card],
                     table: Sequence[TableMeld], unseen: frozenset[Card], style: RummyStyle,
                     ace_high: bool) -> list[DiscardOption]:
    """Each discard among ``candidates``, weighed against ``hand``: the least of them is the
    least exposure, and of equal ones the higher card."""
    return [(exposure([x for x in hand if x != c], table, unseen, ace_high, style.potential),
             -c.value, c.index, c) for c in candidates]


def _best_discard(hand: Sequence[Card], candidates: Iterable[Card], table: Sequence[TableMeld],
                  unseen: frozenset[Card], style: RummyStyle, ace_high: bool
                  ) -> tuple[float, Card]:
    """The discard among ``candidates`` that leaves ``hand`` the least exposure, and that
    exposure; ties: the higher card."""
    best = min(_discard_options(hand, candidates, table, unseen, style, ace_high))
    return best[0], best[3]


# -- advice ----------------------------------------------------------------------------
class ReadsOpponent(Protocol):
    """What the Rummy advisor reads of gin's advisor style (:class:`~ginrules.players.styles.Style`,
    named by its shape so this module does not import gin's advisor): whether the player
    reads the others, the expert's mark."""

    @property
    def read_opponent(self) -> bool: ...


def advise_for(view: PlayerView, style: ReadsOpponent) -> Advice:
    """The advice for any view of a Rummy hand (the registry's entry,
    :mod:`ginrules.table.hand_flows`): the expert's or the club player's when it is this
    player's move, else what every flow says between moves."""
    if view.my_turn and view.legal_actions:
        return advise_rummy(view, RUMMY_EXPERT if style.read_opponent else RUMMY_CLUB)
    return waiting(view)


def advise_rummy(view: PlayerView, style: RummyStyle = RUMMY_CLUB) -> Advice:
    """The best move for ``view``'s player in a Rummy hand, the steps that explain it and
    every legal action with its loss in points, best first."""
    legal = view.legal_actions
    if view.phase is Phase.DRAW:
        return _advise_draw(view, style)
    table = _table(view)
    ace_high = view.rules.ace_high_or_low
    unseen = _unseen(view)
    plays = find_plays(view.hand, table, ace_high, _melds_left(view))
    going_out = _way_out(view, plays, legal)
    if going_out is not None:
        return Advice(going_out, "discard", (_out_step(view, plays),),
                      _losses(legal, going_out, 0.0, view, table, unseen, style))
    step_act = _next_lay(plays, table, legal)
    if step_act is not None:
        fewest = min((s.card_count for s in view.others), default=0)
        shown = any(e.player == view.player and e.kind in ("meld", "lay_off")
                    for e in view.events)
        holding = (style.hold_until and not shown and fewest >= style.hold_until
                   and step_act.kind is ActionKind.MELD)
        if not holding:
            kept = sum(c.value for c in view.hand) - _plan_value(plays)
            cards = (step_act.melds[0] if step_act.kind is ActionKind.MELD
                     else (step_act.card,) if step_act.card else ())
            lay = (Step("rummy.advice.lay", {"cards": cards, "left": kept}),)
            return Advice(step_act, "discard", lay,
                          _losses(legal, step_act, 0.0, view, table, unseen, style))
        hold_steps: tuple[Step, ...] = (Step("rummy.advice.hold", {"fewest": fewest}),)
    else:
        hold_steps = ()
    options = _discard_options(view.hand, _legal_discards(legal), table, unseen, style,
                               ace_high)
    risk, card, avoided = _discard_choice(view, options, style)
    best = Action.discard(card)
    return Advice(best, "discard",
                  (*hold_steps, *_discard_steps(view, card, risk, avoided, style)),
                  _losses(legal, best, risk, view, table, unseen, style, options))


def _discard_steps(view: PlayerView, card: Card, risk: float, avoided: DiscardOption | None,
                   style: RummyStyle) -> tuple[Step, ...]:
    """Why ``card`` goes: it leaves the least to pay; or the discard that would otherwise
    go (``avoided``) is one the next player could use, and ``card`` leaves little more to
    pay; or, for a player who reads the next one, ``card`` is such a card itself and
    still the least costly."""
    if avoided is not None:
        plain_risk, _, _, plain = avoided
        warn = _danger_step(view, plain, "rummy.advice.danger")
        assert warn is not None, "only a card the next player could use is avoided"
        return (warn, Step("rummy.advice.discard_instead", {
            "card": card, "risk": round(risk), "avoided": plain,
            "plain_risk": round(plain_risk)}))
    said = Step("rummy.advice.discard", {"card": card, "risk": round(risk)})
    anyway = _danger_step(view, card, "rummy.advice.danger_anyway") if style.read_next else None
    return (said,) if anyway is None else (said, anyway)


def _plan_value(plays: Plays) -> int:
    return (sum(c.value for m in plays.plan_melds for c in m)
            + sum(c.value for c, _ in plays.plan_layoffs))


def _out_step(view: PlayerView, plays: Plays) -> Step:
    """How this player goes out: what goes on the table, and the last discard if any."""
    laid = (*(c for m in plays.plan_melds for c in m), *(c for c, _ in plays.plan_layoffs))
    loose = [c for c in view.hand if c not in laid]
    if not loose:
        return Step("rummy.advice.out", {"cards": laid})
    if not laid:
        return Step("rummy.advice.out_last", {"card": loose[0]})
    return Step("rummy.advice.out_discard", {"cards": laid, "card": loose[0]})


def _way_out(view: PlayerView, plays: Plays, legal: Sequence[Action]) -> Action | None:
    """The first move of a way to go out this turn, if there is one: everything laid
    down leaves nothing, or one card the player may discard."""
    used = {c for m in plays.plan_melds for c in m} | {c for c, _ in plays.plan_layoffs}
    loose = [c for c in view.hand if c not in used]
    if len(loose) > 1:
        return None
    if loose and Action.discard(loose[0]) not in legal:
        return None
    if not loose and not view.rules.out_without_discard:
        return None
    lay = _next_lay(plays, _table(view), legal)
    if lay is not None:
        return lay
    return Action.discard(loose[0]) if loose else None


def _next_lay(plays: Plays, table: Sequence[TableMeld], legal: Sequence[Action]
              ) -> Action | None:
    """The next meld or layoff of the plan that is legal now (melds first)."""
    for m in plays.plan_melds:
        act = Action.meld(m)
        if act in legal:
            return act
    for c, i in plays.plan_layoffs:
        act = Action.lay_off(c, table[i].cards)
        if act in legal:
            return act
    return None


def _legal_discards(legal: Sequence[Action]) -> list[Card]:
    return [a.card for a in legal if a.kind is ActionKind.DISCARD and a.card is not None]


def _discard_choice(view: PlayerView, options: Sequence[DiscardOption], style: RummyStyle
                    ) -> tuple[float, Card, DiscardOption | None]:
    """The best of the legal discards ``options``, the points the hand would then pay
    (:func:`exposure`), and the discard it would be but for the next player, if that
    differs: the expert adds ``style.danger`` for a card the next player could meld with
    one it took."""
    plain = min(options)
    if not style.read_next:
        return plain[0], plain[3], None

    def with_danger(option: DiscardOption) -> tuple[float, int, int]:
        risk, minus_value, index, card = option
        return (risk + (style.danger if _used_by_next(view, card) is not None else 0.0),
                minus_value, index)

    chosen = min(options, key=with_danger)
    return chosen[0], chosen[3], None if chosen == plain else plain


def _used_by_next(view: PlayerView, card: Card) -> Card | None:
    """A card the next player took from the pile, holds still and could meld ``card``
    with, if there is one."""
    others = view.others
    if not others:
        return None
    return next((taken for taken in others[0].known if may_share_a_meld(card, taken)), None)


def _danger_step(view: PlayerView, card: Card, message: str) -> Step | None:
    """``message`` about ``card`` and the card the next player could use it with
    (:func:`_used_by_next`), or None if there is none."""
    taken = _used_by_next(view, card)
    if taken is None:
        return None
    return Step(message, {"card": card, "name": view.others[0].name, "taken": taken})


def _losses(legal: Sequence[Action], best: Action, best_risk: float, view: PlayerView,
            table: Sequence[TableMeld], unseen: frozenset[Card], style: RummyStyle,
            options: Sequence[DiscardOption] | None = None
            ) -> tuple[tuple[Action, float], ...]:
    """Every legal move with the points it likely costs against ``best``: a discard by
    the exposure it leaves (``options``, when the caller weighed the discards already), a
    meld or layoff not made by the value it keeps in hand."""
    ace_high = view.rules.ace_high_or_low
    if options is None:
        options = _discard_options(view.hand, _legal_discards(legal), table, unseen, style,
                                   ace_high)
    left = {card: risk for risk, _, _, card in options}
    out: list[tuple[Action, float]] = [(best, 0.0)]
    if best.kind is ActionKind.DISCARD and best.card is not None:
        base = left[best.card]  # the other discards against it, on the same scale
        kept = 0.0
    else:
        base = best_risk  # discarding instead of laying down keeps the plan's cards
        kept = float(_plan_value(find_plays(view.hand, table, ace_high, _melds_left(view)))
                     ) if options else 0.0
    for a in legal:
        if a == best:
            continue
        if a.kind is ActionKind.DISCARD and a.card is not None:
            loss = max(left[a.card] - base, kept)
            out.append((a, max(0.0, round(loss, 1))))
        else:
            out.append((a, 0.0 if best.kind is not ActionKind.DISCARD else 0.5))
    out.sort(key=lambda p: p[1])
    return tuple(out)


def _advise_draw(view: PlayerView, style: RummyStyle) -> Advice:
    legal = view.legal_actions
    take = next((a for a in legal if a.kind is ActionKind.TAKE), None)
    draw = next((a for a in legal if a.kind is ActionKind.DRAW_STOCK), None)
    if take is None or take.card is None:
        assert draw is not None
        return Advice(draw, "draw", (Step("rummy.advice.draw_only", {}),), ((draw, 0.0),))
    if draw is None:
        return Advice(take, "draw", (Step("act.take", {"card": take.card}),), ((take, 0.0),))
    table = _table(view)
    ace_high = view.rules.ace_high_or_low
    unseen = _unseen(view)
    taken = (*view.hand, take.card)
    with_it, _ = _best_discard(taken, view.hand, table, unseen - {take.card}, style, ace_high)
    pool = sorted(unseen, key=lambda c: c.index)
    if style.samples and len(pool) > style.samples:
        step = len(pool) / style.samples
        pool = [pool[int(i * step)] for i in range(style.samples)]
    without = sum(_best_discard((*view.hand, c), (*view.hand, c), table, unseen - {c}, style,
                                ace_high)[0]
                  for c in pool) / max(1, len(pool))
    card = take.card
    values = {"card": card, "with_it": round(with_it), "without": round(without)}
    if with_it < without:
        return Advice(take, "draw", (Step("rummy.advice.take", values),), (
            (take, 0.0), (draw, round(without - with_it, 1))))
    return Advice(draw, "draw", (Step("rummy.advice.draw", values),), (
        (draw, 0.0), (take, round(with_it - without, 1))))


# -- the beginner --------------------------------------------------------------------------
def beginner_move(view: PlayerView) -> Action:
    """The beginner's move: take the top discard only when it melds at once or fits a
    meld on the table, lay down all it can, discard its highest loose card."""
    legal = view.legal_actions
    table = _table(view)
    ace_high = view.rules.ace_high_or_low
    if view.phase is Phase.DRAW:
        take = next((a for a in legal if a.kind is ActionKind.TAKE), None)
        draw = next((a for a in legal if a.kind is ActionKind.DRAW_STOCK), None)
        if take is not None and take.card is not None:
            left = _melds_left(view)
            now = find_plays(view.hand, table, ace_high, left)
            then = find_plays((*view.hand, take.card), table, ace_high, left)
            if draw is None or (_uses(then, take.card) and then.least_left < now.least_left):
                return take
        assert draw is not None
        return draw
    plays = find_plays(view.hand, table, ace_high, _melds_left(view))
    lay = _next_lay(plays, table, legal)
    if lay is not None:
        return lay
    discards = [a for a in legal if a.kind is ActionKind.DISCARD and a.card is not None]
    return max(discards, key=lambda a: (a.card.value if a.card else 0,
                                        a.card.index if a.card else 0))


def _uses(plays: Plays, card: Card) -> bool:
    return any(card in m for m in plays.plan_melds) or any(
        c == card for c, _ in plays.plan_layoffs)

