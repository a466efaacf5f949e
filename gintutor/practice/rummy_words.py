"""Rummy's own words at the practice table, in both languages: the menu entries, a meld
named by its owner, Rummy's clauses of a turn, the learner's turn, the page's Rummy
controls, and the engine's reasons for refusing a move said in the learner's words.

In the practice page's own zip with Rummy's session (:mod:`gintutor.practice.rummy`):
the other pages never load them."""

from __future__ import annotations

from ginrules.core.actions import IllegalActionError
from ginrules.words import Catalogue
from gintutor.practice.words import WORDS as PRACTICE_WORDS
from gintutor.words import area

__all__ = ["REFUSAL_WORDS", "RUMMY_WORDS", "WORDS", "reason_words"]

#: Rummy's own words (gintutor/words/practice_rummy.json).
RUMMY_WORDS = area("practice_rummy")


#: The words of the Rummy table: the practice page's and Rummy's own, one look-up.
WORDS = Catalogue.merged("gintutor.practice.rummy_words", [PRACTICE_WORDS, RUMMY_WORDS])


# ---------------------------------------------------------------- the engine's reasons

#: The practice's words for each refusal the Rummy hand (and the game around it) gives,
#: by the engine's key (``IllegalActionError.key``). The practice says them its own way:
#: what is wrong, without giving the answer (a run's missing ends are not named). A test
#: plays illegal moves and checks every key it meets is here.
REFUSAL_WORDS: dict[str, str] = {
    "refuse.not_your_turn": "why.not_turn",
    "refuse.hand_over": "why.hand_over",
    "refuse.hand_over_next": "why.hand_over_next",
    "refuse.game_over": "why.game_over",
    "refuse.hand_not_over": "why.not_over",
    "refuse.rummy.no_such": "why.no_such",
    "refuse.rummy.pile_empty": "why.pile_empty",
    "refuse.top_only": "why.top_only",
    "refuse.rummy.no_turn_left": "why.no_turn_left",
    "refuse.rummy.draw_first": "why.draw_first",
    "refuse.rummy.drawn": "why.drawn",
    "refuse.not_held": "why.not_held",
    "refuse.rummy.taken": "why.taken",
    "refuse.meld.twice": "why.twice",
    "refuse.meld.too_few": "why.too_few",
    "refuse.meld.mixed": "why.mixed",
    "refuse.meld.ace_low": "why.ace_low",
    "refuse.meld.gap": "why.gap",
    "refuse.rummy.one_meld": "why.one_meld",
    "refuse.rummy.keep_discard": "why.keep_discard",
    "refuse.rummy.stuck": "why.stuck",
    "refuse.rummy.meld_not_now": "why.not_now",
    "refuse.rummy.layoff_not_now": "why.not_now",
    "refuse.rummy.no_meld": "why.no_meld",
    "refuse.rummy.set_full": "why.set_full",
    "refuse.rummy.set_rank": "why.set_rank",
    "refuse.rummy.run_end": "why.run_end",
    "refuse.rummy.run_full": "why.run_end",
}


def reason_words(error: IllegalActionError, lang: str = "en") -> str | None:
    """The engine's reason for refusing a move as the learner reads it: what is wrong,
    in their language, without giving the answer; None for a reason this table does not
    know (a new refusal, or one given as plain text)."""
    key = REFUSAL_WORDS.get(error.key or "")
    if key is None:
        return None
    values = {name: value for name, value in error.values.items() if name in ("card", "cards")}
    return WORDS.say(key, lang, **values)
