"""Who sits where at a practice table: each seat a person, with the name they gave, or
a computer player at a strength. One person is the practice of old (the learner against
the computer); two or more share one device and pass it on before each person's turn
(the session's hand-over, :meth:`gintutor.practice.session.PracticeSession.handover`).

A seating comes from outside (a save, the page's form), so reading one is strict: a
person's name is 1 to :data:`NAME_LIMIT` characters, no two people share a name, at least
one seat is a person, and a computer plays at a strength the engine has. What is wrong
raises :class:`SeatingError`, which says so in words a person understands."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gintutor.practice.words import WORDS, strength_name

__all__ = ["NAME_LIMIT", "SeatChoice", "SeatingError", "parse_seating", "seating_dict"]

#: The longest name a person may give (it stands in sentences and on narrow screens).
NAME_LIMIT = 20


class SeatingError(ValueError):
    """A seating that cannot be played: ``key`` and ``values`` are the reason in the
    practice page's words (:meth:`say`); ``seat`` the seat it is about (None: the whole
    seating). ``str(error)`` is the English sentence."""

    def __init__(self, key: str, seat: int | None = None, **values: Any) -> None:
        self.key, self.seat, self.values = key, seat, values
        super().__init__(self.say("en"))

    def say(self, lang: str = "en") -> str:
        """The reason in ``lang``, naming the seat (counted from 1) it is about."""
        values = dict(self.values)
        if "strengths" in values:
            values["strengths"] = [strength_name(x, lang) for x in values["strengths"]]
        reason = WORDS.say(f"seats.error.{self.key}", lang, **values)
        if self.seat is None:
            return reason
        return WORDS.say("seats.error.at_seat", lang, n=self.seat + 1, reason=reason)


@dataclass(frozen=True)
class SeatChoice:
    """One seat: a person (``name``) or a computer player (``strength``)."""

    name: str = ""
    strength: str = ""

    @property
    def is_person(self) -> bool:
        return bool(self.name)

    def to_dict(self) -> dict[str, str]:
        return {"person": self.name} if self.is_person else {"computer": self.strength}


def _name(raw: object, seat: int) -> str:
    if not isinstance(raw, str):
        raise SeatingError("not_text", seat)
    name = " ".join(raw.split())
    if not name:
        raise SeatingError("no_name", seat)
    if len(name) > NAME_LIMIT:
        raise SeatingError("too_long", seat, n=NAME_LIMIT)
    if any(not ch.isprintable() for ch in name):
        raise SeatingError("control", seat)
    return name


def parse_seating(raw: Any, seats: int, strengths: Sequence[str]) -> tuple[SeatChoice, ...]:
    """A seating read from its stored form, a list of ``{"person": name}`` or
    ``{"computer": strength}``, one per seat. Raises :class:`SeatingError` for anything
    that is not a seating of ``seats`` seats."""
    if not isinstance(raw, list):
        raise SeatingError("not_list")
    if len(raw) != seats:
        raise SeatingError("count", seats=seats, n=len(raw))
    out: list[SeatChoice] = []
    for seat, entry in enumerate(raw):
        if not (isinstance(entry, dict) and len(entry) == 1
                and {"person", "computer"} & set(entry)):
            raise SeatingError("who", seat)
        if "person" in entry:
            out.append(SeatChoice(name=_name(entry["person"], seat)))
        elif entry.get("computer") in strengths:
            out.append(SeatChoice(strength=str(entry["computer"])))
        else:
            raise SeatingError("strength", seat, strengths=list(strengths))
    if not any(c.is_person for c in out):
        raise SeatingError("nobody")
    named: set[str] = set()
    for seat, c in enumerate(out):  # the second person of a name is the one to rename
        if c.is_person and c.name.casefold() in named:
            raise SeatingError("twice", seat, name=c.name)
        named.add(c.name.casefold())
    return tuple(out)


def seating_dict(seating: Sequence[SeatChoice]) -> list[dict[str, str]]:
    """The stored form :func:`parse_seating` reads."""
    return [c.to_dict() for c in seating]
