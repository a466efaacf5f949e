"""The review of a hand (issue 27), in CPython: every learner decision of saved records
graded again from the values saved with them; a thrown-away gin called a blunder with
the gin card shown; every game the product plays reviewed from a self-play record; the
analysis in slices; records that cannot be reviewed refused with a clear message."""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

from ginrules import Card, render
from ginrules.cli import main
from ginrules.core.actions import Action
from ginrules.core.explain import Step
from ginrules.core.grades import BEST_WITHIN, BLUNDER_FROM, THRESHOLDS, grade
from ginrules.table.view import PlayerView
from gintutor.practice.verdict import (
    Verdict,
    accuracy_words,
    key_moment_words,
    verdict_words,
)
from gintutor.review import (
    DEFAULT_ANALYSER,
    HandAnalysis,
    ReviewError,
    ReviewRecord,
    advisor_values,
    game_accuracy,
    judge_values,
)
from gintutor.review.analysis import AdvisorValue
from gintutor.review.telling import game_accuracy_words, step_words
from tests.tutor.review_fixture import FIXTURE


class SavedValues:
    """An analyser that answers with the values a fixture saved for each decision (so
    the test reproduces the classification whatever analyser the review uses now)."""

    def __init__(self, decisions: list[dict[str, Any]]) -> None:
        self.by_view: list[list[list[Any]]] = [d["values"] for d in decisions]
        self.asked = 0

    def __call__(self, view: PlayerView) -> Sequence[AdvisorValue]:
        values = self.by_view[self.asked]
        self.asked += 1
        got = tuple(AdvisorValue(Action.parse(a), v) for a, v in values)
        assert {v.action for v in got} == set(view.legal_actions)  # the same decision
        return got


def fixture_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return cases


@pytest.mark.parametrize("case", fixture_cases(), ids=lambda c: c["record"]["variant"])
def test_every_learner_move_of_the_saved_records_is_graded_again(case: dict[str, Any]) -> None:
    record = ReviewRecord.from_data(case["record"])
    assert record.learner == 0
    reviews = []
    for expected in case["expected"]:
        analyser = SavedValues(expected["decisions"])
        review = HandAnalysis(record, expected["hand"], record.learner,
                              analyser=analyser).run()
        assert analyser.asked == len(expected["decisions"])
        got = [{"step": d.step, "action": str(d.action), "best": str(d.best), "loss": d.loss,
                "grade": d.grade} for d in review.decisions]
        assert got == [{k: d[k] for k in ("step", "action", "best", "loss", "grade")}
                       for d in expected["decisions"]]
        # every choice of the learner (two or more legal moves) is judged, nothing else
        for step, pos in enumerate(review.positions):
            chose = pos.mover == 0 and len(pos.view.legal_actions) > 1
            assert (review.decision_at(step) is not None) == chose
        reviews.append(review)
    grades = [d.grade for r in reviews for d in r.decisions]
    share = sum(g in ("best", "good") for g in grades) / len(grades)
    assert game_accuracy(reviews) == share
    said = game_accuracy_words(reviews, "en")
    if len(reviews) > 1:
        assert said is not None and f": {round(100 * share)}% (" in said
        assert f"of {len(grades)} decisions" in said


def test_the_thresholds_grade_by_points_lost() -> None:
    assert grade(0) == grade(BEST_WITHIN) == "best"
    bounds = [b for _g, b in THRESHOLDS]
    assert bounds == sorted(bounds) and bounds[-1] == BLUNDER_FROM
    for name, below in THRESHOLDS:
        assert grade(below - 0.01) == name and grade(below) != name
    assert grade(BLUNDER_FROM) == grade(60) == "blunder"


# ---------------------------------------------------------------- a gin thrown away
GIN_HAND = {"number": 1, "dealer": 1, "seats": [0, 1],
            "dealt": [["AS", "2S", "3S", "4H", "5H", "6H", "7C", "7D", "7S", "KD"],
                      ["8D", "9D", "TD", "JH", "QH", "KH", "2C", "3C", "4C", "9S"]],
            "upcard": "QC", "stock": ["7H", "2D"], "new_stocks": [],
            "moves": [{"seat": 0, "action": "pass"}, {"seat": 1, "action": "pass"},
                      {"seat": 0, "action": "draw stock"},
                      {"seat": 0, "action": "discard KD"},  # gin KD was there to play
                      {"seat": 1, "action": "draw stock"},
                      {"seat": 1, "action": "knock 9S"}]}


def gin_record() -> dict[str, Any]:
    return {"format": "ginrules-selfplay", "version": 3, "variant": "gin",
            "players": ["You", "Computer"], "rules": {"preset": "standard"},
            "hands": [copy.deepcopy(GIN_HAND)], "learner": 0}


def fake_analyser(view: PlayerView) -> tuple[AdvisorValue, ...]:
    """Going gin is worth the gin bonus and the other's deadwood; anything else nothing
    (played out, it says, over 8 deals)."""
    return tuple(AdvisorValue(a, 40.0 if str(a).startswith("gin") else 0.0, 8)
                 for a in view.legal_actions)


@pytest.mark.parametrize("analyser", [fake_analyser, None], ids=["fake", "default"])
def test_a_gin_thrown_away_is_a_blunder_with_the_gin_card_shown(analyser: Any) -> None:
    record = ReviewRecord.from_data(gin_record())
    review = HandAnalysis(record, 0, 0, analyser=analyser).run()
    thrown = review.decision_at(3)
    assert thrown is not None and str(thrown.action) == "discard KD"
    assert thrown.grade == "blunder" and thrown.loss >= BLUNDER_FROM
    assert thrown.best == Action.parse("gin KD") and thrown.best.card is not None
    assert thrown.best.card.code == "KD"
    assert review.key_moments[0] is thrown
    en = step_words(record, review, 3, "en")
    assert en[0] == "Move 4 of 6: You: discard K♦ (king of diamonds)."
    assert en[1].startswith("Blunder: about ") and "go gin, discarding K♦" in " ".join(en)
    nl = step_words(record, review, 3, "nl")
    assert nl[1].startswith("Blunder: ") and "gin maken en H♦ (ruiten heer)" in " ".join(nl)
    assert key_moment_words(review.decisions, "en")[0][0] == 3
    assert "undercut" in " ".join(step_words(record, review, 6, "en"))


def test_a_fraction_of_a_point_is_written_with_the_languages_decimal_mark() -> None:
    best, played = Action.parse("discard KD"), Action.parse("discard 9S")
    verdict = Verdict(played, best, 0.7, "inaccuracy", ((best, 0.0), (played, -0.7)), 8)
    assert "about 0.7 points lost" in verdict_words(verdict, "en")[0]
    assert "zo'n 0,7 punten verloren" in verdict_words(verdict, "nl")[0]
    whole = replace(verdict, loss=1.04)
    assert "about 1 point lost" in verdict_words(whole, "en")[0]


def test_the_analysis_runs_in_slices_that_say_how_far_it_is() -> None:
    record = ReviewRecord.from_data(gin_record())
    analysis = HandAnalysis(record, 0, 0, analyser=fake_analyser)
    seen = [(p.done, p.total) for p in analysis.slices()]
    total = analysis.total
    assert seen == [(n, total) for n in range(total + 1)] and total >= 2
    assert analysis.review is not None and len(analysis.review.decisions) == total
    assert accuracy_words(analysis.review.decisions, "en").startswith("Accuracy this hand: ")
    assert game_accuracy_words([analysis.review], "en") is None  # one hand is no game


@pytest.mark.parametrize("variant, players, strengths", [
    ("gin", "2", "club,expert"), ("gin-3", "3", "club"), ("gin-7", "3", "club"),
    ("gin-7", "4", "club"), ("gin-pairs", "4", "club"), ("gin-tournament", "4", "club"),
    ("rummy", "2", "club"), ("rummy", "5", "club")])
def test_every_game_reviews_from_a_selfplay_record(
        capsys: pytest.CaptureFixture[str], variant: str, players: str, strengths: str) -> None:
    assert main(["selfplay", "--variant", variant, "--players", players, "--seed", "3",
                 "--strengths", strengths, "--hands", "2"]) == 0
    record = ReviewRecord.from_json(capsys.readouterr().out)
    assert record.learner is None  # a computer-only game: the page asks whose to review
    for index in range(len(record.hands)):
        for seat in record.seats_of(index):
            review = HandAnalysis(record, index, seat, analyser=fake_analyser).run()
            moves = record.hands[index]["moves"]
            assert len(review.positions) == len(moves) + 1
            mine = [i for i, m in enumerate(moves) if m["seat"] == seat]
            assert {d.step for d in review.decisions} <= set(mine)
            for step in range(len(review.positions)):
                assert step_words(record, review, step, "nl")


def test_the_default_analyser_values_every_legal_move(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--seed", "5", "--hands", "1"]) == 0
    record = ReviewRecord.from_json(capsys.readouterr().out)
    for pos in record.positions(0, 0)[:12]:
        if pos.mover == 0 and len(pos.view.legal_actions) > 1:
            assert pos.move is not None
            valued = DEFAULT_ANALYSER(pos.view)
            assert {v.action for v in valued} == set(pos.view.legal_actions)
            assert [v.value for v in valued] == sorted((v.value for v in valued), reverse=True)
    advised = advisor_values(record.positions(0, 0)[2].view)
    assert all(v.value <= 0 for v in advised)


# ---------------------------------------------------------------- the master as judge
def test_every_decision_is_given_the_verdict_the_coach_gives_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    """A two-player gin hand's last draws, seat 0 a beginner (a deal with searched
    decisions, followed and not, and a costly one): each decision is given the practice
    judge's verdict, as the coach gave it, from the weighing the hint reads."""
    from gintutor.practice.judge import judge, weigh

    assert DEFAULT_ANALYSER is judge_values
    assert main(["selfplay", "--variant", "gin", "--players", "2", "--seed", "9",
                 "--strengths", "beginner,expert", "--hands", "1"]) == 0
    record = ReviewRecord.from_json(capsys.readouterr().out)
    review = HandAnalysis(record, 0, 0).run()
    searched = followed = 0
    for judged in review.decisions:
        view = review.positions[judged.step].view
        assert judged.verdict == judge(view, judged.action)
        hinted = weigh(view)
        searched += hinted.searched
        if judged.action == hinted.best:
            followed += 1
            assert judged.grade == "best" and judged.loss == 0
    assert searched and followed
    costly = next(d for d in review.decisions if d.grade != "best" and d.verdict.samples)
    said = " ".join(step_words(record, review, costly.step, "en"))
    assert f"about {round(costly.loss)} points lost" in said


def judged(action: str, best: str, values: dict[str, tuple[float, int]], expert: str,
           reason: tuple[Step, ...] = ()) -> Verdict:
    """A verdict as the judge gives it, from each move's value and deals."""
    loss = values[best][0] - values[action][0]
    return Verdict(Action.parse(action), Action.parse(best), loss, grade(loss),
                   tuple((Action.parse(a), v) for a, (v, _n) in values.items()),
                   values[best][1], values[action][1], Action.parse(expert), reason)


def test_a_decision_says_what_measured_its_loss() -> None:
    explained = (Step("act.discard", {"card": Card("QD")}),)
    # both played out, the best the advisor's too: its explanation, then the figures
    both = judged("discard 2H", "discard QD", {"discard QD": (0.0, 48),
                                               "discard 2H": (-3.0, 48)}, "discard QD",
                  explained)
    en = verdict_words(both, "en")
    assert en[:2] == ["Mistake: about 3 points lost.", "Best was to discard Q♦ (queen of "
                      "diamonds)."]
    assert en[3] == "Played out over 48 guessed deals, it scored about 3 points more " \
        "on average than your move."
    assert len(en) == 4 and en[2] == render(explained[0], "en")
    # both played out, thinking ahead chose other than the advisor
    ahead = judged("discard QD", "discard 2H", {"discard 2H": (0.0, 48),
                                                "discard QD": (-5.0, 48)}, "discard QD")
    en = verdict_words(ahead, "en")
    assert en[0] == "Mistake: about 5 points lost."
    assert en[1].startswith("Best was to discard 2♥")
    assert en[2].startswith("Played out over 48 guessed deals, it scored about 5 points")
    assert en[3] == ("The advisor's estimate alone would discard Q♦ (queen of diamonds); "
                     "thinking ahead found this better.")
    assert verdict_words(ahead, "nl")[3].startswith(
        "Op zijn schatting alleen zou de adviseur V♦ (ruiten vrouw) afleggen")
    # the best played out, the learner's move only estimated: both figures, adding up
    mixed = judged("discard KC", "discard 2H", {"discard 2H": (0.0, 48),
                                                "discard QD": (-2.0, 48),
                                                "discard KC": (-9.0, 0)}, "discard QD")
    en = verdict_words(mixed, "en")
    assert en[2] == ("Played out over 48 guessed deals, it scored about 2 points more on "
                     "average than the advisor's own choice, to discard Q♦ (queen of "
                     "diamonds); the advisor's estimate puts that about 7 points ahead of "
                     "your move.")
    assert "zo'n 7 punten meer op dan jouw zet" in verdict_words(mixed, "nl")[2]
    # nothing played out: the estimate
    guessed = judged("discard KC", "discard QD", {"discard QD": (0.0, 0),
                                                  "discard KC": (-4.0, 0)}, "discard 2H")
    assert verdict_words(guessed, "en")[2] == (
        "The advisor's estimate puts it about 4 points ahead of your move.")


# ---------------------------------------------------------------- bad records
def bad_texts() -> list[tuple[str, str]]:
    illegal = gin_record()
    illegal["hands"][0]["moves"][3]["action"] = "discard 5C"
    dealt_twice = gin_record()
    dealt_twice["hands"][0]["dealt"][1][0] = "AS"
    unfinished = gin_record()
    del unfinished["hands"][0]["moves"][-1]
    wrong_seat = gin_record()
    wrong_seat["hands"][0]["moves"][2]["seat"] = 1
    no_hands = {**gin_record(), "hands": []}
    return [("x" * 1_000_001, "too_big"), ("{not json", "not_json"),
            ("[" * 200, "not_json"), (json.dumps({"format": "something else"}), "format"),
            (json.dumps({**gin_record(), "version": True}), "format"),
            (json.dumps({**gin_record(), "variant": "poker"}), "shape"),
            (json.dumps({**gin_record(), "hands": [{"moves": "many"}]}), "shape"),
            (json.dumps({**gin_record(), "learner": 7}), "shape"),
            (json.dumps(no_hands), "no_hands"), (json.dumps(illegal), "illegal"),
            (json.dumps(wrong_seat), "illegal"),
            (json.dumps(dealt_twice), "deal"), (json.dumps(unfinished), "unfinished")]


@pytest.mark.parametrize("text, reason", bad_texts(), ids=[r for _t, r in bad_texts()])
def test_a_bad_record_is_refused_saying_why(text: str, reason: str) -> None:
    with pytest.raises(ReviewError) as err:
        ReviewRecord.from_json(text)
    assert isinstance(err.value, ValueError) and err.value.key == reason
    assert err.value.say("en") == str(err.value) and err.value.say("nl") != str(err.value)
    if reason == "illegal":
        assert "hand 1, move" in str(err.value)


def test_a_record_exports_as_it_was_read() -> None:
    record = ReviewRecord.from_data(gin_record())
    again = ReviewRecord.from_json(record.to_json())
    assert again.data == record.data and again.learner == 0
    with pytest.raises(ReviewError):
        HandAnalysis(record, 1, 0)  # no second hand
    with pytest.raises(ReviewError):
        HandAnalysis(record, 0, 2)  # no such seat


def test_a_record_damaged_anywhere_is_refused_only_with_a_review_error() -> None:
    """Every field of a good record replaced by values of other kinds: the record reads,
    or is refused with a ReviewError, never any other error."""
    import random

    rng = random.Random(27)
    odd: list[Any] = [None, True, -1, 0, 3, 99, 2.5, "", "QS", "x" * 50, [], [None], {},
                      {"a": 1}, [["AS"]], ["AS", "AS"]]
    good = gin_record()

    def paths(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        found = [at]
        if isinstance(value, dict):
            for key, inner in value.items():
                found += paths(inner, (*at, key))
        elif isinstance(value, list):
            for i, inner in enumerate(value):
                found += paths(inner, (*at, i))
        return found

    every = [p for p in paths(good) if p]
    refused = 0
    for _ in range(400):
        damaged = copy.deepcopy(good)
        where = rng.choice(every)
        holder = damaged
        for key in where[:-1]:
            holder = holder[key]
        holder[where[-1]] = copy.deepcopy(rng.choice(odd))
        try:
            ReviewRecord.from_data(damaged)
        except ReviewError:
            refused += 1
    assert refused > 300  # almost every damage is seen (a few change nothing that matters)
