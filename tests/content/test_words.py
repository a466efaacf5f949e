"""One word catalogue (issue 14): every catalogue complete in both languages, every key the
code names exists, and the one look-up behaves the same for every catalogue."""

from __future__ import annotations

import ast
import importlib
import re
import string
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from ginrules import Card, parse_cards
from ginrules.core.errors import CatalogueError, MissingWordError, UnknownLanguageError
from ginrules.words import GRAMMAR_FIELDS, LANGUAGES, Catalogue, engine_words
from gintutor import practice
from gintutor.catalogues import catalogues, site_words
from gintutor.i18n import WORDS
from gintutor.practice import rummy_words
from gintutor.puzzles import words as puzzle_words
from gintutor.score_pad import WORDS as PAD_WORDS
from gintutor.words import area

ROOT = Path(__file__).resolve().parents[2]
SITE_WORDS = site_words()  # the site frame's words as the templates read them
EVERY = catalogues()


def _fields(text: str) -> set[str]:
    """The values a text fills in, but those that only choose a word form."""
    return {field for _, field, _, _ in string.Formatter().parse(text)
            if field and field not in GRAMMAR_FIELDS}


# ---------------------------------------------------------------- completeness


def test_every_catalogue_is_complete_in_both_languages() -> None:
    """The one completeness test (it replaces the lessons' missing_translations() check):
    every key of every catalogue has a text in English and in Dutch."""
    from gintutor.words import areas

    assert "site" in areas()  # the site frame's words are an area like the others
    assert {c.name for c in EVERY} >= {"ginrules", "gintutor.i18n",
                                       "gintutor.practice.rummy_words",
                                       *(f"gintutor/words/{name}.json" for name in areas())}
    for catalogue in EVERY:
        assert catalogue.problems() == [], catalogue.name
        assert len(catalogue) > 20, catalogue.name


def test_both_languages_fill_in_the_same_values() -> None:
    """A Dutch text may not need a value the English one is not given (or the reverse)."""
    for catalogue in EVERY:
        for key in catalogue:
            en, nl = (_fields(catalogue.template(key, lang)) for lang in LANGUAGES)
            assert en == nl, (catalogue.name, key)


def test_no_word_a_learner_reads_names_a_command_line() -> None:
    """The review once told learners of "a record from the command line (python -m
    ginrules selfplay)": a page says where a file comes from in a learner's words; the
    commands are the docs' (the engine's command line says its own words)."""
    for catalogue in EVERY:
        for key in catalogue:
            for lang in LANGUAGES:
                text = catalogue.template(key, lang)
                assert "python -m" not in text and "command line" not in text, (
                    catalogue.name, key)


def test_the_completeness_check_names_what_is_missing() -> None:
    words = Catalogue("example", {"a": {"en": "A", "nl": "A"}, "b": {"en": "B"},
                                  "c": {"en": "C", "nl": " "}, "d": {"en": "D", "nl": "D",
                                                                     "fr": "D"}})
    assert words.problems() == ["[nl] lacks b, c", "languages the product does not speak: fr"]


def test_the_build_reads_site_words_through_the_catalogue(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The build's templates read the site frame's word file with the presets' names; a
    damaged copy stops the build with a message naming the file and what is wrong."""
    import build

    strings = build.load_strings()
    assert strings == {lang: SITE_WORDS.table(lang) for lang in LANGUAGES}
    assert strings["nl"]["reload"] == "Pagina opnieuw laden"
    assert strings["en"]["preset_nl-klassiek"] == engine_words().say("preset.nl-klassiek", "en")
    text = build.SITE_WORDS.read_text(encoding="utf-8")
    copy = tmp_path / "site.json"
    monkeypatch.setattr(build, "SITE_WORDS", copy)
    damaged = {
        "[nl] lacks reload": text.replace(',\n    "nl": "Pagina opnieuw laden"', ""),
        "languages the product does not speak: de": text.replace(
            '"nl": "Pagina opnieuw laden"', '"nl": "Pagina opnieuw laden", "de": "Neu laden"'),
        "not a word file (Expecting": text.replace('"reload": {', '"reload" {'),
        "not a word file (a word file is one JSON object of keys, not a list": f"[{text}]",
        "'reload' is not a word key with its texts": text.replace(
            '"reload": {', '"reload": "Reload the page", "was reload": {'),
        "'preset_hoyle' is in both": text.replace(
            '"reload": {', '"preset_hoyle": {"en": "Hoyle", "nl": "Hoyle"}, "reload": {'),
    }
    for said, broken in damaged.items():
        copy.write_text(broken, encoding="utf-8")
        with pytest.raises(build.BuildError) as info:
            build.load_strings()
        assert str(info.value).startswith(str(copy)), info.value
        assert said in str(info.value), info.value


# ---------------------------------------------------------------- preset names


def test_preset_names_are_written_once() -> None:
    from ginrules import Rules
    from gintutor.rules_text import PRESET_NAMES, preset_name

    for name in Rules.preset_names():
        for lang in LANGUAGES:
            once = engine_words().say(f"preset.{name}", lang)
            assert WORDS.say(f"preset.{name}", lang) == once
            assert SITE_WORDS.say(f"preset_{name}", lang) == once
            assert preset_name(name, lang) == PRESET_NAMES[name][lang] == once
    sources = [ROOT / "gintutor" / "words" / "site.json", ROOT / "gintutor" / "i18n.py",
               ROOT / "gintutor" / "rules_text.py"]
    for path in sources:
        assert "Nederlands klassiek" not in path.read_text(encoding="utf-8"), path


# ---------------------------------------------------------------- one behaviour

LOOKUPS: dict[str, Callable[..., str]] = {
    "engine": engine_words().say,
    "lessons": WORDS.say,
    "practice": practice.WORDS.say,
    "puzzles": puzzle_words.WORDS.say,
    "site strings": SITE_WORDS.say,
}
A_KEY = {"engine": "knock.gin", "lessons": "ok", "practice": "you",
         "puzzles": "page.title", "site strings": "site_name"}


@pytest.mark.parametrize("name", sorted(LOOKUPS))
def test_a_missing_key_is_the_same_clear_error_everywhere(name: str) -> None:
    say = LOOKUPS[name]
    with pytest.raises(MissingWordError, match=r"no word 'no\.such\.word'"):
        say("no.such.word", "en")
    with pytest.raises(KeyError):  # what a missing word always was
        say("no.such.word", "nl")


@pytest.mark.parametrize("name", sorted(LOOKUPS))
def test_an_unknown_language_is_the_same_clear_error_everywhere(name: str) -> None:
    say = LOOKUPS[name]
    assert say(A_KEY[name], "nl").strip()
    with pytest.raises(UnknownLanguageError, match="unknown language 'de': use 'en' or 'nl'"):
        say(A_KEY[name], "de")
    assert issubclass(UnknownLanguageError, ValueError)


def test_a_missing_value_is_a_clear_error() -> None:
    with pytest.raises(MissingWordError, match=r"'ui\.lesson_n' needs a value for 'n'"):
        WORDS.say("ui.lesson_n", "en")
    assert WORDS.say("ui.lesson_n", "nl", n=3) == "Les 3"


def test_values_are_written_the_same_way_in_every_catalogue() -> None:
    """Cards, lists of cards and plurals: one value rendering (the engine's)."""
    words = Catalogue("example", {
        "k": {"en": "{cards} and {card:name}, {n} {n:day|days}",
              "nl": "{cards} en {card:name}, {n} {n:dag|dagen}"},
    })
    cards = parse_cards("QH KS")
    assert words.say("k", "nl", cards=cards, card=Card("QH"), n=1) == (
        "V♥ H♠ en harten vrouw, 1 dag")
    assert words.say("k", "en", cards=cards, card=Card("QH"), n=2) == (
        "Q♥ K♠ and queen of hearts, 2 days")
    assert puzzle_words.WORDS.say("page.streak", "nl", streak=1, best=4).startswith(
        "Puzzel van de dag: 1 dag achter elkaar")
    assert WORDS.say("ui.picked", "nl", cards=cards) == "Gekozen: V♥ H♠"


def test_catalogues_merge_explicitly_and_never_overwrite() -> None:
    a = Catalogue("a", {"x": {"en": "X", "nl": "X"}})
    with pytest.raises(CatalogueError, match="'x' is in both a and b"):
        Catalogue.merged("ab", [a, Catalogue("b", {"x": {"en": "Y", "nl": "Y"}})])
    from ginrules.words.files import engine_table

    before = set(engine_table("engine"))
    import ginrules.gin.advisor  # noqa: F401  (importing the advisor changes no table)

    assert set(engine_table("engine")) == before
    assert "advice.wait" in engine_words() and "advice.wait" not in engine_table("engine")


def test_page_tables_are_built_from_the_catalogues() -> None:
    for lang in LANGUAGES:
        # the practice page's words: gin's table and Rummy's (from Rummy's own module)
        assert practice.page_texts(lang) == rummy_words.WORDS.table(lang)
        assert practice.WORDS.table(lang).items() <= practice.page_texts(lang).items()
        assert puzzle_words.page_texts(lang) == puzzle_words.WORDS.table(lang)
    assert practice.strength_name("club", "nl") == "Club"
    from ginrules.players.opponent import STRENGTHS

    for strength in STRENGTHS:  # every strength has its name (no capitalised fallback)
        assert all(practice.strength_name(strength, lang) for lang in LANGUAGES)


# ---------------------------------------------------------------- every key used exists

#: (files, a pattern whose group 1 is a literal key, the catalogue the key must be in): the
#: look-ups that are not ``<catalogue>.say(...)`` in Python (those :func:`_said_keys` finds).
USES: list[tuple[list[str], str, Catalogue]] = [
    (["ginrules/**/*.py"], r'\bStep\(\s*"([a-z_.]+)"', engine_words()),
    (["ginrules/**/*.py"], r'step_id = "([a-z_.]+)"', engine_words()),
    (["site/templates/**/*.html"], r"\bt\.(?:(?:en|nl)\.)?([a-z_]+)\b", SITE_WORDS),
    (["site/templates/practice.html"], r'\bpr\[\s*"([^"]+)"\s*\]', rummy_words.WORDS),
    (["site/templates/puzzles.html"], r'\bpz\[\s*"([^"]+)"\s*\]', puzzle_words.WORDS),
    (["site/templates/score_pad.html"], r'\bsp\[\s*"([^"]+)"\s*\]', PAD_WORDS),
]

#: The one look-up in code: ``WORDS.say("key", ...)``, ``LESSON_WORDS.say(...)``,
#: ``rp.WORDS.say(...)``: a catalogue (reached by its name in the module) and a literal key.
SAY = re.compile(r'(?<![\w.])((?:\w+\.)*\w+)\.say\(\s*"([^"{}]+)"\s*[,)]')


def _module_names(path: Path) -> dict[str, tuple[str, str | None]]:
    """What each name imported at the top of `path` is: (module, attribute or None)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parts = path.relative_to(ROOT).with_suffix("").parts
    dotted = ".".join(("app", *parts[2:]) if parts[0] == "site" else parts)
    package = dotted if path.name == "__init__.py" else dotted.rpartition(".")[0]
    names: dict[str, tuple[str, str | None]] = {}
    for node in tree.body:
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    names[alias.asname] = (alias.name, None)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            for alias in node.names:
                names[alias.asname or alias.name] = (base, alias.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign) and (
                not dotted.startswith("app") or _area_named(node.value) is not None):
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target]):
                if isinstance(target, ast.Name):
                    names[target.id] = (dotted, target.id)
    return names


def _area_named(value: ast.expr | None) -> str | None:
    """The area of a catalogue made as ``area("name")``, else None."""
    if (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
            and value.func.id == "area" and len(value.args) == 1
            and isinstance(value.args[0], ast.Constant) and isinstance(value.args[0].value, str)):
        return value.args[0].value
    return None


def _page_catalogue(module: str, attr: str | None) -> Catalogue | None:
    """A catalogue a page module (``app.common``) makes from an area, such as
    ``SITE_WORDS = area("site")``: read from its source, since a page module imports the
    browser's ``js`` and cannot be imported here."""
    path = ROOT / "site" / Path(*module.split("."))
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == attr for t in node.targets):
            named = _area_named(node.value)
            return None if named is None else area(named)
    return None


def _catalogue(chain: str, names: dict[str, tuple[str, str | None]]) -> Catalogue | None:
    """The catalogue a name like ``WORDS`` or ``rp.WORDS`` is in a module, if it is one."""
    first, *rest = chain.split(".")
    if first not in names:
        return None
    module, attr = names[first]
    if module.startswith("app"):
        return _page_catalogue(module, attr) if not rest else None
    obj: object = importlib.import_module(module)
    if attr is not None:
        obj = getattr(obj, attr, None)
        if obj is None:
            obj = importlib.import_module(f"{module}.{attr}")
    for part in rest:
        obj = getattr(obj, part, None)
    return obj if isinstance(obj, Catalogue) else None


def _said_keys() -> Iterator[tuple[Path, str, Catalogue]]:
    """Every literal key said the one way in the tutor's and the pages' Python."""
    for path in sorted([*ROOT.glob("gintutor/**/*.py"), *ROOT.glob("site/app/**/*.py"),
                        ROOT / "build.py"]):
        text = path.read_text(encoding="utf-8")
        names = _module_names(path)
        for chain, key in SAY.findall(text):
            catalogue = _catalogue(chain, names)
            if catalogue is not None:
                yield path, key, catalogue


def test_every_key_said_the_one_way_exists() -> None:
    said = list(_said_keys())
    missing = [f"{path.relative_to(ROOT)}: {key!r} ({catalogue.name})"
               for path, key, catalogue in said if key not in catalogue]
    assert missing == []
    # every word file's look-ups are found: none can pass blindly
    assert {c.name for _p, _k, c in said} >= {
        "gintutor.i18n", "gintutor/words/practice.json", "gintutor/words/puzzles.json",
        "gintutor/words/puzzles_rummy.json", "gintutor/words/puzzles_multi.json",
        "gintutor.kinds.games.rummy_common", "gintutor.kinds.games.multi_words",
        "gintutor.practice.rummy_words", "gintutor/words/site.json",
        "gintutor/words/score_pad.json"}
    assert len(said) > 400, len(said)


def test_every_key_named_in_code_exists() -> None:
    missing: list[str] = []
    for globs, pattern, catalogue in USES:
        found = 0
        for glob in globs:
            for path in sorted(ROOT.glob(glob)):
                for key in re.findall(pattern, path.read_text(encoding="utf-8")):
                    found += 1
                    if key not in catalogue:
                        missing.append(f"{path.relative_to(ROOT)}: {key!r} ({catalogue.name})")
        assert found > 0, pattern  # every pattern does find look-ups: none can pass blindly
    assert missing == []
