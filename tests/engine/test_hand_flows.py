"""The one registry of hand flows (ginrules/table/hand_flows.py): every variant's flow has an
entry, every consumer asks it, and nobody tests a flow's name anywhere else."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ginrules import Action, Rules
from ginrules.core.errors import VariantError
from ginrules.gin.hand import Hand
from ginrules.players.opponent import choose
from ginrules.players.styles import advise
from ginrules.rummy.hand import RummyHand
from ginrules.table.game import Game
from ginrules.table.hand_flows import HAND_FLOWS, hand_flow
from ginrules.table.variants import VARIANTS, Variant

ROOT = Path(__file__).resolve().parents[2]
#: The places that may compare a hand flow's name: the engine's registry of hand flows.
REGISTRIES = {"ginrules/table/hand_flows.py"}
#: Known comparisons of a hand flow's name in the tutor and the pages, with how many each
#: file holds: moved by the practice/puzzles restructuring (issue 26), then emptied here.
KNOWN_OFFENDERS: dict[str, int] = {}
_COMPARISON = re.compile(r"hand_flow\s*(?:==|!=)|(?:==|!=)\s*\w+(?:\.\w+)*\.hand_flow\b")


def test_every_variant_has_its_hand_flow_in_the_registry() -> None:
    assert {v.hand_flow for v in VARIANTS} == set(HAND_FLOWS)
    assert hand_flow("gin").hand_class() is Hand
    assert hand_flow("rummy").hand_class() is RummyHand
    with pytest.raises(VariantError, match="unknown hand flow 'go'"):
        hand_flow("go")


def _game(variant: Variant, seed: int) -> Game:
    game = Game(Rules.preset(variant.preset_names[0], variant), seed,
                [f"P{i}" for i in range(variant.seats[0])], variant=variant)
    return game


ONE_TABLE = [v for v in VARIANTS if v.tables == "one"]


@pytest.mark.parametrize("variant", ONE_TABLE, ids=lambda v: v.name)
def test_a_game_deals_the_hand_class_its_flow_names(variant: Variant) -> None:
    game = _game(variant, 4)
    assert type(game.hand) is hand_flow(variant.hand_flow).hand_class()


@pytest.mark.parametrize("variant", ONE_TABLE, ids=lambda v: v.name)
def test_the_beginner_and_the_advisor_of_each_flow_play_legal_moves(variant: Variant) -> None:
    game = _game(variant, 9)
    for turn in range(40):
        if game.hand.is_over:
            break
        view = game.view(game.to_act)
        move = choose(view, "beginner" if turn % 2 else "club")
        assert move in view.legal_actions
        game.apply(move)
    waiting = advise(game.view(next(s for s in range(game.table.size) if s != game.to_act)))
    assert waiting.best is None or waiting.best == Action.next_hand()


def _python_files() -> list[Path]:
    files = sorted((ROOT / "ginrules").rglob("*.py"))
    files += sorted((ROOT / "gintutor").rglob("*.py"))
    files += sorted((ROOT / "site" / "app").rglob("*.py"))
    return files


def test_no_code_compares_a_hand_flows_name_outside_the_registries() -> None:
    """A rule that differs between hand flows is an entry of the registry, never an ``if``
    on the flow's name (docs/architecture.md)."""
    found: dict[str, int] = {}
    for path in _python_files():
        rel = path.relative_to(ROOT).as_posix()
        if rel in REGISTRIES:
            continue
        hits = len(_COMPARISON.findall(path.read_text(encoding="utf-8")))
        if hits:
            found[rel] = hits
    assert found == KNOWN_OFFENDERS


def test_the_comparison_pattern_finds_what_it_should() -> None:
    assert _COMPARISON.search('if view.hand_flow == "rummy":')
    assert _COMPARISON.search("x = v.hand_flow!='gin'")
    assert _COMPARISON.search('if "rummy" == view.hand_flow:')
    assert not _COMPARISON.search("flow = FLOWS[view.hand_flow]")
