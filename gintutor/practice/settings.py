"""What a learner chooses before a practice deal, and what a practice save keeps beside
the game: the games on the menu (every game a family of ``gintutor.families`` plays, at
each number of seats), the settings, and the learner's decisions for the review.

The stored keys and values are the ones saved games already hold: a learner's save
must still load."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ginrules import Rules
from ginrules.core.grades import GRADES, Grade, graded
from ginrules.table.variants import GIN, VARIANTS, Variant, find_variant
from gintutor.families import FAMILIES
from gintutor.practice.seating import SeatChoice, SeatingError, parse_seating, seating_dict
from gintutor.practice.words import computer_name

if TYPE_CHECKING:
    from gintutor.practice.verdict import Verdict

__all__ = ["LEARNER", "MODES", "PRACTICE_CHOICES", "PRACTICE_GAMES", "SAVE_KEY", "Decision",
           "PracticeChoice", "Settings", "practice_choice", "strengths"]

#: The ``localStorage`` key the page keeps the session under.
SAVE_KEY = "gin-tutor.practice"
SAVE_VERSION = 1
MODES: tuple[str, ...] = ("hand", "game")

#: The learner's seat at the practice table when one person plays (the computer plays
#: every other seat), and the first person's when several do.
LEARNER = 0


@dataclass(frozen=True)
class PracticeChoice:
    """One entry of the practice page's game menu: a game at a number of seats."""

    variant: Variant
    players: int

    @property
    def key(self) -> str:
        """The menu value: the game's name, with the number of players when the game is
        for more than one number ('gin-7:4')."""
        if len(self.variant.seats) == 1:
            return self.variant.name
        return f"{self.variant.name}:{self.players}"


#: Every game the practice page plays: the games some family plays, in the engine's order.
PRACTICE_GAMES = tuple(v for v in VARIANTS
                       if any(v.name in family.variants for family in FAMILIES))
#: The games the practice page offers, in its menu's order: every game at every number
#: of players it is for.
PRACTICE_CHOICES = tuple(PracticeChoice(v, n) for v in PRACTICE_GAMES for n in v.seats)


def practice_choice(key: str | None) -> PracticeChoice | None:
    """The menu entry ``key`` names (None for anything else)."""
    return next((c for c in PRACTICE_CHOICES if c.key == key), None)


def strengths() -> tuple[str, ...]:
    """The computer's strengths, weakest first (from ginrules.players.opponent)."""
    from ginrules.players.opponent import STRENGTHS

    return STRENGTHS


@dataclass(frozen=True)
class Settings:
    """What the learner chose before the deal."""

    mode: str = "game"  # 'hand': one hand (one deal at both tables); 'game': to the target
    strength: str = "beginner"
    preset: str = "standard"
    coach: bool = True
    seed: int = 1
    target: int | None = None  # a shorter game than the house rules' target (None: theirs)
    game: str = GIN.name  # the variant played (ginrules.table.variants)
    players: int = 0  # the number of seats (0: the game's first number)
    #: who sits where (gintutor.practice.seating); empty: the learner in the first seat
    #: and the computer, at ``strength``, in every other
    seating: tuple[SeatChoice, ...] = ()

    @property
    def variant(self) -> Variant:
        return find_variant(self.game)

    @property
    def seats(self) -> int:
        return self.players or self.variant.seats[0]

    @property
    def choice(self) -> str:
        """The game menu's value for this game and number of players."""
        return PracticeChoice(self.variant, self.seats).key

    def rules(self) -> Rules:
        """The house rules of this game (with the shorter target, if one was chosen): the
        chosen preset when the game has it, else the game's own default."""
        variant = self.variant
        name = self.preset if self.preset in variant.presets else variant.default_preset
        rules = Rules.preset(name, variant)
        if not self.target:
            return rules
        # a shorter game is shorter at every table (no larger target for five or more)
        return rules.with_options(target=self.target, target_five_or_more=0)

    def seat_choices(self) -> tuple[SeatChoice, ...]:
        """Every seat's player: the seating chosen, or the learner and the computers."""
        if self.seating:
            return self.seating
        return (SeatChoice(name="You"),
                *(SeatChoice(strength=self.strength) for _ in range(self.seats - 1)))

    @property
    def people(self) -> tuple[int, ...]:
        """The seats people play, in seat order (the first is where a game starts)."""
        return tuple(seat for seat, c in enumerate(self.seat_choices()) if c.is_person)

    @property
    def shared(self) -> bool:
        """Several people play, sharing one device."""
        return len(self.people) > 1

    def strength_of(self, seat: int) -> str:
        """The strength the computer plays ``seat`` at (a person's seat: ``strength``)."""
        return self.seat_choices()[seat].strength or self.strength

    def names(self) -> tuple[str, ...]:
        """The seats' names in the game's save: each person's, the computer players'
        (at a table of two 'Computer'); the one learner of old is 'You'."""
        return tuple(c.name if c.is_person else computer_name(seat, self.seats)
                     for seat, c in enumerate(self.seat_choices()))

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "mode": self.mode,
            "strength": self.strength,
            "preset": self.preset,
            "coach": self.coach,
            "seed": self.seed,
            "target": self.target,
        }
        if self.game != GIN.name:  # settings stored before there were games read the same
            body["game"] = self.game
        if len(self.variant.seats) > 1:
            body["players"] = self.seats
        if self.seating:
            body["seats"] = seating_dict(self.seating)
        return body

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Read stored settings; anything odd falls back to the default. ``game`` may be a
        game's name (with ``players``) or a menu value such as 'gin-7:4'."""
        d = data if isinstance(data, dict) else {}
        base = cls()
        mode = d.get("mode") if d.get("mode") in MODES else base.mode
        strength = d.get("strength") if isinstance(d.get("strength"), str) else base.strength
        if strength not in strengths():
            strength = base.strength
        every_preset = {name for v in PRACTICE_GAMES for name in v.preset_names}
        preset = d.get("preset") if d.get("preset") in every_preset else base.preset
        coach = d.get("coach") if isinstance(d.get("coach"), bool) else base.coach
        seed = d.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            seed = base.seed
        target = d.get("target")
        if isinstance(target, bool) or not isinstance(target, int) or not 1 <= target <= 1000:
            target = None
        game = d.get("game") if isinstance(d.get("game"), str) else None
        chosen = practice_choice(game)
        variant = chosen.variant if chosen is not None else next(
            (v for v in PRACTICE_GAMES if v.name == game), None)
        players = d.get("players")
        if chosen is None and variant is not None:  # a game's name: its players, if given
            count = players if players in variant.seats and not isinstance(players, bool) \
                else variant.seats[0]
            chosen = PracticeChoice(variant, count)
        if chosen is None:
            chosen = PRACTICE_CHOICES[0]
        seating: tuple[SeatChoice, ...] = ()
        if "seats" in d:
            try:
                seating = parse_seating(d["seats"], chosen.players, strengths())
            except SeatingError:
                seating = ()
        return cls(str(mode), str(strength), str(preset), bool(coach), int(seed), target,
                   chosen.variant.name, chosen.players if len(chosen.variant.seats) > 1 else 0,
                   seating)


@dataclass(frozen=True)
class Decision:
    """One learner decision as the save keeps it: the hand, where in the hand
    (``step``, the move's index among the hand's moves, as the review numbers them; None
    in a save made before decisions said it) and its verdict
    (:class:`gintutor.practice.verdict.Verdict`): the move, the best move, what it cost
    and its grade."""

    hand: int
    step: int | None
    action: str
    best: str
    loss: float
    grade: Grade
    seat: int = LEARNER  # whose decision (several people at the table)

    @classmethod
    def of(cls, hand: int, step: int, verdict: Verdict, seat: int = LEARNER) -> Decision:
        return cls(hand, step, str(verdict.action), str(verdict.best), verdict.loss,
                   verdict.grade, seat)

    def to_dict(self) -> dict[str, Any]:
        old = {"hand": self.hand, "action": self.action, "best": self.best, "loss": self.loss}
        if self.step is None:  # as an older save kept it
            return old
        seat = {} if self.seat == LEARNER else {"seat": self.seat}
        return {**old, "step": self.step, "grade": self.grade, **seat}

    @classmethod
    def from_dict(cls, d: Any) -> Decision | None:
        """A stored decision (None: one that cannot be read). One from an older save,
        without its step and grade, is graded by its loss on the one scale."""
        try:
            loss = float(d["loss"])
            step = d.get("step")
            grade = d.get("grade", graded(loss)[1])
            seat = d.get("seat", LEARNER)
            if grade not in GRADES or isinstance(step, bool) or not (
                    step is None or isinstance(step, int)) or isinstance(seat, bool) \
                    or not isinstance(seat, int) or not 0 <= seat < 6:
                return None
            return cls(int(d["hand"]), step, str(d["action"]), str(d["best"]), loss, grade,
                       seat)
        except (KeyError, TypeError, ValueError, AttributeError):
            return None
