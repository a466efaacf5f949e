"""A record to review, read from outside: a kept practice game or a file from
``python -m ginrules selfplay`` (:mod:`ginrules.records`), checked before anything is
shown.

Everything is read through ``ginrules.core.reader`` (bounded in size and depth); every hand
is dealt again from its record and its moves played with the rules, so a file that is
too big, not JSON, of another format, or holds a deal or a move the rules do not allow
is refused with a :class:`ReviewError` that says which, in the learner's language.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ginrules.core.actions import Action
from ginrules.core.errors import GinRulesError, InputError
from ginrules.core.reader import as_object, parse_json
from ginrules.gin.hand import Hand
from ginrules.records import READABLE_RECORDS, SELFPLAY_FORMAT, record_table, replay_hand
from ginrules.rummy.hand import RummyHand
from ginrules.table.rules import Rules
from ginrules.table.seats import Table
from ginrules.table.variants import Variant, find_variant
from ginrules.table.view import PlayerView
from gintutor.practice.kept import hand_number, scores_before
from gintutor.review.words import WORDS

__all__ = ["MAX_RECORD_CHARS", "Position", "ReviewError", "ReviewRecord"]

#: The largest record the review reads (a long game with every hand is well below).
MAX_RECORD_CHARS = 1_000_000


class ReviewError(InputError):
    """A record the review cannot read: ``key`` names the reason among the review's
    words (``bad.<key>``) and ``values`` fill it in; ``say(lang)`` is the message."""

    def __init__(self, key: str, **values: Any) -> None:
        self.key = key
        self.values = values
        super().__init__(self.say("en"))

    def say(self, lang: str) -> str:
        return WORDS.say(f"bad.{self.key}", lang, **self.values)


@dataclass(frozen=True)
class Position:
    """One step of a hand as the reviewed seat saw it: its ``view`` before ``move`` (the
    ``mover``'s action; None for the end of the hand, the view then after the last)."""

    view: PlayerView
    mover: int | None
    move: Action | None


def _text_list(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise ValueError(what)
    return list(value)


def _seat(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("a seat")
    return int(value)


def _hand_shape(raw: Any) -> dict[str, Any]:
    """One hand's record with the fields a replay reads of the right kinds (ValueError)."""
    hand = as_object(raw, "a hand")
    moves = hand.get("moves")
    if not isinstance(moves, list) or not all(
            isinstance(m, dict) and isinstance(m.get("action"), str) for m in moves):
        raise ValueError("moves")
    for m in moves:
        _seat(m.get("seat"))
    new_stocks = hand.get("new_stocks", [])
    if not isinstance(new_stocks, list):
        raise ValueError("new stocks")
    seats = hand.get("seats")
    dealt = hand.get("dealt")
    if not isinstance(seats, list) or not isinstance(dealt, list):
        raise ValueError("seats or deal")
    return {**hand, "dealer": _seat(hand.get("dealer")), "seats": [_seat(s) for s in seats],
            "dealt": [_text_list(h, "a dealt hand") for h in dealt],
            "upcard": _text_list([hand.get("upcard")], "the upcard")[0],
            "stock": _text_list(hand.get("stock"), "the stock"),
            "new_stocks": [_text_list(s, "a new stock") for s in new_stocks]}


@dataclass(frozen=True)
class ReviewRecord:
    """A readable record: the game, its rules and table, every hand (checked to replay)
    and the seat a person played (``learner``; None in a computer-only game: the page
    asks which seat to review). ``data`` is the record as read, for the export."""

    variant: Variant
    rules: Rules
    table: Table
    hands: tuple[dict[str, Any], ...]
    learner: int | None
    data: dict[str, Any]

    @classmethod
    def from_json(cls, text: str) -> ReviewRecord:
        """Read a record from a file's text; ReviewError says why one is refused."""
        if len(text) > MAX_RECORD_CHARS:
            raise ReviewError("too_big", size=len(text) // 1000 + 1,
                              limit=MAX_RECORD_CHARS // 1000)
        try:
            data = parse_json(text, "the record", max_chars=MAX_RECORD_CHARS)
        except InputError as exc:
            raise ReviewError("not_json") from exc
        return cls.from_data(data)

    @classmethod
    def from_data(cls, data: Any) -> ReviewRecord:
        """Read a record already decoded (a kept practice game, an imported file)."""
        if not isinstance(data, dict) or data.get("format") != SELFPLAY_FORMAT or \
                isinstance(data.get("version"), bool) or \
                data.get("version") not in READABLE_RECORDS:
            raise ReviewError("format")
        try:
            variant = find_variant(str(data.get("variant")))
            rules = variant.check_rules(Rules.from_dict(data.get("rules")))
            players = _text_list(data.get("players"), "players")
            variant.check_seats(len(players))
            table = record_table(players, variant)
            raw_hands = data.get("hands")
            if not isinstance(raw_hands, list):
                raise ValueError("hands")
            hands = tuple(_hand_shape(h) for h in raw_hands)
        except (GinRulesError, ValueError, TypeError) as exc:
            raise ReviewError("shape") from exc
        if not hands:
            raise ReviewError("no_hands")
        if any(not h["seats"] or any(seat not in table.seats for seat in h["seats"])
               for h in hands):
            raise ReviewError("shape")
        learner = data.get("learner")
        if learner is not None and (isinstance(learner, bool) or learner not in table.seats):
            raise ReviewError("shape")
        record = cls(variant, rules, table, hands, learner, data)
        for index in range(len(hands)):
            record.positions(index, record.seats_of(index)[0])  # every hand replays
        return record

    # -- reading -----------------------------------------------------------------------
    def seats_of(self, index: int) -> tuple[int, ...]:
        """The seats that played hand ``index`` (the ones a review can follow)."""
        return tuple(self.hands[index]["seats"])

    def name(self, seat: int) -> str:
        return self.table.names[seat]

    def title(self, index: int) -> tuple[int, int | None]:
        """Hand ``index``'s number and, at two card tables, its table."""
        hand = self.hands[index]
        table = hand.get("table")
        return (hand_number(hand, index),
                table if isinstance(table, int) and not isinstance(table, bool) else None)

    def scores_before(self, index: int) -> Sequence[int] | None:
        """Each seat's game total before hand ``index``
        (:func:`gintutor.practice.kept.scores_before`)."""
        return scores_before(list(self.hands), index, self.table.size)

    def positions(self, index: int, seat: int) -> list[Position]:
        """Hand ``index`` step by step as ``seat`` saw it: before each move, then the
        end. ReviewError for a deal or a move the rules do not allow."""
        rec = self.hands[index]
        number = self.title(index)[0]
        try:
            hand: Hand | RummyHand = replay_hand(self.rules, self.table, self.variant, rec)
        except (GinRulesError, ValueError, KeyError) as exc:
            raise ReviewError("deal", hand=number) from exc
        scores = self.scores_before(index)
        out: list[Position] = []
        for n, move in enumerate(rec["moves"], 1):
            view = hand.view(seat, scores=scores)
            try:
                act = Action.parse(move["action"])
                hand.apply(act, move["seat"])
            except (GinRulesError, ValueError) as exc:
                raise ReviewError("illegal", hand=number, n=n,
                                  move=move["action"][:40]) from exc
            out.append(Position(view, move["seat"], act))
        if not hand.is_over:
            raise ReviewError("unfinished", hand=number)
        out.append(Position(hand.view(seat, scores=scores), None, None))
        return out

    def to_json(self) -> str:
        """The record as a file to keep or share (what was read, unchanged)."""
        return json.dumps(self.data, ensure_ascii=False, indent=1)
