"""The puzzles page's words for every level it offers (issue 31, item 11): the page's
introduction is true of every level, each level says which game it is, and a right
answer says "Right" once ("Right! Right: Dee scores." was the fault), at every level,
in English and Dutch."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from gintutor import puzzles as pz
from gintutor import ring_puzzles as ring
from gintutor import rummy_puzzles as rummy

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
    if level in pz.RUMMY_LEVELS:
        return "rummy"
    return pz.LEVEL_VARIANTS.get(level, "gin")


def level_intro(level: int, lang: str) -> str:
    """What the page says about the puzzle of a level, above its cards."""
    if level in pz.RUMMY_LEVELS:
        return rummy.rummy_text("intro", lang)
    if level == ring.SEVEN_LEVEL:
        return ring.ring_text("intro.seven", lang)
    if level == ring.PAIRS_LEVEL:
        return ring.ring_text("intro.pairs", lang)
    return pz.text("intro.gin", lang)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_page_introduction_names_every_game_its_levels_play(lang: str) -> None:
    intro = pz.text("page.intro", lang)
    for level in pz.ALL_LEVELS:
        assert GAME_WORDS[lang][game_of(level)].lower() in intro.lower(), (level, intro)
    # The knocker and the defender belong to gin's showdown, not to every level.
    assert "defender" not in intro and "tegenspeler" not in intro


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("level", pz.ALL_LEVELS)
def test_each_level_says_which_game_it_is(level: int, lang: str) -> None:
    intro = level_intro(level, lang)
    assert GAME_WORDS[lang][game_of(level)].lower() in intro.lower(), intro
    others = {w for g, w in GAME_WORDS[lang].items() if g != game_of(level)}
    assert not any(w.lower() in intro.lower() for w in others - {"in pairs", "in teams"})


def _right_feedback(level: int, seed: str, lang: str) -> pz.Feedback:
    """The feedback on the right answer to the level's puzzle for ``seed``."""
    if level in pz.RUMMY_LEVELS:
        r = rummy.make_rummy_puzzle(seed, level)
        answer = rummy.RummyAnswer({s: r.paid(s) for s in r.payers}, r.result.points,
                                   r.rummy if r.asks_rummy else None)
        return rummy.check_rummy(r, answer, lang)
    if level == ring.SEVEN_LEVEL:
        s7 = ring.make_seven_puzzle(seed)
        return ring.check_seven(s7, ring.SevenAnswer(
            s7.winner_seat, {s: s7.paid(s) for s in range(len(s7.names))}), lang)
    if level == ring.PAIRS_LEVEL:
        p = ring.make_pairs_puzzle(seed)
        return ring.check_pairs(p, ring.PairsAnswer(
            tuple((t.winner_seat, t.result.points) for t in p.tables), p.net_team,
            p.net_points), lang)
    g = pz.make_puzzle(seed, level)
    return pz.check_answer(g, pz.Answer(winner=g.result.winner, points=g.result.points,
                                        layoffs=g.layoff_cards, spread=g.best_spread), lang)


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("level", pz.ALL_LEVELS)
def test_a_right_answer_says_right_once(level: int, lang: str) -> None:
    said: Callable[[pz.Feedback], str] = lambda fb: " ".join(fb.lines)  # noqa: E731
    for seed in SEEDS:
        fb = _right_feedback(level, seed, lang)
        assert fb.correct
        text = said(fb)
        assert len(re.findall(RIGHT[lang], text)) == 1, text
        assert text.startswith(pz.text("fb.right", lang)), text
        assert text.endswith(pz.text("fb.solved", lang)), text
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
    for words in (pz.WORDS, rummy.WORDS, ring.WORDS):
        for key, said in words.table("nl").items():
            for pattern, instead in NOT_DUTCH.items():
                assert not re.search(pattern, said, re.IGNORECASE), (key, said, instead)
