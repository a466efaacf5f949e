"""The Rummy course (lessons/rummy/, kinds gintutor/kinds/games/rummy_*.py): every lesson
loads, every exercise is solved by the engine under every Rummy preset in both languages,
wrong answers get feedback that names what is wrong without the answer, and "more
practice" deals valid, solvable exercises for 200 seeds under every preset.

The right answers are the engine's (`ginrules.rummy.hand`), never written here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import combinations
from typing import Any

import pytest

from ginrules import Card, Rules, parse_cards
from ginrules.rummy.hand import TableMeld, find_plays
from gintutor import exercises as ex
from gintutor.catalogues import catalogues
from gintutor.courses import load_courses
from gintutor.dealing import Dealer
from gintutor.exercises import Exercise
from gintutor.i18n import LANGS
from gintutor.kinds import Controls, kind_of
from gintutor.kinds.games import rummy_common as common
from gintutor.lesson_page import exercise_html
from gintutor.rules_text import placeholder_values

COURSE = next(c for c in load_courses() if c.id == "rummy")
PRESETS = Rules.preset_names("rummy")
RULES = {name: Rules.preset(name, "rummy") for name in PRESETS}
EXERCISES = [(f"{lesson.id}#{i}", e) for lesson in COURSE.lessons
             for i, e in enumerate(lesson.exercises, 1)]
NEW_KINDS = ("rummy_may_lay_off", "rummy_plays", "rummy_hold", "rummy_pays")


def _has_number(text: str, n: int) -> bool:
    """`n` as a number of its own in `text` (not part of 10♥ or of 125)."""
    return re.search(rf"(?<![\d]){n}(?![\d♠♥♦♣])", text) is not None


def _names(text: str, card: Card, lang: str) -> bool:
    label = re.escape(card.label_in(lang))
    return re.search(rf"(?<![\d]){label}", text) is not None


# ---------------------------------------------------------------- the lessons


def test_the_course_has_five_lessons_each_with_six_exercises_and_practice() -> None:
    assert COURSE.variant == "rummy" and COURSE.folder == "rummy"
    assert len(COURSE.lessons) >= 5
    for lesson in COURSE.lessons:
        assert lesson.id.startswith("rummy/")
        assert lesson.variant == "rummy"
        assert len(lesson.exercises) >= 6, lesson.id
        assert lesson.practice, lesson.id
    taught = {e.kind for lesson in COURSE.lessons for e in lesson.exercises}
    assert set(NEW_KINDS) <= taught


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_exercise_is_solved_and_asked_under_every_preset(preset: str, lang: str) -> None:
    rules = RULES[preset]
    for where, e in EXERCISES:
        right = ex.solve(e, rules)
        verdict = ex.judge(e, right, rules, lang)
        assert verdict.correct, (where, preset, verdict.message)
        assert ex.question(e, lang, rules).strip(), where
        hints = ex.hints(e, rules, lang)
        assert all(h.text.strip() and "{" not in h.text for h in hints), (where, hints)
        html = exercise_html(e, rules, lang, 1, 6)
        assert 'class="exercise"' in html


@pytest.mark.parametrize("preset", PRESETS)
def test_the_prose_fills_in_under_every_preset(preset: str) -> None:
    for lesson in COURSE.lessons:
        for block in lesson.blocks:
            for lang in LANGS:
                text = " ".join(lesson.paragraphs(block, lang, RULES[preset]))
                assert "{" not in text and text.strip(), lesson.id


def test_the_rummy_placeholders_follow_the_house_rules() -> None:
    std = placeholder_values(RULES["standard"], "en")
    high = placeholder_values(RULES["ace-high"], "en")
    out = placeholder_values(RULES["discard-out"], "nl")
    assert "Q-K-A is not" in str(std["rummy_ace"]) and "Q-K-A" in str(high["rummy_ace"])
    assert "K-A-2 is not" in str(high["rummy_ace"])
    assert "afleggen" in str(out["rummy_out"]) and "één" in str(out["rummy_melds"])


# ---------------------------------------------------------------- the engine's answers


def test_a_card_fits_the_meld_as_the_engine_says() -> None:
    e = next(e for _, e in EXERCISES if e.kind == "rummy_may_lay_off" and e.preset == "ace-high")
    assert ex.solve(e, RULES["standard"]) is True  # the exercise's own rules: ace high
    low = Exercise("rummy_may_lay_off", (), table=(parse_cards("JC QC KC"),), owners=(1,),
                   players=3, card=parse_cards("AC")[0], variant="rummy")
    assert ex.solve(low, RULES["standard"]) is False
    assert ex.solve(low, RULES["ace-high"]) is True


def test_the_turn_search_agrees_with_find_plays_without_limits() -> None:
    dealer = Dealer.seeded("rummy-course-test", 1)
    for _ in range(150):
        e = kind_of("rummy_plays").generate(dealer, "", RULES["standard"])
        table = common.table_melds(e)
        plays = find_plays(e.cards, table)
        searched = common._search(frozenset(e.cards), table, 99, False, False)
        assert searched.kept == plays.least_left, e


def test_one_meld_a_turn_and_out_with_a_discard_are_the_turns_limits() -> None:
    hand = parse_cards("3C 4C 5C 6C 9D 9H 9S QD")
    best = common.best_turn(hand, (), RULES["standard"])
    assert best.kept == 10
    limited = common.best_turn(hand, (), RULES["discard-out"])
    assert limited.kept == 3 + 4 + 5 + 6 + 10  # the nines are the one meld
    nines = (TableMeld(2, tuple(parse_cards("9D 9H 9S")), False),)
    out = parse_cards("6C 7C 8C 9C")
    assert common.best_turn(out, nines, RULES["standard"]).kept == 0
    assert common.best_turn(out, nines, RULES["discard-out"]).kept == 6


def _first_rummy() -> Exercise:
    """The first finished hand whose winner had put nothing on the table before."""
    return next(e for _, e in EXERCISES if e.kind == "rummy_pays"
                and e.seat not in e.owners)


def test_a_finished_hand_is_the_engines_result() -> None:
    e = _first_rummy()
    res = common.pays_result(e, RULES["standard"])
    assert res.kind == "rummy"
    payers = common.payer_seats(e)
    assert res.payments == tuple((seat, 2 * sum(c.value for c in held))
                                 for seat, held in zip(payers, e.others, strict=True))


# ---------------------------------------------------------------- wrong answers


def _wrong_plays(e: Exercise, rules: Rules) -> Iterator[tuple[Card, ...]]:
    right = ex.solve(e, rules)
    cards = sorted(e.cards, key=lambda c: c.index)
    yield ()
    for c in cards:
        yield (c,)
    yield from combinations(cards, 2)
    for c in right:
        yield tuple(x for x in right if x != c)
    for c in cards:
        if c not in right:
            yield (*right, c)
    yield tuple(cards)


@pytest.mark.parametrize("preset", PRESETS)
def test_wrong_plays_name_the_learners_card_never_the_missing_ones(preset: str) -> None:
    rules = RULES[preset]
    for where, e in EXERCISES:
        if e.kind != "rummy_plays":
            continue
        right = ex.solve(e, rules)
        for lang in LANGS:
            for picked in _wrong_plays(e, rules):
                verdict = ex.judge(e, picked, rules, lang)
                if verdict.correct:
                    continue
                assert verdict.message.strip()
                assert set(verdict.cards) <= set(picked), (where, picked, verdict)
                for c in right:
                    if c not in picked:
                        assert not _names(verdict.message, c, lang), (where, picked, verdict)


@pytest.mark.parametrize("preset", PRESETS)
def test_a_wrong_yes_or_no_says_what_the_meld_takes_without_the_cards(preset: str) -> None:
    rules = RULES[preset]
    for where, e in EXERCISES:
        if e.kind != "rummy_may_lay_off":
            continue
        meld = common.table_melds(e)[0]
        fitting = common.fitting(meld, e.rules_for(rules).ace_high_or_low)
        for lang in LANGS:
            verdict = ex.judge(e, not ex.solve(e, rules), rules, lang)
            assert not verdict.correct, where
            for c in fitting:
                assert not _names(verdict.message, c, lang), (where, verdict.message)
            answer = ex.hints(e, rules, lang)[2].text
            assert answer.startswith(("Yes", "No", "Ja", "Nee")), answer


def _wrong_payments(right: tuple[tuple[str, str], ...]) -> Iterator[tuple[tuple[str, str], ...]]:
    for i, (box, text) in enumerate(right):
        n = int(text)
        for wrong in {n + 1, max(0, n - 1), n * 2, n // 2, n + 10}:
            if wrong != n:
                yield (*right[:i], (box, str(wrong)), *right[i + 1:])
        yield (*right[:i], (box, ""), *right[i + 1:])
        yield (*right[:i], (box, "x"), *right[i + 1:])


@pytest.mark.parametrize("preset", PRESETS)
def test_a_wrong_payment_names_the_player_never_the_number(preset: str) -> None:
    rules = RULES[preset]
    for where, e in EXERCISES:
        if e.kind != "rummy_pays":
            continue
        right = ex.solve(e, rules)
        res = common.pays_result(e, rules)
        for lang in LANGS:
            for answer in _wrong_payments(right):
                verdict = ex.judge(e, answer, rules, lang)
                assert not verdict.correct, (where, answer)
                seat = next(s for (s, paid), (_, typed) in zip(res.payments, answer, strict=True)
                            if typed != str(paid))
                assert common.NAMES[seat] in verdict.message, (where, verdict.message)
                for _, paid in res.payments:
                    assert not _has_number(verdict.message, paid), (where, verdict.message)
            answer_hint = ex.hints(e, rules, lang)[2].text
            assert all(_has_number(answer_hint, paid) for _, paid in res.payments)


@pytest.mark.parametrize("preset", PRESETS)
def test_a_wrong_holding_number_says_which_never_the_number(preset: str) -> None:
    rules = RULES[preset]
    for where, e in EXERCISES:
        if e.kind != "rummy_hold":
            continue
        right = ex.solve(e, rules)
        numbers = [int(text) for _, text in right]
        for lang in LANGS:
            for answer in _wrong_payments(right):
                verdict = ex.judge(e, answer, rules, lang)
                assert not verdict.correct, (where, answer)
                for n in numbers:
                    assert not _has_number(verdict.message, n), (where, verdict.message)
            shown = ex.hints(e, rules, lang)[2].text
            assert all(_has_number(shown, n) for n in numbers)


def test_holding_counts_every_card_and_the_turn_takes_out_what_goes_down() -> None:
    e = next(e for _, e in EXERCISES if e.kind == "rummy_hold")
    hold, down = (int(text) for _, text in ex.solve(e, RULES["standard"]))
    assert hold == sum(c.value for c in e.cards)
    assert down == find_plays(e.cards, common.table_melds(e)).least_left
    melds_only = ex.judge(e, (("hold", str(down)), ("down", str(down))), RULES["standard"], "en")
    assert "melds" in melds_only.message


def test_the_payment_feedback_says_why_in_general_terms() -> None:
    rules = RULES["standard"]
    e = _first_rummy()
    right = ex.solve(e, rules)
    single = str(int(right[0][1]) // 2)
    assert "rummy" in ex.judge(e, ((right[0][0], single), *right[1:]), rules, "en").message
    # two players are dealt ten each: what each holds and owns on the table adds up to ten
    # (the winner holds one more, the card just drawn)
    winners = (parse_cards("5D 6D 7D"), parse_cards("TC JC QC KC"))
    faces = Exercise("rummy_pays", parse_cards("7H 8H 9H 2C"), others=(parse_cards("KS QD 3C"),),
                     table=(*winners, parse_cards("2S 3S 4S 5S"), parse_cards("9D 9C 9S")),
                     owners=(0, 0, 1, 1), players=2, variant="rummy")
    box = ex.solve(faces, rules)[0][0]
    assert "face card worth" in ex.judge(faces, ((box, str(13 + 12 + 3)),), rules, "en").message
    melds = Exercise("rummy_pays", parse_cards("7H 8H 9H 2C"),
                     others=(parse_cards("4C 4D 4S KS"),),
                     table=(*winners, parse_cards("8S 9S TS"), parse_cards("AD AH AC")),
                     owners=(0, 0, 1, 1), players=2, variant="rummy")
    box = ex.solve(melds, rules)[0][0]
    assert "melds too" in ex.judge(melds, ((box, "10"),), rules, "en").message


# ---------------------------------------------------------------- the page's controls


@pytest.mark.parametrize("preset", PRESETS)
def test_each_kind_reads_its_answer_from_the_page_controls(preset: str) -> None:
    rules = RULES[preset]
    for where, e in EXERCISES:
        kind = kind_of(e.kind)
        right = ex.solve(e, rules)
        markup = kind.body(e, e.rules_for(rules), "en")
        controls: Controls
        if e.kind == "rummy_may_lay_off":
            controls = Controls(button="yes" if right else "no")
            assert f'data-answer="{controls.button}"' in markup
        elif e.kind == "rummy_plays":
            controls = Controls(picked=tuple(right)) if right else Controls(button="none")
            assert 'data-answer="none"' in markup and 'data-action="check"' in markup
        elif e.kind in ("rummy_pays", "rummy_hold"):
            controls = Controls(numbers=tuple(right))
            for box, _ in right:
                assert f'data-number="{box}"' in markup
        else:
            continue
        assert ex.judge(e, kind.answer(controls), rules, "en").correct, where


# ---------------------------------------------------------------- more practice


@pytest.mark.parametrize("preset", PRESETS)
def test_practice_deals_valid_solvable_exercises_for_200_seeds(preset: str) -> None:
    """The 200 seeds are spread over the presets: each preset deals every lesson's
    practice for its share of them (seeds i, i+4, ...); every fifth is dealt again, the
    same."""
    rules = RULES[preset]
    for lesson in COURSE.lessons:
        for k, seed in enumerate(range(PRESETS.index(preset), 200, len(PRESETS))):
            e = lesson.practice_exercise(seed, rules)
            if k % 5 == 0:
                assert e == lesson.practice_exercise(seed, rules)  # the same seed, the same one
            ex.check(e)
            right = ex.solve(e, rules)
            lang = LANGS[seed % 2]
            assert ex.judge(e, right, rules, lang).correct, (lesson.id, seed, e)
            assert len(ex.hints(e, rules, lang)) == 3
            if e.kind in NEW_KINDS:
                assert kind_of(e.kind).body(e, rules, lang)


def test_practice_deals_both_answers_and_both_endings() -> None:
    rules = RULES["standard"]
    fits = {ex.solve(ex.practice("rummy_may_lay_off", "", s, rules, "rummy"), rules)
            for s in range(40)}
    assert fits == {True, False}
    kinds = {common.pays_result(ex.practice("rummy_pays", "", s, rules, "rummy"), rules).kind
             for s in range(40)}
    assert kinds == {"out", "rummy"}
    sizes = {ex.practice("rummy_pays", "", s, rules, "rummy").players for s in range(60)}
    assert sizes == {2, 3, 4, 5, 6}


# ---------------------------------------------------------------- words


def test_every_word_of_the_rummy_kinds_is_in_english_and_dutch() -> None:
    assert common.OWN_WORDS.problems() == []
    assert any(c is common.WORDS or "rummy_common" in c.name for c in catalogues())
    for name in NEW_KINDS:
        kind: Any = kind_of(name)
        assert kind.words is common.WORDS
        for what in ("ask", "nudge", "rule"):
            for lang in LANGS:
                assert kind.words.template(f"{what}.{name}", lang).strip()


# ---------------------------------------------------------------- the prose (issue 31)

CARD_NUMBER = re.compile(r"(?<![\d])(\d+)(?![\d♠♥♦♣])")


def _lesson(slug: str) -> Any:
    return next(lesson for lesson in COURSE.lessons if lesson.slug == slug)


@pytest.mark.parametrize("preset", PRESETS)
def test_the_rummy_example_is_a_hand_the_engine_plays_to_rummy(preset: str) -> None:
    """Lesson 4's example of rummy: whose cards each picture shows is said above it, the
    hand sizes add up from a real deal (the prose says how many play), Bob's turn is
    legal under every preset, and what Ann pays is the engine's."""
    lesson = _lesson("going-out")
    pictures = [(b, tuple(c for g in b.groups for c in g)) for b in lesson.blocks if b.groups]
    bob = next(cards for b, cards in pictures if b.text["en"].lstrip().startswith("Bob"))
    ann = next(cards for b, cards in pictures if b.text["en"].lstrip().startswith("Ann"))
    text = " ".join(b.text["en"] for b in lesson.blocks)
    players = next(n for n in range(2, 7)
                   if re.search(rf"\b{['two', 'three', 'four', 'five', 'six'][n - 2]} play", text))
    dealt = common.hand_size(RULES[preset], players)
    assert len(ann) == dealt and len(bob) == dealt + 1  # Ann put nothing down; Bob drew
    used = {*bob, *ann}
    spare = [c for c in parse_cards("2H 3H 4H 5H 6H JH 2D 4D 5D 8D JD QD 3C 5C 6C 8C 9C TC "
                                     "JC QC KC") if c not in used]
    others = [tuple(spare[i * dealt:(i + 1) * dealt]) for i in range(players - 2)]
    e = Exercise("rummy_pays", bob, others=(*others, ann), players=players, seat=1,
                 variant="rummy")
    res = common.pays_result(e, RULES[preset])
    assert res.kind == "rummy"
    paid = dict(res.payments)[0]
    points = sum(c.value for c in ann)
    assert paid == 2 * points
    for lang in LANGS:
        said = {int(n) for b in lesson.blocks
                for n in CARD_NUMBER.findall(" ".join(lesson.paragraphs(b, lang, RULES[preset])))}
        assert {points, paid} <= said, (lang, said)


def _may_cases() -> Iterator[tuple[str, Exercise, str]]:
    for where, e in EXERCISES:
        if e.kind == "rummy_may_lay_off":
            yield where, e, e.preset or "standard"
    for seed in range(40):
        preset = PRESETS[seed % len(PRESETS)]
        yield (f"practice{seed}", ex.practice("rummy_may_lay_off", "", seed, RULES[preset],
                                              "rummy"), preset)


SAID = {
    ("en", True): "You said {card} fits", ("en", False): "You said the card does not fit",
    ("nl", True): "Je zei dat {card} past", ("nl", False): "Je zei dat de kaart niet past",
}


def test_a_wrong_yes_or_no_says_what_the_learner_said_and_where_to_look() -> None:
    """Issue 31, item 6: a wrong "No" on 5♥ and the set 5♣ 5♦ 5♠ was told "a set takes only
    a card of its own rank, and a set has at most four cards", which reads as a reason the
    card does not fit. A wrong answer says what the learner said, and where to look
    (the meld, its rank or suit, or its two ends), never that the card fits."""
    for where, e, preset in _may_cases():
        rules = RULES[preset]
        right = ex.solve(e, rules)
        meld = common.table_melds(e)[0]
        assert e.card is not None
        for lang in LANGS:
            v = ex.judge(e, not right, rules, lang)
            assert not v.correct
            said = SAID[lang, not right].format(card=e.card.label_in(lang))
            assert v.message.startswith(said), (where, preset, lang, v.message)
            assert common.meld_named(e, meld, lang) in v.message, (where, v.message)
            assert set(v.look) == set(meld.cards), where
            if right:  # the card fits: the message never names it
                assert not _names(v.message, e.card, lang), (where, v.message)
    first = next(e for _, e in EXERCISES if e.kind == "rummy_may_lay_off")
    no = ex.judge(first, False, RULES["standard"], "en").message
    assert "at most four" not in no and "only a card of its own rank" not in no, no


def test_the_prose_says_where_a_run_takes_cards() -> None:
    """"A card in the middle of a run never fits" says nothing with one deck: every card
    in a run's middle is on the table already."""
    lesson = _lesson("laying-off")
    for lang in LANGS:
        text = " ".join(b.text[lang] for b in lesson.blocks)
        assert "middle" not in text and "midden" not in text, lang


def test_a_second_number_equal_to_the_first_is_said_to_be() -> None:
    e = next(e for _, e in EXERCISES if e.kind == "rummy_hold")
    hold, down = (int(text) for _, text in ex.solve(e, RULES["standard"]))
    assert hold != down
    for lang, said in (("en", "Your second number is the same as the first"),
                       ("nl", "Je tweede getal is hetzelfde als het eerste")):
        v = ex.judge(e, (("hold", str(hold)), ("down", str(hold))), RULES["standard"], lang)
        assert v.message.startswith(said), v.message


def test_lesson_1_says_nothing_of_fitting_the_table_before_laying_off_is_taught() -> None:
    """Lesson 1 melds only (concept "meld"): a picked card that cannot go down is "in no
    meld of the cards picked", not "fits no meld on the table" (lesson 2's layoffs)."""
    lesson = _lesson("the-table")
    e = next(e for e in lesson.exercises if e.kind == "rummy_plays" and e.table)
    odd = next(c for c in e.cards if not any(c.rank == d.rank for d in e.cards if d != c)
               and not any(c.suit == d.suit and abs(c.rank - d.rank) == 1 for d in e.cards))
    for lang, table in (("en", "on the table"), ("nl", "op tafel")):
        msg = ex.judge(e, (odd,), RULES["standard"], lang).message
        assert odd.label_in(lang) in msg and table not in msg, msg


def _real_deal_problems(e: Exercise) -> list[str]:
    """Where an exercise's position could not come from a real deal: each player holds what
    the deal gave them minus what they put on the table (the melds they own), the learner
    one card more after the draw; a player who has put down all but nothing is out."""
    from collections import Counter

    from ginrules.table.variants import find_variant

    dealt = find_variant("rummy").cards_for(e.players)
    own: Counter[int] = Counter()
    for meld in common.table_melds(e):
        own[meld.owner] += len(meld.cards)
    problems = []
    if e.kind in ("rummy_plays", "rummy_hold"):
        if len(e.cards) + own[e.seat] != dealt + 1:
            problems.append(f"{len(e.cards)} cards after the draw and {own[e.seat]} on the "
                            f"table, but a deal for {e.players} gives {dealt}")
        problems += [f"seat {s} put down {n} of {dealt} cards" for s, n in own.items()
                     if s != e.seat and n >= dealt]
    if e.kind == "rummy_pays":
        if len(e.cards) - 1 + own[e.seat] != dealt:
            problems.append(f"the winner holds {len(e.cards) - 1} before the draw and "
                            f"{own[e.seat]} on the table, but a deal gives {dealt}")
        for seat, held in zip(common.payer_seats(e), e.others, strict=True):
            if len(held) + own[seat] != dealt:
                problems.append(f"seat {seat} holds {len(held)} and {own[seat]} on the "
                                f"table, but a deal gives {dealt}")
    return problems


def test_every_position_could_come_from_a_real_deal() -> None:
    """Issue 31: a Rummy position a real deal cannot reach (two players, Ann going 'rummy'
    with four cards, Bob holding three) is not a position to learn from. Every lesson's
    Rummy hand and every practice deal adds up from the deal."""
    cases = [(where, e) for where, e in EXERCISES]
    for lesson in COURSE.lessons:
        for preset in PRESETS:
            cases += [(f"{lesson.id}/practice{seed}/{preset}",
                       lesson.practice_exercise(seed, RULES[preset])) for seed in range(40)]
    wrong = [(where, problems) for where, e in cases if (problems := _real_deal_problems(e))]
    assert not wrong, f"{len(wrong)} positions, first: {wrong[:3]}"
