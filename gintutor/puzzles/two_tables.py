"""Scoring puzzles of a pairs hand at two tables (variant ``gin-pairs``): who scores at
each table, how much, and what the team result is.

Why a module of its own: it is the ``two_tables`` family's (``gintutor.families``), and
only the puzzles page runs it, so it travels in that page's own zip (``build.PAGE_ZIPS``);
what it shares with the seven-card showdown is in ``multi_frame``.

* A puzzle is made from ``(seed, level, preset)`` only: a seeded ``gintutor.dealing.Dealer``
  deals it, so a link reopens the same puzzle.
* Each table is a two-player puzzle of ``gintutor.puzzles.gin`` (scored by
  ``score_hand``), and the two hands are *played* through the engine's ``Match``: the
  team result is the figure the match writes on its team sheet, never our own sum.
* Feedback names what is wrong and where (which table, the team result), never the
  answer; the answer comes with the third hint or "Show the answer", as for the other
  levels.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ginrules import Action, Card, GinRulesError, HandResult, Rules, format_cards, full_deck, render
from ginrules.core.actions import ActionKind
from ginrules.core.explain import Step
from ginrules.core.rng import derive_seed
from ginrules.gin.hand import Hand
from ginrules.table.endings import ending_of
from ginrules.table.match import Match

from ..dealing import Dealer
from .frame import Feedback, MadeFromSeed, PuzzleError, PuzzleFamily, normalize_seed, verdict
from .gin import GIN_LEVEL, KNOCK_LEVEL, LAYOFF_LEVEL, UNDERCUT_LEVEL, Puzzle, make_puzzle
from .gin_check import points_feedback
from .levels import levels_of
from .multi_frame import NAMES, check_inputs, knocker_view, level_name, preset_title
from .multi_frame import stated_rules as rules_sentences
from .multi_words import WORDS
from .words import WORDS as PUZZLE_WORDS

__all__ = [
    "LEVEL_CONCEPTS",
    "LEVEL_HAND",
    "PAIRS_LEVEL",
    "PUZZLES",
    "WORDS",
    "PairsAnswer",
    "PairsPuzzle",
    "PairsTable",
    "answer_lines",
    "check_pairs",
    "level_name",
    "make_pairs_puzzle",
    "pairs_hints",
    "pairs_view",
    "stated_rules",
]

#: The pairs' one level (``gintutor.families``).
(PAIRS_LEVEL,) = levels_of("two_tables")
#: The concepts the page's level chip names.
LEVEL_CONCEPTS: Mapping[int, tuple[str, ...]] = {PAIRS_LEVEL: ("pairs",)}
#: What the learner says when neither team gains (both tables gave the same).
LEVEL_HAND = -1
#: The house rules' statements (``gintutor.rules_text``) the page shows, for every rule
#: the answers use beyond the knock limit: the bonuses a table may score.
STATED: tuple[str, ...] = ("gin", "big_gin", "undercut")
#: The gin levels a pairs table is taken from: a knock, layoffs, an undercut, gin.
_TABLE_LEVELS: tuple[int, ...] = (KNOCK_LEVEL, LAYOFF_LEVEL, LAYOFF_LEVEL, UNDERCUT_LEVEL,
                                  UNDERCUT_LEVEL, GIN_LEVEL)


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
    check_inputs(level, preset, PAIRS_LEVEL)
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
                "fb.part.winner.gin" if ending_of(table.result).no_deadwood
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


def answer_lines(puzzle: PairsPuzzle, lang: str = "en") -> list[str]:
    """The answer in plain sentences (the third hint, and what a right answer is told
    back): each table and the team result."""
    answer = [WORDS.say("hint.answer.table", lang, n=t.number,
                        name=puzzle.names[t.winner_seat], points=t.result.points)
              for t in puzzle.tables]
    if puzzle.net_team == LEVEL_HAND:
        answer.append(WORDS.say("hint.answer.level", lang))
    else:
        answer.append(WORDS.say("hint.answer.team", lang, team=puzzle.teams[puzzle.net_team],
                                points=puzzle.net_points))
    return answer


def pairs_hints(puzzle: PairsPuzzle, lang: str = "en") -> tuple[str, str, str]:
    """Three hints: where to look, the rule, then the answer itself."""
    return (WORDS.say("hint.nudge.pairs", lang), WORDS.say("hint.rule.pairs", lang),
            " ".join(answer_lines(puzzle, lang)))


def stated_rules(puzzle: PairsPuzzle, lang: str = "en") -> list[str]:
    """The house rules' own sentences for every rule the answer uses (``STATED``), as the
    rules page words them for the pairs game."""
    return rules_sentences(puzzle.rules, puzzle.level, STATED, lang)


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
            **knocker_view(hand.result, knocker, lang),
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


#: The pairs hand's puzzles as the puzzles page asks for them (``gintutor.puzzles.frame``).
PUZZLES: PuzzleFamily[PairsPuzzle, PairsAnswer] = PuzzleFamily(
    make=make_pairs_puzzle, hints=pairs_hints, check=check_pairs, level_name=level_name)
