"""Puzzles page controller: makes the puzzle named by the address, draws it, judges answers.

The address carries everything that makes a puzzle (``?seed=..&level=..&rules=..``), so
the page can be shared and reopened; moving to another puzzle changes the address in
place (history.pushState) instead of reloading Python.  All judging is
``gintutor.puzzles.check_answer``, which asks the engine.
"""

from __future__ import annotations

import datetime as dt
import random
from typing import Any

from app.common import (
    CardPicker,
    announce,
    card_html,
    hand_html,
    is_null,
    load_text,
    on,
    on_settings_change,
    preset_name,
    q,
    qa,
    save_text,
    set_aside,
    set_html,
    set_text,
)
from js import URLSearchParams, history, window  # type: ignore[import-not-found]

from ginrules.reader import InputError, int_or, parse_json
from gintutor import address
from gintutor import puzzles as pz
from gintutor.i18n import t as ui_text
from gintutor.lesson_page import stars_html
from gintutor.render import escape

RECORD_KEY = "gin.puzzles"

_state: dict[str, Any] = {}


def _t(key: str, **values: Any) -> str:
    return pz.text(key, _state["lang"], **values)


def _param(params: Any, name: str) -> str | None:
    """One address parameter as text, or None when absent (JS null never leaks out)."""
    value = params.get(name)
    return None if is_null(value) else str(value)


def _params() -> tuple[str | None, int, str, bool]:
    """(seed, level, preset, daily) from the address (gintutor.address reads it; missing
    or odd parts get defaults)."""
    params = URLSearchParams.new(window.location.search)
    got = address.puzzle_address(
        {name: _param(params, name) for name in address.PUZZLE_PARAMS},
        _state["presets"],
        preset_name(),
    )
    return got.seed, got.level, got.preset, got.daily


def _new_seed() -> str:
    """A short fresh seed for a new puzzle (any seed works; short ones are easy to share)."""
    alphabet = "abcdefghjkmnpqrstuvwxyz23456789"
    return "".join(random.choice(alphabet) for _ in range(6))


def _query(seed: str, level: int, preset: str) -> str:
    return f"?seed={seed}&level={level}&rules={preset}"


def _record() -> pz.PuzzleRecord:
    return pz.PuzzleRecord.from_json(load_text(RECORD_KEY))


def _record_readable(raw: str) -> bool:
    """Whether the stored record reads whole: an object whose levels are all real levels
    (a key like '²' or a level that is not an object is damage)."""
    try:
        data = parse_json(raw, RECORD_KEY)
    except InputError:
        return False
    if not isinstance(data, dict):
        return False
    levels = data.get("levels", {})
    return isinstance(levels, dict) and all(
        int_or(key, None) in pz.ALL_LEVELS and isinstance(value, dict)
        for key, value in levels.items()
    )


def _check_stored_record() -> None:
    """A stored record that does not read whole is kept aside, the page says so, and the
    readable part is written back (so a reload does not meet the damage again)."""
    raw = load_text(RECORD_KEY)
    if raw is None or _record_readable(raw):
        return
    readable_part = pz.PuzzleRecord.from_json(raw)
    set_aside(RECORD_KEY, raw, "stored_puzzles")
    if load_text(RECORD_KEY) is None:  # kept aside: the original may be replaced
        _save_record(readable_part)


def _save_record(rec: pz.PuzzleRecord) -> None:
    # Storage disabled or full: the page still works and says the record is not kept.
    save_text(RECORD_KEY, rec.to_json())


def _show_record() -> None:
    rec = _record()
    streak = rec.streak(dt.date.today())
    best = max(rec.best_streak, streak)
    set_text(q("#pz-streak"), _t("page.streak", streak=streak, best=best))
    items = []
    for lv in pz.ALL_LEVELS:
        r = rec.level(lv)
        if r.tried:
            kind = _kind(lv)
            if kind != "gin":
                name = _own(kind).level_name(lv, _state["lang"])
            else:
                name = _t("page.level_name", level=lv)
            line = _t(
                "page.level_record",
                name=name,
                solved=r.solved,
                tried=r.tried,
                three=r.three,
                two=r.two,
                one=r.one,
            )
            items.append(f"<li>{escape(line)}</li>")
    set_html(q("#pz-levels-record"), "".join(items))


def _group(cards: list[str], label: str, name: str, classes: str = "") -> str:
    return hand_html(
        cards, _state["lang"], label=label, interactive=False, name=name, classes=classes
    )


def _mini(codes: list[str]) -> str:
    """Small cards inside a line of text (index only)."""
    return "".join(card_html(c, _state["lang"], interactive=False) for c in codes)


def _figure(inner: str, caption: str, classes: str) -> str:
    """A group of cards with a visible caption (a meld, or the deadwood)."""
    cap = f"<figcaption>{escape(caption)}</figcaption>"
    return f'<figure class="group {classes}">{cap}{inner}</figure>'


def _kind(level: int) -> str:
    """Which puzzles a level has: two-player gin's ('gin'), Rummy's ('rummy'), or those
    for more than two players ('ring')."""
    if level in pz.RUMMY_LEVELS:
        return "rummy"
    return "ring" if level in pz.RING_LEVELS else "gin"


def _own(kind: str) -> Any:
    """The drawing and reading of Rummy's puzzles (``app.rummy_puzzle``) or of those for
    more players (``app.ring_puzzle``), unpacked from this page's own zip: the import
    caches are cleared the first time only."""
    import importlib
    import sys

    name = f"app.{kind}_puzzle"
    if name not in sys.modules:
        importlib.invalidate_caches()
    return importlib.import_module(name)


def _hints(puzzle: Any) -> tuple[str, str, str]:
    """The puzzle's three hints, whichever kind it is."""
    kind = _kind(puzzle.level)
    if kind != "gin":
        return _own(kind).hints(puzzle, _state["lang"])  # type: ignore[no-any-return]
    return pz.hints(puzzle, _state["lang"])


def _show_kind(kind: str) -> None:
    """Show the table and the questions of this kind of puzzle, and hide the others'."""
    for sel in ("#pz-gin", "#pz-winner", "#pz-points-row"):
        q(sel).hidden = kind != "gin"
    for sel in ("#pz-rummy", "#pz-r-pays"):
        q(sel).hidden = kind != "rummy"
    for sel in ("#pz-ring", "#pz-x-form"):
        q(sel).hidden = kind != "ring"
    if kind != "gin":
        q("#pz-spread").hidden = True
        q("#pz-layoff-help").hidden = True
        _state["picker"] = None
    if kind != "rummy":
        q("#pz-r-kind").hidden = True


def _start(puzzle: Any) -> None:
    """Begin work on a puzzle: its stored attempt, an empty feedback and hint list."""
    _state["puzzle"] = puzzle
    _state["attempt"] = _record().attempt(puzzle.puzzle_id)
    fb = q("#pz-feedback")
    fb.classList.remove("good", "bad")
    set_text(fb, "")
    set_html(q("#pz-hint-list"), "")


def _draw_own(kind: str, puzzle: Any) -> None:
    """Draw a Rummy puzzle or one for more players (their own modules draw the table)."""
    _show_kind(kind)
    _start(puzzle)
    _own(kind).draw(puzzle, _state["lang"])
    _show_progress()
    _links(puzzle)


def _draw(puzzle: pz.Puzzle) -> None:
    """Put the puzzle on the page and reset the answer form."""
    lang = _state["lang"]
    view = pz.puzzle_view(puzzle, lang, _learner_preset())
    _show_kind("gin")
    set_text(q("#pz-intro"), _t("intro.gin"))
    _start(puzzle)
    title = _t("page.puzzle", seed=view["seed"], level=view["title"])
    set_text(q("#pz-title"), title)
    set_text(q("#pz-concept"), view["concept"])
    preset = view["rules_preset"]
    rules_line = _t("page.rules", rules=ui_text(f"preset.{preset}", lang))
    if view["shows_upcard"]:
        rules_line += " · " + view["upcard_line"]
    set_text(q("#pz-rules"), rules_line)
    set_html(q("#pz-rule-lines"), "".join(f"<li>{escape(s)}</li>" for s in view["rule_lines"]))

    dead_label = _t("page.deadwood")
    if puzzle.spread_options:
        set_text(q("#pz-knocker-h"), _t("page.knocker_hand"))
        knocker = _group(view["knocker_cards"], _t("page.knocker_hand"), "knocker")
    else:
        set_text(q("#pz-knocker-h"), _t("page.knocker"))
        parts = [
            _figure(
                _group(m, _t("page.meld", n=i + 1), f"meld-{i}"), _t("page.meld", n=i + 1), "meld"
            )
            for i, m in enumerate(view["knocker_melds"])
        ]
        dead = view["knocker_deadwood"]
        if dead:
            caption = f"{dead_label}: {puzzle.result.knocker_deadwood}"
            parts.append(_figure(_group(dead, caption, "kdead"), caption, "deadwood"))
        else:
            parts.append(f'<p class="no-deadwood">{escape(_t("page.no_deadwood"))}</p>')
        knocker = "".join(parts)
    set_html(q("#pz-knocker"), knocker)

    asks_layoffs = "layoffs" in puzzle.questions
    q("#pz-layoff-help").hidden = not asks_layoffs
    set_html(
        q("#pz-defender"),
        hand_html(
            view["defender_cards"],
            lang,
            label=_t("page.defender"),
            interactive=asks_layoffs,
            name="defender",
        ),
    )
    _state["picker"] = CardPicker("defender") if asks_layoffs else None

    spread_box = q("#pz-spread")
    spread_box.hidden = not puzzle.spread_options
    options = []
    for i, opt in enumerate(view["spread_options"]):
        groups = "".join(f'<span class="mini meld">{_mini(m)}</span>' for m in opt["melds"])
        dead = (
            f'<span class="mini dead">{escape(dead_label)}: {_mini(opt["deadwood"])} '
            f"= {opt['deadwood_count']}</span>"
        )
        options.append(
            f'<label class="choice spread-option"><input type="radio" name="spread" '
            f'value="{i}"><span><b>{escape(opt["label"])}</b> {groups} {dead}</span></label>'
        )
    set_html(q("#pz-spread-options"), "".join(options))

    for radio in qa('input[name="winner"]'):
        radio.checked = False
    q("#pz-points").value = ""
    _show_progress()
    _links(puzzle)


def _links(puzzle: Any) -> None:
    """The share link, 'next puzzle' and the level chips, for this puzzle."""
    here = _query(puzzle.seed, puzzle.level, puzzle.preset)
    share = q("#pz-share")
    share.href = here
    set_text(share, f"{_t('page.share')}: {puzzle.seed}")
    nxt = q("#pz-next")
    nxt.href = _query(_new_seed(), puzzle.level, puzzle.preset)
    for chip in qa("[data-level]"):
        lv = int(chip.dataset.level)
        chip.href = f"?level={lv}&rules={pz.fit_preset(lv, puzzle.preset, _learner_preset())}"
        if lv == puzzle.level:
            chip.setAttribute("aria-current", "true")
        else:
            chip.removeAttribute("aria-current")
    daily = q("[data-daily]")
    if daily is not None:
        daily.href = "?daily=1"


def _open(push: bool = False) -> None:
    """Make and draw the puzzle the address names (a fresh seed when it names none); a
    level or house rules the address names that no puzzle level plays are said, not
    silently replaced."""
    seed, level, preset, daily = _params()
    params = URLSearchParams.new(window.location.search)
    asked = _param(params, "level")
    said = []
    if asked is not None and int_or(asked, None) not in pz.ALL_LEVELS:
        said.append(_t("page.bad_level", level=str(asked)[:12]))
    if daily:
        day = dt.date.today()
        seed, level = pz.daily_seed(day), pz.daily_level(day)
    # A link may name house rules this level does not play (another game's, or no name at
    # all): the page says which it plays instead.
    preset = pz.fit_preset(level, preset, _learner_preset())
    asked_rules = _param(params, "rules")
    if asked_rules and asked_rules != preset and not said:
        said.append(_t("page.bad_rules", rules=asked_rules[:20],
                       preset=ui_text(f"preset.{preset}", _state["lang"])))
    note = q("#pz-link-note")
    note.hidden = not said
    if said:
        set_text(note, " ".join(said))
    if seed is None:
        seed = _new_seed()
    url = _query(seed, level, preset)
    if push:
        history.pushState(None, "", url)
    else:
        history.replaceState(None, "", url)
    kind = _kind(level)
    if kind != "gin":
        _draw_own(kind, _own(kind).make(seed, level, preset))
    else:
        _draw(pz.make_puzzle(seed, level, preset))
    _show_record()


def _go(url: str) -> None:
    history.pushState(None, "", url)
    _open(push=False)
    heading = q("#pz-title")
    heading.setAttribute("tabindex", "-1")
    heading.focus()
    announce(heading.textContent)


def _link(event: Any) -> None:
    """Level chips and 'next puzzle' move in place: no reload of Python."""
    link = event.target.closest("a")
    if link is None or event.ctrlKey or event.metaKey or event.shiftKey:
        return
    event.preventDefault()
    _go(link.getAttribute("href"))


def _learner_preset() -> str:
    """The learner's own house rules (the page says every rule a puzzle uses that differs)."""
    name = preset_name()
    return name if name in _state["presets"] else "standard"


def _today_daily(puzzle: Any) -> dt.date | None:
    """Today's date when this puzzle is today's puzzle of the day (for the day streak)."""
    today = dt.date.today()
    return today if puzzle.puzzle_id == pz.daily_id(today, puzzle.preset) else None


def _keep(puzzle: Any, attempt: pz.Attempt) -> None:
    """Store the attempt (tries, hints, answer shown, solved) so a reload is honest."""
    rec = _record()
    rec.update(puzzle.puzzle_id, puzzle.level, attempt, daily_on=_today_daily(puzzle))
    _save_record(rec)
    _show_record()


def _show_progress() -> None:
    """Hints taken, stars, the solution and the daily note, from the attempt: the answer
    is on the page only after hint 3, "Show the answer", or when solved."""
    puzzle: Any = _state["puzzle"]
    attempt: pz.Attempt = _state["attempt"]
    lang = _state["lang"]
    items = []
    for n, hint in enumerate(_hints(puzzle)[: attempt.hints_used], start=1):
        items.append(
            f'<li class="hint"><strong>{escape(ui_text("hint_of", lang, n=n))}:</strong> '
            f"{escape(hint)}</li>"
        )
    if attempt.answer_shown and attempt.hints_used < 3:
        items.append(f'<li class="hint">{escape(_hints(puzzle)[2])}</li>')
    set_html(q("#pz-hint-list"), "".join(items))
    hint_button = q("#pz-hint")
    if attempt.hints_used >= 3:
        set_text(hint_button, _t("hint.used"))
    else:
        set_text(hint_button, ui_text("hint_of", lang, n=attempt.hints_used + 1))
    hint_button.disabled = attempt.hints_used >= 3 or attempt.solved
    show_button = q("#pz-show")
    set_text(show_button, _t("answer_shown" if attempt.answer_shown else "show_answer"))
    show_button.disabled = attempt.answer_shown or attempt.solved
    box = q("#pz-solution-box")
    box.hidden = not attempt.shows_solution
    if attempt.shows_solution:
        set_html(q("#pz-solution"), "".join(f"<li>{escape(s)}</li>" for s in puzzle.solution(lang)))
    else:
        set_html(q("#pz-solution"), "")
    # The concept names what the puzzle is about (who wins, a tie): said with the answer.
    q("#pz-concept").hidden = not attempt.shows_solution
    stars_box = q("#pz-stars-box")
    stars_box.hidden = not attempt.solved
    if attempt.solved:
        set_html(q("#pz-stars"), stars_html(attempt.stars, lang))
    note = q("#pz-daily-note")
    daily_done = attempt.solved and _today_daily(puzzle) is not None
    note.hidden = not daily_done
    if daily_done:
        set_text(note, _t("daily.solved", stars=ui_text("stars", lang, n=attempt.stars)))


def _hint(_event: Any) -> None:
    puzzle: Any = _state["puzzle"]
    attempt: pz.Attempt = _state["attempt"]
    if attempt.hints_used >= 3 or attempt.solved:
        return
    said = _hints(puzzle)[attempt.next_hint() - 1]
    _keep(puzzle, attempt)
    _show_progress()
    announce(said)


def _show_answer(_event: Any) -> None:
    puzzle: Any = _state["puzzle"]
    attempt: pz.Attempt = _state["attempt"]
    if attempt.answer_shown or attempt.solved:
        return
    attempt.show_answer()
    _keep(puzzle, attempt)
    _show_progress()
    announce(_hints(puzzle)[2])


def _say_problem(problem: str) -> None:
    """The answer cannot be judged yet (a part missing): say what to fill in."""
    fb = q("#pz-feedback")
    fb.classList.remove("good")
    fb.classList.add("bad")
    set_text(fb, problem)
    announce(problem)


def _show_feedback(puzzle: Any, attempt: pz.Attempt, result: pz.Feedback,
                   was_solved: bool) -> None:
    fb = q("#pz-feedback")
    fb.classList.remove("good", "bad")
    fb.classList.add("good" if result.correct else "bad")
    set_html(fb, "".join(f"<p>{escape(line)}</p>" for line in result.lines))
    announce(" ".join(result.lines))
    if not was_solved:
        _keep(puzzle, attempt)
    _show_progress()


def _check(_event: Any) -> None:
    puzzle: Any = _state["puzzle"]
    attempt: pz.Attempt = _state["attempt"]
    kind = _kind(puzzle.level)
    if kind != "gin":
        answer = _own(kind).read(puzzle, _state["lang"])
        if isinstance(answer, str):
            _say_problem(answer)
            return
        was_solved = attempt.solved
        feedback = attempt.judged(_own(kind).check(puzzle, answer, _state["lang"]))
        _show_feedback(puzzle, attempt, feedback, was_solved)
        return
    winner = next((r.value for r in qa('input[name="winner"]') if r.checked), None)
    raw_points = str(q("#pz-points").value or "").strip()
    spread = next((int(r.value) for r in qa('input[name="spread"]') if r.checked), None)
    problem = None
    if puzzle.spread_options and spread is None:
        problem = _t("page.pick_spread")
    elif winner is None:
        problem = _t("page.pick_winner")
    elif int_or(raw_points, None, minimum=0, maximum=9999) is None:  # '²' is no number
        problem = _t("page.type_points")
    if problem:
        _say_problem(problem)
        return
    picker = _state.get("picker")
    layoffs = pz.parse_cards_field(" ".join(picker.selected())) if picker else None
    points = int_or(raw_points, 0, minimum=0, maximum=9999)
    answer = pz.Answer(winner=winner, points=points, layoffs=layoffs, spread=spread)
    was_solved = attempt.solved
    result = attempt.check(puzzle, answer, _state["lang"])
    if picker is not None:
        # Point at the chosen cards the feedback names; the right ones only once solved.
        pointed = {c.code for c in result.wrong_cards}
        right = {c.code for c in puzzle.result_for(spread).defender.laid_off}
        for button in picker.buttons():
            code = button.dataset.card
            button.classList.toggle("wrong", code in pointed)
            button.classList.toggle("good", result.correct and code in right)
    _show_feedback(puzzle, attempt, result, was_solved)


def main(page: dict[str, Any]) -> None:
    _state["lang"] = page["lang"]
    # Every game's house rules a puzzle level plays (seven-card gin has its own).
    _state["presets"] = tuple(dict.fromkeys(
        name for lv in pz.ALL_LEVELS for name in pz.level_presets(lv)))
    _check_stored_record()
    _open()
    on(q("#pz-check"), "click", _check)
    on(q("#pz-hint"), "click", _hint)
    on(q("#pz-show"), "click", _show_answer)
    on(q("#pz-points"), "keydown", lambda ev: _check(ev) if ev.key == "Enter" else None)
    on(q("#pz-x-form"), "keydown",
       lambda ev: _check(ev) if ev.key == "Enter" and ev.target.type == "number" else None)
    on(q("#pz-ring"), "click", _link)  # the house-rules links of seven-card gin
    on(q("#pz-next"), "click", _link)
    for chip in qa(".pz-levels a"):
        on(chip, "click", _link)
    on(window, "popstate", lambda ev: _open())

    def rules_changed(settings: dict[str, Any]) -> None:
        seed, level, _preset, _daily = _params()
        puzzle = _state["puzzle"]
        chosen = pz.fit_preset(level, str(settings.get("rules", "standard")), puzzle.preset)
        _go(_query(seed or puzzle.seed, level, chosen))

    on_settings_change(rules_changed)
