"""What the product does today, as checksums: the pin that a refactor changes nothing.

Issue 26 moves the tutor into a package per feature; its promise is "no behaviour
change". This records, per game and preset, the self-play record of a seeded
computer-only game, and per lesson, exercise and preset every answer, question, hint and
the right answer's verdict in both languages. `tests/test_behaviour_pinned.py` compares
today's with `tests/behaviour.json`. Re-record (`python -m tests.behaviour >
tests/behaviour.json`) only for a deliberate, announced change of behaviour.
"""

from __future__ import annotations

import hashlib
import io
import json
from contextlib import redirect_stdout
from typing import Any

#: one seeded game per game and preset, the strengths alternating round the table
SELFPLAY_SEED = 21


def _digest(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True,
                                                           ensure_ascii=False, default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def selfplay_games() -> list[tuple[str, str, int]]:
    """(game, preset, players): every preset of every game, at each table size in turn."""
    from ginrules.table.variants import VARIANTS

    return [(v.name, preset, v.seats[n % len(v.seats)])
            for v in VARIANTS for n, preset in enumerate(v.preset_names)]


def selfplay_record(game: str, preset: str, players: int) -> str:
    """The record `python -m ginrules selfplay` prints for this game, as text."""
    from ginrules.cli import main

    strengths = ",".join(("beginner", "club")[i % 2] for i in range(players))
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["selfplay", "--variant", game, "--rules", preset, "--players",
                     str(players), "--seed", str(SELFPLAY_SEED), "--strengths", strengths])
    assert code == 0
    return out.getvalue()


def selfplay_digests() -> dict[str, str]:
    return {f"{game}:{preset}:{players}": _digest(selfplay_record(game, preset, players))
            for game, preset, players in selfplay_games()}


def lesson_digests() -> dict[str, str]:
    """Per lesson and preset: every exercise's answer, question, hints and the verdict on
    the right answer, in English and Dutch."""
    from ginrules import Rules
    from gintutor import exercises as ex
    from gintutor.courses import load_courses

    out: dict[str, str] = {}
    for course in load_courses():
        for lesson in course.lessons:
            for name in Rules.preset_names(lesson.variant):
                rules = Rules.preset(name, lesson.variant)
                seen = []
                for exercise in lesson.exercises:
                    answer = ex.solve(exercise, rules)
                    said = [repr(answer)]
                    for lang in ("en", "nl"):
                        said.append(ex.question(exercise, lang, rules))
                        said.extend(f"{h.text}|{h.groups}|{h.rest}|{h.discard}"
                                    for h in ex.hints(exercise, rules, lang))
                        said.append(ex.judge(exercise, answer, rules, lang).message)
                    seen.append(said)
                out[f"{lesson.id}:{name}"] = _digest(seen)
    return out


def record() -> dict[str, Any]:
    return {"selfplay": selfplay_digests(), "lessons": lesson_digests()}


if __name__ == "__main__":
    print(json.dumps(record(), indent=1, sort_keys=True))
