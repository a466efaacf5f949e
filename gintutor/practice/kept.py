"""Every finished practice hand, kept for the review (issue 27): the learner's games in
the replayable record format of ``python -m ginrules selfplay`` (:mod:`ginrules.records`),
each saying which seat was the learner's, so a game's hands can be opened again and a
record from the command line is read the same way.

Bounded: at most :data:`MAX_HANDS` hands in :data:`MAX_GAMES` games. When there are more,
the oldest hands go first (the oldest game's first hands; a game left with none goes),
but never a hand of the game being kept now. A game whose first hands went keeps the
rest, says how many went (``dropped``) and no longer carries the whole game's save (its
hands no longer add up to it).

Stored under :data:`KEPT_KEY` as versioned JSON, read back through ``ginrules.core.reader``:
text that cannot be read raises :class:`KeptHandsError` (the page keeps it aside and
starts with none).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ginrules.core.errors import InputError
from ginrules.core.reader import as_object, parse_json
from gintutor.practice.settings import LEARNER

if TYPE_CHECKING:
    from gintutor.practice.session import PracticeSession
    from gintutor.practice_set import SetPosition

__all__ = ["KEPT_FORMAT", "KEPT_KEY", "KEPT_VERSION", "MAX_GAMES", "MAX_HANDS",
           "KeptHands", "KeptHandsError", "hand_number", "one_hand_record",
           "played_positions", "position_key", "scores_before", "session_record",
           "set_position"]

#: The ``localStorage`` key the learner's kept hands are stored under.
KEPT_KEY = "gin-tutor.hands"
KEPT_FORMAT = "gin-tutor-hands"
KEPT_VERSION = 1
#: At most this many hands are kept, in at most this many games.
MAX_HANDS = 60
MAX_GAMES = 20
#: The seat name a record gives the learner in its ``strengths``.
LEARNER_STRENGTH = "learner"


class KeptHandsError(InputError):
    """The stored hands cannot be read (damaged, of another version, too big)."""


def session_record(session: PracticeSession) -> dict[str, Any]:
    """The practice game's finished hands as a replayable record (the self-play format,
    the whole game's save with it), with its ``id`` and the ``learner``'s seat."""
    from ginrules.records import finished_hands, selfplay_record

    game = session.game
    people = session.settings.people
    strengths = [LEARNER_STRENGTH if seat in people else session.settings.strength_of(seat)
                 for seat in game.table.seats]
    hands = finished_hands(game)
    again = session.again
    if again is not None:  # a deal played again: its hands alone, each with the score
        size = game.table.size  # before it (the hands before are the first play's)
        hands = [{**h, "before": list(scores_before(hands, j, size) or ())}
                 for j, h in enumerate(hands) if hand_number(h, j) >= again.number]
    record = selfplay_record(game, strengths, hands)
    extra = {} if again is None else {"again_of": again.of}
    return {**record, "id": session.kept_id, "learner": LEARNER, **extra}


def hand_number(hand: dict[str, Any], index: int) -> int:
    """A hand's number as its record says it (else its place in the record, from 1)."""
    number = hand.get("number")
    return number if isinstance(number, int) and not isinstance(number, bool) else index + 1


def scores_before(hands: list[dict[str, Any]], index: int, size: int) -> tuple[int, ...] | None:
    """Each seat's game total before hand ``index`` of a record's ``hands`` (``size``
    seats): the hand's own ``before`` when it carries it (a one-hand record), else the
    totals after the last hand of an earlier number (at two tables the hands of one
    number are played side by side, so the other table's hand of the same number is not
    before it); None where the record does not say them per seat."""
    def per_seat(value: Any) -> tuple[int, ...] | None:
        if isinstance(value, list) and len(value) == size and all(
                isinstance(t, int) and not isinstance(t, bool) for t in value):
            return tuple(value)
        return None

    if "before" in hands[index]:
        return per_seat(hands[index]["before"])
    number = hand_number(hands[index], index)
    earlier = [j for j in range(index) if hand_number(hands[j], j) < number]
    if not earlier:
        return tuple(0 for _ in range(size))
    return per_seat(hands[earlier[-1]].get("totals"))


#: What a one-hand record keeps of its game's record (the rest: the other hands, the
#: whole game's save and sheet, are not needed to play the hand again).
_ONE_HAND_KEEPS = ("format", "version", "variant", "players", "rules", "seed", "strengths",
                   "id", "learner")


def one_hand_record(record: dict[str, Any], index: int) -> dict[str, Any]:
    """Hand ``index`` of a record alone, as a record of its own: its number and the score
    before it kept (a position of the learner's practice set outlives the kept hands)."""
    hands = record["hands"]
    players = record.get("players")
    size = len(players) if isinstance(players, list) else 0
    hand = {**hands[index], "number": hand_number(hands[index], index),
            "before": list(scores_before(hands, index, size) or ())}
    return {**{k: record[k] for k in _ONE_HAND_KEEPS if k in record}, "hands": [hand]}


def position_key(record: dict[str, Any], index: int, step: int) -> str:
    """The name a position of a record goes by in the learner's practice set: its game's
    id (a record without one: its game, seats and seed), the hand and the step."""
    game = record.get("id")
    if not isinstance(game, str):
        players = record.get("players")
        seats = len(players) if isinstance(players, list) else 0
        game = f"{record.get('variant')}-{seats}-{record.get('seed')}"
    return f"{game[:80]}:{index}:{step}"


def set_position(record: dict[str, Any], index: int, step: int, seat: int,
                 idea: str) -> SetPosition:
    """The decision at ``step`` of hand ``index`` of a record, as the practice set keeps
    it: a one-hand record of its hand, the step, the seat and the idea it tests (the
    schedule is the set's)."""
    from gintutor.practice_set import SetPosition

    return SetPosition(position_key(record, index, step), str(record.get("variant")), idea,
                       one_hand_record(record, index), step, seat)


def played_positions(session: PracticeSession,
                     record: dict[str, Any]) -> list[SetPosition]:
    """The costly decisions of the hand just played (its key moments), as practice set
    positions: what the learner got wrong in play (``record``: the game's, as
    :func:`session_record` makes it). Their idea is read from the move and the best move
    (a retry of the position names it from what the move gave up too)."""
    from ginrules.core.actions import Action
    from gintutor.ideas import idea_for

    number = session.hand_number
    index = next((i for i, h in enumerate(record["hands"])
                  if hand_number(h, i) == number and LEARNER in h.get("seats", ())), None)
    if index is None:
        return []
    variant = str(record["variant"])
    out = []
    for d in session.hand_key_moments():
        if d.step is None:
            continue
        idea = idea_for(variant, Action.parse(d.action), Action.parse(d.best), ()).name
        out.append(set_position(record, index, d.step, LEARNER, idea))
    return out


@dataclass
class KeptHands:
    """The learner's kept games, oldest first, each a record (:func:`session_record`)."""

    games: list[dict[str, Any]] = field(default_factory=list)

    @property
    def hand_count(self) -> int:
        return sum(len(g["hands"]) for g in self.games)

    def find(self, wanted: str) -> dict[str, Any] | None:
        """The kept game of that id, or None."""
        return next((g for g in self.games if g.get("id") == wanted), None)

    def keep(self, record: dict[str, Any]) -> None:
        """Keep (or update) one game's record as the newest; then drop the oldest hands of
        other games while there are too many. A record with no finished hand is not kept."""
        self.games = [g for g in self.games if g.get("id") != record.get("id")]
        if not record.get("hands"):
            return
        self.games.append(record)
        while len(self.games) > MAX_GAMES:
            self.games.pop(0)
        while self.hand_count > MAX_HANDS and len(self.games) > 1:
            oldest = self.games[0]
            hands = oldest["hands"][1:]
            if not hands:
                self.games.pop(0)
                continue
            rest = {k: v for k, v in oldest.items() if k != "game"}
            self.games[0] = {**rest, "hands": hands, "dropped": int(oldest.get("dropped", 0)) + 1}

    def to_json(self) -> str:
        return json.dumps({"format": KEPT_FORMAT, "version": KEPT_VERSION, "games": self.games},
                          ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, raw: str | None) -> KeptHands:
        """The stored hands (none when nothing is stored). KeptHandsError says what is
        wrong with text that cannot be read."""
        if not raw:
            return cls()
        try:
            data = as_object(parse_json(raw, "the kept hands"), "the kept hands")
        except InputError as exc:
            raise KeptHandsError(str(exc)) from exc
        if data.get("format") != KEPT_FORMAT or data.get("version") != KEPT_VERSION:
            raise KeptHandsError("the kept hands are not of a version this page reads")
        games = data.get("games")
        if not isinstance(games, list) or not all(
                isinstance(g, dict) and isinstance(g.get("id"), str)
                and isinstance(g.get("hands"), list) for g in games):
            raise KeptHandsError("the kept hands are damaged (a game without its id or hands)")
        return cls(list(games))
