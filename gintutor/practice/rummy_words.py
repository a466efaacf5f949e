"""Rummy's own words at the practice table, in both languages: the menu entries, a meld
named by its owner, Rummy's clauses of a turn, the learner's turn, the page's Rummy
controls, and the engine's reasons for refusing a move said in the learner's words.

In the practice page's own zip with Rummy's session (:mod:`gintutor.practice.rummy`):
the other pages never load them."""

from __future__ import annotations

from ginrules.actions import IllegalActionError
from ginrules.words import Catalogue
from gintutor.practice.words import WORDS as PRACTICE_WORDS

__all__ = ["REFUSAL_WORDS", "RUMMY_WORDS", "WORDS", "reason_words", "say"]

_WORDS: dict[str, dict[str, str]] = {
    "en": {
        # the game menu (build time: the menu is in the page)
        "page.game.rummy:2": "Rummy, two players: you and the computer",
        "page.game.rummy:3": "Rummy, three players: you, Mia and Daan",
        "page.game.rummy:4": "Rummy, four players: you, Mia, Daan and Noor",
        "page.game.rummy:5": "Rummy, five players: you, Mia, Daan, Noor and Sem",
        "page.game.rummy:6": "Rummy, six players: you, Mia, Daan, Noor, Sem and Lotte",
        # a meld on the table, named by its owner (the accessible name of its button)
        "meld.run.you": "your run {cards}",
        "meld.run.other": "{name}'s run {cards}",
        "meld.set.you": "your set of {rank:ranks} ({cards})",
        "meld.set.other": "{name}'s set of {rank:ranks} ({cards})",
        # Rummy's clauses of a turn (gin's are the practice page's)
        "cl.draw_turned": "{person:turns|turn} the discard pile over into a new stock and "
        "{person:draws|draw} from it",
        "cl.meld": "{person:melds|meld} {cards}",
        "cl.lay_off": "{person:lays|lay} {card} off on {meld}",
        "cl.out": "{person:goes|go} out",
        # the learner's own moves, one line each
        "ev.meld.you": "You meld {cards}.",
        "ev.lay_off.you": "You lay {card} off on {meld}.",
        "ev.out.you": "You go out!",
        "ev.turn_pile": "The stock is empty: the discard pile is turned over (not shuffled) "
        "to make a new stock.",
        "over.r_drawn": "The stock is empty and the pile may not be turned over again: this "
        "hand is a draw, nobody scores.",
        # what the learner is asked to do
        "turn.r_draw": "Your turn: draw from the stock or take {card} from the discard pile.",
        "turn.r_turn": "Your turn: the stock is empty. Turn the discard pile over to make a "
        "new stock and draw from it, or take {card}.",
        "turn.r_play": "Meld or lay off if you like, then discard a card.",
        "turn.r_discard": "Nothing to meld or lay off: choose a card to discard.",
        "turn.r_taken": "You may not discard {card}, the card you took from the pile.",
        # the page
        "page.meld": "Meld",
        "page.table_melds": "Melds on the table",
        "page.no_melds": "No melds on the table yet.",
        "page.pick_meld": "First choose the cards of your meld in your hand, then “Meld”.",
        "page.pick_layoff": "To lay off, first choose one card in your hand, then the meld "
        "on the table.",
        "page.one_layoff": "Lay off one card at a time: choose just one card, then the meld.",
        "page.one_discard": "Choose just one card to discard.",
        "page.turn_pile": "Turn the pile over and draw",
        "page.stock_empty": "The stock is empty: drawing turns the discard pile over into "
        "a new stock.",
        "page.hand_end": "The end of the hand",
        "page.left": "{name:cap}: {cards} left, {person:pays|pay} {paid}",
        "page.r_stock": "Stock: {n} {n:card|cards}",
        "page.left_none": "{name:cap}: no cards left",
        "page.points_in_hand": "Points in your hand: {n}",
        "group.fits": "Fits a meld on the table",
        "group.rest": "Not in a meld: {n} points",
        "page.melds_hint": "To lay off, choose a card in your hand, then the meld here.",
        # why a move is not allowed (the engine's reasons in the learner's words)
        "why.not_turn": "It is not your turn yet.",
        "why.hand_over": "The hand is over.",
        "why.hand_over_next": "The hand is over: deal the next hand.",
        "why.game_over": "The game is over.",
        "why.not_over": "The hand is not over yet.",
        "why.no_such": "Rummy has no such move: draw, meld, lay off and discard.",
        "why.pile_empty": "The discard pile is empty: draw from the stock.",
        "why.top_only": "Only the top card of the discard pile may be taken.",
        "why.no_turn_left": "The stock is empty and the pile may not be turned over again.",
        "why.draw_first": "Draw first: from the stock or the discard pile.",
        "why.drawn": "You have already drawn this turn: meld, lay off or discard.",
        "why.not_held": "{card} is not in your hand.",
        "why.taken": "You took {card} from the pile this turn: you may not discard it now.",
        "why.twice": "{cards} names a card twice.",
        "why.too_few": "{cards} is not a meld: a meld needs at least three cards.",
        "why.mixed": "{cards} is not a meld: a run is in one suit, a set is of one rank.",
        "why.ace_low": "{cards} is not a run: under these house rules the ace is low only "
        "(A-2-3, not Q-K-A).",
        "why.gap": "{cards} is not a run: {card} is missing.",
        "why.one_meld": "Under these house rules you lay one meld a turn.",
        "why.keep_discard": "Under these house rules you go out with a discard: keep a card "
        "to discard.",
        "why.stuck": "That would leave you only {card}, the card you took from the pile this "
        "turn, which you may not discard.",
        "why.not_now": "That is not allowed now.",
        "why.no_meld": "There is no meld {cards} on the table.",
        "why.set_full": "{card} does not fit {cards}: the set has all four cards already.",
        "why.set_rank": "{card} does not fit {cards}: a set takes only cards of its own rank.",
        "why.run_end": "{card} does not fit {cards}: a run grows only by the next card of "
        "its own suit at either end.",
    },
    "nl": {
        "page.game.rummy:2": "Rummy, twee spelers: jij en de computer",
        "page.game.rummy:3": "Rummy, drie spelers: jij, Mia en Daan",
        "page.game.rummy:4": "Rummy, vier spelers: jij, Mia, Daan en Noor",
        "page.game.rummy:5": "Rummy, vijf spelers: jij, Mia, Daan, Noor en Sem",
        "page.game.rummy:6": "Rummy, zes spelers: jij, Mia, Daan, Noor, Sem en Lotte",
        "meld.run.you": "jouw serie {cards}",
        "meld.run.other": "de serie {cards} van {name}",
        "meld.set.you": "jouw set {rank:ranks} ({cards})",
        "meld.set.other": "de set {rank:ranks} van {name} ({cards})",
        "cl.draw_turned": "draait de aflegstapel om als nieuwe stapel en trekt daarvan",
        "cl.meld": "legt {cards} op tafel",
        "cl.lay_off": "legt {card} bij {meld}",
        "cl.out": "gaat uit",
        "ev.meld.you": "Je legt {cards} op tafel.",
        "ev.lay_off.you": "Je legt {card} bij {meld}.",
        "ev.out.you": "Je gaat uit!",
        "ev.turn_pile": "De stapel is op: de aflegstapel wordt omgedraaid (niet geschud) en is de "
        "nieuwe stapel.",
        "over.r_drawn": "De stapel is op en de aflegstapel mag niet nog eens worden "
        "omgedraaid: deze ronde is onbeslist, niemand scoort.",
        "turn.r_draw": "Jouw beurt: trek van de stapel of pak {card} van de aflegstapel.",
        "turn.r_turn": "Jouw beurt: de stapel is op. Draai de aflegstapel om als nieuwe stapel en "
        "trek daarvan, of pak {card}.",
        "turn.r_play": "Je mag uitleggen of bijleggen; leg daarna een kaart af.",
        "turn.r_discard": "Niets om uit te leggen of bij te leggen: leg een kaart af.",
        "turn.r_taken": "Je mag {card} niet afleggen: die pakte je van de aflegstapel.",
        "page.meld": "Op tafel",
        "page.table_melds": "Combinaties op tafel",
        "page.no_melds": "Er liggen nog geen combinaties op tafel.",
        "page.pick_meld": "Kies eerst in je hand de kaarten van je combinatie en dan „Op tafel”.",
        "page.pick_layoff": "Bijleggen: kies eerst één kaart in je hand en dan de combinatie "
        "op tafel.",
        "page.one_layoff": "Je legt één kaart tegelijk bij: kies één kaart en dan de combinatie.",
        "page.one_discard": "Kies precies één kaart om af te leggen.",
        "page.turn_pile": "Draai de aflegstapel om en trek",
        "page.stock_empty": "De stapel is op: als je trekt, wordt eerst de aflegstapel "
        "omgedraaid als nieuwe stapel.",
        "page.hand_end": "Het einde van de ronde",
        "page.left": "{name:cap}: {cards} over, betaalt {paid}",
        "page.r_stock": "Stapel: {n} {n:kaart|kaarten}",
        "page.left_none": "{name:cap}: geen kaarten meer",
        "page.points_in_hand": "Punten in je hand: {n}",
        "group.fits": "Past bij een combinatie op tafel",
        "group.rest": "Niet in een combinatie: {n} punten",
        "page.melds_hint": "Bijleggen: kies een kaart in je hand, dan hier de combinatie.",
        "why.not_turn": "Je bent nog niet aan de beurt.",
        "why.hand_over": "De ronde is uit.",
        "why.hand_over_next": "De ronde is uit: deel de volgende ronde.",
        "why.game_over": "Het spel is uit.",
        "why.not_over": "De ronde is nog niet uit.",
        "why.no_such": "Die zet bestaat niet in Rummy; je kunt trekken, uitleggen, bijleggen en "
        "afleggen.",
        "why.pile_empty": "De aflegstapel is leeg: trek van de stapel.",
        "why.top_only": "Je mag alleen de bovenste kaart van de aflegstapel pakken.",
        "why.no_turn_left": "De stapel is op en de aflegstapel mag niet nog eens worden "
        "omgedraaid.",
        "why.draw_first": "Eerst trekken: van de stapel of de aflegstapel.",
        "why.drawn": "Je hebt deze beurt al getrokken: leg uit, leg bij of leg af.",
        "why.not_held": "{card} zit niet in je hand.",
        "why.taken": "Je pakte {card} deze beurt van de aflegstapel: die mag je nu niet "
        "afleggen.",
        "why.twice": "In {cards} staat een kaart twee keer.",
        "why.too_few": "{cards} is geen combinatie: een combinatie heeft minstens drie kaarten.",
        "why.mixed": "{cards} is geen combinatie: een serie is van één kleur, een set van "
        "één rang.",
        "why.ace_low": "{cards} is geen serie: met deze huisregels is de aas alleen laag "
        "(A-2-3, niet V-H-A).",
        "why.gap": "{cards} is geen serie: {card} ontbreekt.",
        "why.one_meld": "Met deze huisregels leg je één combinatie per beurt op tafel.",
        "why.keep_discard": "Met deze huisregels ga je uit door af te leggen: houd een kaart "
        "over om af te leggen.",
        "why.stuck": "Dan houd je alleen {card} over, de kaart die je deze beurt van de "
        "aflegstapel pakte en niet mag afleggen.",
        "why.not_now": "Dat mag nu niet.",
        "why.no_meld": "Er ligt geen combinatie {cards} op tafel.",
        "why.set_full": "{card} past niet bij {cards}: de set is al compleet.",
        "why.set_rank": "{card} past niet bij {cards}: in een set horen alleen kaarten van "
        "dezelfde rang.",
        "why.run_end": "{card} past niet bij {cards}: een serie wordt alleen aan een van de "
        "uiteinden langer, met de volgende kaart van dezelfde kleur.",
    },
}


#: Rummy's own words (the completeness test reads this catalogue).
RUMMY_WORDS = Catalogue.from_languages("gintutor.practice.rummy_words._WORDS", _WORDS)
#: The words of the Rummy table: the practice page's and Rummy's own, one look-up.
WORDS = Catalogue.merged("gintutor.practice.rummy_words", [PRACTICE_WORDS, RUMMY_WORDS])


def say(key: str, lang: str = "en", **values: object) -> str:
    """A word of the Rummy table (or of the practice page) in ``lang``."""
    return WORDS.say(key, lang, **values)


# ---------------------------------------------------------------- the engine's reasons

#: The practice's words for each refusal the Rummy hand (and the game around it) gives,
#: by the engine's key (``IllegalActionError.key``). The practice says them its own way:
#: what is wrong, without giving the answer (a run's missing ends are not named). A test
#: plays illegal moves and checks every key it meets is here.
REFUSAL_WORDS: dict[str, str] = {
    "refuse.not_your_turn": "why.not_turn",
    "refuse.hand_over": "why.hand_over",
    "refuse.hand_over_next": "why.hand_over_next",
    "refuse.game_over": "why.game_over",
    "refuse.hand_not_over": "why.not_over",
    "refuse.rummy.no_such": "why.no_such",
    "refuse.rummy.pile_empty": "why.pile_empty",
    "refuse.top_only": "why.top_only",
    "refuse.rummy.no_turn_left": "why.no_turn_left",
    "refuse.rummy.draw_first": "why.draw_first",
    "refuse.rummy.drawn": "why.drawn",
    "refuse.not_held": "why.not_held",
    "refuse.rummy.taken": "why.taken",
    "refuse.meld.twice": "why.twice",
    "refuse.meld.too_few": "why.too_few",
    "refuse.meld.mixed": "why.mixed",
    "refuse.meld.ace_low": "why.ace_low",
    "refuse.meld.gap": "why.gap",
    "refuse.rummy.one_meld": "why.one_meld",
    "refuse.rummy.keep_discard": "why.keep_discard",
    "refuse.rummy.stuck": "why.stuck",
    "refuse.rummy.meld_not_now": "why.not_now",
    "refuse.rummy.layoff_not_now": "why.not_now",
    "refuse.rummy.no_meld": "why.no_meld",
    "refuse.rummy.set_full": "why.set_full",
    "refuse.rummy.set_rank": "why.set_rank",
    "refuse.rummy.run_end": "why.run_end",
    "refuse.rummy.run_full": "why.run_end",
}


def reason_words(error: IllegalActionError, lang: str = "en") -> str | None:
    """The engine's reason for refusing a move as the learner reads it: what is wrong,
    in their language, without giving the answer; None for a reason this table does not
    know (a new refusal, or one given as plain text)."""
    key = REFUSAL_WORDS.get(error.key or "")
    if key is None:
        return None
    values = {name: value for name, value in error.values.items() if name in ("card", "cards")}
    return say(key, lang, **values)
