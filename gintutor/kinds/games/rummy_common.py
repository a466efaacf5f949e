"""What the Rummy course's exercise kinds share: the table of melds with their owners,
the players' names, the best a hand can put down this turn under the house rules, and
a finished hand played out by the engine.

Why one module: the kinds (`rummy_may_lay_off`, `rummy_plays`, `rummy_pays`) show the
same table and ask the engine the same questions, and their words live in one
catalogue (`WORDS`), merged with the lessons' words so that each kind's
``ask.<name>``, ``nudge.<name>`` and ``rule.<name>`` are found by the kind.

Every answer comes from :mod:`ginrules.rummy.hand`: ``find_plays`` (what a hand can meld and
lay off), ``fits`` and ``meld_problem`` (the table's rules), and ``RummyHand`` (a hand
played move by legal move to its ``RummyResult``). The best turn under the house
rules' limits (one new meld a turn, going out with a discard) is the engine's too
(:func:`ginrules.rummy.search.best_turn`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ginrules import Action, Card, Rules
from ginrules.core.actions import ActionKind, meld_order
from ginrules.rummy.hand import RummyHand, RummyResult, TableMeld, find_plays, fits, meld_problem
from ginrules.rummy.search import TurnMove, TurnPlan, search_turn
from ginrules.rummy.search import best_turn as engine_best_turn
from ginrules.rummy.search import can_put_down as engine_can_put_down
from ginrules.table.seats import Table
from ginrules.words import Catalogue

from ...exercises import Exercise, ExerciseError, cards_text
from ...i18n import WORDS as LESSON_WORDS
from ...render import escape
from ...words import area
from ..widgets import captioned, cards_row

#: The players' names, by seat (the same in English and Dutch).
NAMES: tuple[str, ...] = ("Ann", "Bob", "Cas", "Dee", "Eva", "Fay")

#: The Rummy kinds' own words (gintutor/words/lessons_rummy.json).
OWN_WORDS = area("lessons_rummy")

#: The Rummy kinds' words with the lessons' (a kind's `words`).
WORDS = Catalogue.merged("gintutor.kinds.games.rummy_common", [LESSON_WORDS, OWN_WORDS])


# ---------------------------------------------------------------- the table


def table_melds(ex: Exercise) -> tuple[TableMeld, ...]:
    """The exercise's table as the engine's melds, each with its owner."""
    owners = ex.owners or tuple(0 for _ in ex.table)
    return tuple(
        TableMeld(owner, meld_order(cards), len({c.rank for c in cards}) > 1)
        for owner, cards in zip(owners, ex.table, strict=True)
    )


def seat_name(ex: Exercise, seat: int, lang: str, you: bool = True) -> str:
    """A seat's name; the learner's own seat is "You" where the learner plays."""
    if you and seat == ex.seat:
        return WORDS.say("seat.you", lang)
    return NAMES[seat]


def meld_caption(ex: Exercise, meld: TableMeld, lang: str, you: bool = True) -> str:
    """"Bob's run", "Your set": whose meld it is and what it is."""
    what = "run" if meld.is_run else "set"
    if you and meld.owner == ex.seat:
        return WORDS.say(f"ui.your.{what}", lang)
    return WORDS.say(f"ui.meld_of.{what}", lang, name=NAMES[meld.owner])


def meld_named(ex: Exercise, meld: TableMeld, lang: str, you: bool = True) -> str:
    """The meld in a sentence: "Bob's run 7♥ 8♥ 9♥", "de serie van Bob 7♥ 8♥ 9♥"."""
    what = "run" if meld.is_run else "set"
    if you and meld.owner == ex.seat:
        words = WORDS.say(f"meld.your.{what}", lang)
    else:
        words = WORDS.say(f"meld.of.{what}", lang, name=NAMES[meld.owner])
    return f"{words} {cards_text(meld.cards, lang)}"


def table_html(ex: Exercise, lang: str, title: str = "", you: bool = True,
               melds: Sequence[TableMeld] | None = None) -> str:
    """The melds on the table, each captioned with its owner (or that it is empty)."""
    shown = table_melds(ex) if melds is None else tuple(melds)
    head = title or WORDS.say("ui.table", lang)
    if not shown:
        return (f"<h4>{escape(head)}</h4>"
                f'<p class="rules-note">{escape(WORDS.say("ui.table_empty", lang))}</p>')
    parts = [f"<h4>{escape(head)}</h4>",
             f'<div class="meld-row" role="group" aria-label="{escape(head)}">']
    for m in shown:
        caption = meld_caption(ex, m, lang, you)
        parts.append(captioned(cards_row(m.cards, lang, f"{caption}: "
                                         + cards_text(m.cards, lang), "meld"), caption))
    parts.append("</div>")
    return "".join(parts)


def check_table(ex: Exercise) -> None:
    """The table's shape: one owner per meld, every seat in the game, no card twice."""
    if ex.owners and len(ex.owners) != len(ex.table):
        raise ExerciseError("'owners' needs one seat for each meld on the 'table'")
    if any(not 0 <= o < ex.players for o in ex.owners):
        raise ExerciseError("an owner is not a seat of this game")
    every = [*ex.cards, *(c for m in ex.table for c in m), *(c for h in ex.others for c in h)]
    if ex.card is not None:
        every.append(ex.card)
    if len(set(every)) != len(every):
        raise ExerciseError("a card appears twice between the hand, the table and the others")


def check_deal(ex: Exercise) -> None:
    """The position adds up from a real deal (issue 31: a Rummy hand no deal can reach
    teaches nothing true). Every player holds what the deal gave them minus the cards of
    the melds they own on the table; the player whose turn it is (the learner, or the
    winner of a finished hand, whose last card in ``cards`` is the one drawn) holds one
    card more; a player who has put down every card has gone out. The melds' owners laid
    every card of them: that is how `play_out` plays the hand, and what the page shows."""
    from collections import Counter

    from ginrules.table.variants import find_variant

    dealt = find_variant("rummy").cards_for(ex.players)
    own: Counter[int] = Counter()
    for meld in table_melds(ex):
        own[meld.owner] += len(meld.cards)
    if len(ex.cards) - 1 + own[ex.seat] != dealt:
        raise ExerciseError(
            f"{NAMES[ex.seat]} holds {len(ex.cards)} cards after the draw and has "
            f"{own[ex.seat]} on the table, but a deal for {ex.players} gives {dealt}: "
            f"{dealt + 1 - own[ex.seat]} cards after the draw")
    if ex.kind == "rummy_pays":
        for seat, held in zip(payer_seats(ex), ex.others, strict=True):
            if len(held) + own[seat] != dealt:
                raise ExerciseError(
                    f"{NAMES[seat]} holds {len(held)} cards and has {own[seat]} on the "
                    f"table, but a deal for {ex.players} gives {dealt}")
    for seat, n in own.items():
        if seat != ex.seat and n >= dealt:
            raise ExerciseError(f"{NAMES[seat]} has put all {n} cards down and is out")


def check_melds(melds: Sequence[TableMeld], rules: Rules) -> None:
    """Every meld on the table is a meld under these rules (Q-K-A only with ace high)."""
    for m in melds:
        problem = meld_problem(m.cards, rules.ace_high_or_low)
        if problem is not None:
            raise ExerciseError(f"the table's {problem}")


def fitting(meld: TableMeld, ace_high: bool) -> tuple[Card, ...]:
    """Every card of the deck the engine lets onto ``meld`` (for the answer hint)."""
    from ginrules.core.cards import full_deck

    return tuple(c for c in full_deck() if fits(c, meld, ace_high))


# ---------------------------------------------------------------- this turn's best


#: One thing put on the table, and the best of a turn: the engine's turn search
#: (:mod:`ginrules.rummy.search`) under the names the kinds read.
Move = TurnMove
Best = TurnPlan
_search = search_turn


def best_turn(hand: Sequence[Card], table: Sequence[TableMeld], rules: Rules) -> Best:
    """The least points ``hand`` can keep after melding and laying off this turn, under
    the house rules (one new meld a turn, going out with a discard): the engine's
    :func:`ginrules.rummy.search.best_turn`."""
    return engine_best_turn(hand, table, rules)


def can_put_down(picked: Sequence[Card], table: Sequence[TableMeld], rules: Rules,
                 limits: bool = True) -> bool:
    """Whether every one of ``picked`` can go on the table this turn (melds of them and
    layoffs onto the table or onto those melds); ``limits``: with the one-meld rule."""
    return engine_can_put_down(picked, table, rules, limits)


# ---------------------------------------------------------------- a finished hand


def payer_seats(ex: Exercise) -> tuple[int, ...]:
    """The seats that pay, in turn from the winner (``ex.seat``); ``ex.others`` holds
    their cards in this order."""
    return seats(ex).others(ex.seat)


def seats(ex: Exercise) -> Table:
    """The exercise's table of ``ex.players`` seats, which says who plays after whom."""
    return Table(NAMES[: ex.players])


def _owned(melds: Sequence[TableMeld], seat: int) -> list[TableMeld]:
    return [m for m in melds if m.owner == seat]


def play_out(ex: Exercise, rules: Rules) -> tuple[RummyHand, tuple[TableMeld, ...]]:
    """Play the exercise's hand with the engine, every move checked as legal: each seat
    lays its melds on the table (drawing and discarding a card from the stock each turn),
    then the winner (``ex.seat``) draws one of ``ex.cards`` and puts down all it can, with
    a discard when a card is left. Returns the finished hand and the table as it was
    before the winner's last turn. Raises ExerciseError when the engine refuses a move
    or the winner cannot go out."""
    n = ex.players
    if len(ex.others) != n - 1:
        raise ExerciseError(f"'others' needs the cards of the {n - 1} other players")
    melds = table_melds(ex)
    check_melds(melds, rules)
    win = ex.seat
    held = {seat: tuple(cards) for seat, cards in zip(payer_seats(ex), ex.others, strict=True)}
    if any(not cards for cards in held.values()):
        raise ExerciseError("every other player still holds a card")
    order = seats(ex).order_from(win)  # the winner plays last
    per_turn = 1 if rules.one_meld_per_turn else 99
    rounds = max((-(-len(_owned(melds, s)) // per_turn) for s in order), default=0)
    used = {*ex.cards, *(c for m in melds for c in m.cards), *(c for h in held.values() for c in h)}
    from ginrules.core.cards import full_deck

    spare = [c for c in full_deck() if c not in used]
    drawn_last = ex.cards[-1]
    hands: list[tuple[Card, ...]] = []
    for seat in range(n):
        own = tuple(c for m in _owned(melds, seat) for c in m.cards)
        rest = tuple(ex.cards[:-1]) if seat == win else held[seat]
        hands.append((*own, *rest))
    turns = rounds * n + n - 1
    fillers = spare[:turns]
    upcard = spare[turns]
    stock = [*fillers, drawn_last]
    try:
        hand = RummyHand.arranged(rules, win, hands, upcard, stock, players=NAMES[:n])
    except ValueError as err:
        raise ExerciseError(str(err)) from err
    fill = iter(fillers)
    for r in range(rounds + 1):
        for seat in order:
            if r == rounds and seat == win:
                break
            _do(hand, Action.draw_stock())
            card = next(fill)
            for m in _owned(melds, seat)[r * per_turn:(r + 1) * per_turn]:
                _do(hand, Action.meld(m.cards))
            _do(hand, Action.discard(card))
    before = hand.state.table
    _do(hand, Action.draw_stock())
    _finish(hand, rules)
    result = hand.result
    if result is None or result.winner_seat != win:
        raise ExerciseError(f"{NAMES[win]} cannot go out with these cards under these rules")
    return hand, before


def hand_size(rules: Rules, players: int) -> int:
    """The cards dealt to each player (10, 7 or 6), as the engine's variant says."""
    from ginrules.table.variants import find_variant

    return find_variant("rummy").cards_for(players)


def _do(hand: RummyHand, action: Action) -> None:
    if action not in hand.legal_actions():
        raise ExerciseError(f"the engine does not allow '{action}' here")
    hand.apply(action)


def _finish(hand: RummyHand, rules: Rules) -> None:
    """The winner's last turn: the finder's plan first, then any legal meld or layoff
    (the rules may refuse one that empties the hand), then the last card discarded."""
    for _ in range(20):
        if hand.is_over:
            return
        st = hand.state
        cards = st.hands[st.to_act]
        legal = hand.legal_actions()
        plays = find_plays(cards, st.table, rules.ace_high_or_low)
        wanted = [Action.meld(m) for m in plays.plan_melds]
        wanted += [Action.lay_off(c, st.table[i].cards) for c, i in plays.plan_layoffs[:1]]
        move = next((a for a in wanted if a in legal), None)
        if move is None:
            spread = [a for a in legal if a.kind in (ActionKind.MELD, ActionKind.LAY_OFF)]
            spread.sort(key=_size_first)
            move = spread[0] if spread else None
        if move is None and len(cards) == 1:
            move = Action.discard(cards[0])
        if move is None or move not in legal:
            return
        hand.apply(move)


def _size_first(action: Action) -> int:
    """The longest meld first, then layoffs."""
    return -sum(len(m) for m in action.melds) if action.kind is ActionKind.MELD else 0


def pays_result(ex: Exercise, rules: Rules) -> RummyResult:
    """The engine's result of the exercise's finished hand."""
    hand, _before = play_out(ex, rules)
    assert hand.result is not None
    return hand.result


def last_turn_words(ex: Exercise, rules: Rules, lang: str) -> str:
    """The winner's last turn in one sentence, from the engine's events."""
    hand, before = play_out(ex, rules)
    events = hand.state.events
    last_draw = max(i for i, e in enumerate(events) if e.kind == "draw")
    parts = [WORDS.say("turn.draw", lang)]
    final = hand.state.table
    # The table as it lies at each move: a card laid off onto a run grown earlier in this
    # turn is named with the run as it lies then (9♣ on 5♣ 6♣ 7♣ 8♣, not on 5♣ 6♣ 7♣).
    now = [set(m.cards) for m in before]
    for e in events[last_draw + 1:]:
        if e.kind == "meld":
            parts.append(WORDS.say("turn.meld", lang, cards=list(e.cards)))
            now.append(set(e.cards))
        elif e.kind == "lay_off" and e.card is not None:
            on = next(m for m in final if e.card in m.cards)
            i = next(i for i, cards in enumerate(now) if cards <= set(on.cards))
            was = TableMeld(on.owner, tuple(c for c in on.cards if c in now[i]), on.is_run)
            parts.append(WORDS.say("turn.lay_off", lang, card=e.card,
                             meld=meld_named(ex, was, lang, you=False)))
            now[i].add(e.card)
        elif e.kind == "discard" and e.card is not None:
            parts.append(WORDS.say("turn.discard", lang, card=e.card))
    parts.append(WORDS.say("turn.out", lang))
    what = ", ".join(parts[:-1]) + " " + WORDS.say("turn.and", lang) + " " + parts[-1]
    return WORDS.say("ui.last_turn", lang, name=NAMES[ex.seat], what=what)
