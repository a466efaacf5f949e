"""What a practice session keeps of a deal played again (issue 46): where the deal came
from, the first play (:class:`Play`) and, once measured, the strongest player's points.
The dealing and the measuring are :mod:`gintutor.practice.deal_again`'s; this module
holds only the note, so the session that keeps it does not import them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from ginrules.core.errors import InputError
from ginrules.core.reader import as_int

__all__ = ["Again", "AgainError", "Play"]


class AgainError(InputError):
    """A kept hand that cannot be dealt again (its game's save is gone or does not reach
    that deal)."""


@dataclass(frozen=True)
class Play:
    """One play of a deal from the learner's seat: the points it gave them (won minus
    paid), how many decisions they made and the share graded best or good (0-100; None:
    nothing to decide)."""

    net: int
    decisions: int
    accuracy: int | None


@dataclass(frozen=True)
class Again:
    """A deal played again: the kept game it came from (``of``, its id) and which hand
    (``index`` in that record's hands, ``number`` as the game counts it), how many of the
    game's moves came before that deal (``start``: the deal is the game's own, reached
    by them), the first play, and once it was measured what the strongest player scored
    there (``strongest_net``; :class:`StrongestPlay`)."""

    of: str
    index: int
    number: int
    start: int
    first: Play
    strongest_net: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Again | None:
        """A kept one (None: anything odd, as a restored game without it)."""
        try:
            first = data["first"]
            acc, best = first["accuracy"], data.get("strongest_net")
            return cls(str(data["of"])[:80], _int(data["index"]), _int(data["number"]),
                       _int(data["start"]),
                       Play(_int(first["net"]), _int(first["decisions"]),
                            None if acc is None else _int(acc)),
                       None if best is None else _int(best))
        except (KeyError, TypeError, ValueError, AttributeError):
            return None


def _int(value: Any) -> int:
    """A kept figure, through the one reader (a hand's points are far inside the bound)."""
    return as_int(value, "a kept figure", minimum=-100_000, maximum=100_000)
