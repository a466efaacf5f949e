"""A hand the learner does not play (issue 31, item 3): three-player gin's dealer sits
the hand out, a tournament seat whose meeting is over watches the other table. The
session says so before the hand's first move (aloud and in the log), keeps saying it
while the others play, and says it again with the hand's result."""

from __future__ import annotations

from gintutor.practice import Settings
from gintutor.practice.gin import GinSession

SIT_OUT = "You dealt this hand and sit it out: Mia and Daan play."


def test_the_learner_dealing_hand_one_is_told_before_the_first_move() -> None:
    s = GinSession(Settings(game="gin-3", seed=5, mode="game", strength="beginner"))
    assert s.game.hand.dealer == s.learner  # seed 5: the learner deals the first hand
    out = s.start(computer=False)
    assert out.announcements == [SIT_OUT]
    assert s.learner_watching() and s.prompt() == SIT_OUT
    assert s.history_hands()[0] == ("Hand 1", [SIT_OUT])
    while s.computer_to_act():
        s.computer_step()
        if not s.deal_over:
            assert s.prompt() == SIT_OUT  # said all through their hand
    assert s.prompt().startswith("You dealt this hand and sat it out. ")
    assert s.prompt().endswith(s.hand_summary())
    assert s.prompt("nl").startswith("Jij had gedeeld en speelde deze ronde niet mee. ")
    assert s.history_hands("nl")[0][1][0] == (
        "Jij hebt gedeeld en speelt deze ronde niet mee: Mia en Daan spelen.")


def test_a_deal_the_learner_sits_out_is_said_first_and_kept_in_the_log() -> None:
    s = GinSession(Settings(game="gin-3", seed=2, mode="game", strength="beginner",
                                 target=500))
    s.start()
    while not s.deal_over:
        _w, best, _y = s.hint()
        assert best is not None
        s.play(best, confirmed=True)
    out = s.next_hand(computer=False)
    assert s.game.hand.dealer == s.learner
    assert out.announcements[0] == SIT_OUT
    assert s.history_hands()[1][1][0] == SIT_OUT
    assert s.history() == [*s.history_hands()[0][1], *out.announcements]


def test_a_tournament_seat_whose_meeting_is_over_is_told_it_watches() -> None:
    """A tournament whose meetings are played to a target: when the learner's meeting
    ends first, each later hand of the round starts by saying they watch the other
    table, and its end says they watched it."""
    for seed in range(1, 30):
        s = GinSession(Settings(game="gin-tournament", seed=seed, mode="game",
                                     strength="beginner", target=25))
        s.start()
        while not s.finished and s.match is not None and s.match.round == 1:
            if not s.deal_over:
                _w, best, _y = s.hint()
                assert best is not None
                s.play(best, confirmed=True)
                continue
            said = s.next_hand(computer=False).announcements
            if s.own_hand() is None:
                assert said[0].startswith("Your meeting is over: "), said
                assert " play on at the other table." in said[0]
                assert s.prompt() == said[0] and s.learner_watching()
                assert s.history_hands()[-1][1][0] == said[0]
                s.run_computer()
                assert s.prompt().startswith("Your meeting was over: you watched this hand")
                return
            s.run_computer()
    raise AssertionError("no seed where the learner's meeting ends first")


def test_a_rummy_table_still_says_whose_turn_it_is_and_how_the_hand_ended() -> None:
    """Rummy has no sitting out: its prompt while a computer plays, and at the hand's
    end, is the plain one (the watching words are gin's table's only)."""
    from gintutor.practice import new_session

    s = new_session(Settings(game="rummy", players=3, seed=3, mode="hand",
                             strength="beginner"))
    s.start(computer=False)
    while s.learner_to_act():
        _w, best, _y = s.hint()
        assert best is not None
        s.play(best, confirmed=True, computer=False)
    assert s.prompt() == "Mia is thinking…"
    s.run_computer()
    while not s.deal_over:
        _w, best, _y = s.hint()
        assert best is not None
        s.play(best, confirmed=True)
    assert s.prompt() == s.hand_summary() and " score" in s.prompt()
