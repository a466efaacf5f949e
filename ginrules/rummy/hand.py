"""Classic Rummy for two to six players (seed 004; docs/rules.md, "Classic Rummy").

A second hand flow beside gin's: melds go face up on the table during play, anyone
lays off onto any meld on the table, and the first player with no cards left wins
what the others still hold. A turn is: draw (the stock or the top discard), then
any melds and layoffs, then a discard (not the card just taken from the pile); a
player whose last cards are melded or laid off goes out without a discard.

>>> from ginrules import Rules
>>> hand = RummyHand.arranged(Rules.preset("standard", "rummy"), 0,
...     ["2C 3C 4C 9D 9S QC JS 6D 4H AS",
...      "7H 8H 9H KS 2D 5S 8C TD QD 3H"], "5C", ["KD"], players=("Ann", "Bob"))
>>> hand.to_act, hand.legal_actions()[:2]
(1, [Action.parse('draw stock'), Action.parse('take 5C')])
>>> hand.apply("draw stock"); hand.apply("meld 7H 8H 9H"); hand.apply("discard 2D")
>>> hand.apply("take 2D")
>>> hand.apply("discard 2D")
Traceback (most recent call last):
...
ginrules.core.actions.IllegalActionError: you took 2D from the pile this turn: discard another card
>>> hand.apply("meld 2C 3C 4C 2D")  # doctest: +NORMALIZE_WHITESPACE
Traceback (most recent call last):
...
ginrules.core.actions.IllegalActionError: 2C 3C 4C 2D is not a meld:
a run must be in one suit, a set of one rank
>>> hand.apply("lay off 9D on 7H-8H-9H")  # doctest: +NORMALIZE_WHITESPACE
Traceback (most recent call last):
...
ginrules.core.actions.IllegalActionError: 9D does not fit 7H 8H 9H:
a run takes cards of its own suit, 6H or TH
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from ginrules.core.actions import Action, ActionKind, IllegalActionError
from ginrules.core.cards import Card, full_deck, parse_card, sort_hand
from ginrules.core.errors import DuplicateCardError, HandSizeError
from ginrules.core.explain import Step
from ginrules.core.rng import Rng
from ginrules.rummy.search import Plays, TableMeld, find_plays, fits, melds_left, run_span
from ginrules.table.flow import HandMachine, as_cards, taken_and_held, with_hand
from ginrules.table.reported import check_count, check_counts, most_points
from ginrules.table.rules import Rules
from ginrules.table.seats import Table
from ginrules.table.variants import RUMMY, Variant, find_variant
from ginrules.table.view import Event, GamePhase, Phase, PlayerView, SeatView

__all__ = ["Plays", "RummyHand", "RummyResult", "RummyState", "TableMeld", "find_plays",
           "fits", "meld_problem", "meld_refusal", "melds_left", "run_span", "score_out",
           "score_out_counts"]

RummyKind = Literal["out", "rummy"]


# -- why a meld or a layoff is refused ------------------------------------------------
def meld_problem(cards: Sequence[Card], ace_high: bool = False) -> str | None:
    """Why ``cards`` are not a meld under these rules (in English), or None when they are
    one; :func:`meld_refusal` gives the reason as a word to say in any language."""
    refusal = meld_refusal(cards, ace_high)
    return None if refusal is None else refusal.render()


def meld_refusal(cards: Sequence[Card], ace_high: bool = False) -> Step | None:
    """Why ``cards`` are not a meld under these rules, as a ``refuse.meld.*`` step, or
    None when they are one."""
    shown = {"cards": tuple(cards)}
    if len(set(cards)) != len(cards):
        return Step("refuse.meld.twice", shown)
    if len(cards) < 3:
        return Step("refuse.meld.too_few", shown)
    if len({c.rank for c in cards}) == 1:
        return None
    if len({c.suit for c in cards}) != 1:
        return Step("refuse.meld.mixed", shown)
    ranks = sorted(c.rank for c in cards)
    if ranks == list(range(ranks[0], ranks[0] + len(ranks))):
        return None
    if ranks[0] == 1:
        high = sorted([*ranks[1:], 14])
        if high == list(range(high[0], high[0] + len(high))):
            return None if ace_high else Step("refuse.meld.ace_low", shown)
    low = ranks[0]
    missing = next(r for r in range(low, low + len(ranks)) if r not in ranks)
    return Step("refuse.meld.gap", {**shown, "card": Card.of(missing, cards[0].suit)})


def _why_not_fit(card: Card, meld: TableMeld, ace_high: bool) -> Step:
    shown = {"card": card, "cards": meld.cards}
    if not meld.is_run:
        if len(meld.cards) == 4:
            return Step("refuse.rummy.set_full", shown)
        return Step("refuse.rummy.set_rank", shown)
    lo, hi = run_span(meld.cards)
    suit = meld.cards[0].suit
    ends = [Card.of(r, suit) for r in (lo - 1, hi + 1) if 1 <= r <= 13]
    if ace_high and hi == 13:
        ends.append(Card.of(1, suit))
    if not ends:
        return Step("refuse.rummy.run_full", shown)
    return Step("refuse.rummy.run_end", {**shown, "ends": tuple(ends)})


# -- a hand's state and result -----------------------------------------------------
@dataclass(frozen=True)
class RummyResult:
    """How a Rummy hand ended: who went out, how ('out' or 'rummy'), what each other
    seat pays (its cards' pip values, doubled for rummy) and the words for it."""

    winner_seat: int
    kind: RummyKind
    points: int
    payments: tuple[tuple[int, int], ...]  # (seat, points paid), in turn from the winner
    left: tuple[tuple[int, tuple[Card, ...]], ...]  # (seat, cards still held); () from counts
    explanation: tuple[Step, ...]

    @property
    def ended_by(self) -> int:
        """The seat that ended the hand: the one that went out."""
        return self.winner_seat

    @property
    def loser_seat(self) -> int:
        """The seat that paid the most (a tie: the first in turn from the winner)."""
        return max(self.payments, key=lambda p: p[1])[0]

    def net_for(self, seat: int) -> int:
        """What this hand gave ``seat``: everything the others paid the winner, or minus
        what ``seat`` paid."""
        if seat == self.winner_seat:
            return sum(paid for _, paid in self.payments)
        return -sum(paid for payer, paid in self.payments if payer == seat)


@dataclass(frozen=True)
class RummyState:
    """An immutable snapshot of a Rummy hand (undo keeps a stack of these)."""

    phase: Phase  # DRAW, DISCARD (meld, lay off, discard), SCORED or DRAWN
    to_act: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    active: tuple[int, ...]
    stock: tuple[Card, ...]  # the top card is the last
    discard: tuple[Card, ...]  # the top card is the last
    upcard: Card
    table: tuple[TableMeld, ...] = ()
    just_taken: Card | None = None
    just_drawn: Card | None = None
    melds_this_turn: int = 0
    laid_this_turn: bool = False
    shown: tuple[int, ...] = ()  # seats that melded or laid off in an earlier turn
    pile_turns: int = 0  # how often the pile has been turned over into a new stock
    events: tuple[Event, ...] = ()
    result: RummyResult | None = None

    def all_cards(self) -> tuple[Card, ...]:
        """Every card of the deck, wherever it is (52, each once, at every step)."""
        return (*(c for h in self.hands for c in h), *self.stock, *self.discard,
                *(c for m in self.table for c in m.cards))


def _score(st: RummyState, winner: int, table: Table, names: Sequence[str]) -> RummyResult:
    """The hand's end: every other seat pays for what it still holds; rummy when the
    winner went out without having melded or laid off in an earlier turn."""
    held = [(seat, st.hands[seat]) for seat in table.others(winner, st.active)]
    return score_out(winner, held, rummy=winner not in st.shown, names=names)


def score_out(winner: int, held: Sequence[tuple[int, Sequence[Card]]], *, rummy: bool,
              names: Sequence[str]) -> RummyResult:
    """A Rummy hand won by ``winner``: every other seat (``held``: (seat, the cards it
    still holds), in turn from the winner) pays the pip value of its cards, doubled when
    the winner went ``rummy`` (out in one turn with nothing laid before). ``names`` name
    every seat of the table.

    >>> from ginrules import render, parse_cards
    >>> r = score_out(0, [(1, parse_cards("KS 5H"))], rummy=True, names=("Ann", "Bob"))
    >>> r.kind, r.points, r.payments, render(r.explanation)[-1]
    ('rummy', 30, ((1, 30),), 'Ann scores 30.')
    """
    factor = 2 if rummy else 1
    who = {"name": names[winner], "person": 1, "seat": winner}
    steps = [Step("rummy.rummy" if rummy else "rummy.out", who)]
    payments: list[tuple[int, int]] = []
    left: list[tuple[int, tuple[Card, ...]]] = []
    for seat, cards in held:
        kept = sort_hand(cards)
        pips = sum(c.value for c in kept)
        payments.append((seat, pips * factor))
        left.append((seat, kept))
        payer = {"name": names[seat], "person": 1, "seat": seat}
        if not kept:
            steps.append(Step("rummy.pays_none", payer))
        elif rummy:
            steps.append(Step("rummy.pays_double", {**payer, "cards": kept, "pips": pips,
                                                    "points": pips * 2}))
        else:
            steps.append(Step("rummy.pays", {**payer, "cards": kept, "points": pips}))
    return _result(winner, rummy, who, payments, tuple(left), steps)


def score_out_counts(winner: int, held: Sequence[tuple[int, int]], *, rummy: bool,
                     names: Sequence[str], cards: int) -> RummyResult:
    """:func:`score_out` from the points each other seat reports it still holds (a score
    pad at a real table), each no more than ``cards`` cards (a deal's) can be worth;
    ``left`` is empty, as no cards are known. A count no hand can hold raises
    :class:`~ginrules.table.reported.CountError` with its seat.

    >>> from ginrules import render
    >>> r = score_out_counts(0, [(1, 15), (2, 4)], rummy=False, names=("Ann", "Bob", "Cas"),
    ...                      cards=7)
    >>> r.points, r.payments, render(r.explanation)[1:]
    (19, ((1, 15), (2, 4)), ['Bob pays 15.', 'Cas pays 4.', 'Ann scores 19.'])
    """
    for seat, count in held:
        check_count(seat, count, most_points, cards)
    check_counts(held, most_points, cards)
    factor = 2 if rummy else 1
    who = {"name": names[winner], "person": 1, "seat": winner}
    steps = [Step("rummy.rummy" if rummy else "rummy.out", who)]
    payments: list[tuple[int, int]] = []
    for seat, pips in held:
        payments.append((seat, pips * factor))
        payer = {"name": names[seat], "person": 1, "seat": seat, "points": pips * factor}
        steps.append(Step("rummy.pays_points_double", {**payer, "pips": pips}) if rummy
                     else Step("rummy.pays_points", payer))
    return _result(winner, rummy, who, payments, (), steps)


def _result(winner: int, rummy: bool, who: dict[str, object], payments: list[tuple[int, int]],
            left: tuple[tuple[int, tuple[Card, ...]], ...], steps: list[Step]) -> RummyResult:
    """The hand's result once every payment is known: the winner scores them all."""
    points = sum(p for _, p in payments)
    steps.append(Step("rummy.total", {**who, "points": points}))
    return RummyResult(winner, "rummy" if rummy else "out", points, tuple(payments), left,
                       tuple(steps))


# -- the hand ----------------------------------------------------------------------
class RummyHand(HandMachine[RummyState]):
    """One hand of Rummy from the deal to the score.

    ``RummyHand(rules, dealer, seed, table=...)`` deals at once: 10 cards each for two
    players, 7 for three or four, 6 for five or six (the variant's ``cards_for``), one
    at a time from the dealer's left; the next card is the upcard. ``save_version`` and
    ``active`` are taken as gin's ``Hand`` takes them, so that a game builds either flow
    alike (:mod:`ginrules.table.hand_flows`); every seat plays every Rummy hand.
    """

    def __init__(self, rules: Rules, dealer: int = 0, seed: int = 0, *,
                 table: Table | None = None, variant: Variant | str = RUMMY,
                 save_version: int = 2, active: Sequence[int] | None = None) -> None:
        self.table = table if table is not None else Table(("You", "Computer"))
        self.variant = find_variant(variant)
        self.variant.check_seats(self.table.size)
        if isinstance(dealer, bool) or dealer not in self.table.seats:
            seats = " or ".join(str(s) for s in self.table.seats)
            raise ValueError(f"dealer must be {seats}")
        self.rules = rules
        self.seed = seed
        self.ace_high = rules.ace_high_or_low
        #: cards dealt to each player
        self.keep = self.variant.cards_for(self.table.size)
        self._start(self._deal(dealer, seed))

    def _deal(self, dealer: int, seed: int) -> RummyState:
        rng = Rng(seed)
        deck = list(full_deck())
        rng.shuffle(deck)
        active = tuple(self.table.seats)
        order = self.table.order_from(dealer, active)
        hands: list[list[Card]] = [[] for _ in self.table.seats]
        dealt = self.keep * len(order)
        for i in range(dealt):  # one at a time, starting at the dealer's left
            hands[order[i % len(order)]].append(deck[i])
        upcard = deck[dealt]
        return RummyState(
            phase=Phase.DRAW, to_act=order[0], dealer=dealer,
            hands=tuple(tuple(h) for h in hands), active=active,
            stock=tuple(reversed(deck[dealt + 1:])), discard=(upcard,), upcard=upcard,
            events=(Event(dealer, "upcard", upcard),))

    @classmethod
    def arranged(cls, rules: Rules, dealer: int, hands: Sequence[Iterable[Card | str] | str],
                 upcard: Card | str, stock_top: Iterable[Card | str] | str = (), *,
                 players: Sequence[str] | Table | None = None) -> RummyHand:
        """A hand dealt as given (for lessons, puzzles, tests and replays): every seat's
        cards, the upcard, then the stock with ``stock_top`` on top (first drawn first)
        and the other cards below in deck order.

        Every hand is the size a deal for this many players gives (the variant's
        ``cards_for``), so whatever is played from here could have been played from a
        real deal. A hand of another size raises ``HandSizeError`` naming its seat; a
        position from the middle of a hand is ``arranged_unchecked``, by that name."""
        hand, dealt = cls._given(rules, dealer, hands, players)
        for seat, cards in enumerate(dealt):
            if len(cards) != hand.keep:
                raise HandSizeError(
                    f"{hand.table.names[seat]} is given {len(cards)} cards, but a deal for "
                    f"{hand.table.size} players gives each {hand.keep}")
        return hand._dealt_as(dealer, dealt, upcard, stock_top)

    @classmethod
    def arranged_unchecked(cls, rules: Rules, dealer: int,
                           hands: Sequence[Iterable[Card | str] | str], upcard: Card | str,
                           stock_top: Iterable[Card | str] | str = (), *,
                           players: Sequence[str] | Table | None = None) -> RummyHand:
        """A position from the middle of a hand, as ``arranged`` but with each seat
        holding from 1 to a deal's cards: nothing checks that the sizes add up from any
        deal, so it may be a position no real hand reaches. For tests of a single move
        only: everything a learner sees (lessons, puzzles) is dealt by ``arranged``."""
        hand, dealt = cls._given(rules, dealer, hands, players)
        if any(not 1 <= len(h) <= hand.keep for h in dealt):
            raise HandSizeError(f"each player needs from 1 to {hand.keep} cards")
        return hand._dealt_as(dealer, dealt, upcard, stock_top)

    @classmethod
    def _given(cls, rules: Rules, dealer: int, hands: Sequence[Iterable[Card | str] | str],
               players: Sequence[str] | Table | None
               ) -> tuple[RummyHand, tuple[tuple[Card, ...], ...]]:
        """A hand at the table the names make, and the cards each seat is given."""
        names = players if players is not None else tuple(
            f"Player {i + 1}" for i in range(len(hands)))
        table = names if isinstance(names, Table) else Table.of(names)
        if len(hands) != table.size:
            raise HandSizeError(f"{table.size} players need {table.size} hands, "
                                f"not {len(hands)}")
        return cls(rules, dealer, 0, table=table), tuple(as_cards(h) for h in hands)

    def _dealt_as(self, dealer: int, dealt: tuple[tuple[Card, ...], ...], upcard: Card | str,
                  stock_top: Iterable[Card | str] | str) -> RummyHand:
        """Start this hand from the given cards: the upcard, then the stock."""
        up = parse_card(upcard) if isinstance(upcard, str) else upcard
        top = as_cards(stock_top)
        used = [*(c for h in dealt for c in h), up, *top]
        twice = next((c for i, c in enumerate(used) if c in used[:i]), None)
        if twice is not None:
            raise DuplicateCardError(f"a card is given twice: {twice.code}")
        rest = [c for c in full_deck() if c not in set(used)]
        first = self.state
        self._start(replace(first, hands=dealt, stock=tuple(reversed([*top, *rest])),
                            discard=(up,), upcard=up, events=(Event(dealer, "upcard", up),)))
        return self

    # -- reading -------------------------------------------------------------------
    @property
    def result(self) -> RummyResult | None:
        return self.state.result

    def winner(self) -> int | None:
        res = self.state.result
        return None if res is None else res.winner_seat

    def new_stocks(self) -> tuple[tuple[Card, ...], ...]:
        """Each new stock the pile was turned into, in draw order (no shuffle: a record
        need not list them, but replays read the same shape as gin's)."""
        return ()

    @property
    def pile_turns_left(self) -> int:
        return max(0, self.rules.pile_turns - self.state.pile_turns)

    def plays(self, seat: int | None = None) -> Plays:
        """What ``seat`` (default: the player to act) can meld and lay off now."""
        st = self.state
        return find_plays(st.hands[st.to_act if seat is None else seat], st.table,
                          self.ace_high)

    def _legal(self, st: RummyState) -> list[Action]:
        if st.phase is Phase.DRAW:
            acts = []
            if st.stock or (st.discard and self.pile_turns_left):
                acts.append(Action.draw_stock())
            if st.discard:
                acts.append(Action.take(st.discard[-1]))
            return acts
        if st.phase is not Phase.DISCARD:
            return []
        hand = st.hands[st.to_act]
        acts = []
        plays = find_plays(hand, st.table, self.ace_high)
        if not (self.rules.one_meld_per_turn and st.melds_this_turn):
            acts.extend(Action.meld(m) for m in plays.melds
                        if self._leaves_a_way_out(st, hand, m) is None)
        acts.extend(Action.lay_off(c, st.table[i].cards) for c, i in plays.layoffs
                    if self._leaves_a_way_out(st, hand, (c,)) is None)
        acts.extend(Action.discard(c) for c in sort_hand(hand) if self._may_discard(st, c))
        return acts

    def _may_discard(self, st: RummyState, card: Card) -> bool:
        return card != st.just_taken or self.rules.discard_taken_card

    def _leaves_a_way_out(self, st: RummyState, hand: tuple[Card, ...],
                          cards: Sequence[Card]) -> Step | None:
        """Why putting ``cards`` on the table would leave the player stuck (or break the
        rule that going out ends with a discard), or None."""
        rest = [c for c in hand if c not in cards]
        if not rest:
            if self.rules.out_without_discard:
                return None
            return Step("refuse.rummy.keep_discard")
        if not any(self._may_discard(st, c) for c in rest):
            return Step("refuse.rummy.stuck", {"card": rest[0]})
        return None

    def view(self, player: int, *, scores: Sequence[int] | None = None,
             players: Sequence[str] | None = None,
             game_phase: GamePhase | None = None) -> PlayerView:
        """What ``player`` may know now: own cards, the table's melds with their owners,
        every seat's count of cards and the cards it took from the pile and still holds."""
        st = self.state
        self.table.check_seat(player)
        names = tuple(players) if players is not None else self.table.names
        over = st.phase.is_over
        seats = tuple(
            SeatView(seat=seat, name=names[seat], card_count=len(st.hands[seat]),
                     known=(sort_hand(st.hands[seat]) if seat == player or over
                            else taken_and_held(st.events, seat, st.hands[seat])),
                     team=self.table.team_of(seat),
                     score=None if scores is None else int(scores[seat]),
                     melds=tuple(m.cards for m in st.table if m.owner == seat))
            for seat in self.table.seats)
        mine = st.to_act == player
        return PlayerView(
            player=player, dealer=st.dealer, phase=st.phase, to_act=st.to_act,
            rules=self.rules, hand=sort_hand(st.hands[player]), discard_pile=st.discard,
            upcard=st.upcard, stock_count=len(st.stock), seats=seats, events=st.events,
            just_taken=st.just_taken if mine else None,
            just_drawn=st.just_drawn if mine else None, knock_limit=0,
            legal_actions=tuple(self.legal_actions()) if mine and not over else (),
            stock_runs_down_at=0, reshuffles_left=self.pile_turns_left,
            cards_dealt=self.keep, game_phase=game_phase,
            table_melds=tuple((m.owner, m.cards) for m in st.table), hand_flow="rummy",
            result=st.result)

    # -- why not ---------------------------------------------------------------------
    def _why_illegal(self, act: Action) -> Step:
        st = self.state
        k = act.kind
        hand = st.hands[st.to_act]
        if k is ActionKind.NEXT_HAND:
            return Step("refuse.hand_not_over")
        if k in (ActionKind.PASS, ActionKind.KNOCK, ActionKind.GIN, ActionKind.BIG_GIN,
                 ActionKind.SHOW):
            return Step("refuse.rummy.no_such", {"move": "move_" + k.name.lower()})
        if st.phase is Phase.DRAW:
            if k is ActionKind.TAKE:
                if not st.discard:
                    return Step("refuse.rummy.pile_empty")
                return Step("refuse.top_only", {"card": st.discard[-1]})
            if k is ActionKind.DRAW_STOCK:
                return Step("refuse.rummy.no_turn_left")
            return Step("refuse.rummy.draw_first")
        if k in (ActionKind.DRAW_STOCK, ActionKind.TAKE):
            return Step("refuse.rummy.drawn")
        cards = act.melds[0] if act.melds else ()
        if k is ActionKind.DISCARD:
            assert act.card is not None
            if act.card not in hand:
                return Step("refuse.not_held", {"card": act.card})
            return Step("refuse.rummy.taken", {"card": act.card})
        if k is ActionKind.MELD:
            missing = next((c for c in cards if c not in hand), None)
            if missing is not None:
                return Step("refuse.not_held", {"card": missing})
            problem = meld_refusal(cards, self.ace_high)
            if problem is not None:
                return problem
            if self.rules.one_meld_per_turn and st.melds_this_turn:
                return Step("refuse.rummy.one_meld")
            return (self._leaves_a_way_out(st, hand, cards)
                    or Step("refuse.rummy.meld_not_now"))
        # LAY_OFF
        card = act.card
        assert card is not None
        if card not in hand:
            return Step("refuse.not_held", {"card": card})
        target = next((m for m in st.table if m.cards == cards), None)
        if target is None:
            return Step("refuse.rummy.no_meld", {"cards": cards})
        if not fits(card, target, self.ace_high):
            return _why_not_fit(card, target, self.ace_high)
        return (self._leaves_a_way_out(st, hand, (card,))
                or Step("refuse.rummy.layoff_not_now"))

    # -- acting ----------------------------------------------------------------------
    def _next(self, st: RummyState, act: Action) -> RummyState:
        p = st.to_act
        hand = st.hands[p]
        k = act.kind
        if k is ActionKind.TAKE:
            top = st.discard[-1]
            return replace(st, phase=Phase.DISCARD, discard=st.discard[:-1],
                           hands=with_hand(st.hands, p, (*hand, top)), just_taken=top,
                           just_drawn=None, events=(*st.events, Event(p, "take", top)))
        if k is ActionKind.DRAW_STOCK:
            events = st.events
            if not st.stock:  # turned over, not shuffled: the first discard comes up first
                st = replace(st, stock=tuple(reversed(st.discard)), discard=(),
                             pile_turns=st.pile_turns + 1)
                events = (*events, Event(p, "turn_pile"))
            drawn = st.stock[-1]
            return replace(st, phase=Phase.DISCARD, stock=st.stock[:-1],
                           hands=with_hand(st.hands, p, (*hand, drawn)), just_taken=None,
                           just_drawn=drawn, events=(*events, Event(p, "draw")))
        if k is ActionKind.MELD:
            cards = act.melds[0]
            rest = tuple(c for c in hand if c not in cards)
            meld = TableMeld(p, cards, len({c.rank for c in cards}) > 1)
            nxt = replace(st, hands=with_hand(st.hands, p, rest), table=(*st.table, meld),
                          melds_this_turn=st.melds_this_turn + 1, laid_this_turn=True,
                          events=(*st.events, Event(p, "meld", None, cards)))
            return self._out(nxt) if not rest else nxt
        if k is ActionKind.LAY_OFF:
            card = act.card
            assert card is not None
            rest = tuple(c for c in hand if c != card)
            table = tuple(m.with_card(card) if m.cards == act.melds[0] else m for m in st.table)
            grown = next(m for m in table if card in m.cards)
            nxt = replace(st, hands=with_hand(st.hands, p, rest), table=table,
                          laid_this_turn=True,
                          events=(*st.events, Event(p, "lay_off", card, grown.cards)))
            return self._out(nxt) if not rest else nxt
        if k is ActionKind.DISCARD:
            assert act.card is not None
            rest = tuple(c for c in hand if c != act.card)
            shown = st.shown
            if st.laid_this_turn and p not in shown:
                shown = tuple(sorted((*shown, p)))
            nxt = replace(st, hands=with_hand(st.hands, p, rest),
                          discard=(*st.discard, act.card),
                          events=(*st.events, Event(p, "discard", act.card)))
            if not rest:
                return self._out(nxt)
            nxt = replace(nxt, phase=Phase.DRAW, to_act=self.table.next(p, st.active),
                          just_taken=None, just_drawn=None, melds_this_turn=0,
                          laid_this_turn=False, shown=shown)
            if not nxt.stock and nxt.pile_turns >= self.rules.pile_turns:
                return replace(nxt, phase=Phase.DRAWN, to_act=st.dealer)
            return nxt
        raise IllegalActionError(  # pragma: no cover
            Step("refuse.unexpected", {"action": str(act)}))

    def _out(self, st: RummyState) -> RummyState:
        p = st.to_act
        done = replace(st, phase=Phase.SCORED, just_taken=None, just_drawn=None,
                       events=(*st.events, Event(p, "out")))
        return replace(done, result=_score(done, p, self.table, self.table.names))

