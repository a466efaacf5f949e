"""Python that the page did not ship never runs (issue 30).

PyScript runs every ``<script type="py">`` and ``<py-script>`` that appears in a page, and
the Content Security Policy cannot see that. These tests play an attacker who got markup
into a page (the second mistake the guard in site/static/boot.js is for): once while the
page starts (at DOMContentLoaded, before PyScript has looked at the document) and once
after it is ready, every route is tried; each injected program would set a flag on
``window`` and in localStorage. None may be set, nothing of it may stay in the document,
and the page's own Python must still answer afterwards. One visit per page kind and start
(cold: a fresh browser context; warm: the shared context, which restores Pyodide's
snapshot), the languages alternating.

Run alone:  .venv/bin/pytest tests/browser/test_injected_python.py -q
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

# (kind, language, start): every kind cold and warm, each language with both starts.
VISITS = [
    ("lesson", "en", "cold"),
    ("lesson", "nl", "warm"),
    ("puzzles", "nl", "cold"),
    ("puzzles", "en", "warm"),
    ("practice", "en", "cold"),
    ("practice", "nl", "warm"),
    ("rules", "nl", "cold"),
    ("home", "en", "warm"),
    ("score_pad", "nl", "cold"),
    ("review", "en", "warm"),
]

# Defines window.__inject(tag): tries every route, returns {route: "inserted" | error}.
# Added as an init script, so it can also run at DOMContentLoaded, the earliest moment a
# page's own code could put markup in the document.
INJECT = r"""
(() => {
  const close = "</scr" + "ipt>";
  window.__inject = (tag) => {
    const py = (route) => `import js\njs.window.pwned_${route}_${tag} = 1\n` +
      `js.localStorage.setItem("pwned_${route}_${tag}", "1")`;
    const host = document.querySelector("main") || document.body;
    const add = (markup) => host.insertAdjacentHTML("beforeend", markup);
    const core = document.querySelector('script[type="module"]').src;
    const pyodide = new URL(core.replace(/pyscript\/core\.js$/, "pyodide/pyodide.mjs"));
    const icon = document.querySelector('link[rel="icon"]').href;
    const made = (name, text, type) => {
      const el = document.createElement(name);
      if (type) el.type = type;
      el.appendChild(document.createTextNode(text));
      return el;
    };
    const routes = {
      inner_html: () => {
        const div = host.appendChild(document.createElement("div"));
        div.innerHTML = `<script type="py">${py("inner_html")}${close}`;
      },
      adjacent_html: () => add(`<div><script type="py">${py("adjacent_html")}${close}</div>`),
      create_element_text: () => {
        const s = document.createElement("script");
        s.type = "py";
        s.textContent = py("create_element_text");
        host.appendChild(s);
      },
      create_element_node: () => host.appendChild(made("script", py("create_element_node"), "py")),
      py_script_markup: () => add(`<py-script>${py("py_script_markup")}</py-script>`),
      py_script_element: () => host.appendChild(made("py-script", py("py_script_element"))),
      shadow_root: () => {
        const div = host.appendChild(document.createElement("div"));
        const shadow = div.attachShadow({ mode: "open" });
        shadow.appendChild(made("script", py("shadow_root"), "py"));
      },
      mpy_script_markup: () => add(`<mpy-script>${py("mpy_script_markup")}</mpy-script>`),
      pyodide_script: () =>
        add(`<script type="pyodide" version="${pyodide.pathname}">${py("pyodide_script")}${close}`),
      py_attribute: () => add(`<img alt="" src="${icon}" py-load="boot">`),
      inline_js: () => host.appendChild(made("script", `window.pwned_inline_js_${tag} = 1`)),
      inline_handler: () => {
        const div = host.appendChild(document.createElement("div"));
        div.innerHTML = `<img alt="" src="" onerror="window.pwned_inline_handler_${tag} = 1">`;
      },
      iframe: () => add(`<iframe srcdoc="<script type=module src=${core}>${close}` +
        `<script type=py config='{&quot;interpreter&quot;:&quot;${pyodide.href}&quot;}'>` +
        `import js&#10;js.parent.pwned_iframe_${tag} = 1${close}"></iframe>`),
    };
    const out = {};
    for (const [name, route] of Object.entries(routes)) {
      try {
        route();
        out[name] = "inserted";
      } catch (err) {
        out[name] = String(err).slice(0, 200);
      }
    }
    return out;
  };
  document.addEventListener("DOMContentLoaded", () => {
    window.__early = window.__inject("early");
  });
})();
"""

# What stayed: flags set by injected code, and injected elements left in the document (the
# page's own <script type="py"> is the one with a config attribute).
LEFT = """() => ({
  flags: Object.keys(window).filter((k) => k.startsWith("pwned_")),
  stored: Object.keys(localStorage).filter((k) => k.startsWith("pwned_")),
  elements: [...document.querySelectorAll(
    'script[type="py"]:not([config]), script[type="pyodide"], script[type="mpy"], ' +
    'py-script, mpy-script, iframe, [py-load]')].map((el) => el.outerHTML.slice(0, 80)),
  own: document.querySelectorAll('script[type="py"][config]').length,
  error: document.documentElement.hasAttribute("data-error"),
})"""

# Requests a second interpreter would make (a <script type="pyodide"> starts its own).
INTERPRETER_FILES = (".wasm", "python_stdlib.zip", "pyodide-lock.json", "micropython")


def page_path(site: Any, kind: str, lang: str) -> str:
    if kind == "lesson":
        lessons = sorted((site.dir / lang / "lessons").glob("*/index.html"))
        assert lessons, "no lesson page was built"
        return f"{lang}/{Path(lessons[0].parent).relative_to(site.dir / lang).as_posix()}/"
    return f"{lang}/" + {"home": "", "rules": "rules/", "puzzles": "puzzles/",
                         "practice": "practice/", "score_pad": "score-pad/",
                         "review": "review/"}[kind]


def still_answers(page: Any) -> None:
    """The page's own Python still handles a control: the house rules choice."""
    page.locator("details.settings summary").click()
    choice = page.locator("#set-rules")
    before = choice.input_value()
    other = "hoyle" if before != "hoyle" else "standard"
    choice.select_option(other)
    page.wait_for_selector(f"html[data-rules={other}]", state="attached")
    choice.select_option(before)
    page.wait_for_selector(f"html[data-rules={before}]", state="attached")


@pytest.mark.parametrize(("kind", "lang", "start"), VISITS)
def test_injected_python_never_runs(
    kind: str, lang: str, start: str, site: Any, context: Any, new_context: Any, tools: Any
) -> None:
    ctx = new_context(service_workers="block") if start == "cold" else context
    page = ctx.new_page()
    try:
        page.add_init_script(script=INJECT)
        page.goto(site.url + page_path(site, kind, lang))
        tools.wait_ready(page)
        snapshot = page.evaluate("document.documentElement.dataset.snapshot || ''")
        assert (snapshot == "restored") == (start == "warm"), snapshot
        early = page.evaluate("window.__early")
        assert early, "the injection at DOMContentLoaded did not run"

        requests: list[str] = []
        page.on("request", lambda req: requests.append(req.url))
        late = page.evaluate("window.__inject('late')")
        # The guard takes injected elements out as they are added, before PyScript's own
        # observer sees them: "elements" below is empty at once or never. The flags are
        # read after the page's own Python has answered two events that came after the
        # injection (in the same interpreter an injected program would use) and every
        # injected image has settled (an onerror handler would have run).
        still_answers(page)
        page.wait_for_function("[...document.images].every(img => img.complete)")
        left = page.evaluate(LEFT)

        assert left["flags"] == [] and left["stored"] == [], (left, early, late)
        assert left["elements"] == [], left["elements"]
        assert left["own"] == 1 and not left["error"], left
        if start == "warm":  # a cold page's snapshot worker fetches these files itself
            second = [u for u in requests if any(f in u for f in INTERPRETER_FILES)]
            assert second == [], f"a second interpreter started loading: {second}"
        # Script text from a string is refused outright (Trusted Types), at any time.
        for result in (early, late):
            assert "TrustedScript" in result["create_element_text"], result
    finally:
        page.close()
