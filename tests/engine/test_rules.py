"""House rules: presets match docs/rules.md, options validate with clear messages."""

from __future__ import annotations

import json

import pytest

from ginrules import Card, Rules, RulesError


def test_presets_follow_the_rules_table() -> None:
    std, nl, hoyle, okla = (Rules.preset(n) for n in Rules.preset_names())
    assert Rules.preset_names() == ("standard", "nl-klassiek", "hoyle", "oklahoma")
    assert (std.max_knock_deadwood(), nl.max_knock_deadwood(), hoyle.max_knock_deadwood()) == (
        10, 9, 10)
    assert [r.gin_bonus for r in (std, nl, hoyle, okla)] == [25, 25, 25, 25]
    assert [r.big_gin_bonus for r in (std, nl, hoyle, okla)] == [31, 31, None, None]
    assert [r.undercut_bonus for r in (std, nl, hoyle, okla)] == [25, 25, 10, 20]
    assert [r.stock_exhausted for r in (std, nl, hoyle, okla)] == ["draw"] * 3 + ["reshuffle"]
    assert [r.next_dealer for r in (std, nl, hoyle, okla)] == ["winner", "loser", "winner",
                                                                "winner"]
    assert not any(r.spade_doubles for r in (std, nl, hoyle, okla))
    assert okla.knock_limit_from_upcard and not std.knock_limit_from_upcard
    assert (std.target, std.game_bonus, std.box_bonus, std.shutout_multiplier) == (100, 100, 25, 2)
    assert not std.discard_taken_card


@pytest.mark.parametrize(("code", "limit"), [
    ("AS", 0), ("2H", 2), ("7D", 7), ("TC", 10), ("JC", 10), ("KS", 10)])
def test_oklahoma_limit_from_upcard(code: str, limit: int) -> None:
    assert Rules.preset("oklahoma").max_knock_deadwood(Card(code)) == limit


def test_oklahoma_needs_the_upcard() -> None:
    with pytest.raises(RulesError, match="give the upcard"):
        Rules.preset("oklahoma").max_knock_deadwood()


def test_documented_variants() -> None:
    std = Rules.preset("standard")
    assert std.with_options(gin_bonus=20).gin_bonus == 20
    assert std.with_options(big_gin_bonus=50).big_gin_bonus == 50
    assert Rules.preset("oklahoma").with_options(spade_doubles=True).doubles(Card("3S"))
    assert not Rules.preset("oklahoma").with_options(spade_doubles=True).doubles(Card("3H"))
    assert std.with_options(last_discard_only_to_go_out=True).last_discard_only_to_go_out


@pytest.mark.parametrize(("options", "message"), [
    ({"gin_bonus": -1}, "gin_bonus must be a whole number from 0 to 1000, not -1"),
    ({"gin_bonus": "25"}, "gin_bonus must be a whole number from 0 to 1000, not '25'"),
    ({"knock_limit": True}, "knock_limit must be a whole number"),
    ({"spade_doubles": 1}, "spade_doubles must be True or False, not 1"),
    ({"next_dealer": "random"},
     "next_dealer must be 'winner' or 'loser' or 'left' or 'winner_of_two', not 'random'"),
    ({"knock_limt": 9}, "unknown option 'knock_limt' (did you mean 'knock_limit'?)"),
    ({"target": 0}, "target must be a whole number from 1"),
])
def test_bad_options_are_refused_clearly(options: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError) as err:
        Rules.preset("standard").with_options(**options)
    assert message in str(err.value)


def test_unknown_preset() -> None:
    with pytest.raises(RulesError, match="unknown preset 'gin'; the presets are 'standard'"):
        Rules.preset("gin")


def test_rules_are_frozen_and_round_trip_through_json() -> None:
    for name in Rules.preset_names():
        r = Rules.preset(name)
        assert Rules.from_dict(json.loads(json.dumps(r.to_dict()))) == r
        assert r.matching_preset() == name
        with pytest.raises(AttributeError):
            r.gin_bonus = 1  # type: ignore[misc]
    assert Rules.from_dict({"preset": "hoyle", "gin_bonus": 20}).undercut_bonus == 10
    with pytest.raises(RulesError):
        Rules.from_dict({"colour": "red"})


@pytest.mark.parametrize(("data", "message"), [
    ({0: None}, "option names are text, not 0"),
    ({("a",): 1}, "option names are text, not ('a',)"),
    ([("gin_bonus", 20)], "rules must be a mapping of option names, not [('gin_bonus', 20)]"),
    ("standard", "rules must be a mapping of option names, not 'standard'"),
    (None, "rules must be a mapping of option names, not None"),
    ({"preset": ["hoyle"]}, "unknown preset ['hoyle']"),
    ({"preset": None}, "unknown preset None"),
    ({"gin_bonus": None}, "gin_bonus must be a whole number from 0 to 1000, not None"),
    ({"gin_bonus": 2.5}, "gin_bonus must be a whole number from 0 to 1000, not 2.5"),
    ({"gin_bonus": 10 ** 5000}, "not a number too long to read"),
    ({"stock_exhausted": ["draw"]}, "stock_exhausted must be 'draw' or 'reshuffle', not ['draw']"),
    ({"hollywood": "yes"}, "hollywood must be True or False, not 'yes'"),
    ({"max_reshuffles": 11}, "max_reshuffles must be a whole number from 0 to 10, not 11"),
    ({"max_reshuffles": -1}, "max_reshuffles must be a whole number from 0 to 10, not -1"),
    ({"x" * 500: 1}, "unknown option 'xxxxx"),
])
def test_from_dict_refuses_anything_else_with_a_rules_error(data: object, message: str) -> None:
    with pytest.raises(RulesError) as err:
        Rules.from_dict(data)  # type: ignore[arg-type]
    assert message in str(err.value)
    assert len(str(err.value)) < 500  # a message a person reads, even for huge input


def test_max_reshuffles_option() -> None:
    assert [Rules.preset(n).max_reshuffles for n in Rules.preset_names()] == [1, 1, 1, 1]
    assert Rules.preset("oklahoma").with_options(max_reshuffles=0).max_reshuffles == 0
    assert Rules.preset("oklahoma").with_options(max_reshuffles=10).max_reshuffles == 10
    # rules saved before the option existed read with the old fixed value, 1
    old = {k: v for k, v in Rules.preset("oklahoma").to_dict().items() if k != "max_reshuffles"}
    assert Rules.from_dict(old) == Rules.preset("oklahoma")


def test_ace_upcard_gin_only_option() -> None:
    okla = Rules.preset("oklahoma")
    assert okla.ace_upcard_gin_only and okla.max_knock_deadwood(Card("AH")) == 0
    literal = okla.with_options(ace_upcard_gin_only=False)
    assert literal.max_knock_deadwood(Card("AH")) == 1  # seed 002 read literally
    assert literal.max_knock_deadwood(Card("7H")) == 7
    # without the upcard limit the option changes nothing
    assert Rules().with_options(ace_upcard_gin_only=False).max_knock_deadwood(Card("AH")) == 10
