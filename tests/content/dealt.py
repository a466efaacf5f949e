"""What the seeded dealers deal, as plain data, for the pinned-deals test and its fixture.

Record with `python -m tests.content.dealt > tests/content/dealt.json`
records today's deals; tests/content/test_dealt_pinned.py compares against that file. The
games' parts (Rummy, seven cards, pairs) were added when their courses and puzzle levels
were (issue 17); the gin parts are as recorded in issue 14.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ginrules import Rules
from gintutor import exercises as ex
from gintutor.courses import load_courses
from gintutor.puzzles.gin import LEVELS, make_puzzle
from gintutor.puzzles.levels import ALL_LEVELS, family_of, level_presets
from gintutor.puzzles.rummy import make_rummy_puzzle
from gintutor.puzzles.showdown import make_seven_puzzle
from gintutor.puzzles.two_tables import make_pairs_puzzle

PUZZLE_SEEDS = ("wnvafg", *(f"s{i:02d}" for i in range(19)))
PUZZLE_PRESETS = ("standard", "oklahoma")
PRACTICE_SEEDS = range(20)
#: Every (kind, concept) the lessons practise, and a plain one per kind.
PRACTICE = (
    ("points", ""), ("is_meld", ""), ("is_meld", "set"), ("is_meld", "run"),
    ("is_meld", "ace"), ("pick_meld", ""), ("pick_meld", "set"), ("pick_meld", "run"),
    ("arrange", ""), ("arrange", "overlap"), ("deadwood", ""), ("knock", ""),
    ("knock", "gin"), ("knock", "first_turn"), ("knock", "house"), ("layoff", ""),
    ("layoff", "mixed"), ("layoff", "gin"), ("score", ""), ("score", "mixed"),
    ("score", "house"), ("game", ""), ("game", "shutout"),
)


def _codes(cards: Any) -> list[str] | None:
    return None if cards is None else [c.code for c in cards]


def puzzle_deals() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for preset in PUZZLE_PRESETS:
        for level in LEVELS:
            for seed in PUZZLE_SEEDS:
                p = make_puzzle(seed, level, preset)
                out[f"{level}:{preset}:{seed}"] = {
                    "concept": p.concept,
                    "upcard": p.upcard.code,
                    "knocker": _codes(p.knocker_cards),
                    "defender": _codes(p.defender_cards),
                    "melds": [_codes(m.cards) for m in p.knocker_melds],
                    "spreads": [[_codes(m.cards) for m in o.melds] for o in p.spread_options],
                    "best_spread": p.best_spread,
                }
    return out


def practice_deals() -> dict[str, Any]:
    out: dict[str, Any] = {}
    runs = [("standard", kind, concept, seed) for kind, concept in PRACTICE
            for seed in PRACTICE_SEEDS]
    # The house rules change what is dealt (knock limits, big gin): a few under Oklahoma.
    runs += [("oklahoma", kind, concept, seed) for kind, concept in PRACTICE
             for seed in range(5)]
    for preset, kind, concept, seed in runs:
        e = ex.practice(kind, concept, seed, Rules.preset(preset))
        where = "" if preset == "standard" else f"{preset}:"
        out[f"{where}{kind}:{concept}:{seed}"] = {
            "kind": e.kind,
            "cards": _codes(e.cards),
            "knocker": _codes(e.knocker),
            "knocker_melds": None if e.knocker_melds is None
            else [_codes(g) for g in e.knocker_melds],
            "upcard": e.upcard and e.upcard.code,
            "taken": e.taken and e.taken.code,
            "hands": [[h.winner, h.points, h.how] for h in e.hands],
            "preset": e.preset,
            "concept": e.concept,
            "seed": e.seed,
        }
    return out


#: The puzzle maker of each family beyond two-player gin, by its key in gintutor.families.
GAMES_PUZZLE_MAKERS: dict[str, Callable[[str, int, str], Any]] = {
    "rummy": make_rummy_puzzle, "showdown": make_seven_puzzle, "two_tables": make_pairs_puzzle}


def games_puzzle_deals() -> dict[str, Any]:
    """The puzzle levels of the games beyond two-player gin (Rummy, seven cards, pairs),
    each as its solution's lines: what the engine dealt, played and scored."""
    out: dict[str, Any] = {}
    for level in (lv for lv in ALL_LEVELS if lv not in LEVELS):
        make = GAMES_PUZZLE_MAKERS[family_of(level).key]
        for preset in level_presets(level):
            for seed in PUZZLE_SEEDS[:16]:
                out[f"{level}:{preset}:{seed}"] = make(seed, level, preset).solution("en")
    return out


def games_practice_deals() -> dict[str, Any]:
    """"More practice" of every lesson of the courses beyond two-player gin, under each
    preset of the lesson's game: every field of the exercise dealt."""
    out: dict[str, Any] = {}
    for course in load_courses()[1:]:
        for lesson in course.lessons:
            for preset in Rules.preset_names(lesson.variant):
                rules = Rules.preset(preset, lesson.variant)
                for seed in range(8):
                    e = lesson.practice_exercise(seed, rules)
                    out[f"{lesson.id}:{preset}:{seed}"] = {
                        "kind": e.kind, "concept": e.concept, "variant": e.variant,
                        "cards": _codes(e.cards), "knocker": _codes(e.knocker),
                        "upcard": e.upcard and e.upcard.code, "card": e.card and e.card.code,
                        "others": [_codes(h) for h in e.others],
                        "table": [_codes(g) for g in e.table], "owners": list(e.owners),
                        "players": e.players, "dealer": e.dealer, "seat": e.seat,
                        "hands": [[h.winner, h.points, h.how] for h in e.hands],
                    }
    return out


def deals() -> dict[str, Any]:
    return {"puzzles": puzzle_deals(), "practice": practice_deals(),
            "games_puzzles": games_puzzle_deals(), "games_practice": games_practice_deals()}


def to_text(data: dict[str, Any]) -> str:
    """The fixture's text: one deal a line, so a changed deal shows as one changed line."""
    lines = []
    for part, entries in sorted(data.items()):
        body = ",\n".join(
            f"  {json.dumps(key)}: {json.dumps(value, sort_keys=True)}"
            for key, value in sorted(entries.items())
        )
        lines.append(f"{json.dumps(part)}: {{\n{body}\n}}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


if __name__ == "__main__":
    print(to_text(deals()), end="")
