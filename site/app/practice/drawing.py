"""Drawing the practice table from the session: the status line, the seats (and the
other card table of a four-player game), the piles, the hand, the moves the learner may
make, the prompt, the end of a hand with its review, the score sheet and the "What
happened" log. The family's table module draws its own part (``PageState.table``)."""

from __future__ import annotations

from typing import Any

from app.common import announce, card_back_html, card_html, is_null, q, qa, set_html, set_text
from app.practice.again import render_again
from app.practice.hand import render_hand, update_card_buttons
from app.practice.state import LOG_OPEN, PageState, legal_texts
from app.practice.stats import count_finished_hand, render_stats

from gintutor import practice as pr
from gintutor.render import escape

# ------------------------------------------------------------------ the log


def log(st: PageState, lines: list[str]) -> None:
    """Say what happened: in the log under the hand being played, and aloud."""
    if not lines:
        return
    title = st.session.hand_title(st.lang)
    if not st.log or st.log[-1][0] != title:
        st.log.append((title, []))
    st.log[-1][1].extend(lines)
    draw_log(st)
    announce(" ".join(lines))


def items(lines: list[str]) -> str:
    """Lines as list items, escaped."""
    return "".join(f"<li>{escape(x)}</li>" for x in lines)


def draw_log(st: PageState) -> None:
    """Every line of the game, hand by hand under its title: the hands before folded
    (saying how many lines each holds), the hand being played open but for its earlier
    lines past :data:`LOG_OPEN`, folded and counted. A fold the learner opened stays
    open."""
    box = q("#pr-log")
    opened = {d.dataset.key for d in qa("details", box) if d.open}
    groups = [(title, lines) for title, lines in st.log if lines]
    parts = []
    for i, (title, lines) in enumerate(groups):
        if i < len(groups) - 1:
            key = f"hand-{i}"
            mark = " open" if key in opened else ""
            summary = escape(
                pr.WORDS.say("page.log_hand", st.lang, title="\x00", n=len(lines))
            ).replace("\x00", f'<span class="log-title">{escape(title)}</span>')
            parts.append(f'<details class="log-hand" data-key="{key}"{mark}>'
                         f'<summary>{summary}</summary>'
                         f'<ol class="log">{items(lines)}</ol></details>')
            continue
        fold = max(0, len(lines) - LOG_OPEN)
        folded = ""
        if fold:
            key = f"fold-{i}"
            mark = " open" if key in opened else ""
            folded = (f'<details class="log-fold" data-key="{key}"{mark}><summary>'
                      f'{escape(pr.WORDS.say("page.log_fold", st.lang, n=fold))}</summary>'
                      f'<ol class="log">{items(lines[:fold])}</ol></details>')
        head = f'<h4 class="log-title small-h">{escape(title)}</h4>'
        parts.append(f'<section class="log-hand current">{head}{folded}'
                     f'<ol class="log" start="{fold + 1}">{items(lines[fold:])}</ol></section>')
    set_html(box, "".join(parts))


# ------------------------------------------------------------------ the table


def render(st: PageState) -> None:
    """Draw the whole table from the session."""
    session = st.session
    lang = st.lang
    view = session.view()
    legal = legal_texts(session)
    table = st.table()
    _render_handover(st)

    score, rules = session.status_parts(lang, session.rules_name(lang))
    set_html(q("#pr-scores"), f'{escape(score)}<span class="pr-rules"> · {escape(rules)}</span>')
    game = q(f'input[name="pr-game"][value="{session.settings.choice}"]')
    if not is_null(game):  # the rules page of the game being played
        q("#pr-rules").setAttribute("href", game.dataset.rules)
    table.render_table(st, view)
    _render_seats(st, view, table.SEAT_CARDS)

    draw = q("#pr-draw")
    draw.disabled = "draw stock" not in legal
    top = view.top_discard
    if top is not None:
        set_html(q("#pr-pile"), card_html(top, lang, interactive=False))
    else:
        empty = escape(pr.WORDS.say("page.pile_empty", lang))
        set_html(q("#pr-pile"), f'<p class="help">{empty}</p>')
    take = q("#pr-take")
    take_action = f"take {top.code}" if top is not None else ""
    take.disabled = take_action not in legal
    set_text(take, pr.WORDS.say("page.take", lang,
                                card=top.label_in(lang) if top is not None else ""))
    q("#pr-pass").disabled = "pass" not in legal
    q("#pr-pass").hidden = "pass" not in legal
    for where in ("stock", "pile"):
        q(f".middle .{where}").classList.toggle("just", st.step_at == where)
    table.render_stock(st, view)

    q("#pr-mine").hidden = not view.hand  # sitting out, or watching the other table
    st.picker.single = table.SINGLE_PICK  # Rummy: the cards of a meld are chosen together
    render_hand(st, view)
    update_card_buttons(st)
    q("#pr-big-gin").disabled = "big gin" not in legal
    q("#pr-big-gin").hidden = not any(a == "big gin" for a in legal)
    q("#pr-hint").disabled = not session.learner_to_act()
    q("#pr-play-hint").disabled = not session.learner_to_act()
    q("#pr-skip").hidden = not (st.busy and session.learner_watching())
    q("#pr-coach-live").checked = session.settings.coach
    q("#pr-fast").checked = bool(st.prefs["fast"])
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
    covered = session.is_covered  # the device is passed on: no moves, no tools
    for part in ("#pr-actions", ".hand-info", "#pr-tools"):
        q(part).hidden = covered
    # While the computer's turn goes on, its last step stands where the learner looks;
    # while the learner watches a hand, under the words that say they do.
    watching = session.learner_watching()
    words = st.step_words if st.busy else ""
    set_text(q("#pr-prompt"), session.prompt(lang) if watching else words or session.prompt(lang))
    q("#pr-prompt").hidden = session.handover() is not None  # the hand-over says it
    set_text(q("#pr-step"), words if watching else "")
    render_end(st)


def _render_handover(st: PageState) -> None:
    """Several people share the device: before a person's turn only the public table
    shows, with "Pass the device to Ann" and her button to show her cards. The log is
    written anew for whoever it speaks to now, so it holds no one else's cards."""
    session = st.session
    seat = session.handover()
    box = q("#pr-handover")
    was_hidden = bool(box.hidden)
    box.hidden = seat is None
    if session.shared and st.log_for != session.voice.me:
        st.log_for = session.voice.me
        st.log = session.history_hands(st.lang)
        draw_log(st)
    if seat is None:
        return
    name = session.game.table.names[seat]
    title = pr.WORDS.say("handover.title", st.lang, name=name)
    set_text(q("#pr-handover-h"), title)
    set_text(q("#pr-handover-help"), pr.WORDS.say("handover.help", st.lang, name=name))
    set_text(q("#pr-ready"), pr.WORDS.say("handover.ready", st.lang, name=name))
    set_html(q("#pr-hint-box"), "")
    q("#pr-coach-box").hidden = True
    if was_hidden:
        announce(title)


def _seat_html(st: PageState, row: pr.SeatRow, element: str = "li",
               cards: bool = False) -> str:
    """One seat in words and at a glance: its name, cards held, dealer, to play (or
    sitting the hand out), its latest turn; with ``cards`` (gin) its cards face down and
    the ones the learner knows it holds. The seat to play is marked in words, by
    aria-current and by its frame, never by colour alone."""
    session = st.session
    lang = st.lang
    tags = [pr.WORDS.say("page.seat_cards", lang, n=row.cards)] if row.playing else []
    if row.dealer:
        tags.append(pr.WORDS.say("page.seat_dealer", lang))
    if not row.playing:
        tags.append(pr.WORDS.say("page.seat_sits_out", lang))
    if row.to_act:
        tags.append(pr.WORDS.say("page.seat_turn", lang))
    if row.seat == session.partner():
        tags.append(pr.WORDS.say("page.seat_partner", lang))
    name = row.name[:1].upper() + row.name[1:]
    mark = ' aria-current="true"' if row.to_act else ""
    classes = "seat" + (" to-act" if row.to_act else "") + ("" if row.playing else " out")
    extra = ""
    if cards and row.playing and not session.hand_over:
        backs = "".join(f'<span class="slot">{card_back_html(lang)}</span>'
                        for _ in range(row.cards))
        extra = f'<span class="hand backs" aria-hidden="true">{backs}</span>'
        if row.known:
            label = escape(pr.WORDS.say("page.known", lang,
                                        pronoun=pr.seat_pronoun(row.seat, lang, session.voice)))
            minis = "".join(card_html(c, lang, interactive=False) for c in row.known)
            extra += (f'<span class="seat-known" role="group" aria-label="{label}">'
                      f'<span class="help" aria-hidden="true">{label}</span>'
                      f'<span class="mini">{minis}</span></span>')
    return (f'<{element} class="{classes}" data-seat="{row.seat}"{mark}>'
            f'<span class="seat-head"><span class="seat-name">{escape(name)}</span> '
            f'<span class="seat-tags">{escape(" · ".join(tags))}</span></span> '
            f'<span class="seat-last">{escape(row.last or pr.WORDS.say("page.seat_waiting", lang))}'
            "</span>"
            f"{extra}</{element}>")


def _render_seats(st: PageState, view: Any, cards: bool) -> None:
    """Every seat of the learner's card table: the others around the table, the
    learner's own beside their hand (gin: with their cards face down); then the other
    card table of a four-player game."""
    session = st.session
    rows = session.seat_rows(st.lang, view)
    # the device passed on: every seat around the table, none beside a hand
    mine = None if session.is_covered else session.learner
    others = [r for r in rows if r.seat != mine]
    heading = escape(pr.WORDS.say("page.seats", st.lang))
    set_html(q("#pr-opp"), f'<ul class="seats plain" aria-label="{heading}">'
                           + "".join(_seat_html(st, r, cards=cards) for r in others)
                           + "</ul>")
    me = next((r for r in rows if r.seat == mine), None)
    set_html(q("#pr-me"), "" if me is None else _seat_html(st, me, "span"))
    q("#pr-me").hidden = me is None
    _render_other(st, view)


def _render_other(st: PageState, view: Any) -> None:
    """The other card table of a four-player game, as the learner may watch it: its two
    seats (cards, dealer, to play, last move), the top of their pile, their stock, and
    whether their hand is over."""
    box = q("#pr-other")
    box.hidden = not view.elsewhere
    if not view.elsewhere:
        return
    (other,) = view.elsewhere
    (rows,) = st.session.other_table_rows(st.lang)
    a, b = (r.name for r in rows)
    lines = [pr.WORDS.say("page.at_table", st.lang, a=a, b=b)]
    if other.top_discard is not None:
        lines.append(pr.WORDS.say("page.other_pile", st.lang,
                                  card=other.top_discard.label_in(st.lang)))
    lines.append(pr.WORDS.say("page.other_stock", st.lang, n=other.stock_count))
    if other.phase.is_over:
        lines.append(pr.WORDS.say("page.other_waits", st.lang))
    heading = escape(pr.WORDS.say("page.seats", st.lang))
    set_html(q("#pr-other-body"), f'<p class="help">{escape(lines[0])}</p>'
             f'<ul class="seats plain" aria-label="{heading}">'
             + "".join(_seat_html(st, r) for r in rows) + "</ul>"
             '<p class="help">' + escape(" · ".join(lines[1:])) + "</p>")


# ------------------------------------------------------------------ the end of a hand


def render_end(st: PageState) -> None:
    """The end of the hand (the family's table draws its spreads or what is left), the
    steps of its scoring, the review, and the buttons to go on."""
    session = st.session
    lang = st.lang
    end = q("#pr-end")
    end.hidden = not session.hand_over
    q("#pr-sheet-box").hidden = session.settings.mode != "game"
    if session.settings.mode == "game":
        _render_sheet(st)
    if not session.hand_over:
        return
    render_stats(st, count_finished_hand(st))  # the tally read once
    st.table().render_end(st)
    steps = session.showdown_steps(lang)
    shown = max(1, min(st.steps_shown, len(steps)))
    st.steps_shown = shown
    set_html(q("#pr-steps"), items(steps[:shown]))
    q("#pr-next-step").hidden = shown >= len(steps)
    q("#pr-all-steps").hidden = shown >= len(steps)
    set_html(q("#pr-review"), items(session.hand_verdicts(lang)))
    render_again(st)  # a deal played again: the two plays side by side
    link = q("#pr-review-link")  # the review page opens this game's kept hands
    link.href = f"{link.dataset.base}?game={session.kept_id}"
    link.hidden = session.shared  # a game played together is not kept for one learner
    retry = q("#pr-retry-link")  # and its first costly moment, to try again at once
    retry.href = f"{retry.dataset.base}?game={session.kept_id}&retry=1"
    retry.hidden = session.shared or not session.hand_key_moments()
    nxt = q("#pr-next-hand")
    nxt.disabled = not session.deal_over  # the other table may still be playing
    if session.finished:
        hand_mode = session.settings.mode == "hand"
        set_text(nxt, pr.WORDS.say("page.new_hand", lang) if hand_mode
                 else pr.WORDS.say("page.new_game", lang))
    else:
        set_text(nxt, pr.WORDS.say("page.next_hand", lang))
    q("#pr-new-game").hidden = session.finished


def _render_sheet(st: PageState) -> None:
    session = st.session
    lang = st.lang
    seats = session.game.table
    if seats.size == 2 and not session.shared:
        columns = [pr.WORDS.say("page.sheet_you", lang), pr.WORDS.say("page.sheet_computer", lang)]
    else:  # every seat (or team, or the two players of the learner's meeting) by name
        columns = [x[0].upper() + x[1:] for x in session.sheet_names(lang)]
    match = session.match
    how = (pr.WORDS.say("page.sheet_tables", lang) if match is not None and match.is_pairs
           else pr.WORDS.say("page.sheet_kind", lang))
    heads = [pr.WORDS.say("page.sheet_hand", lang), *columns, how]
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
    set_html(q("#pr-sheet-lines"), items(lines))
    q("#pr-standings-box").hidden = not standings
    set_html(q("#pr-standings"), items(standings))
