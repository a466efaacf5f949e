"""Lessons as data: load `lessons/NN-slug.toml`, check them, and hand them to pages.

A lesson file holds English and Dutch side by side, prose with example cards, exercises
(cards and a question, never an answer) and what "more practice" should generate. Loading
checks everything a broken lesson could get wrong (a missing translation, a card typo, an
unknown placeholder, a hand that does not fit its question) and fails with the file and
the place, so the build stops instead of a learner meeting the mistake.

The build reads the lesson files (gintutor.courses, which only the build runs) and puts each
lesson's checked raw data into its page as JSON; the browser builds the Lesson from it with
`lesson_from_data(..., solve=False)`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ginrules import Card, Rules, parse_card, parse_cards
from ginrules.table.endings import ENDINGS
from ginrules.table.variants import VARIANTS

from . import exercises as ex_mod
from .exercises import Exercise, ExerciseError, HandLine, Text, rules_values
from .i18n import LANGS
from .kinds import KINDS
from .rules_text import rules_in

FILE_NAME = re.compile(r"^(\d\d)-([a-z0-9-]+)\.toml$")
PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


class LessonError(ValueError):
    """A lesson file that cannot be used; the message names the file and the place."""


@dataclass(frozen=True)
class Block:
    """A piece of prose, with example cards shown under it (groups side by side)."""

    text: Text
    groups: tuple[tuple[Card, ...], ...] = ()


@dataclass(frozen=True)
class Practice:
    """What 'more practice' makes for this lesson: a kind and a concept the engine fits."""

    kind: str
    concept: str = ""


@dataclass(frozen=True)
class Lesson:
    """One lesson: prose blocks, fixed exercises, practice generators."""

    id: str
    number: int
    slug: str
    title: Text
    summary: Text
    blocks: tuple[Block, ...]
    exercises: tuple[Exercise, ...]
    practice: tuple[Practice, ...]
    variant: str = "gin"  # the game its exercises are asked in (ginrules.table.variants)

    def paragraphs(self, block: Block, lang: str, rules: Rules) -> list[str]:
        """The block's text in `lang` with the house-rule numbers filled in, by paragraph."""
        text = fill(block.text[lang], rules, lang)
        return [p.strip() for p in re.split(r"\n\s*\n", text) if p.strip()]

    def practice_exercise(self, seed: int, rules: Rules) -> Exercise:
        """A generated exercise for this lesson; the seed picks the kind and the hand."""
        spec = self.practice[seed % len(self.practice)]
        return ex_mod.practice(spec.kind, spec.concept, seed, rules, self.variant)

    def rules_in(self, chosen: Rules) -> Rules:
        """The learner's house rules as this lesson's game has them
        (`gintutor.rules_text.rules_in`)."""
        return rules_in(chosen, self.variant)

    def kinds(self) -> tuple[str, ...]:
        """Every exercise kind the lesson uses, its exercises' and its practice's."""
        used = [e.kind for e in self.exercises] + [p.kind for p in self.practice]
        return tuple(dict.fromkeys(used))


def fill(text: str, rules: Rules, lang: str) -> str:
    """Put the rule numbers into {placeholders}: {gin_bonus} follows the learner's rules,
    {hoyle.undercut_bonus} a named preset's. An unknown name raises LessonError."""
    values = rules_values(rules, lang)

    def one(m: re.Match[str]) -> str:
        name = m.group(1)
        if not _known_placeholder(name):
            raise LessonError(f"unknown placeholder {{{name}}}; known: {', '.join(sorted(values))}")
        if "." in name:
            preset, _, field = name.partition(".")
            return str(rules_values(Rules.preset(preset), lang)[field])
        return str(values[name])

    return PLACEHOLDER.sub(one, text)


def _known_placeholder(name: str) -> bool:
    preset, dot, field = name.partition(".")
    if dot:
        return preset in Rules.preset_names() and field in _PLACEHOLDERS
    return name in _PLACEHOLDERS


# ---------------------------------------------------------------- reading


class _Reader:
    """Pulls typed fields out of one lesson's raw data, naming the place on error."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, why: str) -> LessonError:
        return LessonError(f"{self.source}: {where}: {why}")

    def keys(self, data: Mapping[str, Any], where: str, allowed: set[str]) -> None:
        extra = set(data) - allowed
        if extra:
            raise self.fail(
                where,
                f"unknown field(s) {', '.join(sorted(extra))};"
                f" allowed: {', '.join(sorted(allowed))}",
            )

    def text(
        self, data: Any, where: str, optional: bool = False, extra: frozenset[str] = frozenset()
    ) -> dict[str, str] | None:
        """A text in each language; `extra` names placeholders allowed beyond the rules'."""
        if data is None and optional:
            return None
        if not isinstance(data, Mapping):
            raise self.fail(where, 'needs a text in each language (en = "...", nl = "...")')
        self.keys(data, where, set(LANGS))
        out: dict[str, str] = {}
        for lang in LANGS:
            value = data.get(lang)
            if not isinstance(value, str) or not value.strip():
                raise self.fail(where, f"missing translation '{lang}'")
            for m in PLACEHOLDER.finditer(value):
                if m.group(1) not in extra and not _known_placeholder(m.group(1)):
                    raise self.fail(
                        where,
                        f"unknown placeholder {{{m.group(1)}}} in '{lang}';"
                        f" known: {', '.join(sorted(_PLACEHOLDERS))}",
                    )
            out[lang] = value
        return out

    def cards(self, data: Any, where: str) -> tuple[Card, ...]:
        if data is None:
            return ()
        if not isinstance(data, str):
            raise self.fail(where, 'cards are written as text, e.g. "7H 8H 9H"')
        try:
            return tuple(parse_cards(data.replace("|", " ")))
        except ValueError as err:
            raise self.fail(where, str(err)) from err

    def groups(self, data: Any, where: str) -> tuple[tuple[Card, ...], ...]:
        if data is None:
            return ()
        if not isinstance(data, str):
            raise self.fail(where, 'cards are written as text, e.g. "7H 8H 9H | 5C 5D 5S"')
        self.cards(data, where)  # duplicates across groups are an error too
        return tuple(self.cards(part, where) for part in data.split("|") if part.strip())

    def card(self, data: Any, where: str) -> Card | None:
        if data is None:
            return None
        try:
            return parse_card(str(data))
        except ValueError as err:
            raise self.fail(where, str(err)) from err


_PLACEHOLDERS = frozenset(rules_values(Rules.preset("standard"), "en"))
#: How a hand on a score exercise's sheet can end: a gin showdown's endings, as the
#: lesson writes them.
_SHEET_ENDINGS = tuple(ending.name for ending in ENDINGS if ending.showdown)
_SHEET_ENDINGS_SAID = "|".join(f'"{name}"' for name in _SHEET_ENDINGS)
_EXERCISE_FIELDS = {
    "others",
    "table",
    "owners",
    "players",
    "dealer",
    "seat",
    "card",
    "kind",
    "cards",
    "knocker",
    "knocker_melds",
    "upcard",
    "taken",
    "hands",
    "rules",
    "ask",
    "nudge",
    "concept",
}


def _exercise(
    r: _Reader, raw: Any, where: str, solve: bool = True, variant: str = "gin"
) -> Exercise:
    if not isinstance(raw, Mapping):
        raise r.fail(where, "an [[exercise]] must be a table")
    r.keys(raw, where, _EXERCISE_FIELDS)
    kind = KINDS.get(str(raw.get("kind")))
    if kind is None:
        raise r.fail(where, f"kind {raw.get('kind')!r} is not one of {', '.join(KINDS)}")
    preset = raw.get("rules")
    presets = Rules.preset_names(variant)
    if preset is not None and preset not in presets:
        raise r.fail(where, f"rules {preset!r} is not one of {', '.join(presets)}")
    players = raw.get("players", 2)
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise r.fail(where, "players must be a whole number from 2 to 6")
    seats: dict[str, int] = {}
    for name in ("dealer", "seat"):
        value = raw.get(name, 0)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
            raise r.fail(where, f"{name} must be a seat number from 0 to {players - 1}")
        seats[name] = value
    owners = raw.get("owners", [])
    if not isinstance(owners, list) or not all(
        isinstance(o, int) and not isinstance(o, bool) and 0 <= o < players for o in owners
    ):
        raise r.fail(where, f"owners must be a list of seat numbers from 0 to {players - 1}")
    others = raw.get("others", [])
    if not isinstance(others, list):
        raise r.fail(where, 'others must be a list of hands, e.g. ["7H 8H 9H", "KC KD"]')
    hands: list[HandLine] = []
    for i, line in enumerate(raw.get("hands", ()), 1):
        if (
            not isinstance(line, Sequence)
            or len(line) != 3
            or line[0] not in range(1, players + 1)
            or not isinstance(line[1], int)
            or line[2] not in _SHEET_ENDINGS
        ):
            raise r.fail(
                f"{where} hands line {i}",
                f'write each hand as [player 1 to {players}, points,'
                f" {_SHEET_ENDINGS_SAID}]",
            )
        hands.append(HandLine(line[0] - 1, line[1], line[2]))
    exercise = Exercise(
        kind=kind.name,
        cards=r.cards(raw.get("cards"), f"{where} cards"),
        knocker=r.cards(raw.get("knocker"), f"{where} knocker"),
        knocker_melds=r.groups(raw["knocker_melds"], f"{where} knocker_melds")
        if "knocker_melds" in raw
        else None,
        upcard=r.card(raw.get("upcard"), f"{where} upcard"),
        taken=r.card(raw.get("taken"), f"{where} taken"),
        hands=tuple(hands),
        preset=preset,
        ask=r.text(raw.get("ask"), f"{where} ask", True, ex_mod.EXERCISE_PLACEHOLDERS),
        nudge=r.text(raw.get("nudge"), f"{where} nudge", True, ex_mod.EXERCISE_PLACEHOLDERS),
        concept=str(raw.get("concept", "")),
        variant=variant,
        others=tuple(r.cards(h, f"{where} others {i}") for i, h in enumerate(others, 1)),
        table=r.groups(raw.get("table"), f"{where} table"),
        owners=tuple(owners),
        players=players,
        dealer=seats["dealer"],
        seat=seats["seat"],
        card=r.card(raw.get("card"), f"{where} card"),
    )
    for field in ("ask", "nudge"):
        for lang, text in (getattr(exercise, field) or {}).items():
            for name in ex_mod.EXERCISE_PLACEHOLDERS & set(PLACEHOLDER.findall(text)):
                if getattr(exercise, name) is None:
                    raise r.fail(
                        f"{where} {field}",
                        f"{{{name}}} in '{lang}' needs the exercise's own '{name}' card",
                    )
    try:
        ex_mod.check(exercise)
        for name in presets if solve else ():
            ex_mod.solve(exercise, Rules.preset(name, variant))
    except (ExerciseError, ValueError) as err:
        raise r.fail(where, str(err)) from err
    return exercise


def lesson_from_data(
    lesson_id: str,
    data: Mapping[str, Any],
    source: str = "",
    solve: bool = True,
    variant: str = "gin",
) -> Lesson:
    """Check one lesson's raw data (as read from TOML or JSON) and build the Lesson.

    `lesson_id` is the file's name without .toml, after its course's folder
    ("rummy/01-the-table"); `variant` is the course's game, which the lesson may name
    itself (``variant = "gin-7"``). `solve=False` skips asking the engine for every
    answer under every preset: the browser takes content the build has already checked,
    and starts faster without it.
    """
    r = _Reader(source or lesson_id)
    m = FILE_NAME.match(lesson_id.rpartition("/")[2] + ".toml")
    if not m:
        raise r.fail(
            "file name", "must look like 02-sets.toml (two digits, dash, lower-case words)"
        )
    r.keys(data, "top level", {"title", "summary", "text", "exercise", "practice", "variant"})
    variant = str(data.get("variant", variant))
    if variant not in {v.name for v in VARIANTS}:
        raise r.fail("variant", f"{variant!r} is not one of {', '.join(v.name for v in VARIANTS)}")
    blocks = []
    for i, raw in enumerate(data.get("text", ()), 1):
        where = f"[[text]] {i}"
        if not isinstance(raw, Mapping):
            raise r.fail(where, "a [[text]] must be a table")
        r.keys(raw, where, {*LANGS, "cards"})
        text = r.text({k: v for k, v in raw.items() if k in LANGS}, where)
        assert text is not None
        blocks.append(Block(text, r.groups(raw.get("cards"), f"{where} cards")))
    if not blocks:
        raise r.fail("[[text]]", "a lesson needs some text")
    exercises = tuple(
        _exercise(r, raw, f"[[exercise]] {i}", solve, variant)
        for i, raw in enumerate(data.get("exercise", ()), 1)
    )
    if not exercises:
        raise r.fail("[[exercise]]", "a lesson needs exercises")
    practice = []
    for i, raw in enumerate(data.get("practice", ()), 1):
        where = f"[[practice]] {i}"
        r.keys(raw, where, {"kind", "concept"})
        if raw.get("kind") not in KINDS:
            raise r.fail(where, f"kind {raw.get('kind')!r} is not one of {', '.join(KINDS)}")
        practice.append(Practice(raw["kind"], str(raw.get("concept", ""))))
    if not practice:
        raise r.fail("[[practice]]", "a lesson needs at least one [[practice]] kind")
    title = r.text(data.get("title"), "title")
    summary = r.text(data.get("summary"), "summary")
    assert title is not None and summary is not None
    return Lesson(
        lesson_id,
        int(m.group(1)),
        m.group(2),
        title,
        summary,
        tuple(blocks),
        exercises,
        tuple(practice),
        variant,
    )
