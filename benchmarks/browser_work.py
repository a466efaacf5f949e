"""The work benchmarks/bench_browser.py times, the same source in CPython and inside
Pyodide in Chromium (the benchmark sends this file's text to its page): the master's
decisions, the practice hint's, and a whole hand's review analysis.

Only ``ginrules``, ``gintutor`` and the standard library: the page has the site's own
zips of them and nothing else (not ``ginrules.cli``, which no page ships, so the
records to review come in as JSON text). Every function returns plain lists of
milliseconds, which the benchmark reads as JSON.
"""

from __future__ import annotations

import json
import time
from typing import Any


def _ms(start: float) -> float:
    return 1000 * (time.perf_counter() - start)


def master_decisions(game: str, players: int, seeds: list[int]) -> dict[str, list[float]]:
    """The master's cost per decision (``ginrules.players.search.master_values``, which
    ``master_move`` plays from) at every decision with two or more legal moves of the
    first hand of expert-against-expert games, one per seed: all of them, and those
    where it searched (played moves out) rather than read the expert's estimate."""
    from ginrules import Rules
    from ginrules.players.opponent import choose
    from ginrules.players.search import master_values
    from ginrules.table.match import new_game
    from ginrules.table.view import GamePhase

    out: dict[str, list[float]] = {"all": [], "searched": []}
    rules = Rules.preset("standard", game)
    for seed in seeds:
        played = new_game(rules, seed, [f"P{i}" for i in range(players)], game)
        while played.game_phase is GamePhase.PLAYING:
            seat = played.to_act
            view = played.view(seat)
            if len(view.legal_actions) > 1:
                start = time.perf_counter()
                values = master_values(view)
                took = _ms(start)
                out["all"].append(took)
                if values[0].samples:
                    out["searched"].append(took)
            played.apply(choose(view, "expert"), seat)
    return out


def hint_decisions(game: str, players: int, seeds: list[int]) -> dict[str, list[float]]:
    """The practice hint's cost (``PracticeSession.hint``, as the page's Hint button
    asks it) at every decision of the learner with two or more legal moves, in one
    practice hand per seed, the learner playing the hint and the computers the expert:
    all of them, those the master searched, and those where the hint's first look left
    the expert's move and the master weighed it at its own budget."""
    from gintutor.practice import Settings, new_session
    from gintutor.practice.judge import hint_samples, weigh

    out: dict[str, list[float]] = {"all": [], "searched": [], "confirmed": []}
    for seed in seeds:
        session = new_session(Settings(mode="hand", seed=seed, game=game, players=players,
                                       strength="expert", coach=False))
        session.start()
        while not session.deal_over:
            if not session.learner_to_act():
                session.run_computer()
                continue
            view = session.view()
            start = time.perf_counter()
            _words, best, _why = session.hint()
            took = _ms(start)
            assert best is not None
            if len(view.legal_actions) > 1:
                out["all"].append(took)
                weighing = weigh(view)  # the hint's own, remembered: costs nothing now
                if weighing.searched:
                    out["searched"].append(took)
                if weighing.values[0].samples > hint_samples(view.hand_flow):
                    out["confirmed"].append(took)
            session.play(best, confirmed=True)
    return out


def review_hands(records: list[str], seat: int) -> dict[str, Any]:
    """A whole hand's review analysis (``HandAnalysis.run``, the review's default
    analyser: the practice judge) of the first hand of each record for ``seat``: the time
    per hand, and per hand how many decisions and how many the master searched."""
    from gintutor.review import HandAnalysis, ReviewRecord

    times: list[float] = []
    counts: list[list[int]] = []
    for text in records:
        record = ReviewRecord.from_json(text)
        start = time.perf_counter()
        review = HandAnalysis(record, 0, seat).run()
        times.append(_ms(start))
        searched = [d for d in review.decisions
                    if d.verdict.samples or d.verdict.played_samples]
        counts.append([len(review.decisions), len(searched)])
    return {"times": times, "counts": counts}


def as_json(result: Any) -> str:
    """A result as the page hands it back to the benchmark."""
    return json.dumps(result)
