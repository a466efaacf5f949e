"""Progress survives damaged and old stored data without losing the good parts."""

from __future__ import annotations

import json

from gintutor.progress import VERSION, Progress


def test_round_trip_and_best_stars_kept() -> None:
    p = Progress()
    p.record("02-sets", 1, 3)
    p.record("02-sets", 1, 1)
    p.record("02-sets", 2, 2)
    p.record_practice("02-sets")
    loaded = Progress.from_json(p.to_json())
    assert not loaded.damaged
    assert loaded.progress == p
    assert loaded.progress.stars["02-sets"] == {1: 3, 2: 2}
    assert json.loads(p.to_json(pretty=True))["version"] == VERSION


def test_garbage_never_raises() -> None:
    for text in [None, "", "{", "[]", "null", '"x"', "42", '{"version": 99}', '{"lessons": 5}']:
        loaded = Progress.from_json(text)
        assert loaded.progress.stars == {}
    assert Progress.from_json("{").damaged
    assert not Progress.from_json(None).damaged


def test_one_bad_entry_does_not_cost_the_good_ones() -> None:
    data = {
        "version": VERSION,
        "lessons": {
            "01-cards": {"stars": {"1": 3, "2": "three", "x": 2, "3": 7, "4": True}},
            "02-sets": "broken",
            "../evil": {"stars": {"1": 3}},
            "03-runs": {"stars": {"2": 1}, "practice": -4},
        },
        "last": {"lesson": "03-runs", "exercise": "two"},
    }
    loaded = Progress.from_json(json.dumps(data))
    assert loaded.damaged and loaded.problems
    assert loaded.progress.stars == {"01-cards": {1: 3}, "03-runs": {2: 1}}
    assert loaded.progress.last == ("03-runs", 1)


def test_old_version_is_migrated() -> None:
    loaded = Progress.from_json('{"done": {"01-cards": [1, 2], "02-sets": "x"}}')
    assert loaded.progress.stars == {"01-cards": {1: 1, 2: 1}}


def test_continue_goes_to_the_unfinished_lesson() -> None:
    course = [("01-cards", 2), ("02-sets", 3)]
    p = Progress()
    assert p.continue_at(course) == ("01-cards", 1)
    p.record("01-cards", 1, 3)
    assert p.continue_at(course) == ("01-cards", 2)
    p.record("01-cards", 2, 3)
    assert p.continue_at(course) == ("02-sets", 1)
    assert p.is_complete("01-cards", 2) and p.total_stars("01-cards") == 6


def test_import_merges_keeping_the_better_stars() -> None:
    mine = Progress()
    mine.record("01-cards", 1, 3)
    theirs = Progress()
    theirs.record("01-cards", 1, 1)
    theirs.record("05-one-card-one-meld", 2, 2)
    mine.merge(theirs)
    assert mine.stars == {"01-cards": {1: 3}, "05-one-card-one-meld": {2: 2}}


def test_unicode_digit_keys_are_damage_not_a_crash() -> None:
    # '²'.isdigit() is True but int('²') raises: issue 18 broke the home page with it.
    text = '{"version": 1, "lessons": {"02-sets": {"stars": {"²": 3, "①": 2, "1": 3}}},'
    text += ' "last": {"lesson": "02-sets", "exercise": "²"}}'
    loaded = Progress.from_json(text)
    assert loaded.damaged and loaded.progress.stars == {"02-sets": {1: 3}}
    assert loaded.progress.last == ("02-sets", 1)


def test_deep_nesting_is_unreadable_not_a_crash() -> None:
    for text in ("[" * 100_000, '{"lessons":' * 10_000):
        loaded = Progress.from_json(text)
        assert loaded.damaged and not loaded.readable and loaded.progress == Progress()


def test_import_is_cut_to_the_course() -> None:
    p = Progress({"02-sets": {1: 3, 1000: 3}, "99-not-a-lesson": {1: 3}}, {"02-sets": 10**30})
    fitted = p.fit_to([("01-cards", 7), ("02-sets", 7)])
    assert fitted.progress.stars == {"02-sets": {1: 3}} and fitted.progress.practice == {}
    assert set(fitted.skipped) == {("02-sets", 1000), ("99-not-a-lesson", None),
                                   ("02-sets", "practice")}
