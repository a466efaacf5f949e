"""The lesson page: prose in the learner's house rules, then exercises one at a time.

Every answer goes to gintutor.exercises.judge (which asks ginrules); this module only
reads the controls, shows what comes back, and keeps progress. The exercise markup comes
from gintutor.lesson_page, the same code the build used to pre-render the first one.
"""

from __future__ import annotations

import json
from typing import Any

from app.common import (
    CardPicker,
    keep_aside,
    kept_aside,
    load_text,
    on,
    on_settings_change,
    on_storage,
    practice_set,
    q,
    qa,
    rules,
    save_practice_set,
    save_text,
)
from js import document  # type: ignore[import-not-found]

from ginrules import parse_card
from gintutor import exercises as ex_mod
from gintutor import lesson_page as view
from gintutor.exercises import Exercise
from gintutor.i18n import WORDS
from gintutor.kinds import Controls, ExerciseKind, kind_of
from gintutor.lessons import Lesson, lesson_from_data
from gintutor.progress import BACKUP_KEY, STORAGE_KEY, Progress, import_report
from gintutor.render import escape
from gintutor.stars import stars as star_rule

# ----------------------------------------------------------------------------- progress

MAX_IMPORT_BYTES = 2_000_000  # a progress file is a few KB; a bigger file is not one


def _store(key: str, text: str) -> bool:
    """Storage full or off: the lesson still works, and the page says it is not kept."""
    return save_text(key, text)


def _raw(key: str) -> str | None:
    return load_text(key)


def course(page: dict[str, Any]) -> list[tuple[str, int]]:
    """(lesson id, exercise count) of every lesson, from the page data the build wrote."""
    out = []
    for item in page.get("lessons") or []:
        count = item.get("exercises")
        out.append((str(item["id"]), count if isinstance(count, int) else 0))
    return out


def load_progress() -> tuple[Progress, bool]:
    """The stored progress; an unreadable value is copied aside first, never lost, and
    the readable part is written back so that a reload does not report it again."""
    from app.common import page

    raw = _raw(STORAGE_KEY)
    loaded = Progress.from_json(raw)
    progress, damaged = loaded.progress, loaded.damaged
    # Stars of exercises a known lesson does not have are damage too ("24 of 21 stars");
    # lessons this build does not know are kept (they may come from another version).
    for lesson_id, number in progress.fit_to(course(page())).skipped:
        if isinstance(number, int) and not isinstance(number, bool):
            del progress.stars[lesson_id][number]
            damaged = True
    if damaged and raw is not None and keep_aside(STORAGE_KEY, raw, BACKUP_KEY):
        _store(STORAGE_KEY, progress.to_json())
    return progress, damaged


def save_progress(progress: Progress) -> bool:
    """Write the page's progress merged with what is stored now (another tab may have
    won stars since this page read it): stars and practice only grow, and the "last
    position" stays this tab's. `progress` takes in the other tab's stars too."""
    stored, _ = load_progress()
    progress.merge(stored, take_last=False)
    return _store(STORAGE_KEY, progress.to_json())


def _import_set(text: str) -> int | None:
    """The practice set a progress file carries, taken into the stored one: how many
    positions came in (None: the file has none, or none that can be read)."""
    from ginrules.core.reader import InputError, parse_json
    from gintutor.practice_set import PracticeSet

    try:
        data = parse_json(text, "the progress", max_digits=40)
        if not isinstance(data, dict) or "practice_set" not in data:
            return None
        theirs = PracticeSet.from_data(data["practice_set"])
    except InputError:
        return None
    own = practice_set()
    came = own.merge(theirs)
    save_practice_set(own)
    return came


def progress_tools(lang: str, on_change: Any = None) -> None:
    """Export, import and reset (site/templates/lesson_progress.html); and when another
    tab changes the progress, `on_change()` redraws what this page shows of it."""
    if on_change:
        on_storage(STORAGE_KEY, on_change)
    status = q("[data-progress-status]")
    if not status:  # querySelector's null arrives as a falsy JsNull
        return

    def export(_ev: Any) -> None:
        from urllib.parse import quote  # only on a click: slow to import in Pyodide

        progress, _ = load_progress()
        data = progress.to_data()
        aside = kept_aside()
        if aside:  # unreadable values kept aside go out with the file, as they were
            data["unreadable"] = aside
        own = practice_set()
        if own.positions:  # the positions of the learner's own practice set (issue 46)
            data["practice_set"] = own.to_data()
        text = json.dumps(data, indent=2, sort_keys=True)
        link = document.createElement("a")
        link.href = "data:application/json;charset=utf-8," + quote(text)
        link.download = "gin-rummy-progress.json"
        document.body.appendChild(link)
        link.click()
        link.remove()

    async def import_file(ev: Any) -> None:
        from app.common import page

        files = ev.target.files
        if not files or files.length == 0:
            return
        file = files.item(0)
        if file.size > MAX_IMPORT_BYTES:
            status.textContent = WORDS.say("ui.import_unreadable", lang)
            return
        text = await file.text()
        loaded = Progress.from_json(text)
        if not loaded.readable:
            status.textContent = WORDS.say("ui.import_unreadable", lang)
            return
        fitted = loaded.progress.fit_to(course(page()))
        came = _import_set(text)
        report = import_report(loaded, fitted, lang)
        if came is not None:
            report += " " + WORDS.say("ui.import_set", lang, n=came)
        status.textContent = report
        if not fitted.progress.stars and not fitted.progress.practice:
            return
        progress, _ = load_progress()
        progress.merge(fitted.progress)
        save_progress(progress)
        if on_change:
            on_change()

    yes = q('[data-progress="reset-yes"]')

    def reset(_ev: Any) -> None:
        yes.hidden = False
        status.textContent = WORDS.say("ui.reset_confirm", lang)
        yes.focus()

    def reset_yes(_ev: Any) -> None:
        _store(STORAGE_KEY, Progress().to_json())
        yes.hidden = True
        status.textContent = WORDS.say("ui.reset_done", lang)
        if on_change:
            on_change()

    on(q('[data-progress="export"]'), "click", export)
    on(q('[data-progress="import"]'), "change", import_file)
    on(q('[data-progress="reset"]'), "click", reset)
    on(yes, "click", reset_yes)


# ----------------------------------------------------------------------------- the page


class LessonPage:
    """One lesson page's state: which exercise, mistakes and hints so far, the grouping."""

    def __init__(self, page: dict[str, Any]) -> None:
        data = page["data"]
        self.lang: str = page["lang"]
        self.lesson: Lesson = lesson_from_data(
            data["id"], data["lesson"], solve=False, variant=str(data.get("variant", "gin"))
        )
        self.count = len(self.lesson.exercises)
        self.progress, damaged = load_progress()
        self.area = q("[data-exercise]")
        self.number = 1  # exercise number, or practice number when practising
        self.practice_seed: int | None = None
        self.exercise: Exercise = self.lesson.exercises[0]
        self.picker: CardPicker | None = None
        self.groups: list[tuple[Any, ...]] = []
        self.mistakes = 0
        self.hints_used = 0
        self.shown = False  # the answer was shown (hint 3 or "Show the answer")
        self.solved = False
        # Stars already earned on this page, by exercise: "Try again" after seeing the
        # answer (or after a mistake) must not earn more than the first time did.
        self.earned: dict[str, int] = {}
        on(self.area, "click", self._click)
        on(self.area, "submit", self._submit)
        for b in qa("[data-goto]"):
            on(b, "click", lambda ev: self.show(int(ev.currentTarget.dataset.goto), focus=True))
        on(q('[data-action="practice"]'), "click", lambda ev: self.practise())
        on_settings_change(lambda _s: self.refresh())
        progress_tools(self.lang, self.reload_progress)
        if damaged:
            status = q("[data-progress-status]")
            if status:
                status.textContent = WORDS.say("ui.damaged", self.lang)
        self.refresh_prose()
        start = 1
        if self.progress.last and self.progress.last[0] == self.lesson.id:
            start = min(max(1, self.progress.last[1]), self.count)
        elif self.progress.stars.get(self.lesson.id):
            start = self.progress.next_exercise(self.lesson.id, self.count)
        self.show(start, focus=False)

    # -- drawing ----------------------------------------------------------------------
    def refresh(self) -> None:
        """The learner changed the house rules: redo the numbers and the exercise."""
        self.refresh_prose()
        if self.practice_seed is not None:
            self.practise(self.practice_seed)
        else:
            self.show(self.number, focus=False)

    def rules(self) -> Any:
        """The learner's house rules as this lesson's game has them."""
        return self.lesson.rules_in(rules())

    def refresh_prose(self) -> None:
        chosen = self.rules()
        for el in qa("[data-prose]"):
            block = self.lesson.blocks[int(el.dataset.prose)]
            el.innerHTML = "".join(
                f"<p>{escape(p)}</p>" for p in self.lesson.paragraphs(block, self.lang, chosen)
            )
        line = q("[data-rules-line]")
        if line:
            from gintutor.rules_text import preset_name

            game = self.lesson.variant
            name = chosen.matching_preset(game) or "standard"
            mine = rules().matching_preset() or "standard"
            said = preset_name(name, self.lang, game)
            if name == mine:
                line.textContent = WORDS.say("ui.your_rules", self.lang, name=said)
            else:  # a game without the learner's preset (Rummy and Hoyle) uses its own
                yours = preset_name(mine, self.lang)
                line.textContent = WORDS.say("ui.game_rules", self.lang, name=said, yours=yours)

    def show(self, number: int, focus: bool = True) -> None:
        """Exercise `number` (1-based) of the lesson."""
        self.practice_seed = None
        self.number = number
        self.exercise = self.lesson.exercises[number - 1]
        self._draw(focus)
        self.progress.seen(self.lesson.id, number)
        save_progress(self.progress)

    def practise(self, seed: int | None = None) -> None:
        """A new 'more practice' exercise (the seed counts the practice done)."""
        if seed is None:
            seed = self.progress.practice.get(self.lesson.id, 0)
        self.practice_seed = seed
        self.number = seed + 1
        self.exercise = self.lesson.practice_exercise(seed, self.rules())
        q("[data-done]").hidden = True
        self._draw(True)

    def _key(self) -> str:
        """This exercise on this page: its number, or the practice seed."""
        if self.practice_seed is not None:
            return f"practice {self.practice_seed}"
        return f"exercise {self.number}"

    def _draw(self, focus: bool) -> None:
        self.mistakes = 0
        self.hints_used = 0
        self.shown = False
        self.solved = False
        self.groups = []
        self.area.innerHTML = view.exercise_html(
            self.exercise,
            self.rules(),
            self.lang,
            self.number,
            self.count,
            practice=self.practice_seed is not None,
            solved_stars=self.progress.stars.get(self.lesson.id, {}).get(self.number),
        )
        self.picker = None
        selection = self._kind().selection
        if selection != "none":
            single = selection == "single"
            self.picker = CardPicker(view.HAND, self._picked, single=single, root=self.area)
        self._nav()
        if focus:
            q(".exercise-head", self.area).focus()

    def _nav(self) -> None:
        got = self.progress.stars.get(self.lesson.id, {})
        for b in qa("[data-goto]"):
            n = int(b.dataset.goto)
            if n in got:
                b.setAttribute(
                    "aria-label", WORDS.say("ui.exercise_n_stars", self.lang, n=n, stars=got[n])
                )
                b.classList.add("done")
                b.textContent = f"{n} " + "★" * got[n]
            else:  # also after a reset: back to a plain number
                b.setAttribute("aria-label", WORDS.say("ui.exercise_n", self.lang, n=n))
                b.classList.remove("done")
                b.textContent = str(n)
            if self.practice_seed is None and n == self.number:
                b.setAttribute("aria-current", "step")
            else:
                b.removeAttribute("aria-current")

    def _picked(self, codes: list[str]) -> None:
        note = q("[data-picked]", self.area)
        if not note:
            return
        cards = tuple(parse_card(c) for c in codes)
        note.textContent = self._kind().picked_note(cards, self.lang)

    # -- arranging ------------------------------------------------------------------
    def _loose(self) -> list[Any]:
        grouped = {c for g in self.groups for c in g}
        return [c for c in self.exercise.cards if c not in grouped]

    def _draw_groups(self) -> None:
        assert self.picker is not None
        self.picker.set_cards(self._loose())
        q("[data-groups]", self.area).innerHTML = view.groups_live_html(
            self.exercise.cards, self.groups, self.lang
        )
        count, _valid = ex_mod.live_deadwood(self.exercise.cards, self.groups)
        q("[data-live]", self.area).textContent = WORDS.say("ui.live_deadwood", self.lang, n=count)
        self._picked([])

    # -- events ---------------------------------------------------------------------
    def _click(self, event: Any) -> None:
        target = event.target.closest("[data-action], [data-answer], [data-ungroup]")
        if not target:  # JavaScript's null arrives as a falsy JsNull, not None
            return
        ungroup = target.getAttribute("data-ungroup")
        answer = target.getAttribute("data-answer")
        action = target.getAttribute("data-action")
        if isinstance(ungroup, str):
            del self.groups[int(ungroup)]
            self._draw_groups()
            return
        if isinstance(answer, str):
            self.answer(self._kind().answer(Controls(button=answer, picked=self._selected())))
            return
        if action == "hint":
            self.hint(target)
        elif action == "show":
            self.show_answer()
        elif action == "retry":
            if self.practice_seed is not None:
                self.practise(self.practice_seed)
            else:
                self.show(self.number)
        elif action == "next":
            self.next()
        elif action == "group":
            picked = self._selected()
            if picked:
                self.groups.append(tuple(picked))
                self._draw_groups()
        elif action == "check":
            controls = Controls(picked=self._selected(), groups=tuple(self.groups))
            self.answer(self._kind().answer(controls))

    def _submit(self, event: Any) -> None:
        event.preventDefault()
        form = event.target
        who = q('input[name="who"]:checked', form)
        number = q("#ex-number", form)
        controls = Controls(
            number=number.value if number else "",
            who=who.value if who else "",
            numbers=tuple(
                (str(el.dataset.number), str(el.value)) for el in qa("[data-number]", form)
            ),
        )
        self.answer(self._kind().answer(controls))

    def _selected(self) -> tuple[Any, ...]:
        return tuple(parse_card(c) for c in self.picker.selected()) if self.picker else ()

    def _kind(self) -> ExerciseKind:
        """What the exercise's kind says about its controls and answers."""
        return kind_of(self.exercise.kind)

    # -- judging --------------------------------------------------------------------
    def answer(self, answer: Any) -> None:
        if self.solved:
            return
        verdict = ex_mod.judge(self.exercise, answer, self.rules(), self.lang)
        box = q("[data-feedback]", self.area)
        box.classList.remove("good", "bad")
        box.classList.add("good" if verdict.correct else "bad")
        box.textContent = verdict.message
        for el in qa(".card.wrong, .card.look", self.area):
            el.classList.remove("wrong", "look")
        if not verdict.correct:
            wrong = {c.code for c in verdict.cards}
            look = {c.code for c in verdict.look}
            for el in qa("[data-card]", self.area):
                if el.dataset.card in wrong:
                    el.classList.add("wrong")
                elif el.dataset.card in look:
                    el.classList.add("look")
        if not verdict.correct:
            self.mistakes += 1
            return
        self.solved = True
        stars = star_rule(self.mistakes, self.hints_used, self.shown)
        stars = min(stars, self.earned.get(self._key(), 3))
        self.earned[self._key()] = stars
        if self.practice_seed is None:
            self.progress.record(self.lesson.id, self.number, stars)
        else:
            self.progress.record_practice(self.lesson.id)
        save_progress(self.progress)
        after = q("[data-after]", self.area)
        q("[data-stars]", after).innerHTML = view.stars_html(stars, self.lang)
        q("[data-stars-why]", after).textContent = view.stars_why(stars, self.lang)
        after.hidden = False
        # Locked once right: the answer stays as given, the hints and the answer need no click.
        for el in qa(
            "button[data-answer], button[data-action='check'], button[data-action='group'], "
            "button[data-action='hint'], button[data-action='show'], button[data-ungroup], "
            "form button, form input",
            self.area,
        ):
            el.disabled = True
        if self.picker is not None:
            for el in qa(f'[data-hand="{view.HAND}"] button', self.area):
                el.disabled = True
        self._nav()
        q('[data-action="next"]', after).focus()

    def hint(self, button: Any) -> None:
        if self.hints_used >= 3 or self.shown:
            return
        hints = ex_mod.hints(self.exercise, self.rules(), self.lang)
        self.hints_used += 1
        item = view.hint_html(hints[self.hints_used - 1], self.hints_used, self.lang)
        q("[data-hints]", self.area).insertAdjacentHTML("beforeend", item)
        if self.hints_used < 3:
            button.textContent = WORDS.say("hint_of", self.lang, n=self.hints_used + 1)
        else:
            self._answer_shown()

    def show_answer(self) -> None:
        """The learner asked for the answer: show it on the cards (hint 3); the exercise
        can still be completed, for 1 star."""
        if self.shown or self.solved:
            return
        answer = ex_mod.hints(self.exercise, self.rules(), self.lang)[2]
        item = view.hint_html(answer, 3, self.lang, title=WORDS.say("ui.the_answer", self.lang))
        q("[data-hints]", self.area).insertAdjacentHTML("beforeend", item)
        self._answer_shown()

    def _answer_shown(self) -> None:
        self.shown = True
        button = q('[data-action="hint"]', self.area)
        button.textContent = WORDS.say("ui.no_more_hints", self.lang)
        button.disabled = True
        q('[data-action="show"]', self.area).disabled = True

    def next(self) -> None:
        if self.practice_seed is not None:
            self.practise()
            return
        if self.number < self.count:
            self.show(self.number + 1)
            return
        self.finish()

    def finish(self) -> None:
        """The last exercise is done: say so, with the stars, and offer the next lesson
        (or go back to an exercise that was skipped)."""
        if not self.progress.is_complete(self.lesson.id, self.count):
            self.show(self.progress.next_exercise(self.lesson.id, self.count))
            return
        done = q("[data-done]")
        q("[data-done-text]").textContent = view.lesson_done_text(
            self.progress.stars.get(self.lesson.id, {}), self.count, self.lang
        )
        done.hidden = False
        done.focus()

    def reload_progress(self) -> None:
        self.progress, _ = load_progress()
        self._nav()


def main(page: dict[str, Any]) -> None:
    LessonPage(page)
