"""Every finished practice hand, kept for the review (issue 27): the learner's games in
the replayable record format of ``python -m ginrules selfplay`` (:mod:`ginrules.records`),
each saying which seat was the learner's, so a game's hands can be opened again and a
record from the command line is read the same way.

Bounded: at most :data:`MAX_HANDS` hands in :data:`MAX_GAMES` games. When there are more,
the oldest hands go first (the oldest game's first hands; a game left with none goes),
but never a hand of the game being kept now. A game whose first hands went keeps the
rest, says how many went (``dropped``) and no longer carries the whole game's save (its
hands no longer add up to it).

Stored under :data:`KEPT_KEY` as versioned JSON, read back through ``ginrules.reader``:
text that cannot be read raises :class:`KeptHandsError` (the page keeps it aside and
starts with none).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ginrules.errors import InputError
from ginrules.reader import as_object, parse_json
from gintutor.practice.settings import LEARNER

if TYPE_CHECKING:
    from ginrules.game import Game
    from ginrules.match import Match
    from gintutor.practice.session import PracticeSession

__all__ = ["KEPT_FORMAT", "KEPT_KEY", "KEPT_VERSION", "MAX_GAMES", "MAX_HANDS",
           "KeptHands", "KeptHandsError", "game_id", "session_record"]

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


def game_id(game: Game | Match) -> str:
    """The name a kept game goes by: its game, number of seats and seed ('gin-2-1234')."""
    return f"{game.variant.name}-{game.table.size}-{game.seed}"


def session_record(session: PracticeSession) -> dict[str, Any]:
    """The practice game's finished hands as a replayable record (the self-play format,
    the whole game's save with it), with its ``id`` and the ``learner``'s seat."""
    from ginrules.records import finished_hands, selfplay_record

    game = session.game
    strengths = [LEARNER_STRENGTH if seat == LEARNER else session.settings.strength
                 for seat in game.table.seats]
    record = selfplay_record(game, strengths, finished_hands(game))
    return {**record, "id": game_id(game), "learner": LEARNER}


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
