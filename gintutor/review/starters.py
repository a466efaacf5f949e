"""Positions to practise before a learner has played a hand (issue 46): made once from
seeded self-play of the computer players, for every game and player count of the
practice menu, one position for each idea the game's family lists
(:mod:`gintutor.ideas`), each a decision of a real deal.

A position qualifies for an idea when one of its legal moves is graded inaccuracy or
worse by the review's judge and that move, against the best, tests the idea: that move
is the position's ``example`` (the costly move hint 2 names, since nobody the learner
knows played it). The positions are kept in ``gintutor/data/starters.json`` (the site's
``data/starters.json``, which the review page fetches when it needs it: in a zip it
would sit in every start-up snapshot's memory), written by::

    .venv/bin/python -m gintutor.review.starters          # every game, then the file
    .venv/bin/python -m gintutor.review.starters --check  # the file is what it makes

(``tests/tutor/test_practice_set.py`` checks every stored position replays, is costly in
its example move and tests its idea; the file is data the review page reads.)
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from dataclasses import asdict, replace
from functools import cache
from pathlib import Path
from typing import Any

from ginrules.core.actions import Action
from ginrules.core.grades import ACCURATE
from gintutor.ideas import family_ideas, idea_for
from gintutor.practice_set import SetPosition

__all__ = ["STARTERS_FILE", "make_starters", "read_starters", "starters", "starters_for"]

STARTERS_FILE = Path(__file__).parent.parent / "data" / "starters.json"
STARTERS_FORMAT = "gin-tutor-starters"
STARTERS_VERSION = 1
#: The strength every seat of the self-play games plays at (its mistakes are a club
#: player's; the positions are real deals of the practice menu's games).
SELFPLAY_STRENGTH = "club"
#: Games tried per choice before giving up on an idea (the file must cover them all).
MAX_SEEDS = 40


def _selfplay(variant: str, players: int, seed: int) -> dict[str, Any]:
    """The record of the first hand of a computer-only game (as ``ginrules selfplay``)."""
    from ginrules.players.opponent import choose
    from ginrules.records import play_and_record, selfplay_record
    from ginrules.table.match import new_game
    from ginrules.table.rules import Rules
    from ginrules.table.view import GamePhase

    strengths = [SELFPLAY_STRENGTH] * players
    names = tuple(f"Computer {i + 1}" for i in range(players))
    game = new_game(Rules.preset("standard", variant), seed, names, variant)
    hands: list[dict[str, Any]] = []
    while not hands:
        if game.game_phase is not GamePhase.PLAYING:
            game.apply("next hand")
            continue
        seat = game.to_act
        play_and_record(game, choose(game.view(seat), strengths[seat]), hands, seat)
    return selfplay_record(game, strengths, hands)


def _candidates(record_data: dict[str, Any]) -> Iterator[tuple[int, int, Action, str]]:
    """Every (seat, step, costly move, idea) of the record's first hand: for each decision
    of each seat, each legal move graded inaccuracy or worse, with the idea it tests."""
    from ginrules.players.costs import gives_up
    from gintutor.practice.verdict import KeptValue, verdict_of
    from gintutor.review import HandAnalysis, ReviewRecord

    record = ReviewRecord.from_data(record_data)
    variant = record.variant.name
    for seat in record.seats_of(0):
        review = HandAnalysis(record, 0, seat).run()
        for judged in review.decisions:
            view = review.positions[judged.step].view
            values = KeptValue.all_of(judged.verdict)
            for action, _value in judged.verdict.values:
                verdict = verdict_of(values, action)
                if verdict.grade in ACCURATE:
                    continue
                facts = [s.id for s in gives_up(view, action, verdict.best)]
                yield seat, judged.step, action, idea_for(variant, action, verdict.best,
                                                          facts).name


def starters_for(choice: str) -> list[SetPosition]:
    """One position per idea of ``choice``'s game (a practice menu key: "gin",
    "rummy:4"), from the first self-play games that have them."""
    from gintutor.practice.kept import set_position
    from gintutor.practice.settings import practice_choice

    chosen = practice_choice(choice)
    if chosen is None:
        raise ValueError(f"no practice game {choice!r}")
    variant = chosen.variant.name
    wanted = [use.name for use in family_ideas(variant)]
    found: dict[str, SetPosition] = {}
    for seed in range(1, MAX_SEEDS + 1):
        data = {**_selfplay(variant, chosen.players, seed), "learner": None}
        data.pop("game", None)  # the whole game's save: not needed to play a hand again
        for seat, step, action, idea in _candidates(data):
            if idea in wanted and idea not in found:
                found[idea] = replace(set_position(data, 0, step, seat, idea),
                                      key=f"starter:{choice}:{idea}", example=str(action))
        if len(found) == len(wanted):
            break
    missing = [w for w in wanted if w not in found]
    if missing:
        raise RuntimeError(f"{choice}: no position for {', '.join(missing)} in "
                           f"{MAX_SEEDS} games")
    return [found[w] for w in wanted]


def make_starters() -> dict[str, Any]:
    """The file's data: every practice menu game's positions."""
    from gintutor.practice.settings import PRACTICE_CHOICES

    games = {}
    for choice in PRACTICE_CHOICES:
        print(f"  {choice.key} ...", file=sys.stderr, flush=True)
        games[choice.key] = [asdict(p) for p in starters_for(choice.key)]
    return {"format": STARTERS_FORMAT, "version": STARTERS_VERSION, "games": games}


def read_starters(text: str) -> dict[str, tuple[SetPosition, ...]]:
    """The positions by practice menu game from the file's text, read through the one
    reader (the page fetches it: it is outside data like any stored set); ValueError
    (``PracticeSetError``) for a file that cannot be read."""
    from ginrules.core.reader import as_object, parse_json
    from gintutor.practice_set import SET_FORMAT, SET_VERSION, PracticeSet, PracticeSetError

    try:
        data = as_object(parse_json(text, "the positions", max_chars=1_000_000),
                         "the positions")
    except ValueError as exc:
        raise PracticeSetError(str(exc)) from exc
    games = data.get("games")
    if data.get("format") != STARTERS_FORMAT or not isinstance(games, dict):
        raise PracticeSetError("the positions are not of a version this page reads")
    return {str(choice)[:20]: tuple(PracticeSet.from_data(
        {"format": SET_FORMAT, "version": SET_VERSION, "positions": positions}).positions)
        for choice, positions in games.items()}


@cache
def starters() -> dict[str, tuple[SetPosition, ...]]:
    """The stored positions by practice menu game (read once)."""
    return read_starters(STARTERS_FILE.read_text(encoding="utf-8"))


def main() -> None:
    import argparse  # the command line only: not in the page's start-up snapshot

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="only check that the stored file is what this makes")
    args = parser.parse_args()
    made = json.dumps(make_starters(), ensure_ascii=False, separators=(",", ":")) + "\n"
    if args.check:
        same = STARTERS_FILE.read_text(encoding="utf-8") == made
        print("the stored positions are up to date" if same else "the stored positions differ")
        sys.exit(0 if same else 1)
    STARTERS_FILE.write_text(made, encoding="utf-8")
    print(f"wrote {STARTERS_FILE}")


if __name__ == "__main__":
    main()
