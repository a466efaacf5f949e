"""Starting a game on the score pad: the setup form (pre-rendered) fitted to the chosen
game, and read into the pad's setup fields (what :func:`gintutor.score_pad.read_setup`
reads).

The form shows only what the chosen game takes: the numbers of players it is for, its
house rules, Hollywood where it is played, the target unless the house rules play a
fixed number of hands, and who deals first unless each meeting cuts for it (the
tournament). What it shows comes from the engine's game, never from its name."""

from __future__ import annotations

from typing import Any

from app.common import q, qa

from ginrules.core.reader import parse_int
from ginrules.table.rules import Rules
from ginrules.table.variants import Variant, find_variant
from gintutor.score_pad import PadSetup

__all__ = ["FOCUS", "chosen_game", "fit", "prefill", "read"]

#: Where the focus goes for a refusal of each setup field (beside a per-seat name field,
#: the name's own input).
FOCUS = {"game": "#sp-setup-game input", "players": "#sp-count", "preset": "#sp-preset",
         "target": "#sp-target", "option.hollywood": "#sp-hollywood", "dealer": "#sp-first",
         "save": "#sp-file"}


def chosen_game() -> Variant:
    radio = q('input[name="sp-game"]:checked')
    return find_variant(str(radio.value) if radio is not None else "gin")


def _count(game: Variant) -> int:
    chosen = str(q("#sp-count").value)
    return next((n for n in game.seats if str(n) == chosen), game.seats[0])


def fit(_event: Any = None) -> None:
    """Show what the chosen game takes (after the game, the number of players or the
    house rules changed)."""
    game = chosen_game()
    count_box, count = q("#sp-count-box"), q("#sp-count")
    count_box.hidden = len(game.seats) == 1
    for option in qa("option", count):
        option.hidden = option.disabled = parse_int(option.value) not in game.seats
    n = _count(game)
    count.value = str(n)
    preset = q("#sp-preset")
    wanted = str(preset.value)
    mine = []
    for option in qa("option", preset):
        option.hidden = option.disabled = option.dataset.game != game.name
        if option.dataset.game == game.name:
            mine.append(option)
    if mine and wanted not in [o.value for o in mine]:
        mine[0].selected = True
    rules = _rules(game)
    q("#sp-target-box").hidden = bool(rules.fixed_hands or rules.meeting_hands)
    q("#sp-target").placeholder = str(rules.target_for(n))
    q("#sp-hollywood-box").hidden = "hollywood" not in game.options
    q("#sp-pairs-help").hidden = game.teams is None
    q("#sp-names-help").hidden = game.teams is not None
    for box in qa(".sp-name"):
        box.hidden = parse_int(box.dataset.seat) >= n
    first = q("#sp-first")
    for option in qa("option", first):
        option.hidden = option.disabled = parse_int(option.value) >= n
        name = str(q(f"#sp-name-{option.value}").value).strip()
        label = q(f'label[for="sp-name-{option.value}"]').textContent
        option.textContent = name or label
    if parse_int(first.value or "0") >= n:
        first.value = "0"
    q("#sp-first-box").hidden = game.tables == "round_robin"
    radio = q('input[name="sp-game"]:checked')
    if radio is not None:
        q("#sp-rules").href = radio.dataset.rules


def _rules(game: Variant) -> Rules:
    """The chosen house rules as the preset has them (the form's changes left out)."""
    name = str(q("#sp-preset").value)
    return Rules.preset(name, game) if name in game.presets else Rules()


def read() -> dict[str, str]:
    """The form as the pad's setup fields: the names of the players shown, the options
    the game takes that differ from its house rules (so that a game started as the house
    rules say is called by their name alone)."""
    game = chosen_game()
    n = _count(game)
    fields = {"game": game.name, "preset": str(q("#sp-preset").value)}
    for seat in range(n):
        fields[f"name.{seat}"] = str(q(f"#sp-name-{seat}").value)
    rules = _rules(game)
    target = str(q("#sp-target").value).strip()
    if not q("#sp-target-box").hidden and target and target != str(rules.target_for(n)):
        fields["target"] = target
    hollywood = bool(q("#sp-hollywood").checked)
    if not q("#sp-hollywood-box").hidden and hollywood != rules.hollywood:
        fields["option.hollywood"] = "on" if hollywood else "off"
    if not q("#sp-first-box").hidden:
        fields["dealer"] = str(q("#sp-first").value)
    return fields


def prefill(setup: PadSetup) -> None:
    """The last game's kind, house rules and players, for the next game at the same
    table (names already typed stay)."""
    for radio in qa('input[name="sp-game"]'):
        radio.checked = radio.value == setup.game
    q("#sp-count").value = str(len(setup.names))
    q("#sp-preset").value = setup.preset
    for seat, name in enumerate(setup.names):
        box = q(f"#sp-name-{seat}")
        if box is not None and not box.value:
            box.value = name
    fit()
