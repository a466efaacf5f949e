"""The review in words: each step announced (which move, who, what), each decision's
verdict (said as the coach says it: :func:`gintutor.practice.verdict.verdict_words`),
the accuracy over a game's hands, and the end of the hand. A hand's own accuracy and key
moments are said by :mod:`gintutor.practice.verdict`, as the practice page's summary says
them. A move is said as practice says it (``practice.wording.action_words``);
the reviewed seat is "you", every other seat goes by its name in the record."""

from __future__ import annotations

from gintutor.practice.settings import LEARNER
from gintutor.practice.verdict import verdict_words
from gintutor.practice.wording import action_words, named_steps, seat_name
from gintutor.practice.words import WORDS as PRACTICE_WORDS
from gintutor.review.record import ReviewRecord
from gintutor.review.review import HandReview, game_accuracy
from gintutor.review.words import WORDS

__all__ = ["end_words", "game_accuracy_words", "player_name", "practice_players",
           "seat_label", "step_words"]


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


def end_words(record: ReviewRecord, review: HandReview, lang: str) -> list[str]:
    """The hand's end as the practice page shows it: who knocked (one defender), the
    showdown in the engine's words (the melds shown, each layoff, the deadwood; in Rummy
    what each player pays), then who scored and how, from the hand as it was played
    again."""
    view = review.positions[-1].view
    result = view.result
    lines = [WORDS.say("step.end", lang)]
    if result is None:
        return [*lines, WORDS.say("step.drawn", lang)]
    said = _said_names(record, review.seat, lang)
    knocker = view.knocker
    defenders = [s.seat for s in view.seats if s.active and s.seat != knocker]
    if knocker is not None and len(defenders) == 1:
        role = "you" if knocker == review.seat else "other"
        lines.append(WORDS.say(f"step.knocked.{role}", lang, knocker=said[knocker],
                               defender=said[defenders[0]]))
    lines += named_steps(result.explanation, lang, record.table.names, said, review.seat)
    kind_key = f"kind.{result.kind}"
    how = PRACTICE_WORDS.say(kind_key, lang) if kind_key in PRACTICE_WORDS else result.kind
    seat = result.winner_seat
    role = "you" if seat == review.seat else "other"
    lines.append(WORDS.say(f"step.ended.{role}", lang, kind=how, points=result.points,
                           name=said[seat]))
    return lines


def _said_names(record: ReviewRecord, reviewed: int, lang: str) -> list[str]:
    """Every seat as a sentence names it mid-way: the reviewed seat 'you', the others
    as practice names them in a practice game ('the computer', 'Mia'), else by the
    record's names."""
    size = record.table.size
    if record.learner == LEARNER:
        said = [seat_name(seat, lang, size) for seat in record.table.seats]
    else:
        said = list(record.table.names)
    said[reviewed] = seat_name(LEARNER, lang, size)
    return said


def step_words(record: ReviewRecord, review: HandReview, step: int, lang: str) -> list[str]:
    """Step ``step`` of the hand in words: the move made there (and the decision's grade,
    best move and reason when it was the reviewed seat's choice), or the hand's end."""
    pos = review.positions[step]
    total = len(review.positions) - 1
    if pos.move is None or pos.mover is None:
        return end_words(record, review, lang)
    lines = [WORDS.say("step.move", lang, n=step + 1, total=total,
                       name=seat_label(record, pos.mover, review.seat, lang),
                       move=action_words(pos.move, lang))]
    judged = review.decision_at(step)
    if judged is not None:
        lines.extend(verdict_words(judged.verdict, lang))
    return lines


def game_accuracy_words(reviews: list[HandReview], lang: str) -> str | None:
    """Accuracy over several reviewed hands of a game (None: fewer than two, or no
    decision among them)."""
    total = sum(len(r.decisions) for r in reviews)
    if len(reviews) < 2 or not total:
        return None
    share = game_accuracy(reviews) or 0.0
    pct, good = round(100 * share), round(share * total)
    return WORDS.say("page.game_accuracy", lang, hands=len(reviews), pct=pct, good=good,
                     total=total)
