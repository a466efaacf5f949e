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

Exit status: 0 on success, 2 on bad input (the message says what is wrong).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from .arrangement import all_best_arrangements, best_arrangement, discard_options, knock_check
from .cards import parse_card, parse_cards
from .errors import GinRulesError
from .explain import Step, render
from .layoff import lay_off
from .melds import Meld, check_meld, melds_from_text
from .rules import Rules
from .scoring import score_hand

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


def _rules(args: argparse.Namespace) -> Rules:
    rules = Rules.preset(args.rules)
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


def _parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help="print JSON instead of sentences")
    common.add_argument("--lang", choices=("en", "nl"), default="en", help="language (en, nl)")
    rules = argparse.ArgumentParser(add_help=False)
    rules.add_argument("--rules", default="standard", choices=Rules.preset_names(),
                       help="house-rule preset (default standard)")
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
