"""House rules as data: the frozen :class:`Rules` value and its named presets.

Every number on which the sources disagree (see docs/rules.md) is an option here,
never a constant in the code:

>>> std = Rules.preset("standard")
>>> std.knock_limit, std.gin_bonus, std.undercut_bonus, std.big_gin_bonus
(10, 25, 25, 31)
>>> Rules.preset_names()
('standard', 'nl-klassiek', 'hoyle', 'oklahoma')
>>> Rules.preset("nl-klassiek").max_knock_deadwood()
9
>>> from ginrules.core.cards import Card
>>> okla = Rules.preset("oklahoma")
>>> [okla.max_knock_deadwood(Card(code)) for code in ("7D", "KS", "AH")]
[7, 10, 0]
>>> std.with_options(gin_bonus=20).gin_bonus
20
>>> std.with_options(gin_bonus=-5)
Traceback (most recent call last):
...
ginrules.core.errors.RulesError: gin_bonus must be a whole number from 0 to 1000, not -5
>>> std.with_options(knock_limt=9)
Traceback (most recent call last):
...
ginrules.core.errors.RulesError: unknown option 'knock_limt' (did you mean 'knock_limit'?)
>>> Rules.from_dict(okla.to_dict()) == okla
True
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields
from typing import Any

from ginrules.core.cards import Card
from ginrules.core.errors import RulesError
from ginrules.table.variants import GIN, NextDealer, StockEnd, Variant, find_variant

__all__ = ["PRESETS", "Rules"]

_CHOICES: dict[str, tuple[str, ...]] = {
    "stock_exhausted": ("draw", "reshuffle"),
    "next_dealer": ("winner", "loser", "left", "winner_of_two"),
}
_RANGES: dict[str, tuple[int, int]] = {
    "knock_limit": (0, 100),
    "gin_bonus": (0, 1000),
    "big_gin_bonus": (0, 1000),
    "undercut_bonus": (0, 1000),
    "target": (1, 100000),
    "game_bonus": (0, 100000),
    "box_bonus": (0, 1000),
    "shutout_multiplier": (1, 10),
    "max_reshuffles": (0, 10),
    "meeting_hands": (0, 50),
    "pile_turns": (0, 10),
    "fixed_hands": (0, 50),
    "target_five_or_more": (0, 100000),
}


@dataclass(frozen=True)
class Rules:
    """One complete set of house rules. Build with :meth:`preset` and :meth:`with_options`.

    Options (defaults are the ``standard`` preset):

    - ``knock_limit`` (10): the largest deadwood that may knock (with
      ``knock_limit_inclusive``; if that is False the deadwood must be *below* it).
    - ``knock_limit_from_upcard`` (False): Oklahoma: the limit is the value of
      the first upcard (faces 10).
    - ``ace_upcard_gin_only`` (True): with ``knock_limit_from_upcard``, an ace
      upcard means gin only (the usual Oklahoma convention); False reads the
      seed literally, a limit of 1. Without ``knock_limit_from_upcard`` it has
      no effect.
    - ``gin_bonus`` (25), ``big_gin_bonus`` (31; ``None`` = big gin is not played),
      ``undercut_bonus`` (25). A tie on a knock is always an undercut.
    - ``spade_doubles`` (False): Oklahoma option: a spade first upcard doubles the hand.
    - ``stock_exhausted`` ('draw' or 'reshuffle'): how the stock runs down
      (docs/rules.md, "Ending a hand").
      'draw': when a player discards without knocking and only 2 cards are left
      in the stock, the hand is a draw. 'reshuffle': play goes on until the
      stock is empty; when a player then discards without knocking, every
      discard but that top card is shuffled into a new stock (the top card
      stays face up) and play goes on.
    - ``max_reshuffles`` (1, from 0 to 10): under 'reshuffle', how many times a
      hand may reshuffle. Once they are used up, the next time the stock is
      empty and the player who drew its last card discards without knocking,
      the hand is a draw (so every hand ends). Under 'draw' it has no effect.
    - ``next_dealer`` ('winner' or 'loser' of the hand deals next, a drawn hand: the
      same dealer; 'left': the player to the dealer's left, after every hand).
    - ``discard_taken_card`` (False): may the card just taken from the pile be discarded.
    - ``last_discard_only_to_go_out`` (False): when the stock has run down (see
      ``stock_exhausted``), the last discard may still be taken, only to knock or
      go gin (offered only when it lets the other player do so).
    - ``target`` (100), ``game_bonus`` (100), ``box_bonus`` (25 per hand won),
      ``shutout_multiplier`` (2: a shutout doubles the game bonus; 1 turns it off).
    - ``hollywood`` (False): Hollywood scoring, three games scored at once (see
      :class:`~ginrules.table.sheet.ScoreSheet`).
    - ``chain_own_layoffs`` (True): seven-card gin, where each opponent lays off only
      onto the knocker's melds as laid out: may an opponent add a card to a card it
      laid off itself (8♥ onto 5-6-7♥, then 9♥ onto its own 8♥)? Never onto another
      opponent's layoff. Two-player gin always lets a run keep growing.
    - ``meeting_hands`` (0, from 0 to 50): the four-player tournament's short form: each
      meeting is this many hands, won by the player with more points (0: each meeting
      is a game to ``target``).

    Classic Rummy (seed 004) reads ``target``, ``next_dealer`` ('winner_of_two': the
    winner deals next when two play, the player to the left when more play),
    ``discard_taken_card``, gin's end-of-game bonuses (0 in its presets) and these:

    - ``ace_high_or_low`` (False): an ace may also be high in a run (Q-K-A as well as
      A-2-3), never both at once (no K-A-2).
    - ``one_meld_per_turn`` (False): at most one new meld a turn (layoffs stay free).
    - ``out_without_discard`` (True): a player may meld or lay off every last card and
      go out without a final discard; False: going out always ends with a discard.
    - ``pile_turns`` (3, from 0 to 10): how often the discard pile may be turned over
      into a new stock; when the stock is empty after that, the hand ends without a
      winner (seed 004 sets no limit; this reading makes every hand end).
    - ``fixed_hands`` (0, from 0 to 50): a game of this many hands, won by the most
      points, instead of a game to ``target`` (0).
    - ``target_five_or_more`` (0): the target when five or more play (0: ``target`` at
      every table). With five or six a hand's winner is paid by four or five players,
      and a game to 100 could end after one hand (:meth:`target_for`).
    """

    knock_limit: int = 10
    knock_limit_inclusive: bool = True
    knock_limit_from_upcard: bool = False
    ace_upcard_gin_only: bool = True
    gin_bonus: int = 25
    big_gin_bonus: int | None = 31
    undercut_bonus: int = 25
    spade_doubles: bool = False
    stock_exhausted: StockEnd = "draw"
    max_reshuffles: int = 1
    next_dealer: NextDealer = "winner"
    discard_taken_card: bool = False
    last_discard_only_to_go_out: bool = False
    target: int = 100
    game_bonus: int = 100
    box_bonus: int = 25
    shutout_multiplier: int = 2
    hollywood: bool = False
    chain_own_layoffs: bool = True
    meeting_hands: int = 0
    ace_high_or_low: bool = False
    one_meld_per_turn: bool = False
    out_without_discard: bool = True
    pile_turns: int = 3
    fixed_hands: int = 0
    target_five_or_more: int = 0

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in _CHOICES:
                if value not in _CHOICES[f.name]:
                    allowed = " or ".join(repr(c) for c in _CHOICES[f.name])
                    raise RulesError(f"{f.name} must be {allowed}, not {_short(value)}")
            elif f.name in _RANGES:
                if value is None and f.name == "big_gin_bonus":
                    continue
                lo, hi = _RANGES[f.name]
                if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
                    raise RulesError(
                        f"{f.name} must be a whole number from {lo} to {hi}, not {_short(value)}"
                    )
            elif not isinstance(value, bool):
                raise RulesError(f"{f.name} must be True or False, not {_short(value)}")

    def target_for(self, players: int) -> int:
        """The target of a game at a table of ``players``: ``target``, or with five or
        more ``target_five_or_more`` when it is set.

        >>> rummy = Rules(target_five_or_more=150)
        >>> rummy.target_for(4), rummy.target_for(5)
        (100, 150)
        """
        if players >= 5 and self.target_five_or_more:
            return self.target_five_or_more
        return self.target

    # -- presets --------------------------------------------------------------
    @classmethod
    def preset_names(cls, variant: str | Variant = "gin") -> tuple[str, ...]:
        """The named presets of a game (:mod:`ginrules.table.variants`), its default first."""
        return find_variant(variant).preset_names

    @classmethod
    def preset(cls, name: str = "standard", variant: str | Variant = "gin") -> Rules:
        """The rules of a game's named preset (two-player gin: 'standard',
        'nl-klassiek', 'hoyle', 'oklahoma')."""
        game = find_variant(variant)
        if not isinstance(name, str) or name not in game.presets:
            known = ", ".join(repr(n) for n in game.preset_names)
            raise RulesError(f"unknown preset {_short(name)}; the presets are {known}")
        return cls(**game.preset_options(name))

    def matching_preset(self, variant: str | Variant = "gin") -> str | None:
        """The name of the preset equal to these rules, or None for custom rules.

        >>> Rules.preset("hoyle").matching_preset()
        'hoyle'
        >>> print(Rules().with_options(gin_bonus=20).matching_preset())
        None
        """
        for name in Rules.preset_names(variant):
            if Rules.preset(name, variant) == self:
                return name
        return None

    # -- changing and (de)serialising -------------------------------------------
    @classmethod
    def option_names(cls) -> tuple[str, ...]:
        return tuple(f.name for f in fields(cls))

    def with_options(self, **options: Any) -> Rules:
        """A copy with some options changed; unknown names and bad values raise RulesError."""
        _check_names(options)
        return dataclasses.replace(self, **options)

    def to_dict(self) -> dict[str, Any]:
        """Every option by name (JSON-friendly)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        """Rules from :meth:`to_dict` output; missing options take the standard value.

        A ``"preset"`` key starts from that preset instead of standard. Anything
        that is not such a mapping raises RulesError (saves and settings come
        from outside):

        >>> Rules.from_dict({0: None})
        Traceback (most recent call last):
        ...
        ginrules.core.errors.RulesError: option names are text, not 0
        """
        if not isinstance(data, dict):
            raise RulesError(f"rules must be a mapping of option names, not {_short(data)}")
        data = dict(data)
        _check_names(data, allow_preset=True)
        base = cls.preset(data.pop("preset")) if "preset" in data else cls()
        return base.with_options(**data)

    # -- questions ----------------------------------------------------------------
    def max_knock_deadwood(self, upcard: Card | None = None) -> int:
        """The largest deadwood with which a player may knock (0: gin only).

        With ``knock_limit_from_upcard`` the first upcard is required.
        """
        if self.knock_limit_from_upcard:
            if upcard is None:
                raise RulesError(
                    "under these rules the knock limit is the value of the first upcard: "
                    "give the upcard"
                )
            if upcard.rank == 1 and self.ace_upcard_gin_only:
                return 0
            limit = upcard.value
        else:
            limit = self.knock_limit
        if not self.knock_limit_inclusive:
            limit -= 1
        return max(limit, 0)

    @property
    def big_gin_played(self) -> bool:
        """Whether big gin (11 cards melded without a discard) is part of these rules."""
        return self.big_gin_bonus is not None

    def doubles(self, upcard: Card | None) -> bool:
        """Whether the hand's score is doubled (a spade first upcard under ``spade_doubles``)."""
        return self.spade_doubles and upcard is not None and upcard.suit.value == "S"


def _short(value: Any) -> str:
    """A value as the start of its repr: messages stay readable for huge input."""
    try:
        text = repr(value)
    except ValueError:  # an int too long to print (Python's digit limit)
        return "a number too long to read"
    return text if len(text) <= 60 else text[:57] + "..."


def _check_names(options: dict[Any, Any], allow_preset: bool = False) -> None:
    names = Rules.option_names()
    for key in options:
        if not isinstance(key, str):
            raise RulesError(f"option names are text, not {_short(key)}")
        if allow_preset and key == "preset":
            continue
        if key not in names:
            import difflib  # only for this message: slow to import in Pyodide

            close = difflib.get_close_matches(key, names, n=1)
            listed = ", ".join(names)
            if len(listed) > 380:  # the message stays readable: docs/rules.md has them all
                listed = listed[:listed.rindex(", ", 0, 380)] + ", … (docs/rules.md)"
            hint = f" (did you mean {close[0]!r}?)" if close else (
                "; the options are " + listed)
            raise RulesError(f"unknown option {_short(key)}{hint}")


#: Two-player gin's presets by name (the other games' come from their Variant).
PRESETS: dict[str, Rules] = {
    name: Rules(**opts) for name, opts in GIN.presets.items()
}
