"""Practice sessions of the games for three and four (issue 15) in CPython: seven-card
gin for three or four, four players in pairs and as a tournament. Whole games against the
computer finish with the right sheet, every sentence names the seats, a reload restores
the session and its log."""

from __future__ import annotations

import pytest

from ginrules.core.actions import Action
from ginrules.table.match import Match
from gintutor.practice import (
    PRACTICE_CHOICES,
    PracticeSession,
    Settings,
    page_texts,
    practice_choice,
)
from gintutor.practice.gin import GinSession


def play_hints(session: PracticeSession, limit: int = 6000) -> list[str]:
    """Play the advisor's move for the learner until the session is finished; the words
    every move set off."""
    said: list[str] = [*session.start().announcements]
    for _ in range(limit):
        if session.finished:
            return said
        if session.deal_over:
            said += session.next_hand().announcements
            continue
        _words, best, _why = session.hint()
        assert best is not None, session.prompt()
        out = session.play(best, confirmed=True)
        assert out.warning is None
        said += out.announcements
    raise AssertionError("the game did not finish")


def test_the_menu_offers_every_game_at_every_number_of_players() -> None:
    assert [c.key for c in PRACTICE_CHOICES] == ["gin", "gin-3", "gin-7:3", "gin-7:4",
                                                 "gin-pairs", "gin-tournament", "rummy:2",
                                                 "rummy:3", "rummy:4", "rummy:5", "rummy:6"]
    for lang in ("en", "nl"):
        texts = page_texts(lang)
        assert all(f"page.game.{c.key}" in texts for c in PRACTICE_CHOICES)
    s = Settings.from_dict({"game": "gin-7:4"})
    assert (s.game, s.seats, s.choice) == ("gin-7", 4, "gin-7:4")
    assert Settings.from_dict({"game": "gin-7", "players": 3}).choice == "gin-7:3"
    assert Settings.from_dict({"game": "gin-7", "players": 9}).choice == "gin-7:3"
    assert Settings.from_dict({"game": "chess"}).choice == "gin"
    assert practice_choice("gin-pairs") is not None and practice_choice("gin:5") is None
    # a preset the game does not have falls back to the game's own default
    assert Settings(game="gin-7", players=3, preset="hoyle").rules().undercut_bonus == 20
    assert Settings(game="gin-7", players=3, preset="payout-table").rules().undercut_bonus == 10
    assert Settings(game="gin-pairs").rules().target == 125


@pytest.mark.parametrize("players", [3, 4])
def test_a_seven_card_game_is_played_to_the_end_and_named_seat_by_seat(players: int) -> None:
    s = GinSession(Settings(game="gin-7", players=players, seed=4, target=50,
                                 strength="beginner"))
    said = play_hints(s)
    assert s.game.is_over and len(s.game.table.names) == players
    assert any(line.startswith(("Mia ", "Daan ")) for line in said)
    rows = s.sheet_rows()
    assert len(rows[0]) == 1 + players + 1  # hand, a column per player, how
    totals = [sum(int(r[1 + seat] or 0) for r in rows) for seat in range(players)]
    assert tuple(totals) == s.sheet().totals
    final = s.score_sheet()
    assert any(line.startswith("Final score") for line in final)
    assert "You " not in " ".join(final)  # the learner is 'you' in the learner's words


def test_a_seven_card_showdown_speaks_to_the_learner_as_you() -> None:
    """In a seven-card showdown the engine names every seat; on the practice page the
    learner's seat is 'you' with the verb for 'you' (Dutch: 'jij' with its own verb)."""
    for seed in range(1, 40):
        s = GinSession(Settings(game="gin-7", players=3, seed=seed, mode="hand"))
        play_hints(s)
        hand = s.own_hand()
        res = None if hand is None else hand.result
        if res is None or res.kind == "gin":
            continue
        steps = s.showdown_steps()
        text = " ".join(steps)
        assert "You lays" not in text and "You has" not in text and "You knocks" not in text
        if res.knocker_seat == 0:
            assert steps[0].startswith("You knock and show")
        else:
            assert any(line.startswith("You lay out") or line.startswith("You have no melds")
                       for line in steps)
        nl = " ".join(s.showdown_steps("nl"))
        assert "Jij " in nl and "You" not in nl
        view = s.showdown_view()
        assert view is not None and len(view["defenders"]) == 2
        return
    pytest.fail("no scored seven-card hand in 40 seeds")


def test_a_pairs_game_keeps_a_team_sheet_with_each_tables_line() -> None:
    s = GinSession(Settings(game="gin-pairs", seed=3, target=60, strength="beginner"))
    assert s.partner() == 2 and s.team_names() == ("you and Daan", "Mia and Noor")
    said = play_hints(s)
    match = s.match
    assert match is not None and match.is_over and match.sheet is not None
    assert any(line.startswith("At the other table:") for line in said)
    rows = s.sheet_rows()
    assert len(rows) == len(match.sheet.hands)
    assert all(" against " in row[-1] for row in rows)  # each table's line
    assert tuple(sum(int(r[1 + t] or 0) for r in rows) for t in (0, 1)) == match.sheet.totals
    lines = s.score_sheet()
    assert lines[-1].startswith("Final score: you and Daan") or "you and Daan" in lines[-1]
    summary = s.hand_summary()
    assert "On balance" in summary
    nl = s.score_sheet("nl")
    assert any("jij en Daan" in line for line in nl)


def test_a_tournament_plays_three_rounds_and_ranks_the_players() -> None:
    s = GinSession(Settings(game="gin-tournament", preset="short", seed=5,
                                 strength="beginner"))
    assert s.rules.meeting_hands == 4
    play_hints(s)
    match = s.match
    assert match is not None and match.is_over and match.round == 3
    standings = s.standings()
    assert len(standings) == 4 and standings[0].startswith("1. ")
    assert sum(1 for line in standings if "3 of 3 meetings played" in line) == 4
    assert "Round 3" in s.status_line("en", "Short")


@pytest.mark.parametrize("key", ["gin-7:4", "gin-pairs", "gin-tournament"])
def test_a_session_is_kept_and_restored_with_its_log(key: str) -> None:
    choice = practice_choice(key)
    assert choice is not None
    s = GinSession(Settings(game=choice.variant.name, players=choice.players, seed=7,
                                 target=40))
    s.start()
    for _ in range(12):  # a few moves in
        if s.finished:
            break
        if s.deal_over:
            s.next_hand()
            continue
        _w, best, _why = s.hint()
        assert best is not None
        s.play(best, confirmed=True)
    raw = s.to_json()
    back = PracticeSession.from_json(raw)
    assert back is not None and back.to_json() == raw
    assert back.history() == s.history() and back.prompt() == s.prompt()
    assert isinstance(back.game, Match) == (choice.variant.tables != "one")
    # a save whose game is not the game its settings name is refused
    other = raw.replace(f'"players":{choice.players}', '"players":3') if key == "gin-7:4" \
        else raw.replace('"game":"gin-', '"game":"gin-7:3","x":"')
    assert PracticeSession.from_json(other) is None


def test_the_learner_may_not_move_while_the_other_table_plays() -> None:
    s = GinSession(Settings(game="gin-pairs", seed=2, target=40))
    s.start(computer=False)
    if s.learner_to_act():
        _w, best, _why = s.hint()
        assert best is not None
        s.play(best, confirmed=True, computer=False)
    assert s.computer_to_act()
    from ginrules.core.actions import IllegalActionError

    with pytest.raises(IllegalActionError, match="not your turn"):
        s.play(Action.draw_stock())
