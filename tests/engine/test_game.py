"""The hand and game state machine: random legal playouts under every preset, the
rules of a hand scenario by scenario, views, undo, save and restore."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ginrules import Card, Rules, full_deck
from ginrules.core.actions import (
    Action,
    ActionKind,
    ActionParseError,
    IllegalActionError,
    SaveFileError,
)
from ginrules.core.rng import Rng, derive_seed
from ginrules.gin.hand import Hand
from ginrules.table.flow import SAVE_VERSION
from ginrules.table.game import Game
from ginrules.table.view import Phase

PRESETS = Rules.preset_names()
DECK = full_deck()
EVERY_ACTION = (
    [Action.draw_stock(), Action.pass_(), Action.big_gin(), Action.next_hand()]
    + [f(c) for c in DECK for f in (Action.take, Action.discard, Action.knock, Action.gin)]
)


def hidden_from(hand: Hand, player: int) -> set[Card]:
    """Cards ``player`` has never seen: in the opponent's hand or the stock and never
    shown face up (a discard reshuffled into the stock was seen, so it is not hidden)."""
    st_ = hand.state
    shown = {e.card for e in st_.events if e.card is not None}
    others = (c for seat in hand.table.others(player) for c in st_.hands[seat])
    return {c for c in (*others, *st_.stock) if c not in shown}


def check_invariants(hand: Hand, rnd: random.Random) -> None:
    st_ = hand.state
    # 52 cards, each exactly once
    cards = [*st_.hands[0], *st_.hands[1], *st_.stock, *st_.discard]
    if st_.knock_discard is not None:
        cards.append(st_.knock_discard)
    assert len(cards) == 52 and set(cards) == set(DECK)
    # views never show what the player has not seen (the showdown shows all)
    if hand.phase is not Phase.SCORED:
        for p in (0, 1):
            v = hand.view(p)
            assert not (v.visible_cards() & hidden_from(hand, p))
            assert set(v.hand) == set(st_.hands[p])
            assert [s.card_count for s in v.others] == [len(st_.hands[hand.table.other(p)])]
            assert v.stock_count == len(st_.stock)
    # apply refuses actions that are not legal (a sample each step)
    legal = set(hand.legal_actions())
    for a in legal:
        assert Action.parse(str(a)) == a
    for a in rnd.sample(EVERY_ACTION, 6):
        if a not in legal:
            with pytest.raises(IllegalActionError):
                hand.apply(a)
    assert hand.state is st_


def playout(rules: Rules, seed: int, rnd: random.Random, knock_bias: float = 0.5) -> Hand:
    hand = Hand(rules, dealer=seed % 2, seed=seed)
    steps = 0
    while not hand.is_over:
        legal = hand.legal_actions()
        assert legal, f"stuck in {hand.phase}"
        outs = [a for a in legal if a.kind in (ActionKind.KNOCK, ActionKind.GIN,
                                               ActionKind.BIG_GIN)]
        if outs and rnd.random() < knock_bias:
            act = rnd.choice(outs)
        elif hand.phase is Phase.DISCARD and rnd.random() < 0.5:
            act = legal[0]  # the discard that leaves the least deadwood
        else:
            act = rnd.choice(legal)
        hand.apply(act, hand.to_act)
        steps += 1
        assert steps < 400
        if rnd.random() < 0.08:
            check_invariants(hand, rnd)
    assert hand.phase in (Phase.SCORED, Phase.DRAWN)
    assert (hand.result is None) == (hand.phase is Phase.DRAWN)
    check_invariants(hand, rnd)
    return hand


@pytest.mark.parametrize("preset", PRESETS)
def test_random_playouts_per_preset(preset: str) -> None:
    """80 random legal hands per preset end scored or drawn."""
    rules = Rules.preset(preset)
    kinds: dict[str, int] = {}
    for i in range(80):
        rnd = random.Random(derive_seed(preset, i))
        hand = playout(rules, derive_seed(preset, "hand", i), rnd, knock_bias=(i % 4) / 4)
        k = hand.result.kind if hand.result else "draw"
        kinds[k] = kinds.get(k, 0) + 1
    assert kinds.get("draw", 0) > 0 and kinds.get("knock", 0) + kinds.get("undercut", 0) > 0


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(PRESETS), seed=st.integers(0, 2**64 - 1), rnd=st.randoms())
def test_property_playout_with_undo(preset: str, seed: int, rnd: random.Random) -> None:
    rules = Rules.preset(preset)
    hand = Hand(rules, dealer=seed % 2, seed=seed)
    states = [hand.state]
    while not hand.is_over:
        check_invariants(hand, rnd)
        hand.apply(rnd.choice(hand.legal_actions()))
        states.append(hand.state)
    # undo walks back through exactly the same states; replaying gives the same hand
    actions = list(hand.actions)
    for expected in reversed(states[:-1]):
        hand.undo()
        assert hand.state == expected
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        hand.undo()
    for a in actions:
        hand.apply(a)
    assert hand.state == states[-1]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(EVERY_ACTION[4:]), st.sampled_from(["", " ", "  "]))
def test_action_text_round_trips(action: Action, pad: str) -> None:
    assert Action.parse(pad + str(action).upper() + pad) == action
    assert Action.parse(str(action)) == action
    assert eval(repr(action), {"Action": Action}) == action


def test_action_parse_errors() -> None:
    for bad in ["", "discard", "take 1X", "draw pile", "knock 7H 8H", "show"]:
        with pytest.raises(ActionParseError):
            Action.parse(bad)
    a = Action.parse("show 9h-7h-8h 3c-3d-3s")
    assert str(a) == "show 3C-3D-3S 7H-8H-9H" and Action.parse(str(a)) == a
    assert Action.parse("gin") == Action.big_gin() and str(Action.parse("gin 4c")) == "gin 4C"


# ---------------------------------------------------------------- dealing
def test_deal_is_deterministic_and_alternate() -> None:
    a, b = Hand(Rules(), 0, 12345), Hand(Rules(), 0, 12345)
    assert a.state == b.state
    deck = list(DECK)
    Rng(12345).shuffle(deck)
    # one at a time, alternately, starting with the non-dealer (player 1)
    assert a.state.hands[1] == tuple(deck[0:20:2]) and a.state.hands[0] == tuple(deck[1:20:2])
    assert a.state.upcard == deck[20] and len(a.state.stock) == 31
    assert a.state.stock[-1] == deck[21]  # the top of the stock is the next card
    assert Hand(Rules(), 0, 12346).state != a.state


def test_shuffle_is_pinned_across_versions() -> None:
    # the same seed deals the same cards in CPython and Pyodide: pin one deal
    deck = list(range(52))
    Rng(7).shuffle(deck)
    assert deck[:8] == PINNED_SHUFFLE_7


PINNED_SHUFFLE_7 = [41, 0, 21, 16, 48, 13, 14, 33]


def test_cut_for_first_deal() -> None:
    for seed in range(30):
        g = Game(Rules(), seed)
        a, b = g.cut.cards[-1]
        assert a.rank != b.rank and g.cut.dealer == (0 if a.rank < b.rank else 1)
        assert g.hand.dealer == g.cut.dealer and g.to_act == g.table.other(g.cut.dealer)


# ---------------------------------------------------------------- the first turn
SPADES = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS"
HEARTS = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH"


def arranged(rules: Rules | None = None, upcard: str = "KC", top: str = "",
             h0: str = SPADES, h1: str = HEARTS) -> Hand:
    return Hand.arranged(rules or Rules(), 0, [h0, h1], upcard, top.split())


def test_first_turn_non_dealer_takes() -> None:
    h = arranged(upcard="JH")
    assert h.phase is Phase.FIRST_TURN and h.to_act == 1
    assert {str(a) for a in h.legal_actions()} == {"take JH", "pass"}
    with pytest.raises(IllegalActionError, match="first turn: take the upcard JH or pass"):
        h.apply("draw stock")
    with pytest.raises(IllegalActionError, match="not your turn"):
        h.apply("take JH", player=0)
    h.apply("take JH", player=1)
    assert h.phase is Phase.DISCARD and h.to_act == 1
    with pytest.raises(IllegalActionError, match="you cannot discard the card you just took"):
        h.apply("discard JH")
    h.apply("discard TH")
    assert h.phase is Phase.DRAW and h.to_act == 0  # play goes on with the other player
    assert Action.take(Card("TH")) in h.legal_actions()


def test_first_turn_dealer_takes_after_pass() -> None:
    h = arranged(upcard="JS")
    h.apply("pass")
    assert h.phase is Phase.FIRST_TURN and h.to_act == 0
    h.apply("take JS")
    h.apply("discard AS")
    assert h.phase is Phase.DRAW and h.to_act == 1  # then the non-dealer plays normally


def test_first_turn_both_pass_non_dealer_draws_from_stock() -> None:
    h = arranged(upcard="KC", top="QD")
    h.apply("pass")
    h.apply("pass")
    assert h.phase is Phase.DRAW and h.to_act == 1
    assert h.legal_actions() == [Action.draw_stock()]
    with pytest.raises(IllegalActionError, match="both players passed the upcard"):
        h.apply("take KC")
    h.apply("draw stock")
    assert Card("QD") in h.state.hands[1]
    h.apply("discard QD")
    assert {str(a) for a in h.legal_actions()} == {"draw stock", "take QD"}


def test_must_draw_before_discard_and_not_twice() -> None:
    h = arranged()
    h.apply("pass")
    h.apply("pass")
    with pytest.raises(IllegalActionError, match="you must draw before you discard"):
        h.apply("discard TH")
    with pytest.raises(IllegalActionError, match="you must draw before you discard"):
        h.apply("knock TH")
    h.apply("draw stock")
    with pytest.raises(IllegalActionError, match="already drawn"):
        h.apply("draw stock")
    with pytest.raises(IllegalActionError, match="not in your hand"):
        h.apply("discard AS")
    with pytest.raises(IllegalActionError, match="may pass only on the first-turn offer"):
        h.apply("pass")


def test_discard_taken_card_option() -> None:
    h = arranged(Rules().with_options(discard_taken_card=True), upcard="JH")
    h.apply("take JH")
    h.apply("discard JH")
    assert h.phase is Phase.DRAW


# ---------------------------------------------------------------- knocking, gin, big gin
def test_knock_limit_and_messages() -> None:
    # player 1: 7H 8H 9H, 2C 2D 2S, 4C 4D 4S and KH; draws AD
    h = Hand.arranged(Rules(), 0, [SPADES.replace("2S", "QC").replace("4S", "QD"),
                                   "7H 8H 9H 2C 2D 2S 4C 4D 4S KH"], "KC", ["AD"])
    h.apply("pass")
    h.apply("pass")
    h.apply("draw stock")
    assert Action.knock(Card("KH")) in h.legal_actions()
    with pytest.raises(IllegalActionError, match="remains after discarding 7H, the limit is 10"):
        h.apply("knock 7H")
    with pytest.raises(IllegalActionError, match="that is not gin"):
        h.apply("gin KH")
    h.apply("knock KH")
    # showing the 2s (or the 4s) as deadwood is within the limit too: the knocker chooses
    assert h.phase is Phase.SHOW and h.state.knocker == 1
    assert str(h.legal_actions()[0]) == "show 2C-2D-2S 4C-4D-4S 7H-8H-9H"
    assert Action.parse("show 4C-4D-4S 7H-8H-9H") in h.legal_actions()
    h.apply(h.legal_actions()[0])  # the least deadwood comes first
    assert h.phase is Phase.SCORED
    assert h.result is not None and h.result.knocker_deadwood == 1


def test_gin_and_show_phase() -> None:
    # a knock with two best arrangements goes to SHOW; gin never does
    # 8H can be in the run 5H-8H or in the set of eights: two best arrangements
    h = Hand.arranged(Rules(), 0, ["AS 2S 3S 4S 5S 6S 7S 9S TS JS",
                                   "5H 6H 7H 8H 8C 8D 8S 2C 3D KC"], "KD", ["AC"])
    h.apply("pass")
    h.apply("pass")
    h.apply("draw stock")
    assert not [a for a in h.legal_actions() if a.kind is ActionKind.GIN]
    with pytest.raises(IllegalActionError, match="show melds only after knocking"):
        h.apply("show 5H-6H-7H-8H 8C-8D-8S")
    h.apply("knock KC")
    assert h.phase is Phase.SHOW and h.to_act == 1
    shows = [str(a) for a in h.legal_actions()]
    assert set(shows) == {"show 8C-8D-8H-8S 5H-6H-7H", "show 8C-8D-8S 5H-6H-7H-8H"}
    assert h.view(0).visible_cards().isdisjoint({Card("5H"), Card("8C")})
    with pytest.raises(IllegalActionError, match="choose which melds to show"):
        h.apply("discard 2C")
    h.apply("show 5H-6H-7H-8H 8C-8D-8S")
    assert h.result is not None and h.result.knocker_deadwood == 6


def test_big_gin_only_where_played() -> None:
    for preset in PRESETS:
        rules = Rules.preset(preset)
        h = arranged(rules, upcard="KC", top="JH")
        h.apply("pass")
        h.apply("pass")
        h.apply("draw stock")
        legal = h.legal_actions()
        if rules.big_gin_played:
            assert Action.big_gin() in legal
            h.apply("big gin")
            assert h.result is not None and h.result.kind == "big_gin"
        else:
            assert Action.big_gin() not in legal
            with pytest.raises(IllegalActionError, match="big gin is not played"):
                h.apply("big gin")
            h.apply(next(a for a in legal if a.kind is ActionKind.GIN))
            assert h.result is not None and h.result.kind == "gin"


def test_oklahoma_limit_from_upcard() -> None:
    okla = Rules.preset("oklahoma")
    hand1 = "7H 8H 9H 2C 2D 2S 4C 4D 3S KD"  # draws AH: discarding KD leaves 12 deadwood
    for upcard, limit in (("5C", 5), ("KC", 10), ("AC", 0)):
        h = Hand.arranged(okla, 0, ["AS 4S 5S 6S 7S 8S 9S TS JS QS", hand1], upcard, ["AH"])
        assert h.knock_limit == limit
        h.apply("pass")
        h.apply("pass")
        h.apply("draw stock")
        knocks = [a for a in h.legal_actions() if a.kind is ActionKind.KNOCK]
        assert not knocks  # 12 deadwood is above every one of these limits
        if limit == 0:
            with pytest.raises(IllegalActionError, match="only gin ends the hand"):
                h.apply("knock KD")
        else:
            with pytest.raises(IllegalActionError, match=f"the limit is {limit}"):
                h.apply("knock KD")


def test_oklahoma_ace_upcard_gin_only() -> None:
    okla = Rules.preset("oklahoma")
    h = Hand.arranged(okla, 0, ["AS 3S 5S 6S 7S 8S 9S TS JS QS",
                                "7H 8H 9H 2C 2D 2S 4C 4D 4S KD"], "AC", ["AH"])
    h.apply("pass")
    h.apply("pass")
    h.apply("draw stock")  # AH: discard KD leaves 1 deadwood, still not gin
    assert not [a for a in h.legal_actions() if a.kind in (ActionKind.KNOCK, ActionKind.GIN)]


# ---------------------------------------------------------------- the stock running out
def run_down(h: Hand | Game) -> None:
    """Both players draw from the stock and throw away a card until the hand ends."""
    hand = h if isinstance(h, Hand) else h.hand
    while not hand.is_over:
        legal = h.legal_actions()
        draw = next((a for a in legal if a.kind in (ActionKind.DRAW_STOCK, ActionKind.PASS)),
                    None)
        if hand.phase in (Phase.FIRST_TURN, Phase.DRAW) and draw is not None:
            h.apply(draw)
            continue
        h.apply(next(a for a in legal if a.kind is ActionKind.DISCARD))


def test_stock_at_two_cards_is_a_draw() -> None:
    h = Hand(Rules(), 0, 99)
    run_down(h)
    assert h.phase is Phase.DRAWN and len(h.state.stock) == 2 and h.result is None


def stock_before_each_reshuffle(h: Hand) -> list[int]:
    """Replay the hand's actions and note the stock size just before each reshuffle."""
    replay = Hand(h.rules, h.state.dealer if not h.actions else h._states[0].dealer, h.seed)
    sizes = []
    for act in h.actions:
        before = len(replay.state.stock)
        replay.apply(act)
        if replay.state.reshuffles > replay._states[-2].reshuffles:
            sizes.append(before)
            # the new stock: every card but the 20 in the hands and the top discard
            assert len(replay.state.stock) == 31 and len(replay.state.discard) == 1
    return sizes


def test_oklahoma_reshuffles_when_the_stock_is_empty_once_then_draws() -> None:
    okla = Rules.preset("oklahoma")
    assert okla.max_reshuffles == 1
    h = Hand(okla, 0, 99)
    run_down(h)
    assert h.phase is Phase.DRAWN and h.state.reshuffles == 1 and h.result is None
    assert stock_before_each_reshuffle(h) == [0]  # drawn empty, not stopped at 2
    assert len(h.state.stock) == 0  # the second time it is drawn empty: a draw
    assert sum(e.kind == "reshuffle" for e in h.state.events) == 1


@pytest.mark.parametrize("times", [0, 1, 3, 10])
def test_max_reshuffles_is_how_often_a_hand_reshuffles(times: int) -> None:
    rules = Rules.preset("oklahoma").with_options(max_reshuffles=times)
    h = Hand(rules, 1, 5)
    run_down(h)
    assert h.phase is Phase.DRAWN and h.state.reshuffles == times
    assert stock_before_each_reshuffle(h) == [0] * times
    assert len(h.state.stock) == 0
    draws = sum(e.kind == "draw" for e in h.state.events)
    assert draws == 31 + 31 * times  # every stock card is drawn, each new stock too


def test_max_reshuffles_changes_nothing_under_draw() -> None:
    h = Hand(Rules().with_options(max_reshuffles=5), 0, 99)
    run_down(h)
    assert h.phase is Phase.DRAWN and len(h.state.stock) == 2 and h.state.reshuffles == 0


def test_view_counts_the_draws_left_with_reshuffles() -> None:
    okla = Rules.preset("oklahoma").with_options(max_reshuffles=2)
    h = Hand(okla, 0, 3)
    v = h.view(1)
    assert (v.stock_count, v.stock_runs_down_at, v.reshuffles_left) == (31, 0, 2)
    assert v.stock_draws_left == 31 + 2 * 31
    std = Hand(Rules(), 0, 3).view(1)
    assert (std.stock_runs_down_at, std.reshuffles_left, std.stock_draws_left) == (2, 0, 29)
    run_down(h)
    assert h.view(0).reshuffles_left == 0 and h.view(0).stock_draws_left == 0


SAVES_V1 = json.loads((Path(__file__).parent / "saves_v1.json").read_text())


@pytest.mark.parametrize("name", ["standard", "oklahoma_reshuffled"])
def test_version_1_saves_keep_loading(name: str) -> None:
    """Saves written by the engine before max_reshuffles (and before the 'reshuffle'
    stock ran down when empty) load, replay to the same state and save again."""
    text = SAVES_V1[name]
    game = Game.from_json(text)
    assert game.save_version == 1 and json.loads(text)["version"] == 1
    assert Game.from_json(game.to_json()).to_json() == game.to_json()
    assert json.loads(game.to_json())["state"] == json.loads(text)["state"]
    # the game goes on to its end under the timing it began with
    rnd = random.Random(1)
    while not game.is_over and len(game.actions) < 3000:
        game.apply(rnd.choice(game.legal_actions()))
    assert Game.from_json(game.to_json()).to_json() == game.to_json()


def test_the_v1_oklahoma_save_had_reshuffled_at_two_cards() -> None:
    game = Game.from_json(SAVES_V1["oklahoma_reshuffled"])
    assert game.hand.runs_down_at == 2 and game.hand.state.reshuffles == 1
    assert game.rules == Rules.preset("oklahoma")
    # a new game of the same rules reshuffles only when the stock is empty
    assert Game(Rules.preset("oklahoma")).hand.runs_down_at == 0
    assert SAVE_VERSION == 2 and json.loads(Game().to_json())["version"] == 2


def test_unknown_save_versions_are_refused() -> None:
    data = Game().to_dict()
    for version in (0, 3, "2", True, None):
        body = {**data, "version": version}
        body["checksum"] = game_checksum(body)
        with pytest.raises(SaveFileError, match="is not supported"):
            Game.from_dict(body)


def game_checksum(body: dict[str, object]) -> str:
    from ginrules.table.game import _checksum
    return _checksum(body)  # type: ignore[arg-type]


def test_last_discard_only_to_go_out() -> None:
    rules = Rules().with_options(last_discard_only_to_go_out=True)
    chances = 0
    for seed in range(200):
        h = Hand(rules, 0, seed)
        while not h.is_over:
            if h.state.last_chance and h.phase is Phase.DRAW:
                chances += 1
                top = h.state.discard[-1]
                assert h.legal_actions() == [Action.take(top), Action.pass_()]
                with pytest.raises(IllegalActionError, match="only two cards are left"):
                    h.apply("draw stock")
                h.apply(Action.take(top))
                legal = h.legal_actions()
                assert legal and all(a.kind in (ActionKind.KNOCK, ActionKind.GIN,
                                                ActionKind.BIG_GIN) for a in legal)
                h.undo()
                h.apply("pass")
                assert h.phase is Phase.DRAWN
                break
            legal = h.legal_actions()
            act = next((a for a in legal if a.kind in (ActionKind.DRAW_STOCK,
                                                       ActionKind.PASS)), None)
            h.apply(act or next(a for a in legal if a.kind is ActionKind.DISCARD))
        assert h.is_over and len(h.state.stock) == 2
    assert chances > 0


def test_drawn_hand_same_dealer_and_next_dealer_rules() -> None:
    for preset in ("standard", "nl-klassiek"):
        rules = Rules.preset(preset)
        g = Game(rules, seed=4)
        dealer = g.hand.dealer
        run_down(g)
        g.apply(Action.next_hand())
        assert g.hand.dealer == dealer  # a drawn hand: the same dealer deals again
        # a scored hand: winner (standard) or loser (nl-klassiek) deals
        while not g.hand.is_over:
            legal = g.legal_actions()
            outs = [a for a in legal if a.kind in (ActionKind.KNOCK, ActionKind.GIN)]
            g.apply(outs[0] if outs else legal[0])
        if g.hand.result is not None:
            winner = g.hand.winner()
            g.apply("next hand")
            assert winner is not None
            assert g.hand.dealer == (winner if preset == "standard" else g.table.other(winner))


# ---------------------------------------------------------------- games, undo, saves
def play_game(seed: int, preset: str = "standard", undo_every: int = 0) -> Game:
    g = Game(Rules.preset(preset), seed)
    rnd = random.Random(seed)
    n = 0
    while not g.is_over:
        legal = g.legal_actions()
        outs = [a for a in legal if a.kind in (ActionKind.KNOCK, ActionKind.GIN)]
        if outs and rnd.random() < 0.8:
            g.apply(outs[0])
        else:
            g.apply(legal[0] if rnd.random() < 0.7 else rnd.choice(legal))
        n += 1
        if undo_every and n % undo_every == 0:
            before = g.to_json()
            act = g.undo()
            g.apply(act)
            assert g.to_json() == before
    return g


@pytest.mark.parametrize("preset", PRESETS)
def test_game_to_target_and_save_restore(preset: str) -> None:
    g = play_game(11, preset, undo_every=7)
    assert g.sheet.is_over and max(g.sheet.totals) >= g.rules.target
    assert g.legal_actions() == []
    text = g.to_json()
    g2 = Game.from_json(text)
    assert g2.to_json() == text and g2.sheet.totals == g.sheet.totals
    with pytest.raises(IllegalActionError, match="the game is over"):
        g.apply("next hand")


def test_undo_across_the_end_of_a_hand() -> None:
    g = Game(Rules(), 3)
    while not g.hand.is_over:
        legal = g.legal_actions()
        outs = [a for a in legal if a.kind in (ActionKind.KNOCK, ActionKind.GIN)]
        g.apply(outs[0] if outs else legal[0])
    saved = g.to_json()
    totals = g.sheet.totals
    g.apply("next hand")
    assert g.hand_number == 2
    assert g.undo() == Action.next_hand()
    assert g.to_json() == saved and g.sheet.totals == totals
    g.undo()  # the hand-ending action: the score line goes too
    assert not g.hand.is_over and g.sheet.hands == ()


def test_save_rejects_damage_and_tampering() -> None:
    g = Game(Rules(), 8)
    for _ in range(9):
        g.apply(g.legal_actions()[-1])
    good = g.to_dict()
    with pytest.raises(SaveFileError, match="not valid JSON"):
        Game.from_json(g.to_json()[:-5])
    with pytest.raises(SaveFileError, match="not a saved Gin Rummy game"):
        Game.from_json("[1, 2]")
    bad = json.loads(json.dumps(good))
    bad["version"] = 99
    with pytest.raises(SaveFileError, match="version 99"):
        Game.from_dict(bad)
    bad = json.loads(json.dumps(good))
    bad["actions"][-1] = "discard AS"
    with pytest.raises(SaveFileError, match="checksum"):
        Game.from_dict(bad)
    # tampered and re-signed: the moves must still be legal and match the state
    from ginrules.table.game import _checksum

    bad["checksum"] = _checksum(bad)
    with pytest.raises(SaveFileError):
        Game.from_dict(bad)
    bad = json.loads(json.dumps(good))
    bad["state"]["totals"] = [99, 0]
    bad["checksum"] = _checksum(bad)
    with pytest.raises(SaveFileError, match="state mismatch"):
        Game.from_dict(bad)
    assert Game.from_dict(good).to_dict() == good


def test_view_contents() -> None:
    h = arranged(upcard="JH")
    h.apply("take JH")
    h.apply("discard TH")
    v0 = h.view(0)
    (other,) = v0.others
    assert other.known == (Card("JH"),) and v0.top_discard == Card("TH")
    assert v0.my_turn and v0.just_taken is None and other.card_count == 10
    assert Card("JH") not in v0.unseen() and Card("2H") in v0.unseen()
    assert v0.taken_by(1) == (Card("JH"),) and v0.discarded_by(1) == (Card("TH"),)
    v1 = h.view(1)
    assert not v1.my_turn and v1.legal_actions == ()
    d = v0.to_dict()
    assert d["hand"][0] == "AS" and d["legal_actions"] == ["draw stock", "take TH"]


# ---------------------------------------------------------------- the knocker's spread
def knock_into_show(rules: Rules, knocker: str, other: str, upcard: str, draw: str,
                    discard: str) -> Hand:
    """Player 1 (the non-dealer) draws ``draw`` from the stock and knocks with ``discard``."""
    h = Hand.arranged(rules, 0, [other, knocker], upcard, [draw])
    h.apply("pass")
    h.apply("pass")
    h.apply("draw stock")
    h.apply(f"knock {discard}")
    return h


def test_the_knocker_may_show_any_spread_within_the_limit() -> None:
    h = knock_into_show(Rules(), "AS 2S 3S 4S 8C 8D 8H AH 2D 3C",
                        "5S 6S 9H TH JH 7C 7D KC KH 4D", "KD", "QH", "QH")
    assert h.phase is Phase.SHOW
    shows = [str(a) for a in h.legal_actions()]
    # least deadwood first (6), then A♠ kept back (7), then 4♠ kept back (10)
    assert shows == ["show 8C-8D-8H AS-2S-3S-4S", "show 8C-8D-8H 2S-3S-4S",
                     "show 8C-8D-8H AS-2S-3S"]
    assert all(Action.parse(s) in h.legal_actions() for s in shows)
    with pytest.raises(IllegalActionError, match="leaves 30 deadwood, above the knock limit of 10"):
        h.apply("show AS-2S-3S-4S")
    with pytest.raises(IllegalActionError, match="5S is not in your hand"):
        h.apply("show 3S-4S-5S 8C-8D-8H")
    with pytest.raises(IllegalActionError, match="not a meld: A♥ 2♦ 3♣ is not a run"):
        h.apply("show 8C-8D-8H AS-2S-3S-4S AH-2D-3C")
    with pytest.raises(IllegalActionError, match="3S is in two of the melds"):
        h.apply("show AS-2S-3S 3S-4S-5S")
    h.apply("show 8c-8d-8h as-2s-3s")
    res = h.result
    assert res is not None and res.knocker_deadwood == 10
    assert set(res.knocker_arrangement.deadwood) == {Card("AH"), Card("2D"), Card("3C"), Card("4S")}
    assert not res.defender.layoffs  # nothing fits A-2-3 without the 4
    assert "the least deadwood these cards can leave is 6" in " ".join(
        __import__("ginrules").render(res.explanation))


def test_a_single_possible_spread_skips_the_show_phase() -> None:
    # 7♥ to J♥ and four 2s with A♣: any other spread (a set of three 2s, part of
    # the run) leaves more than 1, so there is nothing to choose
    rules = Rules().with_options(knock_limit=1)
    h = knock_into_show(rules, "7H 8H 9H TH JH 2C 2D 2S 2H AC",
                        "5S 6S 9C TC JC 7C 7D KC KH 4D", "KD", "QD", "QD")
    assert h.phase is Phase.SCORED and h.result is not None
    assert h.result.knocker_deadwood == 1


def test_a_knock_without_melds_is_legal_and_scored() -> None:
    """Issue 18: under knock_limit 56 a hand with no meld may knock; apply agrees with
    legal_actions and the explanation names it."""
    rules = Rules.from_dict({"knock_limit": 56})
    h = knock_into_show(rules, "AC 3D 5H 7S 9C JD KH 2S 4H 6C",
                        "5S 6S 9H TH JH 7C 7D KC 8D 4D", "QS", "2H", "KH")
    assert h.phase is Phase.SCORED  # one spread only: no meld at all
    res = h.result
    assert res is not None and res.knocker_arrangement.melds == ()
    assert res.knocker_deadwood == 1 + 3 + 5 + 7 + 9 + 10 + 2 + 4 + 6 + 2
    text = __import__("ginrules").render(res.explanation)
    assert text[0].startswith("The knocker shows no melds: all 10 cards are deadwood, 49 points")
    assert "shows  with" not in " ".join(text)


def test_show_nothing_is_one_of_the_spreads_when_within_the_limit() -> None:
    rules = Rules.from_dict({"knock_limit": 100})
    h = knock_into_show(rules, "AS 2S 3S 8C 9D TH QS KC 4H 6C",
                        "5S 6S 9H 7H JH 7C 7D JC 8D 4D", "QD", "2H", "KC")
    assert h.phase is Phase.SHOW
    legal = h.legal_actions()
    assert [str(a) for a in legal] == ["show AS-2S-3S", "show nothing"]
    h.apply("show nothing")
    assert h.result is not None and h.result.knocker_deadwood == 6 + 8 + 9 + 10 + 10 + 4 + 6 + 2


SAVES_BEFORE_SEATS = json.loads((Path(__file__).parent / "saves_before_seats.json").read_text())


@pytest.mark.parametrize("name", ["mid_hand_standard", "between_hands_nl_klassiek",
                                  "game_over_hoyle", "oklahoma_mid_game"])
def test_games_saved_before_the_seats_layer_load_unchanged(name: str) -> None:
    """Two-player games saved by the engine before seats and variants (written by
    commit 9b67531) load, save again to the very same text, and play on."""
    text = SAVES_BEFORE_SEATS[name]
    game = Game.from_json(text)
    assert game.to_json() == text
    rnd = random.Random(5)
    while not game.is_over and len(game.actions) < 3000:
        game.apply(rnd.choice(game.legal_actions()))
    assert Game.from_json(game.to_json()).to_json() == game.to_json()

