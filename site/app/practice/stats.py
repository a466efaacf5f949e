"""The statistics panel of the practice page: each finished hand counted once into the
learner's tally (``gintutor.stats``, kept in localStorage), and the game's figures with the
accuracy chart drawn below the score sheet."""

from __future__ import annotations

from typing import Any

from app.common import announce, is_null, load_text, on, q, save_text, set_aside, set_html
from app.practice.state import PageState

from gintutor.families import family_of_variant
from gintutor.render import escape
from gintutor.stats import STATS_KEY, Stats, StatsError, accuracy_chart, panel_rows
from gintutor.stats.people import PEOPLE_KEY, PeopleStats
from gintutor.stats.words import WORDS


def stored() -> Stats:
    """The learner's tally; one that cannot be read is set aside (never lost) and the
    tally starts again."""
    raw = load_text(STATS_KEY)
    if raw is None:
        return Stats()
    try:
        return Stats.from_json(raw)
    except StatsError:
        set_aside(STATS_KEY, raw, "stored_stats")
        return Stats()


def stored_people() -> PeopleStats:
    """The tallies of the people who play together; ones that cannot be read are set
    aside (never lost) and start again."""
    raw = load_text(PEOPLE_KEY)
    if raw is None:
        return PeopleStats()
    try:
        return PeopleStats.from_json(raw)
    except StatsError:
        set_aside(PEOPLE_KEY, raw, "stored_stats")
        return PeopleStats()


def count_finished_hand(st: PageState) -> Stats | PeopleStats:
    """Fold the hand just finished into the tally, once (a reload at the end of a hand
    finds it counted): the learner's, or with several people each one's own under their
    name; the tally as it now stands."""
    session = st.session
    if session.shared:
        people = stored_people()
        after_all = people
        for seat in session.settings.people:
            found = session.finished_hand_line(seat)
            if found is not None:
                after_all = after_all.with_hand(session.game.table.names[seat], found[1],
                                                found[0])
        if after_all is not people:
            save_text(PEOPLE_KEY, after_all.to_json())
        return after_all
    before = stored()
    found = session.finished_hand_line()
    if found is None:
        return before
    key, line = found
    after = before.with_hand(line, key)
    if after is not before:
        save_text(STATS_KEY, after.to_json())
    return after


def render_stats(st: PageState, stats: Stats | PeopleStats | None = None) -> None:
    """The figures of the game being played (from ``stats``, or the stored tally), with
    the chart and its words; with several people, each one's under their name."""
    lang = st.lang
    session = st.session
    settings = session.settings
    if settings.shared:
        names = [session.game.table.names[seat] for seat in settings.people]
        parts = [f'<p class="help">'
                 f'{escape(WORDS.say("panel.game_people", lang, players=names))}</p>']
        people = stats if isinstance(stats, PeopleStats) else stored_people()
        for seat in settings.people:
            name = session.game.table.names[seat]
            parts.append(f'<h3 class="small-h">{escape(name)}</h3>')
            parts += _figures(people.of(name), st, reset=False)
    else:
        title = session.game_title(lang)
        parts = [f'<p class="help">{escape(WORDS.say("panel.game", lang, game=title))}</p>']
        parts += _figures(stats if isinstance(stats, Stats) else stored(), st, reset=True)
    set_html(q("#pr-stats"), "".join(parts))


def _figures(stats: Stats, st: PageState, *, reset: bool) -> list[str]:
    """One tally's figures of the game being played: the table, the chart, and (the
    learner's own) the button that clears them."""
    lang = st.lang
    settings = st.session.settings
    game = stats.game(settings.choice)
    counters = family_of_variant(settings.variant.name).stat_counters
    parts: list[str] = []
    if not game.hands:
        parts.append(f'<p>{escape(WORDS.say("panel.none", lang))}</p>')
    else:
        rows = "".join(f'<tr><th scope="row">{escape(label)}</th><td>{escape(value)}</td></tr>'
                       for label, value in panel_rows(game, counters, lang))
        parts.append(f'<div class="table-wrap"><table class="stats">{rows}</table></div>')
        parts.append(f'<figure class="stats-figure">{accuracy_chart(game.accuracy, lang)}'
                     f'<figcaption class="help">'
                     f'{escape(WORDS.say("panel.accuracy_note", lang))}</figcaption></figure>')
        if reset:
            parts.append(f'<p><button type="button" class="button secondary" '
                         f'id="pr-stats-clear">{escape(WORDS.say("panel.reset", lang))}'
                         "</button></p>")
    return parts


def listen(st: PageState) -> None:
    """The panel's one control, listened to once on the panel (it is drawn anew)."""
    on(q("#pr-stats"), "click", lambda ev: clear(st, ev))


def clear(st: PageState, ev: Any) -> None:
    """Clear the statistics of the game being played (the others stay)."""
    if is_null(ev.target.closest("#pr-stats-clear")):
        return
    save_text(STATS_KEY, stored().without_game(st.session.settings.choice).to_json())
    render_stats(st)
    announce(WORDS.say("panel.cleared", st.lang))
    q("#pr-stats-h").focus()
