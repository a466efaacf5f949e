"""Rummy scoring puzzles (gintutor.puzzles.rummy): seeded, valid, scored by the engine,
judged without giving the answer away, in English and Dutch."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from ginrules import Card
from gintutor.puzzles.address import puzzle_address
from gintutor.puzzles.frame import PuzzleError
from gintutor.puzzles.gin import LEVELS
from gintutor.puzzles.levels import daily_level, levels_of
from gintutor.puzzles.record import PuzzleRecord
from gintutor.puzzles.rummy import (
    PLAYERS,
    WORDS,
    RummyAnswer,
    RummyPuzzle,
    check_rummy,
    make_rummy_puzzle,
    rummy_hints,
    rummy_view,
)

SEEDS = [f"seed-{i}" for i in range(120)]


def _right(p: RummyPuzzle) -> RummyAnswer:
    return RummyAnswer({s: p.paid(s) for s in p.payers}, p.result.points, p.rummy)


def _laid_before_last_turn(p: RummyPuzzle) -> bool:
    """From the public events alone: did the winner meld or lay off in an earlier turn?"""
    winner = p.result.winner_seat
    turns = [ev for ev in p.events if ev.player == winner]
    last_draw = max(i for i, ev in enumerate(turns) if ev.kind in ("draw", "take"))
    return any(ev.kind in ("meld", "lay_off") for ev in turns[:last_draw])


@pytest.mark.parametrize("level", levels_of("rummy"))
def test_every_rummy_level_makes_valid_puzzles_scored_as_the_rules_say(level: int) -> None:
    kinds: Counter[str] = Counter()
    players: Counter[int] = Counter()
    for seed in SEEDS:
        p = make_rummy_puzzle(seed, level)
        kinds[p.result.kind] += 1
        players[len(p.names)] += 1
        low, high = PLAYERS[level]
        assert low <= len(p.names) <= high and len(set(p.names)) == len(p.names)
        table = [c for m in p.table for c in m.cards]
        left = [c for s in p.payers for c in p.left(s)]
        assert len(set(table + left)) == len(table) + len(left)  # every card once
        assert all(p.left(s) for s in p.payers)  # every other player holds cards
        assert set(p.payers) == set(range(len(p.names))) - {p.result.winner_seat}
        # Rummy exactly when the winner laid nothing before the last turn; then double.
        assert p.rummy == (not _laid_before_last_turn(p))
        factor = 2 if p.rummy else 1
        for s in p.payers:
            assert p.paid(s) == factor * sum(c.value for c in p.left(s))
        assert p.result.points == sum(p.paid(s) for s in p.payers)
        assert check_rummy(p, _right(p), "en").correct
        assert check_rummy(p, _right(p), "nl").correct
        view = rummy_view(p, "en")  # what the page gets: no answer in it
        assert not {"kind", "points", "payments", "result", "concept"} & set(view)
        assert p.result.points not in view.values()
    if level == 6:
        assert set(kinds) == {"out"} and set(players) == {3, 4}
    else:  # both kinds, so the learner must tell which; two to six players
        assert min(kinds["out"], kinds["rummy"]) >= len(SEEDS) // 4
        assert set(players) == {2, 3, 4, 5, 6}


def test_the_same_seed_gives_the_same_puzzle() -> None:
    for level in levels_of("rummy"):
        a, b = make_rummy_puzzle("share", level), make_rummy_puzzle("share", level)
        assert a == b and a.history("nl") == b.history("nl")
        assert make_rummy_puzzle("other", level) != a
        assert a.puzzle_id == f"{level}:standard:share"
        assert a.query() == f"seed=share&level={level}&rules=standard"
    # The gin preset only names the link: the hand is the same.
    assert make_rummy_puzzle("s", 7, "hoyle").events == make_rummy_puzzle("s", 7).events


def test_the_history_tells_rummy_from_going_out() -> None:
    rummy = next(p for s in SEEDS if (p := make_rummy_puzzle(s, 7)).rummy)
    out = next(p for s in SEEDS if not (p := make_rummy_puzzle(s, 7)).rummy)
    for p in (rummy, out):
        lines = p.history("en")
        win = p.winner
        mine = [line for line in lines if line.startswith(win + " ")]
        assert mine[-1].endswith("went out.")
        assert any(" laid " in line for line in mine[:-1]) == (not p.rummy)
        assert all("trok van de stapel" in line for line in p.history("nl"))


def _some(level: int, want: object) -> RummyPuzzle:
    for seed in SEEDS:
        p = make_rummy_puzzle(seed, level)
        if want == "faces" and any(c.rank > 10 for s in p.payers for c in p.left(s)):
            return p
        if want == p.rummy:
            return p
    raise AssertionError(want)


def _says_answer(p: RummyPuzzle, lines: tuple[str, ...]) -> bool:
    text = " ".join(lines)
    return "This was" in text or "Dit was" in text or re.search(
        rf"(?<!\d){p.result.points}(?!\d)", text) is not None


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_wrong_answers_name_the_mistake_without_the_answer(lang: str) -> None:
    p = _some(7, True)
    first = p.payers[0]
    name = p.names[first]
    base = {s: p.paid(s) for s in p.payers}

    def judge(payments: dict[int, int] | None = None, total: int | None = None,
              rummy: bool = True) -> tuple[str, ...]:
        """The feedback when only the given parts are wrong: it names them, never with
        their right value, and never says whether it was rummy."""
        answer = RummyAnswer({**base, **(payments or {})},
                             p.result.points if total is None else total, rummy)
        fb = check_rummy(p, answer, lang)
        assert not fb.correct
        wrong = [line for line in fb.lines[1:-1] if not line.startswith(("Right", "Goed"))]
        hidden = [p.paid(s) for s in payments or {}] + ([p.result.points] if total else [])
        for line in wrong:
            assert not any(re.search(rf"(?<!\d){n}(?!\d)", line) for n in hidden), line
        assert not _says_answer(p, tuple(wrong))
        return fb.lines

    single = judge(payments={first: p.paid(first) // 2})
    assert {"en": f"{name}'s payment is not doubled",
            "nl": f"Wat {name} betaalt is niet verdubbeld"}[lang] in " ".join(single)
    said = " ".join(judge(rummy=False))
    assert {"en": "Rummy or not is not right yet",
            "nl": "Of het rummy was, heb je nog niet goed"}[lang] in said
    said = " ".join(judge(total=p.result.points + 3))
    assert {"en": "the winner scores what all the others pay together",
            "nl": "de winnaar scoort wat alle anderen samen betalen"}[lang] in said
    wrong = p.paid(first) + 5
    said = " ".join(judge(payments={first: wrong}, total=p.result.points + 5))
    assert {"en": "the sum of the payments", "nl": "de som van wat de anderen betalen"}[lang] \
        in said

    out = _some(6, False)
    who = out.payers[0]
    doubled = check_rummy(out, RummyAnswer({**{s: out.paid(s) for s in out.payers},
                                             who: 2 * out.paid(who)}, out.result.points),
                          lang)
    assert {"en": f"{out.names[who]}'s payment is doubled",
            "nl": f"Wat {out.names[who]} betaalt is verdubbeld"}[lang] in " ".join(doubled.lines)

    faces = _some(6, "faces")
    seat = next(s for s in faces.payers if any(c.rank > 10 for c in faces.left(s)))
    ranks = sum(c.rank for c in faces.left(seat))
    fb = check_rummy(faces, RummyAnswer({s: faces.paid(s) for s in faces.payers} | {seat: ranks},
                                        faces.result.points), lang)
    assert {"en": "a face card 10", "nl": "een plaatje als 10"}[lang] in " ".join(fb.lines)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_counting_only_the_cards_outside_melds_is_named(lang: str) -> None:
    from ginrules.rummy.hand import find_plays

    for seed in SEEDS:
        p = make_rummy_puzzle(seed, 6)
        seat = next((s for s in p.payers if find_plays(p.left(s)).melds), None)
        if seat is None:
            continue
        melded = {c for m in find_plays(p.left(seat)).melds for c in m}
        loose = sum(c.value for c in p.left(seat) if c not in melded)
        payments = {s: p.paid(s) for s in p.payers} | {seat: loose}
        fb = check_rummy(p, RummyAnswer(payments, p.result.points), lang)
        assert {"en": "count every card still in", "nl": "ook kaarten die samen een set"}[lang] in \
            " ".join(fb.lines)
        return
    pytest.skip("no seed left a meld in a payer's hand")  # pragma: no cover


def test_hints_give_the_answer_only_third_and_say_rummy_only_then() -> None:
    for lang in ("en", "nl"):
        p = _some(7, True)
        one, two, three = rummy_hints(p, lang)
        for hint in (one, two):
            assert not _says_answer(p, (hint,))
        assert str(p.result.points) in three
        assert ("This was rummy" if lang == "en" else "Dit was rummy") in three
        out = _some(7, False)
        assert ("This was not rummy" if lang == "en" else "Dit was geen rummy") in \
            rummy_hints(out, lang)[2]
        # The solution is the engine's explanation.
        assert p.solution(lang)[-1].endswith(f"{p.result.points}.")


def test_a_damaged_link_is_refused_with_a_clear_message() -> None:
    with pytest.raises(PuzzleError, match="a Rummy puzzle's level must be 6 or 7, not 3"):
        make_rummy_puzzle("x", 3)
    with pytest.raises(PuzzleError, match="unknown house rules 'nope'"):
        make_rummy_puzzle("x", 7, "nope")
    # The page's address reader: Rummy's levels are puzzle levels, a damaged one is level 1.
    presets = ("standard",)
    assert puzzle_address({"seed": "a", "level": "7"}, presets, "standard").level == 7
    assert puzzle_address({"seed": "a", "level": "12"}, presets, "standard").level == 1
    # A damaged seed is cleaned to a safe one, and still makes a puzzle.
    assert make_rummy_puzzle("a b<c>", 6).seed == "abc"


def test_the_record_keeps_rummy_levels_and_the_daily_puzzle_stays_gin() -> None:
    rec = PuzzleRecord()
    p = make_rummy_puzzle("rec", 7)
    attempt = rec.attempt(p.puzzle_id)
    attempt.judged(check_rummy(p, RummyAnswer({}, 0, None)))
    attempt.judged(check_rummy(p, _right(p)))
    rec.update(p.puzzle_id, p.level, attempt)
    again = PuzzleRecord.from_json(rec.to_json())
    assert again.level(7).two == 1 and again.attempt(p.puzzle_id).solved
    import datetime as dt

    days = [dt.date(2026, 1, 1) + dt.timedelta(days=i) for i in range(20)]
    assert {daily_level(d) for d in days} == set(LEVELS)


def test_the_words_are_complete_in_both_languages() -> None:
    assert WORDS.problems() == []
    assert Card.from_code("QH").value == 10  # the value every payment counts
