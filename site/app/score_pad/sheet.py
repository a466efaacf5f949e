"""The score sheet as players know it, drawn from the pad's :class:`SheetView`: a table of
running totals per player (or team, in pairs; Hollywood's three columns each), the end of
the game (bonuses, final score, settlement), the tournament's standings, and under each
sheet its hands in words, each with why, its payments and buttons to change it.

Only markup: every figure and sentence is the pad's. Names are the players' own text, so
everything goes through :func:`~gintutor.render.escape`."""

from __future__ import annotations

from collections.abc import Sequence

from ginrules.table.sheet import signed
from gintutor.render import escape
from gintutor.score_pad import WORDS, HandView, SheetPart, SheetRow, SheetView

__all__ = ["find_hand", "hand_label", "sheet_html", "totals_words"]

def totals_words(part: SheetPart, lang: str) -> list[str]:
    """Each column's running total in words ('Ann 45'), for the sentences the page says."""
    return [WORDS.say("page.totals", lang, name=name, total=total)
            for name, total in zip(part.columns, part.totals, strict=True)]


def find_hand(view: SheetView, index: int
              ) -> tuple[SheetPart, int, SheetRow, HandView] | None:
    """The entered hand ``index`` on the sheet: its part, its line's number (from 1), the
    line and the hand (None: not there)."""
    for part in view.parts:
        for number, row in enumerate(part.rows, start=1):
            for hand in row.hands:
                if hand.index == index:
                    return part, number, row, hand
    return None


def hand_label(view: SheetView, row: SheetRow, hand: HandView, lang: str) -> str:
    """What the page calls one entered hand: 'Hand 3', or in pairs 'Hand 3, table 2'."""
    if view.teams:
        return WORDS.say("page.hand_table", lang, label=row.label, table=hand.table + 1)
    return row.label


def sheet_html(view: SheetView, lang: str) -> str:
    """Every part of the sheet, the standings and the game's end."""
    out = [_part(view, part, i, lang) for i, part in enumerate(view.parts)]
    if view.standings:
        out.append(_standings(view, lang))
    if view.outcome:
        lines = "".join(f"<li>{escape(line)}</li>" for line in view.outcome)
        out.append(f'<section class="sp-end" aria-labelledby="sp-end-h">'
                   f'<h3 id="sp-end-h">{escape(WORDS.say("page.end", lang))}</h3>'
                   f'<ul class="steps plain">{lines}</ul></section>')
    return "".join(out)


def _part(view: SheetView, part: SheetPart, i: int, lang: str) -> str:
    head = escape(part.title or WORDS.say("page.sheet", lang))
    hollywood = bool(part.games)
    table = (f'<div class="table-wrap" tabindex="0" role="region" '
             f'aria-labelledby="sp-part-{i}-h"><table class="sheet sp-table">'
             f"<thead>{_head(part, hollywood, lang)}</thead>"
             f"<tbody>{_body(part, hollywood)}</tbody>"
             f"<tfoot>{_foot(part, hollywood, lang)}</tfoot></table></div>")
    bonuses = ""
    if part.bonuses:
        bonuses = ('<ul class="steps plain sp-bonuses">'
                   + "".join(f"<li>{escape(b.words)}</li>" for b in part.bonuses) + "</ul>")
    hands = [_hand(view, row, hand, lang) for row in part.rows for hand in row.hands]
    listed = ""
    if hands:
        listed = (f'<h4 class="small-h">{escape(WORDS.say("page.hands", lang))}</h4>'
                  f'<ol class="sp-hands">{"".join(hands)}</ol>')
    return (f'<section class="sp-part" aria-labelledby="sp-part-{i}-h">'
            f'<h3 id="sp-part-{i}-h">{head}</h3>{table}{bonuses}{listed}</section>')


def _column(part: SheetPart, col: int, name: str, lang: str) -> str:
    if col in part.winners:
        return (f'{escape(name)} <span class="sp-winner">★<span class="sr-only"> '
                f'{escape(WORDS.say("page.winner", lang))}</span></span>')
    return escape(name)


def _head(part: SheetPart, hollywood: bool, lang: str) -> str:
    hand = escape(WORDS.say("page.hand_col", lang))
    if not hollywood:
        cols = "".join(f'<th scope="col" class="num">{_column(part, c, name, lang)}</th>'
                       for c, name in enumerate(part.columns))
        return f'<tr><th scope="col">{hand}</th>{cols}</tr>'
    games = len(part.games)
    tops = "".join(f'<th scope="colgroup" colspan="{games}">{_column(part, c, name, lang)}</th>'
                   for c, name in enumerate(part.columns))
    subs = "".join(f'<th scope="col" class="num">{escape(WORDS.say("page.game_n", lang, n=g + 1))}'
                   "</th>" for _c in part.columns for g in range(games))
    return f'<tr><th scope="col" rowspan="2">{hand}</th>{tops}</tr><tr>{subs}</tr>'


def _cell(before: int, after: int, scored: bool) -> str:
    if scored and after != before:
        return (f'<td class="num scored"><span class="sp-add">+{after - before}</span> '
                f"<strong>{after}</strong></td>")
    return f'<td class="num sp-same">{after}</td>'


def _body(part: SheetPart, hollywood: bool) -> str:
    rows = []
    size = len(part.columns)
    prev_totals: Sequence[int] = (0,) * size
    prev_games: Sequence[Sequence[int]] = tuple((0,) * size for _g in part.games)
    for row in part.rows:
        label = f'<th scope="row">{escape(row.label)}</th>'
        if hollywood and row.games:
            cells = "".join(_cell(prev_games[g][c], row.games[g][c], row.points[c] is not None)
                            for c in range(size) for g in range(len(row.games)))
            prev_games = row.games
        else:
            cells = "".join(_cell(prev_totals[c], row.totals[c], row.points[c] is not None)
                            for c in range(size))
        prev_totals = row.totals
        rows.append(f"<tr>{label}{cells}</tr>")
    return "".join(rows)


def _foot(part: SheetPart, hollywood: bool, lang: str) -> str:
    span = f' colspan="{len(part.games)}"' if hollywood else ""

    def line(key: str, values: Sequence[str], cls: str = "") -> str:
        cells = "".join(f'<td class="num"{span}>{v}</td>' for v in values)
        return (f'<tr class="{cls}"><th scope="row">{escape(WORDS.say(key, lang))}</th>'
                f"{cells}</tr>")

    out = [line("page.total", [f"<strong>{t}</strong>" for t in part.totals], "sp-total")]
    if part.over and part.final_totals:
        out.append(line("page.final", [f"<strong>{t}</strong>" for t in part.final_totals],
                        "sp-final"))
    if part.over and part.settlement:
        out.append(line("page.settlement", [signed(s) for s in part.settlement]))
    return "".join(out)


def _hand(view: SheetView, row: SheetRow, hand: HandView, lang: str) -> str:
    label = hand_label(view, row, hand, lang)
    tag = (f' <span class="sp-tag">{escape(WORDS.say("page.by_cards_tag", lang))}</span>'
           if hand.by_cards else "")
    pays = ""
    if len(hand.seats) > 2:
        said = [f"{view.players[s]} {signed(hand.payments[s])}" for s in hand.seats]
        pays = f'<p class="help">{escape(WORDS.say("page.payments", lang, payments=said))}</p>'
    why = "".join(f"<li>{escape(line)}</li>" for line in hand.why)
    edit = escape(WORDS.say("page.edit_n", lang, label=label))
    delete = escape(WORDS.say("page.delete_n", lang, label=label))
    return (f'<li class="sp-hand" data-index="{hand.index}"><p><strong>{escape(label)}</strong> '
            f"{escape(hand.summary)}{tag}</p>{pays}"
            f'<details class="sp-why"><summary>{escape(WORDS.say("page.why", lang))}</summary>'
            f'<ul class="steps">{why}</ul></details>'
            f'<p class="sp-hand-actions no-print">'
            f'<button type="button" class="button secondary small" data-edit="{hand.index}" '
            f'aria-label="{edit}">{escape(WORDS.say("page.edit", lang))}</button> '
            f'<button type="button" class="button secondary small" data-delete="{hand.index}" '
            f'aria-label="{delete}">{escape(WORDS.say("page.delete", lang))}</button></p></li>')


def _standings(view: SheetView, lang: str) -> str:
    heads = "".join(f'<th scope="col">{escape(WORDS.say(k, lang))}</th>'
                    for k in ("page.place", "page.player", "page.games_won", "page.points",
                              "page.played"))
    rows = "".join(f'<tr><td class="num">{r.place}</td><th scope="row">{escape(r.name)}</th>'
                   f'<td class="num">{r.games}</td><td class="num">{r.points}</td>'
                   f'<td class="num">{r.played}</td></tr>' for r in view.standings)
    title = escape(WORDS.say("page.standings", lang))
    return (f'<section class="sp-standings" aria-labelledby="sp-standings-h">'
            f'<h3 id="sp-standings-h">{title}</h3><div class="table-wrap" tabindex="0" '
            f'role="region" aria-labelledby="sp-standings-h"><table class="sheet sp-table">'
            f"<thead><tr>{heads}</tr></thead><tbody>{rows}</tbody></table></div></section>")
