"""What a move gives up against a better one, said first in a verdict (issue 45).

A learner who threw a card out of a finished set needs to hear that before why another
card was the better throw. :func:`gives_up` answers, for a move ``played`` and a
``better`` one at the same view, with the facts that are plainly true of the cards on the
screen, each a :class:`~ginrules.core.explain.Step`: a gin, a knock or going out passed up; a
meld the move breaks; the deadwood (gin) or the points not in a meld (Rummy) it keeps
against the better move; a card the next player took and still holds, with which the
thrown card could meld (and when it was taken); a card taken that makes no meld, or one
left that would have made one; a spread that leaves more deadwood; in Rummy a meld or a
layoff not made, or a meld laid that gives up going rummy. Nothing is said that the cards
do not show: where none of these holds, there is nothing to say first.

Each hand flow has its own (``gives_up_with`` in :mod:`ginrules.table.hand_flows`): gin's
:func:`gin_gives_up`, Rummy's :func:`rummy_gives_up`, from the shared facts here. The
words are the engine's (``gives_up.*`` in ``ginrules/words/advisor.json`` and
``rummy_advice.json``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ginrules.core.actions import Action, ActionKind, meld_order
from ginrules.core.arrangement import best_arrangement
from ginrules.core.cards import Card, may_share_a_meld
from ginrules.core.explain import Step
from ginrules.table.hand_flows import hand_flow
from ginrules.table.view import PlayerView

__all__ = ["BLIND", "blind", "gin_gives_up", "gives_up", "meld_kind", "rummy_gives_up"]

#: The melds a flow sees in a hand and the points left outside them.
MeldsOf = Callable[[Sequence[Card]], tuple[tuple[tuple[Card, ...], ...], int]]

_THROWS = (ActionKind.DISCARD, ActionKind.KNOCK)


def gives_up(view: PlayerView, played: Action, better: Action) -> tuple[Step, ...]:
    """What ``played`` gives up against ``better`` at ``view``, as its hand flow says it
    (nothing when the two are the same move)."""
    if played == better:
        return ()
    found: tuple[Step, ...] = hand_flow(view.hand_flow).gives_up(view, played, better)
    return found


#: The facts that name the better move, with the values their blind form keeps: a retry
#: (issue 46) says what a try gives up without giving the answer away, as
#: ``<key>.blind`` (a broken meld by its kind only: in Rummy the better move may lay it
#: down). A fact not listed names only the cards the try itself moves (the card it
#: feeds, a card that makes no meld) or numbers, and is said as it is.
BLIND: dict[str, tuple[str, ...]] = {
    "gives_up.gin": (),
    "gives_up.breaks": ("card", "kind"),
    "gives_up.knock": ("deadwood", "limit"),
    "gives_up.kept": ("card", "mine", "theirs"),
    "gives_up.left_meld": (),
    "gives_up.rummy.meld": (),
    "gives_up.rummy.lay_off": (),
    "gives_up.rummy.kept": ("card", "mine", "theirs"),
}


def blind(steps: Sequence[Step]) -> tuple[Step, ...]:
    """``steps`` (from :func:`gives_up`) said without naming the better move."""
    out = []
    for step in steps:
        kept = BLIND.get(step.id)
        out.append(step if kept is None else
                   Step(f"{step.id}.blind", {k: step.values[k] for k in kept}))
    return tuple(out)


def meld_kind(cards: Sequence[Card]) -> str:
    """'set' for cards of one rank, else 'run' (the term the words use)."""
    return "set" if len({c.rank for c in cards}) == 1 else "run"


def _without(cards: Sequence[Card], card: Card) -> tuple[Card, ...]:
    return tuple(c for c in cards if c != card)


def _breaks(hand: Sequence[Card], card: Card, other: Card | None,
            melds_of: MeldsOf) -> Step | None:
    """Throwing ``card`` breaks up a meld the hand holds (as the page groups it): the
    rest of that meld is no longer all in melds after the throw, and ``other`` (the
    better throw, if any) was not in it."""
    melds, _left = melds_of(hand)
    meld = next((m for m in melds if card in m), None)
    if meld is None or (other is not None and other in meld):
        return None
    after, _ = melds_of(_without(hand, card))
    melded = {c for m in after for c in m}
    if all(c in melded for c in meld if c != card):
        return None  # a set of four, or the end of a long run: still a meld
    return Step("gives_up.breaks", {"card": card, "meld": meld, "kind": meld_kind(meld)})


def _feeds(view: PlayerView, card: Card, other: Card | None) -> Step | None:
    """The next player took a card from the pile, still holds it and could meld ``card``
    with it (and could not meld ``other``, the better throw, with any they hold)."""
    if not view.others:
        return None
    nxt = view.others[0]
    if other is not None and any(may_share_a_meld(other, k) for k in nxt.known):
        return None
    taken = next((k for k in nxt.known if may_share_a_meld(card, k)), None)
    if taken is None:
        return None
    index = view.last_event(nxt.seat, ("take",), taken)
    turns = 0 if index is None else view.turns_ago(index)
    many = ".many" if len(view.others) > 1 else ""
    key = f"gives_up.feeds{many}" if turns else f"gives_up.feeds.held{many}"
    return Step(key, {"card": card, "taken": taken, "turns": turns})


def _throw_facts(view: PlayerView, played: Action, better: Action, melds_of: MeldsOf,
                 kept_key: str) -> list[Step]:
    """A card thrown (a discard, or gin's knock) against a better throw or move: the
    meld it breaks, what it keeps in hand against the better throw, whether the next
    player could use it."""
    card = played.card
    if card is None or played.kind not in _THROWS:
        return []
    other = better.card if better.kind in _THROWS else None
    steps = []
    broken = _breaks(view.hand, card, other, melds_of)
    _m, mine = melds_of(_without(view.hand, card))
    theirs = melds_of(_without(view.hand, other))[1] if other is not None else None
    if broken is not None and (theirs is None or mine > theirs):
        steps.append(broken)
    if other is not None and theirs is not None and mine > theirs:
        steps.append(Step(kept_key, {"card": card, "mine": mine, "other": other,
                                     "theirs": theirs}))
    fed = _feeds(view, card, other)
    if fed is not None:
        steps.append(fed)
    return steps


def _draw_facts(view: PlayerView, played: Action, better: Action, melds_of: MeldsOf,
                no_meld_key: str) -> list[Step]:
    """The upcard or the top discard taken that makes no meld with the hand, or left
    when it would have made one."""
    if played.kind is ActionKind.TAKE and better.kind is not ActionKind.TAKE and played.card:
        card = played.card
        melds, _ = melds_of((*view.hand, card))
        if not any(card in m for m in melds):
            return [Step(no_meld_key, {"card": card})]
    if better.kind is ActionKind.TAKE and played.kind is not ActionKind.TAKE and better.card:
        card = better.card
        melds, _ = melds_of((*view.hand, card))
        meld = next((m for m in melds if card in m and len(m) > 1), None)
        if meld is not None:
            return [Step("gives_up.left_meld", {"card": card, "meld": meld,
                                                "kind": meld_kind(meld)})]
    return []


# -- gin --------------------------------------------------------------------------------


def _gin_melds(cards: Sequence[Card]) -> tuple[tuple[tuple[Card, ...], ...], int]:
    """Gin's melds of a hand (its arrangement with the least deadwood) and that
    deadwood."""
    arrangement = best_arrangement(cards)
    return tuple(m.cards for m in arrangement.melds), arrangement.deadwood_count


def gin_gives_up(view: PlayerView, played: Action, better: Action) -> tuple[Step, ...]:
    """What a gin move gives up (the module's docstring lists the facts)."""
    steps: list[Step] = []
    going_out = (ActionKind.GIN, ActionKind.BIG_GIN)
    if better.kind in going_out and played.kind not in going_out:
        steps.append(Step("gives_up.big_gin", {}) if better.kind is ActionKind.BIG_GIN
                     else Step("gives_up.gin", {"card": better.card}))
    elif better.kind is ActionKind.KNOCK and played.kind is ActionKind.DISCARD \
            and better.card is not None:
        deadwood = _gin_melds(_without(view.hand, better.card))[1]
        steps.append(Step("gives_up.knock", {"card": better.card, "deadwood": deadwood,
                                             "limit": view.knock_limit}))
    if played.kind is ActionKind.SHOW and better.kind is ActionKind.SHOW:
        mine, theirs = (_shown_deadwood(view.hand, a) for a in (played, better))
        if mine > theirs:
            steps.append(Step("gives_up.show", {"mine": mine, "theirs": theirs}))
    steps += _throw_facts(view, played, better, _gin_melds, "gives_up.kept")
    steps += _draw_facts(view, played, better, _gin_melds, "gives_up.no_meld")
    return tuple(steps)


def _shown_deadwood(hand: Sequence[Card], show: Action) -> int:
    """The deadwood a spread leaves: the value of the cards outside its melds."""
    melded = {c for m in show.melds for c in m}
    return sum(c.value for c in hand if c not in melded)


# -- Rummy ------------------------------------------------------------------------------


def rummy_gives_up(view: PlayerView, played: Action, better: Action) -> tuple[Step, ...]:
    """What a Rummy move gives up (the module's docstring lists the facts)."""
    from ginrules.rummy.search import TableMeld, find_plays

    table = tuple(TableMeld(owner, cards, len({c.rank for c in cards}) > 1)
                  for owner, cards in view.table_melds)
    ace_high = view.rules.ace_high_or_low

    def melds_of(cards: Sequence[Card]) -> tuple[tuple[tuple[Card, ...], ...], int]:
        plays = find_plays(cards, table, ace_high)
        laid = tuple(plays.plan_melds) + tuple((c,) for c, _ in plays.plan_layoffs)
        return laid, plays.least_left

    steps: list[Step] = []
    if _out_this_turn(view, better, table) and not _out_this_turn(view, played, table):
        steps.append(Step("gives_up.rummy.out", {}))
    elif better.kind is ActionKind.MELD and played.kind is ActionKind.DISCARD:
        steps.append(Step("gives_up.rummy.meld", {"meld": better.melds[0]}))
    elif better.kind is ActionKind.LAY_OFF and played.kind is ActionKind.DISCARD:
        steps.append(Step("gives_up.rummy.lay_off", {"card": better.card,
                                                     "meld": better.melds[0]}))
    if played.kind is ActionKind.MELD and better.kind is ActionKind.DISCARD \
            and not _has_shown(view):
        steps.append(Step("gives_up.rummy.shows", {"meld": played.melds[0]}))
    steps += _throw_facts(view, played, better, melds_of, "gives_up.rummy.kept")
    steps += _draw_facts(view, played, better, melds_of, "gives_up.rummy.no_meld")
    return tuple(steps)


def _goes_out_now(view: PlayerView, action: Action) -> bool:
    """``action`` empties the hand: the last card discarded, or the last cards laid."""
    if action.kind is ActionKind.DISCARD:
        return len(view.hand) == 1
    if action.kind is ActionKind.MELD:
        return len(action.melds[0]) == len(view.hand) and view.rules.out_without_discard
    if action.kind is ActionKind.LAY_OFF:
        return len(view.hand) == 1 and view.rules.out_without_discard
    return False


def _out_this_turn(view: PlayerView, action: Action, table: Sequence[object]) -> bool:
    """After ``action`` the hand can still go out this turn: it empties the hand, or
    (a meld or a layoff) every card left but one can be laid this turn (the one then
    discarded; with ``out_without_discard`` none need be left). Exact through the
    engine's planner (``rummy_search.find_plays``); under ``one_meld_per_turn``, where
    what the turn allows depends on the melds laid before, only a move that empties the
    hand counts."""
    from ginrules.rummy.search import TableMeld, find_plays

    if _goes_out_now(view, action):
        return True
    if action.kind not in (ActionKind.MELD, ActionKind.LAY_OFF) or \
            view.rules.one_meld_per_turn:
        return False
    used = {c for m in action.melds for c in m} | ({action.card} if action.card else set())
    left = tuple(c for c in view.hand if c not in used)
    after = [m for m in table if isinstance(m, TableMeld)]
    if action.kind is ActionKind.MELD:
        meld = tuple(action.melds[0])
        after.append(TableMeld(view.player, meld, len({c.rank for c in meld}) > 1))
    elif action.card is not None:  # the meld laid onto grows by the card
        onto = set(action.melds[0])
        after = [TableMeld(m.owner, meld_order((*m.cards, action.card)), m.is_run)
                 if set(m.cards) == onto else m for m in after]
    ace_high = view.rules.ace_high_or_low
    if view.rules.out_without_discard and find_plays(left, after, ace_high).least_left == 0:
        return True
    return any(find_plays(_without(left, c), after, ace_high).least_left == 0 for c in left)


def _has_shown(view: PlayerView) -> bool:
    """This player has laid a meld or a layoff in this hand: going rummy (out in one
    turn with nothing laid before) is gone unless it goes out this very turn."""
    return any(e.player == view.player and e.kind in ("meld", "lay_off") for e in view.events)
