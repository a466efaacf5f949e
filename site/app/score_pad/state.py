"""The score pad page's one state: the kept games and what the entry form is doing.

Made once by :func:`app.score_pad.main` and handed to every part of the page; only
:meth:`PadPage.keep` writes the pad to storage, after every change."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.common import load_text, save_text, set_aside

from gintutor.score_pad import BACKUP_KEY, SAVE_KEY, PadBook, ScorePad


@dataclass
class PadPage:
    """``book``: every kept game (the open one is ``book.pad``). ``editing``: the entry
    index of the hand the form is changing (None: the form enters the next hand).
    ``table``: the card table the form enters a hand for (two tables). ``lost``: stored
    text could not be read and could not be kept aside either, so the page does not write
    over it."""

    lang: str
    book: PadBook = field(default_factory=PadBook)
    editing: int | None = None
    table: int = 0
    lost: bool = False

    @property
    def pad(self) -> ScorePad | None:
        return self.book.pad

    def keep(self) -> None:
        """Store the pad after a change (storage full or off: the page says so once and
        goes on; the games stay on this page)."""
        if self.lost:
            return
        save_text(SAVE_KEY, self.book.to_json())

    def set_aside(self, text: str) -> None:
        """Stored text the pad cannot read: kept under BACKUP_KEY and taken away, and the
        page says so; when it cannot be kept, it stays and nothing is written over it."""
        set_aside(SAVE_KEY, text, "stored_score_pad", BACKUP_KEY)
        self.lost = load_text(SAVE_KEY) is not None
