"""'knock': may this eleven-card hand knock, go gin or big gin, and with which discard?
The answer is a button (knock, gin, big gin, none) with one picked card to discard.

The judging works for any hand size (the hand keeps one card fewer than it holds), so
seven-card gin's kind (`games/multi_knock7.py`) judges with it in its own words."""

from __future__ import annotations

from typing import Any

from ginrules import Card, Rules, best_arrangement, discard_options, format_cards, is_big_gin
from ginrules.words import Catalogue

from ..dealing import Dealer, MeldShape, build_hand
from ..exercises import (
    Exercise,
    Hint,
    Verdict,
    big_gin_played,
    ok_verdict,
    rules_values,
)
from ..i18n import WORDS
from .base import Controls, ExerciseKind
from .widgets import button, choices, live_note, pickable_hand

Plan = list[tuple[MeldShape, int]]
_GIN_PLANS: list[Plan] = [
    [("run", 4), ("set", 3), ("run", 3)],
    [("set", 4), ("run", 3), ("set", 3)],
    [("run", 3), ("set", 3), ("run", 3)],
]


def options(ex: Exercise, rules: Rules) -> dict[Card, Any]:
    """Discard options by card, leaving out the card just taken (it may not go back); the
    hand keeps one card fewer than it holds (10 of 11 in gin, 7 of 8 with seven cards)."""
    upcard = ex.upcard_for(rules)
    opts = discard_options(ex.cards, rules, upcard=upcard, keep=len(ex.cards) - 1)
    return {o.discard: o for o in opts if o.discard != ex.taken}


def best_option(ex: Exercise, rules: Rules) -> Any:
    """The discard that leaves the least deadwood (the lower card on a tie)."""
    opts = sorted(options(ex, rules).values(), key=lambda o: (o.deadwood, o.discard.index))
    return opts[0]


def solve(ex: Exercise, rules: Rules) -> tuple[str, Card | None]:
    if big_gin_played(rules) and is_big_gin(ex.cards):
        return ("big_gin", None)
    best = best_option(ex, rules)
    if best.is_gin:
        return ("gin", best.discard)
    if best.can_knock:
        return ("knock", best.discard)
    return ("none", None)


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    return judge_in(ex, answer, rules, lang, vals, WORDS, "knock")


def judge_in(
    ex: Exercise,
    answer: Any,
    rules: Rules,
    lang: str,
    vals: dict[str, object],
    words: Catalogue,
    own: str,
) -> Verdict:
    """The judging of a knock or gin with a discard; the words a game says its own way
    (`answer.<own>.none`, `bad.<own>.too_much`) come from `words` under the kind's name."""
    verdict, discard = answer
    limit = rules.max_knock_deadwood(ex.upcard_for(rules))
    big = big_gin_played(rules) and is_big_gin(ex.cards)
    if verdict == "big_gin":
        return ok_verdict(lang) if big else Verdict(False, words.say("bad.knock.no_big_gin", lang))
    if big:
        return Verdict(False, words.say("bad.knock.big_gin", lang))
    opts = options(ex, rules)
    best = best_option(ex, rules)
    if verdict == "none":
        if best.is_gin:
            return Verdict(False, words.say("bad.knock.can_gin", lang))
        if best.can_knock:
            return Verdict(False, words.say("bad.knock.can", lang, knock_rule=vals["knock_rule"]))
        return ok_verdict(lang, words.say(f"answer.{own}.none", lang, card=best.discard,
                                          n=best.deadwood, limit=limit))
    if discard is None:
        return Verdict(False, words.say("bad.knock.pick", lang))
    if discard == ex.taken:
        return Verdict(False, words.say("bad.knock.taken", lang, card=discard), (discard,))
    if discard not in opts:
        return Verdict(False, words.say("bad.arrange.not_in_hand", lang, card=discard), (discard,))
    opt = opts[discard]
    if not opt.can_knock:
        return Verdict(
            False,
            words.say(
                f"bad.{own}.too_much",
                lang,
                card=discard,
                n=opt.deadwood,
                knock_rule=vals["knock_rule"],
            ),
            (discard,),
        )
    if verdict == "knock" and limit == 0:
        # An ace upcard (Oklahoma, seven cards): nobody knocks, a hand ends only with gin.
        return Verdict(False, words.say("bad.knock.gin_only", lang, card=ex.upcard_for(rules)))
    if verdict == "gin":
        if opt.is_gin:
            return ok_verdict(lang)
        return Verdict(
            False, words.say("bad.knock.not_gin", lang, card=discard, n=opt.deadwood), (discard,)
        )
    if opt.is_gin:
        return Verdict(True, words.say("ok.gin_too", lang, card=discard))
    if best.is_gin:
        return Verdict(False, words.say("bad.knock.gin_missed", lang))
    if best.deadwood < opt.deadwood:
        return Verdict(True, words.say("ok.better_knock", lang, card=best.discard, n=best.deadwood))
    return ok_verdict(lang)


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    return answer_hint_in(ex, rules, lang, WORDS, "knock")


def answer_hint_in(ex: Exercise, rules: Rules, lang: str, words: Catalogue, own: str) -> Hint:
    """The answer on the cards, in the words `answer.<own>.<verdict>` of `words`."""
    verdict = solve(ex, rules)[0]
    if verdict == "big_gin":
        arr = best_arrangement(ex.cards)
        return Hint(words.say("answer.knock.big_gin", lang),
                    tuple(tuple(m.cards) for m in arr.melds))
    best = best_option(ex, rules)
    arr = best.arrangement
    limit = rules.max_knock_deadwood(ex.upcard_for(rules))
    text = words.say(f"answer.{own}.{verdict}", lang, card=best.discard, n=best.deadwood,
                     limit=limit)
    return Hint(text, tuple(tuple(m.cards) for m in arr.melds), tuple(arr.deadwood), best.discard)


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    limit = max(int(rules_values(rules, "en")["knock_limit"]), 1)  # type: ignore[call-overload]
    for _ in range(60):
        if concept == "gin":
            plan = dealer.choice(_GIN_PLANS)
            filler = 11 - sum(n for _, n in plan)
            cards = build_hand(dealer, plan, filler, low=dealer.choice([3, 6, 13]))
            if big_gin_played(rules) and dealer.chance(25):
                cards = build_hand(dealer, [("run", 4), ("set", 4), ("run", 3)], 0)
        else:
            cards = build_hand(
                dealer, [("run", dealer.choice([3, 4])), ("set", 3)], 11,
                low=dealer.choice([3, 4, 5]),
            )
            cards = cards[:11]
        if len(cards) != 11 or len(set(cards)) != 11:
            continue
        if concept != "gin" and is_big_gin(cards):
            continue
        upcard = Exercise("knock", cards).upcard_for(rules)
        best = discard_options(cards, rules, upcard=upcard)[0]  # sorted: least deadwood first
        if best.deadwood <= limit + 8:  # near the limit, so knocking is a real question
            taken = None
            if concept == "first_turn":
                melded = [c for m in best.arrangement.melds for c in m.cards]
                taken = dealer.choice(melded) if melded else None
            # On the first turn the card taken is the first upcard: one card, not two.
            return Exercise("knock", dealer.shuffled(cards), taken=taken, upcard=taken)
    return Exercise("knock", dealer.shuffled(cards))


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    answers = [("knock", "choice.knock"), ("gin", "choice.gin")]
    if big_gin_played(rules):
        answers.append(("big_gin", "choice.big_gin"))
    answers.append(("none", "choice.none"))
    return (
        pickable_hand(ex.cards, lang, WORDS.say("ui.your_cards", lang))
        + live_note("picked", discard_note((), lang))
        + choices(
            *(
                button(WORDS.say(key, lang), f'data-answer="{value}"', primary=value != "none")
                for value, key in answers
            )
        )
    )


def discard_note(cards: tuple[Card, ...], lang: str) -> str:
    """The line under the hand: the card picked to discard, or that one is to be picked."""
    if not cards:
        return WORDS.say("ui.pick_discard", lang)
    return WORDS.say("ui.discard_picked", lang, card=format_cards(cards, lang))


def answer(controls: Controls) -> tuple[str | None, Card | None]:
    return (controls.button, controls.picked[0] if controls.picked else None)


KIND = ExerciseKind(
    name="knock",
    cards=(11, 11),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=answer,
    selection="single",
    shows_upcard=True,
    picked_note=discard_note,
)
