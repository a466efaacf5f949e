"""Four-player gin (seed 000, docs/rules.md "Four players"): two card tables and two decks
at once, as pairs (partners at different tables, opponents changing every hand, the team's
result the net of its two tables) or as a tournament (every pairing meets once)."""

from __future__ import annotations

import json
import random

import pytest

from ginrules import Rules, render
from ginrules.core.actions import Action, IllegalActionError, SaveFileError
from ginrules.core.cards import full_deck
from ginrules.core.errors import VariantError
from ginrules.gin.hand import Hand
from ginrules.players.opponent import choose
from ginrules.table.game import Game
from ginrules.table.match import ROUND_ROBIN, Match, load_game
from ginrules.table.seats import Table
from ginrules.table.sheet import ScoreSheet
from ginrules.table.variants import GIN_PAIRS, GIN_TOURNAMENT
from ginrules.table.view import Phase

NAMES = ("Ann", "Bob", "Cas", "Dee")
PAIRS = Rules.preset("standard", "gin-pairs")
TOURNAMENT = Rules.preset("standard", "gin-tournament")


def play_out(m: Match, strength: str = "club", hands: int | None = None) -> None:
    """Let the computer play every seat (to the end, or until ``hands`` deals)."""
    while not m.is_over:
        if m.legal_actions() == [Action.next_hand()]:
            if hands is not None and m.hand_number >= hands:
                return
            m.apply("next hand")
            continue
        seat = m.to_act
        m.apply(choose(m.view(seat), strength), seat)


# ---------------------------------------------------------------- pairs

def test_partners_sit_at_different_tables_and_meet_both_opponents_in_turn() -> None:
    m = Match(PAIRS, 1, NAMES, variant=GIN_PAIRS)
    seatings = []
    for _ in range(4):
        seatings.append(m.seating())
        for t, pair in enumerate(m.seating()):
            hand = m.hands[t]
            assert hand is not None and hand.state.active == tuple(sorted(pair))
            assert m.table.team_of(pair[0]) != m.table.team_of(pair[1])  # opponents
        play_out(m, hands=m.hand_number + 1)
    assert seatings == [((0, 1), (2, 3)), ((0, 3), (2, 1))] * 2
    assert m.table.partners(0) == (2,) and m.table.partners(1) == (3,)


def test_two_decks_each_table_accounts_for_its_own_52_cards() -> None:
    m = Match(PAIRS, 2, NAMES, variant=GIN_PAIRS)
    rnd = random.Random(2)
    deck = set(full_deck())
    while m.legal_actions() != [Action.next_hand()]:
        for hand in m.hands:
            assert hand is not None
            st = hand.state
            cards = list(st.all_cards())
            assert len(cards) == 52 and set(cards) == deck
        m.apply(rnd.choice(m.legal_actions()))


def knock_at_both_tables() -> Match:
    """Hand 1 (team 1 deals: Bob and Dee). Table 1: Ann takes Q♦ and knocks with 10
    against Bob's 22: +12 for Ann and Cas. Table 2: Cas passes, Dee takes Q♦ and knocks
    with 10 against Cas's 20: +10 for Bob and Dee."""
    m = Match(PAIRS, 1, NAMES, variant=GIN_PAIRS)
    assert [h.dealer for h in m.hands if h is not None] == [1, 3]
    knocker = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"
    m.hands = [
        Hand.arranged(PAIRS, 1, [knocker, "TH JH QH 8D 8H 8S 9D 5S 6D 2D", "", ""], "QD",
                      table=m.table, variant=GIN_PAIRS, active=(0, 1)),
        Hand.arranged(PAIRS, 3, ["", "", "TH JH QH 8D 8H 8S 9D 5S 4D 2D", knocker], "QD",
                      table=m.table, variant=GIN_PAIRS, active=(2, 3)),
    ]
    for seat, act in ((0, "take QD"), (2, "pass"), (0, "knock KD"), (3, "take QD"),
                      (3, "knock KD")):
        assert m.to_act == seat
        m.apply(act, seat)
    return m


def test_the_team_result_is_the_net_of_its_two_tables() -> None:
    m = knock_at_both_tables()
    first, second = m.history
    assert (first.result.winner_seat, first.result.points) == (0, 12)  # type: ignore[union-attr]
    assert (second.result.winner_seat, second.result.points) == (3, 10)  # type: ignore[union-attr]
    assert m.sheet is not None and m.sheet.hands == ((0, 2, "net"),)  # +12 - 10 = +2
    assert m.sheet.totals == (2, 0) and m.scores() == (2, 0, 2, 0)
    assert render(m.sheet.lines[0].step) == "Hand 1: 2 to Ann & Cas (on balance)."
    assert render(m.team_lines()) == [
        "Hand 1, table 1 (Ann against Bob): 12 to Ann (knock).",
        "Hand 1, table 2 (Cas against Dee): 10 to Dee (knock)."]
    assert render(m.sheet.lines[0].step, "nl") == "Ronde 1: 2 voor Ann & Cas (per saldo)."
    assert m.game_phase.value == "between_hands" and m.legal_actions() == [Action.next_hand()]


@pytest.mark.parametrize("rule, team", [("left", 0), ("winner", 0), ("loser", 1)])
def test_the_next_dealer_is_a_team_at_both_tables(rule: str, team: int) -> None:
    m = knock_at_both_tables()  # team 1 dealt; team 0 won the hand on balance
    m.rules = m.rules.with_options(next_dealer=rule)
    m.apply("next hand")
    assert m.seating() == ((0, 3), (2, 1))
    assert [m.table.team_of(h.dealer) for h in m.hands if h is not None] == [team, team]


def test_a_drawn_table_counts_nothing_and_is_not_played_again() -> None:
    rnd = random.Random(0)
    for seed in range(40):
        m = Match(PAIRS, seed, NAMES, variant=GIN_PAIRS)
        while m.legal_actions() != [Action.next_hand()]:
            seat = m.to_act
            if m.table_of(seat) == 0:  # table 1 never knocks: its hand is drawn
                legal = [a for a in m.legal_actions() if a.kind.value not in ("knock", "gin")]
                m.apply(rnd.choice(legal or m.legal_actions()))
            else:
                m.apply(choose(m.view(seat), "club"), seat)
        ends = [r.result for r in m.history]
        if any(r is None for r in ends) and any(r is not None for r in ends):
            done = next(r for r in ends if r is not None)
            assert m.sheet is not None and m.sheet.hands[0][1] == done.points
            m.apply("next hand")
            assert m.hand_number == 2  # the drawn table is not replayed
            return
    pytest.fail("no hand with one drawn table in 40 seeds")


def test_a_pairs_game_to_125_ends_with_team_bonuses_and_restores() -> None:
    m = Match(PAIRS, 4, NAMES, variant=GIN_PAIRS)
    play_out(m)
    assert m.is_over and m.sheet is not None and max(m.sheet.totals) >= 125
    final = m.sheet.final()
    assert final.totals[final.winner] >= 125 + 100
    text = m.to_json()
    assert json.loads(text)["variant"] == "gin-pairs"
    back = load_game(text)
    assert isinstance(back, Match) and back.to_json() == text
    steps = len(back.actions)
    for _ in range(steps):
        back.undo()
    assert back.to_json() == Match(PAIRS, 4, NAMES, variant=GIN_PAIRS).to_json()
    for act in m.actions:
        back.apply(act)
    assert back.to_json() == text
    with pytest.raises(SaveFileError, match="checksum"):
        load_game(text.replace('"Ann"', '"Anna"'))
    with pytest.raises(IllegalActionError, match="the game is over"):
        m.apply("next hand")


def test_a_golden_team_sheet_worked_by_hand() -> None:
    """Team A wins hands by 2, 40 and 90 on balance, team B one by 30: A reaches 132.
    A: 132 + game bonus 100 + 3 boxes of 25 = 307; B: 30 + 1 box = 55."""
    sheet = ScoreSheet(PAIRS, Table(("Ann & Cas", "Bob & Dee")))
    for winner, points in ((0, 2), (1, 30), (0, 40), (0, 90)):
        sheet.add_hand(winner, points, "net")
    assert sheet.is_over and sheet.totals == (132, 30)
    final = sheet.final()
    assert final.totals == (307, 55) and final.winner == 0
    assert render(final.explanation)[-3:] == [
        "Final score: Ann & Cas 307, Bob & Dee 55.",
        "The game goes to Ann & Cas, the first to reach 125.",
        "Settlement: 252 from Bob & Dee to Ann & Cas, the difference of the final scores."]


# ---------------------------------------------------------------- tournament

def test_every_pairing_meets_once_over_three_rounds() -> None:
    pairs = {frozenset(p) for rnd in ROUND_ROBIN for p in rnd}
    assert len(pairs) == 6 and all(len(rnd[0] + rnd[1]) == 4 for rnd in ROUND_ROBIN)
    m = Match(TOURNAMENT.with_options(target=40), 6, NAMES, variant=GIN_TOURNAMENT)
    met = []
    while not m.is_over:
        met.append(frozenset(m.seating()[0]))
        play_out(m, hands=m.hand_number + 1)
        if m.legal_actions() == [Action.next_hand()]:
            m.apply("next hand")
    assert set(met) >= {frozenset((0, 1)), frozenset((0, 2)), frozenset((0, 3))}
    standings = m.standings()
    assert sum(s.games for s in standings) == 6 and all(s.played == 3 for s in standings)
    assert [(s.games, s.points) for s in standings] == sorted(
        ((s.games, s.points) for s in standings), reverse=True)


def test_the_short_form_plays_a_fixed_number_of_hands_a_meeting() -> None:
    rules = Rules.preset("short", "gin-tournament")
    assert rules.meeting_hands == 4
    m = Match(rules, 3, NAMES, variant=GIN_TOURNAMENT)
    play_out(m)
    assert m.is_over and m.round == 3
    every = [*m.done_meetings, *m.meetings]
    assert len(every) == 6 and all(meeting.hands == 4 for meeting in every)
    table_hands = [r for r in m.history]
    assert len(table_hands) == 6 * 4


def test_a_finished_meeting_waits_while_the_other_table_plays_on() -> None:
    m = Match(TOURNAMENT.with_options(target=30), 8, NAMES, variant=GIN_TOURNAMENT)
    for _ in range(400):
        if m.is_over:
            break
        if m.legal_actions() == [Action.next_hand()]:
            m.apply("next hand")
            if None in m.hands:  # one meeting is over, the other plays on
                idle = m.hands.index(None)
                seat = m.seating()[idle][0]
                assert m.hand_at(seat) is None and m.view(seat).legal_actions == ()
                return
            continue
        m.apply(choose(m.view(m.to_act), "beginner"), m.to_act)
    pytest.fail("no round where one meeting ended first")


# ---------------------------------------------------------------- both

@pytest.mark.parametrize("variant, rules", [(GIN_PAIRS, PAIRS), (GIN_TOURNAMENT, TOURNAMENT)])
def test_random_playouts_views_and_refusals(variant: object, rules: Rules) -> None:
    for seed in range(6):
        m = Match(rules.with_options(target=60), seed, NAMES, variant=variant)  # type: ignore[arg-type]
        rnd = random.Random(seed)
        moves = 0
        while not m.is_over and moves < 600:
            legal = m.legal_actions()
            if m.legal_actions() != [Action.next_hand()]:
                t = m.table_of(m.to_act)
                hand = m.hands[t]
                assert hand is not None
                st = hand.state
                for seat in range(4):
                    view = m.view(seat)
                    mine = m.table_of(seat) == t
                    hidden = {c for o in st.active if o != seat for c in st.hands[o]}
                    hidden |= set(st.stock)
                    shown = {e.card for e in st.events if e.card is not None}
                    seen = view.visible_cards() if mine else view.visible_elsewhere()
                    assert not (seen & (hidden - shown))
                with pytest.raises(IllegalActionError):
                    m.apply("next hand")
            m.apply(rnd.choice(legal))
            moves += 1


def test_match_variants_are_not_games_of_one_table_and_the_reverse() -> None:
    with pytest.raises(VariantError, match="is played at one table: use Game"):
        Match(Rules.preset("standard"), 1, NAMES[:2], variant="gin")
    with pytest.raises(VariantError, match="has no option 'meeting_hands'"):
        Match(PAIRS.with_options(meeting_hands=3), 1, NAMES, variant=GIN_PAIRS)
    with pytest.raises(VariantError, match="is for 4 players, not 3"):
        Match(PAIRS, 1, NAMES[:3], variant=GIN_PAIRS)
    game = Game(Rules.preset("standard"), 1)
    assert isinstance(load_game(game.to_json()), Game)
    assert PAIRS.target == 125 and TOURNAMENT.target == 100


def test_the_view_shows_the_other_table_as_anyone_may_watch_it() -> None:
    m = Match(PAIRS, 5, NAMES, variant=GIN_PAIRS)
    view = m.view(0)
    (other,) = view.elsewhere
    assert other.hand == () and not other.legal_actions and other.phase is Phase.FIRST_TURN
    assert {s.seat for s in other.others} == {2, 3}  # the partner's table
    assert [s.seat for s in view.others] == [1]


def test_the_advisor_counts_the_partners_finished_table() -> None:
    """Dee wins 10 at table 2 while Ann still plays at table 1: Ann's team is 10 behind,
    the advisor says so beside the knock, and a knock is judged by the team's balance
    (a win of less than 10 still loses the hand and its box bonus)."""
    from ginrules.gin.knocking import partner_balance
    from ginrules.players.styles import EXPERT, advise

    m = Match(PAIRS, 1, NAMES, variant=GIN_PAIRS)
    knocker = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"
    m.hands = [
        Hand.arranged(PAIRS, 1, [knocker, "TH JH QH 8D 8H 8S 9D 5S 6D 2D", "", ""], "JC",
                      ["QC"], table=m.table, variant=GIN_PAIRS, active=(0, 1)),
        Hand.arranged(PAIRS, 3, ["", "", "TH JH QH 8D 8H 8S 9D 5S 4D 2D", knocker], "QD",
                      table=m.table, variant=GIN_PAIRS, active=(2, 3)),
    ]
    for seat, act in ((0, "pass"), (2, "pass"), (1, "pass"), (3, "take QD"),
                      (0, "draw stock"), (3, "knock KD")):
        assert partner_balance(m.view(0)) is None  # Cas's table is still playing
        m.apply(act, seat)
    view = m.view(0)
    assert partner_balance(view) == -10 and partner_balance(m.view(1)) == 10
    advice = advise(view, EXPERT)
    assert advice.best in view.legal_actions
    text = " ".join(advice.text())
    assert "Your partner's table cost your team 10" in text
    assert "De tafel van je partner kostte je team 10" in " ".join(advice.text("nl"))


@pytest.mark.parametrize("variant, rules", [(GIN_PAIRS, PAIRS), (GIN_TOURNAMENT, TOURNAMENT)])
def test_random_deals_end_with_both_decks_whole(variant: object, rules: Rules) -> None:
    """Property: random legal play of a deal at both tables (60 deals) ends with both
    hands over, each table's 52 cards accounted for, and the team line the net of the
    two tables."""
    deck = sorted(full_deck())
    for seed in range(60):
        m = Match(rules, seed, NAMES, variant=variant)  # type: ignore[arg-type]
        rnd = random.Random(seed)
        while m.game_phase.value == "playing":
            legal = m.legal_actions()
            knocks = [a for a in legal if a.kind.value in ("knock", "gin")]
            m.apply(rnd.choice(knocks if knocks and rnd.random() < 0.5 else legal))
        for hand in m.hands:
            assert hand is not None and hand.is_over
            st = hand.state
            cards = list(st.all_cards())
            assert sorted(cards) == deck
        if m.sheet is not None:  # pairs: the team's line is the net of both tables
            net = sum(r.net_for(s) for r in m.history for s in r.seats
                      if m.table.team_of(s) == 0)
            winner, points, _ = m.sheet.hands[0]
            assert (0 if winner is None else points if winner == 0 else -points) == net
