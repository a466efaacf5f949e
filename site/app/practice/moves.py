"""The learner's moves and the computer's replies on the practice page: a move played
(or held back by the coach), a refusal said in words, the computer's turn paced a step
at a time (at once with ``prefers-reduced-motion`` or the "Fast computer" choice), the
next hand, a new game, and skipping to the end of a hand the learner watches."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import replace
from typing import Any

from app.common import announce, preset_name, q, qa, set_html, set_text, show_error
from app.practice.drawing import draw_log, log, render, render_end
from app.practice.focus import focus_next
from app.practice.keeping import fresh_seed, save_game
from app.practice.state import PACE_S, WATCH_FIRST_S, WATCH_PACE_S, PageState
from app.practice.stats import render_stats
from js import window  # type: ignore[import-not-found]

from gintutor import practice as pr
from gintutor.render import escape


def start(st: PageState, settings: pr.Settings) -> None:
    """A new game of these settings."""
    st.session = pr.new_session(settings)
    st.log = []
    st.steps_shown = 0
    st.pending = None
    st.hint = None
    st.order = None
    st.more_spreads = False
    if st.restore_failed:  # said in the log too, before the new game's moves
        st.restore_failed = False
        st.log = [(st.session.hand_title(st.lang), [pr.WORDS.say("restore_failed", st.lang)])]
    draw_log(st)
    render_stats(st)  # this game's figures (each person's, when several play)
    after_move(st, st.session.opening_words(st.lang))


def play(st: PageState, action: str, confirmed: bool = False) -> None:
    """Play the learner's move: a refusal is said, a mistake or worse is held back by the
    coach (with the choice to take it back), else the computer replies."""
    from ginrules.core.actions import IllegalActionError

    session = st.session
    if st.busy:
        return  # the computer is still moving
    st.hint = None
    set_html(q("#pr-hint-box"), "")
    try:
        out = session.play(action, confirmed=confirmed, lang=st.lang, computer=False)
    except IllegalActionError as exc:
        say_why(str(exc))
        return
    if out.warning is not None:
        st.pending = out.warning.action
        set_html(q("#pr-coach-text"), "".join(f"<p>{escape(x)}</p>" for x in out.warning.lines))
        q("#pr-coach-box").hidden = False
        announce(" ".join(out.warning.lines))
        q("#pr-take-back").focus()
        return
    st.pending = None
    q("#pr-coach-box").hidden = True
    st.more_spreads = False
    if session.hand_over:
        st.steps_shown = 1
    after_move(st, out.announcements)


def ready(st: PageState) -> None:
    """The person the device was passed to says they are ready: their cards, their log
    (with what only they saw) and their next move."""
    session = st.session
    seat = session.handover()
    if seat is None or st.busy:
        return
    session.ready(seat)
    save_game(st)
    render(st)
    focus_next(st)


def say_why(words: str) -> None:
    """Why a choice cannot be played, where the learner looks and through the live region."""
    set_text(q("#pr-prompt"), words)
    announce(words)


def card_action(st: PageState, verb: str) -> None:
    """Discard, knock or go gin with the chosen card."""
    chosen = st.picker.selected()
    if not chosen:
        say_why(pr.WORDS.say("page.pick_card", st.lang))
        return
    if not st.table().one_card(st, chosen):
        return
    play(st, f"{verb} {chosen[0]}")


def _paced(st: PageState) -> bool:
    """Show the computer's moves one by one, unless the learner asked for them at once
    or their system asks for reduced motion."""
    if st.prefs["fast"]:
        return False
    with contextlib.suppress(Exception):
        return not bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    return False


def after_move(st: PageState, words: list[str]) -> None:
    """After the learner's move (or a deal): the computer's moves, at once or paced."""
    session = st.session
    st.run += 1
    st.step_at = None
    st.step_words = ""
    if not _paced(st) or not session.computer_to_act():
        _moves, more = session.run_computer(st.lang)
        finish_turn(st, [*words, *more])
        return
    log(st, words)
    save_game(st)
    st.busy = True
    render(st)
    st.tasks.append(asyncio.ensure_future(_paced_computer(st, st.run, session)))


async def _paced_computer(st: PageState, run: int, session: pr.PracticeSession) -> None:
    """The computer's turn a step at a time: each draw, discard or knock is drawn on the
    table and said in words, then a short pause before the next."""
    try:
        watched = False
        while session.computer_to_act():
            watching = session.learner_watching()
            pause = PACE_S if not watching else WATCH_PACE_S if watched else WATCH_FIRST_S
            watched = watching
            await asyncio.sleep(pause)
            if run != st.run or session is not st.session:
                return  # a new game or move took over
            stock = session.view().stock_count
            words = session.computer_step(st.lang)
            st.computer_steps += 1  # read by the benchmark
            q("#pr-log").setAttribute("data-step", str(st.computer_steps))
            st.step_at = "stock" if session.view().stock_count < stock else "pile"
            if not session.computer_to_act():
                finish_turn(st, words)
                return
            st.step_words = session.step_words(words, st.lang)
            log(st, words)
            save_game(st)
            render(st)
    except Exception as exc:  # the page shows its error panel rather than freezing
        show_error(exc)
    finally:
        if run == st.run:
            st.busy = False


def finish_turn(st: PageState, words: list[str]) -> None:
    """The learner's turn again (or the hand is over): log, keep, draw, focus."""
    st.busy = False
    if st.session.hand_over and not st.steps_shown:
        st.steps_shown = 1
    log(st, words)
    save_game(st)
    render(st)
    focus_next(st)


def skip(st: PageState, _ev: Any = None) -> None:
    """The learner watches (sits out, or waits for the other table): play the computers'
    moves to the end of the deal at once."""
    st.run += 1  # the paced turn under way stops
    _moves, words = st.session.run_computer(st.lang)
    finish_turn(st, words)


def next_hand(st: PageState, _ev: Any = None) -> None:
    """Deal the next hand, or a new game of the same settings when this one is over."""
    session = st.session
    if session.finished:
        old = session.settings
        # the site-wide house rules when this game has them (gin's), else the game's own
        preset = preset_name() if preset_name() in old.variant.presets else old.preset
        start(st, replace(old, seed=fresh_seed(), preset=preset))
        return
    out = session.next_hand(st.lang, computer=False)
    st.steps_shown = 0
    st.order = None
    after_move(st, out.announcements)


def more_steps(st: PageState, all_steps: bool) -> None:
    """One more step of the hand's scoring, or all of them."""
    total = len(st.session.showdown_steps(st.lang))
    st.steps_shown = total if all_steps else st.steps_shown + 1
    render_end(st)
    shown = qa("#pr-steps li")
    if shown:
        announce(shown[-1].textContent)
