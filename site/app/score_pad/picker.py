"""The card picker of the score pad: a compact grid of the 52 cards (a row per suit) under
each player's cards field, a helper to the field rather than a second input.

The field is the truth: typing in it presses the grid's cards, pressing a card writes it
into the field (in the page's letters) or takes it out; a card another player's field
holds is greyed out and cannot be pressed. The grid is one Tab stop: the arrow keys move
through it (Up and Down a suit), Space or Enter picks. Every card is a toggle button named
in words, so a screen reader hears "nine of hearts, pressed"."""

from __future__ import annotations

import re
from typing import Any

from app.common import is_null, q, qa

from ginrules.core.cards import Card, format_cards, parse_card
from ginrules.core.errors import CardParseError
from gintutor.render import escape
from gintutor.score_pad import WORDS

__all__ = ["grid_html", "key", "sync", "toggle"]

#: The grid's order: the suits with their colours alternating, the ranks from the ace.
SUITS = "SHCD"
RANKS = "A23456789TJQK"
_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_SPLIT = re.compile(r"[\s,]+")


def grid_html(seat: int, name: str, lang: str) -> str:
    """The picker of one player's cards: a disclosure holding the grid."""
    label = WORDS.say("page.pick", lang, name=name)
    rows = []
    for suit in SUITS:
        buttons = []
        for rank in RANKS:
            card = Card(rank + suit)
            first = ' tabindex="0"' if suit == SUITS[0] and rank == RANKS[0] else ' tabindex="-1"'
            buttons.append(
                f'<button type="button" class="pick suit-{suit.lower()}" data-card="{card.code}"'
                f' aria-pressed="false" aria-label="{escape(card.name(lang))}"{first}>'
                f'{card.rank_label(lang)}<span aria-hidden="true">{_SYMBOL[suit]}</span>'
                "</button>")
        rows.append(f'<div class="pick-suit">{"".join(buttons)}</div>')
    return (f'<details class="sp-picker" data-seat="{seat}"><summary>{escape(label)}</summary>'
            f'<div class="pick-grid" role="group" aria-label="{escape(label)}" '
            f'aria-describedby="sp-picker-help" data-seat="{seat}">{"".join(rows)}</div>'
            "</details>")


def _tokens(text: str) -> list[str]:
    return [t for t in _SPLIT.split(text) if t]


def _cards_in(text: str, lang: str) -> list[str]:
    """The codes of the cards a field's text names (words that are not cards left out:
    the form says what is wrong with them when the hand is added)."""
    codes = []
    for token in _tokens(text):
        try:
            codes.append(parse_card(token, lang).code)
        except CardParseError:
            continue
    return codes


def _field(seat: str) -> Any:
    return q(f"#sp-cards-{seat}")


def sync(lang: str) -> None:
    """Every grid as its fields say: a player's own cards pressed, another's greyed out."""
    held: dict[str, set[str]] = {}
    for field in qa("#sp-seat-cards input[data-seat]"):
        if is_null(field.closest("[hidden]")):
            held[str(field.dataset.seat)] = set(_cards_in(field.value, lang))
    for button in qa("#sp-seat-cards button.pick"):
        seat = str(button.closest(".pick-grid").dataset.seat)
        code = str(button.dataset.card)
        mine = code in held.get(seat, set())
        taken = not mine and any(code in cards for s, cards in held.items() if s != seat)
        pressed = "true" if mine else "false"
        if button.getAttribute("aria-pressed") != pressed:
            button.setAttribute("aria-pressed", pressed)
        if taken != (button.getAttribute("aria-disabled") == "true"):
            if taken:
                button.setAttribute("aria-disabled", "true")
            else:
                button.removeAttribute("aria-disabled")


def toggle(event: Any, lang: str) -> bool:
    """A card of a grid pressed: into its player's field, or out of it. True when the
    field changed."""
    button = event.target.closest("button.pick")
    if is_null(button) or button.getAttribute("aria-disabled") == "true":
        return False
    grid = button.closest(".pick-grid")
    field = _field(str(grid.dataset.seat))
    if field is None:
        return False
    code = str(button.dataset.card)
    tokens = _tokens(str(field.value))
    kept = [t for t in tokens if _code(t, lang) != code]
    if len(kept) == len(tokens):
        kept.append(format_cards((Card(code),), lang))
    field.value = " ".join(kept)
    _rove(grid, button)
    return True


def _code(token: str, lang: str) -> str | None:
    try:
        return parse_card(token, lang).code
    except CardParseError:
        return None


def key(event: Any) -> None:
    """The arrow keys in a grid: Left and Right a card, Up and Down a suit, Home and End
    the first and last card."""
    button = event.target.closest("button.pick")
    if is_null(button) or event.altKey or event.ctrlKey or event.metaKey:
        return
    grid = button.closest(".pick-grid")
    buttons = qa("button.pick", grid)
    i = next((k for k, b in enumerate(buttons) if b == button), 0)
    moves = {"ArrowRight": i + 1, "ArrowLeft": i - 1, "ArrowDown": i + len(RANKS),
             "ArrowUp": i - len(RANKS), "Home": 0, "End": len(buttons) - 1}
    if event.key not in moves:
        return
    event.preventDefault()
    target = buttons[max(0, min(len(buttons) - 1, moves[event.key]))]
    _rove(grid, target)
    target.focus()


def _rove(grid: Any, button: Any) -> None:
    """One Tab stop in the grid: the button last used."""
    for b in qa("button.pick[tabindex='0']", grid):
        b.tabIndex = -1
    button.tabIndex = 0
