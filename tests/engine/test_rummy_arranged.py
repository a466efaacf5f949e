"""``RummyHand.arranged`` deals only what a real deal could (issue 31, item 1): every
seat the cards its table size is dealt. A position from the middle of a hand, whose
sizes need not add up from any deal, is the explicitly named
``RummyHand.arranged_unchecked``, for tests of single moves."""

from __future__ import annotations

import pytest

from ginrules import Rules
from ginrules.core.errors import DuplicateCardError, HandSizeError
from ginrules.rummy.hand import RummyHand

RUMMY = Rules.preset("standard", "rummy")
TEN = ["2C 3C 4C 9D 9S KH QH 5S 6S 7D", "7H 8H 9H KS 2D 3D JC JD 4S 8C"]
SEVEN = ["2C 3C 4C 9D 9S KH QH", "7H 8H 9H KS 2D 3D JC", "AS 2S 3S 5H 5D 5C TC"]


def test_a_whole_deal_is_dealt_as_given() -> None:
    hand = RummyHand.arranged(RUMMY, 0, TEN, "5C", ["KD"], players=("Ann", "Bob"))
    assert [len(h) for h in hand.state.hands] == [10, 10]
    assert hand.to_act == 1 and len(hand.state.all_cards()) == 52
    three = RummyHand.arranged(RUMMY, 2, SEVEN, "KD", players=("Ann", "Bob", "Cas"))
    assert [len(h) for h in three.state.hands] == [7, 7, 7] and three.to_act == 0


@pytest.mark.parametrize(
    ("hands", "players", "said"),
    [
        (["2C 3C 4C 9D 9S", TEN[1]], ("Ann", "Bob"),
         "Ann is given 5 cards, but a deal for 2 players gives each 10"),
        ([SEVEN[0], SEVEN[1], SEVEN[2] + " 6C"], ("Ann", "Bob", "Cas"),
         "Cas is given 8 cards, but a deal for 3 players gives each 7"),
        ([*SEVEN[:2], ""], ("Ann", "Bob", "Cas"),
         "Cas is given 0 cards, but a deal for 3 players gives each 7"),
    ],
)
def test_a_hand_of_another_size_is_refused_naming_the_seat(
        hands: list[str], players: tuple[str, ...], said: str) -> None:
    with pytest.raises(HandSizeError, match=said) as err:
        RummyHand.arranged(RUMMY, 0, hands, "KD", players=players)
    assert isinstance(err.value, ValueError)  # a page turns it into a message, never a trace


def test_the_wrong_number_of_hands_and_a_card_twice_are_refused() -> None:
    with pytest.raises(HandSizeError, match="3 players need 3 hands, not 2"):
        RummyHand.arranged(RUMMY, 0, SEVEN[:2], "KD", players=("Ann", "Bob", "Cas"))
    with pytest.raises(DuplicateCardError, match="a card is given twice: 5C"):
        RummyHand.arranged(RUMMY, 0, TEN, "5C", ["5C"], players=("Ann", "Bob"))


def test_a_position_from_the_middle_of_a_hand_is_named_for_what_it_is() -> None:
    """Tests of one move may start from a position no deal leads to, by name only."""
    hand = RummyHand.arranged_unchecked(RUMMY, 0, ["7H 8H 9H 2C 3D", "6H 5H KS QS 2S"],
                                        "AC", ["KC"], players=("Ann", "Bob"))
    assert [len(h) for h in hand.state.hands] == [5, 5]
    with pytest.raises(HandSizeError, match="each player needs from 1 to 10 cards"):
        RummyHand.arranged_unchecked(RUMMY, 0, ["7H 8H 9H 2C 3D", ""], "AC",
                                     players=("Ann", "Bob"))
