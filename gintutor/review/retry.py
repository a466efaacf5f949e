"""A costly moment of a reviewed hand, tried again (issue 46): the learner is put back in
the position exactly as they saw it (the review's own view of that step) and chooses
again, with the teaching contract of every lesson.

- One verdict: a try is graded from the review's own weighing of that position (the
  values its verdict kept), so every legal move gets here the grade and the loss the
  review (and so the coach) gives it, and the same judge's idea of the best move. A try
  is right when it is graded best or good: a move as good as the best is never wrong.
- A wrong try is told its grade, what it likely costs and what it gives up against the
  best move in the blind form (:func:`ginrules.players.costs.blind`: the meld it breaks, the
  deadwood it keeps against "another discard", the card the next player took...), never
  which move is better.
- Three hints: the idea the decision tests and where to look (:mod:`gintutor.ideas`);
  then the move played in the game and what it gave up, still blind; then the answer
  (as "show the answer" gives it). Stars are the course's one rule
  (:func:`gintutor.stars.stars`).
- A right try is told why: what the game's move gave up, said in full now, and the
  best move's reason.

:func:`retry_steps` lists the moments of a hand that can be tried again: its key moments
first (costliest first), then every other decision graded inaccuracy or worse, in the
order played.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ginrules import render
from ginrules.core.actions import Action
from ginrules.core.errors import InputError
from ginrules.core.grades import ACCURATE
from ginrules.table.view import PlayerView
from gintutor.ideas import IdeaUse, idea_for
from gintutor.practice.verdict import KeptValue, Verdict, grade_name, verdict_of
from gintutor.practice.wording import action_words, points_words
from gintutor.practice_set import SetPosition
from gintutor.review.record import ReviewRecord
from gintutor.review.review import HandReview, Judged
from gintutor.review.words import WORDS
from gintutor.rules_text import rules_label
from gintutor.stars import stars

__all__ = ["HINTS", "Retry", "RetryError", "Try", "retry_of", "retry_steps", "set_position"]

#: How many hints a retry gives; the last is the answer.
HINTS = 3


class RetryError(InputError):
    """A retry that cannot be made or a try that is not a legal move here."""


@dataclass(frozen=True)
class Try:
    """One try: the move, its verdict (the review's grade for it), whether it counts as
    right, and what the page says of it."""

    action: Action
    verdict: Verdict
    right: bool
    lines: tuple[str, ...]


def retry_steps(review: HandReview) -> tuple[int, ...]:
    """The steps of ``review`` that can be tried again: the key moments first
    (costliest first), then the other decisions graded inaccuracy or worse, in order."""
    keys = tuple(d.step for d in review.key_moments)
    rest = tuple(d.step for d in review.decisions
                 if d.grade not in ACCURATE and d.step not in keys)
    return keys + rest


@dataclass
class Retry:
    """Step ``step`` of ``review`` (a hand of ``record``) tried again."""

    record: ReviewRecord
    review: HandReview
    step: int
    tries: list[Try] = field(default_factory=list)
    hints: int = 0
    shown: bool = False

    def __post_init__(self) -> None:
        judged = self.review.decision_at(self.step)
        if judged is None:
            raise RetryError(f"move {self.step + 1} of this hand was not a decision of "
                             "the reviewed seat")
        self.judged: Judged = judged
        self._values = KeptValue.all_of(judged.verdict)
        facts = [s.id for s in judged.verdict.gives_up]
        self.idea: IdeaUse = idea_for(self.record.variant.name, judged.action, judged.best,
                                      facts)

    # -- the position --------------------------------------------------------------------
    @property
    def view(self) -> PlayerView:
        """The position as the learner saw it then (the review's view of the step)."""
        return self.review.positions[self.step].view

    @property
    def played(self) -> Action:
        """The move played in the game."""
        return self.judged.action

    @property
    def best(self) -> Action:
        return self.judged.best

    @property
    def own(self) -> bool:
        """The move tried again was the learner's own (a position from the computer's
        games is not: its hints name a costly move there, not "your move")."""
        return self.record.learner == self.review.seat

    @property
    def moves(self) -> tuple[Action, ...]:
        return tuple(self.view.legal_actions)

    def context_words(self, lang: str) -> str:
        """The hand, the score before it and the house rules, as the learner saw them."""
        from gintutor.review.telling import seat_label

        number = self.record.title(self.review.index)[0]
        scores = self.view.scores
        seats = self.record.table.seats
        named = ", ".join(
            f"{seat_label(self.record, seat, self.review.seat, lang)} {points}"
            for seat, points in zip(seats, scores or (0,) * len(seats), strict=True))
        return WORDS.say("retry.context", lang, n=number, scores=named,
                         rules=rules_label(self.record.rules, lang,
                                                          self.record.variant))

    # -- trying ---------------------------------------------------------------------------
    @property
    def solved(self) -> bool:
        return any(t.right for t in self.tries)

    @property
    def mistakes(self) -> int:
        """Wrong tries before the first right one."""
        wrong = 0
        for t in self.tries:
            if t.right:
                break
            wrong += 1
        return wrong

    @property
    def stars(self) -> int | None:
        """The course's stars for this retry once it is solved (None before)."""
        return stars(self.mistakes, self.hints, self.shown) if self.solved else None

    def verdict(self, action: Action) -> Verdict:
        """The verdict on ``action`` here from the review's weighing (its grade and loss
        are the review's for that move); RetryError for a move not legal here."""
        if action not in self.moves:
            raise RetryError(f"{action} is not a legal move in this position")
        return verdict_of(self._values, action)

    def attempt(self, action: Action, lang: str) -> Try:
        """Try ``action``: right (graded best or good) or what is wrong, without the
        answer."""
        verdict = self.verdict(action)
        right = verdict.grade in ACCURATE
        lines = self._right_words(verdict, lang) if right else self._wrong_words(verdict, lang)
        done = Try(action, verdict, right, tuple(lines))
        self.tries.append(done)
        return done

    def _wrong_words(self, verdict: Verdict, lang: str) -> list[str]:
        from ginrules.players.costs import blind, gives_up

        lines = [WORDS.say("retry.wrong", lang, grade=grade_name(verdict.grade, lang),
                           loss=points_words(verdict.loss))]
        lines += render(blind(gives_up(self.view, verdict.action, self.best)), lang)
        if verdict.action == self.played:
            lines.append(WORDS.say("retry.same" if self.own else "retry.same_example", lang))
        lines.append(WORDS.say("retry.again" if self.hints < HINTS else "retry.again_shown",
                               lang))
        return lines

    def _right_words(self, verdict: Verdict, lang: str) -> list[str]:
        if verdict.grade == "best":
            lines = [WORDS.say("retry.right.best", lang)]
        else:
            lines = [WORDS.say("retry.right.good", lang, loss=points_words(verdict.loss),
                               best=action_words(self.best, lang))]
        return lines + self._why(lang)

    def _why(self, lang: str) -> list[str]:
        """What the game's move gave up (in full: the answer is out) and the best move's
        reason."""
        original = self.judged.verdict
        lines = [WORDS.say("retry.then" if self.own else "retry.then_example", lang,
                           move=action_words(self.played, lang),
                           grade=grade_name(original.grade, lang),
                           loss=points_words(original.loss))]
        return lines + list(render(original.gives_up, lang)) + list(
            render(original.reason, lang))

    # -- hints -----------------------------------------------------------------------------
    def hint(self, lang: str) -> list[str]:
        """The next hint: the idea and where to look; the game's move and what it gave up
        (blind); the answer. Past the last, the answer again."""
        self.hints = min(HINTS, self.hints + 1)
        if self.hints == 1:
            return [WORDS.say("retry.hint1", lang, idea=self.idea.idea.title(lang)),
                    self.idea.idea.look(lang)]
        if self.hints == 2:
            from ginrules.players.costs import blind

            original = self.judged.verdict
            facts = list(render(blind(original.gives_up), lang))
            key = "retry.hint2" if self.own else "retry.hint2_example"
            return [WORDS.say(key, lang, move=action_words(self.played, lang),
                              grade=grade_name(original.grade, lang),
                              loss=points_words(original.loss)),
                    *(facts or [self.idea.idea.means(lang)])]
        return self.answer(lang)

    def answer(self, lang: str) -> list[str]:
        """The answer: the best move and why (as hint 3 gives it)."""
        self.shown = True
        self.hints = HINTS
        lines = [WORDS.say("retry.answer", lang, best=action_words(self.best, lang))]
        return lines + self._why(lang) + [WORDS.say("retry.play_it", lang)]


# -- the learner's practice set ------------------------------------------------------------


def set_position(retry: Retry) -> SetPosition:
    """The retry's position as the practice set keeps it
    (:func:`gintutor.practice.kept.set_position`), with the idea the retry names."""
    from gintutor.practice import kept

    return kept.set_position(retry.record.data, retry.review.index, retry.step,
                             retry.review.seat, retry.idea.name)


def retry_of(position: SetPosition) -> Retry:
    """A position of the practice set tried again: its hand replayed to the step and the
    decision weighed by the review's judge (the same weighing, so the same grades);
    RetryError when the stored record no longer replays or the step is no decision."""
    from gintutor.practice.judge import Weighing
    from gintutor.review.analysis import DEFAULT_ANALYSER
    from gintutor.review.record import ReviewError

    try:
        record = ReviewRecord.from_data(position.record)
        positions = tuple(record.positions(0, position.seat))
    except ReviewError as exc:
        raise RetryError(str(exc)) from exc
    if not 0 <= position.step < len(positions):
        raise RetryError(f"the hand has no move {position.step + 1}")
    pos = positions[position.step]
    if pos.move is None or pos.mover != position.seat or len(pos.view.legal_actions) < 2:
        raise RetryError(f"move {position.step + 1} was not a decision of that seat")
    move = pos.move  # the move played there, or a costly move the position shows
    if position.example:
        try:
            move = Action.parse(position.example)
        except ValueError as exc:
            raise RetryError(f"the move {position.example[:40]!r} cannot be read") from exc
        if move not in pos.view.legal_actions:
            raise RetryError(f"{move} is not a legal move there")
    verdict = Weighing(pos.view, DEFAULT_ANALYSER(pos.view)).verdict(move)
    review = HandReview(0, position.seat, positions, (Judged(position.step, verdict),))
    return Retry(record, review, position.step)
