"""The rules reference has a page per game (issue 17), built from each game's Rules.

Built once into a temporary folder and read as HTML, as the server sends it: every game
of ginrules.table.variants has a page in both languages, reachable from the others; its table
has a row per statement the game reads and a column per preset, and every value and
sentence is gintutor.rules_text's for ``Rules.preset(name, variant)``.
Run alone:  .venv/bin/pytest -q tests/content/test_rules_pages.py
"""

from __future__ import annotations

import importlib.util
import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from ginrules import Rules
from ginrules.table.game import Game
from ginrules.table.variants import VARIANTS, Variant
from gintutor.i18n import WORDS
from gintutor.rules_text import preset_name, preset_table, statement_keys, statements

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "nl")
GAMES = [v.name for v in VARIANTS]


def _page_path(game: str) -> str:
    return "rules" if game == "gin" else f"rules/{game}"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    spec = importlib.util.spec_from_file_location("gin_build_rules", ROOT / "build.py")
    assert spec and spec.loader
    build = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = build
    spec.loader.exec_module(build)
    out = tmp_path_factory.mktemp("site")
    build.build(out, quiet=True)  # also checks every internal link
    return out


class _Page(HTMLParser):
    """What a learner reads on a rules page: the title, the preset table (headers, and per
    row its key, label and cells), each preset's statements, the games' links, the text."""

    def __init__(self) -> None:
        super().__init__()
        self.h1 = ""
        self.headers: list[tuple[str | None, str]] = []
        self.rows: list[dict[str, Any]] = []
        self.lists: dict[str, list[str]] = {}
        self.names: dict[str, str] = {}
        self.games: dict[str, str] = {}  # game -> href
        self.current_game = ""
        self.text: list[str] = []
        self._in: str | None = None  # what the text being read belongs to
        self._buf: list[str] = []
        self._preset: str | None = None
        self._th_preset: str | None = None
        self._span = 1
        self._in_main = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "main":
            self._in_main = True
        if tag == "h1":
            self._start("h1")
        elif tag == "th" and a.get("scope") == "col":
            self._th_preset = a.get("data-preset")
            self._start("col")
        elif tag == "tr" and a.get("data-rule"):
            self.rows.append({"key": a["data-rule"], "label": "", "cells": []})
        elif tag == "th" and a.get("scope") == "row":
            self._start("rowhead")
        elif tag == "td" and self.rows:
            self._span = int(a.get("colspan") or 1)  # a value every preset shares
            self._start("cell")
        elif tag == "div" and a.get("class") == "rules-of" and a.get("data-preset"):
            self._preset = str(a["data-preset"])
            self.lists[self._preset] = []
        elif tag in ("p", "h3") and self._preset and a.get("class") == "rules-name":
            self._start("name")
        elif tag == "li" and self._preset and "data-rule" in a:
            self._start("item")
        elif tag == "a" and a.get("data-game"):
            self.games[str(a["data-game"])] = str(a["href"])
            if a.get("aria-current") == "page":
                self.current_game = str(a["data-game"])

    def _start(self, what: str) -> None:
        self._in, self._buf = what, []

    def handle_data(self, data: str) -> None:
        if self._in is not None:
            self._buf.append(data)
        if self._in_main:
            self.text.append(data)

    def handle_endtag(self, tag: str) -> None:
        text = " ".join("".join(self._buf).split())
        if self._in == "h1" and tag == "h1":
            self.h1 = text
        elif self._in == "col" and tag == "th":
            self.headers.append((self._th_preset, text))
        elif self._in == "rowhead" and tag == "th":
            self.rows[-1]["label"] = text
        elif self._in == "cell" and tag == "td":
            self.rows[-1]["cells"].extend([text] * self._span)
        elif self._in == "name" and tag in ("p", "h3") and self._preset:
            self.names[self._preset] = text
        elif self._in == "item" and tag == "li" and self._preset:
            self.lists[self._preset].append(text)
        else:
            if tag == "ul":
                self._preset = None
            if tag == "main":
                self._in_main = False
            return
        self._in = None

    @property
    def main_text(self) -> str:
        return " ".join("".join(self.text).split())


def _read(site: Path, lang: str, game: str) -> _Page:
    path = site / lang / _page_path(game) / "index.html"
    assert path.exists(), f"no rules page for {game} in {lang}"
    page = _Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def _variant(game: str) -> Variant:
    return next(v for v in VARIANTS if v.name == game)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_page_with_its_preset_table(site: Path, game: str, lang: str) -> None:
    page = _read(site, lang, game)
    variant = _variant(game)
    if game != "gin":  # two-player gin's page keeps its title, "The rules of Gin Rummy"
        assert WORDS.say(f"game.{game}", lang) in page.h1
    names = variant.preset_names
    # A column per preset, named as practice names it; a row per statement the game reads.
    assert [p for p, _ in page.headers[1:]] == list(names)
    assert [label for _, label in page.headers[1:]] == [
        preset_name(n, lang, variant) for n in names]
    assert [row["key"] for row in page.rows] == list(statement_keys(variant))
    expected = preset_table(lang, variant)
    for row, want in zip(page.rows, expected, strict=True):
        assert row["label"] == want["label"]
        assert row["cells"] == [
            " ".join(statements(Rules.preset(n, variant), lang, variant)[
                list(statement_keys(variant)).index(row["key"])].value.split())
            for n in names
        ], (game, row["key"])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_each_presets_statements_are_the_rules_text(site: Path, game: str, lang: str) -> None:
    page = _read(site, lang, game)
    variant = _variant(game)
    assert page.lists == {
        name: [s.sentence for s in statements(Rules.preset(name, variant), lang, variant)]
        for name in variant.preset_names
    }
    if game != "gin":  # gin's list is the learner's own rules, named by rules_label
        assert page.names == {n: preset_name(n, lang, variant) for n in variant.preset_names}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_page_links_to_every_game(site: Path, game: str, lang: str) -> None:
    page = _read(site, lang, game)
    assert page.current_game == game
    assert set(page.games) == set(GAMES)
    here = site / lang / _page_path(game)
    for other, href in page.games.items():
        assert (here / href / "index.html").resolve() == (
            site / lang / _page_path(other) / "index.html").resolve(), (game, other, href)


def test_the_gin_page_keeps_its_address(site: Path) -> None:
    for lang in LANGS:
        page = _read(site, lang, "gin")
        assert page.current_game == "gin" and page.lists  # the learner's house rules


def _numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\b\d+\b", text)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_introductions_take_their_numbers_from_the_engine(site: Path, lang: str) -> None:
    """The deal and the stock an introduction states are what the engine deals."""
    for game in ("gin-3", "gin-7", "rummy"):
        variant = _variant(game)
        intro = _read(site, lang, game).main_text
        for players in variant.seats:
            names = [f"p{i}" for i in range(players)]
            hand = Game(Rules.preset(variant.default_preset, variant), 1, names,
                        variant=variant).hand
            dealt = max(len(cards) for cards in hand.state.hands)
            assert dealt in _numbers(intro), (game, players)
            if game == "gin-7":
                assert len(hand.state.stock) in _numbers(intro), (game, players)
    pairs = _variant("gin-pairs")
    target = Rules.preset(pairs.default_preset, pairs).target
    assert target in _numbers(_read(site, lang, "gin-pairs").main_text)


def test_rummy_page_says_what_differs_from_gin(site: Path) -> None:
    words = {
        "en": ("on the table", "lay off", "Going out", "double", "without shuffling"),
        "nl": ("op tafel", "leg kaarten bij", "Uitgaan", "dubbel", "zonder te schudden"),
    }
    for lang, phrases in words.items():
        text = _read(site, lang, "rummy").main_text
        for phrase in phrases:
            assert phrase in text, (lang, phrase)


@pytest.mark.parametrize("game", GAMES)
def test_dutch_pages_write_dutch_card_letters(site: Path, game: str) -> None:
    """B V H in Dutch, as every Dutch page (issue 13): no J, Q or K as a rank."""
    text = _read(site, "nl", game).main_text
    assert not re.findall(r"[JQK][♣♦♥♠]|(?<![\w-])[JQK](?![\w])|[JQK]-[A-Z]|[A-Z]-[JQK]", text)
