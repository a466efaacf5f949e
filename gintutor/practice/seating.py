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

__all__ = ["NAME_LIMIT", "SeatChoice", "SeatingError", "parse_seating", "seating_dict"]

#: The longest name a person may give (it stands in sentences and on narrow screens).
NAME_LIMIT = 20


class SeatingError(ValueError):
    """A seating that cannot be played, with the reason in words."""


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
        raise SeatingError(f"seat {seat + 1}: a person's name must be text")
    name = " ".join(raw.split())
    if not name:
        raise SeatingError(f"seat {seat + 1}: a person needs a name")
    if len(name) > NAME_LIMIT:
        raise SeatingError(f"seat {seat + 1}: the name {name[:NAME_LIMIT]!r}… is longer than "
                           f"{NAME_LIMIT} characters")
    if any(not ch.isprintable() for ch in name):
        raise SeatingError(f"seat {seat + 1}: the name may not hold control characters")
    return name


def parse_seating(raw: Any, seats: int, strengths: Sequence[str]) -> tuple[SeatChoice, ...]:
    """A seating read from its stored form, a list of ``{"person": name}`` or
    ``{"computer": strength}``, one per seat. Raises :class:`SeatingError` for anything
    that is not a seating of ``seats`` seats."""
    if not isinstance(raw, list):
        raise SeatingError("the seats must be a list, one entry per seat")
    if len(raw) != seats:
        raise SeatingError(f"this game has {seats} seats, not {len(raw)}")
    out: list[SeatChoice] = []
    for seat, entry in enumerate(raw):
        if not (isinstance(entry, dict) and len(entry) == 1
                and {"person", "computer"} & set(entry)):
            raise SeatingError(f"seat {seat + 1}: say a person's name or a computer's strength")
        if "person" in entry:
            out.append(SeatChoice(name=_name(entry["person"], seat)))
        elif entry.get("computer") in strengths:
            out.append(SeatChoice(strength=str(entry["computer"])))
        else:
            known = ", ".join(strengths)
            raise SeatingError(f"seat {seat + 1}: a computer plays at one of: {known}")
    people = [c.name.casefold() for c in out if c.is_person]
    if not people:
        raise SeatingError("at least one seat must be a person")
    twice = next((c.name for c in out if c.is_person and people.count(c.name.casefold()) > 1),
                 None)
    if twice is not None:
        raise SeatingError(f"two people are called {twice!r}: give each their own name")
    return tuple(out)


def seating_dict(seating: Sequence[SeatChoice]) -> list[dict[str, str]]:
    """The stored form :func:`parse_seating` reads."""
    return [c.to_dict() for c in seating]
