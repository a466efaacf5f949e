"""Scoring puzzles of the seven-card showdown for three or four (variant ``gin-7``): who
scores, and what each opponent pays.

Why a module of its own: it is the ``showdown`` family's (``gintutor.families``), and only
the puzzles page runs it, so it travels in that page's own zip (``build.PAGE_ZIPS``); what
it shares with the pairs hand at two tables is in ``multi_frame``.

* A puzzle is made from ``(seed, level, preset)`` only: a seeded ``gintutor.dealing.Dealer``
  deals it, so a link reopens the same puzzle.
* The engine's ``score_ring`` scores it (each defender in turn lays off only onto the
  knocker's melds as laid out, never onto another defender's layoff; the least deadwood
  undercuts; each opponent pays).  About half the seeds are dealt so that a later
  defender holds a card that would only fit an earlier defender's layoff: the engine
  refuses it (seed 002's example), and the puzzle is about that.
* Feedback names what is wrong and where (whose payment), never the answer; the answer
  comes with the third hint or "Show the answer", as for the other levels.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ginrules import (
    Card,
    GinRulesError,
    HandResult,
    Rules,
    deadwood_count,
    format_cards,
    render,
    sort_hand,
)
from ginrules.gin.showdown import score_ring
from ginrules.table.endings import ending_of
from ginrules.table.seats import Table

from ..dealing import Dealer, Pool
from .frame import Feedback, MadeFromSeed, PuzzleError, PuzzleFamily, normalize_seed, verdict
from .levels import level_presets, levels_of
from .multi_frame import NAMES, check_inputs, knocker_view, level_name, preset_title
from .multi_frame import stated_rules as rules_sentences
from .multi_words import WORDS

__all__ = [
    "LEVEL_CONCEPTS",
    "PUZZLES",
    "SEVEN_LEVEL",
    "WORDS",
    "SevenAnswer",
    "SevenPuzzle",
    "answer_lines",
    "check_seven",
    "level_name",
    "make_seven_puzzle",
    "seven_hints",
    "seven_view",
    "stated_rules",
]

#: The showdown's one level (``gintutor.families``).
(SEVEN_LEVEL,) = levels_of("showdown")
#: The concepts the page's level chip names.
LEVEL_CONCEPTS: Mapping[int, tuple[str, ...]] = {SEVEN_LEVEL: ("blocked", "undercut")}
#: What each seed is dealt for, by weight: a refused layoff, an undercut, a plain knock
#: with layoffs.
_SEVEN_CONCEPTS: tuple[str, ...] = ("blocked",) * 9 + ("undercut",) * 6 + ("layoff",) * 5
#: The house rules' statements (``gintutor.rules_text``) the page shows, for every rule
#: the answers use beyond the knock limit: seven cards, who may lay off onto what and the
#: undercut.
STATED: tuple[str, ...] = ("undercut", "layoff_chain")
_MAX_ATTEMPTS = 400


@dataclass(frozen=True)
class SevenPuzzle(MadeFromSeed):
    """A finished seven-card showdown; ``result`` is the engine's ``score_ring``."""

    seed: str
    level: int
    preset: str
    concept: str
    names: tuple[str, ...]
    rules: Rules
    upcard: Card
    knocker_seat: int
    hands: tuple[tuple[Card, ...], ...]  # every seat's seven cards
    result: HandResult

    @property
    def order(self) -> tuple[int, ...]:
        """The defenders in turn, from the knocker's left."""
        return Table(self.names).others(self.knocker_seat)

    @property
    def winner_seat(self) -> int:
        return self.result.winner_seat

    def paid(self, seat: int) -> int:
        """What ``seat`` pays the winner (0 for the winner), from the engine's payments."""
        return dict(self.result.payments).get(seat, 0)

    def blocked(self) -> list[tuple[int, Card, int]]:
        """Each refused layoff (seat, card, seat whose layoff it would go on), from the
        engine's own explanation."""
        seat_of = {name: i for i, name in enumerate(self.names)}
        return [(int(s.values["seat"]), s.values["card"], seat_of[str(s.values["owner"])])
                for s in self.result.explanation if s.id == "ring.blocked"]

    def deadwood(self, seat: int) -> int:
        """A player's deadwood as scored: the knocker's shown, a defender's after layoffs."""
        if seat == self.knocker_seat:
            return self.result.knocker_deadwood
        return next(d.deadwood for d in self.result.defenders if d.seat == seat)

    def solution(self, lang: str = "en") -> list[str]:
        """The right answer, step by step, in the engine's own words."""
        return list(render(self.result.explanation, lang))


def make_seven_puzzle(seed: object, level: int = SEVEN_LEVEL,
                      preset: str = "standard") -> SevenPuzzle:
    """The seven-card puzzle for ``(seed, level, preset)``; the same inputs give the same
    one.  Raises ``PuzzleError`` for another level or house rules seven-card gin lacks."""
    check_inputs(level, preset, SEVEN_LEVEL)
    seed_s = normalize_seed(seed)
    rules = Rules.preset(preset, "gin-7")
    dealer = Dealer.seeded("seven-puzzle", 1, seed_s)
    names = tuple(dealer.sample(NAMES, dealer.randint(3, 4)))
    concept = dealer.choice(_SEVEN_CONCEPTS)
    for _ in range(_MAX_ATTEMPTS):
        puzzle = _seven_attempt(dealer, seed_s, preset, rules, names, concept)
        if puzzle is not None:
            return puzzle
    raise PuzzleError(f"no {concept} showdown found for seed {seed_s!r}")  # pragma: no cover


def _extension(pool: Pool, run: Sequence[Card], dealer: Dealer) -> tuple[Card, Card] | None:
    """Two free cards beyond one end of ``run``: the next one (a layoff) and the one after
    it (which fits only onto that layoff)."""
    low, high = min(c.rank for c in run), max(c.rank for c in run)
    suit = run[0].suit
    ends = [(low - 1, low - 2), (high + 1, high + 2)]
    if dealer.one_in(2):
        ends.reverse()
    for near, far in ends:
        if min(near, far) >= 1 and max(near, far) <= 13:
            pair = (Card.of(near, suit), Card.of(far, suit))
            if pool.has(pair):
                pool.take(pair)
                return pair
    return None


def _seven_attempt(dealer: Dealer, seed: str, preset: str, rules: Rules,
                   names: tuple[str, ...], concept: str) -> SevenPuzzle | None:
    """Deal one showdown for the concept and keep it when the engine's result shows it."""
    n = len(names)
    pool = Pool(dealer)
    knocker = dealer.below(n)
    order = list(Table(names).others(knocker))
    floor = dealer.randint(4, 10)
    upcard = next((c for c in pool.cards if c.value >= floor), None)
    if upcard is None:
        return None
    pool.take([upcard])
    limit = rules.max_knock_deadwood(upcard)
    # The knocker: a run (the layoffs go there), maybe a second meld, deadwood within limit.
    run = pool.meld(dealer.choice((3, 3, 4)), "run")
    if run is None:
        return None
    knocker_cards = list(run)
    if len(run) == 3 and dealer.chance(60):
        second = pool.meld(3)
        if second is None:
            return None
        knocker_cards += second
    budget = limit
    while len(knocker_cards) < 7:
        left = 7 - len(knocker_cards)
        card = pool.low(max(1, budget - (left - 1)))
        if card is None or card.value > budget:
            return None
        knocker_cards.append(card)
        budget -= card.value
    hands: dict[int, list[Card]] = {seat: [] for seat in order}
    if concept in ("blocked", "layoff"):
        pair = _extension(pool, run, dealer)
        if pair is None:
            return None
        first = dealer.below(len(order) - 1) if concept == "blocked" else dealer.below(len(order))
        hands[order[first]].append(pair[0])
        if concept == "blocked":
            hands[order[dealer.randint(first + 1, len(order) - 1)]].append(pair[1])
        else:
            pool.cards.append(pair[1])  # back, at the bottom: anyone may be dealt it
    if concept == "undercut":
        low_one = hands[dealer.choice(order)]
        for size in (3, 4 if dealer.one_in(2) else 3):
            meld = pool.meld(size)
            if meld is None:
                return None
            low_one += meld
    for seat in order:
        cards = hands[seat]
        if len(cards) <= 4 and dealer.one_in(2):
            meld = pool.meld(3)
            if meld is not None:
                cards += meld
        if len(cards) < 7:
            cards += pool.any(7 - len(cards))
        if len(cards) != 7:
            return None
    try:
        result = score_ring(knocker_cards, [(seat, hands[seat]) for seat in order], rules,
                            upcard=upcard, knocker_seat=knocker, names=names)
    except GinRulesError:
        return None
    puzzle = SevenPuzzle(seed, SEVEN_LEVEL, preset, concept, names, rules, upcard, knocker,
                         tuple(tuple(knocker_cards) if s == knocker else tuple(hands[s])
                               for s in range(n)), result)
    return puzzle if _shows_seven(concept, puzzle) else None


def _shows_seven(concept: str, puzzle: SevenPuzzle) -> bool:
    """Does the engine's result show what this seed was dealt for?"""
    result = puzzle.result
    if not ending_of(result).defenders_lay_off:  # a knock, not gin
        return False
    if concept == "blocked":
        return bool(puzzle.blocked())
    if concept == "undercut":
        return result.kind == "undercut"
    return result.kind == "knock" and any(d.spread.layoffs for d in result.defenders)


@dataclass(frozen=True)
class SevenAnswer:
    """What the learner says: who scores, and what each seat pays (the winner 0)."""

    winner: int | None
    payments: Mapping[int, int | None]


def _pay_feedback(puzzle: SevenPuzzle, seat: int, given: int, lang: str) -> str:
    """Say what a wrong payment counts (from the engine's result), never the right one."""
    name = puzzle.names[seat]
    result = puzzle.result
    if seat == puzzle.winner_seat:
        return WORDS.say("fb.pay.winner", lang, name=name)
    right = puzzle.paid(seat)
    for who, card, owner in puzzle.blocked():
        if who == seat and given == right - card.value:
            return WORDS.say("fb.pay.blocked", lang, name=name, card=format_cards([card], lang),
                             owner=puzzle.names[owner])
    bonus = puzzle.rules.undercut_bonus
    undercut = result.kind == "undercut"
    if undercut and seat != puzzle.knocker_seat and given == right + bonus:
        return WORDS.say("fb.pay.only_knocker", lang, name=name)
    if seat != puzzle.knocker_seat:
        before = deadwood_count(puzzle.hands[seat])
        after = puzzle.deadwood(seat)
        if before != after and given == right + before - after:
            return WORDS.say("fb.pay.before_layoffs", lang, name=name)
    if undercut and seat == puzzle.knocker_seat:
        if given == right - bonus:
            return WORDS.say("fb.pay.no_bonus", lang, name=name)
        others = {Rules.preset(p, "gin-7").undercut_bonus for p in level_presets(SEVEN_LEVEL)}
        if any(given == right - bonus + b for b in others if b != bonus):
            return WORDS.say("fb.pay.other_bonus", lang, name=name)
    if given == puzzle.deadwood(seat) != right:
        return WORDS.say("fb.pay.whole", lang, name=name)
    return WORDS.say("fb.pay.bad", lang, name=name, given=given)


def check_seven(puzzle: SevenPuzzle, answer: SevenAnswer, lang: str = "en") -> Feedback:
    """Judge who scores and each payment against the engine's result; a wrong part is
    named with what to look at again, never with the right number."""
    parts: dict[str, bool] = {}
    lines: list[str] = []
    ok = answer.winner == puzzle.winner_seat
    parts["winner"] = ok
    if ok:
        lines.append(WORDS.say("fb.winner.ok", lang, name=puzzle.names[puzzle.winner_seat]))
    elif answer.winner is None:
        lines.append(WORDS.say("fb.winner.missing", lang))
    else:
        lines.append(WORDS.say("fb.winner.bad", lang))
    for seat in range(len(puzzle.names)):
        given = answer.payments.get(seat)
        right = puzzle.paid(seat)
        ok = given == right
        parts[f"pay.{seat}"] = ok
        name = puzzle.names[seat]
        if ok and seat != puzzle.winner_seat:
            lines.append(WORDS.say("fb.pay.ok", lang, name=name, points=right))
        elif given is None:
            lines.append(WORDS.say("fb.pay.missing", lang, name=name))
        elif not ok:
            lines.append(_pay_feedback(puzzle, seat, given, lang))
    return verdict(parts, lines, puzzle.solution(lang), lang,
                   summary=answer_lines(puzzle, lang))


def answer_lines(puzzle: SevenPuzzle, lang: str = "en") -> list[str]:
    """The answer in plain sentences (the third hint, and what a right answer is told
    back): who scores, each refused layoff and payment."""
    answer = [WORDS.say("hint.answer.winner", lang, name=puzzle.names[puzzle.winner_seat])]
    answer += [WORDS.say("hint.answer.blocked", lang, name=puzzle.names[seat],
                         card=format_cards([card], lang))
               for seat, card, _owner in puzzle.blocked()]
    answer += [WORDS.say("hint.answer.pays", lang, name=puzzle.names[seat],
                         points=puzzle.paid(seat))
               for seat in range(len(puzzle.names)) if seat != puzzle.winner_seat]
    return answer


def seven_hints(puzzle: SevenPuzzle, lang: str = "en") -> tuple[str, str, str]:
    """Three hints: where to look, the rule, then the answer itself."""
    return (WORDS.say("hint.nudge.seven", lang),
            WORDS.say("hint.rule.seven", lang, bonus=puzzle.rules.undercut_bonus),
            " ".join(answer_lines(puzzle, lang)))


def stated_rules(puzzle: SevenPuzzle, lang: str = "en") -> list[str]:
    """The house rules' own sentences for every rule the answer uses (``STATED``), as the
    rules page words them for seven-card gin."""
    return rules_sentences(puzzle.rules, puzzle.level, STATED, lang)


def seven_view(puzzle: SevenPuzzle, lang: str = "en") -> dict[str, Any]:
    """What the page shows of a seven-card puzzle, as plain data: no answer in it."""
    rules = puzzle.rules
    knocker = puzzle.names[puzzle.knocker_seat]
    return {
        # The deal never turns up an ace (gin only), so a knock limit is always said.
        "rules": WORDS.say("rules.seven", lang, n=len(puzzle.names),
                           preset=preset_title(puzzle.preset, lang),
                           card=format_cards([puzzle.upcard], lang),
                           limit=rules.max_knock_deadwood(puzzle.upcard)),
        "rule_lines": stated_rules(puzzle, lang),
        **knocker_view(puzzle.result, knocker, lang),
        "defenders": [
            {"seat": seat,
             "caption": WORDS.say("defender", lang, name=puzzle.names[seat],
                                  place=WORDS.say(f"place.{i}", lang)),
             "cards": [c.code for c in sort_hand(puzzle.hands[seat])]}
            for i, seat in enumerate(puzzle.order, start=1)
        ],
        "players": [{"seat": s, "name": name} for s, name in enumerate(puzzle.names)],
        "presets": list(level_presets(puzzle.level)),
    }


#: The seven-card showdown's puzzles as the puzzles page asks for them
#: (``gintutor.puzzles.frame``).
PUZZLES: PuzzleFamily[SevenPuzzle, SevenAnswer] = PuzzleFamily(
    make=make_seven_puzzle, hints=seven_hints, check=check_seven, level_name=level_name)
