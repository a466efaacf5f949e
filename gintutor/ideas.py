"""The ideas a decision tests, written once (issue 46): "which card to throw", "when to
knock", "meld now or hold"... The review's retries, the learner's own practice set and
its chart all tag a position with one of them, and each idea names the lesson that
teaches it in each game family.

An :class:`Idea` says when a decision is about it (``when``: a move of a kind, played
or best, or a fact of what the played move gives up, ``ginrules.players.costs``); a family lists
its ideas in the order they are tried (``Family.ideas`` in :mod:`gintutor.families`,
each with its lesson), and :func:`idea_for` gives a decision the first that fits. The
words (what each idea is called, what it means, where to look first) are
``gintutor/words/ideas.json``.

>>> from ginrules.core.actions import Action
>>> idea_for("gin", Action.parse("discard 9C"), Action.parse("knock KD"), ()).name
'knock'
>>> idea_for("rummy", Action.parse("discard 9C"), Action.parse("discard KD"),
...          ("gives_up.feeds",)).name
'safe_discard'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ginrules.core.actions import Action
from gintutor.families import family_of_variant
from gintutor.words import area

__all__ = ["IDEAS", "WORDS", "Idea", "IdeaUse", "family_ideas", "idea_for", "idea_named"]

WORDS = area("ideas")


@dataclass(frozen=True)
class Idea:
    """One idea: its ``name`` (the words' key, ``idea.<name>.*``) and ``when`` a decision
    tests it: ``"move:<kind>"`` (the played or the best move is of that kind, as
    ``ginrules.core.actions.ActionKind`` names it) or ``"fact:<id>"`` (what the played move
    gives up starts with that fact id)."""

    name: str
    when: tuple[str, ...]

    def fits(self, played: Action, best: Action, facts: Sequence[str]) -> bool:
        kinds = {played.kind.value, best.kind.value}
        return any((w.startswith("move:") and w[5:] in kinds)
                   or (w.startswith("fact:") and any(f.startswith(w[5:]) for f in facts))
                   for w in self.when)

    def title(self, lang: str) -> str:
        return WORDS.say(f"idea.{self.name}.title", lang)

    def means(self, lang: str) -> str:
        return WORDS.say(f"idea.{self.name}.means", lang)

    def look(self, lang: str) -> str:
        """The first hint of a retry: where to look, never which move."""
        return WORDS.say(f"idea.{self.name}.look", lang)


#: Every idea, by name.
IDEAS: dict[str, Idea] = {idea.name: idea for idea in (
    Idea("gin", ("move:gin", "move:big gin")),
    Idea("knock", ("move:knock",)),
    Idea("spread", ("move:show",)),
    Idea("go_out", ("fact:gives_up.rummy.out",)),
    Idea("meld", ("move:meld",)),
    Idea("lay_off", ("move:lay off",)),
    Idea("upcard", ("move:pass",)),
    Idea("draw", ("move:take", "move:draw stock")),
    Idea("safe_discard", ("fact:gives_up.feeds",)),
    Idea("discard", ("move:discard",)),
)}


@dataclass(frozen=True)
class IdeaUse:
    """An idea as a family uses it: the idea and the lesson that teaches it there (a
    lesson id, ``gintutor.courses``; None: no lesson teaches it yet)."""

    idea: Idea
    lesson: str | None

    @property
    def name(self) -> str:
        return self.idea.name


def idea_named(name: str) -> Idea:
    """The idea called ``name`` (KeyError names it)."""
    return IDEAS[name]


def family_ideas(variant: str) -> tuple[IdeaUse, ...]:
    """The ideas of the family that plays ``variant``, in the order they are tried."""
    family = family_of_variant(variant)
    return tuple(IdeaUse(IDEAS[name], lesson) for name, lesson in family.ideas)


def idea_for(variant: str, played: Action, best: Action, facts: Sequence[str]) -> IdeaUse:
    """The idea a decision of ``variant`` tests: the first of its family's ideas that
    fits the played and the best move and the facts of what the played move gives up
    (their ids), else the family's last (its plainest: which card to throw)."""
    ideas = family_ideas(variant)
    return next((use for use in ideas if use.idea.fits(played, best, facts)), ideas[-1])
