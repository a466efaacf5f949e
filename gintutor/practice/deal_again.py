"""The same deal again (issue 46): a hand of a kept game dealt again, the same cards to
the same seats at the same score, the computer at the same strength, for the learner to
play anew; at its end the two plays side by side and what the strongest computer player
scored on that deal from the learner's seat.

The deal is not rebuilt from the hand's record but reached the way it was first reached:
the kept game's save (``record["game"]``: its seed and every move) is played again up to
the moment that hand was dealt, so the dealer, the scores before it, the other card
table of a four-player game and every later shuffle of the stock are the game's own.
A record without the save (its first hands were dropped to keep the store bounded)
cannot be dealt again: :class:`AgainError` says so.

:class:`Again` is what the practice session keeps of it: where the deal came from, the
first play (:class:`Play`: the points it gave the learner, their decisions and their
accuracy, as the review found them) and the strongest player's points.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gintutor.practice.again import Again, AgainError, Play

if TYPE_CHECKING:
    from ginrules.gin.hand import Hand
    from ginrules.rummy.hand import RummyHand
    from ginrules.table.game import Game
    from ginrules.table.match import Match
    from gintutor.practice.session import PracticeSession
    from gintutor.review.review import HandReview

__all__ = ["Again", "AgainError", "Play", "StrongestPlay", "again_session", "dealt_again",
           "play_of", "second_play"]


def play_of(review: HandReview) -> Play:
    """The play a review found: the points the hand gave the reviewed seat, the decisions
    and the accuracy (the review's own, rounded to a whole per cent)."""
    result = review.positions[-1].view.result
    acc = review.accuracy
    return Play(0 if result is None else result.net_for(review.seat), len(review.decisions),
                None if acc is None else round(100 * acc))


def _hands_of(game: Game | Match) -> list[Hand | RummyHand]:
    from ginrules.table.match import Match

    if isinstance(game, Match):
        return [h for h in game.hands if h is not None]
    return [game.hand]


def _is_the_deal(game: Game | Match, wanted: dict[str, Any]) -> bool:
    """A hand of ``game`` is dealt as ``wanted`` (a hand's record) says and not yet
    played."""
    for hand in _hands_of(game):
        dealt = hand.dealt
        if not hand.actions and hand.dealer == wanted.get("dealer") \
                and dealt.upcard.code == wanted.get("upcard") \
                and [[c.code for c in h] for h in dealt.hands] == wanted.get("dealt"):
            return True
    return False


def dealt_again(record: dict[str, Any], index: int) -> Game | Match:
    """The kept game of ``record`` played again up to the deal of its hand ``index``:
    that hand dealt, no move of it made. AgainError when the record cannot reach it."""
    from ginrules.core.errors import GinRulesError
    from ginrules.table.match import game_from_dict, new_game

    hands = record.get("hands")
    if not isinstance(hands, list) or not 0 <= index < len(hands):
        raise AgainError("that hand is not in the kept game")
    if not isinstance(record.get("game"), dict):
        raise AgainError("the kept game no longer has its first hands, so its deals "
                         "cannot be made again")
    try:
        played = game_from_dict(record["game"])
    except (GinRulesError, ValueError) as exc:
        raise AgainError(f"the kept game cannot be read ({exc})") from exc
    again = new_game(played.rules, played.seed, played.table, played.variant,
                     played.save_version)
    wanted = hands[index]
    for act in played.actions:
        if _is_the_deal(again, wanted):
            return again
        again.apply(act)
    if _is_the_deal(again, wanted):
        return again
    raise AgainError("the kept game's moves do not reach that deal")


def _learner_hand(game: Game | Match, seat: int) -> Hand | RummyHand | None:
    from ginrules.table.match import Match

    return game.hand_at(seat) if isinstance(game, Match) else game.hand


class StrongestPlay:
    """The deal of a session played again (``session.again``) played once more by the
    strongest player in the learner's seat, a move at a time (:meth:`step`, so a page can
    answer between two): in that seat the master's move as the coach weighs it (the
    hint's, :func:`gintutor.practice.judge.weigh`), every other seat the computer at the
    session's strength. Its choices are a function of what each seat sees, so the
    points (:attr:`net`, once :attr:`done`) are the same every time."""

    def __init__(self, session: PracticeSession) -> None:
        from ginrules.table.match import new_game

        again = session.again
        if again is None:
            raise AgainError("this game is not a deal played again")
        played = session.game
        self.game = new_game(played.rules, played.seed, played.table, played.variant,
                             played.save_version)
        for act in played.actions[:again.start]:
            self.game.apply(act)
        self.seat = session.learner
        self.strength = session.settings.strength
        self.moves = 0
        self.net: int | None = None
        self._settle()

    @property
    def done(self) -> bool:
        return self.net is not None

    def step(self) -> bool:
        """One move (the strongest player's or a computer's); True once the hand is
        over."""
        from ginrules.players import opponent
        from gintutor.practice.judge import weigh

        if self.done:
            return True
        mover = self.game.to_act
        view = self.game.view(mover)
        act = weigh(view).best if mover == self.seat else opponent.choose(
            view, strength=self.strength)
        self.game.apply(act, mover)
        self.moves += 1
        return self._settle()

    def run(self) -> int:
        """Every move at once: the points."""
        while not self.step():
            pass
        assert self.net is not None
        return self.net

    def _settle(self) -> bool:
        hand = _learner_hand(self.game, self.seat)
        if hand is None or hand.is_over:
            result = None if hand is None else hand.result
            self.net = 0 if result is None else result.net_for(self.seat)
        return self.done


def _computer_strengths(record: dict[str, Any], size: int) -> list[str]:
    """Each seat's strength in the record; the learner's seat (and any not a computer's)
    plays at the strength of the record's first computer seat."""
    from gintutor.practice.settings import strengths

    known = strengths()
    listed = record.get("strengths")
    named = [s if isinstance(s, str) and s in known else None
             for s in (listed if isinstance(listed, list) else [])][:size]
    named += [None] * (size - len(named))
    default = next((s for s in named if s is not None), known[0])
    return [s or default for s in named]


def again_session(record: dict[str, Any], index: int, first: Play, *,
                  coach: bool = True) -> PracticeSession:
    """A practice session of one deal: hand ``index`` of ``record`` (a kept practice
    game) dealt again, for the record's learner to play against the computer at the
    strength it played then. AgainError: the record cannot deal it again, or the
    learner sat that hand out."""
    from gintutor.practice.kept import hand_number
    from gintutor.practice.session import game_id, session_class
    from gintutor.practice.settings import LEARNER, Settings

    game = dealt_again(record, index)
    if LEARNER not in record["hands"][index].get("seats", ()):
        raise AgainError("you sat that hand out")
    strength = next(s for seat, s in enumerate(_computer_strengths(record, game.table.size))
                    if seat != LEARNER)
    settings = Settings(mode="hand", strength=strength, preset=_preset_of(game),
                        coach=coach, seed=game.seed, game=game.variant.name,
                        players=game.table.size)
    session = session_class(game.variant)(settings, game)
    session.rules = game.rules
    of = record.get("id")
    session.again = Again(of if isinstance(of, str) else game_id(game), index,
                          hand_number(record["hands"][index], index), len(game.actions),
                          first)
    return session


def _preset_of(game: Game | Match) -> str:
    """The house rules' preset the game's rules are (its game's default if none is)."""
    from ginrules.table.rules import Rules

    variant = game.variant
    return next((name for name in variant.presets
                 if Rules.preset(name, variant) == game.rules), variant.default_preset)


def second_play(session: PracticeSession) -> Play | None:
    """The deal as the learner played it again, once their hand is over: the points, the
    decisions they made in it and their accuracy (the coach's grades, the review's)."""
    from ginrules.core.grades import accuracy

    hand = session.own_hand()
    if session.again is None or hand is None or not hand.is_over:
        return None
    grades = [d.grade for d in session.decisions if d.hand == session.hand_number]
    acc = accuracy(grades)
    result = hand.result
    return Play(0 if result is None else result.net_for(session.learner), len(grades),
                None if acc is None else round(100 * acc))
