"""Scoring puzzles: a finished hand, and the learner says who scores and how much.

Why this module exists: a learner checks their understanding of the showdown
(deadwood, layoffs, undercuts, gin, big gin, Oklahoma) on hands made for the
concept of a level.  Everything here is pure Python (standard library and
``ginrules``) so it runs the same in CPython (tests, build) and in Pyodide
(the puzzles page).

* A puzzle is made from ``(seed, level, preset)`` only, so a link with those
  three reopens the same puzzle.  The generator builds candidate hands from a
  seeded ``gintutor.dealing.Dealer`` and keeps the first one whose *engine* result shows
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
    all_spreads,
    best_arrangement,
    deadwood_count,
    format_cards,
    lay_off,
    render,
    score_hand,
    sort_hand,
)
from ginrules.reader import InputError, as_int, parse_json
from ginrules.rng import derive_seed
from ginrules.words import Catalogue

from .dealing import Dealer, Pool
from .i18n import t as ui_text
from .stars import stars

__all__ = [
    "ALL_LEVELS",
    "CONCEPTS",
    "LEVELS",
    "RING_LEVELS",
    "RUMMY_LEVELS",
    "SCORING_OPTIONS",
    "Answer",
    "Attempt",
    "Feedback",
    "Puzzle",
    "PuzzleError",
    "PuzzleRecord",
    "SpreadOption",
    "check_answer",
    "daily_id",
    "daily_level",
    "daily_puzzle",
    "daily_seed",
    "fit_preset",
    "hints",
    "legal_spreads",
    "level_presets",
    "make_puzzle",
    "normalize_seed",
    "points_feedback",
    "puzzle_rules",
    "puzzle_view",
    "rule_lines",
    "text",
    "verdict",
]

LEVELS: tuple[int, ...] = (1, 2, 3, 4, 5)
#: Classic Rummy's levels (``gintutor.rummy_puzzles``, in the puzzles page's own zip):
#: going out, and rummy or not.  The puzzle of the day stays gin.
RUMMY_LEVELS: tuple[int, ...] = (6, 7)
#: More than two players (``gintutor.ring_puzzles``, in the puzzles page's own zip): a
#: seven-card showdown for three or four, and a pairs hand at two tables.  Not 8 and 9:
#: links naming those are the tests' examples of a level that does not exist.
RING_LEVELS: tuple[int, ...] = (8, 9)
ALL_LEVELS: tuple[int, ...] = LEVELS + RUMMY_LEVELS + RING_LEVELS
#: The game a level's puzzles are played in, when it is not two-player gin: its presets
#: are the house rules the level's links may name.
LEVEL_VARIANTS: Mapping[int, str] = {RING_LEVELS[0]: "gin-7", RING_LEVELS[1]: "gin-pairs"}

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
        "concept.best_spread": "The knocker may show any spread within the knock limit; "
        "the choice decides what the defender can lay off.",
        "role.knocker": "Knocker",
        "role.defender": "Defender",
        "q.winner": "Who scores?",
        "q.points": "How many points?",
        "q.layoffs": "Which of the defender's cards are laid off?",
        "q.spread": "Which spread is best for the knocker?",
        "q.spread_help": "Choose the spread the knocker shows; the other questions are about "
        "that spread.",
        "fb.right": "Right!",
        "fb.wrong": "Not yet. What to look at again:",
        "fb.again": "Change your answer and check it again, or take a hint.",
        "fb.solved": "Solved. The step-by-step solution is below.",
        "done.outcome": "The {winner} scores {points} {points:point|points}.",
        "done.spread.tie": "Spread {option} is as good as any for the knocker.",
        "fb.part.winner.ok": "Right: the {winner} scores.",
        "fb.part.winner.bad": "Who scores is not right yet.",
        "fb.part.winner.gin": "Look at the knocker's deadwood: can the defender still win?",
        "fb.part.winner.compare": "Compare both sides' deadwood after any layoffs; a tie "
        "counts for the defender.",
        "fb.part.points.ok": "Right: {points} points.",
        "fb.part.points.bad": "{given} points is not right: count both sides' deadwood again.",
        "fb.part.points.before_layoffs": "{given} points counts the defender's deadwood before "
        "the layoffs.",
        "fb.part.points.no_difference": "{given} points is the defender's deadwood alone: the "
        "score is the difference between the two counts.",
        "fb.part.points.knock_bonus": "{given} points adds a bonus, but a plain knock has none.",
        "fb.part.points.no_undercut_bonus": "{given} points leaves out the undercut bonus.",
        "fb.part.points.other_undercut_bonus": "{given} points uses another house rule's "
        "undercut bonus; these house rules have a different one.",
        "fb.part.points.no_gin_bonus": "{given} points leaves out the gin bonus.",
        "fb.part.points.gin_layoffs": "{given} points counts layoffs, but nobody lays off onto "
        "gin.",
        "fb.part.points.wrong_gin_bonus": "{given} points uses the bonus of the other kind of "
        "gin.",
        "fb.part.points.not_doubled": "{given} points is before doubling: the first upcard is a "
        "spade, so the hand counts double.",
        "fb.part.points.doubled": "{given} points doubles the score, but this hand does not "
        "count double.",
        "fb.part.layoffs.ok": "Right layoffs: {cards}.",
        "fb.part.layoffs.none_ok": "Right: the defender lays off nothing.",
        "fb.part.layoffs.cannot": "{cards} cannot be laid off: no meld of the knocker takes "
        "{n:it|them}.",
        "fb.part.layoffs.keep": "{card} can be laid off on {meld}, but it is worth more in the "
        "defender's own meld {own}.",
        "fb.part.layoffs.more": "The defender can lay off more than the cards you chose.",
        "fb.part.layoffs.other": "Those layoffs leave the defender more deadwood than needed: "
        "look at the defender's own melds together with the layoffs.",
        "fb.part.spread.ok": "Right: spread {option} is best for the knocker.",
        "fb.part.spread.tie": "Right: spread {option} is as good as any for the knocker.",
        "fb.part.spread.bad": "Spread {option} is allowed, but another spread gives the knocker "
        "more.",
        "none": "nothing",
        "upcard": "First upcard: {card}",
        "rule.knock_limit": "You may knock with up to {limit} deadwood.",
        "rule.gin_only": "Only gin ends this hand.",
        "rule.gin_bonus": "Gin bonus: {n}.",
        "rule.big_gin_bonus": "Big gin bonus: {n}.",
        "rule.no_big_gin": "Big gin is not played.",
        "rule.undercut_bonus": "Undercut bonus: {n}.",
        "rule.spade_doubles": "Spade upcard: the hand counts double.",
        "rule.spade_would_double": "A spade upcard would double the hand; this one is not a "
        "spade.",
        "rule.spade_off": "A spade upcard does not double the hand here.",
        "hint.nudge.knock": "Add up the knocker's deadwood and the defender's deadwood, then "
        "compare them.",
        "hint.nudge.layoff": "Before you count the defender's deadwood, see which of the "
        "defender's cards fit onto the knocker's melds.",
        "hint.nudge.layoff_chain": "See which of the defender's cards fit onto the knocker's "
        "melds; a card may also fit next to a card that was just laid off.",
        "hint.nudge.undercut": "Count both sides' deadwood, after any layoffs: which is lower?",
        "hint.nudge.gin": "Count the knocker's deadwood first.",
        "hint.nudge.best_spread": "For each spread, find which of the defender's cards it lets "
        "them lay off, then score it.",
        "hint.rule.knock": "The knocker scores the defender's deadwood minus their own; if the "
        "defender had the same or less, the defender would score instead.",
        "hint.rule.undercut": "If the defender ends with the same or less deadwood than the "
        "knocker, that is an undercut: the defender scores the difference plus {bonus}.",
        "hint.rule.layoff": "The defender may lay off a card as the fourth card of a set of "
        "three or at either end of a run, but keeps a card in their own meld when that leaves "
        "less deadwood.",
        "hint.rule.gin": "Gin scores {bonus} plus the defender's deadwood; nobody lays off onto "
        "gin.",
        "hint.rule.big_gin": "Big gin scores {bonus} plus the defender's deadwood; nobody lays "
        "off onto it.",
        "hint.rule.spread": "The knocker may show any spread whose deadwood is within the limit "
        "of {limit}; a different spread can stop a layoff.",
        "hint.answer": "The answer: the {winner} scores {points}.",
        "hint.answer.layoffs": "The defender lays off {cards}.",
        "hint.answer.spread": "Spread {option} is best for the knocker.",
        "hint.used": "All 3 hints shown",
        "show_answer": "Show the answer",
        "answer_shown": "Answer shown",
        "stars.rule": "3 stars: right at the first try without hints · 2: after a mistake or "
        "hint 1 or 2 · 1: after the answer was shown.",
        "spread.option": "Spread {option}: {melds} · deadwood {deadwood}",
        "spread.outcome": "Spread {option}: {outcome}",
        "spread.best": "Best for the knocker: spread {options}.",
        "spread.why.least": "Spread {best} leaves the knocker the least deadwood: {kd_best}.",
        "spread.why.more.blocks": "Spread {best} leaves the knocker more deadwood than spread "
        "{rival} ({kd_best} against {kd_rival}), but then the defender can no longer lay off "
        "{cards}.",
        "spread.why.more.keeps": "Spread {best} leaves the knocker more deadwood than spread "
        "{rival} ({kd_best} against {kd_rival}), but the defender keeps more deadwood: "
        "{dd_best} against {dd_rival}.",
        "spread.why.same.blocks": "Spreads {best} and {rival} leave the knocker the same "
        "deadwood ({kd_best}), but with spread {best} the defender cannot lay off {cards}.",
        "spread.why.same.keeps": "Spreads {best} and {rival} leave the knocker the same "
        "deadwood ({kd_best}), but with spread {best} the defender keeps more deadwood: "
        "{dd_best} against {dd_rival}.",
        "outcome": "{winner} scores {points}",
        "daily": "Puzzle of the day",
        "daily.solved": "Today's puzzle is solved ({stars}). Come back tomorrow for the next one.",
        "page.title": "Scoring puzzles",
        "page.intro": "Each puzzle is a hand that has just ended: say who scores and how much. The "
        "levels run from two-player gin to Classic Rummy, seven-card gin and four players in "
        "pairs; your answer is checked and explained step by step.",
        "intro.gin": "Two-player gin: the knocker has laid out. Look at the knocker's spread "
        "and the defender's cards, then say who scores and how many points.",
        "page.levels": "Choose a level",
        "page.new": "New puzzle",
        "page.next": "Next puzzle",
        "page.retry": "Try this one again",
        "page.share": "Link to this puzzle",
        "page.check": "Check my answer",
        "page.loading": "The puzzle appears here once the page has loaded.",
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
        "page.hints": "Hints",
        "page.solution": "Step by step",
        "page.record": "Your record",
        "page.streak": "Daily puzzle: {streak} {streak:day|days} in a row (best {best})",
        "page.level_name": "Level {level}",
        "page.level_record": "{name}: {solved} solved of {tried} tried · {three} at the "
        "first try, {two} after a mistake or hint, {one} after the answer was shown",
        "page.first_try": "A puzzle's stars are kept from the first time you finish it.",
        "page.pick_winner": "Choose who scores.",
        "page.pick_spread": "Choose the spread the knocker shows.",
        "page.type_points": "Type the points as a whole number.",
        "page.bad_level": "This link names level “{level}”, which is no puzzle level: here "
        "is a level 1 puzzle instead.",
        "page.bad_rules": "This link names house rules “{rules}”, which this level does not "
        "play: here are the {preset} rules instead.",
    },
    "nl": {
        "level.1": "Niveau 1 · gewoon kloppen",
        "level.2": "Niveau 2 · bijleggen",
        "level.3": "Niveau 3 · undercuts",
        "level.4": "Niveau 4 · gin en big gin",
        "level.5": "Niveau 5 · Oklahoma en de beste indeling van de klopper",
        "concept.knock": "De klopper heeft minder dood hout; er valt niets bij te leggen.",
        "concept.layoff": "De tegenspeler kan kaarten bijleggen bij de combinaties van de "
        "klopper.",
        "concept.layoff_chain": "Een kaart kan ook aansluiten op een kaart die net is bijgelegd: "
        "de serie is dan al langer geworden.",
        "concept.undercut": "De tegenspeler houdt minder dood hout over dan de klopper.",
        "concept.undercut_tie": "Klopper en tegenspeler houden evenveel dood hout over: "
        "gelijkstand.",
        "concept.undercut_layoff": "Door bij te leggen houdt de tegenspeler minder dood hout over "
        "dan de klopper.",
        "concept.gin": "De klopper maakt gin: bij gin mag niemand bijleggen.",
        "concept.big_gin": "De klopper heeft big gin: alle 11 kaarten in combinaties.",
        "concept.best_spread": "De klopper mag zijn kaarten op elke manier indelen die binnen de "
        "klopgrens blijft; die keuze bepaalt wat de tegenspeler kan bijleggen.",
        "role.knocker": "Klopper",
        "role.defender": "Tegenspeler",
        "q.winner": "Wie scoort?",
        "q.points": "Hoeveel punten?",
        "q.layoffs": "Welke kaarten van de tegenspeler worden bijgelegd?",
        "q.spread": "Welke indeling is het best voor de klopper?",
        "q.spread_help": "Kies de indeling die de klopper laat zien; de andere vragen gaan over "
        "die indeling.",
        "fb.right": "Goed zo!",
        "fb.wrong": "Nog niet. Kijk nog eens naar:",
        "fb.again": "Pas je antwoord aan en controleer het opnieuw, of vraag een hint.",
        "fb.solved": "Opgelost. Hieronder staat de oplossing stap voor stap.",
        "done.outcome": "De {winner} scoort {points} {points:punt|punten}.",
        "done.spread.tie": "Indeling {option} is voor de klopper een van de beste.",
        "fb.part.winner.ok": "Goed: de {winner} scoort.",
        "fb.part.winner.bad": "Wie scoort klopt nog niet.",
        "fb.part.winner.gin": "Kijk naar het dood hout van de klopper: kan de tegenspeler nog "
        "winnen?",
        "fb.part.winner.compare": "Vergelijk het dood hout van klopper en tegenspeler, na het "
        "bijleggen; bij gelijk dood hout wint de tegenspeler.",
        "fb.part.points.ok": "Goed: {points} punten.",
        "fb.part.points.bad": "{given} punten klopt niet: tel het dood hout van klopper en "
        "tegenspeler nog eens.",
        "fb.part.points.before_layoffs": "Bij {given} punten tel je het dood hout van de "
        "tegenspeler van vóór het bijleggen.",
        "fb.part.points.no_difference": "{given} punten is alleen het dood hout van de "
        "tegenspeler: de score is het verschil tussen het dood hout van beiden.",
        "fb.part.points.knock_bonus": "Bij {given} punten tel je een bonus mee, maar gewoon "
        "kloppen levert geen bonus op.",
        "fb.part.points.no_undercut_bonus": "Bij {given} punten ontbreekt de undercutbonus.",
        "fb.part.points.other_undercut_bonus": "Bij {given} punten reken je met de "
        "undercutbonus van andere huisregels; met deze huisregels is die anders.",
        "fb.part.points.no_gin_bonus": "Bij {given} punten ontbreekt de bonus voor gin.",
        "fb.part.points.gin_layoffs": "Bij {given} punten tel je bijgelegde kaarten mee, maar "
        "bij gin mag niemand bijleggen.",
        "fb.part.points.wrong_gin_bonus": "Bij {given} punten reken je met de bonus van de "
        "andere soort gin.",
        "fb.part.points.not_doubled": "{given} punten is vóór het verdubbelen: de eerste open "
        "kaart is een schoppen, dus de ronde telt dubbel.",
        "fb.part.points.doubled": "Bij {given} punten verdubbel je de score, maar deze ronde "
        "telt niet dubbel.",
        "fb.part.layoffs.ok": "Goed bijgelegd: {cards}.",
        "fb.part.layoffs.none_ok": "Goed: de tegenspeler legt niets bij.",
        "fb.part.layoffs.cannot": "{cards} {n:kan|kunnen} niet worden bijgelegd: er is geen "
        "combinatie van de klopper waar {n:hij|ze} bij {n:past|passen}.",
        "fb.part.layoffs.keep": "{card} past bij {meld}, maar is meer waard in de eigen combinatie "
        "{own} van de tegenspeler.",
        "fb.part.layoffs.more": "De tegenspeler kan meer bijleggen dan de kaarten die je koos.",
        "fb.part.layoffs.other": "Zo houdt de tegenspeler meer dood hout over dan nodig: bekijk de "
        "eigen combinaties van de tegenspeler en het bijleggen samen.",
        "fb.part.spread.ok": "Goed: indeling {option} is het best voor de klopper.",
        "fb.part.spread.tie": "Goed: indeling {option} is voor de klopper een van de beste.",
        "fb.part.spread.bad": "Indeling {option} mag, maar een andere indeling levert de klopper "
        "meer op.",
        "none": "niets",
        "upcard": "Eerste open kaart: {card}",
        "rule.knock_limit": "Kloppen mag met hoogstens {limit} dood hout.",
        "rule.gin_only": "Deze ronde kan alleen met gin eindigen.",
        "rule.gin_bonus": "Bonus voor gin: {n}.",
        "rule.big_gin_bonus": "Bonus voor big gin: {n}.",
        "rule.no_big_gin": "Big gin wordt niet gespeeld.",
        "rule.undercut_bonus": "Undercutbonus: {n}.",
        "rule.spade_doubles": "Open schoppenkaart: de ronde telt dubbel.",
        "rule.spade_would_double": "Was de eerste open kaart een schoppen, dan telde de ronde "
        "dubbel; deze is geen schoppen.",
        "rule.spade_off": "Een schoppen als eerste open kaart verdubbelt de score hier niet.",
        "hint.nudge.knock": "Tel het dood hout van de klopper en van de tegenspeler, en "
        "vergelijk ze.",
        "hint.nudge.layoff": "Kijk eerst welke kaarten van de tegenspeler bij de combinaties van "
        "de klopper passen, en tel dan pas het dood hout van de tegenspeler.",
        "hint.nudge.layoff_chain": "Kijk welke kaarten van de tegenspeler bij de combinaties "
        "van de klopper passen; een kaart kan ook passen naast een kaart die net is bijgelegd.",
        "hint.nudge.undercut": "Tel na het bijleggen het dood hout van klopper en tegenspeler: wie "
        "heeft het minst?",
        "hint.nudge.gin": "Tel eerst het dood hout van de klopper.",
        "hint.nudge.best_spread": "Zoek bij elke indeling welke kaarten de tegenspeler kan "
        "bijleggen, en reken dan de score uit.",
        "hint.rule.knock": "De klopper scoort het dood hout van de tegenspeler min het eigen "
        "dood hout; had de tegenspeler evenveel of minder, dan zou de tegenspeler scoren.",
        "hint.rule.undercut": "Houdt de tegenspeler evenveel of minder dood hout over dan de "
        "klopper, dan is dat een undercut: de tegenspeler scoort het verschil plus {bonus}.",
        "hint.rule.layoff": "De tegenspeler mag een kaart bijleggen als vierde kaart bij een set "
        "van drie of aan een van beide uiteinden van een serie, maar houdt een kaart in een eigen "
        "combinatie als dat minder dood hout overlaat.",
        "hint.rule.gin": "Gin levert {bonus} op plus het dood hout van de tegenspeler; bij gin "
        "mag niemand bijleggen.",
        "hint.rule.big_gin": "Big gin levert {bonus} op plus het dood hout van de tegenspeler; "
        "bij big gin mag niemand bijleggen.",
        "hint.rule.spread": "De klopper mag elke indeling laten zien waarbij het dood hout niet "
        "boven de klopgrens van {limit} komt; met een andere indeling kan de tegenspeler soms een "
        "kaart niet meer bijleggen.",
        "hint.answer": "Het antwoord: de {winner} scoort {points}.",
        "hint.answer.layoffs": "De tegenspeler legt {cards} bij.",
        "hint.answer.spread": "Indeling {option} is het best voor de klopper.",
        "hint.used": "Alle 3 hints getoond",
        "show_answer": "Toon het antwoord",
        "answer_shown": "Antwoord getoond",
        "stars.rule": "3 sterren: in één keer goed zonder hints · 2: na een fout of hint 1 of 2 "
        "· 1: nadat het antwoord getoond is.",
        "spread.option": "Indeling {option}: {melds} · dood hout {deadwood}",
        "spread.outcome": "Indeling {option}: {outcome}",
        "spread.best": "Het best voor de klopper: indeling {options}.",
        "spread.why.least": "Indeling {best} laat de klopper het minste dood hout over: {kd_best}.",
        "spread.why.more.blocks": "Indeling {best} laat de klopper meer dood hout over dan "
        "indeling {rival} ({kd_best} tegen {kd_rival}), maar dan kan de tegenspeler {cards} niet "
        "meer bijleggen.",
        "spread.why.more.keeps": "Indeling {best} laat de klopper meer dood hout over dan indeling "
        "{rival} ({kd_best} tegen {kd_rival}), maar de tegenspeler houdt meer dood hout over: "
        "{dd_best} tegen {dd_rival}.",
        "spread.why.same.blocks": "Indelingen {best} en {rival} laten de klopper evenveel dood "
        "hout over ({kd_best}), maar met indeling {best} kan de tegenspeler {cards} niet "
        "bijleggen.",
        "spread.why.same.keeps": "Indelingen {best} en {rival} laten de klopper evenveel dood hout "
        "over ({kd_best}), maar met indeling {best} houdt de tegenspeler meer dood hout over: "
        "{dd_best} tegen {dd_rival}.",
        "outcome": "{winner} scoort {points}",
        "daily": "Puzzel van de dag",
        "daily.solved": "De puzzel van vandaag is opgelost ({stars}). Morgen is er een nieuwe.",
        "page.title": "Scorepuzzels",
        "page.intro": "Elke puzzel is een ronde die net is afgelopen: zeg wie scoort en hoeveel. "
        "De niveaus gaan van gin voor twee tot Classic Rummy, gin met zeven kaarten en vier "
        "spelers in teams; je antwoord wordt nagekeken en stap voor stap uitgelegd.",
        "intro.gin": "Gin voor twee: de klopper heeft zijn kaarten opengelegd. Bekijk wat de "
        "klopper uitlegt en de kaarten van de tegenspeler, en zeg wie scoort en hoeveel punten.",
        "page.levels": "Kies een niveau",
        "page.new": "Nieuwe puzzel",
        "page.next": "Volgende puzzel",
        "page.retry": "Probeer deze nog eens",
        "page.share": "Link naar deze puzzel",
        "page.check": "Controleer mijn antwoord",
        "page.loading": "De puzzel verschijnt hier zodra de pagina geladen is.",
        "page.rules": "Huisregels: {rules}",
        "page.puzzle": "Puzzel {seed} · {level}",
        "page.knocker": "Wat de klopper uitlegt",
        "page.knocker_hand": "De kaarten van de klopper",
        "page.defender": "De hand van de tegenspeler",
        "page.melds": "Combinaties",
        "page.meld": "Combinatie {n}",
        "page.deadwood": "Dood hout",
        "page.no_deadwood": "geen dood hout",
        "page.answer": "Jouw antwoord",
        "page.points_label": "Punten voor de winnaar",
        "page.layoffs_help": "Kies de kaarten van de tegenspeler die bijgelegd kunnen worden.",
        "page.hints": "Hints",
        "page.solution": "Stap voor stap",
        "page.record": "Jouw resultaten",
        "page.streak": "Puzzel van de dag: {streak} {streak:dag|dagen} achter elkaar (beste "
        "{best})",
        "page.level_name": "Niveau {level}",
        "page.level_record": "{name}: {solved} opgelost van {tried} geprobeerd · "
        "{three} in één keer goed, {two} na een fout of hint, {one} nadat het antwoord getoond "
        "was",
        "page.first_try": "Een puzzel houdt de sterren van de eerste keer dat je hem afmaakt.",
        "page.pick_winner": "Kies wie scoort.",
        "page.pick_spread": "Kies de indeling die de klopper laat zien.",
        "page.type_points": "Typ het aantal punten als heel getal.",
        "page.bad_level": "Deze link noemt niveau “{level}”, maar dat niveau bestaat niet: hier "
        "is een puzzel van niveau 1.",
        "page.bad_rules": "Deze link noemt huisregels “{rules}”, maar die speelt dit niveau niet: "
        "hier gelden de huisregels {preset}.",
    },
}


#: The puzzle page's words in one catalogue with the one look-up (written a language at a
#: time; :class:`ginrules.words.Catalogue` fills in plurals such as ``{n:day|days}``).
WORDS = Catalogue.from_languages("gintutor.puzzles._TEXT", _TEXT)


def text(key: str, lang: str = "en", **values: object) -> str:
    """The puzzle page's own words (the rules' words come from ``ginrules.render``)."""
    return WORDS.say(key, lang, **values)


def _cards_words(cards: Iterable[Card], lang: str) -> str:
    """Cards inside a sentence in the page's letters (B V H on Dutch pages), or "nothing"."""
    shown = format_cards(sort_hand(tuple(cards)), lang)
    return shown or text("none", lang)


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
    """A finished hand to score.  ``result`` is the engine's answer for ``knocker_melds``
    (at level 5: for the first of the best spreads)."""

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
        """The engine's result for the learner's spread: level 5 judges the winner, points
        and layoffs of the spread the learner chose."""
        chosen = self.option(spread)
        return chosen.result if chosen is not None else self.result

    def melds_for(self, spread: int | None) -> tuple[Meld, ...]:
        """The knocker's melds under the learner's spread (or the puzzle's own)."""
        chosen = self.option(spread)
        return chosen.melds if chosen is not None else self.knocker_melds

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
            best = ", ".join(_label(i) for i in self.best_spreads)
            lines.append(text("spread.best", lang, options=best))
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
            "best": _label(best),
            "rival": _label(rival),
            "kd_best": b.knocker_deadwood,
            "kd_rival": r.knocker_deadwood,
        }
        if b.knocker_deadwood < r.knocker_deadwood:
            return [text("spread.why.least", lang, **values)]
        blocked = [c for c in r.defender.laid_off if c not in b.defender.laid_off]
        same = "same" if b.knocker_deadwood == r.knocker_deadwood else "more"
        if blocked:
            cards = _cards_words(blocked, lang)
            return [text(f"spread.why.{same}.blocks", lang, cards=cards, **values)]
        return [
            text(f"spread.why.{same}.keeps", lang, dd_best=b.defender_deadwood,
                 dd_rival=r.defender_deadwood, **values)
        ]


def _label(index: int) -> str:
    return "ABCDEFGHIJKLMNOP"[index]


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


def daily_id(day: _dt.date, preset: str = "standard") -> str:
    """The puzzle id of the day's puzzle, without making it."""
    return f"{daily_level(day)}:{preset}:{daily_seed(day)}"


def make_puzzle(seed: object, level: int, preset: str = "standard") -> Puzzle:
    """Make the puzzle for ``(seed, level, preset)``; the same inputs give the same puzzle.

    Raises ``PuzzleError`` for an unknown level or preset.
    """
    if level not in LEVELS:
        raise PuzzleError(f"level must be 1 to 5, not {level!r}")
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


def level_presets(level: int) -> tuple[str, ...]:
    """The house rules a level plays (its game's presets, the default first)."""
    return tuple(Rules.preset_names(LEVEL_VARIANTS.get(level, "gin")))


def fit_preset(level: int, preset: str, fallback: str = "standard") -> str:
    """``preset`` when the level plays it, else ``fallback`` when it does, else the level's
    default (a link or a chip may carry another game's house rules)."""
    names = level_presets(level)
    if preset in names:
        return preset
    return fallback if fallback in names else names[0]


def puzzle_rules(level: int, preset: str) -> Rules:
    """The rules a puzzle is played by: the learner's preset, except level 5, whose own
    stated rules are the Oklahoma preset as it is (spade doubling off, as in the preset;
    a puzzle never turns an option on that the page does not state)."""
    return Rules.preset(LEVEL5_PRESET if level == 5 else preset)


def _concepts_for(level: int, rules: Rules) -> tuple[str, ...]:
    concepts = CONCEPTS[level]
    if level == 4 and not rules.big_gin_played:
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
        lines.append(text("rule.gin_only" if limit == 0 else "rule.knock_limit", lang,
                          limit=limit))
    if "gin_bonus" in differs:
        lines.append(text("rule.gin_bonus", lang, n=rules.gin_bonus))
    if "big_gin_bonus" in differs:
        if rules.big_gin_bonus is None:
            lines.append(text("rule.no_big_gin", lang))
        else:
            lines.append(text("rule.big_gin_bonus", lang, n=rules.big_gin_bonus))
    if "undercut_bonus" in differs:
        lines.append(text("rule.undercut_bonus", lang, n=rules.undercut_bonus))
    if rules.spade_doubles:
        key = "rule.spade_doubles" if rules.doubles(puzzle.upcard) else "rule.spade_would_double"
        lines.append(text(key, lang))
    elif "spade_doubles" in differs:
        lines.append(text("rule.spade_off", lang))
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


#: A level-5 hand with more legal spreads than this is not used: the page lists them all.
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
    """A level-5 puzzle: every legal spread is an option; the spreads must not all score
    the same for the knocker, or there is nothing to choose."""
    spreads = legal_spreads(knocker, rules, upcard)
    if not 2 <= len(spreads) <= _MAX_SPREADS:
        return None
    options: list[SpreadOption] = []
    for melds in spreads:
        result = score_hand(knocker, defender, rules, knocker_melds=melds, upcard=upcard)
        if result.kind in ("gin", "big_gin"):
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
    """The verdict on an answer: per part, and what to look at again.

    ``lines`` never give the right answer away when the answer is wrong (they name what
    is wrong and where); ``solution`` is the step-by-step answer, for the page to show
    only once the puzzle is solved, the third hint taken or the answer asked for.
    ``wrong_cards`` are the chosen layoffs the feedback points at.
    """

    correct: bool
    parts: dict[str, bool]
    lines: tuple[str, ...]
    solution: tuple[str, ...]
    wrong_cards: tuple[Card, ...] = ()


def _reachable(defender: Sequence[Card], melds: Sequence[Meld]) -> list[Card]:
    """The defender's cards that could be laid off at all, alone or after other layoffs
    (each meld grown with the cards it takes until it takes no more)."""
    out: list[Card] = []
    for meld in melds:
        grown, added = meld, True
        while added:
            added = False
            for card in defender:
                if grown.accepts(card):
                    grown = grown.with_card(card)
                    added = True
                    if card not in out:
                        out.append(card)
    return out


def _lay_all(cards: Sequence[Card], melds: tuple[Meld, ...]) -> tuple[Meld, ...] | None:
    """The knocker's melds with all ``cards`` laid off in some order, or None if they
    cannot all go (a small search: a card may fit more than one meld)."""
    if not cards:
        return melds
    for card in cards:
        rest = [c for c in cards if c != card]
        for i, meld in enumerate(melds):
            if meld.accepts(card):
                done = _lay_all(rest, (*melds[:i], meld.with_card(card), *melds[i + 1 :]))
                if done is not None:
                    return done
    return None


def _layoff_feedback(
    defender: Sequence[Card],
    melds: tuple[Meld, ...],
    result: HandResult,
    given: Sequence[Card],
    lang: str,
) -> tuple[bool, list[str], list[Card]]:
    """Judge the chosen layoffs against the engine; say what is wrong, never the answer.

    Right are the engine's layoffs and any other cards that, laid off, leave the same
    least deadwood.  Returns (right, lines, cards pointed at)."""
    want = sorted(lo.card.code for lo in result.defender.layoffs)
    chosen = sort_hand(tuple(dict.fromkeys(c for c in given if c in defender)))
    if sorted(c.code for c in chosen) == want:
        return True, [], []
    reach = _reachable(defender, melds)
    cannot = [c for c in chosen if c not in reach]
    if cannot:
        line = text(
            "fb.part.layoffs.cannot", lang, cards=_cards_words(cannot, lang), n=len(cannot)
        )
        return False, [line], cannot
    extended = _lay_all(chosen, melds)
    rest = tuple(c for c in defender if c not in chosen)
    if extended is not None and chosen and (
        deadwood_count(rest) == result.defender_deadwood
    ):
        return True, [], []  # another layoff that is just as good
    lines: list[str] = []
    pointed: list[Card] = []
    own = {c: m for m in result.defender.defender_melds for c in m.cards}
    for card in chosen:
        if card not in own:
            continue
        target = next((m for m in melds if m.accepts(card)), None)
        if target is None:
            continue
        others = tuple(c for c in defender if c != card)
        forced = lay_off(others, tuple(m.with_card(card) if m == target else m for m in melds))
        if forced.deadwood_count > result.defender_deadwood:
            lines.append(
                text(
                    "fb.part.layoffs.keep",
                    lang,
                    card=_cards_words([card], lang),
                    meld=_cards_words(target.cards, lang),
                    own=_cards_words(own[card].cards, lang),
                )
            )
            pointed.append(card)
    if extended is not None:
        further = lay_off(rest, extended)
        if further.layoffs and further.deadwood_count < deadwood_count(rest):
            lines.append(text("fb.part.layoffs.more", lang))
    if not lines:
        lines.append(text("fb.part.layoffs.other", lang))
    return False, lines, pointed


def _points_feedback(puzzle: Puzzle, result: HandResult, given: int, lang: str) -> str:
    """Say what a wrong number counts (computed from the engine's result), never the
    right number: 'leaves out the undercut bonus', 'before the layoffs', ..."""
    rules = puzzle.rules
    times = 2 if result.doubled else 1
    kd, dd = result.knocker_deadwood, result.defender_deadwood
    dd0 = result.defender.deadwood_without_layoffs
    known: list[tuple[str, int]] = []
    if result.kind == "knock":
        if dd0 != dd:
            known.append(("before_layoffs", (dd0 - kd) * times))
        known.append(("no_difference", dd * times))
        known.append(("knock_bonus", (dd - kd + rules.undercut_bonus) * times))
        known.append(("knock_bonus", (dd - kd + rules.gin_bonus) * times))
    elif result.kind == "undercut":
        known.append(("no_undercut_bonus", (kd - dd) * times))
        for other in sorted({Rules.preset(p).undercut_bonus for p in Rules.preset_names()}):
            if other != rules.undercut_bonus:
                known.append(("other_undercut_bonus", (kd - dd + other) * times))
        if dd0 != dd and dd0 <= kd:
            known.append(("before_layoffs", (kd - dd0 + rules.undercut_bonus) * times))
    else:
        big = result.kind == "big_gin"
        bonus = rules.big_gin_bonus if big else rules.gin_bonus
        assert bonus is not None
        known.append(("no_gin_bonus", dd * times))
        laid = lay_off(puzzle.defender_cards, result.knocker_arrangement.melds)
        if laid.deadwood_count != dd:
            known.append(("gin_layoffs", (bonus + laid.deadwood_count) * times))
        other_bonus = rules.gin_bonus if big else rules.big_gin_bonus
        if other_bonus is not None and other_bonus != bonus:
            known.append(("wrong_gin_bonus", (other_bonus + dd) * times))
    if result.doubled:
        known.append(("not_doubled", result.points // 2))
    else:
        known.append(("doubled", result.points * 2))
    for key, value in known:
        if value == given and value != result.points:
            return text(f"fb.part.points.{key}", lang, given=given)
    return text("fb.part.points.bad", lang, given=given)


def points_feedback(puzzle: Puzzle, given: int, lang: str = "en") -> str:
    """What a wrong number of points for this hand counts, never the right number (the
    pairs puzzles judge each table with it)."""
    return _points_feedback(puzzle, puzzle.result, given, lang)


def check_answer(puzzle: Puzzle, answer: Answer, lang: str = "en") -> Feedback:
    """Judge each asked part against the engine's result for the learner's spread.

    A right part is confirmed; a wrong part is named with what to look at again, never
    with the right answer (that is the third hint's and the solution's job)."""
    result = puzzle.result_for(answer.spread)
    melds = puzzle.melds_for(answer.spread)
    parts: dict[str, bool] = {}
    lines: list[str] = []
    pointed: list[Card] = []
    win = text(f"role.{result.winner}", lang).lower()
    summary = [text("done.outcome", lang, winner=win, points=result.points)]
    for q in puzzle.questions:
        if q == "spread":
            ok = answer.spread in puzzle.best_spreads
            parts[q] = ok
            label = "?" if answer.spread is None else _label(answer.spread)
            key = "fb.part.spread.bad"
            if ok:
                key = "fb.part.spread.tie" if len(puzzle.best_spreads) > 1 else "fb.part.spread.ok"
            lines.append(text(key, lang, option=label))
            tie = len(puzzle.best_spreads) > 1
            summary.insert(0, text("done.spread.tie" if tie else "hint.answer.spread", lang,
                                   option=label))
        elif q == "winner":
            ok = answer.winner == result.winner
            parts[q] = ok
            if ok:
                lines.append(text("fb.part.winner.ok", lang, winner=win))
            else:
                why = "gin" if result.kind in ("gin", "big_gin") else "compare"
                lines.append(text("fb.part.winner.bad", lang))
                lines.append(text(f"fb.part.winner.{why}", lang))
        elif q == "points":
            ok = answer.points == result.points
            parts[q] = ok
            if ok:
                lines.append(text("fb.part.points.ok", lang, points=result.points))
            else:
                given = -1 if answer.points is None else answer.points
                lines.append(_points_feedback(puzzle, result, given, lang))
        elif q == "layoffs":
            ok, said, cards = _layoff_feedback(
                puzzle.defender_cards, melds, result, answer.layoffs or (), lang
            )
            parts[q] = ok
            pointed.extend(cards)
            laid = sort_hand(tuple(answer.layoffs or ()))
            summary.append(text("hint.answer.layoffs", lang, cards=_cards_words(laid, lang)))
            if ok:
                if laid:
                    lines.append(text("fb.part.layoffs.ok", lang, cards=_cards_words(laid, lang)))
                else:
                    lines.append(text("fb.part.layoffs.none_ok", lang))
            else:
                lines.extend(said)
    return verdict(parts, lines, puzzle.solution(lang), lang, tuple(pointed), summary=summary)


def verdict(parts: dict[str, bool], lines: Sequence[str], solution: Sequence[str], lang: str,
            pointed: tuple[Card, ...] = (), *, summary: Sequence[str]) -> Feedback:
    """The feedback on every part, opened and closed the same way for every puzzle level:
    right, the answer said back once (``summary``, plain sentences: "Right!" is said
    once, not again for each part) and solved; or not yet, each part's line (a right
    part confirmed, a wrong one named) and what to do next."""
    correct = all(parts.values())
    if correct:
        said = [text("fb.right", lang), *summary, text("fb.solved", lang)]
    else:
        said = [text("fb.wrong", lang), *lines, text("fb.again", lang)]
    return Feedback(correct, parts, tuple(said), tuple(solution), pointed)


def hints(puzzle: Puzzle, lang: str = "en") -> tuple[str, str, str]:
    """Three hints, one at a time: where to look, the rule (with these house rules'
    numbers), then the answer itself."""
    concept = puzzle.concept
    nudge = {
        "knock": "knock",
        "layoff": "layoff",
        "undercut_layoff": "layoff",
        "layoff_chain": "layoff_chain",
        "undercut": "undercut",
        "undercut_tie": "undercut",
        "gin": "gin",
        "big_gin": "gin",
        "best_spread": "best_spread",
    }[concept]
    rules = puzzle.rules
    rule: list[str] = []
    if concept == "best_spread":
        rule.append(text("hint.rule.spread", lang,
                         limit=rules.max_knock_deadwood(puzzle.upcard)))
    if "layoffs" in puzzle.questions:
        rule.append(text("hint.rule.layoff", lang))
    if concept == "gin":
        rule.append(text("hint.rule.gin", lang, bonus=rules.gin_bonus))
    elif concept == "big_gin":
        rule.append(text("hint.rule.big_gin", lang, bonus=rules.big_gin_bonus))
    elif puzzle.level <= 2:
        rule.append(text("hint.rule.knock", lang))
    else:
        rule.append(text("hint.rule.undercut", lang, bonus=rules.undercut_bonus))
    if rules.doubles(puzzle.upcard):
        rule.append(text("rule.spade_doubles", lang))
    result = puzzle.result
    answer = [
        text("hint.answer", lang, winner=text(f"role.{result.winner}", lang).lower(),
             points=result.points)
    ]
    if "layoffs" in puzzle.questions:
        answer.append(text("hint.answer.layoffs", lang,
                           cards=_cards_words(puzzle.layoff_cards, lang)))
    if puzzle.spread_options:
        best = ", ".join(_label(i) for i in puzzle.best_spreads)
        answer.insert(0, text("hint.answer.spread", lang, option=best))
    return text(f"hint.nudge.{nudge}", lang), " ".join(rule), " ".join(answer)


@dataclass
class Attempt:
    """One learner's work on one puzzle: tries, hints, whether the answer was shown.

    Why a state of its own: stars must be honest across tries and a reload (the page
    stores it in the record), and the solution is shown only when it has been earned
    or asked for."""

    mistakes: int = 0
    hints_used: int = 0
    answer_shown: bool = False
    solved: bool = False

    @property
    def stars(self) -> int:
        """The stars this attempt earns if it is (or was) solved now."""
        return stars(self.mistakes, self.hints_used, self.answer_shown)

    @property
    def shows_solution(self) -> bool:
        """The step-by-step solution is on the page: solved, hint 3 or 'Show the answer'."""
        return self.solved or self.answer_shown or self.hints_used >= 3

    @property
    def started(self) -> bool:
        return self.solved or self.mistakes > 0 or self.hints_used > 0 or self.answer_shown

    def check(self, puzzle: Puzzle, answer: Answer, lang: str = "en") -> Feedback:
        """Judge an answer; a wrong one counts as a mistake (until the puzzle is solved)."""
        return self.judged(check_answer(puzzle, answer, lang))

    def judged(self, feedback: Feedback) -> Feedback:
        """Count a judged answer (any puzzle's): a wrong one is a mistake until solved."""
        if not self.solved:
            if feedback.correct:
                self.solved = True
            else:
                self.mistakes += 1
        return feedback

    def hint(self, puzzle: Puzzle, lang: str = "en") -> str:
        """The next hint (the third one is the answer, so it also shows the solution)."""
        return hints(puzzle, lang)[self.next_hint() - 1]

    def next_hint(self) -> int:
        """Take the next hint (any puzzle's): its number, 1 to 3 (3 shows the answer)."""
        if self.hints_used >= 3:
            raise PuzzleError("all three hints have been shown")
        self.hints_used += 1
        if self.hints_used == 3:
            self.answer_shown = True
        return self.hints_used

    def show_answer(self) -> None:
        """The learner asks for the answer: it is shown, and earns at most 1 star."""
        self.answer_shown = True

    def to_dict(self) -> dict[str, int]:
        return {
            "m": self.mistakes,
            "h": self.hints_used,
            "a": int(self.answer_shown),
            "s": int(self.solved),
        }

    @classmethod
    def from_dict(cls, data: object) -> Attempt:
        """From the stored form; anything unreadable counts as not started."""
        if not isinstance(data, dict):
            return cls()
        return cls(
            mistakes=_nat(data.get("m")),
            hints_used=min(_nat(data.get("h")), 3),
            answer_shown=data.get("a") == 1,
            solved=data.get("s") == 1,
        )


def parse_cards_field(codes: str) -> tuple[Card, ...]:
    """Cards from a space-separated list of codes (the page's toggles give codes)."""
    return tuple(Card.from_code(c) for c in codes.split() if c)


# ---------------------------------------------------------------- the record


@dataclass
class LevelRecord:
    """Puzzles tried at one level, and the solved ones by the stars they earned."""

    tried: int = 0
    three: int = 0
    two: int = 0
    one: int = 0

    @property
    def solved(self) -> int:
        return self.three + self.two + self.one


@dataclass
class PuzzleRecord:
    """The learner's puzzle record, stored as JSON in ``localStorage``.

    Per puzzle its attempt (so a reload neither forgets a mistake nor loses a solved
    puzzle), per level the puzzles tried and solved by stars, and the dates whose
    puzzle of the day was solved on that day (the daily streak counts days).

    Why versioned and forgiving: a learner's browser may hold data from an older
    page or a damaged value; the page must still open and keep what is readable.
    """

    VERSION = 2
    _KEEP_IDS = 200
    _KEEP_DAYS = 400

    levels: dict[int, LevelRecord] = field(default_factory=dict)
    attempts: dict[str, Attempt] = field(default_factory=dict)
    days: list[str] = field(default_factory=list)
    best_streak: int = 0

    def attempt(self, puzzle_id: str) -> Attempt:
        """The stored attempt at a puzzle (a fresh copy: change it, then ``update``)."""
        return Attempt.from_dict(self.attempts.get(puzzle_id, Attempt()).to_dict())

    def update(
        self, puzzle_id: str, level: int, attempt: Attempt, daily_on: _dt.date | None = None
    ) -> None:
        """Keep the attempt; count a puzzle as tried at its first step and as solved,
        with its stars, the first time it is solved.  ``daily_on``: the puzzle is the
        puzzle of that day and was worked on that day (only then it counts for the streak).
        """
        before = self.attempts.get(puzzle_id, Attempt())
        lvl = self.levels.setdefault(level, LevelRecord())
        if attempt.started and not before.started:
            lvl.tried += 1
        if attempt.solved and not before.solved:
            stars = attempt.stars
            if stars == 3:
                lvl.three += 1
            elif stars == 2:
                lvl.two += 1
            else:
                lvl.one += 1
            if daily_on is not None and daily_on.isoformat() not in self.days:
                self.days.append(daily_on.isoformat())
                self.days.sort()
                del self.days[: -self._KEEP_DAYS]
                self.best_streak = max(self.best_streak, self.streak(daily_on))
        self.attempts.pop(puzzle_id, None)
        self.attempts[puzzle_id] = attempt  # most recent last
        while len(self.attempts) > self._KEEP_IDS:
            del self.attempts[next(iter(self.attempts))]

    def streak(self, today: _dt.date) -> int:
        """Days in a row, up to today, whose puzzle of the day was solved (today's puzzle
        not yet solved does not break the streak until tomorrow)."""
        solved = set(self.days)
        day = today if today.isoformat() in solved else today - _dt.timedelta(days=1)
        count = 0
        while day.isoformat() in solved:
            count += 1
            day -= _dt.timedelta(days=1)
        return count

    def level(self, level: int) -> LevelRecord:
        """The record of one level (zeros when never played)."""
        return self.levels.get(level, LevelRecord())

    def to_json(self) -> str:
        """The stored form."""
        return json.dumps(
            {
                "version": self.VERSION,
                "levels": {
                    str(k): {"tried": v.tried, "three": v.three, "two": v.two, "one": v.one}
                    for k, v in sorted(self.levels.items())
                },
                "attempts": {k: v.to_dict() for k, v in self.attempts.items()},
                "days": self.days,
                "best_streak": self.best_streak,
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, raw: str | None) -> PuzzleRecord:
        """Read the stored form; anything unreadable is dropped, never raised.  A version 1
        record keeps its per-level counts (its first-try wins count as 3 stars)."""
        rec = cls()
        try:
            data: Any = parse_json(raw, "the puzzle record") if raw else {}
        except InputError:
            return rec
        if not isinstance(data, dict):
            return rec
        levels = data.get("levels")
        if isinstance(levels, dict):
            for key, value in levels.items():
                try:
                    lv = as_int(key, "a puzzle level", max_digits=3)
                except InputError:
                    continue
                if lv in ALL_LEVELS and isinstance(value, dict):
                    tried = _nat(value.get("tried"))
                    if data.get("version") == 1:
                        three, two, one = min(_nat(value.get("solved")), tried), 0, 0
                    else:
                        three, two, one = (_nat(value.get(k)) for k in ("three", "two", "one"))
                    rec.levels[lv] = LevelRecord(max(tried, three + two + one), three, two, one)
        attempts = data.get("attempts")
        if isinstance(attempts, dict):
            for key, value in list(attempts.items())[-cls._KEEP_IDS :]:
                if isinstance(key, str):
                    rec.attempts[key] = Attempt.from_dict(value)
        days = data.get("days")
        if isinstance(days, list):
            rec.days = sorted(
                {d for d in days if isinstance(d, str) and _is_iso_date(d)}
            )[-cls._KEEP_DAYS :]
        rec.best_streak = _nat(data.get("best_streak"))
        return rec


def _is_iso_date(value: str) -> bool:
    try:
        return _dt.date.fromisoformat(value).isoformat() == value
    except ValueError:
        return False


def _nat(value: object) -> int:
    """A non-negative int from stored data, or 0."""
    if isinstance(value, bool) or not isinstance(value, int):
        return 0
    return min(max(0, value), 10**9)


# ---------------------------------------------------------------- the site page


def page_texts(lang: str) -> dict[str, str]:
    """Every puzzle-page word in one language (for the template and the controller)."""
    return WORDS.table(lang)


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
    from . import rummy_puzzles  # build time only: the browser has it in the page's zip

    rummy = rummy_puzzles.WORDS.table(lang)
    levels += [
        {
            "level": lv,
            "title": rummy[f"level.{lv}"],
            "concepts": [rummy["concept.out"], rummy["concept.rummy"]][: lv - 5],
        }
        for lv in RUMMY_LEVELS
    ]
    from . import ring_puzzles  # build time only, as rummy_puzzles

    ring = ring_puzzles.WORDS.table(lang)
    concepts = dict(zip(RING_LEVELS, (("blocked", "undercut"), ("pairs",)), strict=True))
    levels += [
        {
            "level": lv,
            "title": ring[f"level.{lv}"],
            "concepts": [ring[f"concept.{c}"] for c in concepts[lv]],
        }
        for lv in RING_LEVELS
    ]
    return [
        {
            "slug": "puzzles",
            "title": texts["page.title"],
            "summary": texts["page.intro"],
            "context": {
                "pz": texts,
                "pz_levels": levels,
                "pz_rummy": rummy,
                "pz_ring": ring,
                "pz_hint1": ui_text("hint_of", lang, n=1),
            },
            "data": {"texts": texts},
        }
    ]


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
        "title": text(f"level.{puzzle.level}", lang),
        "concept": text(f"concept.{puzzle.concept}", lang),
        "questions": list(puzzle.questions),
        "upcard": puzzle.upcard.code,
        "upcard_line": text("upcard", lang, card=_cards_words([puzzle.upcard], lang)),
        "shows_upcard": _upcard_matters(puzzle.rules),
        "rule_lines": rule_lines(puzzle, learner_preset, lang),
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
