# ruff: noqa: E501, RUF001  (templates read best on one line; minus and times signs are meant)
"""The words of the rules engine, in English and Dutch: the data of its word catalogue.

The tables here are plain data; :mod:`ginrules.words` merges them, explicitly, into the
engine's catalogue (``engine_words()``) and is the one place that looks a word up and fills it in. Explanations
(``MESSAGES``), card names (``CARD_WORDS``), the presets' names (``PRESET_WORDS``) and the
terms (``TERMS``, by language) live here, and the Rummy advisor's (``RUMMY_ADVICE_MESSAGES``);
gin's advisor's words too (``ADVISOR_MESSAGES``, which ``ginrules.advisor`` says).

Each message id maps to a template per language. Templates are
``str.format`` strings with a few extra field formats (see
:mod:`ginrules.explain`): ``{cards}`` gives ``7♥ 8♥ 9♥``, ``{card:name}``
gives ``seven of hearts`` / ``harten zeven``, ``{n:card|cards}`` picks the
singular or plural, ``{rank:ranks}`` gives ``sevens`` / ``zevens``,
``{kind:term}`` translates a term (``run`` -> ``serie``), ``{cards:sum}`` adds
up the card values (``10 + 3``), ``{melds:each}`` lists groups of cards.

Dutch vocabulary follows the sources and issue 13, the same in every Dutch text of
the project: kloppen (knock), de klopper (knocker), de tegenspeler (defender, only
the defender), de deler / de niet-deler (dealer / non-dealer), dood hout
(deadwood), stapel (stock), aflegstapel (discard pile), set (set), serie (run),
combinatie (meld), indeling (arrangement), bijleggen (lay off), gin, big gin,
undercut ("ge-undercut worden"), waarde (point value only) and rang (rank).
Cards are written with the Dutch rank letters B V H A (see :mod:`ginrules.cards`).
"""

from __future__ import annotations

__all__ = ["ADVISOR_MESSAGES", "CARD_WORDS", "MESSAGES", "PRESET_WORDS", "REFUSAL_MESSAGES",
           "RUMMY_ADVICE_MESSAGES", "TERMS"]

TERMS: dict[str, dict[str, str]] = {
    "en": {
        "and": "and", "set": "set", "run": "run", "meld": "meld",
        "knocker": "knocker", "defender": "defender", "knock": "knock",
        "undercut": "undercut", "gin": "gin", "big_gin": "big gin", "draw": "draw",
        "net": "on balance", "the_set": "the set", "the_run": "the run",
        "out": "out", "rummy": "rummy", "or": "or",
        # a move by its name, as a refusal quotes it (ActionKind, lower case)
        "move_pass": "pass", "move_knock": "knock", "move_gin": "gin",
        "move_big_gin": "big gin", "move_show": "show",
    },
    "nl": {
        "and": "en", "set": "set", "run": "serie", "meld": "combinatie",
        "knocker": "klopper", "defender": "tegenspeler", "knock": "klop",
        "undercut": "undercut", "gin": "gin", "big_gin": "big gin", "draw": "gelijkspel",
        "net": "per saldo", "the_set": "de set", "the_run": "de serie",
        "out": "uit", "rummy": "rummy", "or": "of",
        "move_pass": "passen", "move_knock": "kloppen", "move_gin": "gin",
        "move_big_gin": "big gin", "move_show": "tonen",
    },
}

MESSAGES: dict[str, dict[str, str]] = {
    # -- meld checks ---------------------------------------------------------------
    "meld.set.ok": {
        "en": "{cards} is a set: {n} {rank:ranks}.",
        "nl": "{cards} is een set: {n} {rank:ranks}.",
    },
    "meld.run.ok": {
        "en": "{cards} is a run: {n} {suit:suit} in a row.",
        "nl": "{cards} is een serie: {n} opeenvolgende {suit:suit}.",
    },
    "meld.too_few": {
        "en": "{cards} is not a meld: a meld needs at least 3 cards.",
        "nl": "{cards} is geen combinatie: een combinatie heeft minstens 3 kaarten.",
    },
    "meld.empty": {
        "en": "No cards: a meld needs at least 3 cards.",
        "nl": "Geen kaarten: een combinatie heeft minstens 3 kaarten.",
    },
    "meld.run.ace_high": {
        "en": "{cards} is not a run: the ace is low (A-2-3 is a run, Q-K-A is not).",
        "nl": "{cards} is geen serie: de aas is laag (A-2-3 is een serie, V-H-A niet).",
    },
    "meld.run.no_wrap": {
        "en": "{cards} is not a run: a run does not go round the corner from king to ace.",
        "nl": "{cards} is geen serie: een serie gaat niet rond van heer naar aas.",
    },
    "meld.run.missing": {
        "en": "{cards} is not a run: {missing:each} {missing:is|are} missing.",
        "nl": "{cards} is geen serie: {missing:each} {missing:ontbreekt|ontbreken}.",
    },
    "meld.run.mixed_suit": {
        "en": "{cards} is not a run: a run is all one suit, and {odd:each} is not {suit:a_suit}.",
        "nl": "{cards} is geen serie: een serie is één kleur, en {odd:each} is geen {suit:suit}.",
    },
    "meld.run.mixed_suits": {
        "en": "{cards} is not a run: a run is all one suit, and {odd:each} are not {suit:suit}.",
        "nl": "{cards} is geen serie: een serie is één kleur, en {odd:each} zijn geen {suit:suit}.",
    },
    "meld.set.mixed_ranks": {
        "en": "{cards} is not a set: a set needs the same rank, and {odd:each} is not {rank:a_rank}.",
        "nl": "{cards} is geen set: een set heeft dezelfde rang, en {odd:each} is geen {rank:rank}.",
    },
    "meld.neither": {
        "en": "{cards} is not a meld: a set needs the same rank, a run needs one suit.",
        "nl": "{cards} is geen combinatie: een set heeft dezelfde rang, een serie één kleur.",
    },
    # -- arrangements and deadwood -------------------------------------------------------
    "arrangement.meld": {
        "en": "{kind:Term}: {meld}.",
        "nl": "{kind:Term}: {meld}.",
    },
    "arrangement.no_melds": {
        "en": "No melds: no three cards make a set or a run.",
        "nl": "Geen combinaties: geen drie kaarten vormen een set of een serie.",
    },
    "deadwood.total": {
        "en": "Deadwood: {cards} = {cards:sum} = {total} {total:point|points}.",
        "nl": "Dood hout: {cards} = {cards:sum} = {total} {total:punt|punten}.",
    },
    "deadwood.single": {
        "en": "Deadwood: {cards} = {total} {total:point|points}.",
        "nl": "Dood hout: {cards} = {total} {total:punt|punten}.",
    },
    "deadwood.none": {
        "en": "No deadwood: every card is in a meld.",
        "nl": "Geen dood hout: elke kaart zit in een combinatie.",
    },
    "deadwood.choice": {
        "en": "{card} fits both a set and a run; it goes in {kind:the}, which leaves the least deadwood.",
        "nl": "{card} past in een set en in een serie; in {kind:the} blijft het minste dood hout over.",
    },
    "deadwood.ties": {
        "en": "{n} ways to meld leave this little deadwood; this is one of them.",
        "nl": "Met {n} indelingen blijft er zo weinig dood hout over; dit is er één van.",
    },
    "deadwood.not_best": {
        "en": "These melds leave {total} deadwood, but a better arrangement leaves only {best}.",
        "nl": "Met deze combinaties blijft er {total} dood hout over, maar een betere indeling laat maar {best} over.",
    },
    # -- eleven cards: discards, knocking, gin ------------------------------------------------
    "discard.gin": {
        "en": "Discard {card}: no deadwood left, that is gin.",
        "nl": "Leg {card} af: geen dood hout over, dat is gin.",
    },
    "discard.knock": {
        "en": "Discard {card}: {deadwood} deadwood left, so you may knock (limit {limit}).",
        "nl": "Leg {card} af: {deadwood} dood hout over, dus je mag kloppen (klopgrens {limit}).",
    },
    "discard.no_knock": {
        "en": "Discard {card}: {deadwood} deadwood left, too much to knock (limit {limit}).",
        "nl": "Leg {card} af: {deadwood} dood hout over, te veel om te kloppen (klopgrens {limit}).",
    },
    "discard.gin_only": {
        "en": "Discard {card}: {deadwood} deadwood left; with this upcard only gin ends the hand.",
        "nl": "Leg {card} af: {deadwood} dood hout over; met deze eerste open kaart beëindigt alleen gin de ronde.",
    },
    "knock.gin": {
        "en": "No deadwood at all: that is gin.",
        "nl": "Helemaal geen dood hout: dat is gin.",
    },
    "knock.yes": {
        "en": "{deadwood} deadwood, within the knock limit of {limit}: you may knock.",
        "nl": "{deadwood} dood hout, binnen de klopgrens van {limit}: je mag kloppen.",
    },
    "knock.no": {
        "en": "{deadwood} deadwood is more than the knock limit of {limit}: you may not knock yet.",
        "nl": "{deadwood} dood hout is meer dan de klopgrens van {limit}: je mag nog niet kloppen.",
    },
    "knock.gin_only": {
        "en": "With an ace as the upcard only gin ends the hand; you have {deadwood} deadwood.",
        "nl": "Met een aas als eerste open kaart beëindigt alleen gin de ronde; je hebt {deadwood} dood hout.",
    },
    "big_gin.yes": {
        "en": "All 11 cards are in melds: big gin, no discard needed.",
        "nl": "Alle 11 kaarten zitten in combinaties: big gin, je hoeft niets af te leggen.",
    },
    # -- layoffs ------------------------------------------------------------------------------
    "layoff.own_melds": {
        "en": "Defender's melds: {melds:each}.",
        "nl": "Combinaties van de tegenspeler: {melds:each}.",
    },
    "layoff.no_own_melds": {
        "en": "The defender has no melds of their own.",
        "nl": "De tegenspeler heeft zelf geen combinaties.",
    },
    "layoff.none": {
        "en": "Nothing can be laid off on the knocker's melds.",
        "nl": "Er valt niets bij te leggen bij de combinaties van de klopper.",
    },
    "layoff.card": {
        "en": "Lay off {card} on {meld}.",
        "nl": "Leg {card} bij {meld}.",
    },
    "layoff.chain": {
        "en": "Then lay off {card} on {meld}: a run can keep growing.",
        "nl": "Leg daarna {card} bij {meld}: een serie mag blijven groeien.",
    },
    "layoff.saved": {
        "en": "Laying off saves {saved} {saved:point|points}: from {before} to {after} deadwood.",
        "nl": "Bijleggen scheelt {saved} {saved:punt|punten}: van {before} naar {after} dood hout.",
    },
    # -- scoring a hand --------------------------------------------------------------------------
    "score.summary": {
        "en": "The {who:term} scores {points} ({kind:term}).",
        "nl": "De {who:term} scoort {points} ({kind:term}).",
    },
    "score.show_gin": {
        "en": "The knocker shows {melds:each}: no deadwood, gin.",
        "nl": "De klopper laat {melds:each} zien: geen dood hout, gin.",
    },
    "score.show_big_gin": {
        "en": "The knocker shows {melds:each}: all 11 cards melded, big gin.",
        "nl": "De klopper laat {melds:each} zien: alle 11 kaarten in combinaties, big gin.",
    },
    "score.gin_no_layoffs": {
        "en": "Nobody lays off on gin, and gin cannot be undercut.",
        "nl": "Bij gin mag niemand bijleggen, en tegen gin bestaat geen undercut.",
    },
    "score.gin_vs_zero": {
        "en": "The defender has no deadwood either, but that does not beat gin.",
        "nl": "De tegenspeler heeft ook geen dood hout, maar dat wint niet van gin.",
    },
    "score.gin_points": {
        "en": "{kind:Term} scores {bonus} + the defender's {dd} deadwood = {points}.",
        "nl": "{kind:Term} levert {bonus} + {dd} dood hout van de tegenspeler = {points} op.",
    },
    "score.show_knock": {
        "en": "The knocker shows {melds:each} with {kd} deadwood ({cards}); the limit is {limit}.",
        "nl": "De klopper laat {melds:each} zien met {kd} dood hout ({cards}); de klopgrens is {limit}.",
    },
    "score.show_none": {
        "en": "The knocker shows no melds: all {n} cards are deadwood, {kd} points ({cards}); the limit is {limit}.",
        "nl": "De klopper legt geen combinaties: alle {n} kaarten zijn dood hout, {kd} punten ({cards}); de grens is {limit}.",
    },
    "score.not_least": {
        "en": "The knocker chose this spread: the least deadwood these cards can leave is {least}.",
        "nl": "De klopper koos deze indeling: met deze kaarten kan het dood hout ook {least} zijn.",
    },
    "score.knocker_choice": {
        "en": "The knocker could spread {n} ways with this deadwood and picks the one that lets the defender lay off least.",
        "nl": "De klopper kan met dit dood hout op {n} manieren uitleggen en kiest de indeling waarbij de tegenspeler het minst kan bijleggen.",
    },
    "score.knock": {
        "en": "The knocker has less deadwood ({kd} against {dd}) and scores {dd} − {kd} = {points}.",
        "nl": "De klopper heeft minder dood hout ({kd} tegen {dd}) en scoort {dd} − {kd} = {points}.",
    },
    "score.undercut": {
        "en": "Undercut: the defender has less deadwood ({dd} against {kd}) and scores {kd} − {dd} + {bonus} = {points}.",
        "nl": "Undercut: de tegenspeler heeft minder dood hout ({dd} tegen {kd}) en scoort {kd} − {dd} + {bonus} = {points}.",
    },
    "score.undercut_tie": {
        "en": "Both have {kd} deadwood: a tie counts for the defender, an undercut, scoring 0 + {bonus} = {points}.",
        "nl": "Bij gelijk dood hout (allebei {kd}) wint de tegenspeler: een undercut, 0 + {bonus} = {points}.",
    },
    "score.doubled": {
        "en": "The first upcard {upcard} is a spade, so the score is doubled: {before} × 2 = {points}.",
        "nl": "De eerste open kaart {upcard} is schoppen, dus de score telt dubbel: {before} × 2 = {points}.",
    },
    # -- a showdown with several defenders (seven-card gin); {person} is 1 for a named seat and
    # 2 for the learner ('you'), so one template serves both: {person:lays|lay} --------------
    "ring.show": {
        "en": "{name:cap} {person:knocks|knock} and {person:shows|show} {melds:each} with {kd} deadwood ({cards}); the limit is {limit}.",
        "nl": "{name:cap} klopt en laat {melds:each} zien met {kd} dood hout ({cards}); de klopgrens is {limit}.",
    },
    "ring.show_none": {
        "en": "{name:cap} {person:knocks|knock} and {person:shows|show} no melds: {kd} deadwood ({cards}); the limit is {limit}.",
        "nl": "{name:cap} klopt en legt geen combinaties: {kd} dood hout ({cards}); de klopgrens is {limit}.",
    },
    "ring.show_gin": {
        "en": "{name:cap} {person:goes|go} gin with {melds:each}: all {n} cards melded. Nobody lays off on gin, and gin cannot be undercut.",
        "nl": "{name:cap} maakt gin met {melds:each}: alle {n} kaarten in combinaties. Bij gin mag niemand bijleggen, en tegen gin bestaat geen undercut.",
    },
    # -- Rummy (seed 004): who went out and what every other seat pays ----------------------
    "rummy.out": {
        "en": "{name:cap} {person:goes|go} out: every other player pays the value of the cards still in hand.",
        "nl": "{name:cap} gaat uit: elke andere speler betaalt de waarde van de kaarten die nog in de hand zitten.",
    },
    "rummy.rummy": {
        "en": "{name:cap} {person:goes|go} rummy: out in one turn without having melded or laid off before, so every other player pays double.",
        "nl": "{name:cap} maakt rummy: in één beurt uit zonder eerder iets te hebben uitgelegd of bijgelegd, dus elke andere speler betaalt dubbel.",
    },
    "rummy.pays": {
        "en": "{name:cap} {person:pays|pay} {points} for {cards} ({cards:sum}).",
        "nl": "{name:cap} betaalt {points} voor {cards} ({cards:sum}).",
    },
    "rummy.pays_double": {
        "en": "{name:cap} {person:pays|pay} 2 × {pips} = {points} for {cards}.",
        "nl": "{name:cap} betaalt 2 × {pips} = {points} voor {cards}.",
    },
    "rummy.pays_none": {
        "en": "{name:cap} {person:has|have} no cards left and {person:pays|pay} nothing.",
        "nl": "{name:cap} heeft geen kaarten meer en betaalt niets.",
    },
    "rummy.total": {
        "en": "{name:cap} {person:scores|score} {points}.",
        "nl": "{name:cap} scoort {points}.",
    },
    "ring.melds": {
        "en": "{name:cap} {person:lays|lay} out {melds:each}.",
        "nl": "{name:cap} legt {melds:each} open.",
    },
    "ring.no_melds": {
        "en": "{name:cap} {person:has|have} no melds.",
        "nl": "{name:cap} {person:heeft|hebt} geen combinaties.",
    },
    "ring.layoff": {
        "en": "{name:cap} {person:lays|lay} off {card} on {meld}.",
        "nl": "{name:cap} legt {card} bij {meld}.",
    },
    "ring.layoff_chain": {
        "en": "{name:cap} {person:lays|lay} off {card} on {meld}, next to {person:their|your} own layoff.",
        "nl": "{name:cap} legt {card} bij {meld}, naast {person:de eigen|je eigen} bijgelegde kaart.",
    },
    "ring.blocked": {
        "en": "{name:cap} may not lay off {card} on {meld}: only the knocker's melds as laid out take layoffs, not what {owner} laid off.",
        "nl": "{name:cap} mag {card} niet bij {meld} leggen: er mag alleen worden bijgelegd bij de combinaties van de klopper zoals hij ze heeft uitgelegd, niet bij wat {owner} erbij heeft gelegd.",
    },
    "ring.deadwood": {
        "en": "{name:cap} {person:keeps|keep} {total} deadwood: {cards}.",
        "nl": "{name:cap} houdt {total} dood hout over: {cards}.",
    },
    "ring.deadwood_none": {
        "en": "{name:cap} {person:has|have} no deadwood left.",
        "nl": "{name:cap} {person:heeft|hebt} geen dood hout over.",
    },
    "ring.gin_points": {
        "en": "{kind:Term}: {name} {person:scores|score} {bonus} + every opponent's deadwood ({sum}) = {points}.",
        "nl": "{kind:Term}: {name} scoort {bonus} + het dood hout van elke tegenspeler ({sum}) = {points}.",
    },
    "ring.knock": {
        "en": "{name:cap} {person:has|have} less deadwood ({kd}) than every opponent and {person:scores|score} {sum} = {points}.",
        "nl": "{name:cap} {person:heeft|hebt} minder dood hout ({kd}) dan elke tegenspeler en scoort {sum} = {points}.",
    },
    "ring.undercut_first": {
        "en": "{name:cap} and {others:each} have the least deadwood ({ud}); the first in turn from the knocker's left undercuts: {name}.",
        "nl": "{name:cap} en {others:each} hebben het minste dood hout ({ud}); wie vanaf links van de klopper het eerst aan de beurt is, undercut: {name}.",
    },
    "ring.undercut": {
        "en": "Undercut: {name} {person:has|have} the least deadwood ({ud}), no more than the knocker's {kd}, and {person:scores|score} {sum} + the bonus {bonus} = {points}.",
        "nl": "Undercut: {name} {person:heeft|hebt} het minste dood hout ({ud}), niet meer dan de {kd} van de klopper, en scoort {sum} + de bonus {bonus} = {points}.",
    },
    "ring.pays": {
        "en": "{name:cap} {person:pays|pay} {points}.",
        "nl": "{name:cap} betaalt {points}.",
    },
    # -- four players at two tables ----------------------------------------------------------
    "match.table": {
        "en": "Hand {n}, table {table} ({a} against {b}): {points} to {winner} ({kind:term}).",
        "nl": "Ronde {n}, tafel {table} ({a} tegen {b}): {winner} scoort {points} ({kind:term}).",
    },
    "match.table_draw": {
        "en": "Hand {n}, table {table} ({a} against {b}): a draw, it counts 0.",
        "nl": "Ronde {n}, tafel {table} ({a} tegen {b}): gelijkspel, dat telt 0.",
    },
    # -- the score sheet ------------------------------------------------------------------------
    "sheet.hand": {
        "en": "Hand {n}: {points} to {player} ({kind:term}).",
        "nl": "Ronde {n}: {points} voor {player} ({kind:term}).",
    },
    "sheet.draw": {
        "en": "Hand {n}: a draw, nobody scores.",
        "nl": "Ronde {n}: gelijkspel, niemand scoort.",
    },
    "sheet.totals": {
        "en": "Total: {scores} (playing to {target}).",
        "nl": "Totaal: {scores} (we spelen tot {target}).",
    },
    "sheet.game_totals": {
        "en": "Game {n}: {scores} (playing to {target}).",
        "nl": "Spel {n}: {scores} (we spelen tot {target}).",
    },
    "sheet.game": {
        "en": "Game {n} of {of}:",
        "nl": "Spel {n} van {of}:",
    },
    "sheet.hollywood_total": {
        "en": "The three games together: {scores}.",
        "nl": "De drie spellen samen: {scores}.",
    },
    "sheet.hand_points": {
        "en": "Hand points: {scores}.",
        "nl": "Punten uit de rondes: {scores}.",
    },
    "sheet.game_bonus": {
        "en": "Game bonus: {player} reached {target} first: {bonus} points.",
        "nl": "Spelbonus: {player} haalde als eerste {target}: {bonus} punten.",
    },
    "sheet.shutout": {
        "en": "Shutout: {loser} scored nothing, so the game bonus is doubled to {bonus}.",
        "nl": "Shutout: {loser} scoorde niets, dus de spelbonus telt dubbel: {bonus}.",
    },
    "sheet.shutout_all": {
        "en": "Shutout: nobody else scored, so the game bonus is doubled to {bonus}.",
        "nl": "Shutout: niemand anders scoorde, dus de spelbonus telt dubbel: {bonus}.",
    },
    "sheet.shutout_times": {
        "en": "Shutout: {loser} scored nothing, so the game bonus counts {times} times: "
              "{bonus}.",
        "nl": "Shutout: {loser} scoorde niets, dus de spelbonus telt {times} keer: {bonus}.",
    },
    "sheet.shutout_times_all": {
        "en": "Shutout: nobody else scored, so the game bonus counts {times} times: {bonus}.",
        "nl": "Shutout: niemand anders scoorde, dus de spelbonus telt {times} keer: {bonus}.",
    },
    "sheet.game_bonus_most": {
        "en": "Game bonus: {player} has the most points: {bonus} points.",
        "nl": "Spelbonus: {player} heeft de meeste punten: {bonus} punten.",
    },
    "sheet.box": {
        "en": "Box bonus: {player} won {n} {n:hand|hands} × {box} = {points}.",
        "nl": "Rondebonus: {player} won {n} {n:ronde|rondes} × {box} = {points}.",
    },
    "sheet.totals_short": {
        "en": "Total: {scores} (hand {n} of {of}).",
        "nl": "Totaal: {scores} (ronde {n} van {of}).",
    },
    "sheet.final": {
        "en": "Final score: {scores}.",
        "nl": "Eindstand: {scores}.",
    },
    "sheet.final_short": {
        "en": "Final score after {n} hands: {scores}.",
        "nl": "Eindstand na {n} rondes: {scores}.",
    },
    "sheet.won_reached": {
        "en": "The game goes to {player}, the first to reach {target}.",
        "nl": "Het spel gaat naar {player}: als eerste op {target}.",
    },
    "sheet.won_games": {
        "en": "{player} won {n} of the {of} games and wins the sheet.",
        "nl": "{player} won {n} van de {of} spellen en wint het geheel.",
    },
    "sheet.won_most": {
        "en": "The game goes to {player}, with the most points.",
        "nl": "Het spel gaat naar {player}, met de meeste punten.",
    },
    "sheet.won_shared": {
        "en": "{players} share the win with {points} points each.",
        "nl": "{players} delen de winst met elk {points} punten.",
    },
    "sheet.settle_pays": {
        "en": "Settlement: {points} from {payer} to {player}, the difference of the final "
              "scores.",
        "nl": "Afrekening: {points} van {payer} naar {player}, het verschil tussen de "
              "eindstanden.",
    },
    "sheet.settle_level": {
        "en": "Settlement: the final scores are level, so nobody pays.",
        "nl": "Afrekening: de eindstanden zijn gelijk, dus niemand betaalt.",
    },
    "sheet.settle_turned": {
        "en": "Settlement: the bonuses put {other} {points} ahead, so {points} goes from "
              "{player} to {other}.",
        "nl": "Afrekening: met de bonussen een voorsprong van {points} voor {other}, dus "
              "{points} van {player} naar {other}.",
    },
    "sheet.settle_all": {
        "en": "Settlement, each pair on the difference of their final scores: {each}.",
        "nl": "Afrekening, elk tweetal op het verschil tussen hun eindstanden: {each}.",
    },
}

# -- cards: ranks (singular and plural) and suits, read by ginrules.cards ----------------------
_RANKS_EN = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
             "jack", "queen", "king")
_RANKS_EN_PLURAL = ("aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights",
                    "nines", "tens", "jacks", "queens", "kings")
_RANKS_NL = ("aas", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien",
             "boer", "vrouw", "heer")
_RANKS_NL_PLURAL = ("azen", "tweeën", "drieën", "vieren", "vijven", "zessen", "zevens",
                    "achten", "negens", "tienen", "boeren", "vrouwen", "heren")

CARD_WORDS: dict[str, dict[str, str]] = {
    **{f"rank.{n}": {"en": en, "nl": nl}
       for n, (en, nl) in enumerate(zip(_RANKS_EN, _RANKS_NL, strict=True), start=1)},
    **{f"ranks.{n}": {"en": en, "nl": nl}
       for n, (en, nl) in enumerate(zip(_RANKS_EN_PLURAL, _RANKS_NL_PLURAL, strict=True), start=1)},
    "suit.C": {"en": "clubs", "nl": "klaveren"},
    "suit.D": {"en": "diamonds", "nl": "ruiten"},
    "suit.H": {"en": "hearts", "nl": "harten"},
    "suit.S": {"en": "spades", "nl": "schoppen"},
    "suit.C.one": {"en": "club", "nl": "klaveren"},
    "suit.D.one": {"en": "diamond", "nl": "ruiten"},
    "suit.H.one": {"en": "heart", "nl": "harten"},
    "suit.S.one": {"en": "spade", "nl": "schoppen"},
    "card.face_down": {"en": "face-down card", "nl": "gesloten kaart"},
    # a card in words, from its rank's and suit's words (Card.name): the grammar differs
    "card.name": {"en": "{rank} of {suit}", "nl": "{suit} {rank}"},
}

# -- the house rules' presets, the one place their names are written --------------------------
PRESET_WORDS: dict[str, dict[str, str]] = {
    "preset.standard": {"en": "Standard", "nl": "Standaard"},
    "preset.nl-klassiek": {"en": "Dutch classic", "nl": "Nederlands klassiek"},
    "preset.hoyle": {"en": "Hoyle", "nl": "Hoyle"},
    "preset.oklahoma": {"en": "Oklahoma", "nl": "Oklahoma"},
    "preset.payout-table": {"en": "Payout table (undercut 10)",
                            "nl": "Uitbetalingstabel (undercut 10)"},
    "preset.short": {"en": "Short (4 hands a meeting)", "nl": "Kort (4 rondes per partij)"},
    # Rummy's presets ('preset.<game>.<name>': a game's own meaning of a shared name)
    "preset.ace-high": {"en": "Ace high or low (Q-K-A too)", "nl": "Aas hoog of laag (ook V-H-A)"},
    "preset.discard-out": {"en": "Out with a discard, one meld a turn",
                           "nl": "Uitgaan met afleggen, één combinatie per beurt"},
    "preset.rummy.short": {"en": "Short (6 hands)", "nl": "Kort (6 rondes)"},
}

#: The Rummy advisor's words (ginrules.rummy_advisor): here with the other data, so that
#: merging the engine's catalogue does not load the Rummy hand flow on every page.
RUMMY_ADVICE_MESSAGES: dict[str, dict[str, str]] = {
    "rummy.advice.out": {
        "en": "You can go out this turn: put {cards} on the table. Every other player then pays for the cards in hand.",
        "nl": "Je kunt deze beurt uitgaan: leg {cards} op tafel. Elke andere speler betaalt dan voor de kaarten in de hand.",
    },
    "rummy.advice.out_discard": {
        "en": "You can go out this turn: put {cards} on the table and discard {card}. Every other player then pays for the cards in hand.",
        "nl": "Je kunt deze beurt uitgaan: leg {cards} op tafel en leg {card} af. Elke andere speler betaalt dan voor de kaarten in de hand.",
    },
    "rummy.advice.out_last": {
        "en": "You can go out this turn: discard {card}, your last card. Every other player then pays for the cards in hand.",
        "nl": "Je kunt deze beurt uitgaan: leg {card} af, je laatste kaart. Elke andere speler betaalt dan voor de kaarten in de hand.",
    },
    "rummy.advice.lay": {
        "en": "Put {cards} on the table: cards on the table cost nothing if someone goes out, and you keep {left} points in hand.",
        "nl": "Leg {cards} op tafel: kaarten op tafel kosten niets als iemand uitgaat, en je houdt {left} punten in de hand.",
    },
    "rummy.advice.hold": {
        "en": "Hold your melds for now: every other player still has {fewest} or more cards, and going out all at once later is rummy, which pays double. Lay them down as soon as someone gets close.",
        "nl": "Houd je combinaties nog even vast: elke andere speler heeft nog {fewest} of meer kaarten, en later in één keer uitgaan is rummy, dat dubbel telt. Leg ze neer zodra iemand in de buurt komt.",
    },
    # The numbers of take, draw and discard are what the loose cards would cost if someone
    # went out, each counted for less the likelier it still makes a meld: said in the
    # Rummy course's words (lessons/rummy/03), never as a term the course does not teach.
    "rummy.advice.take": {
        "en": "Take {card}: with it, after your best discard, you would pay about {with_it} points for your loose cards if someone went out, against about {without} with a card from the stock (a loose card that may still make a meld counts for less).",
        "nl": "Pak {card}: pak je hem en leg je daarna goed af, dan zou je ongeveer {with_it} punten betalen voor je losse kaarten als iemand uitging, tegen ongeveer {without} met een kaart van de stapel (een losse kaart die nog in een combinatie kan komen, telt minder zwaar).",
    },
    "rummy.advice.draw": {
        "en": "Draw from the stock: {card} does not help enough. With it, after your best discard, you would pay about {with_it} points for your loose cards if someone went out; with a card from the stock about {without} (a loose card that may still make a meld counts for less).",
        "nl": "Trek van de stapel: {card} helpt niet genoeg. Pak je hem en leg je daarna goed af, dan zou je ongeveer {with_it} punten betalen voor je losse kaarten als iemand uitging; met een kaart van de stapel ongeveer {without} (een losse kaart die nog in een combinatie kan komen, telt minder zwaar).",
    },
    "rummy.advice.draw_only": {
        "en": "Draw from the stock.",
        "nl": "Trek van de stapel.",
    },
    "rummy.advice.discard": {
        "en": "Discard {card}: then you would pay the least for your other loose cards if someone went out, about {risk} points (a loose card that may still make a meld counts for less).",
        "nl": "Leg {card} af: dan zou je het minst betalen voor je andere losse kaarten als iemand uitging, ongeveer {risk} punten (een losse kaart die nog in een combinatie kan komen, telt minder zwaar).",
    },
    "rummy.advice.danger": {
        "en": "Not {card}: {name} took {taken} and could use it.",
        "nl": "Niet {card}: {name} pakte {taken} en kan die gebruiken.",
    },
}


#: Gin's advisor's words (ginrules.advisor says them): here, not beside the advisor, so that
#: merging the engine's catalogue, which every page does, never imports the advisor.
ADVISOR_MESSAGES: dict[str, dict[str, str]] = {
    "act.draw_stock": {"en": "draw from the stock", "nl": "van de stapel trekken"},
    "act.take": {"en": "take {card}", "nl": "{card} pakken"},
    "act.pass": {"en": "pass", "nl": "passen"},
    "act.discard": {"en": "discard {card}", "nl": "{card} afleggen"},
    "act.knock": {"en": "knock with {card} as discard", "nl": "kloppen en {card} afleggen"},
    "act.gin": {"en": "go gin, discarding {card}", "nl": "gin maken en {card} afleggen"},
    "act.big_gin": {"en": "declare big gin", "nl": "big gin melden"},
    "act.show": {"en": "show {melds:each}", "nl": "{melds:each} tonen"},
    "act.next_hand": {"en": "deal the next hand", "nl": "de volgende ronde delen"},
    "act.meld": {"en": "meld {cards}", "nl": "{cards} uitleggen"},
    "act.lay_off": {"en": "lay off {card} on {meld}", "nl": "{card} bij {meld} leggen"},
    "advice.wait": {"en": "It is not your turn.", "nl": "Je bent niet aan de beurt."},
    "advice.next": {"en": "The hand is over: deal the next hand.",
                    "nl": "De ronde is afgelopen: deel de volgende ronde."},
    "advice.take.meld": {
        "en": "Take {card}: it makes {meld} and your deadwood drops from {before} to {after} "
              "after you discard {discard}.",
        "nl": "Pak {card}: daarmee maak je {meld} en je dood hout zakt van {before} naar "
              "{after} als je {discard} aflegt.",
    },
    "advice.take.lower": {
        "en": "Take {card}: discarding {discard} leaves {after} deadwood, better than the "
              "about {expected} a card from the stock is likely to leave.",
        "nl": "Pak {card}: na het afleggen van {discard} heb je {after} dood hout, beter dan "
              "de ongeveer {expected} die een kaart van de stapel waarschijnlijk oplevert.",
    },
    "advice.draw": {
        "en": "Draw from the stock: {card} would leave {with_card} deadwood, while a card "
              "from the stock leaves about {expected} on average.",
        "nl": "Trek van de stapel: met {card} hou je {with_card} dood hout over, een kaart "
              "van de stapel laat gemiddeld ongeveer {expected} over.",
    },
    "advice.pass": {
        "en": "Pass: {card} would leave {with_card} deadwood, while a card from the stock "
              "leaves about {expected} on average.",
        "nl": "Pas: met {card} hou je {with_card} dood hout over, een kaart van de stapel "
              "laat gemiddeld ongeveer {expected} over.",
    },
    "advice.take.info": {
        "en": "Taking it shows the opponent that you collect {card:name}.",
        "nl": "Als je hem pakt, weet de tegenstander dat je {card:name} kunt gebruiken.",
    },
    "advice.discard": {
        "en": "Discard {card}: {after} deadwood left.",
        "nl": "Leg {card} af: er blijft {after} dood hout over.",
    },
    "advice.discard.high": {
        "en": "{card} is loose and worth {value} points: getting rid of it saves the most.",
        "nl": "{card} hoort nergens bij en telt {value} punten: wegdoen scheelt het meest.",
    },
    "advice.discard.keeps": {
        "en": "It keeps {combos:each} together: {outs} unseen {outs:card makes|cards make} a "
              "meld.",
        "nl": "Je houdt {combos:each} bij elkaar: {outs} nog niet geziene "
              "{outs:kaart maakt|kaarten maken} een combinatie.",
    },
    "advice.discard.dead": {
        "en": "{card} had little chance: {cards} {cards:is|are} already gone.",
        "nl": "{card} had weinig kans: {cards} {cards:is|zijn} al weg.",
    },
    "advice.discard.safe": {
        "en": "{card} is a safe discard: the opponent threw away or passed {cards}.",
        "nl": "{card} is veilig om af te leggen: de tegenstander legde {cards} weg of liet "
              "{cards:hem|ze} liggen.",
    },
    "advice.discard.danger": {
        "en": "Keep {cards} for now: the opponent took {taken} and may be collecting "
              "{cards:that card|those cards}.",
        "nl": "Hou {cards} nog even vast: de tegenstander pakte {taken} en verzamelt "
              "misschien {cards:die kaart|die kaarten}.",
    },
    "advice.gin": {
        "en": "Go gin by discarding {card}: all ten cards are melded, worth the gin bonus of "
              "{bonus} and nothing can be laid off.",
        "nl": "Maak gin door {card} af te leggen: alle tien kaarten zitten in combinaties, "
              "goed voor de ginbonus van {bonus} en er kan niets worden bijgelegd.",
    },
    "advice.big_gin": {
        "en": "Big gin: all eleven cards are melded, worth {bonus} plus the opponent's "
              "deadwood.",
        "nl": "Big gin: alle elf kaarten zitten in combinaties, goed voor {bonus} plus het "
              "dood hout van de tegenstander.",
    },
    "advice.knock": {
        "en": "Knock, discarding {card}: {deadwood} deadwood (the limit is {limit}). The "
              "opponent likely holds about {opp} after layoffs; the risk of an undercut is "
              "about {risk}%.",
        "nl": "Klop en leg {card} af: {deadwood} dood hout (de klopgrens is {limit}). De "
              "tegenstander heeft na bijleggen waarschijnlijk ongeveer {opp}; de kans op een "
              "undercut is ongeveer {risk}%.",
    },
    "advice.play_on": {
        "en": "You may knock with {deadwood} deadwood, but play on: after {draws} draws the "
              "opponent likely holds about {opp} after layoffs, so the risk of an undercut "
              "is about {risk}%.",
        "nl": "Je mag kloppen met {deadwood} dood hout, maar speel door: na {draws} keer "
              "trekken heeft de tegenstander na bijleggen waarschijnlijk ongeveer {opp}, "
              "dus de kans op een undercut is ongeveer {risk}%.",
    },
    "advice.play_on.gin": {
        "en": "Play on for gin: {outs} unseen {outs:card completes|cards complete} your hand "
              "and gin cannot be undercut.",
        "nl": "Speel door voor gin: {outs} nog niet geziene {outs:kaart maakt|kaarten maken} "
              "je hand af en gin kan niet worden ge-undercut.",
    },
    "advice.show": {
        "en": "Show {melds:each} with {deadwood} deadwood: of the {count} spreads you may show, "
              "this one gives away the fewest points (your deadwood plus about {layoff} "
              "{layoff:point|points} the opponent may lay off; {n} unseen "
              "{n:card fits|cards fit}).",
        "nl": "Toon {melds:each} met {deadwood} dood hout: van de {count} manieren waarop je "
              "mag leggen geeft deze het minst weg (je dood hout plus ongeveer {layoff} "
              "{layoff:punt|punten} die de tegenstander kan bijleggen; {n} nog niet geziene "
              "{n:kaart past|kaarten passen}).",
    },
    "advice.show.gin": {
        "en": "Show {melds:each}: no deadwood, so the hand counts as gin and nothing can be "
              "laid off.",
        "nl": "Toon {melds:each}: geen dood hout, dus de hand telt als gin en er kan niets "
              "worden bijgelegd.",
    },
    "advice.show.nothing": {
        "en": "Show no melds, {deadwood} deadwood: nothing can be laid off, and of the "
              "{count} spreads you may show this one gives away the fewest points.",
        "nl": "Toon geen combinaties, {deadwood} dood hout: er kan niets worden bijgelegd, en "
              "van de {count} manieren waarop je mag leggen geeft deze het minst weg.",
    },
    "advice.show.held_back": {
        "en": "Keeping {cards} out of your melds costs {extra} {extra:point|points} of "
              "deadwood but stops about {saved} {saved:point|points} of layoffs.",
        "nl": "{cards} buiten je combinaties houden kost {extra} {extra:punt|punten} dood "
              "hout, maar voorkomt ongeveer {saved} {saved:punt|punten} aan bijleggen.",
    },
    "advice.layoff": {
        "en": "Lay off {cards} on the knocker's melds: that saves {saved} points of deadwood.",
        "nl": "Leg {cards} bij de combinaties van de klopper: dat scheelt {saved} punten "
              "dood hout.",
    },
    "advice.layoff.none": {
        "en": "None of your cards fit the knocker's melds: nothing to lay off.",
        "nl": "Geen van je kaarten past bij de combinaties van de klopper: niets bij te "
              "leggen.",
    },
    "advice.layoff.gin": {
        "en": "Nothing may be laid off on gin.",
        "nl": "Op gin mag niets worden bijgelegd.",
    },
    # -- several opponents (seven-card gin): the same advice, said of all of them ----------
    "advice.take.info.many": {
        "en": "Taking it shows the other players that you collect {card:name}.",
        "nl": "Als je hem pakt, weten de andere spelers dat je {card:name} kunt gebruiken.",
    },
    "advice.discard.safe.many": {
        "en": "{card} is a safe discard: the other players threw away or passed {cards}.",
        "nl": "{card} is veilig om af te leggen: de andere spelers legden {cards} weg of "
              "lieten {cards:hem|ze} liggen.",
    },
    "advice.discard.danger.many": {
        "en": "Keep {cards} for now: another player took {taken} and may be collecting "
              "{cards:that card|those cards}.",
        "nl": "Hou {cards} nog even vast: een andere speler pakte {taken} en verzamelt "
              "misschien {cards:die kaart|die kaarten}.",
    },
    "advice.knock.many": {
        "en": "Knock, discarding {card}: {deadwood} deadwood (the limit is {limit}). Every "
              "opponent pays what it holds above that; the closest likely holds about {opp} "
              "after layoffs, and the risk that one of them undercuts is about {risk}%.",
        "nl": "Klop en leg {card} af: {deadwood} dood hout (de klopgrens is {limit}). Elke "
              "tegenspeler betaalt wat hij daarboven heeft; de dichtstbijzijnde heeft na "
              "bijleggen waarschijnlijk ongeveer {opp}, en de kans dat een van hen undercut "
              "is ongeveer {risk}%.",
    },
    "advice.play_on.many": {
        "en": "You may knock with {deadwood} deadwood, but play on: after {draws} draws the "
              "closest opponent likely holds about {opp} after layoffs, so the risk that one "
              "of them undercuts is about {risk}%.",
        "nl": "Je mag kloppen met {deadwood} dood hout, maar speel door: na {draws} keer "
              "trekken heeft de dichtstbijzijnde tegenspeler na bijleggen waarschijnlijk "
              "ongeveer {opp}, dus de kans dat een van hen undercut is ongeveer {risk}%.",
    },
    "advice.layoff.ring": {
        "en": "Lay off {cards} on the knocker's melds as laid out: that saves {saved} points "
              "of deadwood (never on what another player laid off).",
        "nl": "Leg {cards} bij de combinaties van de klopper zoals die zijn uitgelegd: dat "
              "scheelt {saved} punten dood hout (nooit bij wat een ander erbij legde).",
    },
    # -- pairs: the partner's table ------------------------------------------------------
    "advice.partner.behind": {
        "en": "Your partner's table cost your team {points}: a knock that wins less than "
              "that still loses the hand on balance, and its box bonus.",
        "nl": "De tafel van je partner kostte je team {points}: een klop die minder oplevert "
              "verliest de ronde per saldo nog steeds, met de rondebonus.",
    },
    "advice.partner.ahead": {
        "en": "Your partner's table won your team {points}: only an undercut costing more "
              "than that loses the hand on balance.",
        "nl": "De tafel van je partner won {points} voor je team: alleen een undercut die "
              "meer kost, verliest de ronde per saldo.",
    },
    "rate.good": {"en": "Good move.", "nl": "Goede zet."},
    "rate.inaccuracy": {
        "en": "Inaccuracy: this move likely costs about {loss} points.",
        "nl": "Onnauwkeurig: deze zet kost waarschijnlijk ongeveer {loss} punten.",
    },
    "rate.mistake": {
        "en": "Mistake: this move likely costs about {loss} points.",
        "nl": "Fout: deze zet kost waarschijnlijk ongeveer {loss} punten.",
    },
}
# "Better: <action>." for every action phrase
for _id in [k for k in ADVISOR_MESSAGES if k.startswith("act.")]:
    _w = ADVISOR_MESSAGES[_id]
    ADVISOR_MESSAGES["better." + _id[4:]] = {"en": "Better: " + _w["en"] + ".",
                                            "nl": "Beter: " + _w["nl"] + "."}

# -- refusals: why the engine does not allow a move (IllegalActionError.key) -----------------
# The English text is exactly the error's str() (saves, replays and tests compare it), so it
# names cards by their codes ({card:codes}); the Dutch names them as a Dutch page shows them.
REFUSAL_MESSAGES: dict[str, dict[str, str]] = {
    # every flow, the game and the two card tables
    "refuse.not_your_turn": {"en": "it is not your turn",
                             "nl": "je bent nog niet aan de beurt"},
    "refuse.hand_over": {"en": "the hand is over", "nl": "de ronde is uit"},
    "refuse.hand_over_next": {"en": "the hand is over: deal the next hand",
                              "nl": "de ronde is uit: deel de volgende ronde"},
    "refuse.hands_over_next": {"en": "the hands are over: deal the next hand",
                               "nl": "de rondes zijn uit: deel de volgende ronde"},
    "refuse.game_over": {"en": "the game is over", "nl": "het spel is uit"},
    "refuse.hand_not_over": {"en": "the hand is not over yet",
                             "nl": "de ronde is nog niet uit"},
    "refuse.hands_not_over": {"en": "the hands are not over yet",
                              "nl": "de rondes zijn nog niet uit"},
    "refuse.nothing_to_undo": {"en": "nothing to undo",
                               "nl": "er is niets terug te nemen"},
    "refuse.unexpected": {"en": "unexpected action {action}",
                          "nl": "onverwachte zet: {action}"},
    "refuse.not_held": {"en": "{card:codes} is not in your hand",
                        "nl": "{card} zit niet in je hand"},
    "refuse.top_only": {
        "en": "you can take only the top card of the discard pile ({card:codes})",
        "nl": "je mag alleen de bovenste kaart van de aflegstapel pakken ({card})",
    },
    "refuse.new_stock": {
        "en": "new stock {n} is not the cards of the discard pile but its top card",
        "nl": "nieuwe stapel {n} bestaat niet uit de kaarten van de aflegstapel zonder de "
              "bovenste",
    },
    # gin
    "refuse.gin.first_turn": {"en": "first turn: take the upcard {card:codes} or pass",
                              "nl": "eerste beurt: pak de open kaart {card} of pas"},
    "refuse.gin.last_chance": {
        "en": "only two cards are left in the stock: take the last discard ({card:codes}) "
              "to knock or go gin, or pass and the hand is a draw",
        "nl": "er liggen nog maar twee kaarten op de stapel: pak de laatste afgelegde kaart "
              "({card}) om te kloppen of gin te maken, of pas en de ronde is gelijkspel",
    },
    "refuse.gin.last_chance_discard": {
        "en": "with two cards left in the stock the last discard may be taken only to knock "
              "or go gin",
        "nl": "met nog twee kaarten op de stapel mag je de laatste afgelegde kaart alleen "
              "pakken om te kloppen of gin te maken",
    },
    "refuse.gin.pass_first_only": {
        "en": "you may pass only on the first-turn offer of the upcard",
        "nl": "passen mag alleen bij het aanbod van de open kaart in de eerste beurt",
    },
    "refuse.gin.show_after_knock": {"en": "you show melds only after knocking",
                                    "nl": "je laat combinaties pas zien na het kloppen"},
    "refuse.gin.choose_show": {"en": "you have knocked: choose which melds to show",
                               "nl": "je hebt geklopt: kies welke combinaties je laat zien"},
    "refuse.gin.draw_before_discard": {"en": "you must draw before you discard",
                                       "nl": "je moet eerst trekken en dan afleggen"},
    "refuse.gin.both_passed": {
        "en": "both players passed the upcard: draw from the stock",
        "nl": "beide spelers hebben de open kaart laten liggen: trek van de stapel",
    },
    "refuse.gin.draw": {"en": "draw from the stock or take the top discard",
                        "nl": "trek van de stapel of pak de bovenste kaart van de aflegstapel"},
    "refuse.gin.drawn": {"en": "you have already drawn this turn: now discard",
                         "nl": "je hebt deze beurt al getrokken: leg nu af"},
    "refuse.gin.no_big_gin": {"en": "big gin is not played under these rules: discard a card",
                              "nl": "met deze regels bestaat big gin niet: leg een kaart af"},
    "refuse.gin.not_big_gin": {"en": "not all {n} cards are melded: no big gin",
                               "nl": "niet alle {n} kaarten zitten in een combinatie: geen "
                                     "big gin"},
    "refuse.gin.discard_taken": {
        "en": "you cannot discard the card you just took ({card:codes})",
        "nl": "je mag de kaart die je net pakte niet afleggen ({card})",
    },
    "refuse.gin.knock_gin_only": {
        "en": "you cannot knock: under these rules only gin ends the hand; {deadwood} "
              "deadwood remains after discarding {card:codes}",
        "nl": "je kunt niet kloppen: met deze regels beëindigt alleen gin de ronde; na het "
              "afleggen van {card} houd je {deadwood} dood hout over",
    },
    "refuse.gin.knock_limit": {
        "en": "you cannot knock: {deadwood} deadwood remains after discarding {card:codes}, "
              "the limit is {limit}",
        "nl": "je kunt niet kloppen: na het afleggen van {card} houd je {deadwood} dood hout "
              "over, en de grens is {limit}",
    },
    "refuse.gin.not_gin": {
        "en": "that is not gin: {deadwood} deadwood remains after discarding {card:codes}",
        "nl": "dat is geen gin: na het afleggen van {card} houd je {deadwood} dood hout over",
    },
    "refuse.gin.not_now": {"en": "that action is not allowed now", "nl": "dat mag nu niet"},
    "refuse.gin.show_twice": {
        "en": "{card:codes} is in two of the melds; a card goes in one meld only",
        "nl": "{card} zit in twee combinaties; een kaart hoort in één combinatie",
    },
    "refuse.gin.show_not_meld": {
        "en": "that spread has a group that is not a meld: {problem}",
        "nl": "in die indeling zit een groep die geen combinatie is: {problem}",
    },
    "refuse.gin.show_limit": {
        "en": "that spread leaves {deadwood} deadwood, above the knock limit of {limit}",
        "nl": "met die indeling houd je {deadwood} dood hout over, meer dan de klopgrens "
              "van {limit}",
    },
    # Rummy
    "refuse.rummy.no_such": {
        "en": "Rummy has no '{move:term}': draw, meld, lay off and discard",
        "nl": "Rummy kent geen '{move:term}': je trekt, legt uit, legt bij en legt af",
    },
    "refuse.rummy.pile_empty": {"en": "the discard pile is empty: draw from the stock",
                                "nl": "de aflegstapel is leeg: trek van de stapel"},
    "refuse.rummy.no_turn_left": {
        "en": "the stock is empty and the pile may not be turned over again: take the top "
              "discard",
        "nl": "de stapel is op en de aflegstapel mag niet nog eens worden omgedraaid: pak "
              "de bovenste kaart van de aflegstapel",
    },
    "refuse.rummy.draw_first": {
        "en": "draw first: from the stock or the top of the discard pile",
        "nl": "eerst trekken: van de stapel of de bovenste kaart van de aflegstapel",
    },
    "refuse.rummy.drawn": {"en": "you have already drawn this turn: meld, lay off or discard",
                           "nl": "je hebt deze beurt al getrokken: leg uit, leg bij of leg af"},
    "refuse.rummy.taken": {
        "en": "you took {card:codes} from the pile this turn: discard another card",
        "nl": "je pakte {card} deze beurt van de aflegstapel: leg een andere kaart af",
    },
    "refuse.rummy.one_meld": {
        "en": "under these rules you lay one meld a turn: lay off or discard",
        "nl": "met deze huisregels leg je één combinatie per beurt op tafel: leg bij of leg af",
    },
    "refuse.rummy.keep_discard": {
        "en": "under these rules you go out with a discard: keep a card to discard",
        "nl": "met deze huisregels ga je uit door af te leggen: houd een kaart over om af te "
              "leggen",
    },
    "refuse.rummy.stuck": {
        "en": "that would leave you only {card:codes}, the card you took from the pile this "
              "turn, which you may not discard",
        "nl": "dan houd je alleen {card} over, de kaart die je deze beurt van de aflegstapel "
              "pakte en niet mag afleggen",
    },
    "refuse.rummy.meld_not_now": {"en": "that meld is not allowed now",
                                  "nl": "die combinatie mag nu niet"},
    "refuse.rummy.layoff_not_now": {"en": "that layoff is not allowed now",
                                    "nl": "dat bijleggen mag nu niet"},
    "refuse.rummy.no_meld": {"en": "there is no meld {cards:codes} on the table",
                             "nl": "er ligt geen combinatie {cards} op tafel"},
    "refuse.rummy.set_full": {
        "en": "{card:codes} does not fit {cards:codes}: the set has all four already",
        "nl": "{card} past niet bij {cards}: de set is al compleet",
    },
    "refuse.rummy.set_rank": {
        "en": "{card:codes} does not fit {cards:codes}: a set takes only its own rank",
        "nl": "{card} past niet bij {cards}: in een set horen alleen kaarten van dezelfde rang",
    },
    "refuse.rummy.run_end": {
        "en": "{card:codes} does not fit {cards:codes}: a run takes cards of its own suit, "
              "{ends:either_codes}",
        "nl": "{card} past niet bij {cards}: een serie wordt alleen aan een uiteinde langer, "
              "met een kaart van dezelfde kleur: {ends:either}",
    },
    "refuse.rummy.run_full": {
        "en": "{card:codes} does not fit {cards:codes}: a run takes cards of its own suit, "
              "nothing: it runs from ace to ace",
        "nl": "{card} past niet bij {cards}: deze serie loopt al van aas tot aas en kan niet "
              "langer",
    },
    # a meld laid in Rummy (ginrules.rummy.meld_problem)
    "refuse.meld.twice": {"en": "{cards:codes} names a card twice",
                          "nl": "in {cards} staat een kaart twee keer"},
    "refuse.meld.too_few": {
        "en": "{cards:codes} is not a meld: a meld needs at least 3 cards",
        "nl": "{cards} is geen combinatie: een combinatie heeft minstens 3 kaarten",
    },
    "refuse.meld.mixed": {
        "en": "{cards:codes} is not a meld: a run must be in one suit, a set of one rank",
        "nl": "{cards} is geen combinatie: een serie is van één kleur, een set van één rang",
    },
    "refuse.meld.ace_low": {
        "en": "{cards:codes} is not a run: the ace is low under these rules (A-2-3, not Q-K-A)",
        "nl": "{cards} is geen serie: met deze regels is de aas alleen laag (A-2-3, niet "
              "V-H-A)",
    },
    "refuse.meld.gap": {"en": "{cards:codes} is not a run: {card:codes} is missing",
                        "nl": "{cards} is geen serie: {card} ontbreekt"},
}
