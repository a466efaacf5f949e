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
from typing import Any

from ginrules.core.arrangement import all_best_arrangements, best_arrangement
from ginrules.core.cards import parse_card, parse_cards
from ginrules.core.errors import GinRulesError
from ginrules.core.explain import Step, render
from ginrules.core.layoff import lay_off
from ginrules.core.melds import Meld, check_meld, melds_from_text
from ginrules.gin.discards import discard_options, knock_check
from ginrules.gin.showdown import score_hand
from ginrules.records import (
    PERSONS_KEYS,
    READABLE_RECORDS,
    SELFPLAY_FORMAT,
    as_version_2,
    play_and_record,
    replay_hands,
    selfplay_record,
    totals,
)
from ginrules.table.rules import Rules

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
    from ginrules.players.opponent import STRENGTHS, choose
    from ginrules.table.match import new_game
    from ginrules.table.variants import find_variant
    from ginrules.table.view import GamePhase

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
        play_and_record(game, choose(game.view(seat), strengths[seat]), hands, seat)
    print(json.dumps(selfplay_record(game, strengths, hands), ensure_ascii=False, indent=1))


def _cmd_replay(args: argparse.Namespace) -> None:
    from ginrules.core.actions import SaveFileError
    from ginrules.core.reader import as_object, parse_json

    try:
        with open(args.file, encoding="utf-8") as f:
            text = f.read(2_000_001)
    except (OSError, UnicodeDecodeError) as exc:
        raise GinRulesError(f"cannot read {args.file}: {exc}") from exc
    record = as_object(parse_json(text, "the self-play record"), "the self-play record")
    version = record.get("version")
    if record.get("format") != SELFPLAY_FORMAT or version not in READABLE_RECORDS or \
            isinstance(version, bool):
        readable = " or ".join(str(v) for v in READABLE_RECORDS)
        raise GinRulesError(f"{args.file} is not a self-play record of version {readable}")
    game, hands = replay_hands(record.get("game"))
    strengths = record.get("strengths")
    found = selfplay_record(game, strengths if isinstance(strengths, list) else [], hands)
    if version == 2:  # a version 2 record is checked for what it says: hands and totals
        found = as_version_2(found)
        said = {"hands": record.get("hands"), "totals": record.get("totals")}
        found = {"hands": found["hands"], "totals": found["totals"]}
    else:  # what a person's record adds (the seat they played, its name) is not checked
        said = {k: v for k, v in record.items() if k not in PERSONS_KEYS}
    where = _first_difference(said, found, "")
    if where is not None:
        raise SaveFileError(f"the record's {where} is not what its moves give")
    ends = ", ".join(h["ending"] for h in hands)
    print(f"{len(game.actions)} moves replayed, {len(hands)} hands ({ends}); "
          f"totals {' '.join(str(t) for t in totals(game))}: the record holds.")


def _parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help="print JSON instead of sentences")
    common.add_argument("--lang", choices=("en", "nl"), default="en", help="language (en, nl)")
    rules = argparse.ArgumentParser(add_help=False)
    from ginrules.table.variants import VARIANTS

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
