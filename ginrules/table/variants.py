"""The games the engine plays, as data: the :class:`Variant` registry.

A variant says only what differs from game to game: how many seats it is for,
how many cards are dealt, who sits out a hand, how a hand flows, onto which
melds an opponent may lay off, how the stock may end, which house-rule options
it takes and its named presets. The hand flows, the score sheet, the advisor
and the pages read these values; none of them asks for a variant by name.

>>> gin = find_variant("gin")
>>> gin.seats, gin.cards_dealt, gin.sits_out, gin.layoffs
((2,), 10, 'nobody', 'chained')
>>> gin.preset_names
('standard', 'nl-klassiek', 'hoyle', 'oklahoma')
>>> [v.name for v in VARIANTS]
['gin', 'gin-3', 'gin-7', 'gin-pairs', 'gin-tournament', 'rummy']
>>> [find_variant("rummy").cards_for(n) for n in (2, 3, 4, 5, 6)]
[10, 7, 7, 6, 6]
>>> find_variant("gim")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ginrules.core.errors.VariantError: unknown game 'gim' (did you mean 'gin'?); the games are ...
>>> gin.check_seats(3)
Traceback (most recent call last):
...
ginrules.core.errors.VariantError: two-player gin is for 2 players, not 3
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal, Protocol, TypeVar

from ginrules.core.errors import VariantError

__all__ = ["GIN", "GIN_3", "GIN_7", "GIN_PAIRS", "GIN_TOURNAMENT", "RUMMY", "VARIANTS", "HandFlow",
           "LayoffPolicy", "NextDealer", "SitsOut", "StockEnd", "Tables", "Variant",
           "find_variant"]



class RulesLike(Protocol):
    """What a game reads of a :class:`~ginrules.table.rules.Rules` to check it. The rules
    import this module (for the presets and the types of their options), so this module
    names only the shape it reads and never imports them: the import goes one way."""

    @property
    def stock_exhausted(self) -> str: ...

    @property
    def next_dealer(self) -> str: ...

    def option_names(self) -> tuple[str, ...]: ...

    def to_dict(self) -> dict[str, Any]: ...


R = TypeVar("R", bound=RulesLike)

#: How a hand is played: gin (draw, discard, knock or gin; a showdown) or Rummy
#: (melds laid on the table during play).
HandFlow = Literal["gin", "rummy"]
#: Onto which melds an opponent may lay off: the knocker's melds, each card
#: possibly extending what another laid off ('chained'); only the knocker's
#: melds as the knocker laid them out ('knocker_original'); any meld on the
#: table ('any_table_meld', Rummy).
LayoffPolicy = Literal["chained", "knocker_original", "any_table_meld"]
#: Who does not play a hand: nobody, or the dealer (three-player gin).
SitsOut = Literal["nobody", "dealer"]
#: How the seats are put at tables: one table for the whole game; two tables at once with
#: partners at different tables and opponents changing every hand ('pairs'); two tables
#: at once where every pairing meets once in a game of its own ('round_robin').
Tables = Literal["one", "pairs", "round_robin"]
#: How the stock may end (``Rules.stock_exhausted``).
StockEnd = Literal["draw", "reshuffle"]
#: Who deals the next hand (``Rules.next_dealer``): the hand's winner or loser (a drawn
#: hand: the same dealer), or the player to the dealer's left after every hand;
#: 'winner_of_two': the winner when two play, the player to the left when more play
#: (Rummy, seed 004).
NextDealer = Literal["winner", "loser", "left", "winner_of_two"]


@dataclass(frozen=True)
class Variant:
    """One game the engine plays. Compose a new game from these values; the code
    that plays it reads them rather than the name."""

    name: str
    title: str  # in English, for messages; pages take the title from the word catalogue
    seats: tuple[int, ...]  # the numbers of players the game is for
    cards_dealt: int  # to each player in a hand
    sits_out: SitsOut
    hand_flow: HandFlow
    layoffs: LayoffPolicy
    stock_ends: tuple[StockEnd, ...]  # the values Rules.stock_exhausted may take
    next_dealers: tuple[NextDealer, ...]  # the values Rules.next_dealer may take
    options: frozenset[str]  # the Rules options this game reads
    presets: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)  # first: default
    tables: Tables = "one"  # 'pairs' and 'round_robin': two two-player tables at once
    teams: tuple[int, ...] | None = None  # the team of each seat (pairs)
    #: cards dealt for a number of players, where it differs from ``cards_dealt`` (Rummy)
    deal_sizes: Mapping[int, int] = field(default_factory=dict)

    def cards_for(self, players: int) -> int:
        """How many cards each player is dealt when ``players`` play a hand."""
        return self.deal_sizes.get(players, self.cards_dealt)

    @property
    def preset_names(self) -> tuple[str, ...]:
        """The named presets of this game, the default first."""
        return tuple(self.presets)

    @property
    def default_preset(self) -> str:
        return self.preset_names[0]

    def preset_options(self, name: str) -> Mapping[str, Any]:
        """The options a named preset sets (the rest keep their defaults)."""
        if not isinstance(name, str) or name not in self.presets:
            known = ", ".join(repr(n) for n in self.preset_names)
            shown = repr(name)[:60] if isinstance(name, str) else "of this kind"
            raise VariantError(f"unknown preset {shown}; the presets are {known}")
        return self.presets[name]

    def check_seats(self, count: int) -> int:
        """``count`` players, if this game is for that many; VariantError if not."""
        if count not in self.seats:
            allowed = " or ".join(str(n) for n in self.seats)
            raise VariantError(f"{self.title} is for {allowed} players, not {count}")
        return count

    def check_rules(self, rules: R) -> R:
        """``rules`` (a :class:`~ginrules.table.rules.Rules`), if this game can play them: the
        options it does not read keep their defaults, and the stock ends as it may."""
        defaults = type(rules)()
        for name in rules.option_names():
            if name not in self.options and getattr(rules, name) != getattr(defaults, name):
                raise VariantError(f"{self.title} has no option {name!r}; leave it at "
                                   f"{getattr(defaults, name)!r}")
        if "stock_exhausted" in self.options and rules.stock_exhausted not in self.stock_ends:
            ends = " or ".join(repr(e) for e in self.stock_ends)
            raise VariantError(f"in {self.title} the stock ends by {ends}, "
                               f"not {rules.stock_exhausted!r}")
        if "next_dealer" in self.options and rules.next_dealer not in self.next_dealers:
            dealers = " or ".join(repr(d) for d in self.next_dealers)
            raise VariantError(f"in {self.title} the next dealer is {dealers}, "
                               f"not {rules.next_dealer!r}")
        return rules

    def rules_dict(self, rules: RulesLike) -> dict[str, Any]:
        """The options of ``rules`` this game reads, by name (what a save holds: the
        others are at their defaults, and an option added for another game later does
        not change this game's saves)."""
        return {name: value for name, value in rules.to_dict().items() if name in self.options}

    def active_seats(self, seats: int, dealer: int) -> tuple[int, ...]:
        """The seats that play a hand dealt by ``dealer``."""
        if self.sits_out == "dealer":
            return tuple(s for s in range(seats) if s != dealer)
        return tuple(range(seats))


def _frozen(presets: Mapping[str, Mapping[str, Any]]) -> Mapping[str, Mapping[str, Any]]:
    return MappingProxyType({k: MappingProxyType(dict(v)) for k, v in presets.items()})


#: The options of two-player gin: every :class:`~ginrules.table.rules.Rules` option but those
#: of the games with several opponents at the showdown.
_GIN_OPTIONS = frozenset({
    "knock_limit", "knock_limit_inclusive", "knock_limit_from_upcard", "ace_upcard_gin_only",
    "gin_bonus", "big_gin_bonus", "undercut_bonus", "spade_doubles", "stock_exhausted",
    "max_reshuffles", "next_dealer", "discard_taken_card", "last_discard_only_to_go_out",
    "target", "game_bonus", "box_bonus", "shutout_multiplier", "hollywood",
})

_GIN_PRESETS: dict[str, dict[str, Any]] = {
    "standard": {},
    "nl-klassiek": {"knock_limit_inclusive": False, "next_dealer": "loser"},
    "hoyle": {"big_gin_bonus": None, "undercut_bonus": 10},
    "oklahoma": {
        "knock_limit_from_upcard": True,
        "big_gin_bonus": None,
        "undercut_bonus": 20,
        "stock_exhausted": "reshuffle",
    },
}

GIN = Variant(
    name="gin", title="two-player gin", seats=(2,), cards_dealt=10, sits_out="nobody",
    hand_flow="gin", layoffs="chained", stock_ends=("draw", "reshuffle"),
    next_dealers=("winner", "loser"), options=_GIN_OPTIONS, presets=_frozen(_GIN_PRESETS),
)

#: Three-player gin (seed 000, docs/rules.md): the dealer deals ten to each of the other
#: two and sits the hand out; the two play a two-player hand under the chosen preset; the
#: deal passes to the left after every hand; each player keeps an own score. Hollywood's
#: three games at once are a two-player scoring, so this game does not take them.
GIN_3 = Variant(
    name="gin-3", title="three-player gin", seats=(3,), cards_dealt=10, sits_out="dealer",
    hand_flow="gin", layoffs="chained", stock_ends=("draw", "reshuffle"),
    next_dealers=("left",), options=_GIN_OPTIONS - {"hollywood"},
    presets=_frozen({name: {**opts, "next_dealer": "left"}
                     for name, opts in _GIN_PRESETS.items()}),
)

#: Seven-card gin for three or four (seed 002's "ring game", docs/rules.md): seven cards
#: each, play to the left, the upcard offered round the table once, knock at or under the
#: opening card's value, each opponent in turn lays off only onto the knocker's melds as
#: laid out, scores paid by every opponent, the discards reshuffled when the stock is
#: empty. 'payout-table' reads the undercut as seed 002's table does (10, not 20).
#: The target: 150, not two-player gin's 100. With two or three payers a hand scores
#: several players' deadwood, and a game to 100 could end after one hand; to 150 a game
#: of seeded computer players lasts a median of 8 hands with three, 7 with four (club;
#: beginners 10 and 6), figures from benchmarks/game_length.py (docs/rules.md).
_GIN_7_STANDARD: dict[str, Any] = {
    "knock_limit_from_upcard": True, "big_gin_bonus": None, "undercut_bonus": 20,
    "stock_exhausted": "reshuffle", "next_dealer": "left", "target": 150,
}
GIN_7 = Variant(
    name="gin-7", title="seven-card gin", seats=(3, 4), cards_dealt=7, sits_out="nobody",
    hand_flow="gin", layoffs="knocker_original", stock_ends=("reshuffle", "draw"),
    next_dealers=("left", "winner"),
    options=(_GIN_OPTIONS - {"hollywood"}) | {"chain_own_layoffs"},
    presets=_frozen({"standard": _GIN_7_STANDARD,
                     "payout-table": {**_GIN_7_STANDARD, "undercut_bonus": 10}}),
)

#: Four-player gin in pairs (seed 000, docs/rules.md): two tables and two decks at once,
#: partners (seats 0 and 2, 1 and 3) at different tables, opponents changing every hand;
#: a hand's result for a team is the net of its two tables; game to 125. The next dealer
#: is a team: both its players deal ('left': the teams take turns; 'winner'/'loser': the
#: team that won or lost the last hand on balance, a level hand: the same team).
GIN_PAIRS = Variant(
    name="gin-pairs", title="four-player gin in pairs", seats=(4,), cards_dealt=10,
    sits_out="nobody", hand_flow="gin", layoffs="chained", stock_ends=("draw", "reshuffle"),
    next_dealers=("winner", "loser", "left"), options=_GIN_OPTIONS - {"hollywood"},
    presets=_frozen({name: {**opts, "target": 125} for name, opts in _GIN_PRESETS.items()}),
    tables="pairs", teams=(0, 1, 0, 1),
)

#: Four-player gin as a tournament (seed 000): every pairing meets once, in three rounds
#: of two tables at once; each meeting a two-player game to the target, or of a fixed
#: number of hands (``meeting_hands``, the 'short' preset); standings by games won, then
#: by points.
GIN_TOURNAMENT = Variant(
    name="gin-tournament", title="four-player gin tournament", seats=(4,), cards_dealt=10,
    sits_out="nobody", hand_flow="gin", layoffs="chained", stock_ends=("draw", "reshuffle"),
    next_dealers=("winner", "loser"), options=(_GIN_OPTIONS - {"hollywood"}) | {
        "meeting_hands"},
    presets=_frozen({**_GIN_PRESETS, "short": {"meeting_hands": 4}}),
    tables="round_robin",
)

#: Classic Rummy for two to six (seed 004, docs/rules.md "Classic Rummy"): melds go face
#: up on the table during play, anyone lays off onto any meld on the table, the first
#: player with no cards left wins what the others hold; no bonuses in the seed.
#: The target is 100, and 150 when five or six play: a hand's winner is then paid by four
#: or five players, and to 100 a game of six seeded computer players lasted a median of
#: 4 hands (10% a single hand); to 150, 7 with five and with six, against 7.5 with four
#: to 100 (benchmarks/game_length.py --variant rummy, docs/rules.md).
_RUMMY_STANDARD: dict[str, Any] = {
    "next_dealer": "winner_of_two", "game_bonus": 0, "box_bonus": 0, "shutout_multiplier": 1,
    "target_five_or_more": 150,
}
RUMMY = Variant(
    name="rummy", title="Rummy", seats=(2, 3, 4, 5, 6), cards_dealt=10, sits_out="nobody",
    hand_flow="rummy", layoffs="any_table_meld", stock_ends=(),
    next_dealers=("winner_of_two", "left", "winner"),
    options=frozenset({"target", "next_dealer", "discard_taken_card", "game_bonus",
                       "box_bonus", "shutout_multiplier", "ace_high_or_low",
                       "one_meld_per_turn", "out_without_discard", "pile_turns",
                       "fixed_hands", "target_five_or_more"}),
    presets=_frozen({
        "standard": _RUMMY_STANDARD,
        "ace-high": {**_RUMMY_STANDARD, "ace_high_or_low": True},
        "discard-out": {**_RUMMY_STANDARD, "out_without_discard": False,
                        "one_meld_per_turn": True},
        "short": {**_RUMMY_STANDARD, "fixed_hands": 6},
    }),
    deal_sizes=MappingProxyType({3: 7, 4: 7, 5: 6, 6: 6}),
)

#: Every game, in the order a menu lists them.
VARIANTS: tuple[Variant, ...] = (GIN, GIN_3, GIN_7, GIN_PAIRS, GIN_TOURNAMENT, RUMMY)
_BY_NAME = {v.name: v for v in VARIANTS}


def find_variant(name: str | Variant) -> Variant:
    """The variant called ``name`` (a Variant is returned as it is)."""
    if isinstance(name, Variant):
        return name
    if isinstance(name, str) and name in _BY_NAME:
        return _BY_NAME[name]
    known = ", ".join(repr(n) for n in _BY_NAME)
    if not isinstance(name, str):
        raise VariantError(f"a game is named by text, not {type(name).__name__}; "
                           f"the games are {known}")
    import difflib  # only for this message

    close = difflib.get_close_matches(name, list(_BY_NAME), n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    raise VariantError(f"unknown game {name[:40]!r}{hint}; the games are {known}")
