"""Puzzles page controller: makes the puzzle named by the address, draws it, judges answers.

The address carries everything that makes a puzzle (``?seed=..&level=..&rules=..``), so
the page can be shared and reopened; moving to another puzzle changes the address in
place (history.pushState) instead of reloading Python.  Each level's family has its
puzzles (``Family.puzzles`` in ``gintutor.families``, whose ``PUZZLES`` makes, hints,
judges and names them, asking the engine) and a page module (``Family.puzzle_page``:
``app.puzzles.gin``, ``.rummy``, ``.showdown``, ``.two_tables``) that only draws them and
reads the answer (``PART``, ``draw``, ``read``, and ``mark``: the verdict on the cards);
this frame keeps what every level shares: the address, hints, stars, the record and the
links.
"""

from __future__ import annotations

import datetime as dt
import random
from typing import Any

from app.common import (
    announce,
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

from ginrules.core.loading import load_named
from ginrules.core.reader import InputError, int_or, parse_json
from gintutor.families import family_of_level
from gintutor.i18n import WORDS as LESSON_WORDS
from gintutor.lesson_page import stars_html
from gintutor.puzzles import address
from gintutor.puzzles import levels as puzzle_levels
from gintutor.puzzles.frame import Feedback, PuzzleFamily
from gintutor.puzzles.record import Attempt, PuzzleRecord
from gintutor.puzzles.words import WORDS
from gintutor.render import escape

RECORD_KEY = "gin.puzzles"

_state: dict[str, Any] = {}


def _param(params: Any, name: str) -> str | None:
    """One address parameter as text, or None when absent (JS null never leaks out)."""
    value = params.get(name)
    return None if is_null(value) else str(value)


def _params() -> tuple[str | None, int, str, bool]:
    """(seed, level, preset, daily) from the address (gintutor.puzzles.address reads it; missing
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


def _record() -> PuzzleRecord:
    return PuzzleRecord.from_json(load_text(RECORD_KEY))


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
        int_or(key, None) in puzzle_levels.ALL_LEVELS and isinstance(value, dict)
        for key, value in levels.items()
    )


def _check_stored_record() -> None:
    """A stored record that does not read whole is kept aside, the page says so, and the
    readable part is written back (so a reload does not meet the damage again)."""
    raw = load_text(RECORD_KEY)
    if raw is None or _record_readable(raw):
        return
    readable_part = PuzzleRecord.from_json(raw)
    set_aside(RECORD_KEY, raw, "stored_puzzles")
    if load_text(RECORD_KEY) is None:  # kept aside: the original may be replaced
        _save_record(readable_part)


def _save_record(rec: PuzzleRecord) -> None:
    # Storage disabled or full: the page still works and says the record is not kept.
    save_text(RECORD_KEY, rec.to_json())


def _show_record() -> None:
    rec = _record()
    streak = rec.streak(dt.date.today())
    best = max(rec.best_streak, streak)
    set_text(q("#pz-streak"), WORDS.say("page.streak", _state["lang"], streak=streak, best=best))
    items = []
    for lv in puzzle_levels.ALL_LEVELS:
        r = rec.level(lv)
        if r.tried:
            name = _puzzles(lv).level_name(lv, _state["lang"])
            line = WORDS.say(
                "page.level_record", _state["lang"],
                name=name,
                solved=r.solved,
                tried=r.tried,
                three=r.three,
                two=r.two,
                one=r.one,
            )
            items.append(f"<li>{escape(line)}</li>")
    set_html(q("#pz-levels-record"), "".join(items))


def _puzzles(level: int) -> PuzzleFamily[Any, Any]:
    """What makes, hints, judges and names the puzzles of level ``level``'s family: the
    ``PUZZLES`` of its ``Family.puzzles``, unpacked from this page's own zip (as its page
    module is)."""
    name = family_of_level(level).puzzles
    assert name is not None, f"level {level} has no puzzles"
    found: PuzzleFamily[Any, Any] = load_named(f"{name}:PUZZLES")
    return found


def _page(level: int) -> Any:
    """The page module that draws level ``level``'s puzzles and reads their answers (its
    family's ``Family.puzzle_page``), unpacked from this page's own zip (static/start.mjs
    makes the import system see every unpacked module)."""
    name = family_of_level(level).puzzle_page
    assert name is not None, f"level {level} has no puzzle page"
    return load_named(name)


def _hints(puzzle: Any) -> tuple[str, str, str]:
    """The puzzle's three hints, whichever family it is."""
    return _puzzles(puzzle.level).hints(puzzle, _state["lang"])


def _show_part(page: Any) -> None:
    """Show the table and the questions of this family's puzzles (the template marks
    them ``data-pz-part``), and hide the other families'."""
    for part in qa("[data-pz-part]"):
        part.hidden = part.dataset.pzPart != page.PART


def _start(puzzle: Any) -> None:
    """Begin work on a puzzle: its stored attempt, an empty feedback and hint list."""
    _state["puzzle"] = puzzle
    _state["attempt"] = _record().attempt(puzzle.puzzle_id)
    fb = q("#pz-feedback")
    fb.classList.remove("good", "bad")
    set_text(fb, "")
    set_html(q("#pz-hint-list"), "")


def _draw(page: Any, puzzle: Any) -> None:
    """Put the puzzle on the page with an empty answer form (its family's module draws
    the table), then the hints, stars and links."""
    _show_part(page)
    _start(puzzle)
    page.draw(puzzle, _state["lang"], _learner_preset())
    _show_progress()
    _links(puzzle)


def _links(puzzle: Any) -> None:
    """The share link, 'next puzzle' and the level chips, for this puzzle."""
    here = _query(puzzle.seed, puzzle.level, puzzle.preset)
    share = q("#pz-share")
    share.href = here
    set_text(share, f"{WORDS.say('page.share', _state['lang'])}: {puzzle.seed}")
    nxt = q("#pz-next")
    nxt.href = _query(_new_seed(), puzzle.level, puzzle.preset)
    for chip in qa("[data-level]"):
        lv = int(chip.dataset.level)
        rules = puzzle_levels.fit_preset(lv, puzzle.preset, _learner_preset())
        chip.href = f"?level={lv}&rules={rules}"
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
    if asked is not None and int_or(asked, None) not in puzzle_levels.ALL_LEVELS:
        said.append(WORDS.say("page.bad_level", _state["lang"], level=str(asked)[:12]))
    if daily:
        day = dt.date.today()
        seed, level = puzzle_levels.daily_seed(day), puzzle_levels.daily_level(day)
    # A link may name house rules this level does not play (another game's, or no name at
    # all): the page says which it plays instead.
    preset = puzzle_levels.fit_preset(level, preset, _learner_preset())
    asked_rules = _param(params, "rules")
    if asked_rules and asked_rules != preset and not said:
        said.append(WORDS.say("page.bad_rules", _state["lang"], rules=asked_rules[:20],
                              preset=LESSON_WORDS.say(f"preset.{preset}", _state["lang"])))
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
    _draw(_page(level), _puzzles(level).make(seed, level, preset))
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
    return today if puzzle.puzzle_id == puzzle_levels.daily_id(today, puzzle.preset) else None


def _keep(puzzle: Any, attempt: Attempt) -> None:
    """Store the attempt (tries, hints, answer shown, solved) so a reload is honest."""
    rec = _record()
    rec.update(puzzle.puzzle_id, puzzle.level, attempt, daily_on=_today_daily(puzzle))
    _save_record(rec)
    _show_record()


def _show_progress() -> None:
    """Hints taken, stars, the solution and the daily note, from the attempt: the answer
    is on the page only after hint 3, "Show the answer", or when solved."""
    puzzle: Any = _state["puzzle"]
    attempt: Attempt = _state["attempt"]
    lang = _state["lang"]
    items = []
    for n, hint in enumerate(_hints(puzzle)[: attempt.hints_used], start=1):
        items.append(
            f'<li class="hint"><strong>{escape(LESSON_WORDS.say("hint_of", lang, n=n))}:</strong> '
            f"{escape(hint)}</li>"
        )
    if attempt.answer_shown and attempt.hints_used < 3:
        items.append(f'<li class="hint">{escape(_hints(puzzle)[2])}</li>')
    set_html(q("#pz-hint-list"), "".join(items))
    hint_button = q("#pz-hint")
    if attempt.hints_used >= 3:
        set_text(hint_button, WORDS.say("hint.used", lang))
    else:
        set_text(hint_button, LESSON_WORDS.say("hint_of", lang, n=attempt.hints_used + 1))
    hint_button.disabled = attempt.hints_used >= 3 or attempt.solved
    show_button = q("#pz-show")
    set_text(show_button, WORDS.say("answer_shown", lang) if attempt.answer_shown
             else WORDS.say("show_answer", lang))
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
        stars = LESSON_WORDS.say("stars", lang, n=attempt.stars)
        set_text(note, WORDS.say("daily.solved", lang, stars=stars))


def _hint(_event: Any) -> None:
    puzzle: Any = _state["puzzle"]
    attempt: Attempt = _state["attempt"]
    if attempt.hints_used >= 3 or attempt.solved:
        return
    said = _hints(puzzle)[attempt.next_hint() - 1]
    _keep(puzzle, attempt)
    _show_progress()
    announce(said)


def _show_answer(_event: Any) -> None:
    puzzle: Any = _state["puzzle"]
    attempt: Attempt = _state["attempt"]
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


def _show_feedback(puzzle: Any, attempt: Attempt, result: Feedback,
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
    attempt: Attempt = _state["attempt"]
    page = _page(puzzle.level)
    answer = page.read(puzzle, _state["lang"])
    if isinstance(answer, str):
        _say_problem(answer)
        return
    was_solved = attempt.solved
    result = _puzzles(puzzle.level).check(puzzle, answer, _state["lang"])
    page.mark(puzzle, answer, result)
    feedback = attempt.judged(result)
    _show_feedback(puzzle, attempt, feedback, was_solved)


def main(page: dict[str, Any]) -> None:
    _state["lang"] = page["lang"]
    # Every game's house rules a puzzle level plays (seven-card gin has its own).
    _state["presets"] = tuple(dict.fromkeys(
        name for lv in puzzle_levels.ALL_LEVELS for name in puzzle_levels.level_presets(lv)))
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
        chosen = puzzle_levels.fit_preset(level, str(settings.get("rules", "standard")),
                                          puzzle.preset)
        _go(_query(seed or puzzle.seed, level, chosen))

    on_settings_change(rules_changed)
