"""'rummy_hold': what holding risks. Two numbers: what you pay if another player goes out
now (not rummy) while you hold all these cards, and what you would still pay after
putting down all you can this turn.

The exercise: ``cards`` your hand, ``table`` the melds on the table with their
``owners``. The first number is every card's value (ace 1, face cards 10: the engine's
``Card.value``, what a ``RummyResult`` charges); the second is the least the hand can
keep this turn under the house rules (`rummy_common.best_turn`, from ``find_plays``).
Feedback says which number is off and what to look at, never the number.
"""

from __future__ import annotations

from typing import Any

from ginrules import Card, Rules, sort_hand
from ginrules.rummy.hand import TableMeld, find_plays, fits

from ...dealing import Dealer, Pool
from ...exercises import Exercise, ExerciseError, Hint, Verdict, ok_verdict, parse_number
from ...render import escape
from ..base import ExerciseKind, numbers_typed
from ..widgets import cards_row, check_button, number_box
from .rummy_common import (
    NAMES,
    WORDS,
    best_turn,
    check_deal,
    check_melds,
    check_table,
    hand_size,
    table_html,
    table_melds,
)

BOXES = ("hold", "down")


def _table(ex: Exercise, rules: Rules) -> tuple[TableMeld, ...]:
    melds = table_melds(ex)
    check_melds(melds, rules)
    return melds


def numbers(ex: Exercise, rules: Rules) -> tuple[int, int]:
    """What holding everything pays, and what the hand pays after its best turn."""
    hold = sum(c.value for c in ex.cards)
    return hold, best_turn(ex.cards, _table(ex, rules), rules).kept


def solve(ex: Exercise, rules: Rules) -> tuple[tuple[str, str], ...]:
    hold, down = numbers(ex, rules)
    return (("hold", str(hold)), ("down", str(down)))


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    typed = dict(answer)
    hold, down = numbers(ex, rules)
    given: dict[str, int] = {}
    for box in BOXES:
        text = str(typed.get(box, "")).strip()
        n = parse_number(text) if text else None
        if n is None:
            key = "bad.hold.missing" if not text else "bad.hold.number"
            return Verdict(False, WORDS.say(key, lang, box=WORDS.say(f"ui.hold.{box}", lang)))
        given[box] = n
    cards = tuple(ex.cards)
    if given["hold"] != hold:
        ranks = sum(c.rank for c in cards)
        aces = sum(11 if c.rank == 1 else c.value for c in cards)
        melds = find_plays(cards, (), rules.ace_high_or_low).melds
        if given["hold"] in {ranks, aces} - {hold}:
            return Verdict(False, WORDS.say("bad.hold.faces", lang), look=cards)
        if melds and given["hold"] < hold:
            return Verdict(False, WORDS.say("bad.hold.melds", lang), look=cards)
        return Verdict(False, WORDS.say("bad.hold.sum", lang), look=cards)
    if given["down"] != down:
        if given["down"] == hold:
            return Verdict(False, WORDS.say("bad.hold.nothing", lang))
        if given["down"] > down:
            return Verdict(False, WORDS.say("bad.hold.more", lang))
        return Verdict(False, WORDS.say("bad.hold.less", lang))
    return ok_verdict(lang, WORDS.say("ok.hold", lang, risk=hold - down))


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    hold, down = numbers(ex, rules)
    best = best_turn(ex.cards, _table(ex, rules), rules)
    put = sorted(best.down, key=lambda c: c.index)
    text = WORDS.say("answer.hold", lang, hold=hold, down=down, risk=hold - down)
    if put:
        text += " " + WORDS.say("answer.hold.put", lang, cards=put)
    return Hint(text, rest=tuple(put), rest_key="ui.answer_cards")


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    """A hand as a real deal leaves it just after the draw, the learner having put nothing
    down yet (the deal's cards and one more): a meld or two, maybe a card that fits the
    table's melds (the other players'), and loose cards."""
    for _ in range(60):
        pool = Pool(dealer)
        players = dealer.randint(2, 4)
        size = hand_size(rules, players) + 1
        table = [m for m in (pool.meld(3) for _ in range(dealer.randint(0, 2))) if m]
        owners = tuple(dealer.randint(1, players - 1) for _ in table)
        melds = [TableMeld(o, tuple(m), len({c.rank for c in m}) > 1)
                 for o, m in zip(owners, table, strict=True)]
        hand: list[Card] = list(pool.meld(dealer.randint(3, 4)) or ())
        if dealer.one_in(3):
            hand += pool.meld(3) or ()
        fit = [c for c in pool.cards if any(fits(c, m, rules.ace_high_or_low) for m in melds)]
        if fit and dealer.chance(50):
            card = dealer.choice(fit)
            pool.take([card])
            hand.append(card)
        if len(hand) > size:
            continue
        hand += pool.any(size - len(hand))
        ex = Exercise("rummy_hold", dealer.shuffled(hand), table=tuple(table),
                      owners=owners, players=players)
        try:
            check_deal(ex)
        except ExerciseError:
            continue
        return ex
    raise ExerciseError("could not deal a hand to hold")  # pragma: no cover


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    mine = WORDS.say("ui.your_cards", lang)
    parts = [
        table_html(ex, lang),
        f"<h4>{escape(mine)}</h4>",
        cards_row(sort_hand(ex.cards), lang, mine),
        '<form class="answer-form" data-form="hold">',
    ]
    for box in BOXES:
        label = WORDS.say(f"ui.hold.{box}", lang)
        parts.append(f"<p>{number_box(box, label, f'ex-{box}')}</p>")
    parts.append(check_button(lang) + "</form>")
    return "".join(parts)



def check(ex: Exercise) -> None:
    if ex.players > len(NAMES):
        raise ExerciseError("at most six players")
    check_table(ex)
    check_deal(ex)


KIND = ExerciseKind(
    name="rummy_hold",
    cards=(3, 11),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=numbers_typed,
    check=check,
    words=WORDS,
)
