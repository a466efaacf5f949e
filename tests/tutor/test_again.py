"""The same deal again (issue 46): a kept hand dealt again deals the same cards to the
same seats at the same score; the learner's own moves played again give the first play
back exactly; the session keeps what it came from; the strongest player's play is the
same every time."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

from ginrules.players.opponent import choose
from gintutor.practice import PracticeSession, Settings, new_session
from gintutor.practice.deal_again import (
    Again,
    AgainError,
    Play,
    StrongestPlay,
    again_session,
    dealt_again,
    play_of,
    second_play,
)
from gintutor.practice.kept import scores_before, session_record
from gintutor.review import HandAnalysis, ReviewRecord
from tests.tutor.played_hands import kept_hand


@cache
def _three_hands(choice: str) -> dict[str, Any]:
    """A practice game of ``choice`` to its third deal, a beginner in the learner's seat
    and the computer at club strength: its kept record."""
    game, _, players = choice.partition(":")
    session = new_session(Settings(mode="game", seed=7, coach=False, strength="club",
                                   game=game, players=int(players or 0)))
    session.start()
    for _ in range(20_000):
        if session.hand_number == 3 and session.deal_over:
            break
        if session.deal_over:
            session.next_hand()
        elif session.learner_to_act():
            session.play(choose(session.view(), "beginner"), confirmed=True)
        else:
            session.run_computer()
    return json.loads(json.dumps(session_record(session)))


def _dealt_hands(game: Any) -> list[Any]:
    hands = getattr(game, "hands", None)
    return [h for h in hands if h is not None] if isinstance(hands, list) else [game.hand]


@pytest.mark.parametrize("choice", ["gin", "gin-3", "gin-pairs", "gin-tournament", "rummy:3"])
def test_every_kept_hand_is_dealt_again_with_the_same_cards_seats_and_score(
        choice: str) -> None:
    record = _three_hands(choice)
    hands = record["hands"]
    assert len({h["number"] for h in hands}) >= 3
    for index, kept in enumerate(hands):
        game = dealt_again(record, index)
        hand = next(h for h in _dealt_hands(game) if h.dealer == kept["dealer"]
                    and [[c.code for c in cards] for cards in h.dealt.hands] == kept["dealt"])
        dealt = hand.dealt
        assert dealt.upcard.code == kept["upcard"]
        assert [c.code for c in reversed(dealt.stock)] == kept["stock"]
        assert list(dealt.active) == kept["seats"]
        assert not hand.actions
        before = scores_before(hands, index, len(record["players"]))
        if getattr(game, "hands", None) is None:  # one table: the game's totals
            assert tuple(game.sheet.totals) == before


#: One game of each family (Rummy for more players plays the same flow, only slower).
FAMILY_CHOICES = ["gin", "gin-3", "gin-7:4", "gin-pairs", "gin-tournament", "rummy:2",
                  "rummy:3"]


@pytest.mark.parametrize("choice", FAMILY_CHOICES)
def test_the_learners_own_moves_played_again_give_the_first_play_back(choice: str) -> None:
    kept = kept_hand(choice)
    data = kept.record.data
    index = len(data["hands"]) - 1
    first = play_of(kept.review)
    session = again_session(data, index, first)
    assert session.again is not None and session.again.first == first
    assert session.settings.mode == "hand"
    session.start()
    moves = iter(m["action"] for m in data["hands"][index]["moves"] if m["seat"] == 0)
    for _ in range(3000):  # the computer is the same player: it answers the same
        if session.deal_over:
            break
        if session.learner_to_act():
            session.play(next(moves), confirmed=True)
        else:
            session.run_computer()
    assert second_play(session) == first
    replayed = json.loads(json.dumps(session_record(session)))
    assert replayed["id"] == f"{data['id']}-again-{session.again.number}"
    assert replayed["again_of"] == data["id"]
    mine = next(i for i, h in enumerate(replayed["hands"]) if 0 in h["seats"]
                and h["dealt"] == data["hands"][index]["dealt"])
    assert replayed["hands"][mine]["moves"] == data["hands"][index]["moves"]
    again_review = HandAnalysis(ReviewRecord.from_data(replayed), mine, 0).run()
    assert play_of(again_review) == first


def test_a_deal_played_again_keeps_only_its_own_hands_each_with_the_score_before() -> None:
    record = _three_hands("gin")
    index = len(record["hands"]) - 1
    session = again_session(record, index, Play(0, 0, None))
    session.start()
    for _ in range(3000):
        if session.deal_over:
            break
        if session.learner_to_act():
            session.play(choose(session.view(), "club"), confirmed=True)
        else:
            session.run_computer()
    replayed = session_record(session)
    [hand] = replayed["hands"]
    assert hand["number"] == record["hands"][index]["number"]
    assert hand["before"] == list(scores_before(record["hands"], index, 2) or ())
    assert session.finished  # one deal: then a new game


def test_the_session_keeps_what_it_came_from_and_a_damaged_note_is_a_game() -> None:
    kept = kept_hand("gin")
    data = kept.record.data
    session = again_session(data, 0, play_of(kept.review))
    restored = PracticeSession.from_json(session.to_json())
    assert restored is not None and restored.again == session.again
    saved = json.loads(session.to_json())
    saved["again"] = {"of": "x", "index": "one"}
    damaged = PracticeSession.from_json(json.dumps(saved))
    assert damaged is not None and damaged.again is None
    assert Again.from_dict(None) is None


def test_the_strongest_play_is_the_same_every_time_and_leaves_the_session_alone() -> None:
    kept = kept_hand("gin")
    session = again_session(kept.record.data, 0, play_of(kept.review))
    before = session.to_json()
    one, two = StrongestPlay(session), StrongestPlay(session)
    assert one.run() == two.run()
    assert one.moves > 0 and one.done
    assert session.to_json() == before


def test_a_game_without_its_save_or_a_hand_sat_out_cannot_be_dealt_again() -> None:
    data = {k: v for k, v in kept_hand("gin").record.data.items() if k != "game"}
    with pytest.raises(AgainError, match="first hands"):
        dealt_again(data, 0)
    with pytest.raises(AgainError):
        dealt_again(kept_hand("gin").record.data, 5)
    record = _three_hands("gin-3")
    out = next(i for i, h in enumerate(record["hands"]) if 0 not in h["seats"])
    with pytest.raises(AgainError, match="sat that hand out"):
        again_session(record, out, Play(0, 0, None))
