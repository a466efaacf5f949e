# ruff: noqa: E501  (templates read best on one line)
"""The words of the rules engine, in English and Dutch.

Each message id maps to a template per language. Templates are
``str.format`` strings with a few extra field formats (see
:mod:`ginrules.explain`): ``{cards}`` gives ``7♥ 8♥ 9♥``, ``{card:name}``
gives ``seven of hearts`` / ``harten zeven``, ``{n:card|cards}`` picks the
singular or plural, ``{rank:ranks}`` gives ``sevens`` / ``zevens``,
``{kind:term}`` translates a term (``run`` -> ``serie``), ``{cards:sum}`` adds
up the card values (``10 + 3``), ``{melds:each}`` lists groups of cards.

Dutch vocabulary follows the sources: kloppen (knock), de klopper (knocker),
dood hout (deadwood), aflegstapel (discard pile), setje (set), serie (run),
bijleggen (lay off), gin, big gin.
"""

from __future__ import annotations

__all__ = ["MESSAGES", "TERMS"]

TERMS: dict[str, dict[str, str]] = {
    "en": {
        "and": "and", "set": "set", "run": "run", "meld": "meld",
        "knocker": "knocker", "defender": "defender", "knock": "knock",
        "undercut": "undercut", "gin": "gin", "big_gin": "big gin", "draw": "draw",
        "standard": "standard", "nl-klassiek": "nl-klassiek", "hoyle": "Hoyle",
        "oklahoma": "Oklahoma",
    },
    "nl": {
        "and": "en", "set": "setje", "run": "serie", "meld": "combinatie",
        "knocker": "klopper", "defender": "tegenstander", "knock": "kloppen",
        "undercut": "undercut", "gin": "gin", "big_gin": "big gin", "draw": "remise",
        "standard": "standaard", "nl-klassiek": "nl-klassiek", "hoyle": "Hoyle",
        "oklahoma": "Oklahoma",
    },
}

MESSAGES: dict[str, dict[str, str]] = {
    # -- meld checks ---------------------------------------------------------------
    "meld.set.ok": {
        "en": "{cards} is a set: {n} {rank:ranks}.",
        "nl": "{cards} is een setje: {n} {rank:ranks}.",
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
        "nl": "{cards} is geen setje: een setje heeft dezelfde rang, en {odd:each} is geen {rank:rank}.",
    },
    "meld.neither": {
        "en": "{cards} is not a meld: a set needs the same rank, a run needs one suit.",
        "nl": "{cards} is geen combinatie: een setje heeft dezelfde rang, een serie één kleur.",
    },
    # -- arrangements and deadwood -------------------------------------------------------
    "arrangement.meld": {
        "en": "{kind:Term}: {meld}.",
        "nl": "{kind:Term}: {meld}.",
    },
    "arrangement.no_melds": {
        "en": "No melds: no three cards make a set or a run.",
        "nl": "Geen combinaties: geen drie kaarten vormen een setje of een serie.",
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
        "en": "{card} fits both a set and a run; it goes in the {kind:term}, which leaves the least deadwood.",
        "nl": "{card} past in een setje en in een serie; hij gaat in de {kind:term}, dat laat het minste dood hout over.",
    },
    "deadwood.ties": {
        "en": "{n} arrangements leave this little deadwood; this is one of them.",
        "nl": "{n} indelingen laten zo weinig dood hout over; dit is er één.",
    },
    # -- eleven cards: discards, knocking, gin ------------------------------------------------
    "discard.gin": {
        "en": "Discard {card}: no deadwood left, that is gin.",
        "nl": "Gooi {card} weg: geen dood hout over, dat is gin.",
    },
    "discard.knock": {
        "en": "Discard {card}: {deadwood} deadwood left, so you may knock (limit {limit}).",
        "nl": "Gooi {card} weg: {deadwood} dood hout over, dus je mag kloppen (grens {limit}).",
    },
    "discard.no_knock": {
        "en": "Discard {card}: {deadwood} deadwood left, too much to knock (limit {limit}).",
        "nl": "Gooi {card} weg: {deadwood} dood hout over, te veel om te kloppen (grens {limit}).",
    },
    "discard.gin_only": {
        "en": "Discard {card}: {deadwood} deadwood left; with this upcard only gin ends the hand.",
        "nl": "Gooi {card} weg: {deadwood} dood hout over; met deze open kaart telt alleen gin.",
    },
    "big_gin.yes": {
        "en": "All 11 cards are in melds: big gin, no discard needed.",
        "nl": "Alle 11 kaarten zitten in combinaties: big gin, je hoeft niets weg te gooien.",
    },
}
