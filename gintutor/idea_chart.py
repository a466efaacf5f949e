"""How a learner does on each idea of their practice set (issue 46): the home page's small
chart, and the weak ideas it names with the lesson that teaches them and more positions
to try.

Every position in the set is there because it was got wrong once (a costly key moment in
play, a retry tried wrongly or its answer shown, a computer's game's position missed), so
an idea's tries count that first miss and every try from the set after it. An idea is
*weak* when it was missed at least :data:`WEAK_MISSES` times and the share found right is
below the learner's own share over every idea: a learner who misses everything equally
has no weak idea, only practice to do.

>>> from gintutor.practice_set import PracticeSet, SetPosition
>>> from datetime import date
>>> s, day = PracticeSet(), date(2026, 12, 7)
>>> for key in "abc":
...     _ = s.add(SetPosition(key, "gin", "discard", {}, 5, 0), day)
>>> _ = s.add(SetPosition("d", "gin", "knock", {}, 3, 0), day)
>>> _ = s.answered("d", True, day)
>>> [(i.idea, i.tries, i.right, i.weak, i.lesson) for i in idea_chart(s)]
[('knock', 2, 1, False, '07-knocking'), ('discard', 3, 0, True, '06-deadwood')]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from gintutor.ideas import IDEAS, family_ideas
from gintutor.practice_set import PracticeSet, SetPosition

__all__ = ["WEAK_MISSES", "IdeaStanding", "idea_chart", "overall_percent", "positions_of_idea"]

#: An idea missed fewer times than this is never called weak (too few to tell).
WEAK_MISSES = 3


@dataclass(frozen=True)
class IdeaStanding:
    """One idea of the chart: its name (``gintutor.ideas``), the positions of it in the
    set, the tries (the miss that brought each in, and every try since) and the right
    ones; whether it is weak; the lesson that teaches it in the game it was missed most
    in (a lesson id; None: no lesson teaches it there) and that game (a variant name)."""

    idea: str
    positions: int
    tries: int
    right: int
    weak: bool
    lesson: str | None
    variant: str

    @property
    def missed(self) -> int:
        return self.tries - self.right

    @property
    def percent(self) -> int:
        """The share found right, in whole per cent (rounded down: never flattering)."""
        return 100 * self.right // self.tries if self.tries else 0


def idea_chart(practice: PracticeSet) -> list[IdeaStanding]:
    """Every idea of the set, in the order of the ideas' list (``gintutor.ideas.IDEAS``),
    each with its tally and whether it is weak."""
    by_idea: dict[str, list[SetPosition]] = {}
    for p in practice.positions:
        by_idea.setdefault(p.idea, []).append(p)
    tries = {idea: sum(p.tries + 1 for p in ps) for idea, ps in by_idea.items()}
    right = {idea: sum(p.right for p in ps) for idea, ps in by_idea.items()}
    all_tries = sum(tries.values())
    average = 100 * sum(right.values()) // all_tries if all_tries else 0
    order = list(IDEAS)
    chart = []
    for idea in sorted(by_idea, key=lambda i: order.index(i) if i in order else len(order)):
        ps = by_idea[idea]
        missed = Counter(p.variant for p in ps for _ in range(p.tries - p.right + 1))
        variant = max(dict.fromkeys(p.variant for p in ps), key=lambda v: missed[v])
        percent = 100 * right[idea] // tries[idea]  # compared as shown: whole per cent
        chart.append(IdeaStanding(
            idea, len(ps), tries[idea], right[idea],
            weak=tries[idea] - right[idea] >= WEAK_MISSES and percent < average,
            lesson=_lesson(variant, idea), variant=variant))
    return chart


def overall_percent(chart: Iterable[IdeaStanding]) -> int:
    """The learner's own share found right over every idea, in whole per cent (rounded
    down, as each idea's is)."""
    ideas = list(chart)
    tries = sum(i.tries for i in ideas)
    return 100 * sum(i.right for i in ideas) // tries if tries else 0


def _lesson(variant: str, idea: str) -> str | None:
    try:
        uses = family_ideas(variant)
    except ValueError:  # a game no family plays (a stored set of a later version)
        return None
    return next((use.lesson for use in uses if use.name == idea), None)


def positions_of_idea(idea: str, practice: PracticeSet,
                      starters: Mapping[str, Iterable[SetPosition]]) -> list[SetPosition]:
    """More positions of ``idea`` to try: the learner's own of it first (the longest
    overdue first, due or not), then the computer's games' positions of it
    (``gintutor.review.starters``, by practice menu game) in the games the learner has
    it in, each position once."""
    own = sorted((p for p in practice.positions if p.idea == idea),
                 key=lambda p: (p.due, p.added))
    games = {p.variant for p in own}
    seen = {p.key for p in own}
    more = []
    for positions in starters.values():
        for p in positions:
            if p.idea == idea and p.variant in games and p.key not in seen:
                seen.add(p.key)
                more.append(p)
    return own + more
