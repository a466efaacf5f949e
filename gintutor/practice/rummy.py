"""Rummy at the practice table (issue 16): Rummy's session (no DOM).

What Rummy adds to the frame (:class:`gintutor.practice.session.PracticeSession`): melds
and layoffs on the table during play, each meld named by its owner ("Mia's set of kings
(K♣ K♦ K♥)"), a computer's turn of several moves said as one sentence ("Mia draws from
the stock, melds 4♠ 4♥ 4♦ and discards 8♦"), the engine's reason for a move it refuses
said in the learner's words, the hand "by melds" as Rummy sees it, and the end of a hand
(who went out, what each other player pays). The coach, hints, review, score sheet,
saving and the log are the frame's.

This module, its words (:mod:`gintutor.practice.rummy_words`) and the page's Rummy table
(``site/app/practice/rummy.py``) are in the practice page's own zip: the other pages
never load them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ginrules import Card
from ginrules.core.actions import Action, ActionKind, IllegalActionError
from ginrules.rummy.hand import RummyHand, RummyResult
from ginrules.table.game import Game
from ginrules.table.match import Match
from ginrules.table.view import Event, Phase, PlayerView
from gintutor.practice.rummy_words import WORDS, reason_words
from gintutor.practice.session import PracticeSession
from gintutor.practice.wording import (
    Voice,
    card_words,
    event_words,
    last_turn,
    person_of,
    seat_name,
    seat_role,
    seat_words,
)

__all__ = ["WORDS", "MeldButton", "RummySession", "meld_words", "reason_words",
           "turn_clauses"]


# ---------------------------------------------------------------- melds and turns in words


def meld_words(owner: int, cards: Sequence[Card], lang: str, seats: int | Voice) -> str:
    """A meld on the table with its owner: 'your run 7♥ 8♥ 9♥', "Mia's set of kings
    (K♣ K♦ K♥)" (the accessible name of its button)."""
    kind = "set" if len({c.rank for c in cards}) == 1 else "run"
    role = seat_role(owner, seats)
    return WORDS.say(f"meld.{kind}.{role}", lang, name=seat_name(owner, lang, seats),
               cards=tuple(cards), rank=cards[0].rank)


def _owner_of(card: Card, view: PlayerView) -> int:
    return next((owner for owner, cards in view.table_melds if card in cards), view.player)


def _meld_before(event: Event) -> tuple[Card, ...]:
    """The meld a card was laid off on, as it was before that card."""
    return tuple(c for c in event.cards if c != event.card)


def turn_clauses(events: Sequence[Event], view: PlayerView, lang: str,
                 seats: int | Voice) -> list[str]:
    """A turn's moves as clauses: 'draws from the stock', 'melds 4♠ 4♥ 4♦', …"""
    clauses: list[str] = []
    turned = False
    for e in events:
        person = person_of(e.player, seats)
        if e.kind == "turn_pile":
            turned = True
        elif e.kind == "draw":
            clauses.append(WORDS.say("cl.draw_turned" if turned else "cl.draw", lang,
                                     person=person))
        elif e.kind == "lay_off" and e.card is not None:
            meld = meld_words(_owner_of(e.card, view), _meld_before(e), lang, seats)
            clauses.append(WORDS.say("cl.lay_off", lang, person=person, card=e.card, meld=meld))
        elif e.kind in ("take", "discard", "out", "meld"):
            clauses.append(WORDS.say(f"cl.{e.kind}", lang, person=person, card=e.card,
                               cards=e.cards))
    return clauses


@dataclass(frozen=True)
class MeldButton:
    """A meld on the table as the page draws it: its place, owner, cards and name."""

    index: int
    owner: int
    owner_name: str
    cards: tuple[Card, ...]
    label: str

    @property
    def text(self) -> str:
        """The meld as a layoff names it: '7H-8H-9H'."""
        return "-".join(c.code for c in self.cards)


# ---------------------------------------------------------------- the session


class RummySession(PracticeSession):
    """A Rummy game (or single hand) between the learner and one to five computers."""

    own_words = WORDS

    @property
    def hand(self) -> RummyHand:
        """The Rummy hand being played (one table: every seat plays every hand)."""
        hand = self.game.hand
        assert isinstance(hand, RummyHand), "a Rummy session plays the Rummy hand flow"
        return hand

    def hand_groups(self, lang: str = "en") -> list[tuple[str, str, tuple[Card, ...]]]:
        """The hand 'by melds' as Rummy sees it (its ace rule, the melds on the table): the
        melds it could lay, the cards that fit a meld on the table, then the rest with the
        points they would cost."""
        view = self.view()
        if not view.hand:  # the device is passed on: no one's cards are shown
            return []
        plays = self.hand.plays(self.learner)
        groups = [(WORDS.say("spread.meld", lang), "meld", meld) for meld in plays.plan_melds]
        fitting = tuple(card for card, _ in plays.plan_layoffs)
        if fitting:
            groups.append((WORDS.say("group.fits", lang), "meld", fitting))
        used = {c for m in plays.plan_melds for c in m} | set(fitting)
        rest = tuple(c for c in view.hand if c not in used)
        if rest:
            groups.append((WORDS.say("group.rest", lang, n=plays.least_left), "deadwood", rest))
        return groups

    # -- words -----------------------------------------------------------------------
    def why_not(self, error: IllegalActionError, lang: str = "en") -> str:
        """The engine's reason, in the learner's words (:func:`reason_words`)."""
        return reason_words(error, lang) or WORDS.say("why.not_now", lang)

    def action_words(self, action: Action | str, lang: str = "en") -> str:
        """A layoff names the meld by its owner: 'lay 5♥ off on Daan's run 6♥ 7♥ 8♥ 9♥'."""
        act = Action.parse(action) if isinstance(action, str) else action
        if act.kind is not ActionKind.LAY_OFF:
            return super().action_words(act, lang)
        meld = act.melds[0]
        owner = next((o for o, cards in self.view().table_melds if set(meld) <= set(cards)),
                     None)
        if owner is None:  # a meld of an earlier hand (the review): by its cards
            return super().action_words(act, lang)
        return WORDS.say("act.lay off", lang, card=act.card, meld=self.meld_name(owner, meld, lang))

    def _turn_clauses(self, events: Sequence[Event], view: PlayerView, lang: str) -> list[str]:
        """A Rummy turn: the draw, every meld and layoff, the discard or going out."""
        return turn_clauses(events, view, lang, self.voice)

    def meld_name(self, owner: int, cards: Sequence[Card], lang: str = "en") -> str:
        """A meld on the table named by its owner (:func:`meld_words`)."""
        return meld_words(owner, cards, lang, self.voice)

    def _move_prompt(self, view: PlayerView, lang: str) -> str:
        """The learner's turn: draw (or turn the pile over), then meld, lay off, discard."""
        v = view
        kinds = {a.kind for a in v.legal_actions}
        top = v.top_discard
        if v.phase is Phase.DRAW:
            if ActionKind.TAKE not in kinds:
                return WORDS.say("turn.draw_stock", lang)
            key = "turn.r_draw" if v.stock_count else "turn.r_turn"
            return WORDS.say(key, lang, card=top)
        can_meld, can_lay_off = ActionKind.MELD in kinds, ActionKind.LAY_OFF in kinds
        key = ("turn.r_play" if can_meld and can_lay_off else "turn.r_meld_only" if can_meld
               else "turn.r_lay_off_only" if can_lay_off else "turn.r_discard")
        line = WORDS.say(key, lang)
        taken = v.just_taken
        if taken is not None and Action.discard(taken) not in v.legal_actions:
            line += " " + WORDS.say("turn.r_taken", lang, card=taken)
        return line

    def step_words(self, words: Sequence[str], lang: str = "en") -> str:
        """While a computer's turn goes on: the turn so far ('Mia draws from the stock,
        melds 4♠ 4♥ 4♦ …'); once it is over, its sentence."""
        if words:
            return " ".join(words)
        v = self.view()
        events = last_turn(v.events, v.to_act)
        if not events or v.to_act == self.voice.me or v.phase.is_over:
            return ""
        clauses = turn_clauses(events, v, lang, self.voice)
        return WORDS.say("turn.going", lang, name=self.seat_name(v.to_act, lang), clauses=clauses)

    def _say_move(self, game: Game | Match, act: Action, player: int, lang: str) -> list[str]:
        """The learner's moves one line each; a computer's turn in one sentence when it
        ends (nothing before); who went out when the hand ends."""
        before = game.view(self.learner)
        game.apply(act, player)
        after = game.view(self.learner)
        size = self.voice
        start = 0 if act.kind is ActionKind.NEXT_HAND else len(before.events)
        out: list[str] = []
        if player == size.me or act.kind is ActionKind.NEXT_HAND:
            out.extend(self._own_line(e, after, lang) for e in after.events[start:])
        elif after.phase.is_over or after.to_act != player:
            clauses = turn_clauses(last_turn(after.events, player), after, lang, size)
            out.append(WORDS.say("turn.sentence", lang, name=self.seat_name(player, lang),
                           clauses=clauses))
        if after.phase.is_over and not before.phase.is_over:
            out.append(self._result_line(game.hand.result, lang))
        return out

    def _own_line(self, e: Event, view: PlayerView, lang: str) -> str:
        size = self.voice
        if e.kind == "meld":
            return WORDS.say("ev.meld.you", lang, cards=e.cards)
        if e.kind == "lay_off" and e.card is not None:
            meld = meld_words(_owner_of(e.card, view), _meld_before(e), lang, size)
            return WORDS.say("ev.lay_off.you", lang, card=e.card, meld=meld)
        if e.kind == "out":
            return WORDS.say("ev.out.you", lang)
        if e.kind == "turn_pile":
            return WORDS.say("ev.turn_pile", lang)
        if e.kind == "draw":
            return seat_words("ev.draw", e.player, lang, size,
                              card=card_words(view.just_drawn, lang))
        return event_words(e, lang, size)

    def _result_line(self, res: Any, lang: str) -> str:
        if not isinstance(res, RummyResult):
            return WORDS.say("over.r_drawn", lang)
        return seat_words("over", res.winner_seat, lang, self.voice,
                             points=res.points, kind=WORDS.say(f"kind.{res.kind}", lang))

    # -- the table ---------------------------------------------------------------------
    def melds_on_table(self, lang: str = "en") -> list[MeldButton]:
        """Every meld on the table in the order laid, with its owner and its name."""
        return [MeldButton(i, owner, seat_name(owner, lang, self.voice),
                           cards, self.meld_name(owner, cards, lang))
                for i, (owner, cards) in enumerate(self.view().table_melds)]

    # -- the end of a hand ---------------------------------------------------------------
    def hand_summary(self, lang: str = "en") -> str:
        return self._result_line(self.hand.result, lang) if self.hand.is_over else ""

    def showdown_steps(self, lang: str = "en") -> list[str]:
        """Who went out (or rummy), what every other player pays, the total."""
        res = self.hand.result
        if res is None:
            return [self.hand_summary(lang)] if self.hand.is_over else []
        return self._learner_words(res.explanation, lang)

    def left_lines(self, lang: str = "en") -> list[tuple[int, tuple[Card, ...], str]]:
        """Each other player's cards left when the hand ended, with what they pay."""
        res = self.hand.result
        if res is None:
            return []
        paid = dict(res.payments)
        out = []
        for seat, cards in res.left:
            name = self.seat_name(seat, lang)
            line = WORDS.say("page.left", lang, name=name, cards=cards, paid=paid.get(seat, 0),
                       person=person_of(seat, self.voice)) \
                if cards else WORDS.say("page.left_none", lang, name=name)
            out.append((seat, cards, line))
        return out
