"""The learner's own practice set (gintutor.practice_set, issue 46): positions got wrong
come back by spaced repetition (a fixed clock here), the set is bounded and read through
the one reader, and a position kept in it is the same position, graded the same, as the
review's retry it came from."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from gintutor.practice_set import (
    MAX_POSITIONS,
    WAITS,
    PracticeSet,
    PracticeSetError,
    SetPosition,
)
from gintutor.review.retry import Retry, retry_of, retry_steps, set_position
from tests.tutor.played_hands import kept_hand

DAY = date(2026, 12, 7)


def _position(key: str = "gin-2-1:0:5") -> SetPosition:
    return SetPosition(key, "gin", "discard", {"hands": []}, 5, 0)


def test_a_right_answer_waits_longer_each_time_and_a_wrong_one_starts_again() -> None:
    practice = PracticeSet()
    assert practice.add(_position(), DAY)
    assert practice.due(DAY) == []
    today = DAY + timedelta(days=WAITS[0])
    for box, wait in enumerate(WAITS[1:], 1):
        assert [p.key for p in practice.due(today)] == ["gin-2-1:0:5"]
        moved = practice.answered("gin-2-1:0:5", True, today)
        assert moved.box == box
        today += timedelta(days=wait)
        assert moved.due == today.isoformat()
        assert practice.due(today - timedelta(days=1)) == []
    last = practice.answered("gin-2-1:0:5", True, today)
    assert last.box == len(WAITS) - 1 and last.due == (today + timedelta(days=30)).isoformat()
    wrong = practice.answered("gin-2-1:0:5", False, today)
    assert wrong.box == 0 and wrong.due == (today + timedelta(days=1)).isoformat()
    assert (wrong.tries, wrong.right) == (len(WAITS) + 1, len(WAITS))
    # Got wrong again in play: the position is not added twice, it starts again.
    assert not practice.add(_position(), today) and len(practice.positions) == 1
    assert practice.find("gin-2-1:0:5").box == 0


def test_the_set_is_bounded_the_oldest_added_retiring_first() -> None:
    practice = PracticeSet()
    for n in range(MAX_POSITIONS + 5):
        practice.add(_position(f"g:0:{n}"), DAY + timedelta(days=n))
    assert len(practice.positions) == MAX_POSITIONS
    assert practice.positions[0].key == "g:0:5"


def test_a_stored_set_round_trips_and_a_damaged_one_is_refused_clearly() -> None:
    practice = PracticeSet()
    practice.add(_position(), DAY)
    again = PracticeSet.from_json(practice.to_json())
    assert again == practice
    for bad in ("{", "[1]", json.dumps({"format": "other", "version": 1}),
                "[" * 200 + "]" * 200, "x" * 3_000_000):
        with pytest.raises(PracticeSetError):
            PracticeSet.from_json(bad)
    assert isinstance(PracticeSetError("x"), ValueError)
    # One damaged position is one dropped; the others are kept.
    data = practice.to_data()
    data["positions"].append({**data["positions"][0], "key": "b", "due": "the 5th"})
    data["positions"].append({**data["positions"][0], "key": "c", "box": 99})
    assert [p.key for p in PracticeSet.from_data(data).positions] == ["gin-2-1:0:5"]


def test_a_progress_files_set_adds_the_positions_this_browser_lacks() -> None:
    mine, theirs = PracticeSet(), PracticeSet()
    mine.add(_position("a"), DAY)
    mine.answered("a", True, DAY)
    theirs.add(_position("a"), DAY)
    theirs.add(_position("b"), DAY)
    assert mine.merge(PracticeSet.from_data(theirs.to_data())) == 1
    assert [p.key for p in mine.positions] == ["a", "b"]
    assert mine.find("a").box == 1  # its own schedule kept


def test_the_tally_per_idea_counts_positions_tries_and_right_ones() -> None:
    practice = PracticeSet()
    practice.add(_position("a"), DAY)
    practice.add(SetPosition("b", "gin", "knock", {}, 3, 0), DAY)
    practice.add(_position("c"), DAY)
    practice.answered("a", True, DAY)
    practice.answered("c", False, DAY)
    assert [(t.idea, t.positions, t.tries, t.right) for t in practice.by_idea()] == [
        ("discard", 2, 2, 1), ("knock", 1, 0, 0)]


@pytest.mark.parametrize("choice", ["gin", "gin-tournament", "rummy:3"])
def test_a_position_kept_in_the_set_is_the_retry_it_came_from(choice: str) -> None:
    kept = kept_hand(choice, costly=True)
    for step in retry_steps(kept.review):
        original = Retry(kept.record, kept.review, step)
        stored = PracticeSet()
        stored.add(set_position(original), DAY)
        position = PracticeSet.from_json(stored.to_json()).positions[0]
        again = retry_of(position)
        assert again.view == original.view and again.played == original.played
        assert again.context_words("en") == original.context_words("en")
        assert again.idea == original.idea and position.idea == original.idea.name
        for move in original.moves:
            a, b = again.verdict(move), original.verdict(move)
            assert (a.grade, a.loss, a.best) == (b.grade, b.loss, b.best)


# ------------------------------------------------- the computer's games' positions
from gintutor.ideas import family_ideas  # noqa: E402
from gintutor.practice.settings import PRACTICE_CHOICES  # noqa: E402
from gintutor.review.starters import starters, starters_for  # noqa: E402


@pytest.mark.parametrize("choice", [c.key for c in PRACTICE_CHOICES])
def test_every_idea_of_every_game_has_a_position_from_the_computers_games(
        choice: str) -> None:
    from ginrules.core.actions import Action
    from ginrules.core.grades import ACCURATE
    from ginrules.players.costs import gives_up
    from gintutor.ideas import idea_for

    positions = starters()[choice]
    variant = next(c.variant.name for c in PRACTICE_CHOICES if c.key == choice)
    assert [p.idea for p in positions] == [u.name for u in family_ideas(variant)]
    for position in positions:
        retry = retry_of(position)
        example = Action.parse(position.example)
        assert retry.played == example and not retry.own
        assert retry.verdict(example).grade not in ACCURATE
        facts = [s.id for s in gives_up(retry.view, example, retry.best)]
        assert idea_for(variant, example, retry.best, facts).name == position.idea
        hint2 = Retry(retry.record, retry.review, retry.step)
        hint2.hints = 1
        assert hint2.hint("en")[0].startswith("Hint 2 · A costly move here is to ")


def test_the_stored_positions_are_what_the_computers_games_make() -> None:
    """Two-player gin's made again (the whole file: ``python -m gintutor.review.starters
    --check``)."""
    assert tuple(starters_for("gin")) == starters()["gin"]


@pytest.mark.parametrize("choice", ["gin", "rummy:4"])
def test_the_key_moments_of_a_hand_played_join_the_set_as_the_coach_graded_them(
        choice: str) -> None:
    from gintutor.practice.kept import played_positions, session_record

    kept = kept_hand(choice, costly=True)
    session = kept.session
    positions = played_positions(session, session_record(session))
    moments = session.hand_key_moments()
    assert [p.step for p in positions] == [d.step for d in moments] and positions
    for position, decision in zip(positions, moments, strict=True):
        again = retry_of(position)
        assert str(again.played) == decision.action
        assert (again.judged.grade, again.judged.loss) == (decision.grade, decision.loss)
        assert again.view == kept.review.positions[decision.step].view
