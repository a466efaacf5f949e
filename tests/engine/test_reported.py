# ruff: noqa: RUF001  (the minus sign of the explanations is meant)
"""Hands as the players report them (a score pad at a real table): scored from counts, the
engine gives the same winner, points, payments and closing words as from the cards, and it
refuses the counts no hand can have, in both languages, naming the seat."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from ginrules import Card, Rules, render
from ginrules.core.arrangement import deadwood_count
from ginrules.core.cards import full_deck
from ginrules.core.explain import Step
from ginrules.gin.showdown import Ending, score_counts, score_hand, score_ring, score_ring_counts
from ginrules.rummy.hand import score_out, score_out_counts
from ginrules.table.reported import CountError, check_counts, most_deadwood, most_points

GIN_RULES = [(name, Rules.preset(name)) for name in Rules.preset_names()]
RING_RULES = [(name, Rules.preset(name, "gin-7")) for name in Rules.preset_names("gin-7")]
NAMES = ("Ann", "Bob", "Cas", "Dee")


def _meldy_hand(rng: random.Random, deck: list[Card], size: int) -> list[Card]:
    """``size`` cards from ``deck`` (taken out of it) built of a few melds and low cards, so
    that knocks, gin and undercuts all come up."""
    hand: list[Card] = []
    while len(hand) < size - 2:
        start = rng.choice(deck)
        if rng.random() < 0.5:
            meld = [c for c in deck if c.rank == start.rank][:3]
        else:
            meld = [c for c in deck if c.suit == start.suit
                    and start.rank <= c.rank < start.rank + 3]
        if len(meld) == 3 and len(hand) + 3 <= size:
            hand += meld
            for c in meld:
                deck.remove(c)
        elif len(hand) + 1 <= size:
            hand.append(start)
            deck.remove(start)
    low = sorted(deck, key=lambda c: (c.value, rng.random()))
    while len(hand) < size:
        card = low.pop(rng.randrange(min(6, len(low))))
        hand.append(card)
        deck.remove(card)
    return hand


def _deals(players: int, size: int, count: int, seed: int) -> Iterator[list[list[Card]]]:
    rng = random.Random(seed)
    for _ in range(count):
        deck = list(full_deck())
        rng.shuffle(deck)
        yield [_meldy_hand(rng, deck, size) for _ in range(players)]


def _upcard(rules: Rules, rng: random.Random, taken: list[Card]) -> Card | None:
    if not (rules.knock_limit_from_upcard or rules.spade_doubles):
        return None
    return rng.choice([c for c in full_deck() if c not in taken and c.rank != 1])


@pytest.mark.parametrize("name, rules", GIN_RULES, ids=[n for n, _ in GIN_RULES])
def test_two_seats_score_the_same_from_counts_as_from_cards(name: str, rules: Rules) -> None:
    rng = random.Random(name)
    rules = rules.with_options(spade_doubles=True) if name == "oklahoma" else rules
    seen = set()
    for knocker, defender in _deals(2, 10, 300, seed=len(name)):
        upcard = _upcard(rules, rng, knocker + defender)
        if deadwood_count(knocker) > rules.max_knock_deadwood(upcard):
            continue
        cards = score_hand(knocker, defender, rules, upcard=upcard, seats=(1, 0))
        ending: Ending = "gin" if cards.kind == "gin" else "knock"
        counted = score_counts(cards.knocker_deadwood, cards.defender_deadwood, rules,
                               ending=ending, upcard=upcard, seats=(1, 0))
        assert (counted.kind, counted.winner_seat, counted.loser_seat, counted.points,
                counted.credits) == (cards.kind, cards.winner_seat, cards.loser_seat,
                                     cards.points, cards.credits)
        tail = len(counted.explanation)
        assert counted.explanation == cards.explanation[-tail:]
        seen.add(cards.kind)
    assert seen == {"knock", "gin", "undercut"}


def test_big_gin_from_counts() -> None:
    cards = score_hand("AS 2S 3S 4S 7C 7D 7H KC KD KH KS", "QH QS 2C 3C 4D 5D 6H 8H 9H TH")
    counted = score_counts(0, cards.defender_deadwood, ending="big_gin")
    assert (counted.kind, counted.points) == (cards.kind, cards.points) == ("big_gin", 31 + 40)


@pytest.mark.parametrize("name, rules", RING_RULES, ids=[n for n, _ in RING_RULES])
@pytest.mark.parametrize("players", [3, 4])
def test_a_ring_scores_the_same_from_counts_as_from_cards(name: str, rules: Rules,
                                                          players: int) -> None:
    rng = random.Random(f"{name}{players}")
    seen = set()
    for knocker, *defenders in _deals(players, 7, 250, seed=players):
        upcard = _upcard(rules, rng, [c for h in (knocker, *defenders) for c in h])
        if deadwood_count(knocker) > rules.max_knock_deadwood(upcard):
            continue
        seats = list(range(1, players))
        cards = score_ring(knocker, list(zip(seats, defenders, strict=True)), rules,
                           upcard=upcard, names=NAMES[:players])
        counted = score_ring_counts(
            cards.knocker_deadwood, [(s.seat, s.deadwood) for s in cards.spreads], rules,
            ending="gin" if cards.kind == "gin" else "knock", upcard=upcard,
            names=NAMES[:players])
        assert (counted.kind, counted.winner_seat, counted.points, counted.credits) == (
            cards.kind, cards.winner_seat, cards.points, cards.credits)
        assert counted.explanation == cards.explanation[-len(counted.explanation):]
        seen.add(cards.kind)
    assert seen == {"knock", "gin", "undercut"}


@pytest.mark.parametrize("rummy", [False, True])
def test_rummy_scores_the_same_from_points_as_from_cards(rummy: bool) -> None:
    for _winner, *losers in _deals(4, 7, 30, seed=int(rummy)):
        held = [(seat, tuple(kept[:seat * 2])) for seat, kept in enumerate(losers, 1)]
        cards = score_out(0, held, rummy=rummy, names=NAMES)
        counted = score_out_counts(0, [(seat, sum(c.value for c in h)) for seat, h in held],
                                   rummy=rummy, names=NAMES, cards=7)
        assert (counted.kind, counted.points, counted.payments, counted.loser_seat) == (
            cards.kind, cards.points, cards.payments, cards.loser_seat)
        assert counted.explanation[0] == cards.explanation[0]
        assert counted.explanation[-1] == cards.explanation[-1]
        assert counted.left == () and len(cards.left) == 3
    words = render(score_out_counts(1, [(0, 12)], rummy=True, names=NAMES[:2],
                                    cards=10).explanation, "nl")
    assert words[1:] == ["Ann betaalt 2 × 12 = 24.", "Bob scoort 24."]


# ---------------------------------------------------------------- what counts can be

def test_the_most_deadwood_of_one_hand_is_reached_and_never_passed() -> None:
    ranks = [r for rank in range(13, 0, -1) for r in (rank, rank)]
    for size in range(1, 12):  # two of every rank, from the king down, suits changing
        cards = [Card.of(rank, "SH"[i % 2] if rank % 2 else "CD"[i % 2])
                 for i, rank in enumerate(ranks[:size])]
        assert deadwood_count(cards) == sum(c.value for c in cards) == most_deadwood(size)
    rng = random.Random(5)
    deck = list(full_deck())
    for _ in range(3000):
        size = rng.choice((7, 10, 11))
        assert deadwood_count(rng.sample(deck, size)) <= most_deadwood(size)


def test_hands_together_stay_within_the_bound() -> None:
    rng = random.Random(6)
    deck = list(full_deck())
    for _ in range(2000):
        hands, size = rng.choice(((2, 10), (3, 7), (4, 7)))
        dealt = rng.sample(deck, hands * size)
        parts = [dealt[i * size:(i + 1) * size] for i in range(hands)]
        assert sum(deadwood_count(p) for p in parts) <= most_deadwood(size, hands=hands)
        assert sum(c.value for c in dealt) <= most_points(size, hands=hands)
    assert most_points(10) == 100 and most_points(6, hands=6) == 300
    with pytest.raises(ValueError, match="do not fit in one deck"):
        most_points(10, hands=6)


@pytest.mark.parametrize("call, key, seat, english, dutch", [
    (lambda: score_counts(12, 30), "count.knock_limit", 0,
     "a knock may keep at most 10 deadwood, not 12",
     "wie klopt houdt hoogstens 10 dood hout over, niet 12"),
    (lambda: score_counts(3, 30, ending="gin", seats=(1, 0)), "count.gin_deadwood", 1,
     "gin leaves no deadwood, not 3", "bij gin blijft er geen dood hout over, niet 3"),
    (lambda: score_counts(0, 30), "count.knock_zero", 0,
     "no deadwood at all is gin, not a knock", "helemaal geen dood hout is gin, geen klop"),
    (lambda: score_counts(0, 30, Rules.preset("hoyle"), ending="big_gin"), "count.no_big_gin",
     0, "big gin is not played under these rules", "big gin wordt met deze regels niet gespeeld"),
    (lambda: score_counts(5, 99), "count.most_deadwood", 1,
     "10 cards hold at most 98 deadwood, not 99",
     "10 kaarten hebben hoogstens 98 dood hout, niet 99"),
    (lambda: score_counts(5, -1), "count.not_whole", 1,
     "a count is a whole number of at least 0, not -1",
     "een telling is een heel getal vanaf 0, niet -1"),
    (lambda: score_counts(1, 0, Rules.preset("oklahoma"), upcard=Card("AD")), "count.gin_only",
     0, "with this upcard only gin ends the hand: no knock with 1 deadwood",
     "met deze eerste open kaart beëindigt alleen gin de ronde: kloppen met 1 dood hout mag niet"),
    (lambda: score_ring_counts(3, [(1, 70), (2, 70), (3, 70)]), "count.together_deadwood", None,
     "together 3 hands of 7 cards hold at most 204 deadwood, not 210",
     "samen hebben 3 handen van 7 kaarten hoogstens 204 dood hout, niet 210"),
    (lambda: score_out_counts(0, [(1, 61)], rummy=False, names=NAMES, cards=6),
     "count.most_points", 1, "6 cards are worth at most 60 points, not 61",
     "6 kaarten zijn hoogstens 60 punten waard, niet 61"),
    (lambda: score_out_counts(0, [(s, 60) for s in range(1, 6)], rummy=False,
                              names=(*NAMES, "Eva", "Fay"), cards=6),
     "count.together_points", None,
     "together 3 hands of 6 cards are worth at most 178 points, not 180",
     "samen zijn 3 handen van 6 kaarten hoogstens 178 punten waard, niet 180"),
])
def test_a_count_no_hand_can_have_is_refused_in_both_languages(
        call: object, key: str, seat: int | None, english: str, dutch: str) -> None:
    with pytest.raises(CountError) as caught:
        call()  # type: ignore[operator]
    err = caught.value
    assert (err.key, err.seat, str(err), err.say("nl")) == (key, seat, english, dutch)
    assert err.step == Step(key, err.values) and isinstance(err, ValueError)


@pytest.mark.parametrize("call, key", [
    (lambda: score_counts(99, 10), "count.knock_limit"),
    (lambda: score_counts(99, 10, ending="gin"), "count.gin_deadwood"),
    (lambda: score_counts(120, 10, Rules.preset("oklahoma"), upcard=Card("AD")),
     "count.gin_only"),
    (lambda: score_ring_counts(99, [(1, 10), (2, 10)]), "count.knock_limit"),
])
def test_a_knock_refused_names_the_rule_a_player_thinks_of_first(call: object,
                                                                 key: str) -> None:
    """A knock of 99 was refused as '10 cards hold at most 98 deadwood', where the rule
    the learner broke is the knock limit: the ending's rules come before what a hand of
    that size can hold."""
    with pytest.raises(CountError) as caught:
        call()  # type: ignore[operator]
    assert caught.value.key == key and caught.value.seat == 0


def test_counts_together_are_checked_by_their_largest() -> None:
    check_counts([(0, 70), (1, 70), (2, 64)], most_deadwood, cards=7)  # three hands: 204
    with pytest.raises(CountError, match=r"together 3 hands .* 204 deadwood, not 205"):
        check_counts([(0, 70), (1, 0), (2, 70), (3, 65)], most_deadwood, cards=7)
