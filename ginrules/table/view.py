"""What one player may know about a hand: :class:`PlayerView`.

A view holds the player's own cards, the discard pile, the public log of the
hand (who drew from where, who discarded what, who passed), and for every seat
at the table a :class:`SeatView`: its name, how many cards it holds, the cards
it took from the discard pile and still holds, its score and team, whether it
plays this hand. It never holds
a card the player has not seen: the advisor and the computer opponent work from
a view only, so they cannot cheat.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, Literal

from ginrules.core.actions import Action
from ginrules.core.cards import Card, full_deck

if TYPE_CHECKING:
    from ginrules.gin.showdown import HandResult
    from ginrules.rummy.hand import RummyResult
    from ginrules.table.rules import Rules
    from ginrules.table.variants import HandFlow

__all__ = ["Event", "EventKind", "GamePhase", "Phase", "PlayerView", "SeatView"]


class Phase(Enum):
    """Where a hand stands. ``to_act`` says who must act in the playing phases."""

    FIRST_TURN = "first_turn"  # the upcard offer: non-dealer, then dealer: take or pass
    DRAW = "draw"  # draw from the stock or take the top discard
    DISCARD = "discard"  # 11 cards in hand: discard, knock, gin or big gin
    SHOW = "show"  # the knocker chooses which arrangement of melds to show
    SCORED = "scored"  # the hand is over and scored
    DRAWN = "drawn"  # the stock ran down to two cards: nobody scores, same dealer again

    @property
    def is_over(self) -> bool:
        return self in (Phase.SCORED, Phase.DRAWN)


class GamePhase(Enum):
    """Where a game stands around its hands."""

    PLAYING = "playing"  # a hand is being played
    BETWEEN_HANDS = "between_hands"  # the hand is over; any player may deal the next
    OVER = "over"  # someone reached the target


#: What happened in a hand's public log.
EventKind = Literal["upcard", "take", "pass", "draw", "discard", "knock", "gin", "big_gin",
                    "reshuffle", "meld", "lay_off", "turn_pile", "out"]


@dataclass(frozen=True, slots=True)
class Event:
    """One public event of the hand. ``card`` is None when the card is hidden
    (a draw from the stock, the face-down knock discard before the showdown)."""

    player: int
    kind: EventKind
    card: Card | None = None
    #: Rummy: the meld laid ('meld'), or the meld a card was laid off on as it is now
    cards: tuple[Card, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "kind": self.kind,
                               "card": None if self.card is None else self.card.code}
        if self.cards:
            out["cards"] = [c.code for c in self.cards]
        return out


@dataclass(frozen=True)
class SeatView:
    """What a player may know about one seat at the table."""

    seat: int
    name: str
    card_count: int
    known: tuple[Card, ...]  # cards it took from the pile and still holds (all, once scored)
    active: bool = True  # plays this hand (False: sits out, as a dealer may)
    team: int = 0
    score: int | None = None  # game total, when the hand is part of a game
    melds: tuple[tuple[Card, ...], ...] = ()  # melds it has on the table

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "card_count": self.card_count,
                "known": [c.code for c in self.known], "active": self.active,
                "team": self.team, "score": self.score,
                "melds": [[c.code for c in m] for m in self.melds]}


@dataclass(frozen=True)
class PlayerView:
    """Everything ``player`` may know now."""

    player: int
    dealer: int
    phase: Phase
    to_act: int
    rules: Rules
    hand: tuple[Card, ...]
    discard_pile: tuple[Card, ...]  # bottom first; the top card is the last
    upcard: Card  # the first upcard of the hand (Oklahoma's knock limit comes from it)
    stock_count: int
    seats: tuple[SeatView, ...]  # every seat at the table, this player's own included
    events: tuple[Event, ...]
    just_taken: Card | None  # the card this player just took from the pile (may not discard it)
    knock_limit: int
    legal_actions: tuple[Action, ...]  # empty unless it is this player's turn
    knocker: int | None = None
    #: once the hand is scored (everything is shown): gin's showdown or Rummy's going out
    result: HandResult | RummyResult | None = None
    stock_runs_down_at: int = 2  # stock cards left when it has run down (0: empty)
    reshuffles_left: int = 0  # times the discards may still become a new stock
    just_drawn: Card | None = None  # the card this player just drew from the stock
    cards_dealt: int = 10  # to each active seat
    game_phase: GamePhase | None = None  # None: a hand played on its own
    #: the other card table of a four-player game, as this seat may watch it (its hand
    #: there is empty): in pairs the partner's table
    elsewhere: tuple[PlayerView, ...] = ()
    #: Rummy: every meld on the table as (owner, cards), in the order they were laid
    table_melds: tuple[tuple[int, tuple[Card, ...]], ...] = ()
    #: the hand flow this view is of ('gin' or 'rummy'): the advisor and players read it
    hand_flow: HandFlow = "gin"

    @property
    def showdown(self) -> HandResult | None:
        """The result of a scored hand of gin's flow, a showdown (None: not scored yet,
        or a hand of another flow, whose ``result`` is its own kind)."""
        from ginrules.gin.showdown import HandResult

        return self.result if isinstance(self.result, HandResult) else None

    # -- the seats ---------------------------------------------------------------
    @property
    def others(self) -> tuple[SeatView, ...]:
        """The other seats that play this hand, in playing order after this player."""
        n = len(self.seats)
        order = [self.seats[(self.player + step) % n] for step in range(1, n)]
        return tuple(s for s in order if s.active)

    @property
    def other_seats(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.others)

    @property
    def known_elsewhere(self) -> tuple[Card, ...]:
        """Cards this player knows to be in another seat's hand."""
        return tuple(c for s in self.others for c in s.known)

    @property
    def hidden_elsewhere(self) -> int:
        """How many cards in the other hands this player cannot name."""
        return sum(max(0, s.card_count - len(s.known)) for s in self.others)

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def scores(self) -> tuple[int, ...] | None:
        """Game totals per seat, when the hand is part of a game."""
        if any(s.score is None for s in self.seats):
            return None
        return tuple(int(s.score or 0) for s in self.seats)

    @property
    def stock_draws_left(self) -> int:
        """Draws from the stock before the hand is drawn, counting the new stocks
        that reshuffles still to come will make (each is every card but the 20 in
        the hands and the top discard)."""
        in_hands = self.cards_dealt * sum(1 for s in self.seats if s.active)
        per_new_stock = 52 - in_hands - 1 - self.stock_runs_down_at
        return max(0, self.stock_count - self.stock_runs_down_at) + \
            self.reshuffles_left * per_new_stock

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.player and not self.phase.is_over

    @property
    def top_discard(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def draws(self) -> int:
        """How many draws (stock or pile) have been made in this hand."""
        return sum(1 for e in self.events if e.kind in ("draw", "take"))

    def unseen(self) -> frozenset[Card]:
        """Cards this player cannot locate: the stock plus the other players' hidden cards."""
        known = set(self.hand) | set(self.discard_pile) | set(self.known_elsewhere)
        return frozenset(c for c in full_deck() if c not in known)

    def discarded_by(self, player: int) -> tuple[Card, ...]:
        """Cards ``player`` discarded face up in this hand, in order."""
        return tuple(e.card for e in self.events
                     if e.player == player and e.kind == "discard" and e.card is not None)

    def passed_by(self, player: int) -> tuple[Card, ...]:
        """Face-up cards ``player`` declined: the upcard passed, or a top discard left
        lying when they drew from the stock."""
        out: list[Card] = []
        top: Card | None = None
        for e in self.events:
            if e.kind in ("discard", "upcard"):
                top = e.card
            elif e.kind in ("pass", "draw") and e.player == player and top is not None:
                out.append(top)
            elif e.kind == "take":
                top = None
        return tuple(out)

    def turns_ago(self, index: int) -> int:
        """How many of its own turns back the seat of event ``index`` made it: 1 for its
        latest turn, 2 for the turn before, and so on (a turn starts with a draw, a take
        or a pass).

        >>> from ginrules import Hand, Rules
        >>> h = Hand.arranged(Rules(), 1, ["AS 2S 3S 4S 5S 6S 7S 8S 9S KD",
        ...                                "AH 2H 3H 5C 7C 9C JD QD KH QS"], "TS")
        >>> for move in ("pass", "pass", "draw stock"):
        ...     h.apply(move)
        >>> v = h.view(1)
        >>> [(e.kind, v.turns_ago(i)) for i, e in enumerate(v.events) if e.player == 0]
        [('pass', 2), ('draw', 1)]
        """
        seat = self.events[index].player
        later = sum(1 for e in self.events[index + 1:]
                    if e.player == seat and e.kind in ("draw", "take", "pass"))
        return 1 + later

    def last_event(self, player: int, kinds: tuple[str, ...], card: Card) -> int | None:
        """The index of ``player``'s latest event of one of ``kinds`` with ``card`` (None:
        there is none): where a card was taken, discarded or passed."""
        return next((i for i in range(len(self.events) - 1, -1, -1)
                     if self.events[i].player == player and self.events[i].kind in kinds
                     and self.events[i].card == card), None)

    def taken_by(self, player: int) -> tuple[Card, ...]:
        """Cards ``player`` took from the discard pile in this hand."""
        return tuple(e.card for e in self.events
                     if e.player == player and e.kind == "take" and e.card is not None)

    def visible_cards(self) -> frozenset[Card]:
        """Every card this view shows (for checking that nothing hidden leaks)."""
        cards: set[Card] = set(self.hand) | set(self.discard_pile) | set(self.known_elsewhere)
        cards.add(self.upcard)
        cards.update(e.card for e in self.events if e.card is not None)
        cards.update(c for e in self.events for c in e.cards)
        cards.update(c for _, meld in self.table_melds for c in meld)
        for s in self.seats:
            cards.update(c for m in s.melds for c in m)
        for extra in (self.just_taken, self.just_drawn):
            if extra is not None:
                cards.add(extra)
        for a in self.legal_actions:
            if a.card is not None:
                cards.add(a.card)
            for m in a.melds:
                cards.update(m)
        return frozenset(cards)

    def visible_elsewhere(self) -> frozenset[Card]:
        """Every card the other card tables show (another deck: checked on its own)."""
        return frozenset(c for v in self.elsewhere for c in v.visible_cards())

    def to_dict(self) -> dict[str, Any]:
        """A JSON-friendly summary (card codes), e.g. for a page controller."""
        return {
            "player": self.player, "dealer": self.dealer, "phase": self.phase.value,
            "to_act": self.to_act, "my_turn": self.my_turn,
            "hand": [c.code for c in self.hand],
            "discard_pile": [c.code for c in self.discard_pile],
            "upcard": self.upcard.code, "stock_count": self.stock_count,
            "stock_runs_down_at": self.stock_runs_down_at,
            "reshuffles_left": self.reshuffles_left,
            "stock_draws_left": self.stock_draws_left,
            "seats": [s.to_dict() for s in self.seats],
            "events": [e.to_dict() for e in self.events],
            "just_taken": None if self.just_taken is None else self.just_taken.code,
            "just_drawn": None if self.just_drawn is None else self.just_drawn.code,
            "game_phase": None if self.game_phase is None else self.game_phase.value,
            "knock_limit": self.knock_limit,
            "legal_actions": [str(a) for a in self.legal_actions],
            "knocker": self.knocker,
            "scores": None if self.scores is None else list(self.scores),
            "players": list(self.players),
            "elsewhere": [v.to_dict() for v in self.elsewhere],
            "hand_flow": self.hand_flow,
            "table_melds": [{"owner": owner, "cards": [c.code for c in cards]}
                            for owner, cards in self.table_melds],
        }
