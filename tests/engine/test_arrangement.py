"""Exact deadwood, every best arrangement, discard options and big gin."""

from __future__ import annotations

import pytest

from ginrules import (
    Arrangement,
    Card,
    HandSizeError,
    Meld,
    Rules,
    all_best_arrangements,
    best_arrangement,
    deadwood_count,
    discard_options,
    format_cards,
    is_big_gin,
    parse_cards,
    render,
)


def melds_text(arr: Arrangement) -> list[str]:
    return [format_cards(m.cards, codes=True) for m in arr.melds]


def test_empty_and_tiny_hands() -> None:
    assert deadwood_count("") == 0 and best_arrangement([]).melds == ()
    assert deadwood_count("KS") == 10 and deadwood_count("AS 2S") == 3
    assert best_arrangement("AS 2S 3S").deadwood == ()


def test_card_that_fits_a_set_and_a_run_goes_where_it_saves_most() -> None:
    # 7♥ in the run leaves 7♣ 7♦ 7♠ as a set too: nothing left over.
    arr = best_arrangement("7C 7D 7H 7S 8H 9H")
    assert melds_text(arr) == ["7C 7D 7S", "7H 8H 9H"] and arr.deadwood_count == 0
    # 5♥: set of fives leaves 3♥ 4♥ (7); the run 3-4-5♥ leaves 5♣ 5♦ (10): the set wins.
    arr = best_arrangement("5C 5D 5H 3H 4H")
    assert melds_text(arr) == ["5C 5D 5H"] and arr.deadwood_count == 7
    # 5♥: set of fives leaves 6♥ 7♥ (13); the run 5-6-7♥ leaves 5♣ 5♦ (10): the run wins.
    arr = best_arrangement("5C 5D 5H 6H 7H")
    assert melds_text(arr) == ["5H 6H 7H"] and arr.deadwood_count == 10
    lines = render(best_arrangement("5C 5D 5H 6H 7H").explanation)
    assert lines[1] == (
        "5♥ fits both a set and a run; it goes in the run, which leaves the least deadwood.")


def test_two_cards_that_each_fit_a_set_and_a_run() -> None:
    # 8♥ and 8♠ both fit the eights and a run. Best: 8♣ 8♦ 8♠ + 8♥ 9♥ 10♥ leaves 6♠ 7♠ (13);
    # 8♣ 8♦ 8♥ + 6♠ 7♠ 8♠ leaves 9♥ 10♥ (19); both runs leave 8♣ 8♦ (16); all four: 32.
    arr = best_arrangement("8C 8D 8H 8S 9H TH 6S 7S")
    assert melds_text(arr) == ["8C 8D 8S", "8H 9H TH"]
    assert arr.deadwood_count == 13


def test_long_runs_are_shown_whole() -> None:
    arrs = all_best_arrangements("3H 4H 5H 6H 7H 8H")
    assert [melds_text(a) for a in arrs] == [["3H 4H 5H 6H 7H 8H"]]


def test_ties_are_all_listed_best_first() -> None:
    arrs = all_best_arrangements("9C 9D 9H 8H TH")
    assert [melds_text(a) for a in arrs] == [["9C 9D 9H"], ["8H 9H TH"]]
    assert [a.deadwood_count for a in arrs] == [18, 18]
    assert best_arrangement("9C 9D 9H 8H TH") == arrs[0]


def test_eleven_cards_exact() -> None:
    # Four fives with A-4♠, or A-5♠ with three fives: both meld all 11 (big gin).
    hand = "AS 2S 3S 4S 5C 5D 5H 5S 9C 9D 9H"
    assert deadwood_count(hand) == 0 and is_big_gin(hand)
    arrs = all_best_arrangements(hand)
    assert [melds_text(a) for a in arrs] == [["5C 5D 5H 5S", "9C 9D 9H", "AS 2S 3S 4S"],
                                             ["5C 5D 5H", "9C 9D 9H", "AS 2S 3S 4S 5S"]]
    assert best_arrangement(hand) == arrs[0]


def test_an_eleven_card_hand_that_is_gin_after_the_right_discard() -> None:
    hand = parse_cards("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D KD")
    opts = discard_options(hand)
    assert [o.discard for o in opts if o.is_gin] == [Card("KD")]
    assert opts[0].discard == Card("KD") and opts[0].is_gin and opts[0].can_knock
    assert opts[0].arrangement.deadwood_count == 0
    assert not is_big_gin(hand)
    assert render(opts[0].explanation[0]) == "Discard K♦: no deadwood left, that is gin."
    assert render(opts[0].explanation[0], "nl") == "Leg H♦ af: geen dood hout over, dat is gin."


def test_big_gin() -> None:
    assert is_big_gin("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D 9S")
    assert not is_big_gin("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D")  # only 10 cards
    assert all(o.is_gin for o in discard_options("AS 2S 3S 4S 5C 5D 5H 5S 9C 9D 9H")
               if o.discard in parse_cards("AS 4S 5C 5D 5H 5S"))


def test_discard_options_knock_limits() -> None:
    hand = "7H 8H 9H TH 2C 2D 2S 5S 5C 4C AH"
    std = discard_options(hand)
    assert (std[0].discard, std[0].deadwood, std[0].can_knock) == (Card("5C"), 10, True)
    nl = discard_options(hand, Rules.preset("nl-klassiek"))
    assert not nl[0].can_knock  # 10 is not below 10
    okla = discard_options(hand, Rules.preset("oklahoma"), upcard=Card("AS"))
    assert not any(o.can_knock for o in okla)
    assert render(okla[0].explanation[0]) == (
        "Discard 5♣: 10 deadwood left; with this upcard only gin ends the hand.")


def test_discard_options_need_eleven_cards() -> None:
    with pytest.raises(HandSizeError, match="needs 11 cards"):
        discard_options("AS 2S 3S")


def test_arrangement_value_semantics() -> None:
    a = best_arrangement("7H 8H 9H KS")
    b = Arrangement([Meld.of("7H 8H 9H")], ["KS"])
    assert a == b and hash(a) == hash(b)
    assert a.to_dict() == {"melds": [["7H", "8H", "9H"]], "kinds": ["run"], "deadwood": ["KS"],
                           "deadwood_count": 10}
    assert eval(repr(a), {"Arrangement": Arrangement, "Meld": Meld}) == a
    with pytest.raises(AttributeError):
        a.melds = ()  # type: ignore[misc]
    with pytest.raises(ValueError, match="given twice"):
        Arrangement([Meld.of("7H 8H 9H")], ["9H"])


def test_explanation_reads_like_a_teacher() -> None:
    lines = render(best_arrangement("7H 8H 9H 7C 7D 7S KS 3D 2C 4C").explanation)
    assert lines == [
        "Set: 7♣ 7♦ 7♠.",
        "Run: 7♥ 8♥ 9♥.",
        "7♥ fits both a set and a run; it goes in the run, which leaves the least deadwood.",
        "Deadwood: 2♣ 4♣ 3♦ K♠ = 2 + 4 + 3 + 10 = 19 points.",
    ]
    nl = render(best_arrangement("7H 8H 9H 7C 7D 7S KS 3D 2C 4C").explanation, "nl")
    assert nl[0] == "Set: 7♣ 7♦ 7♠." and nl[1] == "Serie: 7♥ 8♥ 9♥."
    assert nl[-1] == "Dood hout: 2♣ 4♣ 3♦ H♠ = 2 + 4 + 3 + 10 = 19 punten."
    assert render(best_arrangement("2C 7H KS").explanation) == [
        "No melds: no three cards make a set or a run.",
        "Deadwood: 2♣ 7♥ K♠ = 2 + 7 + 10 = 19 points."]
    assert render(best_arrangement("AS 2S 3S").explanation)[-1] == (
        "No deadwood: every card is in a meld.")


def test_knock_check() -> None:
    from ginrules import knock_check

    hand = "7H 8H 9H TH 2C 2D 2S 4C 4D AS"
    assert knock_check(hand).can_knock and knock_check(hand).deadwood == 9
    nl = knock_check("7H 8H 9H TH 2C 2D 2S 5C 4D AC", Rules.preset("nl-klassiek"))
    assert not nl.can_knock and (nl.deadwood, nl.limit) == (10, 9)
    assert render(nl.explanation[-1]) == (
        "10 deadwood is more than the knock limit of 9: you may not knock yet.")
    gin = knock_check("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D")
    assert gin.is_gin and gin.can_knock
    assert render(gin.explanation[-1], "nl") == "Helemaal geen dood hout: dat is gin."
    ace = knock_check(hand, Rules.preset("oklahoma"), upcard=Card("AH"))
    assert not ace.can_knock and ace.limit == 0
    assert render(ace.explanation[-1]) == (
        "With an ace as the upcard only gin ends the hand; you have 9 deadwood.")


def test_explanations_of_ties_and_of_worse_choices() -> None:
    lines = render(best_arrangement("9C 9D 9H 8H TH").explanation)
    assert "2 ways to meld leave this little deadwood; this is one of them." in lines
    worse = Arrangement([Meld.of("7H 8H 9H TH")], parse_cards("2C 4C 2D 4D AS 2S"))
    assert render(worse.explanation)[1] == (
        "These melds leave 15 deadwood, but a better arrangement leaves only 9.")
    big = Arrangement([Meld.of("AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC")],
                      parse_cards("AD 2D 3D"))
    assert render(big.explanation)[-1] == "Deadwood: A♦ 2♦ 3♦ = 1 + 2 + 3 = 6 points."
