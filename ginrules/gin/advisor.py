"""The hint advisor: the move a good teacher would suggest, and why.

:func:`advise` looks only at a :class:`~ginrules.table.view.PlayerView` (so it cannot
cheat) and answers the decision at hand: take the upcard or pass; take the top
discard or draw from the stock; which card to discard; knock now or play on;
which arrangement to show after knocking (fewest layoffs for the opponent);
what the defender lays off. :func:`rate` judges a move the player made
(``good`` / ``inaccuracy`` / ``mistake``, with the points it likely cost).

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
>>> a = advise(g.view(g.to_act))
>>> a.decision, str(a.best) in [str(x) for x in g.legal_actions()]
('first_turn', True)
>>> isinstance(a.text("nl")[0], str)
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from ginrules.core.actions import Action, ActionKind
from ginrules.core.arrangement import best_arrangement, deadwood_count, discard_options
from ginrules.core.cards import Card, cards_of_mask, full_deck
from ginrules.core.explain import Step
from ginrules.core.grades import graded
from ginrules.core.melds import Meld
from ginrules.players.advice import Advice, Rating, waiting
from ginrules.table.hand_flows import hand_flow
from ginrules.table.view import Phase, PlayerView

__all__ = [
    "CLUB",
    "EXPERT",
    "MASTER_STYLE",
    "Advice",
    "Rating",
    "Style",
    "action_step",
    "advise",
    "advise_gin",
    "partner_balance",
    "rate",
]


# The advisor's words are in ginrules/words/advisor.json: the engine's catalogue, which
# every page reads, merges them, and must not import the advisor to do so.

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


# ---------------------------------------------------------------------------- results
# Advice and Rating (and their Decision and Grade) are in ginrules.players.advice, shared with the
# Rummy advisor; they stay importable from here.


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
    throws low cards holds little: :func:`_told_deadwood`).
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



# ---------------------------------------------------------------------------- helpers
_DECK = full_deck()


def _key(cards: Iterable[Card]) -> int:
    k = 0
    for c in cards:
        k |= 1 << c.index
    return k




@lru_cache(maxsize=65536)
def _dw_mask(mask: int) -> int:
    return deadwood_count(cards_of_mask(mask))


@lru_cache(maxsize=65536)
def _best_kept_mask(mask: int) -> int:
    """Least deadwood after the best discard from these cards (11 in gin, 8 in
    seven-card gin)."""
    return discard_options(cards_of_mask(mask), keep=mask.bit_count() - 1)[0].deadwood


@lru_cache(maxsize=32768)
def _deadwood_cards(mask: int) -> tuple[Card, ...]:
    return best_arrangement(cards_of_mask(mask)).deadwood


def _related(c: Card, hand_mask: int) -> bool:
    """Whether ``c`` could form or extend a meld with some card of the hand."""
    return bool(_REL[c.index] & hand_mask)


class _Reader:
    """What a view tells about the unseen cards and the opponent."""

    def __init__(self, view: PlayerView, style: Style) -> None:
        self.view = view
        self.style = style
        self.unseen = sorted(view.unseen(), key=lambda c: c.index)
        self.known = set(view.known_elsewhere)
        opp_hidden = view.hidden_elsewhere
        n = max(1, len(self.unseen))
        self.base = min(1.0, opp_hidden / n)  # chance an unseen card is in their hand
        self.p_opp: dict[Card, float] = {c: self.base for c in self.unseen}
        self.signals: set[Card] = set()  # cards the opponent threw away or passed
        if style.read_opponent:
            for opp in view.other_seats:
                self.signals |= set(view.discarded_by(opp)) | set(view.passed_by(opp))
            for c in self.unseen:
                p = self.base
                # cards near what they threw away or passed are less likely in their hand
                near_signal = sum(1 for s in self.signals if _near(c, s))
                p *= 0.7 ** near_signal
                # cards near what they took are more likely
                near_taken = sum(1 for t in self.known if _near(c, t))
                p = 1 - (1 - p) * 0.75 ** near_taken
                self.p_opp[c] = min(0.95, p)

    def stock_weights(self) -> list[tuple[Card, float]]:
        """Unseen cards with their chance of being the next stock card (normalised)."""
        ws = [(c, 1.0 - self.p_opp[c]) for c in self.unseen]
        tot = sum(w for _, w in ws) or 1.0
        return [(c, w / tot) for c, w in ws]

    def p_has(self, c: Card) -> float:
        if c in self.known:
            return 1.0
        return self.p_opp.get(c, 0.0)

    def p_uses(self, x: Card) -> float:
        """How likely the opponent can meld ``x`` (as a set or run)."""
        p0, p1, p2 = (self.p_has(c) for c in _DECK if c.rank == x.rank and c != x)
        # at least two of the other three of the rank
        p_set = p0 * p1 + p0 * p2 + p1 * p2 - 2 * p0 * p1 * p2
        p_run = 0.0
        base = x.suit.index * 13
        r = x.rank - 1

        def ph(rr: int) -> float:
            return self.p_has(_DECK[base + rr]) if 0 <= rr < 13 else 0.0

        for a, b in ((-2, -1), (-1, 1), (1, 2)):
            p_run = 1 - (1 - p_run) * (1 - ph(r + a) * ph(r + b))
        return 1 - (1 - min(p_set, 1.0)) * (1 - p_run)


def _near(a: Card, b: Card) -> bool:
    """Same rank, or same suit at most two ranks apart (could share a meld)."""
    if a == b:
        return False
    if a.rank == b.rank:
        return True
    return a.suit == b.suit and abs(a.rank - b.rank) <= 2


_REL = tuple(sum(1 << d.index for d in _DECK if _near(c, d)) for c in _DECK)


# ---------------------------------------------------------------------------- evaluation
class _Eval:
    def __init__(self, view: PlayerView, style: Style) -> None:
        self.view = view
        self.style = style
        self.read = _Reader(view, style)
        self.weights = self.read.stock_weights()
        self.potential = style.potential
        if style.late_potential is not None:
            # as the hand goes on a knock gets nearer: deadwood now counts for more
            f = min(1.0, view.draws / 20)
            self.potential += (style.late_potential - style.potential) * f

    def expected_after_draw(self, mask10: int) -> float:
        """Expected least deadwood after drawing one stock card and discarding."""
        dw = _dw_mask(mask10)
        loose = _deadwood_cards(mask10)
        top = max((c.value for c in loose), default=0)
        total = 0.0
        for c, w in self.weights:
            v = dw + c.value - max(top, c.value)
            if _REL[c.index] & mask10 and self.style.exact:
                v = _best_kept_mask(mask10 | 1 << c.index)
            elif _REL[c.index] & mask10:
                dw11 = _dw_mask(mask10 | 1 << c.index)
                if dw11 < dw + c.value:  # it joins a meld: about the loose top card goes
                    v = max(0, dw11 - min(top, dw11))
            total += w * v
        return total

    def quality(self, mask10: int) -> float:
        """Lower is better: deadwood now blended with deadwood expected after a draw."""
        a = self.potential
        return (1 - a) * _dw_mask(mask10) + a * self.expected_after_draw(mask10)

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


# ---------------------------------------------------------------------------- knocking
def _opp_deadwood_estimates(view: PlayerView, read: _Reader) -> list[float]:
    """The likely deadwood now (before layoffs) of each opponent, from how many cards it
    has drawn (fitted on two-player self-play, scaled to the cards dealt) and, reading
    them, from what it took."""
    means = []
    scale = view.cards_dealt / 10
    for opp in view.others:
        draws = sum(1 for e in view.events if e.player == opp.seat
                    and e.kind in ("draw", "take"))
        mean = max(7.0 * scale, 52.0 * scale * 0.86 ** draws)
        if read.style.read_opponent:
            known = min(len(opp.known), len(_TAKEN_FACTOR) - 1)
            mean *= _TAKEN_FACTOR[known](draws)
        means.append(mean)
    return means


def _spread(mean: float) -> float:
    """How far an opponent's deadwood may lie from its likely value."""
    return 0.45 * mean + 3.0


# Reading: the opponent's deadwood against the average for their number of draws, by how
# many cards they took from the pile and still hold (fitted on 8,300 expert-vs-club
# positions: holding none they are further from knocking, the more so the longer the hand
# goes; holding two or more, nearer).
_TAKEN_FACTOR: tuple[Callable[[int], float], ...] = (
    lambda draws: min(1.45, 1.1 + 0.03 * draws),
    lambda draws: 1.05,
    lambda draws: 0.75,
)


# Reading the last discard (``Style.read_discards``): the estimate ``m`` of a seat's
# deadwood after layoffs (by draws and takes) becomes base * d + scale * m * last / 10,
# where ``last`` is the value of the seat's last discard (10 before its first) and d the
# cards dealt / 10, with spread spread_share * mean + spread_base * d. Fitted by least
# squares per table (cards dealt, seats in the hand) on knock positions of expert hands:
# the other seats' least deadwood after layoffs against the estimate.
# - Ten cards, two seats: 5,622 positions (tournament deals 70000-71499). Brier score of
#   the undercut risk over 5,906 more (71500-72999): 0.202 by draws and takes alone, 0.174
#   with the last discard (0.233 for one chance for all). Also read at any other table.
# - Seven cards, three seats: 2,058 positions of 600 hands (seeds "kg7"), tested on 1,997
#   of 600 more: 0.153 alone, 0.151 read (0.155 with the ten-card fit).
# - Seven cards, four seats: 976 positions of 800 hands, tested on 936 of 800 more: 0.129
#   alone, 0.078 read (0.137 with the ten-card fit; 0.121 one chance for all).
TOLD_FITS: dict[tuple[int, int], tuple[float, float, float, float]] = {
    # (cards dealt, seats): (base, scale, spread_share, spread_base)
    (10, 2): (2.4, 0.87, 0.35, 2.5),
    (7, 3): (2.92, 1.018, 0.2, 4.0),
    (7, 4): (6.88, 0.90, 0.2, 2.5),
}


#: A last discard this low or lower is named in the master's reasons at a knock: from the
#: table in docs/engine.md, where the estimate by draws alone misjudges by 3 points or more.
TOLD_SAYS_AT_MOST = 5


def _last_discard(view: PlayerView, seat: int) -> Card | None:
    """The last card ``seat`` threw on the pile this hand (None before any)."""
    thrown = view.discarded_by(seat)
    return thrown[-1] if thrown else None


def _last_discard_value(view: PlayerView, seat: int) -> int:
    """The value of the last card ``seat`` threw on the pile this hand (10 before any)."""
    card = _last_discard(view, seat)
    return 10 if card is None else card.value


def _told_steps(view: PlayerView, style: Style) -> tuple[Step, ...]:
    """The tell behind a knock's reading (``Style.read_discards``): the lowest last
    discard among the other seats, when it is low enough to have moved the estimate."""
    if not style.read_discards:
        return ()
    thrown = [c for c in (_last_discard(view, o.seat) for o in view.others) if c is not None]
    low = min(thrown, key=lambda c: (c.value, c.index), default=None)
    if low is None or low.value > TOLD_SAYS_AT_MOST:
        return ()
    many = ".many" if len(view.others) > 1 else ""
    return (Step("advice.told" + many, {"card": low}),)


def _told_deadwood(view: PlayerView, seat: int, mean: float) -> tuple[float, float]:
    """An opponent's likely deadwood after layoffs and its spread, from ``mean`` (the
    estimate by draws and takes) and the value of its last discard: a player throws its
    highest loose card, so a low discard says every card it kept loose is low."""
    base, scale, spread_share, spread_base = TOLD_FITS.get(
        (view.cards_dealt, len(view.others) + 1), TOLD_FITS[(10, 2)])
    dealt = view.cards_dealt / 10
    told = base * dealt + scale * mean * _last_discard_value(view, seat) / 10
    return told, spread_share * told + spread_base * dealt


def _layoff_estimate(melds: Sequence[Meld], read: _Reader) -> float:
    """Expected deadwood the opponent lays off on these melds."""
    total = 0.0
    for c in _DECK:
        p = read.p_has(c)
        if p <= 0:
            continue
        if any(m.accepts(c) for m in melds):
            total += p * c.value
    return total


def _phi(x: float) -> float:
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


def _deadwood_odds(mean: float, sd: float) -> list[float]:
    """A discretised normal over an opponent's deadwood 0 to 100, normalised."""
    ws = [max(0.0, _phi((o + 0.5 - mean) / sd) - _phi((o - 0.5 - mean) / sd))
          for o in range(0, 101)]
    norm = sum(ws) or 1.0
    return [w / norm for w in ws]


def partner_balance(view: PlayerView) -> int | None:
    """Four-player pairs: what the partner's finished table gave this seat's team (its
    points, minus what it paid); None while it plays, or with no partner at the other
    table."""
    me = view.seats[view.player]
    for other in view.elsewhere:
        partners = {s.seat for s in other.others if s.team == me.team}
        shown = other.showdown
        if not partners or shown is None or not other.phase.is_over:
            continue
        return sum(c.points if c.seat in partners else -c.points for c in shown.credits)
    for other in view.elsewhere:
        if any(s.team == me.team for s in other.others) and other.phase.is_over:
            return 0  # the partner's table was drawn
    return None


def _sign(x: float) -> int:
    return (x > 0) - (x < 0)


def _knock_value(view: PlayerView, read: _Reader, deadwood: int,
                 melds: Sequence[Meld]) -> tuple[float, float, float]:
    """(expected points of knocking, undercut risk, the closest opponent's likely
    deadwood after layoffs).

    Every opponent pays what it holds above the knocker's deadwood unless one of them
    holds as little or less: then the knocker pays that one the difference plus the
    undercut bonus. Each opponent's deadwood after layoffs is a discretised normal
    around its estimate (the layoffs shared out among them); with one opponent this is
    two-player gin's knock. In pairs, once the partner's table is over, the box bonus
    goes to the team ahead on balance: an outcome that turns the hand's balance is
    worth the box bonus more or less than it would be alone."""
    before = _opp_deadwood_estimates(view, read)
    laid = _layoff_estimate(melds, read) / len(before)
    means = [max(0.0, m - laid) for m in before]
    spreads = [_spread(b) for b in before]
    if read.style.read_discards:
        told = [_told_deadwood(view, o.seat, m) for o, m in zip(view.others, means, strict=True)]
        means, spreads = [m for m, _ in told], [sd for _, sd in told]
    bonus = view.rules.undercut_bonus
    odds = [_deadwood_odds(m, sd) for m, sd in zip(means, spreads, strict=True)]
    above = [sum(p[deadwood + 1:]) for p in odds]  # each opponent holds more than we do
    ev = 0.0
    for i, p in enumerate(odds):
        others_above = math.prod(a for j, a in enumerate(above) if j != i)
        ev += others_above * sum(p[o] * (o - deadwood) for o in range(deadwood + 1, 101))
    if len(odds) == 1:
        low = odds[0]
    else:  # the least deadwood among them: P(min = x) = S(x - 1) - S(x)
        survive = [math.prod(sum(p[x + 1:]) for p in odds) for x in range(0, 101)]
        low = [1.0 - survive[0]] + [survive[x - 1] - survive[x] for x in range(1, 101)]
    risk = sum(low[: deadwood + 1])
    ev -= sum(low[o] * (deadwood - o + bonus) for o in range(0, deadwood + 1))
    balance = partner_balance(view) if len(odds) == 1 else None
    if balance:
        box = view.rules.box_bonus
        for o, chance in enumerate(low):
            x = o - deadwood if o > deadwood else -(deadwood - o + bonus)
            ev += chance * box * (_sign(balance + x) - _sign(x))
    return ev, risk, min(means)


def _gin_outs(mask10: int, read: _Reader) -> int:
    return sum(1 for c in read.unseen if _related(c, mask10)
               and _best_kept_mask(mask10 | 1 << c.index) == 0)


def _playon_value(view: PlayerView, deadwood: int, outs: int) -> float:
    """A rough expected score of not knocking now (more stock: more chances)."""
    turns = view.stock_draws_left / (1 + len(view.others))
    p_gin = 1.0 - float((1.0 - min(1.0, outs / max(1, len(view.unseen())))) ** min(turns, 6.0))
    return p_gin * (view.rules.gin_bonus + 15) - (1 - p_gin) * 3.0


# ---------------------------------------------------------------------------- decisions
def _firm(value: float) -> float:
    """A value as decisions compare it: rounded far below any point that matters, so that
    a last-digit difference between two maths libraries (CPython here, Pyodide in the
    browser) can never turn a tie the other way; equal values then fall to the stated
    tie-breaks (card order, the first listed)."""
    return round(value, 6)


def advise(view: PlayerView, style: Style = CLUB) -> Advice:
    """The best move for the player of ``view`` now, with reasons: the advisor of the
    view's hand flow answers (:mod:`ginrules.table.hand_flows`)."""
    advice: Advice = hand_flow(view.hand_flow).advise(view, style)
    return advice


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
    mask = _key(hand)
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
    loose = _deadwood_cards(mask)
    if not _related(card, mask) and card.value >= max((c.value for c in loose), default=0):
        # it cannot join a meld and is no lower than any loose card: it cannot help
        expected = ev.expected_after_draw(mask)
        key = "advice.pass" if first else "advice.draw"
        with_card = _dw_mask(mask)
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
        if _firm(q) < _firm(best_q):
            best_q, best_discard, after = q, d, dwd
    expected = ev.expected_after_draw(mask)
    # compare like with like: the hand after taking (and the best discard), judged a
    # draw further on, against the hand after an average stock card
    take_value = best_q
    stock_value = (1 - ev.potential) * expected + ev.potential * (expected - _draw_gain(
        ev, mask, expected))
    if style.read_opponent:
        take_value += style.reveal_penalty  # taking shows the opponent what you collect
    before = _dw_mask(mask)
    loss_take = max(0.0, take_value - stock_value)
    loss_other = max(0.0, stock_value - take_value)
    meld = _meld_with(eleven, card, best_discard)
    exp_r = round(expected)
    if _firm(take_value) < _firm(stock_value):
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
    now = _dw_mask(mask10)
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
    mask = _key(hand)
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
    scored.sort(key=lambda t: (_firm(t[0]), t[1].index))
    losses: dict[Action, float] = {}
    if scored:
        q0 = scored[0][0]
        for q, c, _ in scored:
            losses[Action.discard(c)] = round(q - q0, 1)
    for a in acts:
        if a.kind is ActionKind.DISCARD and a not in losses:
            assert a.card is not None
            dwd = _dw_mask(mask & ~(1 << a.card.index))
            losses[a] = round(max(3.0, dwd - (scored[0][2] if scored else 0)), 1)
    knocks = [a for a in acts if a.kind is ActionKind.KNOCK]
    # knock option: the least deadwood, then fewest expected layoffs
    best_knock: tuple[float, Action, int, float, float, tuple[Meld, ...]] | None = None
    for a in knocks:
        assert a.card is not None
        kept = mask & ~(1 << a.card.index)
        dw = _dw_mask(kept)
        melds = best_arrangement([c for c in hand if c != a.card]).melds
        value, risk, opp = _knock_value(view, ev.read, dw, melds)
        if best_knock is None or _firm(value) > _firm(best_knock[0]):
            best_knock = (value, a, dw, risk, opp, melds)
    draws = view.draws
    if best_knock is not None:
        value, ka, kdw, risk, opp = best_knock[:5]
        outs = _gin_outs(_key(c for c in hand if c != ka.card), ev.read) if kdw <= 4 else 0
        # the margin is what waiting is worth beyond the simple estimate; it fades as the
        # stock runs out, when waiting mostly ends in a drawn hand
        turns_left = view.stock_draws_left / (1 + len(view.others))
        fade = min(1.0, turns_left / style.margin_fade) if style.margin_fade > 0 else 1.0
        playon = _playon_value(view, kdw, outs) + style.knock_margin * fade
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
        if _firm(gain) >= 0:
            for a in list(losses):
                if a.kind is ActionKind.DISCARD:
                    losses[a] = round(losses[a] + gain, 1)
            return Advice(ka, "discard", (kstep, *_told_steps(view, style), *partner),
                          _sorted_losses(losses, ka))
        for a in knocks:
            losses[a] = round(losses[a] - gain, 1)
        best = Action.discard(scored[0][1]) if scored else knocks[0]
        pstep = (Step("advice.play_on.gin", {"outs": outs}) if outs and playon > 0 else
                 Step("advice.play_on" + many, {"deadwood": kdw, "draws": draws,
                                                "opp": round(opp), "risk": round(100 * risk)}))
        told = () if pstep.id == "advice.play_on.gin" else _told_steps(view, style)
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
    mask = _key(view.hand) & ~(1 << card.index)
    steps = [Step("advice.discard", {"card": card, "after": after})]
    loose = _deadwood_cards(_key(view.hand))
    if card in loose and card.value == max(c.value for c in loose):
        steps.append(Step("advice.discard.high", {"card": card, "value": card.value}))
    combos, outs = _combos(mask, ev.read)
    if combos:
        steps.append(Step("advice.discard.keeps", {"combos": combos, "outs": outs}))
    gone = [c for c in view.discard_pile if _near(c, card)]
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
                            if ev.read.p_uses(c) > 0.5 and any(_near(c, t) for t in taken))
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
                    and (e.card.rank == card.rank or _near(e.card, card)):
                found = ("threw", e.card, view.turns_ago(i))
            top = e.card
        elif e.kind in ("pass", "draw") and e.player in others and top is not None:
            if top.rank == card.rank or _near(top, card):
                found = ("passed", top, view.turns_ago(i))
        elif e.kind == "take":
            top = None
    return found


def _combos(mask10: int, read: _Reader) -> tuple[tuple[tuple[Card, ...], ...], int]:
    """Loose pairs and two-card runs in the kept cards, and how many unseen cards
    would complete one of them."""
    loose = _deadwood_cards(mask10)
    combos: list[tuple[Card, ...]] = []
    outs: set[Card] = set()
    unseen = set(read.unseen)
    for i, a in enumerate(loose):
        for b in loose[i + 1:]:
            if a.rank == b.rank:
                fill = [c for c in _DECK if c.rank == a.rank and c not in (a, b)]
            elif a.suit == b.suit and abs(a.rank - b.rank) <= 2:
                lo, hi = sorted((a.rank, b.rank))
                base = a.suit.index * 13
                ranks = [lo + 1] if hi - lo == 2 else [lo - 1, hi + 1]
                fill = [_DECK[base + r - 1] for r in ranks if 1 <= r <= 13]
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
    read = _Reader(view, style)
    hand = set(view.hand)
    chance = {c: read.p_has(c) for c in _DECK if c not in hand}
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
                        nxt = _DECK[nxt.suit.index * 13 + r - 1]
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
    best = min(rows, key=lambda r: _firm(r[0]))  # the first of equals: least deadwood first
    cost, dead, layoff, act, f = best
    unseen = set(read.unseen)
    values = {"melds": act.melds, "deadwood": dead, "count": len(rows),
              "layoff": round(layoff), "n": sum(1 for c in f if c in unseen)}
    step_id = ("advice.show.gin" if dead == 0 else
               "advice.show" if act.melds else "advice.show.nothing")
    steps = [Step(step_id, values)]
    least = min(r[1] for r in rows)
    if dead > least:  # held back: compare with the best spread of the least deadwood
        lean = min((r for r in rows if r[1] == least), key=lambda r: _firm(r[0]))
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
    if res.kind in ("gin", "big_gin"):
        return Advice(nxt, "layoff", (Step("advice.layoff.gin", {}),))
    mine = tuple(lo.card for lo in spread.layoffs)
    if not mine:
        return Advice(nxt, "layoff", (Step("advice.layoff.none", {}),))
    key = "advice.layoff.ring" if len(res.spreads) > 1 else "advice.layoff"
    head = Step(key, {"cards": mine, "saved": spread.saved})
    return Advice(nxt, "layoff", (head, *spread.explanation))


# ---------------------------------------------------------------------------- rating
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
