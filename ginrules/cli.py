"""Command line: ``python -m ginrules`` (or the ``ginrules`` console script).

Sub-commands take cards as text (quoted or not) and print the explanation in
English or Dutch (``--lang nl``), or JSON with ``--json``::

    ginrules deadwood 7H 8H 9H 7C 7D 7S KS 3D 2C 4C
    ginrules discards AS 2S 3S 4S 5C 5D 5H 9H 9C 9D KD --rules oklahoma --upcard 7D
    ginrules knock 7H 8H 9H TH 2C 2D 2S 4C 4D AS --rules nl-klassiek
    ginrules meld QS KS AS
    ginrules layoff --melds "7H-8H-9H-TH AS-AD-AC" JH 6H 4C 4D 2S 2C 2D KS KC KD
    ginrules score --knocker "AS 2S 3S 4S 5C 5D 5H 9H 9C 9D" \\
                   --defender "KS KD KC 2H 2D 2C 6D 7D 8D 8C"
    ginrules rules --rules hoyle
    ginrules selfplay --seed 7 --strengths club,expert > game.json
    ginrules replay game.json

Exit status: 0 on success, 2 on bad input (the message says what is wrong).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .arrangement import all_best_arrangements, best_arrangement, discard_options, knock_check
from .cards import parse_card, parse_cards
from .errors import GinRulesError
from .explain import Step, render
from .layoff import lay_off
from .melds import Meld, check_meld, melds_from_text
from .rules import Rules
from .scoring import score_hand

if TYPE_CHECKING:  # the game modules load only for the commands that play
    from .game import Cut, Game, Hand
    from .match import Match
    from .rummy import RummyHand

__all__ = ["main"]


def _cards_arg(words: Sequence[str]) -> str:
    return " ".join(words)


def _value(text: str) -> Any:
    low = text.strip().lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    if low in ("none", "null"):
        return None
    try:
        return int(low)
    except ValueError:
        return text.strip()


def _rules(args: argparse.Namespace, variant: str = "gin") -> Rules:
    rules = Rules.preset(args.rules, variant)
    options = {}
    for item in args.option or ():
        if "=" not in item:
            raise GinRulesError(f"--option needs NAME=VALUE, not {item!r}")
        name, _, value = item.partition("=")
        options[name.strip()] = _value(value)
    return rules.with_options(**options) if options else rules


def _emit(args: argparse.Namespace, data: dict[str, Any], lines: list[str]) -> None:
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        for line in lines:
            print(line)


def _cmd_deadwood(args: argparse.Namespace) -> None:
    cards = parse_cards(_cards_arg(args.cards))
    arrs = all_best_arrangements(cards) if args.all else [best_arrangement(cards)]
    lines: list[str] = []
    for n, arr in enumerate(arrs, start=1):
        if args.all:
            lines.append(f"#{n}")
        lines.extend(render(arr.explanation, args.lang))
    data = {"deadwood_count": arrs[0].deadwood_count,
            "arrangements": [{**a.to_dict(), "explanation": [s.to_dict() for s in a.explanation]}
                             for a in arrs]}
    _emit(args, data, lines)


def _cmd_discards(args: argparse.Namespace) -> None:
    upcard = parse_card(args.upcard) if args.upcard else None
    opts = discard_options(parse_cards(_cards_arg(args.cards)), _rules(args), upcard)
    lines = [render(o.explanation[0], args.lang) for o in opts]
    data = {"options": [{"discard": o.discard.code, "deadwood": o.deadwood,
                         "can_knock": o.can_knock, "is_gin": o.is_gin,
                         "arrangement": o.arrangement.to_dict()} for o in opts]}
    _emit(args, data, lines)


def _cmd_knock(args: argparse.Namespace) -> None:
    upcard = parse_card(args.upcard) if args.upcard else None
    check = knock_check(parse_cards(_cards_arg(args.cards)), _rules(args), upcard)
    data = {"can_knock": check.can_knock, "is_gin": check.is_gin, "deadwood": check.deadwood,
            "limit": check.limit, "arrangement": check.arrangement.to_dict(),
            "explanation": [s.to_dict() for s in check.explanation]}
    _emit(args, data, render(check.explanation, args.lang))


def _cmd_meld(args: argparse.Namespace) -> None:
    verdict = check_meld(parse_cards(_cards_arg(args.cards)))
    data = {"is_meld": verdict.is_meld,
            "kind": None if verdict.kind is None else verdict.kind.value,
            "explanation": [s.to_dict() for s in verdict.explanation]}
    _emit(args, data, render(verdict.explanation, args.lang))


def _cmd_layoff(args: argparse.Namespace) -> None:
    res = lay_off(parse_cards(_cards_arg(args.cards)), melds_from_text(args.melds))
    data = {**res.to_dict(), "explanation": [s.to_dict() for s in res.explanation]}
    _emit(args, data, render(res.explanation, args.lang))


def _cmd_score(args: argparse.Namespace) -> None:
    upcard = parse_card(args.upcard) if args.upcard else None
    melds: tuple[Meld, ...] | None
    if args.melds is None:
        melds = None
    elif args.melds.strip().lower() == "nothing":  # a knock that shows no meld
        melds = ()
    else:
        melds = melds_from_text(args.melds)
    res = score_hand(parse_cards(args.knocker), parse_cards(args.defender), _rules(args),
                     knocker_melds=melds, upcard=upcard)
    summary = Step("score.summary", {"who": res.winner, "points": res.points, "kind": res.kind})
    _emit(args, res.to_dict(), [render(summary, args.lang), *render(res.explanation, args.lang)])


def _cmd_rules(args: argparse.Namespace) -> None:
    rules = _rules(args)
    data = rules.to_dict()
    _emit(args, data, [f"{k} = {v!r}" for k, v in data.items()])


SELFPLAY_FORMAT = "ginrules-selfplay"
#: 2: every hand's deal, moves with seats and final cards. 3: the whole score sheet (each
#: game's bonuses, who reached the target, the settlement; Hollywood's three games), the
#: meld each layoff went onto, the cut, a tournament's meetings and, at two card tables,
#: the table of every move (docs/engine.md, "Self-play records").
SELFPLAY_VERSION = 3
_READABLE_RECORDS = (2, 3)


def _codes(cards: Sequence[Any]) -> list[str]:
    return [c.code for c in cards]


def _totals(game: Game | Match) -> list[int]:
    """Each seat's points so far: its game total, its team's (pairs) or its meeting's."""
    from .match import Match

    if isinstance(game, Match):
        return list(game.scores())
    return list(game.sheet.totals)


def _cut_record(cut: Cut) -> dict[str, Any]:
    """The cut for the first deal: every round of cards (one per seat; a tie for the
    lowest cuts again) and the seat that deals."""
    return {"rounds": [_codes(cards) for cards in cut.cards], "dealer": cut.dealer}


_Parts = tuple[list[list[list[str]]], list[list[dict[str, Any]]], list[list[Any]], list[int]]


def _rummy_parts(hand: RummyHand) -> _Parts:
    """A Rummy hand's melds and layoffs per seat (as laid; a layoff names the meld of the
    final table it went onto), its payments and points."""
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
    return melds, layoffs, credits, points


def _gin_parts(game: Game | Match, hand: Hand) -> _Parts:
    """A gin hand's melds and layoffs per seat at the showdown (a layoff names the
    knocker's meld it went onto, by its place in the knocker's melds), credits, points."""
    res = hand.result
    points = [0] * game.table.size
    for credit in () if res is None else res.credits:
        points[credit.seat] += credit.points
    melds: list[list[list[str]]] = [[] for _ in game.table.seats]
    layoffs: list[list[dict[str, Any]]] = [[] for _ in game.table.seats]
    if res is None:
        return melds, layoffs, [], points
    melds[res.knocker_seat] = [_codes(m.cards) for m in res.knocker_arrangement.melds]
    for spread in res.spreads:  # every defender, in turn from the knocker's left
        melds[spread.seat] = [_codes(m.cards) for m in spread.spread.defender_melds]
        layoffs[spread.seat] = [{"card": lo.card.code, "onto": lo.meld_index}
                                for lo in spread.spread.layoffs]
    return melds, layoffs, [[c.seat, c.points, c.payer] for c in res.credits], points


def _hand_record(game: Game | Match, hand: Hand | RummyHand) -> dict[str, Any]:
    """One finished hand of a game, enough to replay it with the rules alone: the deal
    (every seat's cards, the upcard, the stock in draw order), every move with its seat,
    the cards and melds each seat ended with, and who scored what from whom. A hand of a
    four-player game also says at which card table and in which round it was played."""
    from .match import Match
    from .rummy import RummyHand

    dealt = hand.dealt
    melds, layoffs, credits, points = (_rummy_parts(hand) if isinstance(hand, RummyHand)
                                       else _gin_parts(game, hand))
    ending = "draw" if hand.result is None else hand.result.kind
    where: dict[str, Any] = {}
    if isinstance(hand, RummyHand):  # the melds on the table at the end, with their owners
        where["final_table"] = [{"owner": m.owner, "cards": _codes(m.cards)}
                                for m in hand.state.table]
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
            "ending": ending, "credits": credits, "points": points, "totals": _totals(game)}


def _selfplay_record(game: Game | Match, strengths: Sequence[str],
                     hands: list[dict[str, Any]]) -> dict[str, Any]:
    """The record of a computer-only game (docs/engine.md, "Self-play records")."""
    from .match import Match

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
            "hands": hands, "totals": _totals(game), **result, "game": game.to_dict()}


def _as_version_2(record: dict[str, Any]) -> dict[str, Any]:
    """What a version 2 record said of the same game: no sheet, cut, meetings or tables,
    and each layoff as its card alone."""
    hands = [{**h, "layoffs": [[lo["card"] for lo in seat] for seat in h["layoffs"]]}
             for h in record["hands"]]
    return {**record, "version": 2, "hands": hands}


def _play(game: Game | Match, act: Any, hands: list[dict[str, Any]],
          seat: int | None = None) -> None:
    """Apply one move; a hand that it ends is added to ``hands``."""
    hand = game.hand
    game.apply(act, seat)
    if act != "next hand" and str(act) != "next hand" and hand.is_over:
        hands.append(_hand_record(game, hand))


def _replay_hands(game_data: Any) -> tuple[Game | Match, list[dict[str, Any]]]:
    """Play a saved game's moves again, noting each hand as it ends."""
    from .match import game_from_dict, new_game

    checked = game_from_dict(game_data)  # the checksum and the final state are checked
    game = new_game(checked.rules, checked.seed, checked.table, checked.variant,
                    checked.save_version)
    hands: list[dict[str, Any]] = []
    for act in checked.actions:
        _play(game, act, hands)
    return game, hands


def _first_difference(said: Any, found: Any, path: str) -> str | None:
    """Where a record says something its moves do not give ('hands[3].layoffs[1]'), or
    None when it all holds."""
    if isinstance(found, dict):
        if not isinstance(said, dict):
            return path
        for key in found:
            where = _first_difference(said.get(key, _MISSING), found[key],
                                      f"{path}.{key}" if path else key)
            if where is not None:
                return where
        extra = sorted(set(said) - set(found))
        return f"{path}.{extra[0]}" if extra and path else (extra[0] if extra else None)
    if isinstance(found, list):
        if not isinstance(said, list) or len(said) != len(found):
            return path
        for i, (a, b) in enumerate(zip(said, found, strict=True)):
            where = _first_difference(a, b, f"{path}[{i}]")
            if where is not None:
                return where
        return None
    return None if said == found and type(said) is type(found) else path


_MISSING = object()


def _cmd_selfplay(args: argparse.Namespace) -> None:
    from .match import new_game
    from .opponent import STRENGTHS, choose
    from .variants import find_variant
    from .view import GamePhase

    variant = find_variant(args.variant)
    seats = variant.seats[0] if args.players is None else variant.check_seats(args.players)
    strengths = [s.strip() for s in args.strengths.split(",")]
    if len(strengths) == 1:
        strengths *= seats
    if len(strengths) != seats or any(s not in STRENGTHS for s in strengths):
        raise GinRulesError(f"--strengths needs {seats} of {', '.join(STRENGTHS)}, "
                            f"one per seat, not {args.strengths!r}")
    rules = _rules(args, variant.name)
    names = tuple(f"Computer {i + 1} ({s})" for i, s in enumerate(strengths))
    game = new_game(rules, args.seed, names, variant)
    hands: list[dict[str, Any]] = []
    while not game.is_over and len(hands) < args.hands:
        if game.game_phase is not GamePhase.PLAYING:
            game.apply("next hand")
            continue
        seat = game.to_act
        _play(game, choose(game.view(seat), strengths[seat]), hands, seat)
    print(json.dumps(_selfplay_record(game, strengths, hands), ensure_ascii=False, indent=1))


def _cmd_replay(args: argparse.Namespace) -> None:
    from .actions import SaveFileError
    from .reader import as_object, parse_json

    try:
        with open(args.file, encoding="utf-8") as f:
            text = f.read(2_000_001)
    except (OSError, UnicodeDecodeError) as exc:
        raise GinRulesError(f"cannot read {args.file}: {exc}") from exc
    record = as_object(parse_json(text, "the self-play record"), "the self-play record")
    version = record.get("version")
    if record.get("format") != SELFPLAY_FORMAT or version not in _READABLE_RECORDS or \
            isinstance(version, bool):
        readable = " or ".join(str(v) for v in _READABLE_RECORDS)
        raise GinRulesError(f"{args.file} is not a self-play record of version {readable}")
    game, hands = _replay_hands(record.get("game"))
    strengths = record.get("strengths")
    found = _selfplay_record(game, strengths if isinstance(strengths, list) else [], hands)
    if version == 2:  # a version 2 record is checked for what it says: hands and totals
        found = _as_version_2(found)
        said = {"hands": record.get("hands"), "totals": record.get("totals")}
        found = {"hands": found["hands"], "totals": found["totals"]}
    else:
        said = record
    where = _first_difference(said, found, "")
    if where is not None:
        raise SaveFileError(f"the record's {where} is not what its moves give")
    ends = ", ".join(h["ending"] for h in hands)
    print(f"{len(game.actions)} moves replayed, {len(hands)} hands ({ends}); "
          f"totals {' '.join(str(t) for t in _totals(game))}: the record holds.")


def _parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help="print JSON instead of sentences")
    common.add_argument("--lang", choices=("en", "nl"), default="en", help="language (en, nl)")
    rules = argparse.ArgumentParser(add_help=False)
    from .variants import VARIANTS

    presets = "; ".join(f"{v.name}: {', '.join(v.preset_names)}" for v in VARIANTS)
    rules.add_argument("--rules", default="standard",
                       help=f"house-rule preset of the game (default standard; {presets})")
    rules.add_argument("--option", action="append", metavar="NAME=VALUE",
                       help="change one rule option, e.g. gin_bonus=20 (repeatable)")

    p = argparse.ArgumentParser(prog="ginrules", description="Gin Rummy rules engine: "
                                "deadwood, layoffs and scores, explained.")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("deadwood", parents=[common], help="best arrangement of 0 to 11 cards")
    s.add_argument("cards", nargs="*", help="cards, e.g. 7H 8H 9H KS")
    s.add_argument("--all", action="store_true", help="every arrangement with the least deadwood")
    s.set_defaults(func=_cmd_deadwood)
    s = sub.add_parser("discards", parents=[common, rules], help="each discard from 11 cards")
    s.add_argument("cards", nargs="+")
    s.add_argument("--upcard", help="the hand's first upcard (Oklahoma knock limit)")
    s.set_defaults(func=_cmd_discards)
    s = sub.add_parser("knock", parents=[common, rules], help="may these 10 cards knock?")
    s.add_argument("cards", nargs="+")
    s.add_argument("--upcard", help="the hand's first upcard (Oklahoma knock limit)")
    s.set_defaults(func=_cmd_knock)
    s = sub.add_parser("meld", parents=[common], help="is this a meld, and why (not)")
    s.add_argument("cards", nargs="*")
    s.set_defaults(func=_cmd_meld)
    s = sub.add_parser("layoff", parents=[common], help="the defender's best layoffs")
    s.add_argument("cards", nargs="+", help="the defender's cards")
    s.add_argument("--melds", required=True,
                   help="the knocker's melds: '7H-8H-9H 3C-3D-3S' or '7H 8H 9H; 3C 3D 3S'")
    s.set_defaults(func=_cmd_layoff)
    s = sub.add_parser("score", parents=[common, rules], help="score a hand")
    s.add_argument("--knocker", required=True, help="the knocker's 10 cards (11 for big gin)")
    s.add_argument("--defender", required=True, help="the defender's cards")
    s.add_argument("--melds", help="the knocker's spread: any melds within the knock limit, "
                   "'nothing' for none (default: the knocker's best choice)")
    s.add_argument("--upcard", help="the hand's first upcard (Oklahoma)")
    s.set_defaults(func=_cmd_score)
    s = sub.add_parser("rules", parents=[common, rules], help="show the options of a preset")
    s.set_defaults(func=_cmd_rules)
    s = sub.add_parser("selfplay", parents=[rules],
                       help="a computer-only game as a JSON record anyone can replay")
    s.add_argument("--variant", default="gin", choices=[v.name for v in VARIANTS],
                   help="the game (gin-pairs and gin-tournament: four players at two tables)")
    s.add_argument("--players", type=int, help="number of seats (default: the variant's first)")
    s.add_argument("--seed", type=int, default=0, help="the game's seed (default 0)")
    s.add_argument("--strengths", default="club",
                   help="one strength for every seat, or one per seat: club,expert")
    s.add_argument("--hands", type=int, default=10_000,
                   help="stop after this many hands (default: play the game to its end)")
    s.add_argument("--json", action="store_true", help="(the record is always JSON)")
    s.set_defaults(func=_cmd_selfplay)
    s = sub.add_parser("replay", help="replay a self-play record and check what it says")
    s.add_argument("file")
    s.set_defaults(func=_cmd_replay)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(list(argv) if argv is not None else None)
    try:
        args.func(args)
    except GinRulesError as exc:
        print(f"ginrules {args.command}: {exc}", file=sys.stderr)
        return 2
    return 0
