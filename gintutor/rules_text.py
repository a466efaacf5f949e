"""What the house rules say, in words, computed from a :class:`~ginrules.Rules` value.

Every page that states a rule (the rules page, the lessons' ``{placeholders}``, puzzles,
practice) takes its words from here, so no page can tell a learner another number than
the engine plays by. Numbers that depend on a card (Oklahoma's knock limit) are asked of
the engine (``Rules.max_knock_deadwood``), never worked out a second time here.

>>> from ginrules import Rules
>>> [s.sentence for s in statements(Rules.preset("standard"), "en")][:2]
['Knock with 10 or less deadwood.', "Gin bonus: 25, plus the defender's deadwood."]
>>> statement(Rules.preset("hoyle"), "undercut", "nl").value
'10'
>>> rules_label(Rules.preset("oklahoma").with_options(spade_doubles=True), "en")
'Oklahoma, but: A spade as the first upcard doubles the score of the hand.'

Imports stay light (``ginrules.core.cards`` and ``ginrules.table.rules`` only): the rules page's
controller runs this in Pyodide.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ginrules.core.cards import Card
from ginrules.core.errors import RulesError
from ginrules.table.rules import Rules
from ginrules.table.variants import GIN, Variant, find_variant
from ginrules.words import LANGUAGES, engine_words

from .words import area

__all__ = [
    "OPTION_STATEMENT",
    "PRESET_NAMES",
    "STATEMENT_KEYS",
    "Statement",
    "placeholder_values",
    "preset_name",
    "preset_table",
    "rules_label",
    "statement",
    "statement_keys",
    "statements",
]

LANGS = LANGUAGES

#: Which statement states each ``Rules`` option. A new option without an entry fails
#: tests/content/test_rules_text.py, so no option can go unstated. Options the engine
#: helper is adding are listed too: they are read when the field exists.
OPTION_STATEMENT: dict[str, str] = {
    "knock_limit": "knock",
    "knock_limit_inclusive": "knock",
    "knock_limit_from_upcard": "knock",
    "ace_upcard_gin_only": "knock",
    "gin_bonus": "gin",
    "big_gin_bonus": "big_gin",
    "undercut_bonus": "undercut",
    "spade_doubles": "spade",
    "stock_exhausted": "stock_end",
    "max_reshuffles": "stock_end",
    "last_discard_only_to_go_out": "last_discard",
    "next_dealer": "next_dealer",
    "discard_taken_card": "discard_taken",
    "target": "target",
    "game_bonus": "game_bonus",
    "box_bonus": "box_bonus",
    "shutout_multiplier": "shutout",
    "hollywood": "hollywood",
    "chain_own_layoffs": "layoff_chain",
    "meeting_hands": "meeting",
    "ace_high_or_low": "ace",
    "one_meld_per_turn": "melds_a_turn",
    "out_without_discard": "going_out",
    "pile_turns": "pile_turns",
    "fixed_hands": "target",
    "target_five_or_more": "target",
}

#: The statements in the order a page lists them (the order of a hand, then of a game).
STATEMENT_KEYS: tuple[str, ...] = (
    "ace",
    "melds_a_turn",
    "going_out",
    "pile_turns",
    "knock",
    "gin",
    "big_gin",
    "undercut",
    "spade",
    "discard_taken",
    "stock_end",
    "last_discard",
    "layoff_chain",
    "next_dealer",
    "target",
    "meeting",
    "game_bonus",
    "box_bonus",
    "shutout",
    "hollywood",
)

#: Every sentence of the rules, in ``gintutor/words/rules.json``: the statements' labels
#: (``label.<key>``), values (``value.<key>...``) and sentences (``sentence.<key>...``).
WORDS = area("rules")


@dataclass(frozen=True)
class Statement:
    """One rule as the learner reads it: a short ``label`` and ``value`` for the preset
    table, and the whole ``sentence`` for lists and lessons (both from the same values)."""

    key: str
    label: str
    value: str
    sentence: str


# ----------------------------------------------------------------- the phrases


def _times(n: int, lang: str) -> str:
    """'once', 'twice', '3 times' / 'één keer', 'twee keer', '3 keer'."""
    return WORDS.say(f"times.{n}" if n in (1, 2) else "times.n", lang, n=n)


def _at_most(limit: int, lang: str) -> str:
    """'10 or less', and for 0 'gin only': the words for a largest knocking deadwood."""
    return WORDS.say("at_most.0", lang) if limit == 0 else WORDS.say("at_most", lang, limit=limit)


def _max_reshuffles(rules: Rules) -> int:
    """How often the discards may become a new stock: the option once the engine has it,
    until then the engine's constant."""
    value: Any = getattr(rules, "max_reshuffles", None)
    if value is None:
        from ginrules.table import game

        value = getattr(game, "MAX_RESHUFFLES", 1)
    return int(value)


def _knock_value(rules: Rules, lang: str) -> str:
    if rules.knock_limit_from_upcard:

        def allows(code: str) -> str:
            limit = rules.max_knock_deadwood(Card.from_code(code))
            return WORDS.say("at_most.gin_only", lang) if limit == 0 else _at_most(limit, lang)

        return WORDS.say("knock.upcard", lang, seven=allows("7D"), face=allows("KD"),
                         ace=allows("AD"))
    limit = rules.max_knock_deadwood()
    if limit == 0:
        return WORDS.say("knock.no_deadwood", lang)
    if not rules.knock_limit_inclusive:
        return WORDS.say("knock.less_than", lang, limit=limit, below=rules.knock_limit)
    return WORDS.say("knock.limit", lang, limit=limit)


def _stock_end_value(rules: Rules, lang: str) -> str:
    if rules.stock_exhausted == "draw":
        return WORDS.say("stock_end.draw", lang)
    n = _max_reshuffles(rules)
    if n == 0:
        return WORDS.say("stock_end.no_reshuffle", lang)
    return WORDS.say("stock_end.reshuffle", lang, times=_times(n, lang))


def _stock_end_clause(rules: Rules, lang: str) -> str:
    """The end of the stock as the second half of a lesson sentence ("If ..., {stock_end}.";
    Dutch "..., dan {stock_end}."): the same facts as the statement."""
    n = _max_reshuffles(rules)
    if rules.stock_exhausted == "draw" or n == 0:
        return WORDS.say("stock_end.clause.draw", lang)
    return WORDS.say("stock_end.clause.reshuffle", lang, times=_times(n, lang))


def _choice(key: str, yes: bool, lang: str) -> str:
    """The words of a rule that is on or off: ``<key>.yes`` or ``<key>.no``."""
    return WORDS.say(f"{key}.{'yes' if yes else 'no'}", lang)


def _value(rules: Rules, key: str, lang: str, game: Variant = GIN) -> str:
    """The table cell of one statement."""
    if key == "knock":
        return _knock_value(rules, lang)
    if key in ("gin", "undercut", "game_bonus"):
        return str({"gin": rules.gin_bonus, "undercut": rules.undercut_bonus,
                    "game_bonus": rules.game_bonus}[key])
    if key == "big_gin":
        if rules.big_gin_bonus is None:
            return WORDS.say("value.big_gin.none", lang)
        return str(rules.big_gin_bonus)
    if key == "spade":
        return WORDS.say("value.spade." + ("doubles" if rules.spade_doubles else "none"), lang)
    if key == "discard_taken":
        return _choice("value.discard_taken", rules.discard_taken_card, lang)
    if key == "stock_end":
        return _stock_end_value(rules, lang)
    if key == "last_discard":
        if rules.last_discard_only_to_go_out:
            return WORDS.say("value.last_discard.to_go_out", lang)
        if rules.stock_exhausted == "reshuffle" and _max_reshuffles(rules):
            return WORDS.say("value.last_discard.last_time", lang)
        return WORDS.say("value.last_discard.never", lang)
    if key == "next_dealer":
        return WORDS.say(f"value.next_dealer.{rules.next_dealer}", lang)
    if key == "target":
        if rules.fixed_hands:
            return WORDS.say("value.target.hands", lang, n=rules.fixed_hands)
        if rules.target_five_or_more:
            return WORDS.say("value.target.five_or_more", lang, n=rules.target,
                       big=rules.target_five_or_more)
        return WORDS.say("value.target.points", lang, n=rules.target)
    if key == "ace":
        return WORDS.say("value.ace." + ("high_or_low" if rules.ace_high_or_low else "low"), lang)
    if key == "melds_a_turn":
        return WORDS.say("value.melds_a_turn." + ("one" if rules.one_meld_per_turn else "any"),
                         lang)
    if key == "going_out":
        return WORDS.say("value.going_out." + ("free" if rules.out_without_discard else "discard"),
                         lang)
    if key == "pile_turns":
        return WORDS.say("value.pile_turns", lang, n=rules.pile_turns)
    if key == "box_bonus":
        if not rules.box_bonus:
            return WORDS.say("value.box_bonus.none", lang)
        return WORDS.say("value.box_bonus." + ("team" if game.teams else "player"), lang,
                   n=rules.box_bonus)
    if key == "shutout":
        m = rules.shutout_multiplier
        if m == 1:
            return WORDS.say("value.shutout.none", lang)
        total = rules.game_bonus * m
        return WORDS.say("value.shutout." + ("doubled" if m == 2 else "times"), lang, m=m,
                         total=total)
    if key == "layoff_chain":
        return _choice("value.layoff_chain", rules.chain_own_layoffs, lang)
    if key == "meeting":
        if rules.meeting_hands:
            return WORDS.say("value.meeting.hands", lang, n=rules.meeting_hands)
        return WORDS.say("value.meeting.game", lang, target=rules.target)
    if key == "hollywood":
        return _choice("value.hollywood", rules.hollywood, lang)
    raise RulesError(f"no statement {key!r}; the statements are {', '.join(STATEMENT_KEYS)}")


def _sentence_key(rules: Rules, key: str, game: Variant) -> str:
    """Which sentence states the rule ``key`` of ``rules`` (``sentence.<key>[.<case>]``)."""
    cases: dict[str, str | None] = {
        "big_gin": "none" if rules.big_gin_bonus is None else None,
        "spade": "doubles" if rules.spade_doubles else "none",
        "next_dealer": rules.next_dealer if rules.next_dealer in ("winner_of_two", "left")
        else None,
        "target": "hands" if rules.fixed_hands else "teams" if game.teams else None,
        "melds_a_turn": "one" if rules.one_meld_per_turn else "any",
        "going_out": "free" if rules.out_without_discard else "discard",
        "game_bonus": None if rules.game_bonus else "none",
        "box_bonus": None if rules.box_bonus else "none",
        "meeting": "hands" if rules.meeting_hands else "game",
        "layoff_chain": "yes" if rules.chain_own_layoffs else "no",
        "hollywood": "yes" if rules.hollywood else "no",
    }
    case = cases.get(key)
    if case is not None:
        return f"sentence.{key}.{case}"
    own = f"sentence.{key}"
    return own if own in WORDS else "sentence.plain"


def _sentence(rules: Rules, key: str, lang: str, value: str, game: Variant = GIN) -> str:
    """The whole sentence of one statement, built around its table value."""
    return WORDS.say(_sentence_key(rules, key, game), lang, label=WORDS.say(f"label.{key}", lang),
               value=value, n=rules.pile_turns)


def _check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise RulesError(f"no rules text in language {lang!r}; the languages are en, nl")


# ----------------------------------------------------------------- the interface


def statement(rules: Rules, key: str, lang: str = "en",
              variant: str | Variant = GIN) -> Statement:
    """One rule of ``rules`` in words (``key`` from STATEMENT_KEYS), as ``variant`` plays
    it (pairs: a team, not a player, reaches the target and wins a box)."""
    _check_lang(lang)
    game = find_variant(variant)
    value = _value(rules, key, lang, game)
    return Statement(key, WORDS.say(f"label.{key}", lang), value,
                     _sentence(rules, key, lang, value, game))


def statements(rules: Rules, lang: str = "en", variant: str | Variant = GIN) -> list[Statement]:
    """Every rule of ``rules`` that ``variant`` plays by, in words, in page order: what a
    page says these rules are (a statement whose options the game does not read is left
    out: two-player gin has no opponents laying off in turn)."""
    return [statement(rules, key, lang, variant) for key in statement_keys(variant)]


def statement_keys(variant: str | Variant = GIN) -> tuple[str, ...]:
    """The statements of the rules ``variant`` reads, in page order."""
    game = find_variant(variant)
    return tuple(key for key in STATEMENT_KEYS
                 if any(option in game.options for option, said in OPTION_STATEMENT.items()
                        if said == key))


def preset_table(lang: str = "en", variant: str | Variant = GIN) -> list[dict[str, Any]]:
    """A game's comparison table (the rules pages): per statement of the rules ``variant``
    reads a row label and the value of each of its presets, by preset name."""
    game = find_variant(variant)
    presets = {name: Rules.preset(name, game) for name in game.preset_names}
    return [
        {
            "key": key,
            "label": WORDS.say(f"label.{key}", lang),
            "cells": {name: statement(r, key, lang, game).value
                      for name, r in presets.items()},
        }
        for key in statement_keys(game)
    ]


def rules_page(variant: str | Variant = GIN) -> str:
    """The address of a game's rules page below the language: ``rules`` for two-player
    gin (the game the course teaches), ``rules/<game>`` for every other game."""
    game = find_variant(variant)
    return "rules" if game is GIN else f"rules/{game.name}"


def preset_name(name: str, lang: str = "en", variant: str | Variant = GIN) -> str:
    """A preset's name as the learner reads it (written once, in the engine's words):
    ``preset.<game>.<name>`` where a game's preset means something else than another
    game's of the same name (Rummy's 'short'), else ``preset.<name>``."""
    _check_lang(lang)
    game = find_variant(variant)
    if name not in game.preset_names:
        Rules.preset(name, game)  # raises the engine's clear "unknown preset" error
    words = engine_words()
    own = f"preset.{game.name}.{name}"
    return words.say(own if own in words else f"preset.{name}", lang)


#: Every preset's name by language, read from the engine's words (for tables and tests).
PRESET_NAMES: dict[str, dict[str, str]] = {
    name: {lang: preset_name(name, lang) for lang in LANGS} for name in Rules.preset_names()
}


def rules_label(rules: Rules, lang: str = "en", variant: str | Variant = GIN) -> str:
    """The name of these rules in ``variant``: a preset's name, or the closest preset and
    what differs.

    A puzzle under Oklahoma with spade doubling is not plain "Oklahoma": this says so.
    """
    _check_lang(lang)
    game = find_variant(variant)
    exact = rules.matching_preset(game)
    if exact is not None:
        return preset_name(exact, lang, game)
    mine = {s.key: s for s in statements(rules, lang)}

    def differences(name: str) -> list[Statement]:
        theirs = statements(Rules.preset(name, game), lang)
        return [mine[s.key] for s in theirs if s.sentence != mine[s.key].sentence]

    base = min(Rules.preset_names(game), key=lambda name: len(differences(name)))
    changed = " ".join(s.sentence for s in differences(base))
    return WORDS.say("label.but", lang, preset=preset_name(base, lang, game), changed=changed)


def rules_in(chosen: Rules, variant: str | Variant) -> Rules:
    """The learner's house rules (a preset of two-player gin) in the game `variant`: the
    game's preset of the same name when it has one, else the game's own default. So a
    learner who plays Hoyle's numbers meets them in the three-player lessons too, and a
    game with presets of its own (Rummy) is taught under its standard rules; the game's
    rules page marks the same preset."""
    names = Rules.preset_names(variant)
    name = chosen.matching_preset()
    return Rules.preset(name if name in names else names[0], variant)


def placeholder_values(
    rules: Rules, lang: str = "en", upcard: Card | None = None
) -> dict[str, object]:
    """The lessons' ``{placeholder}`` values (gintutor.lessons.fill and the exercises'
    feedback): the numbers of ``rules`` and the phrases this module states them with.

    ``rule_<key>`` is the whole sentence of each statement (``{oklahoma.rule_stock_end}``).
    With ``upcard`` the knock limit is that hand's.
    """
    _check_lang(lang)
    if rules.knock_limit_from_upcard and upcard is None:
        limit = rules.knock_limit - (0 if rules.knock_limit_inclusive else 1)
        knock_rule = WORDS.say("knock.upcard_rule", lang)
    else:
        limit = rules.max_knock_deadwood(upcard)
        knock_rule = _at_most(limit, lang)
    said = {s.key: s for s in statements(rules, lang)}
    # Every option is a placeholder under its own name ({max_reshuffles}, ...); the values
    # below, worked out for the learner, take precedence over the raw option.
    values: dict[str, object] = rules.to_dict() | {
        "knock_limit": limit,
        "knock_rule": knock_rule,
        "gin_bonus": rules.gin_bonus,
        "big_gin_bonus": rules.big_gin_bonus or 0,
        "big_gin_rule": said["big_gin"].sentence,
        "undercut_bonus": rules.undercut_bonus,
        "target": rules.target,
        "box_bonus": rules.box_bonus,
        "game_bonus": rules.game_bonus,
        "shutout_bonus": rules.game_bonus * rules.shutout_multiplier,
        "max_reshuffles": _max_reshuffles(rules),
        "stock_end": _stock_end_clause(rules, lang),
        "next_dealer": said["next_dealer"].value,
        # Classic Rummy's turn, in a sentence each (the Rummy course's lessons and hints).
        "rummy_ace": WORDS.say("rummy.ace_" + ("high" if rules.ace_high_or_low else "low"), lang),
        "rummy_melds": WORDS.say(
            "rummy." + ("one_meld" if rules.one_meld_per_turn else "any_melds"), lang),
        "rummy_out": WORDS.say(
            "rummy.out_" + ("free" if rules.out_without_discard else "discard"), lang),
        # Seven-card gin's showdown, in a sentence (its lesson and its layoff hints).
        "layoff_chain": _choice("chain", rules.chain_own_layoffs, lang),
    }
    for key, s in said.items():
        values[f"rule_{key}"] = s.sentence
    return values

