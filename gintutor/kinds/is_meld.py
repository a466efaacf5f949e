"""'is_meld': are these cards a meld? The answer is a yes or no button."""

from __future__ import annotations

from typing import Any

from ginrules import Card, Rules, check_meld, full_deck

from ..dealing import Dealer, run_of, set_of
from ..exercises import Exercise, Hint, Verdict, ok_verdict, why_text
from ..i18n import WORDS
from .base import Controls, ExerciseKind
from .widgets import button, cards_row, choices

#: The shapes "more practice" deals, by concept: real melds and their near misses.
_SHAPES: dict[str, list[str]] = {
    "set": ["set3", "set4", "pair_plus", "run3"],
    "run": ["run3", "run4", "gap", "mixed", "set3"],
    "ace": ["low", "qka", "kawrap", "low4", "jqk"],
}
_MIXED_SHAPES = ["set3", "run3", "gap", "mixed", "pair_plus"]


def solve(ex: Exercise, rules: Rules) -> bool:
    return bool(check_meld(ex.cards).is_meld)


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    chk = check_meld(ex.cards)
    why = why_text(chk.explanation, lang)
    if bool(answer) == bool(chk.is_meld):
        return ok_verdict(lang, why)
    if chk.is_meld:
        return Verdict(False, WORDS.say("bad.is_meld.said_no", lang), look=ex.cards)
    return Verdict(False, WORDS.say("bad.is_meld.said_yes", lang, why=why), look=ex.cards)


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    chk = check_meld(ex.cards)
    key = "answer.is_meld.yes" if chk.is_meld else "answer.is_meld.no"
    return Hint(WORDS.say(key, lang) + " " + why_text(chk.explanation, lang), (ex.cards,))


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    deck = list(full_deck())
    shape = dealer.choice(_SHAPES.get(concept, _MIXED_SHAPES))
    suit = dealer.choice(deck).suit

    def card(rank: int, s: Any = suit) -> Card:
        return next(c for c in deck if c.rank == rank and c.suit == s)

    cards: tuple[Card, ...]
    if shape in ("set3", "set4"):
        cards = set_of(dealer, deck, 3 if shape == "set3" else 4) or ()
    elif shape == "pair_plus":
        pair = set_of(dealer, deck, 2) or ()
        other = dealer.choice([c for c in deck if c.rank != pair[0].rank])
        cards = (*pair, other)
    elif shape in ("run3", "run4"):
        cards = run_of(dealer, deck, 3 if shape == "run3" else 4) or ()
    elif shape == "gap":
        start = dealer.randint(1, 9)
        cards = (card(start), card(start + 1), card(start + 3))
    elif shape == "mixed":
        start = dealer.randint(1, 11)
        other_suit = dealer.choice([c for c in deck if c.suit != suit]).suit
        cards = (card(start), card(start + 1, other_suit), card(start + 2))
    elif shape == "low":
        cards = (card(1), card(2), card(3))
    elif shape == "low4":
        cards = (card(1), card(2), card(3), card(4))
    elif shape == "qka":
        cards = (card(12), card(13), card(1))
    elif shape == "kawrap":
        cards = (card(13), card(1), card(2))
    else:
        cards = (card(11), card(12), card(13))
    return Exercise("is_meld", dealer.shuffled(cards))


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    return cards_row(ex.cards, lang, WORDS.say("ui.cards", lang)) + choices(
        button(WORDS.say("choice.yes", lang), 'data-answer="yes"'),
        button(WORDS.say("choice.no", lang), 'data-answer="no"'),
    )


def answer(controls: Controls) -> bool:
    return controls.button == "yes"


KIND = ExerciseKind(
    name="is_meld",
    cards=(1, 11),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=answer,
)
