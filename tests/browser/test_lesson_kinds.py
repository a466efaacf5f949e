"""Each exercise kind's controls in a real browser, drawn and read through its kind
(gintutor/kinds/): the line under a hand says what the kind picks, a wrong answer given
through the controls gets the engine's feedback. One screenshot per kind, phone and laptop.

Run alone:  .venv/bin/pytest tests/browser/test_lesson_kinds.py -q
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from learner import Learner, set_storage, wrong_answer  # noqa: E402

from gintutor import exercises as ex  # noqa: E402
from gintutor.kinds import kind_of  # noqa: E402
from gintutor.progress import BACKUP_KEY, STORAGE_KEY  # noqa: E402
from tests.browser.test_lessons import KIND_CASES, STD, TIMEOUT, _open  # noqa: E402

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(
    ("lesson", "number", "e"), KIND_CASES, ids=[f"{c[2].kind}" for c in KIND_CASES]
)
def test_each_kind_draws_and_reads_its_controls(
    page: Any, goto_ready: Any, site: Any, tools: Any, lesson: Any, number: int, e: ex.Exercise
) -> None:
    set_storage(page, site, {STORAGE_KEY: None, BACKUP_KEY: None})
    lang = "nl" if KIND_CASES.index((lesson, number, e)) % 2 else "en"
    kind = kind_of(e.kind)
    page.set_viewport_size({"width": 360, "height": 640})
    goto_ready(page, f"{lang}/lessons/{lesson.slug}/")
    _open(page, lesson, number, lang)
    learner = Learner(page, lang, keyboard=True)  # overlapped phone cards: the arrow keys
    assert learner.area.locator(".exercise").get_attribute("data-kind") == e.kind
    note = learner.area.locator("[data-picked]")
    if kind.selection in ("single", "multi"):
        assert note.inner_text().strip() == kind.picked_note((), lang)
        learner.pick(e.kind, e.cards[:1])
        page.wait_for_function(
            "([el, text]) => el.textContent === text",
            arg=[note.element_handle(), kind.picked_note(e.cards[:1], lang)],
            timeout=TIMEOUT,
        )
    else:
        assert note.count() == 0
    mistake = wrong_answer(e, ex.solve(e, STD))
    learner.answer(e, mistake)
    fb = learner.feedback()
    page.wait_for_function(
        "el => el.classList.contains('bad')", arg=fb.element_handle(), timeout=TIMEOUT
    )
    assert fb.inner_text().strip() == ex.judge(e, mistake, STD, lang).message
    for width, height in ((360, 640), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        tools.screenshot(page, f"lesson-kind-{e.kind}-{lang}-{width}x{height}")
