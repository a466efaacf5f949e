"""The search player (ginrules/players/sampler.py, playout.py, search.py): the sampler deals only
cards the seat cannot locate, the guessed hand shows the seat exactly its own view, the
search is reproducible, its choice on small end positions is the best an exhaustive count
finds, and the master plays a legal move in every game."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import combinations

import pytest

from ginrules import Action, Rules
from ginrules.core.actions import ActionKind
from ginrules.core.arrangement import all_spreads, deadwood_count
from ginrules.core.cards import Card, full_deck, parse_cards
from ginrules.core.errors import AdvisorError
from ginrules.core.melds import Meld
from ginrules.core.rng import Rng
from ginrules.gin import policy as gin_policy
from ginrules.gin.hand import Hand
from ginrules.gin.policy import gin_policy_move
from ginrules.gin.showdown import score_hand
from ginrules.players.opponent import STRENGTHS, choose
from ginrules.players.playout import (
    MAX_MOVES,
    _gin_move,
    playout_gin_policy,
    playout_rummy_policy,
    seat_net,
)
from ginrules.players.sampler import (
    Deal,
    Knowledge,
    determinized,
    knowledge,
    plausible_deal,
    sample_deal,
)
from ginrules.players.search import (
    MASTER_LATE,
    MASTER_LATE_PHASES,
    MASTER_PHASES,
    action_values,
    master_move,
    master_values,
    search_choose,
)
from ginrules.rummy.hand import RummyHand
from ginrules.rummy.policy import rummy_policy_move
from ginrules.table.hand_flows import hand_flow
from ginrules.table.match import Match
from ginrules.table.seats import Table
from ginrules.table.variants import find_variant
from ginrules.table.view import Phase, PlayerView
from tests.cpu_time import at_most

#: A sampler: (view, seed, knowledge or None) -> deal.
Dealer = Callable[[PlayerView, int, Knowledge | None], Deal]
NAMES = ("Ann", "Bob", "Cas", "Dee", "Eve", "Fay")
#: Every game, with its numbers of seats (gin-pairs and the tournament: a Match).
GAMES = [("gin", 2, "standard"), ("gin", 2, "oklahoma"), ("gin-3", 3, "standard"),
         ("gin-7", 3, "standard"), ("gin-7", 4, "standard"), ("gin-pairs", 4, "standard"),
         ("gin-tournament", 4, "standard"), ("rummy", 2, "standard"), ("rummy", 3, "standard"),
         ("rummy", 4, "standard"), ("rummy", 5, "standard"), ("rummy", 6, "standard")]


def _views(name: str, seats: int, preset: str, seed: int, every: int = 3
           ) -> Iterator[tuple[PlayerView, object]]:
    """Every seat's view at every ``every``-th move of one hand (one deal of a match),
    played by a mix of beginner and club moves; with the hand the view is of."""
    variant = find_variant(name)
    rules = Rules.preset(preset, variant)
    rng = Rng(seed)
    game: object
    if variant.tables != "one":
        game = Match(rules, seed, NAMES[:4], variant=variant)
    else:
        cls = RummyHand if variant.hand_flow == "rummy" else Hand
        game = cls(rules, seed % seats, seed, table=Table(NAMES[:seats]), variant=variant)
    moves = 0
    while not game.phase.is_over:  # type: ignore[attr-defined]
        if moves % every == 0:
            for seat in range(seats):
                view = game.view(seat)  # type: ignore[attr-defined]
                if not view.phase.is_over:
                    hand = game.hand_at(seat) if isinstance(game, Match) else game
                    yield view, hand
        p = game.to_act  # type: ignore[attr-defined]
        move = choose(game.view(p), "beginner" if rng.below(3) == 0 else "club")  # type: ignore[attr-defined]
        game.apply(move, p)  # type: ignore[attr-defined]
        moves += 1


def _public(view: PlayerView) -> PlayerView:
    """The view without what a single hand does not know (the game around it)."""
    return replace(view, elsewhere=(), game_phase=None,
                   seats=tuple(replace(s, score=None) for s in view.seats))


def _located(view: PlayerView) -> set[Card]:
    """The cards whose place ``view`` shows (worked out here apart from the sampler): its
    hand, the pile, the melds on the table, what each seat took and holds, and every
    card the log names since the stock was last made from the pile (what was named
    before went into that stock, shuffled or turned over)."""
    last = max((i for i, e in enumerate(view.events) if e.kind in ("reshuffle", "turn_pile")),
               default=0)
    recent = view.events[last:]
    return {*view.hand, *view.discard_pile, *(c for s in view.seats for c in s.known),
            *(c for _, m in view.table_melds for c in m),
            *(e.card for e in recent if e.card is not None),
            *(c for e in recent for c in e.cards)}


#: The two samplers: uniform over the deals a view allows, and the search's, whose other
#: seats keep the best of their stock draws.
DEALERS = [sample_deal, plausible_deal]


@pytest.mark.parametrize("dealer", DEALERS, ids=lambda d: d.__name__)
@pytest.mark.parametrize(("name", "seats", "preset"), GAMES, ids=lambda g: str(g))
@at_most(20)
def test_the_sampler_deals_only_cards_the_seat_cannot_locate(name: str, seats: int,
                                                             preset: str, dealer: Dealer
                                                             ) -> None:
    checked = 0
    for seed in range(2):
        for view, hand in _views(name, seats, preset, seed):
            truth = hand.state  # type: ignore[attr-defined]
            seen = _located(view)
            known = knowledge(view)
            for sample in range(2):
                deal = dealer(view, seed * 7 + sample, None)
                everything = [*deal.hands[view.player], *view.discard_pile, *deal.stock,
                              *(c for s, h in enumerate(deal.hands) if s != view.player
                                for c in h),
                              *(c for _, m in view.table_melds for c in m)]
                if getattr(truth, "knock_discard", None) is not None:
                    everything.append(deal.knock_card)
                assert sorted(everything) == sorted(full_deck())  # each card once
                assert deal.hands[view.player] == view.hand
                assert len(deal.stock) == view.stock_count
                for s in view.seats:
                    dealt = deal.hands[s.seat]
                    assert len(dealt) == (s.card_count if s.active else 0)
                    if s.seat == view.player:
                        continue
                    assert set(s.known) <= set(known.held[s.seat]) <= set(dealt)
                    guessed = set(dealt) - set(known.held[s.seat])
                    assert not guessed & seen, "a card the seat has located was dealt"
                    # the real hidden cards are among the ones that may be dealt
                    assert set(truth.hands[s.seat]) <= set(known.unseen) | set(
                        known.held[s.seat])
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("dealer", DEALERS, ids=lambda d: d.__name__)
@pytest.mark.parametrize(("name", "seats", "preset"), GAMES, ids=lambda g: str(g))
@at_most(20)
def test_a_determinized_hand_shows_the_seat_its_own_view(name: str, seats: int,
                                                         preset: str, dealer: Dealer) -> None:
    checked = 0
    for view, _ in _views(name, seats, preset, 5, every=2):
        for sample in range(2):
            hand = determinized(view, dealer(view, sample, None), 11)
            assert _public(hand.view(view.player)) == _public(view)
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("dealer", DEALERS, ids=lambda d: d.__name__)
def test_the_sampler_is_reproducible_from_its_seed_and_varies_with_it(dealer: Dealer) -> None:
    hand = Hand(Rules.preset("standard"), 0, 12)
    view = hand.view(hand.to_act)
    assert dealer(view, 3, None) == dealer(view, 3, None)
    other = view.other_seats[0]
    assert len({dealer(view, s, None).hands[other] for s in range(5)}) == 5


def test_the_search_deals_the_other_seat_a_hand_as_good_as_the_play_so_far() -> None:
    """Late in expert hands the other seat's true deadwood is far below a random hand's;
    the search's deals come near it, the uniform ones do not (the bias that made every
    search beyond the stock's last draws misjudge how near the other seat was to going
    out)."""
    truth, uniform, plausible, views = 0, 0.0, 0.0, 0
    for seed in range(12):
        hand = Hand(Rules.preset("standard"), seed % 2, 500 + seed)
        while not hand.is_over:
            p = hand.to_act
            view = hand.view(p)
            other = view.other_seats[0]
            if view.draws >= 14 and view.phase is Phase.DISCARD:
                truth += deadwood_count(hand.state.hands[other])
                known = knowledge(view)
                for s in range(4):
                    uniform += deadwood_count(sample_deal(view, s, known).hands[other]) / 4
                    plausible += deadwood_count(
                        plausible_deal(view, s, known).hands[other]) / 4
                views += 1
            hand.apply(choose(view, "expert"), p)
    assert views > 20
    truth_mean, uniform_mean, plausible_mean = truth / views, uniform / views, plausible / views
    assert uniform_mean > 2 * truth_mean
    assert abs(plausible_mean - truth_mean) < 0.25 * (uniform_mean - truth_mean)


def test_a_seat_keeps_the_draws_that_meld_and_throws_the_rest() -> None:
    kept, thrown = gin_policy.kept_after_draws(
        tuple(parse_cards("7H")), tuple(parse_cards("2C 3C KS QD 9S 5H 8D JC 6S")),
        tuple(parse_cards("4C 7S 7D KD")))
    assert set(parse_cards("2C 3C 4C 7S 7D")) <= set(kept)  # the run and the set it made
    assert len(kept) == 9 and len(thrown) == 4
    assert not set(kept) & set(thrown) and Card("7H") not in kept + thrown  # known, never thrown
    assert set(thrown) == set(parse_cards("KS QD KD JC"))  # the highest loose cards


def test_action_values_are_reproducible_and_cover_every_legal_move() -> None:
    hand = Hand(Rules.preset("standard"), 1, 21)
    for move in ("pass", "pass", "draw stock"):
        hand.apply(move)
    view = hand.view(hand.to_act)
    values = action_values(view, samples=3, seed=4)
    assert sorted(map(str, (v.action for v in values))) == sorted(map(str, view.legal_actions))
    assert [v.value for v in values] == sorted((v.value for v in values), reverse=True)
    assert all(v.samples == 3 for v in values)
    assert values == action_values(view, samples=3, seed=4)
    assert search_choose(view, samples=3, seed=4) == values[0].action


def test_one_legal_move_is_returned_unsearched_and_none_is_refused() -> None:
    hand = Hand(Rules.preset("standard"), 0, 3)
    hand.apply("pass")
    hand.apply("pass")  # the non-dealer must now draw from the stock
    view = hand.view(hand.to_act)
    assert action_values(view) == (action_values(view)[0],)
    assert action_values(view)[0].action == Action.draw_stock()
    assert action_values(view)[0].samples == 0
    with pytest.raises(AdvisorError, match="not this player's turn"):
        action_values(hand.view(hand.table.next(hand.to_act)))
    with pytest.raises(ValueError, match="not this player's turn"):
        search_choose(hand.view(hand.table.next(hand.to_act)))


# -- the search against an exhaustive count on small end positions -----------------------
def _last_discards(seeds: range) -> Iterator[Hand]:
    """Two-player gin hands (draws at two stock cards; a last discard never gives the
    other player a chance) at the last discard: the stock is down to two cards, so a
    discard ends the hand drawn, and the player to act may knock. Played there by the
    beginner's rule, except that nobody knocks before."""
    rules = Rules.preset("standard")
    assert not rules.last_discard_only_to_go_out
    for seed in seeds:
        hand = Hand(rules, seed % 2, seed)
        while not hand.is_over:
            st = hand.state
            if (st.phase is Phase.DISCARD and len(st.stock) == hand.runs_down_at
                    and any(a.kind is ActionKind.KNOCK for a in hand.legal_actions())):
                yield hand
                break
            move = _gin_move(hand, st)  # the beginner's, but nobody goes out before the end
            if move.kind in (ActionKind.KNOCK, ActionKind.GIN) and move.card is not None:
                move = Action.discard(move.card)
            hand.apply(move)


def _exact_values(view: PlayerView) -> dict[Action, float]:
    """Each move's net for the seat, averaged over every hand the opponent may hold, by
    counting them all: a plain discard ends the hand drawn (0); a knock scores the first
    spread the knocker may show (the playout's choice) against each possible hand."""
    (other,) = view.other_seats
    known = set(view.seats[other].known)
    unseen = sorted(set(full_deck()) - set(view.hand) - set(view.discard_pile) - known)
    hidden = view.seats[other].card_count - len(known)
    hands = [(*known, *rest) for rest in combinations(unseen, hidden)]
    values: dict[Action, float] = {}
    for action in view.legal_actions:
        if action.kind is ActionKind.DISCARD:
            values[action] = 0.0
            continue
        kept = tuple(c for c in view.hand if c != action.card)
        spread = all_spreads(kept, view.knock_limit)[0]
        melds = tuple(Meld.of(m.cards) for m in spread.melds)
        total = 0.0
        for opp in hands:
            result = score_hand(kept, opp, view.rules, knocker_melds=melds, upcard=view.upcard,
                                seats=(view.player, other))
            total += seat_net(result, view.player)
        values[action] = total / len(hands)
    return values


@at_most(20)
def test_the_search_finds_the_exact_best_move_at_the_last_discard() -> None:
    compared = 0
    for hand in _last_discards(range(60)):
        view = hand.view(hand.to_act)
        (other,) = view.others
        hidden = other.card_count - len(other.known)
        unseen = 52 - len(view.hand) - len(view.discard_pile) - len(other.known)
        if unseen - hidden != view.stock_count:
            continue
        exact = _exact_values(view)
        ranked = sorted(set(exact.values()), reverse=True)  # (gin and a knock may tie)
        if len(ranked) < 2 or ranked[0] - ranked[1] < 4.0:
            continue  # too close to call from 40 samples (a knock's nets spread by ~20)
        searched = action_values(view, samples=40, seed=compared)
        assert exact[searched[0].action] == ranked[0]
        assert all(v.value == 0.0 for v in searched if v.action.kind is ActionKind.DISCARD)
        compared += 1
        if compared == 5:
            break
    assert compared == 5


# -- the master ---------------------------------------------------------------------------
def test_master_comes_after_the_three_strengths_which_keep_their_names() -> None:
    assert STRENGTHS == ("beginner", "club", "expert", "master")


@pytest.mark.parametrize(("name", "seats", "preset"), GAMES, ids=lambda g: str(g))
@at_most(30)
def test_the_master_plays_a_legal_move_in_every_game(name: str, seats: int,
                                                     preset: str) -> None:
    played = 0
    for view, _ in _views(name, seats, preset, 8, every=4):
        if view.legal_actions and played < 8:
            move = choose(view, "master")
            assert move in view.legal_actions
            assert move == master_move(view)  # the same view, the same move
            played += 1
    assert played >= 4


def _master_searches(view: PlayerView) -> bool:
    """Whether the master plays its candidates out at ``view``'s decision: the spread to
    show, and a discard in the last draws of the stock (in Rummy, every discard)."""
    late = (hand_flow(view.hand_flow).search_every_discard
            or view.stock_draws_left <= MASTER_LATE)
    return view.phase in MASTER_PHASES or (late and view.phase in MASTER_LATE_PHASES)


@at_most(20)
def test_the_master_plays_the_experts_move_where_it_does_not_search() -> None:
    compared = {}
    for name, seats, preset in (GAMES[0], GAMES[4], GAMES[7]):
        compared[name] = 0
        for view, _ in _views(name, seats, preset, 3, every=1):
            if view.legal_actions and not _master_searches(view):
                assert choose(view, "master") == choose(view, "expert")
                compared[name] += 1
    assert min(compared.values()) > 5 and sum(compared.values()) > 30


@at_most(20)
def test_the_master_draws_as_the_expert_and_never_knocks_where_the_expert_plays_on() -> None:
    """Searched draws and knocks where the expert waits lost points each time they were
    measured (docs/engine.md): the master leaves those to the expert at every stage."""
    late = 0
    for seed in range(8):
        for view, _ in _views(*GAMES[0], seed, every=1):
            if len(view.legal_actions) < 2:
                continue
            expert = choose(view, "expert")
            if view.phase in (Phase.FIRST_TURN, Phase.DRAW):
                assert choose(view, "master") == expert
            elif view.phase is Phase.DISCARD and expert.kind is ActionKind.DISCARD:
                assert choose(view, "master").kind is ActionKind.DISCARD
                late += view.stock_draws_left <= MASTER_LATE
    assert late >= 3  # hands that reach the last draws (the late window is 10 draws)


@pytest.mark.parametrize(("name", "seats", "preset", "searches"),
                         [(*GAMES[0], True), (*GAMES[4], True), (*GAMES[7], True)],
                         ids=lambda g: str(g))
@at_most(40)
def test_master_values_put_the_masters_move_first_and_every_other_at_no_gain(
        name: str, seats: int, preset: str, searches: bool) -> None:
    """The values the review and the hint read: every legal move once, the master's own
    move first at 0, no other move valued above it; searched positions say their deals
    (in gin near the stock's end, in Rummy at every discard)."""
    searched = 0
    views = (view for seed in range(5, 40) for view, _ in _views(name, seats, preset, seed))
    for view in views:
        if searched >= 3:
            break
        if len(view.legal_actions) < 2:
            continue
        values = master_values(view)
        assert values[0].action == master_move(view)
        assert values[0].value == 0.0
        assert sorted(map(str, (v.action for v in values))) == sorted(
            map(str, view.legal_actions))
        assert all(v.value <= 0.0 for v in values)
        searched += values[0].samples > 0
    assert (searched > 0) is searches


# -- the fast policy of the master's playouts ----------------------------------------------
#: The gin games (a pair or tournament table's hand is a two-player hand).
GIN_GAMES = [g for g in GAMES if not g[0].startswith("rummy")]


def _gin_hand(name: str, seats: int, preset: str, seed: int) -> Hand:
    variant = find_variant(name)
    players = 2 if variant.tables != "one" else seats
    return Hand(Rules.preset(preset, variant), seed % players, seed,
                table=Table(NAMES[:players]), variant="gin" if players == 2 else variant)


@pytest.mark.parametrize(("name", "seats", "preset"), GIN_GAMES, ids=lambda g: str(g))
@at_most(20)
def test_the_policy_plays_only_legal_moves_in_every_gin_game(name: str, seats: int,
                                                              preset: str) -> None:
    moves = 0
    for seed in range(12):
        hand = _gin_hand(name, seats, preset, seed)
        while not hand.is_over:
            move = gin_policy_move(hand, hand.state)
            assert move in hand.legal_actions(), (seed, str(move))
            hand.apply(move)
            moves += 1
    assert moves > 200


@pytest.mark.parametrize(("name", "seats", "preset"), GIN_GAMES, ids=lambda g: str(g))
@at_most(20)
def test_a_policy_playout_is_the_policy_played_move_for_move(name: str, seats: int,
                                                             preset: str) -> None:
    """The playout steps the hand's states itself: it ends where applying the policy's
    moves one by one ends, with the same net for every seat, every time."""
    for seed in range(8):
        fast = _gin_hand(name, seats, preset, seed)
        first = fast.state
        nets = []
        for seat in first.active:
            fast.start_from(first)
            nets.append(playout_gin_policy(fast, seat))
        slow = _gin_hand(name, seats, preset, seed)
        while not slow.is_over:
            slow.apply(gin_policy_move(slow, slow.state))
        assert nets == [seat_net(slow.result, s) if slow.result else 0 for s in first.active]
        assert fast.state.events == slow.state.events


def _discard_position(hand_cards: str, pile: str, knock_limit: int = 10) -> Hand:
    """Seat 0 to discard from ``hand_cards`` (11 cards) with ``pile`` face up and the
    other cards split between seat 1 and the stock."""
    hand = Hand(Rules.preset("standard").with_options(knock_limit=knock_limit), 1, 0)
    mine = tuple(Card(c) for c in hand_cards.split())
    dead = tuple(Card(c) for c in pile.split())
    rest = [c for c in full_deck() if c not in mine and c not in dead]
    hand.start_from(replace(hand.state, phase=Phase.DISCARD, to_act=0,
                            hands=(mine, tuple(rest[:10])), stock=tuple(rest[10:]),
                            discard=dead, upcard=dead[0], just_taken=None))
    return hand


def test_the_policy_keeps_the_card_with_live_outs_and_the_beginner_does_not() -> None:
    # three melds, and the queen of hearts or the king of spades to throw away (10 each,
    # too much to knock here): every card that would meld the queen is in the pile
    hand = _discard_position("AS 2S 3S 4D 5D 6D 7C 8C 9C QH KS", "QC QS QD JH TH KH 2H", 5)
    assert gin_policy_move(hand, hand.state) == Action.discard(Card("QH"))
    assert _gin_move(hand, hand.state) == Action.discard(Card("KS"))


def test_the_policy_goes_gin_and_waits_for_it_only_early_with_little_deadwood() -> None:
    gin = _discard_position("AS 2S 3S 4D 5D 6D 7C 8C 9C TC KS", "2H")
    assert gin_policy_move(gin, gin.state) == Action.gin(Card("KS"))
    low = _discard_position("AS 2S 3S 4D 5D 6D 7C 8C 9C 2C KS", "2H")
    assert gin_policy.WAIT_BELOW >= 2
    assert gin_policy_move(low, low.state).kind is ActionKind.DISCARD  # plays on for gin
    last = replace(low.state, stock=low.state.stock[-2:], last_chance=True)
    low.start_from(last)
    assert gin_policy_move(low, low.state) == Action.knock(Card("KS"))  # or a drawn hand
    high = _discard_position("AS 2S 3S 4D 5D 6D 7C 8C 9C 9H KS", "2H")
    assert gin_policy_move(high, high.state) == Action.knock(Card("KS"))


def test_the_policy_knocks_with_less_deadwood_as_the_stock_runs_down() -> None:
    """Two seats: after KNOCK_FADE_FROM draws each, the limit falls by KNOCK_FADE a draw."""
    high = _discard_position("AS 2S 3S 4D 5D 6D 7C 8C 9C 9H KS", "2H")  # 9 deadwood
    full = len(high.state.stock) + 1  # the stock as dealt (one card drawn so far)
    for draws_each, knocks in ((gin_policy.KNOCK_FADE_FROM, True),
                               (gin_policy.KNOCK_FADE_FROM + 1, 10 - gin_policy.KNOCK_FADE >= 9)):
        high.start_from(replace(high.state, stock=high.state.stock[-(full - 2 * draws_each):]))
        move = gin_policy_move(high, high.state)
        assert move == (Action.knock(Card("KS")) if knocks else Action.discard(Card("KS")))


@at_most(8)
def test_a_policy_playout_costs_a_few_milliseconds() -> None:
    """About 1 to 5 ms of CPU a playout from a fresh deal (its caches filling as they
    would in a search); the bound leaves room for a slow machine."""
    rules = Rules.preset("standard")
    for seed in range(300):
        playout_gin_policy(Hand(rules, seed % 2, 500 + seed), 0)


# -- the fast policy of the master's Rummy playouts ---------------------------------------
RUMMY_GAMES = [g for g in GAMES if g[0] == "rummy"]


def _rummy_hand(seats: int, seed: int, preset: str = "standard") -> RummyHand:
    rules = Rules.preset(preset, find_variant("rummy"))
    return RummyHand(rules, seed % seats, seed, table=Table(NAMES[:seats]))


@pytest.mark.parametrize(("seats", "preset"),
                         [(2, "standard"), (2, "discard-out"), (3, "ace-high"), (4, "standard"),
                          (6, "standard")], ids=str)
@at_most(30)
def test_the_rummy_policy_plays_only_legal_moves(seats: int, preset: str) -> None:
    moves = 0
    for seed in range(6):
        hand = _rummy_hand(seats, seed, preset)
        while not hand.is_over and moves < 3000:
            move = rummy_policy_move(hand, hand.state)
            assert move in hand.legal_actions(), (seed, str(move))
            hand.apply(move)
            moves += 1
    assert moves > 150


@pytest.mark.parametrize(("name", "seats", "preset"), RUMMY_GAMES[:3], ids=lambda g: str(g))
@at_most(30)
def test_a_rummy_policy_playout_is_the_policy_played_move_for_move(name: str, seats: int,
                                                                   preset: str) -> None:
    for seed in range(6):
        fast = _rummy_hand(seats, seed, preset)
        first = fast.state
        nets = []
        for seat in first.active:
            fast.start_from(first)
            nets.append(playout_rummy_policy(fast, seat))
        slow = _rummy_hand(seats, seed, preset)
        for _ in range(MAX_MOVES):
            if slow.is_over:
                break
            slow.apply(rummy_policy_move(slow, slow.state))
        over = slow.is_over and slow.result is not None
        assert nets == [seat_net(slow.result, s) if over else 0 for s in first.active]


def test_the_rummy_policy_holds_its_melds_and_lays_them_down_to_go_out() -> None:
    rules = Rules.preset("standard", find_variant("rummy"))
    # two melds and three loose cards, the other seat holding ten: hold, throw the king
    # (the 2 and 3 of clubs could still make a run)
    holding = RummyHand.arranged_unchecked(
        rules, 1, ["7H 8H 9H 4S 4D 4C 2C 3C KD", "AS 2S 3S 5D 6D 7D 8C 9C TC JC"], "QS",
        ["5H"])
    holding.apply(Action.draw_stock())
    assert rummy_policy_move(holding, holding.state) == Action.discard(Card("KD"))
    # the same melds and a king, drawing the 6 of hearts: everything goes down, to go out
    out = RummyHand.arranged_unchecked(
        rules, 1, ["7H 8H 9H 4S 4D 4C KD", "AS 2S 3S 5D 6D 7D 8C 9C TC JC"], "QS", ["6H"])
    out.apply(Action.draw_stock())
    first = rummy_policy_move(out, out.state)
    assert first.kind in (ActionKind.MELD, ActionKind.LAY_OFF)
    while out.to_act == 0 and not out.is_over:
        out.apply(rummy_policy_move(out, out.state))
    assert out.is_over and out.result is not None and out.result.winner_seat == 0
    assert out.result.kind == "rummy"


def test_the_rummy_policy_takes_the_discard_only_to_meld_it() -> None:
    rules = Rules.preset("standard", find_variant("rummy"))
    melds = RummyHand.arranged_unchecked(
        rules, 1, ["7H 8H 4S 4D KC 2C 9D", "AS 2S 3S 5D 6D 7D 8C 9C TC JC"], "9H")
    assert rummy_policy_move(melds, melds.state) == Action.take(Card("9H"))
    low = RummyHand.arranged_unchecked(
        rules, 1, ["7H 8H 4S 4D KC 2C 9D", "AS 2S 3S 5D 6D 7D 8C 9C TC JC"], "AC")
    assert rummy_policy_move(low, low.state) == Action.draw_stock()
