"""What the kinds of "Gin for three and four" share: the seats' names, hands played out by
the engine to ask it who deals next and what a team nets, the seven-card showdown, and
the radio buttons that choose a seat.

The answers are the engine's: a hand is dealt as the exercise gives it
(`ginrules.gin.hand.Hand.arranged`) and played by its legal moves to the knock the exercise
names, inside a real `Game` (three players) or `Match` (four in pairs), so who deals
next, who sits out and what each team nets come from the code that runs the games.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ginrules import Card, Meld, Rules, best_arrangement, full_deck
from ginrules.core.actions import Action
from ginrules.gin.hand import Hand
from ginrules.gin.showdown import HandResult, score_ring
from ginrules.table.game import Game
from ginrules.table.match import Match
from ginrules.table.seats import Table

from ...dealing import Cards
from ...exercises import Exercise, ExerciseError
from ...render import escape

#: The seats' names in every exercise of the course: short, easy to tell apart and the
#: same in English and Dutch (the names the engine's own examples use).
SEATS: tuple[str, ...] = ("Ann", "Bob", "Cas", "Dee", "Eve", "Fay")

# Two hands for the hands of three-player gin whose cards do not matter (who deals next
# does not depend on them): the winner knocks with 1 deadwood against 2, so each hand
# scores 1 point and no sheet reaches the target.
_WIN_HAND = "2S 3S 4S 5H 5D 5C 9C 9D 9H AD"
_LOSE_HAND = "KH KD KS QH QD QS JD JC JH 2C"
_UPCARD = "KC"


def names(players: int) -> tuple[str, ...]:
    """The names of the seats at a table of `players`."""
    return SEATS[:players]


def table_of(players: int, teams: Sequence[int] | None = None) -> Table:
    return Table.of(names(players), teams)


def _script(hand: Hand, knocker: int, gin: bool) -> Iterator[Action]:
    """The moves that take an arranged hand to `knocker`'s knock: everyone passes the
    upcard, the players before the knocker draw and throw the card drawn away, and the
    knocker draws and knocks (or goes gin) with it, keeping the cards dealt. Where the
    knocker may choose the spread, the first the hand offers (the least deadwood)."""
    state = hand.state
    order = hand.table.order_from(state.dealer, state.active)
    for _ in order:
        yield Action.pass_()
    for seat in order:
        drawn = hand.state.stock[-1]
        yield Action.draw_stock()
        if seat != knocker:
            yield Action.discard(drawn)
            continue
        yield Action.gin(drawn) if gin else Action.knock(drawn)
        break
    if not hand.is_over:
        yield hand.legal_actions()[0]


def arranged_knock(rules: Rules, dealer: int, hands: Sequence[Cards], knocker: int, *,
                   table: Table, variant: str, active: Sequence[int],
                   upcard: Card | None = None) -> Hand:
    """A hand dealt as given (`hands` by seat, empty for seats that do not play), ready
    for `_script`: the first free cards lie on top of the stock, each drawn and thrown
    away before the knock (the knocker's with the knock itself), so the cards dealt are
    the cards at the showdown."""
    used = {c for h in hands for c in h}
    # A first upcard worth 10 (the knock limit stays 10 where the upcard sets it).
    tens = (Card(_UPCARD), *(c for c in full_deck() if c.value == 10))
    up = upcard if upcard is not None else next(c for c in tens if c not in used)
    used.add(up)
    stock_top = [c for c in full_deck() if c not in used][: len(active)]
    return Hand.arranged(rules, dealer, hands, up, stock_top, table=table, variant=variant,
                         active=active)


def deals_after(ex: Exercise, rules: Rules) -> tuple[int, tuple[int, ...]]:
    """Three-player gin: the seat that deals the hand after the ones on the exercise's
    sheet (the first dealt by `ex.dealer`, each won by its line's player), and the seats
    that play it, as the engine's `Game` goes from hand to hand."""
    table = table_of(ex.players)
    game = Game(rules, 0, table, variant=ex.variant)
    dealer = ex.dealer
    for line in ex.hands:
        active = game.variant.active_seats(table.size, dealer)
        if line.winner not in active:
            raise ExerciseError(f"{SEATS[line.winner]} sits out a hand dealt by "
                                f"{SEATS[dealer]} and cannot win it")
        loser = next(s for s in active if s != line.winner)
        cards: list[Cards] = [() for _ in table.seats]
        cards[line.winner] = tuple(Card(c) for c in _WIN_HAND.split())
        cards[loser] = tuple(Card(c) for c in _LOSE_HAND.split())
        hand = arranged_knock(rules, dealer, cards, line.winner, table=table,
                              variant=ex.variant, active=active)
        game.hand = hand  # the hand as the exercise has it, played by the game's rules
        for act in _script(hand, line.winner, gin=False):
            game.apply(act)
        game.apply(Action.next_hand())
        dealer = game.hand.dealer
    return dealer, tuple(game.hand.state.active)


def pairs_match(ex: Exercise, rules: Rules) -> Match:
    """Four in pairs: the first hand of a `Match`, its two tables dealt as the exercise
    gives them (`others`: each seat's ten cards after the knocker's discard) and played
    to the knocks of `owners` (the knocker at each table), scored by the match."""
    if len(ex.others) != 4 or len(ex.owners) != 2:
        raise ExerciseError("multi_team_net: needs 4 hands in 'others' and the knocker of "
                            "each table in 'owners'")
    match = Match(rules, 0, names(4), variant=ex.variant)
    scripts: dict[int, Iterator[Action]] = {}
    for t, seats in enumerate(match.seating()):
        knocker = ex.owners[t]
        if knocker not in seats:
            raise ExerciseError(f"{SEATS[knocker]} does not play at table {t + 1}")
        old = match.hands[t]
        assert old is not None
        cards = [ex.others[s] if s in seats else () for s in match.table.seats]
        hand = arranged_knock(rules, old.state.dealer, cards, knocker, table=match.table,
                              variant=ex.variant, active=seats,
                              upcard=ex.upcard)
        match.hands[t] = hand
        gin = best_arrangement(ex.others[knocker]).deadwood_count == 0
        scripts[t] = _script(hand, knocker, gin)
    while match.legal_actions() and match.legal_actions() != [Action.next_hand()]:
        match.apply(next(scripts[match.table_of(match.to_act)]))
    return match


def radio(value: str, label: str) -> str:
    return (f'<label class="check"><input type="radio" name="who" value="{escape(value)}" '
            f"required> {escape(label)}</label>")


def radios(legend: str, options: Sequence[tuple[str, str]]) -> str:
    """A group of radio buttons (`input[name="who"]`), one per (value, label)."""
    return (f'<fieldset class="who"><legend>{escape(legend)}</legend>'
            + "".join(radio(v, label) for v, label in options) + "</fieldset>")


# -- the seven-card showdown ------------------------------------------------------------
def ring_result(ex: Exercise, rules: Rules, defenders: Sequence[Cards]) -> HandResult:
    """The engine's seven-card showdown: Ann (seat 0) knocks with `ex.knocker` (and the
    melds `ex.knocker_melds`, if given); `defenders` are the opponents' hands in turn
    from her left (Bob, Cas, Dee)."""
    return score_ring(ex.knocker, [(s, cards) for s, cards in enumerate(defenders, 1)],
                      rules, knocker_melds=ex.knocker_melds, upcard=ex.upcard_for(rules),
                      knocker_seat=0, names=names(len(defenders) + 1))


def check_ring(ex: Exercise, defenders: Sequence[Cards], kind: str) -> None:
    """What a seven-card showdown needs: seven cards in every hand, three or four players,
    a first upcard (it sets the knock limit), and no card twice."""
    if not 2 <= len(defenders) <= 3:
        raise ExerciseError(f"{kind}: seven-card gin is for 3 or 4 players")
    if ex.upcard is None:
        raise ExerciseError(f"{kind}: needs the first upcard ('upcard'): it sets the limit")
    if len(ex.knocker) != 7 or any(len(d) != 7 for d in defenders):
        raise ExerciseError(f"{kind}: the knocker and every opponent hold 7 cards")
    every = [*ex.knocker, *(c for d in defenders for c in d), ex.upcard]
    if len(set(every)) != len(every):
        raise ExerciseError(f"{kind}: a card is given twice")


def grown_melds(res: HandResult, upto: int) -> tuple[list[Meld], dict[Card, int]]:
    """The knocker's melds with the layoffs of the first `upto` opponents added, and who
    laid off each card (what the next opponent sees on the table)."""
    grown = list(res.knocker_arrangement.melds)
    laid_by: dict[Card, int] = {}
    for spread in res.spreads[:upto]:
        for lo in spread.spread.layoffs:
            grown[lo.meld_index] = grown[lo.meld_index].with_card(lo.card)
            laid_by[lo.card] = spread.seat
    return grown, laid_by
