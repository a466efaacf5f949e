"""Help on the practice page: the advisor's hint (its cards, pile or meld marked), playing
the hint, the coach's warning taken back or played anyway, and the coach and "Fast
computer" switches."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.common import announce, q, qa, set_html, set_text
from app.practice.focus import focus_next
from app.practice.hand import hinted_cards
from app.practice.keeping import save_game, save_prefs
from app.practice.moves import play
from app.practice.state import PageState
from js import Object  # type: ignore[import-not-found]
from pyodide.ffi import to_js  # type: ignore[import-not-found]

from gintutor import practice as pr
from gintutor.render import escape


def hint(st: PageState, _ev: Any = None) -> None:
    """Show the advisor's move with its reasons, and mark what it names on the table."""
    words, action, why = st.session.hint(st.lang)
    if action is None:
        return
    st.hint = action
    set_html(q("#pr-hint-box"), "".join(f"<p>{escape(x)}</p>" for x in (words, *why)))
    announce(" ".join((words, *why)))
    hinted = hinted_cards(action)
    for b in st.picker.buttons():
        b.classList.toggle("hint", b.dataset.card in hinted)
    onto = "-".join(c.code for c in action.melds[0]) if str(action).startswith("lay off") else ""
    for b in qa("#pr-melds button"):  # Rummy: the meld to lay off on, in view in its strip
        b.classList.toggle("hint", b.dataset.meld == onto)
        if b.dataset.meld == onto:
            b.scrollIntoView(to_js({"block": "nearest", "inline": "nearest"},
                                   dict_converter=Object.fromEntries))
    for sel in ("#pr-draw", "#pr-take"):
        q(sel).classList.remove("hint")
    text = str(action)
    if text == "draw stock":
        q("#pr-draw").classList.add("hint")
    elif text.startswith("take "):
        q("#pr-take").classList.add("hint")


def play_hint(st: PageState, _ev: Any = None) -> None:
    """Play the advisor's move (the coach does not hold its own advice back)."""
    _words, action, _why = st.session.hint(st.lang)
    if action is not None:
        play(st, str(action), confirmed=True)


def anyway(st: PageState, _ev: Any = None) -> None:
    """The coach warned: play the move all the same."""
    if st.pending:
        play(st, st.pending, confirmed=True)


def take_back(st: PageState, _ev: Any = None) -> None:
    """The coach's move is not played: what it chose in the hand is chosen no more, so
    the next choice starts afresh (a card left chosen would join the next one)."""
    st.pending = None
    q("#pr-coach-box").hidden = True
    st.picker.clear()
    set_text(q("#pr-prompt"), st.session.prompt(st.lang))
    focus_next(st)


def coach_toggle(st: PageState, ev: Any) -> None:
    """The coach on or off for the game being played (kept with it)."""
    session = st.session
    session.settings = replace(session.settings, coach=bool(ev.target.checked))
    save_game(st)
    announce(pr.WORDS.say("page.coach_on", st.lang) if session.settings.coach
             else pr.WORDS.say("page.coach_off", st.lang))


def fast_toggle(st: PageState, ev: Any) -> None:
    """The computer's moves at once or one by one (a preference kept across games)."""
    st.prefs["fast"] = bool(ev.target.checked)
    save_prefs(st)
    announce(pr.WORDS.say("page.fast_on", st.lang) if st.prefs["fast"]
             else pr.WORDS.say("page.fast_off", st.lang))
