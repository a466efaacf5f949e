"""Scoring one hand: knock, undercut, tie, gin, big gin, Oklahoma, and the knocker's choice."""

from __future__ import annotations

import pytest

from ginrules import (
    Card,
    HandSizeError,
    KnockError,
    Meld,
    Rules,
    format_cards,
    lay_off,
    render,
    score_hand,
)

STD = Rules.preset("standard")


def test_rules_md_gin_against_8_scores_33() -> None:
    """Seed 000: a gin against 8 deadwood scores 33."""
    r = score_hand("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D", "KS KD KC 2H 2D 2C 6D 7D 8D 8C")
    assert (r.kind, r.winner, r.points, r.defender_deadwood) == ("gin", "knocker", 33, 8)
    assert r.defender.layoffs == ()
    assert render(r.explanation)[-1] == "Gin scores 25 + the defender's 8 deadwood = 33."
    assert render(r.explanation, "nl")[-1] == (
        "Gin levert 25 + 8 dood hout van de tegenspeler = 33 op.")


def test_nobody_lays_off_on_gin() -> None:
    # 5♠ would fit the knocker's fives, 5♥ 10♠ ... but against gin nothing is laid off.
    r = score_hand("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D", "5S TS 9S KH KD QC JC 2H 3D 7C")
    assert r.kind == "gin" and r.defender.layoffs == ()
    assert r.defender_deadwood == 5 + 10 + 9 + 10 + 10 + 10 + 10 + 2 + 3 + 7
    assert r.points == 25 + r.defender_deadwood


def test_gin_against_a_defender_with_no_deadwood() -> None:
    r = score_hand("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D", "KS KD KC KH 2H 2D 2C 6D 7D 8D")
    assert r.defender_deadwood == 0
    assert (r.kind, r.winner, r.points) == ("gin", "knocker", 25)
    assert "The defender has no deadwood either, but that does not beat gin." in render(
        r.explanation)


def test_big_gin() -> None:
    r = score_hand("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D 9S", "KS KD KC 2H 2D 2C 6D 7D 8D 8C")
    assert (r.kind, r.winner, r.points) == ("big_gin", "knocker", 31 + 8)
    r = score_hand("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D 9S", "KS KD KC 2H 2D 2C 6D 7D 8D 8C",
                   STD.with_options(big_gin_bonus=50))
    assert r.points == 58
    with pytest.raises(KnockError, match="big gin is not played"):
        score_hand("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D 9S", "KS KD KC", Rules.preset("hoyle"))
    with pytest.raises(KnockError, match="only big gin ends the hand, but K♦ is not melded"):
        score_hand("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D KD", "KS")


def test_knock_and_undercut() -> None:
    knocker = "7H 8H 9H TH 2C 2D 2S 4C 4D AS"  # 9 deadwood: 4♣ 4♦ A♠
    r = score_hand(knocker, "JH 6H 4S 4H 3C 3D 3S KC KD 9C")
    assert (r.kind, r.winner, r.knocker_deadwood, r.defender_deadwood, r.points) == (
        "knock", "knocker", 9, 37, 28)
    r = score_hand(knocker, "JH 6H 5H 3C 3D 3S KC KD KS 2H")
    assert (r.kind, r.winner, r.defender_deadwood, r.points) == ("undercut", "defender", 0, 34)
    r = score_hand(knocker, "JH 6H 5H 3C 3D 3S KC KD KS 2H", Rules.preset("hoyle"))
    assert r.points == 9 + 10


def test_a_tie_is_an_undercut() -> None:
    knocker = "7H 8H 9H TH 2C 2D 2S 4C 4D AS"  # 9
    defender = "3C 3D 3S KC KD KS 5H 6H 4S 5D"  # lays off 5♥ 6♥; left 4♠ 5♦ = 9
    r = score_hand(knocker, defender)
    assert r.knocker_deadwood == r.defender_deadwood == 9
    assert (r.kind, r.winner, r.points) == ("undercut", "defender", 25)
    assert render(r.explanation)[-1] == (
        "Both have 9 deadwood: a tie counts for the defender, an undercut, scoring 0 + 25 = 25.")
    assert score_hand(knocker, defender, Rules.preset("oklahoma"), upcard=Card("TS")).points == 20


def test_knock_above_the_limit_is_refused() -> None:
    with pytest.raises(KnockError, match=r"cannot knock: the least deadwood is 14 \(3♣ A♠ K♠\), "
                                         r"above the knock limit of 10"):
        score_hand("7H 8H 9H TH 2C 2D 2S 3C AS KS", "KC")
    ten = "7H 8H 9H TH 2C 2D 2S 5C 4D AC"  # deadwood 5 + 4 + 1 = 10
    assert score_hand(ten, "KC QC").points == 10
    with pytest.raises(KnockError, match="above the knock limit of 9"):
        score_hand(ten, "KC QC", Rules.preset("nl-klassiek"))


def test_oklahoma_ace_upcard_means_gin_only() -> None:
    okla = Rules.preset("oklahoma")
    with pytest.raises(KnockError, match=r"with this upcard \(A♠\) only gin ends the hand"):
        score_hand("7H 8H 9H TH 2C 2D 2S 3C 3D AC", "KC", okla, upcard=Card("AS"))
    r = score_hand("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D", "KS KD KC 2H 2D 2C 6D 7D 8D 8C", okla,
                   upcard=Card("AH"))
    assert (r.kind, r.points, r.knock_limit) == ("gin", 33, 0)
    # A 7 upcard allows 7; a knock with 9 is refused.
    with pytest.raises(KnockError, match="above the knock limit of 7"):
        score_hand("7H 8H 9H TH 2C 2D 2S 4C 4D AS", "KC", okla, upcard=Card("7C"))


def test_oklahoma_spade_upcard_doubles_when_the_option_is_on() -> None:
    okla = Rules.preset("oklahoma").with_options(spade_doubles=True)
    args = ("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D", "KS KD KC 2H 2D 2C 6D 7D 8D 8C")
    r = score_hand(*args, okla, upcard=Card("QS"))
    assert r.doubled and r.points == 66
    assert render(r.explanation)[-1] == (
        "The first upcard Q♠ is a spade, so the score is doubled: 33 × 2 = 66.")  # noqa: RUF001
    assert not score_hand(*args, okla, upcard=Card("QH")).doubled
    assert not score_hand(*args, Rules.preset("oklahoma"), upcard=Card("QS")).doubled


def test_knockers_arrangement_changes_what_can_be_laid_off() -> None:
    # The knocker's 3♥ fits the set 3♣ 3♦ 3♥ or the run 2♥ 3♥ 4♥: both leave 6 + A♣ = 7.
    knocker = "3C 3D 3H 2H 4H 7S 8S 9S TS AC"
    defender = "3S 5H 6H KC KD QS JC 9D 8C 2D"
    as_set = lay_off(defender, [Meld.of("3C 3D 3H"), Meld.of("7S 8S 9S TS")])
    as_run = lay_off(defender, [Meld.of("2H 3H 4H"), Meld.of("7S 8S 9S TS")])
    assert [c.code for c in as_set.laid_off] == ["3S"]
    assert sorted(c.code for c in as_run.laid_off) == ["5H", "6H"]
    assert as_set.deadwood_count > as_run.deadwood_count
    r = score_hand(knocker, defender)  # the knocker picks the set: fewer points laid off
    assert r.knocker_arrangement.melds[0] == Meld.of("3C 3D 3H")
    assert r.defender_deadwood == as_set.deadwood_count
    assert r.points == as_set.deadwood_count - 7
    assert render(r.explanation)[1].startswith("The knocker could spread 2 ways")
    # Given melds are respected, even if they let the defender lay off more.
    r2 = score_hand(knocker, defender, knocker_melds=["2H 3H 4H", "7S 8S 9S TS"])
    assert r2.defender_deadwood == as_run.deadwood_count
    assert r2.points == r.points - (as_set.deadwood_count - as_run.deadwood_count)


def test_given_melds_are_checked() -> None:
    with pytest.raises(KnockError, match="uses 5♥, which is not in the knocker's hand"):
        score_hand("7H 8H 9H TH 2C 2D 2S 4C 4D AS", "KC", knocker_melds=["5H 6H 7H"])
    with pytest.raises(KnockError, match=r"the deadwood is 15 \(2♣ 4♣ 2♦ 4♦ A♠ 2♠\)"):
        score_hand("7H 8H 9H TH 2C 2D 2S 4C 4D AS", "KC", knocker_melds=["7H 8H 9H TH"])
    with pytest.raises(ValueError, match="in both hands"):
        score_hand("7H 8H 9H TH 2C 2D 2S 4C 4D AS", "7H")
    with pytest.raises(HandSizeError, match="12th card"):
        score_hand("7H 8H 9H TH 2C 2D 2S 4C 4D AS KS QS", "KC")


def test_result_to_dict_is_json_ready() -> None:
    import json

    r = score_hand("7H 8H 9H TH 2C 2D 2S 4C 4D AS", "JH 6H 4S 4H 3C 3D 3S KC KD 9C")
    data = json.loads(json.dumps(r.to_dict()))
    assert data["points"] == 28 and data["defender"]["deadwood_count"] == 37
    assert format_cards(r.defender.laid_off) in ("6♥ J♥", "J♥ 6♥")


def test_oklahoma_games_do_not_double_unless_chosen() -> None:
    """The oklahoma preset plays without spade doubling all the way through a game's
    hands; only with the option on is a spade upcard's hand doubled."""
    from ginrules import Game, choose

    seen = 0
    for seed in range(60):
        for rules in (Rules.preset("oklahoma"),
                      Rules.preset("oklahoma").with_options(spade_doubles=True)):
            g = Game(rules, seed)
            if g.hand.state.upcard.suit.value != "S":
                break
            while not g.hand.is_over:
                g.apply(choose(g.view(g.to_act), "club"))
            res = g.hand.result
            if res is not None:
                assert res.doubled == rules.spade_doubles
                seen += 1
    assert seen >= 4
