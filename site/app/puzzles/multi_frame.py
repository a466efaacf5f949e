"""What the puzzles page's levels for more than two players share: the heading, the
house rules' lines, a group of cards, the knocker's spread, the answer form's choices and
number boxes, and reading them back.

Why a module of its own: the seven-card showdown (``app.puzzles.showdown``) and the pairs
hand at two tables (``app.puzzles.two_tables``) are page modules of their own families,
drawn into the same table and answer form (the template's ``data-pz-part="multi"``), and
neither imports the other.
"""

from __future__ import annotations

from typing import Any

from app.common import hand_html, q, qa, set_html, set_text

from ginrules.core.reader import int_or
from gintutor.puzzles.multi_words import WORDS
from gintutor.puzzles.words import WORDS as PUZZLE_WORDS
from gintutor.render import escape

#: The template's ``data-pz-part`` of these families' table and answer form.
PART = "multi"


def heading(puzzle: Any, intro_key: str, lang: str) -> None:
    """The introduction, the title (the seed and the level) and the concept."""
    set_text(q("#pz-intro"), WORDS.say(intro_key, lang))
    set_text(q("#pz-title"), PUZZLE_WORDS.say("page.puzzle", lang, seed=puzzle.seed,
                                              level=WORDS.say(f"level.{puzzle.level}", lang)))
    set_text(q("#pz-concept"), WORDS.say(f"concept.{puzzle.concept}", lang))


def rules(view: dict[str, Any]) -> None:
    """The level's rules line and every house rule the answer uses, in the rules page's
    own sentences."""
    set_text(q("#pz-rules"), view["rules"])
    set_html(q("#pz-rule-lines"), "".join(f"<li>{escape(line)}</li>"
                                          for line in view["rule_lines"]))


def figure(cards: list[str], caption: str, name: str, lang: str, classes: str) -> str:
    """A captioned group of cards."""
    group = hand_html(cards, lang, label=caption, interactive=False, name=name)
    return (f'<figure class="group {classes}"><figcaption>{escape(caption)}</figcaption>'
            f"{group}</figure>")


def spread(view: dict[str, Any], prefix: str, lang: str) -> str:
    """The knocker's melds and deadwood as laid out."""
    parts = [figure(m, view["melds_caption"], f"{prefix}-meld-{i}", lang, "meld")
             for i, m in enumerate(view["melds"])]
    if view["deadwood"]:
        parts.append(figure(view["deadwood"], view["deadwood_caption"], f"{prefix}-dead",
                            lang, "deadwood"))
    elif view.get("no_deadwood"):
        parts.append(f'<p class="no-deadwood">{escape(view["no_deadwood"])}</p>')
    return f'<div class="spread">{"".join(parts)}</div>'


def radios(name: str, legend: str, options: list[tuple[str, str]]) -> str:
    """One choice among ``options`` (value, label)."""
    labels = "".join(f'<label class="choice"><input type="radio" name="{name}" '
                     f'value="{escape(value)}"> {escape(label)}</label>'
                     for value, label in options)
    return (f'<fieldset class="choices"><legend>{escape(legend)}</legend>{labels}'
            f"</fieldset>")


def number_row(ident: str, question: str) -> str:
    """A box for a whole number of points."""
    return (f'<p class="points-row"><label for="{ident}">{escape(question)}</label> '
            f'<input id="{ident}" type="number" inputmode="numeric" min="0" max="999" '
            f'step="1" size="4"></p>')


def picked(name: str) -> int | None:
    """The value of the choice picked among the radios called ``name``, if any."""
    value = next((r.value for r in qa(f'input[name="{name}"]') if r.checked), None)
    return None if value is None else int_or(str(value), None, minimum=-1, maximum=99)


def number(ident: str) -> int | None:
    """The whole number typed in the box ``ident``, or None when it is not one."""
    raw = str(q(f"#{ident}").value or "").strip()
    return int_or(raw, None, minimum=0, maximum=9999)
