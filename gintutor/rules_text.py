"""What the house rules say, in words, computed from a :class:`~ginrules.Rules` value.

Every page that states a rule (the rules page, the lessons' ``{placeholders}``, puzzles,
practice) takes its words from here, so no page can tell a learner another number than
the engine plays by. Numbers that depend on a card (Oklahoma's knock limit) are asked of
the engine (``Rules.max_knock_deadwood``), never worked out a second time here.

>>> from ginrules import Rules
>>> [s.sentence for s in statements(Rules.preset("standard"), "en")][:2]
['Knock with 10 or less deadwood.', "Gin bonus: 25, plus the defender's deadwood."]
>>> statement(Rules.preset("hoyle"), "undercut", "nl").value
'10'
>>> rules_label(Rules.preset("oklahoma").with_options(spade_doubles=True), "en")
'Oklahoma, but: A spade as the first upcard doubles the score of the hand.'

Imports stay light (``ginrules.cards`` and ``ginrules.rules`` only): the rules page's
controller runs this in Pyodide.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ginrules.cards import Card
from ginrules.errors import RulesError
from ginrules.rules import Rules
from ginrules.variants import GIN, Variant, find_variant
from ginrules.words import LANGUAGES, engine_words

__all__ = [
    "OPTION_STATEMENT",
    "PRESET_NAMES",
    "STATEMENT_KEYS",
    "Statement",
    "placeholder_values",
    "preset_name",
    "preset_table",
    "rules_label",
    "statement",
    "statement_keys",
    "statements",
]

LANGS = LANGUAGES

#: Which statement states each ``Rules`` option. A new option without an entry fails
#: tests/content/test_rules_text.py, so no option can go unstated. Options the engine
#: helper is adding are listed too: they are read when the field exists.
OPTION_STATEMENT: dict[str, str] = {
    "knock_limit": "knock",
    "knock_limit_inclusive": "knock",
    "knock_limit_from_upcard": "knock",
    "ace_upcard_gin_only": "knock",
    "gin_bonus": "gin",
    "big_gin_bonus": "big_gin",
    "undercut_bonus": "undercut",
    "spade_doubles": "spade",
    "stock_exhausted": "stock_end",
    "max_reshuffles": "stock_end",
    "last_discard_only_to_go_out": "last_discard",
    "next_dealer": "next_dealer",
    "discard_taken_card": "discard_taken",
    "target": "target",
    "game_bonus": "game_bonus",
    "box_bonus": "box_bonus",
    "shutout_multiplier": "shutout",
    "hollywood": "hollywood",
    "chain_own_layoffs": "layoff_chain",
    "meeting_hands": "meeting",
    "ace_high_or_low": "ace",
    "one_meld_per_turn": "melds_a_turn",
    "out_without_discard": "going_out",
    "pile_turns": "pile_turns",
    "fixed_hands": "target",
    "target_five_or_more": "target",
}

#: The statements in the order a page lists them (the order of a hand, then of a game).
STATEMENT_KEYS: tuple[str, ...] = (
    "ace",
    "melds_a_turn",
    "going_out",
    "pile_turns",
    "knock",
    "gin",
    "big_gin",
    "undercut",
    "spade",
    "discard_taken",
    "stock_end",
    "last_discard",
    "layoff_chain",
    "next_dealer",
    "target",
    "meeting",
    "game_bonus",
    "box_bonus",
    "shutout",
    "hollywood",
)

_LABELS: dict[str, dict[str, str]] = {
    "knock": {"en": "Knock with", "nl": "Kloppen met"},
    "gin": {"en": "Gin bonus", "nl": "Bonus voor gin"},
    "big_gin": {"en": "Big gin bonus", "nl": "Bonus voor big gin"},
    "undercut": {"en": "Undercut bonus", "nl": "Undercutbonus"},
    "spade": {"en": "Spade as the first upcard", "nl": "Schoppen als eerste open kaart"},
    "discard_taken": {
        "en": "A card just taken from the discard pile",
        "nl": "Een kaart die je net van de aflegstapel pakte",
    },
    "stock_end": {"en": "End of the stock", "nl": "Einde van de stapel"},
    "last_discard": {
        "en": "The last discard at the end of the stock",
        "nl": "De laatste afgelegde kaart aan het einde van de stapel",
    },
    "next_dealer": {"en": "Next dealer", "nl": "Volgende deler"},
    "target": {"en": "Game to", "nl": "Spel tot"},
    "game_bonus": {"en": "Game bonus", "nl": "Spelbonus"},
    "box_bonus": {"en": "Box bonus", "nl": "Rondebonus"},
    "shutout": {"en": "Shutout", "nl": "Shutout"},
    "hollywood": {"en": "Hollywood scoring", "nl": "Hollywood-telling"},
    "layoff_chain": {"en": "Laying off onto your own layoff",
                     "nl": "Bijleggen aan je eigen bijgelegde kaart"},
    "meeting": {"en": "A tournament meeting", "nl": "Een partij van het toernooi"},
    "ace": {"en": "The ace in a run", "nl": "De aas in een serie"},
    "melds_a_turn": {"en": "Melds a turn", "nl": "Combinaties per beurt"},
    "going_out": {"en": "Going out", "nl": "Uitgaan"},
    "pile_turns": {"en": "The empty stock", "nl": "Een lege stapel"},
}


@dataclass(frozen=True)
class Statement:
    """One rule as the learner reads it: a short ``label`` and ``value`` for the preset
    table, and the whole ``sentence`` for lists and lessons (both from the same values)."""

    key: str
    label: str
    value: str
    sentence: str


# ----------------------------------------------------------------- the phrases


def _times(n: int, lang: str) -> str:
    if lang == "nl":
        return "één keer" if n == 1 else f"{n} keer"
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def _at_most(limit: int, lang: str) -> str:
    """'10 or less', and for 0 'gin only': the words for a largest knocking deadwood."""
    if limit == 0:
        return {"en": "0 (gin only)", "nl": "0 (alleen gin)"}[lang]
    return {"en": f"{limit} or less", "nl": f"{limit} of minder"}[lang]


def _max_reshuffles(rules: Rules) -> int:
    """How often the discards may become a new stock: the option once the engine has it,
    until then the engine's constant."""
    value: Any = getattr(rules, "max_reshuffles", None)
    if value is None:
        from ginrules import game

        value = getattr(game, "MAX_RESHUFFLES", 1)
    return int(value)


def _knock_value(rules: Rules, lang: str) -> str:
    if rules.knock_limit_from_upcard:

        def allows(code: str) -> str:
            limit = rules.max_knock_deadwood(Card.from_code(code))
            if limit == 0:
                return {"en": "gin only", "nl": "alleen gin"}[lang]
            return _at_most(limit, lang)

        seven, face, ace = allows("7D"), allows("KD"), allows("AD")
        if lang == "nl":
            return (
                "dood hout tot de waarde van de eerste open kaart: een 7 staat"
                f" {seven} toe, een plaatje {face}, een aas {ace}"
            )
        return (
            "deadwood up to the value of the first upcard: a 7 allows"
            f" {seven}, a face card {face}, an ace {ace}"
        )
    limit = rules.max_knock_deadwood()
    if limit == 0:
        return {"en": "no deadwood: gin only", "nl": "geen dood hout: alleen gin"}[lang]
    words = {"en": f"{limit} or less deadwood", "nl": f"{limit} of minder dood hout"}[lang]
    if not rules.knock_limit_inclusive:
        words += {
            "en": f" (less than {rules.knock_limit})",
            "nl": f" (minder dan {rules.knock_limit})",
        }[lang]
    return words


def _stock_end_value(rules: Rules, lang: str) -> str:
    if rules.stock_exhausted == "draw":
        return {
            "en": "with 2 cards left in the stock, a discard without knocking ends the hand"
            " in a draw",
            "nl": "zijn er nog 2 kaarten in de stapel en klopt de speler die aflegt niet,"
            " dan eindigt de ronde in gelijkspel",
        }[lang]
    n = _max_reshuffles(rules)
    if n == 0:
        return {
            "en": "when the stock is empty, the hand is a draw (no reshuffle)",
            "nl": "is de stapel op, dan eindigt de ronde in gelijkspel (er wordt niet"
            " opnieuw geschud)",
        }[lang]
    if lang == "nl":
        return (
            "is de stapel op, dan wordt de aflegstapel op de bovenste kaart na geschud tot"
            f" een nieuwe stapel, hoogstens {_times(n, lang)}; de keer daarna is het"
            " gelijkspel"
        )
    return (
        "when the stock is empty, the discards but the top card are shuffled into a new"
        f" stock, at most {_times(n, lang)}; the next time it is a draw"
    )


def _stock_end_clause(rules: Rules, lang: str) -> str:
    """The end of the stock as the second half of a lesson sentence ("If ..., {stock_end}.";
    Dutch "..., dan {stock_end}."): the same facts as the statement."""
    draw = {
        "en": "the hand is a draw: nobody scores and the same dealer deals again",
        "nl": "eindigt de ronde in gelijkspel: niemand scoort en dezelfde deler deelt opnieuw",
    }[lang]
    n = _max_reshuffles(rules)
    if rules.stock_exhausted == "draw" or n == 0:
        return draw
    if lang == "nl":
        return (
            "wordt de aflegstapel, op de bovenste kaart na, geschud tot een nieuwe stapel en"
            f" gaat het spel door, hoogstens {_times(n, lang)}; de keer daarna eindigt de ronde"
            " in gelijkspel"
        )
    return (
        "the discard pile, all but its top card, is shuffled into a new stock and play goes"
        f" on, at most {_times(n, lang)}; the next time the hand is a draw"
    )


def _value(rules: Rules, key: str, lang: str, game: Variant = GIN) -> str:
    """The table cell of one statement."""
    nl = lang == "nl"
    if key == "knock":
        return _knock_value(rules, lang)
    if key == "gin":
        return str(rules.gin_bonus)
    if key == "big_gin":
        if rules.big_gin_bonus is None:
            return "wordt niet gespeeld" if nl else "not played"
        return str(rules.big_gin_bonus)
    if key == "undercut":
        return str(rules.undercut_bonus)
    if key == "spade":
        if rules.spade_doubles:
            return "verdubbelt de score van de ronde" if nl else "doubles the score of the hand"
        return "verdubbelt niets" if nl else "doubles nothing"
    if key == "discard_taken":
        if rules.discard_taken_card:
            return "mag je meteen weer afleggen" if nl else "may be discarded at once"
        return (
            "mag je niet in dezelfde beurt afleggen" if nl
            else "may not be discarded in the same turn"
        )
    if key == "stock_end":
        return _stock_end_value(rules, lang)
    if key == "last_discard":
        if rules.last_discard_only_to_go_out:
            return (
                "mag de ander nog pakken, maar alleen om te kloppen of gin te maken" if nl
                else "the other player may still take it, but only to knock or go gin"
            )
        if rules.stock_exhausted == "reshuffle" and _max_reshuffles(rules):
            # Only the last run-down ends the hand: the ones before it reshuffle.
            return (
                "kan niemand meer pakken als de stapel voor de laatste keer op is: de ronde is"
                " meteen voorbij" if nl
                else "cannot be taken when the stock runs out for the last time: the hand ends"
                " at once"
            )
        return (
            "kan niemand meer pakken: de ronde is meteen voorbij" if nl
            else "cannot be taken: the hand ends at once"
        )
    if key == "next_dealer":
        who = {
            "winner": ("the winner of the hand", "de winnaar van de ronde"),
            "loser": ("the loser of the hand", "de verliezer van de ronde"),
            "left": ("the player to the dealer's left", "de speler links van de deler"),
            "winner_of_two": ("the winner of the hand when two play, the player to the "
                              "dealer's left when more play",
                              "de winnaar van de ronde als je met twee speelt, de speler "
                              "links van de deler als je met meer speelt"),
        }[rules.next_dealer]
        return who[1] if nl else who[0]
    if key == "target":
        if rules.fixed_hands:
            return f"{rules.fixed_hands} rondes" if nl else f"{rules.fixed_hands} hands"
        points = f"{rules.target} punten" if nl else f"{rules.target} points"
        if rules.target_five_or_more:  # Rummy: more payers, a larger target
            big = rules.target_five_or_more
            return (f"{points}, met vijf of meer spelers {big}" if nl
                    else f"{points}, {big} with five or more players")
        return points
    if key == "ace":
        if rules.ace_high_or_low:
            return ("hoog of laag (A-2-3 en V-H-A), nooit rond (H-A-2)" if nl
                    else "high or low (A-2-3 and Q-K-A), never round the corner (K-A-2)")
        return "alleen laag (A-2-3, niet V-H-A)" if nl else "low only (A-2-3, not Q-K-A)"
    if key == "melds_a_turn":
        if rules.one_meld_per_turn:
            return "één per beurt" if nl else "one a turn"
        return "zoveel als je wilt" if nl else "as many as you like"
    if key == "going_out":
        if rules.out_without_discard:
            return ("met of zonder laatste afgelegde kaart" if nl
                    else "with or without a last discard")
        return "altijd met een laatste afgelegde kaart" if nl else "always with a last discard"
    if key == "pile_turns":
        n = rules.pile_turns
        if nl:
            return f"de aflegstapel wordt omgedraaid, hoogstens {n} keer"
        return f"the discard pile is turned over, at most {n} {'time' if n == 1 else 'times'}"
    if key == "game_bonus":
        return str(rules.game_bonus)
    if key == "box_bonus":
        if not rules.box_bonus:
            return "geen" if nl else "none"
        return (
            f"{rules.box_bonus} per gewonnen ronde, "
            f"{'voor elk team' if game.teams else 'voor elke speler'}" if nl else
            f"{rules.box_bonus} for every hand won, for each {'team' if game.teams else 'player'}"
        )
    if key == "shutout":
        m = rules.shutout_multiplier
        if m == 1:
            return "geen extra bonus" if nl else "no extra bonus"
        total = rules.game_bonus * m
        if nl:
            word = "verdubbeld" if m == 2 else f"keer {m}"
            return f"spelbonus {word} ({total}) als de verliezer niets scoorde"
        word = "doubled" if m == 2 else f"times {m}"
        return f"game bonus {word} ({total}) if the loser scored nothing"
    if key == "layoff_chain":
        if rules.chain_own_layoffs:
            return "mag" if nl else "allowed"
        return "mag niet" if nl else "not allowed"
    if key == "meeting":
        n = rules.meeting_hands
        if n:
            return f"{n} rondes" if nl else f"{n} hands"
        return f"een spel tot {rules.target}" if nl else f"a game to {rules.target}"
    if key == "hollywood":
        if rules.hollywood:
            return (
                "drie spellen tegelijk op één scoreblad" if nl
                else "three games scored at once on one sheet"
            )
        return "nee, één spel tegelijk" if nl else "no, one game at a time"
    raise RulesError(f"no statement {key!r}; the statements are {', '.join(STATEMENT_KEYS)}")


def _sentence(rules: Rules, key: str, lang: str, value: str, game: Variant = GIN) -> str:
    """The whole sentence of one statement, built around its table value."""
    nl = lang == "nl"
    label = _LABELS[key][lang]
    if key == "knock":
        return f"{label} {value}."
    if key == "gin":
        return (
            f"{label}: {value}, plus het dood hout van de tegenspeler." if nl
            else f"{label}: {value}, plus the defender's deadwood."
        )
    if key == "big_gin":
        if rules.big_gin_bonus is None:
            return (
                "Jouw huisregels kennen geen big gin: met 11 kaarten in combinaties leg je er"
                " één af en heb je gin." if nl
                else "Your house rules do not play big gin: with 11 melded cards you discard"
                " one and go gin."
            )
        return (
            f"Big gin levert {value} op plus het dood hout van de tegenspeler (alle 11 kaarten"
            " in combinaties, zonder af te leggen)." if nl
            else f"Big gin scores {value} plus the defender's deadwood (all 11 cards melded,"
            " no discard)."
        )
    if key == "undercut":
        return (
            f"{label}: {value}. Bij gelijk dood hout is het ook een undercut." if nl
            else f"{label}: {value}. A tie on a knock is an undercut too."
        )
    if key == "spade":
        if rules.spade_doubles:
            return (
                "Een schoppen als eerste open kaart verdubbelt de score van de ronde." if nl
                else "A spade as the first upcard doubles the score of the hand."
            )
        return (
            "Een schoppen als eerste open kaart verdubbelt de score niet." if nl
            else "A spade as the first upcard does not double the score."
        )
    if key in ("discard_taken", "last_discard"):
        comma = "," if nl and key == "discard_taken" else ""  # Dutch: after the relative clause
        return f"{label}{comma} {value}."
    if key == "next_dealer":
        if rules.next_dealer == "winner_of_two":  # Rummy: who deals depends on the table
            return (
                "Speel je met twee, dan deelt de winnaar van de ronde de volgende (na een ronde"
                " zonder winnaar deelt dezelfde deler opnieuw); speel je met meer, dan deelt na"
                " elke ronde de speler links van de deler." if nl
                else "When two play, the winner of the hand deals the next one (after a hand"
                " without a winner the same dealer deals again); when more play, the player to"
                " the dealer's left deals after every hand."
            )
        if rules.next_dealer == "left":  # the deal goes round, whatever the hand gave
            return (
                f"{value[0].upper()}{value[1:]} deelt de volgende ronde, ook na een gelijkspel."
                if nl
                else f"{value[0].upper()}{value[1:]} deals the next hand, after a drawn hand"
                " too."
            )
        return (
            f"{value[0].upper()}{value[1:]} deelt de volgende ronde; na een gelijkspel deelt"
            " dezelfde deler opnieuw." if nl
            else f"{value[0].upper()}{value[1:]} deals the next hand; after a drawn hand the"
            " same dealer deals again."
        )
    if key == "target":
        if rules.fixed_hands:
            return (
                f"Een spel duurt {value}, die allemaal tellen: wie dan de meeste punten heeft,"
                " wint het spel; bij een gelijke stand bovenaan delen ze de winst." if nl
                else f"A game is {value}, every one of them counting: the player with the most"
                " points then wins it; players level at the top share the win."
            )
        if game.teams:  # pairs: the team sheet
            return (
                f"Een spel gaat tot {value}: het team dat dat totaal het eerst haalt, wint het"
                " spel." if nl
                else f"A game is played to {value}: the first team to reach it wins the game."
            )
        return (
            f"Een spel gaat tot {value}: wie dat totaal als eerste haalt, wint het spel." if nl
            else f"A game is played to {value}: the first player to reach it wins the game."
        )
    if key == "ace":
        return (f"De aas in een serie is {value}." if nl
                else f"The ace in a run is {value}.")
    if key == "melds_a_turn":
        if rules.one_meld_per_turn:
            return ("Je legt hoogstens één nieuwe combinatie per beurt op tafel; bijleggen mag"
                    " altijd." if nl
                    else "You lay at most one new meld on the table a turn; laying off is"
                    " always allowed.")
        return ("Je legt zoveel combinaties op tafel als je wilt, en legt bij waar je wilt."
                if nl else "You lay as many melds on the table as you like, and lay off"
                " wherever you like.")
    if key == "going_out":
        if rules.out_without_discard:
            return ("Je gaat uit als je geen kaarten meer hebt: met je laatste afgelegde kaart,"
                    " of door alles uit te leggen en bij te leggen zonder af te leggen." if nl
                    else "You go out when you have no cards left: with your last discard, or"
                    " by melding and laying off everything without a discard.")
        return ("Je gaat altijd uit met een laatste afgelegde kaart: houd er één over om af te"
                " leggen." if nl
                else "You always go out with a last discard: keep one card to discard.")
    if key == "pile_turns":
        n = rules.pile_turns
        if nl:
            return (f"Is de stapel op, dan pakt de volgende speler de bovenste afgelegde kaart"
                    f" of draait de aflegstapel om (niet geschud) als nieuwe stapel, hoogstens"
                    f" {n} keer; is de stapel daarna weer op, dan eindigt de ronde zonder"
                    " winnaar.")
        times = "time" if n == 1 else "times"
        return ("When the stock is empty, the next player takes the top discard or turns the"
                f" discard pile over (not shuffled) as a new stock, at most {n} {times}; when"
                " the stock is empty after that, the hand ends without a winner.")
    if key == "game_bonus":
        if not rules.game_bonus:
            return "Geen spelbonus." if nl else "No game bonus."
        return (
            f"{label}: {value} voor de winnaar van het spel." if nl
            else f"{label}: {value} for the winner of the game."
        )
    if key == "box_bonus":
        if not rules.box_bonus:
            return "Geen rondebonus." if nl else "No box bonus."
        return (
            f"{label}: {value} (ook voor de verliezer van het spel)." if nl
            else f"{label}: {value} (the loser of the game too)."
        )
    if key == "shutout":
        return f"{label}: {value}."
    if key == "meeting":
        if rules.meeting_hands:
            return (
                f"Elke partij van het toernooi duurt {value}; wie dan de meeste punten heeft,"
                " wint de partij." if nl
                else f"Each meeting of the tournament is {value}; the player with more points"
                " then wins it."
            )
        return (
            f"Elke partij van het toernooi is {value}, met de bonussen van een spel." if nl
            else f"Each meeting of the tournament is {value}, with a game's bonuses."
        )
    if key == "layoff_chain":
        if rules.chain_own_layoffs:
            return (
                "Na een klop legt elke tegenspeler alleen bij de combinaties van de klopper"
                " zoals die zijn uitgelegd, nooit bij wat een andere tegenspeler erbij legde;"
                " wel bij een kaart die hij zelf net bijlegde (8♥ bij 5♥ 6♥ 7♥, dan 9♥)." if nl
                else "After a knock each opponent lays off only onto the knocker's melds as"
                " laid out, never onto what another opponent laid off; but onto a card they"
                " laid off themselves (8♥ onto 5♥ 6♥ 7♥, then 9♥)."
            )
        return (
            "Na een klop legt elke tegenspeler alleen bij de combinaties van de klopper zoals"
            " die zijn uitgelegd: alleen kaarten die direct aansluiten, ook niet bij een kaart"
            " die hij zelf bijlegde." if nl
            else "After a knock each opponent lays off only onto the knocker's melds as laid"
            " out: only cards that fit them directly, not onto a card they laid off"
            " themselves."
        )
    if key == "hollywood":
        if rules.hollywood:
            return (
                "Hollywood-telling: drie spellen tegelijk op één scoreblad. De eerste"
                " gewonnen ronde van een speler telt in spel 1, de tweede in spel 1 en 2,"
                " de derde en latere in alle drie; een spel dat uit is, krijgt geen punten"
                " meer." if nl
                else "Hollywood scoring: three games are scored at once on one sheet. A"
                " player's first hand won counts in game 1, the second in games 1 and 2,"
                " the third and later in all three; a game that has ended takes no more"
                " points."
            )
        return "Geen Hollywood-telling: één spel tegelijk." if nl else (
            "No Hollywood scoring: one game at a time.")
    return f"{label}: {value}."  # pragma: no cover - every key is handled above


def _check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise RulesError(f"no rules text in language {lang!r}; the languages are en, nl")


# ----------------------------------------------------------------- the interface


def statement(rules: Rules, key: str, lang: str = "en",
              variant: str | Variant = GIN) -> Statement:
    """One rule of ``rules`` in words (``key`` from STATEMENT_KEYS), as ``variant`` plays
    it (pairs: a team, not a player, reaches the target and wins a box)."""
    _check_lang(lang)
    game = find_variant(variant)
    value = _value(rules, key, lang, game)
    return Statement(key, _LABELS[key][lang], value, _sentence(rules, key, lang, value, game))


def statements(rules: Rules, lang: str = "en", variant: str | Variant = GIN) -> list[Statement]:
    """Every rule of ``rules`` that ``variant`` plays by, in words, in page order: what a
    page says these rules are (a statement whose options the game does not read is left
    out: two-player gin has no opponents laying off in turn)."""
    return [statement(rules, key, lang, variant) for key in statement_keys(variant)]


def statement_keys(variant: str | Variant = GIN) -> tuple[str, ...]:
    """The statements of the rules ``variant`` reads, in page order."""
    game = find_variant(variant)
    return tuple(key for key in STATEMENT_KEYS
                 if any(option in game.options for option, said in OPTION_STATEMENT.items()
                        if said == key))


def preset_table(lang: str = "en", variant: str | Variant = GIN) -> list[dict[str, Any]]:
    """A game's comparison table (the rules pages): per statement of the rules ``variant``
    reads a row label and the value of each of its presets, by preset name."""
    game = find_variant(variant)
    presets = {name: Rules.preset(name, game) for name in game.preset_names}
    return [
        {
            "key": key,
            "label": _LABELS[key][lang],
            "cells": {name: statement(r, key, lang, game).value
                      for name, r in presets.items()},
        }
        for key in statement_keys(game)
    ]


def rules_page(variant: str | Variant = GIN) -> str:
    """The address of a game's rules page below the language: ``rules`` for two-player
    gin (the game the course teaches), ``rules/<game>`` for every other game."""
    game = find_variant(variant)
    return "rules" if game is GIN else f"rules/{game.name}"


def preset_name(name: str, lang: str = "en", variant: str | Variant = GIN) -> str:
    """A preset's name as the learner reads it (written once, in the engine's words):
    ``preset.<game>.<name>`` where a game's preset means something else than another
    game's of the same name (Rummy's 'short'), else ``preset.<name>``."""
    _check_lang(lang)
    game = find_variant(variant)
    if name not in game.preset_names:
        Rules.preset(name, game)  # raises the engine's clear "unknown preset" error
    words = engine_words()
    own = f"preset.{game.name}.{name}"
    return words.say(own if own in words else f"preset.{name}", lang)


#: Every preset's name by language, read from the engine's words (for tables and tests).
PRESET_NAMES: dict[str, dict[str, str]] = {
    name: {lang: preset_name(name, lang) for lang in LANGS} for name in Rules.preset_names()
}


def rules_label(rules: Rules, lang: str = "en") -> str:
    """The name of these rules: a preset's name, or the closest preset and what differs.

    A puzzle under Oklahoma with spade doubling is not plain "Oklahoma": this says so.
    """
    _check_lang(lang)
    exact = rules.matching_preset()
    if exact is not None:
        return preset_name(exact, lang)
    mine = {s.key: s for s in statements(rules, lang)}

    def differences(name: str) -> list[Statement]:
        theirs = statements(Rules.preset(name), lang)
        return [mine[s.key] for s in theirs if s.sentence != mine[s.key].sentence]

    base = min(Rules.preset_names(), key=lambda name: len(differences(name)))
    but = {"en": "but", "nl": "maar"}[lang]
    changed = " ".join(s.sentence for s in differences(base))
    return f"{preset_name(base, lang)}, {but}: {changed}"


def rules_in(chosen: Rules, variant: str | Variant) -> Rules:
    """The learner's house rules (a preset of two-player gin) in the game `variant`: the
    game's preset of the same name when it has one, else the game's own default. So a
    learner who plays Hoyle's numbers meets them in the three-player lessons too, and a
    game with presets of its own (Rummy) is taught under its standard rules; the game's
    rules page marks the same preset."""
    names = Rules.preset_names(variant)
    name = chosen.matching_preset()
    return Rules.preset(name if name in names else names[0], variant)


#: Classic Rummy's options in words ({rummy_ace}, {rummy_melds}, {rummy_out}).
_RUMMY_SAYS: dict[str, dict[str, str]] = {
    "ace_low": {"en": "The ace is low: A-2-3 is a run, Q-K-A is not.",
                "nl": "De aas is laag: A-2-3 is een serie, V-H-A niet."},
    "ace_high": {"en": "The ace may be low or high: A-2-3 and Q-K-A are runs, K-A-2 is not.",
                 "nl": "De aas mag laag of hoog zijn: A-2-3 en V-H-A zijn series, H-A-2 niet."},
    "any_melds": {"en": "You may lay as many new melds in a turn as you like.",
                  "nl": "Je mag in een beurt zoveel nieuwe combinaties uitleggen als je wilt."},
    "one_meld": {"en": "You lay at most one new meld a turn; layoffs as many as you like.",
                 "nl": "Je legt hoogstens één nieuwe combinatie per beurt uit; bijleggen zo "
                 "vaak je wilt."},
    "out_free": {"en": "Once your last card is on the table you are out, with or without a "
                 "discard.",
                 "nl": "Zodra je laatste kaart op tafel ligt, ben je uit, met of zonder "
                 "afleggen."},
    "out_discard": {"en": "Going out always ends with a discard, so keep one card to "
                    "discard.",
                    "nl": "Uitgaan eindigt altijd met afleggen: houd dus één kaart over om af "
                    "te leggen."},
}

#: Seven-card gin's showdown: may an opponent lay off next to their own layoff
#: ({layoff_chain}: the lesson that teaches it and the hints that use it say the same).
_CHAIN_SAYS: dict[bool, dict[str, str]] = {
    True: {"en": "An opponent may build on a card they laid off themselves: after laying "
                 "off 8♥ on 5♥ 6♥ 7♥, they may lay off 9♥ too.",
           "nl": "Op een kaart die hij zelf heeft bijgelegd, mag een tegenspeler wel verder "
                 "bouwen: wie 8♥ bij 5♥ 6♥ 7♥ legt, mag daarna ook 9♥ bijleggen."},
    False: {"en": "Under these house rules an opponent may not build on a card they laid "
                  "off themselves either: only cards that fit the knocker's melds as laid "
                  "out go down.",
            "nl": "Met deze huisregels mag een tegenspeler ook niet verder bouwen op een "
                  "kaart die hij zelf heeft bijgelegd: alleen kaarten die direct bij de "
                  "combinaties van de klopper passen, mogen erbij."},
}


def placeholder_values(
    rules: Rules, lang: str = "en", upcard: Card | None = None
) -> dict[str, object]:
    """The lessons' ``{placeholder}`` values (gintutor.lessons.fill and the exercises'
    feedback): the numbers of ``rules`` and the phrases this module states them with.

    ``rule_<key>`` is the whole sentence of each statement (``{oklahoma.rule_stock_end}``).
    With ``upcard`` the knock limit is that hand's.
    """
    _check_lang(lang)
    if rules.knock_limit_from_upcard and upcard is None:
        limit = rules.knock_limit - (0 if rules.knock_limit_inclusive else 1)
        knock_rule = {
            "en": "at most the value of the first upcard",
            "nl": "hoogstens de waarde van de eerste open kaart",
        }[lang]
    else:
        limit = rules.max_knock_deadwood(upcard)
        knock_rule = _at_most(limit, lang)
    said = {s.key: s for s in statements(rules, lang)}
    # Every option is a placeholder under its own name ({max_reshuffles}, ...); the values
    # below, worked out for the learner, take precedence over the raw option.
    values: dict[str, object] = rules.to_dict() | {
        "knock_limit": limit,
        "knock_rule": knock_rule,
        "gin_bonus": rules.gin_bonus,
        "big_gin_bonus": rules.big_gin_bonus or 0,
        "big_gin_rule": said["big_gin"].sentence,
        "undercut_bonus": rules.undercut_bonus,
        "target": rules.target,
        "box_bonus": rules.box_bonus,
        "game_bonus": rules.game_bonus,
        "shutout_bonus": rules.game_bonus * rules.shutout_multiplier,
        "max_reshuffles": _max_reshuffles(rules),
        "stock_end": _stock_end_clause(rules, lang),
        "next_dealer": said["next_dealer"].value,
        # Classic Rummy's turn, in a sentence each (the Rummy course's lessons and hints).
        "rummy_ace": _RUMMY_SAYS["ace_high" if rules.ace_high_or_low else "ace_low"][lang],
        "rummy_melds": _RUMMY_SAYS["one_meld" if rules.one_meld_per_turn else "any_melds"][lang],
        "rummy_out": _RUMMY_SAYS["out_free" if rules.out_without_discard else "out_discard"][
            lang],
        # Seven-card gin's showdown, in a sentence (its lesson and its layoff hints).
        "layoff_chain": _CHAIN_SAYS[rules.chain_own_layoffs][lang],
    }
    for key, s in said.items():
        values[f"rule_{key}"] = s.sentence
    return values

