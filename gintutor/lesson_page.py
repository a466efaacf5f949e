"""The markup of a lesson's exercise area, shared by the build and the browser.

The build pre-renders the first exercise into the page (readable before Python loads);
the controller (site/app/lesson.py) redraws it with this same code when the learner moves
on. Pure: exercises in, HTML text out; no DOM, no I/O.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ginrules import Card, Rules, format_cards

from . import exercises as ex_mod
from .exercises import Exercise, Hint
from .i18n import WORDS
from .kinds import kind_of
from .kinds.widgets import HAND, button, captioned, cards_row, group_label, groups_html
from .render import card_html, escape

__all__ = [
    "HAND",
    "exercise_html",
    "groups_live_html",
    "hint_html",
    "lesson_done_text",
    "next_label",
    "stars_html",
    "stars_why",
]


def hint_html(hint: Hint, number: int, lang: str, title: str = "") -> str:
    """One revealed hint, "Hint 2 of 3" (or `title`, e.g. "The answer" when the learner
    asked for it), with the answer's cards for the last one."""
    head = escape(title or WORDS.say("hint_of", lang, n=number))
    body = f"<p><strong>{head}:</strong> {escape(hint.text)}</p>"
    if hint.groups or hint.rest:
        body += groups_html(
            hint.groups, lang, WORDS.say("ui.answer_cards", lang), hint.rest,
            WORDS.say(hint.rest_key, lang)
        )
    if hint.discard is not None:
        card = card_html(hint.discard, lang, interactive=False)
        body += f'<p class="discard-note">{escape(WORDS.say("ui.discard", lang))}: {card}</p>'
    return f'<li class="hint">{body}</li>'


def stars_html(stars: int, lang: str) -> str:
    """Stars drawn and said in words (colour and shape are never the only signal)."""
    drawn = "★" * stars + "☆" * (3 - stars)
    words = escape(WORDS.say("stars", lang, n=stars))
    return f'<span aria-hidden="true" class="star-glyphs">{drawn}</span> {words}'


def stars_why(stars: int, lang: str) -> str:
    """The short line under the stars that says what earned them (the star rule)."""
    return WORDS.say(f"ui.stars_why_{stars}", lang)


def lesson_done_text(stars: Mapping[int, int], count: int, lang: str) -> str:
    """The end of a lesson, in words that follow the stars earned, not always "Well done!"."""
    got = [stars.get(n, 0) for n in range(1, count + 1)]
    total = sum(got)
    if all(s == 3 for s in got):
        verdict = "ui.lesson_done_all"
    elif total >= 2 * count:
        verdict = "ui.lesson_done_most"
    else:
        verdict = "ui.lesson_done_few"
    return (WORDS.say("ui.lesson_done", lang, stars=total, max=3 * count) + " "
            + WORDS.say(verdict, lang))


def next_label(number: int, total: int, practice: bool, lang: str) -> str:
    """The button after a right answer: the last exercise of a lesson finishes it."""
    return WORDS.say("ui.finish" if not practice and number >= total else "ui.next", lang)


def _rules_note(ex: Exercise, rules: Rules, lang: str) -> str:
    notes = []
    if ex.preset:
        notes.append(WORDS.say("ui.rules_for", lang, name=WORDS.say(f"preset.{ex.preset}", lang)))
    upcard = ex.upcard_for(rules)
    if upcard is not None and kind_of(ex.kind).shows_upcard:
        notes.append(WORDS.say("ui.upcard", lang, card=ex_mod.card_label(upcard, lang)))
    if ex.taken is not None:
        notes.append(WORDS.say("ui.taken", lang, card=ex_mod.card_label(ex.taken, lang)))
    return "".join(f'<p class="rules-note">{escape(n)}</p>' for n in notes)


def exercise_html(
    ex: Exercise,
    chosen: Rules,
    lang: str,
    number: int,
    total: int,
    practice: bool = False,
    solved_stars: int | None = None,
) -> str:
    """The whole exercise: question, cards, answer controls, feedback, hints, next steps.

    `solved_stars`: the stars an earlier visit earned, said under the heading so a learner
    who reopens a finished exercise sees it is done (answering again never lowers them).
    """
    rules = ex.rules_for(chosen)
    head = (
        WORDS.say("ui.practice_no", lang, n=number)
        if practice
        else WORDS.say("ui.exercise_of", lang, n=number, total=total)
    )
    parts = [
        f'<div class="exercise" data-kind="{ex.kind}" data-number="{number}"'
        f"{' data-practice' if practice else ''}>",
        f'<h3 class="exercise-head" tabindex="-1">{escape(head)}</h3>',
        (
            f'<p class="solved-before" data-solved-before>✓ '
            f'{escape(WORDS.say("ui.solved_before", lang, stars=solved_stars))}</p>'
            if solved_stars and not practice
            else ""
        ),
        f'<p class="question" id="ex-question">{escape(ex_mod.question(ex, lang, chosen))}</p>',
        _rules_note(ex, rules, lang),
        kind_of(ex.kind).body(ex, rules, lang),
        '<p class="feedback" data-feedback aria-live="polite"></p>',
        '<div class="hints"><p class="choices">',
        button(WORDS.say("hint_of", lang, n=1), 'data-action="hint"', primary=False),
        button(WORDS.say("ui.show_answer", lang), 'data-action="show"', primary=False),
        '</p><ol class="hint-list" data-hints></ol></div>',
        '<div class="after" data-after hidden><p class="stars" data-stars></p>',
        '<p class="stars-why" data-stars-why></p>',
        button(WORDS.say("ui.retry", lang), 'data-action="retry"', primary=False),
        " ",
        button(next_label(number, total, practice, lang), 'data-action="next"'),
        "</div></div>",
    ]
    return "".join(parts)


def groups_live_html(hand: Sequence[Card], groups: Sequence[Sequence[Card]], lang: str) -> str:
    """The learner's groups while arranging, each with a button that takes it apart."""
    _count, valid = ex_mod.live_deadwood(hand, groups)
    parts = []
    for i, (g, ok) in enumerate(zip(groups, valid, strict=True)):
        label = group_label(g, lang)  # "Run: 7♥ 8♥ 9♥" or "Not a meld: …"
        apart = WORDS.say("ui.take_apart", lang) + " " + format_cards(g, lang)
        parts.append(
            f'<div class="group{"" if ok else " invalid"}">'
            + captioned(cards_row(g, lang, label, "meld" if ok else "loose"), label.split(":")[0])
            + button(
                WORDS.say("ui.take_apart", lang),
                f'data-ungroup="{i}"',
                primary=False,
                extra=f' aria-label="{escape(apart)}"',
            )
            + "</div>"
        )
    return "".join(parts)
