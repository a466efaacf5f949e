"""When gin's advisor knocks: the other seats' likely deadwood (from what they took, threw
and passed, and at the master's reading from their last discards), the layoffs they may
make, the undercut risk, and so the expected score of a knock against playing on.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from ginrules.core.cards import Card
from ginrules.core.explain import Step
from ginrules.core.melds import Meld
from ginrules.gin.reading import DECK, SeatReader, best_kept_mask, is_related
from ginrules.players.styles import Style
from ginrules.table.view import PlayerView


def other_deadwood_estimates(view: PlayerView, read: SeatReader) -> list[float]:
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


def last_discard_value(view: PlayerView, seat: int) -> int:
    """The value of the last card ``seat`` threw on the pile this hand (10 before any)."""
    card = _last_discard(view, seat)
    return 10 if card is None else card.value


def told_steps(view: PlayerView, style: Style) -> tuple[Step, ...]:
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
    told = base * dealt + scale * mean * last_discard_value(view, seat) / 10
    return told, spread_share * told + spread_base * dealt


def _layoff_estimate(melds: Sequence[Meld], read: SeatReader) -> float:
    """Expected deadwood the opponent lays off on these melds."""
    total = 0.0
    for c in DECK:
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


def knock_value(view: PlayerView, read: SeatReader, deadwood: int,
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
    before = other_deadwood_estimates(view, read)
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


def gin_outs(mask10: int, read: SeatReader) -> int:
    return sum(1 for c in read.unseen if is_related(c, mask10)
               and best_kept_mask(mask10 | 1 << c.index) == 0)


def playon_value(view: PlayerView, deadwood: int, outs: int) -> float:
    """A rough expected score of not knocking now (more stock: more chances)."""
    turns = view.stock_draws_left / (1 + len(view.others))
    p_gin = 1.0 - float((1.0 - min(1.0, outs / max(1, len(view.unseen())))) ** min(turns, 6.0))
    return p_gin * (view.rules.gin_bonus + 15) - (1 - p_gin) * 3.0
