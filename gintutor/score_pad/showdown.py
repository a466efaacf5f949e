"""The score pad of seven-card gin for three or four (family ``showdown``): the knocker
against every other player, each laying off only onto the knocker's melds as laid out,
and every opponent paying (:func:`~ginrules.gin.showdown.score_ring`; from the reported
deadwood, :func:`~ginrules.gin.showdown.score_ring_counts`)."""

from __future__ import annotations

from ginrules.core.errors import KnockError
from ginrules.core.explain import Explanation
from ginrules.gin.showdown import score_ring, score_ring_counts
from ginrules.table.reported import CountError

from .entry import PadHand
from .errors import PadError
from .frame import Line, OneTable, PadScore, count_refused, reported_ending
from .gin import (
    check_knock,
    counts_of,
    given_cards,
    knocker_of,
    scored_as,
    showdown_lead,
    shown_melds,
    upcard_of,
)

__all__ = ["ShowdownPad"]


class ShowdownPad(OneTable):
    """Seven-card gin: one showdown a hand, the knocker against the ring of defenders in
    turn from the knocker's left."""

    def score(self, hand: PadHand, seats: tuple[int, ...]
              ) -> tuple[PadScore | None, tuple[Line, ...], Explanation]:
        ending = reported_ending(hand, self.variant)
        if not ending.scored:
            return None, (("why.draw", {}),), ()
        table, rules = self.table, self.rules
        knocker = knocker_of(hand, ending, seats, table, rules)
        defenders = table.others(knocker, seats)
        upcard = upcard_of(hand, rules)
        lead = showdown_lead(ending, knocker, defenders, table)
        size = self.variant.cards_dealt
        if not hand.by_cards:
            kd, counted = counts_of(hand, knocker, defenders, seats, table, ending)
            try:
                result = score_ring_counts(kd, counted, rules, ending=scored_as(ending),
                                           upcard=upcard,
                                           knocker_seat=knocker, names=table.names,
                                           cards=size)
            except CountError as err:
                raise count_refused(err, "counts") from None
            return result, lead, result.explanation
        sizes = {seat: (size, size) for seat in defenders}
        kept = size + ending.extra_card
        sizes[knocker] = (kept, kept)
        held = given_cards(hand, sizes, table)
        melds = shown_melds(hand, held[knocker])
        check_knock(ending, knocker, held[knocker], melds, rules, upcard, table)
        try:
            scored = score_ring(held[knocker], [(seat, held[seat]) for seat in defenders],
                                rules, knocker_melds=melds, upcard=upcard,
                                knocker_seat=knocker, names=table.names)
        except KnockError:  # pragma: no cover  (check_knock refuses every such hand first)
            raise PadError("hand", "error.hand") from None
        return scored, lead, scored.explanation
