"""Keeping every finished practice hand for the review (issue 27): the record is the
self-play format the command line replays, bounded with the oldest hands dropped first and
never a hand of the game being kept; stored text that cannot be read is refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ginrules.cli import main
from ginrules.players.opponent import choose
from gintutor.practice import PracticeSession, Settings, new_session
from gintutor.practice.kept import (
    KEPT_FORMAT,
    KEPT_VERSION,
    MAX_GAMES,
    MAX_HANDS,
    KeptHands,
    KeptHandsError,
    session_record,
)


def play_hands(session: PracticeSession, hands: int) -> None:
    """Play the learner's seat with the club player's moves until ``hands`` deals ended."""
    done = 0
    for _ in range(5000):
        if session.deal_over:
            done += 1
            if done == hands or session.finished:
                return
            session.next_hand()
            continue
        if session.learner_to_act():
            session.play(choose(session.view(), "club"), confirmed=True)
        else:
            session.run_computer()
    raise AssertionError("the hands did not end")


@pytest.mark.parametrize("game, players", [("gin", 0), ("gin-7", 3), ("gin-pairs", 0),
                                           ("rummy", 3)])
def test_a_sessions_record_replays_on_the_command_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str, players: int) -> None:
    session = new_session(Settings(mode="game", seed=5, game=game, players=players,
                                   strength="club", coach=False))
    play_hands(session, 2)
    record = session_record(session)
    assert record["learner"] == 0 and record["id"] == f"{game}-{session.game.table.size}-5"
    assert record["strengths"][0] == "learner"
    assert len(record["hands"]) >= 2  # two deals (two card tables: a hand at each)
    path = tmp_path / "kept.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert "the record holds" in capsys.readouterr().out


def fake_record(name: str, hands: int) -> dict[str, Any]:
    return {"id": name, "game": {"actions": []},
            "hands": [{"number": n + 1} for n in range(hands)]}


def test_the_oldest_hands_go_first_and_never_the_current_games() -> None:
    kept = KeptHands()
    for n in range(MAX_GAMES + 5):
        kept.keep(fake_record(f"g{n}", 3))
        assert kept.hand_count <= MAX_HANDS and len(kept.games) <= MAX_GAMES
    newest = kept.games[-1]
    assert newest["id"] == f"g{MAX_GAMES + 4}" and len(newest["hands"]) == 3
    oldest = kept.games[0]
    # the oldest kept game lost its first hands, says so, and no longer claims the save
    assert kept.hand_count == MAX_HANDS
    if oldest.get("dropped"):
        assert oldest["hands"][0]["number"] == oldest["dropped"] + 1 and "game" not in oldest
    # a game that grows beyond the bound on its own is kept whole: only others give way
    kept.keep(fake_record("long", MAX_HANDS + 4))
    assert [g["id"] for g in kept.games] == ["long"]
    assert len(kept.games[0]["hands"]) == MAX_HANDS + 4
    # keeping the same game again replaces it (newest last); a game with no hand is not kept
    kept.keep(fake_record("other", 1))
    kept.keep(fake_record("long", 2))
    assert [g["id"] for g in kept.games] == ["other", "long"]
    kept.keep(fake_record("empty", 0))
    assert kept.find("empty") is None and kept.find("other") is not None


def test_stored_hands_round_trip_and_bad_text_is_refused() -> None:
    kept = KeptHands()
    kept.keep(fake_record("a", 2))
    again = KeptHands.from_json(kept.to_json())
    assert again.games == kept.games
    assert KeptHands.from_json(None).games == [] and KeptHands.from_json("").games == []
    for bad in ("not json", "[1, 2]", "[" * 500,
                json.dumps({"format": KEPT_FORMAT, "version": 99, "games": []}),
                json.dumps({"format": KEPT_FORMAT, "version": KEPT_VERSION, "games": [{}]}),
                json.dumps({"format": KEPT_FORMAT, "version": KEPT_VERSION,
                            "games": [{"id": "x", "hands": "many"}]}),
                "x" * 1_000_001):
        with pytest.raises(KeptHandsError) as err:
            KeptHands.from_json(bad)
        assert str(err.value)
