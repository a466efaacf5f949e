"""What every hand flow shares: a stack of immutable states, the actions that led to
them, checked ``apply`` and ``undo``.

Gin's :class:`~ginrules.gin.hand.Hand` and Rummy's :class:`~ginrules.rummy.hand.RummyHand` are
two flows over this one machine: each says which actions are legal in a state, why
another is not, and what state an action leads to; the machine does the rest, the
same way for both.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Generic, Protocol, TypeVar

from ginrules.core.actions import Action, IllegalActionError
from ginrules.core.cards import Card, parse_card, parse_cards, sort_hand
from ginrules.core.explain import Step
from ginrules.table.view import Event, Phase

__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "FlowState", "HandMachine", "as_cards",
           "taken_and_held", "with_hand"]

SAVE_FORMAT = "ginrules-game"
#: Version 2: under ``stock_exhausted='reshuffle'`` the stock runs down when it
#: is empty. Version 1 saves (made when it ran down at two cards, as under
#: 'draw') still load and finish their game with the timing they began with.
SAVE_VERSION = 2


def as_cards(cards: Iterable[Card | str] | str) -> tuple[Card, ...]:
    """Cards given as text or as cards (an arranged deal)."""
    if isinstance(cards, str):
        return parse_cards(cards)
    return tuple(parse_card(c) if isinstance(c, str) else c for c in cards)


def with_hand(hands: tuple[tuple[Card, ...], ...], player: int,
              cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    """Every seat's cards with ``player``'s replaced by ``cards``."""
    return tuple(cards if seat == player else h for seat, h in enumerate(hands))


def taken_and_held(events: Iterable[Event], seat: int, hand: Iterable[Card]) -> tuple[Card, ...]:
    """The cards ``seat`` took from the discard pile and still holds: what the other
    players may name of its hand."""
    held = set(hand)
    return sort_hand({e.card for e in events if e.player == seat and e.kind == "take"
                      and e.card is not None and e.card in held})


class FlowState(Protocol):
    """The fields of a hand's state the machine reads."""

    @property
    def phase(self) -> Phase: ...

    @property
    def to_act(self) -> int: ...

    @property
    def dealer(self) -> int: ...


S = TypeVar("S", bound=FlowState)


class HandMachine(Generic[S]):
    """A hand as states and actions: ``state`` is the latest, ``dealt`` the first."""

    _states: list[S]
    actions: list[Action]
    _legal_cache: tuple[S, tuple[Action, ...]] | None

    def _start(self, first: S) -> None:
        self._states = [first]
        self.actions = []
        self._legal_cache = None

    def start_from(self, state: S) -> None:
        """Play on from ``state`` as if the hand began there (a search plays a guessed
        position out, :mod:`ginrules.players.sampler`); the moves before it are forgotten."""
        self._start(state)

    # -- what a flow says ------------------------------------------------------------
    def _legal(self, st: S) -> list[Action]:
        raise NotImplementedError

    def _why_illegal(self, act: Action) -> Step:
        """Why ``act`` is not legal now: a ``refuse.*`` word and its values."""
        raise NotImplementedError

    def _next(self, st: S, act: Action) -> S:
        raise NotImplementedError

    # -- reading -----------------------------------------------------------------------
    @property
    def state(self) -> S:
        return self._states[-1]

    @property
    def dealt(self) -> S:
        """The hand as it was dealt."""
        return self._states[0]

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def to_act(self) -> int:
        return self.state.to_act

    @property
    def dealer(self) -> int:
        return self.state.dealer

    @property
    def is_over(self) -> bool:
        return self.state.phase.is_over

    def moves(self) -> tuple[tuple[int, Action], ...]:
        """Every action of the hand so far with the seat that played it."""
        return tuple((st.to_act, act) for st, act in zip(self._states, self.actions,
                                                           strict=False))

    def legal_actions(self) -> list[Action]:
        st = self.state
        if self._legal_cache is not None and self._legal_cache[0] is st:
            return list(self._legal_cache[1])
        acts = tuple(self._legal(st))
        self._legal_cache = (st, acts)
        return list(acts)

    # -- acting ------------------------------------------------------------------------
    def apply(self, action: Action | str, player: int | None = None) -> None:
        """Play ``action`` (an :class:`Action` or its text) for the player to act.

        Raises :class:`IllegalActionError` saying why when it is not allowed now.
        """
        act = Action.parse(action) if isinstance(action, str) else action
        st = self.state
        if st.phase.is_over:
            raise IllegalActionError(Step("refuse.hand_over"))
        if player is not None and player != st.to_act:
            raise IllegalActionError(Step("refuse.not_your_turn"))
        if act not in self.legal_actions():
            raise IllegalActionError(self._why_illegal(act))
        self._states.append(self._next(st, act))
        self.actions.append(act)

    def undo(self) -> Action:
        """Take back the last action; returns it. Raises IllegalActionError if none."""
        if not self.actions:
            raise IllegalActionError(Step("refuse.nothing_to_undo"))
        self._states.pop()
        return self.actions.pop()
