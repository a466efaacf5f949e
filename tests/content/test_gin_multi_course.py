"""The course "Gin for three and four" (lessons/gin-multi/): every lesson loads; every
exercise is answered by the engine under every preset of its game in both languages;
wrong answers get feedback that names what is wrong and never the answer; the practice
generators deal valid, solvable exercises; every word is there in English and Dutch.

The answers here come from the engine through the kinds (who deals next from a played
`Game`, the team's net from a played `Match`, the seven-card showdown from
`score_ring`), never written into the test."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

from ginrules import Card, Rules, parse_cards
from gintutor import exercises as ex
from gintutor.catalogues import catalogues
from gintutor.courses import load_courses
from gintutor.exercises import Exercise, HandLine
from gintutor.i18n import LANGS
from gintutor.kinds import KINDS, kind_of
from gintutor.kinds.games.multi_common import SEATS, deals_after, ring_result
from gintutor.kinds.games.multi_words import WORDS as MULTI_WORDS
from gintutor.lessons import Lesson
from gintutor.words import area

COURSE = next(c for c in load_courses() if c.id == "gin-multi")
LESSONS = list(COURSE.lessons)
MULTI_KINDS = [k for k in KINDS if k.startswith("multi_")]
EVERY = [(lesson, n, e) for lesson in LESSONS for n, e in enumerate(lesson.exercises, 1)]


def _presets(variant: str) -> list[Rules]:
    return [Rules.preset(name, variant) for name in Rules.preset_names(variant)]


def test_the_course_has_its_lessons_and_games() -> None:
    assert COURSE.variant == "gin-3" and COURSE.folder == "gin-multi"
    assert len(LESSONS) >= 4
    assert [lesson.variant for lesson in LESSONS] == ["gin-3", "gin-pairs", "gin-7", "gin-7"]
    for lesson in LESSONS:
        assert lesson.id.startswith("gin-multi/")
        assert len(lesson.exercises) >= 6, lesson.id
        assert lesson.practice, lesson.id
        assert any(b.groups for b in lesson.blocks) or lesson.variant == "gin-pairs"
    used = {e.kind for lesson in LESSONS for e in lesson.exercises}
    assert set(MULTI_KINDS) <= used


@pytest.mark.parametrize(("lesson", "number", "e"), EVERY,
                         ids=[f"{lsn.id}-{n}" for lsn, n, _ in EVERY])
def test_every_exercise_is_answered_under_every_preset_in_both_languages(
    lesson: Lesson, number: int, e: Exercise
) -> None:
    for rules in _presets(lesson.variant):
        answer = ex.solve(e, rules)
        for lang in LANGS:
            assert ex.question(e, lang, rules).strip()
            hints = ex.hints(e, rules, lang)
            assert all(h.text.strip() for h in hints)
            verdict = ex.judge(e, answer, rules, lang)
            assert verdict.correct, (lesson.id, number, lang, verdict.message)
            kind_of(e.kind).body(e, rules, lang)  # the page can draw it


def test_the_prose_fills_in_under_every_preset() -> None:
    for lesson in LESSONS:
        for rules in _presets(lesson.variant):
            for lang in LANGS:
                text = " ".join(p for b in lesson.blocks
                                for p in lesson.paragraphs(b, lang, rules))
                assert "{" not in text and "}" not in text


# ------------------------------------------------------------------ the engine's answers


def test_who_deals_next_is_the_engines_and_ignores_the_winner() -> None:
    rules = Rules.preset("standard", "gin-3")
    base = Exercise("multi_sits_out", players=3, dealer=0, variant="gin-3")
    one = replace(base, hands=(HandLine(1, 10, "knock"),))
    other = replace(base, hands=(HandLine(2, 10, "knock"),))
    assert deals_after(one, rules) == deals_after(other, rules) == (1, (0, 2))
    # A player who sits out a hand cannot be written down as its winner.
    with pytest.raises(ex.ExerciseError):
        deals_after(replace(base, hands=(HandLine(0, 10, "knock"),)), rules)


def test_the_lessons_net_example_is_plus_two() -> None:
    lesson = LESSONS[1]
    e = lesson.exercises[1]  # +12 at table 1, -10 at table 2
    for rules in _presets("gin-pairs"):
        assert ex.solve(e, rules) == ("Ann & Cas", "2")


def test_seed_002s_showdown() -> None:
    lesson = LESSONS[3]
    layoff = lesson.exercises[1]
    pays = lesson.exercises[2]
    for rules in _presets("gin-7"):
        assert ex.solve(layoff, rules) == frozenset()  # Cas may not add 9H to Bob's 8H
        assert ex.solve(pays, rules) == ("Ann", (("Ann", "0"), ("Bob", "18"), ("Cas", "6")))


# ------------------------------------------------------------------ wrong answers


def _number(text: str, n: int) -> bool:
    return re.search(rf"(?<![\d]){n}(?![\d♠♥♦♣])", text) is not None


def _wrong_answers(e: Exercise, right: Any) -> list[Any]:
    """Several plausible mistakes, each judged wrong by the engine (checked below)."""
    k = e.kind
    if k == "multi_sits_out":
        return [s for s in SEATS[:3] if s != right]
    if k == "multi_meets":
        return [n for n in ("1", "2", "3") if n != right]
    if k == "multi_team_net":
        who, points = right
        teams = ["Ann & Cas", "Bob & Dee"]
        out: list[Any] = [(t, points) for t in [*teams, "level"] if t != who]
        if who != "level":
            out += [(who, str(int(points) + 1)), (who, str(int(points) + 20)), (who, "x")]
        return out
    if k == "multi_knock7":
        out = []
        if right[0] != "none":
            out.append(("none", None))
        out += [("knock", c) for c in e.cards if ("knock", c) != right][:3]
        out.append(("gin", next(c for c in e.cards if c != right[1])))
        return out
    if k == "multi_ring_layoff":
        out = [frozenset({c}) for c in e.cards if c not in right][:4]
        if right:
            out.append(frozenset())
        return out
    if k == "multi_ring_pays":
        who, numbers = right
        seats = [name for name, _ in numbers]
        out = [(s, numbers) for s in seats if s != who]
        for i, (name, n) in enumerate(numbers):
            changed = list(numbers)
            changed[i] = (name, str(int(n) + 3))
            out.append((who, tuple(changed)))
        out.append((who, tuple((name, "") for name, _ in numbers)))
        return out
    return []


def _leaks(e: Exercise, right: Any, wrong: Any, text: str) -> list[str]:
    """What of the answer a message shows."""
    leaks = []
    k = e.kind
    if k == "multi_sits_out" and right in text:
        leaks.append(right)
    if k == "multi_meets" and _number(text, int(right)):
        leaks.append(right)
    if k == "multi_team_net":
        who, points = right
        if who != "level" and who in text and wrong[0] != who:
            leaks.append(who)
        if who != "level" and int(points) and _number(text, int(points)):
            leaks.append(points)
    if k == "multi_knock7" and right[1] is not None and wrong[1] != right[1] \
            and str(right[1]) in text:
        leaks.append(str(right[1]))
    if k == "multi_ring_layoff":
        leaks += [str(c) for c in set(right) - set(wrong) if str(c) in text]
    if k == "multi_ring_pays":
        who, numbers = right
        if wrong[0] != who and re.search(rf"\b{who}\b", text) and wrong[0] != who:
            leaks.append(who)
        for (name, n), (_, guess) in zip(numbers, wrong[1], strict=True):
            if guess != n and int(n) and _number(text, int(n)):
                leaks.append(f"{name} {n}")
    return leaks


@pytest.mark.parametrize(("lesson", "number", "e"), EVERY,
                         ids=[f"{lsn.id}-{n}" for lsn, n, _ in EVERY])
def test_wrong_answers_say_what_is_wrong_without_the_answer(
    lesson: Lesson, number: int, e: Exercise
) -> None:
    if not e.kind.startswith("multi_"):
        return  # the two-player kinds are checked by tests/content/test_teaching_contract.py
    for rules in _presets(lesson.variant):
        right = ex.solve(e, rules)
        wrongs = _wrong_answers(e, right)
        assert len(wrongs) >= 2
        for lang in LANGS:
            answer_hint = ex.hints(e, rules, lang)[2].text
            for wrong in wrongs:
                verdict = ex.judge(e, wrong, rules, lang)
                assert not verdict.correct, (lesson.id, number, wrong)
                assert verdict.message.strip()
                assert answer_hint not in verdict.message
                assert not _leaks(e, right, wrong, verdict.message), (
                    lesson.id, number, lang, wrong, verdict.message)


def test_the_feedback_names_the_mistake() -> None:
    rules = Rules.preset("standard", "gin-7")
    seed = LESSONS[3].exercises[1]  # Cas may not add 9H
    v = ex.judge(seed, frozenset({Card("9H")}), rules, "en")
    assert "Bob" in v.message and v.cards == (Card("9H"),)
    undercut = LESSONS[3].exercises[4]  # Cas undercuts; Ann forgets the bonus
    who, numbers = ex.solve(undercut, rules)
    forgot = tuple((n, str(int(p) - rules.undercut_bonus)) if n == "Ann" else (n, p)
                   for n, p in numbers)
    assert "bonus" in ex.judge(undercut, (who, forgot), rules, "en").message
    tie = LESSONS[3].exercises[6]  # Bob and Dee tie: Bob, first in turn, undercuts
    assert "tie" in ex.judge(tie, ("Dee", ex.solve(tie, rules)[1]), rules, "en").message
    net = LESSONS[1].exercises[1]  # +12 and -10: adding them up is the classic mistake
    pairs = Rules.preset("standard", "gin-pairs")
    assert "adds" in ex.judge(net, ("Ann & Cas", "22"), pairs, "en").message
    sits = LESSONS[0].exercises[0]  # Cas won hand 1: the winner does not deal
    assert "winner" in ex.judge(sits, "Cas", Rules.preset("standard", "gin-3"), "en").message


# ------------------------------------------------------------------ practice


@pytest.mark.parametrize("name", MULTI_KINDS)
def test_generators_deal_valid_solvable_exercises(name: str) -> None:
    variant = next(lsn.variant for lsn in LESSONS for p in lsn.practice if p.kind == name) \
        if any(p.kind == name for lsn in LESSONS for p in lsn.practice) else \
        next(lsn.variant for lsn in LESSONS for e in lsn.exercises if e.kind == name)
    kind = kind_of(name)
    presets = _presets(variant)
    # 200 seeds spread over the house rules (each preset deals its share of them): every
    # seed and every preset is dealt, checked, solved and judged once; every fifth is
    # dealt again (the same) and said in both languages.
    for i, rules in enumerate(presets):
        for k, seed in enumerate(range(i, 200, len(presets))):
            made = ex.practice(name, "", seed, rules, variant)
            ex.check(made)
            answer = ex.solve(made, rules)
            assert ex.judge(made, answer, rules, "en").correct, (name, seed, i)
            if k % 5 == 0:
                assert made == ex.practice(name, "", seed, rules, variant)  # same seed, same
                for lang in LANGS:
                    kind.body(made, rules, lang)
                    assert all(h.text for h in ex.hints(made, rules, lang))


def test_every_lessons_practice_is_answered() -> None:
    for lesson in LESSONS:
        for rules in _presets(lesson.variant):
            for seed in range(6):
                made = lesson.practice_exercise(seed, rules)
                assert ex.judge(made, ex.solve(made, rules), rules, "nl").correct


# ------------------------------------------------------------------ words and the page


def test_every_word_is_there_in_english_and_dutch() -> None:
    assert not MULTI_WORDS.problems()
    assert any(c is MULTI_WORDS for c in catalogues())
    assert not area("lessons_multi").problems()
    for name in MULTI_KINDS:
        assert f"ask.{name}" in MULTI_WORDS and f"nudge.{name}" in MULTI_WORDS
        assert f"rule.{name}" in MULTI_WORDS


def test_the_controls_carry_the_answer_the_judge_takes() -> None:
    from gintutor.kinds import Controls

    rules = Rules.preset("standard", "gin-7")
    pays = LESSONS[3].exercises[2]
    who, numbers = ex.solve(pays, rules)
    html = kind_of("multi_ring_pays").body(pays, rules, "en")
    for name, _ in numbers:  # one labelled box per player, and a radio per player
        assert f'data-number="{name}"' in html and f'value="{name}"' in html
    answer = kind_of("multi_ring_pays").answer(Controls(who=who, numbers=numbers))
    assert ex.judge(pays, answer, rules, "en").correct
    sits = LESSONS[0].exercises[0]
    gin3 = Rules.preset("standard", "gin-3")
    assert 'name="who"' in kind_of("multi_sits_out").body(sits, gin3, "en")
    knock = LESSONS[2].exercises[2]
    right = ex.solve(knock, rules)
    controls = Controls(button=right[0], picked=tuple(parse_cards(str(right[1].code))))
    assert ex.judge(knock, kind_of("multi_knock7").answer(controls), rules, "en").correct


# ------------------------------------------------------------------ the showdown lesson (issue 31)

SHOWDOWN = next(lesson for lesson in LESSONS if lesson.slug == "seven-card-showdown")
CARD_NUMBER = re.compile(r"(?<![\d])(\d+)(?![\d♠♥♦♣])")


def _seed_example() -> tuple[Exercise, dict[str, tuple[Card, ...]]]:
    """The seed's example as the lesson scores it (the exercise that asks who pays what
    with Ann, Bob and Cas), and each player's seven cards."""
    e = next(e for e in SHOWDOWN.exercises if e.kind == "multi_ring_pays" and len(e.others) == 2
             and e.knocker == SHOWDOWN.exercises[0].knocker)
    return e, {"Ann": e.knocker, "Bob": e.others[0], "Cas": e.others[1]}


def test_every_example_card_in_the_showdown_prose_is_labelled_by_its_player() -> None:
    """Issue 31, item 5: nine unlabelled cards (whose is 8♥, whose is 9♥?). Each picture
    under the prose is one player's cards, under a text that names that player; together
    they are every hand the example counts."""
    _e, hands = _seed_example()
    shown: dict[str, set[Card]] = {}
    for block in SHOWDOWN.blocks:
        cards = {c for group in block.groups for c in group}
        if not cards:
            continue
        owners = [name for name, hand in hands.items() if cards <= set(hand)]
        assert len(owners) == 1, f"a picture mixes players' cards: {sorted(map(str, cards))}"
        owner = owners[0]
        for lang in LANGS:
            assert re.search(rf"\b{owner}\b", block.text[lang]), (owner, lang, block.text[lang])
        shown.setdefault(owner, set()).update(cards)
    assert {name: set(hand) for name, hand in hands.items()} == shown


@pytest.mark.parametrize("rules", _presets("gin-7"), ids=Rules.preset_names("gin-7"))
def test_every_number_in_the_showdown_prose_is_the_engines_on_the_cards_shown(
    rules: Rules,
) -> None:
    """"Bob keeps 21" must be checkable: each number of the prose is a deadwood, a payment
    or a score the engine works out from the hands the lesson shows (or a house rule's)."""
    e, _hands = _seed_example()
    res = ring_result(e, rules, e.others)
    engine = {res.points, *(p for _, p in res.payments),
              *(sp.deadwood for sp in res.spreads),
              res.knocker_arrangement.deadwood_count}
    allowed = engine | {rules.undercut_bonus, rules.gin_bonus,
                        rules.max_knock_deadwood(e.upcard)}
    for lang in LANGS:
        text = " ".join(p for b in SHOWDOWN.blocks for p in SHOWDOWN.paragraphs(b, lang, rules))
        assert e.upcard is not None and e.upcard.label_in(lang) in text
        said = {int(n) for n in CARD_NUMBER.findall(text)}
        assert said <= allowed, (lang, said - allowed)
        assert {21, 9, 18, 6, 24} <= said and {21, 9, 18, 6, 24} <= engine


@pytest.mark.parametrize("chain", [True, False])
def test_the_prose_teaches_the_own_layoff_rule_before_a_hint_uses_it(chain: bool) -> None:
    """Hint 3 of a layoff exercise may say an opponent builds on their own layoff; the
    lesson says so (as the house rules have it) before the exercises."""
    for name in Rules.preset_names("gin-7"):
        rules = Rules.preset(name, "gin-7").with_options(chain_own_layoffs=chain)
        for lang in LANGS:
            rule = str(ex.rules_values(rules, lang)["layoff_chain"])
            text = " ".join(p for b in SHOWDOWN.blocks
                            for p in SHOWDOWN.paragraphs(b, lang, rules))
            assert rule in text
            assert rule in ex.hints(SHOWDOWN.exercises[0], rules, lang)[1].text


def test_the_answer_speaks_of_building_on_a_layoff_only_where_it_happens() -> None:
    """Exercise 1: Cas's 4♥ goes on Ann's own run: no layoff is built on, so the answer
    says nothing of it. Exercise 4: Dee lays 3♥ next to her own 4♥, and the answer says so."""
    rules = Rules.preset("standard", "gin-7")
    one = SHOWDOWN.exercises[0]
    four = next(e for e in SHOWDOWN.exercises if e.kind == "multi_ring_layoff"
                and len(e.others) == 2)
    for lang in LANGS:
        rule = str(ex.rules_values(rules, lang)["layoff_chain"])
        assert rule not in ex.hints(one, rules, lang)[2].text
        assert rule in ex.hints(four, rules, lang)[2].text


def test_a_level_hand_with_points_typed_says_what_was_typed() -> None:
    """The learner chose "level" and typed points: the message says so, and nothing about
    looking again at who comes out ahead (they were right about that)."""
    level = LESSONS[1].exercises[3]
    pairs = Rules.preset("standard", "gin-pairs")
    assert ex.solve(level, pairs) == ("level", "0")
    for lang, said in (("en", "You chose level"), ("nl", "Je koos gelijk")):
        msg = ex.judge(level, ("level", "5"), pairs, lang).message
        assert msg.startswith(said) and "5" in msg, msg
        assert "ahead" not in msg and "beter" not in msg, msg
