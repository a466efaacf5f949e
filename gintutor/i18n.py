"""The tutor's own words (feedback, hints, questions) in English and Dutch.

The engine explains the rules in its own words (ginrules.render); these are the words
around them: what a lesson asks and how it answers a learner. One table, read through
the one word catalogue (:mod:`ginrules.words`), so a missing translation shows up in a
test instead of on a page.
"""

from __future__ import annotations

import tomllib

from ginrules.rules import Rules
from ginrules.words import LANGUAGES, Catalogue, engine_words

LANGS: tuple[str, ...] = LANGUAGES

MESSAGES: dict[str, dict[str, str]] = {
    # Questions (the default for each exercise kind; a lesson may ask its own).
    "ask.points": {
        "en": "How many points are these cards worth together?",
        "nl": "Hoeveel punten zijn deze kaarten samen waard?",
    },
    "ask.is_meld": {
        "en": "Is this a meld?",
        "nl": "Is dit een set of een serie?",
    },
    "ask.pick_meld": {
        "en": "Pick cards from this hand that make a meld.",
        "nl": "Kies kaarten uit deze hand die samen een set of een serie vormen.",
    },
    "ask.arrange": {
        "en": "Group this hand into melds so that as little deadwood as possible is left.",
        "nl": "Leg deze hand in sets en series, zodat er zo weinig mogelijk dood hout"
        " overblijft.",
    },
    "ask.deadwood": {
        "en": "How much deadwood does this hand have at best?",
        "nl": "Hoeveel dood hout heeft deze hand op zijn best?",
    },
    "ask.knock": {
        "en": "You hold 11 cards. May you knock, and with which discard?",
        "nl": "Je hebt 11 kaarten. Mag je kloppen, en welke kaart leg je dan af?",
    },
    "ask.layoff": {
        "en": "The other player knocked. Which of your cards can you lay off on their melds?",
        "nl": "De ander heeft geklopt. Welke kaarten kun je bijleggen bij zijn sets en series?",
    },
    "ask.score": {
        "en": "Who scores this hand, and how many points?",
        "nl": "Wie scoort deze ronde, en hoeveel punten?",
    },
    "ask.game": {
        "en": "The game is over. How many points does the winner get in total, with all bonuses?",
        "nl": "Het spel is uit. Hoeveel punten krijgt de winnaar in totaal, met alle bonussen?",
    },
    # Hint 1 (a nudge) for each kind.
    "nudge.points": {
        "en": "Count each card on its own first, then add them up.",
        "nl": "Tel eerst elke kaart apart en tel ze dan bij elkaar op.",
    },
    "nudge.is_meld": {
        "en": "Look at the ranks first, then at the suits.",
        "nl": "Kijk eerst naar de rangen, dan naar de kleuren.",
    },
    "nudge.pick_meld": {
        "en": "Look for cards of the same rank, or for neighbours in one suit.",
        "nl": "Zoek kaarten van dezelfde rang, of buren in één kleur.",
    },
    "nudge.arrange": {
        "en": "Start with the cards worth the most: can they go into a meld?",
        "nl": "Begin bij de kaarten die het meest waard zijn: passen die in een set of serie?",
    },
    "nudge.deadwood": {
        "en": "First find the melds, then count only the cards that are left.",
        "nl": "Zoek eerst de sets en series, en tel dan alleen de kaarten die overblijven.",
    },
    "nudge.knock": {
        "en": "Try each discard: which one leaves the least deadwood?",
        "nl": "Probeer elke kaart als aflegkaart: bij welke blijft het minste dood hout over?",
    },
    "nudge.layoff": {
        "en": "Look at the ends of the knocker's runs and at sets of three.",
        "nl": "Kijk naar de uiteinden van de series van de klopper en naar sets van drie.",
    },
    "nudge.score": {
        "en": "First count both players' deadwood, after layoffs.",
        "nl": "Tel eerst het dood hout van beide spelers, na het bijleggen.",
    },
    "nudge.game": {
        "en": "Add up the hands first, then the bonuses one by one.",
        "nl": "Tel eerst de rondes op, dan de bonussen één voor één.",
    },
    "nudge.pick_meld.set": {
        "en": "Look for cards of the same rank.",
        "nl": "Zoek kaarten van dezelfde rang.",
    },
    "nudge.pick_meld.run": {
        "en": "Look for neighbours in one suit.",
        "nl": "Zoek buren in één kleur.",
    },
    "nudge.is_meld.set": {"en": "Look at the ranks first.", "nl": "Kijk eerst naar de rangen."},
    "nudge.is_meld.run": {
        "en": "Look at the suits first, then at the ranks.",
        "nl": "Kijk eerst naar de kleuren, dan naar de rangen.",
    },
    # Hint 2 (the rule) for each kind.
    "rule.points": {
        "en": "An ace is worth 1, a 2 to 10 its number, a jack, queen or king 10.",
        "nl": "Een aas is 1 punt, een 2 tot en met 10 zijn getal, een boer, vrouw of heer 10.",
    },
    "rule.is_meld": {
        "en": "A set is 3 or 4 cards of one rank. A run is 3 or more cards in a row in one suit;"
        " the ace is low and a run never wraps from king to ace.",
        "nl": "Een set is 3 of 4 kaarten van één rang. Een serie is 3 of meer opeenvolgende"
        " kaarten van één kleur; de aas is laag en een serie gaat nooit van heer naar aas.",
    },
    "rule.pick_meld": {
        "en": "A set is 3 or 4 cards of one rank. A run is 3 or more cards in a row in one suit.",
        "nl": "Een set is 3 of 4 kaarten van één rang. Een serie is 3 of meer opeenvolgende"
        " kaarten van één kleur.",
    },
    "rule.arrange": {
        "en": "A card can be in only one meld. Cards in no meld are deadwood; keep the most"
        " valuable cards out of it.",
        "nl": "Een kaart kan maar in één set of serie tegelijk zitten. Kaarten zonder set of"
        " serie zijn dood hout; houd de kaarten die het meest waard zijn daarbuiten.",
    },
    "rule.deadwood": {
        "en": "Deadwood is the total value of the cards in no meld, with the melds chosen to"
        " make it as small as possible.",
        "nl": "Dood hout is de waarde van de kaarten die in geen set of serie zitten, met de"
        " sets en series zo gekozen dat het zo weinig mogelijk is.",
    },
    "rule.knock": {
        "en": "You may knock when the deadwood after your discard is {knock_rule}."
        " With no deadwood at all it is gin.",
        "nl": "Je mag kloppen als het dood hout na het afleggen {knock_rule} is."
        " Zonder dood hout is het gin.",
    },
    "rule.layoff": {
        "en": "You may add the 4th card to a set of 3, and any cards that extend a run at"
        " either end. Nobody lays off on gin.",
        "nl": "Je mag de 4e kaart bij een set van 3 leggen, en kaarten die een serie aan een"
        " van beide kanten verlengen. Bij gin mag niemand bijleggen.",
    },
    "rule.score": {
        "en": "Lower deadwood wins the difference. If the defender has as little or less, it is"
        " an undercut: the difference plus {undercut_bonus}. Gin scores {gin_bonus} plus the"
        " defender's deadwood.",
        "nl": "Wie het minste dood hout heeft, krijgt het verschil. Heeft de tegenspeler evenveel"
        " of minder, dan is het een undercut: het verschil plus {undercut_bonus}. Gin levert"
        " {gin_bonus} op plus het dood hout van de tegenspeler.",
    },
    "rule.game": {
        "en": "The winner gets the game bonus ({game_bonus}) and a box bonus ({box_bonus}) for"
        " each hand won; a shutout doubles the game bonus.",
        "nl": "De winnaar krijgt de spelbonus ({game_bonus}) en een rondebonus ({box_bonus}) voor"
        " elke gewonnen ronde; wint de ander geen enkele ronde, dan telt de spelbonus dubbel.",
    },
    # Hint 2 as far as the course has taught it (an exercise's concept picks it).
    "rule.is_meld.set": {
        "en": "A set is 3 or 4 cards of one rank; the suits do not matter.",
        "nl": "Een set is 3 of 4 kaarten van dezelfde rang; de kleuren maken niet uit.",
    },
    "rule.pick_meld.set": {
        "en": "A set is 3 or 4 cards of one rank; the suits do not matter.",
        "nl": "Een set is 3 of 4 kaarten van dezelfde rang; de kleuren maken niet uit.",
    },
    "rule.is_meld.run": {
        "en": "A run is 3 or more cards in a row in one suit.",
        "nl": "Een serie is 3 of meer opeenvolgende kaarten van één kleur.",
    },
    "rule.pick_meld.run": {
        "en": "A run is 3 or more cards in a row in one suit.",
        "nl": "Een serie is 3 of meer opeenvolgende kaarten van één kleur.",
    },
    # Hint 3: the answer.
    "answer.points": {"en": "{sum} = {n} points.", "nl": "{sum} = {n} punten."},
    "answer.is_meld.yes": {"en": "Yes, it is a meld.", "nl": "Ja, dit is een set of serie."},
    "answer.is_meld.no": {"en": "No, it is not a meld.", "nl": "Nee, dit is geen set of serie."},
    "answer.pick_meld": {"en": "For example: {cards}.", "nl": "Bijvoorbeeld: {cards}."},
    "answer.arrange": {
        "en": "The best grouping leaves {n} deadwood.",
        "nl": "De beste indeling laat {n} dood hout over.",
    },
    "answer.deadwood": {"en": "The deadwood is {n}.", "nl": "Het dood hout is {n}."},
    "answer.knock.none": {
        "en": "You cannot knock: the best discard, {card}, still leaves {n} deadwood.",
        "nl": "Je kunt niet kloppen: ook na het afleggen van {card} houd je {n} dood hout.",
    },
    "answer.knock.knock": {
        "en": "Knock and discard {card}: {n} deadwood is left.",
        "nl": "Klop en leg {card} af: er blijft {n} dood hout over.",
    },
    "answer.knock.gin": {
        "en": "Discard {card} and you have gin.",
        "nl": "Leg {card} af en je hebt gin.",
    },
    "answer.knock.big_gin": {
        "en": "All 11 cards are melded: big gin, no discard.",
        "nl": "Alle 11 kaarten zitten in sets en series: big gin, zonder afleggen.",
    },
    "answer.layoff.none": {
        "en": "None of your cards can be laid off.",
        "nl": "Geen van je kaarten kan worden bijgelegd.",
    },
    "answer.layoff": {
        "en": "Lay off {cards}; {n} deadwood is left.",
        "nl": "Leg {cards} bij; er blijft {n} dood hout over.",
    },
    "answer.score": {"en": "{who} scores {n} points.", "nl": "{who} scoort {n} punten."},
    "answer.game": {
        "en": "{who} gets {n} points in total.",
        "nl": "{who} krijgt in totaal {n} punten.",
    },
    # Roles and words shown in controls.
    "role.knocker": {"en": "The knocker", "nl": "De klopper"},
    "role.defender": {"en": "The defender", "nl": "De tegenspeler"},
    "choice.yes": {"en": "Yes, a meld", "nl": "Ja, een set of serie"},
    "choice.no": {"en": "No meld", "nl": "Geen set of serie"},
    "choice.knock": {"en": "Knock", "nl": "Kloppen"},
    "choice.gin": {"en": "Gin", "nl": "Gin"},
    "choice.big_gin": {"en": "Big gin", "nl": "Big gin"},
    "choice.none": {"en": "Cannot knock", "nl": "Kan niet kloppen"},
    # Feedback.
    "ok": {"en": "Right!", "nl": "Goed zo!"},
    "ok.arrange": {
        "en": "Right! That leaves {n} deadwood, the least possible.",
        "nl": "Goed zo! Zo blijft er {n} dood hout over, minder kan niet.",
    },
    "ok.gin_too": {
        "en": "Right! Discarding {card} even leaves no deadwood: that is gin.",
        "nl": "Goed zo! Na het afleggen van {card} heb je zelfs geen dood hout: dat is gin.",
    },
    "ok.better_knock": {
        "en": "Right, you may knock. Discarding {card} would leave even less: {n}.",
        "nl": "Goed, je mag kloppen. Als je {card} aflegt, houd je nog minder over: {n}.",
    },
    "bad.number": {"en": "Please type a whole number.", "nl": "Typ een heel getal."},
    "bad.points.card": {
        "en": "Not quite. Look again at {card}: how much is it worth?",
        "nl": "Net niet. Kijk nog eens naar {card}: hoeveel is die waard?",
    },
    "bad.points": {
        "en": "Not {guess}. Add the values once more.",
        "nl": "Niet {guess}. Tel de waarden nog eens op.",
    },
    "bad.is_meld.said_no": {
        "en": "Look again: check these cards against the rule for a set and the rule for a run.",
        "nl": "Kijk nog eens: leg deze kaarten naast de regel voor een set en die voor een"
        " serie.",
    },
    "bad.meld.odd": {
        "en": "{cards} does not fit with the other cards.",
        "nl": "{cards} past niet bij de andere kaarten.",
    },
    "bad.meld.odd_many": {
        "en": "{cards} do not fit with the other cards.",
        "nl": "{cards} passen niet bij de andere kaarten.",
    },
    "ok.pick_meld.more_set": {
        "en": "{cards} would fit too: a set can have 4 cards.",
        "nl": "{cards} past er ook bij: een set mag 4 kaarten hebben.",
    },
    "ok.pick_meld.more_run": {
        "en": "{cards} would fit too: a run can be longer.",
        "nl": "{cards} past er ook bij: een serie mag langer zijn.",
    },
    "bad.is_meld.said_yes": {"en": "Look again: {why}", "nl": "Kijk nog eens: {why}"},
    "bad.pick_meld.empty": {
        "en": "Pick at least three cards.",
        "nl": "Kies minstens drie kaarten.",
    },
    "bad.pick_meld": {"en": "Not yet: {why}", "nl": "Nog niet: {why}"},
    "bad.arrange.twice": {
        "en": "{card} is in {a} and in {b}: a card can be in only one meld.",
        "nl": "{card} zit in {a} en in {b}: een kaart kan maar in één set of serie tegelijk"
        " zitten.",
    },
    "your.run": {"en": "your run {cards}", "nl": "je serie {cards}"},
    "your.set": {"en": "your set {cards}", "nl": "je set {cards}"},
    "your.group": {"en": "your group {cards}", "nl": "je groepje {cards}"},
    "bad.arrange.not_in_hand": {
        "en": "{card} is not in this hand.",
        "nl": "{card} zit niet in deze hand.",
    },
    "bad.arrange.meld": {"en": "{why}", "nl": "{why}"},
    "bad.arrange.more": {
        "en": "Your melds are fine and leave {mine} deadwood, but you can get down to {best}."
        " Look again at {cards}.",
        "nl": "Je sets en series kloppen en laten {mine} dood hout over, maar het kan met"
        " {best}. Kijk nog eens naar {cards}.",
    },
    "bad.deadwood.all": {
        "en": "{guess} is the value of all the cards. Leave out the cards in melds.",
        "nl": "{guess} is de waarde van alle kaarten samen. Tel de kaarten in sets en series"
        " niet mee.",
    },
    "bad.deadwood.worse": {
        "en": "{guess} is what is left with one grouping, but another grouping leaves less.",
        "nl": "{guess} blijft over bij één indeling, maar een andere indeling laat minder over.",
    },
    "bad.deadwood.low": {
        "en": "Less than that is not possible: {guess} is too low. Is every meld you used real?",
        "nl": "Minder kan niet: {guess} is te weinig. Zijn al je sets en series echt geldig?",
    },
    "bad.deadwood.never": {
        "en": "No grouping of these cards leaves {guess}. Find the melds again, then count"
        " what is left.",
        "nl": "Geen enkele indeling van deze kaarten laat {guess} over. Zoek de sets en series"
        " opnieuw en tel wat overblijft.",
    },
    "bad.deadwood": {
        "en": "Not {guess}. Find the melds again, then count what is left.",
        "nl": "Niet {guess}. Zoek de sets en series opnieuw en tel wat overblijft.",
    },
    "bad.knock.pick": {
        "en": "Pick the card you want to discard first.",
        "nl": "Kies eerst de kaart die je wilt afleggen.",
    },
    "bad.knock.taken": {
        "en": "You just took {card} from the discard pile: you may not discard it this turn.",
        "nl": "Je hebt {card} net van de aflegstapel gepakt: die mag je deze beurt niet afleggen.",
    },
    "bad.knock.too_much": {
        "en": "After discarding {card} you have {n} deadwood; to knock it must be {knock_rule}.",
        "nl": "Na het afleggen van {card} heb je {n} dood hout; om te kloppen moet dat"
        " {knock_rule} zijn.",
    },
    "bad.knock.can": {
        "en": "You can knock: one of your discards leaves {knock_rule} deadwood. Try each card.",
        "nl": "Je kunt wel kloppen: na het afleggen van een van je kaarten houd je {knock_rule}"
        " dood hout over. Probeer elke kaart.",
    },
    "bad.knock.can_gin": {
        "en": "Look again: one of your discards leaves no deadwood at all. Try each card.",
        "nl": "Kijk nog eens: na het afleggen van een van je kaarten houd je helemaal geen dood"
        " hout over. Probeer elke kaart.",
    },
    "bad.knock.gin_only": {
        "en": "With {card} as the first upcard these house rules allow no knock: the hand ends"
        " only with gin.",
        "nl": "Met {card} als eerste open kaart mag je bij deze huisregels niet kloppen: de"
        " ronde eindigt alleen met gin.",
    },
    "bad.knock.not_gin": {
        "en": "After discarding {card}, {n} deadwood is left: that is not gin.",
        "nl": "Na het afleggen van {card} blijft er {n} dood hout over: dat is geen gin.",
    },
    "bad.knock.big_gin": {
        "en": "Look at all 11 cards again before you discard: how many of them fit into melds?",
        "nl": "Kijk nog eens naar alle 11 kaarten voordat je iets aflegt: hoeveel ervan passen"
        " in sets en series?",
    },
    "bad.knock.no_big_gin": {
        "en": "Not all 11 cards fit into melds, so this is not big gin.",
        "nl": "Niet alle 11 kaarten passen in sets en series, dus dit is geen big gin.",
    },
    "bad.knock.gin_missed": {
        "en": "You may knock, but another discard leaves no deadwood at all: gin, which scores"
        " more.",
        "nl": "Je mag kloppen, maar met een andere kaart afleggen houd je helemaal geen dood hout"
        " over: gin, en dat levert meer op.",
    },
    "bad.layoff.gin": {
        "en": "The knocker has gin: nobody lays off on gin.",
        "nl": "De klopper heeft gin: bij gin mag niemand bijleggen.",
    },
    "bad.layoff.on_gin": {
        "en": "Look at the knocker's cards again: how much deadwood do they leave, and what"
        " does that mean for laying off?",
        "nl": "Kijk nog eens naar de kaarten van de klopper: hoeveel dood hout houdt die over,"
        " en wat betekent dat voor bijleggen?",
    },
    "bad.layoff.no_fit": {
        "en": "{card} fits none of the knocker's melds.",
        "nl": "{card} past bij geen van de sets en series van de klopper.",
    },
    "bad.layoff.missed": {
        "en": "Look again at the knocker's {meld}: one of your cards fits it.",
        "nl": "Kijk nog eens naar {meld} van de klopper: daar past een van jouw kaarten bij.",
    },
    "bad.layoff.own_meld": {
        "en": "Those layoffs break up your own melds and leave {mine} deadwood; {best} is"
        " possible.",
        "nl": "Zo breek je je eigen sets of series op en houd je {mine} dood hout over; het kan"
        " met {best}.",
    },
    "bad.layoff.more": {
        "en": "You can lay off more: look again at the knocker's {meld}.",
        "nl": "Je kunt meer bijleggen: kijk nog eens naar {meld} van de klopper.",
    },
    "bad.score.winner": {
        "en": "{who} does not score this hand. Compare both players' deadwood after laying off,"
        " and think of gin and undercuts.",
        "nl": "{who} scoort deze ronde niet. Vergelijk het dood hout van beide spelers na het"
        " bijleggen, en denk aan gin en undercut.",
    },
    "bad.score.pick_who": {"en": "Choose who scores first.", "nl": "Kies eerst wie er scoort."},
    "bad.score.house_bonus": {
        "en": "Right player, but you used the standard {what} bonus of {standard}; under"
        " {rules} rules that bonus is {bonus}.",
        "nl": "Juiste speler, maar je rekent met de standaardbonus voor {what} van {standard};"
        " bij {rules} is die bonus {bonus}.",
    },
    "bad.score.your_bonus": {
        "en": "Right player, but you used the standard {what} bonus of {standard}; under"
        " your house rules that bonus is {bonus}.",
        "nl": "Juiste speler, maar je rekent met de standaardbonus voor {what} van {standard};"
        " bij jouw huisregels is die bonus {bonus}.",
    },
    "bad.score.bonus": {
        "en": "Right player, and {guess} is the difference; do not forget the bonus of {bonus}.",
        "nl": "Juiste speler, en {guess} is het verschil; vergeet de bonus van {bonus} niet.",
    },
    "bad.score.layoffs": {
        "en": "Right player, but count the defender's deadwood after the layoffs.",
        "nl": "Juiste speler, maar tel het dood hout van de tegenspeler na het bijleggen.",
    },
    "bad.score.points": {
        "en": "Right player, but not {guess} points. Count both players' deadwood again, after"
        " laying off.",
        "nl": "Juiste speler, maar niet {guess} punten. Tel het dood hout van beide spelers"
        " opnieuw, na het bijleggen.",
    },
    "bad.game.bonus": {
        "en": "{guess} is the score of the hands alone; now add the bonuses.",
        "nl": "{guess} is alleen de score van de rondes; tel nu de bonussen erbij.",
    },
    "bad.game": {
        "en": "Not {guess}. Go through the score sheet line by line.",
        "nl": "Niet {guess}. Loop het scoreblad regel voor regel na.",
    },
    # The lesson page.
    "ui.lesson_n": {"en": "Lesson {n}", "nl": "Les {n}"},
    "ui.example": {"en": "Example", "nl": "Voorbeeld"},
    "ui.exercises": {"en": "Exercises", "nl": "Oefeningen"},
    "ui.exercise_list": {
        "en": "All exercises of this lesson",
        "nl": "Alle oefeningen van deze les",
    },
    "ui.exercise_n": {"en": "Exercise {n}", "nl": "Oefening {n}"},
    "ui.solved_before": {
        "en": "Solved before: {stars} of 3 stars. You may answer again; your best stars are"
        " kept.",
        "nl": "Al eerder opgelost: {stars} van 3 sterren. Je mag opnieuw antwoorden; je beste"
        " sterren blijven staan.",
    },
    "ui.exercise_n_stars": {
        "en": "Exercise {n}, {stars} of 3 stars",
        "nl": "Oefening {n}, {stars} van 3 sterren",
    },
    "ui.exercise_of": {"en": "Exercise {n} of {total}", "nl": "Oefening {n} van {total}"},
    "ui.practice_no": {"en": "Practice {n}", "nl": "Extra oefening {n}"},
    "ui.more_practice": {"en": "More practice", "nl": "Meer oefenen"},
    "ui.more_practice_help": {
        "en": "New exercises of the same kind, with hands the engine picked for this lesson.",
        "nl": "Nieuwe oefeningen van dezelfde soort, met handen die voor deze les zijn gekozen.",
    },
    "ui.lesson_done": {
        "en": "Lesson complete: {stars} of {max} stars.",
        "nl": "Les klaar: {stars} van de {max} sterren.",
    },
    "ui.lesson_done_all": {
        "en": "Every exercise right at the first try, without hints. Well done!",
        "nl": "Elke oefening in één keer goed, zonder hints. Goed gedaan!",
    },
    "ui.lesson_done_most": {
        "en": "Good work. An exercise with fewer than 3 stars is worth another try.",
        "nl": "Goed gewerkt. Een oefening met minder dan 3 sterren is nog een poging waard.",
    },
    "ui.lesson_done_few": {
        "en": "You got through it. Try the exercises again on your own, without showing the"
        " answer, to earn more stars.",
        "nl": "Je bent erdoor. Probeer de oefeningen nog eens zelf, zonder het antwoord te"
        " tonen, voor meer sterren.",
    },
    "ui.show_answer": {"en": "Show the answer", "nl": "Toon het antwoord"},
    "ui.the_answer": {"en": "The answer", "nl": "Het antwoord"},
    "ui.no_more_hints": {"en": "No more hints", "nl": "Geen hints meer"},
    "ui.finish": {"en": "Finish the lesson", "nl": "Rond de les af"},
    "ui.stars_why_3": {
        "en": "Right at the first try, without hints.",
        "nl": "In één keer goed, zonder hints.",
    },
    "ui.stars_why_2": {
        "en": "Right after a mistake or a hint; right at the first try without hints earns 3.",
        "nl": "Goed na een fout of een hint; in één keer goed zonder hints levert 3 op.",
    },
    "ui.stars_why_1": {
        "en": "Right after the answer was shown; work it out yourself for more stars.",
        "nl": "Goed nadat het antwoord getoond was; zelf uitzoeken levert meer sterren op.",
    },
    "ui.next_lesson": {"en": "Next lesson", "nl": "Volgende les"},
    "ui.back_to_course": {"en": "Back to the course", "nl": "Terug naar de cursus"},
    "ui.check": {"en": "Check", "nl": "Controleer"},
    "ui.check_meld": {"en": "Check these cards", "nl": "Controleer deze kaarten"},
    "ui.retry": {"en": "Try again", "nl": "Opnieuw"},
    "ui.next": {"en": "Next exercise", "nl": "Volgende oefening"},
    "ui.cards": {"en": "The cards", "nl": "De kaarten"},
    "ui.your_cards": {"en": "Your cards", "nl": "Jouw kaarten"},
    "ui.loose_cards": {"en": "Cards not yet in a meld", "nl": "Kaarten nog niet in een combinatie"},
    "ui.your_melds": {"en": "Your melds", "nl": "Jouw combinaties"},
    "ui.points": {"en": "Points:", "nl": "Punten:"},
    "ui.deadwood": {"en": "Deadwood:", "nl": "Dood hout:"},
    "ui.winner_total": {"en": "The winner's total:", "nl": "Totaal van de winnaar:"},
    "ui.none_picked": {"en": "No cards picked yet.", "nl": "Nog geen kaarten gekozen."},
    "ui.picked": {"en": "Picked: {cards}", "nl": "Gekozen: {cards}"},
    "ui.pick_discard": {
        "en": "Pick the card to discard, then choose. Or say you cannot knock.",
        "nl": "Kies de kaart die je aflegt en daarna wat je doet. Of zeg dat je niet kunt kloppen.",
    },
    "ui.discard_picked": {"en": "Discard: {card}", "nl": "Afleggen: {card}"},
    "ui.make_meld": {
        "en": "Make a meld of the picked cards",
        "nl": "Maak een combinatie van de gekozen kaarten",
    },
    "ui.take_apart": {"en": "Take apart", "nl": "Haal uit elkaar"},
    "ui.live_deadwood": {"en": "Deadwood now: {n}", "nl": "Dood hout nu: {n}"},
    "ui.run": {"en": "Run", "nl": "Serie"},
    "ui.set": {"en": "Set", "nl": "Set"},
    "ui.not_meld": {"en": "Not a meld", "nl": "Geen combinatie"},
    "ui.deadwood_cards": {"en": "Deadwood", "nl": "Dood hout"},
    "ui.to_lay_off": {"en": "Lay these off", "nl": "Leg deze bij"},
    "ui.answer_cards": {"en": "The answer on the cards", "nl": "Het antwoord op de kaarten"},
    "ui.discard": {"en": "Discard", "nl": "Afleggen"},
    "ui.knocker": {"en": "The knocker's cards", "nl": "De kaarten van de klopper"},
    "ui.knocker_deadwood": {"en": "The knocker's deadwood", "nl": "Dood hout van de klopper"},
    "ui.you_defender": {
        "en": "Your cards (you are the defender)",
        "nl": "Jouw kaarten (jij bent de tegenspeler)",
    },
    "ui.defender": {"en": "The defender's cards", "nl": "De kaarten van de tegenspeler"},
    "ui.lay_off": {"en": "Lay off the picked cards", "nl": "Leg de gekozen kaarten bij"},
    "ui.nothing_fits": {"en": "Nothing to lay off", "nl": "Niets om bij te leggen"},
    "ui.who_scores": {"en": "Who scores?", "nl": "Wie scoort er?"},
    "ui.sheet": {"en": "Score sheet", "nl": "Scoreblad"},
    "ui.hand": {"en": "Hand", "nl": "Ronde"},
    "ui.how": {"en": "How", "nl": "Hoe"},
    "ui.rules_for": {
        "en": "House rules for this exercise: {name}.",
        "nl": "Huisregels bij deze oefening: {name}.",
    },
    "ui.your_rules": {"en": "Your house rules: {name}.", "nl": "Jouw huisregels: {name}."},
    "ui.game_rules": {
        "en": "House rules in this lesson: {name} (this game has no {yours}).",
        "nl": "Huisregels in deze les: {name} (dit spel kent geen {yours}).",
    },
    "ui.upcard": {"en": "First upcard: {card}.", "nl": "Eerste open kaart: {card}."},
    "ui.taken": {
        "en": "You took {card} from the discard pile: it may not go back this turn.",
        "nl": "Je pakte {card} van de aflegstapel: die mag deze beurt niet terug.",
    },
    "ui.progress": {"en": "Your progress", "nl": "Je voortgang"},
    "ui.progress_help": {
        "en": "Progress is kept in this browser only. Save it to a file to move it or keep it"
        " safe.",
        "nl": "Je voortgang staat alleen in deze browser. Bewaar hem in een bestand om hem mee"
        " te nemen of veilig te stellen.",
    },
    "ui.export": {"en": "Save progress to a file", "nl": "Voortgang in een bestand bewaren"},
    "ui.import": {"en": "Load progress from a file", "nl": "Voortgang uit een bestand laden"},
    "ui.reset": {"en": "Start over (erase progress)", "nl": "Opnieuw beginnen (voortgang wissen)"},
    "ui.reset_confirm": {
        "en": "Erase all lesson progress in this browser?",
        "nl": "Alle lesvoortgang in deze browser wissen?",
    },
    "ui.reset_yes": {"en": "Yes, erase my progress", "nl": "Ja, wis mijn voortgang"},
    "ui.import_failed": {
        "en": "That file does not hold tutor progress; nothing was changed.",
        "nl": "Dat bestand bevat geen voortgang van deze cursus; er is niets veranderd.",
    },
    "ui.reset_done": {"en": "Progress erased.", "nl": "Voortgang gewist."},
    "ui.damaged": {
        "en": "Part of your saved progress could not be read and was set aside; the rest is kept.",
        "nl": "Een deel van je opgeslagen voortgang was onleesbaar en is apart gezet; de rest"
        " blijft bewaard.",
    },
    # Bad input and storage (issue 18): what the page says when it cannot read or keep data.
    "ui.imported_counts": {
        "en": "Progress loaded: {exercises} in {lessons}.",
        "nl": "Voortgang geladen: {exercises} in {lessons}.",
    },
    "ui.one_exercise": {"en": "1 exercise", "nl": "1 oefening"},
    "ui.n_exercises": {"en": "{n} exercises", "nl": "{n} oefeningen"},
    "ui.one_lesson": {"en": "1 lesson", "nl": "1 les"},
    "ui.n_lessons": {"en": "{n} lessons", "nl": "{n} lessen"},
    "ui.imported_skipped": {
        "en": "Skipped {n} entries that are not in the course or cannot be read: {names}.",
        "nl": "{n} onderdelen overgeslagen die niet in de cursus staan of onleesbaar zijn:"
        " {names}.",
    },
    "ui.skipped_lesson": {"en": "lesson {lesson}", "nl": "les {lesson}"},
    "ui.skipped_exercise": {
        "en": "{lesson} exercise {n}",
        "nl": "{lesson} oefening {n}",
    },
    "ui.skipped_practice": {
        "en": "{lesson} practice count",
        "nl": "{lesson} aantal keer geoefend",
    },
    "ui.skipped_unreadable": {
        "en": "{n} unreadable",
        "nl": "{n} onleesbaar",
    },
    "ui.import_unreadable": {
        "en": "That file cannot be read: it is damaged, too large or nested too deeply."
        " Nothing was changed.",
        "nl": "Dat bestand is niet te lezen: het is beschadigd, te groot of te diep genest."
        " Er is niets veranderd.",
    },
    "how.knock": {"en": "knock", "nl": "klop"},
    "how.undercut": {"en": "undercut", "nl": "undercut"},
    "how.gin": {"en": "gin", "nl": "gin"},
    "how.big_gin": {"en": "big gin", "nl": "big gin"},
    "stars": {"en": "{n} of 3 stars", "nl": "{n} van 3 sterren"},
    "hint_of": {"en": "Hint {n} of 3", "nl": "Hint {n} van 3"},
    # The games' names (the rules pages, one per ginrules.variants.Variant).
    "game.gin": {"en": "Two-player gin", "nl": "Gin voor twee"},
    "game.gin-3": {"en": "Three-player gin", "nl": "Gin voor drie"},
    "game.gin-7": {"en": "Seven-card gin for three or four",
                   "nl": "Gin met zeven kaarten voor drie of vier"},
    "game.gin-pairs": {"en": "Four players in pairs", "nl": "Vier spelers in teams"},
    "game.gin-tournament": {"en": "Four players: a tournament", "nl": "Vier spelers: een toernooi"},
    "game.rummy": {"en": "Rummy for two to six", "nl": "Rummy voor twee tot zes"},
}


#: The lessons' words, with the engine's (preset names, explanations) merged in explicitly,
#: so ``t("preset.hoyle", lang)`` reads the one place a preset's name is written.
WORDS = Catalogue.merged("gintutor.i18n", [Catalogue("gintutor.i18n.MESSAGES", MESSAGES),
                                           engine_words()])


def t(key: str, lang: str, **values: object) -> str:
    """The message `key` in `lang`, with {placeholders} filled in: the one look-up of
    :class:`ginrules.words.Catalogue`, on the lessons' words.

    A card, or a list or tuple of cards, is written with the language's own rank letters
    (``V♥`` in Dutch, ``Q♥`` in English), so pass cards, not ``str(card)``:

    >>> from ginrules import parse_cards
    >>> t("answer.pick_meld", "nl", cards=parse_cards("QC QD QH"))
    'Bijvoorbeeld: V♣ V♦ V♥.'
    >>> from ginrules import Meld
    >>> run = Meld.of("9H TH JH")
    >>> t("your.run", "nl", cards=run), t("your.run", "en", cards=run)
    ('je serie 9♥ 10♥ B♥', 'your run 9♥ 10♥ J♥')

    Raises ``MissingWordError`` (a ``KeyError``) on an unknown key and
    ``UnknownLanguageError`` on an unknown language: a typo must fail a test, not show
    an empty line to a learner.
    """
    return WORDS.say(key, lang, **values)


def catalogues() -> tuple[Catalogue, ...]:
    """Every word catalogue of the product, for the one completeness test: the engine's,
    the lessons' and every exercise kind's own, the practice page's, the puzzles' (the
    site frame's strings are read from site/strings.toml by build.py through
    :func:`site_words`)."""
    from . import practice
    from .kinds import KINDS
    from .practice import rummy_words
    from .puzzles import multi_words, rummy, words

    own = {id(k.words): k.words for k in KINDS.values() if k.words is not WORDS}
    return (engine_words(), WORDS, practice.WORDS, words.WORDS, rummy_words.RUMMY_WORDS,
            rummy.WORDS, multi_words.WORDS, *own.values())


def site_words(toml_text: str) -> Catalogue:
    """The site frame's words (``site/strings.toml``, one table per language) as a
    catalogue, with the presets' names (``preset_<name>``, what the settings menu and
    templates read) taken from the engine's one list of them. Raises ``tomllib``'s error
    on text that is not TOML; ``problems()`` says what a language lacks."""
    tables = tomllib.loads(toml_text)
    presets = {
        lang: {f"preset_{name}": engine_words().say(f"preset.{name}", lang)
               for name in Rules.preset_names()}
        for lang in LANGUAGES
    }
    return Catalogue.merged("site/strings.toml", [
        Catalogue.from_languages("site/strings.toml", tables),
        Catalogue.from_languages("ginrules.messages.PRESET_WORDS", presets),
    ])
