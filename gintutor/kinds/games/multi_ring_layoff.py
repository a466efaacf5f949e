"""'multi_ring_layoff' (seven-card gin): Ann has knocked; the opponents before you have
laid out and laid off. Which of your cards may you lay off? The answer is the cards
picked, or the "nothing to lay off" button.

The exercise gives the knocker's seven cards (`knocker`, optionally `knocker_melds`), the
first upcard (`upcard`: the knock limit), the earlier opponents' hands in turn from Ann's
left (`others`) and yours (`cards`). The answer is the engine's: `score_ring`'s spread
of the last opponent, who may lay off only onto Ann's melds as she laid them out."""

from __future__ import annotations

from typing import Any

from ginrules import Card, Rules, best_arrangement, render

from ...dealing import Dealer
from ...exercises import (
    Exercise,
    ExerciseError,
    Hint,
    Verdict,
    cards_text,
    ok_verdict,
    rules_values,
)
from ...render import escape
from ..base import ExerciseKind, cards_or_none
from ..layoff import layoff_controls, misfits
from ..widgets import (
    captioned,
    cards_row,
    group_label,
    groups_html,
)
from .multi_common import SEATS, check_ring, grown_melds, ring_result
from .multi_deal import ring_deal
from .multi_words import WORDS


def _defenders(ex: Exercise) -> tuple[tuple[Card, ...], ...]:
    return (*ex.others, ex.cards)


def _result(ex: Exercise, rules: Rules) -> Any:
    return ring_result(ex, rules, _defenders(ex))


def solve(ex: Exercise, rules: Rules) -> frozenset[Card]:
    return frozenset(_result(ex, rules).spreads[-1].spread.laid_off)


def check(ex: Exercise) -> None:
    check_ring(ex, _defenders(ex), "multi_ring_layoff")


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    picked = set(answer)
    for c in picked:
        if c not in ex.cards:
            return Verdict(False, WORDS.say("bad.arrange.not_in_hand", lang, card=c), (c,))
    res = _result(ex, rules)
    if res.kind == "gin":
        if picked:
            return Verdict(False, WORDS.say("bad.layoff.on_gin", lang), tuple(picked))
        return ok_verdict(lang, WORDS.say("bad.layoff.gin", lang))
    melds = res.knocker_arrangement.melds
    wrong = misfits(picked, melds, rules.chain_own_layoffs)
    if wrong:
        card = wrong[0]
        earlier = len(ex.others)
        grown, laid_by = grown_melds(res, earlier)
        for meld in grown:
            if meld.accepts(card):
                owner = next((laid_by[x] for x in meld.cards if x in laid_by), None)
                if owner is not None:
                    return Verdict(False, WORDS.say("bad.multi_ring_layoff.blocked", lang,
                                                    card=card, owner=SEATS[owner]), (card,))
        if not rules.chain_own_layoffs and not misfits(picked, melds, True):
            return Verdict(False, WORDS.say("bad.multi_ring_layoff.own_chain", lang, card=card),
                           (card,))
        return Verdict(False, WORDS.say("bad.layoff.no_fit", lang, card=card), (card,))
    mine = best_arrangement(tuple(c for c in ex.cards if c not in picked)).deadwood_count
    spread = res.spreads[-1].spread
    if mine <= spread.deadwood_count:
        key = "answer.layoff" if picked else "answer.layoff.none"
        return ok_verdict(lang, WORDS.say(key, lang, cards=cards_text(
            sorted(picked, key=lambda c: c.index), lang), n=mine))
    missing = [lo for lo in spread.layoffs if lo.card not in picked]
    if missing:
        key = "bad.layoff.more" if picked else "bad.layoff.missed"
        meld = melds[missing[0].meld_index].cards
        return Verdict(False, WORDS.say(key, lang, meld=cards_text(meld, lang)), look=tuple(meld))
    return Verdict(False, WORDS.say("bad.layoff.own_meld", lang, mine=mine,
                              best=spread.deadwood_count))


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    res = _result(ex, rules)
    if res.kind == "gin":
        return Hint(WORDS.say("bad.layoff.gin", lang))
    spread = res.spreads[-1].spread
    cards = spread.laid_off
    me = len(ex.others) + 1
    steps = [s for s in res.explanation if s.values.get("seat") == me
             and s.id.startswith("ring.") and s.id != "ring.pays"]
    why = " ".join(render(s, lang) for s in steps)
    chain = f" {rules_values(rules, lang)['layoff_chain']}" if _chain_matters(ex, rules) else ""
    if not cards:
        return Hint(f"{WORDS.say('answer.layoff.none', lang)} {why}{chain}")
    return Hint(WORDS.say("answer.layoff", lang, cards=cards_text(cards, lang),
                    n=spread.deadwood_count) + f" {why}{chain}",
                rest=cards, rest_key="ui.to_lay_off")


def _chain_matters(ex: Exercise, rules: Rules) -> bool:
    """Whether the house rule on building on your own layoff decides this answer: you lay
    a card next to your own layoff, or a card would go down if the rule allowed it. Only
    then does the answer say the rule (issue 31: an answer that states a rule the cards
    do not use reads as if they did)."""
    other = rules.with_options(chain_own_layoffs=not rules.chain_own_layoffs)
    mine = _result(ex, rules).spreads[-1].spread.laid_off
    return set(mine) != set(_result(ex, other).spreads[-1].spread.laid_off)


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    for _ in range(40):
        knocker, upcard, hands = ring_deal(dealer, rules, dealer.choice([2, 3]), layoffs=True)
        ex = Exercise("multi_ring_layoff", hands[-1], knocker=knocker, upcard=upcard,
                      others=hands[:-1], players=len(hands) + 1, variant="gin-7")
        try:
            check(ex)
            res = _result(ex, rules)
        except (ValueError, ExerciseError):
            continue
        if res.kind == "gin" or res.spreads[-1].spread.laid_off or dealer.chance(25):
            return ex
    raise ExerciseError("could not deal a seven-card layoff exercise")  # pragma: no cover


def showdown_html(ex: Exercise, res: Any, upto: int, lang: str) -> str:
    """Ann's spread and the first `upto` opponents' spreads as laid out: own melds, the
    cards laid off (said in the engine's words, onto which meld) and the cards kept."""
    arr = res.knocker_arrangement
    head = WORDS.say("ui.multi.goes_gin" if res.kind == "gin" else "ui.multi.knocks", lang,
               name=SEATS[0])
    parts = [f"<h4>{escape(head)}</h4>",
             groups_html([m.cards for m in arr.melds], lang, head, arr.deadwood,
                         WORDS.say("ui.knocker_deadwood", lang))]
    for spread in res.spreads[:upto]:
        name = SEATS[spread.seat]
        sp = spread.spread
        label = WORDS.say("ui.multi.cards_of", lang, name=name)
        row = [captioned(cards_row(m.cards, lang, group_label(m.cards, lang), "meld"),
                         group_label(m.cards, lang).split(":")[0]) for m in sp.defender_melds]
        if sp.laid_off:
            laid = WORDS.say("ui.multi.laid_off", lang)
            row.append(captioned(cards_row(sp.laid_off, lang, laid, "meld"), laid))
        if sp.deadwood:
            dead = WORDS.say("ui.deadwood_cards", lang)
            row.append(captioned(cards_row(sp.deadwood, lang, dead, "loose"), dead))
        parts.append(f"<h4>{escape(name)}</h4>")
        parts.append(f'<div class="meld-row" role="group" aria-label="{escape(label)}">'
                     + "".join(row) + "</div>")
        laid_steps = [render(s, lang) for s in res.explanation if s.values.get("seat")
                      == spread.seat and s.id in ("ring.layoff", "ring.layoff_chain")]
        lines = laid_steps or [WORDS.say("ui.multi.nothing_laid_off", lang, name=name)]
        parts += [f'<p class="ring-note">{escape(line)}</p>' for line in lines]
    return "".join(parts)


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    res = _result(ex, rules)
    me = SEATS[len(ex.others) + 1]
    return (
        showdown_html(ex, res, len(ex.others), lang)
        + f"<h4>{escape(WORDS.say('ui.multi.you_are', lang, name=me))}</h4>"
        + layoff_controls(ex.cards, lang)
    )


KIND = ExerciseKind(
    name="multi_ring_layoff",
    cards=(7, 7),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=cards_or_none,
    selection="multi",
    shows_upcard=True,
    check=check,
    words=WORDS,
)
