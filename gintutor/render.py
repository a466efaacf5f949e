"""Card markup shared by the build (Jinja) and the browser controllers.

One function draws a card, so the cards pre-rendered into a page at build time
and the cards a controller draws later in the browser are the same markup.
Pure: cards in, HTML text out; no DOM, no I/O.

A card is drawn with HTML and CSS (see ``site/static/site.css``): a corner
index (rank over suit symbol) that stays visible when cards overlap, and a
large centre pip. Colour is never the only signal: the suit symbol is always
shown, and the accessible name says the card in words. The corner prints the rank in
the page's language (``Card.rank_label``: J Q K in English, B V H in Dutch), so the
faces use the same letters as the sentences around them:

>>> print(card_html("QH", "nl", interactive=False))  # doctest: +NORMALIZE_WHITESPACE
<span class="card suit-h" role="img" aria-label="harten vrouw" data-card="QH"><span class="idx"
aria-hidden="true"><span class="rk">V</span><span class="st">♥</span></span><span class="pip"
aria-hidden="true">♥</span></span>

>>> print(card_html("7H", "en", interactive=False))  # doctest: +NORMALIZE_WHITESPACE
<span class="card suit-h" role="img" aria-label="seven of hearts" data-card="7H"><span class="idx"
aria-hidden="true"><span class="rk">7</span><span class="st">♥</span></span><span class="pip"
aria-hidden="true">♥</span></span>
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ginrules.words import engine_words

_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def escape(text: str) -> str:
    """Text made safe for HTML content and attribute values, exactly as ``html.escape``.

    Not ``html.escape`` itself: importing ``html`` loads ``html.entities``, about 70 ms of
    a cold page start in Pyodide, for this one-line translation.
    """
    return text.translate(_ESCAPES)

_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def _as_card(card: Any) -> Any:
    """Accept a ``ginrules.Card`` or a card code such as ``'TH'``."""
    if isinstance(card, str):
        from ginrules import parse_card

        return parse_card(card)
    return card


def card_html(
    card: Any,
    lang: str = "en",
    *,
    interactive: bool = True,
    selected: bool = False,
    classes: str = "",
) -> str:
    """The markup of one card.

    ``interactive`` cards are toggle buttons (``aria-pressed``) named in words,
    e.g. "seven of hearts" / "harten zeven"; the others are images with the
    same name. ``classes`` adds CSS classes (e.g. ``"new"`` or ``"wrong"``).
    """
    c = _as_card(card)
    code = c.code
    rank = c.rank_label(lang)
    suit = code[1]
    symbol = _SYMBOL[suit]
    name = escape(c.name(lang))
    cls = f"card suit-{suit.lower()}" + (f" {escape(classes)}" if classes else "")
    inner = (
        f'<span class="idx" aria-hidden="true"><span class="rk">{rank}</span>'
        f'<span class="st">{symbol}</span></span>'
        f'<span class="pip" aria-hidden="true">{symbol}</span>'
    )
    if interactive:
        pressed = "true" if selected else "false"
        return (
            f'<button type="button" class="{cls}" aria-pressed="{pressed}" '
            f'aria-label="{name}" data-card="{code}">{inner}</button>'
        )
    return f'<span class="{cls}" role="img" aria-label="{name}" data-card="{code}">{inner}</span>'


def card_back_html(lang: str = "en") -> str:
    """A face-down card (stock, the opponent's hand)."""
    name = engine_words().say("card.face_down", lang)
    return f'<span class="card back" role="img" aria-label="{name}"></span>'


def hand_html(
    cards: Iterable[Any],
    lang: str = "en",
    *,
    label: str,
    interactive: bool = True,
    selected: Iterable[Any] = (),
    name: str = "hand",
    classes: str = "",
) -> str:
    """A row of cards: a labelled group; the cards overlap on narrow screens.

    ``name`` becomes ``data-hand`` so a controller can find the group;
    ``selected`` lists cards (or codes) drawn as pressed.
    """
    chosen = {_as_card(s).code for s in selected}
    slots = "".join(
        '<span class="slot">'
        + card_html(c, lang, interactive=interactive, selected=c.code in chosen)
        + "</span>"
        for c in (_as_card(x) for x in cards)
    )
    cls = "hand" + (f" {escape(classes)}" if classes else "")
    return (
        f'<div class="{cls}" role="group" aria-label="{escape(label)}" '
        f'data-hand="{escape(name)}">{slots}</div>'
    )
