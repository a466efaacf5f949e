"""Taking the sheet away from the page: a text to paste into a message (copied, or shown
to select), a file to keep (a download made from a Blob address on this page, which the
site's Content Security Policy allows) that the pad opens again, and printing (the print
styles keep only the sheet)."""

from __future__ import annotations

import asyncio
from typing import Any

from app.common import announce, set_text
from app.score_pad.state import PadPage
from js import (  # type: ignore[import-not-found]
    URL,
    Blob,
    Date,
    Object,
    document,
    navigator,
    window,
)
from pyodide.ffi import create_once_callable, to_js  # type: ignore[import-not-found]

from gintutor.score_pad import WORDS, ScorePad

__all__ = ["copy", "download", "file_name", "print_sheet", "read_file", "started"]

_TASKS: list[Any] = []  # the copies under way, kept alive until they finish
#: The largest file the pad opens (a long game is a few dozen kilobytes).
MAX_FILE = 1_000_000


def _say(text: str) -> None:
    set_text(document.getElementById("sp-tools-said"), text)
    announce(text)


def copy(st: PadPage) -> None:
    """Copy the sheet as text; where the browser does not allow it, open the text to
    select instead."""
    pad = st.pad
    if pad is None:
        return
    text = pad.export_text(st.lang)
    document.getElementById("sp-text").value = text

    async def write() -> None:
        try:
            await navigator.clipboard.writeText(text)
        except Exception:
            box = document.getElementById("sp-text-box")
            box.open = True
            area = document.getElementById("sp-text")
            area.focus()
            area.select()
            _say(WORDS.say("page.copy_failed", st.lang))
            return
        _say(WORDS.say("page.copied", st.lang))

    _TASKS.append(asyncio.ensure_future(write()))
    del _TASKS[:-4]


def started() -> str:
    """Now, as the pad's list says when a game began: the date and time on this device."""
    now = Date.new()
    return (f"{now.getFullYear():04d}-{now.getMonth() + 1:02d}-{now.getDate():02d} "
            f"{now.getHours():02d}:{now.getMinutes():02d}")


def file_name(pad: ScorePad) -> str:
    """The downloaded file's name: the game and when it began."""
    when = "".join(c if c.isalnum() else "-" for c in (pad.started or "game"))
    return f"score-pad-{pad.setup.game}-{when}.json".replace("--", "-")


def download(st: PadPage) -> None:
    """The open game as a file (the pad's JSON), downloaded from a Blob address."""
    pad = st.pad
    if pad is None:
        return
    options = to_js({"type": "application/json"}, dict_converter=Object.fromEntries)
    blob = Blob.new(to_js([pad.export_json()]), options)
    address = URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = address
    link.download = file_name(pad)
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(create_once_callable(lambda: URL.revokeObjectURL(address)), 1000)
    _say(WORDS.say("page.downloaded", st.lang, file=file_name(pad)))


def print_sheet(_event: Any) -> None:
    window.print()


async def read_file(field: Any) -> str | None:
    """The text of the file chosen in ``field`` (None: none chosen, or too large to be a
    game, which the pad then refuses as unreadable)."""
    files = field.files
    if files is None or files.length == 0:
        return None
    chosen = files.item(0)
    if chosen.size > MAX_FILE:
        return ""
    return str(await chosen.text())
