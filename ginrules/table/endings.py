"""How a hand can end: the engine's one table of endings, and what each says of the hand.

A scored hand's result names its ending as ``kind``: in gin's hand flow 'knock',
'undercut', 'gin' or 'big_gin', in Rummy's 'out' or 'rummy'. A hand nobody won ends
'draw' (its result is None; the records and the score sheet write that name). Code that
asks what an ending means asks its :class:`HandEnding` here, never its name; each hand
flow's endings are :attr:`ginrules.table.hand_flows.HandFlowEntry.endings`.

>>> big = ending_named("big_gin")
>>> big.no_deadwood, big.extra_card, big.defenders_lay_off, big.reported
(True, True, False, True)
>>> [e.name for e in ENDINGS if e.reported and "rummy" in e.flows]
['out', 'rummy', 'draw']
>>> ending_of(None) is DRAW
True
>>> ending_named("schneider")
Traceback (most recent call last):
...
ginrules.table.endings.UnknownEndingError: no hand ends 'schneider': a hand ends 'knock', \
'undercut', 'gin', 'big_gin', 'out', 'rummy' or 'draw'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from ginrules.core.errors import GinRulesError

if TYPE_CHECKING:
    from ginrules.table.rules import Rules
    from ginrules.table.variants import HandFlow

__all__ = ["DRAW", "ENDINGS", "HandEnding", "UnknownEndingError", "ending_named", "ending_of"]


class UnknownEndingError(GinRulesError):
    """A name that is not one of the engine's hand endings (the message lists them)."""


class _Ended(Protocol):
    """A scored hand's result, as far as its ending goes."""

    @property
    def kind(self) -> str: ...


@dataclass(frozen=True)
class HandEnding:
    """One way a hand can end: its ``name`` (a result's ``kind``, what a record and a
    score sheet write) and the ``flows`` (:data:`ginrules.table.variants.HandFlow`) whose
    hands can end so.

    ``scored``: somebody won the hand, which has a result (off: a drawn hand).
    ``reported``: the players say it at the table (a score pad's choice); an undercut is
    not said but found, when a knock is scored. ``showdown``: the hand ends at a
    showdown, the ender's melds against the others' spreads (gin's flow).
    ``played_out``: the ender has played every card and the others pay for what they
    still hold (Rummy's flow), so the ender reports no count and no cards.
    ``no_deadwood``: the ender keeps no card outside a meld (gin, big gin; Rummy's ender
    keeps no card at all), so a count of deadwood for the ender must be 0 and need not
    be given. ``in_one_turn``: the ender went out in one turn, having shown nothing
    before (Rummy's rummy: the others pay double). ``extra_card``: the ender shows the
    card drawn too instead of discarding (big gin: eleven cards of ten dealt).
    ``house_rule``: the attribute of :class:`~ginrules.table.rules.Rules` that must be
    true for a hand to end so ('big_gin_played'; '': every house plays it)."""

    name: str
    flows: tuple[HandFlow, ...]
    scored: bool = True
    reported: bool = True
    showdown: bool = False
    played_out: bool = False
    no_deadwood: bool = False
    in_one_turn: bool = False
    extra_card: bool = False
    house_rule: str = ""

    @property
    def defenders_lay_off(self) -> bool:
        """Whether the other players lay off onto the ender's melds: at a showdown the
        ender kept deadwood (a knock, an undercut); never against gin."""
        return self.showdown and not self.no_deadwood

    def played_under(self, rules: Rules) -> bool:
        """Whether a hand may end so under ``rules`` (big gin only where it is played)."""
        return not self.house_rule or bool(getattr(rules, self.house_rule))


#: Every ending, each flow's in the order its choices are offered, the drawn hand last.
ENDINGS: tuple[HandEnding, ...] = (
    HandEnding("knock", ("gin",), showdown=True),
    HandEnding("undercut", ("gin",), reported=False, showdown=True),
    HandEnding("gin", ("gin",), showdown=True, no_deadwood=True),
    HandEnding("big_gin", ("gin",), showdown=True, no_deadwood=True, extra_card=True,
               house_rule="big_gin_played"),
    HandEnding("out", ("rummy",), played_out=True, no_deadwood=True),
    HandEnding("rummy", ("rummy",), played_out=True, no_deadwood=True, in_one_turn=True),
    HandEnding("draw", ("gin", "rummy"), scored=False),
)
_BY_NAME = {ending.name: ending for ending in ENDINGS}
#: The drawn hand: nobody won (the stock ran out, or the pile was turned over as often
#: as the house rules allow).
DRAW = _BY_NAME["draw"]


def ending_named(name: str) -> HandEnding:
    """The ending ``name`` (a result's ``kind``, or 'draw'); UnknownEndingError for any
    other name."""
    ending = _BY_NAME.get(name) if isinstance(name, str) else None
    if ending is None:
        names = [repr(e.name) for e in ENDINGS]
        known = f"{', '.join(names[:-1])} or {names[-1]}"
        raise UnknownEndingError(f"no hand ends {name!r}: a hand ends {known}")
    return ending


def ending_of(result: _Ended | None) -> HandEnding:
    """How a hand with ``result`` ended (None: a drawn hand)."""
    return DRAW if result is None else ending_named(result.kind)
