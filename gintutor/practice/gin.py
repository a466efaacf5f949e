"""Gin at the practice table: two-player gin, gin for three (the dealer sits out), the
seven-card showdown and gin at two card tables (pairs, the tournament).

What gin adds to the frame (:class:`gintutor.practice.session.PracticeSession`): the
upcard, knocking and going gin on the learner's turn, the spread the knocker chooses to
show (and the form that draws the choices), the showdown with its layoffs, a move said
one event at a time (with the other card table's while the learner watches it), and the
hand "by melds" as the engine's best arrangement with its deadwood."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ginrules import Arrangement, Card, Meld, best_arrangement
from ginrules.core.actions import Action, ActionKind
from ginrules.gin.hand import Hand
from ginrules.gin.showdown import HandResult
from ginrules.table.game import Game
from ginrules.table.match import Match
from ginrules.table.view import Event, Phase, PlayerView
from gintutor.practice.judge import weigh
from gintutor.practice.session import PracticeSession
from gintutor.practice.settings import LEARNER
from gintutor.practice.wording import (
    Voice,
    card_words,
    event_words,
    person_of,
    seat_pronoun,
    seat_words,
)
from gintutor.practice.words import WORDS
from gintutor.render import card_html, escape

__all__ = ["FIRST_SPREADS", "WORDS", "GinSession", "SpreadChoice", "SpreadForm", "spread_form",
           "turn_clauses"]

# WORDS: gin's table says only the practice page's own words (every family's session
# module names its table's words WORDS, for build.py's page texts).

#: Spread choices shown before "More spreads" (the advisor's choice is the first).
FIRST_SPREADS = 3

#: Gin's events said as a clause of a turn ('draws from the stock', 'discards 8♦').
_GIN_CLAUSES = frozenset({"pass", "draw", "take", "discard", "knock", "gin", "big_gin"})


def turn_clauses(events: Sequence[Event], lang: str = "en",
                 seats: int | Voice = 2) -> list[str]:
    """A gin turn's moves as clauses: 'draws from the stock', 'discards 8♦' (the seat
    spoken to with the verb for 'you')."""
    return [WORDS.say(f"cl.{e.kind}", lang, person=person_of(e.player, seats), card=e.card)
            for e in events if e.kind in _GIN_CLAUSES]


def result_words(res: HandResult | None, runs_down_at: int, size: int | Voice,
                 lang: str) -> str:
    """Who scored a finished hand, in words; a drawn hand says how the stock ended it
    (at two cards, or empty with no reshuffle left)."""
    if res is None:
        return WORDS.say("over.drawn" if runs_down_at else "over.drawn_empty", lang)
    return seat_words("over", res.winner_seat, lang, size, points=res.points,
                      kind=WORDS.say(f"kind.{res.kind}", lang))


def apply_and_say(game: Game | Match, act: Action, player: int, lang: str,
                  seat: int = LEARNER, voice: Voice | None = None) -> list[str]:
    """Play one move and say in words what the person in ``seat`` saw happen: the public
    events it made at their table, their own drawn card when the sentences speak to them
    (``voice``; compared in their view before and after), who scored when the move ended
    a hand, and (four players) the other card table's moves while their own hand is over
    and they watch it, and the end of its hand."""
    before = game.view(seat)
    game.apply(act, player)
    after = game.view(seat)
    said = voice or Voice(game.table.size, seat)
    same_table = after.seats[seat].active == before.seats[seat].active and \
        [s.seat for s in after.others] == [s.seat for s in before.others]
    # A new hand's log starts again; a view that moved to another table says only its end.
    start = 0 if act.kind is ActionKind.NEXT_HAND else len(before.events)
    events = after.events[start:] if same_table or act.kind is ActionKind.NEXT_HAND else ()
    out: list[str] = []
    for e in events:
        if e.kind == "draw" and e.player == said.me:
            out.append(seat_words("ev.draw", e.player, lang, said,
                                  card=card_words(after.just_drawn, lang)))
        else:
            out.append(event_words(e, lang, said))
    if after.phase.is_over and not (before.phase.is_over and same_table):
        out.append(result_words(after.showdown, after.stock_runs_down_at, said, lang))
    watching = before.phase.is_over and after.phase.is_over and same_table and \
        act.kind is not ActionKind.NEXT_HAND
    for was, now in zip(before.elsewhere, after.elsewhere, strict=False):
        if watching:
            out.extend(WORDS.say("other_table", lang, result=event_words(e, lang, said))
                       for e in now.events[len(was.events):])
        if now.phase.is_over and not was.phase.is_over:
            out.append(WORDS.say("other_table", lang, result=result_words(
                now.showdown, now.stock_runs_down_at, said, lang)))
    return out


# ---------------------------------------------------------------- the spread to show


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
        word = WORDS.say("spread.meld_word" if count == 1 else "spread.melds_word", lang)
        return WORDS.say(
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
        count = WORDS.say("hand.deadwood", lang, n=arr.deadwood_count)
        best = escape(WORDS.say("spread.best", lang))
        badge = f'<span class="badge">{best}</span>' if c.best else ""
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
        toggle = (WORDS.say("spread.fewer", lang) if more
                  else WORDS.say("spread.more", lang, n=extra))
    shown = len(choices) if more else min(len(choices), FIRST_SPREADS)
    line = WORDS.say("spread.shown", lang, n=shown, total=len(choices))
    return SpreadForm("".join(opts), toggle, more, line)


# ---------------------------------------------------------------- the session


class GinSession(PracticeSession):
    """A gin game (or single hand): one table (two-player, three-player and seven-card
    gin) or two card tables at once (four players in pairs or as a tournament)."""

    def own_hand(self) -> Hand | None:
        """The gin hand the learner plays now (None: their tournament meeting is over)."""
        if isinstance(self.game, Match):
            return self.game.hand_at(self.learner)
        hand = self.game.hand
        assert isinstance(hand, Hand), "a gin session plays gin's hand flow"
        return hand

    def _move_prompt(self, view: PlayerView, lang: str) -> str:
        """The learner's turn: the upcard, the draw, the discard with knock or gin, the
        spread to show."""
        top = view.top_discard
        if view.phase is Phase.FIRST_TURN:
            return WORDS.say("turn.first", lang, card=card_words(top, lang))
        kinds = {a.kind for a in view.legal_actions}
        if view.phase is Phase.DRAW:
            if ActionKind.TAKE in kinds:
                return WORDS.say("turn.draw", lang, card=card_words(top, lang))
            return WORDS.say("turn.draw_stock", lang)
        if view.phase is Phase.SHOW:
            return WORDS.say("turn.show", lang)
        if ActionKind.BIG_GIN in kinds:
            return WORDS.say("turn.discard_big_gin", lang)
        knock, gin = ActionKind.KNOCK in kinds, ActionKind.GIN in kinds
        key = {
            (True, True): "turn.discard_knock_gin",
            (True, False): "turn.discard_knock",
            (False, True): "turn.discard_gin",
        }.get((knock, gin), "turn.discard")
        return WORDS.say(key, lang)

    def arrangement(self) -> Arrangement:
        """The learner's hand as the engine groups it: melds, then the deadwood apart."""
        return best_arrangement(self.view().hand)

    def _turn_clauses(self, events: Sequence[Event], view: PlayerView, lang: str) -> list[str]:
        """A gin turn: draws or takes, then discards, knocks or goes gin."""
        return turn_clauses(events, lang, self.voice)

    def hand_groups(self, lang: str = "en") -> list[tuple[str, str, tuple[Card, ...]]]:
        """The learner's hand grouped 'by melds': (caption, kind, cards) per group, the
        melds first (gin: then the deadwood with its count)."""
        arr = self.arrangement()
        groups = [(WORDS.say("spread.meld", lang), "meld", m.cards) for m in arr.melds]
        if arr.deadwood:
            groups.append((WORDS.say("hand.deadwood", lang, n=arr.deadwood_count), "deadwood",
                           arr.deadwood))
        return groups

    def _say_move(self, game: Game | Match, act: Action, player: int, lang: str) -> list[str]:
        """Every event of the move on its own line (:func:`apply_and_say`)."""
        return apply_and_say(game, act, player, lang, self.learner, self.voice)

    def spread_choices(self, lang: str = "en") -> list[SpreadChoice]:
        """The spreads the knocker (the learner) may show, the hint's choice first (the
        master's: :mod:`gintutor.practice.judge`), then by what it expects each to cost;
        each with its melds and deadwood."""
        view = self.view()
        shows = [a for a in view.legal_actions if a.kind is ActionKind.SHOW]
        if not shows:
            return []
        weighing = weigh(view)
        best = weighing.best
        losses = {v.action: -v.value for v in weighing.values}
        out = []
        for a in shows:
            melds = tuple(Meld.of(m) for m in a.melds)
            shown = {c for m in melds for c in m.cards}
            arr = Arrangement(melds, [c for c in view.hand if c not in shown])
            out.append(SpreadChoice(a, arr, a == best, losses.get(a, 0.0)))
        out.sort(key=lambda c: (not c.best, c.loss, c.arrangement.deadwood_count, str(c.action)))
        return out

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
        size = self.voice
        lines = [] if hand is None else [result_words(hand.result, hand.runs_down_at, size,
                                                      lang)]
        match = self.match
        if match is not None and match.is_pairs and self.deal_over:
            other = next(h for h in match.hands if h is not None and h is not hand)
            lines.append(WORDS.say("other_table", lang, result=result_words(
                other.result, other.runs_down_at, size, lang)))
            assert match.sheet is not None
            winner, points, _ = match.sheet.hands[-1]
            if winner is None:
                lines.append(WORDS.say("team.level", lang))
            else:
                lines.append(WORDS.say("team.balance", lang, team=self.team_names(lang)[winner],
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

    def _who_knocked(self, knocker: int, defender: int, lang: str) -> str:
        """Who is the knocker and who the defender, from the learner's seat (who may
        be neither, sitting the hand out)."""
        names = {"knocker": self.seat_name(knocker, lang),
                 "defender": self.seat_name(defender, lang)}
        seats = self.voice
        if seats.me in (knocker, defender):
            return seat_words("show.who", knocker, lang, seats, **names)
        return WORDS.say("show.who.between", lang, pronoun=seat_pronoun(knocker, lang, seats),
                         **names)

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
