"""'rummy_pays': a finished hand of Rummy; what does each other player pay? One number
box per player, judged against the engine's ``RummyResult``.

The exercise: ``players``, the winner's seat ``seat``, the winner's cards in the last
turn ``cards`` (the last of them is the card drawn), the other players' cards
``others`` (in turn from the winner) and the ``table`` with its ``owners`` before that
turn. The engine plays the hand out move by legal move (`rummy_common.play_out`), so
whether it was rummy, and every payment, is the engine's. Feedback names the first
player whose number is wrong and what to check, never the number.
"""

from __future__ import annotations

from typing import Any

from ginrules import Card, Rules, sort_hand
from ginrules.rummy.hand import TableMeld, find_plays, fits

from ...dealing import Dealer, Pool
from ...exercises import Exercise, ExerciseError, Hint, Verdict, ok_verdict, parse_number, why_text
from ...render import escape
from ..base import ExerciseKind, numbers_typed
from ..widgets import cards_row, check_button, number_box
from .rummy_common import (
    NAMES,
    WORDS,
    check_deal,
    check_table,
    hand_size,
    last_turn_words,
    payer_seats,
    pays_result,
    play_out,
    table_html,
)

BOX = "seat-{seat}"  # data-number of a player's box


def solve(ex: Exercise, rules: Rules) -> tuple[tuple[str, str], ...]:
    """The payments as the boxes would hold them: (box name, number typed)."""
    res = pays_result(ex, rules)
    return tuple((BOX.format(seat=seat), str(paid)) for seat, paid in res.payments)


def judge(ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]) -> Verdict:
    typed = dict(answer)
    res = pays_result(ex, rules)
    held = dict(res.left)
    doubled = res.kind == "rummy"
    for seat, paid in res.payments:
        name = NAMES[seat]
        text = str(typed.get(BOX.format(seat=seat), "")).strip()
        cards = held[seat]
        if not text:
            return Verdict(False, WORDS.say("bad.pays.missing", lang, name=name), look=cards)
        given = parse_number(text)
        if given is None:
            return Verdict(False, WORDS.say("bad.pays.number", lang, name=name), look=cards)
        if given != paid:
            return Verdict(False, _why(name, given, cards, doubled, lang), look=cards)
    return ok_verdict(lang, why_text(res.explanation, lang))


def _why(name: str, given: int, cards: tuple[Card, ...], doubled: bool, lang: str) -> str:
    """What a wrong number most likely missed: the doubling, the card values, the melds."""
    factor = 2 if doubled else 1
    pips = sum(c.value for c in cards)
    if given == pips * (3 - factor):
        return WORDS.say("bad.pays.single" if doubled else "bad.pays.doubled", lang, name=name)
    ranks = sum(c.rank for c in cards)
    aces = sum(11 if c.rank == 1 else c.value for c in cards)
    if given in {ranks, aces, ranks * factor, aces * factor} - {pips * factor}:
        return WORDS.say("bad.pays.faces", lang, name=name)
    melds = find_plays(cards).melds
    used = {c for m in melds for c in m}
    loose = sum(c.value for c in cards if c not in used)
    if used and given in (loose, loose * factor):
        return WORDS.say("bad.pays.melds", lang, name=name)
    return WORDS.say("bad.pays.bad", lang, name=name)


def answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    res = pays_result(ex, rules)
    each = " ".join(WORDS.say("answer.pays", lang, name=NAMES[seat], n=paid)
                    for seat, paid in res.payments)
    return Hint(each + " " + why_text(res.explanation, lang))


def generate(dealer: Dealer, concept: str, rules: Rules) -> Exercise:
    """A hand of two to six players as a real deal leaves it at the winner's last turn:
    each player holds the deal's cards less the cards of the melds they own on the table;
    the winner (who owns none of them when it is rummy) draws and puts every card down,
    new melds (one a turn where the house rules say so), layoffs onto the table's melds as
    they grow, and a discard; the others keep their cards, now and then a meld among them."""
    for _ in range(150):
        pool = Pool(dealer)
        players = dealer.randint(2, 6)
        keep = hand_size(rules, players)
        win = dealer.below(players)
        rummy = concept == "rummy" or (concept != "out" and dealer.chance(40))
        payers = [s for s in range(players) if s != win]
        table: list[tuple[Card, ...]] = []
        owners: list[int] = []
        for i in range(dealer.randint(1, 3)):
            meld = pool.meld(dealer.choice([3, 3, 4]))
            if meld is not None:
                table.append(meld)
                owners.append(win if not rummy and i == 0 else dealer.choice(payers))
        if not rummy and win not in owners:
            continue
        own = dict.fromkeys(range(players), 0)
        for meld, owner in zip(table, owners, strict=True):
            own[owner] += len(meld)
        if any(own[s] >= keep for s in payers):
            continue
        final = _last_turn(dealer, pool, table, owners, keep + 1 - own[win], rules)
        if final is None:
            continue
        others_cards: list[tuple[Card, ...]] = []
        for seat in payer_seats(Exercise("rummy_pays", seat=win, players=players)):
            count = keep - own[seat]
            if count >= 3 and dealer.one_in(4):
                held = list(pool.meld(3) or ()) + list(pool.any(count - 3))
            else:
                held = list(pool.any(count))
            others_cards.append(tuple(held))
        drawn = dealer.choice(final)
        cards = (*dealer.shuffled([c for c in final if c != drawn]), drawn)
        ex = Exercise("rummy_pays", cards, others=tuple(others_cards), table=tuple(table),
                      owners=tuple(owners), players=players, seat=win)
        try:
            check_deal(ex)
            res = pays_result(ex, rules)
        except ExerciseError:
            continue
        if (res.kind == "rummy") == rummy:
            return ex
    raise ExerciseError("could not deal a finished Rummy hand")  # pragma: no cover


def _last_turn(dealer: Dealer, pool: Pool, table: list[tuple[Card, ...]],
               owners: list[int], need: int, rules: Rules) -> list[Card] | None:
    """`need` cards the winner puts down in one turn: new melds (at most one where the
    house rules allow one a turn), cards that fit the table's melds as they grow, and one
    card to discard; None when the table and the pool cannot make that many."""
    grown = [TableMeld(o, tuple(m), len({c.rank for c in m}) > 1)
             for o, m in zip(owners, table, strict=True)]
    melds_left = 1 if rules.one_meld_per_turn else 2
    final: list[Card] = []
    while len(final) < need - 1:
        left = need - 1 - len(final)
        fit = [c for c in pool.cards
               if any(fits(c, m, rules.ace_high_or_low) for m in grown)]
        if melds_left and left >= 3 and (not fit or dealer.chance(60)):
            meld = pool.meld(min(left, dealer.choice([3, 4, 5])))
            if meld is None:
                return None
            melds_left -= 1
            final += meld
            grown.append(TableMeld(-1, tuple(meld), len({c.rank for c in meld}) > 1))
            continue
        if not fit:
            return None
        card = dealer.choice(fit)
        pool.take([card])
        final.append(card)
        i = next(i for i, m in enumerate(grown) if fits(card, m, rules.ace_high_or_low))
        grown[i] = grown[i].with_card(card)
    return [*final, *pool.any(1)]  # and the discard


def body(ex: Exercise, rules: Rules, lang: str) -> str:
    _hand, before = play_out(ex, rules)
    win = NAMES[ex.seat]
    parts = [
        table_html(ex, lang, WORDS.say("ui.before_last", lang, name=win), you=False,
                   melds=before),
        f'<p class="rules-note">{escape(last_turn_words(ex, rules, lang))}</p>',
    ]
    # Each player's cards first, then one box a player, named: a whole hand of ten (two
    # players) overlaps to fit a phone in a block, never inside the answer form's row.
    boxes = []
    for seat, cards in zip(payer_seats(ex), ex.others, strict=True):
        name = NAMES[seat]
        box = BOX.format(seat=seat)
        caption = WORDS.say("ui.cards_left", lang, name=name)
        parts.append(f"<h4>{escape(caption)}</h4>" + cards_row(sort_hand(cards), lang, caption))
        boxes.append(f'<p class="pay-box">'
                     f"{number_box(box, WORDS.say('ui.pays', lang, name=name), f'ex-{box}')}</p>")
    parts.append('<form class="answer-form" data-form="pays">' + "".join(boxes)
                 + check_button(lang) + "</form>")
    return "".join(parts)



def check(ex: Exercise) -> None:
    if ex.players > len(NAMES):
        raise ExerciseError("at most six players")
    if len(ex.others) != ex.players - 1:
        raise ExerciseError(f"'others' needs the cards of the {ex.players - 1} other players")
    check_table(ex)
    check_deal(ex)


KIND = ExerciseKind(
    name="rummy_pays",
    cards=(2, 11),
    solve=solve,
    judge=judge,
    answer_hint=answer_hint,
    generate=generate,
    body=body,
    answer=numbers_typed,
    check=check,
    words=WORDS,
)
