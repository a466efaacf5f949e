"""Gin's advisor: the move a good teacher would suggest in a hand of gin, and why.

:func:`advise_gin` (asked through :func:`ginrules.players.styles.advise`, which names the
advisor of the view's hand flow) looks only at a
:class:`~ginrules.table.view.PlayerView` (so it cannot cheat) and answers the decision at
hand: take the upcard or pass; take the top discard or draw from the stock; which card to
discard; knock now or play on (:mod:`ginrules.gin.knocking`); which arrangement to show
after knocking (fewest layoffs for the opponent); what the defender lays off. What it
reads of the cards and the other seats is :mod:`ginrules.gin.reading`'s.

Every answer carries an explanation as :class:`~ginrules.core.explain.Step` values,
rendered in English or Dutch by :func:`ginrules.render`.

How the advisor judges (all rules arithmetic comes from the engine):

- *Deadwood now*: the least deadwood of the cards kept (``discard_options``,
  ``deadwood_count``).
- *Combinations kept*: the deadwood expected after the next draw, averaged
  over the cards still unseen (a pair or a two-card run with live cards
  lowers it; a dead combination does not).
- *Danger* (expert style): how likely the opponent can use the card,
  judged from the cards they took from the pile, threw away or passed.
- *Knock or play on*: the expected score of a knock given the opponent's likely
  deadwood after so many draws, the cards they may lay off on your melds and
  the undercut bonus.

>>> from ginrules import Rules
>>> from ginrules.table.game import Game
>>> g = Game(Rules.preset("standard"), seed=3)
>>> a = advise_gin(g.view(g.to_act))
>>> a.decision, str(a.best) in [str(x) for x in g.legal_actions()]
('first_turn', True)
>>> isinstance(a.text("nl")[0], str)
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ginrules.core.actions import Action, ActionKind
from ginrules.core.arrangement import best_arrangement
from ginrules.core.cards import Card
from ginrules.core.explain import Step
from ginrules.core.melds import Meld
from ginrules.gin.discards import discard_options
from ginrules.gin.knocking import gin_outs, knock_value, partner_balance, playon_value, told_steps
from ginrules.gin.reading import (
    DECK,
    RELATED,
    SeatReader,
    best_kept_mask,
    deadwood_cards,
    deadwood_of_mask,
    is_related,
    mask_of,
    near,
)
from ginrules.players.advice import Advice, waiting
from ginrules.players.styles import CLUB, Style
from ginrules.table.endings import ending_named
from ginrules.table.view import Phase, PlayerView

__all__ = ["advise_gin"]


# The advisor's words are in ginrules/words/advisor.json: the engine's catalogue, which
# every page reads, merges them, and must not import the advisor to do so.

# ---------------------------------------------------------------------------- evaluation
class _Eval:
    def __init__(self, view: PlayerView, style: Style) -> None:
        self.view = view
        self.style = style
        self.read = SeatReader(view, style)
        self.weights = self.read.stock_weights()
        self.potential = style.potential
        if style.late_potential is not None:
            # as the hand goes on a knock gets nearer: deadwood now counts for more
            f = min(1.0, view.draws / 20)
            self.potential += (style.late_potential - style.potential) * f

    def expected_after_draw(self, mask10: int) -> float:
        """Expected least deadwood after drawing one stock card and discarding."""
        dw = deadwood_of_mask(mask10)
        loose = deadwood_cards(mask10)
        top = max((c.value for c in loose), default=0)
        total = 0.0
        for c, w in self.weights:
            v = dw + c.value - max(top, c.value)
            if RELATED[c.index] & mask10 and self.style.exact:
                v = best_kept_mask(mask10 | 1 << c.index)
            elif RELATED[c.index] & mask10:
                dw11 = deadwood_of_mask(mask10 | 1 << c.index)
                if dw11 < dw + c.value:  # it joins a meld: about the loose top card goes
                    v = max(0, dw11 - min(top, dw11))
            total += w * v
        return total

    def quality(self, mask10: int) -> float:
        """Lower is better: deadwood now blended with deadwood expected after a draw."""
        a = self.potential
        return (1 - a) * deadwood_of_mask(mask10) + a * self.expected_after_draw(mask10)

    def danger(self, card: Card) -> float:
        if not self.style.read_opponent or self.style.danger <= 0:
            return 0.0
        return self.style.danger * self.read.p_uses(card)


def _candidates(hand: Sequence[Card], view: PlayerView, style: Style,
                forbidden: Card | None) -> list[tuple[Card, int]]:
    """The discards worth a closer look: (card, deadwood left), best deadwood first."""
    opts = [o for o in discard_options(hand, view.rules, view.upcard, keep=len(hand) - 1)
            if o.discard != forbidden]
    lo = opts[0].deadwood
    keep = [(o.discard, o.deadwood) for o in opts if o.deadwood <= lo + 12]
    return keep[: style.candidates]


# ---------------------------------------------------------------------------- decisions
def firm(value: float) -> float:
    """A value as decisions compare it: rounded far below any point that matters, so that
    a last-digit difference between two maths libraries (CPython here, Pyodide in the
    browser) can never turn a tie the other way; equal values then fall to the stated
    tie-breaks (card order, the first listed)."""
    return round(value, 6)


def advise_gin(view: PlayerView, style: Style = CLUB) -> Advice:
    """The best move in a hand of gin (any number of seats), with reasons."""
    ph = view.phase
    if ph is Phase.SCORED and view.showdown is not None and view.knocker is not None \
            and view.knocker != view.player:
        return _advise_layoff(view)
    if ph.is_over or not view.my_turn or not view.legal_actions:
        return waiting(view)
    if ph in (Phase.FIRST_TURN, Phase.DRAW):
        return _advise_draw(view, style)
    if ph is Phase.DISCARD:
        return _advise_discard(view, style)
    return _advise_show(view, style)


def _advise_draw(view: PlayerView, style: Style) -> Advice:
    ev = _Eval(view, style)
    hand = view.hand
    mask = mask_of(hand)
    acts = view.legal_actions
    take = next((a for a in acts if a.kind is ActionKind.TAKE), None)
    other = next(a for a in acts if a.kind is not ActionKind.TAKE)
    first = view.phase is Phase.FIRST_TURN
    if take is None:
        return Advice(other, "draw", (Step("act.draw_stock", {}),), ((other, 0.0),))
    card = take.card
    assert card is not None
    eleven = (*hand, card)
    if view.phase is Phase.DRAW and other.kind is ActionKind.PASS:
        # last chance at two stock cards: take only to go out
        return Advice(take, "draw", (Step("act.take", {"card": card}),),
                      ((take, 0.0), (other, 10.0)))
    loose = deadwood_cards(mask)
    if not is_related(card, mask) and card.value >= max((c.value for c in loose), default=0):
        # it cannot join a meld and is no lower than any loose card: it cannot help
        expected = ev.expected_after_draw(mask)
        key = "advice.pass" if first else "advice.draw"
        with_card = deadwood_of_mask(mask)
        quick = (Step(key, {"card": card, "with_card": with_card,
                            "expected": round(expected)}),)
        loss = max(1.0, round(with_card - expected, 1))
        return Advice(other, "first_turn" if first else "draw", quick,
                      ((other, 0.0), (take, loss)))
    cands = _candidates(eleven, view, style, forbidden=card)
    best_q = math.inf
    best_discard = cands[0][0]
    after = cands[0][1]
    for d, dwd in cands:
        q = ev.quality((mask | 1 << card.index) & ~(1 << d.index)) + ev.danger(d)
        if firm(q) < firm(best_q):
            best_q, best_discard, after = q, d, dwd
    expected = ev.expected_after_draw(mask)
    # compare like with like: the hand after taking (and the best discard), judged a
    # draw further on, against the hand after an average stock card
    take_value = best_q
    stock_value = (1 - ev.potential) * expected + ev.potential * (expected - _draw_gain(
        ev, mask, expected))
    if style.read_opponent:
        take_value += style.reveal_penalty  # taking shows the opponent what you collect
    before = deadwood_of_mask(mask)
    loss_take = max(0.0, take_value - stock_value)
    loss_other = max(0.0, stock_value - take_value)
    meld = _meld_with(eleven, card, best_discard)
    exp_r = round(expected)
    if firm(take_value) < firm(stock_value):
        if meld is not None:
            steps = [Step("advice.take.meld", {"card": card, "meld": meld, "before": before,
                                               "after": after, "discard": best_discard})]
        else:
            steps = [Step("advice.take.lower", {"card": card, "discard": best_discard,
                                                "after": after, "expected": exp_r})]
        if style.read_opponent:
            many = ".many" if len(view.others) > 1 else ""
            steps.append(Step("advice.take.info" + many, {"card": card}))
        return Advice(take, "first_turn" if first else "draw", tuple(steps),
                      ((take, 0.0), (other, round(loss_other, 1))))
    key = "advice.pass" if first else "advice.draw"
    steps = [Step(key, {"card": card, "with_card": after, "expected": exp_r})]
    return Advice(other, "first_turn" if first else "draw", tuple(steps),
                  ((other, 0.0), (take, round(loss_take, 1))))


def _draw_gain(ev: _Eval, mask10: int, expected: float) -> float:
    """How much the draw after next is likely to improve on ``expected`` (a rough
    second ply: the same improvement rate as this draw)."""
    now = deadwood_of_mask(mask10)
    return max(0.0, (now - expected) * 0.8)


def _meld_with(cards: Sequence[Card], card: Card, discard: Card) -> Meld | None:
    kept = [c for c in cards if c != discard]
    arr = best_arrangement(kept)
    for m in arr.melds:
        if card in m.cards:
            return m
    return None


def _advise_discard(view: PlayerView, style: Style) -> Advice:
    ev = _Eval(view, style)
    acts = view.legal_actions
    hand = view.hand
    mask = mask_of(hand)
    if Action.big_gin() in acts:
        bonus = view.rules.big_gin_bonus or 0
        return Advice(Action.big_gin(), "discard", (Step("advice.big_gin", {"bonus": bonus}),),
                      _sorted_losses({a: 10.0 for a in acts}, Action.big_gin()))
    gins = [a for a in acts if a.kind is ActionKind.GIN]
    if gins:
        g = gins[0]
        steps = (Step("advice.gin", {"card": g.card, "bonus": view.rules.gin_bonus}),)
        return Advice(g, "discard", steps, _sorted_losses({
            a: 0.0 if a.kind is ActionKind.GIN or (
                a.kind is ActionKind.KNOCK and a.card == g.card) else 10.0 for a in acts}, g))
    forbidden = view.just_taken if not view.rules.discard_taken_card else None
    discards = {a.card for a in acts if a.kind is ActionKind.DISCARD}
    cands = [(c, d) for c, d in _candidates(hand, view, style, forbidden) if c in discards]
    scored: list[tuple[float, Card, int]] = []
    for c, dwd in cands:
        q = ev.quality(mask & ~(1 << c.index)) + ev.danger(c)
        scored.append((q, c, dwd))
    scored.sort(key=lambda t: (firm(t[0]), t[1].index))
    losses: dict[Action, float] = {}
    if scored:
        q0 = scored[0][0]
        for q, c, _ in scored:
            losses[Action.discard(c)] = round(q - q0, 1)
    for a in acts:
        if a.kind is ActionKind.DISCARD and a not in losses:
            assert a.card is not None
            dwd = deadwood_of_mask(mask & ~(1 << a.card.index))
            losses[a] = round(max(3.0, dwd - (scored[0][2] if scored else 0)), 1)
    knocks = [a for a in acts if a.kind is ActionKind.KNOCK]
    # knock option: the least deadwood, then fewest expected layoffs
    best_knock: tuple[float, Action, int, float, float, tuple[Meld, ...]] | None = None
    for a in knocks:
        assert a.card is not None
        kept = mask & ~(1 << a.card.index)
        dw = deadwood_of_mask(kept)
        melds = best_arrangement([c for c in hand if c != a.card]).melds
        value, risk, opp = knock_value(view, ev.read, dw, melds)
        if best_knock is None or firm(value) > firm(best_knock[0]):
            best_knock = (value, a, dw, risk, opp, melds)
    draws = view.draws
    if best_knock is not None:
        value, ka, kdw, risk, opp = best_knock[:5]
        outs = gin_outs(mask_of(c for c in hand if c != ka.card), ev.read) if kdw <= 4 else 0
        # the margin is what waiting is worth beyond the simple estimate; it fades as the
        # stock runs out, when waiting mostly ends in a drawn hand
        turns_left = view.stock_draws_left / (1 + len(view.others))
        fade = min(1.0, turns_left / style.margin_fade) if style.margin_fade > 0 else 1.0
        playon = playon_value(view, kdw, outs) + style.knock_margin * fade
        if view.rules.max_knock_deadwood(view.upcard) == 0:
            playon = -math.inf
        many = ".many" if len(view.others) > 1 else ""
        kstep = Step("advice.knock" + many, {"card": ka.card, "deadwood": kdw,
                                             "limit": view.knock_limit, "opp": round(opp),
                                             "risk": round(100 * risk)})
        balance = partner_balance(view)
        partner = () if not balance else (Step(
            "advice.partner.behind" if balance < 0 else "advice.partner.ahead",
            {"points": abs(balance)}),)
        gain = value - playon
        for a in knocks:
            losses[a] = 0.0 if a == ka else 1.0
        if firm(gain) >= 0:
            for a in list(losses):
                if a.kind is ActionKind.DISCARD:
                    losses[a] = round(losses[a] + gain, 1)
            return Advice(ka, "discard", (kstep, *told_steps(view, style), *partner),
                          _sorted_losses(losses, ka))
        for a in knocks:
            losses[a] = round(losses[a] - gain, 1)
        best = Action.discard(scored[0][1]) if scored else knocks[0]
        pstep = (Step("advice.play_on.gin", {"outs": outs}) if outs and playon > 0 else
                 Step("advice.play_on" + many, {"deadwood": kdw, "draws": draws,
                                                "opp": round(opp), "risk": round(100 * risk)}))
        told = () if pstep.id == "advice.play_on.gin" else told_steps(view, style)
        return Advice(best, "discard", (pstep, *told, *partner,
                                        *_discard_steps(view, ev, scored)),
                      _sorted_losses(losses, best))
    best = Action.discard(scored[0][1])
    return Advice(best, "discard", _discard_steps(view, ev, scored), _sorted_losses(losses, best))


def _sorted_losses(losses: dict[Action, float], best: Action) -> tuple[tuple[Action, float], ...]:
    losses[best] = 0.0
    return tuple(sorted(losses.items(), key=lambda t: (t[1], t[0] != best, str(t[0]))))


def _discard_steps(view: PlayerView, ev: _Eval,
                   scored: list[tuple[float, Card, int]]) -> tuple[Step, ...]:
    _, card, after = scored[0]
    mask = mask_of(view.hand) & ~(1 << card.index)
    steps = [Step("advice.discard", {"card": card, "after": after})]
    loose = deadwood_cards(mask_of(view.hand))
    if card in loose and card.value == max(c.value for c in loose):
        steps.append(Step("advice.discard.high", {"card": card, "value": card.value}))
    combos, outs = _combos(mask, ev.read)
    if combos:
        steps.append(Step("advice.discard.keeps", {"combos": combos, "outs": outs}))
    gone = [c for c in view.discard_pile if near(c, card)]
    if gone and card in loose:
        steps.append(Step("advice.discard.dead", {"card": card, "cards": tuple(gone[:3])}))
    if ev.style.read_opponent:
        many = ".many" if len(view.others) > 1 else ""
        shown = _latest_signal(view, card)
        if shown is not None:
            how, signal, turns = shown
            steps.append(Step(f"advice.discard.safe.{how}{many}",
                              {"card": card, "shown": signal, "turns": turns}))
        taken = tuple(ev.read.known)
        kept_danger = tuple(c for _, c, _ in scored[1:]
                            if ev.read.p_uses(c) > 0.5 and any(near(c, t) for t in taken))
        if kept_danger and taken:
            steps.append(Step("advice.discard.danger" + many, {"cards": kept_danger[:3],
                                                               "taken": taken[:3]}))
    return tuple(steps)


def _latest_signal(view: PlayerView, card: Card) -> tuple[str, Card, int] | None:
    """The latest sign that another seat does not collect ``card``: a card of its rank or
    next to it (or itself) that seat threw away ('threw') or left lying when it passed
    or drew from the stock ('passed'), with how many of that seat's turns ago
    (:meth:`~ginrules.table.view.PlayerView.turns_ago`); None when none was shown."""
    others = set(view.other_seats)
    found: tuple[str, Card, int] | None = None
    top: Card | None = None
    for i, e in enumerate(view.events):
        if e.kind in ("discard", "upcard"):
            if e.kind == "discard" and e.player in others and e.card is not None \
                    and (e.card.rank == card.rank or near(e.card, card)):
                found = ("threw", e.card, view.turns_ago(i))
            top = e.card
        elif e.kind in ("pass", "draw") and e.player in others and top is not None:
            if top.rank == card.rank or near(top, card):
                found = ("passed", top, view.turns_ago(i))
        elif e.kind == "take":
            top = None
    return found


def _combos(mask10: int, read: SeatReader) -> tuple[tuple[tuple[Card, ...], ...], int]:
    """Loose pairs and two-card runs in the kept cards, and how many unseen cards
    would complete one of them."""
    loose = deadwood_cards(mask10)
    combos: list[tuple[Card, ...]] = []
    outs: set[Card] = set()
    unseen = set(read.unseen)
    for i, a in enumerate(loose):
        for b in loose[i + 1:]:
            if a.rank == b.rank:
                fill = [c for c in DECK if c.rank == a.rank and c not in (a, b)]
            elif a.suit == b.suit and abs(a.rank - b.rank) <= 2:
                lo, hi = sorted((a.rank, b.rank))
                base = a.suit.index * 13
                ranks = [lo + 1] if hi - lo == 2 else [lo - 1, hi + 1]
                fill = [DECK[base + r - 1] for r in ranks if 1 <= r <= 13]
            else:
                continue
            live = [c for c in fill if c in unseen]
            if live:
                combos.append((a, b))
                outs.update(live)
    return tuple(combos[:3]), len(outs)


def _advise_show(view: PlayerView, style: Style) -> Advice:
    """The spread that gives away the fewest points: the knocker's own deadwood plus
    the points the defender is expected to lay off (each card that fits a shown
    meld, weighted by how likely the defender holds it). A card kept out of a meld
    costs its value as deadwood but may stop layoffs (A-2-3 without the 4 takes no
    5); among spreads of equal deadwood the one with fewer layoffs wins."""
    read = SeatReader(view, style)
    hand = set(view.hand)
    chance = {c: read.p_has(c) for c in DECK if c not in hand}
    reach_of: dict[tuple[Card, ...], dict[Card, float]] = {}
    direct_of: dict[tuple[Card, ...], frozenset[Card]] = {}

    def reach(melds: tuple[tuple[Card, ...], ...]) -> tuple[dict[Card, float], frozenset[Card]]:
        """Each card the defender might lay off on these melds, with its chance (a
        card next to a run, and the card beyond it if they hold both: chains), and
        the cards that fit directly."""
        out: dict[Card, float] = {}
        direct: set[Card] = set()
        for cards in melds:
            if cards not in reach_of:
                meld = Meld.of(cards)
                got: dict[Card, float] = {}
                for c in chance:
                    if not meld.accepts(c):
                        continue
                    p, nxt = chance[c], c
                    got[c] = p
                    step = 1 if meld.is_run and c.rank > meld.cards[-1].rank else -1
                    while meld.is_run and p > 0.0:
                        r = nxt.rank + step
                        if not 1 <= r <= 13:
                            break
                        nxt = DECK[nxt.suit.index * 13 + r - 1]
                        if nxt not in chance:
                            break
                        p *= chance[nxt]
                        got[nxt] = max(got.get(nxt, 0.0), p)
                reach_of[cards] = got
                direct_of[cards] = frozenset(c for c in got if meld.accepts(c))
            for c, p in reach_of[cards].items():
                out[c] = max(out.get(c, 0.0), p)
            direct |= direct_of[cards]
        return out, frozenset(direct)

    rows: list[tuple[float, int, float, Action, frozenset[Card]]] = []
    for a in view.legal_actions:
        melded = {c for m in a.melds for c in m}
        dead = sum(c.value for c in hand if c not in melded)
        if dead == 0:  # scored as gin: nothing is laid off, and the gin bonus counts
            rows.append((-float(view.rules.gin_bonus), 0, 0.0, a, frozenset()))
            continue
        odds, direct = reach(a.melds)
        layoff = sum(p * c.value for c, p in odds.items())
        rows.append((dead + layoff, dead, layoff, a, direct))
    best = min(rows, key=lambda r: firm(r[0]))  # the first of equals: least deadwood first
    cost, dead, layoff, act, f = best
    unseen = set(read.unseen)
    values = {"melds": act.melds, "deadwood": dead, "count": len(rows),
              "layoff": round(layoff), "n": sum(1 for c in f if c in unseen)}
    step_id = ("advice.show.gin" if dead == 0 else
               "advice.show" if act.melds else "advice.show.nothing")
    steps = [Step(step_id, values)]
    least = min(r[1] for r in rows)
    if dead > least:  # held back: compare with the best spread of the least deadwood
        lean = min((r for r in rows if r[1] == least), key=lambda r: firm(r[0]))
        lean_melded = {c for m in lean[3].melds for c in m}
        held = tuple(sorted(c for c in hand if c in lean_melded
                            and not any(c in m for m in act.melds)))
        steps.append(Step("advice.show.held_back", {
            "cards": held, "extra": dead - least, "saved": round(lean[2] - layoff)}))
    losses = tuple(sorted(((r[3], round(r[0] - cost, 1)) for r in rows),
                          key=lambda t: (t[1], t[0] != act, str(t[0]))))
    return Advice(act, "show", tuple(steps), losses)


def _advise_layoff(view: PlayerView) -> Advice:
    res = view.showdown
    assert res is not None
    nxt = Action.next_hand()
    spread = next((s.spread for s in res.spreads if s.seat == view.player), None)
    if spread is None:  # this seat sat the hand out
        return Advice(None, "wait", (Step("advice.next", {}),))
    if not ending_named(res.kind).defenders_lay_off:  # nothing is laid off against gin
        return Advice(nxt, "layoff", (Step("advice.layoff.gin", {}),))
    mine = tuple(lo.card for lo in spread.layoffs)
    if not mine:
        return Advice(nxt, "layoff", (Step("advice.layoff.none", {}),))
    key = "advice.layoff.ring" if len(res.spreads) > 1 else "advice.layoff"
    head = Step(key, {"cards": mine, "saved": spread.saved})
    return Advice(nxt, "layoff", (head, *spread.explanation))
