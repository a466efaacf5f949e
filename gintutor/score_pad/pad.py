"""One game kept on the score pad: its setup and the hands entered, and every figure
recomputed from them by the engine whenever they change.

Adding, editing and deleting a hand all go the same way: the new list of hands is
entered again from the first, through the family's pad (the family registry's
``score_pad``), so everything after a changed hand is recomputed; a change that leaves a
later hand impossible (the game now ends before it, its player no longer plays) is
refused and nothing changes. Undo goes back one change.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ginrules.core.cards import format_cards
from ginrules.core.errors import GinRulesError, InputError
from ginrules.core.loading import load_named
from ginrules.core.reader import as_object, as_str, parse_json
from gintutor.families import family_of_variant
from gintutor.rules_text import preset_name

from .entry import PadHand
from .errors import PadError, PadSaveError
from .frame import PadFamily
from .gin import needs_upcard
from .setup import PadSetup
from .view import Deal, SheetView
from .words import WORDS

__all__ = ["GAME_FORMAT", "MAX_HANDS", "SAVE_VERSION", "UNDO_DEPTH", "ScorePad", "pad_class"]

#: The format of one game exported as a file.
GAME_FORMAT = "gintutor-score-pad-game"
SAVE_VERSION = 1
#: The most hands a game keeps (a long game has a few dozen).
MAX_HANDS = 400
#: How many changes undo can take back.
UNDO_DEPTH = 30


def pad_class(game: str) -> type[PadFamily]:
    """The pad of the family that plays ``game`` (its ``score_pad`` in
    :mod:`gintutor.families`), imported when a game of that family is first kept."""
    family = family_of_variant(game)
    if family.score_pad is None:  # pragma: no cover  (every family has one)
        raise PadError("game", "error.game", game=game)
    found: type[PadFamily] = load_named(family.score_pad)
    return found


class ScorePad:
    """A game on the pad: ``setup``, the ``hands`` entered (each as kept, its dealer
    filled in) and ``started`` (what the page says of when it began, kept as given).
    ``ScorePad(setup, hands)`` enters the hands; a hand that cannot be raises PadError."""

    def __init__(self, setup: PadSetup, hands: Sequence[PadHand] = (), *,
                 started: str = "") -> None:
        self.setup = setup
        self.started = started
        self._undo: list[tuple[PadHand, ...]] = []
        self.hands, self.family = self._entered(tuple(hands))

    def _entered(self, hands: tuple[PadHand, ...], changed: int | None = None,
                 deleted: bool = False) -> tuple[tuple[PadHand, ...], PadFamily]:
        """Every hand entered again from the first. A hand after ``changed`` that can no
        longer be is refused as a later hand (its index before the change)."""
        family = pad_class(self.setup.game)(self.setup)
        kept = []
        for i, hand in enumerate(hands):
            try:
                kept.append(family.enter(i, hand))
            except PadError as err:
                if changed is None or (i == changed and not deleted):
                    raise
                raise PadError("hand", "error.later", index=i + 1 if deleted else i,
                               reason=err) from None
        return tuple(kept), family

    # -- changing it -------------------------------------------------------------
    def add(self, hand: PadHand) -> None:
        """Enter the next hand (PadError: nothing changes). Nothing before it changes, so
        it is entered on its own: a family checks a hand before it keeps any of it."""
        if len(self.hands) >= MAX_HANDS:
            raise PadError("hand", "error.too_many", most=MAX_HANDS)
        kept = self.family.enter(len(self.hands), hand)
        self._undo = [*self._undo, self.hands][-UNDO_DEPTH:]
        self.hands = (*self.hands, kept)

    def edit(self, index: int, hand: PadHand) -> None:
        """Replace hand ``index`` (from 0) and recompute everything after it; a hand that
        does not say who dealt keeps the dealer it had."""
        old = self.hand(index)
        if hand.dealer is None:
            hand = replace(hand, dealer=old.dealer)
        self._change((*self.hands[:index], hand, *self.hands[index + 1:]), index)

    def delete(self, index: int) -> None:
        """Take hand ``index`` out and recompute everything after it."""
        self.hand(index)
        self._change((*self.hands[:index], *self.hands[index + 1:]), index, deleted=True)

    def undo(self) -> bool:
        """Take back the last change (False: there is none)."""
        if not self._undo:
            return False
        self.hands, self.family = self._entered(self._undo.pop())
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def needs_upcard(self) -> bool:
        """Whether each hand must say its first upcard (these house rules read it): the
        entry form asks for it."""
        return needs_upcard(self.family.rules)

    def _change(self, hands: tuple[PadHand, ...], changed: int, deleted: bool = False) -> None:
        kept, family = self._entered(hands, changed, deleted)
        self._undo = [*self._undo, self.hands][-UNDO_DEPTH:]
        self.hands, self.family = kept, family

    def hand(self, index: int) -> PadHand:
        """Hand ``index`` (from 0) as kept; PadError for one that is not there."""
        if isinstance(index, bool) or not 0 <= index < len(self.hands):
            raise PadError("hand", "error.no_hand", n=index + 1 if isinstance(index, int)
                           else 0)
        return self.hands[index]

    # -- reading it --------------------------------------------------------------
    def rules_name(self, lang: str) -> str:
        """The house rules' name: the preset's, saying so when options were changed."""
        name = preset_name(self.setup.preset, lang, self.setup.variant)
        return WORDS.say("rules.changed", lang, preset=name) if self.setup.options else name

    def deals(self, lang: str) -> tuple[Deal, ...]:
        """The next deal at each card table: the entry form's seats and dealer."""
        return self.family.deals(lang)

    def sheet(self, lang: str) -> SheetView:
        """The whole game as the page shows it, in ``lang``."""
        fam, setup = self.family, self.setup
        table = fam.table
        endings = tuple(ending.name for ending in fam.endings)
        return SheetView(setup.game, setup.title(lang), self.rules_name(lang), table.names,
                         table.teams or (), fam.parts(lang), fam.standings(lang),
                         fam.deals(lang), endings, fam.over, fam.outcome(lang),
                         len(self.hands), self.can_undo)

    def hand_fields(self, index: int, lang: str) -> dict[str, str]:
        """Hand ``index`` as the entry form's fields (what :func:`read_hand` reads), its
        cards in ``lang``'s letters: to edit it."""
        hand = self.hand(index)
        fields = {"ending": hand.ending, "player": _text(hand.player),
                  "dealer": _text(hand.dealer), "table": str(hand.table),
                  "upcard": _card_text(hand, lang)}
        for seat in range(len(self.setup.names)):
            fields[f"count.{seat}"] = _text(hand.count(seat))
            fields[f"cards.{seat}"] = format_cards(hand.cards_of(seat), lang)
        groups = hand.meld_groups() or ()
        fields["melds"] = "; ".join(format_cards(group, lang) for group in groups)
        return fields

    def export_text(self, lang: str) -> str:
        """The sheet as plain text in ``lang``, to paste into a message or print."""
        view = self.sheet(lang)
        lines = [WORDS.say("export.title", lang, game=view.title, rules=view.rules),
                 WORDS.say("export.players", lang, names=list(view.players))]
        for part in view.parts:
            lines.append("")
            if part.title:
                lines.append(part.title)
            for row in part.rows:
                lines.append(row.line)
                if view.teams:  # pairs: each card table's hand under the team's line
                    lines.extend(WORDS.say("export.table", lang, table=hand.table + 1,
                                           players=[view.players[s] for s in hand.seats],
                                           summary=hand.summary) for hand in row.hands)
            said = {row.line for row in part.rows}
            lines.extend(line for line in part.lines if line not in said)  # totals, the end
        if view.standings:
            lines += ["", WORDS.say("export.standings", lang)]
            lines.extend(row.words for row in view.standings)
        if view.outcome and len(view.parts) > 1:
            lines += ["", *view.outcome]
        if view.deals:
            lines += ["", *(deal.words for deal in view.deals)]
        return "\n".join(lines) + "\n"

    # -- keeping it ----------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"setup": self.setup.to_dict(),
                                "hands": [h.to_dict() for h in self.hands]}
        if self.started:
            body["started"] = self.started
        if self._undo:
            body["undo"] = [[h.to_dict() for h in hands] for hands in self._undo]
        return body

    @classmethod
    def from_dict(cls, data: object) -> ScorePad:
        """A stored game, read through the one reader; InputError for a shape that is not
        one, PadError for a game whose hands cannot be."""
        body = as_object(data, "a game")
        hands = _hands(body.get("hands", []))
        undo = body.get("undo", [])
        if not isinstance(undo, list) or len(undo) > UNDO_DEPTH:
            raise InputError(f"a game keeps at most {UNDO_DEPTH} changes to undo")
        pad = cls(PadSetup.from_dict(body.get("setup")), hands,
                  started=as_str(body.get("started", ""), "when the game began", max_chars=40))
        pad._undo = [tuple(_hands(before)) for before in undo]
        return pad

    def export_json(self) -> str:
        """This game as a file: versioned JSON that :meth:`from_json` reads back."""
        body = {"format": GAME_FORMAT, "version": SAVE_VERSION, **self.to_dict()}
        body.pop("undo", None)
        return json.dumps(body, ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, text: object) -> ScorePad:
        """A game from an exported file; PadSaveError (keeping the text) says why not."""
        try:
            data = as_object(parse_json(text, "the file"), "the file")
            if data.get("format") != GAME_FORMAT:
                raise PadSaveError(text, "error.save_not_pad")
            if data.get("version") != SAVE_VERSION:
                raise PadSaveError(text, "error.save_version")
            return cls.from_dict(data)
        except PadSaveError:
            raise
        except PadError as err:
            raise PadSaveError(text, "error.save_game", reason=err) from None
        except GinRulesError:
            raise PadSaveError(text, "error.save_unreadable") from None


def _hands(value: object) -> list[PadHand]:
    if not isinstance(value, list) or len(value) > MAX_HANDS:
        raise InputError(f"a game's hands must be a list of at most {MAX_HANDS}")
    return [PadHand.from_dict(h) for h in value]


def _text(value: int | None) -> str:
    return "" if value is None else str(value)


def _card_text(hand: PadHand, lang: str) -> str:
    upcard = hand.upcard_card()
    return "" if upcard is None else format_cards((upcard,), lang)
