"""The harness's own probe (conftest.probe_page): after a timeout it must tell a page whose
frames Chromium stopped drawing (the test runs again) from a hung page (it fails)."""

from __future__ import annotations

from typing import Any

from conftest import probe_page


def test_probe_finds_a_drawing_page_and_one_that_draws_no_frame(page: Any) -> None:
    page.set_content("<p>cards</p>")
    found = probe_page(page)
    assert found.answers and found.draws, found.describe()
    assert found.visibility == "visible"
    # No frame callback ever runs: what a stalled compositor looks like from the page.
    page.evaluate("window.requestAnimationFrame = () => 0")
    found = probe_page(page)
    assert found.answers and not found.draws, found.describe()
    assert "drew no frame" in found.describe()


def test_probe_finds_a_page_whose_main_thread_is_busy(new_context: Any) -> None:
    tab = new_context().new_page()
    tab.set_content("<p>cards</p>")
    tab.evaluate("setTimeout(() => { const end = Date.now() + 30000; while (Date.now() < end); })")
    found = probe_page(tab)
    assert not found.answers, found.describe()
    assert "did not answer" in found.describe()
