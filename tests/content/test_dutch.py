"""Dutch that a Dutch learner reads without stumbling (issue 13).

Two checks over every Dutch text the project has:

* one vocabulary: none of the words the issue replaced (``pot``, ``gever``, ``setje``, ...)
  appears in any Dutch string;
* one set of card letters: Dutch pages write B V H (boer, vrouw, heer), English pages
  J Q K, in prose, on card faces, in feedback and hints.

What the vocabulary test scans (``dutch_sources``):

* every ``lessons/*.toml``: each value under an ``nl`` key (titles, summaries, prose,
  questions, hints);
* every word file (``ginrules/words/*.json``, ``gintutor/words/*.json``, the site frame's
  ``site.json`` too): each entry's ``nl`` text;
* every Dutch-only template ``site/templates/*_nl.html``: its text, tags removed;
* every Python file of ``ginrules/``, ``gintutor/``, ``site/app/`` and ``build.py``,
  read with ``ast`` (so page controllers need no browser): each string under an
  ``"nl"`` key of a dict literal, both ``{"id": {"en": ..., "nl": ...}}`` tables
  (engine messages, advisor, tutor words) and ``{"en": {...}, "nl": {...}}`` tables
  (practice, puzzles). A new module with Dutch text is scanned without changing this file.
"""

from __future__ import annotations

import ast
import html
import json
import re
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ginrules import Rules
from gintutor import exercises as ex_mod
from gintutor.courses import LESSONS_DIR, load_courses
from gintutor.lesson_page import exercise_html

ROOT = Path(__file__).resolve().parents[2]

# The words issue 13 replaced, each with what to write instead (the message says it).
FORBIDDEN: dict[str, str] = {
    r"\bpot(je)?\b": "'stapel' (the stock)",
    r"\bgevers?\b": "'deler' / 'niet-deler'",
    r"grote gin": "'big gin'",
    r"ondergeklopt": "'ge-undercut worden'",
    r"onderklop": "'undercut' / 'undercutbonus'",
    r"motor": "no engine words: say what the page does ('de spelregels worden geladen')",
    r"gelijkspel is ook": "'Bij gelijk dood hout …' (gelijkspel is a drawn hand)",
    r"goede speler": "'Juiste speler'",
    r"setje": "'set' (a meld is a 'combinatie')",
    # one word for one thing, as the engine's messages say it
    r"kloplimiet": "'klopgrens'",
    r"boxbonus": "'rondebonus'",
    r"dode hout": "'dood hout'",
    r"tegenspeler van de deler": "'niet-deler' ('tegenspeler' is the defender only)",
    r"vakbonus": "'rondebonus' (the two-player course's word for the box bonus)",
    # word for word from English (issue 31): a meld "takes" a card, a run "grew"
    r"\b(neemt|nemen)\b[^.:;]*\baan\b|\baanneemt\b": "'... past bij ...' (a card fits a meld)",
    r"\bneemt de (vierde|volgende)\b": "'bij een set van drie past de vierde kaart'",
    r"\bgegroeid\b": "'verlengd' (a run someone extended)",
    r"\bgelijkspel (wie|gaat)\b": "'bij gelijk dood hout' (gelijkspel is a drawn hand)",
}
FORBIDDEN_RE = {re.compile(pattern, re.IGNORECASE): use for pattern, use in FORBIDDEN.items()}

# -- collecting every Dutch text -----------------------------------------------------------------
def _strings_under_nl(value: Any) -> Iterator[str]:
    """Every string inside a parsed TOML value found under an ``nl`` key."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings_under_nl(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings_under_nl(v)


def _toml_dutch(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _strings_under_nl(v) if k == "nl" else _toml_dutch(v)
    elif isinstance(value, list):
        for v in value:
            yield from _toml_dutch(v)


def _ast_strings(node: ast.AST) -> Iterator[str]:
    for sub in ast.walk(node):
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
            yield sub.value


def _python_dutch(path: Path) -> list[str]:
    """Strings under an ``"nl"`` key of any dict literal in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if isinstance(key, ast.Constant) and key.value == "nl":
                    found.extend(_ast_strings(value))
    return found


def _template_text(path: Path) -> list[str]:
    text = re.sub(r"\{#.*?#\}|\{%.*?%\}|\{\{.*?\}\}", " ", path.read_text(encoding="utf-8"),
                  flags=re.DOTALL)
    return [html.unescape(re.sub(r"<[^>]*>", " ", text))]


def dutch_sources() -> dict[str, list[str]]:
    """Every file with Dutch text, relative path -> its Dutch strings."""
    sources: dict[str, list[str]] = {}
    for path in sorted(LESSONS_DIR.rglob("*.toml")):  # every course's lessons, courses.toml
        name = path.relative_to(LESSONS_DIR).as_posix()
        sources[f"lessons/{name}"] = list(_toml_dutch(tomllib.loads(path.read_text("utf-8"))))
    for path in sorted((ROOT / "site" / "templates").rglob("*_nl.html")):  # games/ too
        sources[path.relative_to(ROOT).as_posix()] = _template_text(path)
    for folder in (ROOT / "ginrules" / "words", ROOT / "gintutor" / "words"):  # word files
        for path in sorted(folder.glob("*.json")):
            data = json.loads(path.read_text("utf-8"))
            sources[path.relative_to(ROOT).as_posix()] = [e["nl"] for e in data.values()]
    files = [*sorted((ROOT / "ginrules").rglob("*.py")), *sorted((ROOT / "gintutor").rglob("*.py")),
             *sorted((ROOT / "site" / "app").rglob("*.py")), ROOT / "build.py"]
    for path in files:
        texts = _python_dutch(path)
        if texts:
            sources[path.relative_to(ROOT).as_posix()] = texts
    return sources


SOURCES = dutch_sources()


def test_the_scan_finds_every_known_dutch_text() -> None:
    """The scan cannot silently find nothing: the known sources are there, with text."""
    must = {"lessons/01-cards.toml", "lessons/13-house-rules.toml", "gintutor/words/site.json",
            "site/templates/rules_nl.html", "site/templates/games/rummy_nl.html",
            "ginrules/words/engine.json",
            "gintutor/words/lessons.json", "gintutor/words/practice.json",
            "gintutor/words/puzzles.json", "ginrules/words/advisor.json",
            "lessons/rummy/01-the-table.toml",
            "lessons/gin-multi/04-seven-card-showdown.toml",
            "gintutor/words/lessons_multi.json", "gintutor/words/lessons_rummy.json"}
    assert must <= set(SOURCES)
    sizes = {name: sum(len(text) for text in SOURCES[name]) for name in must}
    assert all(size > 500 for size in sizes.values()), sizes
    assert len(SOURCES["gintutor/words/lessons.json"]) > 150
    # the English of the same words is not scanned
    assert "Right!" not in SOURCES["gintutor/words/lessons.json"]
    assert "Goed zo!" in SOURCES["gintutor/words/lessons.json"]


def _offences(texts: list[str]) -> list[str]:
    return [f"{m.group(0)!r} in {text!r}: write {use}"
            for text in texts for rx, use in FORBIDDEN_RE.items() for m in rx.finditer(text)]


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_one_dutch_vocabulary(name: str) -> None:
    offences = _offences(SOURCES[name])
    assert not offences, "\n".join(offences)


def test_the_vocabulary_check_catches_each_word() -> None:
    for text in ("Trek van de pot", "de niet-gever", "Grote gin", "hij is ondergeklopt",
                 "Onderklopbonus", "De kaartmotor laadt", "Gelijkspel is ook een undercut",
                 "Goede speler, maar", "een setje", "Kloplimiet: 7", "de boxbonus",
                 "het dode hout", "de tegenspeler van de deler begint"):
        assert _offences([text]), text
    for text in ("Een set van drie neemt de vierde kaart van zijn rang",
                 "ook aan een kant waar hij al gegroeid is", "wat zo'n combinatie aanneemt",
                 "Nee: 7♥ 8♥ 9♥ neemt 6♥ en 10♥ aan, niet B♥", "de vakbonus",
                 "bij gelijkspel wie vanaf links het eerst aan de beurt is"):
        assert _offences([text]), text
    for text in ("de stapel", "de deler en de niet-deler", "big gin", "ge-undercut",
                 "Juiste speler", "een set", "potlood", "vergeven",
                 "Bij een set van drie past de vierde kaart van dezelfde rang",
                 "hij neemt een kaart van de stapel", "de rondebonus"):
        assert not _offences([text]), text


# -- one set of card letters per language, on the lesson pages ------------------------------------
ENGLISH_RANKS = re.compile(r"[JQK][♣♦♥♠]|(?<![\w])[JQK](?![\w])")
DUTCH_RANKS = re.compile(r"[BVH][♣♦♥♠]|(?<![\w])[BVH](?![\w])")
OTHER_LETTERS = {"nl": ENGLISH_RANKS, "en": DUTCH_RANKS}
OWN_FACE = {"nl": re.compile(r"[BVH][♣♦♥♠]"), "en": re.compile(r"[JQK][♣♦♥♠]")}


def page_texts(markup: str) -> list[str]:
    """What a reader sees or hears of some HTML: the text and the accessible names."""
    labels = re.findall(r'aria-label="([^"]*)"', markup)
    text = re.sub(r"<[^>]*>", " ", markup)
    return [html.unescape(t) for t in (text, *labels)]


def lesson_page_texts(lang: str, chosen: Rules) -> list[str]:
    """Every lesson of every course as its page shows it: title, summary, prose, every
    exercise drawn (under the learner's rules as the lesson's game has them)."""
    from gintutor.render import card_html

    texts: list[str] = []
    for course in load_courses():
        texts += [course.title[lang], course.summary[lang]]
    for lesson in (lsn for course in load_courses() for lsn in course.lessons):
        rules = lesson.rules_in(chosen)
        texts += [lesson.title[lang], lesson.summary[lang]]
        for block in lesson.blocks:
            texts += lesson.paragraphs(block, lang, rules)
            for group in block.groups:
                texts += page_texts("".join(card_html(c, lang, interactive=False) for c in group))
        for n, ex in enumerate(lesson.exercises, start=1):
            texts += page_texts(exercise_html(ex, rules, lang, n, len(lesson.exercises)))
    return texts


@pytest.mark.parametrize("preset", Rules.preset_names())
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_lesson_pages_use_one_set_of_card_letters(lang: str, preset: str) -> None:
    texts = lesson_page_texts(lang, Rules.preset(preset))
    wrong = [t for t in texts if OTHER_LETTERS[lang].search(t)]
    assert not wrong, wrong[:5]
    assert sum(bool(OWN_FACE[lang].search(t)) for t in texts) > 20  # faces were checked


def test_tutor_words_write_cards_in_the_pages_letters() -> None:
    """gintutor.i18n.WORDS.say() takes cards, lists of cards and melds and writes them in the
    language's letters (so the tutor passes cards, never ``str(card)``)."""
    import doctest

    from ginrules import Card, Meld, parse_cards
    from gintutor import i18n
    from gintutor.i18n import WORDS

    assert WORDS.say("ui.discard_picked", "nl", card=Card("KS")) == "Afleggen: H♠"
    assert WORDS.say("ui.discard_picked", "en", card=Card("KS")) == "Discard: K♠"
    assert WORDS.say("ui.picked", "nl", cards=parse_cards("JD QD KD")) == "Gekozen: B♦ V♦ H♦"
    assert WORDS.say("ui.picked", "nl", cards=list(parse_cards("TC JC"))) == "Gekozen: 10♣ B♣"
    assert WORDS.say("your.set", "nl", cards=Meld.of("QC QD QH")) == "je set V♣ V♦ V♥"
    assert WORDS.say("ui.lesson_n", "nl", n=12) == "Les 12"  # other values are left to format
    assert doctest.testmod(i18n).failed == 0


def _hint_texts(lang: str) -> list[str]:
    """The three hints and a wrong answer's feedback of every exercise of every course."""
    texts: list[str] = []
    for lesson in (lsn for course in load_courses() for lsn in course.lessons):
        rules = lesson.rules_in(Rules.preset("standard"))
        for ex in lesson.exercises:
            texts += [h.text for h in ex_mod.hints(ex, rules, lang)]
            texts.append(ex_mod.question(ex, lang, rules))
    return texts


def test_english_hints_use_english_letters() -> None:
    texts = _hint_texts("en")
    assert not [t for t in texts if DUTCH_RANKS.search(t)]
    assert any(ENGLISH_RANKS.search(t) for t in texts)


def test_dutch_hints_use_dutch_letters() -> None:
    texts = _hint_texts("nl")
    assert not [t for t in texts if ENGLISH_RANKS.search(t)], [
        t for t in texts if ENGLISH_RANKS.search(t)][:3]
    assert any(DUTCH_RANKS.search(t) for t in texts)
