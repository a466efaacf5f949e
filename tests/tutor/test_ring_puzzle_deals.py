"""The puzzles for more than two players could come from a real deal, and their page
states every rule the answer uses (issue 31, item 1, looked for in levels 8 and 9).

Seven cards (level 8): every player holds the seven cards a deal gives, from one deck;
the page says that a defender may lay off onto a card they laid off themselves (the engine's
``chain_own_layoffs``: some seeds' payments depend on it), and no sentence of the level
says a defender lays off only onto the knocker's melds as laid out.
Pairs (level 9): each table is dealt ten cards a player (big gin: the knocker's eleventh
is its last draw), and the page states the bonus each table's score holds: gin, big gin
and undercut, as the house rules' own sentences (``gintutor.rules_text``).
"""

from __future__ import annotations

from collections import Counter

import pytest

from ginrules.core.layoff import lay_off
from ginrules.table.variants import find_variant
from gintutor.puzzles.gin import puzzle_rules
from gintutor.puzzles.levels import level_presets
from gintutor.puzzles.multi_words import WORDS
from gintutor.puzzles.showdown import SEVEN_LEVEL, make_seven_puzzle, seven_hints, seven_view
from gintutor.puzzles.two_tables import PAIRS_LEVEL, make_pairs_puzzle, pairs_view
from gintutor.rules_text import statement

SEEDS = [f"ring-{i}" for i in range(300)]


def own_chain_matters(p: object) -> bool:
    """Whether some defender of a seven-card puzzle keeps less deadwood because it may
    lay off onto a card they laid off themselves."""
    assert hasattr(p, "result") and hasattr(p, "hands")
    melds = p.result.knocker_arrangement.melds
    return any(lay_off(p.hands[d.seat], melds, chain=False).deadwood_count
               != d.spread.deadwood_count for d in p.result.defenders)


@pytest.mark.parametrize("preset", level_presets(SEVEN_LEVEL))
def test_seven_card_showdowns_are_dealt_whole_and_state_the_layoff_rule(preset: str) -> None:
    chained = 0
    players: Counter[int] = Counter()
    for seed in SEEDS:
        p = make_seven_puzzle(seed, SEVEN_LEVEL, preset)
        n = len(p.names)
        players[n] += 1
        dealt = find_variant("gin-7").cards_for(n)
        assert [len(h) for h in p.hands] == [dealt] * n
        cards = [c for h in p.hands for c in h]
        assert len(set(cards)) == len(cards) and p.upcard not in cards
        view = seven_view(p, "en")
        shown = [c for m in view["melds"] for c in m] + view["deadwood"]
        assert sorted(shown) == sorted(c.code for c in p.hands[p.knocker_seat])
        for lang in ("en", "nl"):
            lines = seven_view(p, lang)["rule_lines"]
            assert statement(p.rules, "layoff_chain", lang, "gin-7").sentence in lines
            assert statement(p.rules, "undercut", lang, "gin-7").sentence in lines
        chained += own_chain_matters(p)
    assert set(players) == {3, 4}
    assert chained >= 5, "some payments depend on a layoff onto one's own layoff"


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_no_sentence_of_the_seven_card_level_denies_a_layoff_onto_ones_own(lang: str) -> None:
    """The seven-card rule lets a defender build on its own layoff; a sentence saying
    it lays off only onto the knocker's melds as laid out would be false of such seeds."""
    only = {"en": "only onto the knocker's melds", "nl": "alleen bijleggen bij de combinaties"}
    p = next(p for s in SEEDS if own_chain_matters(p := make_seven_puzzle(s)))
    said = [WORDS.say("concept.blocked", lang), *seven_hints(p, lang)[:2],
            WORDS.say("fb.pay.blocked", lang, name="Bob", card="9♥", owner="Cas")]
    for sentence in said:
        assert only[lang] not in sentence, sentence


@pytest.mark.parametrize("preset", level_presets(PAIRS_LEVEL))
def test_pairs_tables_are_dealt_whole_and_state_the_bonuses_they_score(preset: str) -> None:
    kinds: Counter[str] = Counter()
    for seed in SEEDS[:100]:
        p = make_pairs_puzzle(seed, PAIRS_LEVEL, preset)
        views = {lang: pairs_view(p, lang) for lang in ("en", "nl")}
        for table in p.tables:
            hand = table.hand
            kind = table.result.kind
            kinds[kind] += 1
            # The knocker's eleventh card at big gin is its last draw; no discard.
            assert len(hand.knocker_cards) == 10 + (kind == "big_gin")
            assert len(hand.defender_cards) == 10
            cards = [*hand.knocker_cards, *hand.defender_cards]
            assert len(set(cards)) == len(cards) and hand.upcard not in cards
            used = {"gin": "gin", "big_gin": "big_gin", "undercut": "undercut"}.get(kind)
            for lang, view in views.items():
                if used is not None:
                    sentence = statement(p.rules, used, lang, "gin-pairs").sentence
                    assert sentence in view["rule_lines"], (p.query(), kind, lang)
    assert {"knock", "undercut", "gin"} <= set(kinds)
    if puzzle_rules(4, preset).big_gin_bonus is not None:
        assert kinds["big_gin"], "big gin shows up where the house rules play it"
