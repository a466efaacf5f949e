"""Layoffs: set 4th card, runs at both ends, chains, and own melds chosen jointly."""

from __future__ import annotations

import pytest

from ginrules import Card, DuplicateCardError, Meld, format_cards, lay_off, render


def laid(res: object) -> list[tuple[str, int]]:
    return [(lo.card.code, lo.meld_index) for lo in res.layoffs]  # type: ignore[attr-defined]


def test_rules_md_worked_example_24_to_8() -> None:
    """Seed 002: J♥ and 6♥ onto the knocker's hearts run take the defender from 24 to 8."""
    res = lay_off("JH 6H 4C 4D 2S 2C 2D KS KC KD", [Meld.of("7H 8H 9H TH"), Meld.of("AS AD AC")])
    assert res.deadwood_without_layoffs == 24
    assert res.deadwood_count == 8
    assert sorted(laid(res)) == [("6H", 0), ("JH", 0)]
    assert format_cards(res.deadwood) == "4♣ 4♦"
    assert render(res.explanation)[-1] == "Laying off saves 16 points: from 24 to 8 deadwood."
    assert render(res.explanation, "nl")[-1] == (
        "Bijleggen scheelt 16 punten: van 24 naar 8 dood hout.")


def test_three_card_chain_on_one_end_of_a_run() -> None:
    res = lay_off("JH QH KH 5C 9S", [Meld.of("8H 9H TH"), Meld.of("5D 5S 5H")])
    # J♥ Q♥ K♥ is also a meld of the defender's own: equal deadwood, own meld preferred.
    assert res.deadwood_count == 9 and laid(res) == [("5C", 1)]
    res = lay_off("JH QH KH 5C 9S", [Meld.of("8H 9H TH")])
    assert res.deadwood_count == 14
    # Without K♥ there is no own meld, so the chain J♥ then Q♥ is laid off.
    res = lay_off("JH QH 4C", [Meld.of("8H 9H TH")])
    assert laid(res) == [("JH", 0), ("QH", 0)] and res.deadwood_count == 4
    res = lay_off("5H 4H 3H KC", [Meld.of("6H 7H 8H"), Meld.of("3C 3D 3S")])
    # 3♥ fits the set and ends the chain; 3♥ 4♥ 5♥ is also an own run: either way 10 left.
    assert res.deadwood_count == 10


def test_chain_of_three_onto_one_end_is_laid_in_order() -> None:
    # 9♥ 10♥ J♥ all go on the high end of 5♥-8♥ (or form an own run: same deadwood).
    res = lay_off("9H TH JH 2C 2D 7S 7C", [Meld.of("5H 6H 7H 8H"), Meld.of("3C 3D 3H")])
    assert res.deadwood_count == 18
    res = lay_off("9H TH JS 4C", [Meld.of("6H 7H 8H")])
    assert laid(res) == [("9H", 0), ("TH", 0)]
    assert res.extended_melds == (Meld.of("6H 7H 8H 9H TH"),)
    lines = render(res.explanation)
    assert "Lay off 9♥ on 6♥ 7♥ 8♥." in lines
    assert "Then lay off 10♥ on 6♥ 7♥ 8♥ 9♥: a run can keep growing." in lines
    # Three cards chained on the low end: 4♥, then 3♥, then 2♥.
    res = lay_off("4H 3H 2H KC", [Meld.of("5H 6H 7H"), Meld.of("3C 3D 3S")])
    assert res.deadwood_count == 10
    # 2♥ 3♥ 4♥ is also the defender's own run: by default shown as a meld, with
    # prefer_layoffs as a chain of three layoffs; the deadwood is the same.
    own = lay_off("4H 3H 2S 2H QC", [Meld.of("5H 6H 7H")])
    chain = lay_off("4H 3H 2S 2H QC", [Meld.of("5H 6H 7H")], prefer_layoffs=True)
    assert own.defender_melds == (Meld.of("2H 3H 4H"),) and own.layoffs == ()
    assert laid(chain) == [("4H", 0), ("3H", 0), ("2H", 0)] and chain.defender_melds == ()
    assert own.deadwood_count == chain.deadwood_count == 12
    assert chain.extended_melds == (Meld.of("2H 3H 4H 5H 6H 7H"),)
    assert render(chain.explanation)[1:4] == [
        "Lay off 4♥ on 5♥ 6♥ 7♥.",
        "Then lay off 3♥ on 4♥ 5♥ 6♥ 7♥: a run can keep growing.",
        "Then lay off 2♥ on 3♥ 4♥ 5♥ 6♥ 7♥: a run can keep growing."]


def test_layoff_beats_own_meld_when_it_saves_more() -> None:
    # Own melds first would be the set 9♦ 9♥ 9♠, leaving 8♠ 10♠ (18) and nothing to lay off.
    # Jointly: lay off 9♦ on 6♦ 7♦ 8♦ and meld 8♠ 9♠ 10♠, leaving only 9♥ (9).
    res = lay_off("9D TS 8S 9H 9S", [Meld.of("6D 7D 8D")])
    assert res.deadwood_count == 9
    assert laid(res) == [("9D", 0)]
    assert res.defender_melds == (Meld.of("8S 9S TS"),)
    assert res.deadwood_without_layoffs == 18


def test_own_meld_beats_layoff_when_it_saves_more() -> None:
    # 7♥ could be laid off on 4♥ 5♥ 6♥, but 7♣ 7♦ 7♥ as an own set saves more.
    res = lay_off("7C 7D 7H KS", [Meld.of("4H 5H 6H")])
    assert res.defender_melds == (Meld.of("7C 7D 7H"),) and res.deadwood_count == 10


def test_both_ends_and_two_runs_in_one_suit() -> None:
    res = lay_off("5H 6H 7H AH", [Meld.of("2H 3H 4H"), Meld.of("8H 9H TH")])
    assert res.deadwood_count == 0
    assert sorted(c.code for c in res.laid_off) + [m.cards[0].code for m in res.defender_melds] \
        in (["5H", "6H", "7H", "AH"], ["AH", "5H"])


def test_set_of_four_takes_nothing() -> None:
    res = lay_off("7H 8C", [Meld.of("7C 7D 7S"), Meld.of("8D 8H 8S")])
    assert res.deadwood_count == 0 and laid(res) == [("7H", 0), ("8C", 1)]
    res = lay_off("8C", [Meld.of("9D 9H 9S 9C")])
    assert res.deadwood_count == 8 and res.layoffs == ()


def test_nothing_to_lay_off() -> None:
    res = lay_off("KS QD", [Meld.of("2C 3C 4C")])
    assert res.layoffs == () and res.deadwood_count == 20
    assert render(res.explanation) == [
        "The defender has no melds of their own.",
        "Nothing can be laid off on the knocker's melds.",
        "Deadwood: Q♦ K♠ = 10 + 10 = 20 points."]


def test_bad_input() -> None:
    with pytest.raises(DuplicateCardError, match="both in the defender's hand"):
        lay_off("7H 8H", [Meld.of("7H 7C 7D")])
    with pytest.raises(DuplicateCardError, match="in two melds"):
        lay_off("KS", [Meld.of("7H 7C 7D"), Meld.of("7H 8H 9H")])
    with pytest.raises(ValueError, match="9♥ is missing"):
        lay_off("KS", ["7H 8H TH"])
    assert lay_off([Card("8H")], ["5H 6H 7H"]).deadwood_count == 0
