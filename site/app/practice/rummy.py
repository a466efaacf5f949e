"""The Rummy table of the practice page (issue 16): the players, the melds on the table
and the Rummy controls; the rest of the page (hand, piles, hints, coach, log, sheet,
saving, pacing) is the frame's (``app.practice``).

Each meld on the table is a button named by its owner and cards ("Mia's set of kings
(K♣ K♦ K♥)"): choose a card in the hand, then the meld, to lay it off. "Meld" lays the
chosen cards. A choice the rules refuse is said in words (the engine's reason, in the
learner's language), never ignored. Loaded for a Rummy game only; it is in the practice
page's own zip.
"""

from __future__ import annotations

from typing import Any

from app.common import card_html, is_null, q, set_html, set_text
from app.practice.moves import play, say_why
from app.practice.state import PageState

from gintutor.practice import rummy
from gintutor.render import escape

#: The seats show no cards face down (the melds on the table say more).
SEAT_CARDS = False
#: The hand picks several cards at once (the cards of a meld).
SINGLE_PICK = False


def _session(st: PageState) -> rummy.RummySession:
    session = st.session
    assert isinstance(session, rummy.RummySession)
    return session


def _mini(st: PageState, cards: Any) -> str:
    inner = "".join(card_html(c, st.lang, interactive=False) for c in cards)
    return f'<span class="mini meld" aria-hidden="true">{inner}</span>'


def render_table(st: PageState, view: Any) -> None:
    """Rummy's own parts of the table: the melds on the table, the points in hand."""
    q("#pr-table").classList.add("rummy")
    q("#pr-other").hidden = True
    _render_melds(st)
    set_text(q("#pr-deadwood"), rummy.WORDS.say("page.points_in_hand", st.lang,
                                                n=sum(c.value for c in view.hand)))
    q("#pr-show").hidden = True


def render_stock(st: PageState, view: Any) -> None:
    """The stock's button and count; an empty stock says that drawing turns the pile."""
    stock = q("#pr-draw")
    empty = view.stock_count == 0
    set_text(stock, rummy.WORDS.say("page.turn_pile", st.lang) if empty
             else rummy.WORDS.say("page.draw", st.lang))
    set_text(q("#pr-stock-count"),
             rummy.WORDS.say("page.stock_empty", st.lang) if empty and not stock.disabled
             else rummy.WORDS.say("page.r_stock", st.lang, n=view.stock_count))


def _render_melds(st: PageState) -> None:
    session = _session(st)
    melds = session.melds_on_table(st.lang)
    box = q("#pr-melds-box")
    box.hidden = False
    mine = session.learner_to_act()
    parts = []
    for m in melds:
        owner = m.owner_name[:1].upper() + m.owner_name[1:]
        parts.append(
            f'<button type="button" class="table-meld" data-meld="{m.text}"'
            f' aria-label="{escape(m.label)}"{"" if mine else " disabled"}>'
            f'<span class="owner" aria-hidden="true">{escape(owner)}</span>{_mini(st, m.cards)}'
            "</button>")
    if not parts:
        parts.append(f'<p class="help">{escape(rummy.WORDS.say("page.no_melds", st.lang))}</p>')
    set_html(q("#pr-melds"), "".join(parts))
    q("#pr-melds-help").hidden = not melds or not mine


def update_buttons(st: PageState) -> None:
    """Meld and Discard while it is the learner's turn (a move the rules refuse is then
    explained); after the draw, Meld only when a meld can be laid (the prompt says when
    there is nothing to meld); gin's buttons away."""
    session = _session(st)
    mine = session.learner_to_act() and not session.hand_over
    view = session.view()
    drawing = view.phase.value == "draw"  # first draw: they look secondary
    can_meld = drawing or any(a.kind.value == "meld" for a in view.legal_actions)
    for sel in ("#pr-knock", "#pr-gin", "#pr-big-gin", "#pr-pass"):
        q(sel).hidden = True
    for sel in ("#pr-meld", "#pr-discard"):
        q(sel).hidden = session.hand_over
        q(sel).disabled = not mine or (sel == "#pr-meld" and not can_meld)
        q(sel).classList.toggle("secondary", drawing)


def one_card(st: PageState, chosen: list[str]) -> bool:
    """A discard names one card: more chosen is said, not guessed."""
    if len(chosen) > 1:
        say_why(rummy.WORDS.say("page.one_discard", st.lang))
        return False
    return True


def meld(st: PageState, _ev: Any = None) -> None:
    """Lay the chosen cards of the hand as a meld."""
    chosen = st.picker.selected()
    if not chosen:
        say_why(rummy.WORDS.say("page.pick_meld", st.lang))
        return
    play(st, "meld " + " ".join(chosen))


def lay_off(st: PageState, ev: Any) -> None:
    """A meld on the table was chosen: lay the one chosen card of the hand off on it."""
    button = ev.target.closest("button.table-meld")
    if is_null(button) or button.disabled:
        return
    chosen = st.picker.selected()
    if not chosen:
        say_why(rummy.WORDS.say("page.pick_layoff", st.lang))
        return
    if len(chosen) > 1:
        say_why(rummy.WORDS.say("page.one_layoff", st.lang))
        return
    play(st, f"lay off {chosen[0]} on {button.dataset.meld}")


def render_end(st: PageState) -> None:
    """The end of the hand: each other player's cards left and what they pay."""
    set_text(q("#pr-end-h"), rummy.WORDS.say("page.hand_end", st.lang))
    parts = []
    for _seat, cards, line in _session(st).left_lines(st.lang):
        slots = "".join(f'<span class="slot">{card_html(c, st.lang, interactive=False)}'
                        "</span>" for c in cards)
        parts.append(f'<figure class="group deadwood"><figcaption>{escape(line)}</figcaption>'
                     f'<div class="hand" role="group" aria-label="{escape(line)}">{slots}'
                     "</div></figure>")
    set_html(q("#pr-spreads"), f'<div class="spread">{"".join(parts)}</div>' if parts else "")
