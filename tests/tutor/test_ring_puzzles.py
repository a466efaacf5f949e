"""Puzzles for more than two players (gintutor.puzzles.showdown and .two_tables): seeded,
valid, scored by the engine (score_ring for seven cards, score_hand and the Match's team
sheet for pairs), judged without giving the answer away, in English and Dutch."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from ginrules import Card, Rules, deadwood_count, score_hand
from ginrules.gin.showdown import score_ring
from ginrules.table.match import TableResult
from gintutor.puzzles import showdown, two_tables
from gintutor.puzzles.address import puzzle_address
from gintutor.puzzles.frame import PuzzleError
from gintutor.puzzles.gin import puzzle_rules
from gintutor.puzzles.levels import fit_preset, puzzles_module
from gintutor.puzzles.multi_words import WORDS
from gintutor.puzzles.record import PuzzleRecord
from gintutor.puzzles.showdown import (
    SEVEN_LEVEL,
    SevenAnswer,
    SevenPuzzle,
    check_seven,
    make_seven_puzzle,
    seven_hints,
    seven_view,
)
from gintutor.puzzles.two_tables import (
    LEVEL_HAND,
    PAIRS_LEVEL,
    PairsAnswer,
    PairsPuzzle,
    check_pairs,
    make_pairs_puzzle,
    pairs_hints,
    pairs_view,
)

SEEDS = [f"seed-{i}" for i in range(120)]
SEVEN_PRESETS = Rules.preset_names("gin-7")
PAIRS_PRESETS = Rules.preset_names("gin-pairs")


def _number_in(n: int, text: str) -> bool:
    return re.search(rf"(?<![\d\u2212-]){n}(?!\d)", text) is not None


def _right_seven(p: SevenPuzzle) -> SevenAnswer:
    return SevenAnswer(p.winner_seat, {s: p.paid(s) for s in range(len(p.names))})


def _right_pairs(p: PairsPuzzle) -> PairsAnswer:
    return PairsAnswer(tuple((t.winner_seat, t.result.points) for t in p.tables),
                       p.net_team, p.net_points)


# ---------------------------------------------------------------- seven cards


@pytest.mark.parametrize("preset", SEVEN_PRESETS)
def test_many_seeds_make_valid_seven_card_showdowns_scored_by_the_engine(preset: str) -> None:
    concepts: Counter[str] = Counter()
    players: Counter[int] = Counter()
    blocked = undercuts = 0
    for seed in SEEDS:
        p = make_seven_puzzle(seed, SEVEN_LEVEL, preset)
        n = len(p.names)
        players[n] += 1
        concepts[p.concept] += 1
        assert len(set(p.names)) == n and all(len(h) == 7 for h in p.hands)
        cards = [c for h in p.hands for c in h]
        assert len(set(cards)) == 7 * n and p.upcard not in cards  # one deck, every card once
        # The answer is the engine's own score_ring of these hands, as dealt.
        again = score_ring(p.hands[p.knocker_seat], [(s, p.hands[s]) for s in p.order],
                           p.rules, upcard=p.upcard, knocker_seat=p.knocker_seat,
                           names=p.names)
        assert again.payments == p.result.payments and again.points == p.result.points
        assert p.result.kind in ("knock", "undercut")
        assert p.result.knocker_deadwood <= p.rules.max_knock_deadwood(p.upcard)
        assert sum(p.paid(s) for s in range(n)) == p.result.points and p.paid(p.winner_seat) == 0
        assert check_seven(p, _right_seven(p), "en").correct
        assert check_seven(p, _right_seven(p), "nl").correct
        blocked += bool(p.blocked())
        undercuts += p.result.kind == "undercut"
        if p.result.kind == "undercut":  # the knocker pays the bonus on top
            assert p.paid(p.knocker_seat) == (p.result.knocker_deadwood - p.result.defender_deadwood
                                              + p.rules.undercut_bonus)
        view = seven_view(p, "en")  # what the page gets: no answer in it
        assert not {"result", "payments", "winner", "points", "concept"} & set(view)
    assert set(players) == {3, 4}
    assert blocked >= len(SEEDS) // 3, "a good share refuses a layoff onto another's layoff"
    assert undercuts >= len(SEEDS) // 6
    assert concepts["layoff"] >= len(SEEDS) // 8


def test_the_refused_layoff_is_the_engines_and_would_fit_only_the_other_layoff() -> None:
    for seed in SEEDS[:40]:
        p = make_seven_puzzle(seed)
        for seat, card, owner in p.blocked():
            assert seat != owner and owner != p.knocker_seat
            assert p.order.index(owner) < p.order.index(seat)  # laid off earlier in turn
            owners_layoffs = next(d for d in p.result.defenders if d.seat == owner).spread
            assert any(lo.card.suit == card.suit and abs(lo.card.rank - card.rank) == 1
                       for lo in owners_layoffs.layoffs)
            mine = next(d for d in p.result.defenders if d.seat == seat).spread
            assert card in mine.deadwood  # it stays, and pays
    text = " ".join(make_seven_puzzle("seven-a").solution("en"))
    assert "may not lay off 6♠" in text and "not what Dee laid off" in text


def test_the_same_seed_gives_the_same_puzzle_and_the_link_says_so() -> None:
    a, b = make_seven_puzzle("share"), make_seven_puzzle("share")
    assert a == b and a.solution("nl") == b.solution("nl")
    assert make_seven_puzzle("other") != a
    assert a.puzzle_id == f"{SEVEN_LEVEL}:standard:share"
    assert a.query() == f"seed=share&level={SEVEN_LEVEL}&rules=standard"
    # The payout table's rules deal the same hands, with a bonus of 10 instead of 20.
    c = make_seven_puzzle("share", SEVEN_LEVEL, "payout-table")
    assert c.hands == a.hands and c.rules.undercut_bonus == 10 and a.rules.undercut_bonus == 20
    p, q = make_pairs_puzzle("share"), make_pairs_puzzle("share")
    assert p == q and p.query() == f"seed=share&level={PAIRS_LEVEL}&rules=standard"
    # The registry, not a test of the level, says which module makes each level.
    assert puzzles_module(SEVEN_LEVEL) is showdown and puzzles_module(PAIRS_LEVEL) is two_tables


def _some_seven(want: str) -> SevenPuzzle:
    for seed in SEEDS:
        p = make_seven_puzzle(seed)
        if want == "blocked" and p.blocked() and p.result.kind == "knock":
            return p
        if want == "undercut" and p.result.kind == "undercut":
            return p
        if want == "layoff" and p.result.kind == "knock" and any(
                deadwood_count(p.hands[d.seat]) != d.deadwood for d in p.result.defenders):
            return p
    raise AssertionError(want)


def _judge_seven(p: SevenPuzzle, lang: str, winner: int | None = None,
                 **changed: int) -> tuple[str, ...]:
    """The feedback when only the given payments (by seat, as 'pay3') are wrong: never the
    right value of a wrong part."""
    pays = {s: p.paid(s) for s in range(len(p.names))}
    for key, value in changed.items():
        pays[int(key[3:])] = value
    answer = SevenAnswer(p.winner_seat if winner is None else winner, pays)
    fb = check_seven(p, answer, lang)
    assert not fb.correct
    wrong = [line for line in fb.lines[1:-1] if not line.startswith(("Right", "Goed"))]
    for key in changed:
        assert not any(_number_in(p.paid(int(key[3:])), line) for line in wrong), wrong
    if winner is not None:
        assert not any(p.names[p.winner_seat] + " scores" in line for line in wrong)
    return fb.lines


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_wrong_payments_are_named_by_seat_without_the_answer(lang: str) -> None:
    p = _some_seven("blocked")
    (seat, card, owner), *_ = p.blocked()
    name = p.names[seat]
    said = " ".join(_judge_seven(p, lang, **{f"pay{seat}": p.paid(seat) - card.value}))
    assert {"en": f"{name}'s payment lays", "nl": f"Voor {name} leg je"}[lang] in said
    assert {"en": f"onto {p.names[owner]}'s layoff",
            "nl": f"bij wat {p.names[owner]} bijlegde"}[lang] in said

    p = _some_seven("layoff")
    d = next(d for d in p.result.defenders if deadwood_count(p.hands[d.seat]) != d.deadwood)
    before = deadwood_count(p.hands[d.seat]) - p.result.knocker_deadwood
    said = " ".join(_judge_seven(p, lang, **{f"pay{d.seat}": before}))
    assert {"en": "before the layoffs", "nl": "van vóór het bijleggen"}[lang] in said
    said = " ".join(_judge_seven(p, lang, **{f"pay{d.seat}": d.deadwood}))
    assert {"en": "whole deadwood", "nl": "al het dood hout"}[lang] in said

    u = _some_seven("undercut")
    k = u.knocker_seat
    said = " ".join(_judge_seven(u, lang, **{f"pay{k}": u.paid(k) - u.rules.undercut_bonus}))
    assert {"en": "leaves out the undercut bonus", "nl": "ontbreekt de undercutbonus"}[lang] \
        in said
    said = " ".join(_judge_seven(u, lang, **{f"pay{k}": u.paid(k) - 10}))
    assert {"en": "another house rule's undercut bonus",
            "nl": "undercutbonus van andere huisregels"}[lang] in said
    other = next(s for s in range(len(u.names)) if s not in (k, u.winner_seat))
    said = " ".join(_judge_seven(u, lang, **{f"pay{other}": u.paid(other) + 20}))
    assert {"en": "only the knocker pays it", "nl": "alleen de klopper betaalt die"}[lang] in said
    # Saying the knocker scores when it was undercut: who scores is wrong, and the
    # undercutter's own payment (0) is named without saying who undercuts.
    said = " ".join(_judge_seven(u, lang, winner=k, **{f"pay{u.winner_seat}": 5,
                                                       f"pay{k}": 0}))
    assert {"en": "Who scores is not right yet",
            "nl": "Wie er scoort, heb je nog niet goed"}[lang] in said
    assert {"en": "look again at who scores", "nl": "kijk nog eens wie scoort"}[lang] in said


def test_missing_parts_are_said() -> None:
    p = make_seven_puzzle("m")
    fb = check_seven(p, SevenAnswer(None, {}), "en")
    assert not fb.correct and "Choose who scores." in fb.lines
    assert f"{p.names[0]}'s payment is missing." in fb.lines
    q = make_pairs_puzzle("m")
    fb = check_pairs(q, PairsAnswer((), None, None), "nl")
    assert "Tafel 1: zeg wie scoort en hoeveel punten." in fb.lines
    assert "Zeg welk team er per saldo op vooruitgaat en met hoeveel punten." in fb.lines


# ---------------------------------------------------------------- pairs


@pytest.mark.parametrize("preset", PAIRS_PRESETS)
def test_many_seeds_make_pairs_hands_netted_by_the_engines_match(preset: str) -> None:
    kinds: Counter[str] = Counter()
    same = 0
    for seed in SEEDS[:60]:
        p = make_pairs_puzzle(seed, PAIRS_LEVEL, preset)
        assert p.teams == (f"{p.names[0]} & {p.names[2]}", f"{p.names[1]} & {p.names[3]}")
        partners = [{s for s in t.seats} for t in p.tables]
        assert partners[0].isdisjoint(partners[1])
        assert all(p.team_of[a] != p.team_of[b] for a, b in (t.seats for t in p.tables))
        for t in p.tables:
            kinds[t.result.kind] += 1
            # Each table is an ordinary two-player showdown scored by score_hand.
            hand = t.hand
            alone = score_hand(hand.knocker_cards, hand.defender_cards, puzzle_rules(
                hand.level, preset), hand.knocker_melds, upcard=hand.upcard)
            assert (alone.winner, alone.points) == (t.result.winner, t.result.points)
            assert t.result.knocker_seat == t.knocker_seat
        # The team result is the match's: what each table gave team 0, per the engine.
        results = [TableResult(1, t.number - 1, t.seats, t.result) for t in p.tables]
        net = sum(r.net_for(s) for r in results for s in r.seats if p.team_of[s] == 0)
        assert (p.net_team, p.net_points) == ((LEVEL_HAND, 0) if net == 0 else
                                              (0 if net > 0 else 1, abs(net)))
        assert check_pairs(p, _right_pairs(p), "en").correct
        assert check_pairs(p, _right_pairs(p), "nl").correct
        same += p.team_of[p.tables[0].winner_seat] == p.team_of[p.tables[1].winner_seat]
        view = pairs_view(p, "en")
        assert not {"net_team", "net_points", "result", "winner"} & set(view)
    assert len(kinds) >= 3  # knocks, undercuts, gin: the bonuses belong to their table
    assert 10 <= same <= 50, "the tables go to one team sometimes, to both other times"


def _some_pairs(same: bool) -> PairsPuzzle:
    for seed in SEEDS:
        p = make_pairs_puzzle(seed)
        one, two = p.tables
        if (p.team_of[one.winner_seat] == p.team_of[two.winner_seat]) == same and \
                one.result.points != two.result.points and p.net_team != LEVEL_HAND:
            return p
    raise AssertionError(same)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_wrong_team_results_name_the_table_or_the_netting_without_the_answer(
        lang: str) -> None:
    p = _some_pairs(same=False)
    one, two = p.tables

    def judge(answer: PairsAnswer) -> str:
        fb = check_pairs(p, answer, lang)
        assert not fb.correct
        wrong = " ".join(line for line in fb.lines[1:-1] if "ight" not in line
                         and "oed" not in line)
        assert not _number_in(p.net_points, wrong), wrong
        return " ".join(fb.lines)

    tables = tuple((t.winner_seat, t.result.points) for t in p.tables)
    said = judge(PairsAnswer(tables, p.net_team, one.result.points + two.result.points))
    assert {"en": "they went to different teams",
            "nl": "ze gingen naar verschillende teams"}[lang] in said
    said = judge(PairsAnswer(tables, p.net_team, one.result.points))
    assert {"en": "is only table 1's score", "nl": "is alleen de score van tafel 1"}[lang] in said
    other_team = next(team for team in (0, 1) if team != p.net_team)
    said = judge(PairsAnswer(tables, other_team, p.net_points))
    assert {"en": "Which team gains is not right yet",
            "nl": "Welk team er per saldo op vooruitgaat, klopt nog niet"}[lang] in said
    # A table's points wrong: named with its table, in gin's own words, without the answer.
    bad = ((one.winner_seat, one.result.points + 7), tables[1])
    said = judge(PairsAnswer(bad, p.net_team, p.net_points))
    assert {"en": "Table 1: ", "nl": "Tafel 1: "}[lang] in said
    assert {"en": "Table 2: right", "nl": "Tafel 2: goed"}[lang] in said
    # A table's winner wrong.
    loser = next(s for s in one.seats if s != one.winner_seat)
    said = judge(PairsAnswer(((loser, one.result.points), tables[1]), p.net_team, p.net_points))
    assert {"en": "Table 1: who scores is not right yet",
            "nl": "Tafel 1: wie er scoort, heb je nog niet goed"}[lang] in said

    q = _some_pairs(same=True)
    tables = tuple((t.winner_seat, t.result.points) for t in q.tables)
    a, b = (t.result.points for t in q.tables)
    fb = check_pairs(q, PairsAnswer(tables, q.net_team, abs(a - b)), lang)
    assert {"en": "both tables went to the same team",
            "nl": "beide tafels gingen naar hetzelfde team"}[lang] in " ".join(fb.lines)


def test_a_team_result_that_follows_from_wrong_tables_says_so() -> None:
    p = _some_pairs(same=False)
    one, two = p.tables
    wrong_one = one.result.points + 3
    signed = [(wrong_one if t is one else t.result.points)
              * (1 if p.team_of[t.winner_seat] == 0 else -1) for t in p.tables]
    mine = sum(signed)
    answer = PairsAnswer(((one.winner_seat, wrong_one), (two.winner_seat, two.result.points)),
                         0 if mine > 0 else 1, abs(mine))
    said = " ".join(check_pairs(p, answer, "en").lines)
    assert "follows from your table scores" in said


def test_hints_give_the_answer_only_third() -> None:
    for lang in ("en", "nl"):
        p = _some_seven("blocked")
        one, two, three = seven_hints(p, lang)
        for hint in (one, two):
            assert not any(_number_in(p.paid(s), hint) for s in range(len(p.names))
                           if p.paid(s) > 20)
        assert all(str(p.paid(s)) in three for s in range(len(p.names)) if s != p.winner_seat)
        assert {"en": "may not lay off", "nl": "mag"}[lang] in three
        q = make_pairs_puzzle("hint")
        one, two, three = pairs_hints(q, lang)
        assert not _number_in(q.net_points, one + two) or q.net_points in (2, 10, 12)
        assert str(q.net_points) in three
        assert q.solution(lang)[-1].endswith(("(on balance).", "(per saldo)."))


def test_a_damaged_link_is_refused_with_a_clear_message() -> None:
    with pytest.raises(PuzzleError, match="level must be 8, not 3"):
        make_seven_puzzle("x", 3)
    with pytest.raises(PuzzleError, match="unknown house rules 'hoyle' for level 8"):
        make_seven_puzzle("x", SEVEN_LEVEL, "hoyle")
    with pytest.raises(PuzzleError, match="unknown house rules 'payout-table' for level 9"):
        make_pairs_puzzle("x", PAIRS_LEVEL, "payout-table")
    with pytest.raises(PuzzleError, match="level must be 9, not 8"):
        make_pairs_puzzle("x", SEVEN_LEVEL)
    # A damaged seed is cleaned to a safe one, and still makes a puzzle.
    assert make_seven_puzzle("a b<c>").seed == "abc"
    assert make_pairs_puzzle("<b>x</b>").seed == "bxb"
    # The page's address reader knows the new levels; the page fits the house rules.
    presets = ("standard", "payout-table")
    assert puzzle_address({"seed": "a", "level": "8"}, presets, "standard").level == 8
    assert puzzle_address({"level": "9", "rules": "payout-table"}, presets, "x").level == 9
    assert fit_preset(SEVEN_LEVEL, "hoyle", "oklahoma") == "standard"
    assert fit_preset(PAIRS_LEVEL, "payout-table", "hoyle") == "hoyle"
    assert fit_preset(1, "payout-table") == "standard"
    assert fit_preset(SEVEN_LEVEL, "payout-table") == "payout-table"


def test_the_record_keeps_the_new_levels() -> None:
    rec = PuzzleRecord()
    p = make_pairs_puzzle("rec")
    attempt = rec.attempt(p.puzzle_id)
    attempt.judged(check_pairs(p, PairsAnswer((), None, None)))
    attempt.judged(check_pairs(p, _right_pairs(p)))
    rec.update(p.puzzle_id, p.level, attempt)
    again = PuzzleRecord.from_json(rec.to_json())
    assert again.level(PAIRS_LEVEL).two == 1 and again.attempt(p.puzzle_id).solved


def test_the_words_are_complete_in_both_languages() -> None:
    from gintutor.catalogues import catalogues

    assert WORDS.problems() == []
    assert any(c is WORDS for c in catalogues())
    assert Card.from_code("KS").value == 10
