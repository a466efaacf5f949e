"""Scoring puzzles for more than two players: a seven-card showdown for three or four
(variant ``gin-7``) and a pairs hand at two tables (variant ``gin-pairs``).

Why a module of its own: only the puzzles page runs it, so it travels in that page's own
zip (``build.PAGE_ZIPS``), as the Rummy puzzles do.

* A puzzle is made from ``(seed, level, preset)`` only: a seeded ``gintutor.dealing.Dealer``
  deals it, so a link reopens the same puzzle.
* Seven-card showdown: the engine's ``score_ring`` scores it (each defender in turn lays off
  only onto the knocker's melds as laid out, never onto another defender's layoff; the
  least deadwood undercuts; each opponent pays).  About half the seeds are dealt so that
  a later defender holds a card that would only fit an earlier defender's layoff: the
  engine refuses it (seed 002's example), and the puzzle is about that.
* Pairs: each table is a two-player puzzle of ``gintutor.puzzles.gin`` (scored by
  ``score_hand``), and the two hands are *played* through the engine's ``Match``: the
  team result is the figure the match writes on its team sheet, never our own sum.
* Feedback names what is wrong and where (whose payment, which table), never the answer;
  the answer comes with the third hint or "Show the answer", as for the other levels.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ginrules import (
    Action,
    Card,
    GinRulesError,
    HandResult,
    Meld,
    Rules,
    deadwood_count,
    format_cards,
    full_deck,
    render,
    sort_hand,
)
from ginrules.actions import ActionKind
from ginrules.explain import Step
from ginrules.game import Hand
from ginrules.match import Match
from ginrules.rng import derive_seed
from ginrules.scoring import score_ring
from ginrules.table import Table

from ..dealing import Dealer, Pool
from ..i18n import WORDS as LESSON_WORDS
from ..rules_text import statement
from .frame import Feedback, MadeFromSeed, PuzzleError, normalize_seed, verdict
from .gin import Puzzle, make_puzzle
from .gin_check import points_feedback
from .levels import level_presets, level_variant, levels_of
from .multi_words import WORDS
from .words import WORDS as PUZZLE_WORDS

__all__ = [
    "LEVEL_CONCEPTS",
    "LEVEL_HAND",
    "PAIRS_LEVEL",
    "SEVEN_LEVEL",
    "WORDS",
    "MultiPuzzle",
    "PairsAnswer",
    "PairsPuzzle",
    "PairsTable",
    "SevenAnswer",
    "SevenPuzzle",
    "check_pairs",
    "check_seven",
    "level_name",
    "make_multi_puzzle",
    "make_pairs_puzzle",
    "make_seven_puzzle",
    "multi_hints",
    "stated_rules",
]

#: The showdown's level and the pairs' level (``gintutor.families``: one each).
(SEVEN_LEVEL,) = levels_of("showdown")
(PAIRS_LEVEL,) = levels_of("two_tables")
#: The concepts the page's level chips name.
LEVEL_CONCEPTS: Mapping[int, tuple[str, ...]] = {
    SEVEN_LEVEL: ("blocked", "undercut"),
    PAIRS_LEVEL: ("pairs",),
}
#: The names at the table (the same in English and Dutch), taken in a seeded order.
NAMES: tuple[str, ...] = ("Ann", "Bob", "Cas", "Dee", "Eva", "Fay", "Gus", "Hal")
#: What the learner says when neither team gains (both tables gave the same).
LEVEL_HAND = -1
#: What each seven-card seed is dealt for, by weight: a refused layoff, an undercut, a
#: plain knock with layoffs.
_SEVEN_CONCEPTS: tuple[str, ...] = ("blocked",) * 9 + ("undercut",) * 6 + ("layoff",) * 5
#: The house rules' statements (``gintutor.rules_text``) each level's page shows, for
#: every rule its answers use beyond the knock limit: seven cards, who may lay off onto
#: what and the undercut; pairs, the bonuses a table may score.
STATED: Mapping[int, tuple[str, ...]] = {
    SEVEN_LEVEL: ("undercut", "layoff_chain"),
    PAIRS_LEVEL: ("gin", "big_gin", "undercut"),
}
#: The gin levels a pairs table is taken from: a knock, layoffs, an undercut, gin.
_TABLE_LEVELS: tuple[int, ...] = (1, 2, 2, 3, 3, 4)
_MAX_ATTEMPTS = 400


def level_name(level: int, lang: str) -> str:
    """The level's short name in the learner's record ('Seven cards')."""
    return WORDS.say(f"record.{level}", lang)


def preset_title(preset: str, lang: str) -> str:
    """A preset's name as the rules page writes it (the engine's words)."""
    return LESSON_WORDS.say(f"preset.{preset}", lang)


def _check_inputs(level: int, preset: str, want: int) -> None:
    if level != want:
        raise PuzzleError(f"this puzzle's level must be {want}, not {level!r}")
    if preset not in level_presets(level):
        names = ", ".join(level_presets(level))
        raise PuzzleError(f"unknown house rules {preset!r} for level {level}: use {names}")


# ---------------------------------------------------------------- seven cards


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
    _check_inputs(level, preset, SEVEN_LEVEL)
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
    if result.kind not in ("knock", "undercut"):
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


# ---------------------------------------------------------------- pairs


@dataclass(frozen=True)
class PairsTable:
    """One card table of the pairs hand: who sat there, the two-player puzzle it was dealt
    from (its ``score_hand`` result), and the result of the hand the match played."""

    number: int
    seats: tuple[int, int]
    knocker_seat: int
    defender_seat: int
    hand: Puzzle
    result: HandResult

    @property
    def winner_seat(self) -> int:
        return self.result.winner_seat


@dataclass(frozen=True)
class PairsPuzzle(MadeFromSeed):
    """A pairs hand: two tables, and the team result as the engine's match netted it
    (``net_team`` 0 or 1, or ``LEVEL_HAND``; ``net_points`` what that team gains)."""

    seed: str
    level: int
    preset: str
    names: tuple[str, ...]
    teams: tuple[str, str]
    team_of: tuple[int, ...]
    tables: tuple[PairsTable, PairsTable]
    net_team: int
    net_points: int
    steps: tuple[Step, ...]

    concept = "pairs"


    @property
    def rules(self) -> Rules:
        return Rules.preset(self.preset, "gin-pairs")

    def solution(self, lang: str = "en") -> list[str]:
        """Each table's hand, then the team sheet's line, in the engine's own words."""
        lines: list[str] = []
        for table in self.tables:
            a, b = table.seats
            lines.append(WORDS.say("table", lang, n=table.number, a=self.names[a],
                                   b=self.names[b]) + ":")
            lines.extend(render(table.result.explanation, lang))
        lines.extend(render(self.steps, lang))
        return lines


def make_pairs_puzzle(seed: object, level: int = PAIRS_LEVEL,
                      preset: str = "standard") -> PairsPuzzle:
    """The pairs puzzle for ``(seed, level, preset)``; the same inputs give the same one.
    Raises ``PuzzleError`` for another level or house rules the pairs game lacks."""
    _check_inputs(level, preset, PAIRS_LEVEL)
    seed_s = normalize_seed(seed)
    dealer = Dealer.seeded("pairs-puzzle", 1, seed_s)
    names = tuple(dealer.sample(NAMES, 4))
    for attempt in range(20):
        puzzle = _pairs_attempt(dealer, seed_s, preset, names, attempt)
        if puzzle is not None:
            return puzzle
    raise PuzzleError(f"no pairs hand found for seed {seed_s!r}")  # pragma: no cover


def _pairs_attempt(dealer: Dealer, seed: str, preset: str, names: tuple[str, ...],
                   attempt: int) -> PairsPuzzle | None:
    """Deal both tables from two-player puzzles and play them through the engine's match;
    None when the match's hands do not end as the puzzles were scored."""
    rules = Rules.preset(preset, "gin-pairs")
    match = Match(rules, derive_seed("pairs-puzzle", seed, attempt), names)
    plans: list[dict[int, list[Action]]] = []
    dealt: list[tuple[int, int, Puzzle]] = []
    for t, (a, b) in enumerate(match.seating()):
        hand = make_puzzle(f"{seed}-{attempt}-{t + 1}", dealer.choice(_TABLE_LEVELS), preset)
        knocker, defender = (a, b) if dealer.one_in(2) else (b, a)
        old = match.hands[t]
        assert old is not None
        cards, top, plan = _table_plan(hand, knocker, defender, old.dealer)
        match.hands[t] = Hand.arranged(rules, old.dealer, cards, hand.upcard, top,
                                       table=match.table, variant=match.variant,
                                       active=(a, b))
        plans.append(plan)
        dealt.append((knocker, defender, hand))
    try:
        _play_match(match, plans, [h for _, _, h in dealt])
    except GinRulesError:
        return None
    tables = []
    for t, (knocker, defender, hand) in enumerate(dealt):
        played = match.hands[t]
        assert played is not None
        result = played.result
        if result is None or (result.winner, result.points) != (hand.result.winner,
                                                              hand.result.points):
            return None
        seats = match.seating()[t]
        tables.append(PairsTable(t + 1, seats, knocker, defender, hand, result))
    assert match.sheet is not None
    winner, points, _kind = match.sheet.hands[-1]
    steps = (*match.team_lines(), match.sheet.lines[-1].step)
    team_names = match.sheet.table.names
    return PairsPuzzle(seed, PAIRS_LEVEL, preset, names, (team_names[0], team_names[1]),
                       tuple(match.table.team_of(s) for s in range(4)),
                       (tables[0], tables[1]), LEVEL_HAND if winner is None else winner,
                       points, steps)


def _table_plan(hand: Puzzle, knocker: int, defender: int, dealer: int
                ) -> tuple[list[tuple[Card, ...]], list[Card], dict[int, list[Action]]]:
    """The cards each seat is dealt, the stock's top and each seat's moves so that the
    knocker ends holding the puzzle's cards and the defender the puzzle's hand: both pass
    the upcard, a non-knocking first player draws and throws the card away, the knocker
    draws its last card and knocks (or goes gin) throwing away the card it drew."""
    kcards = list(hand.knocker_cards)
    used = {*kcards, *hand.defender_cards, hand.upcard}
    free = [c for c in full_deck() if c not in used]
    if hand.result.kind == "big_gin":
        last = kcards.pop()
        finish = Action.big_gin()
    else:
        last = free.pop(0)
        finish = Action.gin(last) if hand.result.kind == "gin" else Action.knock(last)
    plan: dict[int, list[Action]] = {knocker: [Action.pass_()], defender: [Action.pass_()]}
    top = [last]
    if knocker == dealer:  # the defender plays first: it draws and throws the card away
        spare = free.pop(0)
        top.insert(0, spare)
        plan[defender] += [Action.draw_stock(), Action.discard(spare)]
    plan[knocker] += [Action.draw_stock(), finish]
    cards: list[tuple[Card, ...]] = [() for _ in range(4)]
    cards[knocker] = tuple(kcards)
    cards[defender] = tuple(hand.defender_cards)
    return cards, top, plan


def _play_match(match: Match, plans: list[dict[int, list[Action]]],
                hands: list[Puzzle]) -> None:
    """Play both tables' planned moves in the order the match asks for them; the knocker
    shows the puzzle's spread when the engine asks which one."""
    while any(h is not None and not h.is_over for h in match.hands):
        t = next(i for i, h in enumerate(match.hands) if h is match.hand)
        legal = match.legal_actions()
        if legal and legal[0].kind is ActionKind.SHOW:
            action = Action.show(m.cards for m in hands[t].knocker_melds)
        else:
            action = plans[t][match.to_act].pop(0)
        if action not in legal:
            raise PuzzleError(f"{action} is not legal here")
        match.apply(action)


@dataclass(frozen=True)
class PairsAnswer:
    """What the learner says: per table (winner seat, points), then the team that gains
    (0, 1 or ``LEVEL_HAND``) and by how much."""

    tables: tuple[tuple[int | None, int | None], ...]
    team: int | None
    net: int | None


def _learners_net(puzzle: PairsPuzzle, answer: PairsAnswer) -> int | None:
    """Team 0's result from the learner's own table answers (only to say that a wrong
    team result follows from wrong tables; the answer itself is always the engine's)."""
    total = 0
    for winner, points in answer.tables:
        if winner is None or points is None:
            return None
        total += points if puzzle.team_of[winner] == 0 else -points
    return total


def _net_feedback(puzzle: PairsPuzzle, answer: PairsAnswer, lang: str) -> str:
    given = answer.net
    t1, t2 = (t.result for t in puzzle.tables)
    same = puzzle.team_of[t1.winner_seat] == puzzle.team_of[t2.winner_seat]
    if answer.tables != tuple((t.winner_seat, t.result.points) for t in puzzle.tables):
        mine = _learners_net(puzzle, answer)
        if mine is not None and answer.team in (0, 1) and given == abs(mine) and (
                mine > 0) == (answer.team == 0) and mine != 0:
            return WORDS.say("fb.net.yours", lang, given=given)
    if not same and given == t1.points + t2.points:
        return WORDS.say("fb.net.added", lang, given=given)
    if same and given == abs(t1.points - t2.points):
        return WORDS.say("fb.net.subtracted", lang, given=given)
    for table in puzzle.tables:
        if given == table.result.points != puzzle.net_points:
            return WORDS.say("fb.net.one_table", lang, given=given, n=table.number)
    return WORDS.say("fb.net.bad", lang, given=given)


def check_pairs(puzzle: PairsPuzzle, answer: PairsAnswer, lang: str = "en") -> Feedback:
    """Judge each table (who scores, the points) and the team result against the
    engine's; a wrong part names its table or the team result, never the right number."""
    parts: dict[str, bool] = {}
    lines: list[str] = []
    for table, (winner, points) in zip(puzzle.tables, (*answer.tables, (None, None),
                                                        (None, None)), strict=False):
        n = table.number
        if winner is None or points is None:
            parts[f"table.{n}"] = False
            lines.append(WORDS.say("fb.table.missing", lang, n=n))
            continue
        ok = winner == table.winner_seat
        parts[f"table.{n}.winner"] = ok
        if ok:
            lines.append(WORDS.say("fb.table.winner.ok", lang, n=n,
                                   name=puzzle.names[table.winner_seat]))
        else:
            lines.append(WORDS.say("fb.table.winner.bad", lang, n=n) + " " + PUZZLE_WORDS.say(
                "fb.part.winner.gin" if table.result.kind in ("gin", "big_gin")
                else "fb.part.winner.compare", lang))
        ok = points == table.result.points
        parts[f"table.{n}.points"] = ok
        if ok:
            lines.append(WORDS.say("fb.table.points.ok", lang, n=n, points=points))
        else:
            said = points_feedback(table.hand, points, lang)
            lines.append(WORDS.say("fb.table.points.bad", lang, n=n, said=said))
    if answer.team is None or answer.net is None:
        parts["team"] = False
        lines.append(WORDS.say("fb.team.missing", lang))
    else:
        ok = answer.team == puzzle.net_team
        parts["team"] = ok
        if not ok:
            lines.append(WORDS.say("fb.team.bad", lang))
        ok_net = answer.net == puzzle.net_points
        parts["net"] = ok_net
        if ok and ok_net:
            if puzzle.net_team == LEVEL_HAND:
                lines.append(WORDS.say("fb.team.level_ok", lang))
            else:
                lines.append(WORDS.say("fb.team.ok", lang, team=puzzle.teams[puzzle.net_team],
                                       points=puzzle.net_points))
        elif not ok_net:
            lines.append(_net_feedback(puzzle, answer, lang))
    return verdict(parts, lines, puzzle.solution(lang), lang,
                   summary=answer_lines(puzzle, lang))


# ---------------------------------------------------------------- both levels

MultiPuzzle = SevenPuzzle | PairsPuzzle


def make_multi_puzzle(seed: object, level: int, preset: str = "standard") -> MultiPuzzle:
    """Either level's puzzle (the page asks by level)."""
    if level == SEVEN_LEVEL:
        return make_seven_puzzle(seed, level, preset)
    if level == PAIRS_LEVEL:
        return make_pairs_puzzle(seed, level, preset)
    levels = f"{SEVEN_LEVEL} or {PAIRS_LEVEL}"
    raise PuzzleError(f"this puzzle's level must be {levels}, not {level!r}")


def answer_lines(puzzle: MultiPuzzle, lang: str = "en") -> list[str]:
    """The answer in plain sentences (the third hint, and what a right answer is told
    back): who scores, each refused layoff and payment; or each table and the team
    result."""
    if isinstance(puzzle, SevenPuzzle):
        answer = [WORDS.say("hint.answer.winner", lang,
                            name=puzzle.names[puzzle.winner_seat])]
        answer += [WORDS.say("hint.answer.blocked", lang, name=puzzle.names[seat],
                             card=format_cards([card], lang))
                   for seat, card, _owner in puzzle.blocked()]
        answer += [WORDS.say("hint.answer.pays", lang, name=puzzle.names[seat],
                             points=puzzle.paid(seat))
                   for seat in range(len(puzzle.names)) if seat != puzzle.winner_seat]
        return answer
    answer = [WORDS.say("hint.answer.table", lang, n=t.number,
                        name=puzzle.names[t.winner_seat], points=t.result.points)
              for t in puzzle.tables]
    if puzzle.net_team == LEVEL_HAND:
        answer.append(WORDS.say("hint.answer.level", lang))
    else:
        answer.append(WORDS.say("hint.answer.team", lang, team=puzzle.teams[puzzle.net_team],
                                points=puzzle.net_points))
    return answer


def multi_hints(puzzle: MultiPuzzle, lang: str = "en") -> tuple[str, str, str]:
    """Three hints: where to look, the rule, then the answer itself."""
    if isinstance(puzzle, SevenPuzzle):
        return (WORDS.say("hint.nudge.seven", lang),
                WORDS.say("hint.rule.seven", lang, bonus=puzzle.rules.undercut_bonus),
                " ".join(answer_lines(puzzle, lang)))
    return (WORDS.say("hint.nudge.pairs", lang), WORDS.say("hint.rule.pairs", lang),
            " ".join(answer_lines(puzzle, lang)))


def stated_rules(puzzle: MultiPuzzle, lang: str = "en") -> list[str]:
    """The house rules' own sentences for every rule this level's answer uses (STATED),
    as the rules page words them for this game."""
    game = level_variant(puzzle.level)
    return [statement(puzzle.rules, key, lang, game).sentence for key in STATED[puzzle.level]]


def shown_melds(result: HandResult) -> tuple[Meld, ...]:
    """The knocker's melds as laid out (the engine's chosen spread)."""
    return tuple(result.knocker_arrangement.melds)


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
        "knocker": WORDS.say("knocker", lang, name=knocker),
        "melds_caption": WORDS.say("knocker.melds", lang, name=knocker),
        "melds": [[c.code for c in m.cards] for m in shown_melds(puzzle.result)],
        "deadwood": [c.code for c in puzzle.result.knocker_arrangement.deadwood],
        "deadwood_caption": WORDS.say("knocker.deadwood", lang, name=knocker,
                                      n=puzzle.result.knocker_deadwood),
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


def pairs_view(puzzle: PairsPuzzle, lang: str = "en") -> dict[str, Any]:
    """What the page shows of a pairs puzzle, as plain data: no answer in it."""
    rules = puzzle.rules
    tables = []
    for table in puzzle.tables:
        a, b = table.seats
        hand = table.hand
        knocker = puzzle.names[table.knocker_seat]
        upcard_matters = rules.max_knock_deadwood(Card.from_code("2C")) != \
            rules.max_knock_deadwood(Card.from_code("KC"))
        tables.append({
            "number": table.number,
            "title": WORDS.say("table", lang, n=table.number, a=puzzle.names[a],
                               b=puzzle.names[b]),
            "upcard": WORDS.say("table.upcard", lang, card=format_cards([hand.upcard], lang))
            if upcard_matters else "",
            "knocker": WORDS.say("knocker", lang, name=knocker),
            "melds_caption": WORDS.say("knocker.melds", lang, name=knocker),
            "melds": [[c.code for c in m.cards] for m in shown_melds(hand.result)],
            "deadwood": [c.code for c in hand.result.knocker_arrangement.deadwood],
            "deadwood_caption": WORDS.say("knocker.deadwood", lang, name=knocker,
                                          n=hand.result.knocker_deadwood),
            "no_deadwood": WORDS.say("knocker.no_deadwood", lang, name=knocker),
            "defender": WORDS.say("defender.hand", lang,
                                  name=puzzle.names[table.defender_seat]),
            "defender_cards": [c.code for c in hand.defender_cards],
            "question": WORDS.say("q.table", lang, n=table.number, a=puzzle.names[a],
                                  b=puzzle.names[b]),
            "players": [{"seat": s, "name": puzzle.names[s]} for s in table.seats],
        })
    return {
        "rules": WORDS.say("rules.pairs", lang, preset=preset_title(puzzle.preset, lang)),
        "rule_lines": stated_rules(puzzle, lang),
        "teams": WORDS.say("teams", lang, a=puzzle.teams[0], b=puzzle.teams[1]),
        "team_names": list(puzzle.teams),
        "tables": tables,
    }
