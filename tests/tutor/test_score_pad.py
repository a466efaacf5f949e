# ruff: noqa: RUF001  (the multiplication sign of the explanations is meant)
"""The score pad (issue 29): a game played with real cards, kept from the hands as the
players report them, gives the same sheet as the engine's own game of those hands, by
numbers and by cards alike; edits recompute, undo goes back, saves round-trip, and every
bad input is refused beside its field in both languages."""

from __future__ import annotations

import dataclasses
import doctest
import importlib
import json
from typing import Any

import pytest

from ginrules.core.explain import render
from ginrules.gin.showdown import HandResult
from ginrules.rummy.hand import RummyResult
from ginrules.table.match import Match, standings
from gintutor.score_pad import (
    PadBook,
    PadError,
    PadHand,
    PadSaveError,
    PadSetup,
    ScorePad,
    SheetView,
    read_hand,
    read_setup,
)
from gintutor.score_pad.frame import OneTable
from gintutor.score_pad.two_tables import TwoTablesPad
from tests.tutor.score_pad_games import NAMES, Played, played

#: Every game at every number of players it is for, under several presets (Hollywood
#: among them), each a seeded game of beginners; lower targets keep the games short and
#: bring the shutouts. The seeds are chosen so that together they reach every ending,
#: the bonuses, a shutout, Hollywood's three games and spade doubling.
GAMES: list[tuple[str, int, str, int, tuple[tuple[str, Any], ...]]] = [
    ("gin", 2, "standard", 1, (("target", 50),)),
    ("gin", 2, "nl-klassiek", 12, (("target", 40),)),
    ("gin", 2, "hoyle", 3, (("target", 40),)),
    ("gin", 2, "oklahoma", 6, (("spade_doubles", True), ("target", 40))),
    ("gin", 2, "standard", 3, (("hollywood", True), ("target", 30))),
    ("gin-3", 3, "standard", 12, (("target", 40),)),
    ("gin-3", 3, "oklahoma", 2, (("target", 50),)),
    ("gin-7", 3, "standard", 6, ()),
    ("gin-7", 4, "payout-table", 3, ()),
    ("gin-pairs", 4, "standard", 6, (("target", 30),)),
    ("gin-pairs", 4, "nl-klassiek", 3, (("target", 30),)),
    ("gin-tournament", 4, "short", 3, (("meeting_hands", 2),)),
    ("gin-tournament", 4, "standard", 5, (("target", 15),)),
    ("rummy", 2, "standard", 8, (("target", 25),)),
    ("rummy", 3, "short", 1, (("fixed_hands", 3),)),
    ("rummy", 4, "ace-high", 5, (("fixed_hands", 2),)),
    ("rummy", 5, "discard-out", 5, (("fixed_hands", 2),)),
    ("rummy", 6, "standard", 4, (("target_five_or_more", 60),)),
]
IDS = [f"{g}:{n}:{p}:{s}" for g, n, p, s, _ in GAMES]


def _keep(game: Played, by: str) -> ScorePad:
    """The game's hands entered one by one as ``by`` ('numbers' or 'cards'); after each,
    the dealer the pad kept is the one who dealt it, and after each deal the pad's next
    deal is the engine's."""
    pad = ScorePad(game.setup)
    _same_deals(pad, game.first_deals)
    for report in game.reports:
        pad.add(report.numbers if by == "numbers" else report.cards)
        assert pad.hands[-1].dealer == report.dealer
        if report.next_deals is not None:
            _same_deals(pad, report.next_deals)
    return pad


def _same_deals(pad: ScorePad, engine: tuple[tuple[int, int, tuple[int, ...]], ...]) -> None:
    deals = pad.deals("en")
    assert [(d.table, d.seats) for d in deals] == [(t, seats) for t, _, seats in engine]
    for deal, (_, dealer, _) in zip(deals, engine, strict=True):
        assert deal.dealer in (None, dealer)  # None: a new meeting, its players cut first
        assert deal.words


def _engine_payments(result: HandResult | RummyResult | None, size: int) -> tuple[int, ...]:
    out = [0] * size
    if isinstance(result, HandResult):
        for credit in result.credits:
            out[credit.seat] += credit.points
            if credit.payer is not None:
                out[credit.payer] -= credit.points
    elif isinstance(result, RummyResult):
        out[result.winner_seat] += result.points
        for seat, paid in result.payments:
            out[seat] -= paid
    return tuple(out)


def _same_as_the_engine(pad: ScorePad, game: Played) -> None:
    """The pad's sheets are the engine's: every hand, total, bonus, shutout, winner and
    settlement (``record()``), the team sheet, the meetings and standings; the view says
    the same figures, and each hand's payments are the engine's."""
    engine, fam = game.game, pad.family
    assert fam.over and engine.is_over
    view = pad.sheet("en")
    if isinstance(fam, OneTable):
        assert not isinstance(engine, Match)
        sheets = [(fam.sheet, engine.sheet)]
    else:
        assert isinstance(fam, TwoTablesPad) and isinstance(engine, Match)
        if engine.sheet is not None:  # pairs: the team sheet
            sheets = [(fam.sheet, engine.sheet)]
            assert view.teams == (0, 1, 0, 1)
        else:
            meetings = [*fam.done, *fam.meetings]
            sheets = [(m.sheet, e.sheet) for m, e in zip(meetings, engine._all_meetings(),
                                                            strict=True)]
            assert standings(meetings, NAMES[:4]) == engine.standings()
            assert [r.seat for r in view.standings] == [r.seat for r in engine.standings()]
    assert len(view.parts) == len(sheets)
    for part, (mine, theirs) in zip(view.parts, sheets, strict=True):
        assert mine.record() == theirs.record()
        final = theirs.final()
        assert (part.totals, part.final_totals, part.winners, part.settlement,
                part.shutout) == (theirs.totals, final.totals, final.winners,
                                  final.settlement, final.shutout)
        assert [(b.game, b.column, b.kind, b.points) for b in part.bonuses] == [
            (g.number, b.seat, b.kind, b.points) for g in final.games for b in g.bonuses]
        assert part.lines == tuple(render(theirs.explanation))
        assert part.games == (theirs.game_totals if theirs.rules.hollywood else ())
        assert part.rows[-1].totals == theirs.totals
    if len(sheets) == 1:
        assert view.outcome == tuple(render(sheets[0][1].final().outcome))
    hands = sorted((h for part in view.parts for row in part.rows for h in row.hands),
                   key=lambda h: h.index)
    assert [h.payments for h in hands] == [
        _engine_payments(r.result, len(NAMES[:len(pad.setup.names)])) for r in game.reports]


def _figures(view: SheetView) -> dict[str, Any]:
    """A view's figures and words, but how each hand was entered and explained."""
    data = view.as_dict()
    for part in data["parts"]:
        for row in part["rows"]:
            for hand in row["hands"]:
                del hand["why"], hand["by_cards"]
    return data


@pytest.mark.parametrize("game, players, preset, seed, options", GAMES, ids=IDS)
def test_the_pad_keeps_the_engines_sheet_by_numbers_and_by_cards(
        game: str, players: int, preset: str, seed: int,
        options: tuple[tuple[str, Any], ...]) -> None:
    play = played(game, players, preset, seed, options)
    by_numbers, by_cards = _keep(play, "numbers"), _keep(play, "cards")
    for pad in (by_numbers, by_cards):
        _same_as_the_engine(pad, play)
    for lang in ("en", "nl"):
        assert _figures(by_numbers.sheet(lang)) == _figures(by_cards.sheet(lang))
    assert by_numbers.sheet("en").deals == ()


def test_the_games_reach_every_ending_bonus_and_column() -> None:
    """The seeds above are chosen for what they reach; a change that loses it shows."""
    kinds, seen = set(), set()
    for game, players, preset, seed, options in GAMES:
        play = played(game, players, preset, seed, options)
        kinds |= {r.result.kind if r.result is not None else "draw" for r in play.reports}
        pad = ScorePad(play.setup, [r.numbers for r in play.reports])
        view = pad.sheet("en")
        for part in view.parts:
            seen |= {b.kind for b in part.bonuses}
            seen |= {"shutout"} if part.shutout else set()
            seen |= {"hollywood"} if len(part.games) == 3 else set()
        seen |= {"doubled" for r in play.reports
                 if isinstance(r.result, HandResult) and r.result.doubled}
    assert kinds >= {"knock", "undercut", "gin", "draw", "out"}
    assert seen >= {"game", "box", "shutout", "hollywood", "doubled"}


# ---------------------------------------------------------------- the view and the words

def test_the_sheet_view_says_everything_in_the_pages_language() -> None:
    play = played(*GAMES[4][:4], GAMES[4][4])  # Hollywood
    pad = ScorePad(play.setup, [r.cards for r in play.reports])
    en, nl = pad.sheet("en"), pad.sheet("nl")
    assert (en.title, nl.title) == ("Two-player gin", "Gin voor twee")
    assert (en.rules, nl.rules) == ("Standard, with changes", "Standaard, met wijzigingen")
    row = en.parts[0].rows[0]
    assert row.label == "Hand 1" and nl.parts[0].rows[0].label == "Ronde 1"
    assert len(row.games) == 3 and row.hands[0].by_cards
    assert row.hands[0].why[0].startswith(("Ann", "Bob"))
    assert nl.parts[0].rows[0].hands[0].why[1] != row.hands[0].why[1]
    json.dumps(en.as_dict())  # plain data for the page
    text = pad.export_text("nl")
    assert text.startswith("Scoreblok: Gin voor twee (Standaard, met wijzigingen)\n")
    assert "Spelers: Ann en Bob" in text and nl.outcome[-1] in text


def test_three_player_gin_says_who_sits_out_and_the_tournament_its_standings() -> None:
    pad = ScorePad(PadSetup.checked("gin-3", NAMES[:3], first_dealer=2))
    (deal,) = pad.deals("en")
    assert (deal.dealer, deal.seats) == (2, (0, 1))
    assert deal.words == "Next: Cas deals and sits the hand out; Ann and Bob play."
    play = played(*GAMES[11][:4], GAMES[11][4])
    tour = ScorePad(play.setup, [r.numbers for r in play.reports])
    view = tour.sheet("nl")
    assert len(view.parts) == 6 and view.parts[0].title.startswith("Speelronde 1, tafel 1:")
    assert view.standings[0].words.startswith("1. ") and "partij" in view.standings[0].words
    assert view.outcome and "toernooi" in view.outcome[0]
    fresh = ScorePad(play.setup)
    assert [d.words for d in fresh.deals("en")] == [
        "Table 1: Ann against Bob; cut for the deal, the lower card deals.",
        "Table 2: Cas against Dee; cut for the deal, the lower card deals."]


def test_rummy_by_numbers_and_by_cards_gives_the_same_sheet_and_payments() -> None:
    setup = PadSetup.checked("rummy", NAMES[:3])
    by_cards = ScorePad(setup, [
        read_hand({"ending": "rummy", "player": "1", "cards.0": "KS 5H", "cards.2": "2C"}, 3,
                  "en"),
        read_hand({"ending": "out", "player": "0", "cards.1": "QD QS 3H", "cards.2": "AC"}, 3,
                  "en")])
    by_numbers = ScorePad(setup, [PadHand("rummy", 1, (15, None, 2)),
                                  PadHand("out", 0, (None, 23, 1))])
    assert _figures(by_numbers.sheet("nl")) == _figures(by_cards.sheet("nl"))
    row = by_cards.sheet("en").parts[0].rows[0]
    assert (row.line, row.points) == ("Hand 1: 34 to Bob (rummy).", (None, 34, None))
    assert row.hands[0].payments == (-30, 34, -4)
    assert row.hands[0].why[1:3] == ("Cas pays 2 × 2 = 4 for 2♣.",
                                     "Ann pays 2 × 15 = 30 for 5♥ K♠.")
    assert by_numbers.sheet("en").parts[0].rows[0].hands[0].why[1:3] == (
        "Cas pays 2 × 2 = 4.", "Ann pays 2 × 15 = 30.")
    assert [d.dealer for d in by_cards.deals("en")] == [2]  # three play: the deal goes left


def test_a_drawn_gin_hand_scores_nothing_and_the_same_player_deals_again() -> None:
    pad = ScorePad(PadSetup.checked("gin", ("Ann", "Bob"), first_dealer=1))
    pad.add(read_hand({"ending": "draw"}, 2, "en"))
    row = pad.sheet("nl").parts[0].rows[0]
    assert row.line == "Ronde 1: gelijkspel, niemand scoort." and row.points == (None, None)
    assert row.hands[0].why == ("Een onbesliste ronde: niemand scoort.",)
    assert [d.dealer for d in pad.deals("en")] == [1]


def test_pairs_wait_for_both_tables_and_refuse_a_table_twice() -> None:
    play = played(*GAMES[9][:4], GAMES[9][4])
    pad = ScorePad(play.setup)
    first = play.reports[0].numbers
    pad.add(first)
    part = pad.sheet("en").parts[0]
    assert part.rows[0].line == f"Hand 1: waiting for the hand at table {2 - first.table}."
    assert part.columns == ("Ann & Cas", "Bob & Dee")
    with pytest.raises(PadError) as caught:
        pad.add(first)
    assert caught.value.field == "table"
    assert caught.value.say("nl").startswith(f"Tafel {first.table + 1} heeft ronde 1 al")


# ---------------------------------------------------------------- changing the hands

def _gin_pad() -> tuple[ScorePad, Played]:
    play = played(*GAMES[0][:4], GAMES[0][4])
    return ScorePad(play.setup, [r.numbers for r in play.reports]), play


def test_editing_a_hand_recomputes_everything_after_it() -> None:
    pad, _play = _gin_pad()  # Bob wins all four hands: 9, 13, 20, 15, a shutout at 57
    before = pad.sheet("en")
    assert [row.totals for row in before.parts[0].rows] == [(0, 9), (0, 22), (0, 42), (0, 57)]
    assert before.parts[0].shutout
    second = pad.hand(1)
    assert (second.player, second.counts) == (1, (20, 7))
    pad.edit(1, dataclasses.replace(second, counts=(0, 7), dealer=None))  # Ann laid off all
    after = pad.sheet("en")
    rows = after.parts[0].rows
    assert rows[1].line == "Hand 2: 32 to Ann (undercut)." and rows[1].points == (32, None)
    assert [row.totals for row in rows] == [(0, 9), (32, 9), (32, 29), (32, 44)]
    assert not after.over and after.deals and not after.parts[0].bonuses
    assert pad.hand(1).dealer == second.dealer  # who dealt it did not change
    assert pad.undo() and pad.sheet("en") == dataclasses.replace(before, can_undo=False)
    with pytest.raises(PadError) as caught:  # Bob reaches 50 in hand 2: hand 3 cannot be
        pad.edit(1, dataclasses.replace(second, counts=(60, 7)))
    err = caught.value
    assert (err.field, err.key) == ("hand", "error.later")
    assert err.index == 2
    assert err.say("nl") == "Dan past een latere ronde niet meer: Het spel is uit: begin een " \
                           "nieuw spel."
    assert pad.sheet("en") == dataclasses.replace(before, can_undo=False)


def test_delete_and_undo_and_a_later_hand_that_no_longer_fits() -> None:
    pad, play = _gin_pad()
    total = len(pad.hands)
    pad.delete(total - 1)
    assert len(pad.hands) == total - 1 and not pad.family.over
    assert pad.sheet("en").deals  # the game goes on again
    pad.add(play.reports[-1].numbers)
    assert pad.family.over
    with pytest.raises(PadError) as caught:  # the game is over: no hand after the last
        pad.add(play.reports[0].numbers)
    assert (caught.value.field, caught.value.key) == ("hand", "error.game_over")
    assert pad.undo() and pad.undo() and len(pad.hands) == total
    assert not ScorePad(play.setup).undo()
    pairs = ScorePad(PadSetup.checked("gin-pairs", NAMES[:4]))
    pairs.add(PadHand("knock", 0, (5, 20, None, None), table=0))  # hand 1: Ann against Bob
    pairs.add(PadHand("knock", 2, (None, None, 5, 20), table=1))  # Cas against Dee
    pairs.add(PadHand("knock", 3, (20, None, None, 5), table=0))  # hand 2: Dee against Ann
    with pytest.raises(PadError) as caught:  # without Ann's hand 1, Dee's would be hand 1
        pairs.delete(0)
    err = caught.value
    assert (err.field, err.key, err.index) == ("hand", "error.later", 2)
    assert str(err) == ("Then a later hand no longer fits: Dee does not play this hand: Ann "
                        "and Bob do.")
    assert len(pairs.hands) == 3 and pairs.sheet("en").parts[0].rows[0].points == (30, None)


# ---------------------------------------------------------------- keeping the games

def test_save_and_load_keep_every_game_and_its_undo() -> None:
    book = PadBook()
    pad, _play = _gin_pad()
    book.add(pad)
    second = book.start(PadSetup.checked("rummy", NAMES[:3]), started="2025-06-01")
    second.add(PadHand("rummy", 2, (12, 7, None)))
    second.undo()
    second.add(PadHand("out", 1, (3, None, 4)))
    loaded = PadBook.from_json(book.to_json())
    assert loaded.current == 1 and loaded.pad is not None
    assert [g.sheet("nl") for g in loaded.games] == [g.sheet("nl") for g in book.games]
    assert [s.hands for s in loaded.summaries("en")] == [len(pad.hands), 1]
    assert loaded.pad.started == "2025-06-01" and loaded.pad.undo()
    assert ScorePad.from_json(pad.export_json()).sheet("en") == dataclasses.replace(
        pad.sheet("en"), can_undo=False)
    loaded.remove(0)
    assert loaded.current == 0 and PadBook.from_json("").games == []


@pytest.mark.parametrize("text, key", [
    ("{", "error.save_unreadable"),
    ("[" * 5000, "error.save_unreadable"),
    ('{"format": "something else"}', "error.save_not_pad"),
    ('{"format": "gintutor-score-pad", "version": 2, "games": []}', "error.save_version"),
    ('{"format": "gintutor-score-pad", "version": 1, "games": [{"setup": 5}]}',
     "error.save_game_unreadable"),
    ('{"format": "gintutor-score-pad", "version": 1, "games": [{"setup": {"game": "gin", '
     '"names": ["Ann", "Bob"], "preset": "standard"}, "hands": [{"ending": "knock", '
     '"player": 0, "counts": [12, 30]}]}]}', "error.save_game_n"),
])
def test_a_damaged_save_is_a_clear_error_that_keeps_the_text(text: str, key: str) -> None:
    with pytest.raises(PadSaveError) as caught:
        PadBook.from_json(text)
    err = caught.value
    assert (err.field, err.key, err.text) == ("save", key, text)
    assert str(err) != err.say("nl") and err.say("nl")
    with pytest.raises(PadSaveError):
        ScorePad.from_json(text)


def test_a_save_whose_hand_cannot_be_says_which_game_and_why() -> None:
    text = ('{"format": "gintutor-score-pad", "version": 1, "games": [{"setup": {"game": '
            '"gin", "names": ["Ann", "Bob"], "preset": "standard"}, "hands": [{"ending": '
            '"knock", "player": 0, "counts": [12, 30]}]}]}')
    with pytest.raises(PadSaveError) as caught:
        PadBook.from_json(text)
    assert str(caught.value) == ("Game 1 cannot be read: That cannot be: a knock may keep "
                                 "at most 10 deadwood, not 12.")


# ---------------------------------------------------------------- bad input

def _refused(call: Any) -> PadError:
    with pytest.raises(PadError) as caught:
        call()
    return caught.value


GIN = PadSetup.checked("gin", ("Ann", "Bob"))
OKLAHOMA = PadSetup.checked("gin", ("Ann", "Bob"), "oklahoma")
RING = PadSetup.checked("gin-7", ("Ann", "Bob", "Cas", "Dee"))
RUMMY = PadSetup.checked("rummy", ("Ann", "Bob", "Cas"))
GIN_3 = PadSetup.checked("gin-3", ("Ann", "Bob", "Cas"))  # Ann deals first and sits out
BAD_HANDS: list[tuple[PadSetup, dict[str, str], str, str, str, str]] = [
    (GIN, {"ending": "knock", "player": "0", "count.0": "12", "count.1": "30"}, "count.0",
     "That cannot be: a knock may keep at most 10 deadwood, not 12.",
     "Dat kan niet: wie klopt houdt hoogstens 10 dood hout over, niet 12.", "knock limit"),
    (GIN, {"ending": "knock", "player": "0", "count.0": "4", "count.1": "99"}, "count.1",
     "That cannot be: 10 cards hold at most 98 deadwood, not 99.",
     "Dat kan niet: 10 kaarten hebben hoogstens 98 dood hout, niet 99.", "no hand has it"),
    # the knocker's 99 breaks the knock limit first (it was refused as 'at most 98')
    (GIN, {"ending": "knock", "player": "0", "count.0": "99", "count.1": "9"}, "count.0",
     "That cannot be: a knock may keep at most 10 deadwood, not 99.",
     "Dat kan niet: wie klopt houdt hoogstens 10 dood hout over, niet 99.",
     "knock limit before the hand's most"),
    (GIN, {"ending": "gin", "player": "1", "count.1": "3", "count.0": "30"}, "count.1",
     "That cannot be: gin leaves no deadwood, not 3.",
     "Dat kan niet: bij gin blijft er geen dood hout over, niet 3.", "gin with deadwood"),
    (RING, {"ending": "knock", "player": "0", "count.0": "2", "count.1": "70",
            "count.2": "70", "count.3": "70", "upcard": "9C"}, "counts",
     "That cannot be: together 3 hands of 7 cards hold at most 204 deadwood, not 210.",
     "Dat kan niet: samen hebben 3 handen van 7 kaarten hoogstens 204 dood hout, niet 210.",
     "a total that cannot happen"),
    (RUMMY, {"ending": "out", "player": "0", "count.1": "71", "count.2": "3"}, "count.1",
     "That cannot be: 7 cards are worth at most 70 points, not 71.",
     "Dat kan niet: 7 kaarten zijn hoogstens 70 punten waard, niet 71.", "rummy points"),
    (GIN, {"ending": "knock", "player": "0", "count.0": "4"}, "count.1",
     "Give what Bob kept.", "Vul in wat Bob overhield.", "a count left out"),
    (GIN, {"ending": "knock", "count.0": "4", "count.1": "9"}, "player",
     "Say who knocked, went gin or went out.", "Kies wie er klopte, gin maakte of uitging.",
     "nobody knocked"),
    (GIN, {"ending": "out", "player": "0", "count.1": "9"}, "ending",
     "A hand of this game does not end that way.", "Een ronde van dit spel eindigt niet zo.",
     "a Rummy ending in gin"),
    (PadSetup.checked("gin", ("Ann", "Bob"), "hoyle"),
     {"ending": "big_gin", "player": "0", "count.1": "9"}, "ending",
     "Big gin is not played under these house rules.",
     "Big gin wordt met deze huisregels niet gespeeld.", "big gin not played"),
    (OKLAHOMA, {"ending": "knock", "player": "0", "count.0": "4", "count.1": "9"}, "upcard",
     "These house rules read the first upcard: give it.",
     "Deze huisregels kijken naar de eerste open kaart: vul die in.", "the upcard left out"),
    (GIN, {"ending": "knock", "player": "0", "cards.0": "AS 2S 3S 4S 5C 5D 5H 9H 9C 9D",
           "cards.1": "KS KD KC 2H 2D 2C 6D 7D 8D 9H"}, "cards.1",
     "9♥ is given twice: look at Ann and Bob.", "9♥ staat er twee keer: kijk bij Ann en Bob.",
     "cards given twice"),
    (GIN, {"ending": "knock", "player": "0", "cards.0": "AS 2S 3S 4S 5C 5D 5H 9H 9C",
           "cards.1": "KS KD KC 2H 2D 2C 6D 7D 8D 8C"}, "cards.0",
     "Ann holds 10 cards here, not 9.", "Ann heeft hier 10 kaarten, niet 9.",
     "the wrong number of cards"),
    (GIN, {"ending": "knock", "player": "0", "cards.0": "7H 8H 9H 2C 2D 2S 4C 4D KS KC",
           "cards.1": "AC AD AH 3S 4S 5S 6C 6D 6S 2H"}, "cards.0",
     "With these cards Ann keeps at least 28 deadwood, above the knock limit of 10.",
     "Met deze kaarten houdt Ann minstens 28 dood hout over, boven de klopgrens van 10.",
     "a knock that is not legal"),
    (GIN, {"ending": "gin", "player": "0", "cards.0": "7H 8H 9H 2C 2D 2S 4C 4D 4S AC",
           "cards.1": "AD AH 3S 5S 6C 6D 6S 2H KS KC"}, "cards.0",
     "With these cards Ann keeps 1 deadwood: that is no gin.",
     "Met deze kaarten houdt Ann 1 dood hout over: dat is geen gin.", "gin that is not"),
    (GIN, {"ending": "knock", "player": "0", "cards.0": "7H 8H 9H 2C 2D 2S 4C 4D 4S AC",
           "cards.1": "AD AH 3S 5S 6C 6D 6S 2H KS KC", "melds": "7H 8H 9H; 2C 2D 4C"},
     "melds", "The melds shown: 2♣ 2♦ 4♣ is not a set: a set needs the same rank, and 4♣ is "
     "not a two.", "De getoonde combinaties: 2♣ 2♦ 4♣ is geen set: in een set hebben alle "
     "kaarten dezelfde rang, en 4♣ is geen twee.", "melds that are not"),
    (GIN_3, {"ending": "knock", "player": "0", "count.0": "4", "count.1": "9"}, "player",
     "Ann does not play this hand: Bob and Cas do.",
     "Ann speelt deze ronde niet mee: Bob en Cas wel.", "the dealer sits out"),
    (GIN_3, {"ending": "knock", "player": "1", "count.0": "3", "count.1": "4", "count.2": "9"},
     "count.0", "Ann does not play this hand: leave this empty.",
     "Ann speelt deze ronde niet mee: laat dit leeg.", "a count of who sat out"),
    (RUMMY, {"ending": "out", "player": "0", "count.0": "5", "count.1": "2", "count.2": "3"},
     "count.0", "That cannot be: whoever goes out holds no cards, so 0 points, not 5.",
     "Dat kan niet: wie uitgaat heeft geen kaarten meer, dus 0 punten, niet 5.",
     "points of who went out"),
    (RUMMY, {"ending": "out", "player": "0", "cards.0": "KS", "cards.1": "2C", "cards.2": "3C"},
     "cards.0", "Ann went out and holds no cards: leave this empty.",
     "Ann ging uit en heeft geen kaarten meer: laat dit leeg.", "cards of who went out"),
    (RUMMY, {"ending": "rummy", "player": "0", "cards.1": "2C 3C 4C 5C 6C 7C 8C 9C",
             "cards.2": "3H"}, "cards.1", "Bob holds from 1 to 7 cards here, not 8.",
     "Bob heeft hier 1 tot 7 kaarten, niet 8.", "too many cards left in Rummy"),
    (GIN, {"ending": "knock", "player": "2", "count.0": "4", "count.1": "9"}, "player",
     "3 does not play this hand: Ann and Bob do.", "3 speelt deze ronde niet mee: Ann en Bob "
     "wel.", "a seat that is not there"),
]


@pytest.mark.parametrize("setup, fields, field, english, dutch, what", BAD_HANDS,
                         ids=[case[-1] for case in BAD_HANDS])
def test_a_bad_hand_is_refused_beside_its_field_in_both_languages(
        setup: PadSetup, fields: dict[str, str], field: str, english: str, dutch: str,
        what: str) -> None:
    pad = ScorePad(setup)
    hand = read_hand(fields, len(setup.names), "en")
    err = _refused(lambda: pad.add(hand))
    assert (err.field, str(err), err.say("nl")) == (field, english, dutch)
    assert isinstance(err, ValueError) and pad.hands == () and not pad.can_undo


@pytest.mark.parametrize("fields, field, english, dutch", [
    ({"ending": "knock", "count.0": "x"}, "count.0", "Write a whole number, like 12, not 'x'.",
     "Schrijf een heel getal, zoals 12, niet 'x'."),
    ({"ending": "knock", "count.1": "²"}, "count.1", "Write a whole number, like 12, not '²'.",
     "Schrijf een heel getal, zoals 12, niet '²'."),
    ({"ending": "knock", "cards.1": "9H 10♥ QQ"}, "cards.1",
     "'QQ' is not a card: write a rank and a suit, like 10H, Q♠ or A♦.",
     "'QQ' is geen kaart: schrijf een rang en een kleur, zoals 10H, V♠ of A♦."),
    ({"ending": "knock", "upcard": "1H"}, "upcard",
     "'1H' is not a card: write a rank and a suit, like 10H, Q♠ or A♦.",
     "'1H' is geen kaart: schrijf een rang en een kleur, zoals 10H, V♠ of A♦."),
    ({"ending": "won"}, "ending", "Say how the hand ended.", "Kies hoe de ronde is afgelopen."),
])
def test_a_form_that_cannot_be_read_says_which_field(fields: dict[str, str], field: str,
                                                     english: str, dutch: str) -> None:
    err = _refused(lambda: read_hand(fields, 2, "en"))
    assert (err.field, str(err), err.say("nl")) == (field, english, dutch)


def test_dutch_card_letters_are_read_and_kept_as_codes() -> None:
    hand = read_hand({"ending": "knock", "player": "0", "cards.0": "V♥ hs 10♣",
                      "melds": "B♣ V♣ H♣"}, 2, "nl")
    assert hand.cards == ("QH KS TC", "") and hand.melds == "JC QC KC"
    pad = ScorePad(GIN, [read_hand({"ending": "gin", "player": "0", "cards.0":
                                    "AS 2S 3S 4S 5C 5D 5H 9H 9C 9D",
                                    "cards.1": "KS KD KC 2H 2D 2C 6D 7D 8D 8C"}, 2, "en")])
    assert pad.hand_fields(0, "nl")["cards.1"] == "H♠ H♦ H♣ 2♥ 2♦ 2♣ 6♦ 7♦ 8♦ 8♣"


@pytest.mark.parametrize("fields, field, english", [
    ({"game": "canasta"}, "game", "There is no game 'canasta' on the pad."),
    ({"game": "gin-3", "name.0": "Ann", "name.1": "Bob"}, "players",
     "This game is for 3 players, not 2."),
    ({"game": "gin", "name.0": "Ann", "name.1": " "}, "name.1", "Player 2 needs a name."),
    ({"game": "gin", "name.0": "Ann", "name.1": "ann"}, "name.1",
     "ann is already playing: give each player a name of their own."),
    ({"game": "gin", "name.0": "Ann", "name.1": "Bob", "preset": "short"}, "preset",
     "This game has no house rules 'short'."),
    ({"game": "gin", "name.0": "Ann", "name.1": "Bob", "option.target": "ten"},
     "option.target", "Write a whole number, like 12, not 'ten'."),
    ({"game": "gin", "name.0": "Ann", "name.1": "Bob", "option.gin_bonus": "-5"},
     "option.gin_bonus", "These house rules cannot take -5 here."),
    ({"game": "gin-3", "name.0": "A", "name.1": "B", "name.2": "C", "option.hollywood": "on"},
     "option.hollywood", "This game has no house rule 'hollywood'."),
    ({"game": "gin", "name.0": "Ann", "name.1": "Bob", "dealer": "2"}, "dealer",
     "There is no player 3 at this table."),
])
def test_a_bad_setup_is_refused_beside_its_field(fields: dict[str, str], field: str,
                                                 english: str) -> None:
    err = _refused(lambda: read_setup(fields))
    assert (err.field, str(err)) == (field, english)
    assert err.say("nl") != english


@pytest.mark.parametrize("module", ["setup", "entry", "errors", "book"])
def test_the_examples_in_the_pads_docstrings_hold(module: str) -> None:
    result = doctest.testmod(importlib.import_module(f"gintutor.score_pad.{module}"),
                             optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0


def test_the_target_the_players_agree_holds_at_their_table_and_the_form_asks_the_upcard() -> None:
    """The setup's ``target`` is the score this table plays to (Rummy for five has a
    target of its own, which it sets too); a bad one is refused beside it. The entry
    form asks for the first upcard exactly when the house rules read it."""
    names = {f"name.{n}": name for n, name in enumerate(NAMES[:5])}
    five = read_setup({"game": "rummy", "target": "120", **names})
    four = read_setup({"game": "rummy", "target": "120", **{k: v for k, v in names.items()
                                                           if k != "name.4"}})
    assert five.rules().target_for(5) == 120 and four.rules().target_for(4) == 120
    assert four.rules().target_five_or_more == read_setup(
        {"game": "rummy", **names}).rules().target_five_or_more == 150
    assert read_setup({"game": "gin", "name.0": "A", "name.1": "B", "target": ""}
                      ).rules().target == 100
    for bad in ("0", "many"):
        err = _refused(lambda bad=bad: read_setup({"game": "gin", "name.0": "A",
                                                   "name.1": "B", "target": bad}))
        assert err.field == "target" and bad in str(err)
    asks = {preset: ScorePad(read_setup({"game": "gin", "name.0": "A", "name.1": "B",
                                         "preset": preset})).needs_upcard
            for preset in ("standard", "oklahoma")}
    assert asks == {"standard": False, "oklahoma": True}
    spades = read_setup({"game": "gin", "name.0": "A", "name.1": "B",
                         "option.spade_doubles": "on"})
    assert ScorePad(spades).needs_upcard
    assert not ScorePad(read_setup({"game": "rummy", **names})).needs_upcard
