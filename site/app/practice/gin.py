"""Gin's part of the practice table (every gin game: two-player, three-player, seven-card
and the four-player games at two tables): the seats' cards face down, the deadwood and
knock limit, Discard, Knock and Gin for the chosen card, the spread the knocker chooses
to show (the advisor's first, the rest behind "More spreads"), and every spread at the
showdown. The rest of the page is the frame's (``app.practice``)."""

from __future__ import annotations

from typing import Any

from app.common import card_html, q, qa, set_html, set_text
from app.practice.moves import play
from app.practice.state import PageState, legal_texts

from gintutor import practice as pr
from gintutor.practice import gin as gp
from gintutor.render import escape

#: The seats show their cards face down (and the cards the learner knows they hold).
SEAT_CARDS = True
#: The hand picks one card at a time (to discard, knock or go gin with it).
SINGLE_PICK = True


def render_table(st: PageState, view: Any) -> None:
    """Gin's own parts of the table: no Rummy melds, gin's headings and buttons, the
    deadwood and knock limit, the spreads to choose from after a knock."""
    q("#pr-table").classList.remove("rummy")
    q("#pr-melds-box").hidden = True  # Rummy's, after a Rummy game on this page
    q("#pr-meld").hidden = True
    q("#pr-discard").classList.remove("secondary")
    set_text(q("#pr-end-h"), pr.WORDS.say("page.showdown", st.lang))
    set_text(q("#pr-draw"), pr.WORDS.say("page.draw", st.lang))
    _update_deadwood(st, view)
    _render_spread_choices(st)


def render_stock(st: PageState, view: Any) -> None:
    """The stock's count."""
    set_text(q("#pr-stock-count"), pr.WORDS.say("page.stock", st.lang, n=view.stock_count))


def _update_deadwood(st: PageState, view: Any) -> None:
    from ginrules import deadwood_count

    limit = view.knock_limit
    parts = []
    if view.hand and len(view.hand) == view.cards_dealt:
        parts.append(pr.WORDS.say("page.deadwood", st.lang, n=deadwood_count(view.hand)))
    parts.append(pr.WORDS.say("page.knock_limit", st.lang, n=limit) if limit > 0
                 else pr.WORDS.say("page.gin_only", st.lang))
    set_text(q("#pr-deadwood"), " · ".join(parts))


def update_buttons(st: PageState) -> None:
    """Discard, knock and gin are enabled only for a chosen card the rules allow."""
    legal = legal_texts(st.session)
    chosen = st.picker.selected()
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


def one_card(st: PageState, chosen: list[str]) -> bool:
    """Gin's hand picks one card at a time: the chosen card is the one."""
    return True


# -- the spread to show after a knock


def _spreads(st: PageState) -> list[gp.SpreadChoice]:
    """The learner's spread choices (asked of the advisor once per position)."""
    session = st.session
    assert isinstance(session, gp.GinSession)
    key = (session.hand_number, len(session.game.actions))
    if st.spreads_key != key:
        st.spreads_key = key
        st.spreads = session.spread_choices(st.lang)
    choices: list[gp.SpreadChoice] = st.spreads
    return choices


def _render_spread_choices(st: PageState) -> None:
    """Each spread the learner may show as cards in groups with its deadwood, a radio
    named in words; the advisor's choice first, the rest behind "More spreads"."""
    choices = _spreads(st)
    box = q("#pr-show")
    box.hidden = not choices
    if not choices:
        return
    checked = next((r.value for r in qa('input[name="pr-show"]') if r.checked), None)
    form = gp.spread_form(choices, st.lang, expanded=st.more_spreads, checked=checked)
    set_html(q("#pr-show-options"), form.html)
    toggle = q("#pr-more-spreads")
    toggle.hidden = not form.toggle
    toggle.setAttribute("aria-expanded", str(form.expanded).lower())
    set_text(toggle, form.toggle)
    set_text(q("#pr-show-count"), form.count)


def toggle_spreads(st: PageState, _ev: Any = None) -> None:
    """More spreads / Fewer spreads; the first of the more gets the focus."""
    st.more_spreads = not st.more_spreads
    _render_spread_choices(st)
    if st.more_spreads:
        radios = qa('input[name="pr-show"]')
        if len(radios) > gp.FIRST_SPREADS:
            radios[gp.FIRST_SPREADS].focus()


def show(st: PageState, _ev: Any = None) -> None:
    """Show the chosen spread."""
    play(st, next((r.value for r in qa('input[name="pr-show"]') if r.checked), ""))


# -- the showdown


def _figure(st: PageState, codes: list[str], caption: str, classes: str) -> str:
    cards = "".join(
        f'<span class="slot">{card_html(c, st.lang, interactive=False)}</span>' for c in codes
    )
    return (
        f'<figure class="group {classes}"><figcaption>{escape(caption)}</figcaption>'
        f'<div class="hand" role="group" aria-label="{escape(caption)}">{cards}</div></figure>'
    )


def render_end(st: PageState) -> None:
    """Both spreads as cards: the knocker's melds and deadwood, the defender's melds,
    layoffs and deadwood (the words come in the steps below)."""
    session = st.session
    assert isinstance(session, gp.GinSession)
    v = session.showdown_view()
    if v is None:
        set_html(q("#pr-spreads"), "")
        return
    lang = st.lang
    seats = session.voice
    knocker_h = escape(pr.seat_words("spread.knocker", v["knocker"], lang, seats))
    defender_h = escape(pr.seat_words("spread.defender", v["defender"], lang, seats))
    meld = pr.WORDS.say("spread.meld", lang)
    parts = [f'<h3 class="small-h">{knocker_h}</h3><div class="spread">']
    parts += [_figure(st, m, meld, "meld") for m in v["knocker_melds"]]
    parts.append(
        _figure(st, v["knocker_deadwood"],
                pr.WORDS.say("spread.deadwood", lang, n=v["knocker_count"]), "deadwood")
    )
    parts.append("</div>")
    for d in v["defenders"]:  # one in two-player gin; every other seat in seven-card gin
        title = defender_h if len(v["defenders"]) == 1 else escape(
            pr.seat_words("spread.defender", d["seat"], lang, seats))
        parts.append(f'<h3 class="small-h">{title}</h3><div class="spread">')
        parts += [_figure(st, m, meld, "meld") for m in d["melds"]]
        if d["layoffs"]:
            parts.append(_figure(st, [c for c, _i in d["layoffs"]],
                                 pr.WORDS.say("spread.laid_off", lang), "meld"))
        parts.append(_figure(st, d["deadwood"], pr.WORDS.say("spread.deadwood", lang, n=d["count"]),
                             "deadwood"))
        parts.append("</div>")
    set_html(q("#pr-spreads"), "".join(parts))
