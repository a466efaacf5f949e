"""The practice hint and the coach ask the master (gintutor.practice.judge): its move
wherever it plays the expert's, its move wherever the hint's first look leaves the
expert's, never a move of the look alone; the reasons true of what chose; one weighing
per position."""

from __future__ import annotations

from typing import Any

import pytest

from ginrules import Rules
from ginrules.core.actions import Action
from ginrules.core.grades import graded, worse_or_equal
from ginrules.players.opponent import choose
from ginrules.players.search import master_move, master_values
from ginrules.players.styles import MASTER_STYLE, advise
from ginrules.table.match import new_game
from ginrules.table.view import GamePhase, PlayerView
from gintutor.practice import COACH_GRADE, Settings
from gintutor.practice.gin import GinSession
from gintutor.practice.judge import hint_samples, judge, weigh


def expert_game_views(variant: str, players: int, seed: int) -> list[PlayerView]:
    """Every view with a choice in the first hand of an expert-against-expert game."""
    game = new_game(Rules.preset("standard", variant), seed,
                    [f"P{i}" for i in range(players)], variant)
    views = []
    while game.game_phase is GamePhase.PLAYING:
        seat = game.to_act
        view = game.view(seat)
        if len(view.legal_actions) > 1:
            views.append(view)
        game.apply(choose(view, "expert"), seat)
    return views


def test_where_the_master_does_not_search_the_hint_is_its_move_and_its_advisors() -> None:
    views = expert_game_views("gin", 2, 3)
    for view in views:
        weighing = weigh(view)
        if weighing.searched:
            continue
        assert weighing.best == master_move(view) == advise(view, MASTER_STYLE).best
        assert weighing.reason("en") == tuple(advise(view, MASTER_STYLE).text("en"))


@pytest.mark.parametrize("seed", [0, 4, 17])
def test_on_searched_positions_the_hint_leaves_the_expert_only_for_the_masters_move(
        seed: int) -> None:
    confirmed = corrected = 0
    for view in expert_game_views("gin", 2, seed):
        weighing = weigh(view)
        if not weighing.searched:
            continue
        expert = advise(view, MASTER_STYLE).best
        look = master_values(view, samples=hint_samples(view.hand_flow))[0].action
        master = master_move(view)
        assert weighing.best in (master, expert)
        if weighing.best != expert:  # the look left the expert's move: the master's own
            assert weighing.best == master and look != expert
            assert weighing.values == master_values(view)
            confirmed += 1
            lines = weighing.reason("en")
            assert lines[0].startswith(
                f"Thinking ahead: played out over {weighing.values[0].samples} guessed deals")
            assert weighing.reason("nl")[0].startswith("Vooruitgerekend: in ")
        elif look != expert:  # a look the master at its budget does not share
            assert master == expert
            corrected += 1
        else:
            assert weighing.values == master_values(view, samples=hint_samples(view.hand_flow))
    assert confirmed + corrected >= 1  # each of these hands has such a position


def test_the_verdict_grades_by_the_masters_loss_on_the_one_scale() -> None:
    views = [v for v in expert_game_views("gin", 2, 0) if weigh(v).searched]
    deviating = [v for v in views if weigh(v).best != advise(v, MASTER_STYLE).best]
    assert deviating
    view = deviating[0]
    weighing = weigh(view)
    for valued in weighing.values:
        verdict = judge(view, valued.action)
        loss, grade = graded(-valued.value)
        assert (verdict.loss, verdict.grade) == (loss, grade)
        if grade == "best":
            assert verdict.best == valued.action
        else:
            assert verdict.best == weighing.best
            assert verdict.samples == weighing.values[0].samples


def test_a_position_is_weighed_once_for_the_hint_the_move_and_the_coach(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import ginrules.players.search
    from gintutor.practice import judge

    calls: list[int] = []

    def counted(view: PlayerView, **kw: Any) -> Any:
        calls.append(kw.get("samples", 0))
        return master_values(view, **kw)

    monkeypatch.setattr(ginrules.players.search, "master_values", counted)
    monkeypatch.setattr(judge, "_LAST", [])  # nothing remembered from another test
    s = GinSession(Settings(mode="hand", seed=5, coach=True))
    s.start()
    _words, best, _why = s.hint()
    assert best is not None and len(calls) == 1
    s.play(best)  # the coach rates the hint's move: the same weighing
    assert len(calls) == 1


def test_the_coach_warns_against_a_mistake_by_the_masters_measure() -> None:
    for seed in range(1, 30):
        s = GinSession(Settings(mode="hand", seed=seed, coach=True))
        s.start()
        while not s.deal_over:
            if not s.learner_to_act():
                s.run_computer()
                continue
            view = s.view()
            weighing = weigh(view)
            worst: Action = min(weighing.values, key=lambda v: v.value).action
            if worse_or_equal(judge(view, worst).grade, COACH_GRADE):
                out = s.play(worst)
                assert out.warning is not None and out.warning.best == str(weighing.best)
                assert out.warning.loss == graded(-min(v.value for v in weighing.values))[0]
                return
            s.play(weighing.best, confirmed=True)
    pytest.fail("no move the master calls a mistake in 29 hands")
