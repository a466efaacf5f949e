"""The command line: python -m ginrules deadwood, discards, meld, layoff, score, rules,
selfplay and replay."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ginrules import check_meld
from ginrules.cli import main
from ginrules.table.game import Game

ROOT = Path(__file__).resolve().parents[2]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def ok(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    return out


def test_deadwood(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "deadwood", "7H", "8H", "9H", "7C", "7D", "7S", "KS", "3D")
    assert out.splitlines()[-1] == "Deadwood: 3♦ K♠ = 3 + 10 = 13 points."
    out = ok(capsys, "deadwood", "7H 8H 9H 7C 7D 7S KS 3D", "--lang", "nl")
    assert out.splitlines()[0] == "Set: 7♣ 7♦ 7♠."
    out = ok(capsys, "deadwood", "9C 9D 9H 8H TH", "--all", "--json")
    data = json.loads(out)
    assert data["deadwood_count"] == 18 and len(data["arrangements"]) == 2


def test_discards_meld_layoff_rules(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "discards", "AS 2S 3S 4S 5C 5D 5H 9H 9C 9D KD")
    assert out.splitlines()[0] == "Discard K♦: no deadwood left, that is gin."
    out = ok(capsys, "meld", "QS", "KS", "AS")
    assert out.strip() == "Q♠ K♠ A♠ is not a run: the ace is low (A-2-3 is a run, Q-K-A is not)."
    out = ok(capsys, "layoff", "--melds", "7H-8H-9H-TH AS-AD-AC",
                       "JH 6H 4C 4D 2S 2C 2D KS KC KD", "--json")
    data = json.loads(out)
    assert data["deadwood_count"] == 8 and data["deadwood_without_layoffs"] == 24
    out = ok(capsys, "rules", "--rules", "hoyle", "--option", "gin_bonus=20", "--json")
    assert json.loads(out)["gin_bonus"] == 20 and json.loads(out)["undercut_bonus"] == 10


def test_knock(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "knock", "7H 8H 9H TH 2C 2D 2S 5C 4D AC", "--rules", "nl-klassiek")
    assert out.splitlines()[-1] == (
        "10 deadwood is more than the knock limit of 9: you may not knock yet.")
    data = json.loads(ok(capsys, "knock", "7H 8H 9H TH 2C 2D 2S 4C 4D AS", "--json"))
    assert data["can_knock"] and data["deadwood"] == 9 and data["limit"] == 10


def test_score(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "score", "--knocker", "AS 2S 3S 4S 5C 5D 5H 9H 9C 9D",
                       "--defender", "KS KD KC 2H 2D 2C 6D 7D 8D 8C")
    assert out.splitlines()[0] == "The knocker scores 33 (gin)."
    out = ok(capsys, "score", "--knocker", "AS 2S 3S 4S 5C 5D 5H 9H 9C 9D",
                       "--defender", "KS KD KC 2H 2D 2C 6D 7D 8D 8C", "--lang", "nl")
    assert out.splitlines()[0] == "De klopper scoort 33 (gin)."
    out = ok(capsys, "score", "--knocker", "7H 8H 9H TH 2C 2D 2S 4C 4D AS",
                       "--defender", "JH 6H 5H 3C 3D 3S KC KD KS 2H", "--json")
    data = json.loads(out)
    assert (data["kind"], data["winner"], data["points"]) == ("undercut", "defender", 34)


def test_errors_exit_2_with_the_message(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "deadwood", "7H 8X")
    assert code == 2 and out == ""
    assert "token 2 ('8X', at character 4) is not a card" in err
    code, _, err = run(capsys, "score", "--knocker", "7H 8H 9H TH 2C 2D 2S 3C AS KS",
                       "--defender", "KC")
    assert code == 2 and "above the knock limit of 10" in err


def test_python_dash_m() -> None:
    proc = subprocess.run([sys.executable, "-m", "ginrules", "deadwood", "AS", "2S", "3S"],
                          capture_output=True, text=True, cwd=ROOT, check=False,
                          encoding="utf-8")
    assert proc.returncode == 0, proc.stderr
    assert "Run: A♠ 2♠ 3♠." in proc.stdout


def test_score_a_knock_without_melds_reads_right(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 18: a knock with no meld (a custom limit of 67) names it instead of printing
    'The knocker shows  with 67 deadwood'."""
    knocker = "2C 4D 6H 8S TC QD KH 3S 5C 7D"
    defender = "AS 2S 4S 4H 5H 7H 9C 9D 9H JS"
    for melds in ([], ["--melds", "nothing"]):
        out = ok(capsys, "score", "--knocker", knocker, "--defender", defender,
                 "--option", "knock_limit=67", *melds)
        assert "shows  with" not in out
        assert ("The knocker shows no melds: all 10 cards are deadwood, 65 points "
                "(2♣ 5♣ 10♣ 4♦ 7♦ Q♦ 6♥ K♥ 3♠ 8♠); the limit is 67.") in out
    out = ok(capsys, "score", "--knocker", knocker, "--defender", defender,
             "--option", "knock_limit=67", "--melds", "nothing", "--lang", "nl")
    assert "De klopper laat geen combinaties zien: alle 10 kaarten zijn dood hout, 65 punten" in out


def test_score_the_spread_the_knocker_shows(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "score", "--knocker", "AS 2S 3S 4S 5C 5D 5H 9H 9C 9D",
             "--defender", "5S 6S 7S 2H 2D 2C 6D 7D 8D 8C",
             "--melds", "AS-2S-3S 5C-5D-5H 9H-9C-9D")
    assert "with 4 deadwood (4♠)" in out and "the least deadwood these cards can leave is 0" in out
    assert out.splitlines()[0] == "The knocker scores 4 (knock)."


def test_selfplay_prints_a_record_that_replays(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path) -> None:
    """A computer-only game as JSON: every hand, who scored what from whom, the totals
    and the whole save; `replay` plays the moves again and checks all of it."""
    text = ok(capsys, "selfplay", "--seed", "7", "--strengths", "club,expert")
    record = json.loads(text)
    assert record["format"] == "ginrules-selfplay" and record["variant"] == "gin"
    assert record["strengths"] == ["club", "expert"] and record["winner"] in (0, 1)
    assert sum(p for h in record["hands"] for _, p, _ in h["credits"]) == sum(record["totals"])
    game = Game.from_dict(record["game"])
    assert game.is_over and list(game.sheet.totals) == record["totals"]
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    assert "the record holds" in ok(capsys, "replay", str(path))
    # the same seed and strengths play the same game
    assert ok(capsys, "selfplay", "--seed", "7", "--strengths", "club,expert") == text


def test_replay_refuses_a_record_that_says_what_its_moves_do_not(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = json.loads(ok(capsys, "selfplay", "--seed", "3", "--hands", "2"))
    assert len(record["hands"]) == 2
    record["hands"][0]["credits"][0][1] += 1
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and "not what its moves give" in err
    code, _, err = run(capsys, "replay", str(tmp_path / "missing.json"))
    assert code == 2 and "cannot read" in err
    code, _, err = run(capsys, "selfplay", "--players", "3")
    assert code == 2 and "two-player gin is for 2 players, not 3" in err
    code, _, err = run(capsys, "selfplay", "--strengths", "club,grandmaster")
    assert code == 2 and "--strengths needs 2 of beginner, club, expert" in err


def test_selfplay_plays_three_player_gin(capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
    text = ok(capsys, "selfplay", "--variant", "gin-3", "--rules", "oklahoma", "--seed", "4",
              "--strengths", "beginner,club,expert")
    record = json.loads(text)
    assert record["variant"] == "gin-3" and len(record["totals"]) == 3
    dealers = [h["dealer"] for h in record["hands"]]
    assert dealers == [(dealers[0] + i) % 3 for i in range(len(dealers))]
    # nobody scores in a hand they dealt (they sat it out)
    assert all(c[0] != h["dealer"] and c[2] != h["dealer"]
               for h in record["hands"] for c in h["credits"])
    path = tmp_path / "three.json"
    path.write_text(text, encoding="utf-8")
    assert "12 hands" in ok(capsys, "replay", str(path))


@pytest.mark.parametrize("variant, strengths, seed", [
    ("gin", "club,expert", "6"), ("gin-3", "beginner,club,expert", "6"),
    ("gin-7", "beginner,club,expert,club", "2"),  # seed 2: four hands with a new stock
    ("gin-pairs", "beginner,club,expert,club", "3"),
    ("gin-tournament", "club,beginner,club,expert", "3")])
def test_each_hand_of_a_record_replays_from_its_own_deal(
        capsys: pytest.CaptureFixture[str], variant: str, strengths: str, seed: str) -> None:
    """A reader with the rules and one hand's record (the deal, the stock in draw order,
    every move with its seat) plays it again: the same seats act, the hands end with the
    recorded cards and melds and the recorded points."""
    from ginrules import Rules
    from ginrules.gin.hand import Hand
    from ginrules.table.seats import Table

    players = str(len(strengths.split(",")))
    record = json.loads(ok(capsys, "selfplay", "--variant", variant, "--seed", seed,
                           "--players", players, "--strengths", strengths, "--json"))
    rules = Rules.from_dict(record["game"]["rules"])
    table = Table.of(record["game"]["players"])
    assert record["hands"]
    for rec in record["hands"]:
        if rules.stock_exhausted == "draw":
            assert rec["new_stocks"] == []  # the stock is never reshuffled
        hand = Hand.arranged(rules, rec["dealer"], rec["dealt"], rec["upcard"], rec["stock"],
                             table=table, variant=variant, new_stocks=rec["new_stocks"],
                             active=rec["seats"])
        assert list(hand.state.active) == rec["seats"]
        for move in rec["moves"]:
            assert hand.to_act == move["seat"]
            hand.apply(move["action"], move["seat"])
        assert hand.is_over
        assert [[c.code for c in h] for h in hand.state.hands] == rec["final"]
        res = hand.result
        got = [0] * table.size
        for credit in () if res is None else res.credits:
            got[credit.seat] += credit.points
        assert got == rec["points"] and (res.kind if res else "draw") == rec["ending"]
        if res is not None:
            assert [[c.code for c in m.cards] for m in res.knocker_arrangement.melds] == \
                rec["melds"][res.knocker_seat]
            for spread in res.spreads:  # every defender's melds and layoffs
                assert [[c.code for c in m.cards] for m in spread.spread.defender_melds] == \
                    rec["melds"][spread.seat]
                laid = rec["layoffs"][spread.seat]
                assert [lo["card"] for lo in laid] == [c.code for c in spread.spread.laid_off]
                # each layoff names the knocker's meld it went onto, and fits there (onto
                # the meld as the knocker laid it out and this defender's own layoffs)
                grown = [list(m) for m in rec["melds"][res.knocker_seat]]
                for lo in laid:
                    grown[lo["onto"]].append(lo["card"])
                    assert check_meld(" ".join(grown[lo["onto"]])).is_meld
    if variant == "gin-7":
        assert any(rec["new_stocks"] for rec in record["hands"])  # a reshuffle was replayed
        assert any(len(rec["credits"]) > 1 for rec in record["hands"])
