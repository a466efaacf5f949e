"""A deal played again, on the practice page (issue 46): at the hand's end, the two plays
of it side by side (points, decisions, accuracy) and what the strongest player scores on
it from the learner's seat, measured here a move at a time so the page answers between
two (:class:`gintutor.practice.deal_again.StrongestPlay`), then kept with the game."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from app.common import announce, q, set_html, set_text, show_error
from app.practice.state import PageState

from ginrules.table.sheet import signed
from gintutor import practice as pr
from gintutor.render import escape

__all__ = ["render_again"]


def _accuracy(acc: int | None, lang: str) -> str:
    return pr.WORDS.say("again.no_decision", lang) if acc is None else f"{acc}%"


def render_again(st: PageState) -> None:
    """The comparison under the hand's end (hidden for a game of its own)."""
    from gintutor.practice.deal_again import second_play

    session = st.session
    box = q("#pr-again")
    again = session.again
    second = second_play(session)
    box.hidden = again is None or second is None
    if again is None or second is None:
        return
    lang = st.lang
    first = again.first
    rows = [("again.points", signed(first.net), signed(second.net)),
            ("again.decisions", str(first.decisions), str(second.decisions)),
            ("again.accuracy", _accuracy(first.accuracy, lang),
             _accuracy(second.accuracy, lang))]
    set_html(q("#pr-again-rows"), "".join(
        f'<tr><th scope="row">{escape(pr.WORDS.say(key, lang))}</th>'
        f"<td>{escape(a)}</td><td>{escape(b)}</td></tr>" for key, a, b in rows))
    if again.strongest_net is not None:
        set_text(q("#pr-again-best"), pr.WORDS.say("again.strongest", lang,
                                                   net=signed(again.strongest_net)))
        return
    set_text(q("#pr-again-best"), pr.WORDS.say("again.weighing", lang))
    if not any(getattr(t, "again", None) is session and not t.done() for t in st.tasks):
        task = asyncio.ensure_future(_measure(st, session))
        task.again = session  # type: ignore[attr-defined]
        st.tasks.append(task)


async def _measure(st: PageState, session: pr.PracticeSession) -> None:
    """The strongest player's play of the deal, a move per slice; its points kept with
    the game and said (unless the learner has started another game meanwhile)."""
    from app.practice.keeping import save_game

    from gintutor.practice.deal_again import StrongestPlay

    try:
        play = StrongestPlay(session)
        while not play.step():
            await asyncio.sleep(0)
            if st.session is not session:
                return
        if st.session is not session or session.again is None:
            return
        session.again = replace(session.again, strongest_net=play.net)
        save_game(st)
        said = pr.WORDS.say("again.strongest", st.lang, net=signed(play.net or 0))
        set_text(q("#pr-again-best"), said)
        announce(said)
    except Exception as exc:  # an unexpected failure shows the error panel
        show_error(exc)

