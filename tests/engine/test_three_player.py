"""Three-player gin (seed 000, docs/rules.md "Three-player gin"): the dealer deals ten
to each of the other two and sits the hand out; the two play a two-player hand; the deal
passes to the left after every hand, a drawn one too; each player keeps an own score."""

from __future__ import annotations

import json
import random

import pytest

from ginrules import Rules
from ginrules.core.actions import IllegalActionError, SaveFileError
from ginrules.core.cards import full_deck
from ginrules.gin.hand import Hand
from ginrules.players.opponent import choose
from ginrules.table.game import Game
from ginrules.table.seats import Table
from ginrules.table.variants import GIN_3
from ginrules.table.view import Phase

NAMES = ("Ann", "Bob", "Cas")


def test_the_dealer_sits_out_and_deals_ten_to_each_other_player() -> None:
    hand = Hand(Rules.preset("standard", "gin-3"), dealer=1, seed=5, table=Table(NAMES),
                variant=GIN_3)
    st = hand.state
    assert st.active == (0, 2) and len(st.hands[1]) == 0
    assert [len(h) for h in st.hands] == [10, 0, 10] and len(st.stock) == 31
    assert st.to_act == 2  # the player to the dealer's left is offered the upcard first
    view = hand.view(1)
    assert not view.legal_actions and [s.seat for s in view.others] == [2, 0]
    assert [s.active for s in view.seats] == [True, False, True]
    # the offer goes round the two players once: 2, then 0; then 2 draws from the stock
    hand.apply("pass")
    assert hand.to_act == 0 and hand.phase is Phase.FIRST_TURN
    hand.apply("pass")
    assert hand.to_act == 2 and hand.phase is Phase.DRAW
    assert [str(a) for a in hand.legal_actions()] == ["draw stock"]
    with pytest.raises(IllegalActionError, match="not your turn"):
        hand.apply("draw stock", player=1)


def test_the_deal_passes_left_after_every_hand_a_drawn_one_too() -> None:
    game = Game(Rules.preset("standard", "gin-3"), 8, NAMES, variant="gin-3")
    dealers = [game.hand.dealer]
    rnd = random.Random(2)
    while len(dealers) < 7:
        if game.hand.is_over:
            if game.is_over:
                break
            game.apply("next hand")
            dealers.append(game.hand.dealer)
            continue
        legal = game.legal_actions()
        game.apply(rnd.choice(legal))  # random play: drawn hands come up too
    assert dealers == [(dealers[0] + i) % 3 for i in range(len(dealers))]


def test_random_playouts_keep_every_card_and_hide_what_a_seat_may_not_see() -> None:
    rules = Rules.preset("standard", "gin-3")
    deck = set(full_deck())
    for seed in range(40):
        hand = Hand(rules, dealer=seed % 3, seed=seed, table=Table(NAMES), variant=GIN_3)
        rnd = random.Random(seed)
        while not hand.is_over:
            st = hand.state
            cards = list(st.all_cards())
            assert len(cards) == 52 and set(cards) == deck
            shown = {e.card for e in st.events if e.card is not None}
            for seat in range(3):
                view = hand.view(seat)
                hidden = {c for other in range(3) if other != seat for c in st.hands[other]}
                hidden |= set(st.stock)
                assert not (view.visible_cards() & (hidden - shown))
            hand.apply(rnd.choice(hand.legal_actions()))
        assert hand.state.hands[hand.dealer] == ()


def test_a_whole_game_by_the_computer_saves_restores_and_undoes() -> None:
    game = Game(Rules.preset("hoyle", "gin-3").with_options(target=60), 3, NAMES,
                variant="gin-3")
    while not game.is_over:
        if game.hand.is_over:
            game.apply("next hand")
            continue
        game.apply(choose(game.view(game.to_act), "club"), game.to_act)
    final = game.sheet.final()
    assert max(game.sheet.totals) >= 60 and len(final.totals) == 3
    text = game.to_json()
    assert json.loads(text)["variant"] == "gin-3"
    back = Game.from_json(text)
    assert back.to_json() == text and back.variant is GIN_3 and back.table.names == NAMES
    for _ in range(25):
        back.undo()
    with pytest.raises(SaveFileError, match="checksum"):
        Game.from_json(text.replace('"gin-3"', '"gin"'))


def test_three_player_gin_takes_its_own_presets_and_refuses_two_player_rules() -> None:
    assert GIN_3.preset_names == Rules.preset_names("gin")
    for name in GIN_3.preset_names:
        three, two = Rules.preset(name, "gin-3"), Rules.preset(name)
        assert three.next_dealer == "left" and three.with_options(
            next_dealer=two.next_dealer) == two
    with pytest.raises(ValueError, match="the next dealer is 'left', not 'winner'"):
        Game(Rules.preset("standard"), 1, NAMES, variant="gin-3")
    with pytest.raises(ValueError, match="three-player gin is for 3 players, not 2"):
        Game(Rules.preset("standard", "gin-3"), 1, ("Ann", "Bob"), variant="gin-3")
    with pytest.raises(ValueError, match="has no option 'hollywood'"):
        Game(Rules.preset("standard", "gin-3").with_options(hollywood=True), 1, NAMES,
             variant="gin-3")


def test_the_advisor_and_every_strength_play_three_player_hands_from_their_view() -> None:
    """Each seat's advice is legal and explained in both languages; the sitting-out
    dealer has nothing to decide."""
    from ginrules.players.styles import EXPERT, advise

    rules = Rules.preset("standard", "gin-3")
    for seed in range(12):
        hand = Hand(rules, dealer=seed % 3, seed=seed, table=Table(NAMES), variant=GIN_3)
        strengths = ("beginner", "club", "expert")
        while not hand.is_over:
            seat = hand.to_act
            view = hand.view(seat)
            advice = advise(view, EXPERT)
            assert advice.best in view.legal_actions
            assert all(advice.text(lang) for lang in ("en", "nl"))
            assert advise(hand.view(hand.dealer)).decision == "wait"
            hand.apply(choose(view, strengths[seat]), seat)
        assert hand.dealer not in {c.seat for c in (hand.result.credits if hand.result else ())}
