"""The markup of a lesson's exercise area, shared by the build and the browser.

The build pre-renders the first exercise into the page (readable before Python loads);
the controller (site/app/lesson.py) redraws it with this same code when the learner moves
on. Pure: exercises in, HTML text out; no DOM, no I/O.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from ginrules import Card, Rules, best_arrangement, format_cards

from . import exercises as ex_mod
from .exercises import PLAYERS, Exercise, Hint
from .i18n import t
from .render import card_html, escape, hand_html

HAND = "ex-hand"  # data-hand name of the learner's cards


def cards_row(cards: Iterable[Card], lang: str, label: str, classes: str = "") -> str:
    """Cards to look at (not to pick), named in words for screen readers."""
    return hand_html(
        list(cards), lang, label=label, interactive=False, name="show", classes=classes
    )


def groups_html(
    groups: Sequence[Sequence[Card]],
    lang: str,
    label: str,
    rest: Sequence[Card] = (),
    rest_label: str = "",
) -> str:
    """Melds side by side, then the loose cards, each group labelled: in words for screen
    readers, and with a short visible caption ("Run", "Deadwood") for everyone."""
    parts = [f'<div class="meld-row" role="group" aria-label="{escape(label)}">']
    for g in groups:
        name = _group_label(g, lang)
        parts.append(_captioned(cards_row(g, lang, name, "meld"), name.split(":")[0]))
    if rest:
        name = rest_label or t("ui.deadwood_cards", lang)
        parts.append(_captioned(cards_row(rest, lang, name, "loose"), name))
    parts.append("</div>")
    return "".join(parts)


def _captioned(row: str, caption: str) -> str:
    return (
        f'<div class="grp">{row}'
        f'<span class="grp-caption" aria-hidden="true">{escape(caption)}</span></div>'
    )


def _group_label(group: Sequence[Card], lang: str) -> str:
    from ginrules import check_meld

    chk = check_meld(tuple(group))
    kind = getattr(chk.kind, "name", "") if chk.is_meld else ""
    key = {"RUN": "ui.run", "SET": "ui.set"}.get(kind, "ui.not_meld")
    return t(key, lang) + ": " + format_cards(group, lang)


def hint_html(hint: Hint, number: int, lang: str, title: str = "") -> str:
    """One revealed hint, "Hint 2 of 3" (or `title`, e.g. "The answer" when the learner
    asked for it), with the answer's cards for the last one."""
    head = escape(title or t("hint_of", lang, n=number))
    body = f"<p><strong>{head}:</strong> {escape(hint.text)}</p>"
    if hint.groups or hint.rest:
        body += groups_html(
            hint.groups, lang, t("ui.answer_cards", lang), hint.rest, t(hint.rest_key, lang)
        )
    if hint.discard is not None:
        card = card_html(hint.discard, lang, interactive=False)
        body += f'<p class="discard-note">{escape(t("ui.discard", lang))}: {card}</p>'
    return f'<li class="hint">{body}</li>'


def stars_html(stars: int, lang: str) -> str:
    """Stars drawn and said in words (colour and shape are never the only signal)."""
    drawn = "★" * stars + "☆" * (3 - stars)
    words = escape(t("stars", lang, n=stars))
    return f'<span aria-hidden="true" class="star-glyphs">{drawn}</span> {words}'


def stars_why(stars: int, lang: str) -> str:
    """The short line under the stars that says what earned them (the star rule)."""
    return t(f"ui.stars_why_{stars}", lang)


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
    return t("ui.lesson_done", lang, stars=total, max=3 * count) + " " + t(verdict, lang)


def next_label(number: int, total: int, practice: bool, lang: str) -> str:
    """The button after a right answer: the last exercise of a lesson finishes it."""
    return t("ui.finish" if not practice and number >= total else "ui.next", lang)


def _button(label: str, attr: str, primary: bool = True, extra: str = "") -> str:
    cls = "button" if primary else "button secondary"
    return f'<button type="button" class="{cls}" {attr}{extra}>{escape(label)}</button>'


def _live_note(cls: str, text: str) -> str:
    """A line the controller rewrites as the learner works, read out when it changes."""
    attr = "data-live" if cls == "live-deadwood" else "data-picked"
    return f'<p class="{cls}" {attr} aria-live="polite">{escape(text)}</p>'


def _number_input(lang: str, label: str) -> str:
    """A labelled box for a whole number and the Check button (Enter submits)."""
    return (
        f'<label for="ex-number">{escape(label)}</label> '
        '<input id="ex-number" name="number" type="text" inputmode="numeric" '
        'autocomplete="off" pattern="[0-9]*" size="5" required> '
        f'<button type="submit" class="button">{escape(t("ui.check", lang))}</button>'
    )


def _number_form(lang: str, label: str) -> str:
    return f'<form class="answer-form" data-form="number">{_number_input(lang, label)}</form>'


def _rules_note(ex: Exercise, rules: Rules, lang: str) -> str:
    notes = []
    if ex.preset:
        notes.append(t("ui.rules_for", lang, name=t(f"preset.{ex.preset}", lang)))
    upcard = ex.upcard_for(rules)
    if upcard is not None and ex.kind in ("knock", "score"):
        notes.append(t("ui.upcard", lang, card=ex_mod.card_label(upcard, lang)))
    if ex.taken is not None:
        notes.append(t("ui.taken", lang, card=ex_mod.card_label(ex.taken, lang)))
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
        t("ui.practice_no", lang, n=number)
        if practice
        else t("ui.exercise_of", lang, n=number, total=total)
    )
    parts = [
        f'<div class="exercise" data-kind="{ex.kind}" data-number="{number}"'
        f"{' data-practice' if practice else ''}>",
        f'<h3 class="exercise-head" tabindex="-1">{escape(head)}</h3>',
        (
            f'<p class="solved-before" data-solved-before>✓ '
            f'{escape(t("ui.solved_before", lang, stars=solved_stars))}</p>'
            if solved_stars and not practice
            else ""
        ),
        f'<p class="question" id="ex-question">{escape(ex_mod.question(ex, lang, chosen))}</p>',
        _rules_note(ex, rules, lang),
        _body(ex, rules, lang),
        '<p class="feedback" data-feedback aria-live="polite"></p>',
        '<div class="hints"><p class="choices">',
        _button(t("hint_of", lang, n=1), 'data-action="hint"', primary=False),
        _button(t("ui.show_answer", lang), 'data-action="show"', primary=False),
        '</p><ol class="hint-list" data-hints></ol></div>',
        '<div class="after" data-after hidden><p class="stars" data-stars></p>',
        '<p class="stars-why" data-stars-why></p>',
        _button(t("ui.retry", lang), 'data-action="retry"', primary=False),
        " ",
        _button(next_label(number, total, practice, lang), 'data-action="next"'),
        "</div></div>",
    ]
    return "".join(parts)


def _body(ex: Exercise, rules: Rules, lang: str) -> str:
    k = ex.kind
    hand_label = t("ui.your_cards", lang)
    if k == "points":
        return cards_row(ex.cards, lang, t("ui.cards", lang)) + _number_form(
            lang, t("ui.points", lang)
        )
    if k == "deadwood":
        return cards_row(ex.cards, lang, hand_label) + _number_form(lang, t("ui.deadwood", lang))
    if k == "is_meld":
        return (
            cards_row(ex.cards, lang, t("ui.cards", lang))
            + '<p class="choices">'
            + _button(t("choice.yes", lang), 'data-answer="yes"')
            + " "
            + _button(t("choice.no", lang), 'data-answer="no"')
            + "</p>"
        )
    if k == "pick_meld":
        return (
            hand_html(ex.cards, lang, label=hand_label, name=HAND)
            + _live_note("picked", t("ui.none_picked", lang))
            + '<p class="choices">'
            + _button(t("ui.check_meld", lang), 'data-action="check"')
            + "</p>"
        )
    if k == "arrange":
        total = sum(c.value for c in ex.cards)
        return (
            hand_html(ex.cards, lang, label=t("ui.loose_cards", lang), name=HAND)
            + '<p class="choices">'
            + _button(t("ui.make_meld", lang), 'data-action="group"', primary=False)
            + "</p>"
            + f'<div class="groups" data-groups aria-label="{escape(t("ui.your_melds", lang))}"'
            + ' role="group"></div>'
            + _live_note("live-deadwood", t("ui.live_deadwood", lang, n=total))
            + '<p class="choices">'
            + _button(t("ui.check", lang), 'data-action="check"')
            + "</p>"
        )
    if k == "knock":
        buttons = [("knock", "choice.knock"), ("gin", "choice.gin")]
        if ex_mod.big_gin_played(rules):
            buttons.append(("big_gin", "choice.big_gin"))
        buttons.append(("none", "choice.none"))
        return (
            hand_html(ex.cards, lang, label=hand_label, name=HAND)
            + _live_note("picked", t("ui.pick_discard", lang))
            + '<p class="choices">'
            + " ".join(
                _button(t(key, lang), f'data-answer="{value}"', primary=value != "none")
                for value, key in buttons
            )
            + "</p>"
        )
    if k == "layoff":
        return (
            _knocker_html(ex, lang, gin_note=True)
            + hand_html(ex.cards, lang, label=hand_label, name=HAND)
            + _live_note("picked", t("ui.none_picked", lang))
            + '<p class="choices">'
            + _button(t("ui.lay_off", lang), 'data-action="check"')
            + " "
            + _button(t("ui.nothing_fits", lang), 'data-answer="none"', primary=False)
            + "</p>"
        )
    if k == "score":
        arr = best_arrangement(ex.cards)
        return (
            _knocker_html(ex, lang)
            + f"<h4>{escape(t('ui.defender', lang))}</h4>"
            + groups_html([m.cards for m in arr.melds], lang, t("ui.defender", lang), arr.deadwood)
            + '<form class="answer-form" data-form="score">'
            + f'<fieldset class="who"><legend>{escape(t("ui.who_scores", lang))}</legend>'
            + "".join(
                f'<label class="check"><input type="radio" name="who" value="{who}" required> '
                f"{escape(t(f'role.{who}', lang))}</label>"
                for who in ("knocker", "defender")
            )
            + "</fieldset>"
            + _number_input(lang, t("ui.points", lang))
            + "</form>"
        )
    if k == "game":
        return _sheet_html(ex, lang) + _number_form(lang, t("ui.winner_total", lang))
    raise ex_mod.ExerciseError(f"unknown exercise kind {k!r}")


def _knocker_html(ex: Exercise, lang: str, gin_note: bool = False) -> str:
    melds = ex_mod.knocker_melds(ex)
    melded = {c for m in melds for c in m.cards}
    rest = [c for c in ex.knocker if c not in melded]
    title = t("ui.knocker", lang)
    return (
        f"<h4>{escape(title)}</h4>"
        + groups_html([m.cards for m in melds], lang, title, rest, t("ui.knocker_deadwood", lang))
        + (f"<h4>{escape(t('ui.you_defender', lang))}</h4>" if gin_note else "")
    )


def _sheet_html(ex: Exercise, lang: str) -> str:
    """The score sheet of a 'game' exercise: one row per hand."""
    rows = []
    for i, line in enumerate(ex.hands, 1):
        cells = ["", ""]
        cells[line.winner] = str(line.points)
        rows.append(
            f'<tr><th scope="row">{i}</th><td>{cells[0]}</td><td>{cells[1]}</td>'
            f"<td>{escape(t(f'how.{line.how}', lang))}</td></tr>"
        )
    head = (
        f'<tr><th scope="col">{escape(t("ui.hand", lang))}</th><th scope="col">{PLAYERS[0]}</th>'
        f'<th scope="col">{PLAYERS[1]}</th><th scope="col">{escape(t("ui.how", lang))}</th></tr>'
    )
    return (
        '<div class="table-wrap"><table class="sheet">'
        f"<caption>{escape(t('ui.sheet', lang))}</caption>"
        f"<thead>{head}</thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def groups_live_html(hand: Sequence[Card], groups: Sequence[Sequence[Card]], lang: str) -> str:
    """The learner's groups while arranging, each with a button that takes it apart."""
    _count, valid = ex_mod.live_deadwood(hand, groups)
    parts = []
    for i, (g, ok) in enumerate(zip(groups, valid, strict=True)):
        label = _group_label(g, lang)  # "Run: 7♥ 8♥ 9♥" or "Not a meld: …"
        apart = t("ui.take_apart", lang) + " " + format_cards(g, lang)
        parts.append(
            f'<div class="group{"" if ok else " invalid"}">'
            + _captioned(cards_row(g, lang, label, "meld" if ok else "loose"), label.split(":")[0])
            + _button(
                t("ui.take_apart", lang),
                f'data-ungroup="{i}"',
                primary=False,
                extra=f' aria-label="{escape(apart)}"',
            )
            + "</div>"
        )
    return "".join(parts)
