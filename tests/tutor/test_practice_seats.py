"""Every game's table says who deals, who is to play and each seat's last move (issue 31,
item 9): the practice session's seat rows for gin's hand flow as for Rummy's, the
learner's own table and the other card table of a four-player game."""

from __future__ import annotations

import pytest

from ginrules.table.view import PlayerView
from gintutor.practice import PRACTICE_CHOICES, PracticeSession, SeatRow, Settings, new_session
from gintutor.practice.gin import GinSession

GIN_GAMES = [c.key for c in PRACTICE_CHOICES if c.variant.hand_flow == "gin"]


def _check_rows(session: PracticeSession, view: PlayerView, rows: list[SeatRow]) -> None:
    """The rows of one card table against its view: the dealer, the seat to play (none
    once the hand is over) and every seat's latest turn, which starts with its name."""
    assert sum(r.dealer for r in rows) == (1 if view.dealer in {r.seat for r in rows} else 0)
    for r in rows:
        assert r.dealer == (r.seat == view.dealer)
        assert r.to_act == (r.seat == view.to_act and not view.phase.is_over and r.playing)
        assert r.cards == view.seats[r.seat].card_count
        moved = any(e.player == r.seat and e.kind not in ("upcard", "reshuffle")
                    for e in view.events)
        if moved:
            name = session.seat_name(r.seat)
            assert r.last.startswith(name[:1].upper() + name[1:] + " "), r
        else:
            assert r.last == "", r
    if not view.phase.is_over:
        assert sum(r.to_act for r in rows) == 1


@pytest.mark.parametrize("key", GIN_GAMES)
def test_every_gin_table_names_the_dealer_the_seat_to_play_and_each_last_move(
        key: str) -> None:
    s = new_session(Settings.from_dict({"game": key, "seed": 7, "mode": "game",
                                        "strength": "beginner", "target": 40}))
    s.start()
    checked = 0
    for _ in range(400):
        if s.finished:
            break
        view = s.view()
        _check_rows(s, view, s.seat_rows())
        for other, rows in zip(view.elsewhere, s.other_table_rows(), strict=True):
            _check_rows(s, other, rows)
        checked += 1
        if s.deal_over:
            s.next_hand()
        elif s.learner_to_act():
            _w, best, _y = s.hint()
            assert best is not None
            s.play(best, confirmed=True, computer=False)
        else:
            s.computer_step()
    assert checked >= 10


def test_seven_card_gin_says_the_dealer_and_whose_turn_it_is_in_words() -> None:
    """The game the issue saw without them: seven-card gin for four."""
    s = GinSession(Settings(game="gin-7", players=4, seed=4, mode="hand",
                                 strength="beginner"))
    s.start(computer=False)
    rows = s.seat_rows()
    assert [r.name for r in rows] == ["you", "Mia", "Daan", "Noor"]
    dealer = next(r for r in rows if r.dealer)
    assert dealer.seat == s.view().dealer
    assert s.learner_to_act()  # seed 4: the learner opens, nobody has moved yet
    assert all(r.last == "" for r in rows) and rows[0].to_act
    while s.learner_to_act():
        _w, best, _y = s.hint()
        assert best is not None
        s.play(best, confirmed=True, computer=False)
        assert s.seat_rows()[0].last.startswith("You ")
    while not s.learner_to_act():
        s.computer_step()
    rows = s.seat_rows()
    assert [r.to_act for r in rows] == [True, False, False, False]
    moved = [r for r in rows if r.last]
    assert moved and all(r.last.endswith(".") for r in moved)
    words = {r.last for r in moved}
    assert any(" draws from the stock and discards " in w or " passes on the upcard." in w
               or " takes " in w for w in words), words
    nl = {r.last for r in s.seat_rows("nl") if r.last}
    assert any(" trekt van de stapel en legt " in w or " laat de open kaart liggen." in w
               or " pakt " in w for w in nl), nl


def test_the_learners_own_turn_is_said_to_them() -> None:
    s = GinSession(Settings(mode="hand", seed=11, strength="beginner", coach=False))
    s.start()
    s.play("pass", confirmed=True)
    me = s.seat_rows()[0]
    assert me.seat == s.learner and me.last == "You pass on the upcard."
    assert s.seat_rows("nl")[0].last == "Jij laat de open kaart liggen."


def test_three_player_gin_shows_the_dealer_sitting_out() -> None:
    s = GinSession(Settings(game="gin-3", seed=1, mode="game", strength="beginner"))
    s.start(computer=False)
    rows = {r.seat: r for r in s.seat_rows()}
    dealer = s.view().dealer
    assert rows[dealer].dealer and not rows[dealer].playing and not rows[dealer].to_act
    assert all(r.playing for seat, r in rows.items() if seat != dealer)
