"""The frame of every practice game: what a session does whatever the family plays.

Why a frame: the page controller only draws and listens; everything a learner's move
sets off (the coach's warning, the computer's replies and the words that announce them,
the review, the score sheet, the log rebuilt from the moves, and keeping the game across
reloads) lives here, pure Python, so CPython tests can play whole games exactly as the
browser does. One table or two card tables (a ``Match``) is the frame's concern too: the
status line, the sheet and the seats read either.

A family adds what its games do differently in its own module, as a subclass
(:class:`gintutor.practice.gin.GinSession`, :class:`gintutor.practice.rummy.RummySession`):
how a move is said, a seat's turn as clauses, what the learner is asked to do on their
turn, the hand "by melds" and the end of a hand. Which class plays a game is the
family's ``practice_session`` in :mod:`gintutor.families`.

The rules, the hand and game state machine, the advisor and the computer opponent are
``ginrules``'s; this module never decides what is legal or how much a hand scores.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, ClassVar

from ginrules import Card
from ginrules.core.actions import Action, ActionKind, IllegalActionError, SaveFileError
from ginrules.core.explain import Step
from ginrules.core.grades import Grade, worse_or_equal
from ginrules.core.reader import parse_json
from ginrules.core.rng import derive_seed
from ginrules.gin.hand import Hand
from ginrules.table.game import Game
from ginrules.table.match import Match, game_from_dict, new_game
from ginrules.table.variants import Variant
from ginrules.table.view import Event, GamePhase, PlayerView
from ginrules.words import Catalogue
from gintutor.practice.judge import hint, judge
from gintutor.practice.settings import LEARNER, SAVE_VERSION, Decision, Settings
from gintutor.practice.sheet import ScoresPart
from gintutor.practice.verdict import Verdict, key_moments, summary_words, verdict_words
from gintutor.practice.wording import (
    TURN_ENDS,
    SeatRow,
    Voice,
    action_words,
    deal_words,
    hand_title,
    last_turn,
    named_steps,
    preset_label,
    seat_name,
)
from gintutor.practice.words import WORDS
from gintutor.stats.tally import HandLine, accuracy_of, hand_line

if TYPE_CHECKING:
    # Only a Rummy session's hands are these, and its hand flow loads the module.
    from ginrules.rummy.hand import RummyHand
    from gintutor.practice.again import Again

__all__ = ["COACH_GRADE", "CoachWarning", "Outcome", "PracticeSession", "game_id",
           "new_session", "session_class"]

#: The coach holds back a move its judge grades this or worse (a mistake or a blunder;
#: an inaccuracy is left for the summary and the review).
COACH_GRADE: Grade = "mistake"


@dataclass(frozen=True)
class CoachWarning:
    """The coach's warning before a move its verdict grades :data:`COACH_GRADE` or worse:
    the move, the best move, what it costs and the verdict in words."""

    action: str
    best: str
    loss: float
    lines: tuple[str, ...]


@dataclass
class Outcome:
    """What one learner move set off: a warning (move not played), or the events
    that followed (the learner's own and the computer's), in words."""

    warning: CoachWarning | None = None
    announcements: list[str] = field(default_factory=list)
    computer_moves: int = 0


# ---------------------------------------------------------------- the judge and opponent
# One adapter each, so the page and the tests never depend on their exact shape.


def _computer_action(game: Game | Match, strength: str) -> Action:
    """The move of the computer whose turn it is, from that seat's own view."""
    from ginrules.players import opponent

    return opponent.choose(game.view(game.to_act), strength=strength)


def _judge(view: PlayerView, action: Action) -> Verdict:
    """The verdict on a move: the master's (:mod:`gintutor.practice.judge`)."""
    return judge(view, action)


def _hint(view: PlayerView, lang: str) -> tuple[Action, tuple[str, ...]]:
    """The hint: the master's move and why (:mod:`gintutor.practice.judge`)."""
    return hint(view, lang)


# ---------------------------------------------------------------- the session


class PracticeSession(ScoresPart, ABC):
    """A practice game (or single hand) between the learner and the computer players, at
    one card table or two. Not played itself: :func:`new_session` (or :meth:`from_json`)
    makes the session of the game's family."""

    #: the seat whose player holds the device (the one learner's; with several people,
    #: the last to say they are ready); every seat no person plays is the computer's
    learner: int = LEARNER
    #: the family's own words (its games' names among them); a family with a file of its
    #: own sets it
    own_words: ClassVar[Catalogue] = WORDS

    def __init__(
        self, settings: Settings, game: Game | Match | None = None,
        decisions: list[Decision] | None = None
    ) -> None:
        self.settings = settings
        self.rules = settings.rules()
        self.game: Game | Match = game or new_game(self.rules, settings.seed,
                                                   settings.names(), settings.variant)
        self.decisions: list[Decision] = decisions or []
        self.learner = settings.people[0]
        #: the device is being passed on: no person's cards are shown (:meth:`handover`)
        self.covered = self.shared
        #: a deal of a kept game played again (:mod:`gintutor.practice.deal_again`; None: a
        #: game of its own)
        self.again: Again | None = None

    # -- who holds the device ------------------------------------------------------
    @property
    def shared(self) -> bool:
        """Several people play, passing the device on before each one's turn."""
        return self.settings.shared

    @property
    def voice(self) -> Voice:
        """How the sentences name the seats now: the person holding the device is 'you',
        nobody while it is passed on or once every hand is shown at the end of a hand
        (the whole table looks then); the other people by their names."""
        people = self.game.table.names
        table_looks = self.is_covered or (self.shared and self.deal_over)
        return Voice(self.game.table.size, None if table_looks else self.learner,
                     tuple((seat, people[seat]) for seat in self.settings.people)
                     if self.shared else ())

    @property
    def is_covered(self) -> bool:
        """No person's cards are shown: the device is being passed on (at the end of a
        hand every hand is shown, as at a real table)."""
        return self.shared and not self.deal_over and (
            self.covered or self.handover() is not None)

    def handover(self) -> int | None:
        """The seat of the person the device is to be passed to before they play, or None
        (a computer's turn, the end of a hand, one person playing, or they hold it and
        their turn goes on: at two card tables the other table's moves come between)."""
        to_act = self.game.to_act
        if not self.shared or self.deal_over or to_act not in self.settings.people:
            return None
        return to_act if self.covered or to_act != self.learner else None

    def ready(self, seat: int) -> None:
        """The person in ``seat`` has the device: their cards are shown. Raises
        ``IllegalActionError`` when the device is not being passed to them."""
        if self.handover() != seat:
            raise IllegalActionError(Step("refuse.not_your_turn"))
        self.learner, self.covered = seat, False

    def _cover_after(self, player: int) -> None:
        """With several people, a person's cards are covered once their turn is over (at
        their own card table: at two, the other table's moves come between their own)."""
        hand = self.own_hand()
        if self.shared and (hand is None or hand.is_over or hand.to_act != player):
            self.covered = True

    # -- reading -------------------------------------------------------------
    def seat_name(self, seat: int, lang: str = "en") -> str:
        """A seat of this game as the sentences now name it (:attr:`voice`)."""
        return seat_name(seat, lang, self.voice)

    def view(self) -> PlayerView:
        """What the person holding the device may see now (a tournament seat whose
        meeting is over watches the other table); while it is passed on, only what every
        player sees: no hand, no moves, the cards others know of this seat."""
        view = self.game.view(self.learner)
        if not self.is_covered:
            return view
        hidden = replace(view, hand=(), legal_actions=(), just_drawn=None, just_taken=None)
        if not view.others:  # they sit this hand out, or watch the other table
            return replace(hidden, seats=tuple(replace(s, known=()) if s.seat == self.learner
                                               else s for s in view.seats))
        public = self.game.view(view.others[0].seat)  # what another player at the table sees
        mine = next(s for s in public.seats if s.seat == self.learner)
        return replace(hidden, events=public.events, seats=tuple(
            mine if s.seat == self.learner else s for s in view.seats))

    @property
    def match(self) -> Match | None:
        """The four-player game at two tables, if this is one."""
        return self.game if isinstance(self.game, Match) else None

    @property
    def hand_number(self) -> int:
        return self.game.hand_number

    @property
    def kept_id(self) -> str:
        """The name the review keeps this game's hands under: its game, seats and seed;
        a deal played again apart from its first play ('gin-2-1234-again-3')."""
        if self.again is None:
            return game_id(self.game)
        return f"{self.again.of}-again-{self.again.number}"

    def own_hand(self) -> Hand | RummyHand | None:
        """The hand the learner plays now (None: their tournament meeting is over)."""
        if isinstance(self.game, Match):
            return self.game.hand_at(self.learner)
        return self.game.hand

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
        return match is not None and match.hand_at(self.learner) is None

    def finished_hand_line(self, seat: int | None = None) -> tuple[str, HandLine] | None:
        """The statistics line of the hand the person in ``seat`` (by default: holding
        the device) just finished, with a key naming that hand (so it is counted once);
        None while it is played, or when they sat it out."""
        who = self.learner if seat is None else seat
        hand = self.game.hand_at(who) if isinstance(self.game, Match) else self.game.hand
        if hand is None or not hand.is_over or who not in hand.state.active:
            return None
        grades = [d.grade for d in self._decisions_of(self.hand_number, who)]
        line = hand_line(self.settings.choice, hand.result, who, accuracy_of(grades))
        return f"{self.settings.seed}:{self.hand_number}", line

    def learner_to_act(self) -> bool:
        """The person holding the device is to move (and their cards are shown)."""
        return not self.deal_over and self.game.to_act == self.learner and not self.is_covered

    def learner_watching(self) -> bool:
        """The deal goes on without the learner: they sit this hand out, their hand is
        over while the other table plays, or their tournament meeting is over."""
        if self.deal_over:
            return False
        hand = self.own_hand()
        return hand is None or hand.is_over or self.learner not in hand.state.active

    def legal(self) -> list[Action]:
        """The learner's legal moves now (empty when it is not their turn)."""
        return list(self.view().legal_actions) if not self.finished else []

    def partner(self) -> int | None:
        """The learner's partner's seat (four-player pairs), else None."""
        partners = self.game.table.partners(self.learner) if self.game.table.teams else ()
        return partners[0] if partners else None

    def prompt(self, lang: str = "en") -> str:
        """What the learner is asked to do now, in words (only the moves the rules allow):
        the game's or hand's end, waiting or watching here; the learner's own turn is the
        family's (:meth:`_move_prompt`)."""
        v = self.view()
        if self.game.is_over:
            final = " ".join(self.game_outcome(lang))
            return f"{WORDS.say('page.game_over', lang)} {self.hand_summary(lang)} {final}"
        if self.deal_over:
            summary = self.hand_summary(lang)
            if self._meeting_over():  # a tournament seat whose meeting was over
                return f"{WORDS.say('over.watched', lang)} {summary}"
            if not v.seats[self.learner].active:
                return f"{WORDS.say('over.sat_out', lang)} {summary}"
            return summary
        seat = self.handover()
        if seat is not None:  # the device is passed on
            return WORDS.say("handover.title", lang, name=self.game.table.names[seat])
        if self._meeting_over():  # the learner's meeting is over: they watch the other
            return WORDS.say("turn.watch", lang, players=[self.seat_name(s.seat, lang)
                                                    for s in v.others])
        if self.hand_over:  # the other card table plays on
            playing = tuple(s for w in v.elsewhere for s in w.others)
            return WORDS.say("turn.other_table", lang,
                       players=[self.seat_name(s.seat, lang) for s in playing])
        if v.to_act != self.learner:
            if not v.seats[self.learner].active:
                players = [self.seat_name(s.seat, lang) for s in v.others]
                return WORDS.say("turn.sit_out", lang, players=players)
            return WORDS.say("turn.wait", lang, name=self.seat_name(self.game.to_act, lang))
        return self._move_prompt(v, lang)

    @abstractmethod
    def _move_prompt(self, view: PlayerView, lang: str) -> str:
        """What the learner is asked to do on their turn (the family's moves)."""

    def hand_title(self, lang: str = "en") -> str:
        """Which hand is being played: 'Hand 2' (a tournament: 'Round 1, hand 2')."""
        return hand_title(self.game, lang)

    def game_title(self, lang: str = "en") -> str:
        """The game as the practice menu names it ('Rummy for three')."""
        return self.own_words.say(f"page.game.{self.settings.choice}", lang)

    def rules_name(self, lang: str = "en") -> str:
        """The name of the house rules this game is played by (a preset of its game)."""
        variant = self.game.variant
        preset = self.settings.preset
        name = preset if preset in variant.presets else variant.default_preset
        return preset_label(variant, name, lang)

    def just_drawn(self) -> Card | None:
        """The card the learner has just drawn from the stock (to mark it as new), while
        they still have to discard; None otherwise. Their own view says which it is."""
        return self.view().just_drawn

    # -- the seats -------------------------------------------------------------
    @abstractmethod
    def _turn_clauses(self, events: Sequence[Event], view: PlayerView, lang: str) -> list[str]:
        """A seat's turn as clauses: 'draws from the stock', 'discards 8♦'."""

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
                last = WORDS.say(key, lang, name=self.seat_name(s.seat, lang),
                           clauses=self._turn_clauses(events, v, lang))
            rows.append(SeatRow(s.seat, self.seat_name(s.seat, lang), s.card_count, last,
                                s.active and v.to_act == s.seat and not v.phase.is_over,
                                v.dealer == s.seat, s.active, s.known))
        return rows

    def other_table_rows(self, lang: str = "en") -> list[list[SeatRow]]:
        """The seats of the other card table (four players), as the learner watches it."""
        return [self.seat_rows(lang, other) for other in self.view().elsewhere]

    @abstractmethod
    def hand_groups(self, lang: str = "en") -> list[tuple[str, str, tuple[Card, ...]]]:
        """The learner's hand grouped 'by melds': (caption, kind, cards) per group, the
        melds first; kind is 'meld' or 'deadwood'."""

    # -- acting --------------------------------------------------------------
    def play(
        self,
        action: Action | str,
        *,
        confirmed: bool = False,
        lang: str = "en",
        computer: bool = True,
    ) -> Outcome:
        """Play the learner's move.  With the coach on and the move a mistake or worse, the
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
                    raise IllegalActionError(Step("refuse.not_your_turn"))
                # Ask the game for the reason: it raises IllegalActionError saying why.
                self.game.apply(act, self.learner)
            except IllegalActionError as exc:
                raise IllegalActionError(self.why_not(exc, lang)) from exc
            raise IllegalActionError("that move is not allowed now")  # pragma: no cover
        verdict = self._verdict(view, act)
        if (
            verdict is not None
            and self.settings.coach
            and not confirmed
            and worse_or_equal(verdict.grade, COACH_GRADE)
        ):
            warn = WORDS.say("coach.warn", lang, action=self.action_words(act, lang))
            lines = (warn, *verdict_words(verdict, lang, ahead=True))
            return Outcome(warning=CoachWarning(str(act), str(verdict.best), verdict.loss, lines))
        step = self._move_index()
        words = self._say_move(self.game, act, self.learner, lang)
        if verdict is not None:
            self.decisions.append(Decision.of(self.hand_number, step, verdict, self.learner))
        self._cover_after(self.learner)
        out = Outcome(announcements=words)
        if computer:
            out.computer_moves, more = self.run_computer(lang)
            out.announcements.extend(more)
        return out

    def action_words(self, action: Action | str, lang: str = "en") -> str:
        """A move in words, as the hint, the coach and the review say it."""
        return action_words(action, lang)

    def why_not(self, error: IllegalActionError, lang: str = "en") -> str:
        """The engine's reason a move is not allowed, as the learner reads it: the
        engine's own words in the page's language, unless the family says them in its
        own."""
        return error.say(lang)

    @abstractmethod
    def _say_move(self, game: Game | Match, act: Action, player: int, lang: str) -> list[str]:
        """Play one move and say what the learner saw happen (one line per event)."""

    def step_words(self, words: Sequence[str], lang: str = "en") -> str:
        """What stands in the prompt while the computer's paced turn goes on: its last
        step in words."""
        return " ".join(words)

    def _verdict(self, view: PlayerView, act: Action) -> Verdict | None:
        if len(view.legal_actions) < 2:
            return None  # no choice, nothing to judge
        return _judge(view, act)

    def _move_index(self) -> int:
        """Where the next move stands in the learner's hand: its index among the hand's
        moves, as the review numbers its steps."""
        hand = self.own_hand()
        return 0 if hand is None else len(hand.moves())

    def computer_to_act(self) -> bool:
        """A computer player has a move to make now (at either card table)."""
        return not self.deal_over and self.game.to_act not in self.settings.people

    def computer_step(self, lang: str = "en") -> list[str]:
        """One move of the computer (a draw, a discard, a knock), in words; nothing when it
        is not the computer's turn. The page shows each step on its own."""
        if not self.computer_to_act():
            return []
        act = _computer_action(self.game, self.settings.strength_of(self.game.to_act))
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
        self.covered = self.shared
        out = Outcome(announcements=[*self._deal_words(self.game, lang), *lines])
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
        return [] if self.game.actions else self._deal_words(self.game, lang)

    def _deal_words(self, game: Game | Match, lang: str) -> list[str]:
        """That the person holding the device sits the hand just dealt out or watches
        (nothing while the device is passed on: the table shows who plays)."""
        voice = self.voice
        return [] if voice.me is None else deal_words(game, lang, voice.me, voice)

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
        hands = [(hand_title(replay, lang), self._deal_words(replay, lang))]
        for act in game.actions:
            player = self.learner if act.kind is ActionKind.NEXT_HAND else replay.to_act
            lines = self._say_move(replay, act, player, lang)
            if act.kind is ActionKind.NEXT_HAND:
                hands.append((hand_title(replay, lang), self._deal_words(replay, lang)))
            hands[-1][1].extend(lines)
        return hands

    # -- help ----------------------------------------------------------------
    def hint(self, lang: str = "en") -> tuple[str, Action | None, tuple[str, ...]]:
        """The master's move for the decision at hand (:mod:`gintutor.practice.judge`):
        words, the action (its card is highlighted on the page) and the reasons."""
        view = self.view()
        if not self.learner_to_act():
            return "", None, ()
        best, why = _hint(view, lang)
        return WORDS.say("hint", lang, best=self.action_words(best, lang)), best, why

    # -- the end of a hand ---------------------------------------------------
    @abstractmethod
    def hand_summary(self, lang: str = "en") -> str:
        """Who scored this hand, in words ('' while it goes on)."""

    @abstractmethod
    def showdown_steps(self, lang: str = "en") -> list[str]:
        """The end of the hand step by step, in the engine's words."""

    def _learner_words(self, steps: Sequence[Step], lang: str) -> list[str]:
        """The engine's explanation with the seats named as the learner's sentences name
        them: 'you' (with the verb for 'you') for the learner, the others by name."""
        table, voice = self.game.table, self.voice
        said = [seat_name(seat, lang, voice) for seat in table.seats]
        return named_steps(steps, lang, table.names, said, voice.me)

    def hand_verdicts(self, lang: str = "en", hand: int | None = None) -> list[str]:
        """The short form of the review of a hand (this one by default): its accuracy
        and key moments from the verdicts the learner's moves got as they were played,
        in the review's own words."""
        number = self.hand_number if hand is None else hand
        if not self.shared:
            return summary_words(self._decisions_of(number), lang)
        names = self.game.table.names  # several people: each one's, under their name
        return [WORDS.say("review.person", lang, name=names[seat], line=line)
                for seat in self.settings.people
                for line in summary_words(self._decisions_of(number, seat), lang)]

    def hand_key_moments(self, hand: int | None = None) -> tuple[Decision, ...]:
        """The costly decisions of a hand (this one by default) as its review names them
        (:func:`gintutor.practice.verdict.key_moments`): what a retry starts from."""
        number = self.hand_number if hand is None else hand
        found = key_moments(self._decisions_of(number))
        return tuple(d for d in found if isinstance(d, Decision))

    def _decisions_of(self, hand: int, seat: int | None = None) -> list[Decision]:
        """The decisions the person in ``seat`` (by default: holding the device) made in
        ``hand``."""
        who = self.learner if seat is None else seat
        return [d for d in self.decisions if d.hand == hand and d.seat == who]

    # -- keeping it ----------------------------------------------------------
    def to_json(self) -> str:
        """The stored form: settings, the game (with its own checksum), the decisions, and
        with several people who last held the device (a reload passes it on again)."""
        return json.dumps(
            {
                "version": SAVE_VERSION,
                "settings": self.settings.to_dict(),
                "game": self.game.to_dict(),
                "decisions": [d.to_dict() for d in self.decisions],
                **({} if self.again is None else {"again": self.again.to_dict()}),
                **({"viewer": self.learner} if self.shared else {}),
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
        stored = data.get("settings")
        if isinstance(stored, dict) and "seats" in stored and (
                not settings.seating or game.table.names != settings.names()):
            return None  # who sits where cannot be read, or is not this game's
        decisions = (
            [
                d
                for d in (Decision.from_dict(x) for x in data.get("decisions") or [])
                if d is not None
            ]
            if isinstance(data.get("decisions"), list)
            else []
        )
        # the session of the game's family (a family's class restores its own kind)
        maker = session_class(game.variant) if cls is PracticeSession else cls
        session = maker(settings, game, decisions)
        viewer = data.get("viewer")
        if viewer in settings.people and not isinstance(viewer, bool):
            session.learner = int(viewer)  # still covered: the device is passed on again
        session.rules = game.rules
        if "again" in data:  # a deal played again (one that cannot be read: a game)
            from gintutor.practice.again import Again

            session.again = Again.from_dict(data["again"])
        return session

    @staticmethod
    def new_seed(entropy: int) -> int:
        """A fresh game seed from some entropy (the page passes the clock)."""
        return derive_seed("practice", entropy) % (1 << 31)


def game_id(game: Game | Match) -> str:
    """The name a kept game goes by: its game, number of seats and seed ('gin-2-1234')."""
    return f"{game.variant.name}-{game.table.size}-{game.seed}"


def session_class(variant: Variant) -> type[PracticeSession]:
    """The session of the family that plays ``variant`` (its ``practice_session`` in
    :mod:`gintutor.families`), imported when a game of that family is first played: a
    family's session may be in the practice page's own zip, not in every page's."""
    from ginrules.core.loading import load_named
    from gintutor.families import family_of_variant

    found: type[PracticeSession] = load_named(family_of_variant(variant.name).practice_session)
    return found


def new_session(settings: Settings) -> PracticeSession:
    """A new practice game of the chosen settings, played by its family's session."""
    return session_class(settings.variant)(settings)

