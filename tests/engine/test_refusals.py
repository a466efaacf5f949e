"""Every refusal the engine gives carries a word key and values (IllegalActionError.key,
.values) with English and Dutch words in its catalogue (refuse.* in ginrules/words/refusals.json):
the English the key gives is exactly str(error), the sentence saves, replays and tests
have always compared, and the Dutch names the cards as a Dutch page does."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from ginrules import Action, Card, Rules, parse_cards
from ginrules.core.actions import IllegalActionError
from ginrules.core.explain import Step
from ginrules.gin.hand import Hand
from ginrules.players.opponent import choose
from ginrules.rummy.hand import RummyHand, meld_problem, meld_refusal
from ginrules.table.game import Game
from ginrules.table.match import Match, new_game
from ginrules.table.view import Phase
from ginrules.words.files import engine_table

_CODE = re.compile(r"\b(?:[2-9TJQKA][CDHS])\b")
#: Refusals no move reaches (a replay's own check; guards the other checks leave nothing
#: to (a Rummy pile is never empty at a draw, the stock never empty with no turn left, a
#: meld or layoff that passes every check is legal); a run of all thirteen cards): each
#: is checked on its own below.
_NOT_PLAYED = {"refuse.unexpected", "refuse.new_stock", "refuse.rummy.run_full",
               "refuse.rummy.pile_empty", "refuse.rummy.no_turn_left",
               "refuse.rummy.meld_not_now", "refuse.rummy.layoff_not_now"}


def _check(err: IllegalActionError) -> str:
    """The refusal's key, once its words agree with its message in both languages."""
    assert err.key is not None, f"a refusal without a key: {err}"
    assert err.key in engine_table("refusals"), err.key
    assert err.say("en") == str(err), err.key
    dutch = err.say("nl")
    assert "{" not in dutch and not _CODE.search(dutch.replace("A-2-3", "")), (err.key, dutch)
    return err.key


def _refused(play: Callable[[], object]) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        play()
    return caught.value


def _gin(rules: Rules | None = None, upcard: str = "2D") -> Hand:
    """Seat 1 (the non-dealer, first to act) holds three melds and a king."""
    return Hand.arranged(rules or Rules(), 0, ["TS JS QS KS 3D 5D 7D 9D JC QH",
                                               "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"], upcard)


def _rummy(preset: str = "standard", hands: tuple[str, str] = (
        "2C 3C 4C 9D 9S QC JS 6D 4H AS", "7H 8H 9H KS 2D 5S 8C TD QD 3H"),
        stock: str = "KD QS") -> RummyHand:
    """Seat 1 (first to act) holds a run of hearts; a short hand is a position."""
    rules = Rules.preset(preset, "rummy")
    if len(hands[1].split()) == 10:
        return RummyHand.arranged(rules, 0, list(hands), "5C", stock)
    return RummyHand.arranged_unchecked(rules, 0, list(hands), "5C", stock)


def _moves(hand: Hand | RummyHand, *moves: str) -> Hand | RummyHand:
    for move in moves:
        hand.apply(move)
    return hand


def _last_two_cards(take: bool) -> Hand:
    """A hand where both players draw and throw the card drawn until two cards are left
    in the stock and the last discard would let a player (ready to knock) go out: under
    these rules that discard may then be taken only to go out; with ``take``, taken."""
    rules = Rules().with_options(last_discard_only_to_go_out=True)
    for dealer in (0, 1):
        hand = Hand.arranged(rules, dealer, ["AS 2S 3S 4H 5H 6H 7C 8C 9C KD",
                                             "TS JS QS KS 3D 5D 7D 9D JC QH"], "2D")
        while not hand.is_over and not hand.state.last_chance:
            st = hand.state
            if st.phase is Phase.FIRST_TURN:
                hand.apply("pass")
            elif st.phase is Phase.DRAW:
                hand.apply("draw stock")
            else:
                assert st.just_drawn is not None
                hand.apply(Action.discard(st.just_drawn))
        if hand.state.last_chance:
            if take:
                hand.apply(Action.take(hand.state.discard[-1]))
            return hand
    raise AssertionError("the stock runs down without a last chance")  # pragma: no cover


def _discard_first(hand: Hand) -> None:
    hand.apply(Action.discard(sorted(hand.state.hands[hand.to_act])[0]))


def _played_out(game: Game | Match) -> Game | Match:
    """The game with its current hand(s) played to the end by club players."""
    for _ in range(2000):
        if not game.legal_actions() or game.legal_actions() == [Action.next_hand()]:
            return game
        game.apply(choose(game.view(game.to_act), "club"))
    raise AssertionError("the hand does not end")  # pragma: no cover


def _pairs() -> Match:
    match = new_game(Rules.preset("standard", "gin-pairs"), 2, ["A", "B", "C", "D"],
                     "gin-pairs")
    assert isinstance(match, Match)
    return match


#: Every refusal a move meets: its key and how to meet it.
CASES: list[tuple[str, Callable[[], object]]] = [
    ("refuse.not_your_turn", lambda: _gin().apply("pass", 0)),
    ("refuse.hand_over", lambda: _moves(_gin(), "take 2D", "knock KD",
                                        "show AS-2S-3S 4H-5H-6H 7C-8C-9C").apply("pass")),
    ("refuse.nothing_to_undo", lambda: _gin().undo()),
    ("refuse.gin.first_turn", lambda: _gin().apply("discard KD")),
    ("refuse.gin.pass_first_only", lambda: _moves(_gin(), "pass", "pass").apply("pass")),
    ("refuse.gin.both_passed", lambda: _moves(_gin(), "pass", "pass").apply("take 2D")),
    ("refuse.gin.draw_before_discard",
     lambda: _moves(_gin(), "pass", "pass").apply("discard KD")),
    ("refuse.gin.draw", lambda: _moves(_gin(), "pass", "pass").apply("meld 2C 3C 4C")),
    ("refuse.gin.show_after_knock",
     lambda: _moves(_gin(), "pass", "pass").apply("show nothing")),
    ("refuse.top_only", lambda: _moves(_gin(), "take 2D", "discard KD").apply("take 2D")),
    ("refuse.gin.drawn", lambda: _moves(_gin(), "take 2D").apply("draw stock")),
    ("refuse.gin.no_big_gin", lambda: _moves(
        _gin(Rules().with_options(big_gin_bonus=None)), "take 2D").apply("big gin")),
    ("refuse.gin.not_big_gin", lambda: _moves(_gin(), "take 2D").apply("big gin")),
    ("refuse.not_held", lambda: _moves(_gin(), "take 2D").apply("discard AH")),
    ("refuse.gin.discard_taken", lambda: _moves(_gin(), "take 2D").apply("discard 2D")),
    ("refuse.gin.knock_limit", lambda: _moves(_gin(), "take 2D").apply("knock 9C")),
    ("refuse.gin.knock_gin_only", lambda: _moves(
        _gin(Rules.preset("oklahoma"), upcard="AD"), "take AD").apply("knock KD")),
    ("refuse.gin.not_gin", lambda: _moves(_gin(), "take 2D").apply("gin KD")),
    ("refuse.gin.not_now", lambda: _moves(_gin(), "take 2D").apply("meld 2C 3C 4C")),
    ("refuse.gin.choose_show",
     lambda: _moves(_gin(), "take 2D", "knock KD").apply("draw stock")),
    ("refuse.gin.show_twice",
     lambda: _moves(_gin(), "take 2D", "knock KD").apply("show 7C-8C-9C 7C-8C-9C")),
    ("refuse.gin.show_not_meld",
     lambda: _moves(_gin(), "take 2D", "knock KD").apply("show 4H-5H-7C")),
    ("refuse.gin.show_limit",
     lambda: _moves(_gin(), "take 2D", "knock KD").apply("show AS-2S-3S")),
    ("refuse.gin.last_chance", lambda: _last_two_cards(False).apply("big gin")),
    ("refuse.gin.last_chance_discard", lambda: _discard_first(_last_two_cards(True))),
    ("refuse.hand_not_over", lambda: Game(Rules(), 3).apply("next hand")),
    ("refuse.hand_over_next",
     lambda: _played_out(Game(Rules().with_options(target=500), 1)).apply("draw stock")),
    ("refuse.game_over", lambda: _played_out(
        Game(Rules().with_options(target=1), 1)).apply("next hand")),
    ("refuse.hands_not_over", lambda: _pairs().apply("next hand")),
    ("refuse.hands_over_next", lambda: _played_out(_pairs()).apply("draw stock")),
    # Rummy
    ("refuse.rummy.no_such", lambda: _rummy().apply("knock QD")),
    ("refuse.rummy.draw_first", lambda: _rummy().apply("discard QD")),
    ("refuse.rummy.drawn", lambda: _moves(_rummy(), "draw stock").apply("draw stock")),
    ("refuse.rummy.taken", lambda: _moves(_rummy(), "take 5C").apply("discard 5C")),
    ("refuse.meld.mixed", lambda: _moves(_rummy(), "draw stock", "meld 7H 8H 9H",
                                         "discard 2D", "take 2D").apply("meld 2C 3C 4C 2D")),
    ("refuse.meld.too_few", lambda: _moves(_rummy(), "draw stock").apply("meld 7H 8H")),
    ("refuse.meld.gap", lambda: _moves(_rummy(), "draw stock").apply("meld 3H 7H 9H")),
    ("refuse.meld.ace_low", lambda: _moves(_rummy(hands=("2C 3C 4C 9D", "QH KH 9S 8C"),
                                                  stock="AH"), "draw stock").apply(
        "meld QH KH AH")),
    ("refuse.meld.twice", lambda: _moves(_rummy(), "draw stock").apply(
        Action.meld((Card("7H"), Card("7H"), Card("8H"))))),
    ("refuse.rummy.one_meld", lambda: _moves(_rummy("discard-out", hands=(
        "2C 3C 4C 9D 9S QC JS 6D 4H AS", "7H 8H 9H KS KC KH 8C TD QD 3H"), stock="KD"),
        "draw stock", "meld 7H 8H 9H").apply("meld KS KC KH")),
    ("refuse.rummy.keep_discard", lambda: _moves(_rummy("discard-out", hands=(
        "2C 3C 4C 9D", "7H 8H"), stock="9H"), "draw stock").apply("meld 7H 8H 9H")),
    ("refuse.rummy.stuck", lambda: _moves(_rummy(hands=("2C 3C 4C 9D", "7H 8H 9H"),
                                                 stock=""), "take 5C").apply(
        "meld 7H 8H 9H")),
    ("refuse.rummy.no_meld",
     lambda: _moves(_rummy(), "draw stock").apply("lay off QD on 2C-2D-2H")),
    ("refuse.rummy.run_end", lambda: _moves(_rummy(), "draw stock", "meld 7H 8H 9H",
                                            "discard 2D", "draw stock").apply(
        "lay off 9D on 7H-8H-9H")),
    ("refuse.rummy.set_rank", lambda: _moves(_rummy(hands=(
        "2C 3C 4C 9D", "KS KC KH 8C QD"), stock="2H"), "draw stock", "meld KS KC KH").apply(
        "lay off QD on KC-KH-KS")),
    ("refuse.rummy.set_full", lambda: _moves(_rummy(hands=(
        "2C 3C 4C 9D", "KS KC KH KD 8C QD"), stock="2H"), "draw stock",
        "meld KS KC KH KD").apply("lay off QD on KC-KD-KH-KS")),
]


#: What each case has always said (the engine before refusals had keys said the same;
#: a meld in a gin hand failed an assertion then).
ENGLISH: dict[str, str] = {
    'refuse.not_your_turn': 'it is not your turn',
    'refuse.hand_over': 'the hand is over',
    'refuse.nothing_to_undo': 'nothing to undo',
    'refuse.gin.first_turn': 'first turn: take the upcard 2D or pass',
    'refuse.gin.pass_first_only': 'you may pass only on the first-turn offer of the upcard',
    'refuse.gin.both_passed': 'both players passed the upcard: draw from the stock',
    'refuse.gin.draw_before_discard': 'you must draw before you discard',
    'refuse.gin.draw': 'draw from the stock or take the top discard',
    'refuse.gin.show_after_knock': 'you show melds only after knocking',
    'refuse.top_only': 'you can take only the top card of the discard pile (KD)',
    'refuse.gin.drawn': 'you have already drawn this turn: now discard',
    'refuse.gin.no_big_gin': 'big gin is not played under these rules: discard a card',
    'refuse.gin.not_big_gin': 'not all 11 cards are melded: no big gin',
    'refuse.not_held': 'AH is not in your hand',
    'refuse.gin.discard_taken': 'you cannot discard the card you just took (2D)',
    'refuse.gin.knock_limit':
        'you cannot knock: 27 deadwood remains after discarding 9C, the limit is 10',
    'refuse.gin.knock_gin_only':
        'you cannot knock: under these rules only gin ends the hand; 1 deadwood remains '
        'after discarding KD',
    'refuse.gin.not_gin': 'that is not gin: 2 deadwood remains after discarding KD',
    'refuse.gin.not_now': 'that action is not allowed now',
    'refuse.gin.choose_show': 'you have knocked: choose which melds to show',
    'refuse.gin.show_twice': '7C is in two of the melds; a card goes in one meld only',
    'refuse.gin.show_not_meld':
        'that spread has a group that is not a meld: 7♣ 4♥ 5♥ is not a meld: a set needs '
        'the same rank, a run needs one suit.',
    'refuse.gin.show_limit': 'that spread leaves 41 deadwood, above the knock limit of 10',
    'refuse.gin.last_chance':
        'only two cards are left in the stock: take the last discard (7S) to knock or go '
        'gin, or pass and the hand is a draw',
    'refuse.gin.last_chance_discard':
        'with two cards left in the stock the last discard may be taken only to knock or '
        'go gin',
    'refuse.hand_not_over': 'the hand is not over yet',
    'refuse.hand_over_next': 'the hand is over: deal the next hand',
    'refuse.game_over': 'the game is over',
    'refuse.hands_not_over': 'the hands are not over yet',
    'refuse.hands_over_next': 'the hands are over: deal the next hand',
    'refuse.rummy.no_such': "Rummy has no 'knock': draw, meld, lay off and discard",
    'refuse.rummy.draw_first': 'draw first: from the stock or the top of the discard pile',
    'refuse.rummy.drawn': 'you have already drawn this turn: meld, lay off or discard',
    'refuse.rummy.taken': 'you took 5C from the pile this turn: discard another card',
    'refuse.meld.mixed': '2C 3C 4C 2D is not a meld: a run must be in one suit, a set of one rank',
    'refuse.meld.too_few': '7H 8H is not a meld: a meld needs at least 3 cards',
    'refuse.meld.gap': '3H 7H 9H is not a run: 4H is missing',
    'refuse.meld.ace_low':
        'QH KH AH is not a run: the ace is low under these rules (A-2-3, not Q-K-A)',
    'refuse.meld.twice': '7H 7H 8H names a card twice',
    'refuse.rummy.one_meld': 'under these rules you lay one meld a turn: lay off or discard',
    'refuse.rummy.keep_discard':
        'under these rules you go out with a discard: keep a card to discard',
    'refuse.rummy.stuck':
        'that would leave you only 5C, the card you took from the pile this turn, which '
        'you may not discard',
    'refuse.rummy.no_meld': 'there is no meld 2C 2D 2H on the table',
    'refuse.rummy.run_end': '9D does not fit 7H 8H 9H: a run takes cards of its own suit, 6H or TH',
    'refuse.rummy.set_rank': 'QD does not fit KC KH KS: a set takes only its own rank',
    'refuse.rummy.set_full': 'QD does not fit KC KD KH KS: the set has all four already',
}


@pytest.mark.parametrize("key, play", CASES, ids=[c[0] for c in CASES])
def test_a_refusal_says_its_reason_by_key_in_both_languages(
        key: str, play: Callable[[], object]) -> None:
    err = _refused(play)
    assert _check(err) == key
    assert str(err) == ENGLISH[key]


def test_every_refusal_key_is_met() -> None:
    assert set(engine_table("refusals")) - _NOT_PLAYED == {key for key, _play in CASES}


def test_the_refusals_no_game_reaches_say_the_same() -> None:
    run = parse_cards("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH")
    full = Step("refuse.rummy.run_full", {"card": Card("AS"), "cards": run})
    for step in (Step("refuse.new_stock", {"n": 2}), full,
                 Step("refuse.rummy.pile_empty"), Step("refuse.rummy.no_turn_left"),
                 Step("refuse.rummy.meld_not_now"), Step("refuse.rummy.layoff_not_now")):
        _check(IllegalActionError(step))
    guard = IllegalActionError(Step("refuse.unexpected", {"action": "discard TS"}))
    assert str(guard) == guard.say("en") == "unexpected action discard TS"
    assert guard.say("nl") == "onverwachte zet: discard TS"  # the action's text form
    assert str(IllegalActionError(full)) == (
        "AS does not fit AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH: a run takes cards of its "
        "own suit, nothing: it runs from ace to ace")


def test_a_plain_text_refusal_keeps_working() -> None:
    err = IllegalActionError("that move is not allowed now")
    assert err.key is None and err.step is None and err.values == {}
    assert err.say("nl") == str(err) == "that move is not allowed now"


@pytest.mark.parametrize("cards, ace_high, english, dutch", [
    ("7H 8H TH", False, "7H 8H TH is not a run: 9H is missing",
     "7♥ 8♥ 10♥ is geen serie: 9♥ ontbreekt"),
    ("QS KS AS", False,
     "QS KS AS is not a run: the ace is low under these rules (A-2-3, not Q-K-A)",
     "V♠ H♠ A♠ is geen serie: met deze regels is de aas alleen laag (A-2-3, niet V-H-A)"),
    ("QS KS AS", True, None, None),
    ("2C 2D", False, "2C 2D is not a meld: a meld needs at least 3 cards",
     "2♣ 2♦ is geen combinatie: een combinatie heeft minstens 3 kaarten"),
    ("2C 3D 4C", False, "2C 3D 4C is not a meld: a run must be in one suit, a set of one rank",
     "2♣ 3♦ 4♣ is geen combinatie: een serie is van één kleur, een set van één rang"),
])
def test_a_meld_refusal_in_both_languages(cards: str, ace_high: bool, english: str | None,
                                          dutch: str | None) -> None:
    step = meld_refusal(parse_cards(cards), ace_high)
    assert meld_problem(parse_cards(cards), ace_high) == english
    assert (None if step is None else (step.render("en"), step.render("nl"))) == (
        None if english is None else (english, dutch))


def test_the_dutch_names_cards_and_moves_in_dutch() -> None:
    hand = RummyHand.arranged(Rules.preset("standard", "rummy"), 0,
                              ["2C 3C 4C 9D 9S QC JS 6D 4H AS",
                               "7H 8H 9H KS 2D 5S 8C TD QD 3H"], "5C", ["KD"])
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("knock QD")
    assert str(caught.value) == "Rummy has no 'knock': draw, meld, lay off and discard"
    assert caught.value.say("nl") == (
        "Rummy kent geen 'kloppen': je trekt, legt uit, legt bij en legt af")
    _moves(hand, "draw stock", "meld 7H 8H 9H", "discard 2D", "take 2D")
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("lay off 9D on 7H-8H-9H")
    err = caught.value
    assert (err.key, err.values["card"], err.values["ends"]) == (
        "refuse.rummy.run_end", Card("9D"), (Card("6H"), Card("TH")))
    assert str(err) == "9D does not fit 7H 8H 9H: a run takes cards of its own suit, 6H or TH"
    assert err.say("nl") == ("9♦ past niet bij 7♥ 8♥ 9♥: een serie wordt alleen aan een "
                             "uiteinde langer, met een kaart van dezelfde kleur: 6♥ of 10♥")
    gin = Hand.arranged(Rules(), 0, ["AS 2S 3S 4S 5S 6S 7S 8S 9S TS",
                                     "AH 2H 3H 4H 5H 6H 7H 8H 9H TH"], "QC")
    with pytest.raises(IllegalActionError) as caught:
        gin.apply("discard QD")
    assert caught.value.say("nl") == "eerste beurt: pak de open kaart V♣ of pas"
