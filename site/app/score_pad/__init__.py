"""The score pad page's controller (issue 29): keeps the score of games played with real
cards, every game kept in localStorage, drawn from :mod:`gintutor.score_pad`, which
computes everything.

The page's parts, each a module: ``state`` (the one :class:`PadPage`, and storing the
pad), ``setup_form`` (starting a game), ``entry`` (the form of a hand) with ``picker``
(the cards grid), ``sheet`` (the score sheet's markup) and ``export`` (text, file,
print). This module starts the page, draws it after every change and says what
happened: in the line above the form, which then has the focus, and through the page's
live region. A refusal is said beside its field, which gets the focus; nothing typed is
lost. Stored text the pad cannot read is kept aside (``BACKUP_KEY``) and the page starts
empty, saying so.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from app.common import (
    announce,
    is_null,
    load_text,
    notice,
    on,
    on_storage,
    q,
    set_html,
    show_error,
)
from app.common import set_text as _set_text
from app.score_pad import entry, export, picker, setup_form
from app.score_pad.sheet import find_hand, hand_label, sheet_html, totals_words
from app.score_pad.state import PadPage
from js import window  # type: ignore[import-not-found]

from ginrules.core.reader import parse_int
from ginrules.table.seats import MAX_SEATS
from gintutor.render import escape
from gintutor.score_pad import (
    SAVE_KEY,
    WORDS,
    PadBook,
    PadError,
    PadSaveError,
    ScorePad,
    read_setup,
)

__all__ = ["draw", "main"]

_TASKS: list[Any] = []  # files being read, kept alive until they are


def main(page: dict[str, Any]) -> None:
    """Start the page: the kept games (or an empty pad), the open game drawn, the
    setup form fitted to its first game."""
    st = PadPage(lang=page["lang"])
    st.book = _stored(st)
    pad = st.pad
    setup_form.fit()
    if pad is not None:
        setup_form.prefill(pad.setup)
        q("#sp-setup-box").open = False
    draw(st)
    if pad is not None and len(pad.sheet(st.lang).parts) == 1:  # shown, not announced
        _set_text(q("#sp-said"), WORDS.say("page.now", st.lang, totals=totals_words(
            pad.sheet(st.lang).parts[0], st.lang)))
    _listen(st)


def _stored(st: PadPage) -> PadBook:
    """The pad as stored; text it cannot read is kept aside and the pad starts empty."""
    raw = load_text(SAVE_KEY)
    try:
        return PadBook.from_json(raw)
    except PadSaveError as err:
        st.set_aside(err.text or raw or "")
        notice(err.say(st.lang))
        return PadBook()


# ----------------------------------------------------------------------------- drawing


def draw(st: PadPage) -> None:
    """The kept games, and the open one: its heading, next deal, form and sheet."""
    lang = st.lang
    _draw_book(st)
    pad = st.pad
    q("#sp-game").hidden = pad is None
    if pad is None:
        return
    view = pad.sheet(lang)
    _set_text(q("#sp-game-h"), view.title)
    if view.teams:
        about = WORDS.say("page.about_teams", lang, rules=view.rules,
                          teams=list(view.parts[0].columns))
    else:
        about = WORDS.say("page.about", lang, rules=view.rules, players=list(view.players))
    _set_text(q("#sp-about"), about)
    set_html(q("#sp-deals"), "".join(f"<p>{escape(d.words)}</p>" for d in view.deals))
    entry.draw(st, pad, view)
    set_html(q("#sp-sheet"), sheet_html(view, lang))
    q("#sp-undo").disabled = not view.can_undo
    q("#sp-text").value = pad.export_text(lang)


def _draw_book(st: PadPage) -> None:
    lang = st.lang
    games = st.book.summaries(lang)
    q("#sp-book").hidden = not games
    items = []
    for game in games:
        text = WORDS.say("page.game_line", lang, title=game.title, rules=game.rules,
                         players=list(game.players), hands=game.hands)
        tags = [WORDS.say("page.game_started", lang, when=game.started)] if game.started else []
        if game.over:
            tags.append(WORDS.say("page.game_over_tag", lang))
        if game.current:
            tags.append(WORDS.say("page.game_open_tag", lang))
        said = "".join(f' <span class="sp-tag">{escape(tag)}</span>' for tag in tags)
        who = f"sp-g-{game.index}"
        opener = "" if game.current else (
            f'<button type="button" class="button secondary small" data-open="{game.index}" '
            f'aria-describedby="{who}">{escape(WORDS.say("page.open_game", lang))}</button> ')
        items.append(
            f'<li class="sp-game-item{" current" if game.current else ""}">'
            f'<span id="{who}">{escape(text)}{said}</span> <span class="sp-game-actions">'
            f'{opener}<button type="button" class="button secondary small" '
            f'data-remove="{game.index}" aria-describedby="{who}">'
            f'{escape(WORDS.say("page.delete_game", lang))}</button></span></li>')
    set_html(q("#sp-games"), "".join(items))


def _say(st: PadPage, text: str, *, bad: bool = False) -> None:
    """What just happened, in the line above the form (focused) and the live region."""
    line = q("#sp-said")
    line.classList.toggle("bad", bad)
    _set_text(line, text)
    announce(text)
    line.focus()


def _changed(st: PadPage, pad: ScorePad, key: str, index: int | None = None) -> None:
    """Keep and draw the pad after a change, and say it with the totals now."""
    st.keep()
    draw(st)
    lang = st.lang
    view = pad.sheet(lang)
    found = find_hand(view, index) if index is not None else None
    part = found[0] if found is not None else view.parts[-1]
    totals = totals_words(part, lang)
    if found is not None:
        _part, _n, row, hand = found
        label = hand_label(view, row, hand, lang)
        text = WORDS.say(key, lang, label=label, summary=hand.summary, totals=totals)
    else:
        text = WORDS.say(key, lang, label=WORDS.say("sheet.hand", lang, n=(index or 0) + 1),
                         totals=totals)
    if view.over and key != "page.undone":
        text = " ".join([text, *view.outcome])
    _say(st, text)


# ----------------------------------------------------------------------------- actions


def _add(st: PadPage, event: Any) -> None:
    """The form's hand: added, or the hand being changed saved; or refused beside its
    field, the form as it was."""
    event.preventDefault()
    pad = st.pad
    if pad is None:
        return
    entry.clear_errors()
    editing = st.editing
    try:
        hand = entry.hand_of(st, pad)
        if editing is None:
            pad.add(hand)
        else:
            pad.edit(editing, hand)
    except PadError as err:
        announce(WORDS.say("page.fix", st.lang, reason=entry.refused(err, st.lang)))
        return
    st.editing = None
    if editing is None:
        # At two tables the next hand is likelier the other table's: it is chosen.
        st.table = next((d.table for d in pad.deals(st.lang) if d.table != hand.table),
                        hand.table)
        _changed(st, pad, "page.added", len(pad.hands) - 1)
    else:
        _changed(st, pad, "page.changed", editing)


def _sheet_click(st: PadPage, event: Any) -> None:
    """Edit or Delete on a hand of the sheet."""
    button = event.target.closest("button[data-edit], button[data-delete]")
    pad = st.pad
    if is_null(button) or pad is None:
        return
    if button.hasAttribute("data-edit"):
        index = parse_int(button.dataset.edit)
        st.editing = index
        draw(st)
        entry.fill(pad.hand_fields(index, st.lang))
        entry.show_parts(st)
        first = q('#sp-endings input:checked') or q("#sp-endings input")
        q("#sp-entry").scrollIntoView()
        if first is not None:
            first.focus()
        return
    index = parse_int(button.dataset.delete)
    before = pad.sheet(st.lang)
    found = find_hand(before, index)
    label = (hand_label(before, found[2], found[3], st.lang) if found is not None
             else WORDS.say("sheet.hand", st.lang, n=index + 1))
    try:
        pad.delete(index)
    except PadError as err:
        _say(st, err.say(st.lang), bad=True)
        return
    st.editing = None
    st.keep()
    draw(st)
    view = pad.sheet(st.lang)
    part = view.parts[min(len(view.parts) - 1, before.parts.index(found[0]))
                      if found is not None else -1]
    _say(st, WORDS.say("page.deleted", st.lang, label=label,
                       totals=totals_words(part, st.lang)))


def _undo(st: PadPage, _event: Any) -> None:
    pad = st.pad
    if pad is None or not pad.undo():
        return
    st.editing = None
    _changed(st, pad, "page.undone")


def _cancel(st: PadPage, _event: Any) -> None:
    st.editing = None
    draw(st)
    first = q('#sp-endings input:checked')
    if first is not None:
        first.focus()


def _entry_change(st: PadPage, event: Any) -> None:
    """A choice in the form: another card table redraws it for that table's players;
    the ending, the player or the way of entry shows what they ask."""
    target = event.target
    if target.name == "sp-table":
        st.table = parse_int(target.value)
        draw(st)
        chosen = q('input[name="sp-table"]:checked')
        if chosen is not None:
            chosen.focus()
        return
    if target.name in ("sp-ending", "sp-player", "sp-by"):
        entry.show_parts(st)


def _pick(st: PadPage, event: Any) -> None:
    if picker.toggle(event, st.lang):
        picker.sync(st.lang)


def _start(st: PadPage, event: Any) -> None:
    """A new game from the setup form, open at once; or the refusal beside its field."""
    event.preventDefault()
    entry.clear_errors("sp-setup-err-")
    try:
        st.book.start(read_setup(setup_form.read()), started=export.started())
    except PadError as err:
        text = entry.refused(err, st.lang, "sp-setup-err-", setup_form.FOCUS)
        announce(WORDS.say("page.fix", st.lang, reason=text))
        return
    st.editing, st.table = None, 0
    entry.by_numbers()
    st.keep()
    draw(st)
    q("#sp-setup-box").open = False
    pad = st.pad
    assert pad is not None
    _say(st, WORDS.say("page.started", st.lang, title=pad.setup.title(st.lang),
                       players=list(pad.setup.names)))


def _book_click(st: PadPage, event: Any) -> None:
    """Open or delete a kept game."""
    button = event.target.closest("button[data-open], button[data-remove]")
    if is_null(button):
        return
    lang = st.lang
    if button.hasAttribute("data-open"):
        pad = st.book.open(parse_int(button.dataset.open))
        st.editing, st.table = None, 0
        entry.by_numbers()
        st.keep()
        draw(st)
        _say(st, WORDS.say("page.opened", lang, title=pad.setup.title(lang),
                           players=list(pad.setup.names)))
        return
    index = parse_int(button.dataset.remove)
    game = st.book.summaries(lang)[index]
    question = WORDS.say("page.delete_sure", lang, title=game.title, players=list(game.players))
    if not window.confirm(question):
        return
    st.book.remove(index)
    st.editing, st.table = None, 0
    st.keep()
    draw(st)
    announce(WORDS.say("page.game_deleted", lang))
    (q("#sp-said") if st.pad is not None else q("#sp-new") or q("main")).focus()


def _new_game(st: PadPage, _event: Any) -> None:
    box = q("#sp-setup-box")
    box.open = True
    pad = st.pad
    if pad is not None:
        setup_form.prefill(pad.setup)
    box.scrollIntoView()
    (q('input[name="sp-game"]:checked') or q('input[name="sp-game"]')).focus()


def _open_file(st: PadPage, event: Any) -> None:
    field = event.target

    async def read() -> None:
        text = await export.read_file(field)
        field.value = ""
        if text is None:
            return
        entry.clear_errors("sp-setup-err-")
        try:
            pad = ScorePad.from_json(text)
            st.book.add(pad)
        except PadError as err:
            announce(entry.refused(err, st.lang, "sp-setup-err-", setup_form.FOCUS))
            return
        except Exception as exc:  # a failure of the page itself: its error panel
            show_error(exc)
            return
        st.editing, st.table = None, 0
        entry.by_numbers()
        st.keep()
        draw(st)
        q("#sp-setup-box").open = False
        _say(st, WORDS.say("page.file_opened", st.lang, title=pad.setup.title(st.lang)))

    _TASKS.append(asyncio.ensure_future(read()))
    del _TASKS[:-4]


def _elsewhere(st: PadPage) -> None:
    """Another tab changed the pad: show it as stored now (text it cannot read is that
    tab's to keep aside)."""
    try:
        book = PadBook.from_json(load_text(SAVE_KEY))
    except PadSaveError:
        return
    st.book, st.editing = book, None
    draw(st)
    notice(WORDS.say("page.other_tab", st.lang))


def _guarded(handler: Callable[[Any], Any]) -> Callable[[Any], None]:
    """A handler whose unexpected failure shows the page's error panel (with its reload
    button) rather than leaving a control that silently does nothing; the pad's own
    refusals are said beside their fields before they get here."""
    def run(event: Any) -> None:
        try:
            handler(event)
        except Exception as exc:
            show_error(exc)

    return run


def _listen(st: PadPage) -> None:
    handlers: list[tuple[str, str, Callable[[Any], Any]]] = [
        ("#sp-entry", "submit", lambda ev: _add(st, ev)),
        ("#sp-entry", "change", lambda ev: _entry_change(st, ev)),
        ("#sp-cancel", "click", lambda ev: _cancel(st, ev)),
        ("#sp-seat-cards", "click", lambda ev: _pick(st, ev)),
        ("#sp-seat-cards", "keydown", picker.key),
        ("#sp-seat-cards", "input", lambda ev: picker.sync(st.lang)),
        ("#sp-sheet", "click", lambda ev: _sheet_click(st, ev)),
        ("#sp-undo", "click", lambda ev: _undo(st, ev)),
        ("#sp-copy", "click", lambda ev: export.copy(st)),
        ("#sp-download", "click", lambda ev: export.download(st)),
        ("#sp-print", "click", export.print_sheet),
        ("#sp-games", "click", lambda ev: _book_click(st, ev)),
        ("#sp-new", "click", lambda ev: _new_game(st, ev)),
        ("#sp-over-new", "click", lambda ev: _new_game(st, ev)),
        ("#sp-setup", "submit", lambda ev: _start(st, ev)),
        ("#sp-setup", "change", setup_form.fit),
        ("#sp-file", "change", lambda ev: _open_file(st, ev)),
        *((f"#sp-name-{seat}", "input", setup_form.fit) for seat in range(MAX_SEATS)),
    ]
    for selector, event, handler in handlers:
        on(q(selector), event, _guarded(handler))
    on_storage(SAVE_KEY, lambda: _guarded(lambda _ev: _elsewhere(st))(None))
