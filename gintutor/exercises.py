"""Exercises: what a lesson asks, the answer ginrules computes, and how a learner is judged.

An exercise holds cards and a question, never an answer: `solve` asks the engine, `judge`
compares a learner's answer with it and says what went wrong in the engine's words, and
`hints` gives three hints (a nudge, the rule, the answer shown on cards). `practice`
makes new exercises of a kind from a seed, with hands chosen by the engine to fit a concept.

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

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

from ginrules import (
    Card,
    Meld,
    Rules,
    best_arrangement,
    check_meld,
    discard_options,
    full_deck,
    is_big_gin,
    render,
)
from ginrules.reader import int_or
from ginrules.rng import Rng, derive_seed
from ginrules.table import Table

from .i18n import MESSAGES, t
from .rules_text import placeholder_values

Text = Mapping[str, str]
Cards = tuple[Card, ...]
Groups = tuple[Cards, ...]

KINDS: tuple[str, ...] = (
    "points",
    "is_meld",
    "pick_meld",
    "arrange",
    "deadwood",
    "knock",
    "layoff",
    "score",
    "game",
)
PLAYERS: tuple[str, str] = ("Anna", "Bram")
STANDARD = Rules.preset("standard")
_DEFAULT_UPCARDS = ("KH", "KD", "KC", "QH", "QD", "QC", "JH", "JD", "JC", "TH")


class ExerciseError(ValueError):
    """An exercise that cannot be asked (wrong hand size, bad cards, unknown kind)."""


@dataclass(frozen=True)
class HandLine:
    """One hand on a score sheet, for the 'game' kind: who won it, the points, how."""

    winner: int
    points: int
    how: str


@dataclass(frozen=True)
class Exercise:
    """One question about some cards. `cards` is the learner's hand (the defender in
    'layoff' and 'score'); `knocker` and `knocker_melds` are the other side."""

    kind: str
    cards: Cards = ()
    knocker: Cards = ()
    knocker_melds: Groups | None = None
    upcard: Card | None = None
    taken: Card | None = None
    hands: tuple[HandLine, ...] = ()
    preset: str | None = None
    ask: Text | None = None
    nudge: Text | None = None
    seed: int | None = None
    concept: str = ""  # what the exercise practises ('set', 'run'): picks the rule hint

    def rules_for(self, chosen: Rules) -> Rules:
        """The rules this exercise is played under: its own preset, or the learner's."""
        return Rules.preset(self.preset) if self.preset else chosen

    def upcard_for(self, rules: Rules) -> Card | None:
        """The first upcard: the exercise's own, or, where the rules need one to set the
        knock limit (Oklahoma) and the lesson gave none, a ten-point card not in play,
        so the limit stays what the lesson's prose says."""
        if self.upcard is not None or not rules.knock_limit_from_upcard:
            return self.upcard
        used = set(self.cards) | set(self.knocker)
        return next(Card(code) for code in _DEFAULT_UPCARDS if Card(code) not in used)


@dataclass(frozen=True)
class Verdict:
    """The judgement of one answer: right or not, why, and which cards it is about.

    ``cards`` are the learner's mistakes (a card picked wrongly); ``look`` are cards the
    learner overlooked or should look at again, which the page points at differently so
    that a card never looks wrong when the mistake was to leave it alone.
    """

    correct: bool
    message: str
    cards: Cards = ()
    look: Cards = ()


@dataclass(frozen=True)
class Hint:
    """One hint; the last one shows the answer on cards: `groups` (melds, or the cards
    that matter) and `rest` (deadwood, or the card to discard)."""

    text: str
    groups: Groups = ()
    rest: Cards = ()
    discard: Card | None = None
    rest_key: str = "ui.deadwood_cards"  # what `rest` is, for its caption


# ---------------------------------------------------------------- rule numbers


def rules_values(rules: Rules, lang: str, upcard: Card | None = None) -> dict[str, object]:
    """The numbers of a house-rule set, by the placeholder names lessons may use: the same
    words as the rules page, from gintutor.rules_text (one source for every page)."""
    return placeholder_values(rules, lang, upcard)


def big_gin_played(rules: Rules) -> bool:
    """Whether this rule set has big gin at all (Hoyle and Oklahoma do not)."""
    return rules.big_gin_played


def _why(explanation: Any, lang: str) -> str:
    """The engine's own explanation as one line of text."""
    lines = render(explanation, lang)
    return " ".join(lines) if isinstance(lines, list) else str(lines)


def card_label(card: Card, lang: str) -> str:
    """A card as the exercise's text shows it: one function for the question, the notes
    beside the cards and the feedback, so one exercise never names a card two ways
    (in the page's letters: B V H on Dutch pages)."""
    return card.label_in(lang)


def _cards_text(cards: Iterable[Card], lang: str) -> str:
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


def _value(cards: Iterable[Card]) -> int:
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
    total = _value(hand)
    out: set[int] = set()

    def grow(start: int, used: frozenset[Card], melded: int) -> None:
        out.add(total - melded)
        for i in range(start, len(melds)):
            if used.isdisjoint(melds[i]):
                grow(i + 1, used | frozenset(melds[i]), melded + _value(melds[i]))

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


# ---------------------------------------------------------------- solving


def knocker_melds(ex: Exercise) -> tuple[Meld, ...]:
    """The knocker's melds: the ones the exercise names, else the engine's best."""
    if ex.knocker_melds is not None:
        return tuple(Meld.of(g) for g in ex.knocker_melds)
    return tuple(best_arrangement(ex.knocker).melds)


def knocker_has_gin(ex: Exercise) -> bool:
    """Gin: every knocker card is in one of the knocker's melds."""
    melded = {c for m in knocker_melds(ex) for c in m.cards}
    return all(c in melded for c in ex.knocker)


def _knock_options(ex: Exercise, rules: Rules) -> dict[Card, Any]:
    """Discard options by card, leaving out the card just taken (it may not go back)."""
    opts = discard_options(ex.cards, rules, upcard=ex.upcard_for(rules))
    return {o.discard: o for o in opts if o.discard != ex.taken}


def _best_knock_option(ex: Exercise, rules: Rules) -> Any:
    opts = sorted(_knock_options(ex, rules).values(), key=lambda o: (o.deadwood, o.discard.index))
    return opts[0]


def _layoff_result(ex: Exercise) -> Any:
    from ginrules import lay_off

    return lay_off(ex.cards, knocker_melds(ex))


def _score_result(ex: Exercise, rules: Rules) -> Any:
    from ginrules import score_hand

    melds = ex.knocker_melds
    return score_hand(
        ex.knocker,
        ex.cards,
        rules,
        knocker_melds=[Meld.of(g) for g in melds] if melds is not None else None,
        upcard=ex.upcard_for(rules),
    )


def _score_sheet(ex: Exercise, rules: Rules) -> Any:
    """The game's score sheet; the game must end exactly with its last hand."""
    from ginrules import ScoreSheet
    from ginrules.scoring import sheet_kind

    sheet = ScoreSheet(rules, players=PLAYERS)
    for i, line in enumerate(ex.hands, 1):
        if sheet.is_over:
            raise ExerciseError(f"game: the game is already over before hand {i}")
        sheet.add_hand(line.winner, line.points, sheet_kind(line.how))
    if not sheet.is_over:
        raise ExerciseError(f"game: nobody reaches {rules.target} points")
    return sheet


def game_result(ex: Exercise, rules: Rules) -> tuple[int, int, int]:
    """(winner index, points of the hands alone, total with every bonus) of a 'game'."""
    sheet = _score_sheet(ex, rules)
    final = sheet.final()
    winner = final.winner
    return winner, sheet.totals[winner], final.totals[winner]


def solve(ex: Exercise, rules: Rules) -> Any:
    """A correct learner answer, in the form `judge` takes, computed by the engine."""
    rules = ex.rules_for(rules)
    k = ex.kind
    if k == "points":
        return _value(ex.cards)
    if k == "is_meld":
        return bool(check_meld(ex.cards).is_meld)
    if k == "pick_meld":
        melds = best_arrangement(ex.cards).melds
        if not melds:
            raise ExerciseError("pick_meld: this hand has no meld to pick")
        return frozenset(max(melds, key=lambda m: (len(m.cards), _value(m.cards))).cards)
    if k == "arrange":
        return tuple(tuple(m.cards) for m in best_arrangement(ex.cards).melds)
    if k == "deadwood":
        return best_arrangement(ex.cards).deadwood_count
    if k == "knock":
        if big_gin_played(rules) and is_big_gin(ex.cards):
            return ("big_gin", None)
        best = _best_knock_option(ex, rules)
        if best.is_gin:
            return ("gin", best.discard)
        if best.can_knock:
            return ("knock", best.discard)
        return ("none", None)
    if k == "layoff":
        if knocker_has_gin(ex):
            return frozenset()
        return frozenset(lay.card for lay in _layoff_result(ex).layoffs)
    if k == "score":
        res = _score_result(ex, rules)
        return (res.winner, res.points)
    if k == "game":
        return game_result(ex, rules)[2]
    raise ExerciseError(f"unknown exercise kind {k!r}")


def check(ex: Exercise) -> None:
    """Raise ExerciseError when the exercise's cards do not fit its kind."""
    n = len(ex.cards)
    sizes = {
        "points": (1, 11),
        "is_meld": (1, 11),
        "pick_meld": (3, 11),
        "arrange": (3, 11),
        "deadwood": (1, 11),
        "knock": (11, 11),
        "layoff": (1, 11),
        "score": (10, 10),
        "game": (0, 0),
    }
    if ex.kind not in sizes:
        raise ExerciseError(f"unknown exercise kind {ex.kind!r}; known: {', '.join(KINDS)}")
    lo, hi = sizes[ex.kind]
    if not lo <= n <= hi:
        raise ExerciseError(f"{ex.kind}: needs {lo}..{hi} cards in 'cards', got {n}")
    if ex.kind in ("layoff", "score") and len(ex.knocker) not in (10, 11):
        raise ExerciseError(f"{ex.kind}: 'knocker' needs 10 cards (11 for big gin)")
    every = list(ex.cards) + list(ex.knocker)
    if len(set(every)) != len(every):
        raise ExerciseError("a card appears twice between 'cards' and 'knocker'")
    if ex.knocker_melds is not None:
        for g in ex.knocker_melds:
            if not set(g) <= set(ex.knocker):
                raise ExerciseError(f"knocker_melds: {_cards_text(g, 'en')} is not in 'knocker'")
    if ex.taken is not None and ex.taken not in ex.cards:
        raise ExerciseError("'taken' must be one of the cards")
    if ex.kind == "game" and not ex.hands:
        raise ExerciseError("game: needs 'hands'")


# ---------------------------------------------------------------- judging


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
    return _value(loose), valid


def _group_name(group: Sequence[Card], lang: str) -> str:
    chk = check_meld(tuple(group))
    kind = getattr(chk.kind, "name", "") if chk.is_meld else ""
    key = {"RUN": "your.run", "SET": "your.set"}.get(kind, "your.group")
    return t(key, lang, cards=_cards_text(group, lang))


def judge(ex: Exercise, answer: Any, chosen: Rules, lang: str) -> Verdict:
    """Whether `answer` is right, with feedback specific to the mistake."""
    rules = ex.rules_for(chosen)
    vals = rules_values(rules, lang, ex.upcard_for(rules))
    return _JUDGES[ex.kind](ex, answer, rules, lang, vals)


def _ok(lang: str, extra: str = "") -> Verdict:
    return Verdict(True, (t("ok", lang) + " " + extra).strip())


def _judge_points(
    ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]
) -> Verdict:
    guess = parse_number(answer)
    if guess is None:
        return Verdict(False, t("bad.number", lang))
    total = _value(ex.cards)
    if guess == total:
        return _ok(lang)
    wrong_values = {1: (11, 14), 11: (11,), 12: (12,), 13: (13,)}
    for c in ex.cards:
        for alt in wrong_values.get(c.rank, ()):
            if guess == total - c.value + alt:
                return Verdict(False, t("bad.points.card", lang, card=c), look=(c,))
    return Verdict(False, t("bad.points", lang, guess=guess))


def _judge_is_meld(
    ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]
) -> Verdict:
    chk = check_meld(ex.cards)
    why = _why(chk.explanation, lang)
    if bool(answer) == bool(chk.is_meld):
        return _ok(lang, why)
    if chk.is_meld:
        return Verdict(False, t("bad.is_meld.said_no", lang), look=ex.cards)
    return Verdict(False, t("bad.is_meld.said_yes", lang, why=why), look=ex.cards)


def _judge_pick_meld(
    ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]
) -> Verdict:
    picked = tuple(sorted(set(answer), key=lambda c: c.index))
    if len(picked) < 3:
        return Verdict(False, t("bad.pick_meld.empty", lang))
    for c in picked:
        if c not in ex.cards:
            return Verdict(False, t("bad.arrange.not_in_hand", lang, card=c), (c,))
    chk = check_meld(picked)
    if chk.is_meld:
        # Right; and a card left in the hand that would make it longer is worth knowing.
        meld = Meld.of(picked)
        more = [c for c in ex.cards if c not in picked and meld.accepts(c)]
        kind = getattr(chk.kind, "name", "").lower()
        extra = t(f"ok.pick_meld.more_{kind}", lang, cards=_cards_text(more, lang)) if more else ""
        return _ok(lang, (_why(chk.explanation, lang) + " " + extra).strip())
    return _not_a_meld("bad.pick_meld", picked, lang)


def _judge_arrange(
    ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]
) -> Verdict:
    groups = [tuple(g) for g in answer if len(tuple(g)) > 0]
    seen: dict[Card, int] = {}
    for i, g in enumerate(groups):
        for c in g:
            if c not in ex.cards:
                return Verdict(False, t("bad.arrange.not_in_hand", lang, card=c), (c,))
            if c in seen:
                first, second = groups[seen[c]], g
                return Verdict(
                    False,
                    t(
                        "bad.arrange.twice",
                        lang,
                        card=c,
                        a=_group_name(first, lang),
                        b=_group_name(second, lang),
                    ),
                    (c,),
                )
            seen[c] = i
    for g in groups:
        if not check_meld(g).is_meld:
            return _not_a_meld("bad.arrange.meld", g, lang)
    best = best_arrangement(ex.cards)
    mine = _value(c for c in ex.cards if c not in seen)
    if mine <= best.deadwood_count:
        return Verdict(True, t("ok.arrange", lang, n=mine))
    look = tuple(c for c in ex.cards if c not in seen and c not in best.deadwood)
    return Verdict(
        False,
        t("bad.arrange.more", lang, mine=mine, best=best.deadwood_count,
          cards=_cards_text(look, lang)),
        look=look,
    )


def _not_a_meld(key: str, group: Cards, lang: str) -> Verdict:
    """The engine's reason a group is no meld; when one card (or a few) spoils an otherwise
    clear meld, that card is named and marked, without saying where it belongs."""
    why = _why(check_meld(group).explanation, lang)
    odd = odd_cards(group)
    named = why.partition(":")[2]  # the engine's reason, after "… is not a meld:"
    if odd and not all(card_label(c, lang) in named for c in odd):
        odd_key = "bad.meld.odd" if len(odd) == 1 else "bad.meld.odd_many"
        why += " " + t(odd_key, lang, cards=_cards_text(odd, lang))
    return Verdict(False, t(key, lang, why=why), odd or group)


def _judge_deadwood(
    ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]
) -> Verdict:
    guess = parse_number(answer)
    if guess is None:
        return Verdict(False, t("bad.number", lang))
    best = best_arrangement(ex.cards)
    if guess == best.deadwood_count:
        return _ok(lang, _why(best.explanation, lang))
    total = _value(ex.cards)
    if guess == total and best.melds:
        return Verdict(False, t("bad.deadwood.all", lang, guess=guess))
    if 0 <= guess < best.deadwood_count:
        return Verdict(False, t("bad.deadwood.low", lang, guess=guess))
    if guess in possible_deadwoods(ex.cards):
        return Verdict(False, t("bad.deadwood.worse", lang, guess=guess))
    if 0 <= guess <= total:
        return Verdict(False, t("bad.deadwood.never", lang, guess=guess))
    return Verdict(False, t("bad.deadwood", lang, guess=guess))


def _judge_knock(
    ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]
) -> Verdict:
    verdict, discard = answer
    big = big_gin_played(rules) and is_big_gin(ex.cards)
    if verdict == "big_gin":
        return _ok(lang) if big else Verdict(False, t("bad.knock.no_big_gin", lang))
    if big:
        return Verdict(False, t("bad.knock.big_gin", lang))
    opts = _knock_options(ex, rules)
    best = _best_knock_option(ex, rules)
    if verdict == "none":
        if best.is_gin:
            return Verdict(False, t("bad.knock.can_gin", lang))
        if best.can_knock:
            return Verdict(False, t("bad.knock.can", lang, knock_rule=vals["knock_rule"]))
        return _ok(lang, t("answer.knock.none", lang, card=best.discard, n=best.deadwood))
    if discard is None:
        return Verdict(False, t("bad.knock.pick", lang))
    if discard == ex.taken:
        return Verdict(False, t("bad.knock.taken", lang, card=discard), (discard,))
    if discard not in opts:
        return Verdict(False, t("bad.arrange.not_in_hand", lang, card=discard), (discard,))
    opt = opts[discard]
    if not opt.can_knock:
        return Verdict(
            False,
            t(
                "bad.knock.too_much",
                lang,
                card=discard,
                n=opt.deadwood,
                knock_rule=vals["knock_rule"],
            ),
            (discard,),
        )
    upcard = ex.upcard_for(rules)
    if verdict == "knock" and rules.max_knock_deadwood(upcard) == 0:
        # Oklahoma with an ace upcard: nobody knocks, a hand ends only with gin.
        return Verdict(False, t("bad.knock.gin_only", lang, card=upcard))
    if verdict == "gin":
        if opt.is_gin:
            return _ok(lang)
        return Verdict(
            False, t("bad.knock.not_gin", lang, card=discard, n=opt.deadwood), (discard,)
        )
    if opt.is_gin:
        return Verdict(True, t("ok.gin_too", lang, card=discard))
    if best.is_gin:
        return Verdict(False, t("bad.knock.gin_missed", lang))
    if best.deadwood < opt.deadwood:
        return Verdict(True, t("ok.better_knock", lang, card=best.discard, n=best.deadwood))
    return _ok(lang)


def _fits(picked: Iterable[Card], melds: Iterable[Meld]) -> list[Card]:
    """The picked cards that cannot be laid off, even one after another, in the best order.

    A small search: 7♥ may go on a set of sevens or on 4♥-6♥, and only the run lets 8♥
    follow. Hands are tiny (at most 10 cards, a few melds), so trying every fit is cheap.
    """

    def place(left: tuple[Card, ...], table: tuple[Meld, ...]) -> list[Card]:
        best = list(left)
        for c in left:
            rest = tuple(x for x in left if x != c)
            for i, m in enumerate(table):
                if m.accepts(c):
                    out = place(rest, (*table[:i], m.with_card(c), *table[i + 1 :]))
                    if len(out) < len(best):
                        best = out
                    if not best:
                        return best
        return best

    return place(tuple(sorted(set(picked), key=lambda c: c.index)), tuple(melds))


def _judge_layoff(
    ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]
) -> Verdict:
    picked = set(answer)
    for c in picked:
        if c not in ex.cards:
            return Verdict(False, t("bad.arrange.not_in_hand", lang, card=c), (c,))
    if knocker_has_gin(ex):
        if picked:
            return Verdict(False, t("bad.layoff.on_gin", lang), tuple(picked))
        return _ok(lang, t("bad.layoff.gin", lang))
    misfits = _fits(picked, knocker_melds(ex))
    if misfits:
        return Verdict(False, t("bad.layoff.no_fit", lang, card=misfits[0]), (misfits[0],))
    res = _layoff_result(ex)
    mine = best_arrangement(tuple(c for c in ex.cards if c not in picked)).deadwood_count
    if mine <= res.deadwood_count:
        return _ok(
            lang,
            t(
                "answer.layoff" if picked else "answer.layoff.none",
                lang,
                cards=_cards_text(sorted(picked, key=lambda c: c.index), lang),
                n=mine,
            ),
        )
    missing = [lay for lay in res.layoffs if lay.card not in picked]
    if missing:
        key = "bad.layoff.more" if picked else "bad.layoff.missed"
        meld = knocker_melds(ex)[missing[0].meld_index].cards
        return Verdict(False, t(key, lang, meld=_cards_text(meld, lang)), look=tuple(meld))
    return Verdict(False, t("bad.layoff.own_meld", lang, mine=mine, best=res.deadwood_count))


def _judge_score(
    ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]
) -> Verdict:
    who, raw = answer
    guess = parse_number(raw)
    if guess is None:
        return Verdict(False, t("bad.number", lang))
    res = _score_result(ex, rules)
    if who != res.winner:
        # Name the learner's choice and what to compare, never the player who does score.
        picked = t(f"role.{who}", lang) if who in ("knocker", "defender") else ""
        if not picked:
            return Verdict(False, t("bad.score.pick_who", lang))
        return Verdict(False, t("bad.score.winner", lang, who=picked))
    if guess == res.points:
        return _ok(lang, _why(res.explanation, lang))
    bonus = {
        "gin": rules.gin_bonus,
        "big_gin": rules.big_gin_bonus or 0,
        "undercut": rules.undercut_bonus,
    }.get(res.kind, 0)
    factor = 2 if res.doubled else 1
    if bonus and guess in (res.points - bonus * factor, res.points // factor - bonus):
        return Verdict(False, t("bad.score.bonus", lang, guess=guess, bonus=bonus))
    standard = {
        "gin": STANDARD.gin_bonus,
        "big_gin": STANDARD.big_gin_bonus or 0,
        "undercut": STANDARD.undercut_bonus,
    }.get(res.kind, 0)
    if bonus and standard != bonus and guess == res.points + (standard - bonus) * factor:
        name = rules.matching_preset()
        key = "bad.score.house_bonus" if name else "bad.score.your_bonus"
        return Verdict(
            False,
            t(
                key,
                lang,
                standard=standard,
                bonus=bonus,
                what=t(f"how.{res.kind}", lang),
                rules=t(f"preset.{name}", lang) if name else "",
            ),
        )
    if res.kind in ("knock", "undercut") and res.defender.layoffs:
        before = best_arrangement(ex.cards).deadwood_count
        diff = abs(before - res.knocker_deadwood) + (bonus if res.kind == "undercut" else 0)
        if guess in (diff, diff * factor):
            return Verdict(False, t("bad.score.layoffs", lang))
    return Verdict(False, t("bad.score.points", lang, guess=guess))


def _judge_game(
    ex: Exercise, answer: Any, rules: Rules, lang: str, vals: dict[str, object]
) -> Verdict:
    guess = parse_number(answer)
    if guess is None:
        return Verdict(False, t("bad.number", lang))
    _winner, hands_only, total = game_result(ex, rules)
    if guess == total:
        return _ok(lang)
    if guess == hands_only:
        return Verdict(False, t("bad.game.bonus", lang, guess=guess))
    return Verdict(False, t("bad.game", lang, guess=guess))


_JUDGES: dict[str, Callable[[Exercise, Any, Rules, str, dict[str, object]], Verdict]] = {
    "points": _judge_points,
    "is_meld": _judge_is_meld,
    "pick_meld": _judge_pick_meld,
    "arrange": _judge_arrange,
    "deadwood": _judge_deadwood,
    "knock": _judge_knock,
    "layoff": _judge_layoff,
    "score": _judge_score,
    "game": _judge_game,
}


# ---------------------------------------------------------------- hints


def question(ex: Exercise, lang: str, chosen: Rules) -> str:
    """The question in `lang`: the lesson's own words or the kind's default."""
    text = ex.ask[lang] if ex.ask else t(f"ask.{ex.kind}", lang)
    return text.format(**exercise_values(ex, ex.rules_for(chosen), lang))


def hints(ex: Exercise, chosen: Rules, lang: str) -> tuple[Hint, Hint, Hint]:
    """Three hints, revealed one at a time: a nudge, the rule, the answer on the cards."""
    rules = ex.rules_for(chosen)
    vals = exercise_values(ex, rules, lang)
    # The nudge and the rule as far as the course has taught them: lesson 2's sets,
    # lesson 3's runs (an exercise's concept picks them), else the kind's own.
    nudge = ex.nudge[lang] if ex.nudge else t(_taught(f"nudge.{ex.kind}", ex.concept), lang)
    return (
        Hint(nudge.format(**vals)),
        Hint(t(_taught(f"rule.{ex.kind}", ex.concept), lang, **vals)),
        _answer_hint(ex, rules, lang),
    )


def _taught(key: str, concept: str) -> str:
    """`key` narrowed to the concept when the tutor has words for it."""
    narrow = f"{key}.{concept}"
    return narrow if concept and narrow in MESSAGES else key


def _answer_hint(ex: Exercise, rules: Rules, lang: str) -> Hint:
    k = ex.kind
    sol = solve(ex, rules)
    if k == "points":
        return Hint(t("answer.points", lang, n=sol, sum=" + ".join(str(c.value) for c in ex.cards)))
    if k == "is_meld":
        chk = check_meld(ex.cards)
        key = "answer.is_meld.yes" if chk.is_meld else "answer.is_meld.no"
        return Hint(t(key, lang) + " " + _why(chk.explanation, lang), (ex.cards,))
    if k == "pick_meld":
        meld = tuple(sorted(sol, key=lambda c: c.index))
        return Hint(t("answer.pick_meld", lang, cards=_cards_text(meld, lang)), (meld,))
    if k in ("arrange", "deadwood"):
        best = best_arrangement(ex.cards)
        text = t(f"answer.{k}", lang, n=best.deadwood_count) + " " + _why(best.explanation, lang)
        return Hint(text, tuple(tuple(m.cards) for m in best.melds), tuple(best.deadwood))
    if k == "knock":
        verdict = sol[0]
        if verdict == "big_gin":
            arr = best_arrangement(ex.cards)
            return Hint(t("answer.knock.big_gin", lang), tuple(tuple(m.cards) for m in arr.melds))
        best = _best_knock_option(ex, rules)
        arr = best.arrangement
        text = t(f"answer.knock.{verdict}", lang, card=best.discard, n=best.deadwood)
        return Hint(
            text, tuple(tuple(m.cards) for m in arr.melds), tuple(arr.deadwood), best.discard
        )
    if k == "layoff":
        if knocker_has_gin(ex):
            return Hint(t("bad.layoff.gin", lang))
        res = _layoff_result(ex)
        cards = tuple(lay.card for lay in res.layoffs)
        if not cards:
            return Hint(t("answer.layoff.none", lang))
        return Hint(
            t("answer.layoff", lang, cards=_cards_text(cards, lang), n=res.deadwood_count)
            + " "
            + _why(res.explanation, lang),
            rest=cards,
            rest_key="ui.to_lay_off",
        )
    if k == "score":
        res = _score_result(ex, rules)
        return Hint(
            t("answer.score", lang, who=t(f"role.{res.winner}", lang), n=res.points)
            + " "
            + _why(res.explanation, lang)
        )
    if k == "game":
        sheet = _score_sheet(ex, rules)
        winner, _hands, total = game_result(ex, rules)
        return Hint(
            t("answer.game", lang, who=PLAYERS[winner], n=total)
            + " "
            + _why(sheet.final().explanation, lang)
        )
    raise ExerciseError(f"unknown exercise kind {k!r}")


# ---------------------------------------------------------------- more practice


class Dealer:
    """The draws "more practice" makes, from the project's own `Rng` (SplitMix64): the
    standard `random` module does not promise the same sequence in every Python version,
    and learners run Pyodide's Python while the build and tests run CPython."""

    def __init__(self, *seed_parts: int | str) -> None:
        self.rng = Rng(derive_seed("gin-practice", *seed_parts))

    def randint(self, low: int, high: int) -> int:
        """A whole number from `low` to `high`, both included."""
        return low + self.rng.below(high - low + 1)

    def choice(self, items: Sequence[Any]) -> Any:
        return items[self.rng.below(len(items))]

    def sample(self, items: Iterable[Any], k: int) -> list[Any]:
        """`k` different items, in random order."""
        pool = list(items)
        if not 0 <= k <= len(pool):
            raise ValueError(f"cannot pick {k} of {len(pool)} items")
        for i in range(k):
            j = i + self.rng.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def shuffle(self, items: list[Any]) -> None:
        self.rng.shuffle(items)

    def chance(self, percent: int) -> bool:
        """True `percent` times in a hundred."""
        return self.rng.below(100) < percent


def _deck_without(used: Iterable[Card]) -> list[Card]:
    gone = set(used)
    return [c for c in full_deck() if c not in gone]


def _run(rng: Dealer, free: list[Card], length: int) -> Cards | None:
    """A random run of `length` cards that are all still free, or None."""
    for _ in range(40):
        suit = rng.choice(free).suit
        start = rng.randint(1, 14 - length)
        cards = [c for c in free if c.suit == suit and start <= c.rank < start + length]
        if len(cards) == length:
            return tuple(cards)
    return None


def _set(rng: Dealer, free: list[Card], size: int) -> Cards | None:
    """A random set of `size` free cards of one rank, or None."""
    for _ in range(40):
        rank = rng.randint(1, 13)
        cards = [c for c in free if c.rank == rank]
        if len(cards) >= size:
            return tuple(rng.sample(cards, size))
    return None


def _build(
    rng: Dealer,
    plan: Sequence[tuple[str, int]],
    filler: int,
    low: int = 13,
    used: Iterable[Card] = (),
) -> Cards:
    """Melds of the given (kind, length), then `filler` random free cards of rank <= `low`."""
    free = _deck_without(used)
    out: list[Card] = []
    for kind, length in plan:
        cards = (_run if kind == "run" else _set)(rng, free, length)
        if cards is None:
            continue
        out += cards
        free = [c for c in free if c not in cards]
    pool = [c for c in free if c.rank <= low] or free
    out += rng.sample(pool, min(filler, len(pool)))
    return tuple(out)


def _shuffled(rng: Dealer, cards: Iterable[Card]) -> Cards:
    lst = list(cards)
    rng.shuffle(lst)
    return tuple(lst)


def _gen_points(rng: Dealer, concept: str, rules: Rules) -> Exercise:
    return Exercise("points", tuple(rng.sample(full_deck(), rng.randint(2, 5))))


def _gen_is_meld(rng: Dealer, concept: str, rules: Rules) -> Exercise:
    deck = list(full_deck())
    shapes = {
        "set": ["set3", "set4", "pair_plus", "run3"],
        "run": ["run3", "run4", "gap", "mixed", "set3"],
        "ace": ["low", "qka", "kawrap", "low4", "jqk"],
    }.get(concept, ["set3", "run3", "gap", "mixed", "pair_plus"])
    shape = rng.choice(shapes)
    suit = rng.choice(deck).suit

    def card(rank: int, s: Any = suit) -> Card:
        return next(c for c in deck if c.rank == rank and c.suit == s)

    if shape in ("set3", "set4"):
        cards = _set(rng, deck, 3 if shape == "set3" else 4) or ()
    elif shape == "pair_plus":
        pair = _set(rng, deck, 2) or ()
        other = rng.choice([c for c in deck if c.rank != pair[0].rank])
        cards = (*pair, other)
    elif shape in ("run3", "run4"):
        cards = _run(rng, deck, 3 if shape == "run3" else 4) or ()
    elif shape == "gap":
        start = rng.randint(1, 9)
        cards = (card(start), card(start + 1), card(start + 3))
    elif shape == "mixed":
        start = rng.randint(1, 11)
        other_suit = rng.choice([c for c in deck if c.suit != suit]).suit
        cards = (card(start), card(start + 1, other_suit), card(start + 2))
    elif shape == "low":
        cards = (card(1), card(2), card(3))
    elif shape == "low4":
        cards = (card(1), card(2), card(3), card(4))
    elif shape == "qka":
        cards = (card(12), card(13), card(1))
    elif shape == "kawrap":
        cards = (card(13), card(1), card(2))
    else:
        cards = (card(11), card(12), card(13))
    return Exercise("is_meld", _shuffled(rng, cards))


def _gen_pick_meld(rng: Dealer, concept: str, rules: Rules) -> Exercise:
    kind = concept if concept in ("run", "set") else rng.choice(["run", "set"])
    return Exercise("pick_meld", _shuffled(rng, _build(rng, [(kind, 3)], 4)))


def _overlap_hand(rng: Dealer, size: int) -> Cards:
    """A run plus two cards of the rank of one run card: that card fits two melds."""
    free = list(full_deck())
    run = _run(rng, free, rng.choice([3, 4])) or ()
    shared = rng.choice(run)
    others = [c for c in free if c.rank == shared.rank and c != shared]
    pair = tuple(rng.sample(others, 2))
    cards = (*run, *pair)
    return (
        cards
        + _build(
            rng,
            [("set", 3)] if size - len(cards) >= 6 else [],
            max(0, size - len(cards) - 3),
            used=cards,
        )[: size - len(cards)]
    )


def _gen_arrange(rng: Dealer, concept: str, rules: Rules) -> Exercise:
    for _ in range(50):
        if concept == "overlap":
            cards = _overlap_hand(rng, 10)
        else:
            cards = _build(rng, [("run", rng.choice([3, 4])), ("set", 3)], 3)
        arr = best_arrangement(cards)
        if arr.melds and len(cards) >= 6:
            break
    return Exercise("arrange", _shuffled(rng, cards))


def _gen_deadwood(rng: Dealer, concept: str, rules: Rules) -> Exercise:
    ex = _gen_arrange(rng, concept, rules)
    return Exercise("deadwood", ex.cards)


def _gen_knock(rng: Dealer, concept: str, rules: Rules) -> Exercise:
    limit = max(int(rules_values(rules, "en")["knock_limit"]), 1)  # type: ignore[call-overload]
    for _ in range(60):
        if concept == "gin":
            plan = rng.choice(
                [
                    [("run", 4), ("set", 3), ("run", 3)],
                    [("set", 4), ("run", 3), ("set", 3)],
                    [("run", 3), ("set", 3), ("run", 3)],
                ]
            )
            filler = 11 - sum(n for _, n in plan)
            cards = _build(rng, plan, filler, low=rng.choice([3, 6, 13]))
            if big_gin_played(rules) and rng.chance(25):
                cards = _build(rng, [("run", 4), ("set", 4), ("run", 3)], 0)
        else:
            cards = _build(
                rng, [("run", rng.choice([3, 4])), ("set", 3)], 11, low=rng.choice([3, 4, 5])
            )
            cards = cards[:11]
        if len(cards) != 11 or len(set(cards)) != 11:
            continue
        if concept != "gin" and is_big_gin(cards):
            continue
        upcard = Exercise("knock", cards).upcard_for(rules)
        best = discard_options(cards, rules, upcard=upcard)[0]  # sorted: least deadwood first
        if best.deadwood <= limit + 8:  # near the limit, so knocking is a real question
            taken = None
            if concept == "first_turn":
                melded = [c for m in best.arrangement.melds for c in m.cards]
                taken = rng.choice(melded) if melded else None
            # On the first turn the card taken is the first upcard: one card, not two.
            return Exercise("knock", _shuffled(rng, cards), taken=taken, upcard=taken)
    return Exercise("knock", _shuffled(rng, cards))


def _knocker_hand(rng: Dealer, rules: Rules, gin: bool = False) -> Cards:
    limit = int(rules_values(rules, "en")["knock_limit"])  # type: ignore[call-overload]
    for _ in range(80):
        if gin:
            cards = _build(rng, [("run", 4), ("set", 3), ("run", 3)], 0)
            if len(cards) == 10 and best_arrangement(cards).deadwood_count == 0:
                return cards
            continue
        plan = rng.choice(
            [
                [("run", 4), ("set", 3)],
                [("run", 3), ("set", 3), ("run", 3)],
                [("set", 3), ("run", 4)],
            ]
        )
        filler = 10 - sum(n for _, n in plan)
        cards = _build(rng, plan, filler, low=3)
        if len(cards) == 10 and 0 < best_arrangement(cards).deadwood_count <= limit:
            return cards
    return cards


def _defender_hand(rng: Dealer, knocker: Cards, want_layoff: bool) -> Cards:
    """Ten cards with one meld of their own and, if asked, cards that fit the knocker's melds."""
    free = _deck_without(knocker)
    out: list[Card] = []
    if want_layoff:
        melds = best_arrangement(knocker).melds
        fitting = [c for c in free if any(m.accepts(c) for m in melds)]
        out += rng.sample(fitting, min(len(fitting), rng.randint(1, 2)))
    rest = _build(rng, [(rng.choice(["run", "set"]), 3)], 10, used=(*knocker, *out))
    out += [c for c in rest if c not in out]
    return tuple(out[:10])


def _gen_layoff(rng: Dealer, concept: str, rules: Rules) -> Exercise:
    for _ in range(30):
        gin = concept == "gin" or (concept == "mixed" and rng.chance(20))
        knocker = _knocker_hand(rng, rules, gin)
        cards = _defender_hand(rng, knocker, want_layoff=True)
        if len(cards) == 10 and len(knocker) == 10:
            ex = Exercise("layoff", _shuffled(rng, cards), knocker=knocker)
            if gin or solve(ex, rules):
                return ex
    return ex


def _gen_score(rng: Dealer, concept: str, rules: Rules) -> Exercise:
    for _ in range(30):
        gin = concept == "gin" or (concept == "mixed" and rng.chance(25))
        knocker = _knocker_hand(rng, rules, gin)
        cards = _defender_hand(rng, knocker, want_layoff=rng.chance(60))
        if len(cards) == 10 and len(knocker) == 10:
            return Exercise("score", _shuffled(rng, cards), knocker=knocker)
    raise ExerciseError("could not deal a score exercise")  # pragma: no cover


def _gen_game(rng: Dealer, concept: str, rules: Rules) -> Exercise:
    lines: list[HandLine] = []
    totals = [0, 0]
    favourite = rng.randint(0, 1)
    shutout = concept == "shutout" or rng.chance(20)
    while max(totals) < rules.target:
        winner = favourite if shutout or rng.chance(65) else Table(PLAYERS).other(favourite)
        how = rng.choice(["knock", "knock", "undercut", "gin"])
        base = rng.randint(4, 28)
        points = base + {"knock": 0, "undercut": rules.undercut_bonus, "gin": rules.gin_bonus}[how]
        lines.append(HandLine(winner, points, how))
        totals[winner] += points
    return Exercise("game", hands=tuple(lines))


_GENERATORS: dict[str, Callable[[Dealer, str, Rules], Exercise]] = {
    "points": _gen_points,
    "is_meld": _gen_is_meld,
    "pick_meld": _gen_pick_meld,
    "arrange": _gen_arrange,
    "deadwood": _gen_deadwood,
    "knock": _gen_knock,
    "layoff": _gen_layoff,
    "score": _gen_score,
    "game": _gen_game,
}


def practice(kind: str, concept: str, seed: int, rules: Rules) -> Exercise:
    """A new exercise of `kind` for `concept`, the same one for the same seed and rules."""
    if kind not in _GENERATORS:
        raise ExerciseError(f"no practice for kind {kind!r}")
    rng = Dealer(kind, concept, seed)
    preset = None
    if concept == "house":  # practise the house rules: each exercise under a named preset
        preset = rng.choice(Rules.preset_names())
        rules = Rules.preset(preset)
    ex = _GENERATORS[kind](rng, "mixed" if preset else concept, rules)
    return replace(ex, seed=seed, preset=preset, concept="" if preset else concept)
