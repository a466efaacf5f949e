"""Practice page controller: draws the table and turns clicks and keys into moves.

All game logic is ``gintutor.practice.PracticeSession`` (which asks ``ginrules``); this
file only draws, listens, keeps the session in localStorage after every move and says
what happened through the live regions.  Test hooks in the address:
``?seed=N&mode=hand|game&strength=NAME&coach=0&target=N`` start that exact game (a reload with the
same address resumes it).

Like a card table: the hand can be shown by suit or grouped by the engine's melds (the
choice is remembered), rearranged by the learner (Alt/Shift+Arrow, or a card then
"Move left"/"Move right"), and the computer's moves come one visible step at a time
(at once with ``prefers-reduced-motion`` or the "Fast computer" choice).

A hand flow other than gin's draws its own part of the table (``FLOW_TABLES``: Rummy's
players and melds on the table are ``app.rummy_table``'s); the rest of the page serves
every game.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import replace
from typing import Any

from app.common import (
    CardPicker,
    announce,
    card_back_html,
    card_html,
    is_null,
    load,
    load_text,
    notice,
    on,
    on_settings_change,
    on_storage,
    preset_name,
    q,
    qa,
    save,
    save_text,
    set_aside,
    set_html,
    set_text,
    show_error,
    t,
)
from js import Object, URLSearchParams, window  # type: ignore[import-not-found]
from pyodide.ffi import to_js  # type: ignore[import-not-found]

from gintutor import address
from gintutor import practice as pr
from gintutor.render import escape

_s: dict[str, Any] = {
    "steps_shown": 0,
    "log": [],
    "pending": None,
    "hint": None,
    "order": None,  # (hand number, card codes): the learner's own order of their hand
    "run": 0,  # bumped by every move: a paced computer turn of an older one stops
    "busy": False,  # the computer's paced turn is under way
    "step_at": None,  # "stock" or "pile": where the computer's last step happened
    "step_words": "",  # the computer's last step in words, shown while it goes on
    "more_spreads": False,
    "prefs": {"group": "suit", "fast": False},
}
_TASKS: list[Any] = []  # the paced turns, kept alive until they finish

#: The learner's table preferences (hand grouping, fast computer), kept across games.
PREFS_KEY = "gin-tutor.practice.view"
GROUPS = ("suit", "melds")
#: Seconds between two of the computer's moves, so a learner can follow each one.
PACE_S = 0.7
#: A hand the learner watches (they sit it out, or watch the other card table): the
#: words that say so stand alone this long before the first move, and the moves, one
#: after another with no move of the learner's between, come slower.
WATCH_FIRST_S = 2.5
WATCH_PACE_S = 1.5


def _w(key: str, **values: Any) -> str:
    return pr.say(key, _s["lang"], **values)


# ------------------------------------------------------------------ keeping the session


OWNER_KEY = pr.SAVE_KEY + ".owner"  # the tab that keeps the saved game: its token


def _claim() -> None:
    """This tab takes the saved game: it writes its token under OWNER_KEY. Another tab
    that had the game sees the change (storage event) and stops saving over it."""
    _s["token"] = f"{time.time_ns()}-{id(_s)}"
    _s["owner"] = save_text(OWNER_KEY, _s["token"])  # storage off: nobody to share with
    on_storage(OWNER_KEY, _owner_changed)


def _owner_changed() -> None:
    if _s.get("owner") and load_text(OWNER_KEY) != _s["token"]:
        _s["owner"] = False
        _s["lost"] = True
        notice(t("practice_other_tab"))


def _save() -> None:
    """Keep the session after every move, unless another tab owns the game now (then the
    page says so once and leaves that tab's save alone). Storage off or full: the game
    goes on, and the page says it is not kept."""
    if _s.get("lost") or (_s.get("owner") and load_text(OWNER_KEY) != _s["token"]):
        _owner_changed()
        return
    save_text(pr.SAVE_KEY, _s["session"].to_json())


def _saved() -> pr.PracticeSession | None:
    """The stored session; one that cannot be restored (broken checksum, truncated,
    tampered, too deep) is kept aside and the page says so before a new game starts."""
    raw = load_text(pr.SAVE_KEY)
    if raw is None:
        return None
    session = pr.PracticeSession.from_json(raw)
    if session is None:
        set_aside(pr.SAVE_KEY, raw, "stored_practice")
        notice(_w("restore_failed"))
        _s["restore_failed"] = True
    return session


def _address() -> dict[str, Any]:
    """The test hooks in the address, read by gintutor.address (odd values are ignored)."""
    params = URLSearchParams.new(window.location.search)

    def get(name: str) -> str | None:
        value = params.get(name)
        return None if is_null(value) else str(value)

    return address.practice_address({name: get(name) for name in address.PRACTICE_PARAMS})


def _chosen_game() -> str:
    return str(next((r.value for r in qa('input[name="pr-game"]') if r.checked), "gin"))


def _settings_from_form(seed: int | None = None) -> pr.Settings:
    mode = next((r.value for r in qa('input[name="pr-mode"]') if r.checked), "game")
    return pr.Settings.from_dict(
        {
            "mode": mode,
            "game": _chosen_game(),
            "strength": q("#pr-strength").value,
            "preset": q("#pr-preset").value or preset_name(),
            "coach": bool(q("#pr-coach").checked),
            "seed": seed if seed is not None else _fresh_seed(),
        }
    )


def _show_presets(_ev: Any = None, preferred: str | None = None) -> None:
    """The house-rules menu lists the chosen game's presets only; the learner's site-wide
    choice (or ``preferred``) stays chosen when the game has it."""
    choice = pr.practice_choice(_chosen_game())
    game = choice.variant.name if choice is not None else "gin"
    wanted = preferred or q("#pr-preset").value or preset_name()
    options = [o for o in qa("#pr-preset option")]
    mine = [o for o in options if o.dataset.game == game]
    for o in options:
        o.hidden = o.dataset.game != game
        o.disabled = o.dataset.game != game
    pick = next((o for o in mine if o.value == wanted), None) or next(
        (o for o in mine if o.value == preset_name()), None) or (mine[0] if mine else None)
    if pick is not None:
        pick.selected = True


def _fresh_seed() -> int:
    return pr.PracticeSession.new_seed(int(time.time() * 1000))


def _start(settings: pr.Settings) -> None:
    _s["session"] = pr.new_session(settings)
    _s["log"] = []
    _s["steps_shown"] = 0
    _s["pending"] = None
    _s["hint"] = None
    _s["order"] = None
    _s["more_spreads"] = False
    if _s.pop("restore_failed", False):  # said in the log too, before the new game's moves
        _s["log"] = [(_s["session"].hand_title(_s["lang"]), [_w("restore_failed")])]
    _draw_log()
    _after_move(_s["session"].opening_words(_s["lang"]))


def _load_prefs() -> dict[str, Any]:
    """The stored table preferences; anything odd is the default."""
    raw = load(PREFS_KEY, {})
    raw = raw if isinstance(raw, dict) else {}
    group = raw.get("group")
    return {
        "group": group if group in GROUPS else "suit",
        "fast": raw.get("fast") is True,
    }


def _save_prefs() -> None:
    save(PREFS_KEY, _s["prefs"])


# ------------------------------------------------------------------ drawing


#: The lines of the hand being played shown open in "What happened"; its earlier lines
#: fold away, saying how many (so do the hands before it).
LOG_OPEN = 12


def _log(lines: list[str]) -> None:
    """Say what happened: in the log under the hand being played, and aloud."""
    if not lines:
        return
    title = _s["session"].hand_title(_s["lang"])
    if not _s["log"] or _s["log"][-1][0] != title:
        _s["log"].append((title, []))
    _s["log"][-1][1].extend(lines)
    _draw_log()
    announce(" ".join(lines))


def _items(lines: list[str]) -> str:
    return "".join(f"<li>{escape(x)}</li>" for x in lines)


def _draw_log() -> None:
    """Every line of the game, hand by hand under its title: the hands before folded
    (saying how many lines each holds), the hand being played open but for its earlier
    lines past :data:`LOG_OPEN`, folded and counted. A fold the learner opened stays
    open."""
    box = q("#pr-log")
    opened = {d.dataset.key for d in qa("details", box) if d.open}
    groups = [(title, lines) for title, lines in _s["log"] if lines]
    parts = []
    for i, (title, lines) in enumerate(groups):
        if i < len(groups) - 1:
            key = f"hand-{i}"
            mark = " open" if key in opened else ""
            summary = escape(_w("page.log_hand", title="\x00", n=len(lines))).replace(
                "\x00", f'<span class="log-title">{escape(title)}</span>')
            parts.append(f'<details class="log-hand" data-key="{key}"{mark}>'
                         f'<summary>{summary}</summary>'
                         f'<ol class="log">{_items(lines)}</ol></details>')
            continue
        fold = max(0, len(lines) - LOG_OPEN)
        folded = ""
        if fold:
            key = f"fold-{i}"
            mark = " open" if key in opened else ""
            folded = (f'<details class="log-fold" data-key="{key}"{mark}><summary>'
                      f'{escape(_w("page.log_fold", n=fold))}</summary>'
                      f'<ol class="log">{_items(lines[:fold])}</ol></details>')
        head = f'<h4 class="log-title small-h">{escape(title)}</h4>'
        parts.append(f'<section class="log-hand current">{head}{folded}'
                     f'<ol class="log" start="{fold + 1}">{_items(lines[fold:])}</ol></section>')
    set_html(box, "".join(parts))


def _legal_texts(session: pr.PracticeSession) -> list[str]:
    return [str(a) for a in session.legal()]


def _render() -> None:
    session: pr.PracticeSession = _s["session"]
    lang = _s["lang"]
    view = session.view()
    legal = _legal_texts(session)

    set_text(q("#pr-scores"), session.status_line(lang, session.rules_name(lang)))
    game = q(f'input[name="pr-game"][value="{session.settings.choice}"]')
    if not is_null(game):  # the rules page of the game being played
        q("#pr-rules").setAttribute("href", game.dataset.rules)
    table = _flow_table()
    if table is None:
        _render_gin_parts(session, view)
    else:
        table.render_table(view)
    _render_seats(session, view)

    set_text(q("#pr-stock-count"), _w("page.stock", n=view.stock_count))
    draw = q("#pr-draw")
    draw.disabled = "draw stock" not in legal
    top = view.top_discard
    if top is not None:
        set_html(q("#pr-pile"), card_html(top, lang, interactive=False))
    else:
        set_html(q("#pr-pile"), f'<p class="help">{escape(_w("page.pile_empty"))}</p>')
    take = q("#pr-take")
    take_action = f"take {top.code}" if top is not None else ""
    take.disabled = take_action not in legal
    set_text(take, _w("page.take", card=top.label_in(_s["lang"]) if top is not None else ""))
    q("#pr-pass").disabled = "pass" not in legal
    q("#pr-pass").hidden = "pass" not in legal
    for where in ("stock", "pile"):
        q(f".middle .{where}").classList.toggle("just", _s["step_at"] == where)
    if table is not None:
        table.render_stock(view)

    q("#pr-mine").hidden = not view.hand  # sitting out, or watching the other table
    _s["picker"].single = table is None  # Rummy: the cards of a meld are chosen together
    _render_hand(view)
    if table is None:
        _update_deadwood(view)
    _update_card_buttons()
    q("#pr-big-gin").disabled = "big gin" not in legal
    q("#pr-big-gin").hidden = not any(a == "big gin" for a in legal)
    q("#pr-hint").disabled = not session.learner_to_act()
    q("#pr-play-hint").disabled = not session.learner_to_act()
    q("#pr-skip").hidden = not (_s["busy"] and session.learner_watching())
    q("#pr-coach-live").checked = session.settings.coach
    q("#pr-fast").checked = bool(_s["prefs"]["fast"])
    over = session.hand_over
    # the moves go when the hand is over; "Coach" and "Fast computer" stay (the learner may
    # want the next hands, or the other table's, at once)
    for button in qa("#pr-actions .actions > .button"):
        if over:
            button.hidden = True
        elif button.id in ("pr-hint", "pr-play-hint"):
            button.hidden = False
    q("#pr-draw").hidden = over
    q("#pr-take").hidden = over or top is None  # no "Take" without a card to take
    _render_spread_choices()
    # While the computer's turn goes on, its last step stands where the learner looks;
    # while the learner watches a hand, under the words that say they do.
    watching = session.learner_watching()
    words = _s["step_words"] if _s["busy"] else ""
    set_text(q("#pr-prompt"), session.prompt(lang) if watching else words or session.prompt(lang))
    set_text(q("#pr-step"), words if watching else "")
    _render_end()


#: The page module that draws the table of each hand flow but gin's (data: the flow's name
#: to the module, in the practice page's own zip).
FLOW_TABLES = {"rummy": "app.rummy_table"}


def _flow_table() -> Any:
    """The module drawing this game's table when it is not gin's (None for gin)."""
    name = FLOW_TABLES.get(_s["session"].game.variant.hand_flow)
    if name is None:
        return None
    import importlib
    import sys

    if name not in sys.modules:  # the first time: unpacked from the page's own zip
        importlib.invalidate_caches()
    return importlib.import_module(name)


def _render_gin_parts(session: pr.PracticeSession, view: Any) -> None:
    """Gin's own parts of the table: no Rummy melds, gin's headings and buttons."""
    q("#pr-table").classList.remove("rummy")
    q("#pr-melds-box").hidden = True  # Rummy's, after a Rummy game on this page
    q("#pr-meld").hidden = True
    q("#pr-discard").classList.remove("secondary")
    set_text(q("#pr-end-h"), _w("page.showdown"))
    set_text(q("#pr-draw"), _w("page.draw"))


def _seat_html(session: pr.PracticeSession, row: pr.SeatRow, element: str = "li",
               cards: bool = False) -> str:
    """One seat in words and at a glance: its name, cards held, dealer, to play (or
    sitting the hand out), its latest turn; with ``cards`` (gin) its cards face down and
    the ones the learner knows it holds. The seat to play is marked in words, by
    aria-current and by its frame, never by colour alone."""
    lang = _s["lang"]
    tags = [_w("page.seat_cards", n=row.cards)] if row.playing else []
    if row.dealer:
        tags.append(_w("page.seat_dealer"))
    if not row.playing:
        tags.append(_w("page.seat_sits_out"))
    if row.to_act:
        tags.append(_w("page.seat_turn"))
    if row.seat == session.partner():
        tags.append(_w("page.seat_partner"))
    name = row.name[:1].upper() + row.name[1:]
    mark = ' aria-current="true"' if row.to_act else ""
    classes = "seat" + (" to-act" if row.to_act else "") + ("" if row.playing else " out")
    extra = ""
    if cards and row.playing and not session.hand_over:
        backs = "".join(f'<span class="slot">{card_back_html(lang)}</span>'
                        for _ in range(row.cards))
        extra = f'<span class="hand backs" aria-hidden="true">{backs}</span>'
        if row.known:
            seats = session.game.table.size
            label = escape(_w("page.known", pronoun=pr.seat_pronoun(row.seat, lang, seats)))
            minis = "".join(card_html(c, lang, interactive=False) for c in row.known)
            extra += (f'<span class="seat-known" role="group" aria-label="{label}">'
                      f'<span class="help" aria-hidden="true">{label}</span>'
                      f'<span class="mini">{minis}</span></span>')
    return (f'<{element} class="{classes}" data-seat="{row.seat}"{mark}>'
            f'<span class="seat-head"><span class="seat-name">{escape(name)}</span> '
            f'<span class="seat-tags">{escape(" · ".join(tags))}</span></span> '
            f'<span class="seat-last">{escape(row.last or _w("page.seat_waiting"))}</span>'
            f"{extra}</{element}>")


def _render_seats(session: pr.PracticeSession, view: Any) -> None:
    """Every seat of the learner's card table: the others around the table, the
    learner's own beside their hand (gin: with their cards face down); then the other
    card table of a four-player game."""
    gin = _flow_table() is None
    rows = session.seat_rows(_s["lang"], view)
    others = [r for r in rows if r.seat != session.learner]
    heading = escape(_w("page.seats"))
    set_html(q("#pr-opp"), f'<ul class="seats plain" aria-label="{heading}">'
                           + "".join(_seat_html(session, r, cards=gin) for r in others)
                           + "</ul>")
    me = next((r for r in rows if r.seat == session.learner), None)
    set_html(q("#pr-me"), "" if me is None else _seat_html(session, me, "span"))
    q("#pr-me").hidden = me is None
    _render_other(view)


def _render_other(view: Any) -> None:
    """The other card table of a four-player game, as the learner may watch it: its two
    seats (cards, dealer, to play, last move), the top of their pile, their stock, and
    whether their hand is over."""
    session: pr.PracticeSession = _s["session"]
    box = q("#pr-other")
    box.hidden = not view.elsewhere
    if not view.elsewhere:
        return
    (other,) = view.elsewhere
    (rows,) = session.other_table_rows(_s["lang"])
    a, b = (r.name for r in rows)
    lines = [_w("page.at_table", a=a, b=b)]
    if other.top_discard is not None:
        lines.append(_w("page.other_pile", card=other.top_discard.label_in(_s["lang"])))
    lines.append(_w("page.other_stock", n=other.stock_count))
    if other.phase.is_over:
        lines.append(_w("page.other_waits"))
    heading = escape(_w("page.seats"))
    set_html(q("#pr-other-body"), f'<p class="help">{escape(lines[0])}</p>'
             f'<ul class="seats plain" aria-label="{heading}">'
             + "".join(_seat_html(session, r) for r in rows) + "</ul>"
             '<p class="help">' + escape(" · ".join(lines[1:])) + "</p>")


# -- the learner's hand


def _new_card(view: Any) -> Any:
    """The card to mark as new: the one just taken from the pile or drawn from the stock
    (asked of the session once per move: it replays the draw)."""
    if view.just_taken is not None:
        return view.just_taken
    session: pr.PracticeSession = _s["session"]
    key = (session.hand_number, len(session.game.actions))
    if _s.get("drawn_key") != key:
        _s["drawn_key"] = key
        _s["drawn"] = session.just_drawn()
    return _s["drawn"]


def _own_order(view: Any) -> list[Any] | None:
    """The hand in the learner's own order (cards that came later at the end), if any."""
    order = _s["order"]
    session: pr.PracticeSession = _s["session"]
    if not order or order[0] != session.hand_number:
        return None
    by_code = {c.code: c for c in view.hand}
    cards = [by_code[code] for code in order[1] if code in by_code]
    return cards + [c for c in view.hand if c.code not in order[1]]


def _slots(cards: Any, keep: list[str], new: Any) -> str:
    hinted = _hinted_cards(_s.get("hint"))
    out = []
    for c in cards:
        classes = " ".join(
            x for x, on_ in (("new", new is not None and c == new), ("hint", c.code in hinted))
            if on_
        )
        html = card_html(c, _s["lang"], interactive=True, selected=c.code in keep, classes=classes)
        out.append(f'<span class="slot">{html}</span>')
    return "".join(out)


def _group(caption: str, cls: str, slots: str) -> str:
    label = escape(caption)
    return (
        f'<span class="hgroup {cls}" role="group" aria-label="{label}">'
        f'<span class="hcap" aria-hidden="true">{label}</span>'
        f'<span class="hcards">{slots}</span></span>'
    )


def _render_hand(view: Any) -> None:
    """The hand by suit, in the learner's own order, or grouped by the engine's best
    arrangement (melds first, the deadwood apart with its count)."""
    picker: CardPicker = _s["picker"]
    session: pr.PracticeSession = _s["session"]
    # A chosen card stays chosen (to discard it, or to move it with Move left/right).
    codes = {c.code for c in view.hand}
    keep = [c for c in picker.selected() if c in codes]
    new = _new_card(view)
    own = _own_order(view)
    grouped = own is None and _s["prefs"]["group"] == "melds" and bool(view.hand)
    if grouped:
        parts = [_group(caption, kind, _slots(cards, keep, new))
                 for caption, kind, cards in session.hand_groups(_s["lang"])]
        picker.redraw("".join(parts))
    else:
        picker.redraw(_slots(own if own is not None else view.hand, keep, new))
    picker.element.classList.toggle("grouped", grouped)
    q("#pr-by-suit").setAttribute("aria-pressed", str(own is None and not grouped).lower())
    q("#pr-by-melds").setAttribute("aria-pressed", str(grouped).lower())
    q("#pr-own-order").hidden = own is None
    _update_move_buttons()


def _displayed() -> list[str]:
    return [b.dataset.card for b in _s["picker"].buttons()]


def _update_move_buttons() -> None:
    chosen = _s["picker"].selected()
    shown = _displayed()
    i = shown.index(chosen[0]) if chosen and chosen[0] in shown else -1
    q("#pr-move-left").disabled = i <= 0
    q("#pr-move-right").disabled = i < 0 or i >= len(shown) - 1


def _move(code: str, step: int, refocus: bool) -> None:
    """Move one card of the hand a place left or right: the hand is then in the learner's
    own order (from what was shown), and the move is said in words."""
    from ginrules import parse_card

    shown = _displayed()
    if code not in shown:
        return
    card = parse_card(code).name(_s["lang"])
    i = shown.index(code)
    j = i + step
    if not 0 <= j < len(shown):
        announce(_w("page.move_end", card=card))
        return
    shown.insert(j, shown.pop(i))
    session: pr.PracticeSession = _s["session"]
    _s["order"] = (session.hand_number, shown)
    _render_hand(session.view())
    _update_card_buttons()
    if refocus:
        for b in _s["picker"].buttons():
            b.tabIndex = -1
            if b.dataset.card == code:
                b.tabIndex = 0
                b.focus()
    announce(_w("page.moved", card=card, n=j + 1, total=len(shown)))


def _move_chosen(step: int) -> None:
    chosen = _s["picker"].selected()
    if not chosen:
        announce(_w("page.pick_card"))
        return
    _move(chosen[0], step, refocus=False)


def _set_group(group: str) -> None:
    _s["prefs"]["group"] = group
    _s["order"] = None
    _save_prefs()
    session: pr.PracticeSession = _s["session"]
    _render_hand(session.view())
    _update_card_buttons()
    announce(_w("page.by_melds") if group == "melds" else _w("page.by_suit"))


def _update_deadwood(view: Any) -> None:
    from ginrules import deadwood_count

    limit = view.knock_limit
    parts = []
    if view.hand and len(view.hand) == view.cards_dealt:
        parts.append(_w("page.deadwood", n=deadwood_count(view.hand)))
    parts.append(_w("page.knock_limit", n=limit) if limit > 0 else _w("page.gin_only"))
    set_text(q("#pr-deadwood"), " · ".join(parts))


def _update_card_buttons(_codes: Any = None) -> None:
    """Discard, knock and gin are enabled only for a chosen card the rules allow (Rummy:
    the table's own buttons)."""
    table = _flow_table()
    if table is not None:
        table.update_buttons()
        _update_move_buttons()
        return
    session: pr.PracticeSession = _s["session"]
    legal = _legal_texts(session)
    chosen = _s["picker"].selected()
    code = chosen[0] if chosen else None
    in_discard = any(a.startswith("discard ") for a in legal)
    for button, verb in (("#pr-discard", "discard"), ("#pr-knock", "knock"), ("#pr-gin", "gin")):
        b = q(button)
        possible = any(a.startswith(f"{verb} ") for a in legal)
        b.hidden = not possible
        b.disabled = (
            not in_discard
            or (code is not None and f"{verb} {code}" not in legal)
            or (code is None and not possible)
        )
    _update_move_buttons()


# -- the spread to show after a knock


def _spreads() -> list[pr.SpreadChoice]:
    """The learner's spread choices (asked of the advisor once per position)."""
    session: pr.PracticeSession = _s["session"]
    key = (session.hand_number, len(session.game.actions))
    if _s.get("spreads_key") != key:
        _s["spreads_key"] = key
        _s["spreads"] = session.spread_choices(_s["lang"])
    choices: list[pr.SpreadChoice] = _s["spreads"]
    return choices


def _render_spread_choices() -> None:
    """Each spread the learner may show as cards in groups with its deadwood, a radio
    named in words; the advisor's choice first, the rest behind "More spreads"."""
    choices = _spreads()
    box = q("#pr-show")
    box.hidden = not choices
    if not choices:
        return
    checked = next((r.value for r in qa('input[name="pr-show"]') if r.checked), None)
    form = pr.spread_form(choices, _s["lang"], expanded=_s["more_spreads"], checked=checked)
    set_html(q("#pr-show-options"), form.html)
    toggle = q("#pr-more-spreads")
    toggle.hidden = not form.toggle
    toggle.setAttribute("aria-expanded", str(form.expanded).lower())
    set_text(toggle, form.toggle)
    set_text(q("#pr-show-count"), form.count)


def _toggle_spreads(_ev: Any = None) -> None:
    _s["more_spreads"] = not _s["more_spreads"]
    _render_spread_choices()
    if _s["more_spreads"]:
        radios = qa('input[name="pr-show"]')
        if len(radios) > pr.FIRST_SPREADS:
            radios[pr.FIRST_SPREADS].focus()


def _render_end() -> None:
    session: pr.PracticeSession = _s["session"]
    lang = _s["lang"]
    end = q("#pr-end")
    end.hidden = not session.hand_over
    q("#pr-sheet-box").hidden = session.settings.mode != "game"
    if session.settings.mode == "game":
        _render_sheet()
    if not session.hand_over:
        return
    table = _flow_table()
    if table is None:
        _render_spreads()
    else:
        table.render_end()
    steps = session.showdown_steps(lang)
    shown = max(1, min(_s["steps_shown"], len(steps)))
    _s["steps_shown"] = shown
    set_html(q("#pr-steps"), "".join(f"<li>{escape(x)}</li>" for x in steps[:shown]))
    q("#pr-next-step").hidden = shown >= len(steps)
    q("#pr-all-steps").hidden = shown >= len(steps)
    set_html(
        q("#pr-review"),
        "".join(f"<li>{escape(x)}</li>" for x in session.review(lang, hand=session.hand_number)),
    )
    nxt = q("#pr-next-hand")
    nxt.disabled = not session.deal_over  # the other table may still be playing
    if session.finished:
        hand_mode = session.settings.mode == "hand"
        set_text(nxt, _w("page.new_hand") if hand_mode else _w("page.new_game"))
    else:
        set_text(nxt, _w("page.next_hand"))
    q("#pr-new-game").hidden = session.finished


def _figure(codes: list[str], caption: str, classes: str) -> str:
    cards = "".join(
        f'<span class="slot">{card_html(c, _s["lang"], interactive=False)}</span>' for c in codes
    )
    return (
        f'<figure class="group {classes}"><figcaption>{escape(caption)}</figcaption>'
        f'<div class="hand" role="group" aria-label="{escape(caption)}">{cards}</div></figure>'
    )


def _render_spreads() -> None:
    """Both spreads as cards: the knocker's melds and deadwood, the defender's melds,
    layoffs and deadwood (the words come in the steps below)."""
    session: pr.PracticeSession = _s["session"]
    v = session.showdown_view()
    if v is None:
        set_html(q("#pr-spreads"), "")
        return
    lang = _s["lang"]
    seats = session.game.table.size
    knocker_h = escape(pr.seat_words("spread.knocker", v["knocker"], lang, seats))
    defender_h = escape(pr.seat_words("spread.defender", v["defender"], lang, seats))
    meld = _w("spread.meld")
    parts = [f'<h3 class="small-h">{knocker_h}</h3><div class="spread">']
    parts += [_figure(m, meld, "meld") for m in v["knocker_melds"]]
    parts.append(
        _figure(v["knocker_deadwood"], _w("spread.deadwood", n=v["knocker_count"]), "deadwood")
    )
    parts.append("</div>")
    for d in v["defenders"]:  # one in two-player gin; every other seat in seven-card gin
        title = defender_h if len(v["defenders"]) == 1 else escape(
            pr.seat_words("spread.defender", d["seat"], lang, seats))
        parts.append(f'<h3 class="small-h">{title}</h3><div class="spread">')
        parts += [_figure(m, meld, "meld") for m in d["melds"]]
        if d["layoffs"]:
            parts.append(_figure([c for c, _i in d["layoffs"]], _w("spread.laid_off"), "meld"))
        parts.append(_figure(d["deadwood"], _w("spread.deadwood", n=d["count"]), "deadwood"))
        parts.append("</div>")
    set_html(q("#pr-spreads"), "".join(parts))


def _render_sheet() -> None:
    session: pr.PracticeSession = _s["session"]
    lang = _s["lang"]
    seats = session.game.table
    if seats.size == 2:
        columns = [_w("page.sheet_you"), _w("page.sheet_computer")]
    else:  # every seat (or team, or the two players of the learner's meeting) by name
        columns = [x[0].upper() + x[1:] for x in session.sheet_names(lang)]
    match = session.match
    how = _w("page.sheet_tables") if match is not None and match.is_pairs else _w(
        "page.sheet_kind")
    heads = [_w("page.sheet_hand"), *columns, how]
    set_html(q("#pr-sheet thead"), "<tr>" + "".join(
        f'<th scope="col">{escape(h)}</th>' for h in heads) + "</tr>")
    rows = []
    for row in session.sheet_rows(lang):
        rows.append("<tr>" + "".join(f"<td>{escape(str(x))}</td>" for x in row) + "</tr>")
    set_html(q("#pr-sheet tbody"), "".join(rows))
    # The hands are in the table; below it the engine's totals and end-of-game bonus lines.
    standings = session.standings(lang)
    every = session.score_sheet(lang)
    lines = every[len(session.sheet().hands): len(every) - len(standings)]
    set_html(q("#pr-sheet-lines"), "".join(f"<li>{escape(x)}</li>" for x in lines))
    q("#pr-standings-box").hidden = not standings
    set_html(q("#pr-standings"), "".join(f"<li>{escape(x)}</li>" for x in standings))


# ------------------------------------------------------------------ moves


def _play(action: str, confirmed: bool = False) -> None:
    from ginrules.actions import IllegalActionError

    session: pr.PracticeSession = _s["session"]
    if _s["busy"]:
        return  # the computer is still moving
    _s["hint"] = None
    set_html(q("#pr-hint-box"), "")
    try:
        out = session.play(action, confirmed=confirmed, lang=_s["lang"], computer=False)
    except IllegalActionError as exc:
        _say_why(str(exc))
        return
    if out.warning is not None:
        _s["pending"] = out.warning.action
        set_html(q("#pr-coach-text"), "".join(f"<p>{escape(x)}</p>" for x in out.warning.lines))
        q("#pr-coach-box").hidden = False
        announce(" ".join(out.warning.lines))
        q("#pr-take-back").focus()
        return
    _s["pending"] = None
    q("#pr-coach-box").hidden = True
    _s["more_spreads"] = False
    if session.hand_over:
        _s["steps_shown"] = 1
    _after_move(out.announcements)


def _paced() -> bool:
    """Show the computer's moves one by one, unless the learner asked for them at once
    or their system asks for reduced motion."""
    if _s["prefs"]["fast"]:
        return False
    with contextlib.suppress(Exception):
        return not bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    return False


def _after_move(words: list[str]) -> None:
    """After the learner's move (or a deal): the computer's moves, at once or paced."""
    session: pr.PracticeSession = _s["session"]
    _s["run"] += 1
    _s["step_at"] = None
    _s["step_words"] = ""
    if not _paced() or not session.computer_to_act():
        _moves, more = session.run_computer(_s["lang"])
        _finish_turn([*words, *more])
        return
    _log(words)
    _save()
    _s["busy"] = True
    _render()
    _TASKS.append(asyncio.ensure_future(_paced_computer(_s["run"], session)))


async def _paced_computer(run: int, session: pr.PracticeSession) -> None:
    """The computer's turn a step at a time: each draw, discard or knock is drawn on the
    table and said in words, then a short pause before the next."""
    try:
        watched = False
        while session.computer_to_act():
            watching = session.learner_watching()
            pause = PACE_S if not watching else WATCH_PACE_S if watched else WATCH_FIRST_S
            watched = watching
            await asyncio.sleep(pause)
            if run != _s["run"] or session is not _s["session"]:
                return  # a new game or move took over
            stock = session.view().stock_count
            words = session.computer_step(_s["lang"])
            _s["computer_steps"] = _s.get("computer_steps", 0) + 1  # read by the benchmark
            q("#pr-log").setAttribute("data-step", str(_s["computer_steps"]))
            _s["step_at"] = "stock" if session.view().stock_count < stock else "pile"
            if not session.computer_to_act():
                _finish_turn(words)
                return
            _s["step_words"] = session.step_words(words, _s["lang"])
            _log(words)
            _save()
            _render()
    except Exception as exc:  # the page shows its error panel rather than freezing
        show_error(exc)
    finally:
        if run == _s["run"]:
            _s["busy"] = False


def _finish_turn(words: list[str]) -> None:
    """The learner's turn again (or the hand is over): log, keep, draw, focus."""
    session: pr.PracticeSession = _s["session"]
    _s["busy"] = False
    if session.hand_over and not _s["steps_shown"]:
        _s["steps_shown"] = 1
    _log(words)
    _save()
    _render()
    _focus_next()


def _table_in_view() -> None:
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


def _focus_next() -> None:
    """Put the focus where the learner's next decision is (keyboard play), with the
    table in view."""
    session: pr.PracticeSession = _s["session"]
    if session.hand_over:
        q("#pr-end-h").focus()
        return
    _focus_move(session)
    if not any(a.kind.value == "show" for a in session.legal()):  # the spreads: in view
        _table_in_view()                                           # by their focus


def _focus_move(session: pr.PracticeSession) -> None:
    """The control of the learner's next decision gets the focus."""
    legal = _legal_texts(session)
    if "draw stock" in legal:
        q("#pr-draw").focus()
    elif "pass" in legal:
        q("#pr-pass").focus()
    elif any(a.startswith("show ") for a in legal):
        first = q('input[name="pr-show"]:checked') or q('input[name="pr-show"]')
        if first is not None:
            first.focus()
    else:
        buttons = _s["picker"].buttons()
        if buttons:
            # The card just taken or drawn has the focus, as a player looks at it first.
            target = next((b for b in buttons if b.classList.contains("new")), buttons[0])
            for b in buttons:
                b.tabIndex = -1
            target.tabIndex = 0
            target.focus()


def _card_action(verb: str) -> None:
    chosen = _s["picker"].selected()
    if not chosen:
        _say_why(_w("page.pick_card"))
        return
    table = _flow_table()
    if table is not None and not table.one_card(chosen):
        return
    _play(f"{verb} {chosen[0]}")


def _say_why(words: str) -> None:
    """Why a choice cannot be played, where the learner looks and through the live region."""
    set_text(q("#pr-prompt"), words)
    announce(words)


def _hint(_ev: Any = None) -> None:
    session: pr.PracticeSession = _s["session"]
    words, action, why = session.hint(_s["lang"])
    if action is None:
        return
    _s["hint"] = action
    set_html(q("#pr-hint-box"), "".join(f"<p>{escape(x)}</p>" for x in (words, *why)))
    announce(" ".join((words, *why)))
    hinted = _hinted_cards(action)
    for b in _s["picker"].buttons():
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


def _hinted_cards(action: Any) -> set[str]:
    """The cards of the hand the hint names: the card to discard, take or lay off, or
    the cards of a meld to lay."""
    if action is None:
        return set()
    cards = {action.card.code} if action.card is not None else set()
    if str(action).startswith("meld "):
        cards.update(c.code for c in action.melds[0])
    return cards


def _play_hint(_ev: Any = None) -> None:
    session: pr.PracticeSession = _s["session"]
    _words, action, _why = session.hint(_s["lang"])
    if action is not None:
        _play(str(action), confirmed=True)


def _next_hand(_ev: Any = None) -> None:
    session: pr.PracticeSession = _s["session"]
    if session.finished:
        old = session.settings
        # the site-wide house rules when this game has them (gin's), else the game's own
        preset = preset_name() if preset_name() in old.variant.presets else old.preset
        _start(replace(old, seed=_fresh_seed(), preset=preset))
        return
    out = session.next_hand(_s["lang"], computer=False)
    _s["steps_shown"] = 0
    _s["order"] = None
    _after_move(out.announcements)


def _more_steps(all_steps: bool) -> None:
    session: pr.PracticeSession = _s["session"]
    total = len(session.showdown_steps(_s["lang"]))
    _s["steps_shown"] = total if all_steps else _s["steps_shown"] + 1
    _render_end()
    items = qa("#pr-steps li")
    if items:
        announce(items[-1].textContent)


def _coach_toggle(ev: Any) -> None:
    session: pr.PracticeSession = _s["session"]
    session.settings = replace(session.settings, coach=bool(ev.target.checked))
    _save()
    announce(_w("page.coach_on") if session.settings.coach else _w("page.coach_off"))


def _fast_toggle(ev: Any) -> None:
    _s["prefs"]["fast"] = bool(ev.target.checked)
    _save_prefs()
    announce(_w("page.fast_on") if _s["prefs"]["fast"] else _w("page.fast_off"))


# ------------------------------------------------------------------ start


def main(page: dict[str, Any]) -> None:
    _s["lang"] = page["lang"]
    _s["picker"] = CardPicker("mine", _update_card_buttons, single=True)
    _s["prefs"] = _load_prefs()
    hooks = _address()
    _claim()
    saved = _saved()
    if saved is not None and ("seed" not in hooks or saved.settings.seed == hooks["seed"]):
        _s["session"] = saved
        _log([_w("restored")])
        _render()
    elif "seed" in hooks:
        _start(pr.Settings.from_dict({**pr.Settings().to_dict(), "preset": preset_name(), **hooks}))
    else:
        _start(_settings_from_form())

    session: pr.PracticeSession = _s["session"]
    if session is saved:
        # The log comes back from the game's own moves; a paced computer turn goes on.
        _s["log"] = session.history_hands(_s["lang"])
        _s["log"][-1][1].append(_w("restored"))
        _draw_log()
        if session.computer_to_act():
            _after_move([])
    for r in qa('input[name="pr-mode"]'):
        r.checked = r.value == session.settings.mode
    for r in qa('input[name="pr-game"]'):
        r.checked = r.value == session.settings.choice
    _show_presets(preferred=session.settings.preset)
    q("#pr-strength").value = session.settings.strength
    q("#pr-coach").checked = session.settings.coach

    on(q("#pr-draw"), "click", lambda ev: _play("draw stock"))
    on(q("#pr-take"), "click", lambda ev: _play(f"take {_s['session'].view().top_discard.code}"))
    on(q("#pr-pass"), "click", lambda ev: _play("pass"))
    on(q("#pr-discard"), "click", lambda ev: _card_action("discard"))
    on(q("#pr-knock"), "click", lambda ev: _card_action("knock"))
    on(q("#pr-gin"), "click", lambda ev: _card_action("gin"))
    on(q("#pr-big-gin"), "click", lambda ev: _play("big gin"))
    on(q("#pr-meld"), "click", lambda ev: _table_call("meld", ev))
    on(q("#pr-melds"), "click", lambda ev: _table_call("lay_off", ev))
    on(q("#pr-hint"), "click", _hint)
    on(q("#pr-play-hint"), "click", _play_hint)
    on(
        q("#pr-show-go"),
        "click",
        lambda ev: _play(next((r.value for r in qa('input[name="pr-show"]') if r.checked), "")),
    )
    on(q("#pr-more-spreads"), "click", _toggle_spreads)
    on(q("#pr-take-back"), "click", _take_back)
    on(q("#pr-anyway"), "click", _anyway)
    on(q("#pr-next-step"), "click", lambda ev: _more_steps(False))
    on(q("#pr-all-steps"), "click", lambda ev: _more_steps(True))
    on(q("#pr-next-hand"), "click", _next_hand)
    on(q("#pr-new-game"), "click", lambda ev: _start(_settings_from_form()))
    on(q("#pr-deal"), "click", lambda ev: _start(_settings_from_form()))
    on(q("#pr-skip"), "click", _skip)
    for radio in qa('input[name="pr-game"]'):
        on(radio, "change", _show_presets)
    on(q("#pr-coach-live"), "change", _coach_toggle)
    on(q("#pr-fast"), "change", _fast_toggle)
    on(q("#pr-by-suit"), "click", lambda ev: _set_group("suit"))
    on(q("#pr-by-melds"), "click", lambda ev: _set_group("melds"))
    on(q("#pr-move-left"), "click", lambda ev: _move_chosen(-1))
    on(q("#pr-move-right"), "click", lambda ev: _move_chosen(1))
    on(q("#pr-hand"), "keydown", _hand_keys)
    on_settings_change(lambda s: None)  # house rules apply from the next deal


def _table_call(name: str, ev: Any) -> None:
    """A control of a hand flow's own table (Rummy's Meld, a meld to lay off on)."""
    table = _flow_table()
    if table is not None:
        getattr(table, name)(ev)


def _skip(_ev: Any = None) -> None:
    """The learner watches (sits out, or waits for the other table): play the computers'
    moves to the end of the deal at once."""
    session: pr.PracticeSession = _s["session"]
    _s["run"] += 1  # the paced turn under way stops
    _moves, words = session.run_computer(_s["lang"])
    _finish_turn(words)


def _anyway(_ev: Any = None) -> None:
    if _s["pending"]:
        _play(_s["pending"], confirmed=True)


def _take_back(_ev: Any = None) -> None:
    """The coach's move is not played: what it chose in the hand is chosen no more, so
    the next choice starts afresh (a card left chosen would join the next one)."""
    _s["pending"] = None
    q("#pr-coach-box").hidden = True
    _s["picker"].clear()
    set_text(q("#pr-prompt"), _s["session"].prompt(_s["lang"]))
    _focus_next()


def _hand_keys(ev: Any) -> None:
    """In the hand: Alt or Shift with Left/Right moves the focused card a place; Enter on
    a chosen card discards it (Space chooses it)."""
    button = ev.target.closest("button.card")
    if is_null(button):
        return
    if (ev.altKey or ev.shiftKey) and ev.key in ("ArrowLeft", "ArrowRight"):
        ev.preventDefault()
        _move(button.dataset.card, -1 if ev.key == "ArrowLeft" else 1, refocus=True)
        return
    if ev.key != "Enter":
        return
    chosen = _s["picker"].selected()
    code = button.dataset.card
    if chosen == [code] and not q("#pr-discard").disabled:
        ev.preventDefault()
        _play(f"discard {code}")
