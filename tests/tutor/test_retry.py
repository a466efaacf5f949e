"""A costly moment tried again (gintutor.review.retry, issue 46): the position is the view
the learner had, every legal move gets the review's grade, a wrong try names what is
wrong without the answer, the hints give the answer only at the third, and the stars
are the course's."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ginrules import best_arrangement, render
from ginrules.core.actions import Action, ActionKind
from ginrules.core.grades import ACCURATE
from ginrules.records import SELFPLAY_FORMAT
from ginrules.table.view import PlayerView
from gintutor.ideas import IDEAS, family_ideas
from gintutor.practice.judge import Weighing
from gintutor.practice.wording import action_words
from gintutor.review import HandAnalysis, HandReview, ReviewRecord, judge_values
from gintutor.review.retry import HINTS, Retry, RetryError, retry_steps
from gintutor.review.review import Judged
from tests.tutor.played_hands import CHOICES, kept_hand


def _retries(choice: str) -> list[Retry]:
    kept = kept_hand(choice, costly=True)
    return [Retry(kept.record, kept.review, step) for step in retry_steps(kept.review)]


@pytest.mark.parametrize("choice", CHOICES)
def test_a_retry_is_the_view_the_learner_had_and_grades_every_move_as_the_review(
        choice: str) -> None:
    kept = kept_hand(choice, costly=True)
    retries = _retries(choice)
    assert retries, "a beginner's hand has a costly moment to try again"
    for retry in retries:
        then = _as_replayed(kept.seen[retry.step])
        assert _as_replayed(retry.view) == then
        assert retry.view.to_dict() == then.to_dict()  # every card of the view
        judged = kept.review.decision_at(retry.step)
        assert judged is not None
        mine, theirs = retry.verdict(retry.played), judged.verdict
        assert (mine.best, mine.loss, mine.grade, mine.values) == (
            theirs.best, theirs.loss, theirs.grade, theirs.values)
        fresh = Weighing(retry.view, judge_values(retry.view))
        for move in retry.moves:
            mine, theirs = retry.verdict(move), fresh.verdict(move)
            assert (mine.grade, mine.loss, mine.best) == (theirs.grade, theirs.loss,
                                                          theirs.best)


def _as_replayed(view: PlayerView) -> PlayerView:
    """A view as the review replays it: the game's phase is the game's, not the hand's;
    at two tables the other table's hand is its own record, played side by side with
    this one, so the review shows this table alone, with the other table's seats at
    their totals before the hand (the record does not say when that table's hand ended,
    which the learner saw as it happened)."""
    if not view.elsewhere:
        return replace(view, game_phase=None)
    here = {s.seat for s in view.seats if s.active}
    seats = tuple(s if s.seat in here else replace(s, score=0) for s in view.seats)
    return replace(view, game_phase=None, elsewhere=(), seats=seats)


def test_the_steps_to_retry_are_the_key_moments_first_then_every_costly_decision() -> None:
    review = kept_hand("gin", costly=True).review
    steps = retry_steps(review)
    keys = [d.step for d in review.key_moments]
    assert list(steps[:len(keys)]) == keys
    costly = {d.step for d in review.decisions if d.grade not in ACCURATE}
    assert set(steps) == costly and len(steps) == len(costly)


@pytest.mark.parametrize("choice", ["gin", "gin-7:4", "rummy:4"])
def test_a_wrong_try_says_what_is_wrong_and_never_the_answer(choice: str) -> None:
    for retry in _retries(choice):
        wrong = [m for m in retry.moves if retry.verdict(m).grade not in ACCURATE]
        assert retry.played in wrong
        for lang in ("en", "nl"):
            answer = action_words(retry.best, lang)
            for move in wrong[:6]:
                tried = retry.attempt(move, lang)
                assert not tried.right
                text = " ".join(tried.lines).replace(action_words(move, lang), "")
                assert answer not in text, text
                assert _label_of_best_card(retry, lang) not in text.replace(
                    _label_of_card(move, lang), "")
            for n in (1, 2):
                retry.hints = n - 1
                text = " ".join(retry.hint(lang)).replace(  # the idea names each choice
                    action_words(retry.played, lang), "").replace(
                    retry.idea.idea.title(lang), "")
                assert answer not in text, text
            retry.hints = 0
        assert retry.stars is None  # nothing right yet


def _label_of_card(move: Action, lang: str) -> str:
    return move.card.label_in(lang) if move.card is not None else "\0"


def _label_of_best_card(retry: Retry, lang: str) -> str:
    """The best move's own card, where the game's move does not play it too."""
    best, played = retry.best, retry.played
    if best.card is None or best.card == played.card:
        return "\0"
    return best.card.label_in(lang)


def test_the_third_hint_is_the_answer_and_the_stars_are_honest() -> None:
    retry = _retries("gin")[0]
    first = Retry(retry.record, retry.review, retry.step)
    assert first.attempt(first.best, "en").right and first.stars == 3
    after_wrong = Retry(retry.record, retry.review, retry.step)
    assert not after_wrong.attempt(after_wrong.played, "en").right
    assert after_wrong.attempt(after_wrong.best, "en").right and after_wrong.stars == 2
    hinted = Retry(retry.record, retry.review, retry.step)
    hinted.hint("en")
    assert hinted.attempt(hinted.best, "en").right and hinted.stars == 2
    told = Retry(retry.record, retry.review, retry.step)
    lines = []
    for _ in range(HINTS):
        lines = told.hint("en")
    assert told.shown and action_words(told.best, "en") in " ".join(lines)
    assert told.attempt(told.best, "en").right and told.stars == 1
    shown = Retry(retry.record, retry.review, retry.step)
    assert action_words(shown.best, "en") in " ".join(shown.answer("en"))
    shown.attempt(shown.best, "en")
    assert shown.stars == 1


def test_a_right_try_says_why_in_the_words_of_the_review() -> None:
    retry = _retries("gin")[0]
    tried = retry.attempt(retry.best, "nl")
    assert tried.right
    original = retry.judged.verdict
    for line in render(original.gives_up, "nl"):
        assert line in tried.lines  # what the game's move gave up, said in full now
    assert action_words(retry.played, "nl") in " ".join(tried.lines)


def test_a_move_that_is_not_legal_is_refused_clearly() -> None:
    retry = _retries("gin")[0]
    with pytest.raises(RetryError, match="not a legal move"):
        retry.attempt(Action.parse("big gin"), "en")
    with pytest.raises(ValueError):
        Retry(retry.record, retry.review, -5)


def _gin_record() -> dict[str, object]:
    """A hand of two-player gin in which seat 0 takes K♣ to its two kings and, drawing 9♣
    to 7♣ 8♣ at its second turn, holds A♥-4♥ 7♣-9♣ and three kings: gin with 5♠."""
    from ginrules.table.rules import Rules

    stock = ["TS", "9C", "2C", "JH", "5H", "6H", "8H", "QS", "TH", "5C", "6C", "TC", "JC", "QC",
             "8D", "TD", "4D", "7H", "6S", "4S", "7S", "8S", "9S", "JS", "3D", "2D", "AD", "3C",
             "AC", "KH", "4C"]
    moves = [(0, "take KC"), (0, "discard QD"), (1, "draw stock"), (1, "discard JD"),
             (0, "draw stock"), (0, "gin 5S")]
    return {
        "format": SELFPLAY_FORMAT, "version": 3, "variant": "gin",
        "players": ["You", "Bob"], "rules": Rules.preset("standard").to_dict(),
        "learner": 0,
        "hands": [{
            "number": 1, "dealer": 1, "seats": [0, 1],
            "dealt": [["AH", "2H", "3H", "4H", "7C", "8C", "KD", "KS", "5S", "QD"],
                      ["AS", "2S", "3S", "5D", "6D", "7D", "9H", "9D", "QH", "JD"]],
            "upcard": "KC", "stock": stock,
            "moves": [{"seat": seat, "action": action} for seat, action in moves]}],
    }


def test_a_gin_thrown_away_has_only_the_gin_moves_as_right_answers() -> None:
    record = ReviewRecord.from_data(_gin_record())
    positions = record.positions(0, 0)
    step = next(i for i, p in enumerate(positions)
                if p.mover == 0 and any(a.kind is ActionKind.GIN
                                        for a in p.view.legal_actions))
    view = positions[step].view
    thrown = next(a for a in view.legal_actions if a.kind is ActionKind.DISCARD)
    verdict = Weighing(view, judge_values(view)).verdict(thrown)
    review = HandReview(0, 0, tuple(positions), (Judged(step, verdict),))
    retry = Retry(record, review, step)
    assert retry_steps(review) == (step,)
    right = {m for m in retry.moves if retry.verdict(m).grade in ACCURATE}
    # a knock that leaves no deadwood is gin too (docs/rules.md)
    gin = {m for m in retry.moves if m.kind is ActionKind.GIN or (
        m.kind is ActionKind.KNOCK and best_arrangement(
            [c for c in view.hand if c != m.card]).deadwood_count == 0)}
    assert right and right == gin
    assert retry.idea.name == "gin"
    said = " ".join(retry.attempt(thrown, "en").lines)
    assert "passes up gin" in said and str(retry.best.card) not in said
    assert HandAnalysis(record, 0, 0).run().decisions  # the record itself reviews


def test_every_family_names_known_ideas_and_lessons_that_exist() -> None:
    from gintutor.courses import load_courses
    from gintutor.families import FAMILIES

    lessons = {lesson.id for course in load_courses() for lesson in course.lessons}
    for family in FAMILIES:
        uses = family_ideas(family.variants[0])
        assert uses and uses[-1].name == "discard"
        for use in uses:
            assert use.name in IDEAS
            assert use.lesson is None or use.lesson in lessons, use.lesson
            for lang in ("en", "nl"):
                assert use.idea.title(lang) and use.idea.means(lang) and use.idea.look(lang)
