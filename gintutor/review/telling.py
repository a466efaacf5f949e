"""The review in words: each step announced (which move, who, what), each decision's
grade with the best move and its reason, the hand's accuracy and key moments, and the
end of the hand. A move is said as practice says it (``practice.wording.action_words``);
the reviewed seat is "you", every other seat goes by its name in the record."""

from __future__ import annotations

from ginrules import render
from ginrules.actions import Action
from gintutor.practice.settings import LEARNER
from gintutor.practice.wording import action_words, points_words, seat_name
from gintutor.practice.words import WORDS as PRACTICE_WORDS
from gintutor.review.record import ReviewRecord
from gintutor.review.review import HandReview, Judged, game_accuracy
from gintutor.review.words import WORDS

__all__ = ["accuracy_words", "decision_words", "game_accuracy_words", "grade_name",
           "key_moment_words", "player_name", "practice_players", "seat_label", "step_words"]


def player_name(record: ReviewRecord, seat: int, lang: str) -> str:
    """A seat's name: in a practice game as practice names it in the page's language
    ('You', 'The computer', 'Mia'), else as the record names it."""
    if record.learner != LEARNER:
        return record.name(seat)
    return practice_players(record.table.size, lang)[seat]


def practice_players(size: int, lang: str) -> list[str]:
    """The seats of a practice game of ``size`` players as practice names them."""
    return [(n := seat_name(seat, lang, size))[:1].upper() + n[1:] for seat in range(size)]


def seat_label(record: ReviewRecord, seat: int, reviewed: int, lang: str) -> str:
    """A seat as the review names it: 'You' for the reviewed seat, else its name."""
    return WORDS.say("name.you", lang) if seat == reviewed else player_name(record, seat, lang)


def grade_name(grade: str, lang: str) -> str:
    return WORDS.say(f"grade.{grade}", lang)


def _move(action: Action, lang: str) -> str:
    return action_words(action, lang)


def decision_words(judged: Judged, lang: str) -> list[str]:
    """A decision's grade, what it cost, the best move and why: the expert advisor's
    explanation when the best move is the advisor's, and what the analyser measured,
    each figure said as it was found (played out over guessed deals, or the advisor's
    estimate)."""
    name = grade_name(judged.grade, lang)
    if judged.best == judged.action:
        return [WORDS.say("decision.best", lang, grade=name)]
    best = _move(judged.best, lang)
    key = "decision.close" if judged.grade == "good" else "decision.other"
    lines = [WORDS.say(key, lang, grade=name, loss=points_words(judged.loss), best=best)]
    lines.extend(render(judged.reason, lang))
    return lines + _figures(judged, lang)


def _figures(judged: Judged, lang: str) -> list[str]:
    """What the loss was measured by. Both moves played out: over how many deals, and
    that thinking ahead chose other than the advisor when it did. The best move played
    out and the learner's estimated (not among the moves the analyser played out): the
    playouts' gain over the advisor's move, then the advisor's estimate of that move
    against the learner's. Neither played out: the estimate (unless the advisor's
    explanation already says why)."""
    expert = judged.expert
    other = expert is not None and expert != judged.best
    if judged.samples and judged.played_samples:
        lines = [WORDS.say("reason.search", lang, samples=judged.samples,
                           gain=points_words(judged.loss))]
        if other and expert is not None:
            lines.append(WORDS.say("reason.not_advisor", lang, expert=_move(expert, lang)))
        return lines
    values = dict(judged.values)
    if judged.samples and other and expert is not None and expert in values:
        ahead = max(0.0, values[judged.best] - values[expert])
        return [WORDS.say("reason.mixed", lang, samples=judged.samples,
                          gain=points_words(ahead), expert=_move(expert, lang),
                          rest=points_words(max(0.0, judged.loss - ahead)))]
    if judged.reason:
        return []
    return [WORDS.say("reason.estimate", lang, gain=points_words(judged.loss))]


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
                     name=player_name(record, seat, lang))


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


def _share(accurate: float | None, count: int) -> tuple[int, int]:
    """A share of ``count`` decisions as (percent, how many)."""
    share = accurate or 0.0
    return round(100 * share), round(share * count)


def accuracy_words(review: HandReview, lang: str) -> str:
    """The hand's accuracy in a sentence."""
    total = len(review.decisions)
    if not total:
        return WORDS.say("accuracy.none", lang)
    pct, good = _share(review.accuracy, total)
    return WORDS.say("accuracy.hand", lang, pct=pct, good=good, total=total)


def game_accuracy_words(reviews: list[HandReview], lang: str) -> str | None:
    """Accuracy over several reviewed hands of a game (None: fewer than two, or no
    decision among them)."""
    total = sum(len(r.decisions) for r in reviews)
    if len(reviews) < 2 or not total:
        return None
    pct, good = _share(game_accuracy(reviews), total)
    return WORDS.say("page.game_accuracy", lang, hands=len(reviews), pct=pct, good=good,
                     total=total)


def key_moment_words(review: HandReview, lang: str) -> list[tuple[int, str]]:
    """The hand's key moments, costliest first: (step, sentence); none said when no
    decision cost anything."""
    return [(d.step, WORDS.say("key.line", lang, n=d.step + 1,
                               grade=grade_name(d.grade, lang), move=_move(d.action, lang),
                               loss=points_words(d.loss)))
            for d in review.key_moments]
