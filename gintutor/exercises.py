"""Exercises: what a lesson asks, the answer ginrules computes, and how a learner is judged.

An exercise holds cards and a question, never an answer: `solve` asks the engine, `judge`
compares a learner's answer with it and says what went wrong in the engine's words, and
`hints` gives three hints (a nudge, the rule, the answer shown on cards). `practice`
makes new exercises of a kind from a seed, with hands chosen by the engine to fit a concept.

This module holds the helpers every kind shares and the entry points above; each kind's
own solving, judging, answer hint, generator and markup live in its module of
gintutor/kinds/, found through `gintutor.kinds.kind_of`. What an exercise is as data
(Exercise, Verdict, Hint, KindName) is in `gintutor.exercise_data`, below the kinds (which
take and give it), and is named here too.

The teaching contract: a wrong answer's message names what is wrong and which cards to look
at again, never the answer itself (the right cards, number, player or discard); only the
third hint, or the page's "Show the answer", gives that. `stars` rewards thinking first.

Learner answers, by kind:
    points, deadwood, game -> int (or the text typed into a box)
    is_meld -> bool
    pick_meld, layoff -> a collection of Cards
    arrange -> a sequence of groups (each a sequence of Cards)
    knock -> (verdict, discard) with verdict 'knock' | 'gin' | 'big_gin' | 'none'
    score -> (who, points) with who 'knocker' | 'defender'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ginrules import Card, Meld, Rules, best_arrangement, check_meld, render
from ginrules.core.reader import int_or

from .dealing import Cards, Dealer
from .errors import ExerciseError as ExerciseError  # raised here; named by every kind
from .exercise_data import Exercise as Exercise
from .exercise_data import Groups as Groups
from .exercise_data import HandLine as HandLine
from .exercise_data import Hint as Hint
from .exercise_data import KindName as KindName
from .exercise_data import Text as Text
from .exercise_data import Verdict as Verdict
from .i18n import WORDS
from .rules_text import placeholder_values

if TYPE_CHECKING:
    from .kinds.base import ExerciseKind

PLAYERS: tuple[str, str] = ("Anna", "Bram")
STANDARD = Rules.preset("standard")


# ---------------------------------------------------------------- shared helpers


def rules_values(rules: Rules, lang: str, upcard: Card | None = None) -> dict[str, object]:
    """The numbers of a house-rule set, by the placeholder names lessons may use: the same
    words as the rules page, from gintutor.rules_text (one source for every page)."""
    return placeholder_values(rules, lang, upcard)


def big_gin_played(rules: Rules) -> bool:
    """Whether this rule set has big gin at all (Hoyle and Oklahoma do not)."""
    return rules.big_gin_played


def why_text(explanation: Any, lang: str) -> str:
    """The engine's own explanation as one line of text."""
    lines = render(explanation, lang)
    return " ".join(lines) if isinstance(lines, list) else str(lines)


def card_label(card: Card, lang: str) -> str:
    """A card as the exercise's text shows it: one function for the question, the notes
    beside the cards and the feedback, so one exercise never names a card two ways
    (in the page's letters: B V H on Dutch pages)."""
    return card.label_in(lang)


def cards_text(cards: Iterable[Card], lang: str) -> str:
    """Cards named as the exercise names them, separated by spaces."""
    return " ".join(card_label(c, lang) for c in cards)


EXERCISE_PLACEHOLDERS = frozenset({"upcard", "taken"})


def exercise_values(ex: Exercise, rules: Rules, lang: str) -> dict[str, object]:
    """The placeholders a question or nudge may use: the house-rule numbers, and the
    exercise's own first upcard and taken card, named as the page names them."""
    upcard = ex.upcard_for(rules)
    values = rules_values(rules, lang, upcard)
    if upcard is not None:
        values["upcard"] = card_label(upcard, lang)
    if ex.taken is not None:
        values["taken"] = card_label(ex.taken, lang)
    return values


def points_of(cards: Iterable[Card]) -> int:
    """What the cards count, added up (ace 1, face cards 10)."""
    return sum(c.value for c in cards)


def candidate_melds(cards: Iterable[Card]) -> tuple[Cards, ...]:
    """Every meld that can be made from `cards`: each set of 3 or 4 of a rank and each
    stretch of 3 or more neighbours in a suit, every one confirmed by the engine's check."""
    hand = sorted(set(cards), key=lambda c: c.index)
    found: list[Cards] = []
    by_rank: dict[int, list[Card]] = {}
    by_suit: dict[Any, list[Card]] = {}
    for c in hand:
        by_rank.setdefault(c.rank, []).append(c)
        by_suit.setdefault(c.suit, []).append(c)
    for same in by_rank.values():
        for size in (3, 4):
            found += [tuple(g) for g in combinations(same, size)]
    for suited in by_suit.values():
        ranks = sorted(suited, key=lambda c: c.rank)
        for i in range(len(ranks)):
            for j in range(i + 3, len(ranks) + 1):
                found.append(tuple(ranks[i:j]))
    return tuple(g for g in found if check_meld(g).is_meld)


def possible_deadwoods(cards: Iterable[Card]) -> frozenset[int]:
    """The deadwood left by every way of grouping `cards` into melds (none at all included),
    so feedback can say whether a number is what some grouping leaves."""
    hand = tuple(cards)
    melds = candidate_melds(hand)
    total = points_of(hand)
    out: set[int] = set()

    def grow(start: int, used: frozenset[Card], melded: int) -> None:
        out.add(total - melded)
        for i in range(start, len(melds)):
            if used.isdisjoint(melds[i]):
                grow(i + 1, used | frozenset(melds[i]), melded + points_of(melds[i]))

    grow(0, frozenset(), 0)
    return frozenset(out)


def odd_cards(group: Sequence[Card]) -> Cards:
    """The cards that keep `group` from being a meld, when leaving them out leaves one clear
    meld (9♦ 10♦ J♦ K♠: K♠); empty when there is no such single answer."""
    cards = tuple(group)
    for size in range(len(cards) - 1, 2, -1):
        fits = [g for g in combinations(cards, size) if check_meld(g).is_meld]
        if len(fits) == 1:
            return tuple(c for c in cards if c not in fits[0])
        if fits:
            return ()
    return ()


def knocker_melds(ex: Exercise) -> tuple[Meld, ...]:
    """The knocker's melds: the ones the exercise names, else the engine's best."""
    if ex.knocker_melds is not None:
        return tuple(Meld.of(g) for g in ex.knocker_melds)
    return tuple(best_arrangement(ex.knocker).melds)


def knocker_has_gin(ex: Exercise) -> bool:
    """Gin: every knocker card is in one of the knocker's melds."""
    melded = {c for m in knocker_melds(ex) for c in m.cards}
    return all(c in melded for c in ex.knocker)


def parse_number(text: object) -> int | None:
    """A whole number typed by a learner, or None when it is not one: read by the one
    reader's rule (ASCII digits, at most 6 of them), so '²', '٣' or 5,000 digits are
    "not a number", never a crash.

    >>> parse_number(" 23 "), parse_number("٣"), parse_number("9" * 5000), parse_number(7)
    (23, None, None, 7)
    """
    if isinstance(text, bool):
        return None
    if isinstance(text, int):
        return text
    return int_or(str(text), None, max_digits=6)


def live_deadwood(
    hand: Sequence[Card], groups: Sequence[Sequence[Card]]
) -> tuple[int, tuple[bool, ...]]:
    """Deadwood of the cards in no group, and which groups are real melds.

    Shown while a learner arranges a hand, so it counts what they built, not the best.
    """
    grouped = {c for g in groups for c in g}
    valid = tuple(bool(check_meld(tuple(g)).is_meld) if len(g) >= 3 else False for g in groups)
    loose = [c for c in hand if c not in grouped]
    loose += [c for g, ok in zip(groups, valid, strict=True) if not ok for c in g]
    return points_of(loose), valid


def group_name(group: Sequence[Card], lang: str) -> str:
    chk = check_meld(tuple(group))
    kind = getattr(chk.kind, "name", "") if chk.is_meld else ""
    key = {"RUN": "your.run", "SET": "your.set"}.get(kind, "your.group")
    return WORDS.say(key, lang, cards=cards_text(group, lang))


def ok_verdict(lang: str, extra: str = "") -> Verdict:
    """A right answer: "Right!" and, if given, why."""
    return Verdict(True, (WORDS.say("ok", lang) + " " + extra).strip())


def not_a_meld(key: str, group: Cards, lang: str) -> Verdict:
    """The engine's reason a group is no meld; when one card (or a few) spoils an otherwise
    clear meld, that card is named and marked, without saying where it belongs."""
    why = why_text(check_meld(group).explanation, lang)
    odd = odd_cards(group)
    named = why.partition(":")[2]  # the engine's reason, after "… is not a meld:"
    if odd and not all(card_label(c, lang) in named for c in odd):
        odd_key = "bad.meld.odd" if len(odd) == 1 else "bad.meld.odd_many"
        why += " " + WORDS.say(odd_key, lang, cards=cards_text(odd, lang))
    return Verdict(False, WORDS.say(key, lang, why=why), odd or group)


# ---------------------------------------------------------------- by kind


def _kind(ex: Exercise | str) -> ExerciseKind:
    """The kind's own object. Imported here, not at the top: the kinds build on this
    module's shared pieces, so this module may only reach them once it is loaded."""
    from .kinds import kind_of

    return kind_of(ex if isinstance(ex, str) else ex.kind)


def solve(ex: Exercise, rules: Rules) -> Any:
    """A correct learner answer, in the form `judge` takes, computed by the engine."""
    return _kind(ex).solve(ex, ex.rules_for(rules))


def check(ex: Exercise) -> None:
    """Raise ExerciseError when the exercise's cards do not fit its kind."""
    kind = _kind(ex)
    n = len(ex.cards)
    lo, hi = kind.cards
    if not lo <= n <= hi:
        raise ExerciseError(f"{ex.kind}: needs {lo}..{hi} cards in 'cards', got {n}")
    if kind.knocker and len(ex.knocker) not in (10, 11):
        raise ExerciseError(f"{ex.kind}: 'knocker' needs 10 cards (11 for big gin)")
    every = list(ex.cards) + list(ex.knocker)
    if len(set(every)) != len(every):
        raise ExerciseError("a card appears twice between 'cards' and 'knocker'")
    if ex.knocker_melds is not None:
        for g in ex.knocker_melds:
            if not set(g) <= set(ex.knocker):
                raise ExerciseError(f"knocker_melds: {cards_text(g, 'en')} is not in 'knocker'")
    if ex.taken is not None and ex.taken not in ex.cards:
        raise ExerciseError("'taken' must be one of the cards")
    kind.check(ex)


def judge(ex: Exercise, answer: Any, chosen: Rules, lang: str) -> Verdict:
    """Whether `answer` is right, with feedback specific to the mistake."""
    rules = ex.rules_for(chosen)
    vals = rules_values(rules, lang, ex.upcard_for(rules))
    return _kind(ex).judge(ex, answer, rules, lang, vals)


def question(ex: Exercise, lang: str, chosen: Rules) -> str:
    """The question in `lang`: the lesson's own words or the kind's default."""
    text = ex.ask[lang] if ex.ask else _kind(ex).words.say(f"ask.{ex.kind}", lang)
    return text.format(**exercise_values(ex, ex.rules_for(chosen), lang))


def hints(ex: Exercise, chosen: Rules, lang: str) -> tuple[Hint, Hint, Hint]:
    """Three hints, revealed one at a time: a nudge, the rule, the answer on the cards."""
    rules = ex.rules_for(chosen)
    vals = exercise_values(ex, rules, lang)
    # The nudge and the rule as far as the course has taught them: lesson 2's sets,
    # lesson 3's runs (an exercise's concept picks them), else the kind's own.
    kind = _kind(ex)
    nudge = ex.nudge[lang] if ex.nudge else kind.words.say(_taught(kind, ex.concept, "nudge"), lang)
    return (
        Hint(nudge.format(**vals)),
        Hint(kind.words.say(_taught(kind, ex.concept, "rule"), lang, **vals)),
        kind.answer_hint(ex, rules, lang),
    )


def _taught(kind: ExerciseKind, concept: str, what: str) -> str:
    """The kind's `what` ('nudge', 'rule') narrowed to the concept when the tutor has
    words for it."""
    key = f"{what}.{kind.name}"
    narrow = f"{key}.{concept}"
    return narrow if concept and narrow in kind.words else key


def practice(
    kind: str, concept: str, seed: int, rules: Rules, variant: str = "gin"
) -> Exercise:
    """A new exercise of `kind` for `concept` in the game `variant`, the same one for the
    same seed and rules."""
    generate = _kind(kind).generate
    dealer = Dealer.seeded("gin-practice", kind, concept, seed)
    preset = None
    if concept == "house":  # practise the house rules: each exercise under a named preset
        preset = dealer.choice(Rules.preset_names(variant))
        rules = Rules.preset(preset, variant)
    ex = generate(dealer, "mixed" if preset else concept, rules)
    return replace(
        ex, seed=seed, preset=preset, concept="" if preset else concept, variant=variant
    )
