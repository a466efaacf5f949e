"""'arrange': group a hand into melds for the least deadwood. The answer is the groups."""

from __future__ import annotations

from typing import Any

from ginrules import Card, Rules, best_arrangement, check_meld, full_deck

from ..dealing import Cards, Dealer, build_hand, run_of
from ..exercises import (
    Exercise,
    Hint,
    Verdict,
    cards_text,
    group_name,
    not_a_meld,
    points_of,
    why_text,
)
from ..i18n import WORDS
from ..render import escape
from .base import Controls, ExerciseKind
from .widgets import button, choices, live_note, pickable_hand


def solve(ex: Exercise, rules: Rules) -> tuple[Cards, ...]:
    return tuple(tuple(m.cards) for m in best_arrangement(ex.cards).melds)


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    groups = [tuple(g) for g in answer if len(tuple(g)) > 0]
    seen: dict[Card, int] = {}
    for i, g in enumerate(groups):
        for c in g:
            if c not in ex.cards:
                return Verdict(False, WORDS.say("bad.arrange.not_in_hand", lang, card=c), (c,))
            if c in seen:
                first, second = groups[seen[c]], g
                return Verdict(
                    False,
                    WORDS.say(
                        "bad.arrange.twice",
                        lang,
                        card=c,
                        a=group_name(first, lang),
                        b=group_name(second, lang),
                    ),
                    (c,),
                )
            seen[c] = i
    for g in groups:
        if not check_meld(g).is_meld:
            return not_a_meld("bad.arrange.meld", g, lang)
    best = best_arrangement(ex.cards)
    mine = points_of(c for c in ex.cards if c not in seen)
    if mine <= best.deadwood_count:
        return Verdict(True, WORDS.say("ok.arrange", lang, n=mine))
    look = tuple(c for c in ex.cards if c not in seen and c not in best.deadwood)
    return Verdict(
        False,
        WORDS.say("bad.arrange.more", lang, mine=mine, best=best.deadwood_count,
          cards=cards_text(look, lang)),
        look=look,
    )


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    """The best arrangement on the cards, with the engine's why: for 'arrange' and for
    'deadwood' alike (each says it in its own words, `answer.<kind>`)."""
    best = best_arrangement(ex.cards)
    text = WORDS.say(f"answer.{ex.kind}", lang, n=best.deadwood_count) + " " + why_text(
        best.explanation, lang
    )
    return Hint(text, tuple(tuple(m.cards) for m in best.melds), tuple(best.deadwood))


def _overlap_hand(dealer: Dealer, size: int) -> Cards:
    """A run plus two cards of the rank of one run card: that card fits two melds."""
    free = list(full_deck())
    run = run_of(dealer, free, dealer.choice([3, 4])) or ()
    shared = dealer.choice(run)
    others = [c for c in free if c.rank == shared.rank and c != shared]
    pair = tuple(dealer.sample(others, 2))
    cards = (*run, *pair)
    return (
        cards
        + build_hand(
            dealer,
            [("set", 3)] if size - len(cards) >= 6 else [],
            max(0, size - len(cards) - 3),
            used=cards,
        )[: size - len(cards)]
    )


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    for _ in range(50):
        if concept == "overlap":
            cards = _overlap_hand(dealer, 10)
        else:
            cards = build_hand(dealer, [("run", dealer.choice([3, 4])), ("set", 3)], 3)
        arr = best_arrangement(cards)
        if arr.melds and len(cards) >= 6:
            break
    return Exercise("arrange", dealer.shuffled(cards))


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    total = points_of(ex.cards)
    return (
        pickable_hand(ex.cards, lang, WORDS.say("ui.loose_cards", lang))
        + choices(button(WORDS.say("ui.make_meld", lang), 'data-action="group"', primary=False))
        + f'<div class="groups" data-groups aria-label="{escape(WORDS.say("ui.your_melds", lang))}"'
        + ' role="group"></div>'
        + live_note("live-deadwood", WORDS.say("ui.live_deadwood", lang, n=total))
        + choices(button(WORDS.say("ui.check", lang), 'data-action="check"'))
    )


def answer(controls: Controls) -> list[Cards]:
    return list(controls.groups)


KIND = ExerciseKind(
    name="arrange",
    cards=(3, 11),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=answer,
    selection="groups",
)
