"""Practice page controller: draws the table and turns clicks and keys into moves.

All game logic is ``gintutor.practice.PracticeSession`` (which asks ``ginrules``); this
file only draws, listens, keeps the session in localStorage after every move and says
what happened through the live regions.  Test hooks in the address:
``?seed=N&mode=hand|game&strength=NAME&coach=0&target=N`` start that exact game (a reload with the
same address resumes it).
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from app.common import (
    CardPicker,
    announce,
    card_back_html,
    card_html,
    is_null,
    load_text,
    notice,
    on,
    on_settings_change,
    on_storage,
    preset_name,
    q,
    qa,
    save_text,
    set_aside,
    set_html,
    set_text,
    t,
)
from js import URLSearchParams, window  # type: ignore[import-not-found]

from gintutor import address
from gintutor import practice as pr
from gintutor.render import escape

_s: dict[str, Any] = {"steps_shown": 0, "log": [], "pending": None, "hint": None}


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


def _settings_from_form(seed: int | None = None) -> pr.Settings:
    mode = next((r.value for r in qa('input[name="pr-mode"]') if r.checked), "game")
    return pr.Settings.from_dict(
        {
            "mode": mode,
            "strength": q("#pr-strength").value,
            "preset": preset_name(),
            "coach": bool(q("#pr-coach").checked),
            "seed": seed if seed is not None else _fresh_seed(),
        }
    )


def _fresh_seed() -> int:
    return pr.PracticeSession.new_seed(int(time.time() * 1000))


def _start(settings: pr.Settings) -> None:
    _s["session"] = pr.PracticeSession(settings)
    _s["log"] = []
    _s["steps_shown"] = 0
    _s["pending"] = None
    _s["hint"] = None
    out = _s["session"].start(_s["lang"])
    if _s.pop("restore_failed", False):  # said before the new game's first words
        _log([_w("restore_failed")])
    _log(out.announcements)
    _save()
    _render()


# ------------------------------------------------------------------ drawing


def _log(lines: list[str]) -> None:
    if not lines:
        return
    _s["log"] = (_s["log"] + lines)[-40:]
    set_html(q("#pr-log"), "".join(f"<li>{escape(x)}</li>" for x in _s["log"][-8:]))
    announce(" ".join(lines))


def _legal_texts(session: pr.PracticeSession) -> list[str]:
    return [str(a) for a in session.legal()]


def _render() -> None:
    session: pr.PracticeSession = _s["session"]
    lang = _s["lang"]
    view = session.view()
    legal = _legal_texts(session)

    scores = view.scores or (0, 0)
    target = session.rules.target
    line = _w("page.scores", you=scores[0], computer=scores[1], target=target)
    preset = session.settings.preset
    option = q(f'#set-rules option[value="{preset}"]')
    rules_name = option.textContent if option is not None else preset
    set_text(q("#pr-scores"), f"{_w('page.hand_no', n=session.hand_number)} · {line} · "
             f"{_w('page.rules', rules=rules_name)}")

    set_text(q("#pr-opp-count"), _w("page.opponent_count", n=view.opponent_count))
    backs = "".join(
        f'<span class="slot">{card_back_html(lang)}</span>' for _ in range(view.opponent_count)
    )
    known = ""
    if session.hand_over:
        backs = ""  # the showdown below shows every card
    elif view.opponent_known:
        label = escape(_w("page.known"))
        known = (
            f'<p class="help">{label}</p><div class="hand known" role="group" '
            f'aria-label="{label}">'
            + "".join(
                f'<span class="slot">{card_html(c, lang, interactive=False)}</span>'
                for c in view.opponent_known
            )
            + "</div>"
        )
    set_html(q("#pr-opp"), f'<div class="hand backs" aria-hidden="true">{backs}</div>{known}')

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
    set_text(take, _w("page.take", card=str(top) if top is not None else ""))
    q("#pr-pass").disabled = "pass" not in legal
    q("#pr-pass").hidden = "pass" not in legal

    picker: CardPicker = _s["picker"]
    choosing = any(a.startswith(("discard ", "knock ", "gin ")) for a in legal)
    keep = [c for c in picker.selected() if c in {x.code for x in view.hand}] if choosing else []
    picker.set_cards(view.hand, selected=keep)
    hint = _s.get("hint")
    if hint is not None and hint.card is not None:
        for b in picker.buttons():
            if b.dataset.card == hint.card.code:
                b.classList.add("hint")
    if view.just_taken is not None:
        for b in picker.buttons():
            if b.dataset.card == view.just_taken.code:
                b.classList.add("new")
    _update_deadwood(view)
    _update_card_buttons()
    q("#pr-big-gin").disabled = "big gin" not in legal
    q("#pr-big-gin").hidden = not any(a == "big gin" for a in legal)
    q("#pr-hint").disabled = not session.learner_to_act()
    q("#pr-play-hint").disabled = not session.learner_to_act()
    q("#pr-coach-live").checked = session.settings.coach
    over = session.hand_over
    q("#pr-actions").hidden = over
    q("#pr-draw").hidden = over
    q("#pr-take").hidden = over

    show_box = q("#pr-show")
    shows = [a for a in session.legal() if str(a).startswith("show ")]
    show_box.hidden = not shows
    if shows:
        opts = []
        for i, a in enumerate(shows):
            words = pr.action_words(a, lang)
            checked = " checked" if i == 0 else ""
            opts.append(
                f'<label class="choice"><input type="radio" name="pr-show" '
                f'value="{escape(str(a))}"{checked}> {escape(words)}</label>'
            )
        set_html(q("#pr-show-options"), "".join(opts))

    set_text(q("#pr-prompt"), session.prompt(lang))
    _render_end()


def _update_deadwood(view: Any) -> None:
    from ginrules import deadwood_count

    limit = view.knock_limit
    parts = []
    if len(view.hand) == 10:
        parts.append(_w("page.deadwood", n=deadwood_count(view.hand)))
    parts.append(_w("page.knock_limit", n=limit) if limit > 0 else _w("page.gin_only"))
    set_text(q("#pr-deadwood"), " · ".join(parts))


def _update_card_buttons(_codes: Any = None) -> None:
    """Discard, knock and gin are enabled only for a chosen card the rules allow."""
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
    _render_spreads()
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
    k, d = v["knocker"], 1 - v["knocker"]
    meld = _w("spread.meld")
    parts = [f'<h3 class="small-h">{escape(_w(f"spread.knocker.{k}"))}</h3><div class="spread">']
    parts += [_figure(m, meld, "meld") for m in v["knocker_melds"]]
    parts.append(
        _figure(v["knocker_deadwood"], _w("spread.deadwood", n=v["knocker_count"]), "deadwood")
    )
    parts.append(
        f'</div><h3 class="small-h">{escape(_w(f"spread.defender.{d}"))}</h3><div class="spread">'
    )
    parts += [_figure(m, meld, "meld") for m in v["defender_melds"]]
    if v["layoffs"]:
        parts.append(_figure([c for c, _i in v["layoffs"]], _w("spread.laid_off"), "meld"))
    parts.append(
        _figure(v["defender_deadwood"], _w("spread.deadwood", n=v["defender_count"]), "deadwood")
    )
    parts.append("</div>")
    set_html(q("#pr-spreads"), "".join(parts))


def _render_sheet() -> None:
    session: pr.PracticeSession = _s["session"]
    lang = _s["lang"]
    rows = []
    for row in session.sheet_rows(lang):
        rows.append("<tr>" + "".join(f"<td>{escape(str(x))}</td>" for x in row) + "</tr>")
    set_html(q("#pr-sheet tbody"), "".join(rows))
    # The hands are in the table; below it the engine's totals and end-of-game bonus lines.
    lines = session.score_sheet(lang)[len(session.game.sheet.hands) :]
    set_html(q("#pr-sheet-lines"), "".join(f"<li>{escape(x)}</li>" for x in lines))


# ------------------------------------------------------------------ moves


def _play(action: str, confirmed: bool = False) -> None:
    from ginrules.actions import IllegalActionError

    session: pr.PracticeSession = _s["session"]
    _s["hint"] = None
    set_html(q("#pr-hint-box"), "")
    try:
        out = session.play(action, confirmed=confirmed, lang=_s["lang"])
    except IllegalActionError as exc:
        set_text(q("#pr-prompt"), str(exc))
        announce(str(exc))
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
    if session.hand_over:
        _s["steps_shown"] = 1
    _log(out.announcements)
    _save()
    _render()
    _focus_next()


def _focus_next() -> None:
    """Put the focus where the learner's next decision is (keyboard play)."""
    session: pr.PracticeSession = _s["session"]
    if session.hand_over:
        q("#pr-end-h").focus()
        return
    legal = _legal_texts(session)
    if "draw stock" in legal:
        q("#pr-draw").focus()
    elif "pass" in legal:
        q("#pr-pass").focus()
    elif any(a.startswith("show ") for a in legal):
        first = q('input[name="pr-show"]')
        if first is not None:
            first.focus()
    else:
        buttons = _s["picker"].buttons()
        if buttons:
            target = next((b for b in buttons if b.classList.contains("new")), buttons[0])
            for b in buttons:
                b.tabIndex = -1
            target.tabIndex = 0
            target.focus()


def _card_action(verb: str) -> None:
    chosen = _s["picker"].selected()
    if not chosen:
        set_text(q("#pr-prompt"), _w("page.pick_card"))
        announce(_w("page.pick_card"))
        return
    _play(f"{verb} {chosen[0]}")


def _hint(_ev: Any = None) -> None:
    session: pr.PracticeSession = _s["session"]
    words, action, why = session.hint(_s["lang"])
    if action is None:
        return
    _s["hint"] = action
    set_html(q("#pr-hint-box"), "".join(f"<p>{escape(x)}</p>" for x in (words, *why)))
    announce(" ".join((words, *why)))
    for b in _s["picker"].buttons():
        b.classList.toggle("hint", action.card is not None and b.dataset.card == action.card.code)
    for sel in ("#pr-draw", "#pr-take"):
        q(sel).classList.remove("hint")
    text = str(action)
    if text == "draw stock":
        q("#pr-draw").classList.add("hint")
    elif text.startswith("take "):
        q("#pr-take").classList.add("hint")


def _play_hint(_ev: Any = None) -> None:
    session: pr.PracticeSession = _s["session"]
    _words, action, _why = session.hint(_s["lang"])
    if action is not None:
        _play(str(action), confirmed=True)


def _next_hand(_ev: Any = None) -> None:
    session: pr.PracticeSession = _s["session"]
    if session.finished:
        old = session.settings
        _start(replace(old, seed=_fresh_seed(), preset=preset_name()))
        _focus_next()
        return
    out = session.next_hand(_s["lang"])
    _s["steps_shown"] = 0
    _log(out.announcements)
    _save()
    _render()
    _focus_next()


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


# ------------------------------------------------------------------ start


def main(page: dict[str, Any]) -> None:
    _s["lang"] = page["lang"]
    _s["picker"] = CardPicker("mine", _update_card_buttons, single=True)
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
    for r in qa('input[name="pr-mode"]'):
        r.checked = r.value == session.settings.mode
    q("#pr-strength").value = session.settings.strength
    q("#pr-coach").checked = session.settings.coach

    on(q("#pr-draw"), "click", lambda ev: _play("draw stock"))
    on(q("#pr-take"), "click", lambda ev: _play(f"take {_s['session'].view().top_discard.code}"))
    on(q("#pr-pass"), "click", lambda ev: _play("pass"))
    on(q("#pr-discard"), "click", lambda ev: _card_action("discard"))
    on(q("#pr-knock"), "click", lambda ev: _card_action("knock"))
    on(q("#pr-gin"), "click", lambda ev: _card_action("gin"))
    on(q("#pr-big-gin"), "click", lambda ev: _play("big gin"))
    on(q("#pr-hint"), "click", _hint)
    on(q("#pr-play-hint"), "click", _play_hint)
    on(
        q("#pr-show-go"),
        "click",
        lambda ev: _play(next((r.value for r in qa('input[name="pr-show"]') if r.checked), "")),
    )
    on(q("#pr-take-back"), "click", _take_back)
    on(q("#pr-anyway"), "click", _anyway)
    on(q("#pr-next-step"), "click", lambda ev: _more_steps(False))
    on(q("#pr-all-steps"), "click", lambda ev: _more_steps(True))
    on(q("#pr-next-hand"), "click", _next_hand)
    on(q("#pr-new-game"), "click", lambda ev: (_start(_settings_from_form()), _focus_next()))
    on(q("#pr-deal"), "click", lambda ev: (_start(_settings_from_form()), _focus_next()))
    on(q("#pr-coach-live"), "change", _coach_toggle)
    on(q("#pr-hand"), "keydown", _hand_keys)
    on_settings_change(lambda s: None)  # house rules apply from the next deal


def _anyway(_ev: Any = None) -> None:
    if _s["pending"]:
        _play(_s["pending"], confirmed=True)


def _take_back(_ev: Any = None) -> None:
    _s["pending"] = None
    q("#pr-coach-box").hidden = True
    set_text(q("#pr-prompt"), _s["session"].prompt(_s["lang"]))
    _focus_next()


def _hand_keys(ev: Any) -> None:
    """In the hand, Enter on a chosen card discards it (Space chooses it)."""
    if ev.key != "Enter" or ev.target.closest("button.card") is None:
        return
    chosen = _s["picker"].selected()
    code = ev.target.dataset.card
    if chosen == [code] and not q("#pr-discard").disabled:
        ev.preventDefault()
        _play(f"discard {code}")
