"""'layoff': which of the defender's cards go onto the knocker's melds? The answer is
the cards picked, or the "nothing fits" button."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ginrules import Card, Meld, Rules, best_arrangement, lay_off

from ..dealing import Dealer
from ..exercises import (
    Exercise,
    Hint,
    Verdict,
    cards_text,
    knocker_has_gin,
    knocker_melds,
    ok_verdict,
    why_text,
)
from ..i18n import WORDS
from .base import ExerciseKind, cards_or_none, picked_cards_note
from .showdown import defender_hand, knocker_hand
from .widgets import button, choices, knocker_html, live_note, pickable_hand


def layoff_result(ex: Exercise) -> Any:
    """The engine's best layoffs of the defender's cards onto the knocker's melds."""
    return lay_off(ex.cards, knocker_melds(ex))


def solve(ex: Exercise, rules: Rules) -> frozenset[Card]:
    if knocker_has_gin(ex):
        return frozenset()
    return frozenset(lay.card for lay in layoff_result(ex).layoffs)


def misfits(picked: Iterable[Card], melds: Iterable[Meld], chain: bool = True) -> list[Card]:
    """The picked cards that cannot be laid off, even one after another, in the best order;
    `chain`: a card may go next to one laid off before it (else only onto the melds as
    the knocker laid them out, seven-card gin without its own chains).

    A small search: 7♥ may go on a set of sevens or on 4♥-6♥, and only the run lets 8♥
    follow. Hands are tiny (at most 10 cards, a few melds), so trying every fit is cheap.
    """

    def place(left: tuple[Card, ...], table: tuple[Meld, ...]) -> list[Card]:
        best = list(left)
        for c in left:
            rest = tuple(x for x in left if x != c)
            for i, m in enumerate(table):
                if m.accepts(c):
                    grown = m.with_card(c) if chain else m
                    out = place(rest, (*table[:i], grown, *table[i + 1 :]))
                    if len(out) < len(best):
                        best = out
                    if not best:
                        return best
        return best

    return place(tuple(sorted(set(picked), key=lambda c: c.index)), tuple(melds))


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    picked = set(answer)
    for c in picked:
        if c not in ex.cards:
            return Verdict(False, WORDS.say("bad.arrange.not_in_hand", lang, card=c), (c,))
    if knocker_has_gin(ex):
        if picked:
            return Verdict(False, WORDS.say("bad.layoff.on_gin", lang), tuple(picked))
        return ok_verdict(lang, WORDS.say("bad.layoff.gin", lang))
    wrong = misfits(picked, knocker_melds(ex))
    if wrong:
        return Verdict(False, WORDS.say("bad.layoff.no_fit", lang, card=wrong[0]), (wrong[0],))
    res = layoff_result(ex)
    mine = best_arrangement(tuple(c for c in ex.cards if c not in picked)).deadwood_count
    if mine <= res.deadwood_count:
        return ok_verdict(
            lang,
            WORDS.say(
                "answer.layoff" if picked else "answer.layoff.none",
                lang,
                cards=cards_text(sorted(picked, key=lambda c: c.index), lang),
                n=mine,
            ),
        )
    missing = [lay for lay in res.layoffs if lay.card not in picked]
    if missing:
        key = "bad.layoff.more" if picked else "bad.layoff.missed"
        meld = knocker_melds(ex)[missing[0].meld_index].cards
        return Verdict(False, WORDS.say(key, lang, meld=cards_text(meld, lang)), look=tuple(meld))
    return Verdict(False, WORDS.say("bad.layoff.own_meld", lang, mine=mine,
                                    best=res.deadwood_count))


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    if knocker_has_gin(ex):
        return Hint(WORDS.say("bad.layoff.gin", lang))
    res = layoff_result(ex)
    cards = tuple(lay.card for lay in res.layoffs)
    if not cards:
        return Hint(WORDS.say("answer.layoff.none", lang))
    return Hint(
        WORDS.say("answer.layoff", lang, cards=cards_text(cards, lang), n=res.deadwood_count)
        + " "
        + why_text(res.explanation, lang),
        rest=cards,
        rest_key="ui.to_lay_off",
    )


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    for _ in range(30):
        gin = concept == "gin" or (concept == "mixed" and dealer.chance(20))
        knocker = knocker_hand(dealer, rules, gin)
        cards = defender_hand(dealer, knocker, want_layoff=True)
        if len(cards) == 10 and len(knocker) == 10:
            ex = Exercise("layoff", dealer.shuffled(cards), knocker=knocker)
            if gin or solve(ex, rules):
                return ex
    return ex


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    return knocker_html(ex, lang, gin_note=True) + layoff_controls(ex.cards, lang)


def layoff_controls(cards: Sequence[Card], lang: str) -> str:
    """The learner's cards to pick from, the line that says which are picked, and the
    "lay off" and "nothing fits" buttons: laying off at any showdown."""
    return (
        pickable_hand(cards, lang, WORDS.say("ui.your_cards", lang))
        + live_note("picked", picked_cards_note((), lang))
        + choices(
            button(WORDS.say("ui.lay_off", lang), 'data-action="check"'),
            button(WORDS.say("ui.nothing_fits", lang), 'data-answer="none"', primary=False),
        )
    )


KIND = ExerciseKind(
    name="layoff",
    cards=(1, 11),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=cards_or_none,
    selection="multi",
    knocker=True,
)
