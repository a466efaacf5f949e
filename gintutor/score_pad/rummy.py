"""The score pad of Classic Rummy for two to six (family ``rummy``): whoever went out
(with or without rummy) is paid by every other player for the cards still held
(:func:`~ginrules.rummy.hand.score_out`; from the points each reports,
:func:`~ginrules.rummy.hand.score_out_counts`)."""

from __future__ import annotations

from ginrules.core.explain import Explanation, Step
from ginrules.rummy.hand import score_out, score_out_counts
from ginrules.table.reported import CountError

from .entry import PadHand
from .errors import PadError
from .frame import Line, OneTable, PadScore, count_refused, reported_ending, required_counts
from .gin import given_cards

__all__ = ["RummyPad"]


class RummyPad(OneTable):
    """Rummy: every seat plays every hand; the winner is paid by all the others. A hand
    ends out, out with rummy (everything in one turn), or drawn (the pile turned over as
    often as the house rules allow)."""

    def score(self, hand: PadHand, seats: tuple[int, ...]
              ) -> tuple[PadScore | None, tuple[Line, ...], Explanation]:
        table = self.table
        ending = reported_ending(hand, self.variant)
        if not ending.scored:
            return None, (("why.draw", {}),), ()
        winner = hand.player
        if winner is None:
            raise PadError("player", "error.player_missing")
        if winner not in seats:
            raise PadError("player", "error.seat", seat=str(winner + 1))
        losers = table.others(winner, seats)
        rummy = ending.in_one_turn  # the others pay double
        keep = self.variant.cards_for(table.size)
        if hand.by_cards:
            if hand.cards_of(winner):
                raise PadError(f"cards.{winner}", "error.out_holds_cards",
                               name=table.names[winner])
            held = given_cards(hand, {seat: (1, keep) for seat in losers}, table)
            result = score_out(winner, [(seat, held[seat]) for seat in losers], rummy=rummy,
                               names=table.names)
            return result, (), result.explanation
        if hand.count(winner):
            raise PadError(f"count.{winner}", "error.count",
                           reason=Step("count.out_holds", {"count": hand.count(winner)}))
        points = required_counts(hand, losers, table)
        try:
            result = score_out_counts(winner, points, rummy=rummy, names=table.names,
                                      cards=keep)
        except CountError as err:
            raise count_refused(err, "counts") from None
        return result, (), result.explanation
