"""Practice sessions in CPython: whole games, the coach, the review, keeping a game."""

from __future__ import annotations

import json

import pytest

from ginrules.actions import IllegalActionError
from gintutor.practice import (
    COACH_GRADE,
    PracticeSession,
    Settings,
    _rate,
    page_texts,
    site_pages,
    strengths,
)


def _play_hints(session: PracticeSession, limit: int = 2000) -> None:
    """Play the advisor's move for the learner until the session is finished."""
    for _ in range(limit):
        if session.finished:
            return
        if session.hand_over:
            session.next_hand()
            continue
        _words, best, _why = session.hint()
        assert best is not None
        out = session.play(best, confirmed=True)
        assert out.warning is None
    raise AssertionError("the game did not finish")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_whole_game_finishes_with_a_consistent_sheet(seed: int) -> None:
    s = PracticeSession(Settings(mode="game", strength=strengths()[0], seed=seed, target=60))
    s.start()
    _play_hints(s)
    assert s.game.is_over
    rows = s.sheet_rows()
    assert len(rows) == len(s.game.sheet.hands) >= 1
    totals = [0, 0]
    for _n, mine, theirs, _how in rows:
        totals[0] += int(mine or 0)
        totals[1] += int(theirs or 0)
    assert tuple(totals) == s.game.sheet.totals
    lines = s.score_sheet("en")
    assert any(line.startswith("Game bonus") for line in lines)
    assert any(line.startswith("Final score") for line in lines)
    assert s.score_sheet("nl") != lines


def test_one_hand_mode_ends_with_the_hand_and_explains_the_showdown() -> None:
    s = PracticeSession(Settings(mode="hand", seed=5))
    s.start()
    _play_hints(s)
    assert s.finished and s.hand_over
    steps = s.showdown_steps("en")
    assert steps[-1] == s.hand_summary("en")
    if s.game.hand.result is not None:
        assert "knocked" in steps[0]
        view = s.showdown_view()
        assert view is not None and view["knocker"] in (0, 1)
    assert s.review("en", hand=1)[0].startswith("The advisor agrees with")


def test_coach_warns_before_a_clear_mistake_and_take_back_changes_nothing() -> None:
    for seed in range(1, 40):
        s = PracticeSession(Settings(mode="hand", seed=seed, coach=True))
        s.start()
        while not s.hand_over and s.view().phase.value != "discard":
            _w, best, _y = s.hint()
            assert best is not None
            s.play(best, confirmed=True)
        if s.hand_over:
            continue
        view = s.view()
        bad = next(
            (
                a
                for a in view.legal_actions
                if str(a).startswith("discard ") and _rate(view, a, "en").grade == COACH_GRADE
            ),
            None,
        )
        if bad is None:
            continue
        before = s.to_json()
        out = s.play(bad)
        assert out.warning is not None and out.warning.action == str(bad)
        assert out.warning.lines[0].startswith("Coach:")
        assert s.to_json() == before  # not played: taking it back is simply not playing it
        s.settings = Settings(mode="hand", seed=seed, coach=False)
        out = s.play(bad)
        assert out.warning is None and s.decisions[-1].action == str(bad)
        assert s.decisions[-1].loss >= 5
        assert any("likely lost" in line for line in s.review("en"))
        return
    pytest.skip("no clear mistake found in 40 deals")


def test_illegal_moves_say_why() -> None:
    s = PracticeSession(Settings(mode="hand", seed=4))
    s.start()
    with pytest.raises(IllegalActionError):
        s.play("discard AS" if "AS" not in [c.code for c in s.view().hand] else "discard 2S")


def test_a_game_is_kept_and_restored_exactly() -> None:
    s = PracticeSession(Settings(mode="game", seed=8, target=80))
    s.start()
    for _ in range(7):
        _w, best, _y = s.hint()
        assert best is not None
        s.play(best, confirmed=True)
    again = PracticeSession.from_json(s.to_json())
    assert again is not None
    assert again.to_json() == s.to_json()
    assert again.view().hand == s.view().hand and again.settings == s.settings


@pytest.mark.parametrize(
    "raw",
    [None, "", "{", "[]", '{"version": 9}', '{"version": 1, "game": {"format": "x"}}'],
)
def test_a_damaged_save_starts_afresh(raw: str | None) -> None:
    assert PracticeSession.from_json(raw) is None


def test_a_tampered_save_is_refused() -> None:
    s = PracticeSession(Settings(seed=9))
    s.start()
    data = json.loads(s.to_json())
    data["game"]["actions"].append("discard AS")
    assert PracticeSession.from_json(json.dumps(data)) is None


def test_settings_from_odd_data() -> None:
    assert Settings.from_dict(None) == Settings()
    odd = Settings.from_dict(
        {"mode": "x", "preset": "nope", "coach": "yes", "seed": -3, "target": True, "strength": 5}
    )
    assert odd == Settings()
    good = Settings.from_dict(
        {"mode": "hand", "preset": "oklahoma", "coach": False, "seed": 12, "target": 50}
    )
    assert (good.mode, good.preset, good.coach, good.seed, good.target) == (
        "hand",
        "oklahoma",
        False,
        12,
        50,
    )
    assert good.rules().target == 50


def test_page_words_in_both_languages() -> None:
    en, nl = page_texts("en"), page_texts("nl")
    assert set(en) == set(nl)
    assert [p["slug"] for p in site_pages("en")] == [p["slug"] for p in site_pages("nl")]
