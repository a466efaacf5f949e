"""'rummy_may_lay_off': may this card be laid off on this meld on the table? The answer
is a yes or no button; the engine's ``fits`` decides, under the house rules (an ace
above a king only when aces may be high).

The exercise: ``card`` and one meld on the ``table`` (with its ``owners``: anyone's meld
takes layoffs). A wrong answer says what the learner said and where to look (the set's
rank and size, the run's suit or its two ends), never the fitting cards: naming them
would answer the question.
"""

from __future__ import annotations

from typing import Any

from ginrules import Card, Rules
from ginrules.core.cards import full_deck
from ginrules.rummy.hand import TableMeld, fits
from ginrules.table.seats import Table

from ...dealing import Dealer, MeldShape, Pool
from ...exercises import Exercise, ExerciseError, Hint, Verdict, ok_verdict
from ...render import escape
from ..base import Controls, ExerciseKind
from ..widgets import button, cards_row, choices
from .rummy_common import (
    NAMES,
    WORDS,
    check_melds,
    check_table,
    fitting,
    meld_named,
    table_html,
    table_melds,
)


def _meld(ex: Exercise, rules: Rules) -> TableMeld:
    melds = table_melds(ex)
    check_melds(melds, rules)
    return melds[0]


def solve(ex: Exercise, rules: Rules) -> bool:
    assert ex.card is not None
    return fits(ex.card, _meld(ex, rules), rules.ace_high_or_low)


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    card = ex.card
    assert card is not None
    meld = _meld(ex, rules)
    right = fits(card, meld, rules.ace_high_or_low)
    named = meld_named(ex, meld, lang)
    if bool(answer) == right:
        return ok_verdict(lang, WORDS.say("ok.may.yes" if right else "ok.may.no", lang,
                                    card=card, meld=named))
    # What the learner said, and where to look: the set's rank and size, or the run's
    # suit and its two ends; never that the card fits (issue 31: a wrong "No" was told a
    # rule that read as a reason the card does not fit).
    if not meld.is_run:
        key = "bad.may.set.no" if right else "bad.may.set.yes"
        return Verdict(False, WORDS.say(key, lang, meld=named, card=card), look=meld.cards)
    low, high = meld.cards[0], meld.cards[-1]
    if right:
        key = "bad.may.run.no"
    elif card.suit is not low.suit:
        key = "bad.may.run.suit"
    else:
        key = "bad.may.run.ends"
    text = WORDS.say(key, lang, meld=named, card=card, low=low, high=high)
    ranks = {c.rank for c in meld.cards}
    if card.rank == 1 or ranks & {1, 13}:
        text += " " + WORDS.say("bad.may.ace_high" if rules.ace_high_or_low else "bad.may.ace_low",
                          lang)
    return Verdict(False, text, look=meld.cards)


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    card = ex.card
    assert card is not None
    meld = _meld(ex, rules)
    named = meld_named(ex, meld, lang)
    takes = fitting(meld, rules.ace_high_or_low)
    if fits(card, meld, rules.ace_high_or_low):
        others = [c for c in takes if c != card]
        text = (WORDS.say("answer.may.yes", lang, card=card, meld=named, fits=list(takes))
                if others else WORDS.say("answer.may.yes_only", lang, card=card, meld=named))
    elif takes:
        text = WORDS.say("answer.may.no", lang, card=card, meld=named, fits=list(takes))
    else:
        text = WORDS.say("answer.may.no_full", lang, meld=named)
    return Hint(text)


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    """A meld someone laid (a run sometimes grown past three), and a card that fits it
    or nearly does: the wrong suit, one step too far, the rank of a full set."""
    for _ in range(50):
        pool = Pool(dealer)
        size = dealer.randint(3, 5)
        as_set = concept == "set" or (concept != "run" and dealer.one_in(3))
        shape: MeldShape = "set" if as_set else "run"
        cards = pool.meld(min(size, 4) if shape == "set" else size, shape)
        if cards is None:
            continue
        players = dealer.randint(2, 6)
        owner = dealer.below(players)
        meld = TableMeld(owner, tuple(cards), shape == "run")
        ace_high = rules.ace_high_or_low
        fit = [c for c in full_deck() if fits(c, meld, ace_high) and c in pool.cards]
        near = [c for c in pool.cards if not fits(c, meld, ace_high) and _near(c, meld)]
        choose = fit if fit and (not near or dealer.chance(50)) else near
        if not choose:
            continue
        card = dealer.choice(choose)
        # Asked of the meld's owner or of the player after it.
        seat = owner if dealer.randint(0, 1) == 0 else Table(NAMES[:players]).next(owner)
        return Exercise("rummy_may_lay_off", (), table=(meld.cards,), owners=(owner,),
                        players=players, seat=seat, card=card)
    raise ExerciseError("could not deal a layoff question")  # pragma: no cover


def _near(card: Card, meld: TableMeld) -> bool:
    """A card a learner might think fits: the meld's rank, or its suit within two steps of
    an end, or the next rank at an end in another suit."""
    first = meld.cards[0]
    if not meld.is_run:
        return card.rank == first.rank or abs(card.rank - first.rank) == 1
    lo = min(c.rank for c in meld.cards)
    hi = max(c.rank for c in meld.cards)
    if card.suit is first.suit:
        return card.rank in (lo - 2, hi + 2) or card.rank in (1, 13)
    return card.rank in (lo - 1, hi + 1)


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    assert ex.card is not None
    the_card = WORDS.say("ui.the_card", lang)
    return (
        table_html(ex, lang)
        + f"<h4>{escape(the_card)}</h4>"
        + cards_row([ex.card], lang, the_card)
        + choices(
            button(WORDS.say("ui.may_yes", lang), 'data-answer="yes"'),
            button(WORDS.say("ui.may_no", lang), 'data-answer="no"'),
        )
    )


def answer(controls: Controls) -> bool:
    return controls.button == "yes"


def check(ex: Exercise) -> None:
    if ex.card is None:
        raise ExerciseError("rummy_may_lay_off: name the 'card' to lay off")
    if len(ex.table) != 1:
        raise ExerciseError("rummy_may_lay_off: the 'table' holds the one meld asked about")
    if ex.players > len(NAMES):
        raise ExerciseError("at most six players")
    check_table(ex)


KIND = ExerciseKind(
    name="rummy_may_lay_off",
    cards=(0, 0),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=answer,
    check=check,
    words=WORDS,
)
