"""The one word catalogue: every sentence the product says, looked up and filled in one way.

Every word is data, never code: a JSON file per area, each key with its English and Dutch
side by side (the format: :mod:`ginrules.words.files`). The engine's files are beside this
module (``engine.json`` explanations, ``advisor.json`` gin's advisor, ``rummy_advice.json``
Rummy's advisor, ``cards.json`` rank, suit and card names, ``presets.json`` the presets'
names, ``refusals.json`` why a move is refused, ``reported.json`` why a count a player reports
cannot be, ``terms.json`` the terms); the tutor's are
in ``gintutor/words/``.

A :class:`Catalogue` holds ``{key: {"en": template, "nl": template}}``. ``say(key, lang,
**values)`` is the only look-up, with one behaviour for every catalogue (the engine's here,
the tutor's in :mod:`gintutor`):

* an unknown language raises :class:`~ginrules.core.errors.UnknownLanguageError`: the product
  speaks English and Dutch and every caller knows which one it wants, so a wrong language
  is a bug to see, not a reason to show English quietly;
* a missing key (or a key without the language, or a template without a value it needs)
  raises :class:`~ginrules.core.errors.MissingWordError`, so a missing word fails a test instead
  of showing a raw key or an empty line on a page;
* values are filled in with the engine's value rendering: cards in the language's own
  letters, lists joined with "and" / "en", ``{n:card|cards}`` plurals, ``{card:name}``,
  ``{rank:ranks}``, ``{kind:term}``, ``{cards:sum}``, ``{melds:each}``, ``{cards:codes}``,
  ``{cards:either}`` ("6♥ or 10♥"), ``{turns:ago}`` ("last turn", "3 turns ago": a
  seat's turns back, :meth:`~ginrules.table.view.PlayerView.turns_ago`), and a fraction with
  the language's decimal mark (``{loss}`` of 0.5 is "0.5" / "0,5"; ``{points:+.1f}``;
  :func:`number_words`).

Dutch vocabulary follows the sources and issue 13, the same in every Dutch text of the
project: kloppen (knock), de klopper (knocker), de tegenspeler (defender, only the
defender), de deler / de niet-deler (dealer / non-dealer), dood hout (deadwood), stapel
(stock), aflegstapel (discard pile), set (set), serie (run), combinatie (meld), indeling
(arrangement), bijleggen (lay off), gin, big gin, undercut ("ge-undercut worden"), waarde
(point value only) and rang (rank). Cards are written with the Dutch rank letters B V H A
(see :mod:`ginrules.core.cards`).

>>> from ginrules.core.cards import parse_cards
>>> engine_words().say("meld.run.missing", "nl", cards=parse_cards("7H 8H TH"),
...                    missing=parse_cards("9H"))
'7♥ 8♥ 10♥ is geen serie: 9♥ ontbreekt.'
>>> engine_words().say("preset.nl-klassiek", "en"), engine_words().say("rank.12", "nl")
('Dutch classic', 'vrouw')
>>> engine_words().say("no.such.word", "en")
Traceback (most recent call last):
...
ginrules.core.errors.MissingWordError: ginrules: no word 'no.such.word'
>>> engine_words().say("preset.hoyle", "de")
Traceback (most recent call last):
...
ginrules.core.errors.UnknownLanguageError: unknown language 'de': use 'en' or 'nl'

Catalogues are merged explicitly (:meth:`Catalogue.merged`); a key in two of them is an
error, so no table can quietly replace another's word.
"""

from __future__ import annotations

import functools
import string
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from ginrules.core.errors import CatalogueError, MissingWordError
from ginrules.core.languages import LANGUAGES, require_language
from ginrules.words.files import engine_table, read

__all__ = ["GRAMMAR_FIELDS", "LANGUAGES", "Catalogue", "engine_words", "number_words",
           "require_language"]

#: Values that only choose a word form, such as ``{person:lays|lay}`` (1: a named seat,
#: 2: the learner, 'you'). A language whose words do not change with them (Dutch 'legt'
#: for both) may leave them out of its text; every other value both languages use.
GRAMMAR_FIELDS = frozenset({"person"})


class Catalogue:
    """Words by key and language, with the one look-up :meth:`say`.

    ``name`` says where the words are written (a module or a file), so every error and
    every completeness problem names the place to fix."""

    def __init__(self, name: str, entries: Mapping[str, Mapping[str, str]]) -> None:
        self.name = name
        self._entries: dict[str, dict[str, str]] = {}
        for key, texts in entries.items():
            if not isinstance(key, str) or not isinstance(texts, Mapping):
                raise CatalogueError(f"{name}: {key!r} is not a word key with its texts")
            self._entries[key] = {str(lang): text for lang, text in texts.items()}

    @classmethod
    def from_file(cls, path: Path, name: str) -> Catalogue:
        """The catalogue of one word file (:func:`ginrules.words.files.read`); `name` says
        where it is written, as the errors name it. A file that is not JSON, or not one
        object of word keys, raises :class:`~ginrules.core.errors.CatalogueError` saying where."""
        try:
            entries = read(path)
        except ValueError as exc:  # json's error names the line and column
            raise CatalogueError(f"{name}: not a word file ({exc})") from None
        return cls(name, entries)

    @classmethod
    def merged(cls, name: str, catalogues: Iterable[Catalogue]) -> Catalogue:
        """One catalogue holding the words of several; a key in two of them is an error."""
        entries: dict[str, dict[str, str]] = {}
        where: dict[str, str] = {}
        for catalogue in catalogues:
            for key, texts in catalogue._entries.items():
                if key in entries:
                    raise CatalogueError(
                        f"{name}: the word {key!r} is in both {where[key]} and {catalogue.name}"
                    )
                entries[key] = texts
                where[key] = catalogue.name
        return cls(name, entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __iter__(self) -> Iterator[str]:
        """Every key, in the order the words are written."""
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def template(self, key: str, lang: str) -> str:
        """The text of `key` in `lang` with its ``{placeholders}`` still open (for a page
        that fills them in itself); the same errors as :meth:`say`."""
        require_language(lang)
        texts = self._entries.get(key)
        if texts is None:
            raise MissingWordError(f"{self.name}: no word {key!r}")
        text = texts.get(lang)
        if not isinstance(text, str):
            raise MissingWordError(f"{self.name}: the word {key!r} has no {lang!r} text")
        return text

    def say(self, key: str, lang: str, **values: Any) -> str:
        """The word `key` in `lang`, its ``{placeholders}`` filled in with `values`."""
        text = self.template(key, lang)
        if not values and "{" not in text and "}" not in text:
            return text  # nothing to fill in (the same result, without the formatter)
        try:
            return _formatter(lang).vformat(text, (), values)
        except KeyError as exc:
            raise MissingWordError(
                f"{self.name}: the word {key!r} needs a value for {exc.args[0]!r}"
            ) from None

    def table(self, lang: str) -> dict[str, str]:
        """Every template in `lang` (placeholders open): what a page controller is handed."""
        return {key: self.template(key, lang) for key in self._entries}

    def problems(self) -> list[str]:
        """What keeps this catalogue from being complete, by language (empty when every key
        has a non-empty text in every language): what the completeness test and the build
        check."""
        found: list[str] = []
        for lang in LANGUAGES:
            lacking = [key for key, texts in self._entries.items()
                       if not isinstance(texts.get(lang), str) or not texts[lang].strip()]
            if lacking:
                found.append(f"[{lang}] lacks {', '.join(lacking)}")
        strays = sorted({lang for texts in self._entries.values() for lang in texts}
                        - set(LANGUAGES))
        if strays:
            found.append(f"languages the product does not speak: {', '.join(strays)}")
        return found


class _Formatter(string.Formatter):
    """``str.format`` that writes cards, suits, ranks, terms and lists in one language."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        from ginrules.core.cards import (  # cards know nothing of words
            Card,
            Suit,
            format_cards,
            rank_name,
        )

        self.lang = lang
        self._card, self._suit = Card, Suit
        self._format_cards, self._rank_name = format_cards, rank_name

    def _term(self, word: str) -> str:
        return engine_words().say("term." + word, self.lang)

    def _join(self, items: Sequence[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        return ", ".join(items[:-1]) + f" {self._term('and')} " + items[-1]

    def _is_cards(self, value: Any) -> bool:
        return isinstance(value, list | tuple) and all(isinstance(v, self._card) for v in value)

    def _plain(self, value: Any) -> str:
        if isinstance(value, float):
            return number_words(value, self.lang)
        if isinstance(value, self._card):
            return str(value.label_in(self.lang))
        if isinstance(value, self._suit):
            return str(value.noun(self.lang))
        cards = getattr(value, "cards", None)
        if cards is not None and not isinstance(value, str):
            return str(self._format_cards(cards, self.lang))
        if self._is_cards(value):
            return str(self._format_cards(value, self.lang))
        if isinstance(value, list | tuple):
            return self._join([self._plain(v) for v in value])
        return str(value)

    def _cards_of(self, value: Any) -> Sequence[Any]:
        return (value,) if isinstance(value, self._card) else tuple(value)

    def _as_suit(self, value: Any) -> Any:
        return value if isinstance(value, self._suit) else self._suit(str(value))

    def format_field(self, value: Any, format_spec: str) -> str:
        lang = self.lang
        if "|" in format_spec:  # plural choice: {n:card|cards}
            one, many = format_spec.split("|", 1)
            n = len(value) if isinstance(value, list | tuple) else value
            return one if n == 1 else many
        if format_spec == "":
            return self._plain(value)
        if isinstance(value, float):
            return number_words(value, lang, format_spec)
        if format_spec == "name":
            if isinstance(value, self._card):
                return str(value.name(lang))
            return self._join([c.name(lang) for c in value])
        if format_spec == "rank":
            return str(self._rank_name(int(value), lang))
        if format_spec == "ranks":
            return str(self._rank_name(int(value), lang, plural=True))
        if format_spec == "a_rank":  # en: 'a seven', 'an eight', 'an ace'
            word = str(self._rank_name(int(value), lang))
            if lang != "en":
                return word
            return ("an " if word[0] in "aeiou" else "a ") + word
        if format_spec == "a_suit":  # en: 'a heart'
            noun = str(self._as_suit(value).noun(lang, plural=False))
            return "a " + noun if lang == "en" else noun
        if format_spec == "suit":
            return str(self._as_suit(value).noun(lang))
        if format_spec == "term":
            return self._term(str(value))
        if format_spec == "the":  # 'the set' / 'de set'
            return self._term("the_" + str(value))
        if format_spec == "cap":  # a name at the start of a sentence: 'The computer'
            word = self._plain(value)
            return word[:1].upper() + word[1:]
        if format_spec == "lower":  # a word mid-sentence: a grade's name, 'mistake'
            return self._plain(value).lower()
        if format_spec == "Term":
            word = self._term(str(value))
            return word[:1].upper() + word[1:]
        if format_spec == "sum":  # card values added up: 10 + 3
            return " + ".join(str(c.value) for c in value) if value else "0"
        if format_spec == "each":  # a list of card groups: 7♥ 8♥ 9♥ and 3♣ 3♦ 3♠
            return self._join([self._plain(v) for v in value])
        if format_spec == "codes":  # a card or cards as their codes: 'TH', '7H 8H 9H'
            return " ".join(c.code for c in self._cards_of(value))
        if format_spec == "either":  # 6♥ or 10♥ / 6♥ of 10♥
            return f" {self._term('or')} ".join(self._plain(v) for v in value)
        if format_spec == "ago":  # a seat's turns back: 'last turn', '3 turns ago'
            n = int(value)
            return engine_words().say("term.last_turn" if n == 1 else "term.turns_ago", lang,
                                      n=n)
        if format_spec == "either_codes":  # 6H or TH
            return f" {self._term('or')} ".join(c.code for c in self._cards_of(value))
        return str(super().format_field(value, format_spec))


_FORMATTERS: dict[str, _Formatter] = {}


def number_words(value: float, lang: str, spec: str = "") -> str:
    """A number as ``lang`` writes it: its decimal mark ("0.5" / "0,5"), formatted by a
    ``format`` spec (``"+.1f"``), or with no spec in at most two decimals and no trailing
    zeros (3.0 is "3"), since the words say amounts a person reads, not a float's digits.

    >>> number_words(0.25, "nl"), number_words(3.0, "en"), number_words(-1.5, "nl", "+.1f")
    ('0,25', '3', '-1,5')
    """
    text = format(value, spec) if spec else f"{value:.2f}".rstrip("0").rstrip(".")
    if text == "-0":
        text = "0"
    return text.replace(".", engine_words().say("term.decimal_mark", lang))


def _formatter(lang: str) -> _Formatter:
    """The formatter of `lang`, made on first use (a catalogue that names no card need not
    load :mod:`ginrules.core.cards`)."""
    fmt = _FORMATTERS.get(lang)
    if fmt is None:
        fmt = _FORMATTERS[lang] = _Formatter(lang)
    return fmt


#: The engine's word files (``ginrules/words/<area>.json``), merged in this order.
ENGINE_AREAS = ("engine", "advisor", "rummy_advice", "cards", "presets", "refusals", "reported",
                "terms")


@functools.cache
def engine_words() -> Catalogue:
    """The engine's words: explanations, the advisors' words, card names, preset names,
    refusals and terms, merged once on first use."""
    return Catalogue.merged("ginrules", [
        Catalogue(f"ginrules/words/{area}.json", engine_table(area)) for area in ENGINE_AREAS
    ])
