"""Feedback for typical mistakes names the mistake, in the engine's words, and never the
answer: the right cards, number, player or discard come only with hint 3 or "Show the
answer" (issue 13)."""

from __future__ import annotations

from ginrules import Rules, parse_cards
from gintutor import exercises as ex
from gintutor.exercises import Exercise, HandLine
from gintutor.stars import stars

STD = Rules.preset("standard")


def cards(text: str) -> tuple:  # type: ignore[type-arg]
    return parse_cards(text)


def test_points_names_the_card_counted_wrong() -> None:
    e = Exercise("points", cards("KD 5S"))
    v = ex.judge(e, "18", STD, "en")  # the king counted as 13
    assert not v.correct and "K♦" in v.message and v.look == cards("KD")
    assert "10" not in v.message and "15" not in v.message  # neither its value nor the sum
    assert ex.judge(e, "15", STD, "en").correct
    assert "heel getal" in ex.judge(e, "vijftien", STD, "nl").message


def test_is_meld_explains_why_not() -> None:
    e = Exercise("is_meld", cards("QS KS AS"))
    v = ex.judge(e, True, STD, "en")
    assert not v.correct and v.message.startswith("Look again: Q♠ K♠ A♠ is not a run")
    assert v.look == e.cards and v.cards == ()
    assert ex.judge(e, False, STD, "nl").correct


def test_a_card_in_two_melds() -> None:
    e = Exercise("arrange", cards("7C 8C 9C 8D 8H 2S"))
    v = ex.judge(e, [cards("7C 8C 9C"), cards("8C 8D 8H")], STD, "en")
    assert not v.correct
    assert v.message.startswith("8♣ is in your run 7♣ 8♣ 9♣ and in your set")
    assert "a card can be in only one meld" in v.message
    nl = ex.judge(e, [cards("7C 8C 9C"), cards("8C 8D 8H")], STD, "nl").message
    assert "je serie 7♣ 8♣ 9♣" in nl and "je set 8♣ 8♦ 8♥" in nl


def test_arrange_accepts_any_best_grouping_and_says_when_more_is_possible() -> None:
    e = Exercise("arrange", cards("3S 4S 5S 6S 6H 6D 9C 9H 9S KD"))
    assert ex.judge(e, [cards("3S 4S 5S"), cards("6S 6H 6D"), cards("9C 9H 9S")], STD, "en").correct
    v = ex.judge(e, [cards("3S 4S 5S 6S"), cards("9C 9H 9S")], STD, "en")
    assert not v.correct and "22" in v.message and "10" in v.message
    assert set(v.look) == set(cards("6H 6D")) and v.cards == ()
    bad = ex.judge(e, [cards("3S 4S 6S")], STD, "en")
    assert not bad.correct and "3♠ 4♠ 6♠ is not" in bad.message


def test_deadwood_counted_with_the_melded_cards() -> None:
    e = Exercise("deadwood", cards("5C 6C 7C QS QH QD 2H 9S KD AC"))
    total = sum(c.value for c in e.cards)
    v = ex.judge(e, total, STD, "en")
    assert not v.correct and "all the cards" in v.message
    assert ex.judge(e, 22, STD, "en").correct


def test_knock_feedback() -> None:
    e = Exercise("knock", cards("AH 2H 3H 7C 7D 7S 4S 5D 6C KD QC"))
    v = ex.judge(e, ("knock", cards("KD")[0]), STD, "en")
    assert not v.correct and "25" in v.message and "10 or less" in v.message
    assert v.cards == cards("KD") and v.look == ()
    assert ex.judge(e, ("none", None), STD, "en").correct
    taken = Exercise("knock", cards("KD 3H 4H 5H 6H 8C 8D 8S AD 2S 4C"), taken=cards("KD")[0])
    v = ex.judge(taken, ("knock", cards("KD")[0]), STD, "en")
    assert not v.correct and "may not discard it" in v.message
    edge = Exercise("knock", cards("6H 7H 8H 9H 2C 2D 2S AS 4C 5D KC"))
    assert ex.judge(edge, ("knock", cards("KC")[0]), STD, "en").correct
    v = ex.judge(edge, ("none", None), STD, "en")
    assert not v.correct and v.message.startswith("You can knock")
    assert "K♣" not in v.message and v.look == () and v.cards == ()  # not the discard
    v = ex.judge(edge, ("knock", cards("KC")[0]), Rules.preset("nl-klassiek"), "en")
    assert not v.correct and "9 or less" in v.message


def test_big_gin_only_where_it_is_played() -> None:
    e = Exercise("knock", cards("3H 4H 5H 6H 9C 9D 9S 9H JD QD KD"))
    assert ex.solve(e, STD) == ("big_gin", None)
    assert ex.solve(e, Rules.preset("hoyle"))[0] == "gin"
    v = ex.judge(e, ("gin", cards("9H")[0]), STD, "en")
    assert not v.correct and "all 11 cards" in v.message and "big gin" not in v.message
    assert ex.judge(e, ("big_gin", None), STD, "en").correct


def test_layoff_feedback() -> None:
    knocker = cards("7C 7D 7S 3H 4H 5H 6H AC 2D 3S")
    e = Exercise("layoff", cards("2H 7H 8H KC KS KD 9C TC JC 4S"), knocker=knocker)
    assert ex.judge(e, cards("2H 7H 8H"), STD, "en").correct
    v = ex.judge(e, cards("2H 7H"), STD, "en")
    # where to look (the knocker's run), not the card that fits it
    assert not v.correct and "lay off more" in v.message and "8♥" not in v.message
    assert "3♥ 4♥ 5♥ 6♥" in v.message
    assert set(v.look) == set(cards("3H 4H 5H 6H")) and v.cards == ()
    v = ex.judge(e, cards("4S"), STD, "en")
    assert not v.correct and "4♠ fits none" in v.message
    assert v.cards == cards("4S") and v.look == ()
    gin = Exercise(
        "layoff",
        cards("8S 3S JS 7D AC 2C 3C 5H 6H KC"),
        knocker=cards("4S 5S 6S 7S JD JC JH 8D 9D TD"),
    )
    v = ex.judge(gin, cards("8S"), STD, "en")
    # the rule to think of, not "lay off nothing"; the picked card is marked
    assert not v.correct and "deadwood" in v.message and "laying off" in v.message
    assert v.cards == cards("8S")


def test_score_feedback() -> None:
    knocker = cards("QC QD QH 8S 9S TS JS 2C AH 4D")
    e = Exercise("score", cards("5D 6D 7D 3C 3H 3S 9H 9D 9C 2S"), knocker=knocker)
    assert ex.solve(e, STD) == ("defender", 30)
    v = ex.judge(e, ("knocker", 5), STD, "en")
    assert not v.correct and v.message.startswith("The knocker does not score")
    assert "defender scores" not in v.message and "30" not in v.message
    v = ex.judge(e, ("defender", 5), STD, "en")
    assert not v.correct and "bonus of 25" in v.message
    lay = Exercise("score", cards("QS 7S 3D 4H 5D KH 6C 6H 6S 2S"), knocker=knocker)
    assert ex.solve(lay, STD) == ("knocker", 17)
    v = ex.judge(lay, ("knocker", 34), STD, "en")
    assert not v.correct and "after the layoffs" in v.message


def test_game_feedback() -> None:
    e = Exercise(
        "game", hands=(HandLine(0, 50, "gin"), HandLine(0, 27, "knock"), HandLine(0, 31, "gin"))
    )
    total = ex.solve(e, STD)
    assert total > 108
    v = ex.judge(e, 108, STD, "en")
    assert not v.correct and "bonuses" in v.message


def test_stars() -> None:
    """3 = right at the first try without hints; 2 = after mistakes or hint 1-2;
    1 = after the answer was shown (hint 3 or "Show the answer")."""
    assert stars(0, 0) == 3
    assert stars(1, 0) == 2 and stars(0, 2) == 2
    assert stars(2, 1) == 2 and stars(5, 2) == 2
    assert stars(0, 3) == 1 and stars(0, 0, shown=True) == 1
    assert stars(3, 1, shown=True) == 1


def test_live_deadwood_counts_what_the_learner_built() -> None:
    hand = cards("7C 8C 9C 8D 8H 2S")
    assert ex.live_deadwood(hand, []) == (sum(c.value for c in hand), ())
    assert ex.live_deadwood(hand, [cards("7C 8C 9C")]) == (18, (True,))
    assert ex.live_deadwood(hand, [cards("7C 8D 9C")]) == (42, (False,))
