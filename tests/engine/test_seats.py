"""The seats layer: one place computes "the other player" (ginrules/table/seats.py), and
the table, the variant registry, the per-seat results and views behave for two
seats exactly as two-player gin always has."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ginrules import Rules
from ginrules.core.errors import TableError, VariantError
from ginrules.gin.hand import Hand
from ginrules.gin.showdown import score_hand
from ginrules.table.game import Game
from ginrules.table.seats import Table
from ginrules.table.sheet import ScoreSheet
from ginrules.table.variants import GIN, VARIANTS, find_variant
from ginrules.table.view import GamePhase

ROOT = Path(__file__).resolve().parents[2]
#: Where code lives that might compute a seat: everything but the table itself.
SCANNED = ("ginrules", "gintutor", "site/app", "benchmarks", "tests", "build.py")
_SEATISH = (r"(?:[\w.]*\.)?(?:player|seat|knocker|defender|winner|loser|dealer|favourite"
            r"|learner|computer|to_act|opp\w*|me|p|who|first|cut\.dealer)")
#: "1 - seat", "[1 - x]", "(seat + 1) % 2", "seat ^ 1": the other of two seats by arithmetic.
OTHER_SEAT = re.compile(
    rf"(?<![(\w.])1\s*-\s*{_SEATISH}\b(?!\s*[*/])"
    rf"|\[\s*1\s*-\s*\w"
    rf"|\(\s*{_SEATISH}\s*\+\s*1\s*\)\s*%\s*2"
    rf"|\b{_SEATISH}\s*\^\s*1\b")


def _python_files() -> list[Path]:
    files: list[Path] = []
    for part in SCANNED:
        path = ROOT / part
        files.extend([path] if path.is_file() else sorted(path.rglob("*.py")))
    return [f for f in files if f.name != "table.py" and f != Path(__file__).resolve()]


def test_no_module_computes_the_other_player_by_arithmetic() -> None:
    found = []
    for path in _python_files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if OTHER_SEAT.search(code):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, ("ask the Table (ginrules/table/seats.py) for the other seat:\n"
                       + "\n".join(found))


@pytest.mark.parametrize("line", [
    "other = 1 - player", "hands[1 - p]", "x = 1 - self.knocker", "(seat + 1) % 2",
    "winner ^ 1", "dealer = 1 - winner",
])
def test_the_scan_would_find_the_other_player_by_arithmetic(line: str) -> None:
    assert OTHER_SEAT.search(line)


@pytest.mark.parametrize("line", [
    "p = 1 - (1 - p) * 0.75 ** near", "return 1 - p_gin * 2", "(1 - a) * x",
    "filler = 11 - sum(n)", "return 1 - (1 - min(p_set, 1.0)) * (1 - p_run)",
])
def test_the_scan_leaves_probabilities_alone(line: str) -> None:
    assert not OTHER_SEAT.search(line)


def test_a_table_of_two_plays_and_deals_in_turn() -> None:
    t = Table(("Ann", "Bob"))
    assert [t.next(s) for s in t.seats] == [1, 0]
    assert t.order_from(0) == (1, 0) and t.order_from(1) == (0, 1)
    assert t.others(0) == (1,) and t.team_of(1) == 1 and t.partners(0) == ()


def test_a_table_of_six_with_a_dealer_sitting_out() -> None:
    t = Table(tuple("ABCDEF"), teams=(0, 1, 2, 0, 1, 2))
    assert t.order_from(5) == (0, 1, 2, 3, 4, 5)
    assert t.order_from(2, active=(0, 1, 3, 4, 5)) == (3, 4, 5, 0, 1)
    assert t.next(5, active=(1, 3)) == 1 and t.partners(4) == (1,)


@pytest.mark.parametrize("names, teams, message", [
    (("Ann",), None, "2 to 6 seats, not 1"),
    (tuple("ABCDEFG"), None, "2 to 6 seats, not 7"),
    (("Ann", " "), None, "every seat needs a name"),
    (("Ann", "Bob"), (0,), "1 team numbers for 2 seats"),
    (("Ann", "Bob"), (0, -1), "team numbers are whole numbers"),
])
def test_a_bad_table_is_refused_in_words(names: tuple[str, ...], teams: tuple[int, ...] | None,
                                         message: str) -> None:
    with pytest.raises(TableError, match=message):
        Table(names, teams)


def test_a_seat_that_is_not_at_the_table_is_refused() -> None:
    with pytest.raises(TableError, match="seat must be 0 to 1, not 2"):
        Table(("Ann", "Bob")).next(2)
    with pytest.raises(TableError, match="only defined for a table of two"):
        Table(("A", "B", "C")).other(0)


def test_the_variant_registry_finds_games_by_name() -> None:
    assert find_variant("gin") is GIN and find_variant(GIN) is GIN and VARIANTS[0] is GIN
    # two-player gin reads every option but those of seven-card gin, the tournament and Rummy
    assert GIN.options == frozenset(Rules.option_names()) - {
        "chain_own_layoffs", "meeting_hands", "ace_high_or_low", "one_meld_per_turn",
        "out_without_discard", "pile_turns", "fixed_hands", "target_five_or_more"}
    assert Rules.preset_names("gin") == Rules.preset_names() == GIN.preset_names
    assert all(Rules.preset(n, "gin") == Rules.preset(n) for n in GIN.preset_names)
    assert Rules.preset("hoyle").matching_preset("gin") == "hoyle"
    with pytest.raises(VariantError, match="unknown game 'rummy500'"):
        find_variant("rummy500")
    with pytest.raises(VariantError, match="not 3"):
        Game(Rules(), 1, ("A", "B", "C"))


def test_every_stock_end_of_a_variant_is_a_rules_choice() -> None:
    for variant in VARIANTS:
        for end in variant.stock_ends:
            assert Rules().with_options(stock_exhausted=end).stock_exhausted == end


def test_a_hand_result_credits_the_seats() -> None:
    res = score_hand("AS 2S 3S 4S 5C 5D 5H 9H 9C 9D", "KS KD KC 2H 2D 2C 6D 7D 8D 8C",
                     seats=(1, 0))
    (credit,) = res.credits
    assert (credit.seat, credit.payer, credit.points, credit.kind) == (1, 0, 33, "gin")
    under = score_hand("7H 8H 9H TH 2C 2D 2S 4C 4D AS", "JH 6H 5H 3C 3D 3S KC KD KS 2H")
    assert under.winner_seat == 1 and under.loser_seat == 0


def test_a_score_sheet_keeps_totals_per_seat_and_team() -> None:
    sheet = ScoreSheet(Rules(), Table(("A", "B", "C", "D"), teams=(0, 1, 0, 1)))
    sheet.add_hand(0, 20, "knock")
    sheet.add_hand(2, 15, "gin")
    sheet.add_hand(3, 5, "undercut")
    assert sheet.totals == (20, 0, 15, 5) and sheet.team_totals == {0: 35, 1: 5}
    back = ScoreSheet.from_dict(sheet.to_dict())
    assert back.table == sheet.table and back.totals == sheet.totals


def test_views_describe_every_seat_and_the_card_just_drawn() -> None:
    hand = Hand(Rules(), dealer=0, seed=4)
    hand.apply("pass")
    hand.apply("pass")
    hand.apply("draw stock")
    drawn = hand.state.hands[1][-1]
    mine = hand.view(1)
    assert mine.just_drawn == drawn and hand.view(0).just_drawn is None
    assert [s.seat for s in mine.others] == [0] and mine.seats[1].known == mine.hand
    assert all(s.active for s in mine.seats) and mine.game_phase is None
    hand.apply(f"discard {drawn.code}")
    assert hand.view(1).just_drawn is None


def test_between_hands_is_a_phase_of_the_game() -> None:
    g = Game(Rules(), seed=3)
    assert g.view(0).game_phase is GamePhase.PLAYING
    while not g.hand.is_over:
        legal = g.legal_actions()
        outs = [a for a in legal if a.kind.name in ("KNOCK", "GIN", "BIG_GIN")]
        g.apply(outs[0] if outs else legal[0])
    v = g.view(g.hand.to_act)
    assert v.game_phase is GamePhase.BETWEEN_HANDS and [str(a) for a in v.legal_actions] == [
        "next hand"]
    assert v.to_act == g.hand.to_act  # the view tells who acted last, not a patched turn


def test_a_variant_refuses_rules_it_cannot_play() -> None:
    from dataclasses import replace

    narrow = replace(GIN, name="narrow", title="a narrow game",
                     options=GIN.options - {"hollywood"}, stock_ends=("draw",))
    assert narrow.check_rules(Rules()) == Rules()
    with pytest.raises(VariantError, match="a narrow game has no option 'hollywood'"):
        narrow.check_rules(Rules().with_options(hollywood=True))
    with pytest.raises(VariantError, match="the stock ends by 'draw', not 'reshuffle'"):
        Game(Rules.preset("oklahoma"), 1, variant=narrow)


def test_a_three_seat_sheet_gives_the_bonuses_per_player() -> None:
    """Worked by hand: Ann 60 + 45 = 105 reaches 100; Cas won one hand, Bob none.
    Ann: 105 + 100 game + 2 boxes of 25 = 255; Cas: 30 + 25 = 55; Bob 0."""
    from ginrules import render

    sheet = ScoreSheet(Rules(), Table(("Ann", "Bob", "Cas")))
    for winner, points in ((0, 60), (2, 30), (0, 45)):
        sheet.add_hand(winner, points, "knock")
    final = sheet.final()
    assert final.totals == (255, 0, 55) and final.winner == 0
    assert final.settlement == (2 * 255 - 55, -255 - 55, 2 * 55 - 255)
    assert not final.shutout
    text = render(final.explanation)
    assert text[0] == "Hand points: Ann 105, Bob 0, Cas 30."
    assert text[-3:] == [  # each pair settles: Ann gets 255 from Bob and 200 from Cas
        "Final score: Ann 255, Bob 0, Cas 55.",
        "The game goes to Ann, the first to reach 100.",
        "Settlement, each pair on the difference of their final scores: Ann +455, Bob −310, "  # noqa: RUF001
        "Cas −145."]  # noqa: RUF001


def test_a_three_seat_shutout_needs_both_others_at_nothing() -> None:
    from ginrules import render

    sheet = ScoreSheet(Rules(), Table(("Ann", "Bob", "Cas")))
    sheet.add_hand(1, 100, "gin")
    final = sheet.final()
    assert final.shutout and final.totals == (0, 325, 0)
    assert "Shutout: nobody else scored, so the game bonus is doubled to 200." in render(
        final.explanation)
    assert "Shutout: niemand anders scoorde, dus de spelbonus telt dubbel: 200." in render(
        final.explanation, "nl")
