"""A game's score sheet is true to the last hand (issue 25): every hand a game plays
counts, the game goes to the player who reached the target (the settlement after the
bonuses is a figure of its own), and a short game that ends level is a shared win.

The three faults an outside referee met are pinned here with the seeds it named; the
property tests then hold every sheet to the same invariants."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrules import Card, Rules, ScoreSheet, ScoreSheetError, render
from ginrules.cli import main
from ginrules.table.seats import Table
from ginrules.table.variants import find_variant


def selfplay(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["selfplay", *args]) == 0
    return json.loads(capsys.readouterr().out)


# -- the referee's three faults ------------------------------------------------------
@pytest.mark.parametrize("players, seed, strengths", [
    ("3", "93", "expert,club,expert"),
    ("6", "94", "club,beginner,club,beginner,club,beginner"),
])
def test_a_short_rummy_game_counts_every_hand_it_plays(
        capsys: pytest.CaptureFixture[str], players: str, seed: str, strengths: str) -> None:
    """Rummy 'short' is six hands: all six count, also after someone passes 100."""
    record = selfplay(capsys, "--variant", "rummy", "--players", players, "--rules", "short",
                      "--seed", seed, "--strengths", strengths)
    assert len(record["hands"]) == 6
    summed = [sum(h["points"][seat] for h in record["hands"]) for seat in range(int(players))]
    assert record["totals"] == summed
    assert record["hands"][-1]["totals"] == summed
    assert max(summed) > 100  # the fault showed once a player had passed the target


def test_the_game_goes_to_the_player_who_reached_the_target(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Seed 27: seat 1 reaches 103 first; seat 0 leads only after the box bonuses. The
    game (and its bonus) is seat 1's; the settlement says who is ahead after bonuses."""
    record = selfplay(capsys, "--variant", "gin", "--rules", "hoyle", "--seed", "27",
                      "--strengths", "beginner,expert", "--option", "knock_limit=5",
                      "--option", "undercut_bonus=0", "--option", "big_gin_bonus=50")
    assert record["totals"] == [98, 103]
    assert record["winner"] == 1
    sheet = record["sheet"]
    assert sheet["winner"] == 1 and sheet["games"][0]["reached"] == 1
    final = sheet["final_totals"]
    assert final[0] > final[1]  # after the boxes seat 0 has more points ...
    assert sheet["settlement"] == [final[0] - final[1], final[1] - final[0]]  # ... and collects


def test_the_winner_of_the_game_is_not_chosen_by_the_total_after_bonuses() -> None:
    """Ann reaches 100 with one hand; Bob won nine small hands and their boxes put him
    ahead. Ann wins the game; Bob's lead is the settlement: Ann pays it."""
    sheet = ScoreSheet(Rules.preset("standard"), ("Ann", "Bob"))
    for _ in range(9):
        sheet.add_hand(1, 10, "knock")
    sheet.add_hand(0, 100, "gin")
    final = sheet.final()
    assert final.winner == 0 and sheet.winner == 0 and final.reached == 0
    # Ann 100 + 100 game + 25 box = 225; Bob 90 + 9 x 25 = 315
    assert final.totals == (225, 315)
    assert final.settlement == (-90, 90)
    assert render(final.explanation)[-3:] == [
        "Final score: Ann 225, Bob 315.",
        "The game goes to Ann, the first to reach 100.",
        "Settlement: the bonuses put Bob 90 ahead, so 90 goes from Ann to Bob."]
    assert render(final.explanation, "nl")[-3:] == [
        "Eindstand: Ann 225, Bob 315.",
        "De winst gaat naar Ann: als eerste op 100.",
        "Afrekening: door de bonussen staat Bob 90 voor, dus gaat 90 van Ann naar Bob."]


def test_a_short_game_that_ends_level_is_a_shared_win(
        capsys: pytest.CaptureFixture[str]) -> None:
    record = selfplay(capsys, "--variant", "rummy", "--players", "2", "--rules", "short",
                      "--seed", "19", "--strengths", "club,beginner")
    assert record["totals"] == [15, 15]
    assert record["winner"] is None and record["sheet"]["winners"] == [0, 1]
    assert record["sheet"]["settlement"] == [0, 0]
    sheet = ScoreSheet(Rules.preset("short", "rummy"), ("Ann", "Bob", "Cas"))
    for winner, points in [(0, 10), (1, 10), (2, 5), (None, 0), (0, 5), (1, 5)]:
        sheet.add_hand(winner, points, "out" if winner is not None else "draw")
    final = sheet.final()
    assert final.winner is None and final.winners == (0, 1) and sheet.winner is None
    assert final.reached is None
    assert render(final.explanation)[-3:] == [
        "Final score after 6 hands: Ann 15, Bob 15, Cas 5.",
        "Ann and Bob share the win with 15 points each.",
        "Settlement, each pair on the difference of their final scores: Ann +10, Bob +10, "
        "Cas −20."]  # noqa: RUF001


# -- the invariants every sheet keeps ----------------------------------------------------
KINDS = ("knock", "undercut", "gin", "big_gin")


@st.composite
def games(draw: st.DrawFn) -> tuple[Rules, int, list[tuple[int | None, int, str]]]:
    """Rules (target or fixed hands, Hollywood with two), a table size and hands that
    play the game to its end."""
    seats = draw(st.integers(2, 6))
    short = draw(st.booleans())
    hollywood = seats == 2 and not short and draw(st.booleans())
    rules = Rules().with_options(
        target=draw(st.sampled_from([50, 100, 125])), hollywood=hollywood,
        fixed_hands=draw(st.integers(1, 8)) if short else 0,
        game_bonus=draw(st.sampled_from([0, 100])), box_bonus=draw(st.sampled_from([0, 25])),
        shutout_multiplier=draw(st.sampled_from([1, 2, 3])))
    sheet = ScoreSheet(rules, tuple(f"P{i}" for i in range(seats)))
    drawn = draw(st.lists(st.one_of(
        st.just((None, 0, "draw")),
        st.tuples(st.integers(0, seats - 1), st.integers(0, 80), st.sampled_from(KINDS))),
        max_size=14))
    hands: list[tuple[int | None, int, str]] = []
    for hand in drawn:
        if sheet.is_over:
            break
        sheet.add_hand(*hand)
        hands.append(hand)
    while not sheet.is_over:  # finish the game: a hand that reaches the target, or a draw
        finish: tuple[int | None, int, str] = (
            (None, 0, "draw") if rules.fixed_hands
            else (draw(st.integers(0, seats - 1)), rules.target, "gin"))
        sheet.add_hand(*finish)
        hands.append(finish)
    return rules, seats, hands


@settings(max_examples=300, deadline=None)
@given(games())
def test_every_sheet_adds_up_and_names_the_right_winner(
        game: tuple[Rules, int, list[tuple[int | None, int, str]]]) -> None:
    rules, seats, hands = game
    sheet = ScoreSheet(rules, tuple(f"P{i}" for i in range(seats)))
    for hand in hands:
        sheet.add_hand(*hand)
    final = sheet.final()
    won = [0] * seats
    for winner, points, _ in hands:
        if winner is not None:
            won[winner] += points
    if rules.fixed_hands:  # a short game counts every hand it plays
        assert len(hands) == rules.fixed_hands and list(sheet.totals) == won
        top = max(won)
        assert final.winners == tuple(s for s in range(seats) if won[s] == top)
        assert final.reached is None
    elif not rules.hollywood:  # one game: it goes to who reached the target
        assert list(sheet.totals) == won
        reached = [s for s in range(seats) if won[s] >= rules.target]
        assert reached == [final.reached] and final.winners == (final.reached,)
        running = [0] * seats  # and nobody had reached it before the last hand
        for winner, points, _ in hands[:-1]:
            if winner is not None:
                running[winner] += points
        assert max(running) < rules.target
    for game_score in final.games:  # each game: its hand points plus the bonuses it lists
        listed = [0] * seats
        for bonus in game_score.bonuses:
            listed[bonus.seat] += bonus.points
        assert list(game_score.totals) == [p + b for p, b in zip(game_score.points, listed,
                                                                  strict=True)]
        if game_score.reached is not None:
            assert game_score.points[game_score.reached] >= rules.target or rules.fixed_hands
    assert list(final.totals) == [sum(g.totals[s] for g in final.games) for s in range(seats)]
    assert sum(final.settlement) == 0
    assert list(final.settlement) == [seats * final.totals[s] - sum(final.totals)
                                      for s in range(seats)]


def test_hollywood_is_for_two_players() -> None:
    with pytest.raises(ScoreSheetError, match=r"Hollywood .* two players"):
        ScoreSheet(Rules().with_options(hollywood=True), ("A", "B", "C"))


def test_hollywood_names_each_games_winner_and_the_sheets() -> None:
    sheet = ScoreSheet(Rules().with_options(hollywood=True), ("A", "B"))
    for winner, points in [(0, 30), (1, 20), (0, 40), (0, 50), (1, 25), (0, 15), (1, 80),
                           (1, 30)]:
        sheet.add_hand(winner, points, "knock")
    final = sheet.final()
    assert [g.reached for g in final.games] == [0, 0, 1]
    assert final.winner == 0  # two of the three games
    assert final.settlement == (335, -335)


def test_a_team_sheet_names_the_team_that_reached_the_target() -> None:
    table = Table(("Ann & Cas", "Bob & Dee"))
    sheet = ScoreSheet(Rules.preset("standard", "gin-pairs"), table)
    for _ in range(6):
        sheet.add_hand(1, 5, "net")
    sheet.add_hand(0, 125, "net")
    final = sheet.final()
    assert final.winner == 0 and final.totals == (125 + 100 + 25, 30 + 6 * 25)


# -- every game's record carries a sheet a reader can check -------------------------------
def _games() -> list[tuple[str, str, int, str, str]]:
    """(variant, preset, players, extra option, seed): one game of every game and preset,
    the number of players taking turns over the numbers the game is for, and every
    number played at least once (the last preset again for those left over); and
    Hollywood. Seeds alternate, so the games are not all one deal."""
    from ginrules.table.variants import VARIANTS

    out = []
    for variant in VARIANTS:
        presets = variant.preset_names
        counts = list(variant.seats)
        for n in range(max(len(presets), len(counts))):
            preset = presets[min(n, len(presets) - 1)]
            out.append((variant.name, preset, counts[n % len(counts)], "", ("11", "12")[n % 2]))
    out.append(("gin", "standard", 2, "hollywood=true", "12"))
    return out


def _check_sheet(sheet: dict, hand_lines: list[list], rules: Rules, table: int) -> None:
    """A record's sheet against the hands it was made from, with the rules alone (a
    sheet of ``table`` columns plays to the target for that many players)."""
    assert sheet["hands"] == hand_lines
    seats = len(sheet["players"])
    target = rules.target_for(table)
    assert sheet["over"]  # the record is of a whole game
    counted = set()
    for game in sheet["games"]:
        points = [0] * seats
        for i in game["hands"]:
            winner, p, _ = sheet["hands"][i]
            points[winner] += p
            counted.add(i)
        assert game["points"] == points
        if rules.fixed_hands:
            assert len(sheet["hands"]) == rules.fixed_hands and game["reached"] is None
            assert game["winners"] == [s for s in range(seats) if points[s] == max(points)]
        else:
            assert [s for s in range(seats) if points[s] >= target] == [game["reached"]]
            assert game["winners"] == [game["reached"]]
        bonus = [0] * seats
        for b in game["bonuses"]:
            bonus[b["seat"]] += b["points"]
            if b["kind"] == "box":
                won = sum(1 for i in game["hands"] if sheet["hands"][i][0] == b["seat"])
                assert b["points"] == won * rules.box_bonus
            elif b["kind"] == "game":
                assert b["points"] == rules.game_bonus and game["winners"] == [b["seat"]]
        assert game["totals"] == [p + b for p, b in zip(points, bonus, strict=True)]
    won = [i for i, (w, _, _) in enumerate(sheet["hands"]) if w is not None]
    assert sorted(counted) == won or rules.hollywood  # one game counts every hand won
    final = [sum(g["totals"][s] for g in sheet["games"]) for s in range(seats)]
    assert sheet["final_totals"] == final
    assert sheet["settlement"] == [seats * t - sum(final) for t in final]


@pytest.mark.parametrize("variant, preset, players, option, seed", _games())
def test_every_games_record_holds_its_whole_sheet(
        capsys: pytest.CaptureFixture[str], tmp_path, variant: str, preset: str,
        players: int, option: str, seed: str) -> None:
    """A computer-only game of every game and preset: the sheet in its record is the sum
    of its hands plus the bonuses it lists, the game goes to who reached the target, a
    short game counts every hand, and `replay` checks all of it."""
    args = ["--variant", variant, "--rules", preset, "--players", str(players),
            "--seed", seed, "--strengths", "beginner"]
    if option:
        args += ["--option", option]
    record = selfplay(capsys, *args)
    rules = Rules.from_dict(record["rules"])
    hands = record["hands"]

    def line(h: dict) -> list:
        scored = [s for s, p in enumerate(h["points"]) if p]
        if h["ending"] == "draw" or not scored:
            return [None, 0, "draw"]
        (winner,) = scored
        return [winner, h["points"][winner], h["ending"]]

    if "meetings" in record:  # tournament: each meeting's own sheet
        for m in record["meetings"]:
            mine = [h for h in hands if h.get("round") == m["round"]
                    and h["table"] == m["table"]]
            lines = []
            for h in mine:
                w, p, k = line(h)
                lines.append([None if w is None else m["seats"].index(w), p, k])
            short = rules.with_options(fixed_hands=rules.meeting_hands, game_bonus=0,
                                       box_bonus=0)  # the short form: hands, no bonuses
            _check_sheet(m["sheet"], lines, short if rules.meeting_hands else rules, 2)
            assert m["winner"] == (None if m["sheet"]["winner"] is None
                                   else m["seats"][m["sheet"]["winner"]])
            assert len(m["cut"]["rounds"][-1]) == 2
    elif "teams" in record:  # pairs: the team sheet nets the two tables of each deal
        lines = []
        for number in sorted({h["number"] for h in hands}):
            both = [h for h in hands if h["number"] == number]
            teams = find_variant(variant).teams
            assert teams is not None
            net = sum(h["points"][s] * (1 if teams[s] == 0 else -1) for h in both
                      for s in range(4))
            lines.append([None, 0, "draw"] if net == 0 else [0 if net > 0 else 1, abs(net),
                                                             "net"])
        _check_sheet(record["sheet"], lines, rules, 2)
        assert record["winner"] == record["sheet"]["winner"]
    else:
        _check_sheet(record["sheet"], [line(h) for h in hands], rules, players)
        assert record["winner"] == record["sheet"]["winner"]
        assert record["totals"] == record["sheet"]["totals"]
    if "tables" in record:  # how the two card tables' moves interleave
        assert len(record["tables"]) == len(record["game"]["actions"])
        for h in hands:
            assert sum(1 for t in record["tables"] if t == h["table"]) >= len(h["moves"])
    else:
        cut = record["cut"]
        low = min(Card(c).rank for c in cut["rounds"][-1])
        assert Card(cut["rounds"][-1][cut["dealer"]]).rank == low
        assert hands[0]["dealer"] == cut["dealer"]
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert "the record holds" in capsys.readouterr().out


def test_replay_reads_a_version_2_record_and_checks_what_it_says(
        capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    """A record written before version 3 (seven-card gin with layoffs, each a card code):
    `replay` checks its hands and totals, and refuses it when they are changed."""
    from pathlib import Path

    text = (Path(__file__).parent / "selfplay_v2.json").read_text(encoding="utf-8")
    record = json.loads(text)
    assert record["version"] == 2 and any(any(seat) for h in record["hands"]
                                          for seat in h["layoffs"])
    path = tmp_path / "v2.json"
    path.write_text(text, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert "the record holds" in capsys.readouterr().out
    laid = next(h for h in record["hands"] if any(h["layoffs"]))
    seat = next(s for s, cards in enumerate(laid["layoffs"]) if cards)
    laid["layoffs"][seat][0] = "2C" if laid["layoffs"][seat][0] != "2C" else "3C"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    assert "layoffs" in capsys.readouterr().err


@pytest.mark.parametrize("field, change", [
    ("sheet.games.0.bonuses.0.points", 1), ("sheet.settlement.0", 1), ("winner", None),
    ("cut.dealer", None), ("hands.0.layoffs", None), ("sheet.games.0.hands", None)])
def test_replay_checks_every_field_of_the_sheet_and_the_cut(
        capsys: pytest.CaptureFixture[str], tmp_path, field: str, change: int | None) -> None:
    """A version 3 record whose sheet, winner, cut or layoffs say what its moves do not
    is refused, naming the field."""
    record = selfplay(capsys, "--variant", "gin", "--seed", "5", "--strengths", "club")
    *parents, last = field.split(".")
    where = record
    for key in parents:
        where = where[int(key)] if isinstance(where, list) else where[key]
    key = int(last) if isinstance(where, list) else last
    if change is not None:
        where[key] += change
    elif isinstance(where[key], list):
        where[key] = [*where[key], where[key][0] if where[key] else 0]
    else:
        where[key] = 1 if where[key] != 1 else 0
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "is not what its moves give" in err and field.split(".")[0] in err
