"""A learner on the puzzles page, for every game family: reads the puzzle the page shows
and answers it through the page's visible controls (by role and name, with the mouse or
the keyboard). One small class per family, found by the family's key in
``gintutor.families``, so a new family adds its answer entry here once and the
parametrised tests in test_puzzles.py run it at each of its levels.

Each family's puzzles module is the one the registry names (``Family.puzzles``); the
puzzle, the mistakes' verdicts and the hints come from its ``PUZZLES``, as the page asks
for them, and the right answers and what the page draws from the module, never typed
into a test.
"""

from __future__ import annotations

import importlib
import re
from abc import ABC, abstractmethod
from types import ModuleType
from typing import Any

from ginrules.core.loading import load_named
from gintutor.families import family_named
from gintutor.i18n import WORDS as LESSON_WORDS
from gintutor.puzzles import gin_check
from gintutor.puzzles.frame import Feedback, PuzzleFamily
from gintutor.puzzles.words import WORDS


def codes(page: Any, selector: str) -> list[str]:
    """The card codes shown under ``selector``, in page order."""
    return list(page.locator(f"{selector} [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"))


class PuzzleLearner(ABC):
    """What every family's learner shares: the page, its language, mouse or keyboard.

    A family's class says which part of the page is its own (``part``), which seed to
    open at a level, and how to answer its puzzles; making, judging and hinting are its
    family's ``PUZZLES``, the same for every family."""

    family: str = ""
    #: the page's element that holds this family's table (the frame hides the others')
    part: str = ""

    def __init__(self, page: Any, lang: str, keyboard: bool) -> None:
        self.page = page
        self.lang = lang
        self.keyboard = keyboard

    # ------------------------------------------------------------ the family's module

    @property
    def module(self) -> ModuleType:
        """The module that makes and judges this family's puzzles (``Family.puzzles``)."""
        name = family_named(self.family).puzzles
        assert name is not None, f"{self.family} has no puzzles"
        return importlib.import_module(name)

    @property
    def puzzles(self) -> PuzzleFamily[Any, Any]:
        """What makes, judges and hints this family's puzzles, as the page asks for it."""
        found: PuzzleFamily[Any, Any] = load_named(f"{self.module.__name__}:PUZZLES")
        return found

    def seed(self, level: int) -> str:
        """A seed that shows what the level is about (a family may need a special one)."""
        return f"level-{level}"

    def preset(self, level: int) -> str:
        """The house rules the level's link names."""
        return "standard"

    def make(self, seed: str, level: int, preset: str) -> Any:
        """The puzzle the page makes from this address."""
        return self.puzzles.make(seed, level, preset)

    def check(self, puzzle: Any, answer: Any) -> Feedback:
        """The engine's verdict on ``answer``, in the page's language."""
        return self.puzzles.check(puzzle, answer, self.lang)

    def hints(self, puzzle: Any) -> tuple[str, str, str]:
        """The puzzle's three hints, in the page's language."""
        return self.puzzles.hints(puzzle, self.lang)

    @abstractmethod
    def right(self, puzzle: Any) -> Any:
        """The right answer, in the form the page reads it."""

    @abstractmethod
    def mistake(self, puzzle: Any) -> Any:
        """A plausible wrong answer (the tests check the engine judges it wrong)."""

    @abstractmethod
    def shows(self, puzzle: Any) -> None:
        """Assert that the page draws this puzzle as the engine makes it."""

    @abstractmethod
    def rules_said(self, puzzle: Any) -> tuple[str | None, list[str]]:
        """The page's rules line (None: the family's page composes it itself) and every
        rule line, as the engine words them."""

    @abstractmethod
    def intro(self) -> str:
        """The line that says which game the level's puzzles are."""

    @abstractmethod
    def enter(self, puzzle: Any, answer: Any) -> None:
        """Give ``answer`` (the family's answer object) through the page, and send it."""

    # ------------------------------------------------------------ the controls

    def choose(self, radio: Any) -> None:
        """Check a radio button: a click, or Space on it for a keyboard user."""
        if self.keyboard:
            radio.focus()
            self.page.keyboard.press("Space")
        else:
            radio.check()
        assert radio.is_checked()

    def toggle(self, button: Any) -> None:
        """Press a card button: a click, or Space on it for a keyboard user."""
        if self.keyboard:
            button.focus()
            self.page.keyboard.press("Space")
        else:
            button.click()

    def send(self, last_box: Any) -> None:
        """Send the answer: Enter in its last number box for a keyboard user, else the
        Check button."""
        if self.keyboard:
            last_box.press("Enter")
        else:
            self.page.get_by_role("button", name=WORDS.say("page.check", self.lang),
                                  exact=True).click()

    def box(self, label: str) -> Any:
        return self.page.get_by_label(label, exact=True)


class GinLearner(PuzzleLearner):
    """Two-player gin: the knocker's spread (or the hand to spread) and the defender's
    hand; the answer is the spread, the layoffs, who scores and how many points."""

    family = "gin"
    part = "#pz-gin"

    def _layoffs(self, puzzle: Any, cards: Any) -> Any:
        """Layoffs as the page reads them: the chosen cards in the hand's order, or
        None when the level does not ask for them."""
        if "layoffs" not in puzzle.questions:
            return None
        chosen = {c.code for c in cards}
        return gin_check.parse_cards_field(
            " ".join(c.code for c in puzzle.defender_cards if c.code in chosen))

    def right(self, puzzle: Any) -> Any:
        return gin_check.Answer(winner=puzzle.result.winner, points=puzzle.result.points,
                                  layoffs=self._layoffs(puzzle, puzzle.layoff_cards),
                                  spread=puzzle.best_spread)

    def mistake(self, puzzle: Any) -> Any:
        right = self.right(puzzle)
        return gin_check.Answer(winner=right.winner, points=right.points + 1,
                                  layoffs=right.layoffs, spread=right.spread)

    def shows(self, puzzle: Any) -> None:
        knocker = codes(self.page, "#pz-knocker")
        assert sorted(knocker) == sorted(c.code for c in puzzle.knocker_cards)
        assert codes(self.page, "#pz-defender") == [c.code for c in puzzle.defender_cards]

    def rules_said(self, puzzle: Any) -> tuple[str | None, list[str]]:
        view = self.module.puzzle_view(puzzle, self.lang, "standard")
        return None, list(view["rule_lines"])

    def intro(self) -> str:
        return WORDS.say("intro.gin", self.lang)

    def enter(self, puzzle: Any, answer: Any) -> None:
        if puzzle.spread_options:
            label = self.module.spread_label(answer.spread)
            self.choose(self.page.get_by_role("radio", name=re.compile(f"^{label} ")))
        if answer.layoffs is not None:  # exactly these cards chosen, whatever was before
            hand = self.page.get_by_role("group", name=WORDS.say("page.defender", self.lang),
                                         exact=True)
            chosen = {card.name(self.lang) for card in answer.layoffs}
            for card in puzzle.defender_cards:
                button = hand.get_by_role("button", name=card.name(self.lang), exact=True)
                if (button.get_attribute("aria-pressed") == "true") != (card.name(self.lang)
                                                                        in chosen):
                    self.toggle(button)
        self.choose(self.page.get_by_role("radio", name=WORDS.say(f"role.{answer.winner}",
                                                                  self.lang), exact=True))
        points = self.box(WORDS.say("q.points", self.lang))
        points.fill(str(answer.points))
        self.send(points)


class ShowdownLearner(PuzzleLearner):
    """The seven-card showdown: the knocker's spread and every defender's hand; the answer
    is who scores and what each player pays."""

    family = "showdown"
    part = "#pz-ring"

    def seed(self, level: int) -> str:
        return "seven-a"  # a defender may not lay off onto another's layoff: the mistake

    def right(self, puzzle: Any) -> Any:
        return self.module.SevenAnswer(
            puzzle.winner_seat, {s: puzzle.paid(s) for s in range(len(puzzle.names))})

    def mistake(self, puzzle: Any) -> Any:
        """The refused layoff laid off anyway (that payment too low), when there is one."""
        payments = dict(self.right(puzzle).payments)
        blocked = puzzle.blocked()
        if blocked:
            seat, card, _owner = blocked[0]
            payments[seat] -= card.value
        else:
            seat = next(s for s in payments if s != puzzle.winner_seat)
            payments[seat] += 1
        return self.module.SevenAnswer(puzzle.winner_seat, payments)

    def shows(self, puzzle: Any) -> None:
        every = sorted(c.code for hand in puzzle.hands for c in hand)
        assert sorted(codes(self.page, "#pz-x-body")) == every
        view = self.module.seven_view(puzzle, self.lang)
        assert self.page.locator("#pz-x-knocker-h").inner_text() == view["knocker"]

    def rules_said(self, puzzle: Any) -> tuple[str | None, list[str]]:
        view = self.module.seven_view(puzzle, self.lang)
        return view["rules"], list(view["rule_lines"])

    def intro(self) -> str:
        return str(self.module.WORDS.say("intro.seven", self.lang))

    def enter(self, puzzle: Any, answer: Any) -> None:
        self.choose(self.page.get_by_role("radio", name=puzzle.names[answer.winner],
                                          exact=True))
        box = None
        for seat, name in enumerate(puzzle.names):
            box = self.box(self.module.WORDS.say("q.pays", self.lang, name=name))
            box.fill(str(answer.payments[seat]))
        self.send(box)


class TwoTablesLearner(PuzzleLearner):
    """Gin in pairs at two tables: each table's showdown; the answer is who scores at each
    table and how much, then which team gains on balance and by how much."""

    family = "two_tables"
    part = "#pz-ring"

    def seed(self, level: int) -> str:
        return "pairs-a"

    def preset(self, level: int) -> str:
        return "hoyle"  # a preset of its own: the rules lines follow it

    def right(self, puzzle: Any) -> Any:
        tables = tuple((t.winner_seat, t.result.points) for t in puzzle.tables)
        return self.module.PairsAnswer(tables, puzzle.net_team, puzzle.net_points)

    def mistake(self, puzzle: Any) -> Any:
        """Table 1's points one off, and the two tables' points added up."""
        right = self.right(puzzle)
        (seat, points), *rest = right.tables
        added = sum(p for _seat, p in right.tables)
        return self.module.PairsAnswer(((seat, points + 1), *rest), right.team, added)

    def shows(self, puzzle: Any) -> None:
        for table in puzzle.tables:
            want = [*table.hand.knocker_cards, *table.hand.defender_cards]
            got = codes(self.page, f"section[aria-labelledby='pz-x-t{table.number}-h']")
            assert sorted(got) == sorted(c.code for c in want)

    def rules_said(self, puzzle: Any) -> tuple[str | None, list[str]]:
        view = self.module.pairs_view(puzzle, self.lang)
        return view["rules"], list(view["rule_lines"])

    def intro(self) -> str:
        return str(self.module.WORDS.say("intro.pairs", self.lang))

    def enter(self, puzzle: Any, answer: Any) -> None:
        words = self.module.WORDS
        for table, (seat, points) in zip(puzzle.tables, answer.tables, strict=True):
            n = table.number
            group = self.page.get_by_role("group", name=words.say("q.table_winner", self.lang,
                                                                  n=n))
            self.choose(group.get_by_role("radio", name=puzzle.names[seat], exact=True))
            self.box(words.say("q.table_points", self.lang, n=n)).fill(str(points))
        team = (words.say("q.level", self.lang) if answer.team == self.module.LEVEL_HAND
                else puzzle.teams[answer.team])
        group = self.page.get_by_role("group", name=words.say("q.team", self.lang))
        self.choose(group.get_by_role("radio", name=team, exact=True))
        net = self.box(words.say("q.net", self.lang))
        net.fill(str(answer.net))
        self.send(net)


class RummyLearner(PuzzleLearner):
    """Classic Rummy: the whole hand from its deal, the melds on the table and the cards
    left; the answer is rummy or not (when the level asks), each payment and the score."""

    family = "rummy"
    part = "#pz-rummy"

    def seed(self, level: int) -> str:
        return "rummy-c"  # where the level asks, a rummy: the mistake says plain going out

    def right(self, puzzle: Any) -> Any:
        return self.module.RummyAnswer({s: puzzle.paid(s) for s in puzzle.payers},
                                       puzzle.result.points,
                                       puzzle.rummy if puzzle.asks_rummy else None)

    def mistake(self, puzzle: Any) -> Any:
        """Asked whether it was rummy: the other way round, every payment with it. Not
        asked: the first payment doubled."""
        right = self.right(puzzle)
        if puzzle.asks_rummy:
            scaled = {s: p // 2 if puzzle.rummy else p * 2 for s, p in right.payments.items()}
            return self.module.RummyAnswer(scaled, sum(scaled.values()), not puzzle.rummy)
        first = puzzle.payers[0]
        payments = {**right.payments, first: right.payments[first] * 2}
        return self.module.RummyAnswer(payments, right.total, None)

    def shows(self, puzzle: Any) -> None:
        view = self.module.rummy_view(puzzle, self.lang)
        left = [c for payer in view["payers"] for c in payer["cards"]]
        assert sorted(codes(self.page, "#pz-r-left")) == sorted(left)
        on_table = [c.code for m in puzzle.table for c in m.cards]
        assert sorted(codes(self.page, "#pz-r-table")) == sorted(on_table)
        # The whole hand from its deal, so every hand size and the verdict can be worked out.
        assert self.page.locator("#pz-r-deal").inner_text() == puzzle.deal_line(self.lang)
        turns = self.page.locator("#pz-r-history li").all_inner_texts()
        assert turns == [*puzzle.history(self.lang), view["winner_line"]]
        assert self.page.locator("#pz-r-kind").is_visible() == puzzle.asks_rummy

    def rules_said(self, puzzle: Any) -> tuple[str | None, list[str]]:
        return str(self.module.rummy_view(puzzle, self.lang)["rules"]), []

    def intro(self) -> str:
        return str(self.module.WORDS.say("intro", self.lang))

    def enter(self, puzzle: Any, answer: Any) -> None:
        words = self.module.WORDS
        if answer.rummy is not None:
            said = words.say("yes" if answer.rummy else "no", self.lang)
            self.choose(self.page.get_by_role("radio", name=said, exact=True))
        for seat in puzzle.payers:
            self.box(words.say("q.pays", self.lang, name=puzzle.names[seat])).fill(
                str(answer.payments[seat]))
        self.box(words.say("q.total", self.lang, name=puzzle.winner)).fill(str(answer.total))
        check = self.page.get_by_role("button", name=WORDS.say("page.check", self.lang),
                                      exact=True)
        if self.keyboard:  # no Enter in these boxes: Tab on to the button, as a person does
            check.focus()
            self.page.keyboard.press("Enter")
        else:
            check.click()


#: Each family's learner, by the family's key in gintutor.families.
LEARNERS: dict[str, type[PuzzleLearner]] = {
    cls.family: cls for cls in (GinLearner, ShowdownLearner, TwoTablesLearner, RummyLearner)
}


def hint_button(lang: str, n: int) -> str:
    """The hint button's name while hint ``n`` is the next one."""
    return LESSON_WORDS.say("hint_of", lang, n=n)
