# ruff: noqa: E501, RUF001  (sentences read best on one line; the minus sign is meant)
"""The words of the "Gin for three and four" kinds, in English and Dutch, merged with the
lessons' own (`gintutor.i18n.WORDS`) so a kind finds its question, hints and feedback
in one catalogue. Dutch follows the vocabulary at the top of `ginrules.messages`."""

from __future__ import annotations

from ginrules.words import Catalogue

from ...i18n import WORDS

MESSAGES: dict[str, dict[str, str]] = {
    # -- who deals and sits out (three players) -------------------------------------------
    "ask.multi_sits_out": {
        "en": "Who deals the next hand, and so sits it out?",
        "nl": "Wie deelt de volgende ronde en speelt die dus niet mee?",
    },
    "nudge.multi_sits_out": {
        "en": "Start at the dealer of hand 1 and go round the table once for every hand played. Does the winner matter?",
        "nl": "Begin bij de deler van ronde 1 en ga voor elke gespeelde ronde één plaats verder. Maakt het uit wie er won?",
    },
    "rule.multi_sits_out": {
        "en": "With three players the deal passes to the left after every hand, whoever won it. The dealer deals ten cards to each of the other two and sits that hand out, scoring nothing in it.",
        "nl": "Met z'n drieën gaat het delen na elke ronde één plaats naar links, wie er ook won. De deler geeft de andere twee elk tien kaarten, speelt die ronde zelf niet mee en scoort er dus ook niets in.",
    },
    "ui.multi.seating": {
        "en": "Seats in playing order (to the left): {names}.",
        "nl": "Speelvolgorde (naar links): {names}.",
    },
    "ui.multi.first_hand": {
        "en": "Hand 1: {dealer} deals; {winner} wins it.",
        "nl": "Ronde 1: {dealer} deelt; {winner} wint.",
    },
    "ui.multi.later_hand": {
        "en": "Hand {n}: {winner} wins it.",
        "nl": "Ronde {n}: {winner} wint.",
    },
    "ui.multi.hands": {"en": "The hands so far", "nl": "De rondes tot nu toe"},
    "ui.multi.who_deals": {
        "en": "Who deals hand {n} and sits it out?",
        "nl": "Wie deelt ronde {n} en speelt niet mee?",
    },
    "bad.multi_sits_out.winner": {
        "en": "{name} won hand {n}, but with three players the winner does not take the deal: it moves on after every hand.",
        "nl": "{name} won ronde {n}, maar met z'n drieën gaat het delen niet naar de winnaar: het schuift na elke ronde één plaats door.",
    },
    "bad.multi_sits_out.same": {
        "en": "{name} dealt hand {n}; the deal does not stay with the same player.",
        "nl": "{name} deelde ronde {n} al, en niemand deelt twee keer achter elkaar.",
    },
    "bad.multi_sits_out": {
        "en": "Not {name}: go one seat to the left for every hand played, starting from the dealer of hand 1.",
        "nl": "Niet {name}: ga voor elke gespeelde ronde één plaats naar links, vanaf de deler van ronde 1.",
    },
    "bad.multi.pick_who": {
        "en": "Choose a player first.",
        "nl": "Kies eerst een speler.",
    },
    "answer.multi_sits_out": {
        "en": "{name} deals hand {n} and sits it out; {players} play it. The deal went {chain}.",
        "nl": "{name} deelt ronde {n} en speelt niet mee; {players} spelen. Het delen ging zo: {chain}.",
    },
    # -- a team's net (four in pairs) -----------------------------------------------------
    "ask.multi_team_net": {
        "en": "Which team gains from this hand on balance, and how many points?",
        "nl": "Welk team wint deze ronde per saldo, en hoeveel punten?",
    },
    "nudge.multi_team_net": {
        "en": "Find each team's two players: one sits at each table. What did the team win at one table, and lose at the other?",
        "nl": "Zoek de twee spelers van elk team: aan elke tafel zit er één. Wat won het team aan de ene tafel, en wat verloor het aan de andere?",
    },
    "rule.multi_team_net": {
        "en": "A team's result for the hand is the net of its two tables: points won at one table minus points lost at the other (+12 and −10 make +2). Two wins add up. When both tables give the same, the hand is level and nobody scores.",
        "nl": "De uitslag van een team is het saldo van zijn twee tafels: wat het aan de ene tafel won, min wat het aan de andere verloor (+12 en −10 is +2). Wint het aan beide tafels, dan tellen de punten op. Heffen de twee tafels elkaar op, dan staat de ronde gelijk en scoort niemand.",
    },
    "ui.multi.teams": {
        "en": "Teams: {a} against {b}. Partners play at different tables.",
        "nl": "Teams: {a} tegen {b}. Partners spelen aan verschillende tafels.",
    },
    "ui.multi.tables": {"en": "The two tables", "nl": "De twee tafels"},
    "ui.multi.which_team": {"en": "Which team gains?", "nl": "Welk team wint?"},
    "ui.multi.level": {"en": "Neither: the hand is level", "nl": "Geen van beide: gelijk"},
    "ui.multi.net_points": {"en": "Points on balance:", "nl": "Punten per saldo:"},
    "bad.multi_team_net.team": {
        "en": "{team} does not come out ahead: compare what each team won at one table with what it lost at the other.",
        "nl": "{team} winnen deze ronde niet per saldo: vergelijk voor elk team wat het aan de ene tafel won met wat het aan de andere verloor.",
    },
    "bad.multi_team_net.not_level": {
        "en": "The hand is not level: the two tables did not give the same points.",
        "nl": "De ronde staat niet gelijk: de twee tafels heffen elkaar niet op.",
    },
    "bad.multi_team_net.level": {
        "en": "You chose level, but typed {guess} points: a level hand scores nothing for either team.",
        "nl": "Je koos gelijk, maar typte {guess} punten: een gelijke ronde levert geen van beide teams iets op.",
    },
    "bad.multi_team_net.added": {
        "en": "{guess} adds both tables together, but a table the team lost counts against it.",
        "nl": "Met {guess} tel je beide tafels bij elkaar op, maar een tafel die het team verloor, telt juist tegen.",
    },
    "bad.multi_team_net.one_table": {
        "en": "{guess} is one table only: the team's result is the net of both its tables.",
        "nl": "{guess} is de uitslag van maar één tafel: voor het team telt het saldo van beide tafels.",
    },
    "bad.multi_team_net.points": {
        "en": "{guess} is not the team's net: take what it won at one table and subtract what it lost at the other, or add two wins.",
        "nl": "{guess} is niet het saldo van het team: neem wat het aan de ene tafel won, min wat het aan de andere verloor; of tel beide op als het aan allebei de tafels won.",
    },
    "answer.multi_team_net": {
        "en": "{team} gain {n} on balance.",
        "nl": "{team} winnen per saldo {n} punten.",
    },
    "answer.multi_team_net.level": {
        "en": "The hand is level: the two tables give the same, so nobody scores.",
        "nl": "De ronde staat gelijk: de twee tafels heffen elkaar op, dus niemand scoort.",
    },
    # -- a tournament of four -----------------------------------------------------------
    "ask.multi_meets": {
        "en": "In which round of the tournament do these two players meet?",
        "nl": "In welke ronde van het toernooi spelen deze twee tegen elkaar?",
    },
    "nudge.multi_meets": {
        "en": "Each round has two tables, and every player plays one opponent in it. Who does the first player meet in round 1?",
        "nl": "Elke ronde heeft twee tafels, en in elke ronde speelt iedereen tegen één tegenstander. Tegen wie speelt de eerste speler in ronde 1?",
    },
    "rule.multi_meets": {
        "en": "In a tournament of four every pair of players meets once: three rounds of two tables at once.",
        "nl": "In een toernooi met z'n vieren speelt iedereen één keer tegen ieder ander: drie rondes, elk met twee tafels tegelijk.",
    },
    "ui.multi.tournament": {
        "en": "A tournament of four: Ann, Bob, Cas and Dee.",
        "nl": "Een toernooi met z'n vieren: Ann, Bob, Cas en Dee.",
    },
    "ui.multi.which_round": {
        "en": "In which round do {a} and {b} meet?",
        "nl": "In welke ronde spelen {a} en {b} tegen elkaar?",
    },
    "ui.multi.round": {"en": "Round {n}", "nl": "Ronde {n}"},
    "ui.multi.pair": {"en": "{a}–{b}", "nl": "{a}–{b}"},
    "bad.multi.pick_round": {"en": "Choose a round first.", "nl": "Kies eerst een ronde."},
    "bad.multi_meets": {
        "en": "In round {n} {a} plays {other}, not {b}.",
        "nl": "In ronde {n} speelt {a} tegen {other}, niet tegen {b}.",
    },
    "answer.multi_meets": {
        "en": "{a} and {b} meet in round {n}.",
        "nl": "{a} en {b} spelen in ronde {n} tegen elkaar.",
    },
    "answer.multi_meets.round": {
        "en": "Round {n}: {tables}.",
        "nl": "Ronde {n}: {tables}.",
    },
    # -- knocking with seven cards --------------------------------------------------------
    "ask.multi_knock7": {
        "en": "You hold eight cards after drawing. May you knock or go gin, and which card do you discard?",
        "nl": "Je hebt na het pakken acht kaarten. Mag je kloppen of gin maken? En welke kaart leg je af?",
    },
    "nudge.multi_knock7": {
        "en": "Look at the first upcard: it sets the knock limit. Then try each discard.",
        "nl": "Kijk naar de eerste open kaart: die bepaalt de klopgrens. Bekijk dan voor elke kaart wat er overblijft als je die aflegt.",
    },
    "rule.multi_knock7": {
        "en": "In seven-card gin you discard back to seven cards. You may knock when the deadwood after the discard is {knock_rule}: the first upcard sets the limit, a face card counting 10 and an ace meaning gin only. All seven cards melded is gin.",
        "nl": "Bij gin met zeven kaarten leg je af tot je weer zeven kaarten hebt. Je mag kloppen als je dood hout na het afleggen {knock_rule} is: de eerste open kaart bepaalt de klopgrens. Een plaatje telt daarbij 10, en bij een aas mag je niet kloppen, alleen gin maken. Zitten alle zeven kaarten in combinaties, dan is het gin.",
    },
    "answer.multi_knock7.none": {
        "en": "You cannot knock: the best discard, {card}, still leaves {n} deadwood, and the limit is {limit}.",
        "nl": "Je kunt niet kloppen: ook als je {card} aflegt, houd je {n} dood hout over, en de klopgrens is {limit}.",
    },
    "answer.multi_knock7.knock": {
        "en": "Knock and discard {card}: {n} deadwood is left, within the limit of {limit}.",
        "nl": "Klop en leg {card} af: er blijft {n} dood hout over, binnen de klopgrens van {limit}.",
    },
    "answer.multi_knock7.gin": {
        "en": "Discard {card} and all seven cards are melded: gin.",
        "nl": "Leg {card} af en alle zeven kaarten zitten in combinaties: gin.",
    },
    "bad.multi_knock7.too_much": {
        "en": "After discarding {card} you have {n} deadwood; with this first upcard the limit is lower than that.",
        "nl": "Na het afleggen van {card} heb je {n} dood hout; met deze eerste open kaart ligt de klopgrens lager.",
    },
    # -- laying off in the seven-card showdown -------------------------------------------
    "ask.multi_ring_layoff": {
        "en": "Ann has laid out her cards. Which of your cards may you lay off?",
        "nl": "Ann heeft haar kaarten opengelegd. Welke van jouw kaarten mag je bijleggen?",
    },
    "nudge.multi_ring_layoff": {
        "en": "Look only at the knocker's melds as Ann laid them out. Cards the others laid off do not count for you.",
        "nl": "Kijk alleen naar de combinaties zoals Ann ze heeft uitgelegd. Wat anderen erbij hebben gelegd, telt voor jou niet.",
    },
    "rule.multi_ring_layoff": {
        "en": "In seven-card gin each opponent in turn, from the knocker's left, lays off only onto the knocker's melds as laid out: never onto a card another opponent laid off. {layoff_chain} Nobody lays off on gin.",
        "nl": "Bij gin met zeven kaarten mag elke tegenspeler om de beurt, te beginnen links van de klopper, alleen bijleggen bij de combinaties van de klopper zoals hij ze heeft uitgelegd: nooit bij een kaart die een andere tegenspeler heeft bijgelegd. {layoff_chain} Bij gin mag niemand bijleggen.",
    },
    "ui.multi.knocks": {"en": "{name} knocks", "nl": "{name} klopt"},
    "ui.multi.goes_gin": {"en": "{name} goes gin", "nl": "{name} maakt gin"},
    "ui.multi.you_are": {"en": "You are {name}", "nl": "Jij bent {name}"},
    "ui.multi.laid_off": {"en": "Laid off", "nl": "Bijgelegd"},
    "ui.multi.nothing_laid_off": {
        "en": "{name} lays nothing off.",
        "nl": "{name} legt niets bij.",
    },
    "ui.multi.cards_of": {"en": "{name}'s cards", "nl": "Kaarten van {name}"},
    "bad.multi_ring_layoff.blocked": {
        "en": "{card} would only fit next to a card {owner} laid off: you may lay off only onto Ann's melds as she laid them out.",
        "nl": "{card} past alleen naast een kaart die {owner} heeft bijgelegd: je mag alleen bijleggen bij de combinaties zoals Ann ze heeft uitgelegd.",
    },
    "bad.multi_ring_layoff.own_chain": {
        "en": "{card} would only fit next to your own layoff, and these house rules do not allow that.",
        "nl": "{card} past alleen naast een kaart die je zelf hebt bijgelegd, en dat mag met deze huisregels niet.",
    },
    # -- who wins the seven-card showdown, and what each pays ---------------------------
    "ask.multi_ring_pays": {
        "en": "Who wins this showdown, and what does each player pay the winner?",
        "nl": "Wie wint deze ronde, en wat betaalt ieder aan de winnaar?",
    },
    "nudge.multi_ring_pays": {
        "en": "Count every player's deadwood, the opponents' after laying off. Is the knocker's the lowest?",
        "nl": "Tel het dood hout van elke speler, dat van de tegenspelers na het bijleggen. Heeft de klopper het minste?",
    },
    "rule.multi_ring_pays": {
        "en": "If the knocker has less deadwood than every opponent, each opponent pays their deadwood minus the knocker's. Otherwise the opponent with the least (a tie: the first in turn from the knocker's left) undercuts: every other player pays their deadwood minus the undercutter's, and the knocker pays the undercut bonus of {undercut_bonus} on top. Gin: each opponent pays their deadwood, and the winner scores {gin_bonus} more.",
        "nl": "Heeft de klopper minder dood hout dan elke tegenspeler, dan betaalt elke tegenspeler zijn dood hout min dat van de klopper. Anders undercut de tegenspeler met het minste dood hout (bij gelijk dood hout: wie vanaf links van de klopper het eerst aan de beurt is). Elke andere speler betaalt dan zijn dood hout min dat van de undercutter, en de klopper betaalt daar de undercutbonus van {undercut_bonus} bovenop. Bij gin betaalt elke tegenspeler zijn eigen dood hout, en de winnaar krijgt {gin_bonus} extra.",
    },
    "ui.multi.who_wins": {"en": "Who wins the hand?", "nl": "Wie wint de ronde?"},
    "ui.multi.pays": {"en": "{name} pays:", "nl": "{name} betaalt:"},
    "bad.multi_ring_pays.who": {
        "en": "{name} does not win this hand: count every player's deadwood, the opponents' after laying off, and compare.",
        "nl": "{name} wint deze ronde niet: tel het dood hout van elke speler, dat van de tegenspelers na het bijleggen, en vergelijk.",
    },
    "bad.multi_ring_pays.tie": {
        "en": "{name} ties for the least deadwood, but a tie goes to the opponent first in turn from the knocker's left.",
        "nl": "{name} heeft samen met een ander het minste dood hout, maar bij gelijk dood hout undercut wie vanaf links van de klopper het eerst aan de beurt is.",
    },
    "bad.multi_ring_pays.numbers": {
        "en": "Type a whole number in every box (the winner pays 0).",
        "nl": "Typ in elk vak een heel getal (de winnaar betaalt 0).",
    },
    "bad.multi_ring_pays.winner_pays": {
        "en": "The winner pays nothing: {name}'s box should say 0.",
        "nl": "De winnaar betaalt niets: in het vak van {name} hoort 0.",
    },
    "bad.multi_ring_pays.bonus": {
        "en": "{name} knocked and was undercut: the knocker also pays the undercut bonus.",
        "nl": "{name} klopte en werd ge-undercut: de klopper betaalt ook de undercutbonus.",
    },
    "bad.multi_ring_pays.gin_bonus": {
        "en": "What {name} pays is too much: against gin each opponent pays their own deadwood; the gin bonus is paid by nobody in particular.",
        "nl": "{name} betaalt te veel: tegen gin betaalt elke tegenspeler zijn eigen dood hout; de ginbonus krijgt de winnaar erbij, maar die betaalt geen van de tegenspelers.",
    },
    "bad.multi_ring_pays.pay": {
        "en": "{name} does not pay {guess}: take {name}'s deadwood (after laying off) minus the winner's.",
        "nl": "{name} betaalt niet {guess}: neem het dood hout van {name} (na het bijleggen) min dat van de winnaar.",
    },
    "bad.multi_ring_pays.knocker_pays": {
        "en": "{name} does not pay {guess}: the knocker who is undercut pays their deadwood minus the undercutter's, plus the undercut bonus.",
        "nl": "{name} betaalt niet {guess}: een klopper die ge-undercut wordt, betaalt zijn dood hout min dat van de undercutter, plus de undercutbonus.",
    },
    "bad.multi_ring_pays.gin_pay": {
        "en": "{name} does not pay {guess}: against gin each opponent pays their own deadwood.",
        "nl": "{name} betaalt niet {guess}: tegen gin betaalt elke tegenspeler zijn eigen dood hout.",
    },
    "ok.multi_ring_pays": {
        "en": "{name} wins {points} in all.",
        "nl": "{name} wint in totaal {points}.",
    },
}

#: The kinds' catalogue: these words and the lessons' (a key in both is an error).
MULTI_WORDS = Catalogue.merged("gintutor.kinds.games.multi_words", [
    WORDS, Catalogue("gintutor.kinds.games.multi_words.MESSAGES", MESSAGES)])
