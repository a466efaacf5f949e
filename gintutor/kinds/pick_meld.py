"""'pick_meld': pick a meld out of a hand. The answer is the cards picked."""

from __future__ import annotations

from typing import Any

from ginrules import Card, Meld, Rules, best_arrangement, check_meld

from ..dealing import Dealer, MeldShape, build_hand
from ..exercises import (
    Exercise,
    ExerciseError,
    Hint,
    Verdict,
    cards_text,
    not_a_meld,
    ok_verdict,
    points_of,
    why_text,
)
from ..i18n import WORDS
from .base import Controls, ExerciseKind, picked_cards_note
from .widgets import button, choices, live_note, pickable_hand

_SHAPES: tuple[MeldShape, ...] = ("run", "set")


def solve(ex: Exercise, rules: Rules) -> frozenset[Card]:
    melds = best_arrangement(ex.cards).melds
    if not melds:
        raise ExerciseError("pick_meld: this hand has no meld to pick")
    return frozenset(max(melds, key=lambda m: (len(m.cards), points_of(m.cards))).cards)


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    picked = tuple(sorted(set(answer), key=lambda c: c.index))
    if len(picked) < 3:
        return Verdict(False, WORDS.say("bad.pick_meld.empty", lang))
    for c in picked:
        if c not in ex.cards:
            return Verdict(False, WORDS.say("bad.arrange.not_in_hand", lang, card=c), (c,))
    chk = check_meld(picked)
    if chk.is_meld:
        # Right; and a card left in the hand that would make it longer is worth knowing.
        meld = Meld.of(picked)
        more = [c for c in ex.cards if c not in picked and meld.accepts(c)]
        kind = getattr(chk.kind, "name", "").lower()
        extra = (WORDS.say(f"ok.pick_meld.more_{kind}", lang, cards=cards_text(more, lang))
                 if more else "")
        return ok_verdict(lang, (why_text(chk.explanation, lang) + " " + extra).strip())
    return not_a_meld("bad.pick_meld", picked, lang)


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    meld = tuple(sorted(solve(ex, rules), key=lambda c: c.index))
    return Hint(WORDS.say("answer.pick_meld", lang, cards=cards_text(meld, lang)), (meld,))


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    shape: MeldShape = (
        "run" if concept == "run" else "set" if concept == "set" else dealer.choice(_SHAPES)
    )
    return Exercise("pick_meld", dealer.shuffled(build_hand(dealer, [(shape, 3)], 4)))


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    return (
        pickable_hand(ex.cards, lang, WORDS.say("ui.your_cards", lang))
        + live_note("picked", picked_cards_note((), lang))
        + choices(button(WORDS.say("ui.check_meld", lang), 'data-action="check"'))
    )


def answer(controls: Controls) -> tuple[Card, ...]:
    return controls.picked


KIND = ExerciseKind(
    name="pick_meld",
    cards=(3, 11),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=answer,
    selection="multi",
)
