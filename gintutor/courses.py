"""The courses and their lesson files, read at build time (the browser never runs this
module: each lesson page carries its lesson's checked data, see gintutor.lessons).

`lessons/courses.toml` lists the courses of the course map in order; a course's lessons
are the files `NN-slug.toml` in its folder. `load_courses` checks them all (every exercise
solved under every preset of its game) and `site_pages` gives build.py the lesson pages.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ginrules import Rules
from ginrules.table.variants import VARIANTS

from .exercises import Text
from .lessons import FILE_NAME, Lesson, LessonError, _Reader, lesson_from_data

COURSES_FILE = "courses.toml"  # the courses and their order, beside the lesson files
COURSE_ID = re.compile(r"^[a-z0-9-]{1,30}$")
LESSONS_DIR = Path(__file__).resolve().parent.parent / "lessons"


def read_raw(folder: Path) -> dict[str, dict[str, Any]]:
    """The raw data of every lesson file in `folder`, by lesson id, in file-name order."""
    import tomllib

    out: dict[str, dict[str, Any]] = {}
    for path in sorted(folder.glob("*.toml")):
        if path.name == COURSES_FILE:
            continue
        if not FILE_NAME.match(path.name):
            raise LessonError(f"{path}: file name must look like 02-sets.toml")
        try:
            out[path.stem] = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as err:
            raise LessonError(f"{path}: {err}") from err
    return out


def _check_order(lessons: list[Lesson]) -> list[Lesson]:
    numbers = [lesson.number for lesson in lessons]
    if numbers != list(range(1, len(numbers) + 1)):
        raise LessonError(f"lesson numbers must run 1, 2, 3, ... without gaps; found {numbers}")
    return lessons


def load_lessons(
    folder: Path | str = "lessons", variant: str = "gin", prefix: str = ""
) -> list[Lesson]:
    """Every lesson in `folder`, checked, in order; `prefix` is put before each file's
    name to make its lesson id (a course's folder, "rummy/")."""
    folder = Path(folder)
    return _check_order(
        [
            lesson_from_data(prefix + lid, data, str(folder / f"{lid}.toml"), variant=variant)
            for lid, data in read_raw(folder).items()
        ]
    )


@dataclass(frozen=True)
class Course:
    """One course of the course map: its lessons in order, in one game (a lesson may name
    another game of the same family, as seven-card gin does in "Gin for three and four").

    The lessons of a course live in ``lessons/<folder>/``; the first course's folder is
    ``lessons/`` itself (`folder` ""), so its lesson ids stay the bare file names that
    learners' stored progress already uses ("02-sets"); any other course's ids start
    with its folder ("rummy/01-the-table"), so no two courses' lessons share an id.
    """

    id: str
    title: Text
    summary: Text
    variant: str
    folder: str
    lessons: tuple[Lesson, ...]

    @property
    def prefix(self) -> str:
        """What comes before a file's name in this course's lesson ids and page slugs."""
        return f"{self.folder}/" if self.folder else ""

    def slug(self, lesson: Lesson) -> str:
        """The lesson's page, under the site's language folder: "lessons/rummy/the-table"."""
        return f"lessons/{self.prefix}{lesson.slug}"


def load_courses(root: Path | str | None = None) -> list[Course]:
    """Every course in `root`'s courses.toml, in its order, each with its lessons checked."""
    import tomllib

    root = Path(root) if root is not None else LESSONS_DIR
    path = root / COURSES_FILE
    r = _Reader(str(path))
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as err:
        raise LessonError(f"{path}: {err}") from err
    r.keys(data, "top level", {"course"})
    raw_courses = data.get("course")
    if not isinstance(raw_courses, list) or not raw_courses:
        raise r.fail("[[course]]", "list the courses, each as a [[course]] table")
    courses: list[Course] = []
    games = {v.name for v in VARIANTS}
    for i, raw in enumerate(raw_courses, 1):
        where = f"[[course]] {i}"
        if not isinstance(raw, Mapping):
            raise r.fail(where, "a [[course]] must be a table")
        r.keys(raw, where, {"id", "folder", "variant", "title", "summary"})
        cid, folder, variant = raw.get("id"), raw.get("folder", ""), raw.get("variant")
        if not isinstance(cid, str) or not COURSE_ID.match(cid):
            raise r.fail(where, "id must be lower-case letters, digits and dashes")
        if any(c.id == cid for c in courses):
            raise r.fail(where, f"two courses are called {cid!r}")
        if not isinstance(folder, str) or (folder and not COURSE_ID.match(folder)):
            raise r.fail(where, 'folder must be "" or lower-case letters, digits and dashes')
        if any(c.folder == folder for c in courses):
            raise r.fail(where, f"two courses have the folder {folder!r}")
        if variant not in games:
            raise r.fail(where, f"variant {variant!r} is not one of {', '.join(sorted(games))}")
        title = r.text(raw.get("title"), f"{where} title")
        summary = r.text(raw.get("summary"), f"{where} summary")
        assert title is not None and summary is not None
        prefix = f"{folder}/" if folder else ""
        lessons = load_lessons(root / folder, variant, prefix)
        if not lessons:
            raise r.fail(where, f"no lesson files in {root / folder}")
        courses.append(Course(cid, title, summary, variant, folder, tuple(lessons)))
    return courses


# ---------------------------------------------------------------- site pages



def course_list(lang: str) -> list[dict[str, str]]:
    """Each course's id, title and summary in `lang`, in order, for the course map."""
    return [
        {"id": c.id, "title": c.title[lang], "summary": c.summary[lang]}
        for c in load_courses()
    ]


def site_pages(lang: str) -> list[dict[str, Any]]:
    """The lesson pages for build.py, course by course (same slugs in every language).

    The page text is pre-rendered with the standard rules of the lesson's game; the
    controller refills the numbers with the learner's house rules. `data` carries the
    lesson's raw (already checked) content, so the browser needs no second file, and
    the course it belongs to, for the course map's progress.
    """
    from .lesson_page import exercise_html

    pages: list[dict[str, Any]] = []
    for course in load_courses():
        raw = read_raw(LESSONS_DIR / course.folder)
        lessons = course.lessons
        for i, lesson in enumerate(lessons):
            std = Rules.preset(variant=lesson.variant)
            nxt = lessons[i + 1] if i + 1 < len(lessons) else None
            pages.append(
                {
                    "slug": course.slug(lesson),
                    "title": lesson.title[lang],
                    "summary": lesson.summary[lang],
                    "context": {
                        "lesson": {
                            "number": lesson.number,
                            "course": course.title[lang],
                            "course_id": course.id,
                            "blocks": [
                                {
                                    "paragraphs": lesson.paragraphs(b, lang, std),
                                    "groups": [[c.code for c in g] for g in b.groups],
                                }
                                for b in lesson.blocks
                            ],
                            "count": len(lesson.exercises),
                            "first": exercise_html(
                                lesson.exercises[0], std, lang, 1, len(lesson.exercises)
                            ),
                            "next": course.slug(nxt) if nxt else "",
                            "next_title": nxt.title[lang] if nxt else "",
                            "ui": ui_strings(lang),
                        }
                    },
                    "data": {
                        "id": lesson.id,
                        "course": course.id,
                        "variant": course.variant,
                        "kinds": list(lesson.kinds()),
                        "exercises": len(lesson.exercises),
                        "lesson": raw[lesson.id.removeprefix(course.prefix)],
                    },
                }
            )
    return pages


def ui_strings(lang: str) -> dict[str, str]:
    """The lesson page's own interface words, for the template."""
    from .words import area

    words = area("lessons")
    return {key[3:]: words.template(key, lang) for key in words if key.startswith("ui.")}
