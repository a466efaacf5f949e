"""Every game kept on the score pad, stored in the browser as one versioned JSON text.

The page keeps a :class:`PadBook` under :data:`SAVE_KEY`: several games, one of them open.
Stored text is read only through :mod:`ginrules.core.reader`, bounded, and every game is
entered again hand by hand, so a stored game is only ever what the engine scores. Text
that cannot be read raises :class:`~gintutor.score_pad.errors.PadSaveError`, which keeps
the text: the page stores it under :data:`BACKUP_KEY` before it writes anything over it,
so nothing is lost.

>>> from gintutor.score_pad.setup import PadSetup
>>> book = PadBook()
>>> pad = book.start(PadSetup.checked("gin", ("Ann", "Bob")))
>>> PadBook.from_json(book.to_json()).pad.setup.names
('Ann', 'Bob')
>>> try:
...     PadBook.from_json('{"format": "gintutor-score-pad", "version": 9}')
... except PadSaveError as err:
...     err.field, err.text, err.say("nl")[:24]
('save', '{"format": "gintutor-score-pad", "version": 9}', 'Dit scoreblok is bewaard')
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from ginrules.core.errors import GinRulesError, InputError
from ginrules.core.reader import as_int, as_object, parse_json

from .errors import PadError, PadSaveError
from .pad import SAVE_VERSION, ScorePad
from .setup import PadSetup

__all__ = ["BACKUP_KEY", "MAX_GAMES", "SAVE_FORMAT", "SAVE_KEY", "GameSummary", "PadBook"]

#: The ``localStorage`` key the page keeps the pad under.
SAVE_KEY = "gin-tutor.score-pad"
#: Where the page keeps stored text it could not read, before writing over it.
BACKUP_KEY = "gin-tutor.score-pad.unreadable"
SAVE_FORMAT = "gintutor-score-pad"
#: The most games the pad keeps.
MAX_GAMES = 40


@dataclass(frozen=True)
class GameSummary:
    """A kept game in the pad's list: its ``index``, ``title``, house ``rules``,
    ``players``, how many ``hands`` it has, whether it is ``over``, when it ``started``
    (as the page gave it) and whether it is the ``current`` one."""

    index: int
    title: str
    rules: str
    players: tuple[str, ...]
    hands: int
    over: bool
    started: str
    current: bool


class PadBook:
    """The games on the pad and which one is open (``current``, None: none)."""

    def __init__(self, games: Sequence[ScorePad] = (), current: int | None = None) -> None:
        self.games = list(games)
        self.current = current if current is not None and 0 <= current < len(self.games) \
            else (len(self.games) - 1 if self.games else None)

    @property
    def pad(self) -> ScorePad | None:
        """The open game."""
        return None if self.current is None else self.games[self.current]

    def start(self, setup: PadSetup, started: str = "") -> ScorePad:
        """A new game, open at once (PadError when the pad holds as many as it keeps)."""
        if len(self.games) >= MAX_GAMES:
            raise PadError("game", "error.too_many_games", most=MAX_GAMES)
        self.games.append(ScorePad(setup, started=started))
        self.current = len(self.games) - 1
        return self.games[-1]

    def add(self, pad: ScorePad) -> None:
        """Keep a game read from a file, and open it."""
        if len(self.games) >= MAX_GAMES:
            raise PadError("game", "error.too_many_games", most=MAX_GAMES)
        self.games.append(pad)
        self.current = len(self.games) - 1

    def open(self, index: int) -> ScorePad:
        self._check(index)
        self.current = index
        return self.games[index]

    def remove(self, index: int) -> None:
        """Throw a game away; the open one stays open (or the last, if it was this)."""
        self._check(index)
        del self.games[index]
        if self.current is not None and self.current > index:
            self.current -= 1
        if self.current is not None and self.current >= len(self.games):
            self.current = len(self.games) - 1 if self.games else None

    def _check(self, index: int) -> None:
        if isinstance(index, bool) or not 0 <= index < len(self.games):
            raise PadError("game", "error.no_game", n=index + 1 if isinstance(index, int)
                           else 0)

    def summaries(self, lang: str) -> tuple[GameSummary, ...]:
        """Every kept game for the pad's list, in ``lang``."""
        return tuple(GameSummary(i, pad.setup.title(lang), pad.rules_name(lang),
                                 pad.setup.names, len(pad.hands), pad.family.over, pad.started,
                                 i == self.current)
                     for i, pad in enumerate(self.games))

    # -- keeping it ----------------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION,
                           "current": self.current,
                           "games": [pad.to_dict() for pad in self.games]},
                          ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: object) -> PadBook:
        """The stored pad (empty text: an empty pad). PadSaveError, which keeps the text,
        says why it cannot be read."""
        if text is None or text == "":
            return cls()
        try:
            data = as_object(parse_json(text, "the stored score pad"), "the stored score pad")
        except InputError:
            raise PadSaveError(text, "error.save_unreadable") from None
        if data.get("format") != SAVE_FORMAT:
            raise PadSaveError(text, "error.save_not_pad")
        if data.get("version") != SAVE_VERSION:
            raise PadSaveError(text, "error.save_version")
        games = data.get("games")
        if not isinstance(games, list) or len(games) > MAX_GAMES:
            raise PadSaveError(text, "error.save_unreadable")
        kept = []
        for n, game in enumerate(games, start=1):
            try:
                kept.append(ScorePad.from_dict(game))
            except PadError as err:
                raise PadSaveError(text, "error.save_game_n", n=n, reason=err) from None
            except GinRulesError:
                raise PadSaveError(text, "error.save_game_unreadable", n=n) from None
        current = data.get("current")
        try:
            index = None if current is None else as_int(current, "the open game", minimum=0,
                                                         maximum=len(kept) - 1)
        except InputError:
            index = None
        return cls(kept, index)
