"""The course map: stars per lesson and a "continue" link, from the stored progress."""

from __future__ import annotations

from typing import Any

from app.common import is_null, load_text, q, qa, t


def main(page: dict[str, Any]) -> None:
    show_progress(page)
    if q("[data-progress-status]") is not None:  # H4's export / import / reset partial
        from app.lesson import progress_tools

        progress_tools(page["lang"], on_change=lambda: show_progress(page))


def show_progress(page: dict[str, Any]) -> None:
    lessons = page["lessons"]
    if not lessons:
        return
    try:
        from gintutor.progress import STORAGE_KEY, Progress
    except ImportError:  # lessons part not there yet
        return
    from gintutor.course_map import CourseStanding, LessonStanding, lesson_standing

    progress = Progress.from_json(load_text(STORAGE_KEY)).progress
    by_slug = {item["slug"]: item for item in lessons}
    shown: list[LessonStanding] = []
    for li in qa(".course-map li[data-lesson]"):
        item = by_slug.get(li.dataset.lesson)
        if item is None:
            continue
        count = int(item["exercises"] or 0)
        lesson = lesson_standing(progress, item["id"], count)
        shown.append(lesson)
        label = q("[data-stars]", li)
        li.classList.toggle("done", lesson.complete)
        if lesson.complete:
            label.textContent = f"✓ {t('lesson_done')} · {t('stars_of', n=lesson.rating)}"
        elif lesson.done:
            label.textContent = t("exercises_done", n=lesson.done, count=lesson.exercises)
        else:
            label.textContent = ""
    standing = CourseStanding(tuple(shown))
    totals = q("[data-course-totals]")
    if not is_null(totals):
        totals.textContent = t(
            "course_totals",
            lessons=standing.lessons_done,
            count=standing.lesson_count,
            stars=standing.stars,
            max=standing.max_stars,
        )
    if progress.stars or progress.last:
        lesson_id, _ = progress.continue_at([(i["id"], int(i["exercises"] or 0)) for i in lessons])
        target = next((i["slug"] for i in lessons if i["id"] == lesson_id), lessons[0]["slug"])
        link = q("#continue")
        if link is not None:
            link.href = f"{page['root']}{page['lang']}/{target}/"
            link.textContent = t("continue")
