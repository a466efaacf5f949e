"""Practice sessions in CPython: whole games, the coach, the review, keeping a game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ginrules import Arrangement, Card, Meld, best_arrangement, parse_cards
from ginrules.core.actions import Action, ActionKind, IllegalActionError
from ginrules.core.grades import worse_or_equal
from gintutor.practice import (
    COACH_GRADE,
    PracticeSession,
    Settings,
    page_texts,
    site_pages,
    strengths,
)
from gintutor.practice.gin import GinSession, SpreadChoice, spread_form
from gintutor.practice.judge import judge
from gintutor.render import escape

ROOT = Path(__file__).resolve().parents[2]


def _play_hints(session: PracticeSession, limit: int = 2000) -> None:
    """Play the advisor's move for the learner until the session is finished."""
    for _ in range(limit):
        if session.finished:
            return
        if session.hand_over:
            session.next_hand()
            continue
        _words, best, _why = session.hint()
        assert best is not None
        out = session.play(best, confirmed=True)
        assert out.warning is None
    raise AssertionError("the game did not finish")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_whole_game_finishes_with_a_consistent_sheet(seed: int) -> None:
    s = GinSession(Settings(mode="game", strength=strengths()[0], seed=seed, target=60))
    s.start()
    _play_hints(s)
    assert s.game.is_over
    rows = s.sheet_rows()
    assert len(rows) == len(s.game.sheet.hands) >= 1
    totals = [0, 0]
    for _n, mine, theirs, _how in rows:
        totals[0] += int(mine or 0)
        totals[1] += int(theirs or 0)
    assert tuple(totals) == s.game.sheet.totals
    lines = s.score_sheet("en")
    assert any(line.startswith("Game bonus") for line in lines)
    assert any(line.startswith("Final score") for line in lines)
    assert s.score_sheet("nl") != lines


def test_one_hand_mode_ends_with_the_hand_and_explains_the_showdown() -> None:
    s = GinSession(Settings(mode="hand", seed=5))
    s.start()
    _play_hints(s)
    assert s.finished and s.hand_over
    steps = s.showdown_steps("en")
    assert steps[-1] == s.hand_summary("en")
    if s.game.hand.result is not None:
        assert "knocked" in steps[0]
        view = s.showdown_view()
        assert view is not None and view["knocker"] in (0, 1)
    assert s.hand_verdicts("en", hand=1)[0].startswith("Accuracy this hand: ")


def test_coach_warns_before_a_clear_mistake_and_take_back_changes_nothing() -> None:
    for seed in range(1, 40):
        s = GinSession(Settings(mode="hand", seed=seed, coach=True))
        s.start()
        while not s.hand_over and s.view().phase.value != "discard":
            _w, best, _y = s.hint()
            assert best is not None
            s.play(best, confirmed=True)
        if s.hand_over:
            continue
        view = s.view()
        bad = next(
            (
                a
                for a in view.legal_actions
                if str(a).startswith("discard ")
                and worse_or_equal(judge(view, a).grade, COACH_GRADE)
            ),
            None,
        )
        if bad is None:
            continue
        before = s.to_json()
        out = s.play(bad)
        assert out.warning is not None and out.warning.action == str(bad)
        assert out.warning.lines[0].startswith("Coach:")
        assert s.to_json() == before  # not played: taking it back is simply not playing it
        s.settings = Settings(mode="hand", seed=seed, coach=False)
        out = s.play(bad)
        assert out.warning is None and s.decisions[-1].action == str(bad)
        assert worse_or_equal(s.decisions[-1].grade, COACH_GRADE)
        assert any(" lost)" in line for line in s.hand_verdicts("en"))
        return
    pytest.skip("no clear mistake found in 40 deals")


def test_illegal_moves_say_why_in_the_pages_language() -> None:
    s = GinSession(Settings(mode="hand", seed=4))
    s.start()
    card = "AS" if "AS" not in [c.code for c in s.view().hand] else "2S"
    with pytest.raises(IllegalActionError) as refused:
        s.game.apply(Action.parse(f"discard {card}"), s.learner)
    assert refused.value.key is not None, "the engine's refusal carries its word key"
    for lang in ("en", "nl"):
        with pytest.raises(IllegalActionError) as said:
            s.play(f"discard {card}", lang=lang)
        assert str(said.value) == refused.value.say(lang)
    assert refused.value.say("nl") != str(refused.value), "the Dutch page reads Dutch"


def test_a_game_is_kept_and_restored_exactly() -> None:
    s = GinSession(Settings(mode="game", seed=8, target=80))
    s.start()
    for _ in range(7):
        _w, best, _y = s.hint()
        assert best is not None
        s.play(best, confirmed=True)
    again = PracticeSession.from_json(s.to_json())
    assert again is not None
    assert again.to_json() == s.to_json()
    assert again.view().hand == s.view().hand and again.settings == s.settings


@pytest.mark.parametrize(
    "raw",
    [None, "", "{", "[]", '{"version": 9}', '{"version": 1, "game": {"format": "x"}}'],
)
def test_a_damaged_save_starts_afresh(raw: str | None) -> None:
    assert PracticeSession.from_json(raw) is None


def test_a_tampered_save_is_refused() -> None:
    s = GinSession(Settings(seed=9))
    s.start()
    data = json.loads(s.to_json())
    data["game"]["actions"].append("discard AS")
    assert PracticeSession.from_json(json.dumps(data)) is None


def test_settings_from_odd_data() -> None:
    assert Settings.from_dict(None) == Settings()
    odd = Settings.from_dict(
        {"mode": "x", "preset": "nope", "coach": "yes", "seed": -3, "target": True, "strength": 5}
    )
    assert odd == Settings()
    good = Settings.from_dict(
        {"mode": "hand", "preset": "oklahoma", "coach": False, "seed": 12, "target": 50}
    )
    assert (good.mode, good.preset, good.coach, good.seed, good.target) == (
        "hand",
        "oklahoma",
        False,
        12,
        50,
    )
    assert good.rules().target == 50


def test_page_words_in_both_languages() -> None:
    en, nl = page_texts("en"), page_texts("nl")
    assert set(en) == set(nl)
    assert [p["slug"] for p in site_pages("en")] == [p["slug"] for p in site_pages("nl")]


# ---------------------------------------------------------------- the card table (issue 13)



def _play_logged(session: PracticeSession, lang: str, limit: int = 2000) -> list[str]:
    """Play the advisor's moves to the end, keeping every line the page would log."""
    log = list(session.start(lang).announcements)
    for _ in range(limit):
        if session.finished:
            return log
        if session.hand_over:
            log += session.next_hand(lang).announcements
            continue
        _w, best, _y = session.hint()
        assert best is not None
        log += session.play(best, confirmed=True, lang=lang).announcements
    raise AssertionError("the game did not finish")


@pytest.mark.parametrize("seed", [1, 6, 13])
def test_the_prompt_offers_knocking_only_when_the_rules_allow_it(seed: int) -> None:
    s = GinSession(Settings(mode="hand", seed=seed, coach=False))
    s.start()
    seen = set()
    while not s.hand_over:
        v = s.view()
        if v.phase.value == "discard":
            kinds = {a.kind for a in v.legal_actions}
            prompt = s.prompt("en")
            assert ("knock" in prompt) == (ActionKind.KNOCK in kinds), prompt
            assert ("gin" in prompt) == bool(kinds & {ActionKind.GIN, ActionKind.BIG_GIN})
            seen.add(ActionKind.KNOCK in kinds)
            nl = s.prompt("nl")
            assert ("klop" in nl) == (ActionKind.KNOCK in kinds), nl
        _w, best, _y = s.hint()
        assert best is not None
        s.play(best, confirmed=True)
    assert False in seen  # the plain "Choose a card to discard." was asked at least once


def test_the_card_drawn_from_the_stock_is_known_without_changing_the_game() -> None:
    s = GinSession(Settings(mode="hand", seed=11, coach=False))
    s.start()
    drawn = 0
    for _ in range(60):
        if s.hand_over:
            break
        v = s.view()
        if "draw stock" in [str(a) for a in v.legal_actions]:
            before = set(v.hand)
            out = s.play("draw stock")
            saved = s.to_json()
            card = s.just_drawn()
            assert s.to_json() == saved  # looking does not change the game
            assert card is not None and {card} == set(s.view().hand) - before
            assert out.announcements[0] == f"You draw {card} ({card.name()}) from the stock."
            drawn += 1
            restored = PracticeSession.from_json(saved)
            assert restored is not None and restored.just_drawn() == card  # after a reload
        else:
            assert s.just_drawn() is None
            _w, best, _y = s.hint()
            assert best is not None
            s.play(best, confirmed=True)
            continue
        _w, best, _y = s.hint()
        assert best is not None
        s.play(best, confirmed=True)
        assert s.just_drawn() is None  # once discarded, nothing is new
    assert drawn >= 2


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_log_is_rebuilt_from_the_game_after_a_reload(lang: str) -> None:
    s = GinSession(Settings(mode="game", seed=3, target=40, coach=False))
    live = _play_logged(s, lang)
    again = PracticeSession.from_json(s.to_json())
    assert again is not None
    assert again.history(lang) == live
    assert again.history("nl" if lang == "en" else "en") != live
    # Half way through too (the learner's own draws keep their card).
    half = GinSession(Settings(mode="hand", seed=11, coach=False))
    log = list(half.start(lang).announcements)
    for _ in range(9):
        _w, best, _y = half.hint()
        assert best is not None
        log += half.play(best, confirmed=True, lang=lang).announcements
    assert half.history(lang) == log


def test_the_computer_can_be_played_one_step_at_a_time() -> None:
    paced = GinSession(Settings(mode="hand", seed=21, coach=False))
    at_once = GinSession(Settings(mode="hand", seed=21, coach=False))
    paced.start(computer=False)
    at_once.start()
    steps_seen = 0
    while paced.computer_to_act():
        assert paced.computer_step()  # each step says what the computer did
        steps_seen += 1
    for _ in range(12):
        if at_once.hand_over:
            break
        _w, best, _y = at_once.hint()
        assert best is not None
        whole = at_once.play(best, confirmed=True).announcements
        first = paced.play(best, confirmed=True, computer=False).announcements
        lines = list(first)
        while paced.computer_to_act():
            step = paced.computer_step()
            assert len(step) >= 1
            lines += step
            steps_seen += 1
        assert lines == whole
        assert paced.to_json() == at_once.to_json()
    assert steps_seen >= 4
    assert paced.computer_step() == [] or paced.hand_over


def test_the_status_line_names_the_target_only_in_a_game() -> None:
    hand = GinSession(Settings(mode="hand", seed=2))
    game = GinSession(Settings(mode="game", seed=2, target=60))
    for lang, word in (("en", "game to"), ("nl", "spel tot")):
        assert word not in hand.status_line(lang, "Standard")
        assert hand.status_line(lang, "Standard").startswith(hand_words(lang))
        assert f"{word} 60" in game.status_line(lang, "Standard")


def hand_words(lang: str) -> str:
    return {"en": "One hand", "nl": "Eén ronde"}[lang]


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_score_sheet_names_both_players_alike(lang: str) -> None:
    s = GinSession(Settings(mode="game", seed=3, target=40, coach=False))
    s.start()
    _play_hints(s)
    lines = s.score_sheet(lang)
    you, computer = {"en": ("you", "the computer"), "nl": ("jij", "de computer")}[lang]
    total = next(x for x in lines if x.startswith(("Total:", "Totaal:")))
    assert f"{you} " in total and f"{computer} " in total, total
    for line in lines:  # never "you 20, Computer 0": both lower case inside a sentence
        assert "Computer" not in line and " Jij" not in line and "Jij " not in line, line


def _a_knock(limit: int = 80) -> PracticeSession:
    """A hand where the learner, playing the advisor's moves, knocks and must choose."""
    for seed in range(1, limit):
        s = GinSession(Settings(mode="hand", seed=seed, coach=False))
        s.start()
        while not s.hand_over and s.view().phase.value != "show":
            _w, best, _y = s.hint()
            assert best is not None
            if best.kind is ActionKind.GIN:
                break
            s.play(best, confirmed=True)
        if not s.hand_over and s.view().phase.value == "show":
            return s
    raise AssertionError("no knock by the learner in the first deals")


def test_spread_choices_are_every_legal_show_best_first_with_their_deadwood() -> None:
    s = _a_knock()
    v = s.view()
    choices = s.spread_choices("en")
    shows = [a for a in v.legal_actions if a.kind is ActionKind.SHOW]
    assert sorted(str(c.action) for c in choices) == sorted(str(a) for a in shows)
    from gintutor.practice.judge import weigh

    # the hint's choice first: the master's (it searches every spread decision)
    assert choices[0].best and choices[0].action == weigh(v).best == s.hint()[1]
    assert [c.loss for c in choices[1:]] == sorted(c.loss for c in choices[1:])
    for c in choices:
        shown = [card for m in c.arrangement.melds for card in m.cards]
        assert sorted(shown + list(c.arrangement.deadwood)) == sorted(v.hand)
        assert c.arrangement.deadwood_count == sum(card.value for card in c.arrangement.deadwood)
        assert c.arrangement.deadwood_count <= v.knock_limit
    label = choices[0].label(1, "en")
    assert label.startswith("Spread 1, the advisor's choice") and "deadwood" in label
    assert choices[0].label(1, "nl").startswith("Indeling 1, de keuze van de adviseur")
    assert "show" not in label and "♥" not in label  # a name, not the raw action


def test_the_melds_view_is_the_engines_best_arrangement() -> None:
    s = GinSession(Settings(mode="hand", seed=5))
    s.start()
    arr = s.arrangement()
    assert arr == best_arrangement(s.view().hand)
    grouped = [c for m in arr.melds for c in m.cards] + list(arr.deadwood)
    assert sorted(grouped) == sorted(s.view().hand)
    assert all(isinstance(c, Card) for c in grouped)


def _many_spreads() -> list[SpreadChoice]:
    """Fifteen real spreads of one hand (every run of 3 or 4 spades inside A-10), as the
    widened showdown may offer; the first is marked the advisor's."""
    hand = parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS")
    out = []
    for length in (3, 4):
        for start in range(len(hand) - length + 1):
            meld = Meld.of(hand[start : start + length])
            rest = [c for c in hand if c not in meld.cards]
            arr = Arrangement([meld], rest)
            out.append(SpreadChoice(Action.show((meld.cards,)), arr, not out, float(len(out))))
    return out


def test_a_dozen_spreads_show_the_best_few_and_the_rest_on_request() -> None:
    choices = _many_spreads()
    assert len(choices) == 15
    form = spread_form(choices, "en", expanded=False, checked=None)
    options = form.html.split("<label")[1:]
    assert len(options) == 15
    assert [(" hidden" in o.split(">", 1)[0]) for o in options] == [False] * 3 + [True] * 12
    assert form.toggle == "More spreads (12)" and not form.expanded
    assert form.count == "3 of 15 spreads shown, the advisor's choice first."
    badge = escape("Advisor's choice")
    assert "checked" in options[0].split(">", 2)[1] and options[0].count(badge) == 1
    assert all(badge not in o for o in options[1:])
    for i, (o, c) in enumerate(zip(options, choices, strict=True)):
        assert f'aria-label="{escape(c.label(i + 1, "en"))}"' in o
        assert f"Deadwood: {c.arrangement.deadwood_count}" in o
        assert o.count('class="card') == 10  # every card of the hand, in its group
        assert "show " not in o.split('value="', 1)[1].split('"', 1)[1]  # no raw action text
    opened = spread_form(choices, "en", expanded=True, checked=None)
    assert " hidden" not in opened.html and opened.toggle == "Fewer spreads"
    assert opened.count == "15 of 15 spreads shown, the advisor's choice first."
    # A choice behind "More spreads" that is checked keeps the list open.
    deep = spread_form(choices, "nl", expanded=False, checked=str(choices[7].action))
    assert deep.expanded and " hidden" not in deep.html
    assert deep.toggle == "Minder indelingen"
    few = spread_form(choices[:2], "en", expanded=False, checked=None)
    assert few.toggle == "" and few.count == "2 of 2 spreads shown, the advisor's choice first."


def test_a_practice_session_stored_before_the_seats_layer_survives() -> None:
    saved = json.loads((ROOT / "tests" / "engine" / "saves_before_seats.json").read_text())
    session = PracticeSession.from_json(saved["practice_session"])
    assert session is not None
    assert session.history("en") == saved["practice_history_en"]
    assert session.prompt("en") == saved["practice_prompt_en"]
    assert [c.code for c in session.view().hand] == saved["practice_hand"]
    assert session.to_json() == saved["practice_session"]


@pytest.mark.parametrize("seed", [4, 5])
def test_a_three_player_game_names_every_seat_and_sits_the_dealer_out(seed: int) -> None:
    """Three-player gin in the practice session: Mia and Daan play the other seats, the
    learner sits out the hands they deal, and every line names the seats (no 'it')."""
    s = GinSession(Settings(mode="game", strength="beginner", seed=seed, target=60,
                                 game="gin-3"))
    assert s.game.variant.name == "gin-3" and s.game.table.names == ("You", "Mia", "Daan")
    s.start()
    sat_out = 0
    for _ in range(3000):
        if s.finished:
            break
        if s.hand_over:
            if s.game.hand.dealer == s.learner:
                sat_out += 1
                lines = s.history("en")
                assert any(line.startswith(("Mia ", "Daan ")) for line in lines)
                assert s.showdown_steps("en")[0].startswith(
                    ("Mia knocked: she is the knocker, Daan",
                     "Daan knocked: he is the knocker, Mia")) or s.game.hand.result is None
            s.next_hand()
            continue
        if s.learner_to_act():
            _words, best, _why = s.hint()
            assert best is not None
            s.play(best, confirmed=True)
        else:
            assert s.prompt("en").startswith("You dealt this hand and sit it out: Mia and Daan")
            assert s.prompt("nl").startswith(
                "Jij hebt gedeeld en speelt deze ronde niet mee: Mia en")
            s.run_computer()
    assert s.game.is_over and sat_out >= 1
    rows = s.sheet_rows()
    totals = [0, 0, 0]
    for row in rows:
        assert len(row) == 5
        for seat, cell in enumerate(row[1:4]):
            totals[seat] += int(cell or 0)
    assert tuple(totals) == s.game.sheet.totals
    assert s.status_line("en", "Standard").count(",") >= 2  # you, Mia and Daan
    for lang in ("en", "nl"):
        text = " ".join(s.history(lang) + s.score_sheet(lang)).replace("sit it out", "")
        assert " it " not in text and "the computer" not in text and "de computer" not in text
    back = PracticeSession.from_json(s.to_json())
    assert back is not None and back.settings.game == "gin-3"
    assert back.history("en") == s.history("en")
