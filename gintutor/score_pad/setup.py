"""Starting a game on the score pad: which game, its house rules and the players.

A :class:`PadSetup` is what the players choose before the first deal: the game (an engine
variant), its preset and any options changed from it, the players' names in seat order
(play passes to the left, the next seat; in pairs seats 0 and 2 are one team, 1 and 3 the
other) and who deals first. :func:`read_setup` reads it from the page's form, every value
as text, and says what is wrong beside the field it is about.

>>> setup = read_setup({"game": "gin", "name.0": "Ann", "name.1": "Bob",
...                     "preset": "standard", "option.hollywood": "on"})
>>> setup.names, setup.rules().hollywood, setup.table().size
(('Ann', 'Bob'), True, 2)
>>> read_setup({"game": "gin-3", "name.0": "Ann", "name.1": "Bob"})
Traceback (most recent call last):
...
gintutor.score_pad.errors.PadError: This game is for 3 players, not 2.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ginrules.core.errors import GinRulesError, InputError
from ginrules.core.reader import as_int, as_object, as_str, parse_int
from ginrules.table.rules import Rules
from ginrules.table.seats import MAX_SEATS, Table
from ginrules.table.variants import Variant, find_variant
from gintutor.i18n import WORDS as GAME_WORDS

from .errors import PadError

__all__ = ["MAX_NAME", "PadSetup", "read_setup"]

#: The longest name a player may have on the pad (a name is a column of the sheet).
MAX_NAME = 24
_TRUE = ("on", "true", "yes", "1")
_FALSE = ("", "off", "false", "no", "0")


@dataclass(frozen=True)
class PadSetup:
    """A game on the pad before its first hand: ``game`` (an engine variant's name),
    ``names`` in seat order, ``preset`` (one of the game's), ``options`` (house-rule
    options changed from the preset, by name) and ``first_dealer`` (a seat). Build it with
    :meth:`checked` or :func:`read_setup`, which refuse what the game cannot be."""

    game: str
    names: tuple[str, ...]
    preset: str
    options: Mapping[str, Any] = field(default_factory=dict)
    first_dealer: int = 0

    @property
    def variant(self) -> Variant:
        return find_variant(self.game)

    def rules(self) -> Rules:
        """The house rules: the preset with the options changed."""
        return self.variant.check_rules(
            Rules.preset(self.preset, self.variant).with_options(**self.options))

    def table(self) -> Table:
        """The seats, with the game's teams (pairs)."""
        return Table.of(self.names, self.variant.teams)

    def title(self, lang: str) -> str:
        """The game's name in ``lang`` (as the rules pages name it)."""
        return GAME_WORDS.say(f"game.{self.game}", lang)

    @classmethod
    def checked(cls, game: str, names: tuple[str, ...], preset: str | None = None,
                options: Mapping[str, Any] | None = None, first_dealer: int = 0) -> PadSetup:
        """A setup, if the game can be played so; PadError names the field that is wrong
        (``game``, ``players``, ``name.<seat>``, ``preset``, ``option.<name>``,
        ``dealer``). ``preset`` None: the game's default."""
        try:
            variant = find_variant(game)
        except GinRulesError:
            raise PadError("game", "error.game", game=str(game)[:40]) from None
        players = tuple(" ".join(str(n).split()) for n in names)
        if len(players) not in variant.seats or len(players) > MAX_SEATS:
            raise PadError("players", "error.players", n=len(players),
                           allowed=" / ".join(str(n) for n in variant.seats))
        _check_names(players)
        chosen = variant.default_preset if preset is None else preset
        if chosen not in variant.presets:
            raise PadError("preset", "error.preset", preset=str(chosen)[:40])
        setup = cls(variant.name, players, chosen, dict(options or {}), first_dealer)
        for name in setup.options:
            if name not in variant.options:
                raise PadError(f"option.{name}", "error.option_unknown", option=str(name)[:40])
        rules = Rules.preset(chosen, variant)
        for name, value in setup.options.items():  # one at a time: the field is known
            try:
                rules = variant.check_rules(rules.with_options(**{name: value}))
            except GinRulesError:
                raise PadError(f"option.{name}", "error.option",
                               value=str(value)[:40]) from None
        if isinstance(first_dealer, bool) or first_dealer not in range(len(players)):
            shown = first_dealer + 1 if isinstance(first_dealer, int) else first_dealer
            raise PadError("dealer", "error.seat", seat=str(shown)[:20])
        return setup

    # -- keeping it -------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "names": list(self.names), "preset": self.preset,
                "options": dict(self.options), "dealer": self.first_dealer}

    @classmethod
    def from_dict(cls, data: object) -> PadSetup:
        """A stored setup, read through the one reader: InputError for anything that is
        not one's shape, PadError for a game the pad cannot keep."""
        body = as_object(data, "the game's setup")
        names = body.get("names")
        if not isinstance(names, list) or len(names) > MAX_SEATS:
            raise InputError("the game's players must be a list of at most 6 names")
        options = as_object(body.get("options", {}), "the house-rule options")
        for value in options.values():
            if not (value is None or isinstance(value, bool | int | str)):
                raise InputError("a house-rule option must be a number, true/false or text")
        return cls.checked(as_str(body.get("game"), "the game", max_chars=40),
                           tuple(as_str(n, "a name", max_chars=MAX_NAME) for n in names),
                           as_str(body.get("preset"), "the house rules", max_chars=40),
                           options, as_int(body.get("dealer", 0), "the first dealer",
                                           minimum=0, maximum=MAX_SEATS - 1))


def _check_names(names: tuple[str, ...]) -> None:
    """Every seat has a name of its own, short enough for a column."""
    seen: dict[str, int] = {}
    for seat, name in enumerate(names):
        if not name:
            raise PadError(f"name.{seat}", "error.name_empty", n=seat + 1)
        if len(name) > MAX_NAME:
            raise PadError(f"name.{seat}", "error.name_long", most=MAX_NAME)
        if name.casefold() in seen:
            raise PadError(f"name.{seat}", "error.name_twice", name=name)
        seen[name.casefold()] = seat


def read_setup(fields: Mapping[str, str]) -> PadSetup:
    """A setup from the page's form, every value as text: ``game``; ``name.0``,
    ``name.1``, ... (the names given, in seat order, up to the first left out);
    ``preset`` (empty: the game's default); ``option.<name>`` for each option changed
    (on/off for a yes-or-no option, a whole number, or a choice's value; an empty number
    means none, as for big gin not played); ``target`` (the score a game at this table
    is played to, empty: the house rules'; it sets ``target``, and with five or more
    players ``target_five_or_more`` where the game reads it, so the number the players
    agree on holds at their table); ``dealer`` (the first dealer's seat, from 0).
    PadError names the field that is wrong.

    >>> rummy = read_setup({"game": "rummy", "target": "120", **{f"name.{n}": name
    ...                     for n, name in enumerate(("A", "B", "C", "D", "E"))}})
    >>> rummy.rules().target_for(5), read_setup({"game": "gin", "name.0": "A",
    ...                                          "name.1": "B"}).rules().target
    (120, 100)
    """
    game = fields.get("game", "")
    names = []
    for seat in range(MAX_SEATS):
        name = fields.get(f"name.{seat}")
        if name is None:
            break
        names.append(name)
    try:
        variant = find_variant(game)
    except GinRulesError:
        raise PadError("game", "error.game", game=str(game)[:40]) from None
    preset = fields.get("preset") or variant.default_preset
    base = Rules.preset(preset, variant) if preset in variant.presets else Rules()
    options = {}
    for key, text in fields.items():
        if key.startswith("option."):
            name = key.removeprefix("option.")
            options[name] = _option_value(key, getattr(base, name, None), text)
    target = fields.get("target", "").strip()
    if target:  # the target at this table: with five or more, where the game reads it
        options["target"] = _whole(target, "target")
        if "target_five_or_more" in variant.options and len(names) >= 5:
            options["target_five_or_more"] = options["target"]
    dealer = _whole(fields.get("dealer") or "0", "dealer")
    try:
        return PadSetup.checked(variant.name, tuple(names), preset, options, dealer)
    except PadError as err:
        if target and err.field in ("option.target", "option.target_five_or_more"):
            raise PadError("target", err.key, **err.values) from None
        raise


def _option_value(key: str, current: object, text: str) -> object:
    """An option's value typed as text, of the kind the option is."""
    word = text.strip().lower()
    if isinstance(current, bool):
        if word in _TRUE:
            return True
        if word in _FALSE:
            return False
        raise PadError(key, "error.option", value=text[:40])
    if isinstance(current, int) or current is None:
        return None if not word else _whole(word, key)
    return text.strip()


def _whole(text: str, field_name: str) -> int:
    try:
        return parse_int(text, maximum=100_000)
    except InputError:
        raise PadError(field_name, "error.number", text=text[:20]) from None
