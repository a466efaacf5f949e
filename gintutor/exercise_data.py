"""What an exercise is, as data: its question's cards (``Exercise``), the names of the
kinds it may be (``KindName``), the judgement of an answer (``Verdict``) and a hint
(``Hint``).

Why a module of its own, below ``gintutor.exercises``: every exercise kind takes these and
gives them back (``gintutor.kinds.base.ExerciseKind``), while ``exercises`` finds the
kinds to ask them; kept here, the kinds name them without importing the module that
imports the kinds. ``gintutor.exercises`` names them all too, as every kind imports them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ginrules import Card, Rules

from .dealing import Cards

__all__ = ["Exercise", "Groups", "HandLine", "Hint", "KindName", "Text", "Verdict"]

Text = Mapping[str, str]
Groups = tuple[Cards, ...]

#: The name of an exercise kind: one the game families register (``Family.kinds`` in
#: ``gintutor.families``, found through ``gintutor.kinds.KINDS``), so a family brings
#: its kinds without a list here.
KindName = str
_DEFAULT_UPCARDS = ("KH", "KD", "KC", "QH", "QD", "QC", "JH", "JD", "JC", "TH")


@dataclass(frozen=True)
class HandLine:
    """One hand on a score sheet, for the 'game' kind: who won it, the points, how."""

    winner: int
    points: int
    how: str


@dataclass(frozen=True)
class Exercise:
    """One question about some cards. `cards` is the learner's hand (the defender in
    'layoff' and 'score'); `knocker` and `knocker_melds` are the other side."""

    kind: KindName
    cards: Cards = ()
    knocker: Cards = ()
    knocker_melds: Groups | None = None
    upcard: Card | None = None
    taken: Card | None = None
    hands: tuple[HandLine, ...] = ()
    preset: str | None = None
    ask: Text | None = None
    nudge: Text | None = None
    seed: int | None = None
    concept: str = ""  # what the exercise practises ('set', 'run'): picks the rule hint
    # The game it is asked in (a ginrules variant): its presets are the ones `preset`
    # names and the ones the lesson's answers are checked under.
    variant: str = "gin"
    # The games of more than two: every other seat's cards (in turn order from the
    # seat `seat`, the kind says whose), the melds on the table with the seat that owns
    # each, how many play, who dealt and one card the question is about.
    others: tuple[Cards, ...] = ()
    table: Groups = ()
    owners: tuple[int, ...] = ()
    players: int = 2
    dealer: int = 0
    seat: int = 0
    card: Card | None = None

    def rules_for(self, chosen: Rules) -> Rules:
        """The rules this exercise is played under: its own preset, or the learner's."""
        return Rules.preset(self.preset, self.variant) if self.preset else chosen

    def upcard_for(self, rules: Rules) -> Card | None:
        """The first upcard: the exercise's own, or, where the rules need one to set the
        knock limit (Oklahoma) and the lesson gave none, a ten-point card not in play,
        so the limit stays what the lesson's prose says."""
        if self.upcard is not None or not rules.knock_limit_from_upcard:
            return self.upcard
        used = set(self.cards) | set(self.knocker)
        return next(Card(code) for code in _DEFAULT_UPCARDS if Card(code) not in used)


@dataclass(frozen=True)
class Verdict:
    """The judgement of one answer: right or not, why, and which cards it is about.

    ``cards`` are the learner's mistakes (a card picked wrongly); ``look`` are cards the
    learner overlooked or should look at again, which the page points at differently so
    that a card never looks wrong when the mistake was to leave it alone.
    """

    correct: bool
    message: str
    cards: Cards = ()
    look: Cards = ()


@dataclass(frozen=True)
class Hint:
    """One hint; the last one shows the answer on cards: `groups` (melds, or the cards
    that matter) and `rest` (deadwood, or the card to discard)."""

    text: str
    groups: Groups = ()
    rest: Cards = ()
    discard: Card | None = None
    rest_key: str = "ui.deadwood_cards"  # what `rest` is, for its caption
