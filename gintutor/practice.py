"""Practice hands against the computer: the session logic of the practice page (no DOM).

Why a separate module: the page controller only draws and listens; everything a
learner's move sets off — the coach's warning, the computer's replies and the
words that announce them, the showdown steps, the review, the score sheet, and
keeping the game across reloads — lives here, pure Python, so CPython tests
can play whole games exactly as the browser does.

The rules, the hand and game state machine, the advisor and the computer
opponent are ``ginrules``'s; this module never decides what is legal or how
much a hand scores.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ginrules import (
    Arrangement,
    Card,
    Meld,
    Rules,
    ScoreSheet,
    best_arrangement,
    format_cards,
    render,
)
from ginrules.actions import Action, ActionKind, IllegalActionError, SaveFileError
from ginrules.explain import Step
from ginrules.game import Game, Hand
from ginrules.match import Match, game_from_dict, new_game
from ginrules.reader import parse_json
from ginrules.rng import derive_seed
from ginrules.scoring import HandResult
from ginrules.variants import GIN, VARIANTS, Variant, find_variant
from ginrules.view import Event, GamePhase, Phase, PlayerView
from ginrules.words import Catalogue, engine_words
from gintutor.render import card_back_html, card_html, escape

__all__ = [
    "MODES",
    "SAVE_KEY",
    "WORDS",
    "Decision",
    "Outcome",
    "PracticeSession",
    "SeatRow",
    "Settings",
    "SpreadChoice",
    "SpreadForm",
    "Warning",
    "say",
    "spread_form",
]

#: The ``localStorage`` key the page keeps the session under.
SAVE_KEY = "gin-tutor.practice"
SAVE_VERSION = 1
MODES: tuple[str, ...] = ("hand", "game")


@dataclass(frozen=True)
class PracticeChoice:
    """One entry of the practice page's game menu: a game at a number of seats."""

    variant: Variant
    players: int

    @property
    def key(self) -> str:
        """The menu value: the game's name, with the number of players when the game is
        for more than one number ('gin-7:4')."""
        if len(self.variant.seats) == 1:
            return self.variant.name
        return f"{self.variant.name}:{self.players}"


#: The session class of each hand flow the practice page plays: ``module:Class``, imported
#: when a game of that flow is first played (Rummy's session is in the practice page's
#: own zip, not in the one every page loads).
FLOW_SESSIONS = {"gin": "gintutor.practice:PracticeSession",
                 "rummy": "gintutor.rummy_practice:RummySession"}
#: The games the practice page offers, in its menu's order: every game at every number
#: of players it is for.
PRACTICE_FLOWS = tuple(FLOW_SESSIONS)
PRACTICE_CHOICES = tuple(PracticeChoice(v, n) for v in VARIANTS if v.hand_flow in PRACTICE_FLOWS
                         for n in v.seats)
#: Every game the practice page plays.
PRACTICE_GAMES = tuple(v for v in VARIANTS if v.hand_flow in PRACTICE_FLOWS)


def practice_choice(key: str | None) -> PracticeChoice | None:
    """The menu entry ``key`` names (None for anything else)."""
    return next((c for c in PRACTICE_CHOICES if c.key == key), None)


#: The learner's seat at the practice table; the computer plays every other seat.
LEARNER = 0

#: Spread choices shown before "More spreads" (the advisor's choice is the first).
FIRST_SPREADS = 3

#: The coach speaks up for a move the advisor grades as this (not for an inaccuracy).
COACH_GRADE = "mistake"

# ---------------------------------------------------------------- words

#: The computer players' names at a table of more than two (the same in both languages;
#: at a table of two the computer is "the computer").
COMPUTER_NAMES = ("Mia", "Daan", "Noor", "Sem", "Lotte")
_PRONOUNS = {"en": ("she", "he", "she", "he", "she"), "nl": ("zij", "hij", "zij", "hij", "zij")}

_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "you": "You",
        "computer": "Computer",
        "ev.pass.other": "{name:cap} passes on the upcard.",
        "ev.pass.you": "You pass on the upcard.",
        "ev.take.other": "{name:cap} takes {card} from the discard pile.",
        "ev.take.you": "You take {card} from the discard pile.",
        "ev.draw.other": "{name:cap} draws from the stock.",
        "ev.draw.you": "You draw {card} from the stock.",
        "ev.discard.other": "{name:cap} discards {card}.",
        "ev.discard.you": "You discard {card}.",
        "ev.knock.other": "{name:cap} knocks.",
        "ev.knock.you": "You knock.",
        "ev.gin.other": "{name:cap} goes gin!",
        "ev.gin.you": "You go gin!",
        "ev.big_gin.other": "{name:cap} has big gin!",
        "ev.big_gin.you": "You have big gin!",
        "ev.reshuffle": "The stock ran down: the discards are shuffled into a new stock.",
        "ev.upcard": "The upcard is {card}.",
        "turn.first": "The upcard {card} is offered to you: take it or pass.",
        "turn.draw": "Your turn: draw from the stock or take {card}.",
        "turn.draw_stock": "Your turn: draw from the stock.",
        "turn.discard": "Choose a card to discard.",
        "turn.discard_knock": "Choose a card to discard, or knock.",
        "turn.discard_gin": "Choose a card to discard, or go gin.",
        "turn.discard_knock_gin": "Choose a card to discard, knock or go gin.",
        "turn.discard_big_gin": "You have big gin: declare it, or choose a card to discard.",
        "turn.show": "You knocked. Choose which melds to show.",
        "turn.wait": "{name:cap} is thinking…",
        "turn.sit_out": "You dealt this hand and sit it out: {players} play.",
        "over.sat_out": "You dealt this hand and sat it out.",
        "over.watched": "Your meeting was over: you watched this hand at the other table.",
        "over.drawn": "The stock ran down to two cards: this hand is a draw, nobody scores.",
        "over.you": "You score {points} {points:point|points} ({kind}).",
        "over.other": "{name:cap} scores {points} {points:point|points} ({kind}).",
        "kind.knock": "knock",
        "kind.undercut": "undercut",
        "kind.gin": "gin",
        "kind.big_gin": "big gin",
        "coach.warn": "Coach: wait! You are about to {action}.",
        "coach.why": "{why}",
        "hint": "Hint: {best}.",
        "act.draw stock": "draw from the stock",
        "act.take": "take {card}",
        "act.pass": "pass",
        "act.discard": "discard {card}",
        "act.knock": "knock, discarding {card}",
        "act.gin": "go gin, discarding {card}",
        "act.big gin": "declare big gin",
        "act.show": "show {melds}",
        "act.next hand": "deal the next hand",
        "review.agreed": "The advisor agrees with {n} of your {total} decisions.",
        "review.close": "You chose to {mine}; the advisor would {best} (almost as good).",
        "review.bad": "You chose to {mine}; the advisor would {best}: about {loss} "
        "points likely lost.",
        "review.none": "No decisions to review yet.",
        "review.total": "In all, about {loss} points likely lost to the advisor's choices.",
        "spread.knocker.you": "Your spread (you knocked)",
        "spread.knocker.other": "{name:cap}'s spread ({pronoun} knocked)",
        "spread.defender.you": "Your cards (defender)",
        "spread.defender.other": "{name:cap}'s cards (defender)",
        "spread.meld": "Meld",
        "spread.deadwood": "Deadwood: {n}",
        "spread.laid_off": "Laid off",
        "show.who.you": "You knocked: you are the knocker, {defender} is the defender.",
        "show.who.other": "{knocker:cap} knocked: {pronoun} is the knocker, you are the defender.",
        "show.who.between": "{knocker:cap} knocked: {pronoun} is the knocker, {defender} is the"
        " defender.",
        "name.you": "you",
        "name.other": "the computer",
        "pronoun.other": "it",
        **{f"name.computer.{n}": name for n, name in enumerate(COMPUTER_NAMES, 1)},
        **{f"pronoun.computer.{n}": p for n, p in enumerate(_PRONOUNS["en"], 1)},
        "kind.draw": "drawn",
        "none": "none",
        "sheet.hand": "Hand {n}: {who} {points} ({kind})",
        "sheet.draw": "Hand {n}: drawn, nobody scores",
        "restored": "Your game was restored.",
        "restore_failed": "The saved game could not be restored, so a new one starts.",
        "page.title": "Practice against the computer",
        "page.intro": "Play a hand, or a whole game to the target of your house rules, "
        "against the computer players. Ask "
        "for a hint whenever you like; the coach warns you before a clear mistake and lets you "
        "take the move back. After each hand you see how it was scored, step by step, and a "
        "review of your decisions.",
        "page.about": "How practice works",
        "page.setup": "New game",
        "page.mode": "Play",
        "page.mode.hand": "one hand",
        "page.mode.game": "a whole game",
        "page.strength": "Computer",
        "page.coach": "Coach warns me before a clear mistake",
        "page.deal": "Deal",
        "page.loading": "The table appears here once the card engine has loaded.",
        "page.table": "The table",
        "page.known": "Cards you know {pronoun} holds",
        "page.game": "Game",
        "page.game.gin": "Two players: you and the computer",
        "page.game.gin-3": "Three players: you, Mia and Daan (the dealer sits out)",
        "page.stock": "Stock: {n} cards",
        "page.pile": "Discard pile",
        "page.pile_empty": "The discard pile is empty.",
        "page.your_hand": "Your hand",
        "page.your_move": "Your move",
        "page.stock_h": "Stock",
        "page.deadwood": "Your deadwood now: {n}",
        "page.knock_limit": "Knock limit: {n}",
        "page.gin_only": "Knock limit: gin only",
        "page.draw": "Draw from the stock",
        "page.take": "Take {card}",
        "page.pass": "Pass",
        "page.discard": "Discard",
        "page.knock": "Knock",
        "page.gin": "Gin",
        "page.big_gin": "Big gin",
        "page.pick_card": "First choose a card in your hand.",
        "page.hint": "Hint",
        "page.play_hint": "Play the hint",
        "page.show": "Show these melds",
        "page.show_options": "Your melds to show",
        "page.take_back": "Take it back",
        "page.play_anyway": "Play it anyway",
        "page.log": "What happened",
        "page.log_hand": "{title} ({n} {n:line|lines})",
        "page.log_fold": "{n} earlier {n:line|lines} of this hand",
        "page.showdown": "The showdown",
        "page.next_step": "Next step",
        "page.all_steps": "Show all steps",
        "page.review": "Review of your decisions",
        "page.sheet": "Score sheet",
        "page.sheet_hand": "Hand",
        "page.sheet_you": "You",
        "page.sheet_computer": "Computer",
        "page.sheet_kind": "How",
        "page.next_hand": "Deal the next hand",
        "page.new_hand": "Play another hand",
        "page.new_game": "New game",
        "page.game_over": "The game is over.",
        "page.scores": "Score: {scores} (game to {target})",
        "page.one_hand": "One hand",
        "page.hand_view": "Show your hand",
        "page.table_tools": "Your hand, the coach and the pace",
        "page.by_suit": "By suit",
        "page.by_melds": "By melds",
        "page.own_order": "In your own order: “By suit” sorts it again.",
        "page.move_left": "Move left",
        "page.move_right": "Move right",
        "page.move_help": "To rearrange: choose a card, then Move left or Move right "
        "(keyboard: Alt or Shift with the arrow keys moves the focused card).",
        "page.moved": "{card} moved to place {n} of {total}.",
        "page.move_end": "{card} is already at the end.",
        "page.fast": "Fast computer",
        "page.fast_on": "The computer's moves are shown at once.",
        "page.fast_off": "The computer's moves are shown one by one.",
        "hand.deadwood": "Deadwood: {n}",
        "spread.choice": "Spread {n}: {melds} {melds_word}, deadwood {deadwood}",
        "spread.choice_best": "Spread {n}, the advisor's choice: {melds} {melds_word}, "
        "deadwood {deadwood}",
        "spread.meld_word": "meld",
        "spread.melds_word": "melds",
        "spread.best": "Advisor's choice",
        "spread.more": "More spreads ({n})",
        "spread.fewer": "Fewer spreads",
        "spread.shown": "{n} of {total} spreads shown, the advisor's choice first.",
        "page.hand_no": "Hand {n}",
        "page.rules": "house rules: {rules}",
        "page.coach_off": "Coach off",
        "page.coach_on": "Coach on",
        "turn.watch": "Your meeting is over: {players} play on at the other table.",
        "turn.other_table": "Your hand is over: {players} are still playing at the other table.",
        "over.drawn_empty": "The stock ran out and may not be shuffled again: this hand is a "
        "draw, nobody scores.",
        "other_table": "At the other table: {result}",
        "team.you": "you and {partner}",
        "team.other": "{a} and {b}",
        "team.level": "On balance the hand is level: nobody scores.",
        "team.balance": "On balance the hand goes to {team}: {points} points.",
        "sheet.table": "{a:cap} against {b}: {name} {points} ({kind})",
        "sheet.table_draw": "{a:cap} against {b}: drawn",
        "standing": "{place}. {name:cap}: {games} {games:game|games} won, {points} points "
        "({played} of 3 meetings played).",
        "page.scores_hands": "Score: {scores} ({n} hands a meeting)",
        "page.round_hand": "Round {round}, hand {n}",
        "page.game.gin-7:3": "Seven cards, three players: you, Mia and Daan",
        "page.game.gin-7:4": "Seven cards, four players: you, Mia, Daan and Noor",
        "page.game.gin-pairs": "Four players in pairs at two tables: you and Daan against Mia "
        "and Noor",
        "page.game.gin-tournament": "Four players, a tournament at two tables: you meet Mia, "
        "Daan and Noor in turn",
        "page.other_table": "The other table",
        "page.at_table": "{a:cap} against {b}",
        "page.standings": "Standings",
        "page.sheet_tables": "The two tables",
        "page.house_rules": "House rules",
        "page.skip": "Skip to the end of their hand",
        "page.other_pile": "Top of their discard pile: {card}",
        "page.other_stock": "Their stock: {n} cards",
        "page.other_waits": "Their hand is over; they wait for the next deal.",
        "act.meld": "meld {cards}",
        "act.lay off": "lay {card} off on {meld}",
        "kind.out": "out",
        "kind.rummy": "rummy",
        "page.scores_fixed": "Score: {scores} (a game of {n} hands)",
        "page.rules_link": "The rules of this game",
        # each seat's latest turn in one sentence: "Mia draws from the stock and discards 8♦."
        "turn.sentence": "{name:cap} {clauses}.",
        "turn.going": "{name:cap} {clauses} …",
        "cl.pass": "{person:passes|pass} on the upcard",
        "cl.draw": "{person:draws|draw} from the stock",
        "cl.take": "{person:takes|take} {card} from the discard pile",
        "cl.discard": "{person:discards|discard} {card}",
        "cl.knock": "{person:knocks|knock}",
        "cl.gin": "{person:goes|go} gin",
        "cl.big_gin": "{person:has|have} big gin",
        # a seat at the table
        "page.seats": "The players",
        "page.seat_cards": "{n} {n:card|cards}",
        "page.seat_turn": "to play",
        "page.seat_dealer": "dealer",
        "page.seat_sits_out": "sits this hand out",
        "page.seat_partner": "your partner",
        "page.seat_waiting": "No move yet this hand.",
    },
    "nl": {
        "you": "Jij",
        "computer": "Computer",
        "ev.pass.other": "{name:cap} past op de open kaart.",
        "ev.pass.you": "Je past op de open kaart.",
        "ev.take.other": "{name:cap} pakt {card} van de aflegstapel.",
        "ev.take.you": "Je pakt {card} van de aflegstapel.",
        "ev.draw.other": "{name:cap} trekt van de stapel.",
        "ev.draw.you": "Je trekt {card} van de stapel.",
        "ev.discard.other": "{name:cap} legt {card} af.",
        "ev.discard.you": "Je legt {card} af.",
        "ev.knock.other": "{name:cap} klopt.",
        "ev.knock.you": "Je klopt.",
        "ev.gin.other": "{name:cap} gaat gin!",
        "ev.gin.you": "Je gaat gin!",
        "ev.big_gin.other": "{name:cap} heeft big gin!",
        "ev.big_gin.you": "Je hebt big gin!",
        "ev.reshuffle": "De stapel is op: de afgelegde kaarten worden geschud en vormen een nieuwe "
        "stapel.",
        "ev.upcard": "De open kaart is {card}.",
        "turn.first": "Je mag de open kaart {card} pakken of passen.",
        "turn.draw": "Jouw beurt: trek van de stapel of pak {card}.",
        "turn.draw_stock": "Jouw beurt: trek van de stapel.",
        "turn.discard": "Kies een kaart om af te leggen.",
        "turn.discard_knock": "Kies een kaart om af te leggen, of klop.",
        "turn.discard_gin": "Kies een kaart om af te leggen, of ga gin.",
        "turn.discard_knock_gin": "Kies een kaart om af te leggen, klop of ga gin.",
        "turn.discard_big_gin": "Je hebt big gin: meld het, of kies een kaart om af te leggen.",
        "turn.show": "Je hebt geklopt. Kies welke combinaties je uitlegt.",
        "turn.wait": "{name:cap} denkt na…",
        "turn.sit_out": "Jij hebt gedeeld en speelt deze ronde niet mee: {players} spelen.",
        "over.sat_out": "Jij had gedeeld en speelde deze ronde niet mee.",
        "over.watched": "Jouw partij was al uit: je keek toe aan de andere tafel.",
        "over.drawn": "Er liggen nog maar twee kaarten op de stapel: deze ronde is onbeslist, "
        "niemand scoort.",
        "over.you": "Jij scoort {points} {points:punt|punten} ({kind}).",
        "over.other": "{name:cap} scoort {points} {points:punt|punten} ({kind}).",
        "kind.knock": "kloppen",
        "kind.undercut": "undercut",
        "kind.gin": "gin",
        "kind.big_gin": "big gin",
        "coach.warn": "Coach: wacht even! Je wilt {action}.",
        "coach.why": "{why}",
        "hint": "Tip: {best}.",
        "act.draw stock": "van de stapel trekken",
        "act.take": "{card} pakken",
        "act.pass": "passen",
        "act.discard": "{card} afleggen",
        "act.knock": "kloppen en {card} afleggen",
        "act.gin": "gin gaan en {card} afleggen",
        "act.big gin": "big gin melden",
        "act.show": "{melds} uitleggen",
        "act.next hand": "de volgende ronde delen",
        "review.agreed": "De adviseur is het eens met {n} van je {total} beslissingen.",
        "review.close": "Je koos: {mine}; de adviseur zou {best} (bijna even goed).",
        "review.bad": "Je koos: {mine}; de adviseur zou {best}: dat kostte "
        "waarschijnlijk zo'n {loss} punten.",
        "review.none": "Nog geen beslissingen om na te lopen.",
        "review.total": "In totaal kostten je keuzes waarschijnlijk zo'n {loss} punten, vergeleken "
        "met die van de adviseur.",
        "spread.knocker.you": "Wat jij uitlegt (jij klopte)",
        "spread.knocker.other": "Wat {name} uitlegt ({pronoun} klopte)",
        "spread.defender.you": "Jouw kaarten (tegenspeler)",
        "spread.defender.other": "De kaarten van {name} (tegenspeler)",
        "spread.meld": "Combinatie",
        "spread.deadwood": "Dood hout: {n}",
        "spread.laid_off": "Bijgelegd",
        "show.who.you": "Jij klopte: jij bent de klopper, {defender} is de tegenspeler.",
        "show.who.other": "{knocker:cap} klopte: {pronoun} is de klopper, jij bent de tegenspeler.",
        "show.who.between": "{knocker:cap} klopte: {pronoun} is de klopper, {defender} is de"
        " tegenspeler.",
        "name.you": "jij",
        "name.other": "de computer",
        "pronoun.other": "hij",
        **{f"name.computer.{n}": name for n, name in enumerate(COMPUTER_NAMES, 1)},
        **{f"pronoun.computer.{n}": p for n, p in enumerate(_PRONOUNS["nl"], 1)},
        "kind.draw": "onbeslist",
        "none": "geen",
        "sheet.hand": "Ronde {n}: {who} {points} ({kind})",
        "sheet.draw": "Ronde {n}: onbeslist, niemand scoort",
        "restored": "Je spel is hersteld.",
        "restore_failed": "Het bewaarde spel kon niet worden hersteld, dus er begint een "
        "nieuw spel.",
        "page.title": "Oefenen tegen de computer",
        "page.intro": "Speel een ronde of een heel spel tegen de computer, tot de eindscore van je "
        "huisregels. Vraag een tip wanneer je wilt; de coach waarschuwt je voor een duidelijke "
        "fout en laat je de zet terugnemen. Na elke ronde zie je stap voor stap hoe de score "
        "tot stand kwam, en een terugblik op je beslissingen.",
        "page.about": "Zo werkt oefenen",
        "page.setup": "Nieuw spel",
        "page.mode": "Speel",
        "page.mode.hand": "één ronde",
        "page.mode.game": "een heel spel",
        "page.strength": "Computer",
        "page.coach": "De coach waarschuwt me voor een duidelijke fout",
        "page.deal": "Delen",
        "page.loading": "De speeltafel verschijnt zodra het spel geladen is.",
        "page.table": "De speeltafel",
        "page.known": "Kaarten waarvan je weet dat {pronoun} ze heeft",
        "page.game": "Spel",
        "page.game.gin": "Twee spelers: jij en de computer",
        "page.game.gin-3": "Drie spelers: jij, Mia en Daan (de deler speelt niet mee)",
        "page.stock": "Stapel: {n} kaarten",
        "page.pile": "Aflegstapel",
        "page.pile_empty": "De aflegstapel is leeg.",
        "page.your_hand": "Jouw hand",
        "page.your_move": "Jouw zet",
        "page.stock_h": "Stapel",
        "page.deadwood": "Dood hout in je hand: {n}",
        "page.knock_limit": "Klopgrens: {n}",
        "page.gin_only": "Klopgrens: alleen gin",
        "page.draw": "Trek van de stapel",
        "page.take": "Pak {card}",
        "page.pass": "Pas",
        "page.discard": "Afleggen",
        "page.knock": "Kloppen",
        "page.gin": "Gin",
        "page.big_gin": "Big gin",
        "page.pick_card": "Kies eerst een kaart in je hand.",
        "page.hint": "Tip",
        "page.play_hint": "Speel de tip",
        "page.show": "Leg deze combinaties uit",
        "page.show_options": "Welke combinaties je uitlegt",
        "page.take_back": "Neem terug",
        "page.play_anyway": "Toch spelen",
        "page.log": "Wat er gebeurde",
        "page.log_hand": "{title} ({n} {n:regel|regels})",
        "page.log_fold": "{n} eerdere {n:regel|regels} van deze ronde",
        "page.showdown": "De afrekening",
        "page.next_step": "Volgende stap",
        "page.all_steps": "Toon alle stappen",
        "page.review": "Terugblik op je beslissingen",
        "page.sheet": "Scoreblad",
        "page.sheet_hand": "Ronde",
        "page.sheet_you": "Jij",
        "page.sheet_computer": "Computer",
        "page.sheet_kind": "Hoe",
        "page.next_hand": "Deel de volgende ronde",
        "page.new_hand": "Speel nog een ronde",
        "page.new_game": "Nieuw spel",
        "page.game_over": "Het spel is uit.",
        "page.scores": "Stand: {scores} (spel tot {target})",
        "page.one_hand": "Eén ronde",
        "page.hand_view": "Je hand ordenen",
        "page.table_tools": "Je hand, de coach en het tempo",
        "page.by_suit": "Op kleur",
        "page.by_melds": "Op combinaties",
        "page.own_order": "In je eigen volgorde; „Op kleur” sorteert je hand weer.",
        "page.move_left": "Naar links",
        "page.move_right": "Naar rechts",
        "page.move_help": "Kaarten verplaatsen: kies een kaart en dan Naar links of Naar "
        "rechts (met het toetsenbord: Alt of Shift plus een pijltjestoets verplaatst de kaart "
        "waar je op staat).",
        "page.moved": "{card} staat nu op plaats {n} van {total}.",
        "page.move_end": "{card} ligt al aan het eind.",
        "page.fast": "Snelle computer",
        "page.fast_on": "De zetten van de computer verschijnen meteen.",
        "page.fast_off": "De zetten van de computer verschijnen één voor één.",
        "hand.deadwood": "Dood hout: {n}",
        "spread.choice": "Indeling {n}: {melds} {melds_word}, dood hout {deadwood}",
        "spread.choice_best": "Indeling {n}, de keuze van de adviseur: {melds} {melds_word}, "
        "dood hout {deadwood}",
        "spread.meld_word": "combinatie",
        "spread.melds_word": "combinaties",
        "spread.best": "Keuze van de adviseur",
        "spread.more": "Meer indelingen ({n})",
        "spread.fewer": "Minder indelingen",
        "spread.shown": "{n} van de {total} indelingen getoond, de keuze van de adviseur eerst.",
        "page.hand_no": "Ronde {n}",
        "page.rules": "huisregels: {rules}",
        "page.coach_off": "Coach uit",
        "page.coach_on": "Coach aan",
        "turn.watch": "Jouw partij is uit: {players} spelen door aan de andere tafel.",
        "turn.other_table": "Jouw ronde is uit: {players} spelen nog aan de andere tafel.",
        "over.drawn_empty": "De stapel is op en er mag niet meer geschud worden: deze ronde is "
        "onbeslist, niemand scoort.",
        "other_table": "Aan de andere tafel: {result}",
        "team.you": "jij en {partner}",
        "team.other": "{a} en {b}",
        "team.level": "Per saldo eindigt de ronde gelijk: niemand scoort.",
        "team.balance": "Per saldo gaat de ronde naar {team}: {points} punten.",
        "sheet.table": "{a:cap} tegen {b}: {name} {points} ({kind})",
        "sheet.table_draw": "{a:cap} tegen {b}: onbeslist",
        "standing": "{place}. {name:cap}: {games} {games:partij|partijen} gewonnen, {points} "
        "punten ({played} van de 3 partijen gespeeld).",
        "page.scores_hands": "Stand: {scores} ({n} rondes per partij)",
        "page.round_hand": "Toernooironde {round}, ronde {n}",
        "page.game.gin-7:3": "Zeven kaarten, drie spelers: jij, Mia en Daan",
        "page.game.gin-7:4": "Zeven kaarten, vier spelers: jij, Mia, Daan en Noor",
        "page.game.gin-pairs": "Vier spelers in teams aan twee tafels: jij en Daan tegen Mia en "
        "Noor",
        "page.game.gin-tournament": "Vier spelers, een toernooi aan twee tafels: je speelt om "
        "de beurt tegen Mia, Daan en Noor",
        "page.other_table": "De andere tafel",
        "page.at_table": "{a:cap} tegen {b}",
        "page.standings": "Stand van het toernooi",
        "page.sheet_tables": "De twee tafels",
        "page.house_rules": "Huisregels",
        "page.skip": "Spring naar het eind van hun ronde",
        "page.other_pile": "Bovenop hun aflegstapel: {card}",
        "page.other_stock": "Hun stapel: {n} kaarten",
        "page.other_waits": "Hun ronde is uit; ze wachten tot er opnieuw gedeeld wordt.",
        "act.meld": "{cards} op tafel leggen",
        "act.lay off": "{card} bij {meld} leggen",
        "kind.out": "uit",
        "kind.rummy": "rummy",
        "page.scores_fixed": "Stand: {scores} (een spel van {n} rondes)",
        "page.rules_link": "De regels van dit spel",
        "turn.sentence": "{name:cap} {clauses}.",
        "turn.going": "{name:cap} {clauses} …",
        "cl.pass": "past op de open kaart",
        "cl.draw": "trekt van de stapel",
        "cl.take": "pakt {card} van de aflegstapel",
        "cl.discard": "legt {card} af",
        "cl.knock": "klopt",
        "cl.gin": "gaat gin",
        "cl.big_gin": "{person:heeft|hebt} big gin",
        "page.seats": "De spelers",
        "page.seat_cards": "{n} {n:kaart|kaarten}",
        "page.seat_turn": "aan de beurt",
        "page.seat_dealer": "deler",
        "page.seat_sits_out": "speelt deze ronde niet mee",
        "page.seat_partner": "je partner",
        "page.seat_waiting": "Nog geen zet deze ronde.",
    },
}


def say(key: str, lang: str = "en", **values: object) -> str:
    """The practice page's own words (the rules' words come from ``ginrules.render``):
    the one catalogue look-up, on :data:`WORDS`."""
    return WORDS.say(key, lang, **values)


def _card_words(card: Card | None, lang: str) -> str:
    return "?" if card is None else f"{card.label_in(lang)} ({card.name(lang)})"


def _cards(cards: Sequence[Card], lang: str) -> str:
    return format_cards(cards, lang) if cards else say("none", lang)


def _melds(melds: Sequence[Sequence[Card]], lang: str) -> str:
    if not melds:
        return say("none", lang)
    return ", ".join(format_cards(m, lang) for m in melds)


def action_words(action: Action | str, lang: str = "en") -> str:
    """An action in words: 'discard K♠ (king of spades)'."""
    act = Action.parse(action) if isinstance(action, str) else action
    key = f"act.{act.kind.value}"
    if act.kind is ActionKind.SHOW:
        return say(key, lang, melds=_melds(act.melds, lang))
    if act.kind is ActionKind.MELD:
        return say(key, lang, cards=act.melds[0])
    if act.kind is ActionKind.LAY_OFF:
        return say(key, lang, card=act.card, meld=act.melds[0])
    return say(key, lang, card=_card_words(act.card, lang))


def _who(seat: int, seats: int) -> str:
    """The word key of a seat: the learner, the one computer, or a named computer."""
    if seat == LEARNER:
        return "you"
    return "other" if seats == 2 else f"computer.{seat}"


def seat_name(seat: int, lang: str = "en", seats: int = 2) -> str:
    """A seat as the learner's sentences name it: 'you'; at a table of two 'the
    computer'; at a bigger table the computer player's name."""
    return say(f"name.{_who(seat, seats)}", lang)


def seat_pronoun(seat: int, lang: str = "en", seats: int = 2) -> str:
    """How a sentence refers back to another seat: 'it' for the computer, 'she'/'he'."""
    return say(f"pronoun.{_who(seat, seats)}", lang)


def seat_words(key: str, seat: int, lang: str = "en", seats: int = 2, **values: object) -> str:
    """The words of ``key`` for what ``seat`` did or holds: the learner's own wording
    (``key.you``) or another seat's, with its name and pronoun (``key.other``)."""
    named: dict[str, object] = {}
    if seat != LEARNER:
        named = {"name": seat_name(seat, lang, seats), "pronoun": seat_pronoun(seat, lang, seats)}
    return say(f"{key}.{_role(seat)}", lang, **{**named, **values})


def _role(seat: int) -> str:
    return "you" if seat == LEARNER else "other"


#: Events whose words do not depend on who made them.
_SEATLESS_EVENTS = frozenset({"reshuffle", "upcard"})

#: The events a seat's turn is made of (gin's and Rummy's), and those that end a turn.
TURN_KINDS = frozenset({"pass", "draw", "take", "discard", "knock", "gin", "big_gin",
                        "turn_pile", "meld", "lay_off", "out"})
TURN_ENDS = frozenset({"pass", "discard", "knock", "gin", "big_gin", "out"})
#: Gin's events said as a clause of a turn ('draws from the stock', 'discards 8♦').
_GIN_CLAUSES = frozenset({"pass", "draw", "take", "discard", "knock", "gin", "big_gin"})


def last_turn(events: Sequence[Event], seat: int) -> tuple[Event, ...]:
    """The events of ``seat``'s latest turn (under way or done) in this hand: a pass, or
    a draw with what followed it (Rummy: the pile turned over before the draw)."""
    end = len(events)
    while end and not (events[end - 1].player == seat and events[end - 1].kind in TURN_KINDS):
        end -= 1
    start = end
    while start and events[start - 1].player == seat and events[start - 1].kind in TURN_KINDS:
        start -= 1
        if events[start].kind in ("draw", "take", "pass"):  # a turn begins with its draw
            if start and events[start - 1].kind == "turn_pile":
                start -= 1
            break
    return tuple(events[start:end])


def turn_clauses(events: Sequence[Event], lang: str = "en") -> list[str]:
    """A gin turn's moves as clauses: 'draws from the stock', 'discards 8♦' (the learner's
    with the verb for 'you')."""
    return [say(f"cl.{e.kind}", lang, person=2 if e.player == LEARNER else 1, card=e.card)
            for e in events if e.kind in _GIN_CLAUSES]


@dataclass(frozen=True)
class SeatRow:
    """One seat as the table shows it: its name, cards, latest turn in words ('' before
    its first), whether it deals, is to play, plays this hand at all, and the cards the
    learner knows it holds."""

    seat: int
    name: str
    cards: int
    last: str
    to_act: bool
    dealer: bool
    playing: bool = True
    known: tuple[Card, ...] = ()


def event_words(event: Event, lang: str = "en", seats: int = 2) -> str:
    """One public event of the hand in words, for the aria-live announcements."""
    card = _card_words(event.card, lang)
    if event.kind in _SEATLESS_EVENTS:
        return say(f"ev.{event.kind}", lang, card=card)
    return seat_words(f"ev.{event.kind}", event.player, lang, seats, card=card)


# ---------------------------------------------------------------- settings and records


@dataclass(frozen=True)
class Settings:
    """What the learner chose before the deal."""

    mode: str = "game"  # 'hand': one hand (one deal at both tables); 'game': to the target
    strength: str = "beginner"
    preset: str = "standard"
    coach: bool = True
    seed: int = 1
    target: int | None = None  # a shorter game than the house rules' target (None: theirs)
    game: str = GIN.name  # the variant played (ginrules.variants)
    players: int = 0  # the number of seats (0: the game's first number)

    @property
    def variant(self) -> Variant:
        return find_variant(self.game)

    @property
    def seats(self) -> int:
        return self.players or self.variant.seats[0]

    @property
    def choice(self) -> str:
        """The game menu's value for this game and number of players."""
        return PracticeChoice(self.variant, self.seats).key

    def rules(self) -> Rules:
        """The house rules of this game (with the shorter target, if one was chosen): the
        chosen preset when the game has it, else the game's own default."""
        variant = self.variant
        name = self.preset if self.preset in variant.presets else variant.default_preset
        rules = Rules.preset(name, variant)
        if not self.target:
            return rules
        # a shorter game is shorter at every table (no larger target for five or more)
        return rules.with_options(target=self.target, target_five_or_more=0)

    def names(self) -> tuple[str, ...]:
        """The seats' names in the game's save: the learner, then the computer players."""
        if self.seats == 2:
            return ("You", "Computer")
        return ("You", *COMPUTER_NAMES[: self.seats - 1])

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "mode": self.mode,
            "strength": self.strength,
            "preset": self.preset,
            "coach": self.coach,
            "seed": self.seed,
            "target": self.target,
        }
        if self.game != GIN.name:  # settings stored before there were games read the same
            body["game"] = self.game
        if len(self.variant.seats) > 1:
            body["players"] = self.seats
        return body

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Read stored settings; anything odd falls back to the default. ``game`` may be a
        game's name (with ``players``) or a menu value such as 'gin-7:4'."""
        d = data if isinstance(data, dict) else {}
        base = cls()
        mode = d.get("mode") if d.get("mode") in MODES else base.mode
        strength = d.get("strength") if isinstance(d.get("strength"), str) else base.strength
        if strength not in strengths():
            strength = base.strength
        every_preset = {name for v in PRACTICE_GAMES for name in v.preset_names}
        preset = d.get("preset") if d.get("preset") in every_preset else base.preset
        coach = d.get("coach") if isinstance(d.get("coach"), bool) else base.coach
        seed = d.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            seed = base.seed
        target = d.get("target")
        if isinstance(target, bool) or not isinstance(target, int) or not 1 <= target <= 1000:
            target = None
        game = d.get("game") if isinstance(d.get("game"), str) else None
        chosen = practice_choice(game)
        variant = chosen.variant if chosen is not None else next(
            (v for v in PRACTICE_GAMES if v.name == game), None)
        players = d.get("players")
        if chosen is None and variant is not None:  # a game's name: its players, if given
            count = players if players in variant.seats and not isinstance(players, bool) \
                else variant.seats[0]
            chosen = PracticeChoice(variant, count)
        if chosen is None:
            chosen = PRACTICE_CHOICES[0]
        return cls(str(mode), str(strength), str(preset), bool(coach), int(seed), target,
                   chosen.variant.name, chosen.players if len(chosen.variant.seats) > 1 else 0)


@dataclass(frozen=True)
class Decision:
    """One learner decision and the advisor's view of it, for the review."""

    hand: int
    action: str
    best: str
    loss: float

    def to_dict(self) -> dict[str, Any]:
        return {"hand": self.hand, "action": self.action, "best": self.best, "loss": self.loss}

    @classmethod
    def from_dict(cls, d: Any) -> Decision | None:
        try:
            return cls(int(d["hand"]), str(d["action"]), str(d["best"]), float(d["loss"]))
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True)
class Warning:
    """The coach's warning before a move the advisor rates a clear mistake."""

    action: str
    best: str
    loss: float
    lines: tuple[str, ...]


@dataclass(frozen=True)
class SpreadChoice:
    """One spread the knocker may show: the action, its melds and deadwood (as the
    engine's `Arrangement`), whether it is the advisor's choice and its estimated cost."""

    action: Action
    arrangement: Arrangement
    best: bool
    loss: float

    def label(self, n: int, lang: str = "en") -> str:
        """A short accessible name: the number, how many melds, the deadwood."""
        count = len(self.arrangement.melds)
        word = say("spread.meld_word" if count == 1 else "spread.melds_word", lang)
        return say(
            "spread.choice_best" if self.best else "spread.choice",
            lang,
            n=n,
            melds=count,
            melds_word=word,
            deadwood=self.arrangement.deadwood_count,
        )


@dataclass(frozen=True)
class SpreadForm:
    """The spread choices as the page draws them: the radios' markup, the "More
    spreads" button's text ('' when every choice fits), whether all are shown, and the
    line saying how many are."""

    html: str
    toggle: str
    expanded: bool
    count: str


def _mini(cards: Sequence[Card], cls: str, lang: str) -> str:
    inner = "".join(card_html(c, lang, interactive=False) for c in cards)
    return f'<span class="mini {cls}">{inner}</span>'


def spread_form(
    choices: Sequence[SpreadChoice], lang: str, *, expanded: bool, checked: str | None
) -> SpreadForm:
    """The spread choices as radios: each drawn as its melds and deadwood in small cards
    with the deadwood counted, named in words; the first `FIRST_SPREADS` shown, the rest
    behind "More spreads" (shown anyway when the checked one is among them)."""
    values = [str(c.action) for c in choices]
    if checked not in values:
        checked = values[0] if values else None
    more = expanded or (checked is not None and values.index(checked) >= FIRST_SPREADS)
    opts = []
    for i, c in enumerate(choices):
        arr = c.arrangement
        groups = "".join(_mini(m.cards, "meld", lang) for m in arr.melds)
        if arr.deadwood:
            groups += _mini(arr.deadwood, "dead", lang)
        count = say("hand.deadwood", lang, n=arr.deadwood_count)
        badge = f'<span class="badge">{escape(say("spread.best", lang))}</span>' if c.best else ""
        hidden = " hidden" if i >= FIRST_SPREADS and not more else ""
        mark = " checked" if values[i] == checked else ""
        opts.append(
            f'<label class="choice spread-option"{hidden}><input type="radio" name="pr-show" '
            f'value="{escape(values[i])}" aria-label="{escape(c.label(i + 1, lang))}" '
            f'aria-describedby="pr-spread-{i}"{mark}>'
            f'<span class="spread-cards" id="pr-spread-{i}">{badge}{groups}'
            f'<span class="dw">{escape(count)}</span></span></label>'
        )
    extra = len(choices) - FIRST_SPREADS
    toggle = ""
    if extra > 0:
        toggle = say("spread.fewer", lang) if more else say("spread.more", lang, n=extra)
    shown = len(choices) if more else min(len(choices), FIRST_SPREADS)
    line = say("spread.shown", lang, n=shown, total=len(choices))
    return SpreadForm("".join(opts), toggle, more, line)


@dataclass
class Outcome:
    """What one learner move set off: a warning (move not played), or the events
    that followed (the learner's own and the computer's), in words."""

    warning: Warning | None = None
    announcements: list[str] = field(default_factory=list)
    computer_moves: int = 0


# ---------------------------------------------------------------- the advisor and opponent
# One adapter each, so the page and the tests never depend on their exact shape.


def strengths() -> tuple[str, ...]:
    """The computer's strengths, weakest first (from ginrules.opponent)."""
    from ginrules.opponent import STRENGTHS

    return STRENGTHS


def _computer_action(game: Game | Match, strength: str) -> Action:
    """The move of the computer whose turn it is, from that seat's own view."""
    from ginrules import opponent

    return opponent.choose(game.view(game.to_act), strength=strength)


@dataclass(frozen=True)
class Rating:
    """The advisor's verdict on one move: its best move, the likely loss, the grade."""

    best: Action
    loss: float
    why: tuple[str, ...] = ()
    grade: str = "good"


def _rate(view: PlayerView, action: Action, lang: str) -> Rating:
    from ginrules import advisor

    r = advisor.rate(view, action)
    return Rating(r.best, float(r.loss), tuple(r.text(lang)), r.grade)


def _best(view: PlayerView, lang: str) -> Rating:
    from ginrules import advisor

    a = advisor.advise(view)
    return Rating(a.action, 0.0, tuple(a.text(lang)))


# ---------------------------------------------------------------- the session


class PracticeSession:
    """A practice game (or single hand) between the learner and the computer players:
    one table (two-player, three-player and seven-card gin) or two card tables at once
    (four players in pairs or as a tournament)."""

    #: the learner's seat; every other seat is the computer's
    learner: int = LEARNER

    def seat_name(self, seat: int, lang: str = "en") -> str:
        """A seat of this game as the learner's sentences name it."""
        return seat_name(seat, lang, self.game.table.size)

    def __init__(
        self, settings: Settings, game: Game | Match | None = None,
        decisions: list[Decision] | None = None
    ) -> None:
        self.settings = settings
        self.rules = settings.rules()
        self.game: Game | Match = game or new_game(self.rules, settings.seed,
                                                   settings.names(), settings.variant)
        self.decisions: list[Decision] = decisions or []

    # -- reading -------------------------------------------------------------
    def view(self) -> PlayerView:
        """What the learner may see now (a tournament seat whose meeting is over watches
        the other table)."""
        return self.game.view(LEARNER)

    @property
    def match(self) -> Match | None:
        """The four-player game at two tables, if this is one."""
        return self.game if isinstance(self.game, Match) else None

    @property
    def hand_number(self) -> int:
        return self.game.hand_number

    def own_hand(self) -> Hand | None:
        """The hand the learner plays now (None: their tournament meeting is over)."""
        if isinstance(self.game, Match):
            return self.game.hand_at(LEARNER)
        hand = self.game.hand
        assert isinstance(hand, Hand), "this session plays the gin hand flow (PRACTICE_FLOWS)"
        return hand

    @property
    def hand_over(self) -> bool:
        """The learner's hand is over (the other card table may still be playing); a
        learner whose tournament meeting is over watches the other table's hand to its
        end."""
        hand = self.own_hand()
        return self.deal_over if hand is None else hand.is_over

    @property
    def deal_over(self) -> bool:
        """Every hand of this deal is over: the next one may be dealt."""
        return self.game.game_phase is not GamePhase.PLAYING

    @property
    def finished(self) -> bool:
        """Single-hand mode ends with the first deal; game mode at the target."""
        if self.settings.mode == "hand":
            return self.deal_over
        return self.game.is_over

    def _meeting_over(self) -> bool:
        """A tournament seat whose meeting is over (it watches the other table)."""
        match = self.match
        return match is not None and match.hand_at(LEARNER) is None

    def learner_to_act(self) -> bool:
        return not self.deal_over and self.game.to_act == self.learner

    def learner_watching(self) -> bool:
        """The deal goes on without the learner: they sit this hand out, their hand is
        over while the other table plays, or their tournament meeting is over."""
        if self.deal_over:
            return False
        hand = self.own_hand()
        return hand is None or hand.is_over or LEARNER not in hand.state.active

    def legal(self) -> list[Action]:
        """The learner's legal moves now (empty when it is not their turn)."""
        return list(self.view().legal_actions) if not self.finished else []

    def partner(self) -> int | None:
        """The learner's partner's seat (four-player pairs), else None."""
        partners = self.game.table.partners(LEARNER) if self.game.table.teams else ()
        return partners[0] if partners else None

    def prompt(self, lang: str = "en") -> str:
        """What the learner is asked to do now, in words (only the moves the rules allow)."""
        v = self.view()
        if self.game.is_over:
            final = " ".join(self.game_outcome(lang))
            return f"{say('page.game_over', lang)} {self.hand_summary(lang)} {final}"
        if self.deal_over:
            summary = self.hand_summary(lang)
            if self._meeting_over():  # a tournament seat whose meeting was over
                return f"{say('over.watched', lang)} {summary}"
            if not v.seats[self.learner].active:
                return f"{say('over.sat_out', lang)} {summary}"
            return summary
        if self._meeting_over():  # the learner's meeting is over: they watch the other
            return say("turn.watch", lang, players=[self.seat_name(s.seat, lang)
                                                    for s in v.others])
        if self.hand_over:  # the other card table plays on
            playing = tuple(s for w in v.elsewhere for s in w.others)
            return say("turn.other_table", lang,
                       players=[self.seat_name(s.seat, lang) for s in playing])
        if v.to_act != self.learner:
            if not v.seats[self.learner].active:
                players = [self.seat_name(s.seat, lang) for s in v.others]
                return say("turn.sit_out", lang, players=players)
            return say("turn.wait", lang, name=self.seat_name(self.game.to_act, lang))
        top = v.top_discard
        if v.phase is Phase.FIRST_TURN:
            return say("turn.first", lang, card=_card_words(top, lang))
        kinds = {a.kind for a in v.legal_actions}
        if v.phase is Phase.DRAW:
            if ActionKind.TAKE in kinds:
                return say("turn.draw", lang, card=_card_words(top, lang))
            return say("turn.draw_stock", lang)
        if v.phase is Phase.SHOW:
            return say("turn.show", lang)
        if ActionKind.BIG_GIN in kinds:
            return say("turn.discard_big_gin", lang)
        knock, gin = ActionKind.KNOCK in kinds, ActionKind.GIN in kinds
        key = {
            (True, True): "turn.discard_knock_gin",
            (True, False): "turn.discard_knock",
            (False, True): "turn.discard_gin",
        }.get((knock, gin), "turn.discard")
        return say(key, lang)

    def status_line(self, lang: str, rules_name: str) -> str:
        """The line above the table: which hand and the score in game mode (per player,
        per team in pairs, in this meeting in a tournament); a single hand names no game
        target (it is not played to one)."""
        rules = say("page.rules", lang, rules=rules_name)
        if self.settings.mode == "hand":
            return f"{say('page.one_hand', lang)} · {rules}"
        match = self.match
        if match is not None and match.sheet is not None:  # pairs: the team sheet
            named = ", ".join(f"{name} {points}" for name, points in
                              zip(self.team_names(lang), match.sheet.totals, strict=True))
        elif match is not None:  # tournament: the learner's meeting
            meeting = match.meetings[match.table_of(LEARNER)]
            named = ", ".join(f"{self.seat_name(seat, lang)} {points}" for seat, points in
                              zip(meeting.seats, meeting.sheet.totals, strict=True))
        else:
            scores = self.view().scores or tuple(0 for _ in self.game.table.seats)
            named = ", ".join(f"{self.seat_name(seat, lang)} {points}"
                              for seat, points in enumerate(scores))
        if match is not None and self.rules.meeting_hands:
            line = say("page.scores_hands", lang, scores=named, n=self.rules.meeting_hands)
        elif self.rules.fixed_hands:  # a game of so many hands (Rummy's 'short')
            line = say("page.scores_fixed", lang, scores=named, n=self.rules.fixed_hands)
        else:
            line = say("page.scores", lang, scores=named, target=self.sheet().target)
        return f"{self.hand_title(lang)} · {line} · {rules}"

    def hand_title(self, lang: str = "en") -> str:
        """Which hand is being played: 'Hand 2' (a tournament: 'Round 1, hand 2')."""
        return _hand_title(self.game, lang)

    def rules_name(self, lang: str = "en") -> str:
        """The name of the house rules this game is played by (a preset of its game)."""
        variant = self.game.variant
        preset = self.settings.preset
        name = preset if preset in variant.presets else variant.default_preset
        return preset_label(variant, name, lang)

    def team_names(self, lang: str = "en") -> tuple[str, ...]:
        """Pairs: the two teams as the learner's sentences name them ('you and Daan')."""
        table = self.game.table
        out = []
        for team in (0, 1):
            seats = [s for s in table.seats if table.team_of(s) == team]
            if LEARNER in seats:
                mate = next(s for s in seats if s != LEARNER)
                out.append(say("team.you", lang, partner=self.seat_name(mate, lang)))
            else:
                out.append(say("team.other", lang, a=self.seat_name(seats[0], lang),
                               b=self.seat_name(seats[1], lang)))
        return tuple(out)

    def just_drawn(self) -> Card | None:
        """The card the learner has just drawn from the stock (to mark it as new), while
        they still have to discard; None otherwise. Their own view says which it is."""
        return self.view().just_drawn

    def arrangement(self) -> Arrangement:
        """The learner's hand as the engine groups it: melds, then the deadwood apart."""
        return best_arrangement(self.view().hand)

    # -- the seats -------------------------------------------------------------
    def _turn_clauses(self, events: Sequence[Event], view: PlayerView, lang: str) -> list[str]:
        """A seat's turn as clauses (a hand flow with other moves says its own)."""
        return turn_clauses(events, lang)

    def seat_rows(self, lang: str = "en", view: PlayerView | None = None) -> list[SeatRow]:
        """Every seat at the card table ``view`` is of (the learner's by default), the
        learner's first: cards held, dealer, to play, its latest turn in words. At one
        table a seat sitting the hand out is listed too; at two the other table's seats
        are that table's (:meth:`other_table_rows`)."""
        v = self.view() if view is None else view
        whole = self.match is None
        rows = []
        for s in v.seats:
            if not (s.active or whole):
                continue
            events = last_turn(v.events, s.seat)
            last = ""
            if events:
                key = "turn.sentence" if events[-1].kind in TURN_ENDS else "turn.going"
                last = say(key, lang, name=self.seat_name(s.seat, lang),
                           clauses=self._turn_clauses(events, v, lang))
            rows.append(SeatRow(s.seat, self.seat_name(s.seat, lang), s.card_count, last,
                                s.active and v.to_act == s.seat and not v.phase.is_over,
                                v.dealer == s.seat, s.active, s.known))
        return rows

    def other_table_rows(self, lang: str = "en") -> list[list[SeatRow]]:
        """The seats of the other card table (four players), as the learner watches it."""
        return [self.seat_rows(lang, other) for other in self.view().elsewhere]

    def hand_groups(self, lang: str = "en") -> list[tuple[str, str, tuple[Card, ...]]]:
        """The learner's hand grouped 'by melds': (caption, kind, cards) per group, the
        melds first (gin: then the deadwood with its count)."""
        arr = self.arrangement()
        groups = [(say("spread.meld", lang), "meld", m.cards) for m in arr.melds]
        if arr.deadwood:
            groups.append((say("hand.deadwood", lang, n=arr.deadwood_count), "deadwood",
                           arr.deadwood))
        return groups

    # -- acting --------------------------------------------------------------
    def play(
        self,
        action: Action | str,
        *,
        confirmed: bool = False,
        lang: str = "en",
        computer: bool = True,
    ) -> Outcome:
        """Play the learner's move.  With the coach on and the move a clear mistake, the
        move is not played and the warning comes back (``confirmed=True`` plays it anyway).
        Then the computer plays until it is the learner's turn again; with
        ``computer=False`` it does not, and the page paces it with `computer_step`.

        Raises ``IllegalActionError`` (with the reason) for a move the rules forbid.
        """
        act = Action.parse(action) if isinstance(action, str) else action
        if act.kind is ActionKind.NEXT_HAND:
            return self.next_hand(lang, computer=computer)
        view = self.view()
        if act not in view.legal_actions or not self.learner_to_act():
            try:
                if not self.learner_to_act():
                    raise IllegalActionError("it is not your turn")
                # Ask the game for the reason: it raises IllegalActionError saying why.
                self.game.apply(act, self.learner)
            except IllegalActionError as exc:
                raise IllegalActionError(self.why_not(str(exc), lang)) from exc
            raise IllegalActionError("that move is not allowed now")  # pragma: no cover
        rating = self._rating(view, act, lang)
        if (
            rating is not None
            and self.settings.coach
            and not confirmed
            and rating.grade == COACH_GRADE
            and rating.best != act
        ):
            lines = (say("coach.warn", lang, action=self.action_words(act, lang)), *rating.why)
            return Outcome(warning=Warning(str(act), str(rating.best), rating.loss, lines))
        words = self._say_move(self.game, act, self.learner, lang)
        if rating is not None:
            self.decisions.append(
                Decision(self.hand_number, str(act), str(rating.best), max(0.0, rating.loss))
            )
        out = Outcome(announcements=words)
        if computer:
            out.computer_moves, more = self.run_computer(lang)
            out.announcements.extend(more)
        return out

    def action_words(self, action: Action | str, lang: str = "en") -> str:
        """A move in words, as the hint, the coach and the review say it."""
        return action_words(action, lang)

    def why_not(self, reason: str, lang: str = "en") -> str:
        """The engine's reason a move is not allowed, as the learner reads it (gin: the
        engine's own words)."""
        return reason

    def _say_move(self, game: Game | Match, act: Action, player: int, lang: str) -> list[str]:
        """Play one move and say what the learner saw happen (one line per event)."""
        return _apply_and_say(game, act, player, lang)

    def step_words(self, words: Sequence[str], lang: str = "en") -> str:
        """What stands in the prompt while the computer's paced turn goes on: its last
        step in words."""
        return " ".join(words)

    def _rating(self, view: PlayerView, act: Action, lang: str) -> Rating | None:
        if len(view.legal_actions) < 2:
            return None  # no choice, nothing to judge
        return _rate(view, act, lang)

    def computer_to_act(self) -> bool:
        """A computer player has a move to make now (at either card table)."""
        return not self.deal_over and self.game.to_act != self.learner

    def computer_step(self, lang: str = "en") -> list[str]:
        """One move of the computer (a draw, a discard, a knock), in words; nothing when it
        is not the computer's turn. The page shows each step on its own."""
        if not self.computer_to_act():
            return []
        act = _computer_action(self.game, self.settings.strength)
        return self._say_move(self.game, act, self.game.to_act, lang)

    def run_computer(self, lang: str = "en") -> tuple[int, list[str]]:
        """Let the computer move until the learner must act or the deal is over."""
        words: list[str] = []
        moves = 0
        while self.computer_to_act():
            words.extend(self.computer_step(lang))
            moves += 1
        return moves, words

    def next_hand(self, lang: str = "en", *, computer: bool = True) -> Outcome:
        """Deal the next hand of the game (and let the computer open if it must): a hand
        the learner does not play is said first."""
        lines = self._say_move(self.game, Action.next_hand(), self.learner, lang)
        out = Outcome(announcements=[*_deal_words(self.game, lang), *lines])
        if computer:
            out.computer_moves, more = self.run_computer(lang)
            out.announcements.extend(more)
        return out

    def start(self, lang: str = "en", *, computer: bool = True) -> Outcome:
        """At the start (or after a restore): what a new game's first hand is for the
        learner when they do not play it, then the computer moves if it acts first."""
        out = Outcome(announcements=self.opening_words(lang))
        if computer:
            out.computer_moves, more = self.run_computer(lang)
            out.announcements.extend(more)
        return out

    def opening_words(self, lang: str = "en") -> list[str]:
        """Before a new game's first move: that the learner deals the first hand and
        sits it out, if they do (nothing once a move is made: a restored game goes on)."""
        return [] if self.game.actions else _deal_words(self.game, lang)

    def history(self, lang: str = "en") -> list[str]:
        """Every "What happened" line of the game so far, as the page said them, rebuilt
        from the game's own moves (so a reload, or another language, keeps the log)."""
        return [line for _title, lines in self.history_hands(lang) for line in lines]

    def history_hands(self, lang: str = "en") -> list[tuple[str, list[str]]]:
        """The "What happened" lines hand by hand, each under its title ('Hand 2'): a
        hand's lines start with its deal and end with its result, so the page can keep
        the hands apart."""
        game = self.game
        replay = new_game(game.rules, game.seed, game.table, game.variant, game.save_version)
        hands = [(_hand_title(replay, lang), _deal_words(replay, lang))]
        for act in game.actions:
            player = self.learner if act.kind is ActionKind.NEXT_HAND else replay.to_act
            lines = self._say_move(replay, act, player, lang)
            if act.kind is ActionKind.NEXT_HAND:
                hands.append((_hand_title(replay, lang), _deal_words(replay, lang)))
            hands[-1][1].extend(lines)
        return hands

    def spread_choices(self, lang: str = "en") -> list[SpreadChoice]:
        """The spreads the knocker (the learner) may show, the advisor's choice first,
        then by its estimate of what each costs; each with its melds and deadwood."""
        view = self.view()
        shows = [a for a in view.legal_actions if a.kind is ActionKind.SHOW]
        if not shows:
            return []
        from ginrules import advisor

        advice = advisor.advise(view)
        best = advice.action
        losses = dict(advice.losses)
        out = []
        for a in shows:
            melds = tuple(Meld.of(m) for m in a.melds)
            shown = {c for m in melds for c in m.cards}
            arr = Arrangement(melds, [c for c in view.hand if c not in shown])
            out.append(SpreadChoice(a, arr, a == best, losses.get(a, 0.0)))
        out.sort(key=lambda c: (not c.best, c.loss, c.arrangement.deadwood_count, str(c.action)))
        return out

    # -- help ----------------------------------------------------------------
    def hint(self, lang: str = "en") -> tuple[str, Action | None, tuple[str, ...]]:
        """The advisor's move for the decision at hand: words, the action (its card is
        highlighted on the page) and the reasons."""
        view = self.view()
        if not self.learner_to_act():
            return "", None, ()
        best = _best(view, lang)
        return say("hint", lang, best=self.action_words(best.best, lang)), best.best, best.why

    # -- the end of a hand ---------------------------------------------------
    def _shown_hand(self) -> Hand | None:
        """The hand whose end the page shows: the learner's, or the one they watch."""
        own = self.own_hand()
        if own is not None or not isinstance(self.game, Match):
            return own
        return next((h for h in self.game.hands if h is not None), None)

    def hand_summary(self, lang: str = "en") -> str:
        """Who scored this hand, in words (in pairs: at both tables, and the team's
        balance)."""
        hand = self._shown_hand()
        size = self.game.table.size
        lines = [] if hand is None else [_result_words(hand.result, hand.runs_down_at, size,
                                                       lang)]
        match = self.match
        if match is not None and match.is_pairs and self.deal_over:
            other = next(h for h in match.hands if h is not None and h is not hand)
            lines.append(say("other_table", lang, result=_result_words(
                other.result, other.runs_down_at, size, lang)))
            assert match.sheet is not None
            winner, points, _ = match.sheet.hands[-1]
            if winner is None:
                lines.append(say("team.level", lang))
            else:
                lines.append(say("team.balance", lang, team=self.team_names(lang)[winner],
                                 points=points))
        return " ".join(lines)

    def showdown_steps(self, lang: str = "en") -> list[str]:
        """The showdown step by step, in the engine's words: who knocked, the knocker's
        spread, each defender's melds and layoffs, the deadwood counts, the score."""
        hand = self._shown_hand()
        if hand is None:
            return []
        res = hand.result
        if res is None:
            return [self.hand_summary(lang)] if hand.is_over else []
        knocker = hand.state.knocker
        assert knocker is not None
        steps = self._learner_words(res.explanation, lang)
        if len(res.spreads) > 1:  # seven-card gin: the engine names every seat
            return [*steps, self.hand_summary(lang)]
        return [self._who_knocked(knocker, res.defender_seat, lang), *steps,
                self.hand_summary(lang)]

    def _learner_words(self, steps: Sequence[Step], lang: str) -> list[str]:
        """The engine's explanation with the seats named as the learner's sentences name
        them: 'you' (with the verb for 'you') for the learner, the others by name."""
        names = self.game.table.names
        size = self.game.table.size
        out = []
        for step in steps:
            values = dict(step.values)
            seat = values.get("seat")
            if isinstance(seat, int):
                values["name"] = seat_name(seat, lang, size)
                values["person"] = 2 if seat == LEARNER else 1
            if values.get("owner") == names[LEARNER]:
                values["owner"] = seat_name(LEARNER, lang, size)
            if "others" in values:
                values["others"] = tuple(seat_name(LEARNER, lang, size)
                                         if x == names[LEARNER] else x for x in values["others"])
            out.append(render(Step(step.id, values), lang))
        return out

    def _who_knocked(self, knocker: int, defender: int, lang: str) -> str:
        """Who is the knocker and who the defender, from the learner's seat (who may
        be neither, sitting the hand out)."""
        names = {"knocker": self.seat_name(knocker, lang),
                 "defender": self.seat_name(defender, lang)}
        seats = self.game.table.size
        if self.learner in (knocker, defender):
            return seat_words("show.who", knocker, lang, seats, **names)
        return say("show.who.between", lang, pronoun=seat_pronoun(knocker, lang, seats), **names)

    def showdown_view(self) -> dict[str, Any] | None:
        """Every spread as card codes for the page: the knocker's melds and deadwood, each
        defender's melds, layoffs (with the meld each extends) and deadwood."""
        hand = self._shown_hand()
        res = None if hand is None else hand.result
        if res is None:
            return None
        arr = res.knocker_arrangement
        defenders = [{
            "seat": d.seat,
            "melds": [[c.code for c in m.cards] for m in d.spread.defender_melds],
            "layoffs": [[lo.card.code, lo.meld_index] for lo in d.spread.layoffs],
            "deadwood": [c.code for c in d.spread.deadwood],
            "count": d.deadwood,
        } for d in res.spreads]
        first = defenders[0]
        return {
            "knocker": res.knocker_seat,
            "defender": res.defender_seat,
            "knocker_melds": [[c.code for c in m.cards] for m in arr.melds],
            "knocker_deadwood": [c.code for c in arr.deadwood],
            "knocker_count": res.knocker_deadwood,
            "defender_melds": first["melds"],
            "layoffs": first["layoffs"],
            "defender_deadwood": first["deadwood"],
            "defender_count": first["count"],
            "defenders": defenders,
            "kind": res.kind,
        }

    def review(self, lang: str = "en", hand: int | None = None) -> list[str]:
        """The learner's decisions (of one hand, or all) against the advisor's: how many
        agreed, then each one that differed with the points it likely cost."""
        chosen = [d for d in self.decisions if hand is None or d.hand == hand]
        if not chosen:
            return [say("review.none", lang)]
        differ = [d for d in chosen if d.action != d.best]
        lines = [say("review.agreed", lang, n=len(chosen) - len(differ), total=len(chosen))]
        for d in differ:
            mine, best = self.action_words(d.action, lang), self.action_words(d.best, lang)
            if d.loss < 1.0:
                lines.append(say("review.close", lang, mine=mine, best=best))
            else:
                lines.append(say("review.bad", lang, mine=mine, best=best, loss=_points(d.loss)))
        total = sum(d.loss for d in differ)
        if total >= 1.0:
            lines.append(say("review.total", lang, loss=_points(total)))
        return lines

    # -- the score sheet -----------------------------------------------------------
    def sheet(self) -> ScoreSheet:
        """The score sheet the game's end is settled on: the players' (one table), the
        teams' (pairs) or the learner's meeting's (tournament)."""
        match = self.game
        if not isinstance(match, Match):
            return match.sheet
        if match.sheet is not None:
            return match.sheet
        return match.meetings[match.table_of(LEARNER)].sheet

    def sheet_names(self, lang: str = "en") -> tuple[str, ...]:
        """The names of the score sheet's columns, as the learner reads them."""
        match = self.match
        if match is not None and match.sheet is not None:
            return self.team_names(lang)
        if match is not None:
            meeting = match.meetings[match.table_of(LEARNER)]
            return tuple(self.seat_name(seat, lang) for seat in meeting.seats)
        return tuple(self.seat_name(seat, lang) for seat in self.game.table.seats)

    def named_sheet(self, lang: str = "en") -> ScoreSheet:
        """:meth:`sheet` with its columns named as the learner reads them."""
        sheet = self.sheet()
        return ScoreSheet.from_dict({**sheet.to_dict(), "players": list(self.sheet_names(lang))})

    def game_outcome(self, lang: str = "en") -> list[str]:
        """How the game ended, in the engine's words: the final score, who won the game
        (who reached the target) and the settlement after the bonuses (the tournament:
        of the learner's meeting, whose standings the sheet lists after it)."""
        return render(self.named_sheet(lang).final().outcome, lang)

    def score_sheet(self, lang: str = "en") -> list[str]:
        """The game's score sheet in the engine's words: each hand, the totals and, at
        the end, the game bonus, shutout and box bonuses, who won and the settlement (the
        tournament: the standings after the learner's meeting)."""
        lines = list(render(self.named_sheet(lang).explanation, lang))
        match = self.match
        if match is not None and not match.is_pairs:
            lines.extend(self.standings(lang))
        return lines

    def standings(self, lang: str = "en") -> list[str]:
        """Tournament: every player's games won and points, best first."""
        match = self.match
        if match is None or match.is_pairs:
            return []
        rows = match.standings()
        return [say("standing", lang, place=i, name=self.seat_name(r.seat, lang), games=r.games,
                    points=r.points, played=r.played) for i, r in enumerate(rows, 1)]

    def sheet_rows(self, lang: str = "en") -> list[tuple[str, ...]]:
        """One row per hand: its number, each column's points, how (in pairs: each table's
        result and the team's balance)."""
        rows = []
        sheet = self.sheet()
        match = self.match
        for i, (winner, points, kind) in enumerate(sheet.hands, 1):
            cells = tuple(str(points) if winner == col else "" for col in range(sheet.table.size))
            if match is not None and match.is_pairs:  # each table's hand, not a kind
                tables = [r for r in match.history if r.number == i]
                how = "; ".join(_table_words(r.result, r.seats, self.game.table.size, lang)
                                for r in tables)
            else:
                how = say(f"kind.{kind}", lang)
            rows.append((str(i), *cells, how))
        return rows

    # -- keeping it ----------------------------------------------------------
    def to_json(self) -> str:
        """The stored form: settings, the game (with its own checksum), the decisions."""
        return json.dumps(
            {
                "version": SAVE_VERSION,
                "settings": self.settings.to_dict(),
                "game": self.game.to_dict(),
                "decisions": [d.to_dict() for d in self.decisions],
            },
            ensure_ascii=False,
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, raw: str | None) -> PracticeSession | None:
        """Restore a stored session; None when there is none or it cannot be read."""
        if not raw:
            return None
        try:
            data = parse_json(raw, "the saved practice game")
            if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
                return None
            settings = Settings.from_dict(data.get("settings"))
            game = game_from_dict(data.get("game"))
        except (ValueError, TypeError, SaveFileError):
            return None
        if game.variant.name != settings.game or game.table.size != settings.seats:
            return None  # the settings and the game disagree: not a save this page made
        decisions = (
            [
                d
                for d in (Decision.from_dict(x) for x in data.get("decisions") or [])
                if d is not None
            ]
            if isinstance(data.get("decisions"), list)
            else []
        )
        # the session of the game's hand flow (a subclass restores its own kind)
        maker = session_class(game.variant) if cls is PracticeSession else cls
        session = maker(settings, game, decisions)
        session.rules = game.rules
        return session

    @staticmethod
    def new_seed(entropy: int) -> int:
        """A fresh game seed from some entropy (the page passes the clock)."""
        return derive_seed("practice", entropy) % (1 << 31)


def session_class(variant: Variant) -> type[PracticeSession]:
    """The session that plays ``variant``'s hand flow (:data:`FLOW_SESSIONS`)."""
    import importlib
    import sys

    module, _, name = FLOW_SESSIONS[variant.hand_flow].partition(":")
    if module not in sys.modules:  # perhaps unpacked from the page's own zip after start
        importlib.invalidate_caches()
    found: type[PracticeSession] = getattr(importlib.import_module(module), name)
    return found


def new_session(settings: Settings) -> PracticeSession:
    """A new practice game of the chosen settings, played by its hand flow's session."""
    return session_class(settings.variant)(settings)


def preset_label(variant: Variant, name: str, lang: str = "en") -> str:
    """A preset's name as the learner reads it: the engine's ``preset.<game>.<name>``
    where a game's preset differs from another's of the same name (Rummy's 'short'),
    else ``preset.<name>``."""
    words = engine_words()
    key = f"preset.{variant.name}.{name}"
    return words.say(key if key in words else f"preset.{name}", lang)


def _result_words(res: HandResult | None, runs_down_at: int, size: int, lang: str) -> str:
    """Who scored a finished hand, in words; a drawn hand says how the stock ended it
    (at two cards, or empty with no reshuffle left)."""
    if res is None:
        return say("over.drawn" if runs_down_at else "over.drawn_empty", lang)
    return seat_words("over", res.winner_seat, lang, size, points=res.points,
                      kind=say(f"kind.{res.kind}", lang))


def _deal_words(game: Game | Match, lang: str) -> list[str]:
    """What a hand just dealt is for the learner when they do not play it: they dealt it
    and sit it out (three-player gin), or their tournament meeting is over and they
    watch the other table; nothing when they play it."""
    if game.game_phase is not GamePhase.PLAYING:
        return []
    view = game.view(LEARNER)
    size = game.table.size
    players = [seat_name(s.seat, lang, size) for s in view.others]
    if isinstance(game, Match) and game.hand_at(LEARNER) is None:
        return [say("turn.watch", lang, players=players)]
    if not view.seats[LEARNER].active:
        return [say("turn.sit_out", lang, players=players)]
    return []


def _hand_title(game: Game | Match, lang: str) -> str:
    """A hand's title: 'Hand 2'; in a tournament, its round too ('Round 1, hand 2')."""
    if isinstance(game, Match) and not game.is_pairs:
        return say("page.round_hand", lang, round=game.round, n=game.hand_number)
    return say("page.hand_no", lang, n=game.hand_number)


def _table_words(res: HandResult | None, seats: Sequence[int], size: int, lang: str) -> str:
    """A card table's hand on the pairs score sheet: who met whom, and who scored."""
    a, b = (seat_name(s, lang, size) for s in seats)
    if res is None:
        return say("sheet.table_draw", lang, a=a, b=b)
    return say("sheet.table", lang, a=a, b=b, name=seat_name(res.winner_seat, lang, size),
               points=res.points, kind=say(f"kind.{res.kind}", lang))


def _apply_and_say(game: Game | Match, act: Action, player: int, lang: str) -> list[str]:
    """Play one move and say in words what the learner saw happen: the public events it
    made at the learner's table, the learner's own drawn card (compared in their view
    before and after), who scored when the move ended a hand, and (four players) the
    other card table's moves while the learner's own hand is over and they watch it,
    and the end of its hand."""
    before = game.view(LEARNER)
    game.apply(act, player)
    after = game.view(LEARNER)
    same_table = after.seats[LEARNER].active == before.seats[LEARNER].active and \
        [s.seat for s in after.others] == [s.seat for s in before.others]
    # A new hand's log starts again; a view that moved to another table says only its end.
    start = 0 if act.kind is ActionKind.NEXT_HAND else len(before.events)
    events = after.events[start:] if same_table or act.kind is ActionKind.NEXT_HAND else ()
    out: list[str] = []
    size = game.table.size
    for e in events:
        if e.kind == "draw" and e.player == LEARNER:
            out.append(seat_words("ev.draw", LEARNER, lang,
                                  card=_card_words(after.just_drawn, lang)))
        else:
            out.append(event_words(e, lang, size))
    if after.phase.is_over and not (before.phase.is_over and same_table):
        out.append(_result_words(after.result, after.stock_runs_down_at, size, lang))
    watching = before.phase.is_over and after.phase.is_over and same_table and \
        act.kind is not ActionKind.NEXT_HAND
    for was, now in zip(before.elsewhere, after.elsewhere, strict=False):
        if watching:
            out.extend(say("other_table", lang, result=event_words(e, lang, size))
                       for e in now.events[len(was.events):])
        if now.phase.is_over and not was.phase.is_over:
            out.append(say("other_table", lang, result=_result_words(
                now.result, now.stock_runs_down_at, size, lang)))
    return out


def _points(loss: float) -> str:
    return f"{loss:.0f}" if loss >= 1 else f"{loss:.1f}"


# ---------------------------------------------------------------- the site page

_STRENGTH_NAMES = {
    # one name per strength of ginrules.opponent.STRENGTHS (a test keeps the two equal)
    "en": {"beginner": "Beginner", "club": "Club", "expert": "Expert"},
    "nl": {"beginner": "Beginner", "club": "Club", "expert": "Expert"},
}


#: The practice page's words: the page's own (written a language at a time) and the
#: strengths' names, in one catalogue with the one look-up (:class:`ginrules.words.Catalogue`).
WORDS = Catalogue.merged("gintutor.practice", [
    Catalogue.from_languages("gintutor.practice._WORDS", _WORDS),
    Catalogue.from_languages("gintutor.practice._STRENGTH_NAMES", _STRENGTH_NAMES,
                             prefix="strength."),
])


def strength_name(name: str, lang: str = "en") -> str:
    """A strength as the learner reads it."""
    return say(f"strength.{name}", lang)


def page_texts(lang: str) -> dict[str, str]:
    """Every practice-page word in one language (template and controller), placeholders
    left for the page to fill: gin's and Rummy's table (the build's, not the browser's:
    Rummy's words are in the practice page's own zip)."""
    from gintutor import rummy_practice

    return rummy_practice.WORDS.table(lang)


def site_pages(lang: str) -> list[dict[str, Any]]:
    """The practice page for build.py: words and setup pre-rendered; the table is drawn
    in the browser (the game lives in localStorage)."""
    from gintutor import rules_text  # build time only

    texts = page_texts(lang)
    names = strengths()
    return [
        {
            "slug": "practice",
            "title": texts["page.title"],
            "summary": texts["page.intro"],
            "context": {
                "pr": texts,
                "card_back": card_back_html(lang),
                "pr_strengths": [{"value": s, "label": strength_name(s, lang)} for s in names],
                "pr_games": [{"value": c.key, "label": texts[f"page.game.{c.key}"],
                              "rules": rules_text.rules_page(c.variant)}
                             for c in PRACTICE_CHOICES],
                "pr_presets": [{"game": v.name, "value": name,
                                "label": preset_label(v, name, lang)}
                               for v in PRACTICE_GAMES for name in v.preset_names],
            },
            "data": {"texts": texts, "strengths": list(names)},
        }
    ]
