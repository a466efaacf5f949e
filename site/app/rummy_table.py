"""The Rummy table of the practice page (issue 16): the players, the melds on the table
and the Rummy controls; the rest of the page (hand, piles, hints, coach, log, sheet,
saving, pacing) is ``app.practice``'s.

Each meld on the table is a button named by its owner and cards ("Mia's set of kings
(K♣ K♦ K♥)"): choose a card in the hand, then the meld, to lay it off. "Meld" lays the
chosen cards. A choice the rules refuse is said in words (the engine's reason, in the
learner's language), never ignored. Loaded by app.practice for a Rummy game only; it is
in the practice page's own zip.
"""

from __future__ import annotations

from typing import Any

from app.common import card_html, is_null, q, set_html, set_text
from app.practice import _play, _s, _say_why

from gintutor import rummy_practice as rp
from gintutor.render import escape


def _r(key: str, **values: Any) -> str:
    return rp.say(key, _s["lang"], **values)


def _session() -> rp.RummySession:
    session: rp.RummySession = _s["session"]
    return session


def _mini(cards: Any) -> str:
    inner = "".join(card_html(c, _s["lang"], interactive=False) for c in cards)
    return f'<span class="mini meld" aria-hidden="true">{inner}</span>'


def render_table(view: Any) -> None:
    """Rummy's own parts of the table: the melds on the table, the points in hand."""
    q("#pr-table").classList.add("rummy")
    q("#pr-other").hidden = True
    _render_melds()
    set_text(q("#pr-deadwood"), _r("page.points_in_hand", n=sum(c.value for c in view.hand)))
    q("#pr-show").hidden = True


def render_stock(view: Any) -> None:
    """The stock's button and count; an empty stock says that drawing turns the pile."""
    stock = q("#pr-draw")
    empty = view.stock_count == 0
    set_text(stock, _r("page.turn_pile") if empty else _r("page.draw"))
    set_text(q("#pr-stock-count"), _r("page.stock_empty") if empty and not stock.disabled
             else _r("page.r_stock", n=view.stock_count))


def _render_melds() -> None:
    session = _session()
    melds = session.melds_on_table(_s["lang"])
    box = q("#pr-melds-box")
    box.hidden = False
    mine = session.learner_to_act()
    parts = []
    for m in melds:
        owner = m.owner_name[:1].upper() + m.owner_name[1:]
        parts.append(
            f'<button type="button" class="table-meld" data-meld="{m.text}"'
            f' aria-label="{escape(m.label)}"{"" if mine else " disabled"}>'
            f'<span class="owner" aria-hidden="true">{escape(owner)}</span>{_mini(m.cards)}'
            "</button>")
    if not parts:
        parts.append(f'<p class="help">{escape(_r("page.no_melds"))}</p>')
    set_html(q("#pr-melds"), "".join(parts))
    q("#pr-melds-help").hidden = not melds or not mine


def update_buttons() -> None:
    """Meld and Discard while it is the learner's turn (a move the rules refuse is then
    explained); gin's buttons away."""
    session = _session()
    mine = session.learner_to_act() and not session.hand_over
    drawing = session.view().phase.value == "draw"  # first draw: they look secondary
    for sel in ("#pr-knock", "#pr-gin", "#pr-big-gin", "#pr-pass"):
        q(sel).hidden = True
    for sel in ("#pr-meld", "#pr-discard"):
        q(sel).hidden = session.hand_over
        q(sel).disabled = not mine
        q(sel).classList.toggle("secondary", drawing)


def one_card(chosen: list[str]) -> bool:
    """A discard names one card: more chosen is said, not guessed."""
    if len(chosen) > 1:
        _say_why(_r("page.one_discard"))
        return False
    return True


def meld(_ev: Any = None) -> None:
    """Lay the chosen cards of the hand as a meld."""
    chosen = _s["picker"].selected()
    if not chosen:
        _say_why(_r("page.pick_meld"))
        return
    _play("meld " + " ".join(chosen))


def lay_off(ev: Any) -> None:
    """A meld on the table was chosen: lay the one chosen card of the hand off on it."""
    button = ev.target.closest("button.table-meld")
    if is_null(button) or button.disabled:
        return
    chosen = _s["picker"].selected()
    if not chosen:
        _say_why(_r("page.pick_layoff"))
        return
    if len(chosen) > 1:
        _say_why(_r("page.one_layoff"))
        return
    _play(f"lay off {chosen[0]} on {button.dataset.meld}")


def render_end() -> None:
    """The end of the hand: each other player's cards left and what they pay."""
    set_text(q("#pr-end-h"), _r("page.hand_end"))
    parts = []
    for _seat, cards, line in _session().left_lines(_s["lang"]):
        slots = "".join(f'<span class="slot">{card_html(c, _s["lang"], interactive=False)}'
                        "</span>" for c in cards)
        parts.append(f'<figure class="group deadwood"><figcaption>{escape(line)}</figcaption>'
                     f'<div class="hand" role="group" aria-label="{escape(line)}">{slots}'
                     "</div></figure>")
    set_html(q("#pr-spreads"), f'<div class="spread">{"".join(parts)}</div>' if parts else "")
