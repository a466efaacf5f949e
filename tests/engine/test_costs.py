"""What a move gives up (ginrules.players.costs, issue 45): each fact is said where the cards show
it and never where they do not; over self-play positions of every game, every fact said
is checked again against the cards."""

from __future__ import annotations

import random

import pytest

from ginrules import Hand, Rules, best_arrangement, render
from ginrules.core.actions import Action
from ginrules.core.cards import Card, may_share_a_meld, parse_cards
from ginrules.core.explain import Step
from ginrules.players.costs import gives_up
from ginrules.players.opponent import choose
from ginrules.rummy.hand import RummyHand
from ginrules.table.match import new_game
from ginrules.table.view import GamePhase, PlayerView


def _ids(steps: tuple[Step, ...]) -> list[str]:
    return [s.id for s in steps]


def _gin_view(hands: list[str], upcard: str, stock: str, moves: list[str],
              seat: int) -> PlayerView:
    hand = Hand.arranged(Rules(), 1, hands, upcard, stock.split())
    for move in moves:
        hand.apply(move)
    return hand.view(seat)


def test_a_discard_out_of_a_set_of_three_says_it_breaks_the_set_first() -> None:
    # 9♣ 9♦ 9♠ is a set; J♠ is the loose high card the advisor throws.
    view = _gin_view(["9C 9D 9S 2H 3H 4H 5C 6C JS KD", "AS 2S 3S 4S 5S 6S 7S 8S TD JD"],
                     "QC", "KH", ["pass", "pass", "draw stock"], 0)
    steps = gives_up(view, Action.parse("discard 9C"), Action.parse("discard KD"))
    assert _ids(steps)[:2] == ["gives_up.breaks", "gives_up.kept"]
    assert render(steps[0]) == "Discarding 9♣ breaks up your set 9♣ 9♦ 9♠."
    assert render(steps[0], "nl") == "Door 9♣ af te leggen breek je je set 9♣ 9♦ 9♠ op."
    mine, theirs = (best_arrangement(parse_cards(cards)).deadwood_count
                    for cards in ("9D 9S 2H 3H 4H 5C 6C JS KD KH",
                                  "9C 9D 9S 2H 3H 4H 5C 6C JS KH"))
    assert mine > theirs
    assert render(steps[1]) == (f"It leaves {mine} deadwood in your hand; discarding K♦ "
                                f"would leave {theirs}.")


def test_a_card_of_a_set_of_four_or_the_end_of_a_long_run_breaks_nothing() -> None:
    view = _gin_view(["9C 9D 9S 9H 2H 3H 4H 5H 6C JS", "AS 2S 3S 4S 5S 6S 7S 8S TD JD"],
                     "QC", "KH", ["pass", "pass", "draw stock"], 0)
    for card in ("9C", "2H"):
        steps = gives_up(view, Action.parse(f"discard {card}"), Action.parse("discard KH"))
        assert "gives_up.breaks" not in _ids(steps)


def test_a_gin_or_a_knock_passed_up_is_said() -> None:
    gin = _gin_view(["AS 2S 3S 4H 5H 6H 7C 7D 7S KD", "8D 9D TD JH QH KH 2C 3C 4C 9S"],
                    "QC", "2D", ["pass", "pass", "draw stock"], 0)
    steps = gives_up(gin, Action.parse("discard 2D"), Action.parse("gin KD"))
    assert render(steps[0]) == ("This passes up gin: discarding K♦ would have left every "
                                "other card in a meld.")
    knock = _gin_view(["AS 2S 3S 4H 5H 6H 7C 7D 7S KD", "8D 9D TD JH QH KH 2C 3C 4C 9S"],
                      "QC", "3D", ["pass", "pass", "draw stock"], 0)
    steps = gives_up(knock, Action.parse("discard 3D"), Action.parse("knock KD"))
    assert render(steps[0]) == ("This passes up a knock: discarding K♦ would have left 3 "
                                "deadwood, within the knock limit of 10.")


def test_a_card_the_opponent_took_and_holds_is_named_with_when_it_was_taken() -> None:
    # The computer (seat 1) takes 8♠ from the pile; then the learner's 9♠ could feed it.
    hand = Hand.arranged(Rules(), 1, ["9C 9D 9S 2H 3H 4H 5C 6C JS KD",
                                      "AD 2D 3D 4D 5D 6D 7D TC JC QC"], "8S", ["KH", "AH"])
    for move in ("pass", "take 8S", "discard QC", "draw stock", "discard KH",
                 "draw stock", "discard AH", "draw stock"):
        hand.apply(move)
    view = hand.view(0)
    steps = gives_up(view, Action.parse("discard 9S"), Action.parse("discard KD"))
    assert _ids(steps) == ["gives_up.breaks", "gives_up.kept", "gives_up.feeds"]
    assert render(steps[2]) == ("The opponent took 8♠ from the pile 2 turns ago, still "
                                "holds it and could meld 9♠ with it.")
    assert render(steps[2], "nl") == ("De tegenstander pakte 2 beurten geleden 8♠ van de "
                                      "aflegstapel, heeft die nog en kan er 9♠ mee "
                                      "combineren.")
    # a card the next player cannot meld with 8♠ is not said to feed them
    assert "gives_up.feeds" not in _ids(gives_up(view, Action.parse("discard 9C"),
                                                 Action.parse("discard KD")))


def test_a_take_that_makes_no_meld_and_a_pass_that_leaves_one() -> None:
    view = _gin_view(["9C 9D 2H 3H 5C 6C JS KD QS 4D", "AS 2S 3S 4S 5S 6S 7S 8S TD JD"],
                     "9H", "KH", [], 0)
    left = gives_up(view, Action.parse("pass"), Action.parse("take 9H"))
    assert render(left[0]) == "9♥ would have made the set 9♣ 9♦ 9♥."
    view = _gin_view(["9C 9D 2H 3H 5C 6C JS KD QS 4D", "AS 2S 3S 4S 5S 6S 7S 8S TD JD"],
                     "KC", "KH", [], 0)
    taken = gives_up(view, Action.parse("take KC"), Action.parse("pass"))
    assert render(taken[0]) == "K♣ makes no meld with your cards."
    assert render(taken[0], "nl") == "H♣ maakt geen combinatie met je kaarten."


def test_rummy_a_meld_laid_while_rummy_is_open_and_a_layoff_not_made() -> None:
    rules = Rules.preset("standard", "rummy")
    hand = RummyHand.arranged_unchecked(rules, 1, ["3D 4D 5D JS 7C 4C AH 7S",
                                                   "KC KD KH 2S 3S 9H TH"], "QC", ["8S"],
                                        players=("Ann", "Bob"))
    hand.apply("draw stock")
    view = hand.view(0)
    steps = gives_up(view, Action.parse("meld 3D 4D 5D"), Action.parse("discard JS"))
    assert _ids(steps) == ["gives_up.rummy.shows"]
    steps = gives_up(view, Action.parse("discard JS"), Action.parse("meld 3D 4D 5D"))
    assert _ids(steps)[0] == "gives_up.rummy.meld"
    assert render(steps[0]).startswith("You could have put 3♦ 4♦ 5♦ on the table first")


# ------------------------------------------------------------- every fact true, every game
GAMES = [("gin", 2), ("gin-3", 3), ("gin-7", 4), ("gin-pairs", 4), ("rummy", 2),
         ("rummy", 4)]


def _positions(variant: str, players: int, seed: int) -> list[tuple[PlayerView, Action]]:
    """Every decision of the first hand of a game of club players, with another legal
    move picked at random (the move a learner might have played instead)."""
    game = new_game(Rules.preset("standard", variant), seed,
                    [f"P{i}" for i in range(players)], variant)
    rng = random.Random(seed)
    out = []
    while game.game_phase is GamePhase.PLAYING:
        seat = game.to_act
        view = game.view(seat)
        best = choose(view, "club")
        if len(view.legal_actions) > 1:
            out.append((view, rng.choice([a for a in view.legal_actions if a != best])))
        game.apply(best, seat)
    return out


def _check(view: PlayerView, played: Action, step: Step) -> None:
    values = step.values
    if step.id == "gives_up.breaks":
        assert values["card"] == played.card and played.card in values["meld"]
    elif step.id in ("gives_up.kept", "gives_up.rummy.kept"):
        assert values["mine"] > values["theirs"] and values["card"] == played.card
    elif step.id.startswith("gives_up.feeds"):
        nxt = view.others[0]
        assert values["taken"] in nxt.known and may_share_a_meld(values["card"],
                                                                 values["taken"])
    elif step.id in ("gives_up.no_meld", "gives_up.rummy.no_meld"):
        assert played.card == values["card"]
    elif step.id == "gives_up.left_meld":
        assert values["card"] in values["meld"] and len(values["meld"]) >= 3
    for lang in ("en", "nl"):
        assert render(step, lang)


@pytest.mark.parametrize("variant, players", GAMES)
def test_every_fact_said_over_a_games_decisions_is_true_of_the_cards(
        variant: str, players: int) -> None:
    said = 0
    for seed in (1, 2):
        for view, played in _positions(variant, players, seed):
            better = choose(view, "club")
            for step in gives_up(view, played, better):
                _check(view, played, step)
                said += 1
            assert gives_up(view, better, better) == ()
    assert said > 0


def test_a_knocked_card_that_is_the_card_itself_is_not_said_to_break_or_feed() -> None:
    card = Card("KD")
    view = _gin_view(["9C 9D 9S 2H 3H 4H 5C 6C JS KD", "AS 2S 3S 4S 5S 6S 7S 8S TD JD"],
                     "QC", "KH", ["pass", "pass", "draw stock"], 0)
    assert gives_up(view, Action.discard(card), Action.discard(card)) == ()


def _better_cards(played: Action, better: Action) -> set[Card]:
    """The cards the better move names that the played one does not."""
    mine = {c for m in played.melds for c in m} | ({played.card} if played.card else set())
    theirs = {c for m in better.melds for c in m} | ({better.card} if better.card else set())
    return theirs - mine


@pytest.mark.parametrize("variant, players", GAMES)
def test_the_blind_facts_never_name_the_better_move(variant: str, players: int) -> None:
    """A retry's feedback (issue 46) says what a try gives up without naming a card that
    only the better move plays; every blind fact reads in both languages."""
    from ginrules.players.costs import BLIND, blind

    blinded = 0
    for seed in (1, 2):
        for view, played in _positions(variant, players, seed):
            better = choose(view, "club")
            hidden = _better_cards(played, better)
            for step in blind(gives_up(view, played, better)):
                for lang in ("en", "nl"):
                    text = render(step, lang)
                    assert text and not any(c.label_in(lang) in text for c in hidden), text
                blinded += step.id.endswith(".blind")
    assert blinded > 0
    from ginrules.words import engine_words

    assert all(f"{key}.blind" in engine_words() for key in BLIND)
