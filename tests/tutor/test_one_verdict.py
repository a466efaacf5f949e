"""One move, one verdict (issue 45): for kept hands of every game on the practice menu,
the coach, the hand's summary, the statistics and the review give each decision the same
grade, loss and best move, on the one scale of ``ginrules.core.grades``; the coach's bound is
a grade, and its words are the review's."""

from __future__ import annotations

import pytest

from ginrules.core.grades import BLUNDER_FROM, GRADES, graded, worse_or_equal
from ginrules.players.opponent import choose
from gintutor.practice import COACH_GRADE, PracticeSession, Settings, new_session
from gintutor.practice.judge import judge
from gintutor.practice.kept import session_record
from gintutor.practice.verdict import summary_words, verdict_words
from gintutor.review import HandReview, ReviewRecord
from gintutor.review.telling import step_words
from tests.tutor.played_hands import CHOICES, kept_hand


def _kept_hand(choice: str) -> tuple[PracticeSession, HandReview]:
    kept = kept_hand(choice)
    return kept.session, kept.review


@pytest.mark.parametrize("choice", CHOICES)
def test_the_coach_the_summary_the_statistics_and_the_review_give_one_verdict(
        choice: str) -> None:
    session, review = _kept_hand(choice)
    coach = [(d.step, d.action, d.best, d.loss, d.grade) for d in session.decisions]
    reviewed = [(d.step, str(d.action), str(d.best), d.loss, d.grade)
                for d in review.decisions]
    assert coach == reviewed
    assert coach, "the hand had decisions to judge"
    for lang in ("en", "nl"):  # the summary is the review's first screen, in its words
        assert session.hand_verdicts(lang) == summary_words(review.decisions, lang)
    line = session.finished_hand_line()
    assert line is not None and review.accuracy is not None
    assert line[1].accuracy == round(100 * review.accuracy)


@pytest.mark.parametrize("choice", ["gin", "rummy:4"])
def test_the_review_says_each_verdict_in_the_coachs_words(choice: str) -> None:
    session, review = _kept_hand(choice)
    record = ReviewRecord.from_data(session_record(session))
    costly = [d for d in review.decisions if d.grade != "best"]
    assert costly
    for judged in costly:
        said = step_words(record, review, judged.step, "en")
        assert said[1:] == verdict_words(judged.verdict, "en")
        assert said[1].startswith(judged.grade.capitalize() + ":")


def test_every_grade_is_said_by_its_name_at_the_loss_it_is_given() -> None:
    """The coach once said "Mistake: about 28 points" where the review said "Blunder"
    (two scales): the words now name the grade of the loss they say."""
    _session, review = _kept_hand("rummy:4")
    for judged in review.decisions:
        assert graded(judged.loss) == (judged.loss, judged.grade)
        if judged.grade in ("inaccuracy", "mistake", "blunder"):
            head = verdict_words(judged.verdict, "en")[0]
            assert head.startswith(f"{judged.grade.capitalize()}: about ")
    assert any(d.loss >= BLUNDER_FROM and d.grade == "blunder" for d in review.decisions)


def test_the_coach_holds_back_a_mistake_or_worse_and_says_the_reviews_verdict() -> None:
    assert COACH_GRADE in GRADES
    held = let_through = 0
    for seed in range(1, 12):
        session = new_session(Settings(mode="hand", seed=seed, coach=True, strength="expert"))
        session.start()
        while not session.deal_over:
            if not session.learner_to_act():
                session.run_computer()
                continue
            view = session.view()
            move = choose(view, "beginner")
            verdict = judge(view, move) if len(view.legal_actions) > 1 else None
            out = session.play(move)
            if verdict is not None and worse_or_equal(verdict.grade, COACH_GRADE):
                held += 1
                assert out.warning is not None
                assert out.warning.lines[1:] == tuple(verdict_words(verdict, "en", ahead=True))
                said = verdict_words(verdict, "en")  # the review's words: the same lines,
                assert len(said) == len(out.warning.lines) - 1  # the grade's said as past
                assert said[0].split(":")[0] == out.warning.lines[1].split(":")[0]
                assert out.warning.loss == verdict.loss
                session.play(move, confirmed=True)
            else:
                let_through += 1
                assert out.warning is None
    assert held and let_through


def test_a_discard_that_breaks_a_set_is_told_so_before_the_better_card() -> None:
    """The review once praised the better card ("It keeps 3♣ 5♣ together") and never said
    that the learner's 9♣ broke the set 9♣ 9♦ 9♠: what the move gives up comes first."""
    from ginrules import Hand, Rules
    from ginrules.core.actions import Action

    hand = Hand.arranged(Rules(), 1, ["9C 9D 9S 2H 3H 4H 5C 6C JS KD",
                                      "AS 2S 3S 4S 5S 6S 7S 8S TD JD"], "QC", ["KH"])
    for move in ("pass", "pass", "draw stock"):
        hand.apply(move)
    verdict = judge(hand.view(0), Action.parse("discard 9C"))
    assert verdict.grade == "blunder"
    lines = verdict_words(verdict, "en")
    assert lines[0].startswith("Blunder: about ")
    assert lines[1:4] == ["Discarding 9♣ breaks up your set 9♣ 9♦ 9♠.",
                          "It leaves 59 deadwood in your hand; discarding J♠ would leave 31.",
                          "Best was to discard J♠ (jack of spades)."]


@pytest.mark.parametrize("choice", CHOICES)
def test_the_reviews_last_step_is_the_showdown_and_the_score_as_practice_shows_them(
        choice: str) -> None:
    """The review once stopped at the knock (and said a Rummy hand that someone went out
    of was drawn): its last step is the end of the hand as the practice page shows it."""
    session, review = _kept_hand(choice)
    record = ReviewRecord.from_data(session_record(session))
    end = step_words(record, review, len(review.positions) - 1, "en")
    result = review.positions[-1].view.result
    assert end[0] == "End of the hand."
    if result is None:
        assert end[1:] == ["The hand ends drawn: nobody scores."]
        return
    shown = session.showdown_steps("en")
    explained = [line for line in shown if line in end]
    assert len(explained) >= len(result.explanation)  # every step of the showdown
    assert end[-1].startswith("The hand ends (") and f" {result.points} point" in end[-1]
