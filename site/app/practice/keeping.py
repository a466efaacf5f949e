"""Keeping the practice game: which tab owns the saved game, saving after every move,
restoring (or setting aside a save that cannot be read), the table preferences, and
the new game's settings from the form or the address's test hooks
(``?seed=N&mode=hand|game&strength=NAME&coach=0&target=N&game=..``)."""

from __future__ import annotations

import time
from typing import Any

from app.common import (
    SITE_WORDS,
    is_null,
    load,
    load_text,
    notice,
    on_storage,
    practice_set,
    preset_name,
    q,
    qa,
    save,
    save_practice_set,
    save_text,
    set_aside,
    set_text,
    today,
)
from app.practice.state import GROUPS, OWNER_KEY, PREFS_KEY, PageState
from js import URLSearchParams, window  # type: ignore[import-not-found]

from gintutor import address
from gintutor import practice as pr
from gintutor.practice import kept
from gintutor.practice.seating import SeatingError, parse_seating


def claim(st: PageState) -> None:
    """This tab takes the saved game: it writes its token under OWNER_KEY. Another tab
    that had the game sees the change (storage event) and stops saving over it."""
    st.token = f"{time.time_ns()}-{id(st)}"
    st.owner = save_text(OWNER_KEY, st.token)  # storage off: nobody to share with
    on_storage(OWNER_KEY, lambda: owner_changed(st))


def owner_changed(st: PageState) -> None:
    """Another tab took the game: say so once, and save no more."""
    if st.owner and load_text(OWNER_KEY) != st.token:
        st.owner = False
        st.lost = True
        notice(SITE_WORDS.say("practice_other_tab", st.lang))


def save_game(st: PageState) -> None:
    """Keep the session after every move, unless another tab owns the game now (then the
    page says so once and leaves that tab's save alone). Storage off or full: the game
    goes on, and the page says it is not kept."""
    if st.lost or (st.owner and load_text(OWNER_KEY) != st.token):
        owner_changed(st)
        return
    save_text(pr.SAVE_KEY, st.session.to_json())
    keep_hands(st)


def keep_hands(st: PageState) -> None:
    """Once a hand has ended, keep the game's finished hands for the review (bounded:
    gintutor.practice.kept). Kept hands that cannot be read are set aside, and keeping
    starts again with this game's."""
    session = st.session
    at = (session.kept_id, session.hand_number, session.hand_over,
          session.deal_over)
    if session.shared or not session.hand_over or at == st.kept_at:
        return
    st.kept_at = at
    raw = load_text(kept.KEPT_KEY)
    try:
        hands = kept.KeptHands.from_json(raw)
    except kept.KeptHandsError:
        set_aside(kept.KEPT_KEY, raw or "", "stored_hands")
        hands = kept.KeptHands()
    record = kept.session_record(session)
    hands.keep(record)
    save_text(kept.KEPT_KEY, hands.to_json())
    wrong = kept.played_positions(session, record)  # what they got wrong joins their set
    if wrong:
        own = practice_set()
        for position in wrong:
            own.add(position, today())
        save_practice_set(own)


def saved_game(st: PageState) -> pr.PracticeSession | None:
    """The stored session; one that cannot be restored (broken checksum, truncated,
    tampered, too deep) is kept aside and the page says so before a new game starts."""
    raw = load_text(pr.SAVE_KEY)
    if raw is None:
        return None
    session = pr.PracticeSession.from_json(raw)
    if session is None:
        set_aside(pr.SAVE_KEY, raw, "stored_practice")
        notice(pr.WORDS.say("restore_failed", st.lang))
        st.restore_failed = True
    return session


def address_hooks() -> dict[str, Any]:
    """The test hooks in the address, read by gintutor.address (odd values are ignored)."""
    params = URLSearchParams.new(window.location.search)

    def get(name: str) -> str | None:
        value = params.get(name)
        return None if is_null(value) else str(value)

    return address.practice_address({name: get(name) for name in address.PRACTICE_PARAMS})


def chosen_game() -> str:
    """The game menu's value (a game, perhaps with its number of players: 'gin-7:4')."""
    return str(next((r.value for r in qa('input[name="pr-game"]') if r.checked), "gin"))


def settings_from_form(seed: int | None = None) -> pr.Settings:
    """The new game's settings as the form has them (a fresh seed unless given). With
    "Play together" open, who sits where too: raises ``SeatingError`` (its words say
    which seat and why) for seats that cannot be played."""
    mode = next((r.value for r in qa('input[name="pr-mode"]') if r.checked), "game")
    body = {
        "mode": mode,
        "game": chosen_game(),
        "strength": q("#pr-strength").value,
        "preset": q("#pr-preset").value or preset_name(),
        "coach": bool(q("#pr-coach").checked),
        "seed": seed if seed is not None else fresh_seed(),
    }
    settings = pr.Settings.from_dict(body)
    if not q("#pr-together").open:
        return settings
    seats = [_seat_from_form(seat) for seat in range(settings.seats)]
    parse_seating(seats, settings.seats, pr.strengths())  # SeatingError: the form says why
    return pr.Settings.from_dict({**body, "seats": seats})


def _seat_from_form(seat: int) -> dict[str, str]:
    who = str(q(f"#pr-seat-{seat}-who").value)
    if who == "person":
        return {"person": str(q(f"#pr-seat-{seat}-name").value)}
    return {"computer": who}


def show_seats(_ev: Any = None, settings: pr.Settings | None = None) -> None:
    """The seats of the chosen game in "Play together" (the others hidden); with
    ``settings``, who sits where in that game (opened when several people play it)."""
    choice = pr.practice_choice(chosen_game())
    count = choice.players if choice is not None else 2
    for seat, box in enumerate(qa(".seat-choice")):  # in seat order on the page
        box.hidden = seat >= count
    clear_seat_error()
    if settings is None or not settings.seating:
        return
    for seat, chosen in enumerate(settings.seat_choices()):
        q(f"#pr-seat-{seat}-who").value = "person" if chosen.is_person else chosen.strength
        q(f"#pr-seat-{seat}-name").value = chosen.name
    q("#pr-together").open = settings.shared


def show_seat_error(error: SeatingError, lang: str) -> None:
    """Say beside the seats why they cannot be played, and put the focus on the seat."""
    clear_seat_error()
    box = q("#pr-seats-error")
    set_text(box, error.say(lang))
    box.hidden = False
    field = q(f"#pr-seat-{error.seat}-name") if error.seat is not None else None
    if field is not None and not is_null(field):
        field.setAttribute("aria-invalid", "true")
        field.setAttribute("aria-describedby", "pr-seats-error")
        field.focus()
    else:
        q("#pr-seat-0-who").focus()


def clear_seat_error() -> None:
    q("#pr-seats-error").hidden = True
    for field in qa(".seat-name"):
        field.removeAttribute("aria-invalid")
        field.removeAttribute("aria-describedby")


def show_presets(_ev: Any = None, preferred: str | None = None) -> None:
    """The house-rules menu lists the chosen game's presets only; the learner's site-wide
    choice (or ``preferred``) stays chosen when the game has it."""
    choice = pr.practice_choice(chosen_game())
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


def fresh_seed() -> int:
    """A new game's seed, from the clock."""
    return pr.PracticeSession.new_seed(int(time.time() * 1000))


def load_prefs() -> dict[str, Any]:
    """The stored table preferences; anything odd is the default."""
    raw = load(PREFS_KEY, {})
    raw = raw if isinstance(raw, dict) else {}
    group = raw.get("group")
    return {
        "group": group if group in GROUPS else "suit",
        "fast": raw.get("fast") is True,
    }


def save_prefs(st: PageState) -> None:
    """Keep the table preferences for the next games."""
    save(PREFS_KEY, st.prefs)
