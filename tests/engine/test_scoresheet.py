"""A game on a score sheet: target, game bonus, box bonus per hand won, shutout."""

from __future__ import annotations

import json

import pytest

from ginrules import Rules, ScoreSheet, ScoreSheetError, render, score_hand


def test_game_with_bonuses_explained() -> None:
    sheet = ScoreSheet(Rules.preset("standard"), ("Ann", "Bob"))
    sheet.add_hand(0, 33, "gin")
    sheet.add_hand(1, 20, "knock")
    sheet.add_hand(None, 0, "draw")
    assert not sheet.is_over and sheet.winner is None
    sheet.add_hand(0, 70, "undercut")
    assert sheet.totals == (103, 20) and sheet.is_over and sheet.winner == 0
    assert sheet.hands_won == (2, 1)
    final = sheet.final()
    # Ann: 103 + 100 game + 2 x 25 box = 253; Bob: 20 + 25 box = 45.
    assert final.totals == (253, 45) and final.settlement == (208, -208) and not final.shutout
    assert render(final.explanation) == [
        "Hand points: Ann 103, Bob 20.",
        "Game bonus: Ann reached 100 first: 100 points.",
        "Box bonus: Ann won 2 hands × 25 = 50.",  # noqa: RUF001
        "Box bonus: Bob won 1 hand × 25 = 25.",  # noqa: RUF001
        "Final score: Ann 253, Bob 45.",
        "The game goes to Ann, the first to reach 100.",
        "Settlement: 208 from Bob to Ann, the difference of the final scores.",
    ]
    lines = render(sheet.explanation)
    assert lines[:4] == ["Hand 1: 33 to Ann (gin).", "Hand 2: 20 to Bob (knock).",
                         "Hand 3: a draw, nobody scores.", "Hand 4: 70 to Ann (undercut)."]
    assert lines[4] == "Total: Ann 103, Bob 20 (playing to 100)."
    assert render(sheet.explanation, "nl")[0] == "Ronde 1: 33 voor Ann (gin)."


def test_shutout_doubles_the_game_bonus() -> None:
    sheet = ScoreSheet(players=("You", "Computer"))
    sheet.add_hand(1, 60, "knock")
    sheet.add_hand(1, 45, "gin")
    final = sheet.final()
    assert final.shutout and final.winner == 1
    assert final.totals == (0, 105 + 200 + 50)
    assert "Shutout: You scored nothing, so the game bonus is doubled to 200." in render(
        final.explanation)
    off = ScoreSheet(Rules().with_options(shutout_multiplier=1))
    off.add_hand(0, 100, "gin")
    assert not off.final().shutout and off.final().totals == (225, 0)


def test_other_targets_and_bonuses() -> None:
    rules = Rules().with_options(target=50, game_bonus=50, box_bonus=0)
    sheet = ScoreSheet(rules)
    sheet.add_hand(0, 10, "knock")
    sheet.add_hand(1, 50, "gin")
    assert sheet.winner == 1 and sheet.final().totals == (10, 100)


def test_add_result_and_errors() -> None:
    sheet = ScoreSheet()
    r = score_hand("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D", "KS KD KC 2H 2D 2C 6D 7D 8D 8C")
    line = sheet.add_result(r, knocker=1)
    assert line.player == 1 and line.points == 33 and sheet.totals == (0, 33)
    with pytest.raises(ScoreSheetError, match="not over"):
        sheet.final()
    with pytest.raises(ScoreSheetError, match="unknown kind"):
        sheet.add_hand(0, 5, "win")
    with pytest.raises(ScoreSheetError, match="draw"):
        sheet.add_hand(None, 5, "knock")
    with pytest.raises(ScoreSheetError, match="winner must be 0, 1 or None"):
        sheet.add_hand(2, 5, "knock")
    with pytest.raises(ScoreSheetError, match="points must be"):
        sheet.add_hand(0, -5, "knock")
    sheet.add_hand(1, 80, "gin")
    with pytest.raises(ScoreSheetError, match="the game is over"):
        sheet.add_hand(0, 5, "knock")


def test_save_and_restore() -> None:
    sheet = ScoreSheet(Rules.preset("hoyle"), ("A", "B"))
    sheet.add_hand(0, 12, "knock")
    sheet.add_hand(None, 0, "draw")
    data = json.loads(json.dumps(sheet.to_dict()))
    back = ScoreSheet.from_dict(data)
    assert back.hands == sheet.hands and back.rules == sheet.rules and back.players == ("A", "B")
    with pytest.raises(ScoreSheetError, match="not a saved score sheet"):
        ScoreSheet.from_dict({"players": ["A", "B"]})
    with pytest.raises(ScoreSheetError):
        ScoreSheet.from_dict({**data, "hands": [[0, 100, "gin"], [1, 5, "knock"]]})


def per_game(sheet: ScoreSheet) -> list[tuple[int, int]]:
    """Each Hollywood game's hand points as (A, B)."""
    return [tuple(sum(p for w, p, _ in col if w == who) for who in (0, 1))  # type: ignore[misc]
            for col in sheet.columns]


def test_hollywood_three_games_at_once() -> None:
    """Worked by hand (docs/rules.md): a win goes into the open games its winner has
    scored in, and into the first open game they have not scored in yet."""
    sheet = ScoreSheet(Rules().with_options(hollywood=True), ("A", "B"))
    for winner, points in [(0, 30), (1, 20), (0, 40), (0, 50), (1, 25), (0, 15)]:
        sheet.add_hand(winner, points, "knock")
        assert not sheet.is_over
    # B's second win (25) comes after A closed game 1 with 120: it goes into game 2 only
    assert per_game(sheet) == [(120, 20), (105, 25), (65, 0)]
    sheet.add_hand(1, 80, "gin")  # B's third win: only game 3 is still open
    assert per_game(sheet) == [(120, 20), (105, 25), (65, 80)] and not sheet.is_over
    sheet.add_hand(1, 30, "knock")
    assert sheet.is_over
    final = sheet.final()
    # Game 1: A 120 + 100 + 3 x 25, B 20 + 25. Game 2: A 105 + 100 + 3 x 25, B 25 + 25.
    # Game 3: B 110 + 100 + 2 x 25, A 65 + 2 x 25.
    assert final.totals == (295 + 280 + 115, 45 + 50 + 260)
    assert final.winner == 0 and sheet.winner == 0 and final.settlement == (335, -335)
    lines = render(final.explanation)
    assert lines[0] == "Game 1 of 3:" and "Game 3 of 3:" in lines
    assert lines[-4:] == ["The three games together: A 690, B 355.", "Final score: A 690, B 355.",
                          "A won 2 of the 3 games and wins the sheet.",
                          "Settlement: 335 from B to A, the difference of the final scores."]
    assert render(final.explanation, "nl")[0] == "Spel 1 van 3:"
    assert ScoreSheet.from_dict(sheet.to_dict()).final().totals == final.totals


def test_hollywood_after_game_one_ends_a_second_win_goes_into_game_two_only() -> None:
    """The issue's example: wins of 100, 10 and 10 give the games 100, 20 and 10."""
    sheet = ScoreSheet(Rules().with_options(hollywood=True), ("A", "B"))
    for points in (100, 10, 10):
        sheet.add_hand(0, points, "knock")
    assert per_game(sheet) == [(100, 0), (20, 0), (10, 0)]
    assert sheet.totals == (130, 0)


def test_hollywood_a_player_without_a_win_in_game_one_starts_in_game_two() -> None:
    sheet = ScoreSheet(Rules().with_options(hollywood=True), ("A", "B"))
    sheet.add_hand(0, 100, "gin")  # A closes game 1 at once: B is shut out there
    sheet.add_hand(1, 30, "knock")  # B's first win: game 1 is closed, so game 2
    sheet.add_hand(1, 20, "knock")  # B's second: game 2 and the fresh game 3
    sheet.add_hand(0, 10, "knock")  # A's second: game 2 only (A never scored in game 3)
    assert per_game(sheet) == [(100, 0), (10, 50), (0, 20)]


def test_hollywood_each_game_is_settled_with_its_own_bonuses() -> None:
    rules = Rules().with_options(hollywood=True)
    sheet = ScoreSheet(rules, ("A", "B"))
    for winner, points in [(0, 100), (0, 100), (1, 10), (0, 100)]:
        sheet.add_hand(winner, points, "knock")
    # games: 1 = A 100 (shutout); 2 = A's second win, game 1 being closed (shutout);
    # 3 = B 10, then A 100 (A's first points in game 3)
    assert per_game(sheet) == [(100, 0), (100, 0), (100, 10)] and sheet.is_over
    final = sheet.final()
    game1 = 100 + 2 * 100 + 1 * 25
    game2 = 100 + 2 * 100 + 1 * 25
    game3 = (100 + 100 + 1 * 25, 10 + 25)
    assert final.totals == (game1 + game2 + game3[0], game3[1])
    assert final.shutout
