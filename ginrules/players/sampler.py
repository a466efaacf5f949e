"""Guessing the cards a seat cannot see: the sampler and the determinized hand.

A search player (:mod:`ginrules.players.search`) sees only its
:class:`~ginrules.table.view.PlayerView`.
To look ahead it deals the cards it cannot locate at random into the other seats' hidden
cards and the stock (:func:`sample_deal`), consistent with everything the view shows: the
cards a seat took from the pile and still holds stay in that seat's hand, the pile, the
melds and layoffs on the table and the knocker's discard are not dealt again, and a Rummy
stock turned over from the pile (not shuffled) is known card for card, as is every card
drawn from it since. Then it builds a playable hand from that deal
(:func:`determinized`) through the hand-flow registry (:mod:`ginrules.table.hand_flows`): equal
to the view in everything public and in the seat's own cards.

The same seed gives the same deal (:mod:`ginrules.core.rng`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ginrules.core.cards import Card, full_deck
from ginrules.core.errors import AdvisorError
from ginrules.core.rng import Rng
from ginrules.table.hand_flows import hand_flow
from ginrules.table.seats import Table
from ginrules.table.variants import VARIANTS, Variant
from ginrules.table.view import Phase, PlayerView

__all__ = ["Deal", "Knowledge", "SampleError", "determinize_gin", "determinize_rummy",
           "determinized", "knowledge", "plausible_deal", "sample_deal", "stock_draws",
           "variant_of"]


class SampleError(AdvisorError):
    """A view whose hidden cards cannot be dealt (its counts do not add up)."""


@dataclass(frozen=True)
class Knowledge:
    """What a view tells about where the cards it does not hold are.

    ``held``: per seat, the cards known to be in that seat's hand (taken from the pile,
    or drawn from a stock whose order everyone knows); ``stock``: the stock's cards known
    by position, top last (a Rummy stock turned over from the pile; else empty);
    ``unseen``: every card that could be anywhere hidden, in deck order; ``hidden``:
    per seat, how many of its cards are unknown; ``hidden_stock``: how many stock cards
    are unknown (they lie under the known ones); ``knock_card``: the knocker's discard
    when this view shows it, ``knock_hidden``: whether it is face down to this seat."""

    held: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    unseen: tuple[Card, ...]
    hidden: tuple[int, ...]
    hidden_stock: int
    knock_card: Card | None
    knock_hidden: bool


@dataclass(frozen=True)
class Deal:
    """One guess at the hidden cards: every seat's whole hand (the viewer's own as it is;
    empty for a seat that sits out), the stock (top last) and the knocker's discard."""

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    knock_card: Card | None


def _replay_pile(view: PlayerView) -> tuple[list[Card] | None, dict[int, set[Card]]]:
    """The stock order everyone knows (a pile turned over, not shuffled; None when it is
    unknown) and the cards each seat drew from it and still holds, by replaying the
    public log. Gives (None, {}) when the log does not end at the view's pile (a view
    built by hand): nothing extra is then assumed."""
    pile: list[Card] = []
    stock: list[Card] | None = None
    drawn: dict[int, set[Card]] = {}
    for e in view.events:
        if e.kind == "upcard" and e.card is not None:
            pile = [e.card]
        elif e.kind == "take" and pile:
            pile.pop()
        elif e.kind == "discard" and e.card is not None:
            pile.append(e.card)
            drawn.get(e.player, set()).discard(e.card)
        elif e.kind == "turn_pile":
            stock, pile = list(reversed(pile)), []
        elif e.kind == "reshuffle":
            stock, pile = None, pile[-1:]
        elif e.kind == "draw" and stock:
            drawn.setdefault(e.player, set()).add(stock.pop())
        elif e.kind in ("meld", "lay_off"):
            for c in (*e.cards, *(() if e.card is None else (e.card,))):
                drawn.get(e.player, set()).discard(c)
    if tuple(pile) != view.discard_pile:
        return None, {}
    return stock, drawn


def knowledge(view: PlayerView) -> Knowledge:
    """Where the cards not in ``view.hand`` may be (see :class:`Knowledge`)."""
    stock, drawn = _replay_pile(view)
    known_stock = tuple(stock or ())
    held: list[tuple[Card, ...]] = []
    for s in view.seats:
        if s.seat == view.player:
            held.append(tuple(view.hand))
        else:
            cards = set(s.known) | drawn.get(s.seat, set())
            held.append(tuple(c for c in full_deck() if c in cards))
    knock_card: Card | None = None
    knock_hidden = False
    if view.knocker is not None:
        ev = next((e for e in reversed(view.events)
                   if e.player == view.knocker and e.kind in ("knock", "gin")), None)
        if ev is not None:
            knock_card, knock_hidden = ev.card, ev.card is None
    seen = {*view.hand, *view.discard_pile, *known_stock,
            *(c for h in held for c in h), *(c for _, m in view.table_melds for c in m)}
    if knock_card is not None:
        seen.add(knock_card)
    unseen = tuple(c for c in full_deck() if c not in seen)
    hidden = tuple(0 if s.seat == view.player or not s.active
                   else max(0, s.card_count - len(held[s.seat])) for s in view.seats)
    hidden_stock = view.stock_count - len(known_stock)
    slots = sum(hidden) + hidden_stock + (1 if knock_hidden else 0)
    if hidden_stock < 0 or slots != len(unseen):
        raise SampleError(f"this view's hidden cards do not add up: {len(unseen)} unseen "
                          f"cards for {slots} places")
    return Knowledge(tuple(held), known_stock, unseen, hidden, hidden_stock, knock_card,
                     knock_hidden)


def sample_deal(view: PlayerView, seed: int, known: Knowledge | None = None) -> Deal:
    """One deal of the unseen cards, uniform over every deal consistent with ``view``
    (``known``: its :func:`knowledge`, when already worked out)."""
    return _deal(view, seed, known, plausible=False)


def stock_draws(view: PlayerView, seat: int) -> int:
    """How many cards ``seat`` has drawn from the stock in this hand."""
    return sum(1 for e in view.events if e.player == seat and e.kind == "draw")


def plausible_deal(view: PlayerView, seed: int, known: Knowledge | None = None) -> Deal:
    """One deal of the unseen cards as the search guesses them: like
    :func:`sample_deal`, except that each other seat's hidden cards are those a player
    would have kept from its stock draws. Every seat is dealt its hidden cards and as
    many more as it has drawn from the stock, takes those in turn and throws one each
    time by its flow's model (the registry's ``improve``: in gin, the card that leaves
    the least deadwood); the cards thrown go back among the stock's, which is then
    shuffled. A uniform deal gives a seat that has drawn for half a hand nearly the
    deadwood of a fresh hand (46 to 53 in expert hands of two-player gin after 6 to 23
    draws, against a true 27 to 8), so playouts from it misjudge how near the other
    seats are to going out. The deal is as consistent with ``view`` as
    :func:`sample_deal`'s: only unseen cards are dealt, each seat gets exactly its count
    and the stock its size."""
    return _deal(view, seed, known, plausible=True)


def _deal(view: PlayerView, seed: int, known: Knowledge | None, plausible: bool) -> Deal:
    """The deal of :func:`plausible_deal`, or with ``plausible`` False no seat draws and
    it is :func:`sample_deal`'s uniform one."""
    k = known if known is not None else knowledge(view)
    flow = hand_flow(view.hand_flow)
    rng = Rng(seed)
    cards = list(k.unseen)
    rng.shuffle(cards)
    slack = len(cards) - sum(k.hidden) - (1 if k.knock_hidden else 0)  # the stock's unknowns
    at = 0
    back: list[Card] = []
    hands: list[tuple[Card, ...]] = []
    for s in view.seats:
        if s.seat == view.player or not s.active:  # nothing hidden: its own hand, or none
            hands.append(k.held[s.seat] if s.seat == view.player else ())
            continue
        n = k.hidden[s.seat]
        drawn = min(stock_draws(view, s.seat) if n and plausible else 0, slack)
        slack -= drawn
        dealt = tuple(cards[at:at + n])
        kept, thrown = (flow.improve(k.held[s.seat], dealt, tuple(cards[at + n:at + n + drawn]))
                        if plausible else (dealt, ()))
        hands.append((*k.held[s.seat], *kept))
        back.extend(thrown)
        at += n + drawn
    rest = [*back, *cards[at:]]
    rng.shuffle(rest)
    knock_card = k.knock_card
    if k.knock_hidden:
        knock_card = rest.pop()
    stock = (*rest, *k.stock)  # the unknown cards lie under the known ones
    return Deal(tuple(hands), tuple(stock), knock_card)


def variant_of(view: PlayerView) -> Variant:
    """The first game whose hands look like this view's: its hand flow, number of seats,
    cards dealt and whether some seats do not play it (a dealer sitting out, or the other
    card table's players): games that match alike play a hand alike."""
    seats = len(view.seats)
    sits_out = not all(s.active for s in view.seats)
    same_flow: dict[str, list[Variant]] = {v.hand_flow: [] for v in VARIANTS}  # by flow
    for v in VARIANTS:
        same_flow[v.hand_flow].append(v)
    for v in same_flow.get(view.hand_flow, ()):
        if (seats in v.seats and v.cards_for(seats) == view.cards_dealt
                and (v.sits_out == "dealer" or v.tables != "one") == sits_out):
            return v
    raise SampleError("no game plays hands like this view's")


def _table(view: PlayerView) -> Table:
    """The table of ``view``'s hand: its seats' names and teams."""
    return Table.of(view.players, [s.team for s in view.seats])


def _last_chance(view: PlayerView) -> bool:
    """Whether the stock has run down and only a card that lets the player go out may be
    taken (gin): the stock is down, nothing may reshuffle it, and the hand goes on."""
    if view.stock_count > view.stock_runs_down_at or view.reshuffles_left:
        return False
    if view.phase is Phase.DRAW:
        return True
    return view.phase is Phase.DISCARD and bool(view.events) and view.events[-1].kind == "take"


def determinize_gin(view: PlayerView, deal: Deal, rng_state: int) -> Any:
    """A gin :class:`~ginrules.gin.hand.Hand` equal to ``view`` with ``deal``'s hidden cards
    (the registry's ``determinize`` of gin)."""
    from ginrules.gin.hand import Hand, HandState

    active = tuple(s.seat for s in view.seats if s.active)
    table = _table(view)
    hand = Hand(view.rules, view.dealer, 0, table=table, variant=variant_of(view),
                active=active)
    shuffles = sum(1 for e in view.events if e.kind == "reshuffle")
    stock_only = (view.phase is Phase.DRAW and bool(view.events)
                  and view.events[-1].kind == "pass")
    hand.start_from(HandState(
        phase=view.phase, to_act=view.to_act, dealer=view.dealer, hands=deal.hands,
        active=active, stock=deal.stock, discard=view.discard_pile, upcard=view.upcard,
        just_taken=view.just_taken, just_drawn=view.just_drawn, stock_only=stock_only,
        last_chance=_last_chance(view), rng_state=rng_state, reshuffles=shuffles,
        events=view.events, knocker=view.knocker,
        knock_discard=deal.knock_card if view.knocker is not None else None))
    return hand


def determinize_rummy(view: PlayerView, deal: Deal, rng_state: int) -> Any:
    """A :class:`~ginrules.rummy.hand.RummyHand` equal to ``view`` with ``deal``'s hidden cards
    (the registry's ``determinize`` of Rummy; a turned pile is not shuffled, so
    ``rng_state`` plays no part)."""
    from ginrules.rummy.hand import RummyHand, RummyState, TableMeld

    del rng_state
    hand = RummyHand(view.rules, view.dealer, 0, table=_table(view), variant=variant_of(view))
    turn_start = max((i for i, e in enumerate(view.events)
                      if e.kind in ("draw", "take") and e.player == view.to_act), default=0)
    mid_turn = view.phase is Phase.DISCARD
    this_turn = view.events[turn_start:] if mid_turn else ()
    done = view.events[:turn_start] if mid_turn else view.events  # the finished turns
    shown = tuple(sorted({e.player for e in done if e.kind in ("meld", "lay_off")}))
    hand.start_from(RummyState(
        phase=view.phase, to_act=view.to_act, dealer=view.dealer, hands=deal.hands,
        active=tuple(s.seat for s in view.seats), stock=deal.stock,
        discard=view.discard_pile, upcard=view.upcard,
        table=tuple(TableMeld(owner, cards, len({c.rank for c in cards}) > 1)
                    for owner, cards in view.table_melds),
        just_taken=view.just_taken, just_drawn=view.just_drawn,
        melds_this_turn=sum(1 for e in this_turn if e.kind == "meld"),
        laid_this_turn=any(e.kind in ("meld", "lay_off") for e in this_turn),
        shown=shown, pile_turns=sum(1 for e in view.events if e.kind == "turn_pile"),
        events=view.events))
    return hand


def determinized(view: PlayerView, deal: Deal, rng_state: int = 0) -> Any:
    """A playable hand (its flow's hand class) equal to ``view`` in everything public
    and in the viewer's cards, with ``deal``'s guess at the rest; ``rng_state`` seeds
    any later reshuffle of the stock."""
    return hand_flow(view.hand_flow).determinize(view, deal, rng_state)
