"""Property tests: the engine against the naive solver in ``brute.py``.

Two kinds of tests. Shrinkable ones draw a hand with Hypothesis strategies (any
cards, or "dense" hands from a narrow band of ranks where sets and runs
overlap). Bulk ones draw a seed with Hypothesis and check a batch of hands
dealt from it, which keeps Hypothesis' per-example cost (about 1 ms) from
dominating. Everything is derandomized with no example database, so CI is
stable. Hands checked per run:

- best arrangement / deadwood: 600 + 600 + 400 x 10 = 5,200
- every best arrangement: 400 + 150 x 10 = 1,900
- discard options (11 cards): 300 + 80 x 10 = 1,100
- layoffs: 400 + 200 x 10 = 2,400
- whole hands scored (knocker and defender): 150 x 2 = 300

in all 10,900 hands of 0 to 11 cards (counting each showdown once).
"""

from __future__ import annotations

import contextlib
import random

import brute
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ginrules import (
    Action,
    Card,
    Game,
    IllegalActionError,
    Meld,
    Rules,
    all_best_arrangements,
    all_spreads,
    best_arrangement,
    deadwood_count,
    discard_options,
    full_deck,
    is_big_gin,
    lay_off,
)

DECK = full_deck()
SETTINGS = {"deadline": None, "derandomize": True, "database": None,
            "suppress_health_check": [HealthCheck.too_slow]}
SEEDS = st.integers(0, 2**32 - 1)
BATCH = 10


# -- hands ------------------------------------------------------------------------------

def any_hand(min_size: int = 0, max_size: int = 11) -> st.SearchStrategy[list[Card]]:
    return st.lists(st.sampled_from(DECK), min_size=min_size, max_size=max_size, unique=True)


@st.composite
def dense_hand(draw: st.DrawFn, min_size: int = 0, max_size: int = 11) -> list[Card]:
    lo = draw(st.integers(1, 11))
    width = draw(st.integers(3, 5))
    pool = [c for c in DECK if lo <= c.rank < lo + width]
    size = draw(st.integers(min(min_size, len(pool)), min(max_size, len(pool))))
    return draw(st.lists(st.sampled_from(pool), min_size=size, max_size=size, unique=True))


def random_hand(rng: random.Random, size: int | None = None) -> list[Card]:
    """Half the time any cards, half the time a dense band of 3 to 5 ranks."""
    if rng.random() < 0.5:
        return rng.sample(DECK, rng.randint(0, 11) if size is None else size)
    lo, width = rng.randint(1, 11), rng.randint(3, 5)
    pool = [c for c in DECK if lo <= c.rank < lo + width]
    n = rng.randint(0, min(11, len(pool))) if size is None else min(size, len(pool))
    hand = rng.sample(pool, n)
    if size is not None and len(hand) < size:
        hand += rng.sample([c for c in DECK if c not in hand], size - len(hand))
    return hand


def random_layoff_case(rng: random.Random) -> tuple[list[Card], list[Meld]]:
    """Knocker melds from a dense band and a defender hand around them."""
    lo = rng.randint(1, 10)
    pool = [c for c in DECK if lo - 1 <= c.rank <= lo + 4]
    knocker = rng.sample(pool, rng.randint(6, min(11, len(pool))))
    melds = list(best_arrangement(knocker).melds)
    used = {c for m in melds for c in m.cards}
    near = [c for c in DECK if c not in used and lo - 3 <= c.rank <= lo + 7]
    far = [c for c in DECK if c not in used and c not in near]
    n = rng.randint(0, 10)
    k = min(len(near), rng.randint(n // 2, n))
    return rng.sample(near, k) + rng.sample(far, n - k), melds


@st.composite
def layoff_case(draw: st.DrawFn) -> tuple[list[Card], list[Meld]]:
    return random_layoff_case(random.Random(draw(SEEDS)))


# -- checks -----------------------------------------------------------------------------

def check_best(hand: list[Card]) -> None:
    expected = brute.min_deadwood(brute.plain(hand))
    arr = best_arrangement(hand)
    assert arr.deadwood_count == expected, hand
    assert deadwood_count(hand) == expected
    shown = [c for m in arr.melds for c in m.cards] + list(arr.deadwood)
    assert sorted(shown) == sorted(hand)
    assert sum(c.value for c in arr.deadwood) == expected
    for m in arr.melds:
        assert Meld.of(m.cards) == m


def check_all_best(hand: list[Card]) -> None:
    best, found = brute.best_partitions(brute.plain(hand))
    arrs = all_best_arrangements(hand)
    mine = {frozenset(frozenset(brute.plain(m.cards)) for m in a.melds) for a in arrs}
    assert mine == found, hand
    assert len(arrs) == len(mine)
    assert all(a.deadwood_count == best for a in arrs)
    assert arrs[0] == best_arrangement(hand)


def check_discards(hand: list[Card]) -> None:
    opts = discard_options(hand)
    assert sorted(o.discard for o in opts) == sorted(hand)
    keys = [(o.deadwood, o.discard.index) for o in opts]
    assert keys == sorted(keys)
    p = brute.plain(hand)
    for o in opts:
        expected = brute.min_deadwood([c for c in p if c != (o.discard.rank, o.discard.suit.value)])
        assert o.deadwood == expected, (hand, o)
        assert o.is_gin == (expected == 0)
        assert o.can_knock == (expected <= 10)
        assert o.arrangement.deadwood_count == expected
    assert is_big_gin(hand) == (brute.min_deadwood(p) == 0)


def check_layoff(defender: list[Card], melds: list[Meld]) -> None:
    res = lay_off(defender, melds)
    kplain = [frozenset(brute.plain(m.cards)) for m in melds]
    assert res.deadwood_count == brute.best_layoff(brute.plain(defender), kplain), (
        defender, melds)
    current = list(melds)  # every layoff fits the meld as extended so far
    for lo in res.layoffs:
        assert current[lo.meld_index].accepts(lo.card)
        current[lo.meld_index] = current[lo.meld_index].with_card(lo.card)
    assert tuple(current) == res.extended_melds
    spread = [c for m in res.defender_melds for c in m.cards] + list(res.laid_off)
    assert sorted(spread + list(res.deadwood)) == sorted(defender)
    assert res.deadwood_count == sum(c.value for c in res.deadwood)
    assert res.deadwood_count <= res.deadwood_without_layoffs == deadwood_count(defender)


# -- shrinkable tests ---------------------------------------------------------------------

@settings(max_examples=600, **SETTINGS)
@given(any_hand())
def test_best_arrangement_any_hand(hand: list[Card]) -> None:
    check_best(hand)


@settings(max_examples=600, **SETTINGS)
@given(dense_hand())
def test_best_arrangement_dense_hand(hand: list[Card]) -> None:
    check_best(hand)


@settings(max_examples=400, **SETTINGS)
@given(st.one_of(dense_hand(), any_hand()))
def test_all_best_arrangements_are_exactly_the_minimal_ones(hand: list[Card]) -> None:
    check_all_best(hand)


@settings(max_examples=300, **SETTINGS)
@given(st.one_of(dense_hand(11, 11), any_hand(11, 11)))
def test_discard_options_eleven_cards(hand: list[Card]) -> None:
    if len(hand) == 11:
        check_discards(hand)


@settings(max_examples=400, **SETTINGS)
@given(layoff_case())
def test_lay_off_case(case: tuple[list[Card], list[Meld]]) -> None:
    check_layoff(*case)


# -- bulk tests (a batch of hands per seed) ------------------------------------------------

@settings(max_examples=400, **SETTINGS)
@given(SEEDS)
def test_best_arrangement_bulk(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(BATCH):
        check_best(random_hand(rng))


@settings(max_examples=150, **SETTINGS)
@given(SEEDS)
def test_all_best_arrangements_bulk(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(BATCH):
        check_all_best(random_hand(rng))


@settings(max_examples=80, **SETTINGS)
@given(SEEDS)
def test_discard_options_bulk(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(BATCH):
        check_discards(random_hand(rng, 11))


@settings(max_examples=200, **SETTINGS)
@given(SEEDS)
def test_lay_off_bulk(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(BATCH):
        check_layoff(*random_layoff_case(rng))


# -- whole hands: score_hand against the naive solver -----------------------------------------

def random_showdown(rng: random.Random) -> tuple[list[Card], list[Card]] | None:
    """A knocker hand that may knock (dense, so melds are likely) and a defender hand."""
    lo = rng.randint(1, 9)
    pool = [c for c in DECK if lo <= c.rank <= lo + 4]
    knocker = rng.sample(pool, 10)
    if brute.min_deadwood(brute.plain(knocker)) > 10:
        return None
    rest = [c for c in DECK if c not in knocker]
    near = [c for c in rest if lo - 2 <= c.rank <= lo + 6]
    k = rng.randint(3, 10)
    defender = rng.sample(near, min(k, len(near)))
    defender += rng.sample([c for c in rest if c not in defender], 10 - len(defender))
    return knocker, defender


@settings(max_examples=150, **SETTINGS)
@given(SEEDS)
def test_score_hand_matches_brute_force(seed: int) -> None:
    from ginrules import score_hand

    rng = random.Random(seed)
    checked = 0
    while checked < 2:
        case = random_showdown(rng)
        if case is None:
            continue
        knocker, defender = case
        checked += 1
        kd, partitions = brute.best_partitions(brute.plain(knocker))
        dplain = brute.plain(defender)
        r = score_hand(knocker, defender)
        assert r.knocker_deadwood == kd
        if kd == 0:
            dd = brute.min_deadwood(dplain)
            assert (r.kind, r.winner, r.points, r.defender_deadwood) == (
                "gin", "knocker", 25 + dd, dd)
            continue
        # the knocker shows the least-deadwood spread that leaves the defender the most
        dd = max(brute.best_layoff(dplain, list(p)) for p in partitions)
        assert r.defender_deadwood == dd, (knocker, defender)
        if kd < dd:
            assert (r.kind, r.winner, r.points) == ("knock", "knocker", dd - kd)
        else:
            assert (r.kind, r.winner, r.points) == ("undercut", "defender", kd - dd + 25)


@settings(max_examples=100, **SETTINGS)
@given(SEEDS)
def test_every_explanation_renders_in_both_languages(seed: int) -> None:
    from ginrules import KnockError, Rules, knock_check, render, score_hand

    rng = random.Random(seed)
    hand = random_hand(rng, 11)
    texts = [best_arrangement(hand).explanation, knock_check(hand[:10]).explanation]
    texts += [o.explanation for o in discard_options(hand, Rules.preset("oklahoma"),
                                                     upcard=rng.choice(DECK))]
    defender, melds = random_layoff_case(rng)
    texts.append(lay_off(defender, melds).explanation)
    case = random_showdown(rng)
    if case is not None:
        rules = Rules.preset(rng.choice(Rules.preset_names())).with_options(spade_doubles=True)
        with contextlib.suppress(KnockError):  # an Oklahoma upcard may forbid the knock
            texts.append(score_hand(*case, rules, upcard=rng.choice(DECK)).explanation)
    for steps in texts:
        for lang in ("en", "nl"):
            lines = render(steps, lang)
            assert all(line and "{" not in line for line in lines)


# -- the knocker's spreads ----------------------------------------------------------------

def check_spreads(hand: list[Card], limit: int) -> None:
    """all_spreads is exactly brute force's collections of disjoint melds within the limit,
    each once, least deadwood first."""
    cards = brute.plain(hand)
    expected = {frozenset(frozenset(m) for m in ms) for ms in brute.meld_partitions(cards)
                if brute.deadwood_of(cards, ms) <= limit}
    got = all_spreads(hand, limit)
    keys = [frozenset(frozenset(brute.plain(m.cards)) for m in a.melds) for a in got]
    assert len(keys) == len(set(keys)), hand  # no spread twice
    assert set(keys) == expected, hand
    counts = [a.deadwood_count for a in got]
    assert counts == sorted(counts)
    for a, k in zip(got, keys, strict=True):
        assert a.deadwood_count == brute.deadwood_of(cards, [set(m) for m in k])


@settings(max_examples=300, **SETTINGS)
@given(st.one_of(dense_hand(0, 11), any_hand(0, 11)), st.integers(0, 100))
def test_all_spreads_match_brute_force(hand: list[Card], limit: int) -> None:
    check_spreads(hand, limit)


# -- every legal action is accepted ---------------------------------------------------------

@st.composite
def odd_rules(draw: st.DrawFn) -> Rules:
    """Any valid Rules, edge values included (knock limit 0 or 100, no big gin, ...)."""
    return Rules(
        knock_limit=draw(st.sampled_from([0, 1, 10, 25, 56, 100])),
        knock_limit_inclusive=draw(st.booleans()),
        knock_limit_from_upcard=draw(st.booleans()),
        ace_upcard_gin_only=draw(st.booleans()),
        gin_bonus=draw(st.sampled_from([0, 25, 1000])),
        big_gin_bonus=draw(st.sampled_from([None, 0, 31])),
        undercut_bonus=draw(st.sampled_from([0, 25])),
        spade_doubles=draw(st.booleans()),
        stock_exhausted=draw(st.sampled_from(["draw", "reshuffle"])),
        max_reshuffles=draw(st.sampled_from([0, 1, 2])),
        discard_taken_card=draw(st.booleans()),
        last_discard_only_to_go_out=draw(st.booleans()),
    )


@settings(max_examples=25, **SETTINGS)
@given(odd_rules(), SEEDS, SEEDS)
def test_every_legal_action_is_accepted_by_apply(rules: Rules, seed: int, choice: int) -> None:
    """Issue 18: no move in legal_actions() is refused by apply, under any rules; and a
    move outside the list is refused with IllegalActionError."""
    game = Game(rules, seed)
    rng = random.Random(choice)
    for _ in range(300):
        legal = game.legal_actions()
        if not legal:
            break
        if rng.random() < 0.2:  # a move off the list is refused, never crashes
            wrong = Action.discard(rng.choice(DECK))
            if wrong not in legal:
                with contextlib.suppress(IllegalActionError):
                    game.apply(wrong)
                    raise AssertionError(f"{wrong} was accepted but is not legal")
        for act in legal:  # each one is accepted (then taken back)
            game.apply(act)
            assert Action.parse(str(act)) == act
            game.undo()
        game.apply(rng.choice(legal))
