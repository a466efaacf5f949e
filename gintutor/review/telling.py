"""The review in words: each step announced (which move, who, what), each decision's
grade with the best move and its reason, the hand's accuracy and key moments, and the
end of the hand. A move is said as practice says it (``practice.wording.action_words``);
the reviewed seat is "you", every other seat goes by its name in the record."""

from __future__ import annotations

from ginrules import render
from ginrules.actions import Action
from gintutor.practice.wording import action_words, points_words
from gintutor.practice.words import WORDS as PRACTICE_WORDS
from gintutor.review.grades import ACCURATE
from gintutor.review.record import ReviewRecord
from gintutor.review.review import HandReview, Judged
from gintutor.review.words import WORDS

__all__ = ["accuracy_words", "decision_words", "game_accuracy_words", "grade_name",
           "key_moment_words", "seat_label", "step_words"]


def seat_label(record: ReviewRecord, seat: int, reviewed: int, lang: str) -> str:
    """A seat as the review names it: 'You' for the reviewed seat, else its name."""
    return WORDS.say("name.you", lang) if seat == reviewed else record.name(seat)


def grade_name(grade: str, lang: str) -> str:
    return WORDS.say(f"grade.{grade}", lang)


def _move(action: Action, lang: str) -> str:
    return action_words(action, lang)


def decision_words(judged: Judged, lang: str) -> list[str]:
    """A decision's grade, what it cost, the best move and why."""
    name = grade_name(judged.grade, lang)
    if judged.best == judged.action:
        return [WORDS.say("decision.best", lang, grade=name)]
    best = _move(judged.best, lang)
    key = "decision.close" if judged.grade == "good" else "decision.other"
    lines = [WORDS.say(key, lang, grade=name, loss=points_words(judged.loss), best=best)]
    if judged.reason:
        lines.extend(render(judged.reason, lang))
    elif judged.samples > 1:
        lines.append(WORDS.say("reason.search", lang, samples=judged.samples,
                               gain=points_words(judged.loss)))
    else:
        lines.append(WORDS.say("reason.estimate", lang, gain=points_words(judged.loss)))
    return lines


def _end_words(record: ReviewRecord, review: HandReview, lang: str) -> str:
    """Who scored the hand and how, from the hand as it was played again."""
    result = review.positions[-1].view.result
    if result is None:
        return WORDS.say("step.drawn", lang)
    kind_key = f"kind.{result.kind}"
    how = PRACTICE_WORDS.say(kind_key, lang) if kind_key in PRACTICE_WORDS else result.kind
    seat = result.winner_seat
    role = "you" if seat == review.seat else "other"
    return WORDS.say(f"step.ended.{role}", lang, kind=how, points=result.points,
                     name=record.name(seat))


def step_words(record: ReviewRecord, review: HandReview, step: int, lang: str) -> list[str]:
    """Step ``step`` of the hand in words: the move made there (and the decision's grade,
    best move and reason when it was the reviewed seat's choice), or the hand's end."""
    pos = review.positions[step]
    total = len(review.positions) - 1
    if pos.move is None or pos.mover is None:
        return [WORDS.say("step.end", lang), _end_words(record, review, lang)]
    lines = [WORDS.say("step.move", lang, n=step + 1, total=total,
                       name=seat_label(record, pos.mover, review.seat, lang),
                       move=_move(pos.move, lang))]
    judged = review.decision_at(step)
    if judged is not None:
        lines.extend(decision_words(judged, lang))
    return lines


def accuracy_words(review: HandReview, lang: str) -> str:
    """The hand's accuracy in a sentence."""
    grades = [d.grade for d in review.decisions]
    if not grades:
        return WORDS.say("accuracy.none", lang)
    good = sum(g in ACCURATE for g in grades)
    return WORDS.say("accuracy.hand", lang, pct=round(100 * good / len(grades)), good=good,
                     total=len(grades))


def game_accuracy_words(reviews: list[HandReview], lang: str) -> str | None:
    """Accuracy over several reviewed hands of a game (None: fewer than two, or no
    decision among them)."""
    grades = [d.grade for r in reviews for d in r.decisions]
    if len(reviews) < 2 or not grades:
        return None
    good = sum(g in ACCURATE for g in grades)
    return WORDS.say("page.game_accuracy", lang, pct=round(100 * good / len(grades)),
                     good=good, total=len(grades))


def key_moment_words(review: HandReview, lang: str) -> list[tuple[int, str]]:
    """The hand's key moments, costliest first: (step, sentence); none said when no
    decision cost anything."""
    return [(d.step, WORDS.say("key.line", lang, n=d.step + 1,
                               grade=grade_name(d.grade, lang), move=_move(d.action, lang),
                               loss=points_words(d.loss)))
            for d in review.key_moments]
