"""'rummy_plays': what can you meld and lay off from this hand onto this table this
turn? The answer is the cards picked (or "nothing goes down").

The exercise: ``cards`` is the learner's hand after the draw (seat ``seat``), ``table``
the melds on the table with their ``owners``. Judged against the engine's
``find_plays`` (with the turn's limits of the house rules, `rummy_common.best_turn`):
every picked card must be able to go down, and for the answer to be right the hand
keeps the least points it can. Feedback names a picked card that cannot go down, or
says that a kept card still fits or a meld is still in the hand, never which.
"""

from __future__ import annotations

from typing import Any

from ginrules import Card, Rules, sort_hand
from ginrules.rummy.hand import TableMeld, find_plays, fits

from ...dealing import Dealer, Pool
from ...exercises import Exercise, ExerciseError, Hint, Verdict, ok_verdict
from ..base import ExerciseKind, cards_or_none, picked_cards_note
from ..widgets import button, choices, live_note, pickable_hand
from .rummy_common import (
    NAMES,
    WORDS,
    Best,
    best_turn,
    can_put_down,
    check_deal,
    check_melds,
    check_table,
    hand_size,
    meld_named,
    table_html,
    table_melds,
)


def _table(ex: Exercise, rules: Rules) -> tuple[TableMeld, ...]:
    melds = table_melds(ex)
    check_melds(melds, rules)
    return melds


def best(ex: Exercise, rules: Rules) -> Best:
    """The engine's least points kept this turn, and one way to keep them."""
    return best_turn(ex.cards, _table(ex, rules), rules)


def solve(ex: Exercise, rules: Rules) -> frozenset[Card]:
    return best(ex, rules).down


def _kept(ex: Exercise, picked: set[Card]) -> int:
    return sum(c.value for c in ex.cards if c not in picked)


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    picked = set(answer)
    for c in sorted(picked, key=lambda c: c.index):
        if c not in ex.cards:
            return Verdict(False, WORDS.say("bad.plays.not_in_hand", lang, card=c), (c,))
    table = _table(ex, rules)
    top = best(ex, rules)
    mine = sorted(picked, key=lambda c: c.index)
    if picked:
        if not can_put_down(mine, table, rules):
            if can_put_down(mine, table, rules, limits=False):
                return Verdict(False, WORDS.say("bad.plays.one_meld", lang), tuple(mine))
            plays = find_plays(mine, table, rules.ace_high_or_low)
            down = {c for m in plays.plan_melds for c in m} | {c for c, _ in plays.plan_layoffs}
            odd = next(c for c in mine if c not in down)
            # Lesson 1 (concept "meld") has not taught laying off yet.
            key = "bad.plays.misfit.meld" if ex.concept == "meld" else "bad.plays.misfit"
            return Verdict(False, WORDS.say(key, lang, card=odd), (odd,))
        if len(picked) == len(ex.cards) and not rules.out_without_discard:
            return Verdict(False, WORDS.say("bad.plays.keep_one", lang))
    kept = _kept(ex, picked)
    if kept <= top.kept:
        if not top.moves:
            return ok_verdict(lang, WORDS.say("ok.plays.none", lang))
        return ok_verdict(lang, WORDS.say("ok.plays", lang, n=kept))
    if not picked:
        return Verdict(False, WORDS.say("bad.plays.something", lang))
    rest = [c for c in ex.cards if c not in picked]
    if any(fits(c, m, rules.ace_high_or_low) for c in rest for m in table):
        return Verdict(False, WORDS.say("bad.plays.fits_table", lang), look=tuple(
            c for m in table for c in m.cards))
    if find_plays(rest, (), rules.ace_high_or_low).melds and not rules.one_meld_per_turn:
        return Verdict(False, WORDS.say("bad.plays.meld_left", lang))
    return Verdict(False, WORDS.say("bad.plays.which", lang))


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    top = best(ex, rules)
    if not top.moves:
        return Hint(WORDS.say("answer.plays.none", lang))
    table = list(_table(ex, rules))
    steps = []
    for move in top.moves:
        if move.on < 0:
            steps.append(WORDS.say("answer.plays.meld", lang, cards=list(move.cards)))
            table.append(TableMeld(ex.seat, move.cards, len({c.rank for c in move.cards}) > 1))
        else:
            on = table[move.on]
            steps.append(WORDS.say("answer.plays.layoff", lang, card=move.cards[0],
                             meld=meld_named(ex, on, lang)))
            table[move.on] = on.with_card(move.cards[0])
    down = sorted(top.down, key=lambda c: c.index)
    head = WORDS.say("answer.plays", lang, cards=down, n=top.kept)
    if len(top.moves) == 1 and top.moves[0].on < 0:  # one meld: the head says it all
        steps = []
    return Hint(" ".join([head, *steps]), rest=tuple(down), rest_key="ui.answer_cards")


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    """A hand as a real deal leaves it just after the draw (the deal's cards and one more,
    less the cards of the learner's own melds on the table): a meld or two, cards that
    fit the table's melds (some only once another has gone down), and loose cards; a
    table of one to three melds, now and then one of them the learner's."""
    for _ in range(60):
        pool = Pool(dealer)
        players = dealer.randint(2, 4)
        count = 0 if concept == "meld" else dealer.randint(1, 3)
        table = [m for m in (pool.meld(dealer.randint(3, 4)) for _ in range(count)) if m]
        owned = [dealer.randint(1, players - 1) for _ in table]
        if table and dealer.chance(30):
            owned[0] = 0  # a meld the learner laid in an earlier turn
        owners = tuple(owned)
        size = hand_size(rules, players) + 1 - sum(
            len(m) for m, o in zip(table, owners, strict=True) if o == 0)
        hand: list[Card] = []
        if concept == "meld" or dealer.chance(70):
            meld = pool.meld(3)
            hand += meld or ()
        melds = [TableMeld(o, tuple(m), len({c.rank for c in m}) > 1)
                 for o, m in zip(owners, table, strict=True)]
        for _ in range(dealer.randint(0, 2)):
            fit = [c for c in pool.cards
                   if any(fits(c, m, rules.ace_high_or_low) for m in melds)]
            if fit:
                card = dealer.choice(fit)
                pool.take([card])
                hand.append(card)
        if len(hand) > size:
            continue
        hand += pool.any(size - len(hand))
        ex = Exercise("rummy_plays", dealer.shuffled(hand), table=tuple(tuple(m) for m in table),
                      owners=owners, players=players)
        try:
            check_deal(ex)
            top = best(ex, rules)
        except ExerciseError:
            continue
        if top.moves or dealer.one_in(8):
            return ex
    raise ExerciseError("could not deal a Rummy turn")  # pragma: no cover


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    return (
        table_html(ex, lang)
        + pickable_hand(sort_hand(ex.cards), lang, WORDS.say("ui.your_cards_drawn", lang))
        + live_note("picked", picked_cards_note((), lang))
        + choices(
            button(WORDS.say("ui.put_down", lang), 'data-action="check"'),
            button(WORDS.say("ui.nothing_down", lang), 'data-answer="none"', primary=False),
        )
    )



def check(ex: Exercise) -> None:
    if ex.taken is not None:
        raise ExerciseError("rummy_plays: a card taken from the pile is not asked about")
    if ex.players > len(NAMES):
        raise ExerciseError("at most six players")
    check_table(ex)
    check_deal(ex)


KIND = ExerciseKind(
    name="rummy_plays",
    cards=(1, 11),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=cards_or_none,
    selection="multi",
    check=check,
    words=WORDS,
)
