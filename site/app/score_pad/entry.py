"""The entry of a hand: the form for the next deal (or an earlier hand being changed),
read into the pad's form fields (what :func:`gintutor.score_pad.read_hand` reads), and
every refusal said beside its field.

The quickest report first: how the hand ended, who, and each player's deadwood or points
as numbers; or the cards, typed or picked. The form is drawn for the seats that play the
hand (the pad's :class:`Deal`); whatever was typed stays when the pad refuses it."""

from __future__ import annotations

from typing import Any

from app.common import is_null, q, qa, set_html, set_text
from app.score_pad.picker import grid_html, sync
from app.score_pad.sheet import find_hand
from app.score_pad.state import PadPage
from js import document  # type: ignore[import-not-found]

from ginrules.table.endings import HandEnding, ending_named
from ginrules.table.seats import MAX_SEATS
from gintutor.render import escape
from gintutor.score_pad import WORDS, PadError, ScorePad, SheetView, read_hand

__all__ = ["by_numbers", "clear_errors", "draw", "fill", "hand_of", "mode", "read", "refused",
           "seats_shown", "show_parts"]

_SEATS = frozenset(str(seat) for seat in range(MAX_SEATS))
#: The fields of a hand whose message slot is not named after the field itself.
_FOCUS = {"ending": "#sp-endings input", "player": "#sp-players input",
          "table": "#sp-tables input", "counts": "#sp-counts input",
          "melds": "#sp-melds", "upcard": "#sp-upcard", "dealer": "#sp-dealer"}


def draw(st: PadPage, pad: ScorePad, view: SheetView) -> None:
    """The form for the next hand (at the chosen card table), or for the hand being
    changed; hidden once the game is over and nothing is being changed."""
    lang = st.lang
    found = find_hand(view, st.editing) if st.editing is not None else None
    if found is None:
        st.editing = None
    editing = found[3] if found is not None else None
    form = q("#sp-entry")
    over = view.over and editing is None
    form.hidden = over
    q("#sp-over").hidden = not over
    if over:
        return
    if editing is not None:
        seats, st.table, dealer = editing.seats, editing.table, editing.dealer
        assert found is not None
        set_text(q("#sp-entry-h"), WORDS.say("page.edit_title", lang, n=found[1]))
        tables: tuple[Any, ...] = ()
    else:
        deals = view.deals
        if st.table not in [d.table for d in deals]:
            st.table = deals[0].table
        deal = next(d for d in deals if d.table == st.table)
        seats, dealer = deal.seats, deal.dealer
        set_text(q("#sp-entry-h"), WORDS.say("page.enter", lang, n=view.hands + 1)
                 if len(view.parts) == 1 and not view.teams else
                 WORDS.say("page.enter_table", lang))
        tables = deals if len(deals) > 1 else ()
    q("#sp-table-box").hidden = not tables
    set_html(q("#sp-tables"), "".join(
        _radio("sp-table", str(d.table), d.words, d.table == st.table) for d in tables))
    names = view.players
    offered = [ending_named(e) for e in view.endings]
    endings = [e.name for e in offered if e.played_under(pad.family.rules)]
    set_html(q("#sp-endings"), "".join(
        _radio("sp-ending", e, WORDS.say(f"ending.{e}", lang), i == 0)
        for i, e in enumerate(endings)))
    rummy = any(e.played_out for e in offered)  # who went out, the others' points
    set_text(q("#sp-who"), WORDS.say("page.who_rummy" if rummy else "page.who_gin", lang))
    set_html(q("#sp-players"), "".join(
        _radio("sp-player", str(s), names[s], False) for s in seats))
    count_key = "page.count_rummy" if rummy else "page.count_gin"
    set_text(q("#sp-numbers-help"), WORDS.say(
        "page.numbers_help_rummy" if rummy else "page.numbers_help_gin", lang))
    set_html(q("#sp-counts"), "".join(_count(s, WORDS.say(count_key, lang, name=names[s]))
                                      for s in seats))
    set_text(q("#sp-cards-help"), WORDS.say(
        "page.cards_help_rummy" if rummy else "page.cards_help_gin", lang))
    set_html(q("#sp-seat-cards"), "".join(_cards(s, names[s], lang) for s in seats))
    q("#sp-melds-box").hidden = not any(e.showdown for e in offered)  # the knocker's melds
    q("#sp-melds").value = ""
    q("#sp-upcard-box").hidden = not pad.needs_upcard
    q("#sp-upcard").value = ""
    said = (WORDS.say("page.dealer_cut", lang) if dealer is None
            else WORDS.say("page.dealer_said", lang, name=names[dealer]))
    set_html(q("#sp-dealer"), f'<option value="">{escape(said)}</option>' + "".join(
        f'<option value="{s}">{escape(name)}</option>' for s, name in enumerate(names)))
    q("#sp-add").textContent = WORDS.say("page.save_change" if editing else "page.add", lang)
    q("#sp-cancel").hidden = editing is None
    clear_errors()
    show_parts(st)


def _radio(name: str, value: str, label: str, checked: bool) -> str:
    return (f'<label class="choice"><input type="radio" name="{name}" value="{escape(value)}"'
            f'{" checked" if checked else ""}> {escape(label)}</label>')


def _count(seat: int, label: str) -> str:
    return (f'<p class="sp-field sp-count" data-seat="{seat}">'
            f'<label for="sp-count-{seat}">{escape(label)}</label>'
            f'<input type="text" id="sp-count-{seat}" data-seat="{seat}" inputmode="numeric" '
            f'autocomplete="off" class="short" aria-describedby="sp-err-count.{seat}">'
            f'<span class="field-error" id="sp-err-count.{seat}"></span></p>')


def _cards(seat: int, name: str, lang: str) -> str:
    label = escape(WORDS.say("page.cards_of", lang, name=name))
    return (f'<div class="sp-seat" data-seat="{seat}"><p class="sp-field">'
            f'<label for="sp-cards-{seat}">{label}</label>'
            f'<input type="text" id="sp-cards-{seat}" data-seat="{seat}" autocomplete="off" '
            f'autocapitalize="off" spellcheck="false" '
            f'aria-describedby="sp-err-cards.{seat} sp-cards-help">'
            f'<span class="field-error" id="sp-err-cards.{seat}"></span></p>'
            f"{grid_html(seat, name, lang)}</div>")


def _checked(name: str) -> str:
    chosen = q(f'input[name="{name}"]:checked')
    return "" if chosen is None else str(chosen.value)


def _ending() -> HandEnding | None:
    """The ending chosen (None: none is)."""
    name = _checked("sp-ending")
    return ending_named(name) if name else None


def by_numbers() -> None:
    """Enter by numbers, the quickest (a new game, another game opened)."""
    for radio in qa('input[name="sp-by"]'):
        radio.checked = radio.value == "numbers"


def mode() -> str:
    """'numbers' or 'cards': how the hand is being entered."""
    return _checked("sp-by") or "numbers"


def seats_shown(kind: str) -> list[Any]:
    """The count fields ('count') or card fields ('cards') of the players who report."""
    box = "#sp-counts" if kind == "count" else "#sp-seat-cards"
    return [f for f in qa(f"{box} input[data-seat]") if is_null(f.closest("[hidden]"))]


def show_parts(st: PadPage) -> None:
    """Show what the chosen ending and way of entry ask: nothing more for a drawn hand;
    in Rummy no count or cards for the one who went out."""
    ending = _ending()
    drawn = ending is not None and not ending.scored
    q("#sp-player-box").hidden = drawn
    q("#sp-report").hidden = drawn
    by_cards = mode() == "cards"
    q("#sp-numbers").hidden = by_cards
    q("#sp-cards").hidden = not by_cards
    winner = _checked("sp-player") if ending is not None and ending.played_out else ""
    for box in qa("#sp-counts [data-seat], #sp-seat-cards .sp-seat"):
        box.hidden = str(box.dataset.seat) == winner
    sync(st.lang)


def read(st: PadPage) -> dict[str, str]:
    """The form as the pad's hand fields: only what the chosen way of entry shows."""
    ending = _ending()
    fields = {"ending": "" if ending is None else ending.name, "table": str(st.table),
              "dealer": str(q("#sp-dealer").value)}
    if ending is not None and not ending.scored:
        return fields
    fields["player"] = _checked("sp-player")
    fields["upcard"] = "" if q("#sp-upcard-box").hidden else str(q("#sp-upcard").value)
    if mode() == "numbers":
        for box in seats_shown("count"):
            fields[f"count.{box.dataset.seat}"] = str(box.value)
    else:
        for box in seats_shown("cards"):
            fields[f"cards.{box.dataset.seat}"] = str(box.value)
        if not q("#sp-melds-box").hidden:
            fields["melds"] = str(q("#sp-melds").value)
    return fields


def hand_of(st: PadPage, pad: ScorePad) -> Any:
    """The form read as the pad's hand (PadError: a field that cannot be read)."""
    return read_hand(read(st), len(pad.setup.names), st.lang)


def fill(fields: dict[str, str]) -> None:
    """Put a kept hand's fields in the form (to change it), by cards if it was."""
    for name, key in (("sp-ending", "ending"), ("sp-player", "player")):
        for radio in qa(f'input[name="{name}"]'):
            radio.checked = radio.value == fields.get(key, "")
    by_cards = any(v for k, v in fields.items() if k.startswith("cards."))
    for radio in qa('input[name="sp-by"]'):
        radio.checked = radio.value == ("cards" if by_cards else "numbers")
    for box in qa("#sp-counts input[data-seat]"):
        box.value = fields.get(f"count.{box.dataset.seat}", "")
    for box in qa("#sp-seat-cards input[data-seat]"):
        box.value = fields.get(f"cards.{box.dataset.seat}", "")
    q("#sp-melds").value = fields.get("melds", "")
    q("#sp-upcard").value = fields.get("upcard", "")
    q("#sp-dealer").value = fields.get("dealer", "")


def clear_errors(prefix: str = "sp-err-") -> None:
    """Take every message of a form away (``prefix``: the hand's or the setup's)."""
    for slot in qa(f'[id^="{prefix}"]'):
        slot.textContent = ""
    for field in qa('[aria-invalid="true"]'):
        field.removeAttribute("aria-invalid")


def refused(err: PadError, lang: str, prefix: str = "sp-err-",
            focus: dict[str, str] | None = None) -> str:
    """Say a refusal beside its field, mark the field and put the focus on it; the
    message (for the live region)."""
    text = err.say(lang)
    slot = _element(f"{prefix}{err.field}") or _element(f"{prefix}hand")
    if slot is None:
        return text
    slot.textContent = text
    selector = (focus or _FOCUS).get(err.field) or _field_selector(err.field)
    target = q(selector) if selector else None
    if target is not None and is_null(target.closest("[hidden]")):
        chosen = q(f'input[name="{target.name}"]:checked') if target.type == "radio" else None
        target = chosen or target
        target.setAttribute("aria-invalid", "true")
        target.focus()
    else:
        slot.focus()
    return text


def _field_selector(field: str) -> str:
    """The input of a per-seat field ('count.1', 'cards.2', 'name.0')."""
    kind, _, seat = field.partition(".")
    if kind in ("count", "cards", "name") and seat in _SEATS:
        return f"#sp-{kind}-{seat}"
    return ""


def _element(element_id: str) -> Any:
    found = document.getElementById(element_id)
    return None if is_null(found) else found
