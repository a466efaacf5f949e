# ruff: noqa: RUF001  (the minus sign of the explanations is meant)
"""Seven-card gin for three or four (seed 002, docs/rules.md "Seven-card gin"): seven
cards each, hold eight and discard to seven, the upcard offered round the table once, the
knock limit from the opening card, each opponent in turn lays off only onto the knocker's
melds as laid out, every opponent pays, the lowest opponent undercuts, the discards are
reshuffled into a new stock when the stock is empty."""

from __future__ import annotations

import json
import random

import pytest

from ginrules import Card, Rules, render
from ginrules.core.actions import IllegalActionError, SaveFileError
from ginrules.core.cards import full_deck
from ginrules.core.errors import KnockError, VariantError
from ginrules.gin.hand import Hand
from ginrules.gin.showdown import score_ring
from ginrules.players.opponent import STRENGTHS, choose
from ginrules.table.game import Game
from ginrules.table.seats import Table
from ginrules.table.sheet import ScoreSheet, sheet_kind
from ginrules.table.variants import GIN_7
from ginrules.table.view import Phase

NAMES = ("Ann", "Bob", "Cas", "Dee")
STANDARD = Rules.preset("standard", "gin-7")


def table(n: int) -> Table:
    return Table(NAMES[:n])


def arranged(hands: list[str], upcard: str, stock_top: list[str] | None = None, *,
             dealer: int | None = None, rules: Rules = STANDARD) -> Hand:
    n = len(hands)
    return Hand.arranged(rules, n - 1 if dealer is None else dealer, hands, upcard,
                         stock_top or [], table=table(n), variant=GIN_7)


# ---------------------------------------------------------------- the deal and the turn

@pytest.mark.parametrize("players, stock", [(3, 52 - 21 - 1), (4, 52 - 28 - 1)])
def test_seven_cards_each_and_the_upcard_goes_round_the_table_once(players: int,
                                                                    stock: int) -> None:
    hand = Hand(STANDARD, dealer=1, seed=3, table=table(players), variant=GIN_7)
    st = hand.state
    assert [len(h) for h in st.hands] == [7] * players and len(st.stock) == stock
    order = table(players).order_from(1)
    assert order[-1] == 1 and hand.to_act == order[0]
    for seat in order:  # each player in turn may take it or pass, the dealer last
        assert hand.to_act == seat and hand.phase is Phase.FIRST_TURN
        hand.apply("pass", seat)
    assert hand.phase is Phase.DRAW and hand.to_act == order[0]
    assert [str(a) for a in hand.legal_actions()] == ["draw stock"]


def test_whoever_takes_the_upcard_discards_and_the_next_player_goes_on() -> None:
    hand = Hand(STANDARD, dealer=0, seed=4, table=table(4), variant=GIN_7)
    up = hand.state.upcard
    hand.apply("pass", 1)
    hand.apply(f"take {up.code}", 2)
    assert hand.phase is Phase.DISCARD and len(hand.state.hands[2]) == 8
    discard = next(a for a in hand.legal_actions() if str(a).startswith("discard"))
    hand.apply(discard, 2)
    assert len(hand.state.hands[2]) == 7 and hand.to_act == 3 and hand.phase is Phase.DRAW
    assert {str(a) for a in hand.legal_actions()} == {"draw stock", f"take {discard.card.code}"}


def test_a_player_holds_eight_and_discards_to_seven() -> None:
    hand = arranged(["5C 5D 5H 9S 9D KH 2C", "AS 2S 3S 4S 6H 7H 8H", "AD 2D 3D 4D 6C 7C 8C"],
                    "QS", ["3C"])
    for seat in (0, 1, 2):
        hand.apply("pass", seat)
    hand.apply("draw stock", 0)
    assert len(hand.state.hands[0]) == 8
    discards = [a for a in hand.legal_actions() if str(a).startswith("discard")]
    assert len(discards) == 8
    with pytest.raises(IllegalActionError, match="you have already drawn"):
        hand.apply("draw stock", 0)


def test_the_knock_limit_is_the_opening_cards_value_and_an_ace_means_gin_only() -> None:
    # 5♣ 5♦ 5♥, 2♣ 3♣ 4♣ and 9♠ draw Q♠: throwing Q♠ leaves 9, the limit of a 9 upcard
    low = arranged(["5C 5D 5H 2C 3C 4C 9S", "AS 2S 3S 4S 6H 7H 8H", "AD 2D 3D 4D 6C 7C 8C"],
                   "9H", ["QS"])
    for seat in (0, 1, 2):
        low.apply("pass", seat)
    low.apply("draw stock", 0)
    assert {str(a) for a in low.legal_actions() if str(a).startswith("knock")} == {"knock QS"}
    assert low.knock_limit == 9
    with pytest.raises(IllegalActionError,
                       match="24 deadwood remains after discarding 4C, the limit is 9"):
        low.apply("knock 4C", 0)
    ace = arranged(["5C 5D 5H 2C 3C 4C 9S", "AS 2S 3S 4S 6H 7H 8H", "KD 2D 3D 4D 6C 7C 8C"],
                   "AH", ["QS"])
    assert ace.knock_limit == 0


# ---------------------------------------------------------------- the showdown

def knocked_seed_002() -> Hand:
    """Ann holds 5♥ 6♥ 7♥, 2♣ 2♦ 2♠, 3♣ and draws; she knocks, throwing 9♣; Bob holds
    8♥ (it fits her hearts), Cas 9♥ (it would fit only on Bob's 8♥)."""
    hand = arranged(["5H 6H 7H 2C 2D 2S 3C", "8H KS KD 4C 4D 4S AC", "9H TC JC QC 6S 6D 6C"],
                    "7S", ["9C"])
    for seat in (0, 1, 2):
        hand.apply("pass", seat)
    hand.apply("draw stock", 0)
    hand.apply("knock 9C", 0)
    return hand


def test_seed_002s_example_the_next_opponent_may_not_build_on_a_layoff() -> None:
    hand = knocked_seed_002()
    res = hand.result
    assert res is not None and hand.phase is Phase.SCORED
    bob, cas = res.spreads
    assert (bob.seat, [c.code for c in bob.spread.laid_off], bob.deadwood) == (1, ["8H"], 21)
    assert (cas.seat, cas.spread.laid_off, cas.deadwood) == (2, (), 9)
    assert (res.kind, res.winner_seat, res.points) == ("knock", 0, 24)
    assert [(c.payer, c.points) for c in res.credits] == [(1, 18), (2, 6)]
    lines = render(res.explanation)
    assert ("Cas may not lay off 9♥ on 5♥ 6♥ 7♥ 8♥: only the knocker's melds as laid out "
            "take layoffs, not what Bob laid off.") in lines
    nl = render(res.explanation, "nl")
    assert "Cas mag 9♥ niet bij 5♥ 6♥ 7♥ 8♥ leggen" in " ".join(nl)
    assert "Bob betaalt 18." in nl


def test_an_opponent_builds_on_its_own_layoff_unless_the_option_says_not() -> None:
    hands = [(1, "8H 9H KS KD QC JD TS"), (2, "TC JC QS 6S 6D 6C AD")]
    knocker = "5H 6H 7H 2C 2D 2S 3C"
    res = score_ring(knocker, hands, STANDARD, upcard=Card("7S"))
    assert [c.code for c in res.spreads[0].spread.laid_off] == ["8H", "9H"]
    assert res.spreads[0].deadwood == 50
    off = score_ring(knocker, hands, STANDARD.with_options(chain_own_layoffs=False),
                     upcard=Card("7S"))
    assert [c.code for c in off.spreads[0].spread.laid_off] == ["8H"]
    assert off.spreads[0].deadwood == 59


def test_the_lowest_opponent_undercuts_and_every_other_player_pays_it() -> None:
    # Ann knocks with 3 (3♣); Bob keeps 21; Cas has 3 too: a tie is an undercut, by Cas
    knocker = "5H 6H 7H 2C 2D 2S 3C"
    hands = [(1, "8H KS KD 4C 4D 4S AC"), (2, "3H TC JC QC 6S 6D 6C")]
    res = score_ring(knocker, hands, STANDARD, upcard=Card("7S"), names=NAMES)
    assert (res.kind, res.winner, res.winner_seat) == ("undercut", "defender", 2)
    # every other player pays the difference; the knocker pays the bonus too
    assert [(c.payer, c.points) for c in res.credits] == [(0, 0 + 20), (1, 21 - 3)]
    assert res.points == 38 and res.defender_seat == 2
    table_rules = Rules.preset("payout-table", "gin-7")
    assert score_ring(knocker, hands, table_rules, upcard=Card("7S")).points == 28
    assert render(res.explanation)[-3] == (
        "Undercut: Cas has the least deadwood (3), no more than the knocker's 3, and scores "
        "(3 − 3) + (21 − 3) + the bonus 20 = 38.")


def test_two_opponents_tied_lowest_the_first_from_the_knockers_left_undercuts() -> None:
    knocker = "5H 6H 7H 2C 2D 2S 4C"  # 4 deadwood
    hands = [(1, "3H KS KD KC 4D 4S 4H"), (2, "3D TC JC QC 6S 6D 6C"),
             (3, "AS 2H 9C 9D 9S 8D 8C")]
    res = score_ring(knocker, hands, STANDARD, upcard=Card("8H"), names=NAMES)
    assert [s.deadwood for s in res.spreads] == [3, 3, 17]  # Dee lays 2♥ off on the twos
    assert res.winner_seat == 1 and res.kind == "undercut"
    assert [(c.payer, c.points) for c in res.credits] == [(0, 4 - 3 + 20), (2, 0), (3, 14)]
    assert "the first in turn from the knocker's left undercuts: Bob" in \
        " ".join(render(res.explanation))


def test_gin_scores_the_bonus_plus_every_opponents_deadwood_and_takes_no_layoffs() -> None:
    res = score_ring("5H 6H 7H 2C 2D 2S 2H", [(1, "8H KS KD 4C 4D 4S AC"),
                                              (2, "9H TC JC QC 6S 6D 6C")], STANDARD,
                     upcard=Card("7S"))
    assert (res.kind, res.points) == ("gin", 25 + 29 + 9)
    assert all(not s.spread.laid_off for s in res.spreads)
    assert [(c.payer, c.points) for c in res.credits] == [(1, 29), (2, 9), (None, 25)]


def test_a_knock_above_the_limit_is_refused() -> None:
    with pytest.raises(KnockError, match="above the knock limit of 2"):
        score_ring("5H 6H 7H 2C 2D 2S 3C", [(1, "8H KS KD 4C 4D 4S AC")], STANDARD,
                   upcard=Card("2S"))


def test_the_discards_become_a_new_stock_when_the_stock_is_empty() -> None:
    game = Game(STANDARD, 11, NAMES, variant=GIN_7)
    hand = game.hand
    seen_reshuffle = False
    rnd = random.Random(5)
    while not hand.is_over:
        before = hand.state
        legal = [a for a in hand.legal_actions() if a.kind.value not in ("knock", "gin")]
        hand.apply(rnd.choice(legal))
        if hand.state.reshuffles > before.reshuffles:
            seen_reshuffle = True
            assert len(before.stock) == 0  # only when it is empty
            top = hand.state.discard
            assert len(top) == 1 and top[0] == hand.actions[-1].card
            assert len(hand.state.stock) == 52 - 28 - 1
    assert seen_reshuffle and hand.phase is Phase.DRAWN  # max_reshuffles 1: then a draw


# ---------------------------------------------------------------- properties

@pytest.mark.parametrize("players", [3, 4])
def test_random_playouts_account_for_every_card_and_hide_what_a_seat_may_not_see(
        players: int) -> None:
    deck = set(full_deck())
    for seed in range(20):  # each step of 20 hands checked for every seat: thousands of views
        rules = STANDARD if seed % 2 else Rules.preset("payout-table", "gin-7").with_options(
            chain_own_layoffs=False)
        hand = Hand(rules, dealer=seed % players, seed=seed, table=table(players),
                    variant=GIN_7)
        rnd = random.Random(seed)
        while not hand.is_over:
            st = hand.state
            cards = list(st.all_cards())
            assert len(cards) == 52 and set(cards) == deck
            shown = {e.card for e in st.events if e.card is not None}
            for seat in range(players):
                hidden = {c for o in range(players) if o != seat for c in st.hands[o]}
                assert not (hand.view(seat).visible_cards() & ((hidden | set(st.stock))
                                                               - shown))
            legal = hand.legal_actions()
            # apply refuses what is not legal
            for wrong in ("pass", "draw stock", "discard 2C", "knock KS", "show nothing"):
                if wrong not in {str(a) for a in legal}:
                    with pytest.raises(IllegalActionError):
                        hand.apply(wrong)
            hand.apply(rnd.choice(legal))
        res = hand.result
        if res is not None:
            assert res.points == sum(c.points for c in res.credits)
            assert len(res.spreads) == players - 1
            assert all(c.seat == res.winner_seat for c in res.credits)


def test_every_strength_plays_every_seat_from_its_own_view() -> None:
    from ginrules.players.styles import EXPERT, advise

    for seed in range(10):
        players = 3 + seed % 2
        hand = Hand(STANDARD, dealer=seed % players, seed=seed, table=table(players),
                    variant=GIN_7)
        while not hand.is_over:
            seat = hand.to_act
            view = hand.view(seat)
            advice = advise(view, EXPERT)
            assert advice.best in view.legal_actions
            assert all(advice.text(lang) for lang in ("en", "nl"))
            hand.apply(choose(view, STRENGTHS[(seat + seed) % 3]), seat)


def test_a_whole_game_saves_restores_undoes_and_rejects_tampering() -> None:
    game = Game(STANDARD.with_options(target=60), 5, NAMES, variant=GIN_7)
    while not game.is_over:
        if game.hand.is_over:
            game.apply("next hand")
            continue
        game.apply(choose(game.view(game.to_act), "club"), game.to_act)
    final = game.sheet.final()
    assert len(final.totals) == 4 and max(game.sheet.totals) >= 60
    text = game.to_json()
    data = json.loads(text)
    assert data["variant"] == "gin-7" and data["rules"]["chain_own_layoffs"] is True
    back = Game.from_json(text)
    assert back.to_json() == text and back.variant is GIN_7
    for _ in range(30):
        back.undo()
    assert back.to_json() != text
    with pytest.raises(SaveFileError, match="checksum"):
        Game.from_json(text.replace('"gin-7"', '"gin-3"'))


def test_seven_card_gin_takes_its_own_options_and_seats() -> None:
    assert GIN_7.preset_names == ("standard", "payout-table")
    assert STANDARD.undercut_bonus == 20 and STANDARD.knock_limit_from_upcard
    assert Rules.preset("payout-table", "gin-7").undercut_bonus == 10
    with pytest.raises(VariantError, match="seven-card gin is for 3 or 4 players, not 2"):
        Game(STANDARD, 1, NAMES[:2], variant="gin-7")
    with pytest.raises(VariantError, match="has no option 'hollywood'"):
        Game(STANDARD.with_options(hollywood=True), 1, NAMES, variant="gin-7")
    with pytest.raises(VariantError, match="next dealer is 'left' or 'winner', not 'loser'"):
        Game(STANDARD.with_options(next_dealer="loser"), 1, NAMES, variant="gin-7")


def test_a_golden_score_sheet_for_four_players_worked_by_hand() -> None:
    """Ann 24 (knock), Cas 38 (undercut), Bob 63 (gin), Ann 40, Bob 40: Bob reaches 103
    and wins a game to 100; Dee never scores, but Ann and Cas did, so it is no shutout."""
    sheet = ScoreSheet(STANDARD.with_options(target=100), table(4))
    for winner, points, kind in [(0, 24, "knock"), (2, 38, "undercut"), (1, 63, "gin"),
                                 (0, 40, "knock"), (1, 40, "knock")]:
        sheet.add_hand(winner, points, sheet_kind(kind))
    assert sheet.totals == (64, 103, 38, 0) and sheet.is_over
    final = sheet.final()
    # Bob: 103 + game bonus 100 + 2 hands * 25; Ann 64 + 2 * 25; Cas 38 + 25; Dee 0
    assert final.totals == (114, 253, 63, 0) and final.winner == 1 and not final.shutout
    assert render(final.explanation)[-3:] == [
        "Final score: Ann 114, Bob 253, Cas 63, Dee 0.",
        "The game goes to Bob, the first to reach 100.",
        # each pair settles: Bob 4 x 253 - 430 = 582; Dee 0 x 4 - 430
        "Settlement, each pair on the difference of their final scores: Ann +26, Bob +582, "
        "Cas −178, Dee −430."]


def test_layoffs_on_two_runs_of_one_suit_are_told_meld_by_meld() -> None:
    """Bob lays 6♠ and then 5♠ on Ann's 7♠ 8♠ 9♠ and 10♠ on her J♠ Q♠ K♠: the chain is
    told against the run it grows, not both spade runs at once (a crash, found by the
    tournament benchmark)."""
    res = score_ring("7S 8S 9S JS QS KS 2C", [(1, "6S 5S TS 4D 4H 4C 3H"),
                                              (2, "AH AD AC 9H 9D 2H 3D")], STANDARD,
                     upcard=Card("TD"), names=NAMES)
    lines = render(res.explanation)
    assert lines[2:5] == ["Bob lays off 6♠ on 7♠ 8♠ 9♠.",
                          "Bob lays off 5♠ on 6♠ 7♠ 8♠ 9♠, next to their own layoff.",
                          "Bob lays off 10♠ on J♠ Q♠ K♠."]
    assert (res.kind, res.points) == ("knock", (3 - 2) + (23 - 2))


@pytest.mark.parametrize("players", [3, 4])
def test_random_playouts_end_scored_or_drawn_with_every_card(players: int) -> None:
    """Property: random legal play always ends in a scored or drawn hand, all 52 cards
    stay accounted for, and a scored hand's payments add up to its points (150 hands:
    random play meets its first gin by seed 97 for three, 46 for four)."""
    deck = set(full_deck())
    ends: dict[str, int] = {}
    for seed in range(150):
        rules = STANDARD if seed % 3 else STANDARD.with_options(chain_own_layoffs=False,
                                                                max_reshuffles=0)
        hand = Hand(rules, dealer=seed % players, seed=seed, table=table(players),
                    variant=GIN_7)
        rnd = random.Random(seed)
        for _ in range(400):
            if hand.is_over:
                break
            legal = hand.legal_actions()
            # knock more often than chance would, so showdowns of every kind come up
            knocks = [a for a in legal if a.kind.value in ("knock", "gin")]
            hand.apply(rnd.choice(knocks if knocks and rnd.random() < 0.5 else legal))
        assert hand.is_over
        st = hand.state
        cards = list(st.all_cards())
        assert sorted(cards) == sorted(deck)
        res = hand.result
        kind = "draw" if res is None else res.kind
        ends[kind] = ends.get(kind, 0) + 1
        if res is not None:
            assert res.points == sum(c.points for c in res.credits) >= 0
            assert render(res.explanation, "nl")
    assert set(ends) >= {"draw", "knock", "gin"}, ends  # undercuts: the scenario tests


def test_a_game_of_seven_card_gin_lasts_a_while_at_its_default_target() -> None:
    """Issue 31: with three payers, a game to 100 can end after one hand. The default
    target (chosen from benchmarks/game_length.py, docs/rules.md) lets a game of seeded
    computer players last a median of at least six hands, for three and for four."""
    import statistics

    from whole_games import hands_to_the_end

    for players in (3, 4):
        lengths = [hands_to_the_end(Game(STANDARD, seed, NAMES[:players], variant="gin-7"),
                                    "beginner") for seed in range(1, 31)]
        assert statistics.median(lengths) >= 6, (players, sorted(lengths))
        assert min(lengths) >= 2
