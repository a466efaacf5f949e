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


def count_finished_hand(st: PageState) -> Stats:
    """Fold the hand the learner just finished into the tally, once (a reload at the end
    of a hand finds it counted); the tally as it now stands."""
    before = stored()
    found = st.session.finished_hand_line()
    if found is None:
        return before
    key, line = found
    after = before.with_hand(line, key)
    if after is not before:
        save_text(STATS_KEY, after.to_json())
    return after


def render_stats(st: PageState, stats: Stats | None = None) -> None:
    """The figures of the game being played (from ``stats``, or the stored tally), with
    the chart and its words."""
    lang = st.lang
    settings = st.session.settings
    game = (stored() if stats is None else stats).game(settings.choice)
    counters = family_of_variant(settings.variant.name).stat_counters
    title = st.session.game_title(lang)
    parts = [f'<p class="help">{escape(WORDS.say("panel.game", lang, game=title))}</p>']
    if not game.hands:
        parts.append(f'<p>{escape(WORDS.say("panel.none", lang))}</p>')
    else:
        rows = "".join(f'<tr><th scope="row">{escape(label)}</th><td>{escape(value)}</td></tr>'
                       for label, value in panel_rows(game, counters, lang))
        parts.append(f'<div class="table-wrap"><table class="stats">{rows}</table></div>')
        parts.append(f'<figure class="stats-figure">{accuracy_chart(game.accuracy, lang)}'
                     f'<figcaption class="help">'
                     f'{escape(WORDS.say("panel.accuracy_note", lang))}</figcaption></figure>')
        parts.append(f'<p><button type="button" class="button secondary" id="pr-stats-clear">'
                     f'{escape(WORDS.say("panel.reset", lang))}</button></p>')
    set_html(q("#pr-stats"), "".join(parts))


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
