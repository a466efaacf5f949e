"""The score sheet as plain data for the page: what it draws, already in its language.

:class:`SheetView` is the whole game: its parts (one score sheet; in the tournament one
per meeting), the standings, the next deal at each card table and the game's end. Every
figure comes from the engine's :class:`~ginrules.table.sheet.ScoreSheet` (and its
``final()``), every sentence from the engine's words or the pad's: the page only lays
them out. :meth:`SheetView.as_dict` is the same as JSON-friendly data.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

__all__ = ["BonusRow", "Deal", "HandView", "SheetPart", "SheetRow", "SheetView", "StandingRow"]


@dataclass(frozen=True)
class Deal:
    """The next deal at one card table: ``table`` (0, or 1 at the second of two tables),
    who deals (``dealer``, None when the players cut for it first), who plays
    (``seats``) and ``words`` saying so."""

    table: int
    dealer: int | None
    seats: tuple[int, ...]
    words: str


@dataclass(frozen=True)
class HandView:
    """One entered hand at one card table: ``index`` is its place among the entries (to
    edit or delete it), ``table`` its card table, ``dealer`` who dealt (None: not known),
    ``seats`` who played, ``summary`` who won what, ``why`` the engine's explanation
    sentence by sentence, ``payments`` per seat of the whole table what the hand gave
    (+) or cost (-) each, ``by_cards`` whether it was entered by its cards."""

    index: int
    table: int
    dealer: int | None
    seats: tuple[int, ...]
    summary: str
    why: tuple[str, ...]
    payments: tuple[int, ...]
    by_cards: bool


@dataclass(frozen=True)
class SheetRow:
    """One line of a score sheet: ``label`` ('Hand 3'), ``line`` (the engine's sheet line
    for it), ``points`` per column what it added (None: nothing), ``totals`` per column
    after it, ``games`` (Hollywood) each game's totals after it, ``hands`` the card
    tables' hands it is made of (two in pairs)."""

    label: str
    line: str
    points: tuple[int | None, ...]
    totals: tuple[int, ...]
    games: tuple[tuple[int, ...], ...]
    hands: tuple[HandView, ...]


@dataclass(frozen=True)
class BonusRow:
    """A bonus of a finished game: which ``game`` (1, or 1 to 3 with Hollywood), its
    ``column``, ``kind`` ('game', 'shutout', 'box'), ``points`` and the engine's
    ``words``."""

    game: int
    column: int
    kind: str
    points: int
    words: str


@dataclass(frozen=True)
class SheetPart:
    """One score sheet: ``title`` ('' for the game's one sheet; a meeting's players in the
    tournament), ``columns`` (the players, or the teams in pairs), ``rows``, the running
    ``totals`` (bonuses not included; with Hollywood the three games together) and each
    game's (``games``: three with Hollywood, else empty), the ``target``; once ``over``:
    the ``bonuses``, ``final_totals``, ``winners`` (columns), whether there was a
    ``shutout`` and the ``settlement`` (per column, what each gains when every pair
    settles the difference). ``lines`` is the whole sheet in the engine's words."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[SheetRow, ...]
    totals: tuple[int, ...]
    games: tuple[tuple[int, ...], ...]
    target: int
    over: bool
    bonuses: tuple[BonusRow, ...]
    final_totals: tuple[int, ...]
    winners: tuple[int, ...]
    shutout: bool
    settlement: tuple[int, ...]
    lines: tuple[str, ...]


@dataclass(frozen=True)
class StandingRow:
    """A player's place in the tournament: games won, then points."""

    place: int
    seat: int
    name: str
    games: int
    points: int
    played: int
    words: str


@dataclass(frozen=True)
class SheetView:
    """The whole game as the page shows it: ``game`` (the variant), ``title``,
    ``rules`` (the house rules' name), ``players`` in seat order, ``teams`` (pairs: the
    team of each seat), ``parts``, ``standings`` (the tournament), ``deals`` (the next
    deal at each card table; none once the game is over), ``endings`` (how a hand of this
    game can end, for the entry form), whether the game is ``over`` and its ``outcome``
    in words, the number of ``hands`` entered and whether a change ``can_undo``."""

    game: str
    title: str
    rules: str
    players: tuple[str, ...]
    teams: tuple[int, ...]
    parts: tuple[SheetPart, ...]
    standings: tuple[StandingRow, ...]
    deals: tuple[Deal, ...]
    endings: tuple[str, ...]
    over: bool
    outcome: tuple[str, ...]
    hands: int
    can_undo: bool

    def as_dict(self) -> dict[str, Any]:
        """The view as JSON-friendly data (tuples as lists)."""
        return dataclasses.asdict(self)
