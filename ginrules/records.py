"""The replayable record of a game or of its hands (docs/engine.md, "Self-play records").

A record holds, for every finished hand, the deal (every seat's cards, the upcard, the
stock in draw order), every move with its seat, the new stocks, the final cards, melds,
layoffs and credits: enough to play the hand again with the rules alone. ``python -m
ginrules selfplay`` writes one for a computer-only game and ``replay`` checks it; the
tutor keeps the learner's practice hands in the same format and its review replays them
(:func:`replay_hand`), so a record from either is read the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ginrules.table.endings import ending_of
from ginrules.table.seats import Table
from ginrules.table.variants import Variant

if TYPE_CHECKING:  # the game modules load only when a record is made or replayed
    from ginrules.gin.hand import Hand
    from ginrules.rummy.hand import RummyHand
    from ginrules.table.game import Cut, Game
    from ginrules.table.match import Match
    from ginrules.table.rules import Rules

__all__ = [
    "PERSONS_KEYS",
    "READABLE_RECORDS",
    "SELFPLAY_FORMAT",
    "SELFPLAY_VERSION",
    "as_version_2",
    "gin_deal",
    "gin_parts",
    "hand_record",
    "play_and_record",
    "record_table",
    "replay_hand",
    "replay_hands",
    "rummy_deal",
    "rummy_parts",
    "selfplay_record",
    "totals",
]


SELFPLAY_FORMAT = "ginrules-selfplay"
#: 2: every hand's deal, moves with seats and final cards. 3: the whole score sheet (each
#: game's bonuses, who reached the target, the settlement; Hollywood's three games), the
#: meld each layoff went onto, the cut, a tournament's meetings and, at two card tables,
#: the table of every move (docs/engine.md, "Self-play records").
SELFPLAY_VERSION = 3
READABLE_RECORDS = (2, 3)
#: What a record of a game a person played adds (the tutor's kept practice games): the
#: seat the person played (``learner``, whose hands the review reviews first) and the
#: name the game is kept under (``id``). A record without them reads the same.
PERSONS_KEYS = ("id", "learner")


def _codes(cards: Sequence[Any]) -> list[str]:
    return [c.code for c in cards]


def totals(game: Game | Match) -> list[int]:
    """Each seat's points so far: its game total, its team's (pairs) or its meeting's."""
    from ginrules.table.match import Match

    if isinstance(game, Match):
        return list(game.scores())
    return list(game.sheet.totals)


def _cut_record(cut: Cut) -> dict[str, Any]:
    """The cut for the first deal: every round of cards (one per seat; a tie for the
    lowest cuts again) and the seat that deals."""
    return {"rounds": [_codes(cards) for cards in cut.cards], "dealer": cut.dealer}


#: The parts of a hand's record its flow writes its own way (the hand flow's
#: ``record_parts``): melds and layoffs per seat, credits, points per seat, and what the
#: record adds of the table at the end (written after the hand's number).
_Parts = tuple[list[list[list[str]]], list[list[dict[str, Any]]], list[list[Any]], list[int],
               dict[str, Any]]


def rummy_parts(game: Game | Match, hand: RummyHand) -> _Parts:
    """A Rummy hand's melds and layoffs per seat (as laid; a layoff names the meld of the
    final table it went onto), its payments and points, and the melds on the table at
    the end with their owners (``final_table``)."""
    size = hand.table.size
    melds: list[list[list[str]]] = [[] for _ in range(size)]
    layoffs: list[list[dict[str, Any]]] = [[] for _ in range(size)]
    final_table = hand.state.table
    for e in hand.state.events:
        if e.kind == "meld":
            melds[e.player].append(_codes(e.cards))
        elif e.kind == "lay_off" and e.card is not None:
            onto = next(i for i, m in enumerate(final_table) if e.card in m.cards)
            layoffs[e.player].append({"card": e.card.code, "onto": onto})
    res = hand.result
    points = [0] * size
    credits: list[list[Any]] = []
    if res is not None:
        points[res.winner_seat] = res.points
        credits = [[res.winner_seat, paid, payer] for payer, paid in res.payments]
    at_end = {"final_table": [{"owner": m.owner, "cards": _codes(m.cards)}
                              for m in final_table]}
    return melds, layoffs, credits, points, at_end


def gin_parts(game: Game | Match, hand: Hand) -> _Parts:
    """A gin hand's melds and layoffs per seat at the showdown (a layoff names the
    knocker's meld it went onto, by its place in the knocker's melds), credits, points;
    nothing more of the table at the end."""
    res = hand.result
    points = [0] * game.table.size
    for credit in () if res is None else res.credits:
        points[credit.seat] += credit.points
    melds: list[list[list[str]]] = [[] for _ in game.table.seats]
    layoffs: list[list[dict[str, Any]]] = [[] for _ in game.table.seats]
    if res is None:
        return melds, layoffs, [], points, {}
    melds[res.knocker_seat] = [_codes(m.cards) for m in res.knocker_arrangement.melds]
    for spread in res.spreads:  # every defender, in turn from the knocker's left
        melds[spread.seat] = [_codes(m.cards) for m in spread.spread.defender_melds]
        layoffs[spread.seat] = [{"card": lo.card.code, "onto": lo.meld_index}
                                for lo in spread.spread.layoffs]
    return melds, layoffs, [[c.seat, c.points, c.payer] for c in res.credits], points, {}


def hand_record(game: Game | Match, hand: Hand | RummyHand) -> dict[str, Any]:
    """One finished hand of a game, enough to replay it with the rules alone: the deal
    (every seat's cards, the upcard, the stock in draw order), every move with its seat,
    the cards and melds each seat ended with, and who scored what from whom. A hand of a
    four-player game also says at which card table and in which round it was played."""
    from ginrules.table.hand_flows import hand_flow
    from ginrules.table.match import Match

    dealt = hand.dealt
    melds, layoffs, credits, points, at_end = hand_flow(game.variant.hand_flow).record_parts(
        game, hand)
    ending = ending_of(hand.result).name
    where: dict[str, Any] = dict(at_end)
    if isinstance(game, Match):
        where = {"table": next(t for t, h in enumerate(game.hands) if h is hand) + 1}
        if not game.is_pairs:
            where["round"] = game.round
    return {"number": game.hand_number, **where, "dealer": hand.dealer,
            "seats": list(dealt.active),
            "dealt": [_codes(h) for h in dealt.hands], "upcard": dealt.upcard.code,
            "stock": _codes(tuple(reversed(dealt.stock))),
            "moves": [{"seat": seat, "action": str(act)} for seat, act in hand.moves()],
            "new_stocks": [_codes(stock) for stock in hand.new_stocks()],
            "final": [_codes(h) for h in hand.state.hands], "melds": melds, "layoffs": layoffs,
            "ending": ending, "credits": credits, "points": points, "totals": totals(game)}


def selfplay_record(game: Game | Match, strengths: Sequence[str],
                     hands: list[dict[str, Any]]) -> dict[str, Any]:
    """The record of a computer-only game (docs/engine.md, "Self-play records")."""
    from ginrules.table.match import Match

    result: dict[str, Any]
    if isinstance(game, Match) and game.sheet is not None:  # pairs: the team sheet
        result = {"cut": _cut_record(game.cut), "teams": list(game.sheet.table.names),
                  "team_totals": list(game.sheet.totals), "sheet": game.sheet.record(),
                  "winner": game.sheet.winner if game.sheet.is_over else None}
    elif isinstance(game, Match):  # tournament: each meeting's own sheet, the standings
        result = {"meetings": [{
            "round": m.round, "table": m.table + 1, "seats": list(m.seats),
            "cut": None if m.cut is None else _cut_record(m.cut), "hands": m.hands,
            "over": m.is_over(), "winner": m.winner(),
            "points": list(m.points()), "sheet": m.sheet.record(),
        } for m in game._all_meetings()],
            "standings": [{"seat": r.seat, "games": r.games, "points": r.points}
                          for r in game.standings()]}
    else:
        result = {"cut": _cut_record(game.cut), "sheet": game.sheet.record(),
                  "winner": game.sheet.winner if game.sheet.is_over else None}
    if isinstance(game, Match):  # how the two card tables' moves interleave
        result["tables"] = [None if t is None else t + 1 for t in game.move_tables]
    return {"format": SELFPLAY_FORMAT, "version": SELFPLAY_VERSION,
            "variant": game.variant.name, "players": list(game.table.names),
            "rules": game.rules.to_dict(), "seed": game.seed, "strengths": list(strengths),
            "hands": hands, "totals": totals(game), **result, "game": game.to_dict()}


def as_version_2(record: dict[str, Any]) -> dict[str, Any]:
    """What a version 2 record said of the same game: no sheet, cut, meetings or tables,
    and each layoff as its card alone."""
    hands = [{**h, "layoffs": [[lo["card"] for lo in seat] for seat in h["layoffs"]]}
             for h in record["hands"]]
    return {**record, "version": 2, "hands": hands}


def play_and_record(game: Game | Match, act: Any, hands: list[dict[str, Any]],
                    seat: int | None = None) -> None:
    """Apply one move; a hand that it ends is added to ``hands``."""
    hand = game.hand
    game.apply(act, seat)
    if act != "next hand" and str(act) != "next hand" and hand.is_over:
        hands.append(hand_record(game, hand))


def replay_hands(game_data: Any) -> tuple[Game | Match, list[dict[str, Any]]]:
    """Play a saved game's moves again, noting each hand as it ends."""
    from ginrules.table.match import game_from_dict

    checked = game_from_dict(game_data)  # the checksum and the final state are checked
    return _played_again(checked)


def finished_hands(game: Game | Match) -> list[dict[str, Any]]:
    """The record of every hand of ``game`` that has ended so far (a game being played:
    its moves played again on a new deal of the same seed)."""
    return _played_again(game)[1]


def _played_again(game: Game | Match) -> tuple[Game | Match, list[dict[str, Any]]]:
    from ginrules.table.match import new_game

    again = new_game(game.rules, game.seed, game.table, game.variant, game.save_version)
    hands: list[dict[str, Any]] = []
    for act in game.actions:
        play_and_record(again, act, hands)
    return again, hands


def record_table(names: Sequence[str], variant: Variant) -> Table:
    """The table a record's game was played at: its players' names, in teams when the
    game is played in pairs (the variant says which seat is in which team)."""
    return Table.of(names, variant.teams)


def replay_hand(rules: Rules, table: Table, variant: Variant,
                record: dict[str, Any]) -> Hand | RummyHand:
    """A hand dealt as one hand's record says (its dealer, seats, every seat's cards, the
    upcard, the stock in draw order and the new stocks), with no move played yet: play
    the record's ``moves`` on it to see the hand again. Raises ValueError (or the
    engine's errors, which are ValueErrors too) for a deal no game could have dealt."""
    from ginrules.table.hand_flows import hand_flow

    hand: Hand | RummyHand = hand_flow(variant.hand_flow).deal_recorded(rules, table, variant,
                                                                        record)
    return hand


def gin_deal(rules: Rules, table: Table, variant: Variant, record: dict[str, Any]) -> Hand:
    """A gin hand dealt as its record says: the seats that play it, their cards, the
    upcard, the stock and every new stock shuffled when the stock ran out."""
    from ginrules.gin.hand import Hand

    return Hand.arranged(rules, record["dealer"], record["dealt"], record["upcard"],
                         record["stock"], table=table, variant=variant,
                         new_stocks=record["new_stocks"], active=record["seats"])


def rummy_deal(rules: Rules, table: Table, variant: Variant,
               record: dict[str, Any]) -> RummyHand:
    """A Rummy hand dealt as its record says: Rummy deals every seat and never shuffles a
    new stock (the pile is turned over)."""
    from ginrules.rummy.hand import RummyHand

    return RummyHand.arranged(rules, record["dealer"], record["dealt"], record["upcard"],
                              record["stock"], players=table)
