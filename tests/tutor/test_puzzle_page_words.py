"""The puzzles page's words for every level it offers (issue 31, item 11): the page's
introduction is true of every level, each level says which game it is, and a right
answer says "Right" once ("Right! Right: Dee scores." was the fault), at every level,
in English and Dutch."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from gintutor.puzzles import rummy, showdown, two_tables
from gintutor.puzzles.frame import Feedback
from gintutor.puzzles.gin import make_puzzle
from gintutor.puzzles.gin_check import Answer, check_answer
from gintutor.puzzles.levels import ALL_LEVELS, family_of, level_variant, levels_of
from gintutor.puzzles.multi_words import WORDS as MULTI_WORDS
from gintutor.puzzles.words import WORDS

#: How each game the puzzles play is named in a sentence, per language.
GAME_WORDS = {
    "en": {"gin": "two-player gin", "rummy": "Classic Rummy", "gin-7": "seven-card gin",
           "gin-pairs": "in pairs"},
    "nl": {"gin": "gin voor twee", "rummy": "Classic Rummy", "gin-7": "gin met zeven kaarten",
           "gin-pairs": "in teams"},
}
RIGHT = {"en": r"\bRight\b", "nl": r"\bGoed\b"}
SEEDS = [f"w{i}" for i in range(12)]


def game_of(level: int) -> str:
    """The game a level's puzzles are played in."""
    if level in levels_of("rummy"):
        return "rummy"
    return level_variant(level)


#: What the page says about the puzzle of a level, above its cards, by the level's family
#: (``gintutor.families``): the catalogue and the key its page module says.
INTRO = {"gin": (WORDS, "intro.gin"), "rummy": (rummy.WORDS, "intro"),
         "showdown": (MULTI_WORDS, "intro.seven"), "two_tables": (MULTI_WORDS, "intro.pairs")}


def level_intro(level: int, lang: str) -> str:
    """What the page says about the puzzle of a level, above its cards."""
    words, key = INTRO[family_of(level).key]
    return words.say(key, lang)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_page_introduction_names_every_game_its_levels_play(lang: str) -> None:
    intro = WORDS.say("page.intro", lang)
    for level in ALL_LEVELS:
        assert GAME_WORDS[lang][game_of(level)].lower() in intro.lower(), (level, intro)
    # The knocker and the defender belong to gin's showdown, not to every level.
    assert "defender" not in intro and "tegenspeler" not in intro


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_each_level_says_which_game_it_is(level: int, lang: str) -> None:
    intro = level_intro(level, lang)
    assert GAME_WORDS[lang][game_of(level)].lower() in intro.lower(), intro
    others = {w for g, w in GAME_WORDS[lang].items() if g != game_of(level)}
    assert not any(w.lower() in intro.lower() for w in others - {"in pairs", "in teams"})


def _right_gin(seed: str, level: int, lang: str) -> Feedback:
    g = make_puzzle(seed, level)
    return check_answer(g, Answer(winner=g.result.winner, points=g.result.points,
                                  layoffs=g.layoff_cards, spread=g.best_spread), lang)


def _right_rummy(seed: str, level: int, lang: str) -> Feedback:
    r = rummy.make_rummy_puzzle(seed, level)
    answer = rummy.RummyAnswer({s: r.paid(s) for s in r.payers}, r.result.points,
                               r.rummy if r.asks_rummy else None)
    return rummy.check_rummy(r, answer, lang)


def _right_seven(seed: str, level: int, lang: str) -> Feedback:
    s7 = showdown.make_seven_puzzle(seed, level)
    return showdown.check_seven(s7, showdown.SevenAnswer(
        s7.winner_seat, {s: s7.paid(s) for s in range(len(s7.names))}), lang)


def _right_pairs(seed: str, level: int, lang: str) -> Feedback:
    p = two_tables.make_pairs_puzzle(seed, level)
    return two_tables.check_pairs(p, two_tables.PairsAnswer(
        tuple((t.winner_seat, t.result.points) for t in p.tables), p.net_team,
        p.net_points), lang)


#: The feedback on the right answer to a puzzle, by the level's family.
RIGHT_ANSWERED: dict[str, Callable[[str, int, str], Feedback]] = {
    "gin": _right_gin, "rummy": _right_rummy, "showdown": _right_seven,
    "two_tables": _right_pairs}


def _right_feedback(level: int, seed: str, lang: str) -> Feedback:
    """The feedback on the right answer to the level's puzzle for ``seed``."""
    return RIGHT_ANSWERED[family_of(level).key](seed, level, lang)


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_a_right_answer_says_right_once(level: int, lang: str) -> None:
    said: Callable[[Feedback], str] = lambda fb: " ".join(fb.lines)  # noqa: E731
    for seed in SEEDS:
        fb = _right_feedback(level, seed, lang)
        assert fb.correct
        text = said(fb)
        assert len(re.findall(RIGHT[lang], text)) == 1, text
        assert text.startswith(WORDS.say("fb.right", lang)), text
        assert text.endswith(WORDS.say("fb.solved", lang)), text
        assert len(fb.lines) > 2, "the right answer is said back, not only 'Right!'"


#: Word-for-word Dutch the read-through of issue 31 (item 12) took out of the puzzles'
#: words, each with what a Dutch speaker says instead.
NOT_DUTCH = {
    r"\bengine\b": "say what happens: 'je antwoord wordt nagekeken'",
    r"\buitleg\b": "a spread is an 'indeling' ('uitleg' is an explanation)",
    r"\bgaat gin\b": "'maakt gin', as the engine's own words say",
    r"\bbij aan\b": "'legt … bij de serie van …'",
    r"\bBij wat \{name\} betaalt\b": "'Voor {name} …'",
    r"\bwint per saldo\b": "a team 'gaat er per saldo op vooruit'",
}


def test_the_dutch_puzzle_words_read_as_dutch() -> None:
    for words in (WORDS, rummy.WORDS, MULTI_WORDS):
        for key, said in words.table("nl").items():
            for pattern, instead in NOT_DUTCH.items():
                assert not re.search(pattern, said, re.IGNORECASE), (key, said, instead)
