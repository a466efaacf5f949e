"""One hand as the players report it at the table, and reading it from the page's form.

The quickest report first: how the hand ended (``ending``), who knocked, went gin or went
out (``player``) and what every other player still held (``counts``: deadwood in gin,
points in Rummy), typed as numbers. When the players disagree or want it explained, the
cards themselves (``cards``, per seat): the engine then arranges them, lays off, scores
and says why. A :class:`PadHand` is only what was said; whether it can be, and what it
scores, is the game family's to judge (:mod:`gintutor.score_pad.frame`).

>>> hand = read_hand({"ending": "knock", "player": "0", "count.0": "7", "count.1": "20"},
...                  seats=2, lang="en")
>>> hand.ending, hand.player, hand.counts, hand.by_cards
('knock', 0, (7, 20), False)
>>> read_hand({"ending": "knock", "player": "0", "cards.1": "9H 10♥ QQ"}, seats=2,
...           lang="en")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
gintutor.score_pad.errors.PadError: 'QQ' is not a card: write a rank and a suit, like 10H, ...
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ginrules.core.cards import Card, parse_card, parse_cards
from ginrules.core.errors import CardParseError, InputError
from ginrules.core.reader import as_int, as_object, as_str, parse_int
from ginrules.table.endings import ENDINGS as HAND_ENDINGS
from ginrules.table.seats import MAX_SEATS

from .errors import PadError

__all__ = ["ENDINGS", "MAX_COUNT", "PadHand", "read_hand"]

#: How a hand can end, as the pad's menus offer them: the engine's endings the players
#: report at the table (not an undercut, which scoring a knock finds); a family offers
#: its hand flow's (:attr:`gintutor.score_pad.frame.PadFamily.endings`).
ENDINGS = tuple(ending.name for ending in HAND_ENDINGS if ending.reported)
#: No count a player reports is larger (the most any hand holds is far below).
MAX_COUNT = 10_000
#: The longest text of cards a field takes (a whole hand is about 30 characters).
_MAX_CARDS_TEXT = 200


@dataclass(frozen=True)
class PadHand:
    """One hand as reported. ``ending``: one of :data:`ENDINGS`. ``player``: who knocked,
    went gin or went out (None for a drawn hand). ``counts``: per seat of the whole
    table, the deadwood (gin) or the points still held (Rummy), None where not given.
    ``cards``: per seat, the cards as codes ('' where none are given); when any are given
    the hand is entered by its cards and the counts are not used. ``melds``: the
    knocker's melds as shown, each meld's codes, melds separated by ';' ('': the engine
    chooses the knocker's best spread). ``upcard``: the hand's first upcard's code, where
    the house rules read it (Oklahoma's knock limit, spade doubling). ``dealer``: who dealt
    (None: the one the pad said deals). ``table``: the card table (0, or 1 at the second
    of two tables)."""

    ending: str
    player: int | None = None
    counts: tuple[int | None, ...] = ()
    cards: tuple[str, ...] = ()
    melds: str = ""
    upcard: str = ""
    dealer: int | None = None
    table: int = 0

    @property
    def by_cards(self) -> bool:
        """Whether the hand was entered by its cards (else by numbers)."""
        return any(self.cards)

    def count(self, seat: int) -> int | None:
        return self.counts[seat] if seat < len(self.counts) else None

    def cards_of(self, seat: int) -> tuple[Card, ...]:
        """The cards given for ``seat`` (none where none are given)."""
        text = self.cards[seat] if seat < len(self.cards) else ""
        return parse_cards(text, allow_duplicates=True) if text else ()

    def meld_groups(self) -> tuple[tuple[Card, ...], ...] | None:
        """The knocker's melds as given, or None when the engine is to choose."""
        if not self.melds.strip():
            return None
        return tuple(parse_cards(group, allow_duplicates=True)
                     for group in self.melds.split(";") if group.strip())

    def upcard_card(self) -> Card | None:
        return parse_card(self.upcard) if self.upcard else None

    # -- keeping it -------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"ending": self.ending, "player": self.player}
        if any(c is not None for c in self.counts):
            body["counts"] = list(self.counts)
        if self.by_cards:
            body["cards"] = list(self.cards)
        for name, value in (("melds", self.melds), ("upcard", self.upcard)):
            if value:
                body[name] = value
        if self.dealer is not None:
            body["dealer"] = self.dealer
        if self.table:
            body["table"] = self.table
        return body

    @classmethod
    def from_dict(cls, data: object) -> PadHand:
        """A stored hand, read through the one reader (InputError for anything else). Its
        cards are read again, so a stored hand holds only cards."""
        body = as_object(data, "a hand")
        ending = as_str(body.get("ending"), "how the hand ended", max_chars=10)
        if ending not in ENDINGS:
            raise InputError(f"a hand ends by {', '.join(ENDINGS)}, not {ending[:10]!r}")
        counts = _stored_list(body.get("counts", []), "the counts")
        cards = _stored_list(body.get("cards", []), "the cards")
        try:
            hand = cls(ending, _seat_or_none(body.get("player"), "the player"),
                       tuple(None if c is None else as_int(c, "a count", minimum=0,
                                                            maximum=MAX_COUNT)
                             for c in counts),
                       tuple(_codes(as_str(c, "a hand's cards", max_chars=_MAX_CARDS_TEXT))
                             for c in cards),
                       as_str(body.get("melds", ""), "the melds", max_chars=_MAX_CARDS_TEXT),
                       as_str(body.get("upcard", ""), "the upcard", max_chars=4),
                       _seat_or_none(body.get("dealer"), "the dealer"),
                       as_int(body.get("table", 0), "the table", minimum=0, maximum=1))
            hand.meld_groups()
            hand.upcard_card()
        except CardParseError as exc:
            raise InputError(f"a stored hand holds something that is not a card: {exc}") \
                from None
        return hand


def _stored_list(value: object, what: str) -> list[Any]:
    if not isinstance(value, list) or len(value) > MAX_SEATS:
        raise InputError(f"{what} must be a list of at most {MAX_SEATS} values")
    return value


def _seat_or_none(value: object, what: str) -> int | None:
    return None if value is None else as_int(value, what, minimum=0, maximum=MAX_SEATS - 1)


def _codes(text: str) -> str:
    """Cards as their codes, one space apart."""
    return " ".join(card.code for card in parse_cards(text, allow_duplicates=True))


def read_hand(fields: Mapping[str, str], seats: int, lang: str) -> PadHand:
    """A hand from the page's form, every value as text: ``ending``, ``player``,
    ``dealer`` and ``table`` (numbers, empty: none), ``count.<seat>`` (a whole number,
    empty: not given), ``cards.<seat>`` (cards as the players write them, in ``lang``'s
    letters or the codes: 'QH', '10♥', 'V♥'), ``melds`` (the knocker's melds, separated by
    ';'), ``upcard``. PadError names the field that cannot be read; whether the hand can
    be is judged when it is entered."""
    ending = fields.get("ending", "").strip()
    if ending not in ENDINGS:
        raise PadError("ending", "error.ending")
    counts = tuple(_number(fields, f"count.{seat}") for seat in range(seats))
    cards = tuple(_card_text(fields, f"cards.{seat}", lang) for seat in range(seats))
    melds = "; ".join(_card_text({"melds": group}, "melds", lang)
                      for group in fields.get("melds", "").split(";") if group.strip())
    upcard = fields.get("upcard", "").strip()
    if upcard:
        try:
            upcard = parse_card(upcard, lang).code
        except CardParseError as exc:
            raise PadError("upcard", "error.card", token=exc.token or upcard[:10]) from None
    return PadHand(ending, _number(fields, "player"), counts if any(
        c is not None for c in counts) else (), cards if any(cards) else (), melds, upcard,
        _number(fields, "dealer"), _number(fields, "table") or 0)


def _number(fields: Mapping[str, str], name: str) -> int | None:
    text = fields.get(name, "").strip()
    if not text:
        return None
    try:
        return parse_int(text, minimum=0, maximum=MAX_COUNT)
    except InputError:
        raise PadError(name, "error.number", text=text[:20]) from None


def _card_text(fields: Mapping[str, str], name: str, lang: str) -> str:
    """The cards typed in a field as codes; PadError names a word that is not a card."""
    text = fields.get(name, "")
    if len(text) > _MAX_CARDS_TEXT:
        raise PadError(name, "error.cards_long")
    try:
        cards = parse_cards(text, allow_duplicates=True, lang=lang)
    except CardParseError as exc:
        raise PadError(name, "error.card", token=(exc.token or text)[:10]) from None
    return " ".join(card.code for card in cards)
