"""The one registry of hand flows: for each value of a variant's ``hand_flow``, the class
that plays one hand, the advisor that answers its decisions and the beginner's move.

Every consumer asks here instead of testing the flow's name: :class:`~ginrules.table.game.Game`
deals a hand with :meth:`HandFlowEntry.hand_class`, :func:`ginrules.players.styles.advise` and
:func:`ginrules.players.opponent.choose` call :meth:`HandFlowEntry.advise` and
:meth:`HandFlowEntry.beginner`. A new hand flow is one entry here (and its
``HandFlow`` value in :mod:`ginrules.table.variants`); no ``if`` on a name elsewhere.

The entries name their code as ``"module:attribute"`` (the way the tutor's
``FLOW_SESSIONS`` names a session) and load it on first use: this module imports no hand,
advisor or view, so asking it costs a page nothing it does not play (a lesson page never
loads the advisor), and the modules it names may all ask it without an import circle.

>>> hand_flow("rummy").hand_class().__name__, hand_flow("gin").hand_class().__name__
('RummyHand', 'Hand')
>>> hand_flow("poker")
Traceback (most recent call last):
...
ginrules.core.errors.VariantError: unknown hand flow 'poker'; the hand flows are 'gin', 'rummy'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ginrules.core.errors import VariantError
from ginrules.core.loading import load_named
from ginrules.table.endings import ENDINGS, HandEnding

__all__ = ["HAND_FLOWS", "HandFlowEntry", "hand_flow"]


def _load(ref: str) -> Any:
    """The attribute a ``"module:attribute"`` reference names (a module of ginrules, as
    ``"gin.hand:Hand"``)."""
    return load_named(f"ginrules.{ref}")


@dataclass(frozen=True)
class HandFlowEntry:
    """One hand flow: its name (a variant's ``hand_flow``) and where its parts are.

    ``hand``: the class that plays one hand (a ``flow.HandMachine``, built as
    ``cls(rules, dealer, seed, table=..., variant=..., save_version=...)``);
    ``advise``: ``f(view, style) -> Advice`` for any view of such a hand, ``style`` one of
    gin's advisor styles (``CLUB``, ``EXPERT``: a flow reads what it needs of it, such as
    ``read_opponent``); ``beginner``: ``f(view) -> Action``, the beginner's move when
    there is a choice; ``determinize``: ``f(view, deal, rng_state) -> hand``, a playable
    hand equal to the view with a guess at its hidden cards (:mod:`ginrules.players.sampler`);
    ``playout``: ``f(hand, seat) -> int``, the hand played to its end fast, the seat's
    net points (:mod:`ginrules.players.playout`); ``policy_playout``: the same with the flow's
    best fast policy (the master's playouts; the beginner's rule where a flow has none
    better); ``improve``: ``f(held, dealt, drawn) -> (kept, thrown)``, a seat's hidden
    cards as a player of this flow would hold them after its draws from the stock
    (:func:`ginrules.players.sampler.plausible_deal`; empty: the flow has no such model and its
    seats keep what they were dealt); ``gives_up_with``: ``f(view, played, better) ->
    steps``, what a move gives up against a better one, said first in a verdict
    (:mod:`ginrules.players.costs`).

    How a hand of this flow is kept in a record (:mod:`ginrules.records`):
    ``record_parts_with``: ``f(game, hand) -> (melds, layoffs, credits, points, at_end)``,
    the parts of a finished hand's record that differ between flows (``at_end``: what the
    record adds of the table at the end, such as Rummy's final melds);
    ``deal_recorded_with``: ``f(rules, table, variant, record) -> hand``, the hand dealt
    as a record says, no move played yet. How its hands can end: :attr:`endings`.

    How the master (:mod:`ginrules.players.search`) searches this flow: ``master_budget`` (guessed
    deals per decision, and how many of its advisor's best moves it plays out; None: the
    search's ``MASTER_SAMPLES`` and ``MASTER_WIDTH``) and ``search_every_discard`` (weigh
    every discard by playouts, as in the last draws of the stock; off: only there).
    Measured per flow with ``benchmarks/tournament.py`` (docs/engine.md)."""

    name: str
    hand: str
    advise_with: str
    beginner_move: str
    determinize_with: str
    playout_with: str
    policy_playout_with: str
    record_parts_with: str
    deal_recorded_with: str
    gives_up_with: str = ""
    improve_with: str = ""
    master_budget: tuple[int, int] | None = None
    search_every_discard: bool = False

    @property
    def endings(self) -> tuple[HandEnding, ...]:
        """Every way a hand of this flow can end (:mod:`ginrules.table.endings`), in the
        order a choice of them is offered, the drawn hand last."""
        return tuple(ending for ending in ENDINGS if self.name in ending.flows)

    def hand_class(self) -> Callable[..., Any]:
        """The class that plays one hand of this flow."""
        cls: Callable[..., Any] = _load(self.hand)
        return cls

    def advise(self, view: Any, style: Any) -> Any:
        """The advice for ``view`` (an :class:`~ginrules.players.advice.Advice`). The last answer
        is kept for the same view object and style: the master asks the advisor about
        the position the hint then explains, and the review about the move it then
        names (Rummy's expert advice costs tens of milliseconds in the browser)."""
        last = _LAST_ADVICE[0] if _LAST_ADVICE else None
        if last is not None and last[0] is view and last[1] is style:
            return last[2]
        advice = _load(self.advise_with)(view, style)
        _LAST_ADVICE[:] = [(view, style, advice)]
        return advice

    def beginner(self, view: Any) -> Any:
        """The beginner's move for ``view`` (an :class:`~ginrules.core.actions.Action`)."""
        return _load(self.beginner_move)(view)

    def determinize(self, view: Any, deal: Any, rng_state: int) -> Any:
        """A playable hand of this flow equal to ``view``, with the hidden cards as
        ``deal`` (a :class:`~ginrules.players.sampler.Deal`) guesses them."""
        return _load(self.determinize_with)(view, deal, rng_state)

    def playout(self, hand: Any, seat: int) -> int:
        """Play ``hand`` (of this flow) to its end fast, every seat with the beginner's
        rule; ``seat``'s net points (:mod:`ginrules.players.playout`)."""
        net: int = _load(self.playout_with)(hand, seat)
        return net

    def policy_playout(self, hand: Any, seat: int) -> int:
        """Play ``hand`` to its end fast with the flow's best fast policy for every seat
        (:mod:`ginrules.gin.policy` in gin); ``seat``'s net points."""
        net: int = _load(self.policy_playout_with)(hand, seat)
        return net

    def gives_up(self, view: Any, played: Any, better: Any) -> tuple[Any, ...]:
        """What ``played`` gives up against ``better`` at ``view`` (explanation steps;
        none for a flow that says nothing)."""
        if not self.gives_up_with:
            return ()
        steps: tuple[Any, ...] = _load(self.gives_up_with)(view, played, better)
        return steps

    def improve(self, held: Any, dealt: Any, drawn: Any) -> tuple[Any, Any]:
        """A seat's hidden cards after its stock draws (``held``: its cards everyone
        knows, ``dealt``: its guessed hidden cards, ``drawn``: guessed stock draws, each
        in turn) as this flow's model of a player keeps them: (hidden cards kept, cards
        thrown). A flow without a model keeps ``dealt`` and throws ``drawn``."""
        if not self.improve_with:
            return dealt, drawn
        kept: tuple[Any, Any] = _load(self.improve_with)(held, dealt, drawn)
        return kept

    def record_parts(self, game: Any, hand: Any) -> tuple[Any, ...]:
        """The parts of finished ``hand``'s record (of ``game``) this flow writes its own
        way: (melds, layoffs, credits, points, at_end), as :mod:`ginrules.records` keeps
        them."""
        parts: tuple[Any, ...] = _load(self.record_parts_with)(game, hand)
        return parts

    def deal_recorded(self, rules: Any, table: Any, variant: Any, record: Any) -> Any:
        """A hand of this flow dealt as one hand's ``record`` says, no move played yet."""
        return _load(self.deal_recorded_with)(rules, table, variant, record)


#: The last advice given: (view, style, advice). A view is immutable and held here, so
#: the same object is the same position (an advice depends on nothing else).
_LAST_ADVICE: list[tuple[Any, Any, Any]] = []

#: Every hand flow by name, in the order the variants introduce them.
HAND_FLOWS: dict[str, HandFlowEntry] = {entry.name: entry for entry in (
    HandFlowEntry("gin", hand="gin.hand:Hand", advise_with="gin.advisor:advise_gin",
                  beginner_move="players.opponent:beginner_gin",
                  determinize_with="players.sampler:determinize_gin",
                  playout_with="players.playout:playout_gin",
                  policy_playout_with="players.playout:playout_gin_policy",
                  record_parts_with="records:gin_parts", deal_recorded_with="records:gin_deal",
                  gives_up_with="players.costs:gin_gives_up",
                  improve_with="gin.policy:kept_after_draws"),
    HandFlowEntry("rummy", hand="rummy.hand:RummyHand", advise_with="rummy.advisor:advise_for",
                  beginner_move="rummy.advisor:beginner_move",
                  determinize_with="players.sampler:determinize_rummy",
                  playout_with="players.playout:playout_rummy",
                  policy_playout_with="players.playout:playout_rummy_policy",
                  record_parts_with="records:rummy_parts",
                  deal_recorded_with="records:rummy_deal",
                  gives_up_with="players.costs:rummy_gives_up",
                  master_budget=(16, 2), search_every_discard=True),
)}


def hand_flow(name: str) -> HandFlowEntry:
    """The entry of the hand flow ``name``; VariantError for a name no variant uses."""
    entry = HAND_FLOWS.get(name) if isinstance(name, str) else None
    if entry is None:
        known = ", ".join(repr(n) for n in HAND_FLOWS)
        raise VariantError(f"unknown hand flow {name!r}; the hand flows are {known}")
    return entry
