"""One move, one verdict: what a decision cost against the best move, its grade, and the
words that say so, the same for the coach, the hand's summary, the statistics and the
review.

A :class:`Verdict` is made once per decision, from the judge's weighing of the position
(:mod:`gintutor.practice.judge`, or any analyser the review is given), by
:func:`verdict_of`; the grade is :mod:`ginrules.core.grades`'s, of the loss as it is kept.
The coach's warning, the summary under a finished hand and the review's step all say it
with :func:`verdict_words`, and a hand's accuracy and key moments are counted from its
verdicts by :func:`accuracy_words` and :func:`key_moments` wherever they are shown. The
words are the practice page's (``verdict.*``, ``grade.*``): the review page loads them
with the practice zip.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ginrules import render
from ginrules.core.actions import Action
from ginrules.core.explain import Step
from ginrules.core.grades import ACCURATE, Grade, accuracy, graded
from gintutor.practice.wording import action_words, points_words
from gintutor.practice.words import WORDS

__all__ = ["KEY_MOMENTS", "Graded", "Judged", "KeptValue", "Valued", "Verdict", "accuracy_words",
           "grade_name", "key_moment_words", "key_moments", "summary_words", "verdict_of",
           "verdict_words"]

#: How many of a hand's costliest decisions it names as its key moments.
KEY_MOMENTS = 3


class Valued(Protocol):
    """One legal action and what a judge thinks it is worth (``value``: expected net
    points after it; ``samples``: the deals it was played out over, 0 for an estimate)."""

    @property
    def action(self) -> Action: ...

    @property
    def value(self) -> float: ...

    @property
    def samples(self) -> int: ...


@dataclass(frozen=True)
class Verdict:
    """The verdict on ``action``: the ``best`` move (the action itself when it is as good
    as any), the points it likely cost against it (``loss``, kept as
    :func:`ginrules.core.grades.graded` keeps it) and its ``grade``; ``values``, every legal
    action's value, best first; ``samples`` and ``played_samples``, the deals the best
    and the played move were played out over (0: an estimate); ``expert``, the advisor's
    own move when the best is another; ``reason``, the advisor's explanation when the
    best move is the advisor's; ``gives_up``, what the move gives up against the best,
    said first."""

    action: Action
    best: Action
    loss: float
    grade: Grade
    values: tuple[tuple[Action, float], ...] = ()
    samples: int = 0
    played_samples: int = 0
    expert: Action | None = None
    reason: tuple[Step, ...] = ()
    gives_up: tuple[Step, ...] = ()


@dataclass(frozen=True)
class KeptValue:
    """One legal action and the value a verdict kept for it (``Verdict.values``): what a
    retry grades its tries with, as the verdict was graded (``samples`` is not kept)."""

    action: Action
    value: float
    samples: int = 0

    @classmethod
    def all_of(cls, verdict: Verdict) -> tuple[KeptValue, ...]:
        return tuple(cls(action, value) for action, value in verdict.values)


class Graded(Protocol):
    """A decision of a hand as its summary and its key moments read it: where it was
    (``step``, the hand's move index; None: not known, so not named as a key moment),
    the move, what it cost and its grade."""

    @property
    def step(self) -> int | None: ...

    @property
    def action(self) -> Action | str: ...

    @property
    def loss(self) -> float: ...

    @property
    def grade(self) -> Grade: ...


@dataclass(frozen=True)
class Judged:
    """A verdict at its place in a hand: the move at ``step`` (an index into the hand's
    moves)."""

    step: int
    verdict: Verdict

    @property
    def action(self) -> Action:
        return self.verdict.action

    @property
    def best(self) -> Action:
        return self.verdict.best

    @property
    def loss(self) -> float:
        return self.verdict.loss

    @property
    def grade(self) -> Grade:
        return self.verdict.grade


def verdict_of(valued: Sequence[Valued], played: Action, *, expert: Action | None = None,
               explanation: tuple[Step, ...] = (),
               gives_up: tuple[Step, ...] = ()) -> Verdict:
    """The verdict on ``played`` from every legal action's value (``valued``, any
    order): its loss against the best value, graded; where the move is graded best
    it is the best move shown. ``expert`` is the advisor's move and ``explanation``
    its reason (kept when the best move is the advisor's); ``gives_up`` what the move
    gives up against the best, for a move that is not the best. ValueError when
    ``played`` is not among the values."""
    values = tuple(sorted(((v.action, float(v.value)) for v in valued),
                          key=lambda av: -av[1]))
    chosen = next((value for action, value in values if action == played), None)
    if chosen is None:
        raise ValueError(f"the judge did not weigh the move played: {played}")
    best, top = values[0]
    loss, grade = graded(top - chosen)
    deals = {v.action: int(v.samples) for v in valued}
    if grade == "best":
        return Verdict(played, played, loss, grade, values, deals.get(played, 0),
                       deals.get(played, 0))
    reason = explanation if expert == best else ()
    return Verdict(played, best, loss, grade, values, deals.get(best, 0),
                   deals.get(played, 0), expert, reason, gives_up)


# -- in words ----------------------------------------------------------------------------


def grade_name(grade: str, lang: str) -> str:
    return WORDS.say(f"grade.{grade}", lang)


def verdict_words(verdict: Verdict, lang: str, *, ahead: bool = False) -> list[str]:
    """A verdict in words: the grade and what the move cost, then what it gives up, the
    best move, why it is best (the advisor's explanation when it is the advisor's move)
    and what the loss was measured by. ``ahead``: said before the move is played (the
    coach's warning), so the grade's line and the best move are said as still to come;
    the grade, the figures and the reasons are the same lines."""
    name = grade_name(verdict.grade, lang)
    if verdict.best == verdict.action:
        return [WORDS.say("verdict.best", lang, grade=name)]
    best = action_words(verdict.best, lang)
    if verdict.grade == "good":
        lines = [WORDS.say("verdict.close", lang, grade=name, best=best)]
    else:
        lines = [WORDS.say("verdict.costs" if ahead else "verdict.lost", lang, grade=name,
                           loss=points_words(verdict.loss))]
    lines.extend(render(verdict.gives_up, lang))
    if verdict.grade != "good":
        lines.append(WORDS.say("verdict.better_now" if ahead else "verdict.better", lang,
                               best=best))
    lines.extend(render(verdict.reason, lang))
    return lines + _figures(verdict, lang)


def _figures(verdict: Verdict, lang: str) -> list[str]:
    """What the loss was measured by. Both moves played out: over how many deals, and
    that thinking ahead chose other than the advisor when it did. The best move played
    out and the played one estimated (not among the moves played out): the playouts'
    gain over the advisor's move, then the advisor's estimate of that move against the
    played one. Neither played out: the estimate (unless the advisor's explanation
    already says why)."""
    expert = verdict.expert
    other = expert is not None and expert != verdict.best
    if verdict.samples and verdict.played_samples:
        lines = [WORDS.say("reason.search", lang, samples=verdict.samples,
                           gain=points_words(verdict.loss))]
        if other and expert is not None:
            lines.append(WORDS.say("reason.not_advisor", lang,
                                   expert=action_words(expert, lang)))
        return lines
    values = dict(verdict.values)
    if verdict.samples and other and expert is not None and expert in values:
        ahead = max(0.0, values[verdict.best] - values[expert])
        return [WORDS.say("reason.mixed", lang, samples=verdict.samples,
                          gain=points_words(ahead), expert=action_words(expert, lang),
                          rest=points_words(max(0.0, verdict.loss - ahead)))]
    if verdict.reason:
        return []
    return [WORDS.say("reason.estimate", lang, gain=points_words(verdict.loss))]


# -- a hand's verdicts -------------------------------------------------------------------


def key_moments(decisions: Sequence[Graded]) -> tuple[Graded, ...]:
    """The costliest decisions graded inaccuracy or worse, costliest first (ties: in the
    order played), at most :data:`KEY_MOMENTS`."""
    costly = [(d, d.step) for d in decisions
              if d.grade not in ACCURATE and d.step is not None]
    ranked = sorted(costly, key=lambda ds: (-ds[0].loss, ds[1]))
    return tuple(d for d, _step in ranked[:KEY_MOMENTS])


def _share(accurate: float | None, count: int) -> tuple[int, int]:
    """A share of ``count`` decisions as (percent, how many)."""
    share = accurate or 0.0
    return round(100 * share), round(share * count)


def accuracy_words(decisions: Sequence[Graded], lang: str) -> str:
    """A hand's accuracy in a sentence."""
    total = len(decisions)
    if not total:
        return WORDS.say("accuracy.none", lang)
    pct, good = _share(accuracy([d.grade for d in decisions]), total)
    return WORDS.say("accuracy.hand", lang, pct=pct, good=good, total=total)


def key_moment_words(decisions: Sequence[Graded], lang: str) -> list[tuple[int, str]]:
    """A hand's key moments, costliest first: (step, sentence); none when no decision
    cost anything."""
    return [(step, WORDS.say("key.line", lang, n=step + 1,
                             grade=grade_name(d.grade, lang),
                             move=action_words(d.action, lang),
                             loss=points_words(d.loss)))
            for d in key_moments(decisions) if (step := d.step) is not None]


def summary_words(decisions: Sequence[Graded], lang: str) -> list[str]:
    """The short form of a hand's review, as the review's first screen says it: the
    accuracy, then the key moments (or that none was costly)."""
    lines = [accuracy_words(decisions, lang)]
    moments = [line for _step, line in key_moment_words(decisions, lang)]
    if decisions:
        lines.extend(moments or [WORDS.say("key.none", lang)])
    return lines
