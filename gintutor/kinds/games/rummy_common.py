"""What the Rummy course's exercise kinds share: the table of melds with their owners,
the players' names, the best a hand can put down this turn under the house rules, and
a finished hand played out by the engine.

Why one module: the kinds (`rummy_may_lay_off`, `rummy_plays`, `rummy_pays`) show the
same table and ask the engine the same questions, and their words live in one
catalogue (`WORDS`), merged with the lessons' words so that each kind's
``ask.<name>``, ``nudge.<name>`` and ``rule.<name>`` are found by the kind.

Every answer comes from :mod:`ginrules.rummy`: ``find_plays`` (what a hand can meld and
lay off), ``fits`` and ``meld_problem`` (the table's rules), and ``RummyHand`` (a hand
played move by legal move to its ``RummyResult``). The best turn under the house
rules' limits (one new meld a turn, going out with a discard) is the engine's too
(:func:`ginrules.rummy_search.best_turn`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ginrules import Action, Card, Rules
from ginrules.actions import ActionKind, meld_order
from ginrules.rummy import RummyHand, RummyResult, TableMeld, find_plays, fits, meld_problem
from ginrules.rummy_search import TurnMove, TurnPlan, search_turn
from ginrules.rummy_search import best_turn as engine_best_turn
from ginrules.rummy_search import can_put_down as engine_can_put_down
from ginrules.table import Table
from ginrules.words import Catalogue

from ...exercises import Exercise, ExerciseError, cards_text
from ...i18n import WORDS as LESSON_WORDS
from ...render import escape
from ..widgets import captioned, cards_row

#: The players' names, by seat (the same in English and Dutch).
NAMES: tuple[str, ...] = ("Ann", "Bob", "Cas", "Dee", "Eva", "Fay")

_TEXT: dict[str, dict[str, str]] = {
    "en": {
        # Questions, nudges and rules of the kinds (ask.<kind>, nudge.<kind>, rule.<kind>).
        "ask.rummy_may_lay_off": "May this card be laid off on this meld on the table?",
        "ask.rummy_plays": "It is your turn and you have drawn. Pick every card you put "
        "on the table this turn, so that you keep as few points as you can.",
        "ask.rummy_pays": "The hand is over. What does each other player pay?",
        "nudge.rummy_may_lay_off": "Is the meld a set or a run? Then ask what that kind "
        "of meld takes.",
        "nudge.rummy_plays": "First look for melds in your hand, then for cards that fit "
        "the melds on the table, anyone's.",
        "nudge.rummy_pays": "Did the player who went out put anything on the table before "
        "the last turn? Then count each player's cards.",
        "rule.rummy_may_lay_off": "Anyone may lay off on any meld on the table: a set "
        "takes the fourth card of its rank; a run takes the next card of its own suit at "
        "either end, also at an end it grew to. {rummy_ace}",
        "rule.rummy_plays": "In your turn you may lay melds from your hand and lay off "
        "cards on any meld on the table; what stays in your hand counts against you. "
        "{rummy_melds} {rummy_out}",
        "nudge.rummy_plays.meld": "Look for three or four cards of one rank, and for "
        "three or more cards in a row in one suit.",
        "rule.rummy_plays.meld": "In your turn you may lay melds from your hand on the "
        "table; what stays in your hand counts against you. {rummy_melds}",
        "rule.rummy_pays": "Every other player pays the one who went out the value of all "
        "the cards still in hand, melds or not: ace 1, face cards 10, the others their "
        "number. Rummy (out in one turn, having put nothing on the table before) doubles "
        "every payment.",
        "ask.rummy_hold": "It is your turn and you have drawn. What would you pay if "
        "another player went out now, without rummy, while you still hold all these cards? "
        "And what would you still pay after putting down all you can this turn?",
        "nudge.rummy_hold": "Holding: count every card, the melds too. Then take out what "
        "can go on the table this turn.",
        "rule.rummy_hold": "When someone goes out you pay the value of every card in your "
        "hand, melds included: ace 1, face cards 10, the others their number (double for "
        "rummy). {rummy_melds}",
        "ui.hold.hold": "If another player goes out now, you pay:",
        "ui.hold.down": "After you put down all you can this turn, you pay:",
        "bad.hold.missing": "Type a number in both boxes.",
        "bad.hold.number": "Type whole numbers in both boxes.",
        "bad.hold.faces": "Look again at the first number: what is an ace worth, and what "
        "is a face card worth?",
        "bad.hold.melds": "Look again at the first number: while you hold them, your melds "
        "count too.",
        "bad.hold.sum": "Look again at the first number: add up the value of every card in "
        "your hand.",
        "bad.hold.nothing": "Your second number is the same as the first, as if nothing "
        "could go down: look again, something in your hand can go on the table this turn.",
        "bad.hold.more": "The second number is too high: more of your hand can go on the "
        "table this turn.",
        "bad.hold.less": "The second number is too low: check that each card you counted "
        "out can really go down this turn under your rules.",
        "ok.hold": "Holding everything risks {risk} points more than putting down what you "
        "can.",
        "answer.hold": "Holding everything, you pay {hold}; after putting down all you can, "
        "you pay {down}. So holding risks {risk} points.",
        "answer.hold.put": "Put down {cards}.",
        # Answers and their checks.
        "ui.table": "The table",
        "ui.table_empty": "The table is empty: nobody has melded yet.",
        "ui.the_card": "The card",
        "ui.your_cards_drawn": "Your cards (you have drawn)",
        "ui.put_down": "Put the picked cards down",
        "ui.nothing_down": "Nothing goes down",
        "ui.may_yes": "Yes, it fits",
        "ui.may_no": "No, it does not fit",
        "ui.meld_of.run": "{name}'s run",
        "ui.meld_of.set": "{name}'s set",
        "ui.your.run": "Your run",
        "ui.your.set": "Your set",
        "meld.of.run": "{name}'s run",
        "meld.of.set": "{name}'s set",
        "meld.your.run": "your run",
        "meld.your.set": "your set",
        "ui.cards_left": "{name}'s cards",
        "ui.pays": "{name} pays:",
        "ui.before_last": "The table before {name}'s last turn",
        "ui.last_turn": "{name}'s last turn: {what}.",
        "turn.draw": "drew from the stock",
        "turn.meld": "laid {cards}",
        "turn.lay_off": "laid off {card} on {meld}",
        "turn.discard": "discarded {card}",
        "turn.out": "has no cards left",
        "turn.and": "and",
        "seat.you": "You",
        "ok.may.yes": "{card} fits on {meld}.",
        "ok.may.no": "{card} does not fit on {meld}.",
        "bad.may.set.no": "You said the card does not fit {meld}. Count the cards of the "
        "set, and compare the card's rank with theirs.",
        "bad.may.set.yes": "You said {card} fits {meld}. Compare its rank with the set's: a "
        "set takes only cards of its own rank.",
        "bad.may.run.no": "You said the card does not fit {meld}. Look again at the run's two "
        "ends, {low} and {high}, and at the card's suit.",
        "bad.may.run.suit": "You said {card} fits {meld}. Compare its suit with the run's: a "
        "run takes only cards of its own suit.",
        "bad.may.run.ends": "You said {card} fits {meld}. Look at the run's two ends, {low} "
        "and {high}: only the card right next to an end fits.",
        "bad.may.ace_low": "Under these rules the ace is low only: it goes below a 2, "
        "never above a king.",
        "bad.may.ace_high": "Under these rules an ace may go below a 2 or above a king, "
        "never both in one run.",
        "answer.may.yes": "Yes: {card} fits on {meld}, which takes {fits}.",
        "answer.may.yes_only": "Yes: {card} fits on {meld}; it is the only card that "
        "meld takes.",
        "answer.may.no": "No: {meld} takes {fits}, not {card}.",
        "answer.may.no_full": "No: {meld} takes no more cards.",
        "bad.plays.not_in_hand": "{card} is not one of your cards.",
        "bad.plays.misfit": "{card} cannot go down with the cards you picked: it is in no "
        "meld of them and fits no meld on the table.",
        "bad.plays.misfit.meld": "{card} cannot go down with the cards you picked: it is in "
        "no meld of them.",
        "bad.plays.one_meld": "Under these rules you lay one new meld a turn, and the "
        "cards you picked need more than one.",
        "bad.plays.keep_one": "Under these rules going out ends with a discard: keep at "
        "least one card to discard.",
        "bad.plays.fits_table": "All you picked can go down, but a card you keep still "
        "fits on a meld on the table.",
        "bad.plays.meld_left": "All you picked can go down, but the cards you keep still "
        "hold a meld.",
        "bad.plays.which": "All you picked can go down, but another choice keeps fewer "
        "points in your hand: which meld or layoff saves the most?",
        "bad.plays.something": "Something in your hand can go down this turn: look for "
        "melds in your hand and for cards that fit the melds on the table.",
        "ok.plays": "You keep {n} points, the least this hand can keep this turn.",
        "ok.plays.none": "Nothing in this hand can go down this turn.",
        "answer.plays": "Put down {cards}: then you keep {n} points.",
        "answer.plays.none": "Nothing can go down this turn: no meld in your hand, and no "
        "card fits a meld on the table.",
        "answer.plays.layoff": "Lay off {card} on {meld}.",
        "answer.plays.meld": "Meld {cards}.",
        "ui.to_meld": "Meld these",
        "bad.pays.missing": "Type what {name} pays.",
        "bad.pays.number": "What you typed for {name} is not a whole number.",
        "bad.pays.doubled": "Look again at what {name} pays: you doubled it. Did the "
        "winner go rummy?",
        "bad.pays.single": "Look again at what {name} pays: was it rummy? Did the winner "
        "put anything on the table before the last turn?",
        "bad.pays.faces": "Look again at what {name} pays: what is an ace worth, and "
        "what is a face card worth?",
        "bad.pays.melds": "Look again at what {name} pays: every card still in hand pays, "
        "melds too.",
        "bad.pays.bad": "Look again at what {name} pays: add up the value of every card "
        "{name} holds.",
        "answer.pays": "{name} pays {n}.",
    },
    "nl": {
        "ask.rummy_may_lay_off": "Mag je deze kaart bijleggen bij deze combinatie op tafel?",
        "ask.rummy_plays": "Je bent aan de beurt en hebt getrokken. Kies alle kaarten die je "
        "deze beurt op tafel legt, zodat je zo weinig mogelijk punten overhoudt.",
        "ask.rummy_pays": "De ronde is voorbij. Wat betaalt elke andere speler?",
        "nudge.rummy_may_lay_off": "Is de combinatie een set of een serie? Welke kaarten "
        "passen daar dan bij?",
        "nudge.rummy_plays": "Zoek eerst combinaties in je hand, en dan kaarten die passen "
        "bij de combinaties op tafel, van wie die ook zijn.",
        "nudge.rummy_pays": "Had de speler die uitging vóór de laatste beurt al iets op "
        "tafel gelegd? Tel daarna de kaarten van elke speler.",
        "rule.rummy_may_lay_off": "Iedereen mag bijleggen bij elke combinatie op tafel. Bij "
        "een set van drie past de vierde kaart van dezelfde rang. Bij een serie past aan "
        "elk uiteinde de volgende kaart van dezelfde kleur, ook aan een uiteinde dat al "
        "verlengd is. {rummy_ace}",
        "rule.rummy_plays": "In je beurt mag je combinaties uit je hand neerleggen en "
        "kaarten bijleggen bij elke combinatie op tafel; wat in je hand blijft, telt tegen "
        "je. {rummy_melds} {rummy_out}",
        "nudge.rummy_plays.meld": "Zoek drie of vier kaarten van dezelfde rang, en drie of "
        "meer opeenvolgende kaarten van dezelfde kleur.",
        "rule.rummy_plays.meld": "In je beurt mag je combinaties uit je hand op tafel "
        "leggen; wat in je hand blijft, telt tegen je. {rummy_melds}",
        "rule.rummy_pays": "Elke andere speler betaalt degene die uitging de waarde van alle "
        "kaarten die hij nog in zijn hand heeft, in een combinatie of niet: een aas 1, een "
        "plaatje 10, elke andere kaart zijn getal. Bij rummy (in één beurt uit, zonder "
        "eerder iets op tafel te hebben gelegd) betaalt iedereen dubbel.",
        "ask.rummy_hold": "Je bent aan de beurt en hebt getrokken. Wat betaal je als een "
        "andere speler nu uitgaat, zonder rummy, terwijl je al deze kaarten nog hebt? En wat "
        "betaal je dan nog als je deze beurt eerst alles neerlegt wat kan?",
        "nudge.rummy_hold": "Bij vasthouden tel je elke kaart mee, ook die in combinaties. "
        "Haal er daarna af wat deze beurt op tafel kan.",
        "rule.rummy_hold": "Als iemand uitgaat, betaal je de waarde van elke kaart in je "
        "hand, ook van kaarten in combinaties: een aas 1, een plaatje 10, elke andere kaart "
        "zijn getal (dubbel bij rummy). {rummy_melds}",
        "ui.hold.hold": "Als een andere speler nu uitgaat, betaal je:",
        "ui.hold.down": "Als je deze beurt alles neerlegt wat kan, betaal je:",
        "bad.hold.missing": "Typ in beide vakjes een getal.",
        "bad.hold.number": "Typ in beide vakjes een heel getal.",
        "bad.hold.faces": "Kijk nog eens naar het eerste getal: hoeveel is een aas waard, en "
        "hoeveel een plaatje?",
        "bad.hold.melds": "Kijk nog eens naar het eerste getal: zolang je ze vasthoudt, "
        "tellen je combinaties ook mee.",
        "bad.hold.sum": "Kijk nog eens naar het eerste getal: tel de waarden van alle "
        "kaarten in je hand op.",
        "bad.hold.nothing": "Je tweede getal is hetzelfde als het eerste, alsof er niets neer "
        "kan: kijk nog eens, er kan deze beurt iets uit je hand op tafel.",
        "bad.hold.more": "Het tweede getal is te hoog: er kan deze beurt meer uit je hand "
        "op tafel.",
        "bad.hold.less": "Het tweede getal is te laag: kan elke kaart die je eraf hebt "
        "gehaald, deze beurt met jouw regels echt neer?",
        "ok.hold": "Als je alles vasthoudt, loop je {risk} punten meer risico dan als je "
        "neerlegt wat kan.",
        "answer.hold": "Als je alles vasthoudt, betaal je {hold}; als je neerlegt wat kan, "
        "betaal je {down}. Het risico van vasthouden is dus {risk} punten.",
        "answer.hold.put": "Leg {cards} neer.",
        "ui.table": "De tafel",
        "ui.table_empty": "De tafel is leeg: nog niemand heeft iets uitgelegd.",
        "ui.the_card": "De kaart",
        "ui.your_cards_drawn": "Jouw kaarten (je hebt getrokken)",
        "ui.put_down": "Leg de gekozen kaarten neer",
        "ui.nothing_down": "Er kan niets neer",
        "ui.may_yes": "Ja, hij past",
        "ui.may_no": "Nee, hij past niet",
        "ui.meld_of.run": "Serie van {name}",
        "ui.meld_of.set": "Set van {name}",
        "ui.your.run": "Jouw serie",
        "ui.your.set": "Jouw set",
        "meld.of.run": "de serie van {name}",
        "meld.of.set": "de set van {name}",
        "meld.your.run": "jouw serie",
        "meld.your.set": "jouw set",
        "ui.cards_left": "Kaarten van {name}",
        "ui.pays": "{name} betaalt:",
        "ui.before_last": "De tafel vóór de laatste beurt van {name}",
        "ui.last_turn": "Laatste beurt van {name}: {what}.",
        "turn.draw": "trok van de stapel",
        "turn.meld": "legde {cards} uit",
        "turn.lay_off": "legde {card} bij {meld}",
        "turn.discard": "legde {card} af",
        "turn.out": "heeft geen kaarten meer",
        "turn.and": "en",
        "seat.you": "Jij",
        "ok.may.yes": "{card} past bij {meld}.",
        "ok.may.no": "{card} past niet bij {meld}.",
        "bad.may.set.no": "Je zei dat de kaart niet past bij {meld}. Tel de kaarten van de "
        "set, en vergelijk de rang van de kaart met die van de set.",
        "bad.may.set.yes": "Je zei dat {card} past bij {meld}. Vergelijk de rang: bij een set "
        "past alleen een kaart van dezelfde rang.",
        "bad.may.run.no": "Je zei dat de kaart niet past bij {meld}. Kijk nog eens naar de "
        "twee uiteinden van de serie, {low} en {high}, en naar de kleur van de kaart.",
        "bad.may.run.suit": "Je zei dat {card} past bij {meld}. Vergelijk de kleur: bij een "
        "serie past alleen een kaart van dezelfde kleur.",
        "bad.may.run.ends": "Je zei dat {card} past bij {meld}. Kijk naar de twee uiteinden "
        "van de serie, {low} en {high}: alleen een kaart die daar direct op aansluit, past.",
        "bad.may.ace_low": "Met deze regels is de aas alleen laag: hij komt onder een 2, "
        "nooit boven een heer.",
        "bad.may.ace_high": "Met deze regels mag een aas onder een 2 of boven een heer, "
        "nooit allebei in één serie.",
        "answer.may.yes": "Ja: {card} past bij {meld}; daar passen {fits} bij.",
        "answer.may.yes_only": "Ja: {card} past bij {meld}; het is de enige kaart die "
        "daarbij past.",
        "answer.may.no": "Nee: bij {meld} passen {fits}, niet {card}.",
        "answer.may.no_full": "Nee: bij {meld} past geen kaart meer.",
        "bad.plays.not_in_hand": "{card} hoort niet bij jouw kaarten.",
        "bad.plays.misfit": "{card} kan niet neer met de kaarten die je koos: hij vormt met "
        "die kaarten geen combinatie en past bij geen combinatie op tafel.",
        "bad.plays.misfit.meld": "{card} kan niet neer met de kaarten die je koos: hij vormt "
        "met die kaarten geen combinatie.",
        "bad.plays.one_meld": "Met deze regels leg je hoogstens één nieuwe combinatie per "
        "beurt uit, en voor de kaarten die je koos heb je er meer nodig.",
        "bad.plays.keep_one": "Met deze regels eindigt uitgaan altijd met afleggen: houd "
        "minstens één kaart over om af te leggen.",
        "bad.plays.fits_table": "Alles wat je koos kan neer, maar een van de kaarten die je "
        "houdt, past nog bij een combinatie op tafel.",
        "bad.plays.meld_left": "Alles wat je koos kan neer, maar in de kaarten die je "
        "houdt zit nog een combinatie.",
        "bad.plays.which": "Alles wat je koos kan neer, maar met een andere keuze houd je "
        "minder punten over: welke combinatie of welke bijgelegde kaart scheelt het meest?",
        "bad.plays.something": "Er kan deze beurt iets uit je hand neer: zoek combinaties "
        "in je hand en kaarten die passen bij de combinaties op tafel.",
        "ok.plays": "Je houdt {n} punten over: minder kan deze beurt niet met deze hand.",
        "ok.plays.none": "Uit deze hand kan deze beurt niets neer.",
        "answer.plays": "Leg {cards} neer: dan houd je {n} punten over.",
        "answer.plays.none": "Er kan deze beurt niets neer: er zit geen combinatie in je "
        "hand en geen kaart past bij een combinatie op tafel.",
        "answer.plays.layoff": "Leg {card} bij {meld}.",
        "answer.plays.meld": "Leg {cards} uit.",
        "ui.to_meld": "Leg deze uit",
        "bad.pays.missing": "Typ wat {name} betaalt.",
        "bad.pays.number": "Wat je bij {name} typte, is geen heel getal.",
        "bad.pays.doubled": "Kijk nog eens naar wat {name} betaalt: je hebt het bedrag "
        "verdubbeld. Was het wel rummy?",
        "bad.pays.single": "Kijk nog eens naar wat {name} betaalt: was het rummy? Had de "
        "winnaar vóór de laatste beurt al iets op tafel gelegd?",
        "bad.pays.faces": "Kijk nog eens naar wat {name} betaalt: hoeveel is een aas waard, "
        "en hoeveel een plaatje?",
        "bad.pays.melds": "Kijk nog eens naar wat {name} betaalt: elke kaart die nog in de "
        "hand zit, telt mee, ook kaarten in combinaties.",
        "bad.pays.bad": "Kijk nog eens naar wat {name} betaalt: tel de waarden op van alle "
        "kaarten die {name} nog heeft.",
        "answer.pays": "{name} betaalt {n}.",
    },
}

OWN_WORDS = Catalogue.from_languages("gintutor.kinds.games.rummy_common._TEXT", _TEXT)
#: The Rummy kinds' words with the lessons' (a kind's `words`).
WORDS = Catalogue.merged("gintutor.kinds.games.rummy_common", [LESSON_WORDS, OWN_WORDS])


def say(key: str, lang: str, **values: object) -> str:
    """One of the Rummy kinds' words (or the lessons'), filled in."""
    return WORDS.say(key, lang, **values)


# ---------------------------------------------------------------- the table


def table_melds(ex: Exercise) -> tuple[TableMeld, ...]:
    """The exercise's table as the engine's melds, each with its owner."""
    owners = ex.owners or tuple(0 for _ in ex.table)
    return tuple(
        TableMeld(owner, meld_order(cards), len({c.rank for c in cards}) > 1)
        for owner, cards in zip(owners, ex.table, strict=True)
    )


def seat_name(ex: Exercise, seat: int, lang: str, you: bool = True) -> str:
    """A seat's name; the learner's own seat is "You" where the learner plays."""
    if you and seat == ex.seat:
        return say("seat.you", lang)
    return NAMES[seat]


def meld_caption(ex: Exercise, meld: TableMeld, lang: str, you: bool = True) -> str:
    """"Bob's run", "Your set": whose meld it is and what it is."""
    what = "run" if meld.is_run else "set"
    if you and meld.owner == ex.seat:
        return say(f"ui.your.{what}", lang)
    return say(f"ui.meld_of.{what}", lang, name=NAMES[meld.owner])


def meld_named(ex: Exercise, meld: TableMeld, lang: str, you: bool = True) -> str:
    """The meld in a sentence: "Bob's run 7♥ 8♥ 9♥", "de serie van Bob 7♥ 8♥ 9♥"."""
    what = "run" if meld.is_run else "set"
    if you and meld.owner == ex.seat:
        words = say(f"meld.your.{what}", lang)
    else:
        words = say(f"meld.of.{what}", lang, name=NAMES[meld.owner])
    return f"{words} {cards_text(meld.cards, lang)}"


def table_html(ex: Exercise, lang: str, title: str = "", you: bool = True,
               melds: Sequence[TableMeld] | None = None) -> str:
    """The melds on the table, each captioned with its owner (or that it is empty)."""
    shown = table_melds(ex) if melds is None else tuple(melds)
    head = title or say("ui.table", lang)
    if not shown:
        return (f"<h4>{escape(head)}</h4>"
                f'<p class="rules-note">{escape(say("ui.table_empty", lang))}</p>')
    parts = [f"<h4>{escape(head)}</h4>",
             f'<div class="meld-row" role="group" aria-label="{escape(head)}">']
    for m in shown:
        caption = meld_caption(ex, m, lang, you)
        parts.append(captioned(cards_row(m.cards, lang, f"{caption}: "
                                         + cards_text(m.cards, lang), "meld"), caption))
    parts.append("</div>")
    return "".join(parts)


def check_table(ex: Exercise) -> None:
    """The table's shape: one owner per meld, every seat in the game, no card twice."""
    if ex.owners and len(ex.owners) != len(ex.table):
        raise ExerciseError("'owners' needs one seat for each meld on the 'table'")
    if any(not 0 <= o < ex.players for o in ex.owners):
        raise ExerciseError("an owner is not a seat of this game")
    every = [*ex.cards, *(c for m in ex.table for c in m), *(c for h in ex.others for c in h)]
    if ex.card is not None:
        every.append(ex.card)
    if len(set(every)) != len(every):
        raise ExerciseError("a card appears twice between the hand, the table and the others")


def check_deal(ex: Exercise) -> None:
    """The position adds up from a real deal (issue 31: a Rummy hand no deal can reach
    teaches nothing true). Every player holds what the deal gave them minus the cards of
    the melds they own on the table; the player whose turn it is (the learner, or the
    winner of a finished hand, whose last card in ``cards`` is the one drawn) holds one
    card more; a player who has put down every card has gone out. The melds' owners laid
    every card of them: that is how `play_out` plays the hand, and what the page shows."""
    from collections import Counter

    from ginrules.variants import find_variant

    dealt = find_variant("rummy").cards_for(ex.players)
    own: Counter[int] = Counter()
    for meld in table_melds(ex):
        own[meld.owner] += len(meld.cards)
    if len(ex.cards) - 1 + own[ex.seat] != dealt:
        raise ExerciseError(
            f"{NAMES[ex.seat]} holds {len(ex.cards)} cards after the draw and has "
            f"{own[ex.seat]} on the table, but a deal for {ex.players} gives {dealt}: "
            f"{dealt + 1 - own[ex.seat]} cards after the draw")
    if ex.kind == "rummy_pays":
        for seat, held in zip(payer_seats(ex), ex.others, strict=True):
            if len(held) + own[seat] != dealt:
                raise ExerciseError(
                    f"{NAMES[seat]} holds {len(held)} cards and has {own[seat]} on the "
                    f"table, but a deal for {ex.players} gives {dealt}")
    for seat, n in own.items():
        if seat != ex.seat and n >= dealt:
            raise ExerciseError(f"{NAMES[seat]} has put all {n} cards down and is out")


def check_melds(melds: Sequence[TableMeld], rules: Rules) -> None:
    """Every meld on the table is a meld under these rules (Q-K-A only with ace high)."""
    for m in melds:
        problem = meld_problem(m.cards, rules.ace_high_or_low)
        if problem is not None:
            raise ExerciseError(f"the table's {problem}")


def fitting(meld: TableMeld, ace_high: bool) -> tuple[Card, ...]:
    """Every card of the deck the engine lets onto ``meld`` (for the answer hint)."""
    from ginrules.cards import full_deck

    return tuple(c for c in full_deck() if fits(c, meld, ace_high))


# ---------------------------------------------------------------- this turn's best


#: One thing put on the table, and the best of a turn: the engine's turn search
#: (:mod:`ginrules.rummy_search`) under the names the kinds read.
Move = TurnMove
Best = TurnPlan
_search = search_turn


def best_turn(hand: Sequence[Card], table: Sequence[TableMeld], rules: Rules) -> Best:
    """The least points ``hand`` can keep after melding and laying off this turn, under
    the house rules (one new meld a turn, going out with a discard): the engine's
    :func:`ginrules.rummy_search.best_turn`."""
    return engine_best_turn(hand, table, rules)


def can_put_down(picked: Sequence[Card], table: Sequence[TableMeld], rules: Rules,
                 limits: bool = True) -> bool:
    """Whether every one of ``picked`` can go on the table this turn (melds of them and
    layoffs onto the table or onto those melds); ``limits``: with the one-meld rule."""
    return engine_can_put_down(picked, table, rules, limits)


# ---------------------------------------------------------------- a finished hand


def payer_seats(ex: Exercise) -> tuple[int, ...]:
    """The seats that pay, in turn from the winner (``ex.seat``); ``ex.others`` holds
    their cards in this order."""
    return seats(ex).others(ex.seat)


def seats(ex: Exercise) -> Table:
    """The exercise's table of ``ex.players`` seats, which says who plays after whom."""
    return Table(NAMES[: ex.players])


def _owned(melds: Sequence[TableMeld], seat: int) -> list[TableMeld]:
    return [m for m in melds if m.owner == seat]


def play_out(ex: Exercise, rules: Rules) -> tuple[RummyHand, tuple[TableMeld, ...]]:
    """Play the exercise's hand with the engine, every move checked as legal: each seat
    lays its melds on the table (drawing and discarding a card from the stock each turn),
    then the winner (``ex.seat``) draws one of ``ex.cards`` and puts down all it can, with
    a discard when a card is left. Returns the finished hand and the table as it was
    before the winner's last turn. Raises ExerciseError when the engine refuses a move
    or the winner cannot go out."""
    n = ex.players
    if len(ex.others) != n - 1:
        raise ExerciseError(f"'others' needs the cards of the {n - 1} other players")
    melds = table_melds(ex)
    check_melds(melds, rules)
    win = ex.seat
    held = {seat: tuple(cards) for seat, cards in zip(payer_seats(ex), ex.others, strict=True)}
    if any(not cards for cards in held.values()):
        raise ExerciseError("every other player still holds a card")
    order = seats(ex).order_from(win)  # the winner plays last
    per_turn = 1 if rules.one_meld_per_turn else 99
    rounds = max((-(-len(_owned(melds, s)) // per_turn) for s in order), default=0)
    used = {*ex.cards, *(c for m in melds for c in m.cards), *(c for h in held.values() for c in h)}
    from ginrules.cards import full_deck

    spare = [c for c in full_deck() if c not in used]
    drawn_last = ex.cards[-1]
    hands: list[tuple[Card, ...]] = []
    for seat in range(n):
        own = tuple(c for m in _owned(melds, seat) for c in m.cards)
        rest = tuple(ex.cards[:-1]) if seat == win else held[seat]
        hands.append((*own, *rest))
    turns = rounds * n + n - 1
    fillers = spare[:turns]
    upcard = spare[turns]
    stock = [*fillers, drawn_last]
    try:
        hand = RummyHand.arranged(rules, win, hands, upcard, stock, players=NAMES[:n])
    except ValueError as err:
        raise ExerciseError(str(err)) from err
    fill = iter(fillers)
    for r in range(rounds + 1):
        for seat in order:
            if r == rounds and seat == win:
                break
            _do(hand, Action.draw_stock())
            card = next(fill)
            for m in _owned(melds, seat)[r * per_turn:(r + 1) * per_turn]:
                _do(hand, Action.meld(m.cards))
            _do(hand, Action.discard(card))
    before = hand.state.table
    _do(hand, Action.draw_stock())
    _finish(hand, rules)
    result = hand.result
    if result is None or result.winner_seat != win:
        raise ExerciseError(f"{NAMES[win]} cannot go out with these cards under these rules")
    return hand, before


def hand_size(rules: Rules, players: int) -> int:
    """The cards dealt to each player (10, 7 or 6), as the engine's variant says."""
    from ginrules.variants import find_variant

    return find_variant("rummy").cards_for(players)


def _do(hand: RummyHand, action: Action) -> None:
    if action not in hand.legal_actions():
        raise ExerciseError(f"the engine does not allow '{action}' here")
    hand.apply(action)


def _finish(hand: RummyHand, rules: Rules) -> None:
    """The winner's last turn: the finder's plan first, then any legal meld or layoff
    (the rules may refuse one that empties the hand), then the last card discarded."""
    for _ in range(20):
        if hand.is_over:
            return
        st = hand.state
        cards = st.hands[st.to_act]
        legal = hand.legal_actions()
        plays = find_plays(cards, st.table, rules.ace_high_or_low)
        wanted = [Action.meld(m) for m in plays.plan_melds]
        wanted += [Action.lay_off(c, st.table[i].cards) for c, i in plays.plan_layoffs[:1]]
        move = next((a for a in wanted if a in legal), None)
        if move is None:
            spread = [a for a in legal if a.kind in (ActionKind.MELD, ActionKind.LAY_OFF)]
            spread.sort(key=_size_first)
            move = spread[0] if spread else None
        if move is None and len(cards) == 1:
            move = Action.discard(cards[0])
        if move is None or move not in legal:
            return
        hand.apply(move)


def _size_first(action: Action) -> int:
    """The longest meld first, then layoffs."""
    return -sum(len(m) for m in action.melds) if action.kind is ActionKind.MELD else 0


def pays_result(ex: Exercise, rules: Rules) -> RummyResult:
    """The engine's result of the exercise's finished hand."""
    hand, _before = play_out(ex, rules)
    assert hand.result is not None
    return hand.result


def last_turn_words(ex: Exercise, rules: Rules, lang: str) -> str:
    """The winner's last turn in one sentence, from the engine's events."""
    hand, before = play_out(ex, rules)
    events = hand.state.events
    last_draw = max(i for i, e in enumerate(events) if e.kind == "draw")
    parts = [say("turn.draw", lang)]
    final = hand.state.table
    # The table as it lies at each move: a card laid off onto a run grown earlier in this
    # turn is named with the run as it lies then (9♣ on 5♣ 6♣ 7♣ 8♣, not on 5♣ 6♣ 7♣).
    now = [set(m.cards) for m in before]
    for e in events[last_draw + 1:]:
        if e.kind == "meld":
            parts.append(say("turn.meld", lang, cards=list(e.cards)))
            now.append(set(e.cards))
        elif e.kind == "lay_off" and e.card is not None:
            on = next(m for m in final if e.card in m.cards)
            i = next(i for i, cards in enumerate(now) if cards <= set(on.cards))
            was = TableMeld(on.owner, tuple(c for c in on.cards if c in now[i]), on.is_run)
            parts.append(say("turn.lay_off", lang, card=e.card,
                             meld=meld_named(ex, was, lang, you=False)))
            now[i].add(e.card)
        elif e.kind == "discard" and e.card is not None:
            parts.append(say("turn.discard", lang, card=e.card))
    parts.append(say("turn.out", lang))
    what = ", ".join(parts[:-1]) + " " + say("turn.and", lang) + " " + parts[-1]
    return say("ui.last_turn", lang, name=NAMES[ex.seat], what=what)
