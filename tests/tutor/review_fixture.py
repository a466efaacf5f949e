"""The saved records the review's tests reproduce (``review_fixture.json``), and how
they were made: practice games whose learner played the beginner's moves (so the hands
hold mistakes as well as good moves), kept as practice keeps them, each decision with
the values the analyser of the day gave every legal action and the grade, best move
and loss the review drew from them.

Made again with ``python tests/tutor/review_fixture.py`` (only when the record format or
the grades change on purpose: the tests read the values saved here, whatever analyser
the review uses by then)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

FIXTURE = Path(__file__).with_name("review_fixture.json")
#: (game, players, seed, hands): small games of two families.
GAMES = (("gin", 0, 11, 2), ("rummy", 3, 4, 1))


def make_fixture() -> list[dict[str, Any]]:
    from ginrules.players.opponent import choose
    from gintutor.practice import Settings, new_session
    from gintutor.practice.kept import session_record
    from gintutor.review import HandAnalysis, ReviewRecord

    cases = []
    for game, players, seed, hands in GAMES:
        session = new_session(Settings(mode="game", seed=seed, game=game, players=players,
                                       strength="club", coach=False))
        done = 0
        while done < hands:
            if session.deal_over:
                done += 1
                if done < hands:
                    session.next_hand()
                continue
            if session.learner_to_act():
                session.play(choose(session.view(), "beginner"), confirmed=True)
            else:
                session.run_computer()
        record = session_record(session)
        read = ReviewRecord.from_data(record)
        expected = []
        for index in range(len(read.hands)):
            review = HandAnalysis(read, index, record["learner"]).run()
            expected.append({"hand": index, "decisions": [{
                "step": d.step, "action": str(d.action), "best": str(d.best), "loss": d.loss,
                "grade": d.grade, "values": [[str(a), v] for a, v in d.values],
            } for d in review.decisions]})
        cases.append({"record": record, "expected": expected})
    return cases


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(make_fixture(), ensure_ascii=False, indent=None) + "\n",
                       encoding="utf-8")
