"""How practice says who did what: a seat's name and pronoun as the learner's sentences
name them, a move and a card in words, a public event, which events make a seat's
latest turn, a hand's title and what a hand just dealt is for the learner. Shared by
every family's session (a family says its own moves in its own module)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ginrules import Card, format_cards, render
from ginrules.core.actions import Action, ActionKind
from ginrules.core.explain import Step
from ginrules.gin.showdown import ShowdownScore
from ginrules.table.game import Game
from ginrules.table.match import Match
from ginrules.table.variants import Variant
from ginrules.table.view import Event, GamePhase
from ginrules.words import engine_words
from gintutor.practice.settings import LEARNER
from gintutor.practice.words import WORDS

__all__ = ["TURN_ENDS", "TURN_KINDS", "SeatRow", "Voice", "action_words", "card_words",
           "deal_words", "event_words", "hand_title", "last_turn", "named_steps", "person_of",
           "points_words", "preset_label", "seat_name", "seat_pronoun", "seat_role",
           "seat_words", "table_words"]


def card_words(card: Card | None, lang: str) -> str:
    """A card with its name: 'K♠ (king of spades)' ('?' for a card not known)."""
    return "?" if card is None else f"{card.label_in(lang)} ({card.name(lang)})"


def melds_words(melds: Sequence[Sequence[Card]], lang: str) -> str:
    """Melds in words, one after another ('none' for no meld at all)."""
    if not melds:
        return WORDS.say("none", lang)
    return ", ".join(format_cards(m, lang) for m in melds)


def action_words(action: Action | str, lang: str = "en") -> str:
    """An action in words: 'discard K♠ (king of spades)'."""
    act = Action.parse(action) if isinstance(action, str) else action
    key = f"act.{act.kind.value}"
    if act.kind is ActionKind.SHOW:
        return WORDS.say(key, lang, melds=melds_words(act.melds, lang))
    if act.kind is ActionKind.MELD:
        return WORDS.say(key, lang, cards=act.melds[0])
    if act.kind is ActionKind.LAY_OFF:
        return WORDS.say(key, lang, card=act.card, meld=act.melds[0])
    return WORDS.say(key, lang, card=card_words(act.card, lang))


@dataclass(frozen=True)
class Voice:
    """Whom the practice page's sentences speak to, and how they name each seat: ``me``
    is the seat they call 'you' (None: nobody, while the screen is the whole table's, at
    a hand-over), ``people`` the seats people play with the names they gave; a computer
    seat is 'the computer' at a table of two, else its own name."""

    size: int = 2
    me: int | None = LEARNER
    people: tuple[tuple[int, str], ...] = ()

    def person(self, seat: int) -> str | None:
        """The name the person in ``seat`` gave (None: a computer's seat, or 'you')."""
        return next((name for s, name in self.people if s == seat and s != self.me), None)


def _voice(seats: int | Voice) -> Voice:
    """A table's voice: one given, or that of the one learner at a table of ``seats``."""
    return seats if isinstance(seats, Voice) else Voice(seats)


def _who(seat: int, voice: Voice) -> str:
    """The word key of a seat: the one spoken to, the one computer, or a named computer."""
    if seat == voice.me:
        return "you"
    return "other" if voice.size == 2 else f"computer.{seat}"


def seat_name(seat: int, lang: str = "en", seats: int | Voice = 2) -> str:
    """A seat as the sentences name it: 'you'; a person by their name; at a table of
    two 'the computer'; at a bigger table the computer player's name. ``seats`` is the
    table's size (the one learner in the first seat), or its :class:`Voice`."""
    voice = _voice(seats)
    person = voice.person(seat)
    return person if person is not None else WORDS.say(f"name.{_who(seat, voice)}", lang)


def seat_pronoun(seat: int, lang: str = "en", seats: int | Voice = 2) -> str:
    """How a sentence refers back to another seat: 'it' for the computer, 'she'/'he'; a
    person, whose pronoun we do not know, by their name again."""
    voice = _voice(seats)
    person = voice.person(seat)
    return person if person is not None else WORDS.say(f"pronoun.{_who(seat, voice)}", lang)


def seat_words(key: str, seat: int, lang: str = "en", seats: int | Voice = 2,
               **values: object) -> str:
    """The words of ``key`` for what ``seat`` did or holds: the wording for 'you'
    (``key.you``) or another seat's, with its name and pronoun (``key.other``)."""
    named: dict[str, object] = {}
    voice = _voice(seats)
    if seat != voice.me:
        named = {"name": seat_name(seat, lang, voice), "pronoun": seat_pronoun(seat, lang, voice)}
    return WORDS.say(f"{key}.{seat_role(seat, voice)}", lang, **{**named, **values})


def seat_role(seat: int, seats: int | Voice = 2) -> str:
    """'you' for the seat spoken to, else 'other' (the word keys' last part)."""
    return "you" if seat == _voice(seats).me else "other"


def person_of(seat: int, seats: int | Voice = 2) -> int:
    """A verb's person for ``seat``: 2 for the seat spoken to ('you draw'), else 1."""
    return 2 if seat == _voice(seats).me else 1


_SEATLESS_EVENTS = frozenset({"reshuffle", "upcard"})

#: The events a seat's turn is made of (gin's and Rummy's), and those that end a turn.
TURN_KINDS = frozenset({"pass", "draw", "take", "discard", "knock", "gin", "big_gin",
                        "turn_pile", "meld", "lay_off", "out"})
TURN_ENDS = frozenset({"pass", "discard", "knock", "gin", "big_gin", "out"})
#: Gin's events said as a clause of a turn ('draws from the stock', 'discards 8♦').

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


def event_words(event: Event, lang: str = "en", seats: int | Voice = 2) -> str:
    """One public event of the hand in words, for the aria-live announcements."""
    card = card_words(event.card, lang)
    if event.kind in _SEATLESS_EVENTS:
        return WORDS.say(f"ev.{event.kind}", lang, card=card)
    return seat_words(f"ev.{event.kind}", event.player, lang, seats, card=card)


def preset_label(variant: Variant, name: str, lang: str = "en") -> str:
    """A preset's name as the learner reads it: the engine's ``preset.<game>.<name>``
    where a game's preset differs from another's of the same name (Rummy's 'short'),
    else ``preset.<name>``."""
    words = engine_words()
    key = f"preset.{variant.name}.{name}"
    return words.say(key if key in words else f"preset.{name}", lang)


def deal_words(game: Game | Match, lang: str, seat: int = LEARNER,
               voice: Voice | None = None) -> list[str]:
    """What a hand just dealt is for the person in ``seat`` when they do not play it: they
    dealt it and sit it out (three-player gin), or their tournament meeting is over and
    they watch the other table; nothing when they play it."""
    if game.game_phase is not GamePhase.PLAYING:
        return []
    view = game.view(seat)
    said = voice or Voice(game.table.size, seat)
    players = [seat_name(s.seat, lang, said) for s in view.others]
    if isinstance(game, Match) and game.hand_at(seat) is None:
        return [WORDS.say("turn.watch", lang, players=players)]
    if not view.seats[seat].active:
        return [WORDS.say("turn.sit_out", lang, players=players)]
    return []


def hand_title(game: Game | Match, lang: str) -> str:
    """A hand's title: 'Hand 2'; in a tournament, its round too ('Round 1, hand 2')."""
    if isinstance(game, Match) and not game.is_pairs:
        return WORDS.say("page.round_hand", lang, round=game.round, n=game.hand_number)
    return WORDS.say("page.hand_no", lang, n=game.hand_number)


def table_words(res: ShowdownScore | None, seats: Sequence[int], size: int | Voice,
                lang: str) -> str:
    """A card table's hand on the pairs score sheet: who met whom, and who scored."""
    a, b = (seat_name(s, lang, size) for s in seats)
    if res is None:
        return WORDS.say("sheet.table_draw", lang, a=a, b=b)
    return WORDS.say("sheet.table", lang, a=a, b=b, name=seat_name(res.winner_seat, lang, size),
               points=res.points, kind=WORDS.say(f"kind.{res.kind}", lang))


def named_steps(steps: Sequence[Step], lang: str, table_names: Sequence[str],
                said: Sequence[str], me: int | None) -> list[str]:
    """The engine's explanation with the seats named as a page names them: ``said[seat]``
    for a step about a seat (with the verb for 'you' for ``me``), and ``me``'s name at
    the table (``table_names``) as ``said[me]`` wherever a step names an owner or others
    (the practice page and the review's end of a hand both say the showdown this way)."""
    out = []
    # the seat spoken to goes by 'you', not its name at the table (the others' are the same)
    renamed = {} if me is None else {table_names[me]: said[me]}
    for step in steps:
        values = dict(step.values)
        seat = values.get("seat")
        if isinstance(seat, int):
            values["name"] = said[seat]
            values["person"] = 2 if seat == me else 1
        owner = values.get("owner")
        if isinstance(owner, str) and owner in renamed:
            values["owner"] = renamed[owner]
        if "others" in values:
            values["others"] = tuple(renamed.get(x, x) for x in values["others"])
        out.append(render(Step(step.id, values), lang))
    return out


def points_words(loss: float) -> float:
    """Points likely lost, as the review says them: whole points, or one decimal below 1
    (a float, which the words write with the language's decimal mark)."""
    return float(round(loss)) if loss >= 1 else round(loss, 1)
