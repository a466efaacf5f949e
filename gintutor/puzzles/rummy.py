"""Rummy scoring puzzles: a finished hand of Classic Rummy, and the learner says what each
other player pays, what the winner scores and (level 7) whether it was rummy.

Why a module of its own: only the puzzles page runs it, so it travels in that page's own
zip (``build.PAGE_ZIPS``), not in the zip every page downloads.

* A puzzle is made from ``(seed, level, preset)`` only: a seeded
  ``gintutor.dealing.Dealer`` plans a short hand (the winner's first turn, one turn of
  every other player, the winner's turn out) and the engine's ``RummyHand`` plays it,
  move by legal move, from a whole deal (``RummyHand.arranged``: every player the cards
  a deal gives that many), so every hand size adds up from the deal.  The page shows
  the deal and every turn, so whether it was rummy can be worked out from the page.
  Rummy's own standard rules score it (its scoring has no house-rule numbers); the gin
  preset only keeps the link whole.
* The answer is the engine's ``RummyResult``: its payments, points and kind; the
  solution is its explanation, rendered by ``ginrules.render``.
* Feedback names what is wrong and where, never the answer (the answer comes with the
  third hint or "Show the answer"), as ``gintutor.puzzles.gin_check`` does for gin.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ginrules import Action, Card, GinRulesError, Rules, format_cards, render, sort_hand
from ginrules.rummy.hand import RummyHand, RummyResult, TableMeld, fits
from ginrules.table.seats import Table
from ginrules.table.variants import RUMMY
from ginrules.table.view import Event

from ..dealing import Dealer, Pool
from ..words import area
from .frame import Feedback, MadeFromSeed, PuzzleError, PuzzleFamily, normalize_seed, verdict
from .levels import levels_of

__all__ = [
    "LEVELS",
    "LEVEL_CONCEPTS",
    "PUZZLES",
    "WORDS",
    "RummyAnswer",
    "RummyPuzzle",
    "RummyTurn",
    "check_rummy",
    "level_name",
    "make_rummy_puzzle",
    "rummy_hints",
    "rummy_view",
]

#: Classic Rummy's puzzle levels (``gintutor.families``): going out, and rummy or not.
LEVELS: tuple[int, ...] = levels_of("rummy")
#: Players at the table per level: plain going out for three or four, rummy for two to six.
PLAYERS: Mapping[int, tuple[int, int]] = dict(zip(LEVELS, ((3, 4), (2, 6)), strict=True))
#: The concepts the page's level chips name.
LEVEL_CONCEPTS: Mapping[int, tuple[str, ...]] = dict(
    zip(LEVELS, (("out",), ("out", "rummy")), strict=True))
#: The names at the table (the same in English and Dutch), taken in a seeded order.
NAMES: tuple[str, ...] = ("Ann", "Bob", "Cas", "Dee", "Eva", "Fay", "Gus", "Hal")

_MAX_ATTEMPTS = 200

#: The Rummy puzzles' own words (gintutor/words/puzzles_rummy.json).
WORDS = area("puzzles_rummy")


def level_name(level: int, lang: str) -> str:
    """The level's short name in the learner's record ('Rummy 1')."""
    return WORDS.say("record.name", lang, n=LEVELS.index(level) + 1)


# ---------------------------------------------------------------- the puzzle


@dataclass(frozen=True)
class RummyTurn:
    """One turn of the hand as the page tells it, from the engine's public events: who
    played, the melds laid, each card laid off (with the meld it went on as it ended up,
    for its owner and kind), the discard, and whether the player went out."""

    seat: int
    melds: tuple[tuple[Card, ...], ...]
    layoffs: tuple[tuple[Card, TableMeld], ...]
    discard: Card | None
    out: bool

    @property
    def put_down(self) -> int:
        """The cards this turn put on the table (melded or laid off)."""
        return sum(len(m) for m in self.melds) + len(self.layoffs)


@dataclass(frozen=True)
class RummyPuzzle(MadeFromSeed):
    """A finished Rummy hand to score, played from a whole deal; ``result`` is the
    engine's."""

    seed: str
    level: int
    preset: str
    names: tuple[str, ...]
    dealer: int
    events: tuple[Event, ...]
    table: tuple[TableMeld, ...]
    result: RummyResult

    @property
    def winner(self) -> str:
        return self.names[self.result.winner_seat]

    @property
    def rummy(self) -> bool:
        return self.result.kind == "rummy"

    @property
    def concept(self) -> str:
        return self.result.kind

    @property
    def dealt(self) -> int:
        """The cards the deal gave each player (the game's rule for this many players)."""
        return RUMMY.cards_for(len(self.names))

    @property
    def first(self) -> int:
        """The seat that played first: the dealer's left."""
        return Table(self.names).next(self.dealer)

    @property
    def payers(self) -> tuple[int, ...]:
        """The seats that pay, in turn from the winner."""
        return tuple(seat for seat, _paid in self.result.payments)

    def left(self, seat: int) -> tuple[Card, ...]:
        return dict(self.result.left)[seat]

    def paid(self, seat: int) -> int:
        return dict(self.result.payments)[seat]

    @property
    def asks_rummy(self) -> bool:
        return self.level == LEVELS[1]

    def turns(self) -> tuple[RummyTurn, ...]:
        """Every turn of the hand, from the deal to going out (the engine's events)."""
        grouped: list[list[Event]] = []
        for ev in self.events:
            if ev.kind in ("draw", "take"):
                grouped.append([])
            if grouped:
                grouped[-1].append(ev)
        out: list[RummyTurn] = []
        for i, turn in enumerate(grouped):
            out.append(RummyTurn(
                seat=turn[0].player,
                melds=tuple(ev.cards for ev in turn if ev.kind == "meld"),
                layoffs=tuple((ev.card, next(m for m in self.table if ev.card in m.cards))
                              for ev in turn if ev.kind == "lay_off" and ev.card is not None),
                discard=next((ev.card for ev in turn if ev.kind == "discard"), None),
                out=i == len(grouped) - 1))
        return tuple(out)

    def deal_line(self, lang: str = "en") -> str:
        """How the hand began: who dealt how many cards to each, and who played first."""
        return WORDS.say("deal", lang, dealer=self.names[self.dealer], cards=self.dealt,
                          n=len(self.names), first=self.names[self.first])

    def turn_line(self, turn: RummyTurn, lang: str = "en") -> str:
        """One turn in one sentence: the draw, what went down, the discard, going out."""
        parts = [WORDS.say("turn.draw", lang, name=self.names[turn.seat])]
        parts += [WORDS.say("turn.meld", lang, cards=format_cards(m, lang)) for m in turn.melds]
        for card, on in turn.layoffs:
            key = "turn.layoff.run" if on.is_run else "turn.layoff.set"
            parts.append(WORDS.say(key, lang, card=format_cards([card], lang),
                                    owner=self.names[on.owner]))
        if turn.discard is not None:
            parts.append(WORDS.say("turn.discard", lang, card=format_cards([turn.discard],
                                                                             lang)))
        if turn.out:
            parts.append(WORDS.say("turn.out", lang))
        if len(parts) == 1:  # pragma: no cover - every turn ends with a discard or out
            return parts[0] + "."
        return (", ".join(parts[:-1]) + " " + WORDS.say("and", lang) + " " + parts[-1]
                + ".")

    def history(self, lang: str = "en") -> list[str]:
        """Every turn of the hand in one sentence each, from the engine's public events."""
        return [self.turn_line(turn, lang) for turn in self.turns()]

    def solution(self, lang: str = "en") -> list[str]:
        """The right answer, step by step, in the engine's own words."""
        return list(render(self.result.explanation, lang))


def make_rummy_puzzle(seed: object, level: int, preset: str = "standard") -> RummyPuzzle:
    """The Rummy puzzle for ``(seed, level, preset)``; the same inputs give the same one.

    Raises ``PuzzleError`` for a level that is not a Rummy level or unknown house rules."""
    if level not in LEVELS:
        levels = " or ".join(str(lv) for lv in LEVELS)
        raise PuzzleError(f"a Rummy puzzle's level must be {levels}, not {level!r}")
    if preset not in Rules.preset_names():
        raise PuzzleError(f"unknown house rules {preset!r}")
    seed_s = normalize_seed(seed)
    dealer = Dealer.seeded("rummy-puzzle", 1, level, seed_s)
    low, high = PLAYERS[level]
    players = dealer.randint(low, high)
    rummy = level == LEVELS[1] and dealer.chance(50)
    names = tuple(dealer.sample(NAMES, players))
    for _ in range(_MAX_ATTEMPTS):
        puzzle = _attempt(dealer, seed_s, level, preset, names, rummy)
        if puzzle is not None:
            return puzzle
    raise PuzzleError(f"no Rummy hand found for seed {seed_s!r}")  # pragma: no cover


def _fitting(pool: Pool, table: Sequence[tuple[Card, ...]], dealer: Dealer) -> Card | None:
    """Take a free card that fits a meld on the table (a layoff), or None."""
    if not table:
        return None
    target = dealer.choice(table)
    meld = TableMeld(0, tuple(target), len({c.rank for c in target}) > 1)
    card = next((c for c in pool.cards if fits(c, meld)), None)
    return None if card is None else pool.take([card])[0]


def _attempt(dealer: Dealer, seed: str, level: int, preset: str, names: tuple[str, ...],
             rummy: bool) -> RummyPuzzle | None:
    """Plan a short hand from a whole deal and let the engine play it; None when a move
    is refused or the engine's result is not the planned kind.

    Every player is dealt what the game deals that many (``keep``). The winner plays
    first: draws, lays a meld (not for rummy) and discards; every other player draws,
    maybe lays a meld it was dealt, and discards; then the winner draws and puts down
    every card it holds: ``keep`` + 2 drawn - the first meld - the first discard."""
    rules = Rules.preset("standard", "rummy")
    players = len(names)
    keep = RUMMY.cards_for(players)
    pool = Pool(dealer)
    winner = dealer.below(players)
    seats = Table(names)
    order = [winner, *seats.others(winner)]
    # The winner's first turn: a meld laid now makes the last turn plain going out.
    first_meld = () if rummy else pool.meld(3)
    if first_meld is None:
        return None
    # Every other player: a whole hand, maybe with a meld it lays; the cards kept pay.
    others: dict[int, tuple[tuple[Card, ...], tuple[Card, ...]]] = {}
    for seat in order[1:]:
        meld = (pool.meld(3) or ()) if dealer.one_in(3) else ()
        others[seat] = (meld, pool.any(keep - len(meld)))
    table = [m for m in [first_meld, *(o[0] for o in others.values())] if m]
    # The winner's last turn: melds, then one or two cards laid off or discarded.
    room = keep + 1 - len(first_meld)
    final: list[tuple[Card, ...]] = []
    size = 0
    while room - size >= 3:
        more = pool.meld(dealer.randint(3, min(4, room - size)))
        if more is None:
            return None
        final.append(more)
        size += len(more)
    layoff: Card | None = None
    if room - size == 2 or (room - size == 1 and dealer.one_in(2)):
        layoff = _fitting(pool, table, dealer)
        if layoff is None and room - size == 2:
            return None
    left_over = room - size - (layoff is not None)
    last_discard = pool.any(1)[0] if left_over == 1 else None
    ending = [*(c for m in final for c in m), *([layoff] if layoff else []),
              *([last_discard] if last_discard else [])]
    first_discard = pool.any(1)[0]
    drawn_first, drawn_last = dealer.sample(ending, 2)
    winner_hand = [*first_meld, first_discard,
                   *(c for c in ending if c not in (drawn_first, drawn_last))]
    other_draws = {seat: pool.any(1)[0] for seat in order[1:]}
    hands: list[tuple[Card, ...]] = [() for _ in range(players)]
    hands[winner] = tuple(winner_hand)
    for seat, (meld, rest) in others.items():
        hands[seat] = (*meld, *rest)
    stock = [drawn_first, *(other_draws[s] for s in order[1:]), drawn_last]
    upcard = pool.any(1)[0]
    # The winner plays first: the dealer is the seat whose left neighbour it is.
    deals = next(seat for seat in seats.seats if seats.next(seat) == winner)
    try:
        hand = RummyHand.arranged(rules, deals, hands, upcard, stock, players=names)
        _play(hand, Action.draw_stock())
        if first_meld:
            _play(hand, Action.meld(first_meld))
        _play(hand, Action.discard(first_discard))
        for seat in order[1:]:
            meld, rest = others[seat]
            _play(hand, Action.draw_stock())
            if meld:
                _play(hand, Action.meld(meld))
            held = (*rest, other_draws[seat])
            _play(hand, Action.discard(dealer.choice(held)))
        _play(hand, Action.draw_stock())
        for meld in final:
            _play(hand, Action.meld(meld))
        if layoff is not None:
            on = next(m for m in hand.state.table if fits(layoff, m))
            _play(hand, Action.lay_off(layoff, on.cards))
        if last_discard is not None:
            _play(hand, Action.discard(last_discard))
    except GinRulesError:
        return None
    result = hand.result
    if result is None or result.winner_seat != winner or (result.kind == "rummy") != rummy:
        return None
    st = hand.state
    return RummyPuzzle(seed, level, preset, names, deals, st.events, st.table, result)


def _play(hand: RummyHand, action: Action) -> None:
    """Play a planned move only when the engine lists it as legal now."""
    if action not in hand.legal_actions():
        raise PuzzleError(f"{action} is not legal here")
    hand.apply(action)


# ---------------------------------------------------------------- answers


@dataclass(frozen=True)
class RummyAnswer:
    """What the learner says: each paying seat's payment, the winner's score, rummy."""

    payments: Mapping[int, int | None]
    total: int | None = None
    rummy: bool | None = None


def _pay_feedback(puzzle: RummyPuzzle, seat: int, given: int | None, lang: str) -> str:
    name = puzzle.names[seat]
    if given is None:
        return WORDS.say("fb.pay.missing", lang, name=name)
    held = puzzle.left(seat)
    factor = 2 if puzzle.rummy else 1
    pips = sum(c.value for c in held)
    ranks = sum(c.rank for c in held)
    aces_high = sum(11 if c.rank == 1 else c.value for c in held)
    loose = sum(c.value for c in _unmelded(held))
    if given == pips * (3 - factor):
        return WORDS.say("fb.pay.single" if puzzle.rummy else "fb.pay.doubled", lang, name=name)
    if given in {ranks * factor, aces_high * factor} - {pips * factor}:
        return WORDS.say("fb.pay.faces", lang, name=name)
    if loose != pips and given in (loose, loose * factor):
        return WORDS.say("fb.pay.melds", lang, name=name)
    return WORDS.say("fb.pay.bad", lang, name=name, given=given)


def _unmelded(held: Sequence[Card]) -> list[Card]:
    """The cards outside any set or run of three or more in ``held`` (a learner who counts
    only these forgets that every card in hand pays)."""
    from ginrules.rummy.hand import find_plays

    melds = find_plays(held).melds
    used = {c for m in melds for c in m}
    return [c for c in held if c not in used]


def check_rummy(puzzle: RummyPuzzle, answer: RummyAnswer, lang: str = "en") -> Feedback:
    """Judge each part against the engine's result; a wrong part is named with what to
    look at again, never with the right answer."""
    parts: dict[str, bool] = {}
    lines: list[str] = []
    win = puzzle.winner
    if puzzle.asks_rummy:
        ok = answer.rummy == puzzle.rummy
        parts["rummy"] = ok
        if ok:
            said = WORDS.say("yes" if puzzle.rummy else "no", lang)
            lines.append(WORDS.say("fb.rummy.ok", lang, said=said))
        elif answer.rummy is None:
            lines.append(WORDS.say("fb.rummy.missing", lang))
        else:
            lines.append(WORDS.say("fb.rummy.bad", lang, name=win))
    for seat in puzzle.payers:
        given = answer.payments.get(seat)
        ok = given == puzzle.paid(seat)
        parts[f"pay.{seat}"] = ok
        if ok:
            lines.append(WORDS.say("fb.pay.ok", lang, name=puzzle.names[seat],
                                    points=puzzle.paid(seat)))
        else:
            lines.append(_pay_feedback(puzzle, seat, given, lang))
    ok = answer.total == puzzle.result.points
    parts["total"] = ok
    if ok:
        lines.append(WORDS.say("fb.total.ok", lang, name=win, points=puzzle.result.points))
    else:
        given_sum = sum(v or 0 for v in answer.payments.values())
        key = "fb.total.sum" if answer.total == given_sum else "fb.total.bad"
        lines.append(WORDS.say(key, lang, name=win, given=answer.total))
    return verdict(parts, lines, puzzle.solution(lang), lang,
                   summary=answer_lines(puzzle, lang))


def answer_lines(puzzle: RummyPuzzle, lang: str = "en") -> list[str]:
    """The answer in plain sentences: rummy or not (when asked), each payment, the score
    (the third hint, and what a right answer is told back)."""
    win = puzzle.winner
    answer = [WORDS.say("hint.answer.pays", lang, name=puzzle.names[s], points=puzzle.paid(s))
              for s in puzzle.payers]
    answer.append(WORDS.say("hint.answer.total", lang, name=win, points=puzzle.result.points))
    if puzzle.asks_rummy:
        answer.insert(0, WORDS.say("hint.answer.rummy" if puzzle.rummy else "hint.answer.out",
                                    lang, name=win))
    return answer


def rummy_hints(puzzle: RummyPuzzle, lang: str = "en") -> tuple[str, str, str]:
    """Three hints: where to look, the rule, then the answer itself."""
    win = puzzle.winner
    nudge = [WORDS.say("hint.nudge", lang)]
    rule = [WORDS.say("hint.rule", lang)]
    if puzzle.asks_rummy:
        nudge.insert(0, WORDS.say("hint.nudge.rummy", lang, name=win))
        rule.insert(0, WORDS.say("hint.rule.rummy", lang))
    return " ".join(nudge), " ".join(rule), " ".join(answer_lines(puzzle, lang))


def rummy_view(puzzle: RummyPuzzle, lang: str = "en") -> dict[str, object]:
    """What the page shows of a Rummy puzzle, as plain data (card codes): no answer in it."""
    return {
        "id": puzzle.puzzle_id,
        "seed": puzzle.seed,
        "level": puzzle.level,
        "title": WORDS.say(f"level.{puzzle.level}", lang),
        "rules": WORDS.say("rules", lang, n=len(puzzle.names)),
        "names": list(puzzle.names),
        "winner": puzzle.winner,
        "winner_line": WORDS.say("winner_out", lang, name=puzzle.winner),
        "deal": {"dealer": puzzle.dealer, "first": puzzle.first, "cards": puzzle.dealt,
                 "players": len(puzzle.names), "text": puzzle.deal_line(lang)},
        "turns": [
            {"seat": turn.seat, "name": puzzle.names[turn.seat],
             "melds": [[c.code for c in m] for m in turn.melds],
             "layoffs": [card.code for card, _on in turn.layoffs],
             "discard": None if turn.discard is None else turn.discard.code,
             "out": turn.out, "text": puzzle.turn_line(turn, lang)}
            for turn in puzzle.turns()
        ],
        "table": [
            {"caption": WORDS.say("meld_of.run" if m.is_run else "meld_of.set", lang,
                                   name=puzzle.names[m.owner]),
             "cards": [c.code for c in m.cards]}
            for m in puzzle.table
        ],
        "payers": [
            {"seat": seat, "name": puzzle.names[seat],
             "caption": WORDS.say("left_of", lang, name=puzzle.names[seat]),
             "question": WORDS.say("q.pays", lang, name=puzzle.names[seat]),
             "cards": [c.code for c in sort_hand(puzzle.left(seat))]}
            for seat in puzzle.payers
        ],
        "total_question": WORDS.say("q.total", lang, name=puzzle.winner),
        "asks_rummy": puzzle.asks_rummy,
        "query": puzzle.query(),
    }


#: Rummy's puzzles as the puzzles page asks for them (``gintutor.puzzles.frame``).
PUZZLES: PuzzleFamily[RummyPuzzle, RummyAnswer] = PuzzleFamily(
    make=make_rummy_puzzle, hints=rummy_hints, check=check_rummy, level_name=level_name)
