"""Scoring puzzles: every level makes valid, solvable puzzles; a seed always gives the same one."""

from __future__ import annotations

import dataclasses
import datetime as dt
import itertools
import re

import pytest

from ginrules import (
    Card,
    Rules,
    best_arrangement,
    check_meld,
    format_cards,
    full_deck,
    lay_off,
    score_hand,
    sort_hand,
)
from gintutor.dealing import Dealer
from gintutor.puzzles.frame import PuzzleError, normalize_seed
from gintutor.puzzles.gin import (
    CONCEPTS,
    LEVELS,
    SCORING_OPTIONS,
    daily_puzzle,
    legal_spreads,
    make_puzzle,
    puzzle_view,
    rule_lines,
)
from gintutor.puzzles.gin_check import Answer, check_answer, hints
from gintutor.puzzles.levels import daily_id
from gintutor.puzzles.record import Attempt, PuzzleRecord
from gintutor.puzzles.words import WORDS as PUZZLE_WORDS

SEEDS = [str(n) for n in range(40)] + ["abc", "share-me", "day-2026-12-02"]


def _right_answer(p):  # type: ignore[no-untyped-def]
    return Answer(
        winner=p.result.winner,
        points=p.result.points,
        layoffs=p.layoff_cards,
        spread=p.best_spread,
    )


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_makes_valid_solvable_puzzles(level: int) -> None:
    concepts_seen = set()
    for seed in SEEDS:
        p = make_puzzle(seed, level, "standard")
        concepts_seen.add(p.concept)
        assert p.concept in CONCEPTS[level]
        size = 11 if p.concept == "big_gin" else 10
        assert len(p.knocker_cards) == size
        assert len(p.defender_cards) == 10
        everything = [*p.knocker_cards, *p.defender_cards, p.upcard]
        assert len(set(everything)) == len(everything)
        # The stored result is the engine's own, recomputed from the cards alone.
        again = score_hand(
            p.knocker_cards,
            p.defender_cards,
            p.rules,
            knocker_melds=p.knocker_melds,
            upcard=p.upcard,
        )
        assert (again.kind, again.winner, again.points) == (
            p.result.kind,
            p.result.winner,
            p.result.points,
        )
        limit = p.rules.max_knock_deadwood(p.upcard)
        if p.result.kind in ("knock", "undercut"):
            assert 0 < p.result.knocker_deadwood <= limit
        else:
            assert best_arrangement(p.knocker_cards).deadwood_count == 0
        # Solvable: the right answer is judged right, a wrong one wrong.
        fb = check_answer(p, _right_answer(p))
        assert fb.correct, (seed, level, fb.lines)
        wrong = Answer(
            winner=p.result.winner,
            points=p.result.points + 1,
            layoffs=p.layoff_cards,
            spread=p.best_spread,
        )
        assert not check_answer(p, wrong).correct
        assert fb.solution and all(isinstance(line, str) and line for line in fb.solution)
    assert concepts_seen == set(CONCEPTS[level]) or (level == 4 and "gin" in concepts_seen)


@pytest.mark.parametrize("level", LEVELS)
def test_concepts_show_up(level: int) -> None:
    for seed in SEEDS[:15]:
        p = make_puzzle(seed, level)
        r = p.result
        if p.concept == "knock":
            assert r.kind == "knock" and r.winner == "knocker" and not r.defender.layoffs
        elif p.concept in ("layoff", "layoff_chain"):
            assert r.kind == "knock" and r.defender.layoffs
        elif p.concept == "undercut_tie":
            assert r.kind == "undercut" and r.knocker_deadwood == r.defender_deadwood
        elif p.concept.startswith("undercut"):
            assert r.kind == "undercut" and r.winner == "defender"
        elif p.concept in ("gin", "big_gin"):
            assert r.kind == p.concept
        elif p.concept == "best_spread":
            assert len(p.spread_options) >= 2 and p.best_spread is not None
            nets = [o.knocker_net() for o in p.spread_options]
            assert nets[p.best_spread] == max(nets) and nets.count(max(nets)) == 1


@pytest.mark.parametrize("preset", Rules.preset_names())
def test_same_seed_same_puzzle_every_preset(preset: str) -> None:
    for level in LEVELS:
        a, b = make_puzzle("share-7", level, preset), make_puzzle("share-7", level, preset)
        assert a == b
        assert a.query() == f"seed=share-7&level={level}&rules={preset}"
    assert make_puzzle("1", 2, preset) != make_puzzle("2", 2, preset)


def test_golden_puzzle_is_stable() -> None:
    """A shared link must open the same hand next year too: pin one puzzle."""
    p = make_puzzle("golden", 2, "standard")
    assert (
        " ".join(c.code for c in p.knocker_cards)
        + " / "
        + " ".join(c.code for c in p.defender_cards)
        == GOLDEN
    )


GOLDEN = "4C 5C 6C 2H 3H 4H 5H AS 2S 4S / 3C 8C KC 8D QD AH QH 5S 6S TS"


def test_wrong_parts_are_named_in_both_languages() -> None:
    p = make_puzzle("7", 3)
    other = "knocker" if p.result.winner == "defender" else "defender"
    fb = check_answer(p, Answer(winner=other, points=0, layoffs=()), lang="nl")
    assert not fb.correct and fb.parts["winner"] is False
    assert fb.lines[0] == "Nog niet. Kijk nog eens naar:"
    assert "Wie er scoort, heb je nog niet goed." in fb.lines
    fb_en = check_answer(p, _right_answer(p), lang="en")
    assert fb_en.lines[0] == "Right!"
    assert fb_en.solution != check_answer(p, _right_answer(p), lang="nl").solution


def test_daily_puzzle_depends_only_on_the_date() -> None:
    day = dt.date(2026, 12, 2)
    assert daily_puzzle(day) == daily_puzzle(day)
    assert daily_puzzle(day).seed == "day-2026-12-02"
    assert daily_puzzle(day + dt.timedelta(days=1)).level != daily_puzzle(day).level


def test_bad_inputs() -> None:
    with pytest.raises(PuzzleError):
        make_puzzle("1", 6)
    with pytest.raises(PuzzleError):
        make_puzzle("1", 1, "no-such-rules")
    assert normalize_seed("a b/<script>") == "abscript"
    assert normalize_seed("") == "0"
    assert make_puzzle("a b", 1) == make_puzzle("ab", 1)


@pytest.mark.parametrize(
    "raw",
    [
        None,
        "",
        "{",
        "[]",
        "null",
        '"x"',
        '{"version": 99, "streak": "lots"}',
        '{"levels": {"x": 1, "2": {"tried": -4, "solved": 9}, "9": {}}, "seen": [1, "a"]}',
        '{"levels": {"\u00b2": {"tried": 1}}, "attempts": {"a": [1], "b": {"m": "x"}}}',
        '{"days": ["2026-13-01", 5, "2026-12-01"], "best_streak": 1e999}',
        "[" * 5000,
    ],
)
def test_damaged_record_survives(raw: str | None) -> None:
    rec = PuzzleRecord.from_json(raw)
    assert rec.streak(dt.date(2026, 12, 3)) >= 0 and rec.best_streak >= 0
    for lv in rec.levels.values():
        assert 0 <= lv.solved <= lv.tried
    assert all(isinstance(k, str) for k in rec.attempts)
    assert PuzzleRecord.from_json(rec.to_json()) == rec


def test_version_1_record_keeps_its_level_counts() -> None:
    old = '{"version":1,"streak":2,"levels":{"2":{"tried":3,"solved":2}},"seen":["2:standard:a"]}'
    rec = PuzzleRecord.from_json(old)
    assert (rec.level(2).tried, rec.level(2).three, rec.level(2).solved) == (3, 2, 2)


@pytest.mark.parametrize("preset", [p for p in Rules.preset_names() if p != "standard"])
def test_house_rules_puzzles_are_valid(preset: str) -> None:
    for level in LEVELS:
        for seed in SEEDS[:10]:
            p = make_puzzle(seed, level, preset)
            assert check_answer(p, _right_answer(p)).correct
            if level < 5:
                assert p.rules == Rules.preset(preset)
            else:  # level 5's own stated rules: the Oklahoma preset as it is
                assert p.rules == Rules.preset("oklahoma") and not p.rules.spade_doubles
            if p.concept == "big_gin":
                assert p.rules.big_gin_played


def test_equal_layoffs_are_accepted() -> None:
    """Any layoffs that leave the engine's least deadwood are right, not only the engine's."""
    for seed in SEEDS:
        p = make_puzzle(seed, 2)
        assert check_answer(p, _right_answer(p)).parts["layoffs"]
        assert not check_answer(p, Answer(p.result.winner, p.result.points, ())).parts["layoffs"]


# ------------------------------------------------ the teaching contract (issue 13)

LANGS = ("en", "nl")
MANY = [str(n) for n in range(100)]
SUIT_SIGNS = "♣♦♥♠"


def _says_number(line: str, number: int) -> bool:
    """Does the line say this number (not as part of another number or a card label)?"""
    return re.search(rf"(?<!\d){number}(?![\d{SUIT_SIGNS}])", line) is not None


def _label(card, lang: str = "en") -> str:  # type: ignore[no-untyped-def]
    return format_cards([card], lang)


def _layable(card, defender, melds) -> bool:  # type: ignore[no-untyped-def]
    """Independent of the page's own search: could the engine lay this card off, alone
    or as part of a chain of the defender's cards of its suit?"""
    if card in lay_off((card,), melds).laid_off:
        return True
    suitmates = tuple(c for c in defender if c.suit is card.suit)
    return card in lay_off(suitmates, melds, prefer_layoffs=True).laid_off


def _check_layoff_lines(p, answer, fb, lang) -> None:  # type: ignore[no-untyped-def]
    """Every layoff sentence of a wrong answer is true of the engine's layoffs."""
    result, melds = p.result_for(answer.spread), p.melds_for(answer.spread)
    chosen = tuple(answer.layoffs or ())
    cannot = "cannot be laid off" if lang == "en" else "kan niet bijgelegd"
    keep = "worth more in the defender's own meld" if lang == "en" else "meer waard in de eigen"
    more = "can lay off more" if lang == "en" else "kan meer bijleggen"
    for line in fb.lines:
        if cannot in line:
            named = [c for c in p.defender_cards if line.startswith(_label(c, lang)) or
                     f" {_label(c, lang)} " in line.split(":")[0] + " "]
            assert named, line
            for card in named:
                assert card in chosen and not _layable(card, p.defender_cards, melds), line
        if keep in line:
            card = next(c for c in chosen if line.startswith(_label(c, lang)))
            own = next(m for m in result.defender.defender_melds if card in m.cards)
            assert format_cards(own.cards, lang) in line
            target = next(m for m in melds if m.accepts(card))
            assert format_cards(target.cards, lang) in line
            rest = tuple(c for c in p.defender_cards if c != card)
            forced = lay_off(rest, [m.with_card(card) if m == target else m for m in melds])
            assert forced.deadwood_count > result.defender_deadwood, line
        if more in line:
            rest = tuple(c for c in p.defender_cards if c not in chosen)
            assert best_arrangement(rest).deadwood_count > result.defender_deadwood, line


@pytest.mark.parametrize("level", LEVELS)
def test_wrong_answers_name_the_mistake_but_never_give_the_answer(level: int) -> None:
    """Issue 13: for a hundred seeds a level, in both languages, wrong points around
    the right number and a sample of wrong layoffs: no message holds the right number,
    the right winner or an unchosen right layoff, and every layoff sentence is true."""
    dealer = Dealer.seeded("test-wrong-layoffs", level)
    for seed in MANY:
        p = make_puzzle(seed, level)
        lang = LANGS[int(seed) % 2]
        spread = p.best_spread
        result = p.result_for(spread)
        right = result.points
        other = "knocker" if result.winner == "defender" else "defender"
        for given in range(max(0, right - 12), right + 13):
            if given == right:
                continue
            fb = check_answer(p, Answer(result.winner, given, p.layoff_cards, spread), lang)
            assert not fb.correct and fb.parts["points"] is False
            assert not any(_says_number(line, right) for line in fb.lines), (seed, fb.lines)
            assert _says_number(" ".join(fb.lines), given)
        fb = check_answer(p, Answer(other, right + 1, p.layoff_cards, spread), lang)
        role = PUZZLE_WORDS.say(f"role.{result.winner}", lang).lower()
        assert fb.parts["winner"] is False
        assert not any(f"{role} scor" in line.lower() for line in fb.lines), fb.lines
        if "layoffs" not in p.questions:
            continue
        for _ in range(4):
            k = dealer.below(4)
            chosen = tuple(dealer.sample(p.defender_cards, k))
            answer = Answer(result.winner, right, chosen, spread)
            fb = check_answer(p, answer, lang)
            if fb.parts["layoffs"]:  # "Right layoffs: ..." must be true of these cards
                rest = tuple(c for c in p.defender_cards if c not in chosen)
                assert best_arrangement(rest).deadwood_count == result.defender_deadwood
                together = lay_off(chosen, p.melds_for(spread), prefer_layoffs=True)
                assert sorted(together.laid_off) == sorted(chosen), (seed, chosen)
                continue
            _check_layoff_lines(p, answer, fb, lang)
            text_ = " ".join(fb.lines)
            for card in p.layoff_cards:
                if card not in chosen:
                    assert f"{_label(card, lang)} " not in text_ + " ", (seed, fb.lines)
            assert fb.lines[0] == PUZZLE_WORDS.say("fb.wrong", lang)


def test_a_layoff_better_kept_names_the_defenders_own_meld() -> None:
    """Seed wnvafg, level 3: 10♥ fits J♥ Q♥ K♥ but is worth more in 10♣ 10♥ 10♠."""
    p = make_puzzle("wnvafg", 3)
    ten = Card("TH")
    assert ten in p.defender_cards and ten not in p.layoff_cards
    answer = Answer(p.result.winner, p.result.points, (*p.layoff_cards, ten))
    en = check_answer(p, answer, "en")
    assert not en.correct and en.parts == {"winner": True, "points": True, "layoffs": False}
    assert "10♥ can be laid off on J♥ Q♥ K♥, but it is worth more in the defender's own " \
        "meld 10♣ 10♥ 10♠." in en.lines
    assert en.wrong_cards == (ten,)
    nl = check_answer(p, answer, "nl")
    assert "10♥ past bij B♥ V♥ H♥" in nl.lines[-2]
    assert "eigen combinatie 10♣ 10♥ 10♠" in nl.lines[-2]
    for lang in LANGS:
        _check_layoff_lines(p, answer, check_answer(p, answer, lang), lang)


def test_hints_come_one_at_a_time_and_only_the_third_gives_the_answer() -> None:
    for level in LEVELS:
        for seed in SEEDS:
            p = make_puzzle(seed, level)
            for lang in LANGS:
                nudge, rule, answer = hints(p, lang)
                said = PUZZLE_WORDS.say("hint.answer", lang,
                            winner=PUZZLE_WORDS.say(f"role.{p.result.winner}", lang).lower(),
                            points=p.result.points)
                assert said not in nudge + rule and said in answer
                assert not _says_number(nudge, p.result.points)
                for card in p.layoff_cards:
                    assert _label(card, lang) not in nudge + rule
            attempt = Attempt()
            assert not attempt.shows_solution
            attempt.next_hint()
            attempt.next_hint()
            assert not attempt.shows_solution and not attempt.answer_shown
            assert hints(p)[attempt.next_hint() - 1] == hints(p)[2]
            assert attempt.shows_solution and attempt.answer_shown
            with pytest.raises(PuzzleError):
                attempt.next_hint()


def test_stars_follow_the_courses_3_2_1_rule() -> None:
    p = make_puzzle("7", 2)
    right, wrong = _right_answer(p), Answer(p.result.winner, p.result.points + 1, ())

    def play(*steps: str) -> Attempt:
        attempt = Attempt()
        for step in steps:
            if step == "wrong":
                assert not attempt.judged(check_answer(p, wrong)).correct
            elif step == "hint":
                attempt.next_hint()
            elif step == "show":
                attempt.show_answer()
        assert attempt.judged(check_answer(p, right)).correct and attempt.solved
        return attempt

    assert play().stars == 3
    assert play("wrong").stars == 2
    assert play("wrong", "wrong", "wrong", "wrong").stars == 2  # many tries, no answer shown
    assert play("hint").stars == 2 and play("hint", "hint", "wrong").stars == 2
    assert play("hint", "hint", "hint").stars == 1  # the third hint is the answer
    assert play("show").stars == 1 and play("wrong", "show").stars == 1
    # Once solved, nothing changes the stars.
    done = play("wrong")
    done.judged(check_answer(p, wrong))
    assert done.stars == 2 and done.mistakes == 1
    assert PUZZLE_WORDS.say("stars.rule", "en") == (
        "3 stars: right at the first try without hints · 2: after a mistake or hint 1 or 2 "
        "· 1: after the answer was shown."
    )


def test_record_keeps_attempts_stars_and_counts_daily_streak_in_days() -> None:
    p = make_puzzle("a", 1)
    rec = PuzzleRecord()
    attempt = rec.attempt(p.puzzle_id)
    attempt.judged(check_answer(p, Answer("knocker", p.result.points + 1)))
    rec.update(p.puzzle_id, 1, attempt)
    assert rec.level(1).tried == 1 and rec.level(1).solved == 0
    again = PuzzleRecord.from_json(rec.to_json())
    resumed = again.attempt(p.puzzle_id)  # a reload keeps the mistake: no 3 stars now
    assert resumed.mistakes == 1
    resumed.judged(check_answer(p, _right_answer(p)))
    again.update(p.puzzle_id, 1, resumed)
    assert (again.level(1).tried, again.level(1).two, again.level(1).three) == (1, 1, 0)
    # Solving it again later changes nothing.
    later = again.attempt(p.puzzle_id)
    later.judged(check_answer(p, _right_answer(p)))
    again.update(p.puzzle_id, 1, later)
    assert again.level(1).solved == 1 and again.level(1).tried == 1

    day = dt.date(2026, 12, 2)
    rec = PuzzleRecord()
    for offset in (0, 1, 2, 4):  # the 2nd, 3rd, 4th and 6th of December
        date = day + dt.timedelta(days=offset)
        daily = daily_puzzle(date)
        for _puzzle_of_that_day in range(2):  # solving twice on one day is one day
            attempt = Attempt()
            attempt.judged(check_answer(daily, _right_answer(daily)))
            rec.update(daily.puzzle_id, daily.level, attempt, daily_on=date)
    assert rec.streak(day + dt.timedelta(days=2)) == 3
    assert rec.streak(day + dt.timedelta(days=3)) == 3  # today's not solved yet
    assert rec.streak(day + dt.timedelta(days=4)) == 1
    assert rec.streak(day + dt.timedelta(days=6)) == 0
    assert rec.best_streak == 3
    assert PuzzleRecord.from_json(rec.to_json()) == rec
    # An old daily opened from a link on another day does not count for the streak.
    old = daily_puzzle(day - dt.timedelta(days=10))
    attempt = Attempt()
    attempt.judged(check_answer(old, _right_answer(old)))
    rec.update(old.puzzle_id, old.level, attempt)
    assert (day - dt.timedelta(days=10)).isoformat() not in rec.days
    assert daily_id(day) == daily_puzzle(day).puzzle_id


def test_spade_doubling_is_never_on_silently() -> None:
    """Issue 13: level 5 doubled the score for a spade upcard although Oklahoma has no
    such rule. No preset turns it on, so no puzzle does; when a puzzle's rules have it
    on, the page says so in words."""
    for preset in Rules.preset_names():
        for level in LEVELS:
            for seed in SEEDS:
                p = make_puzzle(seed, level, preset)
                assert p.rules == Rules.preset(preset if level < 5 else "oklahoma")
                assert not p.result.doubled
    p = make_puzzle("3", 5)
    spade = next(c for c in full_deck() if c.suit.value == "S" and c.rank == p.upcard.rank)
    doubled = dataclasses.replace(p, rules=p.rules.with_options(spade_doubles=True),
                                  upcard=spade)
    assert "Spade upcard: the hand counts double." in rule_lines(doubled, "oklahoma")
    assert "Open schoppenkaart: de ronde telt dubbel." in rule_lines(doubled, "oklahoma", "nl")
    heart = next(c for c in full_deck() if c.suit.value == "H" and c.rank == p.upcard.rank)
    on_not_spade = dataclasses.replace(doubled, upcard=heart)
    assert "A spade upcard would double the hand; this one is not a spade." in rule_lines(
        on_not_spade, "oklahoma")
    assert hints(doubled)[1].endswith("Spade upcard: the hand counts double.")


def _stated(option: str, p, lines: list[str]) -> bool:  # type: ignore[no-untyped-def]
    rules = p.rules
    limit = rules.max_knock_deadwood(p.upcard)
    if option in ("knock_limit", "knock_limit_inclusive", "knock_limit_from_upcard",
                  "ace_upcard_gin_only"):
        want = ("Only gin ends this hand." if limit == 0
                else f"You may knock with up to {limit} deadwood.")
    elif option == "gin_bonus":
        want = f"Gin bonus: {rules.gin_bonus}."
    elif option == "big_gin_bonus":
        want = ("Big gin is not played." if rules.big_gin_bonus is None
                else f"Big gin bonus: {rules.big_gin_bonus}.")
    elif option == "undercut_bonus":
        want = f"Undercut bonus: {rules.undercut_bonus}."
    else:
        assert option == "spade_doubles"
        want = "Spade upcard" if rules.spade_doubles else "does not double"
    return any(want in line for line in lines)


@pytest.mark.parametrize("level", LEVELS)
def test_every_rule_that_differs_from_the_learners_is_stated(level: int) -> None:
    """For every level, many seeds, every preset a link may name and every preset the
    learner may have chosen: each scoring option that differs is said on the page, and
    no other option changes the score (so nothing unstated is used)."""
    names = Rules.preset_names()
    for seed in SEEDS:
        for preset in names:
            p = make_puzzle(seed, level, preset)
            for learner in names:
                lines = puzzle_view(p, "en", learner)["rule_lines"]
                mine = Rules.preset(learner)
                for f in dataclasses.fields(Rules):
                    ours, theirs = getattr(p.rules, f.name), getattr(mine, f.name)
                    if ours != theirs and f.name in SCORING_OPTIONS:
                        assert _stated(f.name, p, lines), (seed, preset, learner, f.name, lines)
                if p.rules.spade_doubles:
                    assert _stated("spade_doubles", p, lines)
                # The options not stated do not change this hand's score.
                same = mine.with_options(
                    **{o: getattr(p.rules, o) for o in SCORING_OPTIONS if hasattr(mine, o)}
                )
                again = score_hand(p.knocker_cards, p.defender_cards, same,
                                   knocker_melds=p.knocker_melds, upcard=p.upcard)
                assert (again.winner, again.points) == (p.result.winner, p.result.points)
            assert len(puzzle_view(p, "nl", "standard")["rule_lines"]) == len(
                puzzle_view(p, "en", "standard")["rule_lines"])


def _all_spreads(cards, rules, upcard):  # type: ignore[no-untyped-def]
    """Brute force: every choice of disjoint melds (checked by the engine) within the
    knock limit, runs whole."""
    cards = list(cards)
    groups = []
    for size in range(3, len(cards) + 1):
        for combo in itertools.combinations(cards, size):
            verdict = check_meld(combo)
            if verdict.meld is not None:
                groups.append(verdict.meld)
    limit = rules.max_knock_deadwood(upcard)
    out = set()
    for n in range(0, 4):
        for chosen in itertools.combinations(groups, n):
            used = [c for m in chosen for c in m.cards]
            if len(used) != len(set(used)):
                continue
            runs = [m for m in chosen if m.is_run]
            if any(a.suit is b.suit and a.cards[-1].rank + 1 == b.cards[0].rank
                   for a in runs for b in runs):
                continue
            if sum(c.value for c in cards if c not in used) <= limit:
                out.add(frozenset(chosen))
    return out


def test_level5_accepts_every_spread_the_rules_allow_and_judges_it_by_its_points() -> None:
    for seed in SEEDS:
        p = make_puzzle(seed, 5)
        offered = {frozenset(o.melds) for o in p.spread_options}
        assert offered == _all_spreads(p.knocker_cards, p.rules, p.upcard)
        assert legal_spreads(p.knocker_cards, p.rules, p.upcard)
        nets = [o.knocker_net() for o in p.spread_options]
        for i, option in enumerate(p.spread_options):
            res = option.result
            again = score_hand(p.knocker_cards, p.defender_cards, p.rules,
                               knocker_melds=option.melds, upcard=p.upcard)
            assert (again.winner, again.points) == (res.winner, res.points)
            laid = tuple(lo.card for lo in res.defender.layoffs)
            fb = check_answer(p, Answer(res.winner, res.points, laid, i))
            assert fb.parts["winner"] and fb.parts["points"] and fb.parts["layoffs"]
            assert fb.correct == (nets[i] == max(nets))
            if not fb.correct:
                assert f"Spread {'ABCDEFGH'[i]} is allowed, but another spread gives the " \
                    "knocker more." in fb.lines
        best = ", ".join("ABCDEFGH"[i] for i in p.best_spreads)
        assert f"Best for the knocker: spread {best}." in p.solution()


@pytest.mark.parametrize("level", (2, 3, 5))
def test_the_answer_names_the_layoffs_the_engine_computes(level: int) -> None:
    """Hint 3 and the solution say 'the defender lays off X': X is what the engine lays
    off, in both languages."""
    for seed in MANY[:120]:
        p = make_puzzle(seed, level)
        laid = p.result.defender.laid_off
        assert sorted(p.layoff_cards) == sorted(laid)
        for lang in LANGS:
            cards = format_cards(sort_hand(laid), lang) or PUZZLE_WORDS.say("none", lang)
            assert PUZZLE_WORDS.say("hint.answer.layoffs", lang, cards=cards) in hints(p, lang)[2]
            steps = " ".join(p.solution(lang))
            for card in laid:
                assert _label(card, lang) in steps


def test_level5_says_why_the_best_spread_wins_and_it_is_true() -> None:
    """Level 5 is about the choice: the least deadwood is never the whole answer, and the
    solution's 'why' sentence is true of the engine's layoffs under both spreads."""
    for seed in MANY[:120]:
        p = make_puzzle(seed, 5)
        opts = p.spread_options
        least = min(o.result.knocker_deadwood for o in opts)
        assert any(o.result.knocker_deadwood == least for i, o in enumerate(opts)
                   if i not in p.best_spreads)
        for lang in LANGS:
            steps = p.solution(lang)
            best = p.best_spreads[0]
            letters = "ABCDEFGH"
            why = [s for s in steps if s.startswith(("Spread " + letters[best],
                                                     "Spreads " + letters[best],
                                                     "Indeling " + letters[best],
                                                     "Indelingen " + letters[best]))
                   and (" leave" in s or " laat" in s or " laten" in s)]
            assert len(why) == 1, steps
            line = why[0]
            rival = next(i for i in range(len(opts)) if f" {letters[i]} " in
                         line.replace(letters[best] + " ", "", 1) + " " and i != best)
            b, r = opts[best].result, opts[rival].result
            assert rival not in p.best_spreads and b.knocker_deadwood >= r.knocker_deadwood
            blocked = [c for c in r.defender.laid_off if c not in b.defender.laid_off]
            if blocked:
                assert format_cards(sort_hand(blocked), lang) in line
            else:
                assert f"{b.defender_deadwood} " in line and b.defender_deadwood > \
                    r.defender_deadwood
