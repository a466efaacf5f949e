"""Cards: parsing what people type, codes that round-trip, names in words."""

from __future__ import annotations

import copy
import pickle

import pytest

from ginrules import (
    Card,
    CardParseError,
    DuplicateCardError,
    GinRulesError,
    HandSizeError,
    Suit,
    best_arrangement,
    format_cards,
    full_deck,
    parse_card,
    parse_cards,
    sort_hand,
)


def test_deck_has_52_distinct_interned_cards() -> None:
    deck = full_deck()
    assert len(deck) == 52 == len(set(deck))
    assert [c.index for c in deck] == list(range(52))
    assert all(Card(c.code) is c for c in deck)


@pytest.mark.parametrize("card", full_deck())
def test_code_str_and_repr_round_trip(card: Card) -> None:
    assert Card(card.code) is card
    assert parse_card(str(card)) is card
    assert eval(repr(card)) is card
    assert parse_card(card.code.lower()) is card
    assert pickle.loads(pickle.dumps(card)) is card
    assert copy.deepcopy(card) is card


@pytest.mark.parametrize(("text", "code"), [
    ("TH", "TH"), ("th", "TH"), ("10h", "TH"), ("10♥", "TH"), ("♥10", "TH"), ("H10", "TH"),
    ("a♠", "AS"), ("As", "AS"), ("♠A", "AS"), ("♤a", "AS"), ("kd", "KD"), ("Q♣", "QC"),
    ("j♡", "JH"), ("2♢", "2D"), (" 7♦ ", "7D"), ("9\u2665\ufe0f", "9H"),
])
def test_parse_card_forms(text: str, code: str) -> None:
    assert parse_card(text).code == code


def test_attributes() -> None:
    c = Card("QS")
    assert (c.rank, c.suit, c.code, c.value, c.index, str(c)) == (12, Suit.S, "QS", 10, 50, "Q♠")
    assert Card("AH").value == 1 and Card("AH").rank == 1
    assert Card("TD").value == 10 and str(Card("TD")) == "10♦"
    assert Card.of(7, "h") is Card("7H") is Card.of(7, Suit.H)
    with pytest.raises(AttributeError):
        c.rank = 3  # type: ignore[misc]


def test_names_in_english_and_dutch() -> None:
    assert Card("TH").name() == "ten of hearts"
    assert Card("TH").name("nl") == "harten tien"
    assert Card("AS").name("nl") == "schoppen aas"
    assert Card("JC").name("nl") == "klaveren boer"
    assert Card("QD").name("nl") == "ruiten vrouw"
    assert Card("KH").name("nl") == "harten heer"
    assert Card("7C").name("en") == "seven of clubs"
    assert Card("QD").name("en") == "queen of diamonds"


def test_parse_cards_separators_and_run_together() -> None:
    assert format_cards(parse_cards("AS 2s,3♠")) == "A♠ 2♠ 3♠"
    assert format_cards(parse_cards("7♦, 8♦; 9♦")) == "7♦ 8♦ 9♦"
    assert format_cards(parse_cards("7H-8H-9H")) == "7♥ 8♥ 9♥"
    assert format_cards(parse_cards("7h8h9h")) == "7♥ 8♥ 9♥"
    assert parse_cards("") == () == parse_cards("  , ")
    assert parse_cards(["TH", Card("JH")]) == (Card("TH"), Card("JH"))
    assert format_cards(parse_cards("10h jh"), codes=True) == "TH JH"


@pytest.mark.parametrize(("text", "needle"), [
    ("7H 8X 9H", "token 2 ('8X', at character 4)"),
    ("7H 8X 9H", "'X' is not a suit"),
    ("1H", "write the ace as A (AH)"),
    ("ZH", "'Z' is not a rank"),
    ("7H 8H 9", "token 3 ('9', at character 7) is not a card: the suit is missing"),
    ("hello", "token 1 ('hello', at character 1)"),
    ("11H", "'11' is not a rank"),
])
def test_parse_errors_name_the_token_and_position(text: str, needle: str) -> None:
    with pytest.raises(CardParseError) as err:
        parse_cards(text)
    assert needle in str(err.value)


def test_duplicate_is_named_with_both_positions() -> None:
    with pytest.raises(DuplicateCardError, match=r"10♥ \(TH\) is given twice: tokens 1 and 3"):
        parse_cards("TH 9H 10h")
    assert parse_cards("TH TH", allow_duplicates=True) == (Card("TH"), Card("TH"))


def test_twelfth_card_is_named() -> None:
    with pytest.raises(HandSizeError, match=r"at most 11 cards; the 12th card is 5♠ \(5S\)"):
        best_arrangement("AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC 5S")


def test_errors_are_value_errors() -> None:
    for exc in (CardParseError, DuplicateCardError, HandSizeError):
        assert issubclass(exc, GinRulesError) and issubclass(exc, ValueError)


def test_sorting() -> None:
    hand = parse_cards("KS 2C AS 7H 2D")
    assert format_cards(sort_hand(hand)) == "2♣ 2♦ 7♥ A♠ K♠"
    assert sorted(hand) == list(sort_hand(hand))
    assert Card("2C") < Card("AD")


def test_suits() -> None:
    assert [s.symbol for s in Suit] == ["♣", "♦", "♥", "♠"]
    assert Suit.S.noun("nl") == "schoppen" and Suit.S.noun("en", plural=False) == "spade"
    assert Suit.D.is_red and not Suit.C.is_red


# -- one set of card letters per language (issue 13) ------------------------------------------
@pytest.mark.parametrize(("code", "en", "nl"), [
    ("JC", "J♣", "B♣"), ("QD", "Q♦", "V♦"), ("KH", "K♥", "H♥"), ("AS", "A♠", "A♠"),
    ("TH", "10♥", "10♥"), ("7C", "7♣", "7♣"),
])
def test_labels_per_language(code: str, en: str, nl: str) -> None:
    card = Card(code)
    assert card.label_in("en") == en == str(card)
    assert card.label_in("nl") == nl
    assert card.rank_label("nl") + card.suit.symbol == nl


def test_format_cards_in_a_language() -> None:
    cards = parse_cards("QC QD QH KS JH TH")
    assert format_cards(cards) == "Q♣ Q♦ Q♥ K♠ J♥ 10♥"
    assert format_cards(cards, "nl") == "V♣ V♦ V♥ H♠ B♥ 10♥"
    assert format_cards(cards, "nl", codes=True) == "QC QD QH KS JH TH"  # codes stay codes
    with pytest.raises(ValueError, match="unknown language 'de'"):
        Card("QH").label_in("de")


@pytest.mark.parametrize(("text", "code"), [
    ("B♣", "JC"), ("bc", "JC"), ("V♥", "QH"), ("vh", "QH"), ("H♥", "KH"), ("HH", "KH"),
    ("hs", "KS"), ("♠H", "KS"), ("♦V", "QD"), ("10♥", "TH"), ("A♠", "AS"),
    # English letters and codes keep working on a Dutch page
    ("QH", "QH"), ("KH", "KH"), ("JD", "JD"), ("TH", "TH"), ("H10", "TH"), ("H5", "5H"),
])
def test_parse_dutch_letters(text: str, code: str) -> None:
    assert parse_card(text, lang="nl").code == code


def test_dutch_letters_only_with_lang_nl() -> None:
    for text in ("V♥", "B♣", "HS", "H♠"):
        with pytest.raises(CardParseError, match="lang='nl'"):
            parse_card(text)
    assert parse_cards("V♣ V♦ V♥ H♠", lang="nl") == parse_cards("QC QD QH KS")
    assert parse_cards("vhhhbh", lang="nl") == parse_cards("QH KH JH")


@pytest.mark.parametrize("card", full_deck())
def test_dutch_label_and_every_english_form_read_back_in_dutch(card: Card) -> None:
    assert parse_card(card.label_in("nl"), lang="nl") is card
    assert parse_card(card.code, lang="nl") is card
    assert parse_card(str(card), lang="nl") is card
    assert parse_cards(card.label_in("nl") + " " + card.code.lower(), lang="nl",
                       allow_duplicates=True) == (card, card)


def test_dutch_reading_extends_english_and_never_changes_it() -> None:
    """Every token of up to three characters that is a card in English is the same card
    in Dutch: the Dutch rank letters add readings, they never replace one (the 'H' clash)."""
    chars = "23456789TJQKABVH1CDS♣♦♥♠"
    tokens = [a + b for a in chars for b in chars] + [a + b + c for a in chars for b in chars
                                                    for c in chars]
    added = 0
    for token in tokens:
        try:
            en = parse_cards(token, allow_duplicates=True)
        except CardParseError:
            en = None
        try:
            nl = parse_cards(token, lang="nl", allow_duplicates=True)
        except CardParseError:
            nl = None
        if en is not None:
            assert nl == en, token
        elif nl is not None:
            added += 1
    assert added > 0


def test_unknown_language_in_parsing() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        parse_card("QH", lang="fr")
