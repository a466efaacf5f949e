"""Practice page controller: draws the table and turns clicks and keys into moves.

All game logic is the session's (``gintutor.practice``, which asks ``ginrules``); this
package only draws, listens, keeps the session in localStorage after every move and
says what happened through the live regions. Test hooks in the address:
``?seed=N&mode=hand|game&strength=NAME&coach=0&target=N`` start that exact game (a reload
with the same address resumes it).

Like a card table: the hand can be shown by suit or grouped by melds (the choice is
remembered), rearranged by the learner (Alt/Shift+Arrow, or a card then "Move
left"/"Move right"), and the computer's moves come one visible step at a time (at once
with ``prefers-reduced-motion`` or the "Fast computer" choice).

The page's state is one :class:`~app.practice.state.PageState`, made here at start and
handed to every part: ``keeping`` (the saved game and which tab owns it), ``drawing``
and ``hand`` (the table), ``moves`` (the learner's moves, the computer's paced replies),
``focus``, ``coach`` (hints, the coach). Each game family draws its own part of the
table in its module (``Family.practice_table``: ``gin``, ``rummy``).
"""

from __future__ import annotations

from typing import Any

from app.common import CardPicker, is_null, on, on_settings_change, preset_name, q, qa
from app.practice import coach, focus, hand, keeping, moves, stats
from app.practice.drawing import draw_log, log, render
from app.practice.state import PageState

from gintutor import practice as pr
from gintutor.practice.seating import SeatingError


def main(page: dict[str, Any]) -> None:
    """Start the page: the saved game (or the address's, or the form's), then listen."""
    st = PageState(lang=page["lang"], prefs=keeping.load_prefs())
    st.picker = CardPicker("mine", lambda _codes: hand.update_card_buttons(st), single=True)
    hooks = keeping.address_hooks()
    keeping.claim(st)
    saved = keeping.saved_game(st)
    if saved is not None and ("seed" not in hooks or saved.settings.seed == hooks["seed"]):
        st.session = saved
        log(st, [pr.WORDS.say("restored", st.lang)])
        render(st)
    elif "seed" in hooks:
        moves.start(st, pr.Settings.from_dict({**pr.Settings().to_dict(),
                                               "preset": preset_name(), **hooks}))
    else:
        moves.start(st, keeping.settings_from_form())  # "Play together" starts folded

    session = st.session
    if session is saved:
        # The log comes back from the game's own moves; a paced computer turn goes on.
        st.log = session.history_hands(st.lang)
        st.log[-1][1].append(pr.WORDS.say("restored", st.lang))
        draw_log(st)
        if session.computer_to_act():
            moves.after_move(st, [])
    for r in qa('input[name="pr-mode"]'):
        r.checked = r.value == session.settings.mode
    for r in qa('input[name="pr-game"]'):
        r.checked = r.value == session.settings.choice
    keeping.show_presets(preferred=session.settings.preset)
    keeping.show_seats(settings=session.settings)
    q("#pr-strength").value = session.settings.strength
    q("#pr-coach").checked = session.settings.coach
    _listen(st)


def _listen(st: PageState) -> None:
    """Every control of the page, bound to the state."""
    def new_game(_ev: Any) -> None:
        """A new game from the form: the form folds away, so the first screen after Deal
        is the table. Seats that cannot be played are said beside them, and the form
        stays."""
        try:
            settings = keeping.settings_from_form()
        except SeatingError as exc:
            q("#pr-setup-box").open = True
            keeping.show_seat_error(exc, st.lang)
            return
        q("#pr-setup-box").open = False
        moves.start(st, settings)
        focus.table_in_view()

    on(q("#pr-draw"), "click", lambda ev: moves.play(st, "draw stock"))
    def take(_ev: Any) -> None:
        top = st.session.view().top_discard
        if top is not None:  # the button shows only with a card on the pile
            moves.play(st, f"take {top.code}")

    on(q("#pr-take"), "click", take)
    on(q("#pr-pass"), "click", lambda ev: moves.play(st, "pass"))
    on(q("#pr-discard"), "click", lambda ev: moves.card_action(st, "discard"))
    on(q("#pr-knock"), "click", lambda ev: moves.card_action(st, "knock"))
    on(q("#pr-gin"), "click", lambda ev: moves.card_action(st, "gin"))
    on(q("#pr-big-gin"), "click", lambda ev: moves.play(st, "big gin"))
    on(q("#pr-meld"), "click", lambda ev: _table_call(st, "meld", ev))
    on(q("#pr-melds"), "click", lambda ev: _table_call(st, "lay_off", ev))
    on(q("#pr-show-go"), "click", lambda ev: _table_call(st, "show", ev))
    on(q("#pr-more-spreads"), "click", lambda ev: _table_call(st, "toggle_spreads", ev))
    on(q("#pr-hint"), "click", lambda ev: coach.hint(st, ev))
    on(q("#pr-play-hint"), "click", lambda ev: coach.play_hint(st, ev))
    on(q("#pr-take-back"), "click", lambda ev: coach.take_back(st, ev))
    on(q("#pr-anyway"), "click", lambda ev: coach.anyway(st, ev))
    on(q("#pr-next-step"), "click", lambda ev: moves.more_steps(st, False))
    on(q("#pr-all-steps"), "click", lambda ev: moves.more_steps(st, True))
    on(q("#pr-next-hand"), "click", lambda ev: moves.next_hand(st, ev))
    on(q("#pr-new-game"), "click", new_game)
    on(q("#pr-deal"), "click", new_game)
    on(q("#pr-skip"), "click", lambda ev: moves.skip(st, ev))
    for radio in qa('input[name="pr-game"]'):
        on(radio, "change", keeping.show_presets)
        on(radio, "change", keeping.show_seats)
    on(q("#pr-ready"), "click", lambda ev: moves.ready(st))
    on(q("#pr-coach-live"), "change", lambda ev: coach.coach_toggle(st, ev))
    on(q("#pr-fast"), "change", lambda ev: coach.fast_toggle(st, ev))
    on(q("#pr-by-suit"), "click", lambda ev: hand.set_group(st, "suit"))
    on(q("#pr-by-melds"), "click", lambda ev: hand.set_group(st, "melds"))
    on(q("#pr-move-left"), "click", lambda ev: hand.move_chosen(st, -1))
    on(q("#pr-move-right"), "click", lambda ev: hand.move_chosen(st, 1))
    on(q("#pr-hand"), "keydown", lambda ev: _hand_keys(st, ev))
    stats.listen(st)
    stats.render_stats(st)
    on_settings_change(lambda s: None)  # house rules apply from the next deal


def _table_call(st: PageState, name: str, ev: Any) -> None:
    """A control of a family's own table (gin's spreads, Rummy's Meld and the melds to
    lay off on); a control the game's table does not have does nothing."""
    handler = getattr(st.table(), name, None)
    if handler is not None:
        handler(st, ev)


def _hand_keys(st: PageState, ev: Any) -> None:
    """In the hand: Alt or Shift with Left/Right moves the focused card a place; Enter on
    a chosen card discards it (Space chooses it)."""
    button = ev.target.closest("button.card")
    if is_null(button):
        return
    if (ev.altKey or ev.shiftKey) and ev.key in ("ArrowLeft", "ArrowRight"):
        ev.preventDefault()
        hand.move(st, button.dataset.card, -1 if ev.key == "ArrowLeft" else 1, refocus=True)
        return
    if ev.key != "Enter":
        return
    chosen = st.picker.selected()
    code = button.dataset.card
    if chosen == [code] and not q("#pr-discard").disabled:
        ev.preventDefault()
        moves.play(st, f"discard {code}")
