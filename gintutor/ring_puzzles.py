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
* Pairs: each table is a two-player puzzle of ``gintutor.puzzles`` (scored by
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
from ginrules.words import Catalogue

from .dealing import Dealer, Pool
from .i18n import t as ui_text
from .puzzles import (
    LEVEL_VARIANTS,
    RING_LEVELS,
    Feedback,
    Puzzle,
    PuzzleError,
    level_presets,
    make_puzzle,
    normalize_seed,
    points_feedback,
    text,
    verdict,
)
from .rules_text import statement

__all__ = [
    "LEVEL_HAND",
    "PAIRS_LEVEL",
    "SEVEN_LEVEL",
    "WORDS",
    "PairsAnswer",
    "PairsPuzzle",
    "PairsTable",
    "RingPuzzle",
    "SevenAnswer",
    "SevenPuzzle",
    "check_pairs",
    "check_seven",
    "make_pairs_puzzle",
    "make_ring_puzzle",
    "make_seven_puzzle",
    "ring_hints",
    "ring_text",
    "stated_rules",
]

SEVEN_LEVEL, PAIRS_LEVEL = RING_LEVELS
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

_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "level.8": "Seven cards · three or four players",
        "level.9": "Pairs · the team result",
        "record.8": "Seven cards",
        "record.9": "Pairs",
        "concept.blocked": "A defender may not lay off onto a card another defender laid "
        "off.",
        "concept.undercut": "An opponent has as little deadwood as the knocker or less: "
        "the first such opponent with the least undercuts.",
        "concept.layoff": "Each defender lays off onto the knocker's melds before counting.",
        "concept.pairs": "A team's result is the net of its two tables.",
        "intro.seven": "A hand of seven-card gin has just ended. The knocker has laid out; "
        "each opponent in turn, from the knocker's left, lays out melds and lays off. Say "
        "who scores and what each player pays.",
        "intro.pairs": "Four-player gin in pairs: two teams, two tables, partners at "
        "different tables, both hands played at the same time. Score each table, then say "
        "which team gains on balance and by how much.",
        "rules.seven": "Seven-card gin, {n} players · house rules: {preset} · first upcard "
        "{card}: the knock limit is {limit}",
        "rules.pairs": "Four-player gin in pairs · house rules: {preset}",
        "presets": "The house rules of seven-card gin:",
        "knocker": "{name} knocks",
        "knocker.melds": "{name}'s melds",
        "knocker.deadwood": "{name}'s deadwood: {n}",
        "knocker.no_deadwood": "{name} has no deadwood.",
        "defender": "{name}'s cards ({place})",
        "defender.hand": "{name}'s hand",
        "place.1": "first after the knocker",
        "place.2": "second after the knocker",
        "place.3": "third after the knocker",
        "teams": "{a} play against {b}.",
        "table": "Table {n}: {a} against {b}",
        "table.upcard": "First upcard at this table: {card}",
        "q.winner": "Who scores?",
        "q.pays": "What does {name} pay?",
        "q.pays_help": "Type 0 for the player who scores.",
        "q.table": "Table {n} ({a} against {b})",
        "q.table_winner": "Who scores at table {n}?",
        "q.table_points": "How many points at table {n}?",
        "q.team": "Which team gains on balance?",
        "q.level": "Neither: a level hand",
        "q.net": "By how many points?",
        "fb.winner.ok": "Right: {name} scores.",
        "fb.winner.bad": "Who scores is not right yet: compare every player's deadwood after "
        "the layoffs; the knocker needs less than every opponent, else the opponent with the "
        "least (a tie: the first in turn) undercuts.",
        "fb.winner.missing": "Choose who scores.",
        "fb.pay.ok": "Right: {name} pays {points}.",
        "fb.pay.missing": "{name}'s payment is missing.",
        "fb.pay.winner": "{name}'s payment is not right yet: look again at who scores.",
        "fb.pay.blocked": "{name}'s payment lays {card} off onto {owner}'s layoff, but a "
        "defender may not lay off onto a card another defender laid off.",
        "fb.pay.before_layoffs": "{name}'s payment counts {name}'s deadwood before the "
        "layoffs: {name} can lay cards off onto the knocker's melds.",
        "fb.pay.whole": "{name}'s payment is {name}'s whole deadwood: each player pays its "
        "deadwood minus the winner's.",
        "fb.pay.no_bonus": "{name}'s payment leaves out the undercut bonus the knocker pays.",
        "fb.pay.other_bonus": "{name}'s payment uses another house rule's undercut bonus.",
        "fb.pay.only_knocker": "{name}'s payment adds the undercut bonus, but only the "
        "knocker pays it.",
        "fb.pay.bad": "{name}'s payment {given} is not right: count {name}'s deadwood after "
        "the layoffs and compare it with the winner's.",
        "fb.table.winner.ok": "Table {n}: right, {name} scores.",
        "fb.table.winner.bad": "Table {n}: who scores is not right yet.",
        "fb.table.points.ok": "Table {n}: right, {points} points.",
        "fb.table.points.bad": "Table {n}: {said}",
        "fb.table.missing": "Table {n}: say who scores and how many points.",
        "fb.team.ok": "Right: {team} gain {points} on balance.",
        "fb.team.level_ok": "Right: neither team gains, the hand is level.",
        "fb.team.bad": "Which team gains is not right yet: give each team what its player won "
        "at one table and take away what its other player lost at the other.",
        "fb.team.missing": "Say which team gains and by how much.",
        "fb.net.added": "{given} adds both tables together, but they went to different "
        "teams: the team result is their difference.",
        "fb.net.subtracted": "{given} takes one table from the other, but both tables went "
        "to the same team: their points add up.",
        "fb.net.one_table": "{given} is only table {n}'s score: the team result nets both "
        "tables.",
        "fb.net.yours": "{given} follows from your table scores, but they are not all right "
        "yet: correct the tables first.",
        "fb.net.bad": "{given} is not the team's result on balance: net both tables again.",
        "hint.nudge.seven": "Go round from the knocker's left. Each opponent lays out their "
        "own melds and lays off onto the knocker's melds as the knocker laid them out, never "
        "onto a card another opponent laid off. Then count everyone's deadwood.",
        "hint.rule.seven": "If the knocker has less deadwood than every opponent, each "
        "opponent pays their deadwood minus the knocker's. Otherwise the opponent with the "
        "least (a tie: the first in turn) undercuts: every other player pays their deadwood "
        "minus the undercutter's, and the knocker pays the undercut bonus of {bonus} on top.",
        "hint.nudge.pairs": "Score each table as an ordinary two-player hand first, then see "
        "which team each table's winner plays for.",
        "hint.rule.pairs": "A team's result is the net of its two tables: +12 at one table "
        "and -10 at the other make +2; two wins add up. Gin and undercut bonuses belong to "
        "their own table.",
        "hint.answer.winner": "{name} scores.",
        "hint.answer.pays": "{name} pays {points}.",
        "hint.answer.blocked": "{name} may not lay off {card}.",
        "hint.answer.table": "Table {n}: {name} scores {points}.",
        "hint.answer.team": "On balance {team} gain {points}.",
        "hint.answer.level": "On balance neither team gains: the hand is level.",
        "page.type_points": "Type each number as a whole number.",
        "page.pick_winner": "Choose who scores.",
        "page.pick_tables": "Choose who scores at each table.",
        "page.pick_team": "Choose which team gains.",
    },
    "nl": {
        "level.8": "Zeven kaarten · drie of vier spelers",
        "level.9": "In teams · de teamuitslag",
        "record.8": "Zeven kaarten",
        "record.9": "Teams",
        "concept.blocked": "Een tegenspeler mag niets bijleggen bij een kaart die een "
        "andere tegenspeler heeft bijgelegd.",
        "concept.undercut": "Een tegenspeler heeft evenveel dood hout als de klopper of minder: "
        "wie van hen het minst heeft (bij gelijkstand de eerste aan de beurt), doet een undercut.",
        "concept.layoff": "Elke tegenspeler legt eerst kaarten bij de combinaties van de klopper "
        "en telt dan pas zijn dood hout.",
        "concept.pairs": "De uitslag van een team is het saldo van zijn twee tafels.",
        "intro.seven": "Een ronde gin met zeven kaarten is net afgelopen. De klopper heeft "
        "zijn kaarten open gelegd; daarna legt elke tegenspeler om de beurt, te beginnen "
        "links van de klopper, zijn eigen sets en series neer en legt kaarten bij. Zeg wie "
        "scoort en wat elke speler betaalt.",
        "intro.pairs": "Gin met vier spelers in teams: twee teams aan twee tafels, partners "
        "aan verschillende tafels, en aan beide tafels wordt tegelijk gespeeld. Reken elke "
        "tafel uit en zeg dan welk team er per saldo op vooruitgaat en met hoeveel punten.",
        "rules.seven": "Gin met zeven kaarten, {n} spelers · huisregels: {preset} · eerste "
        "open kaart {card}: de klopgrens is {limit}",
        "rules.pairs": "Gin met vier spelers in teams · huisregels: {preset}",
        "presets": "De huisregels van gin met zeven kaarten:",
        "knocker": "{name} klopt",
        "knocker.melds": "Combinaties van {name}",
        "knocker.deadwood": "Dood hout van {name}: {n}",
        "knocker.no_deadwood": "{name} heeft geen dood hout.",
        "defender": "Kaarten van {name} ({place})",
        "defender.hand": "Hand van {name}",
        "place.1": "eerste na de klopper",
        "place.2": "tweede na de klopper",
        "place.3": "derde na de klopper",
        "teams": "{a} spelen tegen {b}.",
        "table": "Tafel {n}: {a} tegen {b}",
        "table.upcard": "Eerste open kaart aan deze tafel: {card}",
        "q.winner": "Wie scoort?",
        "q.pays": "Hoeveel betaalt {name}?",
        "q.pays_help": "Typ 0 voor de speler die scoort.",
        "q.table": "Tafel {n} ({a} tegen {b})",
        "q.table_winner": "Wie scoort aan tafel {n}?",
        "q.table_points": "Hoeveel punten aan tafel {n}?",
        "q.team": "Welk team gaat er per saldo op vooruit?",
        "q.level": "Geen van beide: gelijk spel",
        "q.net": "Met hoeveel punten?",
        "fb.winner.ok": "Goed: {name} scoort.",
        "fb.winner.bad": "Wie scoort klopt nog niet: vergelijk het dood hout van elke speler na "
        "het bijleggen; de klopper moet minder hebben dan elke tegenspeler, anders doet de "
        "tegenspeler met het minste (bij gelijkstand: de eerste aan de beurt) een undercut.",
        "fb.winner.missing": "Kies wie scoort.",
        "fb.pay.ok": "Goed: {name} betaalt {points}.",
        "fb.pay.missing": "Wat {name} betaalt, ontbreekt nog.",
        "fb.pay.winner": "Wat {name} betaalt klopt nog niet: kijk nog eens wie scoort.",
        "fb.pay.blocked": "Voor {name} leg je {card} bij wat {owner} bijlegde, maar een "
        "tegenspeler mag niets bijleggen bij een kaart van een andere tegenspeler.",
        "fb.pay.before_layoffs": "Voor {name} tel je het dood hout van vóór het bijleggen, maar "
        "{name} kan kaarten bijleggen bij de combinaties van de klopper.",
        "fb.pay.whole": "Voor {name} reken je al het dood hout van {name}, maar elke speler "
        "betaalt zijn dood hout min dat van de winnaar.",
        "fb.pay.no_bonus": "Voor {name} ontbreekt de undercutbonus die de klopper betaalt.",
        "fb.pay.other_bonus": "Voor {name} reken je met de undercutbonus van andere huisregels.",
        "fb.pay.only_knocker": "Voor {name} tel je de undercutbonus mee, maar alleen de klopper "
        "betaalt die.",
        "fb.pay.bad": "{given} is niet wat {name} betaalt: tel het dood hout van {name} na "
        "het bijleggen en vergelijk het met dat van de winnaar.",
        "fb.table.winner.ok": "Tafel {n}: goed, {name} scoort.",
        "fb.table.winner.bad": "Tafel {n}: wie scoort klopt nog niet.",
        "fb.table.points.ok": "Tafel {n}: goed, {points} punten.",
        "fb.table.points.bad": "Tafel {n}: {said}",
        "fb.table.missing": "Tafel {n}: zeg wie scoort en hoeveel punten.",
        "fb.team.ok": "Goed: per saldo gaan {team} er {points} punten op vooruit.",
        "fb.team.level_ok": "Goed: geen van beide teams wint, het is gelijk spel.",
        "fb.team.bad": "Welk team er per saldo op vooruitgaat, klopt nog niet: geef elk team wat "
        "zijn speler aan de ene tafel won en trek af wat zijn andere speler aan de andere tafel "
        "verloor.",
        "fb.team.missing": "Zeg welk team er per saldo op vooruitgaat en met hoeveel punten.",
        "fb.net.added": "Met {given} tel je beide tafels op, maar ze gingen naar verschillende "
        "teams: de teamuitslag is het verschil.",
        "fb.net.subtracted": "Met {given} trek je de ene tafel van de andere af, maar beide tafels "
        "gingen naar hetzelfde team: die punten tellen op.",
        "fb.net.one_table": "{given} is alleen de score van tafel {n}: de teamuitslag is het "
        "saldo van beide tafels.",
        "fb.net.yours": "{given} volgt uit jouw tafelscores, maar die kloppen nog niet "
        "allemaal: verbeter eerst de tafels.",
        "fb.net.bad": "{given} is niet de teamuitslag per saldo: reken het saldo van beide "
        "tafels nog eens uit.",
        "hint.nudge.seven": "Begin links van de klopper en ga de tafel rond. Elke tegenspeler legt "
        "zijn eigen sets en series neer en legt kaarten bij de combinaties van de klopper zoals "
        "die ze heeft uitgelegd, nooit bij een kaart die een andere tegenspeler bijlegde. Tel "
        "daarna ieders dood hout.",
        "hint.rule.seven": "Heeft de klopper minder dood hout dan elke tegenspeler, dan "
        "betaalt elke tegenspeler zijn dood hout min dat van de klopper. Anders doet de "
        "tegenspeler met het minste (bij gelijk: de eerste aan de beurt) een undercut: elke "
        "andere speler betaalt zijn dood hout min dat van de undercutter, en de klopper "
        "betaalt daarbovenop de undercutbonus van {bonus}.",
        "hint.nudge.pairs": "Reken eerst elke tafel uit als een gewone ronde voor twee, en "
        "kijk dan voor welk team de winnaar van elke tafel speelt.",
        "hint.rule.pairs": "De uitslag van een team is het saldo van zijn twee tafels: +12 aan de "
        "ene tafel en -10 aan de andere is samen +2; winnen beide spelers, dan tellen de punten "
        "op. Een bonus voor gin of een undercut hoort bij de tafel waar hij gescoord is.",
        "hint.answer.winner": "{name} scoort.",
        "hint.answer.pays": "{name} betaalt {points}.",
        "hint.answer.blocked": "{name} mag {card} niet bijleggen.",
        "hint.answer.table": "Tafel {n}: {name} scoort {points}.",
        "hint.answer.team": "Per saldo gaan {team} er {points} punten op vooruit.",
        "hint.answer.level": "Per saldo wint geen van beide teams: het is gelijk spel.",
        "page.type_points": "Typ elk antwoord als heel getal.",
        "page.pick_winner": "Kies wie scoort.",
        "page.pick_tables": "Kies wie er aan elke tafel scoort.",
        "page.pick_team": "Kies welk team er per saldo op vooruitgaat.",
    },
}

WORDS = Catalogue.from_languages("gintutor.ring_puzzles._TEXT", _TEXT)


def ring_text(key: str, lang: str = "en", **values: object) -> str:
    """These puzzles' own words (the engine's explanations come from ``ginrules.render``)."""
    return WORDS.say(key, lang, **values)


def preset_title(preset: str, lang: str) -> str:
    """A preset's name as the rules page writes it (the engine's words)."""
    return ui_text(f"preset.{preset}", lang)


def _check_inputs(level: int, preset: str, want: int) -> None:
    if level != want:
        raise PuzzleError(f"this puzzle's level must be {want}, not {level!r}")
    if preset not in level_presets(level):
        names = ", ".join(level_presets(level))
        raise PuzzleError(f"unknown house rules {preset!r} for level {level}: use {names}")


# ---------------------------------------------------------------- seven cards


@dataclass(frozen=True)
class SevenPuzzle:
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
    def puzzle_id(self) -> str:
        return f"{self.level}:{self.preset}:{self.seed}"

    def query(self) -> str:
        return f"seed={self.seed}&level={self.level}&rules={self.preset}"

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
        return ring_text("fb.pay.winner", lang, name=name)
    right = puzzle.paid(seat)
    for who, card, owner in puzzle.blocked():
        if who == seat and given == right - card.value:
            return ring_text("fb.pay.blocked", lang, name=name, card=format_cards([card], lang),
                             owner=puzzle.names[owner])
    bonus = puzzle.rules.undercut_bonus
    undercut = result.kind == "undercut"
    if undercut and seat != puzzle.knocker_seat and given == right + bonus:
        return ring_text("fb.pay.only_knocker", lang, name=name)
    if seat != puzzle.knocker_seat:
        before = deadwood_count(puzzle.hands[seat])
        after = puzzle.deadwood(seat)
        if before != after and given == right + before - after:
            return ring_text("fb.pay.before_layoffs", lang, name=name)
    if undercut and seat == puzzle.knocker_seat:
        if given == right - bonus:
            return ring_text("fb.pay.no_bonus", lang, name=name)
        others = {Rules.preset(p, "gin-7").undercut_bonus for p in level_presets(SEVEN_LEVEL)}
        if any(given == right - bonus + b for b in others if b != bonus):
            return ring_text("fb.pay.other_bonus", lang, name=name)
    if given == puzzle.deadwood(seat) != right:
        return ring_text("fb.pay.whole", lang, name=name)
    return ring_text("fb.pay.bad", lang, name=name, given=given)


def check_seven(puzzle: SevenPuzzle, answer: SevenAnswer, lang: str = "en") -> Feedback:
    """Judge who scores and each payment against the engine's result; a wrong part is
    named with what to look at again, never with the right number."""
    parts: dict[str, bool] = {}
    lines: list[str] = []
    ok = answer.winner == puzzle.winner_seat
    parts["winner"] = ok
    if ok:
        lines.append(ring_text("fb.winner.ok", lang, name=puzzle.names[puzzle.winner_seat]))
    elif answer.winner is None:
        lines.append(ring_text("fb.winner.missing", lang))
    else:
        lines.append(ring_text("fb.winner.bad", lang))
    for seat in range(len(puzzle.names)):
        given = answer.payments.get(seat)
        right = puzzle.paid(seat)
        ok = given == right
        parts[f"pay.{seat}"] = ok
        name = puzzle.names[seat]
        if ok and seat != puzzle.winner_seat:
            lines.append(ring_text("fb.pay.ok", lang, name=name, points=right))
        elif given is None:
            lines.append(ring_text("fb.pay.missing", lang, name=name))
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
class PairsPuzzle:
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
    def puzzle_id(self) -> str:
        return f"{self.level}:{self.preset}:{self.seed}"

    def query(self) -> str:
        return f"seed={self.seed}&level={self.level}&rules={self.preset}"

    @property
    def rules(self) -> Rules:
        return Rules.preset(self.preset, "gin-pairs")

    def solution(self, lang: str = "en") -> list[str]:
        """Each table's hand, then the team sheet's line, in the engine's own words."""
        lines: list[str] = []
        for table in self.tables:
            a, b = table.seats
            lines.append(ring_text("table", lang, n=table.number, a=self.names[a],
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
            return ring_text("fb.net.yours", lang, given=given)
    if not same and given == t1.points + t2.points:
        return ring_text("fb.net.added", lang, given=given)
    if same and given == abs(t1.points - t2.points):
        return ring_text("fb.net.subtracted", lang, given=given)
    for table in puzzle.tables:
        if given == table.result.points != puzzle.net_points:
            return ring_text("fb.net.one_table", lang, given=given, n=table.number)
    return ring_text("fb.net.bad", lang, given=given)


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
            lines.append(ring_text("fb.table.missing", lang, n=n))
            continue
        ok = winner == table.winner_seat
        parts[f"table.{n}.winner"] = ok
        if ok:
            lines.append(ring_text("fb.table.winner.ok", lang, n=n,
                                   name=puzzle.names[table.winner_seat]))
        else:
            lines.append(ring_text("fb.table.winner.bad", lang, n=n) + " " + text(
                "fb.part.winner.gin" if table.result.kind in ("gin", "big_gin")
                else "fb.part.winner.compare", lang))
        ok = points == table.result.points
        parts[f"table.{n}.points"] = ok
        if ok:
            lines.append(ring_text("fb.table.points.ok", lang, n=n, points=points))
        else:
            said = points_feedback(table.hand, points, lang)
            lines.append(ring_text("fb.table.points.bad", lang, n=n, said=said))
    if answer.team is None or answer.net is None:
        parts["team"] = False
        lines.append(ring_text("fb.team.missing", lang))
    else:
        ok = answer.team == puzzle.net_team
        parts["team"] = ok
        if not ok:
            lines.append(ring_text("fb.team.bad", lang))
        ok_net = answer.net == puzzle.net_points
        parts["net"] = ok_net
        if ok and ok_net:
            if puzzle.net_team == LEVEL_HAND:
                lines.append(ring_text("fb.team.level_ok", lang))
            else:
                lines.append(ring_text("fb.team.ok", lang, team=puzzle.teams[puzzle.net_team],
                                       points=puzzle.net_points))
        elif not ok_net:
            lines.append(_net_feedback(puzzle, answer, lang))
    return verdict(parts, lines, puzzle.solution(lang), lang,
                   summary=answer_lines(puzzle, lang))


# ---------------------------------------------------------------- both levels

RingPuzzle = SevenPuzzle | PairsPuzzle


def make_ring_puzzle(seed: object, level: int, preset: str = "standard") -> RingPuzzle:
    """Either level's puzzle (the page asks by level)."""
    if level == SEVEN_LEVEL:
        return make_seven_puzzle(seed, level, preset)
    if level == PAIRS_LEVEL:
        return make_pairs_puzzle(seed, level, preset)
    levels = " or ".join(str(lv) for lv in RING_LEVELS)
    raise PuzzleError(f"this puzzle's level must be {levels}, not {level!r}")


def answer_lines(puzzle: RingPuzzle, lang: str = "en") -> list[str]:
    """The answer in plain sentences (the third hint, and what a right answer is told
    back): who scores, each refused layoff and payment; or each table and the team
    result."""
    if isinstance(puzzle, SevenPuzzle):
        answer = [ring_text("hint.answer.winner", lang,
                            name=puzzle.names[puzzle.winner_seat])]
        answer += [ring_text("hint.answer.blocked", lang, name=puzzle.names[seat],
                             card=format_cards([card], lang))
                   for seat, card, _owner in puzzle.blocked()]
        answer += [ring_text("hint.answer.pays", lang, name=puzzle.names[seat],
                             points=puzzle.paid(seat))
                   for seat in range(len(puzzle.names)) if seat != puzzle.winner_seat]
        return answer
    answer = [ring_text("hint.answer.table", lang, n=t.number,
                        name=puzzle.names[t.winner_seat], points=t.result.points)
              for t in puzzle.tables]
    if puzzle.net_team == LEVEL_HAND:
        answer.append(ring_text("hint.answer.level", lang))
    else:
        answer.append(ring_text("hint.answer.team", lang, team=puzzle.teams[puzzle.net_team],
                                points=puzzle.net_points))
    return answer


def ring_hints(puzzle: RingPuzzle, lang: str = "en") -> tuple[str, str, str]:
    """Three hints: where to look, the rule, then the answer itself."""
    if isinstance(puzzle, SevenPuzzle):
        return (ring_text("hint.nudge.seven", lang),
                ring_text("hint.rule.seven", lang, bonus=puzzle.rules.undercut_bonus),
                " ".join(answer_lines(puzzle, lang)))
    return (ring_text("hint.nudge.pairs", lang), ring_text("hint.rule.pairs", lang),
            " ".join(answer_lines(puzzle, lang)))


def stated_rules(puzzle: RingPuzzle, lang: str = "en") -> list[str]:
    """The house rules' own sentences for every rule this level's answer uses (STATED),
    as the rules page words them for this game."""
    game = LEVEL_VARIANTS[puzzle.level]
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
        "rules": ring_text("rules.seven", lang, n=len(puzzle.names),
                           preset=preset_title(puzzle.preset, lang),
                           card=format_cards([puzzle.upcard], lang),
                           limit=rules.max_knock_deadwood(puzzle.upcard)),
        "rule_lines": stated_rules(puzzle, lang),
        "knocker": ring_text("knocker", lang, name=knocker),
        "melds_caption": ring_text("knocker.melds", lang, name=knocker),
        "melds": [[c.code for c in m.cards] for m in shown_melds(puzzle.result)],
        "deadwood": [c.code for c in puzzle.result.knocker_arrangement.deadwood],
        "deadwood_caption": ring_text("knocker.deadwood", lang, name=knocker,
                                      n=puzzle.result.knocker_deadwood),
        "defenders": [
            {"seat": seat,
             "caption": ring_text("defender", lang, name=puzzle.names[seat],
                                  place=ring_text(f"place.{i}", lang)),
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
            "title": ring_text("table", lang, n=table.number, a=puzzle.names[a],
                               b=puzzle.names[b]),
            "upcard": ring_text("table.upcard", lang, card=format_cards([hand.upcard], lang))
            if upcard_matters else "",
            "knocker": ring_text("knocker", lang, name=knocker),
            "melds_caption": ring_text("knocker.melds", lang, name=knocker),
            "melds": [[c.code for c in m.cards] for m in shown_melds(hand.result)],
            "deadwood": [c.code for c in hand.result.knocker_arrangement.deadwood],
            "deadwood_caption": ring_text("knocker.deadwood", lang, name=knocker,
                                          n=hand.result.knocker_deadwood),
            "no_deadwood": ring_text("knocker.no_deadwood", lang, name=knocker),
            "defender": ring_text("defender.hand", lang,
                                  name=puzzle.names[table.defender_seat]),
            "defender_cards": [c.code for c in hand.defender_cards],
            "question": ring_text("q.table", lang, n=table.number, a=puzzle.names[a],
                                  b=puzzle.names[b]),
            "players": [{"seat": s, "name": puzzle.names[s]} for s in table.seats],
        })
    return {
        "rules": ring_text("rules.pairs", lang, preset=preset_title(puzzle.preset, lang)),
        "rule_lines": stated_rules(puzzle, lang),
        "teams": ring_text("teams", lang, a=puzzle.teams[0], b=puzzle.teams[1]),
        "team_names": list(puzzle.teams),
        "tables": tables,
    }
