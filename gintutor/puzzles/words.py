"""The puzzle page's own words and two-player gin's: one catalogue, because the page
frame (title, buttons, the record) and gin's questions and feedback were written as one
page (the other families' words are beside their modules).

Pure data and one look-up, so the frame (``verdict``) and gin's modules can share it
without importing each other.
"""

from __future__ import annotations

from collections.abc import Iterable

from ginrules import Card, format_cards, sort_hand
from ginrules.words import Catalogue

__all__ = ["WORDS", "cards_words", "page_texts", "text"]

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

#: The puzzle page's words in one catalogue with the one look-up (written a language at a
#: time; :class:`ginrules.words.Catalogue` fills in plurals such as ``{n:day|days}``).
WORDS = Catalogue.from_languages("gintutor.puzzles.words._TEXT", _TEXT)


def text(key: str, lang: str = "en", **values: object) -> str:
    """The puzzle page's own words (the rules' words come from ``ginrules.render``)."""
    return WORDS.say(key, lang, **values)


def cards_words(cards: Iterable[Card], lang: str) -> str:
    """Cards inside a sentence in the page's letters (B V H on Dutch pages), or "nothing"."""
    shown = format_cards(sort_hand(tuple(cards)), lang)
    return shown or text("none", lang)


def page_texts(lang: str) -> dict[str, str]:
    """Every puzzle-page word in one language (for the template and the controller)."""
    return WORDS.table(lang)
