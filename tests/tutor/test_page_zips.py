"""Which page downloads which Python: the zip every page loads holds only what every page
runs, and each page's own zip (build.PAGE_ZIPS) what only that page runs, so the lesson
page, the one a learner opens first, downloads as little as it can (benchmarks/bench_site.py
prints its own files against their budget)."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

import build


def test_each_page_zip_holds_its_own_files_and_the_shared_zip_none_of_them(
    tmp_path: Path,
) -> None:
    build.build_python_zips(tmp_path)
    # What is where, by source file: the source twins (the zips hold the same as .pyc).
    for path in (build.PY_ZIP, *(path for path, _own in build.PAGE_ZIPS.values())):
        twin = zipfile.ZipFile(tmp_path / build.source_archive(path)).namelist()
        compiled = build.open_shipped(
            (tmp_path / build.shipped_archive(path)).read_bytes()).namelist()
        assert sorted(f"{n}c" if n.endswith(".py") else n for n in twin) == sorted(compiled)
    every = set(zipfile.ZipFile(tmp_path / build.source_archive(build.PY_ZIP)).namelist())
    snapshot = set(build.snapshot_modules(tmp_path / build.source_archive(build.PY_ZIP)))
    assert "ginrules.table.game" in snapshot
    for path, own in build.PAGE_ZIPS.values():
        packed = zipfile.ZipFile(tmp_path / build.source_archive(path)).namelist()
        assert packed and all(build._packed_in(name, own) for name in packed), path
        assert all(any(build._packed_in(name, (n,)) for name in packed) for n in own), path
        assert not set(packed) & every, path
        modules = {name[: -len(".py")].replace("/", ".").removesuffix(".__init__")
                   for name in packed}
        assert not modules & snapshot, path
    # The practice and puzzles pages' Python and the games' exercise kinds are theirs.
    for name in ("gintutor/practice/__init__.py", "app/practice/__init__.py",
                 "gintutor/practice/rummy.py", "app/practice/rummy.py",
                 "gintutor/puzzles/gin.py", "app/puzzles/frame.py", "gintutor/puzzles/showdown.py",
                 "gintutor/kinds/games/__init__.py"):
        assert name not in every, name
    # Every file of the puzzles' packages is in the puzzles page's zip (the frame and each
    # family's files as gintutor.families names them), but the build's page provider.
    puzzles = set(zipfile.ZipFile(
        tmp_path / build.source_archive(build.PAGE_ZIPS["puzzles"][0])).namelist())
    for name, _file in build._python_files():
        if name.startswith(("gintutor/puzzles/", "app/puzzles/")):
            assert name in puzzles, name
    assert "gintutor/puzzles/pages.py" not in puzzles | every
    # The score pad's logic (every family's pad), its words and its page are its own zip's;
    # the build's page provider is on no page.
    pad = set(zipfile.ZipFile(
        tmp_path / build.source_archive(build.PAGE_ZIPS["score_pad"][0])).namelist())
    for name, _file in build._python_files():
        if name.startswith(("gintutor/score_pad/", "app/score_pad/")):
            assert name in pad, name
    assert {"gintutor/words/score_pad.json", "gintutor/score_pad/rummy.py",
            "app/score_pad/__init__.py"} <= pad
    assert "gintutor/score_pad/pages.py" not in pad | every
    # The review's logic, words and page are its own zip's; it loads practice's zip too
    # (the kept hands are practice's), and its build provider is on no page.
    review = set(zipfile.ZipFile(
        tmp_path / build.source_archive(build.PAGE_ZIPS["review"][0])).namelist())
    for name, _file in build._python_files():
        if name.startswith(("gintutor/review/", "app/review/")):
            assert name in review, name
    assert {"gintutor/words/review.json", "gintutor/review/review.py",
            "app/review/__init__.py"} <= review
    assert "gintutor/review/pages.py" not in review | every
    assert "gintutor/practice/kept.py" not in every | review
    players = set(zipfile.ZipFile(
        tmp_path / build.source_archive(build.PAGE_ZIPS["players"][0])).namelist())
    assert {"ginrules/records.py", "ginrules/gin/advisor.py",
            "ginrules/players/search.py"} <= players
    assert {"ginrules/table/game.py", "ginrules/table/hand_flows.py",
            "ginrules/words/advisor.json"} <= every
    # The engine plays every game on every page; the course is the course zip's; the
    # command line and the lesson files' reading run on no page.
    assert {"ginrules/rummy/hand.py", "ginrules/gin/showdown.py"} <= every
    course = set(zipfile.ZipFile(
        tmp_path / build.source_archive(build.PAGE_ZIPS["course"][0])).namelist())
    assert {"gintutor/lessons.py", "gintutor/kinds/__init__.py", "gintutor/kinds/points.py",
            "app/lesson.py"} <= course
    # The lessons' words are every page's: gintutor.i18n reads them, for the score pad too.
    assert "gintutor/words/lessons.json" in every
    assert build._word_files("gintutor.i18n") == {"gintutor/words/lessons.json"}
    assert not {"gintutor/kinds/games/__init__.py"} & course
    assert not {"ginrules/cli.py", "ginrules/__main__.py", "gintutor/courses.py"} & every


def test_the_review_page_loads_its_own_zip_and_practices() -> None:
    from gintutor.review.pages import site_pages

    for lang in ("en", "nl"):
        (item,) = site_pages(lang)
        page = build.Page(kind="review", slug=item["slug"], title=item["title"], lang=lang,
                          data=item.get("data", {}))
        assert build.page_zips(page) == [build.PAGE_ZIPS[key][0]
                                         for key in ("practice", "players", "review")]


def _page(kind: str) -> build.Page:
    return build.Page(kind=kind, slug="x", title="x", lang="en")


def test_every_module_a_page_imports_is_in_a_zip_it_downloads() -> None:
    """What a page's controller may import (by an import statement, in a function too) is
    in the zip every page loads or in one of the page's own; and a page downloads no
    feature's zip it never imports from."""
    for kind in [k.name for k in build.PAGE_KINDS]:
        zips = [build.PY_ZIP, *build.page_zips(_page(kind))]
        for module in build.page_imports(kind):
            assert build.zip_of(build._module_files()[module]) in zips, (kind, module)
            for words in build._word_files(module):
                assert build.zip_of(words) in zips, (kind, module, words)
        assert f"app.{kind}" in build.page_imports(kind) or kind == "home", kind
    zips = {kind: build.page_zips(_page(kind)) for kind in [k.name for k in build.PAGE_KINDS]}
    course, puzzles = build.PAGE_ZIPS["course"][0], build.PAGE_ZIPS["puzzles"][0]
    # A puzzle is an exercise; the home page shows the course's progress.
    assert course in zips["lesson"] and course in zips["puzzles"] and course in zips["home"]
    # The other pages run no lesson: they do not download the course.
    for kind in ("rules", "practice", "review", "score_pad"):
        assert course not in zips[kind] and puzzles not in zips[kind], kind
    # Only the pages where the computer plays or a hand is reviewed download the players.
    players = build.PAGE_ZIPS["players"][0]
    assert {kind for kind, its in zips.items() if players in its} == {"practice", "review"}


def test_the_import_graph_sees_imports_in_functions_and_relative_ones() -> None:
    # gintutor.practice.kept imports records in a function, and the game only for its
    # type hints; app.home imports the lesson controller in a function;
    # gintutor.kinds.points makes relative imports.
    assert "ginrules.records" in build._imports("gintutor.practice.kept")
    assert "ginrules.table.game" not in build._imports("gintutor.practice.kept")
    assert "app.lesson" in build._imports("app.home")
    assert {"gintutor.kinds", "gintutor.kinds.base"} <= build._imports("gintutor.kinds.points")
    assert "ginrules" in build._imports("gintutor.kinds.points")


def test_the_import_graph_follows_a_packages_names_imported_on_first_use(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `from ginrules import advise` runs ginrules.__getattr__, which imports its module.
    # (Every name of ginrules is imported on first use, Card too.)
    module = tmp_path / "uses_lazy.py"
    module.write_text("def f():\n    from ginrules import advise, Card\n")
    files = [*build._python_files(), ("app/uses_lazy.py", module)]
    monkeypatch.setattr(build, "_python_files", lambda: files)
    caches = (build._module_files, build._source_paths, build._module_tree, build._imports,
              build._lazy_names)
    for cached in caches:
        cached.cache_clear()
    try:
        # each name to its own module, and no module whose names it does not use
        assert {"ginrules", "ginrules.players.styles", "ginrules.core.cards"} <= build._imports(
            "app.uses_lazy")
        assert "ginrules.gin.showdown" not in build._imports("app.uses_lazy")
    finally:
        monkeypatch.undo()
        for cached in caches:
            cached.cache_clear()


def test_the_players_zip_is_what_the_hand_flows_name_and_only_they_import() -> None:
    players = build.players_files()
    # The players' folder, the modules the hand flows name for the computer and the
    # records, and what only those import (Rummy's fast policy: only the playouts use it).
    assert players[0] == "ginrules/players/"
    assert {"ginrules/gin/advisor.py", "ginrules/rummy/advisor.py", "ginrules/records.py",
            "ginrules/gin/policy.py", "ginrules/rummy/policy.py"} <= set(players)
    # What other pages run stays out: the hands themselves, the solver, the words.
    for shared in ("ginrules/gin/hand.py", "ginrules/rummy/hand.py",
                   "ginrules/core/arrangement.py", "ginrules/words.py"):
        assert shared not in players, shared
    # Every module in it is imported by the players' code alone, or named by a hand flow.
    inside = {m for m, name in build._module_files().items()
              if build._packed_in(name, players)}
    from ginrules.table.hand_flows import HAND_FLOWS
    named = {f"ginrules.{getattr(e, f).partition(':')[0]}" for e in HAND_FLOWS.values()
             for f in build._PLAYER_FIELDS if getattr(e, f)}
    for module in inside - named:
        if build._module_files()[module].startswith("ginrules/players/"):
            continue
        importers = {m for m in build._module_files() if module in build._imports(m)}
        assert importers and importers <= inside, (module, importers - inside)
    assert build.PAGE_ZIPS["players"] == ("py/players.zip", players)

