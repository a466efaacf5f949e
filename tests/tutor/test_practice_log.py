"""The "What happened" log (issue 31, item 4): every move of a hand is said, each hand's
lines are kept apart under its own title, and nothing is dropped: not in a hand the
learner sits out, not while they watch the other card table."""

from __future__ import annotations

import pytest

from ginrules.core.actions import ActionKind
from gintutor.practice import PRACTICE_CHOICES, PracticeSession, Settings, new_session
from gintutor.practice.gin import GinSession

#: A line of the log per move of these kinds at the learner's table (gin's hand flow).
_MOVES = {"draw": ("draws from the stock", "You draw "), "take": ("from the discard pile",),
          "discard": ("discards", "You discard "), "pass": ("passes on the upcard",
                                                            "You pass on the upcard")}


def _play(session: PracticeSession, hands: int) -> list[str]:
    """Play the hints and the computers' moves through ``hands`` hands; the lines said."""
    said = list(session.start().announcements)
    while session.hand_number <= hands and not session.finished:
        if session.deal_over:
            if session.hand_number == hands:
                break
            said += session.next_hand().announcements
            continue
        _w, best, _y = session.hint()
        assert best is not None, session.prompt()
        said += session.play(best, confirmed=True).announcements
    return said


@pytest.mark.parametrize("key", [c.key for c in PRACTICE_CHOICES])
def test_each_hand_has_its_own_lines_under_its_title(key: str) -> None:
    s = new_session(Settings.from_dict({"game": key, "seed": 5, "mode": "game",
                                        "strength": "beginner", "target": 500}))
    said = _play(s, 2)
    hands = s.history_hands("en")
    assert [line for _title, lines in hands for line in lines] == s.history("en") == said
    titles = [title for title, _lines in hands]
    deals = sum(1 for a in s.game.actions if a.kind is ActionKind.NEXT_HAND)
    assert len(titles) == 1 + deals and len(set(titles)) == len(titles), titles
    assert titles[0].startswith(("Hand 1", "Round 1, hand 1"))
    assert titles[1].endswith("2") or titles[1].startswith("Round 2"), titles
    if len(hands) > 1:  # hand 1 ends with its result; hand 2's lines are its own
        assert " score" in hands[0][1][-1], hands[0]
        assert not any(" score" in line for line in hands[1][1][:1]), hands[1]
    nl = s.history_hands("nl")
    assert nl[0][0].startswith(("Ronde 1", "Toernooironde 1"))

def test_a_hand_the_learner_sits_out_says_every_move() -> None:
    """The hand the issue saw: three-player gin, the learner deals hand 2 and sits it out
    (seed 2); every draw and every discard of Mia and Daan has its line."""
    s = GinSession(Settings(game="gin-3", seed=2, mode="game", strength="beginner",
                                 target=500))
    _play(s, 2)
    assert s.game.hand.dealer == s.learner
    hand_two = s.history_hands("en")[1][1]
    draws = sum(1 for line in hand_two if "draws from the stock" in line
                or "from the discard pile" in line)
    discards = sum(1 for line in hand_two if " discards " in line)
    ends = sum(1 for line in hand_two if line.endswith((" knocks.", " goes gin!")))
    assert draws >= 3 and discards + ends == draws, hand_two
    assert ends == 1 or "nobody scores" in hand_two[-1], hand_two


@pytest.mark.parametrize("seed", range(1, 7))
def test_watching_the_other_table_says_its_moves(seed: int) -> None:
    """Pairs: once the learner's hand is over the other table plays on; each of its moves
    is said ('At the other table: …'), not only its end."""
    s = GinSession(Settings(game="gin-pairs", seed=seed, mode="game",
                                 strength="beginner", target=500))
    s.start(computer=False)
    watched: list[str] = []
    while not s.deal_over:
        if s.learner_to_act():
            _w, best, _y = s.hint()
            assert best is not None
            s.play(best, confirmed=True, computer=False)
            continue
        watching = s.hand_over
        words = s.computer_step()
        if watching:
            watched += words
    if not watched:
        pytest.skip("the learner's table ended last")
    moves = [line for line in watched if line.startswith("At the other table: ")]
    assert moves == watched and len(moves) >= 2, watched
