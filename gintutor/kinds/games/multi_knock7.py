"""'multi_knock7' (seven-card gin): eight cards after the draw; may they knock or go gin,
and with which discard? The answer is a button (knock, gin, none) with one picked card.

The knock limit comes from the exercise's first upcard (`upcard`), as the gin-7 rules set
it; the engine's `discard_options(..., keep=7)` says what each discard leaves."""

from __future__ import annotations

from typing import Any

from ginrules import Card, Rules, discard_options

from ...dealing import Dealer, MeldShape, build_hand
from ...exercises import Exercise, ExerciseError, Hint, Verdict, ok_verdict
from ...i18n import t
from ..base import ExerciseKind
from ..knock import answer, discard_note
from ..widgets import button, choices, live_note, pickable_hand
from .multi_words import MULTI_WORDS

say = MULTI_WORDS.say
KEEP = 7  # the cards held after a discard in seven-card gin
_PLANS: list[list[tuple[MeldShape, int]]] = [
    [("run", 3), ("set", 3)], [("set", 3)], [("run", 4)], [("run", 3), ("run", 3)],
    [("set", 4)],
]


def options(ex: Exercise, rules: Rules) -> dict[Card, Any]:
    """The engine's discard options, by card (without a card just taken, if any)."""
    opts = discard_options(ex.cards, rules, upcard=ex.upcard_for(rules), keep=KEEP)
    return {o.discard: o for o in opts if o.discard != ex.taken}


def best_option(ex: Exercise, rules: Rules) -> Any:
    return sorted(options(ex, rules).values(), key=lambda o: (o.deadwood, o.discard.index))[0]


def solve(ex: Exercise, rules: Rules) -> tuple[str, Card | None]:
    best = best_option(ex, rules)
    if best.is_gin:
        return ("gin", best.discard)
    if best.can_knock:
        return ("knock", best.discard)
    return ("none", None)


def check(ex: Exercise) -> None:
    if ex.upcard is None:
        raise ExerciseError("multi_knock7: needs the first upcard ('upcard'): it sets the limit")
    if ex.upcard in ex.cards:
        raise ExerciseError("multi_knock7: the first upcard is not in the hand")


def _limit(ex: Exercise, rules: Rules) -> int:
    return rules.max_knock_deadwood(ex.upcard_for(rules))


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    verdict, discard = answer
    if verdict not in ("knock", "gin", "none"):
        return Verdict(False, say("bad.knock.pick", lang))
    opts = options(ex, rules)
    best = best_option(ex, rules)
    if verdict == "none":
        if best.is_gin:
            return Verdict(False, say("bad.knock.can_gin", lang))
        if best.can_knock:
            return Verdict(False, say("bad.knock.can", lang, knock_rule=vals["knock_rule"]))
        return ok_verdict(lang, say("answer.multi_knock7.none", lang, card=best.discard,
                                    n=best.deadwood, limit=_limit(ex, rules)))
    if discard is None:
        return Verdict(False, say("bad.knock.pick", lang))
    if discard not in opts:
        return Verdict(False, say("bad.arrange.not_in_hand", lang, card=discard), (discard,))
    opt = opts[discard]
    if not opt.can_knock:
        return Verdict(False, say("bad.multi_knock7.too_much", lang, card=discard,
                                  n=opt.deadwood), (discard,))
    if verdict == "knock" and _limit(ex, rules) == 0:
        return Verdict(False, say("bad.knock.gin_only", lang, card=ex.upcard_for(rules)))
    if verdict == "gin":
        if opt.is_gin:
            return ok_verdict(lang)
        return Verdict(False, say("bad.knock.not_gin", lang, card=discard, n=opt.deadwood),
                       (discard,))
    if opt.is_gin:
        return Verdict(True, say("ok.gin_too", lang, card=discard))
    if best.is_gin:
        return Verdict(False, say("bad.knock.gin_missed", lang))
    if best.deadwood < opt.deadwood:
        return Verdict(True, say("ok.better_knock", lang, card=best.discard, n=best.deadwood))
    return ok_verdict(lang)


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    verdict = solve(ex, rules)[0]
    best = best_option(ex, rules)
    arr = best.arrangement
    text = say(f"answer.multi_knock7.{verdict}", lang, card=best.discard, n=best.deadwood,
               limit=_limit(ex, rules))
    return Hint(text, tuple(tuple(m.cards) for m in arr.melds), tuple(arr.deadwood),
                best.discard)


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    cards: tuple[Card, ...] = ()
    for _ in range(60):
        plan = dealer.choice(_PLANS)
        filler = 8 - sum(n for _, n in plan)
        cards = build_hand(dealer, plan, filler, low=dealer.choice([3, 5, 8]))
        if len(cards) != 8 or len(set(cards)) != 8:
            continue
        free = [c for c in build_hand(dealer, [], 12, used=cards) if c not in cards]
        upcard = dealer.choice(free)
        ex = Exercise("multi_knock7", dealer.shuffled(cards), upcard=upcard, variant="gin-7")
        best = best_option(ex, rules)
        if best.deadwood <= _limit(ex, rules) + 8:
            return ex
    return Exercise("multi_knock7", cards, upcard=Card("TC") if Card("TC") not in cards
                    else Card("KC"), variant="gin-7")


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    answers = [("knock", "choice.knock"), ("gin", "choice.gin"), ("none", "choice.none")]
    return (
        pickable_hand(ex.cards, lang, t("ui.your_cards", lang))
        + live_note("picked", discard_note((), lang))
        + choices(*(button(t(key, lang), f'data-answer="{value}"', primary=value != "none")
                    for value, key in answers))
    )


KIND = ExerciseKind(
    name="multi_knock7",
    cards=(8, 8),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=answer,
    selection="single",
    shows_upcard=True,
    picked_note=discard_note,
    check=check,
    words=MULTI_WORDS,
)
