"""The review page's controller (issue 27): the kept practice games (or a record file)
listed, a hand chosen, its analysis run in slices with a progress bar, then the hand
stepped through move by move (buttons, or Left/Right/Home/End), every step said through
the live region. :mod:`gintutor.review` computes everything; this package draws
(``board``), keeps the one :class:`~app.review.state.ReviewPage` (``state``) and
moves records in and out as files (``files``).

The address ``?game=<id>`` (the practice page's link after a hand) opens that kept game
and reviews the learner's latest hand in it at once.
"""

from __future__ import annotations

import asyncio
from typing import Any

from app.common import (
    announce,
    is_null,
    load_text,
    on,
    q,
    qa,
    set_aside,
    set_html,
    set_text,
    show_error,
)
from app.review import again, board, files, retry
from app.review.state import ReviewPage
from js import URLSearchParams, document, window  # type: ignore[import-not-found]

from ginrules.core.reader import as_str, int_or
from gintutor.i18n import WORDS as GAME_WORDS
from gintutor.practice.kept import KEPT_KEY, KeptHands, KeptHandsError
from gintutor.practice.verdict import accuracy_words, key_moment_words
from gintutor.render import escape
from gintutor.review import WORDS, HandAnalysis, ReviewError, ReviewRecord
from gintutor.review.record import MAX_RECORD_CHARS
from gintutor.review.telling import game_accuracy_words, player_name, practice_players

__all__ = ["main"]


def main(page: dict[str, Any]) -> None:
    """Start the page: the kept games listed; the address's game opened and reviewed."""
    st = ReviewPage(lang=page["lang"])
    raw = load_text(KEPT_KEY)
    try:
        st.kept = KeptHands.from_json(raw)
    except KeptHandsError:
        set_aside(KEPT_KEY, raw or "", "stored_hands")
    _draw_games(st)
    _listen(st)
    wanted = _address("game")
    practise = _address("practise")
    if practise == "due":
        retry.open_due(st)  # the home page's link: the practice set's positions due today
    elif practise == "starters":  # and the computer's games' positions (a menu key), for
        game = wanted or "gin"    # a learner with none of their own yet
        st.tasks.append(asyncio.ensure_future(retry.open_starters(st, game)))
    elif practise == "idea":  # the home page's weak idea: more positions of it
        st.tasks.append(asyncio.ensure_future(retry.open_idea(st, _address("idea") or "")))
    elif wanted is not None and st.kept.find(wanted) is not None:
        _open_kept(st, wanted)
        st.retry_on_ready = _address("retry") == "1"  # practice's "try again" link
        _start(st)


def _number(value: Any, default: int = 0) -> int:
    """A number the page's own menus and buttons hold (written by this module), read
    through the one reader all the same."""
    return int_or(None if is_null(value) else str(value), default, minimum=0, maximum=10_000)


def _address(name: str) -> str | None:
    """The address's ``name`` (``?game=<id>``, ``?practise=due``, ``?retry=1``), read
    through the one reader; None when it is not there or cannot be read."""
    value = URLSearchParams.new(window.location.search).get(name)
    if is_null(value):
        return None
    try:
        return as_str(str(value), f"the address's {name}", max_chars=80)
    except ValueError:
        return None


def _game_title(record: ReviewRecord, lang: str) -> str:
    return GAME_WORDS.say(f"game.{record.variant.name}", lang)


def _draw_games(st: ReviewPage) -> None:
    """The kept games, newest first, each with its button."""
    lang = st.lang
    rows = []
    for game in reversed(st.kept.games):
        seats = game.get("players")
        try:  # a kept game whose game or players no word names is not listed
            title = GAME_WORDS.say(f"game.{game.get('variant')}", lang)
            players = practice_players(len(seats) if isinstance(seats, list) else 0, lang)
        except (KeyError, ValueError):
            continue
        line = WORDS.say("page.game_line", lang, title=title, players=", ".join(players),
                         hands=len(game["hands"]))
        current = ' aria-current="true"' if st.source == game["id"] else ""
        rows.append(f'<li{current}><span>{escape(line)}</span> <button type="button" '
                    f'class="button secondary" data-game="{escape(game["id"])}">'
                    f'{escape(WORDS.say("page.open", lang))}</button></li>')
    set_html(q("#rv-games"), "".join(rows))
    q("#rv-none").hidden = bool(rows)


def _say(st: ReviewPage, text: str, *, refused: bool = False) -> None:
    said = q("#rv-said")
    set_text(said, text)
    said.classList.toggle("refused", refused)
    announce(text)


def _open(st: ReviewPage, record: ReviewRecord, source: str, title: str) -> None:
    """Make ``record`` the open one: its hands and seats in the menus."""
    st.record = record
    st.source = source
    st.title = title
    lang = st.lang
    options = []
    # A practice game's hands the learner played (the latest chosen); a record of a
    # computer-only game, every hand (the last chosen) and every seat in it.
    hands = [i for i in range(len(record.hands))
             if record.learner is None or record.learner in record.seats_of(i)]
    chosen = hands[-1] if hands else 0
    for index in hands:
        number, table = record.title(index)
        text = (WORDS.say("page.hand_option", lang, n=number) if table is None else
                WORDS.say("page.hand_option_table", lang, n=number, table=table))
        mark = " selected" if index == chosen else ""
        options.append(f'<option value="{index}"{mark}>{escape(text)}</option>')
    set_html(q("#rv-hand"), "".join(options))
    q("#rv-hand").value = str(chosen)
    _fill_seats(st)
    set_text(q("#rv-open-title"), title)
    q("#rv-pick").hidden = False
    _draw_games(st)


def _fill_seats(st: ReviewPage) -> None:
    record = st.record
    if record is None:
        return
    index = _number(q("#rv-hand").value)
    seats = record.seats_of(index)
    if record.learner in seats:  # a practice game: the learner's own decisions
        seats = (record.learner,)
    previous = _number(q("#rv-seat").value, -1)
    wanted = previous if previous in seats else seats[0]
    names = [escape(player_name(record, s, st.lang)) for s in seats]
    set_html(q("#rv-seat"), "".join(
        f'<option value="{s}"{" selected" if s == wanted else ""}>{name}</option>'
        for s, name in zip(seats, names, strict=True)))
    q("#rv-seat").value = str(wanted)


def _open_kept(st: ReviewPage, wanted: str) -> None:
    data = st.kept.find(wanted)
    if data is None:
        return
    try:
        record = ReviewRecord.from_data(data)
    except ReviewError as err:
        _say(st, WORDS.say("page.refused", st.lang, file=wanted, reason=err.say(st.lang)),
             refused=True)
        return
    _open(st, record, wanted, _game_title(record, st.lang))


def _start(st: ReviewPage, *, whole_game: bool = False) -> None:
    """Review the chosen hand for the chosen seat, or first every hand of the game that
    seat played (an analysis under way stops)."""
    record = st.record
    if record is None:
        return
    index = _number(q("#rv-hand").value)
    seat = _number(q("#rv-seat").value)
    hands = [index]
    if whole_game:
        listed = [_number(o.value) for o in qa("#rv-hand option")]
        hands = [i for i in listed if seat in record.seats_of(i)]
    st.run += 1
    st.retry = None  # a retry under way gives way to the new analysis
    st.set_key = None
    st.queue, st.queue_kind = [], ""
    st.retry_stars.clear()
    q("#rv-retry").hidden = True
    task = asyncio.ensure_future(_analyse(st, st.run, hands, index, seat))
    st.tasks.append(task)
    del st.tasks[:-4]


def _hand_heading(record: ReviewRecord, index: int, lang: str) -> str:
    number, table = record.title(index)
    return (WORDS.say("page.hand_option", lang, n=number) if table is None else
            WORDS.say("page.hand_option_table", lang, n=number, table=table))


async def _analyse(st: ReviewPage, run: int, hands: list[int], shown: int, seat: int) -> None:
    """The analysis of ``hands`` in slices (the progress bar moves after every decision
    weighed, and the page answers between two), then hand ``shown`` drawn."""
    record = st.record
    assert record is not None
    lang = st.lang
    html = document.documentElement
    try:
        html.setAttribute("data-analysing", "")
        q("#rv-review").hidden = False
        set_text(q("#rv-review-h"), f"{st.title} · {_hand_heading(record, shown, lang)}")
        bar = q("#rv-progress")
        for index in hands:
            if (st.source, index, seat) in st.reviews:
                continue
            analysis = HandAnalysis(record, index, seat)
            q("#rv-result").hidden = True
            q("#rv-progress-box").hidden = False
            for progress in analysis.slices():
                if run != st.run:
                    return
                bar.max = max(1, progress.total)
                bar.value = progress.done
                said = WORDS.say("page.analysing", lang, done=progress.done,
                                 total=progress.total)
                if len(hands) > 1:
                    said = f"{_hand_heading(record, index, lang)}: {said}"
                set_text(q("#rv-progress-text"), said)
                await asyncio.sleep(0)
            assert analysis.review is not None
            st.reviews[(st.source, index, seat)] = analysis.review
        if run != st.run:
            return
        review = st.reviews[(st.source, shown, seat)]
        st.review = review
        st.step = 0
        q("#rv-progress-box").hidden = True
        q("#rv-result").hidden = False
        _draw_result(st)
        board.draw_step(st, say=False)
        retry.draw_offer(st)
        again.draw_again(st)
        ready = WORDS.say("page.ready", lang, n=record.title(shown)[0],
                          accuracy=accuracy_words(review.decisions, lang))
        game = q("#rv-game-accuracy").textContent
        announce(f"{ready} {game}".strip())
        q("#rv-board").focus()
        if st.retry_on_ready:  # practice's "try again" link: the first moment at once
            st.retry_on_ready = False
            retry.start(st)
    except Exception as exc:  # an unexpected failure shows the error panel
        show_error(exc)
    finally:
        if run == st.run:
            html.removeAttribute("data-analysing")


def _draw_result(st: ReviewPage) -> None:
    review = st.review
    if review is None:
        return
    lang = st.lang
    set_text(q("#rv-accuracy"), accuracy_words(review.decisions, lang))
    same_game = [r for (source, _i, seat), r in st.reviews.items()
                 if source == st.source and seat == review.seat]
    game = game_accuracy_words(same_game, lang)
    set_text(q("#rv-game-accuracy"), game or "")
    keys = key_moment_words(review.decisions, lang)
    q("#rv-keys").hidden = not keys
    q("#rv-keys-none").hidden = bool(keys)
    set_html(q("#rv-keys"), "".join(
        f'<li>{escape(text)} <button type="button" class="button secondary" '
        f'data-step="{step}">{escape(WORDS.say("page.go_to", lang, n=step + 1))}</button> '
        f'<button type="button" class="button secondary" data-retry="{step}">'
        f'{escape(WORDS.say("retry.key_try", lang))}</button></li>'
        for step, text in keys))


def _go(st: ReviewPage, step: int) -> None:
    if st.review is None:
        return
    st.step = step
    board.draw_step(st)
    retry.draw_offer(st)


def _keys(st: ReviewPage, ev: Any) -> None:
    """Left/Right step back and on, Home/End to the first and last move (not while a
    menu or the file field has the keys)."""
    if st.review is None or st.retry is not None or \
            ev.target.tagName in ("SELECT", "INPUT", "TEXTAREA"):
        return
    last = len(st.review.positions) - 1
    moves = {"ArrowLeft": st.step - 1, "ArrowRight": st.step + 1, "Home": 0, "End": last}
    if ev.key not in moves or ev.altKey or ev.ctrlKey or ev.metaKey:
        return
    ev.preventDefault()
    _go(st, moves[ev.key])


def _import(st: ReviewPage, field: Any) -> None:
    async def read() -> None:
        lang = st.lang
        try:
            got = await files.read_file(field)
            if got is None:
                return
            name, text, size = got
            try:
                if text is None:
                    raise ReviewError("too_big", size=size // 1000 + 1,
                                      limit=MAX_RECORD_CHARS // 1000)
                record = ReviewRecord.from_json(text)
            except ReviewError as err:
                _say(st, WORDS.say("page.refused", lang, file=name, reason=err.say(lang)),
                     refused=True)
                return
            title = WORDS.say("page.imported_title", lang, title=_game_title(record, lang))
            _open(st, record, f"file:{name}", title)
            _say(st, WORDS.say("page.imported", lang, file=name, hands=len(record.hands)))
        except Exception as exc:
            show_error(exc)
        finally:
            field.value = ""  # the same file may be chosen again

    st.tasks.append(asyncio.ensure_future(read()))
    del st.tasks[:-4]


def _listen(st: ReviewPage) -> None:
    def games(ev: Any) -> None:
        button = ev.target.closest("button[data-game]")
        if not is_null(button):
            _open_kept(st, str(button.dataset.game))

    def key_moment(ev: Any) -> None:
        button = ev.target.closest("button[data-step]")
        if not is_null(button):
            _go(st, _number(button.dataset.step))
            q("#rv-board").focus()

    def export(_ev: Any) -> None:
        name = files.download(st)
        if name is not None:
            _say(st, WORDS.say("page.downloaded", st.lang, file=name))

    on(q("#rv-games"), "click", games)
    on(q("#rv-hand"), "change", lambda ev: _fill_seats(st))
    on(q("#rv-go"), "click", lambda ev: _start(st))
    on(q("#rv-go-all"), "click", lambda ev: _start(st, whole_game=True))
    on(q("#rv-export"), "click", export)
    on(q("#rv-file"), "change", lambda ev: _import(st, ev.target))
    on(q("#rv-keys"), "click", key_moment)
    on(q("#rv-first"), "click", lambda ev: _go(st, 0))
    on(q("#rv-prev"), "click", lambda ev: _go(st, st.step - 1))
    on(q("#rv-next"), "click", lambda ev: _go(st, st.step + 1))
    on(q("#rv-last"), "click", lambda ev: _go(st, len(st.review.positions) - 1
                                           if st.review is not None else 0))
    on(q("#rv-review"), "keydown", lambda ev: _keys(st, ev))
    retry.listen(st)
    again.listen(st)
