"""Melds: sets and runs, and the reasons why cards are not a meld."""

from __future__ import annotations

import pytest

from ginrules import Card, InvalidMeldError, Meld, MeldKind, check_meld, render


@pytest.mark.parametrize(("text", "kind"), [
    ("7C 7D 7S", MeldKind.SET), ("7C 7D 7S 7H", MeldKind.SET), ("AS 2S 3S", MeldKind.RUN),
    ("JH QH KH", MeldKind.RUN), ("9D TD JD QD KD", MeldKind.RUN),
    ("AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC", MeldKind.RUN),
])
def test_melds(text: str, kind: MeldKind) -> None:
    verdict = check_meld(text)
    assert verdict.is_meld and verdict.kind is kind
    assert Meld.of(text).kind is kind


@pytest.mark.parametrize(("text", "en", "nl"), [
    ("QS KS AS", "Q♠ K♠ A♠ is not a run: the ace is low (A-2-3 is a run, Q-K-A is not).",
     "V♠ H♠ A♠ is geen serie: de aas is laag (A-2-3 is een serie, V-H-A niet)."),
    ("KS AS 2S", "K♠ A♠ 2♠ is not a run: a run does not go round the corner from king to ace.",
     "H♠ A♠ 2♠ is geen serie: een serie loopt niet door van heer naar aas."),
    ("7H 8H 10H", "7♥ 8♥ 10♥ is not a run: 9♥ is missing.",
     "7♥ 8♥ 10♥ is geen serie: 9♥ ontbreekt."),
    ("7H 8H TH QH", "7♥ 8♥ 10♥ Q♥ is not a run: 9♥ and J♥ are missing.",
     "7♥ 8♥ 10♥ V♥ is geen serie: 9♥ en B♥ ontbreken."),
    ("6H 7S 8H", "6♥ 7♠ 8♥ is not a run: a run is all one suit, and 7♠ is not a heart.",
     "6♥ 7♠ 8♥ is geen serie: een serie is helemaal van één kleur, en 7♠ is geen harten."),
    ("7H 7S 8S", "7♥ 7♠ 8♠ is not a set: a set needs the same rank, and 8♠ is not a seven.",
     "7♥ 7♠ 8♠ is geen set: in een set hebben alle kaarten dezelfde rang, en 8♠ is geen zeven."),
    ("2C 7H KS", "2♣ 7♥ K♠ is not a meld: a set needs the same rank, a run needs one suit.",
     "2♣ 7♥ H♠ is geen combinatie: in een set hebben de kaarten dezelfde rang, in een serie "
     "dezelfde kleur."),
    ("7H 8H", "7♥ 8♥ is not a meld: a meld needs at least 3 cards.",
     "7♥ 8♥ is geen combinatie: een combinatie heeft minstens 3 kaarten."),
    ("7C 7D 7S", "7♣ 7♦ 7♠ is a set: 3 sevens.", "7♣ 7♦ 7♠ is een set: 3 zevens."),
    ("5H 6H 7H 8H", "5♥ 6♥ 7♥ 8♥ is a run: 4 hearts in a row.",
     "5♥ 6♥ 7♥ 8♥ is een serie: 4 opeenvolgende harten."),
])
def test_reasons(text: str, en: str, nl: str) -> None:
    step = check_meld(text).explanation[0]
    assert render(step) == en
    assert render(step, "nl") == nl


def test_meld_of_raises_with_the_reason() -> None:
    with pytest.raises(InvalidMeldError, match="9♥ is missing"):
        Meld.of("7H 8H TH")
    with pytest.raises(InvalidMeldError):
        Meld(MeldKind.SET, (Card("7H"), Card("8H"), Card("9H")))
    with pytest.raises(ValueError, match="given twice"):
        Meld.of("7H 7H 7S")


def test_accepts_and_with_card() -> None:
    s3, s4, run = Meld.of("7C 7D 7S"), Meld.of("7C 7D 7S 7H"), Meld.of("5H 6H 7H")
    assert s3.accepts(Card("7H")) and not s3.accepts(Card("8H")) and not s3.accepts(Card("7C"))
    assert not s4.accepts(Card("7H"))
    assert run.accepts(Card("4H")) and run.accepts(Card("8H"))
    assert not run.accepts(Card("9H")) and not run.accepts(Card("8S"))
    longer = run.with_card(Card("8H")).with_card(Card("9H"))
    assert str(longer) == "5♥ 6♥ 7♥ 8♥ 9♥"
    assert not Meld.of("JH QH KH").accepts(Card("AH"))
    assert not Meld.of("AH 2H 3H").accepts(Card("KH"))
    with pytest.raises(InvalidMeldError):
        run.with_card(Card("TH"))


def test_repr_round_trips_and_cards_sorted() -> None:
    m = Meld.of("9H 7H 8H")
    assert repr(m) == "Meld.of('7H 8H 9H')"
    assert eval(repr(m)) == m
    assert m.cards == (Card("7H"), Card("8H"), Card("9H"))
    assert m.suit is not None and m.suit.value == "H" and m.rank is None
    assert Meld.of("7S 7C 7D").rank == 7 and Meld.of("7S 7C 7D").value == 21
