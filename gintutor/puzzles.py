"""Scoring puzzles: a finished hand, and the learner says who scores and how much.

Why this module exists: a learner checks their understanding of the showdown
(deadwood, layoffs, undercuts, gin, big gin, Oklahoma) on hands made for the
concept of a level.  Everything here is pure Python (standard library and
``ginrules``) so it runs the same in CPython (tests, build) and in Pyodide
(the puzzles page).

* A puzzle is made from ``(seed, level, preset)`` only, so a link with those
  three reopens the same puzzle.  The generator builds candidate hands from a
  seeded ``ginrules.rng.Rng`` and keeps the first one whose *engine* result shows
  the level's concept; it never iterates a ``set`` (string hashing differs per
  process), so the result is the same on every run.
* The right answer and its explanation always come from ``ginrules``
  (``score_hand``, ``lay_off``, ``render``); this module only asks questions
  and compares.
* ``PuzzleRecord`` is the streak and per-level record the page keeps in
  ``localStorage``; it is versioned and survives damaged data.
"""

from __future__ import annotations

import datetime as _dt
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ginrules import (
    Card,
    GinRulesError,
    HandResult,
    Meld,
    MeldKind,
    Rules,
    all_best_arrangements,
    best_arrangement,
    full_deck,
    lay_off,
    render,
    score_hand,
    sort_hand,
)
from ginrules.reader import InputError, as_int, parse_json
from ginrules.rng import Rng, derive_seed

__all__ = [
    "CONCEPTS",
    "LEVELS",
    "Answer",
    "Feedback",
    "Puzzle",
    "PuzzleError",
    "PuzzleRecord",
    "SpreadOption",
    "check_answer",
    "daily_puzzle",
    "daily_seed",
    "make_puzzle",
    "normalize_seed",
    "text",
]

LEVELS: tuple[int, ...] = (1, 2, 3, 4, 5)

#: The concepts each level draws from; the seed picks one.
CONCEPTS: Mapping[int, tuple[str, ...]] = {
    1: ("knock",),
    2: ("layoff", "layoff_chain"),
    3: ("undercut", "undercut_tie", "undercut_layoff"),
    4: ("gin", "big_gin"),
    5: ("best_spread",),
}

#: What each level asks, besides the always-asked winner and points.
QUESTIONS: Mapping[int, tuple[str, ...]] = {
    1: ("winner", "points"),
    2: ("winner", "points", "layoffs"),
    3: ("winner", "points", "layoffs"),
    4: ("winner", "points"),
    5: ("spread", "winner", "points", "layoffs"),
}

#: Level 5 always plays Oklahoma: the first upcard sets the knock limit.
LEVEL5_PRESET = "oklahoma"

_MAX_ATTEMPTS = 600
_SEED_RE = re.compile(r"[^A-Za-z0-9_-]+")
_SUITS = "CDHS"


class PuzzleError(GinRulesError):
    """A puzzle could not be made or read (bad level, preset, or no fitting hand)."""


# ---------------------------------------------------------------- texts

_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "level.1": "Level 1 · a plain knock",
        "level.2": "Level 2 · layoffs",
        "level.3": "Level 3 · undercuts",
        "level.4": "Level 4 · gin and big gin",
        "level.5": "Level 5 · Oklahoma and the knocker's best spread",
        "concept.knock": "The knocker has less deadwood; nothing can be laid off.",
        "concept.layoff": "The defender can lay off cards onto the knocker's melds.",
        "concept.layoff_chain": "A layoff can extend a run that another layoff already extended.",
        "concept.undercut": "The defender ends with less deadwood than the knocker.",
        "concept.undercut_tie": "Both sides end with the same deadwood: a tie.",
        "concept.undercut_layoff": "Layoffs bring the defender under the knocker.",
        "concept.gin": "The knocker goes gin: nobody lays off onto gin.",
        "concept.big_gin": "The knocker has big gin: all 11 cards melded.",
        "concept.best_spread": "The knocker chooses how to spread; the choice decides "
        "what the defender can lay off.",
        "role.knocker": "Knocker",
        "role.defender": "Defender",
        "q.winner": "Who scores?",
        "q.points": "How many points?",
        "q.layoffs": "Which of the defender's cards are laid off?",
        "q.spread": "Which spread is best for the knocker?",
        "fb.right": "Right!",
        "fb.wrong": "Not quite. Here is how it works out:",
        "fb.part.winner.ok": "Right: the {winner} scores.",
        "fb.part.winner.bad": "The {winner} scores, not the {other}.",
        "fb.part.points.ok": "Right: {points} points.",
        "fb.part.points.bad": "It is {points} points, not {given}.",
        "fb.part.layoffs.ok": "Right layoffs: {cards}.",
        "fb.part.layoffs.bad": "The defender lays off {cards}.",
        "fb.part.spread.ok": "Right: spread {option} is best for the knocker.",
        "fb.part.spread.bad": "Spread {option} is best for the knocker, not {given}.",
        "none": "nothing",
        "upcard": "First upcard: {card} (knock limit {limit})",
        "doubles": "The first upcard is a spade: this hand counts double.",
        "spread.option": "Spread {option}: {melds} · deadwood {deadwood}",
        "spread.outcome": "Spread {option}: {outcome}",
        "outcome": "{winner} scores {points}",
        "daily": "Puzzle of the day",
        "page.title": "Scoring puzzles",
        "page.intro": "A hand has just ended. Look at the knocker's spread and the defender's "
        "cards, then say who scores and how many points. The engine checks your answer and "
        "explains it step by step.",
        "page.levels": "Choose a level",
        "page.new": "New puzzle",
        "page.next": "Next puzzle",
        "page.retry": "Try this one again",
        "page.share": "Link to this puzzle",
        "page.check": "Check my answer",
        "page.loading": "The puzzle appears here once the card engine has loaded.",
        "page.rules": "House rules: {rules}",
        "page.puzzle": "Puzzle {seed} · {level}",
        "page.knocker": "The knocker's spread",
        "page.knocker_hand": "The knocker's cards",
        "page.defender": "The defender's hand",
        "page.melds": "Melds",
        "page.meld": "Meld {n}",
        "page.deadwood": "Deadwood",
        "page.no_deadwood": "no deadwood",
        "page.answer": "Your answer",
        "page.points_label": "Points for the winner",
        "page.layoffs_help": "Press the defender's cards that can be laid off.",
        "page.solution": "Step by step",
        "page.record": "Your record",
        "page.streak": "Streak: {streak} in a row (best {best})",
        "page.level_record": "Level {level}: {solved} of {tried} right at the first try",
        "page.first_try": "Only your first answer to a puzzle counts for the record.",
        "page.pick_winner": "Choose who scores.",
        "page.type_points": "Type the points as a whole number.",
    },
    "nl": {
        "level.1": "Niveau 1 · gewoon kloppen",
        "level.2": "Niveau 2 · bijleggen",
        "level.3": "Niveau 3 · onderkloppen (undercut)",
        "level.4": "Niveau 4 · gin en big gin",
        "level.5": "Niveau 5 · Oklahoma en de beste uitleg van de klopper",
        "concept.knock": "De klopper heeft minder dood hout; er valt niets bij te leggen.",
        "concept.layoff": "De tegenspeler kan kaarten bijleggen bij de setjes en series van "
        "de klopper.",
        "concept.layoff_chain": "Een bijgelegde kaart kan een serie verlengen die al door een "
        "andere bijgelegde kaart verlengd is.",
        "concept.undercut": "De tegenspeler houdt minder dood hout over dan de klopper.",
        "concept.undercut_tie": "Beide kanten houden evenveel dood hout over: gelijkspel.",
        "concept.undercut_layoff": "Door bij te leggen komt de tegenspeler onder de klopper.",
        "concept.gin": "De klopper gaat gin: bij gin mag niemand bijleggen.",
        "concept.big_gin": "De klopper heeft big gin: alle 11 kaarten in setjes en series.",
        "concept.best_spread": "De klopper kiest hoe hij uitlegt; die keuze bepaalt wat de "
        "tegenspeler kan bijleggen.",
        "role.knocker": "Klopper",
        "role.defender": "Tegenspeler",
        "q.winner": "Wie scoort?",
        "q.points": "Hoeveel punten?",
        "q.layoffs": "Welke kaarten van de tegenspeler worden bijgelegd?",
        "q.spread": "Welke manier van uitleggen is het best voor de klopper?",
        "fb.right": "Goed zo!",
        "fb.wrong": "Niet helemaal. Zo zit het:",
        "fb.part.winner.ok": "Goed: de {winner} scoort.",
        "fb.part.winner.bad": "De {winner} scoort, niet de {other}.",
        "fb.part.points.ok": "Goed: {points} punten.",
        "fb.part.points.bad": "Het is {points} punten, niet {given}.",
        "fb.part.layoffs.ok": "Goed bijgelegd: {cards}.",
        "fb.part.layoffs.bad": "De tegenspeler legt {cards} bij.",
        "fb.part.spread.ok": "Goed: uitleg {option} is het best voor de klopper.",
        "fb.part.spread.bad": "Uitleg {option} is het best voor de klopper, niet {given}.",
        "none": "niets",
        "upcard": "Eerste open kaart: {card} (kloplimiet {limit})",
        "doubles": "De eerste open kaart is een schoppen: deze ronde telt dubbel.",
        "spread.option": "Uitleg {option}: {melds} · dood hout {deadwood}",
        "spread.outcome": "Uitleg {option}: {outcome}",
        "outcome": "{winner} scoort {points}",
        "daily": "Puzzel van de dag",
        "page.title": "Scorepuzzels",
        "page.intro": "Een ronde is net afgelopen. Bekijk wat de klopper uitlegt en de kaarten "
        "van de tegenspeler, en zeg wie scoort en hoeveel punten. De engine controleert je "
        "antwoord en legt het stap voor stap uit.",
        "page.levels": "Kies een niveau",
        "page.new": "Nieuwe puzzel",
        "page.next": "Volgende puzzel",
        "page.retry": "Probeer deze nog eens",
        "page.share": "Link naar deze puzzel",
        "page.check": "Controleer mijn antwoord",
        "page.loading": "De puzzel verschijnt hier zodra de kaartengine geladen is.",
        "page.rules": "Huisregels: {rules}",
        "page.puzzle": "Puzzel {seed} · {level}",
        "page.knocker": "Wat de klopper uitlegt",
        "page.knocker_hand": "De kaarten van de klopper",
        "page.defender": "De hand van de tegenspeler",
        "page.melds": "Setjes en series",
        "page.meld": "Setje of serie {n}",
        "page.deadwood": "Dood hout",
        "page.no_deadwood": "geen dood hout",
        "page.answer": "Jouw antwoord",
        "page.points_label": "Punten voor de winnaar",
        "page.layoffs_help": "Druk op de kaarten van de tegenspeler die bijgelegd kunnen worden.",
        "page.solution": "Stap voor stap",
        "page.record": "Jouw resultaten",
        "page.streak": "Reeks: {streak} achter elkaar goed (beste {best})",
        "page.level_record": "Niveau {level}: {solved} van {tried} in één keer goed",
        "page.first_try": "Alleen je eerste antwoord op een puzzel telt mee.",
        "page.pick_winner": "Kies wie scoort.",
        "page.type_points": "Typ het aantal punten als heel getal.",
    },
}


def text(key: str, lang: str = "en", **values: object) -> str:
    """The puzzle page's own words (the rules' words come from ``ginrules.render``)."""
    table = _TEXT.get(lang, _TEXT["en"])
    template = table.get(key) or _TEXT["en"][key]
    return template.format(**values) if values else template


def _cards_words(cards: Iterable[Card], lang: str) -> str:
    names = [str(c) for c in sort_hand(tuple(cards))]
    return " ".join(names) if names else text("none", lang)


# ---------------------------------------------------------------- the puzzle


@dataclass(frozen=True)
class SpreadOption:
    """One way the knocker may spread (level 5), with the engine's result for it."""

    melds: tuple[Meld, ...]
    result: HandResult

    @property
    def deadwood(self) -> tuple[Card, ...]:
        """The knocker's unmelded cards under this spread."""
        return tuple(self.result.knocker_arrangement.deadwood)

    def knocker_net(self) -> int:
        """Points from the knocker's side: what the knocker wants to make largest."""
        return self.result.points if self.result.winner == "knocker" else -self.result.points


@dataclass(frozen=True)
class Puzzle:
    """A finished hand to score.  ``result`` is the engine's answer for ``knocker_melds``."""

    seed: str
    level: int
    preset: str
    concept: str
    rules: Rules
    upcard: Card
    knocker_cards: tuple[Card, ...]
    defender_cards: tuple[Card, ...]
    knocker_melds: tuple[Meld, ...]
    result: HandResult
    spread_options: tuple[SpreadOption, ...] = ()
    best_spread: int | None = None

    @property
    def questions(self) -> tuple[str, ...]:
        """Which parts the learner answers at this level."""
        return QUESTIONS[self.level]

    @property
    def puzzle_id(self) -> str:
        """Stable name of the puzzle: the same three things that make it."""
        return f"{self.level}:{self.preset}:{self.seed}"

    @property
    def knocker_deadwood(self) -> tuple[Card, ...]:
        """Cards the knocker shows outside melds."""
        return tuple(self.result.knocker_arrangement.deadwood)

    @property
    def layoff_cards(self) -> tuple[Card, ...]:
        """The defender's cards the engine lays off (display order)."""
        return sort_hand(tuple(lo.card for lo in self.result.defender.layoffs))

    def query(self) -> str:
        """Query string that reopens this puzzle (``?seed=..&level=..&rules=..``)."""
        return f"seed={self.seed}&level={self.level}&rules={self.preset}"

    def solution(self, lang: str = "en") -> list[str]:
        """The right answer, step by step, in the engine's own words."""
        lines: list[str] = []
        if self.spread_options:
            for i, opt in enumerate(self.spread_options):
                outcome = text(
                    "outcome",
                    lang,
                    winner=text(f"role.{opt.result.winner}", lang),
                    points=opt.result.points,
                )
                lines.append(text("spread.outcome", lang, option=_label(i), outcome=outcome))
        lines.extend(render(self.result.explanation, lang))
        return lines


def _label(index: int) -> str:
    return "ABCDEFGH"[index]


def normalize_seed(seed: object) -> str:
    """A seed safe for a page address: letters, digits, '-' and '_', at most 40 long."""
    cleaned = _SEED_RE.sub("", str(seed))[:40]
    return cleaned or "0"


def daily_seed(day: _dt.date) -> str:
    """The seed of the puzzle of the day: the date, so it needs no network."""
    return f"day-{day.isoformat()}"


def daily_level(day: _dt.date) -> int:
    """The puzzle of the day walks through the levels, one a day."""
    return 1 + day.toordinal() % len(LEVELS)


def daily_puzzle(day: _dt.date, preset: str = "standard") -> Puzzle:
    """Today's puzzle: the same for everyone on that date, offline."""
    return make_puzzle(daily_seed(day), daily_level(day), preset)


def make_puzzle(seed: object, level: int, preset: str = "standard") -> Puzzle:
    """Make the puzzle for ``(seed, level, preset)``; the same inputs give the same puzzle.

    Raises ``PuzzleError`` for an unknown level or preset.
    """
    if level not in LEVELS:
        raise PuzzleError(f"level must be 1 to 5, not {level!r}")
    if preset not in Rules.preset_names():
        raise PuzzleError(f"unknown house rules {preset!r}")
    seed_s = normalize_seed(seed)
    rules = _rules_for(level, preset)
    rng = Rng(derive_seed("gin-puzzle", 1, level, preset, seed_s))
    concepts = _concepts_for(level, rules)
    concept = concepts[rng.below(len(concepts))]
    for _ in range(_MAX_ATTEMPTS):
        puzzle = _attempt(rng, seed_s, level, preset, rules, concept)
        if puzzle is not None:
            return puzzle
    raise PuzzleError(f"no {concept} hand found for seed {seed_s!r}")


def _rules_for(level: int, preset: str) -> Rules:
    if level == 5:
        rules = Rules.preset(LEVEL5_PRESET)
        return _with_spade_double(rules)
    return Rules.preset(preset)


def _with_spade_double(rules: Rules) -> Rules:
    """Level 5 plays Oklahoma with the spade-upcard option on, so doubling shows up."""
    return rules.with_options(spade_doubles=True)


def _concepts_for(level: int, rules: Rules) -> tuple[str, ...]:
    concepts = CONCEPTS[level]
    if level == 4 and not rules.big_gin_played:
        concepts = tuple(c for c in concepts if c != "big_gin")
    return concepts


# ---------------------------------------------------------------- generation


def _card(rank: int, suit: Any) -> Card:
    return Card.of(rank, suit)


class _Pool:
    """The cards not yet dealt, in a seeded order (a list, never a set)."""

    def __init__(self, rng: Rng) -> None:
        deck = list(full_deck())
        rng.shuffle(deck)
        self.rng = rng
        self.cards = deck

    def has(self, cards: Iterable[Card]) -> bool:
        return all(c in self.cards for c in cards)

    def take(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        taken = tuple(cards)
        for c in taken:
            self.cards.remove(c)
        return taken

    def meld(self, size: int, kind: str | None = None) -> tuple[Card, ...] | None:
        """Take a random run or set of ``size`` cards that are still free."""
        rng = self.rng
        kind = kind or ("set" if size <= 4 and rng.below(3) == 0 else "run")
        for _ in range(30):
            if kind == "set":
                if size > 4:
                    return None
                rank = 1 + rng.below(13)
                free = [c for c in self.cards if c.rank == rank]
                if len(free) >= size:
                    rng.shuffle(free)
                    return self.take(free[:size])
            else:
                suit = _SUITS[rng.below(4)]
                start = 1 + rng.below(14 - size)
                cards = [_card(r, suit) for r in range(start, start + size)]
                if self.has(cards):
                    return self.take(cards)
        return None

    def low(self, max_value: int) -> Card | None:
        """Take a free card worth at most ``max_value`` (for deadwood)."""
        for c in self.cards:
            if c.value <= max_value:
                return self.take([c])[0]
        return None

    def any(self, count: int) -> tuple[Card, ...]:
        return self.take(self.cards[:count])


_KNOCK_SHAPES: tuple[tuple[int, ...], ...] = ((3, 3, 3), (3, 4), (4, 4), (3, 5), (3, 3), (4, 5))
_GIN_SHAPES: tuple[tuple[int, ...], ...] = ((3, 3, 4), (4, 6), (5, 5), (3, 7), (3, 3, 4))
_BIG_GIN_SHAPES: tuple[tuple[int, ...], ...] = ((3, 4, 4), (3, 3, 5), (5, 6), (4, 7), (3, 4, 4))


def _attempt(
    rng: Rng, seed: str, level: int, preset: str, rules: Rules, concept: str
) -> Puzzle | None:
    """One try: build hands for ``concept``; keep them only if the engine agrees."""
    pool = _Pool(rng)
    upcard = pool.any(1)[0]
    limit = rules.max_knock_deadwood(upcard)
    gin = concept in ("gin", "big_gin") or limit <= 0
    if concept == "big_gin":
        shapes, size = _BIG_GIN_SHAPES, 11
    elif gin:
        shapes, size = _GIN_SHAPES, 10
    else:
        shapes, size = _KNOCK_SHAPES, 10
    knocker = _build_hand(pool, shapes[rng.below(len(shapes))], size, limit, gin)
    if knocker is None:
        return None
    try:
        arrangement = best_arrangement(knocker)
    except GinRulesError:
        return None
    if gin and arrangement.deadwood_count != 0:
        return None
    if not gin and not 0 < arrangement.deadwood_count <= limit:
        return None
    defender = _build_defender(pool, concept, arrangement.melds, rng)
    if defender is None or len(defender) != 10:
        return None
    if concept == "best_spread":
        return _spread_puzzle(seed, level, preset, rules, upcard, knocker, defender)
    try:
        result = score_hand(knocker, defender, rules, knocker_melds=None, upcard=upcard)
    except GinRulesError:
        return None
    if not _shows(concept, result):
        return None
    return Puzzle(
        seed=seed,
        level=level,
        preset=preset,
        concept=concept,
        rules=rules,
        upcard=upcard,
        knocker_cards=sort_hand(knocker),
        defender_cards=sort_hand(defender),
        knocker_melds=tuple(result.knocker_arrangement.melds),
        result=result,
    )


def _build_hand(
    pool: _Pool, shape: Sequence[int], size: int, limit: int, gin: bool
) -> tuple[Card, ...] | None:
    cards: list[Card] = []
    for n in shape:
        meld = pool.meld(n)
        if meld is None:
            return None
        cards.extend(meld)
    if gin:
        return tuple(cards) if len(cards) == size else None
    budget = limit
    while len(cards) < size:
        spare = size - len(cards) - 1
        card = pool.low(max(1, budget - spare))
        if card is None:
            return None
        cards.append(card)
        budget -= card.value
    return tuple(cards)


def _run_ends(meld: Meld) -> list[tuple[int, Any, int]]:
    """(rank, suit, step) just beyond each end of a run, for planting layoffs."""
    cards = meld.cards
    if meld.kind is MeldKind.RUN:
        suit = cards[0].suit
        return [(cards[0].rank - 1, suit, -1), (cards[-1].rank + 1, suit, 1)]
    return []


def _layoff_cards(pool: _Pool, melds: Sequence[Meld], rng: Rng, chain: bool) -> list[Card]:
    """Free cards that fit the knocker's melds (two in a row beyond a run end for a chain)."""
    options: list[list[Card]] = []
    for meld in melds:
        for rank, suit, step in _run_ends(meld):
            first, second = rank, rank + step
            if chain:
                if 1 <= first <= 13 and 1 <= second <= 13:
                    pair = [_card(first, suit), _card(second, suit)]
                    if pool.has(pair):
                        options.append(pair)
            elif 1 <= first <= 13 and pool.has([_card(first, suit)]):
                options.append([_card(first, suit)])
        if not chain and len(meld.cards) == 3 and meld.kind is MeldKind.SET:
            fourth = [c for c in pool.cards if c.rank == meld.cards[0].rank]
            if fourth:
                options.append(fourth[:1])
    if not options:
        return []
    return list(options[rng.below(len(options))])


def _build_defender(
    pool: _Pool, concept: str, melds: Sequence[Meld], rng: Rng
) -> tuple[Card, ...] | None:
    cards: list[Card] = []
    if concept in ("layoff", "layoff_chain", "undercut_layoff", "best_spread"):
        planted = _layoff_cards(pool, melds, rng, chain=concept == "layoff_chain")
        if not planted:
            return None
        cards.extend(pool.take(planted))
        if concept == "layoff" and rng.below(2) == 0:
            cards.extend(pool.take(_layoff_cards(pool, melds, rng, chain=False)))
    if concept.startswith("undercut"):
        for n in (3, 3) if concept == "undercut_layoff" else (3, 4):
            meld = pool.meld(n)
            if meld is None:
                return None
            cards.extend(meld)
        while len(cards) < 10:
            card = pool.low(4 if concept == "undercut_layoff" else 3)
            if card is None:
                return None
            cards.append(card)
        return tuple(cards)
    if rng.below(3) != 0:  # most defenders hold a meld of their own: find it first
        meld = pool.meld(3)
        if meld is not None:
            cards.extend(meld)
    cards.extend(pool.any(10 - len(cards)))
    return tuple(cards)


def _chained(result: HandResult) -> bool:
    """True when some layoff only fits a run that an earlier layoff extended."""
    melds = result.knocker_arrangement.melds
    return any(not melds[lo.meld_index].accepts(lo.card) for lo in result.defender.layoffs)


def _shows(concept: str, result: HandResult) -> bool:
    """Does the engine's result show the level's concept?"""
    layoffs = len(result.defender.layoffs)
    kd, dd = result.knocker_deadwood, result.defender_deadwood
    if concept == "knock":
        return result.kind == "knock" and layoffs == 0
    if concept == "layoff":
        return result.kind == "knock" and layoffs >= 1 and not _chained(result)
    if concept == "layoff_chain":
        return result.kind == "knock" and _chained(result)
    if concept == "undercut":
        return result.kind == "undercut" and dd < kd and layoffs == 0
    if concept == "undercut_tie":
        return result.kind == "undercut" and dd == kd
    if concept == "undercut_layoff":
        return result.kind == "undercut" and layoffs >= 1 and dd < kd
    if concept == "gin":
        return result.kind == "gin"
    if concept == "big_gin":
        return result.kind == "big_gin"
    return False


def _spread_candidates(knocker: tuple[Card, ...]) -> list[tuple[Meld, ...]]:
    """Ways the knocker may spread: each least-deadwood arrangement, and each with one
    card taken off the end of a long meld (more deadwood, but it may block a layoff)."""
    seen: list[tuple[str, ...]] = []
    out: list[tuple[Meld, ...]] = []

    def add(melds: tuple[Meld, ...]) -> None:
        key = tuple(sorted(" ".join(c.code for c in m.cards) for m in melds))
        if key not in seen:
            seen.append(key)
            out.append(melds)

    for arrangement in all_best_arrangements(knocker):
        base = tuple(arrangement.melds)
        add(base)
        for i, meld in enumerate(base):
            if len(meld.cards) < 4:
                continue
            for trimmed in (meld.cards[1:], meld.cards[:-1]):
                try:
                    shorter = Meld.of(trimmed)
                except GinRulesError:
                    continue
                add((*base[:i], shorter, *base[i + 1 :]))
    return out


def _spread_puzzle(
    seed: str,
    level: int,
    preset: str,
    rules: Rules,
    upcard: Card,
    knocker: tuple[Card, ...],
    defender: tuple[Card, ...],
) -> Puzzle | None:
    options: list[SpreadOption] = []
    for melds in _spread_candidates(knocker):
        try:
            result = score_hand(knocker, defender, rules, knocker_melds=melds, upcard=upcard)
        except GinRulesError:
            continue  # over the knock limit: not a spread the knocker may show
        if result.kind in ("gin", "big_gin"):
            return None
        options.append(SpreadOption(melds, result))
    if len(options) < 2:
        return None
    nets = [o.knocker_net() for o in options]
    best = max(nets)
    if nets.count(best) != 1 or len(set(nets)) < 2:
        return None
    # At most four choices: the best one and the first three others.
    best_at = nets.index(best)
    keep = sorted([best_at, *[i for i in range(len(options)) if i != best_at][:3]])
    options = [options[i] for i in keep]
    # Show the options in a seeded order so the best is not always first.
    order = sorted(range(len(options)), key=lambda i: (hash_free_key(seed, i), i))
    options = [options[i] for i in order]
    best_index = max(range(len(options)), key=lambda i: options[i].knocker_net())
    chosen = options[best_index]
    return Puzzle(
        seed=seed,
        level=level,
        preset=preset,
        concept="best_spread",
        rules=rules,
        upcard=upcard,
        knocker_cards=sort_hand(knocker),
        defender_cards=sort_hand(defender),
        knocker_melds=chosen.melds,
        result=chosen.result,
        spread_options=tuple(options),
        best_spread=best_index,
    )


def hash_free_key(seed: str, index: int) -> int:
    """A per-seed shuffle key that does not depend on Python's salted ``hash``."""
    return derive_seed("gin-puzzle-order", seed, index)


# ---------------------------------------------------------------- answers


@dataclass(frozen=True)
class Answer:
    """What the learner says.  Parts a level does not ask may stay ``None``."""

    winner: str | None = None
    points: int | None = None
    layoffs: tuple[Card, ...] | None = None
    spread: int | None = None


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: per part, and the solution in words."""

    correct: bool
    parts: dict[str, bool]
    lines: tuple[str, ...]
    solution: tuple[str, ...]


def _layoffs_ok(puzzle: Puzzle, given: Sequence[Card]) -> bool:
    """Accept the engine's layoffs, or any other set the engine shows leaves the same
    deadwood (two cards may be equally good to lay off)."""
    want = sorted(c.code for c in puzzle.layoff_cards)
    got = sorted(c.code for c in given)
    if got == want:
        return True
    if len(set(got)) != len(got) or any(c not in puzzle.defender_cards for c in given):
        return False
    if not given:
        return False
    melds = puzzle.knocker_melds
    alone = lay_off(tuple(given), melds)
    if len(alone.layoffs) != len(given):
        return False
    rest = tuple(c for c in puzzle.defender_cards if c not in given)
    return best_arrangement(rest).deadwood_count == puzzle.result.defender_deadwood


def check_answer(puzzle: Puzzle, answer: Answer, lang: str = "en") -> Feedback:
    """Judge each asked part against the engine's result and explain the right answer."""
    result = puzzle.result
    parts: dict[str, bool] = {}
    lines: list[str] = []
    other = "defender" if result.winner == "knocker" else "knocker"
    win = text(f"role.{result.winner}", lang).lower()
    for q in puzzle.questions:
        if q == "winner":
            ok = answer.winner == result.winner
            parts[q] = ok
            key = "fb.part.winner.ok" if ok else "fb.part.winner.bad"
            lines.append(text(key, lang, winner=win, other=text(f"role.{other}", lang).lower()))
        elif q == "points":
            ok = answer.points == result.points
            parts[q] = ok
            key = "fb.part.points.ok" if ok else "fb.part.points.bad"
            given = "?" if answer.points is None else answer.points
            lines.append(text(key, lang, points=result.points, given=given))
        elif q == "layoffs":
            ok = _layoffs_ok(puzzle, answer.layoffs or ())
            parts[q] = ok
            key = "fb.part.layoffs.ok" if ok else "fb.part.layoffs.bad"
            lines.append(text(key, lang, cards=_cards_words(puzzle.layoff_cards, lang)))
        elif q == "spread":
            best = puzzle.best_spread if puzzle.best_spread is not None else 0
            ok = answer.spread == best
            parts[q] = ok
            key = "fb.part.spread.ok" if ok else "fb.part.spread.bad"
            given = "?" if answer.spread is None else _label(answer.spread)
            lines.append(text(key, lang, option=_label(best), given=given))
    correct = all(parts.values())
    head = text("fb.right" if correct else "fb.wrong", lang)
    return Feedback(correct, parts, (head, *lines), tuple(puzzle.solution(lang)))


def parse_cards_field(codes: str) -> tuple[Card, ...]:
    """Cards from a space-separated list of codes (the page's toggles give codes)."""
    return tuple(Card.from_code(c) for c in codes.split() if c)


# ---------------------------------------------------------------- the record


@dataclass
class LevelRecord:
    """Puzzles tried and solved at the first attempt at one level."""

    tried: int = 0
    solved: int = 0


@dataclass
class PuzzleRecord:
    """Streak and per-level record, stored as JSON in ``localStorage``.

    Why versioned and forgiving: a learner's browser may hold data from an older
    page or a damaged value; the page must still open and keep what is readable.
    """

    VERSION = 1
    _KEEP_IDS = 200

    streak: int = 0
    best_streak: int = 0
    levels: dict[int, LevelRecord] = field(default_factory=dict)
    seen: list[str] = field(default_factory=list)

    def record(self, puzzle_id: str, level: int, correct: bool) -> bool:
        """Count the first answer to a puzzle; retries do not change the record.

        Returns True when this answer counted.
        """
        if puzzle_id in self.seen:
            return False
        self.seen.append(puzzle_id)
        del self.seen[: -self._KEEP_IDS]
        lvl = self.levels.setdefault(level, LevelRecord())
        lvl.tried += 1
        if correct:
            lvl.solved += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
        return True

    def level(self, level: int) -> LevelRecord:
        """The record of one level (zeros when never played)."""
        return self.levels.get(level, LevelRecord())

    def to_json(self) -> str:
        """The stored form."""
        return json.dumps(
            {
                "version": self.VERSION,
                "streak": self.streak,
                "best_streak": self.best_streak,
                "levels": {
                    str(k): {"tried": v.tried, "solved": v.solved}
                    for k, v in sorted(self.levels.items())
                },
                "seen": self.seen,
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, raw: str | None) -> PuzzleRecord:
        """Read the stored form; anything unreadable is dropped, never raised."""
        rec = cls()
        try:
            data: Any = parse_json(raw, "the puzzle record") if raw else {}
        except InputError:
            return rec
        if not isinstance(data, dict):
            return rec
        rec.streak = _nat(data.get("streak"))
        rec.best_streak = max(_nat(data.get("best_streak")), rec.streak)
        levels = data.get("levels")
        if isinstance(levels, dict):
            for key, value in levels.items():
                try:
                    lv = as_int(key, "a puzzle level", max_digits=3)
                except InputError:
                    continue
                if lv in LEVELS and isinstance(value, dict):
                    tried = _nat(value.get("tried"))
                    solved = min(_nat(value.get("solved")), tried)
                    rec.levels[lv] = LevelRecord(tried, solved)
        seen = data.get("seen")
        if isinstance(seen, list):
            rec.seen = [s for s in seen if isinstance(s, str)][-cls._KEEP_IDS :]
        return rec


def _nat(value: object) -> int:
    """A non-negative int from stored data, or 0."""
    if isinstance(value, bool) or not isinstance(value, int):
        return 0
    return max(0, value)


# ---------------------------------------------------------------- the site page


def page_texts(lang: str) -> dict[str, str]:
    """Every puzzle-page word in one language (for the template and the controller)."""
    return {key: text(key, lang) for key in _TEXT["en"]}


def site_pages(lang: str) -> list[dict[str, Any]]:
    """The puzzles page for build.py: pre-rendered words; the puzzle itself is made in
    the browser from the address (seed, level, rules)."""
    texts = page_texts(lang)
    levels = [
        {
            "level": lv,
            "title": texts[f"level.{lv}"],
            "concepts": [texts[f"concept.{c}"] for c in CONCEPTS[lv]],
        }
        for lv in LEVELS
    ]
    return [
        {
            "slug": "puzzles",
            "title": texts["page.title"],
            "summary": texts["page.intro"],
            "context": {"pz": texts, "pz_levels": levels},
            "data": {"texts": texts},
        }
    ]


def puzzle_view(puzzle: Puzzle, lang: str = "en") -> dict[str, Any]:
    """What the page shows of a puzzle, as plain data (card codes): no answer in it
    except for level 5's spread options, whose deadwood is part of the question."""
    limit = puzzle.rules.max_knock_deadwood(puzzle.upcard)
    return {
        "id": puzzle.puzzle_id,
        "seed": puzzle.seed,
        "level": puzzle.level,
        "preset": puzzle.preset,
        "rules_preset": LEVEL5_PRESET if puzzle.level == 5 else puzzle.preset,
        "title": text(f"level.{puzzle.level}", lang),
        "concept": text(f"concept.{puzzle.concept}", lang),
        "questions": list(puzzle.questions),
        "upcard": puzzle.upcard.code,
        "upcard_line": text("upcard", lang, card=str(puzzle.upcard), limit=limit),
        "shows_upcard": _upcard_matters(puzzle.rules),
        "doubles_line": text("doubles", lang) if puzzle.rules.doubles(puzzle.upcard) else "",
        "knocker_cards": [c.code for c in puzzle.knocker_cards],
        "knocker_melds": [[c.code for c in m.cards] for m in puzzle.knocker_melds],
        "knocker_deadwood": [c.code for c in puzzle.knocker_deadwood],
        "defender_cards": [c.code for c in puzzle.defender_cards],
        "spread_options": [
            {
                "label": _label(i),
                "melds": [[c.code for c in m.cards] for m in opt.melds],
                "deadwood": [c.code for c in opt.deadwood],
                "deadwood_count": opt.result.knocker_deadwood,
            }
            for i, opt in enumerate(puzzle.spread_options)
        ],
        "query": puzzle.query(),
    }


def _upcard_matters(rules: Rules) -> bool:
    """Does the first upcard change the knock limit (Oklahoma)?  Asked of the engine."""
    low, high = Card.from_code("2C"), Card.from_code("KC")
    return rules.max_knock_deadwood(low) != rules.max_knock_deadwood(high)
