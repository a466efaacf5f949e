"""The score pad of two- and three-player gin (family ``gin``), and a showdown of two as
every gin pad checks and scores it (also at each card table of pairs and the tournament).

A hand is the knocker against one defender (in three-player gin the dealer sits it out):
by numbers, the knocker's deadwood and the defender's after laying off, which the engine
scores (:func:`~ginrules.gin.showdown.score_counts`) and refuses when no hand can have them;
by cards, both hands (and, if the players say so, the melds the knocker showed), which
the engine arranges, lays off and scores (:func:`~ginrules.gin.showdown.score_hand`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ginrules.core.cards import Card
from ginrules.core.errors import KnockError
from ginrules.core.explain import Explanation
from ginrules.core.melds import Meld, check_meld
from ginrules.gin.discards import knock_check
from ginrules.gin.showdown import Ending, score_counts, score_hand
from ginrules.table.endings import HandEnding
from ginrules.table.reported import CountError
from ginrules.table.rules import Rules
from ginrules.table.seats import Table
from ginrules.table.variants import Variant

from .entry import PadHand
from .errors import PadError
from .frame import Line, OneTable, PadScore, count_refused, reported_ending, required_counts

__all__ = ["GinPad", "check_knock", "counts_of", "given_cards", "knocker_of", "needs_upcard",
           "score_two", "scored_as", "showdown_lead", "shown_melds", "upcard_of"]


def scored_as(ending: HandEnding) -> Ending:
    """A reported showdown ending as the showdown's scoring names it: 'knock', 'gin' or
    'big_gin' (an undercut is found, never reported)."""
    return cast(Ending, ending.name)


def knocker_of(hand: PadHand, ending: HandEnding, seats: Sequence[int], table: Table,
               rules: Rules) -> int:
    """Who knocked (or went gin) in a hand that ended at a showdown so: one of ``seats``,
    which played it; PadError for an ending these house rules do not play."""
    if not ending.played_under(rules):  # big gin, the one ending a house rule turns off
        raise PadError("ending", "error.no_big_gin")
    if hand.player is None:
        raise PadError("player", "error.player_missing")
    if hand.player not in seats:
        raise PadError("player", "error.not_playing",
                       name=_name(table, hand.player), players=[table.names[s] for s in seats])
    return hand.player


def _name(table: Table, seat: int) -> str:
    return table.names[seat] if seat < table.size else str(seat + 1)


def needs_upcard(rules: Rules) -> bool:
    """Whether these house rules read a hand's first upcard (Oklahoma's knock limit, spade
    doubling), so that a hand cannot be scored without it: the entry form asks for it."""
    return rules.knock_limit_from_upcard or rules.spade_doubles


def upcard_of(hand: PadHand, rules: Rules) -> Card | None:
    """The hand's first upcard, which these house rules need when they read it."""
    upcard = hand.upcard_card()
    if upcard is None and needs_upcard(rules):
        raise PadError("upcard", "error.upcard_missing")
    return upcard


def showdown_lead(ending: HandEnding, knocker: int, defenders: Sequence[int],
                  table: Table) -> tuple[Line, ...]:
    """Who knocked (or went gin) against whom, before the engine's explanation."""
    return ((f"why.{ending.name}", {"knocker": table.names[knocker],
                                    "defenders": [table.names[s] for s in defenders]}),)


def counts_of(hand: PadHand, knocker: int, defenders: Sequence[int], seats: Sequence[int],
              table: Table, ending: HandEnding) -> tuple[int, list[tuple[int, int]]]:
    """The knocker's and each defender's reported deadwood (the knocker's may be left out
    after gin, which keeps none); a count for a seat that did not play is refused."""
    for seat in table.seats:
        if seat not in seats and hand.count(seat) is not None:
            raise PadError(f"count.{seat}", "error.count_not_playing", name=table.names[seat])
    kd = hand.count(knocker)
    if kd is None and not ending.no_deadwood:
        raise PadError(f"count.{knocker}", "error.count_missing", name=table.names[knocker])
    return kd or 0, required_counts(hand, defenders, table)


def given_cards(hand: PadHand, sizes: dict[int, tuple[int, int]],
                table: Table) -> dict[int, tuple[Card, ...]]:
    """The cards given per seat: each seat of ``sizes`` from its least to its most cards,
    every other seat none, and no card given twice."""
    held: dict[int, tuple[Card, ...]] = {}
    owner: dict[Card, int] = {}
    for seat in table.seats:
        cards = hand.cards_of(seat)
        name = table.names[seat]
        if seat not in sizes:
            if cards:
                raise PadError(f"cards.{seat}", "error.cards_not_playing", name=name)
            continue
        least, most = sizes[seat]
        if not least <= len(cards) <= most:
            if least == most:
                raise PadError(f"cards.{seat}", "error.cards_count", name=name, n=len(cards),
                               most=most)
            raise PadError(f"cards.{seat}", "error.cards_between", name=name, n=len(cards),
                           least=least, most=most)
        for card in cards:
            if card in owner:
                first = owner[card]
                raise PadError(f"cards.{seat}", "error.card_twice", card=card,
                               names=sorted({table.names[first], name}))
            owner[card] = seat
        held[seat] = cards
    return held


def shown_melds(hand: PadHand, cards: Sequence[Card]) -> tuple[Meld, ...] | None:
    """The melds the knocker showed, if the players gave them: each a meld of the
    knocker's cards, no card in two of them (None: the engine chooses)."""
    groups = hand.meld_groups()
    if groups is None:
        return None
    used: set[Card] = set()
    melds = []
    for group in groups:
        verdict = check_meld(group)
        if verdict.meld is None:
            raise PadError("melds", "error.not_meld", reason=verdict.explanation[0])
        for card in group:
            if card not in cards:
                raise PadError("melds", "error.meld_not_held", card=card)
            if card in used:
                raise PadError("melds", "error.meld_twice", card=card)
            used.add(card)
        melds.append(verdict.meld)
    return tuple(melds)


def check_knock(ending: HandEnding, knocker: int, cards: Sequence[Card],
                melds: Sequence[Meld] | None, rules: Rules, upcard: Card | None,
                table: Table) -> None:
    """Refuse a hand the knocker's cards cannot end as said: gin with deadwood, or a knock
    above the limit (of the melds shown, when given; the engine's least deadwood else)."""
    name = table.names[knocker]
    check = knock_check(cards, rules, upcard)
    if melds is None:
        deadwood, field = check.deadwood, f"cards.{knocker}"
    else:
        melded = {c for meld in melds for c in meld.cards}
        deadwood, field = sum(c.value for c in cards if c not in melded), "melds"
    if ending.no_deadwood and deadwood:
        raise PadError(field, "error.not_gin", name=name, deadwood=deadwood)
    if deadwood <= check.limit:
        return
    if melds is not None:
        raise PadError(field, "error.melds_limit", deadwood=deadwood, limit=check.limit)
    if check.limit == 0:
        raise PadError(field, "error.gin_only_cards", name=name, deadwood=deadwood)
    raise PadError(field, "error.knock_limit_cards", name=name, deadwood=deadwood,
                   limit=check.limit)


def score_two(hand: PadHand, seats: tuple[int, int], rules: Rules, variant: Variant,
              table: Table) -> tuple[PadScore | None, tuple[Line, ...], Explanation]:
    """Check and score a showdown of two at a table of ``seats``: by the counts or by the
    cards, as the hand was entered."""
    ending = reported_ending(hand, variant)
    if not ending.scored:
        return None, (("why.draw", {}),), ()
    knocker = knocker_of(hand, ending, seats, table, rules)
    (defender,) = (s for s in seats if s != knocker)
    upcard = upcard_of(hand, rules)
    lead = showdown_lead(ending, knocker, (defender,), table)
    size = variant.cards_dealt
    if not hand.by_cards:
        kd, ((_, dd),) = counts_of(hand, knocker, (defender,), seats, table, ending)
        try:
            counted = score_counts(kd, dd, rules, ending=scored_as(ending), upcard=upcard,
                                   seats=(knocker, defender), cards=size)
        except CountError as err:
            raise count_refused(err, "counts") from None
        return counted, lead, counted.explanation
    kept = size + ending.extra_card
    held = given_cards(hand, {knocker: (kept, kept), defender: (size, size)}, table)
    melds = shown_melds(hand, held[knocker])
    check_knock(ending, knocker, held[knocker], melds, rules, upcard, table)
    try:
        result = score_hand(held[knocker], held[defender], rules, knocker_melds=melds,
                            upcard=upcard, seats=(knocker, defender))
    except KnockError:  # pragma: no cover  (check_knock refuses every such hand first)
        raise PadError("hand", "error.hand") from None
    return result, lead, result.explanation


class GinPad(OneTable):
    """Two-player gin, and three-player gin where the dealer sits each hand out: one
    showdown of two a hand."""

    def score(self, hand: PadHand, seats: tuple[int, ...]
              ) -> tuple[PadScore | None, tuple[Line, ...], Explanation]:
        first, second = seats
        return score_two(hand, (first, second), self.rules, self.variant, self.table)
