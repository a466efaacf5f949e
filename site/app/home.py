"""The course map: stars per lesson, and on each course's card its totals and a "continue"
link, from the stored progress."""

from __future__ import annotations

from datetime import date
from typing import Any

from app.common import SITE_WORDS, is_null, notice, on_storage, q, qa, set_html
from js import performance  # type: ignore[import-not-found]


def main(page: dict[str, Any]) -> None:
    from app.lesson import progress_tools

    damaged = show_progress(page)
    performance.mark("gin:own-practice-start")  # (read by benchmarks/bench_review.py)
    show_own_practice(page)
    performance.mark("gin:own-practice")
    if q("[data-progress-status]") is not None:  # H4's export / import / reset partial
        progress_tools(page["lang"], on_change=lambda: show_progress(page))
    else:
        from gintutor.progress import STORAGE_KEY

        on_storage(STORAGE_KEY, lambda: show_progress(page))
    if damaged:
        notice(SITE_WORDS.say("storage_aside", page["lang"],
                              what=SITE_WORDS.say("stored_progress", page["lang"])))


def show_own_practice(page: dict[str, Any]) -> None:
    """The practice set's section: how many positions are due today (and the link that
    starts them), or when the next comes back, and how the learner does on each idea;
    with none yet, the computer's games' positions to try (a game chosen, one step)."""
    from app.common import practice_set, today

    lang = page["lang"]
    box = q("#own-practice")
    if box is None:
        return
    own = practice_set()
    _show_ideas(page, own)
    box.hidden = False
    line = q("[data-own-due]", box)
    due = own.due(today())
    q("[data-own-start]", box).hidden = not due
    q("[data-own-starters]", box).hidden = bool(own.positions)
    if not own.positions:  # none yet: the computer's games' positions, one step away
        line.textContent = SITE_WORDS.say("own_none_yet", lang)
    elif due:
        line.textContent = SITE_WORDS.say("own_due", lang, n=len(due))
    else:
        nxt = min(p.due_on() for p in own.positions)
        line.textContent = SITE_WORDS.say("own_none_due", lang, n=len(own.positions),
                                          day=_day(nxt, lang))


def _show_ideas(page: dict[str, Any], own: Any) -> None:
    """The chart of the set's ideas (right of tries, a bar each) and the weak ideas, each
    with the lesson that teaches it and more positions of it (``gintutor.idea_chart``)."""
    from html import escape

    from gintutor.idea_chart import idea_chart, overall_percent
    from gintutor.ideas import idea_named

    lang = page["lang"]
    chart = idea_chart(own)
    part = q("[data-own-ideas]")
    part.hidden = not chart
    if not chart:
        return
    rows = []
    for standing in chart:
        title = escape(idea_named(standing.idea).title(lang))
        line = escape(SITE_WORDS.say("own_idea_line", lang, right=standing.right,
                                     tries=standing.tries, percent=standing.percent))
        rows.append(f'<li><span class="idea-title">{title}</span>'
                    f'<meter min="0" max="{standing.tries}" value="{standing.right}" '
                    f'aria-hidden="true"></meter><span class="idea-count">{line}</span></li>')
    set_html(q("[data-own-chart]"), "".join(rows))
    average = overall_percent(chart)
    weak = []
    review = escape(str(part.dataset.review))
    for standing in (s for s in chart if s.weak):
        said = SITE_WORDS.say("own_weak", lang, idea=idea_named(standing.idea).title(lang),
                              missed=standing.missed, percent=standing.percent,
                              average=average)
        links = [f'<a href="{review}?practise=idea&amp;idea={standing.idea}">'
                 f'{escape(SITE_WORDS.say("own_weak_more", lang))}</a>']
        lesson = _lesson_link(page, standing.lesson)
        if lesson is not None:
            links.insert(0, lesson)
        weak.append(f'<p class="idea-weak">{escape(said)}</p>'
                    f'<p class="idea-weak-links">{" · ".join(links)}</p>')
    set_html(q("[data-own-weak]"), "".join(weak))


def _lesson_link(page: dict[str, Any], lesson_id: str | None) -> str | None:
    """A link to the lesson ``lesson_id`` of the course map, named by its title as the map
    shows it; None when this page has no such lesson."""
    from html import escape

    item = next((i for i in page["lessons"] if str(i["id"]) == lesson_id), None)
    if item is None:
        return None
    shown = q(f'.course-map li[data-lesson="{item["slug"]}"] a')
    if is_null(shown):
        return None
    said = SITE_WORDS.say("own_weak_lesson", page["lang"], lesson=str(shown.textContent))
    return f'<a href="{escape(str(shown.getAttribute("href")))}">{escape(said)}</a>'


def _day(day: date, lang: str) -> str:
    """A date as the learner reads it: '8 December 2026' / '8 december 2026'."""
    month = SITE_WORDS.say(f"month_{day.month}", lang)
    return f"{day.day} {month} {day.year}"


def show_progress(page: dict[str, Any]) -> bool:
    """Draw the stars of every lesson and each course's totals and "continue" link; True
    when the stored progress was damaged (it is then kept aside by load_progress). Only
    exercises the courses have are counted. A course begun shows its totals where its
    card said how many lessons it has (the label of its lessons' disclosure): a course
    not begun keeps saying how long it is, not "0 of 13 lessons"."""
    from app.lesson import course, load_progress

    lessons, lang = page["lessons"], page["lang"]
    if not lessons:
        return False
    from gintutor.course_map import course_standing, lesson_standing

    stored, damaged = load_progress()
    counts = course(page)
    progress = stored.fit_to(counts).progress
    by_slug = {item["slug"]: item for item in lessons}
    count_of = dict(counts)
    for li in qa(".course-map li[data-lesson]"):
        item = by_slug.get(li.dataset.lesson)
        if item is None:
            continue
        lesson = lesson_standing(progress, item["id"], count_of.get(str(item["id"]), 0))
        label = q("[data-stars]", li)
        li.classList.toggle("done", lesson.complete)
        if lesson.complete:
            done = SITE_WORDS.say("lesson_done", lang)
            label.textContent = f"✓ {done} · {SITE_WORDS.say('stars_of', lang, n=lesson.rating)}"
        elif lesson.done:
            label.textContent = SITE_WORDS.say("exercises_done", lang, n=lesson.done,
                                               count=lesson.exercises)
        else:
            label.textContent = ""
    for section in qa("[data-course]"):
        mine = [i for i in lessons if i.get("course") == section.dataset.course]
        own = [(str(i["id"]), count_of.get(str(i["id"]), 0)) for i in mine]
        if not own:
            continue
        standing = course_standing(progress, own)
        begun = any(progress.stars.get(lid) for lid, _ in own)
        totals = q("[data-course-totals]", section)
        if not is_null(totals):
            totals.textContent = SITE_WORDS.say(
                "course_totals", lang,
                lessons=standing.lessons_done,
                count=standing.lesson_count,
                stars=standing.stars,
                max=standing.max_stars,
            ) if begun else ""
        count = q("[data-lesson-count]", section)
        if not is_null(count):
            count.hidden = begun
        link = q("[data-continue]", section)
        here = progress.last is not None and progress.last[0] in dict(own)
        if not is_null(link) and progress.last:
            # The filled button is the course the learner was in last (else the first).
            link.classList.toggle("secondary", not here)
        if is_null(link) or not (begun or here):
            continue
        lesson_id, _ = progress.continue_at(own)
        target = next((i["slug"] for i in mine if i["id"] == lesson_id), mine[0]["slug"])
        link.href = f"{page['root']}{page['lang']}/{target}/"
        link.textContent = SITE_WORDS.say("continue", lang)
    return damaged
