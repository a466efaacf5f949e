"""A learner on a lesson page, for every course: answers any exercise kind through the
page's visible controls (by role and name, with the mouse or the keyboard), and makes
the plausible mistake a test gives first. One place per kind, so a new kind adds its
answer here once and every course's browser test can use it.

The right answers come from gintutor/ginrules (``ex.solve``), never typed into a test.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ginrules import check_meld
from gintutor import exercises as ex
from gintutor.i18n import WORDS
from gintutor.kinds.games.multi_words import WORDS as MULTI_WORDS
from gintutor.kinds.games.rummy_common import NAMES as RUMMY_NAMES
from gintutor.kinds.games.rummy_common import WORDS as RUMMY_WORDS

TIMEOUT = 60_000  # a wait for page state (conftest's WAIT_TIMEOUT_MS)


class Learner:
    """Drives one exercise on the page through its visible controls."""

    def __init__(self, page: Any, lang: str, keyboard: bool) -> None:
        self.page = page
        self.lang = lang
        self.keyboard = keyboard
        self.area = page.locator("[data-exercise]")

    # ------------------------------------------------------------ the controls

    def button(self, key: str, **values: Any) -> Any:
        return self.named(WORDS.say(key, self.lang, **values))

    def named(self, text: str) -> Any:
        return self.area.get_by_role("button", name=text, exact=True)

    def press(self, text: str) -> None:
        """Press the button called ``text``: Enter on it for a keyboard user."""
        button = self.named(text)
        if self.keyboard:
            button.focus()
            self.page.keyboard.press("Enter")
        else:
            button.click()

    def hand(self, kind: str) -> Any:
        if kind == "arrange":
            name = WORDS.say("ui.loose_cards", self.lang)
        elif kind == "rummy_plays":
            name = RUMMY_WORDS.say("ui.your_cards_drawn", self.lang)
        else:
            name = WORDS.say("ui.your_cards", self.lang)
        return self.area.get_by_role("group", name=name, exact=True)

    def pick(self, kind: str, cards: Any) -> None:
        """Make exactly these cards the chosen ones: click them, or Tab in and use the arrow
        keys and Space like a keyboard user."""
        hand = self.hand(kind)
        wanted = {c.name(self.lang) for c in cards}
        buttons = hand.get_by_role("button")
        state = [(buttons.nth(i).get_attribute("aria-label"),
                  buttons.nth(i).get_attribute("aria-pressed") == "true")
                 for i in range(buttons.count())]
        toggle = [i for i, (name, pressed) in enumerate(state) if (name in wanted) != pressed]
        if not self.keyboard:
            for i in toggle:
                buttons.nth(i).click()
        else:
            buttons.nth(0).focus()
            self.page.keyboard.press("Home")
            position = 0
            for i in toggle:
                for _ in range(i - position):
                    self.page.keyboard.press("ArrowRight")
                position = i
                self.page.keyboard.press("Space")
        for name in wanted:
            button = hand.get_by_role("button", name=name, exact=True)
            assert button.get_attribute("aria-pressed") == "true"

    def number(self, label: str, value: Any) -> None:
        """Type ``value`` into the box labelled ``label`` and press Enter."""
        box = self.area.get_by_label(label, exact=True)
        box.fill(str(value))
        box.press("Enter")

    def choose(self, name: str) -> None:
        radio = self.area.get_by_role("radio", name=name, exact=True)
        if self.keyboard:
            radio.focus()
            self.page.keyboard.press("Space")
        else:
            radio.check()
        assert radio.is_checked()

    def submit(self) -> None:
        """The exercise form's Check button."""
        check = self.area.locator("form").get_by_role(
            "button", name=WORDS.say("ui.check", self.lang), exact=True)
        if self.keyboard:
            check.focus()
            self.page.keyboard.press("Enter")
        else:
            check.click()

    def multi(self, key: str, **values: Any) -> str:
        return MULTI_WORDS.say(key, self.lang, **values)

    def rummy(self, key: str, **values: Any) -> str:
        return RUMMY_WORDS.say(key, self.lang, **values)

    # ------------------------------------------------------------ answering

    def answer(self, e: ex.Exercise, answer: Any) -> None:
        """Give ``answer`` (in the form gintutor.exercises.judge takes) through the page."""
        ANSWERS[e.kind](self, e, answer)

    def feedback(self) -> Any:
        return self.area.locator("[data-feedback]")

    def wait_good(self) -> None:
        self.page.wait_for_function("el => el.classList.contains('good')",
                                    arg=self.feedback().element_handle(), timeout=TIMEOUT)

    def wait_bad(self) -> None:
        self.page.wait_for_function("el => el.classList.contains('bad')",
                                    arg=self.feedback().element_handle(), timeout=TIMEOUT)


def _arrange(learner: Learner, e: ex.Exercise, answer: Any) -> None:
    live = learner.area.locator("[data-live]")
    made: list[Any] = []
    for group in answer:
        learner.pick("arrange", group)
        learner.press(WORDS.say("ui.make_meld", learner.lang))
        made.append(group)
        left, _ = ex.live_deadwood(e.cards, made)  # the count updates as cards are grouped
        learner.page.wait_for_function(
            "([el, text]) => el.textContent === text",
            arg=[live.element_handle(), WORDS.say("ui.live_deadwood", learner.lang, n=left)],
            timeout=TIMEOUT)
    learner.press(WORDS.say("ui.check", learner.lang))


def _knock(learner: Learner, e: ex.Exercise, answer: Any) -> None:
    verdict, discard = answer
    if discard is not None:
        learner.pick("knock", [discard])
    learner.press(WORDS.say(f"choice.{verdict}", learner.lang))


def _layoff(learner: Learner, e: ex.Exercise, answer: Any) -> None:
    if answer:
        learner.pick("layoff", answer)
        learner.press(WORDS.say("ui.lay_off", learner.lang))
    else:
        learner.press(WORDS.say("ui.nothing_fits", learner.lang))


def _pick_meld(learner: Learner, e: ex.Exercise, answer: Any) -> None:
    learner.pick("pick_meld", answer)
    learner.press(WORDS.say("ui.check_meld", learner.lang))


def _score(learner: Learner, e: ex.Exercise, answer: Any) -> None:
    who, points = answer
    learner.choose(WORDS.say(f"role.{who}", learner.lang))
    learner.number(WORDS.say("ui.points", learner.lang), points)


def _team_net(learner: Learner, e: ex.Exercise, answer: Any) -> None:
    who, points = answer
    learner.choose(who if who != "level" else learner.multi("ui.multi.level"))
    learner.number(learner.multi("ui.multi.net_points"), points)


def _ring_pays(learner: Learner, e: ex.Exercise, answer: Any) -> None:
    who, numbers = answer
    learner.choose(who)
    for name, points in numbers:
        learner.area.get_by_label(learner.multi("ui.multi.pays", name=name),
                                  exact=True).fill(str(points))
    learner.submit()


def _choose_then_check(name: Callable[[Learner, Any], str]) -> Callable[..., None]:
    def answer(learner: Learner, e: ex.Exercise, value: Any) -> None:
        learner.choose(name(learner, value))
        learner.submit()
    return answer


def _rummy_plays(learner: Learner, e: ex.Exercise, answer: Any) -> None:
    if answer:
        learner.pick("rummy_plays", answer)
        learner.press(learner.rummy("ui.put_down"))
    else:
        learner.press(learner.rummy("ui.nothing_down"))


def _rummy_hold(learner: Learner, e: ex.Exercise, answer: Any) -> None:
    typed = dict(answer)
    field = None
    for box in ("hold", "down"):
        field = learner.area.get_by_label(learner.rummy(f"ui.hold.{box}"), exact=True)
        field.fill(typed[box])
    assert field is not None
    field.press("Enter")


def _rummy_pays(learner: Learner, e: ex.Exercise, answer: Any) -> None:
    typed = dict(answer)
    last = None
    for seat in range(e.players):
        if seat == e.seat:
            continue
        last = learner.area.get_by_label(learner.rummy("ui.pays", name=RUMMY_NAMES[seat]),
                                         exact=True)
        last.fill(typed[f"seat-{seat}"])
    assert last is not None
    if learner.keyboard:
        last.press("Enter")
    else:
        learner.named(WORDS.say("ui.check", learner.lang)).click()


def _as(kind: str) -> Callable[..., None]:
    """A kind whose controls are another kind's (seven-card knocking is gin's knock)."""
    return lambda learner, e, answer: ANSWERS[kind](learner, ex.Exercise(kind, e.cards), answer)


#: How a learner gives each kind's answer on the page.
ANSWERS: dict[str, Callable[..., None]] = {
    "points": lambda lr, e, a: lr.number(WORDS.say("ui.points", lr.lang), a),
    "deadwood": lambda lr, e, a: lr.number(WORDS.say("ui.deadwood", lr.lang), a),
    "game": lambda lr, e, a: lr.number(WORDS.say("ui.winner_total", lr.lang), a),
    "is_meld": lambda lr, e, a: lr.press(WORDS.say("choice.yes" if a else "choice.no", lr.lang)),
    "pick_meld": _pick_meld,
    "arrange": _arrange,
    "knock": _knock,
    "layoff": _layoff,
    "score": _score,
    "multi_sits_out": _choose_then_check(lambda lr, a: a),
    "multi_meets": _choose_then_check(lambda lr, a: lr.multi("ui.multi.round", n=a)),
    "multi_team_net": _team_net,
    "multi_ring_pays": _ring_pays,
    "multi_knock7": _as("knock"),
    "multi_ring_layoff": _as("layoff"),
    "rummy_may_lay_off": lambda lr, e, a: lr.press(lr.rummy("ui.may_yes" if a else "ui.may_no")),
    "rummy_plays": _rummy_plays,
    "rummy_hold": _rummy_hold,
    "rummy_pays": _rummy_pays,
}


def _wrong_trio(e: ex.Exercise, right: Any) -> Any:
    cards = list(e.cards)
    return next(cards[i:i + 3] for i in range(len(cards) - 2)
                if not check_meld(tuple(cards[i:i + 3])).is_meld)


def _one_more_in_first_box(right: Any) -> Any:
    (box, text), *rest = right
    return ((box, str(int(text) + 1)), *rest)


#: A plausible mistake for each kind (a test checks that the engine judges it wrong).
MISTAKES: dict[str, Callable[[ex.Exercise, Any], Any]] = {
    "points": lambda e, r: r + 1,
    "deadwood": lambda e, r: r + 1,
    "game": lambda e, r: r + 1,
    "is_meld": lambda e, r: not r,
    "rummy_may_lay_off": lambda e, r: not r,
    "pick_meld": _wrong_trio,
    "arrange": lambda e, r: [],
    "knock": lambda e, r: ("none", None) if r[0] != "none"
    else ("knock", max(e.cards, key=lambda c: c.value)),
    "multi_knock7": lambda e, r: ("none", None) if r[0] != "none" else ("knock", e.cards[0]),
    "layoff": lambda e, r: frozenset() if r else frozenset(e.cards[:1]),
    "multi_ring_layoff": lambda e, r: frozenset() if r else frozenset(e.cards[:1]),
    "rummy_plays": lambda e, r: frozenset() if r else frozenset(e.cards[:1]),
    "score": lambda e, r: ("knocker" if r[0] == "defender" else "defender", r[1]),
    "multi_sits_out": lambda e, r: next(s for s in ("Ann", "Bob", "Cas") if s != r),
    "multi_meets": lambda e, r: next(n for n in ("1", "2", "3") if n != r),
    "multi_team_net": lambda e, r: ("Bob & Dee" if r[0] == "Ann & Cas" else "Ann & Cas", r[1]),
    "multi_ring_pays": lambda e, r: (r[0], tuple((n, str(int(p) + 1)) for n, p in r[1])),
    "rummy_hold": lambda e, r: _one_more_in_first_box(r),
    "rummy_pays": lambda e, r: _one_more_in_first_box(r),
}


def wrong_answer(e: ex.Exercise, right: Any) -> Any:
    """A plausible mistake for this exercise (judged wrong by the engine, checked by the
    tests that give it)."""
    return MISTAKES[e.kind](e, right)


def first_of_each_kind(lesson: Any) -> list[tuple[int, ex.Exercise]]:
    """The first exercise of each kind in the lesson, with its number (from 1)."""
    seen: dict[str, tuple[int, ex.Exercise]] = {}
    for i, e in enumerate(lesson.exercises, 1):
        seen.setdefault(e.kind, (i, e))
    return list(seen.values())


def open_exercise(page: Any, lang: str, number: int, total: int) -> None:
    """Go to exercise ``number`` through its button and wait for its heading."""
    name = WORDS.say("ui.exercise_n", lang, n=number)
    page.get_by_role("button", name=re.compile("^" + re.escape(name) + r"(,|$)")).click()
    page.get_by_role(
        "heading", name=WORDS.say("ui.exercise_of", lang, n=number, total=total)
    ).wait_for(timeout=TIMEOUT)


def set_storage(page: Any, site: Any, values: dict[str, str | None]) -> None:
    """Set (or, with None, remove) localStorage keys of the site's origin before a page
    loads: from a plain file of the same origin, so no Python start is spent on it."""
    page.goto(site.url + "static/site.css")
    page.evaluate(
        """(values) => { for (const [k, v] of Object.entries(values)) {
        if (v === null) localStorage.removeItem(k); else localStorage.setItem(k, v); } }""",
        values,
    )
