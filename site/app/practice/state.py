"""The practice page's state: one object, made by the controller at start and handed to
every part of the page (no module keeps state of its own), and the family table that
draws the game being played.

A family's table module (``Family.practice_table`` in :mod:`gintutor.families`:
``app.practice.gin``, ``app.practice.rummy``) draws that family's own part of the table
and offers: ``SEAT_CARDS`` (seats show their cards face down), ``SINGLE_PICK`` (the hand
picks one card at a time), ``render_table(st, view)``, ``update_buttons(st)``,
``render_end(st)``, ``one_card(st, chosen)``, and the handlers of its own controls.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gintutor import practice as pr

#: The learner's table preferences (hand grouping, fast computer), kept across games.
PREFS_KEY = "gin-tutor.practice.view"
GROUPS = ("suit", "melds")
OWNER_KEY = pr.SAVE_KEY + ".owner"  # the tab that keeps the saved game: its token
#: Seconds between two of the computer's moves, so a learner can follow each one.
PACE_S = 0.7
#: A hand the learner watches (they sit it out, or watch the other card table): the
#: words that say so stand alone this long before the first move, and the moves, one
#: after another with no move of the learner's between, come slower.
WATCH_FIRST_S = 2.5
WATCH_PACE_S = 1.5
#: The lines of the hand being played shown open in "What happened"; its earlier lines
#: fold away, saying how many (so do the hands before it).
LOG_OPEN = 12


@dataclass
class PageState:
    """Everything the practice page keeps between two events."""

    lang: str
    #: the table preferences: {"group": "suit"|"melds", "fast": bool}
    prefs: dict[str, Any]
    #: the game being played (set by the first deal or restore)
    session: pr.PracticeSession = field(init=False)
    #: the learner's hand on the page (app.common.CardPicker)
    picker: Any = None
    #: "What happened": (hand title, lines) per hand
    log: list[tuple[str, list[str]]] = field(default_factory=list)
    steps_shown: int = 0
    pending: str | None = None  # the move the coach held back
    hint: Any = None  # the hint's action, while it is shown
    order: tuple[int, list[str]] | None = None  # (hand number, codes): the learner's order
    run: int = 0  # bumped by every move: a paced computer turn of an older one stops
    busy: bool = False  # the computer's paced turn is under way
    step_at: str | None = None  # "stock" or "pile": where the computer's last step happened
    step_words: str = ""  # the computer's last step in words, shown while it goes on
    more_spreads: bool = False
    computer_steps: int = 0  # read by the benchmark (data-step)
    # this tab and the saved game
    token: str = ""
    owner: bool = False
    lost: bool = False
    restore_failed: bool = False
    #: (game, hand number, hand over, deal over) when the finished hands were last kept
    kept_at: tuple[str, int, bool, bool] | None = None
    # asked of the session once per position
    drawn_key: tuple[int, int] | None = None
    drawn: Any = None
    spreads_key: tuple[int, int] | None = None
    spreads: list[Any] = field(default_factory=list)
    tasks: list[Any] = field(default_factory=list)  # the paced turns, alive until they end
    tables: dict[str, Any] = field(default_factory=dict)  # the family tables, by module
    #: whom the log speaks to (the session's ``voice.me``) when it was last written: with
    #: several people it is written anew when the device passes on ("" before the first)
    log_for: int | None | str = ""

    def table(self) -> Any:
        """The module drawing the table of the game being played (its family's)."""
        from gintutor.families import family_of_variant

        name = family_of_variant(self.session.game.variant.name).practice_table
        assert name is not None, "every family that practice plays names its table"
        if name not in self.tables:
            from ginrules.core.loading import load_named

            # from the page's own zip (static/start.mjs makes the import system see it)
            self.tables[name] = load_named(name)
        return self.tables[name]


def legal_texts(session: pr.PracticeSession) -> list[str]:
    """The learner's legal moves now, as the page's buttons name them."""
    return [str(a) for a in session.legal()]
