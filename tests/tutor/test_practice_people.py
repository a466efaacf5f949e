"""Several people at one practice table, sharing one device (issue 48): before each
person's turn the device is passed on and no one's cards are shown; a person's turn
shows their own view only; the hint and the coach speak of their cards alone; the
computer plays the seats no person does; a save resumes at the hand-over.

Every game and number of players of the practice menu is played through the hand-over,
and every sentence the page would show is checked card by card: a card another person
holds may be named only when every player could know it (taken from the pile and still
held, or shown at the end of the hand)."""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest

from ginrules import Card
from ginrules.core.actions import ActionKind
from gintutor.practice import PRACTICE_CHOICES, PracticeSession, Settings, new_session
from gintutor.practice.seating import SeatChoice, SeatingError, parse_seating
from gintutor.practice.settings import strengths

NAMES = ("Ann", "Bram", "Cleo", "Dirk", "Eva", "Fay")


def _people_settings(key: str, people: Iterable[int], seed: int = 5) -> Settings:
    base = Settings.from_dict({"game": key, "seed": seed, "mode": "game", "target": 30,
                               "strength": "beginner"})
    chosen = set(people)
    seating = tuple(SeatChoice(name=NAMES[seat]) if seat in chosen
                    else SeatChoice(strength="club" if seat % 2 else "beginner")
                    for seat in range(base.seats))
    return Settings.from_dict({**base.to_dict(), "seats": [c.to_dict() for c in seating]})


def _people_of(seats: int) -> tuple[int, ...]:
    """People in several seats, with a computer among them where there is room."""
    if seats == 2:
        return (0, 1)
    return tuple(s for s in range(seats) if s != 1)[: max(2, seats - 1)]


def _texts(session: PracticeSession, lang: str) -> list[str]:
    """Everything the practice page says now of this hand, as text (the log's earlier
    hands were played with other cards)."""
    out = [session.prompt(lang), session.status_line(lang, session.rules_name(lang)),
           *session.history_hands(lang)[-1][1]]
    for row in session.seat_rows(lang):
        out += [row.name, row.last, *(c.label_in(lang) for c in row.known)]
    for _caption, _kind, cards in session.hand_groups(lang):
        out += [c.label_in(lang) for c in cards]
    view = session.view()
    out += [c.label_in(lang) for c in view.hand]
    assert all(not other.hand for other in view.elsewhere)
    return out


def _secret_cards(session: PracticeSession) -> set[Card]:
    """The cards people other than the one shown hold that no other player has seen in
    this hand (all people's, while the device is passed on). At two card tables each has
    its own deck, so only the people at the shown seat's table count (the other table is
    watched as anyone may watch it: no hand of it is in the view)."""
    game = session.game
    shown = None if session.is_covered else session.learner
    match = session.match
    secret: set[Card] = set()
    for seat in session.settings.people:
        if seat == shown or (match is not None and
                             match.table_of(seat) != match.table_of(session.learner)):
            continue
        own = game.view(seat)
        if own.phase.is_over or not own.others:
            continue  # the end of a hand shows every hand; one sitting out holds none
        public = game.view(own.others[0].seat)  # another player's at the same table
        # every player saw these: the upcard, the discards, what was taken and melded
        # (a card once seen may come back privately, as Rummy turns the pile over)
        seen = {c for e in public.events for c in (e.card, *e.cards) if c is not None}
        secret |= set(own.hand) - seen
    return secret


def _names_none(texts: Iterable[str], cards: set[Card], lang: str, where: str) -> None:
    for text in texts:
        for card in cards:
            for said in (card.label_in(lang), card.name(lang)):
                assert said not in text, (where, said, text)


CHOICES = [c.key for c in PRACTICE_CHOICES]


@pytest.mark.parametrize("key", CHOICES)
def test_each_person_sees_only_their_own_cards_and_the_device_is_passed_on(key: str) -> None:
    settings = Settings.from_dict({"game": key})
    people = _people_of(settings.seats)
    session = new_session(_people_settings(key, people))
    assert session.shared and session.settings.people == people
    rng = random.Random(key)
    session.start()
    handovers = turns = 0
    for step in range(600):
        if session.finished:
            break
        lang = "nl" if step % 3 == 0 else "en"
        _names_none(_texts(session, lang), _secret_cards(session), lang, f"step {step}")
        if session.deal_over:
            session.next_hand(lang, computer=False)
            continue
        seat = session.handover()
        if seat is not None:
            handovers += 1
            assert session.is_covered and not session.view().hand
            assert not session.learner_to_act() and not session.computer_to_act()
            assert session.hint(lang) == ("", None, ())
            session.ready(seat)
            assert session.learner == seat and not session.is_covered
            assert session.view().hand == session.game.view(seat).hand
            continue
        if session.computer_to_act():
            assert session.game.to_act not in people
            session.computer_step(lang)
            continue
        assert session.learner_to_act() and session.game.to_act == session.learner
        turns += 1
        own = set(session.view().hand)
        words, best, why = session.hint(lang)
        assert best is not None and (best.card is None or best.card in own
                                     or best.kind is ActionKind.TAKE)
        _names_none([words, *why], _secret_cards(session), lang, "hint")
        move = rng.choice(session.legal()) if rng.random() < 0.3 else best
        secret = _secret_cards(session)  # what this person's move may not name
        out = session.play(move, lang=lang, computer=False)
        if out.warning is not None:  # the coach, for this seat only
            _names_none(out.warning.lines, secret, lang, "coach")
            out = session.play(move, confirmed=True, lang=lang, computer=False)
        assert out.warning is None
        _names_none(out.announcements, secret, lang, "announced")
        if step % 37 == 0:  # a save resumes with the device passed on again
            again = PracticeSession.from_json(session.to_json())
            assert again is not None and again.learner == session.learner
            assert again.game.to_dict() == session.game.to_dict()
            assert again.decisions == session.decisions
            assert again.deal_over or again.is_covered
    assert handovers >= 4 and turns >= 4, (handovers, turns)
    assert {d.seat for d in session.decisions} <= set(people)


def test_one_person_plays_as_before_and_the_device_is_never_covered() -> None:
    s = new_session(_people_settings("gin", (0,)))
    assert not s.shared and not s.is_covered and s.handover() is None
    assert s.seat_name(0) == "you" and s.seat_name(1) == "the computer"


def test_two_people_are_named_by_their_names_and_you_is_the_one_holding_it() -> None:
    s = new_session(_people_settings("gin", (0, 1), seed=3))
    s.start()
    assert s.seat_name(0) == "Ann" and s.seat_name(1) == "Bram"  # passed on: no 'you'
    seat = s.handover()
    assert seat is not None
    s.ready(seat)
    (other,) = s.game.table.others(seat)
    assert s.seat_name(seat) == "you" and s.seat_name(other) == NAMES[other]
    with pytest.raises(ValueError):
        s.ready(other)  # it is not being passed to them


def _hand_of_two_people(seed: int) -> PracticeSession:
    """Ann and Bram play one hand of gin to its end, each the hint's move after the
    device is passed to them."""
    s = new_session(_people_settings("gin", (0, 1), seed=seed))
    s.start()
    while not s.deal_over:
        seat = s.handover()
        if seat is not None:
            s.ready(seat)
        _w, best, _y = s.hint()
        assert best is not None
        s.play(best, confirmed=True, computer=False)
    return s


def test_decisions_are_each_persons_own() -> None:
    s = _hand_of_two_people(seed=11)
    hand = s.hand_number
    for seat in (0, 1):
        s.learner = seat
        mine = [d for d in s.decisions if d.hand == hand and d.seat == seat]
        assert s._decisions_of(hand) == mine


@pytest.mark.parametrize(("raw", "message"), [
    ("Ann", "must be a list"),
    ([{"person": "Ann"}], "has 2 seats, not 1"),
    ([{"person": " "}, {"computer": "club"}], "Seat 1: write the name"),
    ([{"person": "A" * 30}, {"computer": "club"}], "at most 20 characters"),
    ([{"person": "Ann"}, {"person": "ann"}], "Seat 2: another person is called ann"),
    ([{"computer": "club"}, {"computer": "club"}], "At least one seat needs a person"),
    ([{"person": "Ann"}, {"computer": "grandmaster"}], "Seat 2: the computer's strengths"),
    ([{"person": "Ann"}, {"robot": 1}], "Seat 2: say whether a person"),
    ([{"person": "An\u0007n"}, {"computer": "club"}], "signs only"),
])
def test_a_seating_that_cannot_be_played_is_refused_in_words(raw: object, message: str) -> None:
    with pytest.raises(SeatingError, match=message) as caught:
        parse_seating(raw, 2, strengths())
    dutch = caught.value.say("nl")
    assert dutch and dutch != str(caught.value)  # said in Dutch too


def test_a_save_whose_seats_are_damaged_is_not_restored() -> None:
    s = new_session(_people_settings("gin", (0, 1)))
    raw = s.to_json().replace('{"person":"Bram"}', '{"person":""}')
    assert PracticeSession.from_json(raw) is None
    renamed = s.to_json().replace('{"person":"Bram"}', '{"person":"Bo"}')
    assert PracticeSession.from_json(renamed) is None  # the game's names are not these


def test_each_person_has_their_own_tally_and_the_oldest_name_leaves_first() -> None:
    from gintutor.stats.people import MAX_PEOPLE, PeopleStats
    from gintutor.stats.tally import StatsError

    s = _hand_of_two_people(seed=11)
    people = PeopleStats()
    for seat in s.settings.people:
        found = s.finished_hand_line(seat)
        assert found is not None
        people = people.with_hand(NAMES[seat], found[1], found[0])
        assert people.with_hand(NAMES[seat], found[1], found[0]) is people  # counted once
    ann, bram = people.of("Ann").game("gin"), people.of("Bram").game("gin")
    assert ann.hands == bram.hands == 1 and ann.won + bram.won <= 1
    assert PeopleStats.from_json(people.to_json()) == people
    assert found is not None
    for n in range(MAX_PEOPLE):
        people = people.with_hand(f"P{n}", found[1], found[0])
    assert len(people.people) == MAX_PEOPLE and "Ann" not in people.people
    with pytest.raises(StatsError):
        PeopleStats.from_json('{"version": 1, "people": {"Ann": {"version": 7}}}')
    with pytest.raises(StatsError):
        PeopleStats.from_json("[" * 500)
    # the review of the hand: each person's accuracy under their name
    lines = s.hand_verdicts()
    assert any(x.startswith("Ann: ") for x in lines) and any(x.startswith("Bram: ") for x in lines)
