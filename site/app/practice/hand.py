"""The learner's hand on the practice page: by suit, in the learner's own order, or
grouped 'by melds' as the family's session groups it; the card just drawn or taken and
the hinted cards marked; a card moved a place with Move left/right or Alt/Shift+Arrow."""

from __future__ import annotations

from typing import Any

from app.common import announce, card_html, q
from app.practice.keeping import save_prefs
from app.practice.state import PageState

from gintutor import practice as pr
from gintutor.render import escape


def hinted_cards(action: Any) -> set[str]:
    """The cards of the hand the hint names: the card to discard, take or lay off, or
    the cards of a meld to lay."""
    if action is None:
        return set()
    cards = {action.card.code} if action.card is not None else set()
    if str(action).startswith("meld "):
        cards.update(c.code for c in action.melds[0])
    return cards


def _new_card(st: PageState, view: Any) -> Any:
    """The card to mark as new: the one just taken from the pile or drawn from the stock
    (asked of the session once per move: it replays the draw)."""
    if view.just_taken is not None:
        return view.just_taken
    session = st.session
    key = (session.hand_number, len(session.game.actions))
    if st.drawn_key != key:
        st.drawn_key = key
        st.drawn = session.just_drawn()
    return st.drawn


def _own_order(st: PageState, view: Any) -> list[Any] | None:
    """The hand in the learner's own order (cards that came later at the end), if any."""
    order = st.order
    if not order or order[0] != st.session.hand_number:
        return None
    by_code = {c.code: c for c in view.hand}
    cards = [by_code[code] for code in order[1] if code in by_code]
    return cards + [c for c in view.hand if c.code not in order[1]]


def _slots(st: PageState, cards: Any, keep: list[str], new: Any) -> str:
    hinted = hinted_cards(st.hint)
    out = []
    for c in cards:
        classes = " ".join(
            x for x, on_ in (("new", new is not None and c == new), ("hint", c.code in hinted))
            if on_
        )
        html = card_html(c, st.lang, interactive=True, selected=c.code in keep, classes=classes)
        out.append(f'<span class="slot">{html}</span>')
    return "".join(out)


def _group(caption: str, cls: str, slots: str) -> str:
    label = escape(caption)
    return (
        f'<span class="hgroup {cls}" role="group" aria-label="{label}">'
        f'<span class="hcap" aria-hidden="true">{label}</span>'
        f'<span class="hcards">{slots}</span></span>'
    )


def render_hand(st: PageState, view: Any) -> None:
    """The hand by suit, in the learner's own order, or grouped by the session (melds
    first, the rest apart with its count)."""
    picker = st.picker
    # A chosen card stays chosen (to discard it, or to move it with Move left/right).
    codes = {c.code for c in view.hand}
    keep = [c for c in picker.selected() if c in codes]
    new = _new_card(st, view)
    own = _own_order(st, view)
    grouped = own is None and st.prefs["group"] == "melds" and bool(view.hand)
    if grouped:
        parts = [_group(caption, kind, _slots(st, cards, keep, new))
                 for caption, kind, cards in st.session.hand_groups(st.lang)]
        picker.redraw("".join(parts))
    else:
        picker.redraw(_slots(st, own if own is not None else view.hand, keep, new))
    picker.element.classList.toggle("grouped", grouped)
    q("#pr-by-suit").setAttribute("aria-pressed", str(own is None and not grouped).lower())
    q("#pr-by-melds").setAttribute("aria-pressed", str(grouped).lower())
    q("#pr-own-order").hidden = own is None
    update_move_buttons(st)


def _displayed(st: PageState) -> list[str]:
    return [b.dataset.card for b in st.picker.buttons()]


def update_move_buttons(st: PageState) -> None:
    """Move left/right only for a chosen card with a place to go."""
    chosen = st.picker.selected()
    shown = _displayed(st)
    i = shown.index(chosen[0]) if chosen and chosen[0] in shown else -1
    q("#pr-move-left").disabled = i <= 0
    q("#pr-move-right").disabled = i < 0 or i >= len(shown) - 1


def update_card_buttons(st: PageState) -> None:
    """The moves of a chosen card (the family's table enables them), then Move left/right."""
    st.table().update_buttons(st)
    update_move_buttons(st)


def move(st: PageState, code: str, step: int, refocus: bool) -> None:
    """Move one card of the hand a place left or right: the hand is then in the learner's
    own order (from what was shown), and the move is said in words."""
    from ginrules import parse_card

    shown = _displayed(st)
    if code not in shown:
        return
    card = parse_card(code).name(st.lang)
    i = shown.index(code)
    j = i + step
    if not 0 <= j < len(shown):
        announce(pr.WORDS.say("page.move_end", st.lang, card=card))
        return
    shown.insert(j, shown.pop(i))
    st.order = (st.session.hand_number, shown)
    render_hand(st, st.session.view())
    update_card_buttons(st)
    if refocus:
        for b in st.picker.buttons():
            b.tabIndex = -1
            if b.dataset.card == code:
                b.tabIndex = 0
                b.focus()
    announce(pr.WORDS.say("page.moved", st.lang, card=card, n=j + 1, total=len(shown)))


def move_chosen(st: PageState, step: int) -> None:
    """Move left/right: the chosen card moves a place."""
    chosen = st.picker.selected()
    if not chosen:
        announce(pr.WORDS.say("page.pick_card", st.lang))
        return
    move(st, chosen[0], step, refocus=False)


def set_group(st: PageState, group: str) -> None:
    """By suit or by melds: the learner's own order is dropped, the choice kept."""
    st.prefs["group"] = group
    st.order = None
    save_prefs(st)
    render_hand(st, st.session.view())
    update_card_buttons(st)
    announce(pr.WORDS.say("page.by_melds", st.lang) if group == "melds"
             else pr.WORDS.say("page.by_suit", st.lang))
