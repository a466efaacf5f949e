"""The courses as data (lessons/courses.toml): every course loads, in order, with its own
lessons; every exercise of every course is answered by the engine under every preset of
its game in both languages; a broken courses file names its mistake; a lesson's page
downloads the games' zip only when its exercise kinds are in it."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

import build
from ginrules import Rules
from ginrules.table.variants import VARIANTS
from gintutor import exercises as ex
from gintutor.courses import COURSES_FILE, LESSONS_DIR, load_courses, load_lessons, site_pages
from gintutor.i18n import LANGS
from gintutor.kinds import KINDS, kind_module
from gintutor.lessons import LessonError
from gintutor.progress import Progress
from gintutor.rules_text import rules_in

COURSES = load_courses()
EVERY_LESSON = [(c, lesson) for c in COURSES for lesson in c.lessons]


def test_the_first_course_is_two_player_gin_with_its_lesson_ids_unchanged() -> None:
    first = COURSES[0]
    assert (first.id, first.variant, first.folder) == ("gin", "gin", "")
    # Learners' stored progress names these ids: they must never change.
    assert [lsn.id for lsn in first.lessons] == [lsn.id for lsn in load_lessons(LESSONS_DIR)]
    assert first.lessons[1].id == "02-sets" and first.slug(first.lessons[1]) == "lessons/sets"


def test_every_course_has_its_own_lessons_and_ids() -> None:
    ids = [lesson.id for _, lesson in EVERY_LESSON]
    assert len(ids) == len(set(ids))
    for course in COURSES[1:]:
        assert course.lessons, course.id
        for lesson in course.lessons:
            assert lesson.id.startswith(f"{course.folder}/")
            assert course.slug(lesson).startswith(f"lessons/{course.folder}/")
            # Progress keeps every course's lessons by these ids.
            p = Progress()
            p.record(lesson.id, 1, 2)
            assert Progress.from_json(p.to_json()).progress.stars == {lesson.id: {1: 2}}
    assert [lesson.number for lesson in COURSES[0].lessons][:2] == [1, 2]


@pytest.mark.parametrize(
    ("course", "lesson"), EVERY_LESSON, ids=[lsn.id for _, lsn in EVERY_LESSON]
)
def test_every_exercise_is_answered_under_every_preset_in_both_languages(
    course: object, lesson: object
) -> None:
    from gintutor.lessons import Lesson

    assert isinstance(lesson, Lesson)
    assert lesson.variant in {v.name for v in VARIANTS}
    for name in Rules.preset_names(lesson.variant):
        rules = Rules.preset(name, lesson.variant)
        for exercise in lesson.exercises:
            answer = ex.solve(exercise, rules)
            for lang in LANGS:
                assert ex.question(exercise, lang, rules).strip()
                hints = ex.hints(exercise, rules, lang)
                assert all(h.text.strip() for h in hints)
                verdict = ex.judge(exercise, answer, rules, lang)
                assert verdict.correct, (lesson.id, name, lang, verdict.message)
        for lang in LANGS:
            for block in lesson.blocks:
                assert lesson.paragraphs(block, lang, rules)
        for seed in range(3):
            made = lesson.practice_exercise(seed, rules)
            assert made.variant == lesson.variant
            assert ex.judge(made, ex.solve(made, rules), rules, "en").correct


def test_the_learners_rules_carry_over_where_the_game_has_them() -> None:
    hoyle = Rules.preset("hoyle")
    assert rules_in(hoyle, "gin") == hoyle
    assert rules_in(hoyle, "gin-3") == Rules.preset("hoyle", "gin-3")
    # A game without a preset of that name is taught under its own default.
    assert rules_in(hoyle, "rummy") == Rules.preset("standard", "rummy")
    assert rules_in(hoyle, "gin-7") == Rules.preset(variant="gin-7")


def _copy_lessons(tmp_path: Path) -> Path:
    root = tmp_path / "lessons"
    shutil.copytree(LESSONS_DIR, root)
    return root


@pytest.mark.parametrize(
    ("edit", "says"),
    [
        (lambda s: s.replace('title.nl = "Gin Rummy"\n', "", 1), "missing translation 'nl'"),
        (lambda s: s.replace('variant = "gin"', 'variant = "gim"', 1), "variant 'gim'"),
        (lambda s: s.replace('id = "gin"', 'id = "Gin!"', 1), "id must be"),
        (lambda s: s + '\n[[course]]\nid = "gin"\nfolder = "x"\n', "two courses are called"),
        (lambda s: s.replace('folder = ""', 'folder = ""\ncolour = "red"', 1), "colour"),
        (lambda s: "", "list the courses"),
        (lambda s: s + "\n[[course", "courses.toml"),
    ],
)
def test_a_broken_courses_file_names_its_mistake(
    tmp_path: Path, edit: object, says: str
) -> None:
    root = _copy_lessons(tmp_path)
    path = root / COURSES_FILE
    assert callable(edit)
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(LessonError) as err:
        load_courses(root)
    assert says in str(err.value) and "courses.toml" in str(err.value)


def test_a_course_without_lessons_is_refused(tmp_path: Path) -> None:
    root = _copy_lessons(tmp_path)
    (root / "empty").mkdir()
    with (root / COURSES_FILE).open("a", encoding="utf-8") as f:
        f.write('\n[[course]]\nid = "empty"\nfolder = "empty"\nvariant = "gin"\n'
                'title.en = "E"\ntitle.nl = "E"\nsummary.en = "E"\nsummary.nl = "E"\n')
    with pytest.raises(LessonError, match="no lesson files"):
        load_courses(root)


def test_a_lesson_page_downloads_the_games_zip_only_for_kinds_in_it() -> None:
    zips = {p["slug"]: build.page_zips(build.Page("lesson", p["slug"], p["title"], "en",
                                                  data=p["data"])) for p in site_pages("en")}
    games_zip = build.PAGE_ZIPS["games"][0]
    for course, lesson in EVERY_LESSON:
        in_games = any(
            build._packed_in(kind_module(k), build.PAGE_ZIPS["games"][1]) for k in lesson.kinds()
        )
        assert (games_zip in zips[course.slug(lesson)]) == in_games, lesson.id
    # Two-player gin's lessons never need it: their kinds are in the course zip.
    assert not any(games_zip in zips[COURSES[0].slug(lsn)] for lsn in COURSES[0].lessons)
    for name in KINDS:
        assert Path(build.ROOT, kind_module(name)).is_file(), name


# A player is a person: "they", never "it" (issue 31). "its" stays right for a meld or a
# card ("a run of its own suit"), so only what a player does or has is looked for.
PLAYER_IT = re.compile(
    r"\bit\s+(laid|lays|holds|keeps|pays|scores)\b"
    r"|\bits\s+(own\s+)?(deadwood|layoffs?|hand)\b|\bitself\b",
    re.IGNORECASE,
)


def _english_of_the_new_courses() -> list[tuple[str, str]]:
    """Every English sentence the two new courses show: prose, questions, the three hints
    of every exercise under every preset, and every word of their exercise kinds."""
    from gintutor.words import area

    found = [(f"lessons_multi {k}", area("lessons_multi").template(k, "en"))
             for k in area("lessons_multi")]
    found += [(f"lessons_rummy {k}", area("lessons_rummy").template(k, "en"))
              for k in area("lessons_rummy")]
    for course in COURSES[1:]:
        for lesson in course.lessons:
            for name in Rules.preset_names(lesson.variant):
                rules = Rules.preset(name, lesson.variant)
                found += [(lesson.id, p) for b in lesson.blocks
                          for p in lesson.paragraphs(b, "en", rules)]
                for n, e in enumerate(lesson.exercises, 1):
                    found.append((f"{lesson.id}#{n}", ex.question(e, "en", rules)))
                    found += [(f"{lesson.id}#{n}", h.text) for h in ex.hints(e, rules, "en")]
    return found


def test_no_player_is_called_it() -> None:
    assert PLAYER_IT.search("an opponent may build on a card it laid off itself")
    assert PLAYER_IT.search("each opponent pays its deadwood")
    assert not PLAYER_IT.search("a run takes a card of its own suit; lay it off")
    wrong = [(where, text) for where, text in _english_of_the_new_courses()
             if PLAYER_IT.search(text)]
    assert not wrong, wrong[:5]


# The words each new course teaches in its prose before a question or hint may use them
# (issue 31: "a term taught before it is used"). The two-player course teaches melds,
# deadwood, knocking, layoffs and the undercut, which the others build on.
TAUGHT_TERMS: dict[str, dict[str, re.Pattern[str]]] = {
    "rummy": {
        "rummy (out at once)": re.compile(r"(?<![A-Z])\brummy\b"),
        "lay off": re.compile(r"\blay(s|ing)? off\b|\blaid off\b"),
        "go out": re.compile(r"\b(go|goes|going|went|gone) out\b"),
    },
    "gin-multi": {
        "first upcard": re.compile(r"\bfirst upcard\b"),
        "on balance": re.compile(r"\bon balance\b"),
        "build on a layoff": re.compile(r"\bbuild(s|ing)? on\b"),
    },
}


@pytest.mark.parametrize("course_id", sorted(TAUGHT_TERMS))
def test_a_term_is_taught_in_the_prose_before_a_question_or_hint_uses_it(
    course_id: str,
) -> None:
    course = next(c for c in COURSES if c.id == course_id)
    taught: set[str] = set()
    for lesson in course.lessons:
        for name in Rules.preset_names(lesson.variant):
            rules = Rules.preset(name, lesson.variant)
            prose = " ".join(p for b in lesson.blocks for p in lesson.paragraphs(b, "en", rules))
            taught |= {term for term, rx in TAUGHT_TERMS[course_id].items() if rx.search(prose)}
            for n, e in enumerate(lesson.exercises, 1):
                said = [ex.question(e, "en", rules), *(h.text for h in ex.hints(e, rules, "en"))]
                for term, rx in TAUGHT_TERMS[course_id].items():
                    used = [s for s in said if rx.search(s)]
                    assert term in taught or not used, (lesson.id, n, term, used[0][:120])
