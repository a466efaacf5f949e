"""Rummy at the practice table (issue 16) in CPython: the menu and house rules, whole
games against the computers, a computer's turn said in one sentence, melds named by
their owners, every move the rules refuse explained in the learner's language, the end
of a hand, the coach, and keeping a game across a reload."""

from __future__ import annotations

import random
import re

import pytest

from ginrules import Card
from ginrules.core.actions import Action, ActionKind, IllegalActionError
from ginrules.rummy.hand import find_plays
from gintutor.practice import (
    PracticeSession,
    Settings,
    new_session,
    practice_choice,
    preset_label,
    site_pages,
)
from gintutor.practice.rummy import WORDS, RummySession, reason_words
from gintutor.practice.rummy_words import REFUSAL_WORDS

NAMES = ("Mia", "Daan", "Noor", "Sem", "Lotte")


def rummy(players: int = 3, **kw: object) -> RummySession:
    settings = Settings(game="rummy", players=players, **kw)  # type: ignore[arg-type]
    session = new_session(settings)
    assert isinstance(session, RummySession)
    return session


def play_hints(session: PracticeSession, lang: str = "en", limit: int = 5000) -> list[str]:
    """The advisor's move for the learner to the end of the session; every line said."""
    said = [*session.start(lang).announcements]
    for _ in range(limit):
        if session.finished:
            return said
        if session.deal_over:
            said += session.next_hand(lang).announcements
            continue
        _words, best, _why = session.hint(lang)
        assert best is not None, session.prompt(lang)
        out = session.play(best, confirmed=True, lang=lang)
        assert out.warning is None
        said += out.announcements
    raise AssertionError("the game did not finish")


# ---------------------------------------------------------------- menu and house rules


def test_the_menu_offers_rummy_for_two_to_six_with_its_presets() -> None:
    for n in range(2, 7):
        choice = practice_choice(f"rummy:{n}")
        assert choice is not None and choice.players == n
        s = Settings.from_dict({"game": f"rummy:{n}", "preset": "ace-high", "mode": "hand"})
        assert (s.game, s.seats, s.choice) == ("rummy", n, f"rummy:{n}")
        assert s.rules().ace_high_or_low
        assert isinstance(new_session(s), RummySession)
    assert Settings(game="rummy", players=4, preset="hoyle").rules() == Settings(
        game="rummy", players=4).rules()  # a gin preset: Rummy's default
    assert Settings(game="rummy", players=3, preset="discard-out").rules().one_meld_per_turn
    page = site_pages("nl")[0]["context"]
    labels = {p["value"]: p["label"] for p in page["pr_presets"] if p["game"] == "rummy"}
    assert labels == {"standard": "Standaard", "ace-high": "Aas hoog of laag (ook V-H-A)",
                      "discard-out": "Uitgaan met afleggen, één combinatie per beurt",
                      "short": "Kort (6 rondes)"}
    games = [g["label"] for g in page["pr_games"]]
    assert "Rummy, zes spelers: jij, Mia, Daan, Noor, Sem en Lotte" in games
    # the tournament's 'short' keeps its own name
    from ginrules.table.variants import GIN_TOURNAMENT, RUMMY

    assert preset_label(GIN_TOURNAMENT, "short", "en") == "Short (4 hands a meeting)"
    assert preset_label(RUMMY, "short", "en") == "Short (6 hands)"
    short = rummy(3, preset="short", seed=2)
    assert "(a game of 6 hands)" in short.status_line("en", short.rules_name("en"))
    assert short.rules_name("nl") == "Kort (6 rondes)"


# ---------------------------------------------------------------- whole games


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (3, 1), (6, 4)])
def test_a_whole_game_against_the_computers(players: int, seed: int) -> None:
    s = rummy(players, seed=seed, mode="game", target=60, strength="beginner")
    said = play_hints(s)
    assert s.game.is_over
    rows = s.sheet_rows()
    assert len(rows[0]) == 1 + players + 1
    totals = [sum(int(r[1 + seat] or 0) for r in rows) for seat in range(players)]
    assert tuple(totals) == s.sheet().totals
    assert {r[-1] for r in rows} <= {"out", "rummy", "drawn"}
    assert any(line.startswith("Final score") for line in s.score_sheet())
    names = ("The computer",) if players == 2 else NAMES[: players - 1]
    turns = [line for line in said if line.startswith(names)]
    assert turns and all(line.endswith((".", "!")) for line in turns)
    assert any(" draws from the stock" in line or " takes " in line for line in turns)
    assert any(re.search(r" and (discards|goes out)", line) for line in turns)
    assert not any("  " in line or "{" in line for line in said)


def test_one_hand_ends_with_who_went_out_and_what_each_player_pays() -> None:
    for seed in range(1, 30):
        s = rummy(4, seed=seed, mode="hand", strength="club")
        play_hints(s)
        res = s.hand.result
        if res is None:
            continue
        steps = s.showdown_steps()
        assert steps[0].split(":")[0].endswith(("go out", "goes out", "go rummy", "goes rummy"))
        assert steps[-1].endswith(f"{res.points}.")
        lines = [line for _seat, _cards, line in s.left_lines()]
        assert len(lines) == 3 and all(str(paid) in " ".join(lines) for _s, paid in res.payments)
        assert s.hand_summary() in s.history()[-1]
        nl = s.showdown_steps("nl")
        assert nl[0].split(":")[0].endswith(("gaat uit", "maakt rummy"))
        # gin's showdown and spread choice are gin's session's, not the frame's
        assert not hasattr(s, "showdown_view") and not hasattr(s, "spread_choices")
        return
    pytest.fail("no scored hand in 30 seeds")


# ---------------------------------------------------------------- words


def test_a_computer_turn_is_one_sentence_and_melds_are_named_by_owner() -> None:
    s = rummy(3, seed=16, mode="hand", strength="beginner")
    said = play_hints(s)
    assert "Mia draws from the stock, lays 3♥ off on your run 4♥ 5♥ 6♥ 7♥ 8♥ and discards 7♦." \
        in said
    assert any(line.startswith("Daan draws from the stock, melds ") for line in said)
    s_nl = rummy(3, seed=16, mode="hand", strength="beginner")
    said_nl = play_hints(s_nl, "nl")
    assert "Mia trekt van de stapel, legt 3♥ bij jouw serie 4♥ 5♥ 6♥ 7♥ 8♥ en legt 7♦ af." \
        in said_nl
    assert said_nl == s.history("nl")  # the log comes back from the moves, in either language
    labels = [m.label for m in s.melds_on_table()]
    assert "your run 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥" in labels
    assert any(label.startswith("Daan's run ") for label in labels)
    nl = [m.label for m in s.melds_on_table("nl")]
    assert any(label.startswith("de serie ") and label.endswith(" van Daan") for label in nl)
    assert s.meld_name(1, tuple(Card(c) for c in ("KC", "KD", "KH")), "en") == (
        "Mia's set of kings (K♣ K♦ K♥)")
    assert s.meld_name(1, tuple(Card(c) for c in ("KC", "KD", "KH")), "nl") == (
        "de set heren van Mia (H♣ H♦ H♥)")
    rows = s.seat_rows()
    assert [r.name for r in rows] == ["you", "Mia", "Daan"]
    assert all(r.last.endswith(".") for r in rows)
    two = rummy(2, seed=1)
    assert two.meld_name(1, tuple(Card(c) for c in ("2H", "3H", "4H")), "en") == (
        "the computer's run 2♥ 3♥ 4♥")


def test_a_paced_computer_turn_is_said_as_it_goes() -> None:
    s = rummy(3, seed=3, mode="hand", strength="beginner")
    s.start(computer=False)
    _w, best, _why = s.hint()
    while s.learner_to_act():
        _w, best, _why = s.hint()
        assert best is not None
        s.play(best, confirmed=True, computer=False)
    first = s.computer_step()  # Mia draws: nothing for the log yet
    assert first == []
    assert s.step_words(first) == "Mia draws from the stock …"
    rest: list[str] = []
    while not rest:
        rest = s.computer_step()
    assert rest == ["Mia draws from the stock and discards K♥."]
    assert s.step_words(rest) == rest[0]


def test_the_prompt_says_what_the_learner_may_do() -> None:
    s = rummy(3, seed=3, mode="hand")
    s.start()
    assert s.prompt() == "Your turn: draw from the stock or take 2♣ from the discard pile."
    s.play("take 2C", confirmed=True)
    assert s.prompt().startswith("Put a meld down if you like, then discard a card.")
    assert s.prompt().endswith("You may not discard 2♣, the card you took from the pile.")
    assert s.prompt("nl").startswith("Je mag een combinatie uitleggen")


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_prompt_offers_a_meld_or_a_layoff_only_where_the_rules_allow_one(
        players: int) -> None:
    """Rummy for four once said "Nothing to meld or lay off" beside a Meld button, and
    "Meld or lay off" where only a layoff was possible: the prompt names exactly the
    moves the learner has after the draw."""
    seen: set[str] = set()
    for seed in range(1, 6):
        s = rummy(players, seed=seed, mode="hand", strength="beginner")
        s.start()
        while not s.deal_over:
            if not s.learner_to_act():
                s.run_computer()
                continue
            view = s.view()
            if view.phase.value != "draw":
                kinds = {a.kind.value for a in view.legal_actions}
                said = s.prompt()
                expected = {(True, True): "Meld or lay off if you like",
                            (True, False): "Put a meld down if you like",
                            (False, True): "Lay off on a meld on the table if you like",
                            (False, False): "Nothing to meld or lay off"}[
                    ("meld" in kinds, "lay off" in kinds)]
                assert said.startswith(expected), (said, kinds)
                seen.add(expected)
            _words, best, _why = s.hint()
            assert best is not None
            s.play(best, confirmed=True)
    assert "Nothing to meld or lay off" in seen and len(seen) >= 2


def test_an_empty_stock_is_said_and_drawing_turns_the_pile_over() -> None:
    s = rummy(6, seed=8, mode="hand", strength="beginner")
    s.start()
    for _ in range(18):
        _w, best, _why = s.hint()
        assert best is not None
        s.play(best, confirmed=True)
    view = s.view()
    assert view.stock_count == 0 and Action.draw_stock() in view.legal_actions
    top = view.top_discard
    assert top is not None
    assert s.prompt() == ("Your turn: the stock is empty. Turn the discard pile over to make "
                          f"a new stock and draw from it, or take {top.label_in('en')}.")
    assert s.prompt("nl").startswith("Jouw beurt: de stapel is op. Draai de aflegstapel om")
    lines = s.play("draw stock", confirmed=True, computer=False).announcements
    assert lines[0] == ("The stock is empty: the discard pile is turned over (not shuffled) "
                        "to make a new stock.")
    assert lines[1].startswith("You draw ")
    assert s.seat_rows()[0].last.startswith("You turn the discard pile over into a new stock "
                                            "and draw from it")


# ---------------------------------------------------------------- refused moves


def test_a_refused_move_is_explained_in_the_learners_words() -> None:
    s = rummy(3, seed=3, mode="hand")
    s.start()
    cases = {
        "discard AC": ("Draw first: from the stock or the discard pile.",
                       "Eerst trekken: van de stapel of de aflegstapel."),
    }
    for act, (en, nl) in cases.items():
        for lang, want in (("en", en), ("nl", nl)):
            with pytest.raises(IllegalActionError) as err:
                s.play(act, lang=lang)
            assert str(err.value) == want
    s.play("take 2C", confirmed=True)
    with pytest.raises(IllegalActionError, match=r"^You took 2♣ from the pile this turn"):
        s.play("discard 2C")
    with pytest.raises(IllegalActionError) as err:
        s.play("discard 2C", lang="nl")
    assert str(err.value).startswith("Je hebt 2♣ deze beurt van de aflegstapel gepakt")
    hand = s.view().hand
    with pytest.raises(IllegalActionError, match="is not a meld: a meld needs at least three"):
        s.play(Action.meld(hand[:2]))
    s.play("meld 8S 9S TS", confirmed=True)
    run = s.view().table_melds[0][1]
    odd = next(c for c in s.view().hand if c.suit != run[0].suit)
    with pytest.raises(IllegalActionError) as err:
        s.play(Action.lay_off(odd, run))
    said = str(err.value)
    assert said.startswith(f"{odd.label_in('en')} does not fit 8♠ 9♠ 10♠: a run grows only")
    assert "7♠" not in said and "J♠" not in said  # what is wrong, not the answer
    discard = next(a for a in s.view().legal_actions if a.kind is ActionKind.DISCARD)
    s.play(discard, confirmed=True, computer=False)
    with pytest.raises(IllegalActionError, match=r"^It is not your turn yet\.$"):
        s.play("draw stock")
    with pytest.raises(IllegalActionError, match=r"^Je bent nog niet aan de beurt\.$"):
        s.play("draw stock", lang="nl")


def test_every_reason_the_engine_gives_is_put_into_words() -> None:
    """Random illegal moves at random places of many hands: each reason the engine
    gives is one the table reads, in both languages."""
    rnd = random.Random(16)
    seen: set[str] = set()
    for seed in range(1, 13):
        s = rummy(2 + seed % 5, seed=seed, mode="hand", strength="beginner",
                  preset=("standard", "discard-out", "ace-high")[seed % 3])
        s.start()
        for _ in range(400):
            if s.finished:
                break
            view = s.view()
            hand = list(view.hand)
            melds = [cards for _owner, cards in view.table_melds]
            tries = [Action.discard(rnd.choice(hand)), Action.draw_stock(),
                     Action.take(rnd.choice(list(view.discard_pile) or hand)),
                     Action.discard(Card("AS")), Action.meld(rnd.sample(hand, min(3,
                                                                                 len(hand))))]
            if len(hand) >= 2:
                tries.append(Action.meld(rnd.sample(hand, 2)))
            if melds:
                tries.append(Action.lay_off(rnd.choice(hand), rnd.choice(melds)))
            tries.append(Action.lay_off(rnd.choice(hand), (Card("2C"), Card("2D"), Card("2H"))))
            for act in tries:
                if act in view.legal_actions:
                    continue
                try:
                    s.game.apply(act, 0)
                except IllegalActionError as exc:
                    reason = str(exc)
                    seen.add(re.sub(r"[2-9TJQKA][CDHS]", "X", reason))
                    assert exc.key in REFUSAL_WORDS, reason
                    for lang in ("en", "nl"):
                        words = reason_words(exc, lang)
                        assert words is not None, reason
                        assert not re.search(r"\b[2-9TJQKA][CDHS]\b", words), words
                else:  # pragma: no cover - a legal move taken back
                    s.game.undo()
            _w, best, _why = s.hint()
            if best is None:
                s.run_computer()
                continue
            s.play(best, confirmed=True)
    assert len(seen) >= 8, seen
    new = IllegalActionError("something new")
    assert reason_words(new, "en") is None
    assert rummy().why_not(new, "nl") == WORDS.say("why.not_now", "nl")


# ---------------------------------------------------------------- coach and hints


def test_the_hint_names_a_meld_or_a_layoff_and_the_coach_warns_of_a_mistake() -> None:
    met_coach = met_meld = False
    for seed in range(1, 40):
        s = rummy(3, seed=seed, mode="hand", coach=True, strength="club")
        s.start()
        while not s.hand_over and not (met_coach and met_meld):
            words, best, why = s.hint()
            assert best is not None and why
            if best.kind is ActionKind.MELD:
                assert words.startswith("Hint: meld ")
                met_meld = True
            view = s.view()
            if view.phase.value == "discard" and not met_coach:
                plays = find_plays(view.hand, (), view.rules.ace_high_or_low)
                bad = [a for a in view.legal_actions if a.kind is ActionKind.DISCARD
                       and plays.melds and a.card in plays.melds[0]]
                for act in bad:
                    out = s.play(act)
                    if out.warning is not None:
                        assert out.warning.lines[0].startswith("Coach: wait! You are about to "
                                                               "discard")
                        met_coach = True
                        break
            s.play(best, confirmed=True)
        if met_coach and met_meld:
            assert s.hand_verdicts()[0].startswith("Accuracy this hand: ")
            return
    pytest.fail(f"coach {met_coach}, meld hint {met_meld} in 40 seeds")


def test_a_hint_to_lay_off_names_the_meld_by_its_owner() -> None:
    s = rummy(6, seed=4, mode="hand")
    s.start()
    for _ in range(40):
        words, best, _why = s.hint()
        assert best is not None
        if best.kind is ActionKind.LAY_OFF:
            break
        s.play(best, confirmed=True)
    assert words == "Hint: lay 4♣ off on Sem's run A♣ 2♣ 3♣."
    assert s.hint("nl")[0] == "Tip: 4♣ bij de serie A♣ 2♣ 3♣ van Sem leggen."


# ---------------------------------------------------------------- keeping it


@pytest.mark.parametrize("players", [2, 5])
def test_a_rummy_game_is_kept_and_restored_mid_turn(players: int) -> None:
    s = rummy(players, seed=9, mode="game", target=80)
    s.start()
    laid = False
    for _ in range(200):
        _w, best, _why = s.hint()
        assert best is not None
        s.play(best, confirmed=True, computer=best.kind not in (ActionKind.MELD,
                                                                 ActionKind.TAKE,
                                                                 ActionKind.DRAW_STOCK))
        if best.kind is ActionKind.MELD:
            laid = True
            break
        if s.computer_to_act():
            s.run_computer()
    assert laid, "no meld to lay: pick another seed"
    raw = s.to_json()
    back = PracticeSession.from_json(raw)
    assert isinstance(back, RummySession)
    assert back.to_json() == raw
    assert back.history() == s.history() and back.prompt() == s.prompt()
    assert back.view().table_melds == s.view().table_melds
    assert back.legal() == s.legal()
    # the same save read through the one reader: a damaged one is refused
    at = raw.index('"game":')
    tampered = raw[:at] + raw[at:].replace('"seed":9', '"seed":8', 1)  # the game's checksum
    assert tampered != raw and PracticeSession.from_json(tampered) is None
    assert PracticeSession.from_json(raw[:-5]) is None


def test_the_hand_by_melds_follows_rummys_rules_and_the_table() -> None:
    """'By melds' groups the hand as Rummy plays it: the melds it could lay, the cards that
    fit a meld on the table, then the rest with what it would cost; every card once."""
    session = rummy(players=3, seed=4)
    session.start("en")
    seen_rest = False
    for _ in range(200):
        if session.deal_over:
            break
        groups = session.hand_groups("en")
        cards = [c for _, _, group in groups for c in group]
        assert sorted(cards) == sorted(session.view().hand)
        assert all(caption != "Deadwood: " for caption, _, _ in groups)
        rest = [g for g in groups if g[1] == "deadwood"]
        if rest:
            seen_rest = True
            least = session.hand.plays(0).least_left
            assert rest[0][0] == f"Not in a meld: {least} points"
            assert sum(c.value for c in rest[0][2]) == least
            assert session.hand_groups("nl")[-1][0] == f"Niet in een combinatie: {least} punten"
        _words, best, _why = session.hint("en")
        assert best is not None
        session.play(best, confirmed=True, lang="en")
    assert seen_rest
