"""The words of the puzzles for more than two players (``multi``): a seven-card showdown
and a pairs hand at two tables share most of them (the knocker, each player's payment,
what to fill in), so they are one catalogue.
"""

from __future__ import annotations

from ginrules.words import Catalogue

__all__ = ["WORDS", "multi_text"]

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

WORDS = Catalogue.from_languages("gintutor.puzzles.multi_words._TEXT", _TEXT)


def multi_text(key: str, lang: str = "en", **values: object) -> str:
    """These puzzles' own words (the engine's explanations come from ``ginrules.render``)."""
    return WORDS.say(key, lang, **values)
