"""Each person's own statistics when several people share one device (a practice game
played together): one tally per name, beside the one learner's (:data:`STATS_KEY`), so a
family's hands never mix into one person's figures or another's.

Stored under :data:`PEOPLE_KEY` as ``{"version": 1, "people": {name: tally}}``, each
tally in :class:`~gintutor.stats.tally.Stats`'s own form. At most :data:`MAX_PEOPLE`
names are kept: the one whose hand was counted longest ago leaves first."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field

from ginrules.core.reader import InputError, as_object, as_str, parse_json
from gintutor.stats.tally import HandLine, Stats, StatsError

__all__ = ["MAX_PEOPLE", "PEOPLE_KEY", "PeopleStats"]

PEOPLE_KEY = "gin-stats.people"
PEOPLE_VERSION = 1
MAX_PEOPLE = 12


@dataclass(frozen=True)
class PeopleStats:
    """Every person's tally by their name, the one counted longest ago first."""

    people: Mapping[str, Stats] = field(default_factory=dict)

    def of(self, name: str) -> Stats:
        """``name``'s tally (empty for a name not seen yet)."""
        return self.people.get(name, Stats())

    def with_hand(self, name: str, line: HandLine, key: str) -> PeopleStats:
        """With one more finished hand of ``name``'s; unchanged when ``key`` names the
        hand counted last for them (a reload at the end of a hand)."""
        before = self.of(name)
        after = before.with_hand(line, key)
        if after is before:
            return self
        kept = {n: s for n, s in self.people.items() if n != name}
        while len(kept) >= MAX_PEOPLE:
            kept.pop(next(iter(kept)))
        return PeopleStats({**kept, name: after})

    def to_json(self) -> str:
        return json.dumps({"version": PEOPLE_VERSION,
                           "people": {n: s.to_dict() for n, s in self.people.items()}},
                          ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: object) -> PeopleStats:
        """The stored tallies; StatsError (a ValueError) saying what is wrong."""
        what = "the stored statistics of the people playing together"
        try:
            raw = as_object(parse_json(text, what, max_chars=MAX_PEOPLE * 100_000), what)
            if raw.get("version") != PEOPLE_VERSION:
                raise StatsError(f"{what} are of version {raw.get('version')!r}, "
                                 f"not {PEOPLE_VERSION}")
            people = as_object(raw.get("people", {}), what)
            if len(people) > MAX_PEOPLE:
                raise StatsError(f"{what} hold {len(people)} people; at most {MAX_PEOPLE} "
                                 "are kept")
            return cls({as_str(name, "a person's name", max_chars=40):
                        Stats.from_dict(value, f"the statistics of {name}")
                        for name, value in people.items()})
        except StatsError:
            raise
        except InputError as exc:
            raise StatsError(str(exc)) from exc
