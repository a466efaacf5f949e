"""A game of Gin Rummy at one card table: a :class:`Game` plays hands (each its hand
flow's: gin's :class:`~ginrules.gin.hand.Hand`, Rummy's
:class:`~ginrules.rummy.hand.RummyHand`) to the target score with the rules engine's
:class:`~ginrules.table.sheet.ScoreSheet`, and saves and restores itself.

A game has an explicit :class:`~ginrules.table.view.Phase`, ``legal_actions()`` and
``apply(action)``, which always checks legality and says why an action is
refused. Everything is deterministic from the seed.

>>> from ginrules import Rules
>>> game = Game(Rules.preset("standard"), seed=1)
>>> game.phase
<Phase.FIRST_TURN: 'first_turn'>
>>> [str(a) for a in game.legal_actions()]  # doctest: +ELLIPSIS
['take ...', 'pass']
>>> game.apply("discard 2C")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ginrules.core.actions.IllegalActionError: first turn: take the upcard ... or pass
>>> game.apply("pass"); game.apply("pass"); game.apply("draw stock")
>>> game.phase
<Phase.DISCARD: 'discard'>
>>> game.undo()
Action.parse('draw stock')
>>> Game.from_json(game.to_json()).to_json() == game.to_json()
True
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from ginrules.core.actions import Action, ActionKind, IllegalActionError, SaveFileError
from ginrules.core.cards import Card, full_deck
from ginrules.core.errors import InputError
from ginrules.core.explain import Step
from ginrules.core.reader import parse_json
from ginrules.core.rng import Rng, derive_seed, sha256
from ginrules.gin.hand import DEFAULT_PLAYERS, Hand
from ginrules.table.flow import SAVE_FORMAT, SAVE_VERSION
from ginrules.table.hand_flows import hand_flow
from ginrules.table.rules import Rules
from ginrules.table.seats import Table
from ginrules.table.sheet import HandScore, ScoreSheet
from ginrules.table.variants import GIN, Variant, find_variant
from ginrules.table.view import GamePhase, Phase, PlayerView

if TYPE_CHECKING:
    # Rummy's engine is loaded by the hand flow that plays it (hand_flows), not here: a
    # page that plays gin never loads it.
    from ginrules.rummy.hand import RummyHand

__all__ = ["Cut", "Game", "next_dealer", "restore"]

_READABLE_VERSIONS = (1, 2)


# -- a game ------------------------------------------------------------------------
def next_dealer(rules: Rules, table: Table, dealer: int, result: HandScore | None) -> int:
    """Who deals the hand after one ``dealer`` dealt that ended with ``result`` (None: a
    drawn hand), by the preset's ``next_dealer``: the winner or the loser (a drawn hand:
    the same dealer), the player to the left after every hand, or ('winner_of_two') the
    winner when two play and the player to the left when more play.

    >>> from ginrules.gin.showdown import score_counts
    >>> table = Table(("Ann", "Bob"))
    >>> won_by_bob = score_counts(9, 3)
    >>> next_dealer(Rules(), table, 0, won_by_bob), next_dealer(Rules(), table, 0, None)
    (1, 0)
    >>> next_dealer(Rules(next_dealer="loser"), table, 0, won_by_bob)
    0
    """
    rule = rules.next_dealer
    if rule == "winner_of_two":
        rule = "winner" if table.size == 2 else "left"
    if rule == "left":  # after every hand, a drawn one too
        return table.next(dealer)
    if result is None:
        return dealer
    return result.winner_seat if rule == "winner" else result.loser_seat


@dataclass(frozen=True)
class Cut:
    """The cut for the first deal: each player cuts a card; the lower card deals."""

    cards: tuple[tuple[Card, ...], ...]  # one card per seat per round (a tie cuts again)
    dealer: int


def _cut(seed: int, seats: int) -> Cut:
    """Every seat cuts a card; the lowest deals, and a tie for the lowest cuts again."""
    rng = Rng(derive_seed(seed, "cut"))
    rounds: list[tuple[Card, ...]] = []
    while True:
        deck = list(full_deck())
        rng.shuffle(deck)
        cards = tuple(deck[:seats])
        rounds.append(cards)
        low = min(c.rank for c in cards)
        lowest = [seat for seat, c in enumerate(cards) if c.rank == low]
        if len(lowest) == 1:
            return Cut(tuple(rounds), lowest[0])


@dataclass
class _GameSnap:
    hand: Hand | RummyHand
    hand_states: int
    sheet: dict[str, Any]
    hand_number: int


class Game:
    """Hands of Gin Rummy to the target score.

    ``Game(rules, seed, players)``: the cut decides the first dealer; after each
    hand the preset's next-dealer rule applies (a drawn hand: the same dealer).
    Actions are the hand's actions plus ``next hand`` between hands. ``players``
    are the seats' names (or a :class:`~ginrules.table.seats.Table` with teams);
    ``variant`` the game (:mod:`ginrules.table.variants`).
    """

    def __init__(self, rules: Rules | None = None, seed: int = 0,
                 players: Sequence[str] | Table = DEFAULT_PLAYERS, *,
                 variant: Variant | str = GIN, save_version: int = SAVE_VERSION) -> None:
        self.variant = find_variant(variant)
        self.table = players if isinstance(players, Table) else Table.of(players)
        self.variant.check_seats(self.table.size)
        self.rules = self.variant.check_rules(rules if rules is not None else Rules.preset(
            self.variant.default_preset, self.variant))
        self.seed = seed
        self.players = self.table.names
        #: the save format whose rules this game follows (a restored version 1 game
        #: keeps the stock timing it began with, see :func:`stock_runs_down_at`)
        self.save_version = save_version
        self.cut = _cut(seed, self.table.size)
        self.sheet = ScoreSheet(self.rules, self.table)
        self.hand_number = 1
        self.hand = self._deal_hand(self.cut.dealer)
        self.actions: list[Action] = []
        self._undo: list[_GameSnap | None] = []  # None: the action was undone inside the hand

    @property
    def phase(self) -> Phase:
        return self.hand.phase

    @property
    def to_act(self) -> int:
        return self.hand.to_act

    @property
    def is_over(self) -> bool:
        return self.hand.is_over and bool(self.sheet.is_over)

    def legal_actions(self) -> list[Action]:
        if self.hand.is_over:
            return [] if self.sheet.is_over else [Action.next_hand()]
        return self.hand.legal_actions()

    @property
    def game_phase(self) -> GamePhase:
        if not self.hand.is_over:
            return GamePhase.PLAYING
        return GamePhase.OVER if self.sheet.is_over else GamePhase.BETWEEN_HANDS

    def view(self, player: int) -> PlayerView:
        """What ``player`` may know now; between hands every player may deal on."""
        phase = self.game_phase
        v = self.hand.view(player, scores=self.sheet.totals, game_phase=phase)
        if phase is GamePhase.BETWEEN_HANDS:
            v = replace(v, legal_actions=(Action.next_hand(),))
        return v

    def apply(self, action: Action | str, player: int | None = None) -> None:
        act = Action.parse(action) if isinstance(action, str) else action
        if act.kind is ActionKind.NEXT_HAND:
            if not self.hand.is_over:
                raise IllegalActionError(Step("refuse.hand_not_over"))
            if self.sheet.is_over:
                raise IllegalActionError(Step("refuse.game_over"))
            snap = _GameSnap(self.hand, len(self.hand.actions), self.sheet.to_dict(),
                             self.hand_number)
            self._next_hand()
            self._undo.append(snap)
            self.actions.append(act)
            return
        if self.hand.is_over:
            raise IllegalActionError(Step("refuse.game_over" if self.sheet.is_over
                                          else "refuse.hand_over_next"))
        sheet_before = self.sheet.to_dict()
        self.hand.apply(act, player)
        if self.hand.is_over:
            self._record()
            self._undo.append(_GameSnap(self.hand, len(self.hand.actions) - 1, sheet_before,
                                        self.hand_number))
        else:
            self._undo.append(None)
        self.actions.append(act)

    def _record(self) -> None:
        self.sheet.add_scored(self.hand.result)

    def _next_hand(self) -> None:
        self.hand_number += 1
        self.hand = self._deal_hand(next_dealer(self.rules, self.table, self.hand.dealer,
                                                self.hand.result))

    def _deal_hand(self, dealer: int) -> Hand | RummyHand:
        flow = hand_flow(self.variant.hand_flow).hand_class()
        hand: Hand | RummyHand = flow(
            self.rules, dealer, derive_seed(self.seed, "hand", self.hand_number),
            table=self.table, variant=self.variant, save_version=self.save_version)
        return hand

    def undo(self) -> Action:
        """Take back the last action (also across the end of a hand)."""
        if not self.actions:
            raise IllegalActionError(Step("refuse.nothing_to_undo"))
        snap = self._undo.pop()
        act = self.actions.pop()
        if snap is None:
            self.hand.undo()
        else:
            self.hand = snap.hand
            while len(self.hand.actions) > snap.hand_states:
                self.hand.undo()
            self.sheet = ScoreSheet.from_dict(snap.sheet)
            self.hand_number = snap.hand_number
        return act

    # -- save and restore ----------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "format": SAVE_FORMAT, "version": self.save_version,
            "rules": self.variant.rules_dict(self.rules), "seed": self.seed,
            "players": list(self.players),
            "actions": [str(a) for a in self.actions],
            "state": self._summary(),
        }
        if self.variant is not GIN:  # two-player gin saves read as they always have
            body["variant"] = self.variant.name
        if self.table.teams is not None:
            body["teams"] = list(self.table.teams)
        body["checksum"] = _checksum(body)
        return body

    def to_json(self) -> str:
        """The whole game as JSON: version-tagged, with a checksum."""
        return json.dumps(self.to_dict(), sort_keys=True, ensure_ascii=False)

    def _summary(self) -> dict[str, Any]:
        st = self.hand.state
        out = {"hand_number": self.hand_number, "phase": st.phase.value,
               "totals": [int(t) for t in self.sheet.totals],
               "hands": [[c.code for c in h] for h in st.hands],
               "discard": [c.code for c in st.discard], "stock": len(st.stock)}
        # A Rummy hand's state exists only once its module is loaded (by hand_flows).
        rummy = sys.modules.get("ginrules.rummy.hand")
        if rummy is not None and isinstance(st, rummy.RummyState):
            out["table"] = [m.text for m in st.table]
        return out

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Restore a saved game. Raises :class:`SaveFileError` for a damaged, tampered
        or unknown file."""
        try:
            data = parse_json(text, "the saved game")
        except InputError as exc:  # too big, too deep, not JSON: the reader says which
            raise SaveFileError(str(exc)) from exc
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        def build(data: dict[str, Any], version: int) -> Game:
            variant = find_variant(data.get("variant", GIN.name))
            names = _seed_and_names(data)
            variant.check_seats(len(names))
            table = Table.of(names, data.get("teams"))
            return cls(Rules.from_dict(data["rules"]), data["seed"], table, variant=variant,
                       save_version=version)

        return restore(data, _READABLE_VERSIONS, build)


class _Replayable(Protocol):
    """A game a save restores by replaying its moves (a Game, or a four-player Match)."""

    def apply(self, action: Action | str, player: int | None = None) -> None: ...

    def _summary(self) -> dict[str, Any]: ...


_G = TypeVar("_G", bound=_Replayable)


def restore(data: Any, versions: tuple[int, ...],
            build: Callable[[dict[str, Any], int], _G]) -> _G:
    """A saved game read back: the format, version and checksum checked, the game
    ``build`` makes from the save played move by move, and the state it reaches compared
    with the state saved. SaveFileError says what is wrong."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveFileError("this is not a saved Gin Rummy game")
    version = data.get("version")
    if isinstance(version, bool) or version not in versions:
        readable = " and ".join(str(v) for v in versions)
        shown = (repr(version) if isinstance(version, int) and abs(version) < 10 ** 9
                 else "of this kind")
        raise SaveFileError(f"saved game version {shown} is not supported "
                            f"(this program reads versions {readable})")
    if data.get("checksum") != _checksum(data):
        raise SaveFileError("the saved game is damaged or was changed (checksum mismatch)")
    try:
        game = build(data, int(version))
        for i, text in enumerate(data["actions"]):
            try:
                game.apply(str(text))
            except IllegalActionError as exc:
                raise SaveFileError(f"move {i + 1} ({text!r}) is not legal: {exc}") from exc
    except SaveFileError:
        raise
    except (ValueError, KeyError, TypeError) as exc:
        raise SaveFileError(f"the saved game cannot be read ({exc})") from exc
    if game._summary() != data.get("state"):
        raise SaveFileError("the saved game does not match its own moves (state mismatch)")
    return game


def _seed_and_names(data: dict[str, Any]) -> list[str]:
    """A save's players' names, once its seed and names are of the right kind."""
    seed, names = data["seed"], data["players"]
    if isinstance(seed, bool) or not isinstance(seed, int) or not isinstance(names, list):
        raise ValueError("bad seed or players")
    return [str(n) for n in names]


def _checksum(data: dict[str, Any]) -> str:
    body = {k: v for k, v in data.items() if k != "checksum"}
    text = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return sha256(text.encode("utf-8")).hex()
