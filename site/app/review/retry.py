"""The review page's retry (issue 46): a costly moment of the hand under review tried
again. The position is drawn as the learner saw it (the board's own pieces, nothing
marked), the legal moves are the choices (a discard by tapping its card, every other
move a button), and each try, hint and answer is said in the panel and through the live
region. :class:`gintutor.review.retry.Retry` judges everything; this module draws."""

from __future__ import annotations

from typing import Any

from app.common import (
    announce,
    is_null,
    on,
    practice_set,
    q,
    save_practice_set,
    set_html,
    set_text,
    today,
)
from app.review.board import draw_step, middle_html, others_html
from app.review.state import ReviewPage

from ginrules.core.actions import ActionKind
from ginrules.core.reader import int_or
from gintutor.ideas import idea_named
from gintutor.practice.wording import action_words
from gintutor.practice_set import WAITS, SetPosition
from gintutor.render import card_html, escape
from gintutor.review import WORDS
from gintutor.review.retry import Retry, RetryError, retry_of, retry_steps, set_position

__all__ = ["draw_offer", "listen", "open_due", "open_idea", "open_starters", "open_step",
           "start"]


def _steps(st: ReviewPage) -> tuple[int, ...]:
    return retry_steps(st.review) if st.review is not None else ()


def draw_offer(st: ReviewPage) -> None:
    """The way in from the review: the hand's button and count, and the board's "Try
    this move again" where the step shown is a costly decision."""
    steps = _steps(st)
    lang = st.lang
    q("#rv-retry-box").hidden = not steps
    set_text(q("#rv-retry-count"), WORDS.say("retry.count", lang, n=len(steps)))
    q("#rv-retry-this").hidden = st.step not in steps


def open_step(st: ReviewPage, step: int) -> None:
    """Try the decision at ``step`` again (the review's board gives way to the panel)."""
    if st.review is None or st.record is None or step not in _steps(st):
        return
    st.retry = Retry(st.record, st.review, step)
    st.settled = False
    st.set_key = None
    _show(st)


def _show(st: ReviewPage) -> None:
    """The panel drawn for ``st.retry``, its heading focused and the position said."""
    q("#rv-result").hidden = True
    q("#rv-retry").hidden = False
    _draw(st)
    heading = q("#rv-retry-h")
    heading.focus()
    announce(" ".join((heading.textContent, q("#rv-retry-context").textContent,
                       WORDS.say("retry.ask", st.lang))))


def open_due(st: ReviewPage) -> None:
    """The practice set's positions due today, one after another (the home page's link:
    ``?practise=due``)."""
    _open_queue(st, "set", practice_set().due(today()), "set.none_due")


async def open_starters(st: ReviewPage, choice: str) -> None:
    """The positions from the computer's games of practice menu game ``choice`` (the home
    page's, for a learner with no positions of their own: ``?practise=starters``)."""
    found = await _starters()
    _open_queue(st, "starters", list(found.get(choice, ())), "starters.none")


async def open_idea(st: ReviewPage, idea: str) -> None:
    """More positions of ``idea`` (the home page's weak idea: ``?practise=idea``): the
    learner's own of it, then the computer's games' of it in the same games."""
    from gintutor.idea_chart import positions_of_idea
    from gintutor.ideas import IDEAS

    if idea not in IDEAS:
        _open_queue(st, "idea", [], "idea.none")
        return
    _open_queue(st, "idea", positions_of_idea(idea, practice_set(), await _starters()),
                "idea.none")


async def _starters() -> dict[str, tuple[SetPosition, ...]]:
    """The computer's games' positions by practice menu game, fetched from the site's
    ``data/starters.json`` (none when it cannot be had)."""
    from app.common import page
    from js import fetch  # type: ignore[import-not-found]

    from gintutor.review.starters import read_starters

    try:
        response = await fetch(f"{page()['root']}data/starters.json")
        return read_starters(str(await response.text())) if response.ok else {}
    except Exception:  # a file that cannot be read (PracticeSetError), or a fetch that
        return {}      # fails (offline, not cached: a JavaScript error): none, said so


def _open_queue(st: ReviewPage, kind: str, queue: list[SetPosition], none: str) -> None:
    st.queue_kind, st.queue, st.set_results = kind, queue, {}
    if not queue:  # said where the page says what it opened
        said = WORDS.say(none, st.lang)
        set_text(q("#rv-said"), said)
        announce(said)
        return
    q("#rv-review").hidden = False
    set_text(q("#rv-review-h"), WORDS.say(f"{kind}.title", st.lang))
    q("#rv-result").hidden = True
    q("#rv-progress-box").hidden = True
    _open_position(st, 0)


def _open_position(st: ReviewPage, index: int) -> None:
    """Try position ``index`` of the queue; one that no longer replays is said (and
    leaves the practice set), and the next is tried."""
    for k in range(index, len(st.queue)):
        position = st.queue[k]
        try:
            retry = retry_of(position)
        except RetryError as err:
            kept = practice_set()
            if kept.find(position.key) is not None:
                kept.remove(position.key)
                save_practice_set(kept)
            announce(WORDS.say("set.unreadable", st.lang, reason=str(err)))
            continue
        st.record, st.review, st.retry = retry.record, retry.review, retry
        st.set_key, st.set_index, st.settled = position.key, k, False
        _show(st)
        return
    _set_done(st)


def _set_done(st: ReviewPage) -> None:
    right = sum(1 for ok in st.set_results.values() if ok)
    _say(st, [WORDS.say(f"{st.queue_kind}.done", st.lang, right=right,
                        total=len(st.set_results))], "right")
    q("#rv-retry-next").hidden = True
    q("#rv-retry-close").focus()


def _settle(st: ReviewPage, right: bool) -> str | None:
    """Once per retry, the practice set hears of it; the line that says what it did.
    From the set: right (at the first go, the answer not shown) moves the position to a
    longer wait, else back to the first. From a review or the computer's games: a
    position got wrong joins it."""
    retry = st.retry
    if retry is None or st.settled:
        return None
    st.settled = True
    kept = practice_set()
    lang = st.lang
    if st.set_key is not None:
        st.set_results[st.set_key] = right
    key = st.set_key
    in_set = key is not None and kept.find(key) is not None
    if st.queue_kind == "set" or (st.queue_kind == "idea" and in_set):
        if key is None or not in_set:
            return None
        moved = kept.answered(key, right, today())
        save_practice_set(kept)
        return (WORDS.say("retry.back_in", lang, days=WAITS[moved.box]) if right
                else WORDS.say("retry.back_tomorrow", lang))
    if right:
        return None
    queued = st.queue[st.set_index] if st.queue_kind in ("starters", "idea") else None
    kept.add(queued if queued is not None else set_position(retry), today())
    save_practice_set(kept)
    return WORDS.say("retry.joined", lang)


def _close(st: ReviewPage) -> None:
    """Back to the review's board, at the step tried (from the practice set: the page's
    first part, the set tried is over)."""
    retry = st.retry
    st.retry = None
    q("#rv-retry").hidden = True
    if st.queue_kind:
        st.set_key = None
        st.queue, st.queue_kind = [], ""
        st.review = None
        q("#rv-review").hidden = True
        q("#rv-said").focus()
        return
    q("#rv-result").hidden = False
    if retry is not None:
        st.step = retry.step
    draw_step(st, say=False)
    draw_offer(st)
    q("#rv-board").focus()


def _draw(st: ReviewPage) -> None:
    retry = st.retry
    review = st.review
    if retry is None or review is None:
        return
    lang = st.lang
    steps = _steps(st)
    if st.queue_kind:
        idea = idea_named(st.queue[st.set_index].idea).title(lang)
        set_text(q("#rv-retry-h"), WORDS.say(f"{st.queue_kind}.heading", lang, idea=idea,
                                             k=st.set_index + 1, total=len(st.queue)))
    else:
        set_text(q("#rv-retry-h"), WORDS.say("retry.heading", lang, n=retry.step + 1,
                                             k=steps.index(retry.step) + 1,
                                             total=len(steps)))
    set_text(q("#rv-retry-context"), retry.context_words(lang))
    pos = review.positions[retry.step]
    set_html(q("#rv-retry-others"), others_html(st, pos, {}))
    set_html(q("#rv-retry-middle"), middle_html(st, pos, {}))
    set_html(q("#rv-retry-mine"), _hand_html(st, retry))
    set_html(q("#rv-retry-moves"), _buttons_html(st, retry))
    set_html(q("#rv-retry-hints"), "")
    set_html(q("#rv-retry-said"), "")
    _buttons(st)


def _hand_html(st: ReviewPage, retry: Retry) -> str:
    """The learner's cards; each card a discard can throw is a button that throws it."""
    lang = st.lang
    discards = {a.card.code: i for i, a in enumerate(retry.moves)
                if a.kind is ActionKind.DISCARD and a.card is not None}
    slots = []
    for card in retry.view.hand:
        face = card_html(card, lang, interactive=False)
        index = discards.get(card.code)
        if index is not None:
            name = escape(action_words(retry.moves[index], lang))
            face = (f'<button type="button" class="rv-try-card" data-move="{index}" '
                    f'aria-label="{name}">{face}</button>')
        slots.append(f'<span class="slot">{face}</span>')
    head = escape(WORDS.say("page.your_cards", lang))
    helps = (f'<p class="help">{escape(WORDS.say("retry.discard_help", lang))}</p>'
             if discards else "")
    return (f"<h3>{head}</h3>{helps}"
            f'<div class="hand" role="group" aria-label="{head}" data-hand="review">'
            f'{"".join(slots)}</div>')


def _buttons_html(st: ReviewPage, retry: Retry) -> str:
    """Every move but a discard, as a button in words."""
    lang = st.lang
    return "".join(
        f'<button type="button" class="button secondary" data-move="{i}">'
        f"{escape(action_words(a, lang))}</button>"
        for i, a in enumerate(retry.moves) if a.kind is not ActionKind.DISCARD)


def _buttons(st: ReviewPage) -> None:
    retry = st.retry
    if retry is None:
        return
    solved = retry.solved
    for button in q("#rv-retry").querySelectorAll("[data-move]"):
        button.disabled = solved
    q("#rv-retry-hint").disabled = solved or retry.shown
    q("#rv-retry-answer").disabled = solved or retry.shown
    q("#rv-retry-next").hidden = not solved


def _lines_html(lines: list[str] | tuple[str, ...], cls: str = "") -> str:
    klass = f' class="{cls}"' if cls else ""
    return "".join(f"<p{klass}>{escape(line)}</p>" for line in lines)


def _say(st: ReviewPage, lines: list[str] | tuple[str, ...], cls: str) -> None:
    said = q("#rv-retry-said")
    said.className = f"rv-retry-said {cls}"
    set_html(said, _lines_html(lines))
    announce(" ".join(lines))


def _try(st: ReviewPage, index: int) -> None:
    retry = st.retry
    if retry is None or retry.solved or not 0 <= index < len(retry.moves):
        return
    lang = st.lang
    tried = retry.attempt(retry.moves[index], lang)
    lines = list(tried.lines)
    told = _settle(st, tried.right and retry.mistakes == 0 and not retry.shown)
    if tried.right and retry.stars is not None:
        st.retry_stars[retry.step] = retry.stars
        lines.append(_stars_words(retry.stars, lang))
    if told is not None:
        lines.append(told)
    _say(st, lines, "right" if tried.right else "wrong")
    _buttons(st)
    if tried.right:
        q("#rv-retry-next").focus()


def _stars_words(stars: int, lang: str) -> str:
    return f'{"★" * stars}{"☆" * (3 - stars)} {WORDS.say("retry.stars", lang, stars=stars)}'


def _hint(st: ReviewPage, *, answer: bool = False) -> None:
    retry = st.retry
    if retry is None or retry.solved:
        return
    lines = retry.answer(st.lang) if answer else retry.hint(st.lang)
    if retry.shown:  # the answer given away: not found by the learner
        told = _settle(st, False)
        lines = [*lines, told] if told is not None else lines
    item = f"<li>{_lines_html(lines)}</li>"
    q("#rv-retry-hints").insertAdjacentHTML("beforeend", item)
    announce(" ".join(lines))
    _buttons(st)


def _next(st: ReviewPage) -> None:
    """The next costly moment of the hand, or, after the last, what the retries earned."""
    retry = st.retry
    if st.queue_kind:
        if st.set_index + 1 < len(st.queue):
            _open_position(st, st.set_index + 1)
        else:
            _set_done(st)
        return
    steps = _steps(st)
    if retry is None or not steps:
        return
    after = [s for s in steps[steps.index(retry.step) + 1:] if s not in st.retry_stars]
    if after:
        open_step(st, after[0])
        return
    total = 3 * len(steps)
    got = sum(st.retry_stars.get(s, 0) for s in steps)
    _say(st, [WORDS.say("retry.done", st.lang, stars=got, total=total)], "right")
    q("#rv-retry-next").hidden = True
    q("#rv-retry-close").focus()


def listen(st: ReviewPage) -> None:
    """The retry's buttons (the moves by delegation: they are drawn anew each time)."""
    def chosen(ev: Any) -> None:
        button = ev.target.closest("[data-move]")
        if not is_null(button) and not button.disabled:
            _try(st, int_or(str(button.dataset.move), -1, minimum=0, maximum=10_000))

    def key_moment(ev: Any) -> None:
        button = ev.target.closest("button[data-retry]")
        if not is_null(button):
            open_step(st, int_or(str(button.dataset.retry), -1, minimum=0, maximum=10_000))

    on(q("#rv-retry"), "click", chosen)
    on(q("#rv-keys"), "click", key_moment)
    on(q("#rv-retry-start"), "click", lambda ev: start(st))
    on(q("#rv-retry-this"), "click", lambda ev: open_step(st, st.step))
    on(q("#rv-retry-hint"), "click", lambda ev: _hint(st))
    on(q("#rv-retry-answer"), "click", lambda ev: _hint(st, answer=True))
    on(q("#rv-retry-next"), "click", lambda ev: _next(st))
    on(q("#rv-retry-close"), "click", lambda ev: _close(st))


def start(st: ReviewPage) -> None:
    """The first costly moment not yet solved (the key moments come first)."""
    steps = _steps(st)
    todo = [s for s in steps if s not in st.retry_stars] or list(steps)
    if todo:
        open_step(st, todo[0])
