"""The puzzles page's two-player gin levels: draws the knocker's spread and the
defender's hand, and reads the answer (who scores, the points, the layoffs, the spread).

Every family's page module has this shape (``PART``, ``draw``, ``read``, ``mark``): it
draws and reads only, and ``gintutor.puzzles.gin``'s ``PUZZLES`` makes, hints and judges;
``app.puzzles.frame`` keeps what the levels share (hints, stars, the record, links) and
imports this module when a gin level opens.
"""

from __future__ import annotations

from typing import Any

from app.common import CardPicker, card_html, hand_html, q, qa, set_html, set_text

from ginrules.core.reader import int_or
from gintutor.i18n import WORDS as LESSON_WORDS
from gintutor.puzzles import gin
from gintutor.puzzles.frame import Feedback
from gintutor.puzzles.gin_check import Answer, parse_cards_field
from gintutor.puzzles.words import WORDS
from gintutor.render import escape

#: The template's ``data-pz-part`` of this family's table and answer form.
PART = "gin"

_state: dict[str, Any] = {"picker": None}


def mark(puzzle: gin.Puzzle, answer: Answer, result: Feedback) -> None:
    """Point at the chosen cards the verdict names (the right ones only once solved)."""
    picker = _state["picker"]
    if picker is not None:
        pointed = {c.code for c in result.wrong_cards}
        right = {c.code for c in puzzle.result_for(answer.spread).defender.laid_off}
        for button in picker.buttons():
            code = button.dataset.card
            button.classList.toggle("wrong", code in pointed)
            button.classList.toggle("good", result.correct and code in right)


def _group(cards: list[str], label: str, name: str, lang: str, classes: str = "") -> str:
    return hand_html(cards, lang, label=label, interactive=False, name=name, classes=classes)


def _mini(codes: list[str], lang: str) -> str:
    """Small cards inside a line of text (index only)."""
    return "".join(card_html(c, lang, interactive=False) for c in codes)


def _figure(inner: str, caption: str, classes: str) -> str:
    """A group of cards with a visible caption (a meld, or the deadwood)."""
    cap = f"<figcaption>{escape(caption)}</figcaption>"
    return f'<figure class="group {classes}">{cap}{inner}</figure>'


def draw(puzzle: gin.Puzzle, lang: str, learner_preset: str) -> None:
    """Put the puzzle on the page and reset the answer form; the rules lines say every
    rule the puzzle uses that differs from the learner's own house rules."""

    view = gin.puzzle_view(puzzle, lang, learner_preset)
    set_text(q("#pz-intro"), WORDS.say("intro.gin", lang))
    title = WORDS.say("page.puzzle", lang, seed=view["seed"], level=view["title"])
    set_text(q("#pz-title"), title)
    set_text(q("#pz-concept"), view["concept"])
    preset = view["rules_preset"]
    rules_line = WORDS.say("page.rules", lang, rules=LESSON_WORDS.say(f"preset.{preset}", lang))
    if view["shows_upcard"]:
        rules_line += " · " + view["upcard_line"]
    set_text(q("#pz-rules"), rules_line)
    set_html(q("#pz-rule-lines"), "".join(f"<li>{escape(s)}</li>" for s in view["rule_lines"]))

    dead_label = WORDS.say("page.deadwood", lang)
    if puzzle.spread_options:
        set_text(q("#pz-knocker-h"), WORDS.say("page.knocker_hand", lang))
        knocker = _group(view["knocker_cards"], WORDS.say("page.knocker_hand", lang), "knocker",
                         lang)
    else:
        set_text(q("#pz-knocker-h"), WORDS.say("page.knocker", lang))
        parts = [
            _figure(
                _group(m, WORDS.say("page.meld", lang, n=i + 1), f"meld-{i}", lang),
                WORDS.say("page.meld", lang, n=i + 1), "meld"
            )
            for i, m in enumerate(view["knocker_melds"])
        ]
        dead = view["knocker_deadwood"]
        if dead:
            caption = f"{dead_label}: {puzzle.result.knocker_deadwood}"
            parts.append(_figure(_group(dead, caption, "kdead", lang), caption, "deadwood"))
        else:
            none = escape(WORDS.say("page.no_deadwood", lang))
            parts.append(f'<p class="no-deadwood">{none}</p>')
        knocker = "".join(parts)
    set_html(q("#pz-knocker"), knocker)

    asks_layoffs = "layoffs" in puzzle.questions
    q("#pz-layoff-help").hidden = not asks_layoffs
    set_html(
        q("#pz-defender"),
        hand_html(
            view["defender_cards"],
            lang,
            label=WORDS.say("page.defender", lang),
            interactive=asks_layoffs,
            name="defender",
        ),
    )
    _state["picker"] = CardPicker("defender") if asks_layoffs else None

    spread_box = q("#pz-spread")
    spread_box.hidden = not puzzle.spread_options
    options = []
    for i, opt in enumerate(view["spread_options"]):
        groups = "".join(f'<span class="mini meld">{_mini(m, lang)}</span>' for m in opt["melds"])
        dead = (
            f'<span class="mini dead">{escape(dead_label)}: {_mini(opt["deadwood"], lang)} '
            f"= {opt['deadwood_count']}</span>"
        )
        options.append(
            f'<label class="choice spread-option"><input type="radio" name="spread" '
            f'value="{i}"><span><b>{escape(opt["label"])}</b> {groups} {dead}</span></label>'
        )
    set_html(q("#pz-spread-options"), "".join(options))

    for radio in qa('input[name="winner"]'):
        radio.checked = False
    q("#pz-points").value = ""


def read(puzzle: gin.Puzzle, lang: str) -> Answer | str:
    """The learner's answer, or what to fill in first (the spread, who scores, or points
    that are not a whole number)."""
    winner = next((r.value for r in qa('input[name="winner"]') if r.checked), None)
    raw_points = str(q("#pz-points").value or "").strip()
    spread = next((int(r.value) for r in qa('input[name="spread"]') if r.checked), None)
    if puzzle.spread_options and spread is None:
        return WORDS.say("page.pick_spread", lang)
    if winner is None:
        return WORDS.say("page.pick_winner", lang)
    if int_or(raw_points, None, minimum=0, maximum=9999) is None:  # '²' is no number
        return WORDS.say("page.type_points", lang)
    picker = _state["picker"]
    layoffs = parse_cards_field(" ".join(picker.selected())) if picker else None
    points = int_or(raw_points, 0, minimum=0, maximum=9999)
    return Answer(winner=winner, points=points, layoffs=layoffs, spread=spread)
