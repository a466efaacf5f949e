"""One step of the hand under review drawn: the move and its judgement in words, the
other seats as the reviewed seat saw them, the pile and the stock, and the reviewed
seat's cards with the move played and the best move marked on them."""

from __future__ import annotations

from app.common import announce, q, set_html, set_text
from app.review.state import ReviewPage

from ginrules.core.actions import Action, ActionKind
from ginrules.core.cards import Card
from ginrules.table.view import PlayerView
from gintutor.render import card_back_html, card_html, escape
from gintutor.review import WORDS
from gintutor.review.record import Position
from gintutor.review.telling import player_name, step_words

__all__ = ["draw_step", "marks", "middle_html", "others_html"]


def _touched(action: Action | None, view: PlayerView) -> tuple[set[str], str | None]:
    """The cards ``action`` moves (codes) and where else it reaches: 'stock' or 'pile'."""
    if action is None:
        return set(), None
    if action.kind is ActionKind.DRAW_STOCK:
        return set(), "stock"
    if action.kind is ActionKind.TAKE:
        return set(), "pile"
    cards = {c.code for m in action.melds for c in m}
    if action.card is not None:
        cards.add(action.card.code)
    return cards, None


def marks(pos: Position, best: Action | None) -> dict[str, set[str]]:
    """The classes each card (by code), 'stock' and 'pile' get: played, best."""
    out: dict[str, set[str]] = {}
    for action, cls in ((pos.move, "played"), (best, "best")):
        cards, place = _touched(action, pos.view)
        for code in cards | ({place} if place else set()):
            out.setdefault(code, set()).add(cls)
    return out


def _cards(cards: tuple[Card, ...] | list[Card], lang: str, marked: dict[str, set[str]],
           cls: str = "mini") -> str:
    inner = "".join(card_html(c, lang, interactive=False,
                              classes=" ".join(sorted(marked.get(c.code, set()))))
                    for c in cards)
    return f'<span class="{cls}">{inner}</span>'


def others_html(st: ReviewPage, pos: Position, marked: dict[str, set[str]]) -> str:
    """The other seats as the reviewed seat saw them, and the melds on the table."""
    record = st.record
    review = st.review
    assert record is not None and review is not None
    lang = st.lang
    rows = []
    for seat in pos.view.seats:
        if seat.seat == review.seat:
            continue
        if not seat.active:
            out = WORDS.say("page.seat_out", lang, name=player_name(record, seat.seat, lang))
            rows.append(f'<p class="rv-seat">{escape(out)}</p>')
            continue
        line = escape(WORDS.say("page.seat_line", lang,
                                name=player_name(record, seat.seat, lang), n=seat.card_count))
        known = ""
        if seat.known:
            known = (" · " + escape(WORDS.say("page.seat_known", lang, cards=""))
                     + _cards(seat.known, lang, marked))
        melds = "".join(" " + _cards(m, lang, marked) for m in seat.melds)
        cls = "rv-seat to-act" if pos.mover == seat.seat else "rv-seat"
        rows.append(f'<p class="{cls}" data-seat="{seat.seat}">{line}{known}{melds}</p>')
    table = pos.view.table_melds
    if table:
        melds = " ".join(_cards(cards, lang, marked) for _owner, cards in table)
        rows.append(f'<p class="rv-seat">{escape(WORDS.say("page.table_melds", lang, melds=""))}'
                    f"{melds}</p>")
    return "".join(rows)


def middle_html(st: ReviewPage, pos: Position, marked: dict[str, set[str]]) -> str:
    """The discard pile's top card and the stock."""
    lang = st.lang
    view = pos.view
    pile_marks = " ".join(sorted(marked.get("pile", set())))
    if view.discard_pile:
        top = view.discard_pile[-1]
        classes = " ".join(sorted(marked.get(top.code, set()) | marked.get("pile", set())))
        pile = card_html(top, lang, interactive=False, classes=classes)
    else:
        pile = escape(WORDS.say("page.pile_empty", lang))
    stock_marks = " ".join(sorted(marked.get("stock", set())))
    return (f'<p class="pile" data-pile="{escape(pile_marks)}">'
            f'{escape(WORDS.say("page.pile", lang))}: {pile}</p>'
            f'<p class="rv-stock {escape(stock_marks)}" data-stock>{card_back_html(lang)} '
            f'{escape(WORDS.say("page.stock", lang, n=view.stock_count))}</p>')


def _mine(st: ReviewPage, pos: Position, marked: dict[str, set[str]]) -> str:
    lang = st.lang
    head = WORDS.say("page.your_cards", lang)  # the reviewed seat is "you" in every step
    slots = "".join(
        '<span class="slot">' + card_html(c, lang, interactive=False,
                                          classes=" ".join(sorted(marked.get(c.code, set()))))
        + "</span>" for c in pos.view.hand)
    return (f"<h3>{escape(head)}</h3>"
            f'<div class="hand" role="group" aria-label="{escape(head)}" '
            f'data-hand="review">{slots}</div>')


def draw_step(st: ReviewPage, *, say: bool = True) -> None:
    """Draw the step ``st.step`` of the hand under review, and say it (live region)."""
    record = st.record
    review = st.review
    if record is None or review is None:
        return
    lang = st.lang
    st.step = max(0, min(st.step, len(review.positions) - 1))
    pos = review.positions[st.step]
    lines = step_words(record, review, st.step, lang)
    judged = review.decision_at(st.step)
    best = judged.best if judged is not None and judged.best != judged.action else None
    marked = marks(pos, best)
    set_text(q("#rv-step-count"), lines[0])
    parts = []
    for n, line in enumerate(lines[1:]):
        cls = f' class="grade grade-{judged.grade}"' if judged is not None and n == 0 else ""
        parts.append(f"<p{cls}>{escape(line)}</p>")
    set_html(q("#rv-step"), "".join(parts))
    q("#rv-board").dataset.step = str(st.step)
    q("#rv-board").dataset.grade = judged.grade if judged is not None else ""
    set_html(q("#rv-others"), others_html(st, pos, marked))
    set_html(q("#rv-middle"), middle_html(st, pos, marked))
    set_html(q("#rv-mine"), _mine(st, pos, marked))
    last = len(review.positions) - 1
    q("#rv-first").disabled = q("#rv-prev").disabled = st.step == 0
    q("#rv-next").disabled = q("#rv-last").disabled = st.step == last
    if say:
        announce(" ".join(lines))
