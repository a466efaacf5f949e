"""Where the focus goes on the practice page: to the control of the learner's next
decision (keyboard play), with the table brought back into view."""

from __future__ import annotations

from app.common import q
from app.practice.state import PageState, legal_texts
from js import window  # type: ignore[import-not-found]


def table_in_view() -> None:
    """The learner's turn: the seats, the piles, the hand and the moves on the screen
    together (the page is laid out so that they fit one screen); a learner who scrolled
    away, to the log or the score sheet, is brought back to the table."""
    top = q("#pr-opp").getBoundingClientRect().top
    bottom = q("#pr-actions").getBoundingClientRect().bottom
    height = window.innerHeight
    if top < 0:
        window.scrollBy(0, top)
    elif bottom > height:
        window.scrollBy(0, min(bottom - height, top))


def focus_next(st: PageState) -> None:
    """Put the focus where the learner's next decision is (keyboard play), with the
    table in view."""
    session = st.session
    if session.hand_over:
        q("#pr-end-h").focus()
        return
    if session.handover() is not None:  # the device is passed on: the next person's button
        q("#pr-ready").focus()
        return
    _focus_move(st)
    if not any(a.kind.value == "show" for a in session.legal()):  # the spreads: in view
        table_in_view()                                             # by their focus


def _focus_move(st: PageState) -> None:
    """The control of the learner's next decision gets the focus."""
    legal = legal_texts(st.session)
    if "draw stock" in legal:
        q("#pr-draw").focus()
    elif "pass" in legal:
        q("#pr-pass").focus()
    elif any(a.startswith("show ") for a in legal):
        first = q('input[name="pr-show"]:checked') or q('input[name="pr-show"]')
        if first is not None:
            first.focus()
    else:
        buttons = st.picker.buttons()
        if buttons:
            # The card just taken or drawn has the focus, as a player looks at it first.
            target = next((b for b in buttons if b.classList.contains("new")), buttons[0])
            for b in buttons:
                b.tabIndex = -1
            target.tabIndex = 0
            target.focus()
