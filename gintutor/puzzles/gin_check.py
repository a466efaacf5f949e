"""Judging an answer to a two-player gin puzzle, and its three hints.

Why apart from ``gin``: making a puzzle (dealing hands the engine agrees show a concept)
and judging what the learner said are two jobs; the feedback names what is wrong and
where, computed from the engine's result, and never gives the answer away. ``gin``
names these in its ``PUZZLES``, so this module knows its puzzle by type only, and keeps
the spreads' letters that both the feedback and the page say.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ginrules import Card, HandResult, Meld, Rules, deadwood_count, lay_off, sort_hand
from ginrules.table.endings import ending_of

from .frame import Feedback, verdict
from .words import WORDS, cards_words

if TYPE_CHECKING:
    from .gin import Puzzle

__all__ = ["Answer", "check_answer", "hints", "parse_cards_field", "points_feedback",
           "spread_label"]

#: Each concept's first hint (``hint.nudge.<key>``) and the rule its second hint states
#: (``hint.rule.<key>``): a knock and its layoffs the knock's, a hand that may be an
#: undercut (the spreads' too) the undercut's with its bonus, gin and big gin their own.
_HINTED: Mapping[str, tuple[str, str]] = {
    "knock": ("knock", "knock"),
    "layoff": ("layoff", "knock"),
    "layoff_chain": ("layoff_chain", "knock"),
    "undercut": ("undercut", "undercut"),
    "undercut_tie": ("undercut", "undercut"),
    "undercut_layoff": ("layoff", "undercut"),
    "gin": ("gin", "gin"),
    "big_gin": ("gin", "big_gin"),
    "best_spread": ("best_spread", "undercut"),
}


def spread_label(index: int) -> str:
    """A spread's letter on the page: A, B, C, ..."""
    return "ABCDEFGHIJKLMNOP"[index]


@dataclass(frozen=True)
class Answer:
    """What the learner says.  Parts a level does not ask may stay ``None``."""

    winner: str | None = None
    points: int | None = None
    layoffs: tuple[Card, ...] | None = None
    spread: int | None = None



def _reachable(defender: Sequence[Card], melds: Sequence[Meld]) -> list[Card]:
    """The defender's cards that could be laid off at all, alone or after other layoffs
    (each meld grown with the cards it takes until it takes no more)."""
    out: list[Card] = []
    for meld in melds:
        grown, added = meld, True
        while added:
            added = False
            for card in defender:
                if grown.accepts(card):
                    grown = grown.with_card(card)
                    added = True
                    if card not in out:
                        out.append(card)
    return out


def _lay_all(cards: Sequence[Card], melds: tuple[Meld, ...]) -> tuple[Meld, ...] | None:
    """The knocker's melds with all ``cards`` laid off in some order, or None if they
    cannot all go (a small search: a card may fit more than one meld)."""
    if not cards:
        return melds
    for card in cards:
        rest = [c for c in cards if c != card]
        for i, meld in enumerate(melds):
            if meld.accepts(card):
                done = _lay_all(rest, (*melds[:i], meld.with_card(card), *melds[i + 1 :]))
                if done is not None:
                    return done
    return None


def _layoff_feedback(
    defender: Sequence[Card],
    melds: tuple[Meld, ...],
    result: HandResult,
    given: Sequence[Card],
    lang: str,
) -> tuple[bool, list[str], list[Card]]:
    """Judge the chosen layoffs against the engine; say what is wrong, never the answer.

    Right are the engine's layoffs and any other cards that, laid off, leave the same
    least deadwood.  Returns (right, lines, cards pointed at)."""
    want = sorted(lo.card.code for lo in result.defender.layoffs)
    chosen = sort_hand(tuple(dict.fromkeys(c for c in given if c in defender)))
    if sorted(c.code for c in chosen) == want:
        return True, [], []
    reach = _reachable(defender, melds)
    cannot = [c for c in chosen if c not in reach]
    if cannot:
        line = WORDS.say(
            "fb.part.layoffs.cannot", lang, cards=cards_words(cannot, lang), n=len(cannot)
        )
        return False, [line], cannot
    extended = _lay_all(chosen, melds)
    rest = tuple(c for c in defender if c not in chosen)
    if extended is not None and chosen and (
        deadwood_count(rest) == result.defender_deadwood
    ):
        return True, [], []  # another layoff that is just as good
    lines: list[str] = []
    pointed: list[Card] = []
    own = {c: m for m in result.defender.defender_melds for c in m.cards}
    for card in chosen:
        if card not in own:
            continue
        target = next((m for m in melds if m.accepts(card)), None)
        if target is None:
            continue
        others = tuple(c for c in defender if c != card)
        forced = lay_off(others, tuple(m.with_card(card) if m == target else m for m in melds))
        if forced.deadwood_count > result.defender_deadwood:
            lines.append(
                WORDS.say(
                    "fb.part.layoffs.keep",
                    lang,
                    card=cards_words([card], lang),
                    meld=cards_words(target.cards, lang),
                    own=cards_words(own[card].cards, lang),
                )
            )
            pointed.append(card)
    if extended is not None:
        further = lay_off(rest, extended)
        if further.layoffs and further.deadwood_count < deadwood_count(rest):
            lines.append(WORDS.say("fb.part.layoffs.more", lang))
    if not lines:
        lines.append(WORDS.say("fb.part.layoffs.other", lang))
    return False, lines, pointed


def _points_feedback(puzzle: Puzzle, result: HandResult, given: int, lang: str) -> str:
    """Say what a wrong number counts (computed from the engine's result), never the
    right number: 'leaves out the undercut bonus', 'before the layoffs', ..."""
    rules = puzzle.rules
    times = 2 if result.doubled else 1
    kd, dd = result.knocker_deadwood, result.defender_deadwood
    dd0 = result.defender.deadwood_without_layoffs
    known: list[tuple[str, int]] = []
    if result.kind == "knock":
        if dd0 != dd:
            known.append(("before_layoffs", (dd0 - kd) * times))
        known.append(("no_difference", dd * times))
        known.append(("knock_bonus", (dd - kd + rules.undercut_bonus) * times))
        known.append(("knock_bonus", (dd - kd + rules.gin_bonus) * times))
    elif result.kind == "undercut":
        known.append(("no_undercut_bonus", (kd - dd) * times))
        for other in sorted({Rules.preset(p).undercut_bonus for p in Rules.preset_names()}):
            if other != rules.undercut_bonus:
                known.append(("other_undercut_bonus", (kd - dd + other) * times))
        if dd0 != dd and dd0 <= kd:
            known.append(("before_layoffs", (kd - dd0 + rules.undercut_bonus) * times))
    else:
        big = result.kind == "big_gin"
        bonus = rules.big_gin_bonus if big else rules.gin_bonus
        assert bonus is not None
        known.append(("no_gin_bonus", dd * times))
        laid = lay_off(puzzle.defender_cards, result.knocker_arrangement.melds)
        if laid.deadwood_count != dd:
            known.append(("gin_layoffs", (bonus + laid.deadwood_count) * times))
        other_bonus = rules.gin_bonus if big else rules.big_gin_bonus
        if other_bonus is not None and other_bonus != bonus:
            known.append(("wrong_gin_bonus", (other_bonus + dd) * times))
    if result.doubled:
        known.append(("not_doubled", result.points // 2))
    else:
        known.append(("doubled", result.points * 2))
    for key, value in known:
        if value == given and value != result.points:
            return WORDS.say(f"fb.part.points.{key}", lang, given=given)
    return WORDS.say("fb.part.points.bad", lang, given=given)


def points_feedback(puzzle: Puzzle, given: int, lang: str = "en") -> str:
    """What a wrong number of points for this hand counts, never the right number (the
    pairs puzzles judge each table with it)."""
    return _points_feedback(puzzle, puzzle.result, given, lang)


def check_answer(puzzle: Puzzle, answer: Answer, lang: str = "en") -> Feedback:
    """Judge each asked part against the engine's result for the learner's spread.

    A right part is confirmed; a wrong part is named with what to look at again, never
    with the right answer (that is the third hint's and the solution's job)."""
    result = puzzle.result_for(answer.spread)
    melds = puzzle.melds_for(answer.spread)
    parts: dict[str, bool] = {}
    lines: list[str] = []
    pointed: list[Card] = []
    win = WORDS.say(f"role.{result.winner}", lang).lower()
    summary = [WORDS.say("done.outcome", lang, winner=win, points=result.points)]
    for q in puzzle.questions:
        if q == "spread":
            ok = answer.spread in puzzle.best_spreads
            parts[q] = ok
            label = "?" if answer.spread is None else spread_label(answer.spread)
            key = "fb.part.spread.bad"
            if ok:
                key = "fb.part.spread.tie" if len(puzzle.best_spreads) > 1 else "fb.part.spread.ok"
            lines.append(WORDS.say(key, lang, option=label))
            tie = len(puzzle.best_spreads) > 1
            summary.insert(0, WORDS.say("done.spread.tie" if tie else "hint.answer.spread", lang,
                                   option=label))
        elif q == "winner":
            ok = answer.winner == result.winner
            parts[q] = ok
            if ok:
                lines.append(WORDS.say("fb.part.winner.ok", lang, winner=win))
            else:
                why = "gin" if ending_of(result).no_deadwood else "compare"
                lines.append(WORDS.say("fb.part.winner.bad", lang))
                lines.append(WORDS.say(f"fb.part.winner.{why}", lang))
        elif q == "points":
            ok = answer.points == result.points
            parts[q] = ok
            if ok:
                lines.append(WORDS.say("fb.part.points.ok", lang, points=result.points))
            else:
                given = -1 if answer.points is None else answer.points
                lines.append(_points_feedback(puzzle, result, given, lang))
        elif q == "layoffs":
            ok, said, cards = _layoff_feedback(
                puzzle.defender_cards, melds, result, answer.layoffs or (), lang
            )
            parts[q] = ok
            pointed.extend(cards)
            laid = sort_hand(tuple(answer.layoffs or ()))
            summary.append(WORDS.say("hint.answer.layoffs", lang, cards=cards_words(laid, lang)))
            if ok:
                if laid:
                    lines.append(WORDS.say("fb.part.layoffs.ok", lang,
                                           cards=cards_words(laid, lang)))
                else:
                    lines.append(WORDS.say("fb.part.layoffs.none_ok", lang))
            else:
                lines.extend(said)
    return verdict(parts, lines, puzzle.solution(lang), lang, tuple(pointed), summary=summary)


def hints(puzzle: Puzzle, lang: str = "en") -> tuple[str, str, str]:
    """Three hints, one at a time: where to look, the rule (with these house rules'
    numbers), then the answer itself."""
    concept = puzzle.concept
    nudge, scored_by = _HINTED[concept]
    rules = puzzle.rules
    rule: list[str] = []
    if concept == "best_spread":
        rule.append(WORDS.say("hint.rule.spread", lang,
                         limit=rules.max_knock_deadwood(puzzle.upcard)))
    if "layoffs" in puzzle.questions:
        rule.append(WORDS.say("hint.rule.layoff", lang))
    if scored_by == "gin":
        rule.append(WORDS.say("hint.rule.gin", lang, bonus=rules.gin_bonus))
    elif scored_by == "big_gin":
        rule.append(WORDS.say("hint.rule.big_gin", lang, bonus=rules.big_gin_bonus))
    elif scored_by == "knock":
        rule.append(WORDS.say("hint.rule.knock", lang))
    else:
        rule.append(WORDS.say("hint.rule.undercut", lang, bonus=rules.undercut_bonus))
    if rules.doubles(puzzle.upcard):
        rule.append(WORDS.say("rule.spade_doubles", lang))
    result = puzzle.result
    answer = [
        WORDS.say("hint.answer", lang, winner=WORDS.say(f"role.{result.winner}", lang).lower(),
             points=result.points)
    ]
    if "layoffs" in puzzle.questions:
        answer.append(WORDS.say("hint.answer.layoffs", lang,
                           cards=cards_words(puzzle.layoff_cards, lang)))
    if puzzle.spread_options:
        best = ", ".join(spread_label(i) for i in puzzle.best_spreads)
        answer.insert(0, WORDS.say("hint.answer.spread", lang, option=best))
    return WORDS.say(f"hint.nudge.{nudge}", lang), " ".join(rule), " ".join(answer)


def parse_cards_field(codes: str) -> tuple[Card, ...]:
    """Cards from a space-separated list of codes (the page's toggles give codes)."""
    return tuple(Card.from_code(c) for c in codes.split() if c)

