"""The learner's statistics: each finished hand counted once and right, in every game; the
tally kept and read back through the bounded reader; the panel and the chart in words."""

from __future__ import annotations

import doctest
import json

import pytest

from ginrules import Rules
from ginrules.players.opponent import choose
from ginrules.table.hand_flows import hand_flow
from ginrules.table.seats import Table
from ginrules.table.variants import VARIANTS
from gintutor import families
from gintutor.stats import (
    COUNTERS,
    RECENT,
    GameStats,
    HandLine,
    Stats,
    StatsError,
    accuracy_chart,
    accuracy_words,
    hand_line,
    panel_rows,
    tally,
)
from gintutor.stats.words import WORDS


def test_doctests() -> None:
    assert doctest.testmod(tally).failed == 0


def _finished_hands(variant_name: str, seeds: range):
    """Hands of one game played out by the club player, with the seats that played."""
    variant = next(v for v in VARIANTS if v.name == variant_name)
    rules = Rules.preset(Rules.preset_names(variant)[0], variant)
    seats = variant.seats[0]
    # at two card tables a hand is one table's: two seats of the four
    active = {} if variant.tables == "one" else {"active": (0, 2)}
    for seed in seeds:
        table = Table([f"P{i}" for i in range(seats)])
        dealer = 0 if active else seed % seats
        hand = hand_flow(variant.hand_flow).hand_class()(rules, dealer, seed, table=table,
                                                          variant=variant, **active)
        while not hand.is_over:
            hand.apply(choose(hand.view(hand.to_act), "club"), hand.to_act)
        yield hand


@pytest.mark.parametrize("variant", sorted({v.name for v in VARIANTS}))
def test_each_hand_counts_what_happened_to_the_seat(variant: str) -> None:
    for hand in _finished_hands(variant, range(12)):
        result = hand.result
        for seat in hand.state.active:
            line = hand_line(variant, result, seat, accuracy=72.6)
            assert line.accuracy == 73 and line.game == variant
            assert set(line.counted) <= set(COUNTERS)
            if result is None:
                assert line.drawn and line.net == 0 and not line.counted
                continue
            assert line.net == result.net_for(seat)
            if seat == result.ended_by:
                assert line.counted == tally.ENDED_BY_YOU[result.kind]
            elif seat == result.winner_seat:  # only an undercut is won by another seat
                assert line.counted == (("undercuts",) if result.kind == "undercut" else ())
            else:
                assert line.counted == ()
        if result is not None and not getattr(result, "payments", ()):
            # two at the showdown: what one wins the other pays
            assert sum(result.net_for(s) for s in hand.state.active) == 0


def test_a_gin_and_an_undercut_from_both_sides() -> None:
    from ginrules.gin.hand import Hand

    gin = Hand.arranged(Rules(), 1, ["AS 2S 3S 4S 5S 6S 7S 8S 9S KD",
                                     "AH 2H 3H 5C 7C 9C JD QD KH QS"], "TS")
    gin.apply("take TS")
    gin.apply("gin KD")
    assert hand_line("gin", gin.result, 0).counted == ("gins",)
    assert hand_line("gin", gin.result, 1).counted == ()
    assert hand_line("gin", gin.result, 1).net == -gin.result.points

    under = Hand.arranged(Rules(), 1, ["AS 2S 3S 4D 5D 6D 7C 8C 9C KD",
                                       "AH 2H 3H 4C 5C 6C 7H 8H 9H 2D"], "KC", ["2C"])
    under.apply("pass")
    under.apply("pass")
    under.apply("draw stock")
    knock = next(a for a in under.legal_actions() if str(a).startswith("knock KD"))
    under.apply(knock)
    while not under.is_over:
        under.apply(under.legal_actions()[0])
    assert under.result.kind == "undercut"
    assert hand_line("gin", under.result, 0).counted == ("knocks", "undercut_against")
    assert hand_line("gin", under.result, 1).counted == ("undercuts",)


def test_the_tally_adds_up_and_keeps_the_last_accuracies() -> None:
    lines = [HandLine("gin", net, counted, drawn, acc) for net, counted, drawn, acc in
             [(25, ("gins",), False, 90), (-12, ("knocks",), False, None), (0, (), True, 40)]
             * 10]
    stats = Stats()
    for line in lines:
        stats = stats.with_hand(line)
    game = stats.game("gin")
    assert (game.hands, game.won, game.drawn, game.points) == (30, 10, 10, 130)
    assert game.counts["gins"] == 10 and game.counts["knocks"] == 10
    judged = [line.accuracy for line in lines if line.accuracy is not None]
    assert game.accuracy == tuple(judged[-RECENT:]) and len(game.accuracy) == RECENT
    assert game.points_per_hand == pytest.approx(130 / 30)
    assert stats.game("rummy") == GameStats()
    assert Stats.from_json(stats.to_json()) == stats


@pytest.mark.parametrize("stored, says", [
    ("not json", "JSON"),
    ('{"version": 2, "games": {}}', "version 2"),
    ('{"version": 1, "games": {"gin": {"hands": -1}}}', "hands"),
    ('{"version": 1, "games": {"gin": {"hands": 1, "won": 2}}}', "more hands won"),
    ('{"version": 1, "games": {"gin": {"hands": 1, "counts": {"gins": 3}}}}', "more hands"),
    ('{"version": 1, "games": {"gin": {"hands": 1, "accuracy": [101]}}}', "accuracy"),
    ('{"version": 1, "games": {"gin": {"hands": 30, "accuracy": ' + json.dumps([50] * 21)
     + "}}}", "at most 20"),
    ('{"version": 1, "games": ' + json.dumps({f"g{i}": {} for i in range(41)}) + "}",
     "at most 40"),
    ('{"version": 1, "games": {"gin": {"hands": true}}}', "whole number"),
    ("[" * 5000, "nested"),
])
def test_stored_statistics_that_cannot_be_read_are_refused_in_words(stored: str,
                                                                    says: str) -> None:
    with pytest.raises(StatsError, match=says) as caught:
        Stats.from_json(stored)
    assert isinstance(caught.value, ValueError)


def test_each_family_shows_counters_its_games_can_have() -> None:
    for family in families.FAMILIES:
        assert family.stat_counters and set(family.stat_counters) <= set(COUNTERS)
    rummy = families.family_named("rummy")
    assert "knocks" not in rummy.stat_counters and "outs" in rummy.stat_counters


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_panel_and_the_chart_in_words(lang: str) -> None:
    game = Stats().with_hand(HandLine("gin", 25, ("gins",), False, 80)) \
        .with_hand(HandLine("gin", -10, ("knocks",), False, 50)).game("gin")
    rows = dict(panel_rows(game, families.family_named("gin").stat_counters, lang))
    assert list(rows.values()) == ["2", "1 (50%)", "1", "1", "0", "0",
                                   "+7.5" if lang == "en" else "+7,5", "65%"]
    chart = accuracy_chart(game.accuracy, lang)
    assert chart.count('class="bar"') == 2 and "viewBox" in chart and "http" not in \
        chart.replace('xmlns="http://www.w3.org/2000/svg"', "")
    heights = [float(part.split('height="')[1].split('"')[0])
               for part in chart.split("<rect")[1:]]
    assert heights[0] / heights[1] == pytest.approx(80 / 50)
    assert "80%, 50%" in accuracy_words(game.accuracy, lang)
    assert accuracy_chart((), lang).count('class="bar"') == 0
    empty = dict(panel_rows(GameStats(), (), lang))
    assert list(empty.values())[-1] == WORDS.say("row.no_accuracy", lang)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_practice_game_has_the_title_the_panel_names_it_by(lang: str) -> None:
    from gintutor.practice import Settings, new_session
    from gintutor.practice.settings import PRACTICE_CHOICES

    for choice in PRACTICE_CHOICES:
        session = new_session(Settings.from_dict({"seed": 5, "game": choice.key}))
        assert session.game_title(lang).strip(), choice.key
