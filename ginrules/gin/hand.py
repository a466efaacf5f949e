"""Gin's hand: the state machine of one hand of Gin Rummy (two-player gin, gin for
three, seven-card gin, each card table of the four-player games), from the deal to the
score.

A :class:`Hand` runs from the deal to the score following docs/rules.md and the active
:class:`~ginrules.table.rules.Rules`, over the machine every hand flow shares
(:class:`~ginrules.table.flow.HandMachine`): an explicit
:class:`~ginrules.table.view.Phase`, ``legal_actions()`` and ``apply(action)``, which
always checks legality and says why an action is refused. Everything is deterministic
from the seed. A game of hands is :class:`~ginrules.table.game.Game`'s.

>>> from ginrules import Rules
>>> hand = Hand(Rules.preset("standard"), dealer=0, seed=1)
>>> hand.phase
<Phase.FIRST_TURN: 'first_turn'>
>>> [str(a) for a in hand.legal_actions()]  # doctest: +ELLIPSIS
['take ...', 'pass']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ginrules.core.actions import Action, ActionKind, IllegalActionError
from ginrules.core.arrangement import all_spreads, is_big_gin
from ginrules.core.cards import Card, full_deck, parse_card, sort_hand
from ginrules.core.explain import Step
from ginrules.core.melds import Meld, check_meld
from ginrules.core.rng import Rng
from ginrules.gin.discards import discard_options
from ginrules.gin.showdown import HandResult, score_hand, score_ring
from ginrules.table.flow import SAVE_VERSION, HandMachine, as_cards, taken_and_held, with_hand
from ginrules.table.rules import Rules
from ginrules.table.seats import Table
from ginrules.table.variants import GIN, Variant, find_variant
from ginrules.table.view import Event, EventKind, GamePhase, Phase, PlayerView, SeatView

if TYPE_CHECKING:
    # Rummy's engine is loaded by the hand flow that plays it (hand_flows), not here: a
    # page that plays gin never loads it.
    pass

__all__ = ["DEFAULT_PLAYERS", "Hand", "HandState", "stock_runs_down_at"]

#: The stock size at which the stock "runs down" (a discard without knocking
#: then ends the hand drawn, or reshuffles) under 'draw', and under 'reshuffle'
#: in a version 1 save.
_DRAW_AT = 2


# -- the rules options this module reads (one place) ---------------------------
def _may_discard_taken(rules: Rules) -> bool:
    return bool(rules.discard_taken_card)


def _big_gin_played(rules: Rules) -> bool:
    return rules.big_gin_played


def _reshuffles(rules: Rules) -> bool:
    return rules.stock_exhausted == "reshuffle"


def stock_runs_down_at(rules: Rules, save_version: int = SAVE_VERSION) -> int:
    """How many cards are left in the stock when it has run down: a player who then
    discards without knocking ends the hand drawn, or (under 'reshuffle', while
    reshuffles remain) the discards are shuffled into a new stock.

    'draw': 2 cards. 'reshuffle': 0 (the stock is empty); in games saved as
    version 1, 2 as it was then.
    """
    if _reshuffles(rules) and save_version >= 2:
        return 0
    return _DRAW_AT




#: The names a hand or game is played with when none are given.
DEFAULT_PLAYERS = ("You", "Computer")


# -- the state of a hand ---------------------------------------------------------
@dataclass(frozen=True)
class HandState:
    """An immutable snapshot of a hand (undo keeps a stack of these)."""

    phase: Phase
    to_act: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]  # one per seat (empty for a seat that sits out)
    active: tuple[int, ...]  # the seats that play this hand, in seat order
    stock: tuple[Card, ...]  # the top card is the last
    discard: tuple[Card, ...]  # the top card is the last
    upcard: Card
    just_taken: Card | None = None
    just_drawn: Card | None = None  # the card the player to act drew from the stock
    stock_only: bool = False  # both passed the upcard: the non-dealer must draw from the stock
    last_chance: bool = False  # 2 stock cards left: the last discard only to knock or go gin
    rng_state: int = 0
    reshuffles: int = 0
    events: tuple[Event, ...] = ()
    knocker: int | None = None
    knock_discard: Card | None = None
    result: HandResult | None = None

    def all_cards(self) -> tuple[Card, ...]:
        """Every card of this hand's deck, wherever it is: the hands, the stock, the pile
        and the knocker's face-down discard (52 of them, each once, at every step)."""
        knocked = () if self.knock_discard is None else (self.knock_discard,)
        return (*(c for h in self.hands for c in h), *self.stock, *self.discard, *knocked)


def _deal(table: Table, variant: Variant, dealer: int, seed: int,
          active: tuple[int, ...] | None = None) -> HandState:
    rng = Rng(seed)
    deck = list(full_deck())
    rng.shuffle(deck)
    if active is None:
        active = variant.active_seats(table.size, dealer)
    order = table.order_from(dealer, active)
    hands: list[list[Card]] = [[] for _ in table.seats]
    dealt = variant.cards_dealt * len(order)
    for i in range(dealt):  # one at a time, round the table, starting left of the dealer
        hands[order[i % len(order)]].append(deck[i])
    upcard = deck[dealt]
    stock = tuple(reversed(deck[dealt + 1:]))
    return HandState(
        phase=Phase.FIRST_TURN, to_act=order[0], dealer=dealer,
        hands=tuple(tuple(h) for h in hands), active=active, stock=stock, discard=(upcard,),
        upcard=upcard, rng_state=rng.state, events=(Event(dealer, "upcard", upcard),),
    )


def _arrangement_melds(arr: Any) -> tuple[tuple[Card, ...], ...]:
    return tuple(tuple(m.cards) for m in arr.melds)


class Hand(HandMachine[HandState]):
    """One hand of gin from the deal to the score.

    ``Hand(rules, dealer, seed)`` deals at once. Seats come from ``table``
    (default: two seats, 0 and 1), what is dealt from ``variant``. ``active`` names the
    seats that play (default: the variant's; four-player gin plays two two-player hands
    at once, each over the whole table with the two seats at its card table).
    """

    def __init__(self, rules: Rules, dealer: int = 0, seed: int = 0, *,
                 table: Table | None = None, variant: Variant | str = GIN,
                 save_version: int = SAVE_VERSION,
                 active: Sequence[int] | None = None) -> None:
        self.table = table if table is not None else Table(DEFAULT_PLAYERS)
        self.variant = find_variant(variant)
        self.variant.check_seats(self.table.size)
        if isinstance(dealer, bool) or dealer not in self.table.seats:
            seats = " or ".join(str(s) for s in self.table.seats)
            raise ValueError(f"dealer must be {seats}")
        playing = None if active is None else tuple(sorted(set(active)))
        if playing is not None and (len(playing) < 2 or any(
                self.table.check_seat(s) != s for s in playing)):
            raise ValueError("a hand needs at least two playing seats")
        self.rules = rules
        self.seed = seed
        self.runs_down_at = stock_runs_down_at(rules, save_version)
        #: the cards a player holds after a discard (10, or 7 in seven-card gin)
        self.keep = self.variant.cards_dealt
        self._start(_deal(self.table, self.variant, dealer, seed, playing))
        self._new_stocks: tuple[tuple[Card, ...], ...] = ()  # given, not shuffled (arranged)

    @classmethod
    def arranged(cls, rules: Rules, dealer: int, hands: Sequence[Iterable[Card | str]],
                 upcard: Card | str, stock_top: Iterable[Card | str] = (), *,
                 table: Table | None = None, variant: Variant | str = GIN,
                 new_stocks: Sequence[Iterable[Card | str]] = (),
                 active: Sequence[int] | None = None) -> Hand:
        """A hand dealt as given (for lessons, puzzles, tests and replays): the cards of
        every seat (none for a seat that sits out), the upcard, then the stock with
        ``stock_top`` on top (first card drawn first) and the remaining cards below in
        deck order. ``new_stocks`` are the stocks the discards become when the stock is
        empty (each in draw order, as a self-play record gives them) instead of a shuffle.

        >>> from ginrules import Rules
        >>> h = Hand.arranged(Rules(), 0, ["AS 2S 3S 4S 5S 6S 7S 8S 9S TS",
        ...                                "AH 2H 3H 4H 5H 6H 7H 8H 9H TH"], "KC", ["JH"])
        >>> h.apply("pass"); h.apply("pass"); h.apply("draw stock")
        >>> [str(a) for a in h.legal_actions()][-1]
        'big gin'
        """
        hand = cls(rules, dealer, 0, table=table, variant=variant, active=active)
        dealt = tuple(as_cards(h) for h in hands)
        up = parse_card(upcard) if isinstance(upcard, str) else upcard
        top = as_cards(stock_top)
        n = hand.variant.cards_dealt
        active = hand.state.active
        if len(dealt) != hand.table.size or any(
                len(h) != (n if seat in active else 0) for seat, h in enumerate(dealt)):
            raise ValueError(f"each player needs exactly {n} cards (none for a seat that "
                             "sits out)")
        used = [*(c for h in dealt for c in h), up, *top]
        if len(set(used)) != len(used):
            raise ValueError("a card is given twice")
        rest = [c for c in full_deck() if c not in set(used)]
        stock = tuple(reversed([*top, *rest]))
        first = hand.state
        hand._states = [replace(first, hands=dealt, stock=stock, discard=(up,), upcard=up,
                                rng_state=Rng(0).state, events=(Event(dealer, "upcard", up),))]
        hand._new_stocks = tuple(as_cards(s) for s in new_stocks)
        return hand

    # -- reading ---------------------------------------------------------------
    def new_stocks(self) -> tuple[tuple[Card, ...], ...]:
        """Each new stock the discards were shuffled into, in draw order."""
        out = []
        for before, after in zip(self._states, self._states[1:], strict=False):
            if after.reshuffles > before.reshuffles:
                out.append(tuple(reversed(after.stock)))
        return tuple(out)

    @property
    def result(self) -> HandResult | None:
        return self.state.result

    @property
    def knock_limit(self) -> int:
        return self.rules.max_knock_deadwood(self.state.upcard)

    @property
    def reshuffles_left(self) -> int:
        """How many more times this hand may shuffle the discards into a new stock."""
        if not _reshuffles(self.rules):
            return 0
        return max(0, self.rules.max_reshuffles - self.state.reshuffles)

    def _legal(self, st: HandState) -> list[Action]:
        if st.phase is Phase.FIRST_TURN:
            return [Action.take(st.discard[-1]), Action.pass_()]
        if st.phase is Phase.DRAW and st.last_chance:
            return [Action.take(st.discard[-1]), Action.pass_()]
        if st.phase is Phase.DRAW:
            acts = [Action.draw_stock()]
            if st.discard and not st.stock_only:
                acts.append(Action.take(st.discard[-1]))
            return acts
        if st.phase is Phase.DISCARD:
            hand = st.hands[st.to_act]
            acts = []
            may_taken = _may_discard_taken(self.rules)
            for opt in self._discard_options(hand, st.upcard):
                if opt.discard == st.just_taken and not may_taken:
                    continue
                if not st.last_chance:
                    acts.append(Action.discard(opt.discard))
                if opt.can_knock:
                    acts.append(Action.knock(opt.discard))
                if opt.is_gin:
                    acts.append(Action.gin(opt.discard))
            if _big_gin_played(self.rules) and is_big_gin(hand, keep=self.keep):
                acts.append(Action.big_gin())
            return acts
        if st.phase is Phase.SHOW:
            assert st.knocker is not None
            return self._show_options(st.hands[st.knocker])
        return []

    def _show_options(self, cards: tuple[Card, ...]) -> list[Action]:
        """Every spread the knocker may show: any distinct collection of melds whose
        deadwood is within the knock limit (docs/rules.md, "Showdown"), least
        deadwood first. A spread of no melds at all is one of them when the whole
        hand is within the limit."""
        return [Action.show(_arrangement_melds(arr))
                for arr in all_spreads(cards, self.knock_limit)]

    def view(self, player: int, *, scores: Sequence[int] | None = None,
             players: Sequence[str] | None = None,
             game_phase: GamePhase | None = None) -> PlayerView:
        """What ``player`` may know now. ``scores`` are the game totals per seat and
        ``players`` the names, when the hand is part of a game."""
        st = self.state
        self.table.check_seat(player)
        over = st.phase.is_over
        names = tuple(players) if players is not None else self.table.names
        events = st.events
        if not over and st.knocker is not None and st.knocker != player:
            events = tuple(replace(e, card=None) if e.kind in ("knock", "gin") else e
                           for e in events)
        seats = tuple(
            SeatView(seat=seat, name=names[seat], card_count=len(st.hands[seat]),
                     known=(sort_hand(st.hands[seat]) if seat == player
                            else self._known_to_others(st, seat)),
                     active=seat in st.active, team=self.table.team_of(seat),
                     score=None if scores is None else int(scores[seat]))
            for seat in self.table.seats)
        mine = st.to_act == player
        return PlayerView(
            player=player, dealer=st.dealer, phase=st.phase, to_act=st.to_act,
            rules=self.rules, hand=sort_hand(st.hands[player]), discard_pile=st.discard,
            upcard=st.upcard, stock_count=len(st.stock), seats=seats,
            stock_runs_down_at=self.runs_down_at, reshuffles_left=self.reshuffles_left,
            events=events,
            just_taken=st.just_taken if mine else None,
            just_drawn=st.just_drawn if mine else None,
            knock_limit=self.knock_limit,
            legal_actions=tuple(self.legal_actions()) if mine and not over else (),
            knocker=st.knocker, result=st.result, cards_dealt=self.variant.cards_dealt,
            game_phase=game_phase,
        )

    def _known_to_others(self, st: HandState, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat`` the other players may name: what it took from the
        pile and still holds; the whole hand once it is scored."""
        if st.phase is Phase.SCORED:
            return sort_hand(st.hands[seat])
        return taken_and_held(st.events, seat, st.hands[seat])

    # -- acting ----------------------------------------------------------------
    def _why_illegal(self, act: Action) -> Step:
        st = self.state
        k = act.kind
        hand = st.hands[st.to_act]
        if k is ActionKind.NEXT_HAND:
            return Step("refuse.hand_not_over")
        if st.phase is Phase.FIRST_TURN:
            return Step("refuse.gin.first_turn", {"card": st.discard[-1]})
        if st.last_chance and st.phase is Phase.DRAW:
            return Step("refuse.gin.last_chance", {"card": st.discard[-1]})
        if st.last_chance and k is ActionKind.DISCARD:
            return Step("refuse.gin.last_chance_discard")
        if k is ActionKind.PASS:
            return Step("refuse.gin.pass_first_only")
        if k is ActionKind.SHOW:
            if st.phase is not Phase.SHOW:
                return Step("refuse.gin.show_after_knock")
            return self._why_not_spread(act, hand)
        if st.phase is Phase.SHOW:
            return Step("refuse.gin.choose_show")
        if st.phase is Phase.DRAW:
            if k in (ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.GIN, ActionKind.BIG_GIN):
                return Step("refuse.gin.draw_before_discard")
            if k is ActionKind.TAKE:
                if st.stock_only:
                    return Step("refuse.gin.both_passed")
                return Step("refuse.top_only", {"card": st.discard[-1]})
            return Step("refuse.gin.draw")
        # DISCARD phase
        if k in (ActionKind.DRAW_STOCK, ActionKind.TAKE):
            return Step("refuse.gin.drawn")
        if k is ActionKind.BIG_GIN:
            if not _big_gin_played(self.rules):
                return Step("refuse.gin.no_big_gin")
            return Step("refuse.gin.not_big_gin", {"n": self.keep + 1})
        card = act.card
        if card is None:  # a move of another flow (Rummy's meld): not one of gin's
            return Step("refuse.gin.not_now")
        if card not in hand:
            return Step("refuse.not_held", {"card": card})
        if card == st.just_taken and not _may_discard_taken(self.rules):
            return Step("refuse.gin.discard_taken", {"card": card})
        opts = {o.discard: o for o in self._discard_options(hand, st.upcard)}
        opt = opts[card]
        left = {"card": card, "deadwood": opt.deadwood}
        if k is ActionKind.KNOCK:
            limit = self.knock_limit
            if limit == 0:
                return Step("refuse.gin.knock_gin_only", left)
            return Step("refuse.gin.knock_limit", {**left, "limit": limit})
        if k is ActionKind.GIN:
            return Step("refuse.gin.not_gin", left)
        return Step("refuse.gin.not_now")

    def _why_not_spread(self, act: Action, hand: tuple[Card, ...]) -> Step:
        """Why the knocker may not show this spread (it is not in legal_actions)."""
        used: set[Card] = set()
        for cards in act.melds:
            for c in cards:
                if c not in hand:
                    return Step("refuse.not_held", {"card": c})
                if c in used:
                    return Step("refuse.gin.show_twice", {"card": c})
                used.add(c)
            verdict = check_meld(cards)
            if verdict.meld is None:
                return Step("refuse.gin.show_not_meld", {"problem": verdict.explanation[0]})
        dead = sum(c.value for c in hand if c not in used)
        return Step("refuse.gin.show_limit", {"deadwood": dead, "limit": self.knock_limit})

    def _next(self, st: HandState, act: Action) -> HandState:
        p = st.to_act
        other = self.table.next(p, st.active)
        k = act.kind
        hand = st.hands[p]
        if k is ActionKind.PASS:
            ev = (*st.events, Event(p, "pass"))
            if st.last_chance:
                return replace(st, phase=Phase.DRAWN, to_act=st.dealer, last_chance=False,
                               events=ev)
            if p != self.table.order_from(st.dealer, st.active)[-1]:  # offered on round
                return replace(st, to_act=other, events=ev)
            return replace(st, phase=Phase.DRAW, to_act=other, stock_only=True, events=ev)
        if k is ActionKind.TAKE:
            card = st.discard[-1]
            return replace(st, phase=Phase.DISCARD, to_act=p, discard=st.discard[:-1],
                           hands=with_hand(st.hands, p, (*hand, card)), just_taken=card,
                           just_drawn=None, stock_only=False,
                           events=(*st.events, Event(p, "take", card)))
        if k is ActionKind.DRAW_STOCK:
            card = st.stock[-1]
            return replace(st, phase=Phase.DISCARD, stock=st.stock[:-1],
                           hands=with_hand(st.hands, p, (*hand, card)), just_taken=None,
                           just_drawn=card, stock_only=False,
                           events=(*st.events, Event(p, "draw")))
        if k is ActionKind.DISCARD:
            assert act.card is not None
            rest = tuple(c for c in hand if c != act.card)
            nxt = replace(st, phase=Phase.DRAW, to_act=other, discard=(*st.discard, act.card),
                          hands=with_hand(st.hands, p, rest), just_taken=None,
                          just_drawn=None, events=(*st.events, Event(p, "discard", act.card)))
            if len(nxt.stock) <= self.runs_down_at:
                if self.reshuffles_left:
                    return self._reshuffle(nxt)
                if self.rules.last_discard_only_to_go_out and self._can_go_out(
                        nxt.hands[other], act.card, nxt.upcard):
                    return replace(nxt, last_chance=True)
                return replace(nxt, phase=Phase.DRAWN, to_act=st.dealer)
            return nxt
        if k in (ActionKind.KNOCK, ActionKind.GIN):
            assert act.card is not None
            rest = tuple(c for c in hand if c != act.card)
            kind: EventKind = "gin" if k is ActionKind.GIN else "knock"
            nxt = replace(st, hands=with_hand(st.hands, p, rest), just_taken=None,
                          just_drawn=None, knocker=p, knock_discard=act.card,
                          events=(*st.events, Event(p, kind, act.card)))
            if k is ActionKind.GIN:  # nothing is laid off on gin: any full spread scores alike
                return self._score(nxt, None)
            shows = self._show_options(rest)
            if len(shows) == 1:  # one spread only: nothing to choose
                return self._score(nxt, shows[0].melds)
            return replace(nxt, phase=Phase.SHOW, to_act=p)
        if k is ActionKind.BIG_GIN:
            nxt = replace(st, just_taken=None, just_drawn=None, knocker=p,
                          events=(*st.events, Event(p, "big_gin")))
            return self._score(nxt, None)
        if k is ActionKind.SHOW:
            return self._score(st, act.melds)
        raise IllegalActionError(  # pragma: no cover
            Step("refuse.unexpected", {"action": str(act)}))

    def _can_go_out(self, hand: tuple[Card, ...], card: Card, upcard: Card) -> bool:
        """Whether taking ``card`` lets this hand knock or go gin."""
        may_taken = _may_discard_taken(self.rules)
        cards = (*hand, card)
        if _big_gin_played(self.rules) and is_big_gin(cards, keep=self.keep):
            return True
        return any(o.can_knock and (may_taken or o.discard != card)
                   for o in self._discard_options(cards, upcard))

    def _discard_options(self, cards: tuple[Card, ...], upcard: Card) -> list[Any]:
        return discard_options(cards, self.rules, upcard, keep=self.keep)

    def _reshuffle(self, st: HandState) -> HandState:
        """Oklahoma-style: all discards but the top card are shuffled into a new stock
        (with the two cards left in the stock, in a version 1 save)."""
        rng = Rng(st.rng_state)
        pool = list(st.stock) + list(st.discard[:-1])
        rng.shuffle(pool)
        if st.reshuffles < len(self._new_stocks):  # a replay: the stock the record gives
            given = self._new_stocks[st.reshuffles]
            if sorted(given) != sorted(pool):
                raise IllegalActionError(Step("refuse.new_stock", {"n": st.reshuffles + 1}))
            pool = list(reversed(given))
        return replace(st, stock=tuple(pool), discard=st.discard[-1:], rng_state=rng.state,
                       reshuffles=st.reshuffles + 1,
                       events=(*st.events, Event(st.to_act, "reshuffle")))

    def _score(self, st: HandState, melds: tuple[tuple[Card, ...], ...] | None) -> HandState:
        """Score the showdown: one defender as in two-player gin, or (the variant's
        layoffs 'knocker_original') every other seat in turn from the knocker's left."""
        assert st.knocker is not None
        knocker = st.knocker
        defenders = self.table.others(knocker, st.active)
        kmelds = None if melds is None else tuple(Meld.of(m) for m in melds)
        result: HandResult
        if self.variant.layoffs == "knocker_original":
            result = score_ring(st.hands[knocker], [(d, st.hands[d]) for d in defenders],
                                self.rules, knocker_melds=kmelds, upcard=st.upcard,
                                knocker_seat=knocker, names=self.table.names)
        else:
            (defender,) = defenders  # chained layoffs: one defender per showdown
            result = score_hand(st.hands[knocker], st.hands[defender], self.rules,
                                knocker_melds=kmelds, upcard=st.upcard,
                                seats=(knocker, defender))
        return replace(st, phase=Phase.SCORED, to_act=knocker, result=result)

    # -- who won -----------------------------------------------------------------
    def winner(self) -> int | None:
        """The player who scored this hand (None for a drawn or unfinished hand)."""
        st = self.state
        if st.result is None:
            return None
        return st.result.winner_seat
