"""Property tests for everything the pages read from outside: stored progress, the progress
import, the puzzle record, the practice save and the puzzle/practice addresses. Random and
adversarial values give a default or a reported problem, never an exception, quickly."""

from __future__ import annotations

import datetime
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gintutor.address import MAX_SEED, practice_address
from gintutor.i18n import LANGS
from gintutor.practice import PracticeSession, Settings
from gintutor.practice.gin import GinSession
from gintutor.progress import MAX_PRACTICE, Progress, import_report
from gintutor.puzzles.address import puzzle_address
from gintutor.puzzles.gin import LEVELS
from gintutor.puzzles.levels import ALL_LEVELS
from gintutor.puzzles.record import PuzzleRecord
from tests import cpu_time

# Each example at most 1.0 s of CPU (a bound on work, not on wall time).
FAST = settings(deadline=None, max_examples=150)
QUICK = cpu_time.at_most(1.0)
COURSE = [("01-cards", 6), ("02-sets", 7), ("03-runs", 7)]
PRESETS = ("standard", "nl-klassiek", "hoyle", "oklahoma")

odd_text = st.text(max_size=30) | st.sampled_from(
    ["²", "①", "٣", "1²", "-1", "0", "+3", "9" * 5000, "1e3", " 2 ", "__proto__", "3.0", ""]
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(10**20, 10**40) | odd_text
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(odd_text | st.sampled_from(["02-sets", "stars", "practice"]), inner,
                      max_size=4),
    max_leaves=25,
)
# Progress-shaped values with damage in any place.
progress_like = st.fixed_dictionaries(
    {
        "version": st.sampled_from([1, 1, 1, 0, "1", None, [1]]),
        "lessons": st.dictionaries(
            st.sampled_from(["01-cards", "02-sets", "99-not-a-lesson", "../x"]) | odd_text,
            st.fixed_dictionaries(
                {"stars": st.dictionaries(odd_text | st.integers(0, 2000).map(str),
                                          json_values | st.integers(0, 4)),
                 "practice": json_values | st.integers(-5, 10**30)}
            ) | json_values,
            max_size=4,
        ),
        "last": json_values | st.fixed_dictionaries({"lesson": odd_text, "exercise": json_values}),
    }
)


def _deep(depth: int) -> str:
    return '{"lessons":' * depth + "{}" + "}" * depth


ADVERSARIAL = ["[" * 100_000, _deep(5000), '{"version": 1, "lessons": {"02-sets": {"stars": '
               '{"²": 3, "①": 2, "1": 3}}}}', '{"version": NaN}', "9" * 5000, "\ud800",
               '{"__proto__": {"lessons": 1}}', '{"version": 1, "lessons": {"02-sets": '
               '{"practice": 1000000000000000000000000000000}}}']


def _check_progress(p: Progress) -> None:
    for lesson_id, got in p.stars.items():
        assert isinstance(lesson_id, str)
        for n, s in got.items():
            assert type(n) is int and 1 <= n <= 10**9 and type(s) is int and 1 <= s <= 3
    for count in p.practice.values():
        assert type(count) is int and count > 0
    Progress.from_json(p.to_json())  # what it writes it reads


@pytest.mark.parametrize("text", ADVERSARIAL)
def test_adversarial_stored_progress_is_read_or_reported(text: str) -> None:
    loaded = Progress.from_json(text)
    _check_progress(loaded.progress)
    if "²" in text:
        assert loaded.damaged and loaded.progress.stars == {"02-sets": {1: 3}}
    if text.startswith("[") or text.startswith('{"lessons":{"lessons"'):
        assert loaded.damaged and "nested" in loaded.problems[0]


@FAST
@given(progress_like)
@QUICK
def test_damaged_progress_never_raises(data: dict[str, Any]) -> None:
    loaded = Progress.from_json(json.dumps(data))
    _check_progress(loaded.progress)
    fitted = loaded.progress.fit_to(COURSE)
    counts = dict(COURSE)
    for lesson_id, got in fitted.progress.stars.items():
        assert lesson_id in counts and all(1 <= n <= counts[lesson_id] for n in got)
        assert fitted.progress.total_stars(lesson_id, counts[lesson_id]) <= 3 * counts[lesson_id]
    assert all(c <= MAX_PRACTICE for c in fitted.progress.practice.values())
    for lang in LANGS:
        assert import_report(loaded, fitted, lang)


@FAST
@given(json_values | odd_text)
@QUICK
def test_any_json_as_progress_never_raises(value: Any) -> None:
    text = value if isinstance(value, str) else json.dumps(value)
    _check_progress(Progress.from_json(text).progress)


def test_import_of_unknown_entries_says_what_was_skipped() -> None:
    text = json.dumps({"version": 1, "lessons": {
        "02-sets": {"stars": {"1": 3, "1000": 3}, "practice": 10**30},
        "99-not-a-lesson": {"stars": {"1": 2}},
        "03-runs": {"stars": {"²": 3, "2": 1}},
    }})
    loaded = Progress.from_json(text)
    fitted = loaded.progress.fit_to(COURSE)
    assert fitted.progress.stars == {"02-sets": {1: 3}, "03-runs": {2: 1}}
    assert fitted.progress.practice == {}
    en = import_report(loaded, fitted, "en")
    assert en.startswith("Progress loaded: 2 exercises in 2 lessons.")
    assert "02-sets exercise 1000" in en and "lesson 99-not-a-lesson" in en
    assert "02-sets practice count" in en and "1 unreadable" in en and "Skipped 4 entries" in en
    nl = import_report(loaded, fitted, "nl")
    assert nl.startswith("Voortgang geladen: 2 oefeningen in 2 lessen.")
    assert "02-sets oefening 1000" in nl and "les 99-not-a-lesson" in nl
    nothing = Progress.from_json('{"version": 1, "lessons": {"99-x": {"stars": {"1": 3}}}}')
    assert import_report(nothing, nothing.progress.fit_to(COURSE), "en").startswith(
        "That file does not hold tutor progress"
    )


def test_course_map_never_counts_stars_that_do_not_exist() -> None:
    p = Progress({"02-sets": {n: 3 for n in range(1, 16)}})
    assert p.total_stars("02-sets", 7) == 21
    assert p.total_stars("02-sets") == 45


def test_saving_merges_what_another_tab_stored() -> None:
    mine = Progress({"02-sets": {1: 3}}, last=("02-sets", 2))
    theirs = Progress({"03-runs": {1: 2}, "02-sets": {1: 1, 2: 2}}, {"03-runs": 2},
                      last=("03-runs", 1))
    mine.merge(theirs, take_last=False)
    assert mine.stars == {"02-sets": {1: 3, 2: 2}, "03-runs": {1: 2}}
    assert mine.practice == {"03-runs": 2} and mine.last == ("02-sets", 2)


# ----------------------------------------------------------------------------- other stores


@FAST
@given(json_values | odd_text)
@QUICK
def test_puzzle_record_never_raises(value: Any) -> None:
    text = value if isinstance(value, str) else json.dumps(value)
    rec = PuzzleRecord.from_json(text)
    assert all(lv in LEVELS for lv in rec.levels) and rec.best_streak >= 0
    assert rec.streak(datetime.date.today()) >= 0
    PuzzleRecord.from_json(rec.to_json())


@pytest.mark.parametrize("text", ADVERSARIAL)
def test_adversarial_puzzle_record_and_practice_save(text: str) -> None:
    assert PuzzleRecord.from_json(text).levels == {}
    assert PracticeSession.from_json(text) is None


@FAST
@given(json_values | odd_text)
@QUICK
def test_practice_save_never_raises(value: Any) -> None:
    text = value if isinstance(value, str) else json.dumps(value)
    assert PracticeSession.from_json(text) is None


def test_a_damaged_practice_save_is_refused() -> None:
    session = GinSession(Settings(seed=5))
    session.start("en")
    good = session.to_json()
    assert PracticeSession.from_json(good) is not None
    for bad in (good[: len(good) // 2], good.replace('"checksum":"', '"checksum":"0'),
                good.replace('"seed":5', '"seed":6')):
        assert PracticeSession.from_json(bad) is None


# ----------------------------------------------------------------------------- addresses

address_params = st.dictionaries(st.sampled_from(["seed", "level", "rules", "daily", "target",
                                                   "mode", "strength", "coach", "x"]),
                                 odd_text | st.none() | st.text(min_size=1000, max_size=5000),
                                 max_size=8)


@FAST
@given(address_params)
@QUICK
def test_puzzle_address_never_raises(params: dict[str, str | None]) -> None:
    a = puzzle_address(params, PRESETS, "standard")
    assert a.level in ALL_LEVELS and a.preset in PRESETS
    assert a.seed is None or (0 < len(a.seed) <= 40)


@FAST
@given(address_params)
@QUICK
def test_practice_address_never_raises(params: dict[str, str | None]) -> None:
    hooks = practice_address(params)
    assert 0 <= hooks.get("seed", 0) <= MAX_SEED and 1 <= hooks.get("target", 1) <= 1000
    settings = Settings.from_dict({**Settings().to_dict(), **hooks})
    assert settings.seed >= 0


@pytest.mark.parametrize("bad", ["²", "①", "٣", "9" * 5000, "-1", "1e3", ""])
def test_bad_numbers_in_addresses_fall_back(bad: str) -> None:
    assert practice_address({"seed": bad, "target": bad}) == {}
    assert puzzle_address({"level": bad}, PRESETS, "hoyle").level == 1
    assert puzzle_address({"rules": "<script>"}, PRESETS, "hoyle").preset == "hoyle"
    assert practice_address({"seed": "42", "target": "250"}) == {"seed": 42, "target": 250}

