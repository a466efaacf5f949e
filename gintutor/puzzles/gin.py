"""Two-player gin's scoring puzzles: a finished hand, and the learner says who scores and
how much.

Why this module exists: a learner checks their understanding of the showdown
(deadwood, layoffs, undercuts, gin, big gin, Oklahoma) on hands made for the
concept of a level.  Everything here is pure Python (standard library and
``ginrules``) so it runs the same in CPython (tests, build) and in Pyodide
(the puzzles page).  Judging the answer and the hints are in ``gin_check``; this
module names them in its ``PUZZLES``, the shape every family's puzzles have.

* A puzzle is made from ``(seed, level, preset)`` only, so a link with those
  three reopens the same puzzle.  The generator builds candidate hands from a
  seeded ``gintutor.dealing.Dealer`` and keeps the first one whose *engine* result shows
  the level's concept; it never iterates a ``set`` (string hashing differs per
  process), so the result is the same on every run.
* The right answer and its explanation always come from ``ginrules``
  (``score_hand``, ``lay_off``, ``render``); this module only asks questions.
* The levels are named by what they teach (``KNOCK_LEVEL`` ... ``SPREAD_LEVEL``), in
  the order of two-player gin's ``Family.puzzle_levels``: their numbers are written in
  the registry alone.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ginrules import (
    Card,
    GinRulesError,
    HandResult,
    Meld,
    MeldKind,
    Rules,
    all_spreads,
    best_arrangement,
    render,
    score_hand,
    sort_hand,
)
from ginrules.core.rng import derive_seed
from ginrules.table.endings import ending_of

from ..dealing import Dealer, Pool
from .frame import MadeFromSeed, PuzzleError, PuzzleFamily, normalize_seed
from .gin_check import Answer, check_answer, hints, spread_label
from .levels import daily_level, daily_seed, levels_of
from .words import WORDS, cards_words

__all__ = [
    "CONCEPTS",
    "GIN_LEVEL",
    "KNOCK_LEVEL",
    "LAYOFF_LEVEL",
    "LEVELS",
    "LEVEL_CONCEPTS",
    "PUZZLES",
    "SCORING_OPTIONS",
    "SPREAD_LEVEL",
    "UNDERCUT_LEVEL",
    "WORDS",
    "Puzzle",
    "SpreadOption",
    "daily_puzzle",
    "legal_spreads",
    "level_name",
    "make_puzzle",
    "puzzle_rules",
    "puzzle_view",
    "rule_lines",
    "spread_label",
]

#: Two-player gin's puzzle levels (``gintutor.families``).
LEVELS: tuple[int, ...] = levels_of("gin")
#: Each level by what it teaches, in the registry's order: a plain knock, laying off, the
#: undercut, gin (and big gin), and choosing the spread (under Oklahoma).
KNOCK_LEVEL, LAYOFF_LEVEL, UNDERCUT_LEVEL, GIN_LEVEL, SPREAD_LEVEL = LEVELS

#: The concepts each level draws from; the seed picks one.
CONCEPTS: Mapping[int, tuple[str, ...]] = {
    KNOCK_LEVEL: ("knock",),
    LAYOFF_LEVEL: ("layoff", "layoff_chain"),
    UNDERCUT_LEVEL: ("undercut", "undercut_tie", "undercut_layoff"),
    GIN_LEVEL: ("gin", "big_gin"),
    SPREAD_LEVEL: ("best_spread",),
}

#: What each level asks, besides the always-asked winner and points.
QUESTIONS: Mapping[int, tuple[str, ...]] = {
    KNOCK_LEVEL: ("winner", "points"),
    LAYOFF_LEVEL: ("winner", "points", "layoffs"),
    UNDERCUT_LEVEL: ("winner", "points", "layoffs"),
    GIN_LEVEL: ("winner", "points"),
    SPREAD_LEVEL: ("spread", "winner", "points", "layoffs"),
}

#: The spreads level always plays Oklahoma: the first upcard sets the knock limit.
SPREAD_LEVEL_PRESET = "oklahoma"

#: The concepts the page's level chips name (the same as those dealt).
LEVEL_CONCEPTS: Mapping[int, tuple[str, ...]] = CONCEPTS

_MAX_ATTEMPTS = 600


def level_name(level: int, lang: str) -> str:
    """The level's short name in the learner's record ('Level 3')."""
    return WORDS.say("page.level_name", lang, level=level)


# ---------------------------------------------------------------- the puzzle


@dataclass(frozen=True)
class SpreadOption:
    """One way the knocker may spread (the spreads level), with the engine's result."""

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
class Puzzle(MadeFromSeed):
    """A finished hand to score.  ``result`` is the engine's answer for ``knocker_melds``
    (at the spreads level: for the first of the best spreads)."""

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
    def knocker_deadwood(self) -> tuple[Card, ...]:
        """Cards the knocker shows outside melds."""
        return tuple(self.result.knocker_arrangement.deadwood)

    @property
    def layoff_cards(self) -> tuple[Card, ...]:
        """The defender's cards the engine lays off (display order)."""
        return sort_hand(tuple(lo.card for lo in self.result.defender.layoffs))

    @property
    def best_spreads(self) -> tuple[int, ...]:
        """Every spread that gives the knocker the most (ties are all right answers)."""
        if not self.spread_options:
            return ()
        nets = [o.knocker_net() for o in self.spread_options]
        return tuple(i for i, n in enumerate(nets) if n == max(nets))

    def option(self, spread: int | None) -> SpreadOption | None:
        """The spread the learner chose, or None (no spreads asked, or no valid choice)."""
        if spread is None or not 0 <= spread < len(self.spread_options):
            return None
        return self.spread_options[spread]

    def result_for(self, spread: int | None) -> HandResult:
        """The engine's result for the learner's spread: the spreads level judges the
        winner, points and layoffs of the spread the learner chose."""
        chosen = self.option(spread)
        return chosen.result if chosen is not None else self.result

    def melds_for(self, spread: int | None) -> tuple[Meld, ...]:
        """The knocker's melds under the learner's spread (or the puzzle's own)."""
        chosen = self.option(spread)
        return chosen.melds if chosen is not None else self.knocker_melds

    def solution(self, lang: str = "en") -> list[str]:
        """The right answer, step by step, in the engine's own words."""
        lines: list[str] = []
        if self.spread_options:
            for i, opt in enumerate(self.spread_options):
                outcome = WORDS.say(
                    "outcome",
                    lang,
                    winner=WORDS.say(f"role.{opt.result.winner}", lang),
                    points=opt.result.points,
                )
                lines.append(WORDS.say("spread.outcome", lang, option=spread_label(i),
                                       outcome=outcome))
            best = ", ".join(spread_label(i) for i in self.best_spreads)
            lines.append(WORDS.say("spread.best", lang, options=best))
            lines.extend(self._why_best(lang))
        lines.extend(render(self.result.explanation, lang))
        return lines

    def _why_best(self, lang: str) -> list[str]:
        """Why the best spread beats its closest rival (the other spread with the least
        knocker deadwood): the least deadwood, the layoffs it stops, or the deadwood it
        leaves the defender."""
        options = self.spread_options
        best = self.best_spreads[0]
        others = [i for i in range(len(options)) if i not in self.best_spreads]
        if not others:
            return []
        rival = min(others, key=lambda i: (options[i].result.knocker_deadwood, i))
        b, r = options[best].result, options[rival].result
        values = {
            "best": spread_label(best),
            "rival": spread_label(rival),
            "kd_best": b.knocker_deadwood,
            "kd_rival": r.knocker_deadwood,
        }
        if b.knocker_deadwood < r.knocker_deadwood:
            return [WORDS.say("spread.why.least", lang, **values)]
        blocked = [c for c in r.defender.laid_off if c not in b.defender.laid_off]
        same = "same" if b.knocker_deadwood == r.knocker_deadwood else "more"
        if blocked:
            cards = cards_words(blocked, lang)
            return [WORDS.say(f"spread.why.{same}.blocks", lang, cards=cards, **values)]
        return [
            WORDS.say(f"spread.why.{same}.keeps", lang, dd_best=b.defender_deadwood,
                 dd_rival=r.defender_deadwood, **values)
        ]


def daily_puzzle(day: _dt.date, preset: str = "standard") -> Puzzle:
    """Today's puzzle: the same for everyone on that date, offline."""
    return make_puzzle(daily_seed(day), daily_level(day), preset)


def make_puzzle(seed: object, level: int, preset: str = "standard") -> Puzzle:
    """Make the puzzle for ``(seed, level, preset)``; the same inputs give the same puzzle.

    Raises ``PuzzleError`` for an unknown level or preset.
    """
    if level not in LEVELS:
        raise PuzzleError(f"level must be {LEVELS[0]} to {LEVELS[-1]}, not {level!r}")
    if preset not in Rules.preset_names():
        raise PuzzleError(f"unknown house rules {preset!r}")
    seed_s = normalize_seed(seed)
    rules = puzzle_rules(level, preset)
    dealer = Dealer.seeded("gin-puzzle", 1, level, preset, seed_s)
    concept = dealer.choice(_concepts_for(level, rules))
    for _ in range(_MAX_ATTEMPTS):
        puzzle = _attempt(dealer, seed_s, level, preset, rules, concept)
        if puzzle is not None:
            return puzzle
    raise PuzzleError(f"no {concept} hand found for seed {seed_s!r}")


def puzzle_rules(level: int, preset: str) -> Rules:
    """The rules a puzzle is played by: the learner's preset, except at the spreads
    level, whose own stated rules are the Oklahoma preset as it is (spade doubling off, as
    in the preset; a puzzle never turns an option on that the page does not state)."""
    return Rules.preset(SPREAD_LEVEL_PRESET if level == SPREAD_LEVEL else preset)


def _concepts_for(level: int, rules: Rules) -> tuple[str, ...]:
    concepts = CONCEPTS[level]
    if level == GIN_LEVEL and not rules.big_gin_played:
        concepts = tuple(c for c in concepts if c != "big_gin")
    return concepts


# ---------------------------------------------------------------- the rules on the page

#: The options a puzzle's score depends on; the others (stock, dealer, game) never change
#: a single hand's score, which tests/tutor/test_puzzles.py checks.
SCORING_OPTIONS: tuple[str, ...] = (
    "knock_limit",
    "knock_limit_inclusive",
    "knock_limit_from_upcard",
    "ace_upcard_gin_only",
    "gin_bonus",
    "big_gin_bonus",
    "undercut_bonus",
    "spade_doubles",
)


def _scoring_values(rules: Rules) -> dict[str, object]:
    return {name: getattr(rules, name) for name in SCORING_OPTIONS if hasattr(rules, name)}


def rule_lines(puzzle: Puzzle, learner_preset: str, lang: str = "en") -> list[str]:
    """The puzzle's rules in words wherever they differ from the learner's preset, and
    spade doubling whenever it is on: a puzzle never uses a rule the page does not say.

    The knock limit is said with this hand's upcard, computed by the engine."""
    rules, mine = puzzle.rules, Rules.preset(learner_preset)
    ours, theirs = _scoring_values(rules), _scoring_values(mine)
    differs = {name for name in ours if ours[name] != theirs.get(name)}
    lines: list[str] = []
    limit = rules.max_knock_deadwood(puzzle.upcard)
    limit_options = {"knock_limit", "knock_limit_inclusive", "knock_limit_from_upcard",
                     "ace_upcard_gin_only"}
    if differs & limit_options or _upcard_matters(rules):
        lines.append(WORDS.say("rule.gin_only" if limit == 0 else "rule.knock_limit", lang,
                          limit=limit))
    if "gin_bonus" in differs:
        lines.append(WORDS.say("rule.gin_bonus", lang, n=rules.gin_bonus))
    if "big_gin_bonus" in differs:
        if rules.big_gin_bonus is None:
            lines.append(WORDS.say("rule.no_big_gin", lang))
        else:
            lines.append(WORDS.say("rule.big_gin_bonus", lang, n=rules.big_gin_bonus))
    if "undercut_bonus" in differs:
        lines.append(WORDS.say("rule.undercut_bonus", lang, n=rules.undercut_bonus))
    if rules.spade_doubles:
        key = "rule.spade_doubles" if rules.doubles(puzzle.upcard) else "rule.spade_would_double"
        lines.append(WORDS.say(key, lang))
    elif "spade_doubles" in differs:
        lines.append(WORDS.say("rule.spade_off", lang))
    return lines


# ---------------------------------------------------------------- generation


def _card(rank: int, suit: Any) -> Card:
    return Card.of(rank, suit)


_KNOCK_SHAPES: tuple[tuple[int, ...], ...] = ((3, 3, 3), (3, 4), (4, 4), (3, 5), (3, 3), (4, 5))
_GIN_SHAPES: tuple[tuple[int, ...], ...] = ((3, 3, 4), (4, 6), (5, 5), (3, 7), (3, 3, 4))
_BIG_GIN_SHAPES: tuple[tuple[int, ...], ...] = ((3, 4, 4), (3, 3, 5), (5, 6), (4, 7), (3, 4, 4))


def _attempt(
    dealer: Dealer, seed: str, level: int, preset: str, rules: Rules, concept: str
) -> Puzzle | None:
    """One try: build hands for ``concept``; keep them only if the engine agrees."""
    pool = Pool(dealer)
    upcard = pool.any(1)[0]
    limit = rules.max_knock_deadwood(upcard)
    gin = concept in ("gin", "big_gin") or limit <= 0
    if concept == "big_gin":
        shapes, size = _BIG_GIN_SHAPES, 11
    elif gin:
        shapes, size = _GIN_SHAPES, 10
    else:
        shapes, size = _KNOCK_SHAPES, 10
    knocker = _build_hand(pool, dealer.choice(shapes), size, limit, gin)
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
    defender = _build_defender(pool, concept, arrangement.melds, dealer)
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
    pool: Pool, shape: Sequence[int], size: int, limit: int, gin: bool
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


def _layoff_cards(
    pool: Pool, melds: Sequence[Meld], dealer: Dealer, chain: bool
) -> list[Card]:
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
    return list(dealer.choice(options))


def _build_defender(
    pool: Pool, concept: str, melds: Sequence[Meld], dealer: Dealer
) -> tuple[Card, ...] | None:
    cards: list[Card] = []
    if concept in ("layoff", "layoff_chain", "undercut_layoff", "best_spread"):
        planted = _layoff_cards(pool, melds, dealer, chain=concept == "layoff_chain")
        if not planted:
            return None
        cards.extend(pool.take(planted))
        if concept == "layoff" and dealer.one_in(2):
            cards.extend(pool.take(_layoff_cards(pool, melds, dealer, chain=False)))
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
    if not dealer.one_in(3):  # most defenders hold a meld of their own: find it first
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


#: A spreads-level hand with more legal spreads than this is not used: the page lists
#: them all.
_MAX_SPREADS = 6


def _run_split(melds: Sequence[Meld]) -> bool:
    """Two runs of one suit that touch (3-4-5 and 6-7-8): shown as the one run they make."""
    runs = [m for m in melds if m.kind is MeldKind.RUN]
    return any(
        a.suit is b.suit and a.cards[-1].rank + 1 == b.cards[0].rank for a in runs for b in runs
    )


def legal_spreads(
    knocker: Sequence[Card], rules: Rules, upcard: Card | None
) -> list[tuple[Meld, ...]]:
    """Every spread the knocker may show: any melds of their cards that leave deadwood
    within the knock limit (docs/rules.md: the knocker chooses the arrangement, not only the
    least-deadwood one), each run shown whole.  Least deadwood first."""
    spreads = all_spreads(tuple(knocker), rules.max_knock_deadwood(upcard))
    return [arrangement.melds for arrangement in spreads if not _run_split(arrangement.melds)]


def _spread_puzzle(
    seed: str,
    level: int,
    preset: str,
    rules: Rules,
    upcard: Card,
    knocker: tuple[Card, ...],
    defender: tuple[Card, ...],
) -> Puzzle | None:
    """A spreads-level puzzle: every legal spread is an option; the spreads must not all score
    the same for the knocker, or there is nothing to choose."""
    spreads = legal_spreads(knocker, rules, upcard)
    if not 2 <= len(spreads) <= _MAX_SPREADS:
        return None
    options: list[SpreadOption] = []
    for melds in spreads:
        result = score_hand(knocker, defender, rules, knocker_melds=melds, upcard=upcard)
        if ending_of(result).no_deadwood:
            return None
        options.append(SpreadOption(melds, result))
    nets = [o.knocker_net() for o in options]
    least = min(o.result.knocker_deadwood for o in options)
    if not any(o.result.knocker_deadwood == least and n < max(nets)
               for o, n in zip(options, nets, strict=True)):
        return None  # the least deadwood must not be the whole answer: a layoff decides
    # Show the options in a seeded order so the best is not always first.
    order = sorted(range(len(options)), key=lambda i: (hash_free_key(seed, i), i))
    options = [options[i] for i in order]
    nets = [o.knocker_net() for o in options]
    best_index = nets.index(max(nets))
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


def puzzle_view(
    puzzle: Puzzle, lang: str = "en", learner_preset: str = "standard"
) -> dict[str, Any]:
    """What the page shows of a puzzle, as plain data (card codes): no answer in it.
    ``rule_lines`` state every rule the puzzle uses that differs from the learner's
    preset, and spade doubling whenever it is on."""
    return {
        "id": puzzle.puzzle_id,
        "seed": puzzle.seed,
        "level": puzzle.level,
        "preset": puzzle.preset,
        "rules_preset": puzzle.rules.matching_preset() or puzzle.preset,
        "title": WORDS.say(f"level.{puzzle.level}", lang),
        "concept": WORDS.say(f"concept.{puzzle.concept}", lang),
        "questions": list(puzzle.questions),
        "upcard": puzzle.upcard.code,
        "upcard_line": WORDS.say("upcard", lang, card=cards_words([puzzle.upcard], lang)),
        "shows_upcard": _upcard_matters(puzzle.rules),
        "rule_lines": rule_lines(puzzle, learner_preset, lang),
        "knocker_cards": [c.code for c in puzzle.knocker_cards],
        "knocker_melds": [[c.code for c in m.cards] for m in puzzle.knocker_melds],
        "knocker_deadwood": [c.code for c in puzzle.knocker_deadwood],
        "defender_cards": [c.code for c in puzzle.defender_cards],
        "spread_options": [
            {
                "label": spread_label(i),
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


#: Two-player gin's puzzles as the puzzles page asks for them (``gintutor.puzzles.frame``).
PUZZLES: PuzzleFamily[Puzzle, Answer] = PuzzleFamily(
    make=make_puzzle, hints=hints, check=check_answer, level_name=level_name)
