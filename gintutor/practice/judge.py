"""The judge behind the practice page's help: the hint, the coach's warning and the
decisions the statistics count all ask the strongest player, the master
(:func:`ginrules.players.search.master_values`), how it weighs every legal move.

Where the master does not search (most of a hand) its move is its advisor's
(:data:`ginrules.players.styles.MASTER_STYLE`: the expert's, which at a knock also reads the
other seats' last discards) and costs what the advisor costs. Where it searches (which
spread to show, the last draws of the stock) it plays its candidates out over
``MASTER_SAMPLES`` guessed deals, which took 0.1-0.45 s a decision in the browser on
average and up to 0.2-1.7 s (seven-card gin for four, 2 shared cores at load 4-10:
``benchmarks/bench_browser.py``), over the learner's patience (0.3 s). A smaller budget
alone does not help: over 179 searched positions of expert games, the master at 8 deals
left the expert's move 7 times where the master at its own budget did not (noise), as
often as the master itself left it (8 times), and agreed with it no more often than the
expert's own move does.

So the hint looks first (:func:`hint_samples` deals, a quarter of the master's own in
that game: 8 in gin, 4 in Rummy; the master's rule and seed, the first of its own
deals): where that look keeps the expert's move, the hint is the expert's move, with the
look's figures for the other moves; where it leaves it, the master weighs the position
at its own budget and the hint is exactly
:func:`ginrules.players.search.master_move`. The hint therefore never leaves the expert's move
for one the master would not play; it gives the expert's move where the master would
leave it only when the look saw nothing (2 of those 179 positions), and only the rare
confirmed position can take longer than 0.3 s.

The reasons are true of the judge that chose: where the master's move is the expert
advisor's, the advisor's explanation; where its search chose otherwise, the played-out
figures in words. One position is weighed once: the hint, then the move it names, then
the verdict on that move all read the same :class:`Weighing`. The verdict
(:func:`judge`) is the one the coach, the hand's summary, the statistics and the review
give the move: the review weighs a position as the hint does, so it never grades a move
otherwise than the coach did.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ginrules import render
from ginrules.core.actions import Action
from ginrules.table.view import PlayerView
from gintutor.practice.verdict import Valued, Verdict, verdict_of
from gintutor.practice.wording import action_words, points_words
from gintutor.practice.words import WORDS

if TYPE_CHECKING:
    from ginrules.players.advice import Advice

__all__ = ["HINT_SHARE", "Weighing", "hint", "hint_samples", "judge", "weigh"]

#: The hint's first look at a searched decision plays out this share of the master's own
#: guessed deals in the game (``ginrules.players.search.master_budget``): a quarter, 0.05-0.1 s
#: in the browser on average on this machine (benchmarks/bench_browser.py).
HINT_SHARE = 4


def hint_samples(flow: str) -> int:
    """The guessed deals of the hint's first look in hand flow ``flow`` (a variant's
    ``hand_flow``): :data:`HINT_SHARE` of the master's own, at least 2."""
    from ginrules.players.search import master_budget

    return max(2, master_budget(flow)[0] // HINT_SHARE)


class Weighing:
    """The master's weighing of one position (``values``: every legal move, its own
    first at 0, the others by the points they cost against it) and the master's advisor's
    advice there (:data:`~ginrules.players.styles.MASTER_STYLE`; its explanation is the reason
    when the master plays its move; asked only when needed: Rummy's expert advisor is not
    cheap)."""

    def __init__(self, view: PlayerView, values: Sequence[Valued],
                 advice: Advice | None = None) -> None:
        self.view = view
        self.values = tuple(values)
        self._advice = advice

    @property
    def advice(self) -> Advice:
        if self._advice is None:
            from ginrules.players.styles import MASTER_STYLE, advise

            self._advice = advise(self.view, MASTER_STYLE)
        return self._advice

    @property
    def best(self) -> Action:
        return self.values[0].action

    @property
    def searched(self) -> bool:
        """The master's move was played out over guessed deals (not the advisor's
        estimate alone)."""
        return self.values[0].samples > 0

    def loss_of(self, action: Action) -> float:
        """The points ``action`` likely costs against the master's move (infinite: not
        a legal move)."""
        return next((-v.value for v in self.values if v.action == action), math.inf)

    def verdict(self, action: Action) -> Verdict:
        """The verdict on ``action`` from this weighing: graded by the points it costs
        against the best move; for a move that is not the best, what it gives up against
        it (:func:`ginrules.players.costs.gives_up`), and the advisor's own move and reason."""
        plain = verdict_of(self.values, action)
        if plain.best == action:
            return plain
        from ginrules.players.costs import gives_up

        advice = self.advice
        return verdict_of(self.values, action, expert=advice.best,
                          explanation=advice.explanation,
                          gives_up=gives_up(self.view, action, plain.best))

    def reason(self, lang: str) -> tuple[str, ...]:
        """Why the master's move is best: the advisor's explanation when it is the
        advisor's move too, else what the playouts measured against the advisor's
        choice."""
        expert = self.advice.best
        if expert is None or expert == self.best or not self.searched:
            return tuple(render(self.advice.explanation, lang))
        gain = self.loss_of(expert)
        return (WORDS.say("hint.searched", lang, samples=self.values[0].samples,
                          best=action_words(self.best, lang), gain=points_words(gain),
                          expert=action_words(expert, lang)),)


#: The last position weighed (one entry: the hint, the move and its rating ask in turn).
_LAST: list[Weighing] = []


def weigh(view: PlayerView) -> Weighing:
    """The master's weighing of ``view``'s decision as the hint sees it: a look over
    :func:`hint_samples` deals, and the master's own weighing where that look leaves the
    expert's move (the same position is weighed once)."""
    if _LAST and _LAST[0].view == view:
        return _LAST[0]
    from ginrules.players.search import master_values

    weighing = Weighing(view, master_values(view, samples=hint_samples(view.hand_flow)))
    if weighing.searched and weighing.best != weighing.advice.best:
        weighing = Weighing(view, master_values(view), weighing.advice)
    _LAST[:] = [weighing]
    return weighing


def judge(view: PlayerView, action: Action) -> Verdict:
    """The one verdict on ``action``, a legal move of ``view``'s seat: what it likely
    costs against the master's move, graded (:mod:`gintutor.practice.verdict`). The
    coach, the hand's summary, the statistics and the review all read it."""
    return weigh(view).verdict(action)


def hint(view: PlayerView, lang: str) -> tuple[Action, tuple[str, ...]]:
    """The hint: the master's move and why."""
    weighing = weigh(view)
    return weighing.best, weighing.reason(lang)
