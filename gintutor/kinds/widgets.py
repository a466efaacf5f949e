"""The markup pieces the kinds' answer areas are built from, shared with the lesson page.

Pure: cards and words in, HTML text out. Every text goes through `escape`; cards are drawn
by gintutor.render, the same code the controllers use to redraw them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ginrules import Card, check_meld, format_cards

from ..exercises import Exercise, knocker_melds
from ..i18n import WORDS
from ..render import escape, hand_html

HAND = "ex-hand"  # data-hand name of the learner's cards


def cards_row(cards: Iterable[Card], lang: str, label: str, classes: str = "") -> str:
    """Cards to look at (not to pick), named in words for screen readers."""
    return hand_html(
        list(cards), lang, label=label, interactive=False, name="show", classes=classes
    )


def pickable_hand(cards: Sequence[Card], lang: str, label: str) -> str:
    """The learner's cards as buttons to pick (the controller's CardPicker reads them)."""
    return hand_html(cards, lang, label=label, name=HAND)


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
        name = group_label(g, lang)
        parts.append(captioned(cards_row(g, lang, name, "meld"), name.split(":")[0]))
    if rest:
        name = rest_label or WORDS.say("ui.deadwood_cards", lang)
        parts.append(captioned(cards_row(rest, lang, name, "loose"), name))
    parts.append("</div>")
    return "".join(parts)


def captioned(row: str, caption: str) -> str:
    """A row of cards with its short visible caption under it."""
    return (
        f'<div class="grp">{row}'
        f'<span class="grp-caption" aria-hidden="true">{escape(caption)}</span></div>'
    )


def group_label(group: Sequence[Card], lang: str) -> str:
    """The group as the engine sees it: "Run: 7♥ 8♥ 9♥", "Set: …" or "Not a meld: …"."""
    chk = check_meld(tuple(group))
    kind = getattr(chk.kind, "name", "") if chk.is_meld else ""
    key = {"RUN": "ui.run", "SET": "ui.set"}.get(kind, "ui.not_meld")
    return WORDS.say(key, lang) + ": " + format_cards(group, lang)


def button(label: str, attr: str, primary: bool = True, extra: str = "") -> str:
    cls = "button" if primary else "button secondary"
    return f'<button type="button" class="{cls}" {attr}{extra}>{escape(label)}</button>'


def choices(*buttons: str) -> str:
    """A row of buttons."""
    return '<p class="choices">' + " ".join(buttons) + "</p>"


def live_note(cls: str, text: str) -> str:
    """A line the controller rewrites as the learner works, read out when it changes."""
    attr = "data-live" if cls == "live-deadwood" else "data-picked"
    return f'<p class="{cls}" {attr} aria-live="polite">{escape(text)}</p>'


def check_button(lang: str) -> str:
    """The button that sends an answer form (Enter in any of its boxes does too)."""
    return f'<button type="submit" class="button">{escape(WORDS.say("ui.check", lang))}</button>'


def number_input(lang: str, label: str) -> str:
    """A labelled box for a whole number and the Check button (Enter submits)."""
    return (
        f'<label for="ex-number">{escape(label)}</label> '
        '<input id="ex-number" name="number" type="text" inputmode="numeric" '
        'autocomplete="off" pattern="[0-9]*" size="5" required> '
        + check_button(lang)
    )


def number_box(box: str, label: str, box_id: str, size: int = 5) -> str:
    """A labelled box for one of several numbers in a form (what each player pays), read
    by the controller by its name `box` into `Controls.numbers`."""
    return (
        f'<label for="{escape(box_id)}">{escape(label)}</label> '
        f'<input id="{escape(box_id)}" data-number="{escape(box)}" name="{escape(box)}" '
        f'type="text" inputmode="numeric" autocomplete="off" pattern="[0-9]*" size="{size}" '
        "required>"
    )


def number_form(lang: str, label: str) -> str:
    """A form with one number box: what the number kinds ask with."""
    return f'<form class="answer-form" data-form="number">{number_input(lang, label)}</form>'


def knocker_html(ex: Exercise, lang: str, gin_note: bool = False) -> str:
    """The knocker's melds and deadwood, as the defender sees them at the showdown."""
    melds = knocker_melds(ex)
    melded = {c for m in melds for c in m.cards}
    rest = [c for c in ex.knocker if c not in melded]
    title = WORDS.say("ui.knocker", lang)
    return (
        f"<h4>{escape(title)}</h4>"
        + groups_html([m.cards for m in melds], lang, title, rest,
                      WORDS.say("ui.knocker_deadwood", lang))
        + (f"<h4>{escape(WORDS.say('ui.you_defender', lang))}</h4>" if gin_note else "")
    )
