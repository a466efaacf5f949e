#!/usr/bin/env python3
"""Build the static site into dist/ (and serve it).

    python build.py [--out DIR] [--label TEXT]     build
    python build.py serve [--port N] [--out DIR]   build, then serve on 127.0.0.1

What a build does, in order (any failure stops it with a message naming the file):
1. Loads the site frame's words (gintutor/words/site.json) and checks every key has its
   text in every language.
2. Asks each page kind for its pages (see PAGE_KINDS) in every language; the page sets of
   the languages must match, so the language switch always keeps the learner on the page.
3. Renders each page from site/templates/<kind>.html with Jinja2 (StrictUndefined: an
   unknown variable is an error, not an empty string). Cards are drawn by
   gintutor.render, the same function the browser controllers use.
4. Packs ginrules/, gintutor/ and site/app/ (as package `app`) into one zip that start.mjs
   unpacks into Pyodide's file system (shipped xz-compressed: `shipped_archive`), but for
   the Python only some pages run (PAGE_ZIPS: the practice page's, the puzzles page's,
   the score pad's, the exercise kinds of the games beyond two-player gin), each in a zip
   only those pages load, and what no page runs (the engine's command line, the reading
   of the lesson files).
5. Copies the needed PyScript and Pyodide files from node_modules/ (pinned in package.json),
   and writes the start module that every page gives PyScript as its interpreter
   (site/start.mjs: Pyodide from a memory snapshot after the first visit) with its worker.
6. Checks every internal link and asset reference resolves to a built file.
7. Writes the service worker with the list of every file and a version that is a hash of
   the whole build, and the web app manifest.

A page kind is a template, a context function and, optionally, a controller
site/app/<kind>.py (its `main(page)` runs in the browser when Python is ready).
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import functools
import gzip
import hashlib
import html.parser
import http.server
import io
import json
import lzma
import os
import re
import shutil
import socketserver
import sys
import threading
import zipfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urldefrag, urlsplit

from gintutor.families import FAMILIES

ROOT = Path(__file__).resolve().parent
SITE = ROOT / "site"
TEMPLATES = SITE / "templates"
STATIC = SITE / "static"
APP = SITE / "app"
NODE = ROOT / "node_modules"
#: The site frame's words: the header, footer and settings of every page, the notices, the
#: course and rules pages' own words (the templates' `t`; the pages' `app.common.SITE_WORDS`).
SITE_WORDS = ROOT / "gintutor" / "words" / "site.json"
LANGS = ("en", "nl")
#: The game whose house rules the settings offer (the site teaches two-player gin).
VARIANT = "gin"

# Only the runtime files a page actually loads (checked in a browser: tests/browser).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# PyScript's core and the small plugin modules it imports at start-up (it imports every
# plugin for its MicroPython side even when no MicroPython script is on the page; the
# `plugins` setting below only switches them off for Pyodide). No codemirror, xterm, toml
# parser or source maps: nothing here uses them.
PYSCRIPT_GLOBS = (
    "core.js",
    "core-*.js",
    "error-*.js",
    "deprecations-manager-*.js",
    "donkey-*.js",
    "py-editor-*.js",
    "py-game-*.js",
    "py-terminal-*.js",
)
PYSCRIPT_PLUGINS_OFF = [
    "!codemirror",
    "!deprecations-manager",
    "!donkey",
    "!error",
    "!py-editor",
    "!py-game",
    "!py-terminal",
]
RUNTIME = "runtime"  # dist/runtime/pyodide/, dist/runtime/pyscript/
PY_ZIP = "py/tutor.zip"
#: What a page downloads of each zip (`shipped_archive`): the zip, xz-compressed.
SHIPPED_SUFFIX = ".xz"
#: xz's strongest setting but with a 1 MiB window (its own is 64 MiB): unpacking needs
#: about the window in memory, and Pyodide's memory must not grow in the snapshot worker
#: (a snapshot of a grown memory cannot be restored: 64 MiB made it 112 MB, and every
#: restore failed). Our largest zip, tutor.zip, is 1.0 MB unpacked: a larger window
#: would not shrink it.
XZ_FILTERS = [{"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME, "dict_size": 1 << 20}]
#: The zips' twins with Python source instead of bytecode (see `compile_bytecode`).
SOURCE_ARCHIVES = "py/source"
#: The Node script that compiles our modules with Pyodide's Python, and where the build
#: keeps what it compiled (build/ is not committed).
COMPILER = ROOT / "tools" / "compile-python.mjs"
PYC_CACHE = ROOT / "build" / "pyc-cache"


def _family_files(key: str) -> tuple[str, ...]:
    """Every game family's own files for the page zip ``key`` (``Family.page_files`` in
    gintutor.families), each once, in the families' order."""
    return tuple(dict.fromkeys(n for fam in FAMILIES for n in fam.page_files.get(key, ())))


def practice_files() -> tuple[str, ...]:
    """The practice page's own files, derived: the frame (gintutor/practice/ and
    site/app/practice/), the learner's statistics (gintutor/stats/) and every game
    family's ``page_files["practice"]``, each once."""
    frame = ("gintutor/practice/", "gintutor/words/practice.json", "gintutor/stats/",
             "gintutor/words/stats.json", "app/practice/")
    return tuple(dict.fromkeys((*frame, *_family_files("practice"))))


# Python only some pages run, in a zip of its own that only they load (unpacked beside
# tutor.zip's files): the other pages do not download it. Paths as in tutor.zip. A page
# loads the zip named by its kind, and any zip holding a module its content needs (a
# lesson's exercise kinds, its data key "kinds"; see `page_zips`).
#: The puzzles page's own frame: what every puzzle level runs, whichever family it is.
PUZZLES_FRAME = ("gintutor/puzzles/__init__.py", "gintutor/puzzles/levels.py",
                 "gintutor/puzzles/frame.py", "gintutor/puzzles/address.py",
                 "gintutor/puzzles/words.py", "gintutor/words/puzzles.json",
                 "gintutor/puzzles/record.py", "app/puzzles/__init__.py", "app/puzzles/frame.py")
_PAGE_ZIPS: dict[str, tuple[str, tuple[str, ...]]] = {
    # The exercise kinds of the courses beyond two-player gin, with their words: a name
    # that ends in "/" packs the whole folder. (Before "course": a file goes to the first
    # zip that names it, and "course" names the folder these are in.)
    "games": ("py/games.zip", ("gintutor/kinds/games/", *_family_files("games"))),
    # The course: lessons, exercises and their kinds, the learner's progress through them
    # and the course map. The lesson pages run it, and the puzzles and home pages import
    # parts of it (a puzzle is an exercise; the home page shows the progress); the
    # practice, rules, review and score pad pages never do (`page_imports` finds out).
    # (The one star rule, gintutor/stars.py, stays in tutor.zip: the review's retries
    # give stars too.)
    "course": ("py/course.zip", ("gintutor/kinds/", "gintutor/lessons.py",
                                 "gintutor/lesson_page.py", "gintutor/exercises.py",
                                 "gintutor/exercise_data.py", "gintutor/dealing.py",
                                 "gintutor/errors.py", "gintutor/progress.py",
                                 "gintutor/course_map.py", "gintutor/catalogues.py",
                                 "app/lesson.py", "app/home.py")),
    # The practice page's frame (both packages) and every game family's own files.
    "practice": ("py/practice.zip", practice_files()),
    # The engine's computer players and what only they run: the advisors, the search and
    # its playouts, and the game records. The practice and review pages import them (the
    # computer's moves, the hints, the coach, the kept hands); the other pages never do,
    # and the hand flows' registry (ginrules.table.hand_flows) names them in strings that only
    # these modules call. Their words stay in tutor.zip: every page merges the engine's.
    # Its files are derived from the registry and the import graph (`players_files`), when
    # first asked for (`page_zip_table`): reading the graph takes a moment.
    "players": ("py/players.zip", ()),
    # The puzzles page: its frame, and each game family's puzzles and page module as the
    # family registry names them (gintutor.families: page_files["puzzles"]).
    "puzzles": ("py/puzzles.zip", tuple(dict.fromkeys((*PUZZLES_FRAME,
                                                        *_family_files("puzzles"))))),
    # The score pad: its logic (every game family's pad in one package), its words and
    # its page's package.
    "score_pad": ("py/score_pad.zip", ("gintutor/score_pad/", "gintutor/words/score_pad.json",
                                       "app/score_pad/")),
    # The review: its logic, words and page (it also loads the practice page's zip, for
    # the kept hands and the moves in words: it imports them, `page_imports`).
    "review": ("py/review.zip", ("gintutor/review/", "gintutor/words/review.json",
                                 "app/review/")),
}


@functools.cache
def page_zip_table() -> dict[str, tuple[str, tuple[str, ...]]]:
    """Each page kind's own zip: its path and the files it packs (a name that ends in
    "/" packs the folder), in the order a file is looked for (`zip_of`)."""
    return {**_PAGE_ZIPS, "players": (_PAGE_ZIPS["players"][0], players_files())}


def __getattr__(name: str) -> Any:
    """``build.PAGE_ZIPS``, the table of `page_zip_table`, made when first asked for."""
    if name == "PAGE_ZIPS":
        return page_zip_table()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: The hand flows' fields (ginrules.table.hand_flows.HandFlowEntry) that name code only
#: the computer players and the game records run.
_PLAYER_FIELDS = ("advise_with", "beginner_move", "determinize_with", "playout_with",
                  "policy_playout_with", "gives_up_with", "improve_with",
                  "record_parts_with", "deal_recorded_with")


def players_files() -> tuple[str, ...]:
    """The players zip's files: ginrules/players/, each module a hand flow names for its
    players and records (`_PLAYER_FIELDS`), and every module of ours that only these
    import (its every importer is in the zip; no package's ``__init__``), sorted."""
    from ginrules.table.hand_flows import HAND_FLOWS

    files, folder = _module_files(), "ginrules/players/"
    own = {m for m, name in files.items() if name.startswith(folder)}
    own |= {f"ginrules.{target.partition(':')[0]}" for entry in HAND_FLOWS.values()
            for target in (getattr(entry, f) for f in _PLAYER_FIELDS) if target}
    unknown = own - files.keys()
    if unknown:
        raise BuildError(f"the hand flows name {', '.join(sorted(unknown))}: no such module")
    importers: dict[str, set[str]] = {}
    for module in files:
        for imported in _imports(module):
            importers.setdefault(imported, set()).add(module)
    grew = True
    while grew:
        grew = False
        for module, name in files.items():
            if (module not in own and not name.endswith("__init__.py")
                    and importers.get(module) and importers[module] <= own):
                own.add(module)
                grew = True
    return (folder, *sorted(files[m] for m in own if not files[m].startswith(folder)))
# Every page's PyScript `interpreter`: our module that starts Pyodide, from a memory snapshot
# when one is saved (site/start.mjs says why), and the worker that makes the snapshot.
# Templates in site/, written to dist/static/ with their placeholders filled in.
START_MODULE = "static/start.mjs"
SNAPSHOT_WORKER = "static/snapshot-worker.mjs"
#: How both the worker and the build make a snapshot (no placeholders).
SNAPSHOT_MAKER = "static/snapshot-maker.mjs"
#: The start-up snapshot the build makes for a first visit on a fast connection
#: (`write_start_snapshot`), named by the snapshot key. Not precached: a page fetches it
#: only where it pays (start.mjs), and precaching would send it to every device.
START_SNAPSHOT = "static/start-snapshot-{key}.gz"
START_SNAPSHOT_TOOL = ROOT / "tools" / "make-start-snapshot.mjs"
#: Snapshots the build keeps in PYC_CACHE (one per Pyodide and Python of ours, 7 MB each).
START_SNAPSHOTS_KEPT = 4
#: The bare benchmark page's interpreter: Pyodide as it is, with start.mjs's marks only.
BASELINE_MODULE = "static/baseline-start.mjs"

# Content-Security-Policy, written into every page as a <meta> tag.
# Everything comes from the site's own origin ('self'); nothing else is allowed. Beyond that:
# - 'wasm-unsafe-eval': lets the page compile WebAssembly; Pyodide is CPython compiled to
#   WebAssembly.
# - 'unsafe-eval': PyScript 0.7 builds a function from a string with Function() on every
#   page start (its worker hooks, hooks.js createFunction, even with no worker on the page);
#   without it the page fails with an EvalError before its Python runs (checked in Chromium).
#   Pyodide's own start evals nothing here (it does when it links a package with
#   JavaScript in it, which this site does not load). Our own scripts never use eval, and
#   no script can come from another origin, so it only widens what code already running
#   could do.
# - No 'unsafe-inline': the only inline script blocks are type="py" (read by PyScript, not
#   run by the browser) and type="application/json" data; no inline styles.
# - frame-src 'none': the site has no frames; an injected one could hold a page of its own.
# - Trusted Types ('require-trusted-types-for', 'trusted-types'): every string the page
#   writes as markup or script goes through the "default" policy that site/static/boot.js
#   makes before anything else runs (with "gin-parse", the one it parses markup with; no
#   other policy may be made). It takes out of the markup whatever could run code (below),
#   refuses script text written from a string, and allows script and worker addresses only
#   on this site; eval and Function pass, as 'unsafe-eval' says.
# What the policy, with boot.js, can and cannot stop:
# - It stops code from elsewhere: no script, style, font, image, worker, frame or connection
#   to any other origin, no <object>/<embed>, no <base> rewrite, no form posting elsewhere,
#   and no inline <script> or on*="..." handler that markup injected into the page carries.
# - Only the Python the build ships runs. PyScript runs every <script type="py"> (also
#   "mpy", "pyodide", "micropython") and <py-script>/<mpy-script> element that ever appears
#   in the document, and calls the Python named in a py-*="..." attribute; the policy alone
#   cannot see that. So boot.js takes such elements and attributes (and frames, <object>,
#   <embed>, <meta> and <base>) out of every markup string (the Trusted Types policy), and
#   out of whatever is added to the document (or a shadow root) after it was parsed,
#   however it was added (a MutationObserver made before PyScript's, so it sees each change
#   first), while the page's own script is untouched. Checked by
#   tests/browser/test_injected_python.py on every page kind, cold and warm.
# - It cannot stop Python or JavaScript that already runs: our own Python can call js.eval
#   (PyScript needs 'unsafe-eval') or set a py-* attribute on an element that is already
#   there (markup cannot). So outside text is still never made markup: every piece
#   of it (storage, the address, an imported file, a saved game) is put on a page as text
#   (textContent, or gintutor.render.escape inside markup), and is read through
#   ginrules.core.reader first.
CSP = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'",
        "style-src 'self'",
        "img-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "frame-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "require-trusted-types-for 'script'",
        "trusted-types default gin-parse",
    ]
)


class BuildError(Exception):
    """A problem in the site's sources; the message says where and what."""


# --------------------------------------------------------------------------- pages


@dataclass
class Page:
    """One page in one language."""

    kind: str  # template name without .html, and controller name
    slug: str  # "" for the home page, else e.g. "rules" or "lessons/melds"
    title: str
    lang: str
    context: dict[str, Any] = field(default_factory=dict)  # extra template variables
    data: dict[str, Any] = field(default_factory=dict)  # JSON for the controller
    summary: str = ""  # one line for lists such as the course map

    @property
    def path(self) -> str:
        """File path inside dist/."""
        return f"{self.lang}/{self.slug}/index.html" if self.slug else f"{self.lang}/index.html"


def presets() -> tuple[str, ...]:
    """The preset names the settings and the rules page offer: the variant's own."""
    from ginrules import Rules

    return Rules.preset_names(VARIANT)


def home_pages(lang: str) -> list[dict[str, Any]]:
    # The course map lists the lessons: render_site gives every page a `lessons` variable.
    from gintutor.courses import course_list, ui_strings
    from gintutor.practice.pages import practice_games

    context: dict[str, Any] = {
        "lesson_ui": ui_strings(lang),  # export / import / reset
        "courses": course_list(lang),  # the courses' titles; `lessons` says which is whose
        "practice_games": practice_games(lang),  # the practice set's starters, by game
    }
    return [{"slug": "", "title": STRINGS[lang]["course_title"], "context": context}]


def rules_pages(lang: str) -> list[dict[str, Any]]:
    """The rules reference, a page per game: two-player gin at ``rules/`` (the game the
    lessons teach, with the learner's own house rules and the meld try-out), every other
    game of ginrules.table.variants at ``rules/<game>/``. Each states its presets with
    gintutor.rules_text (the controller states the learner's own rules with it too)."""
    from ginrules import Rules
    from ginrules.table.variants import VARIANTS
    from gintutor import rules_text

    for v in VARIANTS:
        if v.name != VARIANT and not (TEMPLATES / _game_intro(v.name, lang)).exists():
            raise BuildError(f"the game {v.name!r} has no rules introduction in {lang}: "
                             f"write site/templates/{_game_intro(v.name, lang)}")

    games = [{"name": v.name, "title": _game_title(v.name, lang),
              "slug": rules_text.rules_page(v)} for v in VARIANTS]

    def by_preset(variant: str) -> list[dict[str, Any]]:
        return [
            {
                "name": name,
                "label": rules_text.preset_name(name, lang, variant),
                "statements": rules_text.statements(Rules.preset(name, variant), lang, variant),
            }
            for name in Rules.preset_names(variant)
        ]

    hand = ["7H", "7S", "7D", "8H", "9H", "TH", "KC", "2S"]
    gin_page: dict[str, Any] = {
        "slug": rules_text.rules_page(VARIANT),
        "title": STRINGS[lang]["rules_title"],
        "context": {
            "game": None,
            "games": games,
            "preset_table": rules_text.preset_table(lang),
            # The learner's preset (<html data-rules>) is marked by its column's class.
            "columns": [{**p, "cls": f"col-{p['name']}"} for p in by_preset(VARIANT)],
            "active_by_preset": by_preset(VARIANT),
            "try_hand": hand,
        },
        "data": {"hand": hand},
    }
    game_pages = [
        {
            "slug": rules_text.rules_page(v),
            "title": STRINGS[lang]["rules_game_title"].format(game=_game_title(v.name, lang)),
            "summary": _game_title(v.name, lang),
            "context": {
                "game": _game_facts(v.name, lang),
                "game_intro": _game_intro(v.name, lang),
                "games": games,
                "preset_table": [
                    # `same`: the value every preset shares, shown once across the row
                    {**row, "same": values[0] if len(set(values)) == 1 < len(values) else None}
                    for row in rules_text.preset_table(lang, v)
                    for values in [list(row["cells"].values())]
                ],
                "columns": [{**p, "cls": ""} for p in by_preset(v.name)],
                "game_presets": by_preset(v.name),
            },
            "data": {"game": v.name},
        }
        for v in VARIANTS
        if v.name != VARIANT
    ]
    return [gin_page, *game_pages]


def _game_intro(game: str, lang: str) -> str:
    """The template of a game's own introduction on its rules page, one file per game and
    language, so a new game brings its file and no template branches on its name."""
    return f"games/{game}_{lang}.html"


def _game_title(game: str, lang: str) -> str:
    from gintutor.i18n import WORDS

    return WORDS.say(f"game.{game}", lang)


def _game_facts(game: str, lang: str) -> dict[str, Any]:
    """What a game page's introduction (site/templates/rules_game_<lang>.html) says, from
    the game's Variant and its presets' Rules, so the prose writes no number of its own:
    the deal per number of players, the stock left, and the options every preset of the
    game sets alike (``same.target``: a value the introduction may state as the game's)."""
    from ginrules import Rules
    from ginrules.core.cards import full_deck
    from ginrules.table.variants import find_variant

    variant = find_variant(game)
    rules = [Rules.preset(name, variant).to_dict() for name in variant.preset_names]
    same = {k: v for k, v in rules[0].items() if all(r[k] == v for r in rules)}
    # Two tables at once play two-player hands; every other game deals to all its seats.
    at_a_hand = {n: (2 if variant.tables != "one" or variant.sits_out == "dealer" else n)
                 for n in variant.seats}
    deal = [
        {"players": n, "cards": variant.cards_for(n),
         "stock": len(full_deck()) - at_a_hand[n] * variant.cards_for(n) - 1}
        for n in variant.seats
    ]
    groups: list[dict[str, Any]] = []  # numbers of players dealt alike: Rummy's 3 or 4: 7
    for d in deal:
        if groups and groups[-1]["cards"] == d["cards"]:
            groups[-1]["players"].append(d["players"])
        else:
            groups.append({"players": [d["players"]], "cards": d["cards"]})
    return {
        "name": variant.name,
        "title": _game_title(game, lang),
        "seats": list(variant.seats),
        "deal": deal,
        "deal_groups": groups,
        "cards": variant.cards_dealt,
        "same": same,
    }


Provider = Callable[[str], Iterable[dict[str, Any]]]


@dataclass
class PageKind:
    name: str
    provider: Provider  # the pages of this kind in one language
    nav_key: str | None = None  # strings key of its header navigation entry

    def pages(self, lang: str) -> list[dict[str, Any]]:
        return list(self.provider(lang))


def lesson_pages(lang: str) -> list[dict[str, Any]]:
    from gintutor.courses import site_pages

    return site_pages(lang)


def puzzle_pages(lang: str) -> list[dict[str, Any]]:
    from gintutor.puzzles.pages import site_pages

    return site_pages(lang)


def practice_pages(lang: str) -> list[dict[str, Any]]:
    from gintutor.practice import site_pages

    return site_pages(lang)


def score_pad_pages(lang: str) -> list[dict[str, Any]]:
    from gintutor.score_pad.pages import site_pages

    return site_pages(lang)


def review_pages(lang: str) -> list[dict[str, Any]]:
    from gintutor.review.pages import site_pages

    return site_pages(lang)


# The page kinds, in header order. A provider returns, for one language, a list of dicts:
#   {"slug": "lessons/melds", "title": "...", "summary": "...",   # summary optional
#    "context": {...extra template variables...},                 # optional
#    "data": {...JSON-able, handed to the controller as page["data"]...}}  # optional
# Every language must return the same slugs in the same order (the course map uses it).
PAGE_KINDS: list[PageKind] = [
    PageKind("home", home_pages, nav_key="nav_home"),
    PageKind("lesson", lesson_pages),
    PageKind("rules", rules_pages, nav_key="nav_rules"),
    PageKind("puzzles", puzzle_pages, nav_key="nav_puzzles"),
    PageKind("practice", practice_pages, nav_key="nav_practice"),
    PageKind("score_pad", score_pad_pages, nav_key="nav_score_pad"),
    PageKind("review", review_pages, nav_key="nav_review"),  # the kept hands, and files
]


_SLUG = re.compile(r"^(?:[a-z0-9][a-z0-9-]*(?:/[a-z0-9][a-z0-9-]*)*)?$")


def collect_pages() -> list[Page]:
    """All pages of all kinds and languages, validated."""
    pages: list[Page] = []
    seen: dict[str, str] = {}
    for kind in PAGE_KINDS:
        if not (TEMPLATES / f"{kind.name}.html").exists():
            raise BuildError(
                f"page kind {kind.name!r}: template site/templates/{kind.name}.html is missing"
            )
        slugs: dict[str, list[str]] = {}
        for lang in LANGS:
            try:
                raw = kind.pages(lang)
            except BuildError:
                raise
            except Exception as exc:
                raise BuildError(
                    f"page kind {kind.name!r} ({kind.provider}) failed for language {lang!r}: "
                    f"{type(exc).__name__}: {exc}"
                ) from exc
            slugs[lang] = []
            for item in raw:
                where = f"page kind {kind.name!r}, language {lang!r}, page {item.get('slug')!r}"
                unknown = set(item) - {"slug", "title", "summary", "context", "data"}
                if unknown:
                    raise BuildError(f"{where}: unknown keys {sorted(unknown)}")
                slug = item.get("slug")
                if not isinstance(slug, str) or not _SLUG.match(slug):
                    raise BuildError(f"{where}: slug must be lowercase words joined by - and /")
                title = item.get("title")
                if not isinstance(title, str) or not title.strip():
                    raise BuildError(f"{where}: missing title")
                data = item.get("data", {})
                try:
                    json.dumps(data)
                except TypeError as exc:
                    raise BuildError(f"{where}: data is not JSON: {exc}") from exc
                key = f"{lang}/{slug}"
                if key in seen:
                    raise BuildError(f"{where}: slug also used by page kind {seen[key]!r}")
                seen[key] = kind.name
                slugs[lang].append(slug)
                pages.append(
                    Page(
                        kind=kind.name,
                        slug=slug,
                        title=title,
                        lang=lang,
                        context=dict(item.get("context", {})),
                        data=dict(data),
                        summary=str(item.get("summary", "")),
                    )
                )
        first = slugs[LANGS[0]]
        for lang in LANGS[1:]:
            if slugs[lang] != first:
                missing = sorted(set(first) ^ set(slugs[lang]))
                raise BuildError(
                    f"page kind {kind.name!r}: languages differ "
                    f"(pages {missing or 'in another order'}); every page needs every language"
                )
    return pages


# --------------------------------------------------------------------------- strings


def load_strings() -> dict[str, dict[str, str]]:
    """The site frame's words by language (`SITE_WORDS`, with the presets' names from the
    engine: ``gintutor.catalogues.site_words``), checked the way every catalogue is: a
    damaged file, or a key a language lacks, stops the build, naming the file."""
    from ginrules.words import Catalogue
    from gintutor.catalogues import site_words

    path = SITE_WORDS
    name = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)
    try:
        words = site_words(Catalogue.from_file(path, name))
    except ValueError as exc:  # not JSON, not word entries, a key in two catalogues
        raise BuildError(str(exc)) from exc
    problems = words.problems()
    if problems:
        raise BuildError(f"{name}: {'; '.join(problems)} (each key needs its text in "
                         f"{' and '.join(LANGS)}, and in no other language)")
    return {lang: words.table(lang) for lang in LANGS}


STRINGS: dict[str, dict[str, str]] = {}


class UIStrings:
    """One language's interface strings for templates: `t.key` or `t['key']`.

    Not a dict on purpose: with a dict, `t.clear` or `t.items` would be the dict's method
    instead of the string. An unknown key is an error when the template renders."""

    def __init__(self, strings: dict[str, str]) -> None:
        self._strings = strings

    def __getattr__(self, key: str) -> str:
        try:
            return str(self.__dict__["_strings"][key])
        except KeyError:
            raise AttributeError(key) from None

    def __getitem__(self, key: str) -> str:
        return self._strings[key]

    def __contains__(self, key: str) -> bool:
        return key in self._strings


# --------------------------------------------------------------------------- rendering


def _jinja_env() -> Any:
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        undefined=jinja2.StrictUndefined,
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    return env


def _rel_root(page_path: str) -> str:
    depth = page_path.count("/")
    return "../" * depth


def _script_json(obj: Any) -> str:
    """JSON safe inside <script type="application/json">."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


def render_site(out: Path, pages: list[Page], version_hint: str, label: str) -> None:
    import markupsafe

    from gintutor import render

    env = _jinja_env()
    by_kind: dict[str, list[Page]] = {}
    for p in pages:
        by_kind.setdefault(p.kind, []).append(p)

    for page in pages:
        lang = page.lang
        t = UIStrings(STRINGS[lang])
        other = [lg for lg in LANGS if lg != lang]
        root = _rel_root(page.path)

        def url(slug: str, lang: str = lang, root: str = root) -> str:
            return f"{root}{lang}/{slug}/" if slug else f"{root}{lang}/"

        def card(
            c: Any, interactive: bool = False, selected: bool = False, lang: str = lang
        ) -> Any:
            return markupsafe.Markup(
                render.card_html(c, lang, interactive=interactive, selected=selected)
            )

        def hand(
            cards: Iterable[Any],
            label: str,
            interactive: bool = False,
            name: str = "hand",
            selected: Iterable[Any] = (),
            lang: str = lang,
        ) -> Any:
            return markupsafe.Markup(
                render.hand_html(
                    cards, lang, label=label, interactive=interactive, name=name, selected=selected
                )
            )

        controller = page.kind  # app.<kind> may not exist: then only the settings are live
        nav = [
            {
                "label": t[k.nav_key],
                "href": url(by_kind[k.name][0].slug) if k.name in by_kind else url(""),
                "current": k.name == page.kind or (k.name == "home" and page.kind == "lesson"),
            }
            for k in PAGE_KINDS
            if k.nav_key
        ]
        lessons = [p for p in by_kind.get("lesson", []) if p.lang == lang]
        page_data = {
            "kind": page.kind,
            "slug": page.slug,
            "lang": lang,
            "root": root,
            # The course (home and lesson pages): slug, lesson id and exercise count, from the
            # lesson pages' data keys "id" and "exercises" when they have them.
            "lessons": [
                {
                    "slug": p.slug,
                    "id": p.data.get("id", p.slug.rsplit("/", 1)[-1]),
                    "exercises": p.data.get("exercises", 0),
                    "course": p.data.get("course", ""),
                }
                for p in lessons
            ]
            if page.kind in ("home", "lesson")
            else [],
            "data": page.data,
        }
        pyconfig = {
            "interpreter": f"{root}{START_MODULE}",
            "plugins": PYSCRIPT_PLUGINS_OFF,
        }
        ctx = {
            "lang": lang,
            "langs": LANGS,
            "t": t,
            "tt": {lg: UIStrings(STRINGS[lg]) for lg in LANGS},
            "page": page,
            "kind": page.kind,
            "title": page.title,
            "root": root,
            "url": url,
            "card": card,
            "hand": hand,
            "nav": nav,
            "presets": presets(),
            "switch": [
                {
                    "lang": lg,
                    "href": url(page.slug, lang=lg),
                    "label": STRINGS[lg]["lang_name"],
                    "title": t["switch_label"],
                }
                for lg in other
            ],
            "lessons": [
                {
                    "slug": p.slug,
                    "title": p.title,
                    "summary": p.summary,
                    "href": url(p.slug),
                    "course": p.data.get("course", ""),
                }
                for p in lessons
            ],
            "controller": controller,
            "page_data": markupsafe.Markup(_script_json(page_data)),
            "pyconfig": json.dumps(pyconfig, separators=(",", ":")),
            "python_zips": [f"{root}{shipped_archive(path)}"
                            for path in (PY_ZIP, *page_zips(page))],
            "csp": CSP,
            "runtime": f"{root}{RUNTIME}",
            "start_module": f"{root}{START_MODULE}",
            "version": version_hint,
            "label": label,
        }
        overlap = set(ctx) & set(page.context)
        if overlap:
            raise BuildError(
                f"{page.kind} page {page.lang}/{page.slug}: context keys {sorted(overlap)} "
                "clash with the layout's own variables"
            )
        ctx.update(page.context)
        text = _render(env, f"{page.kind}.html", ctx, f"{page.lang}/{page.slug or 'home'}")
        dest = out / page.path
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(text, encoding="utf-8")

    # The language chooser at the root, and the benchmark's baseline page (not linked).
    for name, target in (("root.html", "index.html"), ("baseline.html", "_baseline.html")):
        ctx = {
            "t": {lg: UIStrings(STRINGS[lg]) for lg in LANGS},
            "langs": LANGS,
            "root": "",
            "csp": CSP,
            "runtime": RUNTIME,
            "pyconfig": json.dumps(
                {"interpreter": BASELINE_MODULE, "plugins": PYSCRIPT_PLUGINS_OFF},
                separators=(",", ":"),
            ),
            "version": version_hint,
            "label": label,
        }
        (out / target).write_text(_render(env, name, ctx, target), encoding="utf-8")


def _render(env: Any, template: str, ctx: dict[str, Any], where: str) -> str:
    import jinja2

    try:
        return str(env.get_template(template).render(ctx))
    except jinja2.UndefinedError as exc:
        raise BuildError(f"site/templates/{template} (page {where}): {exc.message}") from exc
    except jinja2.TemplateSyntaxError as exc:
        raise BuildError(
            f"site/templates/{exc.name or template}:{exc.lineno}: {exc.message}"
        ) from exc
    except jinja2.TemplateNotFound as exc:
        raise BuildError(
            f"site/templates/{template} (page {where}): template {exc.name} not found"
        ) from exc


# --------------------------------------------------------------------------- python zip


def _zip_add(zf: zipfile.ZipFile, arcname: str, data: bytes, *, stored: bool = False) -> None:
    """Add a file with a fixed date (deterministic zips); `stored`: not compressed (the
    whole zip is, as one stream: `shipped_archive`)."""
    info = zipfile.ZipInfo(arcname, date_time=(2020, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    zf.writestr(info, data)


#: Never run by a page, so not downloaded by one: the engine's command line, and the
#: reading of the lesson files (the build; each lesson page carries its lesson's data).
NOT_IN_BROWSER = frozenset({"ginrules/__main__.py", "ginrules/cli.py", "gintutor/courses.py",
                            "gintutor/puzzles/pages.py", "gintutor/score_pad/pages.py",
                            "gintutor/review/pages.py"})


def _python_files() -> list[tuple[str, Path]]:
    """Every Python file the browser runs, by its path in a zip: ginrules/, gintutor/ and
    site/app/ (as `app`), with the word files (``<package>/words/*.json``) the modules
    read beside them."""
    files = [(name, f) for package in ("ginrules", "gintutor")
             for f in sorted([*(ROOT / package).rglob("*.py"),
                              *(ROOT / package / "words").glob("*.json")])
             if "__pycache__" not in f.parts
             and (name := f.relative_to(ROOT).as_posix()) not in NOT_IN_BROWSER]
    return files + [(f"app/{f.relative_to(APP).as_posix()}", f) for f in sorted(APP.rglob("*.py"))
                    if "__pycache__" not in f.parts]


def _packed(name: str, f: Path) -> bytes:
    """A file as a page downloads it: a word file without its translator's notes and
    spaces (the same entries in the same order, fewer bytes), any other as it is."""
    if not name.endswith(".json"):
        return f.read_bytes()
    from ginrules.words.files import read

    return json.dumps(read(f), ensure_ascii=False, separators=(",", ":")).encode()


def page_zips(page: Page) -> list[str]:
    """The page-own zips `page` loads: its kind's, every one with a module its
    content needs (the modules of the exercise kinds a lesson uses), and every one with
    a module its controller may import or a word file such a module reads
    (`page_imports`: the review runs practice's kept hands, the puzzles page the
    course's exercises)."""
    from gintutor.kinds import kind_module

    needs = [kind_module(k) for k in page.data.get("kinds", ())]
    needs += [f for m in page_imports(page.kind) for f in (_module_files()[m], *_word_files(m))]
    return [
        path
        for key, (path, names) in page_zip_table().items()
        if key == page.kind or any(_packed_in(n, names) for n in needs)
    ]


@functools.cache
def _module_files() -> dict[str, str]:
    """Every module a page may run, by dotted name, to its file's path in the zips."""
    return {name.removesuffix(".py").replace("/", ".").removesuffix(".__init__"): name
            for name, _f in _python_files() if name.endswith(".py")}


@functools.cache
def _module_tree(module: str) -> ast.Module:
    """The parsed source of one of our modules (by dotted name), read once."""
    name = _module_files()[module]
    return ast.parse(_source_paths()[name].read_bytes(), name)


@functools.cache
def _source_paths() -> dict[str, Path]:
    """Each file a page may run, by its path in the zips, to where it is in the repository."""
    return dict(_python_files())


@functools.cache
def _imports(module: str) -> frozenset[str]:
    """The modules of ours that `module`'s import statements name, wherever they are (in
    a function too: that import runs when the function does; not those only a type
    checker reads), with the packages around them (importing ``a.b.c`` runs ``a`` and
    ``a.b`` first)."""
    files, name = _module_files(), _module_files()[module]
    package = module if name.endswith("__init__.py") else module.rpartition(".")[0]
    named: list[str] = []
    for node in _statements(_module_tree(module).body):
        if isinstance(node, ast.Import):
            named += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join([*parts[: len(parts) - node.level + 1], *filter(None, [base])])
            named += [base, *(f"{base}.{alias.name}" for alias in node.names)]
            lazy = _lazy_names(base)  # a package's names it imports on first use
            named += [f"{base}.{lazy[a.name]}" for a in node.names if a.name in lazy]
    found: set[str] = set()
    for dotted in named:
        parts = dotted.split(".")
        found.update(p for i in range(1, len(parts) + 1) if (p := ".".join(parts[:i])) in files)
    return frozenset(found - {module})


def _statements(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """Every statement in `body` and in the blocks inside it (functions, classes, loops,
    ``try``, ``with``, ``match``), but not what only a type checker reads (the block of
    ``if TYPE_CHECKING:``, which never runs). An import is always a statement."""
    for stmt in body:
        yield stmt
        if (isinstance(stmt, ast.If) and isinstance(stmt.test, ast.Name)
                and stmt.test.id == "TYPE_CHECKING"):
            yield from _statements(stmt.orelse)
            continue
        for block in ("body", "orelse", "finalbody"):
            yield from _statements(getattr(stmt, block, []))
        for inner in (*getattr(stmt, "handlers", ()), *getattr(stmt, "cases", ())):
            yield from _statements(inner.body)


@functools.cache
def _word_files(module: str) -> frozenset[str]:
    """The word files `module` reads: ``area("practice")`` (gintutor.words) reads
    ``gintutor/words/practice.json``."""
    return frozenset(
        f"gintutor/words/{node.args[0].value}.json"
        for node in ast.walk(_module_tree(module))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        and node.func.id == "area" and len(node.args) == 1
        and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str))


@functools.cache
def _lazy_names(package: str) -> dict[str, str]:
    """A package's names that its ``__getattr__`` imports on first use (PEP 562), from the
    ``_LAZY`` table in its ``__init__`` (``{"advise": "gin.advisor"}`` in ginrules): ``from
    ginrules import advise`` imports ginrules.gin.advisor."""
    if not _module_files().get(package, "").endswith("__init__.py"):
        return {}
    for node in _module_tree(package).body:
        if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)
                and any(isinstance(t, ast.Name) and t.id == "_LAZY" for t in node.targets)):
            table = ast.literal_eval(node.value)
            return {str(k): str(v) for k, v in table.items()}
    return {}


@functools.cache
def page_imports(kind: str) -> frozenset[str]:
    """Every module a page of `kind` may import by an import statement: what app.common
    (the page's start, ``boot``) and the kind's controller ``app.<kind>`` import, and what
    those import, and so on. Code a registry names in a string and loads on first use is
    not followed (every family names its code for every feature): such code is in its
    page kind's own zip, or in a lesson's exercise kinds (the page's data "kinds")."""
    files = _module_files()
    seen: set[str] = set()
    todo = [m for m in ("app.common", f"app.{kind}") if m in files]
    while todo:
        module = todo.pop()
        if module not in seen:
            seen.add(module)
            todo += _imports(module)
    return frozenset(seen)


def zip_of(name: str) -> str:
    """The zip the file `name` (its path in the zips) is packed in: the first of PAGE_ZIPS
    that names it, else PY_ZIP, the one every page loads."""
    return next((path for path, names in page_zip_table().values()
                 if _packed_in(name, names)), PY_ZIP)


def _packed_in(name: str, names: tuple[str, ...]) -> bool:
    """Whether the file `name` is one of `names`, or in a folder of them ("x/")."""
    return any(name == n or (n.endswith("/") and name.startswith(n)) for n in names)


def build_python_zips(out: Path) -> str:
    """ginrules/, gintutor/ and site/app/ (as `app`) in deterministic zips: PY_ZIP for
    every page, and each page's own zip (PAGE_ZIPS) with the files only that page runs.
    Each holds our modules as bytecode (`compile_bytecode`) and is shipped xz-compressed
    (`shipped_archive`), and has a twin with the same modules as source
    (`source_archive`), a plain zip. Returns the bytecode's magic number (hex)."""
    zips: dict[str, list[tuple[str, bytes]]] = {PY_ZIP: []}
    for path, _names in page_zip_table().values():
        zips[path] = []
    for name, f in _python_files():
        zips[zip_of(name)].append((name, _packed(name, f)))
    if not (APP / "__init__.py").exists():
        zips[PY_ZIP].append(("app/__init__.py", b""))
    for path, names in page_zip_table().values():
        packed = [name for name, _data in zips[path]]
        missing = {n for n in names if not any(_packed_in(p, (n,)) for p in packed)}
        if missing:
            raise BuildError(f"{path}: no {', '.join(sorted(missing))} to pack")
    sources = {name: data for entries in zips.values() for name, data in entries
               if name.endswith(".py")}
    bytecode = compile_bytecode(sources)
    for path, entries in zips.items():
        # The page loads the bytecode; the source, the same files as .py, only if its
        # Python cannot read that bytecode (site/start.mjs).
        compiled = [(f"{name}c", bytecode.pyc[name]) if name in bytecode.pyc else (name, data)
                    for name, data in entries]
        for target, files in ((shipped_archive(path), compiled), (source_archive(path), entries)):
            buf = io.BytesIO()
            with zipfile.ZipFile(buf, "w") as zf:
                for name, data in files:
                    _zip_add(zf, name, data, stored=target != source_archive(path))
            archive = buf.getvalue()
            if target == shipped_archive(path):
                archive = ship(archive)
            (out / target).parent.mkdir(parents=True, exist_ok=True)
            (out / target).write_bytes(archive)
    return bytecode.magic


def shipped_archive(path: str) -> str:
    """What a page downloads of the zip `path` ("py/x.zip"): the zip with its files stored,
    the whole of it xz-compressed ("py/x.zip.xz"; start.mjs unpacks it).

    Why: a zip compresses each file alone, and bytecode is larger than source; compressed
    as one stream the files share what they repeat. tutor.zip, the Python every page loads,
    went from 347 KB (deflated zip) to 219 KB (bz2 would give 201 KB but takes three times
    as long to unpack in Pyodide; a .tar.gz, which PyScript's `files` would take, 293 KB,
    and the import of `tarfile` costs ~0.2 s). PyScript's `files` setting reads zips and
    tarballs only, so start.mjs fetches and unpacks these itself."""
    return path + SHIPPED_SUFFIX


def open_shipped(data: bytes) -> zipfile.ZipFile:
    """The zip inside a shipped archive's bytes (`shipped_archive`), for reading."""
    return zipfile.ZipFile(io.BytesIO(lzma.decompress(data)))


def ship(zip_bytes: bytes) -> bytes:
    """A zip's bytes as a page downloads them (`shipped_archive`)."""
    return lzma.compress(zip_bytes, filters=XZ_FILTERS)


def source_archive(path: str) -> str:
    """Where the source twin of the bytecode archive `path` ("py/x.zip") is built."""
    return f"{SOURCE_ARCHIVES}/{Path(path).name}"


# --------------------------------------------------------------------------- bytecode


@dataclass(frozen=True)
class Bytecode:
    """Our modules compiled by Pyodide's own Python: its magic number (hex), and each
    module's .pyc by the path of its source in the zips."""

    magic: str
    pyc: dict[str, bytes]


def compile_bytecode(sources: dict[str, bytes]) -> Bytecode:
    """Compile `sources` ({"pkg/mod.py": source}) to .pyc with the pinned Pyodide's Python,
    run in Node by tools/compile-python.mjs.

    Why: a page otherwise compiles every module it imports from source, in WebAssembly,
    on every cold start (Pyodide never writes bytecode); loading bytecode skips that. Only
    Pyodide's own Python can make bytecode it accepts (CPython's magic number changes with
    every minor version, and the build runs another CPython). The .pyc keep no docstrings
    (no module reads one) and no column tables (tracebacks only lose their ^^^ markers):
    a third smaller. Compiled files are kept in PYC_CACHE, keyed by the Pyodide version
    and the source (and the compiler script), so only changed modules wait for Node."""
    version = pyodide_version()
    compiler = hashlib.sha256(COMPILER.read_bytes()).hexdigest()
    magic_file = PYC_CACHE / f"pyodide-{version}.magic"
    magic = magic_file.read_text(encoding="ascii") if magic_file.is_file() else None

    def cached(name: str, data: bytes) -> Path:
        key = hashlib.sha256(f"{version}\0{compiler}\0{name}\0".encode() + data)
        return PYC_CACHE / f"{key.hexdigest()[:32]}.pyc"

    pyc = {name: cached(name, data).read_bytes() for name, data in sources.items()
           if magic and cached(name, data).is_file()}
    missing = {name: data for name, data in sources.items() if name not in pyc}
    if missing:
        answer = _run_compiler(missing)
        if magic and answer["magic"] != magic:  # the cache is not this Pyodide's after all
            pyc, missing = {}, sources
            answer = _run_compiler(missing)
        magic = str(answer["magic"])
        for name, data in answer["pyc"].items():
            _write_atomically(cached(name, missing[name]), data)
            pyc[name] = data
        _write_atomically(magic_file, magic.encode("ascii"))
    return Bytecode(magic=str(magic), pyc=pyc)


def _write_atomically(path: Path, data: bytes) -> None:
    """Write `path` so that a build running at the same time (the tests build in
    parallel) reads the old file or the new one, never half of one."""
    import os
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=path.parent, delete=False) as tmp:
        tmp.write(data)
    os.replace(tmp.name, path)


def _run_compiler(sources: dict[str, bytes]) -> dict[str, Any]:
    """tools/compile-python.mjs's answer for `sources`, with each .pyc as bytes."""
    import base64
    import subprocess

    node = shutil.which("node")
    if node is None:
        raise BuildError("node is missing: the build compiles the Python with the pinned "
                         "Pyodide in Node (./dev installs Debian's nodejs)")
    request = {"files": {name: data.decode("utf-8") for name, data in sources.items()}}
    run = subprocess.run([node, str(COMPILER), str(NODE / "pyodide")],
                         input=json.dumps(request).encode(), capture_output=True, check=False)
    if run.returncode != 0:
        detail = run.stderr.decode(errors="replace").strip().splitlines()[-12:]
        raise BuildError("tools/compile-python.mjs failed:\n  " + "\n  ".join(detail))
    answer: dict[str, Any] = json.loads(run.stdout)
    answer["pyc"] = {name: base64.b64decode(data) for name, data in answer["pyc"].items()}
    if set(answer["pyc"]) != set(sources):
        raise BuildError("tools/compile-python.mjs did not compile every module")
    return answer


# --------------------------------------------------------------------------- runtime


def copy_runtime(out: Path) -> None:
    pyodide = NODE / "pyodide"
    pyscript = NODE / "@pyscript" / "core" / "dist"
    if not pyodide.is_dir() or not pyscript.is_dir():
        raise BuildError(
            "node_modules/ lacks pyodide or @pyscript/core: run `npm ci` (./dev does it)"
        )
    for name in PYODIDE_FILES:
        target = out / RUNTIME / "pyodide" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(pyodide / name, target)
    for pattern in PYSCRIPT_GLOBS:
        matches = sorted(pyscript.glob(pattern))
        if not matches:
            raise BuildError(f"node_modules/@pyscript/core/dist has no {pattern}")
        for src in matches:
            target = out / RUNTIME / "pyscript" / src.name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, target)


def pyodide_version() -> str:
    data = json.loads((NODE / "pyodide" / "package.json").read_text(encoding="utf-8"))
    return str(data["version"])


def snapshot_modules(*zip_paths: Path) -> list[str]:
    """The modules imported into the start-up snapshot: every module of ginrules and
    gintutor in the zips (pure Python, they never touch the page; not the command line), and
    the standard-library modules the page controllers import. Never the controllers
    themselves: they import `js`, and nothing that refers to a page may be in a snapshot."""
    import ast

    names = []
    for zip_path in zip_paths:
        with zipfile.ZipFile(zip_path) as zf:  # a zip of source or of bytecode
            names += [n.removesuffix("c") for n in zf.namelist() if n.endswith((".py", ".pyc"))]
    modules = []
    for name in sorted(names):
        parts = name[: -len(".py")].split("/")
        if parts[0] not in ("ginrules", "gintutor") or parts[-1] in ("__main__", "cli"):
            continue
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules.append(".".join(parts))
    stdlib: set[str] = set()
    for f in sorted(APP.rglob("*.py")):  # the controllers and their packages' modules
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"), str(f))):
            found = []
            if isinstance(node, ast.Import):
                found = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found = [node.module]
            stdlib.update(m for m in found if m.split(".")[0] in sys.stdlib_module_names)
    stdlib.discard("__future__")
    return sorted(stdlib) + modules


def write_start_modules(out: Path, magic: str) -> None:
    """dist/static/start.mjs and its snapshot worker (and the bare benchmark page's
    interpreter), from their templates in site/. `magic`: the magic number (hex) of the
    bytecode in the zips; start.mjs loads their source twins if its Python's differs.

    The snapshot holds the modules of every zip, not only tutor.zip's: one snapshot serves
    every page, and a page's own modules (practice's 40) otherwise cost a start from it
    up to 0.4 s to import, in WebAssembly that has not warmed up yet. They add 4% to the
    snapshot (6.4 to 6.7 MB gzipped; its memory image stays 31.5 MB); the worker reads
    the zips from the service worker's cache, which holds every file of the build."""
    archives = [path for path, _names in page_zip_table().values()]
    zips = [PY_ZIP, *archives]
    modules = snapshot_modules(*(out / source_archive(path) for path in zips))
    key = hashlib.sha256()
    key.update(pyodide_version().encode() + b"\0")
    for path in zips:
        key.update((out / shipped_archive(path)).read_bytes())
    key.update(json.dumps(modules).encode())
    snapshot_key = key.hexdigest()[:16]
    shipped = write_start_snapshot(
        out, snapshot_key, [[shipped_archive(path), source_archive(path)] for path in zips],
        magic, modules)
    values = {
        "__PYODIDE_DIR__": f"../{RUNTIME}/pyodide/",
        "__PY_ZIPS__": json.dumps([[f"../{shipped_archive(path)}", f"../{source_archive(path)}"]
                                   for path in zips]),
        "__PYC_MAGIC__": magic,
        "__SOURCE_ARCHIVES__": json.dumps({f"../{shipped_archive(path)}":
                                           f"../{source_archive(path)}" for path in zips}),
        "__SNAPSHOT_KEY__": snapshot_key,
        "__MODULES__": json.dumps(modules),
        "__SHIPPED_SNAPSHOT__": Path(shipped).name,
        "__SHIPPED_SNAPSHOT_BYTES__": str((out / shipped).stat().st_size),
    }
    for target in (START_MODULE, SNAPSHOT_WORKER, SNAPSHOT_MAKER, BASELINE_MODULE):
        source = SITE / Path(target).name
        text = source.read_text(encoding="utf-8")
        for name, value in values.items():
            text = text.replace(name, value)
        left = sorted(set(re.findall(r"__[A-Z][A-Z_]*[A-Z]__", text)))
        if left:
            raise BuildError(f"site/{source.name}: unknown placeholder(s) {', '.join(left)}")
        (out / target).write_text(text, encoding="utf-8")


def write_start_snapshot(out: Path, key: str, zips: list[list[str]], magic: str,
                         modules: list[str]) -> str:
    """Make the start-up snapshot for a first visit (START_SNAPSHOT; its path in `out` is
    returned): Pyodide with `modules` imported from the archives `zips` ([shipped, source
    twin], relative to `out`), made in Node by START_SNAPSHOT_TOOL the way a device makes
    its own after a first visit. Why: restoring it instead of initialising CPython saves
    about 2 s of a first visit here, more on a slow phone; start.mjs fetches it only on a
    connection fast enough for that to pay. Kept in PYC_CACHE by the snapshot key (which
    names the Pyodide and the archives) and the scripts that make it: a snapshot takes
    Node several seconds."""
    import subprocess

    scripts = hashlib.sha256()
    for script in (START_SNAPSHOT_TOOL, SITE / Path(SNAPSHOT_MAKER).name):
        scripts.update(script.read_bytes())
    cached = PYC_CACHE / f"start-snapshot-{key}-{scripts.hexdigest()[:12]}.gz"
    if not cached.is_file():
        node = shutil.which("node")
        if node is None:
            raise BuildError("node is missing: the build makes the start-up snapshot with the "
                             "pinned Pyodide in Node (./dev installs Debian's nodejs)")
        PYC_CACHE.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(f".{os.getpid()}.part")
        request = {"zips": zips, "magic": magic, "modules": modules}
        run = subprocess.run(
            [node, str(START_SNAPSHOT_TOOL), str(NODE / "pyodide"), str(out), str(partial)],
            input=json.dumps(request).encode(), capture_output=True, check=False)
        if run.returncode != 0 or not partial.is_file():
            partial.unlink(missing_ok=True)
            raise BuildError("making the start-up snapshot failed:\n"
                             + run.stderr.decode("utf-8", "replace")[-2000:])
        _check_snapshot_size(partial)
        os.replace(partial, cached)
        # Older snapshots go, but none made in the last hour: a build running beside this
        # one (the tests build in parallel) may be about to copy it.
        import time

        made = sorted((p.stat().st_mtime, p) for p in PYC_CACHE.glob("start-snapshot-*.gz"))
        for mtime, old in made[:-START_SNAPSHOTS_KEPT]:
            if time.time() - mtime > 3600:
                old.unlink(missing_ok=True)
    target = START_SNAPSHOT.format(key=key)
    shutil.copyfile(cached, out / target)
    return target


#: The largest start-up snapshot (its memory image) this Pyodide restores: its memory is
#: made 32 MiB at the start whatever the snapshot asks, and restoring a bigger image fails
#: ("RangeError: offset is out of bounds"), so every visit would start the slow way. The
#: image grows in steps (30 MiB, then 36 MiB): a module that imports more at start-up
#: (argparse, 0.3 MB, did) can tip it over.
MAX_SNAPSHOT_BYTES = 32 * 1024 * 1024


def _check_snapshot_size(path: Path) -> None:
    """BuildError when the snapshot at ``path`` (gzip) is too big to be restored."""
    with gzip.open(path, "rb") as f:
        size = 0
        while chunk := f.read(1 << 20):
            size += len(chunk)
    if size > MAX_SNAPSHOT_BYTES:
        path.unlink(missing_ok=True)
        raise BuildError(
            f"the start-up snapshot's memory is {size / 2**20:.1f} MiB, over the "
            f"{MAX_SNAPSHOT_BYTES // 2**20} MiB this Pyodide restores: a module imported "
            "into it (build.snapshot_modules) imports more than before; import the new "
            "part where it is used")


# --------------------------------------------------------------------------- link check


class _Refs(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.refs: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(str(a["id"]))
        for name in ("href", "src"):
            v = a.get(name)
            if v is not None:
                self.refs.append(v)
        if tag == "script" and a.get("type") == "py" and a.get("config"):
            cfg = json.loads(str(a["config"]))
            if "interpreter" in cfg:
                self.refs.append(cfg["interpreter"])
            self.refs.extend(cfg.get("files", {}))
            self.refs.extend(json.loads(str(a.get("data-archives") or "[]")))


def check_links(out: Path) -> None:
    problems: list[str] = []
    for page in sorted(out.rglob("*.html")):
        parser = _Refs()
        parser.feed(page.read_text(encoding="utf-8"))
        rel = page.relative_to(out).as_posix()
        for ref in parser.refs:
            if ref == "":
                problems.append(f"{rel}: empty link")
                continue
            parts = urlsplit(ref)
            if parts.scheme or parts.netloc:
                problems.append(f"{rel}: link to another origin: {ref}")
                continue
            target, frag = urldefrag(ref)
            target = target.split("?", 1)[0]  # a page's address options: the page itself
            if not target:
                if frag and frag not in parser.ids:
                    problems.append(f"{rel}: no element with id {frag!r}")
                continue
            resolved = (page.parent / target).resolve()
            try:
                resolved.relative_to(out.resolve())
            except ValueError:
                problems.append(f"{rel}: link leaves the site: {ref}")
                continue
            if resolved.is_dir():
                resolved = resolved / "index.html"
            if not resolved.is_file():
                problems.append(f"{rel}: dead link {ref}")
    if problems:
        raise BuildError("broken links:\n  " + "\n  ".join(problems))


# --------------------------------------------------------------------------- service worker


def content_version(out: Path, files: list[str]) -> str:
    h = hashlib.sha256()
    for name in files:
        h.update(name.encode() + b"\0")
        h.update((out / name).read_bytes())
    return h.hexdigest()[:12]


def write_service_worker(out: Path) -> str:
    not_precached = re.compile(re.escape(START_SNAPSHOT).replace(r"\{key\}", "[0-9a-f]+") + "$")
    files = sorted(
        name for name in (p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
        if name != "sw.js" and not not_precached.match(name)
    )
    version = content_version(out, files)
    template = (SITE / "sw.js").read_text(encoding="utf-8")
    if "__VERSION__" not in template or "__FILES__" not in template:
        raise BuildError("site/sw.js must contain __VERSION__ and __FILES__")
    text = template.replace("__VERSION__", version).replace(
        "__FILES__", json.dumps(files, indent=1)
    )
    (out / "sw.js").write_text(text, encoding="utf-8")
    return version


# --------------------------------------------------------------------------- build


def build(out: Path | str = ROOT / "dist", *, label: str = "", quiet: bool = False) -> str:
    """Build the site into `out` (emptied first). Returns the content version."""
    out = Path(out)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    STRINGS.clear()
    STRINGS.update(load_strings())
    pages = collect_pages()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    shutil.copytree(STATIC, out / "static")
    shutil.copyfile(SITE / "manifest.webmanifest", out / "manifest.webmanifest")
    # Data a page fetches only when it needs it (precached like every file): kept out of
    # the zips, which every start-up snapshot holds unpacked in its memory.
    shutil.copytree(ROOT / "gintutor" / "data", out / "data")
    magic = build_python_zips(out)
    copy_runtime(out)
    write_start_modules(out, magic)
    # The footer shows a short hash of the sources; the service worker's version is the hash
    # of the finished build (computed last, over every file).
    src_hash = hashlib.sha256()
    # The site's words are sources too (gintutor/words/site.json is no longer under site/).
    for f in sorted([*SITE.rglob("*"), *(ROOT / "ginrules").rglob("*.py"),
                     *(ROOT / "gintutor").rglob("*.py"), *ROOT.glob("gin*/words/*.json"),
                     *(ROOT / "gintutor" / "data").glob("*.json")]):
        if f.is_file() and "__pycache__" not in f.parts:
            src_hash.update(f.read_bytes())
    render_site(out, pages, src_hash.hexdigest()[:8], label)
    check_links(out)
    version = write_service_worker(out)
    if not quiet:
        n = len(pages)
        print(f"built {n} pages into {out} (version {version})")
    return version


# --------------------------------------------------------------------------- serving


#: The types the server gzips (`_Handler.send_head`): text.
_COMPRESSED_TYPES = ("text/", "application/json", "application/manifest+json",
                     "image/svg+xml")


@functools.lru_cache(maxsize=256)
def _gzipped(path: str, _mtime_ns: int, _size: int) -> bytes:
    """The file at `path` gzipped (at gzip's usual level, as hosts do), kept while the
    file is unchanged: a changed file has another time or size, so another key."""
    import gzip

    return gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 (the base class declares it as an instance attribute)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".zip": "application/zip",
        ".xz": "application/x-xz",
        ".svg": "image/svg+xml",
        ".css": "text/css",
        ".html": "text/html; charset=utf-8",
    }

    def do_GET(self) -> None:
        # Answer every request in full: If-Modified-Since has one-second resolution, so a
        # rebuild within the same second would otherwise be answered "not modified".
        del self.headers["If-Modified-Since"]
        super().do_GET()

    def send_head(self) -> Any:
        """Text gzipped for a browser that takes it, as web hosts send it (the pages, the
        styles, the scripts, the words): so the benchmarks measure the bytes a learner
        downloads. What is compressed already (our xz zips, PNG) and the WebAssembly go
        as they are."""
        if "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().send_head()
        path = Path(self.translate_path(self.path))
        if path.is_dir() and urlsplit(self.path).path.endswith("/"):
            path = path / "index.html"
        kind = self.guess_type(str(path))
        if not path.is_file() or not kind.startswith(_COMPRESSED_TYPES):
            return super().send_head()  # also a folder's redirect and "not found"
        stat = path.stat()
        body = _gzipped(str(path), stat.st_mtime_ns, stat.st_size)
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self) -> None:
        # Revalidate every time, so a rebuild is seen at once; the service worker does
        # the real caching.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass


class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser that closes a connection early (a page left mid-download) is normal.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path | str, port: int = 0) -> http.server.HTTPServer:
    """A threaded static server for `directory` on 127.0.0.1 (port 0: any free port)."""
    handler = functools.partial(_Handler, directory=str(directory))
    return _Server(("127.0.0.1", port), handler)


def serve_in_thread(directory: Path | str, port: int = 0) -> tuple[http.server.HTTPServer, str]:
    server = make_server(directory, port)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    real_port = server.server_address[1]
    return server, f"http://127.0.0.1:{real_port}/"


# --------------------------------------------------------------------------- local browser

# The Chromium that the browser tests and benchmarks drive (Debian's; `./dev test` installs
# it), with the flags it needs here: as root no sandbox; no GPU; and none of its own
# background connections, which this machine's closed network refuses.
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", nargs="?", default="build", choices=["build", "serve"])
    parser.add_argument("--out", default=str(ROOT / "dist"))
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument(
        "--label", default="", help="text shown in the footer (e.g. a release name)"
    )
    args = parser.parse_args(argv)
    try:
        build(args.out, label=args.label)
    except BuildError as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    if args.command == "serve":
        try:
            server = make_server(args.out, args.port)
        except OSError:
            print(f"port {args.port} is busy; using a free one", file=sys.stderr)
            server = make_server(args.out, 0)
        port = server.server_address[1]
        print(f"Serving {args.out} at http://127.0.0.1:{port}/  (Ctrl-C stops)", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
