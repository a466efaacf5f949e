"""The game families the tutor teaches, each registered once: what every feature needs
to find a family's own code.

A *family* is a group of games (engine variants) that the tutor plays, teaches and
puzzles the same way: two-player gin (and gin for three, where the dealer sits out),
the seven-card showdown against several opponents, gin at two tables (pairs and the
tournament), and Rummy. Every feature (practice, puzzles, the exercise kinds, the
score pad, the build's page zips) asks this registry, never a game's name or a
level-number range.

Code is named as ``"module:name"`` (or a module alone) and imported only when a page
needs it: a page downloads only the zips of what it runs (``build.PAGE_ZIPS``), so this
module imports nothing of the families' own code.

To add a family: write its modules (see docs/architecture.md) and add one
:class:`Family` to :data:`FAMILIES`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

__all__ = ["FAMILIES", "Family", "UnknownFamilyError", "family_named", "family_of_level",
           "family_of_variant"]


#: What the statistics count of a game that ends in a showdown (every family but Rummy).
_SHOWDOWN_COUNTERS = ("gins", "knocks", "undercuts", "undercut_against")


@dataclass(frozen=True)
class Family:
    """One game family and where each feature finds its code."""

    key: str
    #: the engine variants (``ginrules.table.variants``) this family plays, in menu order
    variants: tuple[str, ...]
    #: the practice session class that plays these games (``"module:Class"``)
    practice_session: str
    #: the page module that draws this family's own part of the practice table, if any
    practice_table: str | None = None
    #: the puzzle levels of this family, in order
    puzzle_levels: tuple[int, ...] = ()
    #: the module that makes and judges this family's puzzles
    puzzles: str | None = None
    #: the page module that draws and reads this family's puzzles
    puzzle_page: str | None = None
    #: the game whose house rules the puzzle levels' links name, when not the first of
    #: ``variants`` (Rummy's scoring has no house rules: its links keep gin's)
    puzzle_variant: str | None = None
    #: the exercise kinds that teach this family, each name with the module that ends in
    #: its ``KIND`` (``gintutor.kinds`` finds every kind here, and nowhere else)
    kinds: Mapping[str, str] = field(default_factory=dict)
    #: files (paths as in tutor.zip) this family adds to a page's own zip, by zip key
    #: (``build.PAGE_ZIPS``: "games" for its exercise kinds' words, "practice", "puzzles")
    page_files: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: the score pad's family pad that keeps these games' score (``"module:Class"``)
    score_pad: str | None = None
    #: the counters of how hands ended that the statistics panel shows for these games
    #: (names as in ``gintutor.stats.COUNTERS``)
    stat_counters: tuple[str, ...] = _SHOWDOWN_COUNTERS
    #: word catalogues of this family's own beyond the files of ``gintutor/words`` (each
    #: ``"module:NAME"``), for the one completeness test (``gintutor.catalogues``)
    words: tuple[str, ...] = ()
    #: the ideas a decision in these games tests, in the order they are tried, each with
    #: the lesson that teaches it here (an id as in ``gintutor.courses``, or None):
    #: names as in ``gintutor.ideas.IDEAS``; the last is the plainest, for any decision
    ideas: tuple[tuple[str, str | None], ...] = ()


def _kinds(*modules: str, **named: str) -> dict[str, str]:
    """Exercise kinds of ``gintutor.kinds``, each named as its module there ("points",
    "games.rummy_pays" is the kind "rummy_pays") or, where the two differ, by keyword."""
    kinds = {m.rpartition(".")[2]: m for m in modules} | named
    return {name: f"gintutor.kinds.{module}" for name, module in kinds.items()}


#: The words of the exercise kinds of gin for three and four (the games zip, beside the
#: kinds' modules in gintutor/kinds/games/).
_MULTI_KIND_WORDS: tuple[str, ...] = ("gintutor/words/lessons_multi.json",)

#: The puzzles' files the showdown and the two tables share: their frame and words, on
#: both sides.
_MULTI_PUZZLE_FILES: tuple[str, ...] = (
    "gintutor/puzzles/multi_frame.py", "gintutor/puzzles/multi_words.py",
    "gintutor/words/puzzles_multi.json", "app/puzzles/multi_frame.py")

#: Two-player gin's ideas and the lessons of the first course that teach them (gin for
#: three and the two tables play the same hand).
_GIN_IDEAS: tuple[tuple[str, str | None], ...] = (
    ("gin", "08-gin"), ("knock", "07-knocking"), ("spread", "05-one-card-one-meld"),
    ("upcard", "11-first-turn-and-stock"), ("draw", "06-deadwood"), ("safe_discard", None),
    ("discard", "06-deadwood"))

#: Every family, in the order the courses meet them.
FAMILIES: tuple[Family, ...] = (
    Family(
        key="gin",
        variants=("gin", "gin-3"),
        practice_session="gintutor.practice.gin:GinSession",
        practice_table="app.practice.gin",
        puzzle_levels=(1, 2, 3, 4, 5),
        puzzles="gintutor.puzzles.gin",
        puzzle_page="app.puzzles.gin",
        kinds=_kinds("points", "is_meld", "pick_meld", "arrange", "deadwood", "knock",
                     "layoff", "score", game="game_score", multi_sits_out="games.multi_sits_out"),
        page_files={"games": _MULTI_KIND_WORDS,
                    "practice": ("gintutor/practice/gin.py", "app/practice/gin.py"),
                    "puzzles": ("gintutor/puzzles/gin.py", "gintutor/puzzles/gin_check.py",
                                "app/puzzles/gin.py")},
        score_pad="gintutor.score_pad.gin:GinPad",
        ideas=_GIN_IDEAS,
    ),
    Family(
        key="showdown",
        variants=("gin-7",),
        practice_session="gintutor.practice.gin:GinSession",
        practice_table="app.practice.gin",
        puzzle_levels=(8,),
        puzzles="gintutor.puzzles.showdown",
        puzzle_page="app.puzzles.showdown",
        kinds=_kinds("games.multi_knock7", "games.multi_ring_layoff", "games.multi_ring_pays"),
        page_files={"games": _MULTI_KIND_WORDS,
                    "practice": ("gintutor/practice/gin.py", "app/practice/gin.py"),
                    "puzzles": ("gintutor/puzzles/showdown.py", *_MULTI_PUZZLE_FILES,
                                "app/puzzles/showdown.py")},
        score_pad="gintutor.score_pad.showdown:ShowdownPad",
        ideas=(("gin", "gin-multi/03-seven-cards"), ("knock", "gin-multi/03-seven-cards"),
               *_GIN_IDEAS[2:]),
    ),
    Family(
        key="two_tables",
        variants=("gin-pairs", "gin-tournament"),
        practice_session="gintutor.practice.gin:GinSession",
        practice_table="app.practice.gin",
        puzzle_levels=(9,),
        puzzles="gintutor.puzzles.two_tables",
        puzzle_page="app.puzzles.two_tables",
        kinds=_kinds("games.multi_team_net", "games.multi_meets"),
        # Each table is a two-player gin puzzle, so gin's own two modules come along.
        page_files={"games": _MULTI_KIND_WORDS,
                    "practice": ("gintutor/practice/gin.py", "app/practice/gin.py"),
                    "puzzles": ("gintutor/puzzles/two_tables.py", "gintutor/puzzles/gin.py",
                                "gintutor/puzzles/gin_check.py", *_MULTI_PUZZLE_FILES,
                                "app/puzzles/two_tables.py")},
        score_pad="gintutor.score_pad.two_tables:TwoTablesPad",
        ideas=_GIN_IDEAS,
    ),
    Family(
        key="rummy",
        variants=("rummy",),
        practice_session="gintutor.practice.rummy:RummySession",
        practice_table="app.practice.rummy",
        puzzle_levels=(6, 7),
        puzzles="gintutor.puzzles.rummy",
        puzzle_page="app.puzzles.rummy",
        puzzle_variant="gin",
        kinds=_kinds("games.rummy_may_lay_off", "games.rummy_plays", "games.rummy_hold",
                     "games.rummy_pays"),
        page_files={"games": ("gintutor/words/lessons_rummy.json",),
                    "practice": ("gintutor/practice/rummy.py",
                                 "gintutor/practice/rummy_words.py",
                                 "gintutor/words/practice_rummy.json", "app/practice/rummy.py"),
                    "puzzles": ("gintutor/puzzles/rummy.py", "gintutor/words/puzzles_rummy.json",
                                "app/puzzles/rummy.py")},
        score_pad="gintutor.score_pad.rummy:RummyPad",
        stat_counters=("outs", "rummies"),
        words=("gintutor.practice.rummy_words:WORDS",),
        ideas=(("go_out", "rummy/04-going-out"), ("meld", "rummy/03-meld-or-hold"),
               ("lay_off", "rummy/02-laying-off"), ("draw", "rummy/01-the-table"),
               ("safe_discard", None), ("discard", "rummy/01-the-table")),
    ),
)


class UnknownFamilyError(ValueError):
    """A family, variant or level that no family registers."""


def family_named(key: str) -> Family:
    """The family called ``key``."""
    for fam in FAMILIES:
        if fam.key == key:
            return fam
    known = ", ".join(f.key for f in FAMILIES)
    raise UnknownFamilyError(f"no game family is called {key!r}; known: {known}")


def family_of_variant(name: str) -> Family:
    """The family that plays the engine variant called ``name``."""
    for fam in FAMILIES:
        if name in fam.variants:
            return fam
    raise UnknownFamilyError(f"no game family plays the game {name!r}")


def family_of_level(level: int) -> Family:
    """The family whose puzzles level ``level`` is."""
    for fam in FAMILIES:
        if level in fam.puzzle_levels:
            return fam
    raise UnknownFamilyError(f"no puzzle level {level}")
