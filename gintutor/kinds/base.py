"""What an exercise kind is: one frozen value that owns everything about the kind.

A kind says how many cards it takes, solves and judges an exercise of its kind, gives the
third hint (the answer on the cards), deals new exercises for "more practice", draws its
answer controls on the lesson page, and tells the page controller how the learner picks
cards and how to read an answer from the controls. The nudge, the rule hint and the
question come from the word catalogue by the kind's name (`nudge.<name>`, `rule.<name>`,
`ask.<name>`), so they need no code here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from ginrules import Rules, format_cards
from ginrules.words import Catalogue

from ..dealing import Cards, Dealer
from ..exercise_data import Exercise, Hint, KindName, Verdict
from ..i18n import WORDS

#: How the learner picks cards: not at all, one card, any cards, or cards into groups.
Selection = Literal["none", "single", "multi", "groups"]


@dataclass(frozen=True)
class Controls:
    """What the learner gave on the page, read by the controller from the DOM: the
    answer button pressed (its `data-answer`), the cards picked, the groups made, the
    number typed and the player chosen. A kind's `answer` turns this into its answer."""

    button: str | None = None
    picked: Cards = ()
    groups: tuple[Cards, ...] = ()
    number: str = ""
    who: str = ""
    # Several numbers, by the name of their box (data-number="<name>"): what each
    # player pays, one box per player.
    numbers: tuple[tuple[str, str], ...] = ()


def _nothing_more(ex: Exercise) -> None:
    """Most kinds need no check beyond the shared ones."""


def picked_cards_note(cards: Cards, lang: str) -> str:
    """The line under a hand to pick from: "Picked: 7♥ 8♥", or that none is picked yet."""
    if not cards:
        return WORDS.say("ui.none_picked", lang)
    return WORDS.say("ui.picked", lang, cards=format_cards(cards, lang))


@dataclass(frozen=True)
class ExerciseKind:
    """One exercise kind. `cards` is the (least, most) number of the learner's cards;
    `knocker` says the exercise needs the knocker's hand; `check` raises ExerciseError
    for what else the kind needs; `shows_upcard` puts the first upcard beside the cards
    (the knock limit or the score may follow from it); `picked_note` is the line under
    the hand that says which cards are picked, redrawn by the controller as they change."""

    name: KindName
    cards: tuple[int, int]
    solve: Callable[[Exercise, Rules], Any]
    judge: Callable[[Exercise, Any, Rules, str, dict[str, object]], Verdict]
    answer_hint: Callable[[Exercise, Rules, str], Hint]
    generate: Callable[[Dealer, str, Rules], Exercise]
    body: Callable[[Exercise, Rules, str], str]
    answer: Callable[[Controls], Any]
    selection: Selection = "none"
    knocker: bool = False
    shows_upcard: bool = False
    picked_note: Callable[[Cards, str], str] = picked_cards_note
    check: Callable[[Exercise], None] = _nothing_more
    # Where its question, nudge and rule (ask.<name>, nudge.<name>, rule.<name>) are
    # written: the lessons' catalogue, or, for a kind that travels in a page's own zip,
    # its own merged with it.
    words: Catalogue = WORDS


def number_typed(controls: Controls) -> str:
    """The answer of a kind that asks for one number: the text typed, read by `judge`."""
    return controls.number


def numbers_typed(controls: Controls) -> tuple[tuple[str, str], ...]:
    """The answer of a kind that asks for several numbers: each box's name and text."""
    return controls.numbers


def who_chosen(controls: Controls) -> str:
    """The answer of a kind that asks for one player (or team): the radio button chosen."""
    return controls.who


def cards_or_none(controls: Controls) -> Cards:
    """The cards picked, or none at all when a "nothing" button was pressed."""
    return () if controls.button else controls.picked
