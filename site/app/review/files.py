"""The record as a file: downloaded from a Blob address on this page (which the site's
Content Security Policy allows), and read back from a file input, bounded before it is
read (``gintutor.review.record`` then reads it through the one reader)."""

from __future__ import annotations

from typing import Any

from app.review.state import ReviewPage
from js import URL, Blob, Object, document, window  # type: ignore[import-not-found]
from pyodide.ffi import create_once_callable, to_js  # type: ignore[import-not-found]

from ginrules.core.reader import int_or
from gintutor.review.record import MAX_RECORD_CHARS

__all__ = ["download", "file_name", "read_file"]


def file_name(st: ReviewPage) -> str:
    """The downloaded file's name: the kept game's name, or the opened file's."""
    source = st.source.removeprefix("file:")
    stem = "".join(c if c.isalnum() or c in "-_" else "-" for c in source)[:60] or "record"
    return stem if stem.endswith(".json") else f"gin-tutor-{stem}.json"


def download(st: ReviewPage) -> str | None:
    """The open record as a file; its name (None: no record is open)."""
    if st.record is None:
        return None
    options = to_js({"type": "application/json"}, dict_converter=Object.fromEntries)
    blob = Blob.new(to_js([st.record.to_json()]), options)
    address = URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = address
    name = file_name(st)
    link.download = name
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(create_once_callable(lambda: URL.revokeObjectURL(address)), 1000)
    return name


async def read_file(field: Any) -> tuple[str, str | None, int] | None:
    """The chosen file's name, its text (None when it is too big to be a record: it is
    not read at all) and its size; None when no file is chosen."""
    files = field.files
    if files is None or files.length == 0:
        return None
    chosen = files.item(0)
    size = int_or(str(chosen.size), MAX_RECORD_CHARS + 1, minimum=0)
    if size > MAX_RECORD_CHARS:
        return str(chosen.name), None, size
    return str(chosen.name), str(await chosen.text()), size
