"""The build's own static server (``./dev serve``, the browser tests, the benchmarks)
compresses text the way a web host does, so what a page downloads is measured as a
learner's phone would get it; what is compressed already is sent as it is."""

from __future__ import annotations

import gzip
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

import build


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    (tmp_path / "page").mkdir()
    (tmp_path / "page" / "index.html").write_text("<p>" + "cards " * 400 + "</p>")
    (tmp_path / "start.mjs").write_text("export const x = 1;\n" * 200)
    (tmp_path / "runtime.wasm").write_bytes(b"\0asm" + b"\1" * 4000)
    (tmp_path / "tutor.zip.xz").write_bytes(b"\xfd7zXZ" + b"\2" * 4000)
    server, url = build.serve_in_thread(tmp_path)
    yield url
    server.shutdown()


def _get(url: str, gzip_ok: bool) -> tuple[dict[str, str], bytes]:
    headers = {"Accept-Encoding": "gzip, deflate, br"} if gzip_ok else {}
    with urllib.request.urlopen(urllib.request.Request(url, headers=headers)) as answer:
        return dict(answer.headers.items()), answer.read()


def test_text_is_sent_gzipped_to_a_browser_that_takes_it(served: str, tmp_path: Path) -> None:
    for path, file in (("page/", "page/index.html"), ("start.mjs", "start.mjs")):
        headers, body = _get(served + path, gzip_ok=True)
        assert headers["Content-Encoding"] == "gzip", path
        assert headers["Vary"] == "Accept-Encoding"
        assert int(headers["Content-Length"]) == len(body) < (tmp_path / file).stat().st_size
        assert gzip.decompress(body) == (tmp_path / file).read_bytes()
        headers, body = _get(served + path, gzip_ok=False)
        assert "Content-Encoding" not in headers
        assert body == (tmp_path / file).read_bytes()


def test_what_is_compressed_already_is_sent_as_it_is(served: str, tmp_path: Path) -> None:
    for name in ("runtime.wasm", "tutor.zip.xz"):
        headers, body = _get(served + name, gzip_ok=True)
        assert "Content-Encoding" not in headers, name
        assert body == (tmp_path / name).read_bytes()


def test_a_changed_file_is_sent_new(served: str, tmp_path: Path) -> None:
    _get(served + "start.mjs", gzip_ok=True)
    (tmp_path / "start.mjs").write_text("export const y = 2;\n" * 300)
    _headers, body = _get(served + "start.mjs", gzip_ok=True)
    assert gzip.decompress(body) == (tmp_path / "start.mjs").read_bytes()
