"""Shared helpers for the page controllers, run in the browser by PyScript.

Every page with a controller ends with::

    <script type="py">from app.common import boot; boot("<kind>")</script>

`boot` wires the header settings, imports ``app.<kind>`` and calls its ``main(page)``
(``page`` is the JSON blob the build wrote into the page, see `page()`), then enables the
``fieldset.live`` controls and sets ``<html data-ready>``. If anything raises, the learner
gets the friendly error panel with a reload button instead of a frozen page.

A controller's ``main`` may be ``async``; ``data-ready`` is then set when it returns.

Only this package touches the DOM; rules and card markup come from ``ginrules`` and
``gintutor.render`` (the same code the build uses).
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import json
import traceback
from collections.abc import Callable, Iterable
from datetime import date
from typing import TYPE_CHECKING, Any

from js import console, document, performance, window  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from ginrules.core.reader import InputError, as_str, parse_json
from ginrules.words import engine_words
from gintutor.render import card_back_html, card_html, hand_html
from gintutor.words import area

if TYPE_CHECKING:
    from gintutor.practice_set import PracticeSet

__all__ = [
    "SITE_WORDS",
    "CardPicker",
    "announce",
    "boot",
    "card_back_html",
    "card_html",
    "hand_html",
    "is_null",
    "keep_aside",
    "kept_aside",
    "lang",
    "load",
    "load_text",
    "notice",
    "on",
    "on_settings_change",
    "on_storage",
    "page",
    "preset_name",
    "q",
    "qa",
    "ready",
    "rules",
    "save",
    "save_text",
    "set_aside",
    "set_html",
    "set_text",
    "settings",
    "show_error",
]

SETTINGS_KEY = "gin.settings"  # {"rules": preset name, "four": bool, "lang": "en"|"nl"}
ASIDE = ".unreadable"  # stored values that could not be read are kept under <key>.unreadable
_ASIDE_COPIES = 5  # more damaged values of one key: <key>.unreadable.2 ... .5

_PROXIES: list[Any] = []  # event handlers stay alive as long as the page
_SETTINGS_LISTENERS: list[Callable[[dict[str, Any]], None]] = []
_PAGE: dict[str, Any] | None = None
_NOTICES: list[str] = []  # what the storage status line says on this page, each once
_CHANGED: dict[str, Any] = {}  # settings changed on this page (they hold even if not saved)


# ----------------------------------------------------------------------------- page data


def page() -> dict[str, Any]:
    """The page's JSON blob: kind, slug, lang, root (relative URL of the site root),
    lessons (slugs, on home and lesson pages) and data (from the page kind's provider)."""
    global _PAGE
    if _PAGE is None:
        _PAGE = json.loads(document.getElementById("page-data").textContent)
    return _PAGE


def lang() -> str:
    return str(page()["lang"])


#: The site frame's words (``gintutor/words/site.json``: the notices, the course map's
#: labels), said like every word: ``SITE_WORDS.say(key, lang(), **values)``.
SITE_WORDS = area("site")


# ----------------------------------------------------------------------------- DOM


def is_null(value: Any) -> bool:
    """True for None and for JavaScript's null/undefined as Pyodide hands them over
    (``JsNull`` is neither None nor reliably falsy in every version)."""
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


def q(selector: str, root: Any = None) -> Any:
    """First element matching `selector`, or None (never a JsNull)."""
    element = (root if root is not None else document).querySelector(selector)
    return None if is_null(element) else element


def qa(selector: str, root: Any = None) -> list[Any]:
    return list((root if root is not None else document).querySelectorAll(selector))


def on(element: Any, event: str, handler: Callable[[Any], Any]) -> None:
    """addEventListener with a handler that lives as long as the page."""
    if is_null(element):
        raise LookupError(f"on(): no element to listen to for {event!r}")
    proxy = create_proxy(handler)
    _PROXIES.append(proxy)
    element.addEventListener(event, proxy)


def set_html(element: Any, markup: str) -> None:
    element.innerHTML = markup


def set_text(element: Any, text: str) -> None:
    element.textContent = text


def announce(text: str) -> None:
    """Say `text` through the page's polite live region (screen readers)."""
    region = document.getElementById("announce")
    if is_null(region):
        return
    region.textContent = ""
    region.textContent = text


# ----------------------------------------------------------------------------- storage


def _storage() -> Any:
    """The browser's localStorage, looked up on each use: with storage switched off,
    merely reading ``window.localStorage`` throws (a SecurityError), and that must cost
    only the saving, never the page. Callers catch what this raises."""
    return window.localStorage


def load_text(key: str) -> str | None:
    """The raw localStorage string, or None. (JavaScript's null reaches Python as
    ``pyodide.ffi.JsNull``, not None: always read storage through this.)"""
    try:
        raw = _storage().getItem(key)
    except Exception:  # storage disabled
        return None
    return raw if isinstance(raw, str) else None


def load(key: str, default: Any = None, what: str = "stored_settings") -> Any:
    """A JSON value from localStorage through the one reader, or `default` when absent.
    A value that cannot be read is kept aside (never lost), and the page says so once."""
    raw = load_text(key)
    if raw is None:
        return default
    try:
        return parse_json(raw, key)
    except InputError as exc:
        console.warn(f"{key}: {exc}")
        set_aside(key, raw, what)
        return default


def save_text(key: str, text: str) -> bool:
    """Store `text`; False (and a polite line on the page, once) when the browser refuses:
    storage full or switched off. The page goes on working either way."""
    try:
        _storage().setItem(key, text)
        return True
    except Exception as exc:
        console.warn(f"could not save {key}: {exc}")
        notice(SITE_WORDS.say("storage_unsaved", lang()))
        return False


def save(key: str, value: Any) -> bool:
    return save_text(key, json.dumps(value))


def keep_aside(key: str, raw: str, aside: str | None = None) -> bool:
    """Copy a stored value that cannot be read to `aside` (default ``<key>.unreadable``),
    or to the first free numbered copy when that one already holds another value. True
    when the value is safely kept (then the caller may replace the original)."""
    base = aside or key + ASIDE
    for name in [base, *(f"{base}.{n}" for n in range(2, _ASIDE_COPIES + 1))]:
        held = load_text(name)
        if held == raw:
            return True
        if held is None:
            try:
                _storage().setItem(name, raw)
                return True
            except Exception:
                return False
    return False


def set_aside(key: str, raw: str, what: str, aside: str | None = None) -> None:
    """A damaged stored value: keep it aside, drop the original (so a reload does not meet
    it again) and say so on the page. Kept copies go out with the progress export."""
    if keep_aside(key, raw, aside):
        with contextlib.suppress(Exception):
            _storage().removeItem(key)
    notice(SITE_WORDS.say("storage_aside", lang(), what=SITE_WORDS.say(what, lang())))


def today() -> date:
    """The learner's calendar day by the browser's clock (the practice set's schedule;
    the page's own clock, so a test can set it)."""
    from ginrules.core.reader import int_or

    now = window.Date.new()
    year = int_or(str(now.getFullYear()), 2026, minimum=1970, maximum=9999)
    month = int_or(str(now.getMonth()), 0, minimum=0, maximum=11) + 1
    day = int_or(str(now.getDate()), 1, minimum=1, maximum=31)
    try:
        return date(year, month, day)
    except ValueError:  # no such day (a clock that says 31 February): the month's first
        return date(year, month, 1)


def practice_set() -> PracticeSet:
    """The learner's practice set from storage, through the one reader; a damaged one is
    kept aside (and said so), and the page goes on with an empty set."""
    from gintutor.practice_set import SET_KEY, PracticeSet, PracticeSetError

    raw = load_text(SET_KEY)
    try:
        return PracticeSet.from_json(raw)
    except PracticeSetError:
        set_aside(SET_KEY, raw or "", "stored_set")
        return PracticeSet()


def save_practice_set(kept: PracticeSet) -> bool:
    from gintutor.practice_set import SET_KEY

    return save_text(SET_KEY, kept.to_json())


def kept_aside() -> dict[str, str]:
    """Every stored value kept aside as unreadable, by key (for the progress export)."""
    found: dict[str, str] = {}
    try:
        store = _storage()
        names = [store.key(i) for i in range(store.length)]
    except Exception:
        return found
    for name in names:
        if isinstance(name, str) and ASIDE in name:
            raw = load_text(name)
            if raw is not None:
                found[name] = raw
    return found


def notice(text: str) -> None:
    """Say `text` in the page's storage status line (made on first use, at the top of the
    main content; role=status so screen readers hear it politely). Each text once."""
    if text in _NOTICES:
        return
    _NOTICES.append(text)
    line = document.getElementById("storage-status")
    if is_null(line):
        line = document.createElement("p")
        line.id = "storage-status"
        line.className = "storage-status"
        line.setAttribute("role", "status")
        main = q("main")
        if main is None:
            return
        main.insertBefore(line, main.firstChild)
    line.textContent = " ".join(_NOTICES)  # outside words are text, never markup


def on_storage(key: str, callback: Callable[[], Any]) -> None:
    """Call `callback()` when another tab changes `key` (or clears the storage)."""

    def changed(event: Any) -> None:
        if is_null(event.key) or event.key == key:
            callback()

    on(window, "storage", changed)


def settings() -> dict[str, Any]:
    """The learner's settings, always a dict with a string "rules" and a bool "four"
    (boot.js already set aside a stored value of the wrong shape; this is the backstop)."""
    raw = load_text(SETTINGS_KEY)
    stored: Any = {}
    if raw is not None:
        try:
            stored = parse_json(raw, SETTINGS_KEY)
        except InputError:
            stored = None
        if not isinstance(stored, dict):
            set_aside(SETTINGS_KEY, raw, "stored_settings")
            stored = {}
    s = dict(stored)
    try:
        s["rules"] = as_str(s.get("rules", "standard"), "the house rules", max_chars=40)
    except InputError:
        s["rules"] = "standard"
    s["four"] = s.get("four") is True
    s.update(_CHANGED)
    return s


def preset_name() -> str:
    return str(settings()["rules"])


def rules() -> Any:
    """The learner's house rules as a ``ginrules.Rules``."""
    from ginrules import Rules

    try:
        return Rules.preset(preset_name())
    except Exception:
        return Rules.preset("standard")


def on_settings_change(callback: Callable[[dict[str, Any]], None]) -> None:
    """Call `callback(settings)` after the learner changes a setting."""
    _SETTINGS_LISTENERS.append(callback)


def _update_setting(name: str, value: Any) -> None:
    _CHANGED[name] = value
    s = settings()
    save(SETTINGS_KEY, s)
    html = document.documentElement
    html.setAttribute("data-rules", s["rules"])
    html.classList.toggle("four-colour", bool(s["four"]))
    for callback in _SETTINGS_LISTENERS:
        callback(s)


def _init_settings_ui() -> None:
    s = settings()
    select = document.getElementById("set-rules")
    four = document.getElementById("set-four")
    if not is_null(select):
        select.value = s["rules"]

        def rules_chosen(ev: Any) -> None:
            _update_setting("rules", ev.target.value)
            said = engine_words().say(f"preset.{ev.target.value}", lang())
            announce(f"{SITE_WORDS.say('house_rules', lang())}: {said}")

        on(select, "change", rules_chosen)
    if not is_null(four):
        four.checked = bool(s["four"])
        on(four, "change", lambda ev: _update_setting("four", bool(ev.target.checked)))


# ----------------------------------------------------------------------------- cards


class CardPicker:
    """Makes a pre-rendered hand (``hand_html(..., interactive=True, name=...)``) pickable.

    Mouse, touch and keyboard: the hand is one Tab stop; Left/Right/Home/End move between
    cards; Space or Enter toggles a card (native buttons). `single=True` keeps at most one
    card chosen. `on_change(codes)` gets the chosen card codes after each change.
    """

    def __init__(
        self,
        name: str,
        on_change: Callable[[list[str]], Any] | None = None,
        *,
        single: bool = False,
        root: Any = None,
    ) -> None:
        self.element = q(f'[data-hand="{name}"]', root)
        if self.element is None:
            raise LookupError(f"no hand named {name!r} on this page")
        self.on_change = on_change
        self.single = single
        on(self.element, "click", self._click)
        on(self.element, "keydown", self._key)
        self._roving()

    def buttons(self) -> list[Any]:
        return qa("button.card", self.element)

    def selected(self) -> list[str]:
        return [b.dataset.card for b in self.buttons() if b.getAttribute("aria-pressed") == "true"]

    def set_cards(self, cards: Iterable[Any], selected: Iterable[Any] = ()) -> None:
        """Redraw the hand with other cards (same markup as the build)."""
        label = self.element.getAttribute("aria-label")
        name = self.element.dataset.hand
        html = hand_html(cards, lang(), label=label, interactive=True, selected=selected, name=name)
        self.element.innerHTML = _inner(html)
        self._roving()

    def redraw(self, markup: str) -> None:
        """Put other card markup in the hand (e.g. cards in labelled groups), keeping one
        Tab stop; every ``button.card`` inside stays pickable."""
        self.element.innerHTML = markup
        self._roving()

    def clear(self) -> None:
        for b in self.buttons():
            b.setAttribute("aria-pressed", "false")
        self._changed()

    def _roving(self) -> None:
        buttons = self.buttons()
        for i, b in enumerate(buttons):
            b.tabIndex = 0 if i == 0 else -1

    def _click(self, event: Any) -> None:
        button = event.target.closest("button.card")
        if is_null(button) or button.disabled:
            return
        pressed = button.getAttribute("aria-pressed") == "true"
        if self.single and not pressed:
            for b in self.buttons():
                b.setAttribute("aria-pressed", "false")
        button.setAttribute("aria-pressed", "false" if pressed else "true")
        self._focus(button)
        self._changed()

    def _key(self, event: Any) -> None:
        buttons = self.buttons()
        current = event.target.closest("button.card")
        if is_null(current) or not buttons:
            return
        if event.altKey or event.shiftKey or event.ctrlKey or event.metaKey:
            return  # a modified arrow is the page's own (e.g. moving a card)
        i = next((k for k, b in enumerate(buttons) if b == current), 0)
        moves = {
            "ArrowRight": i + 1,
            "ArrowDown": i + 1,
            "ArrowLeft": i - 1,
            "ArrowUp": i - 1,
            "Home": 0,
            "End": len(buttons) - 1,
        }
        if event.key in moves:
            event.preventDefault()
            self._focus(buttons[max(0, min(len(buttons) - 1, moves[event.key]))])

    def _focus(self, button: Any) -> None:
        for b in self.buttons():
            b.tabIndex = -1
        button.tabIndex = 0
        button.focus()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.selected())


def _inner(hand_markup: str) -> str:
    """The slots of a hand_html() string (its children), for redrawing in place."""
    start = hand_markup.index(">") + 1
    end = hand_markup.rindex("</div>")
    return hand_markup[start:end]


# ----------------------------------------------------------------------------- lifecycle


def ready() -> None:
    """Enable the live controls and tell the page (and tests) it is interactive."""
    for fieldset in qa("fieldset.live"):
        fieldset.removeAttribute("disabled")
    html = document.documentElement
    html.removeAttribute("data-busy")
    performance.mark("gin:ready")
    html.setAttribute("data-ready", "")


def show_error(exc: BaseException) -> None:
    """The friendly error panel, with the error's first line for a bug report."""
    console.error("".join(traceback.format_exception(exc)))
    html = document.documentElement
    html.removeAttribute("data-busy")
    html.setAttribute("data-error", "")
    panel = document.getElementById("py-error")
    if not is_null(panel):
        panel.hidden = False
        detail = q(".error-detail", panel)
        if detail is not None:
            detail.textContent = f"{type(exc).__name__}: {exc}"[:300]


async def _finish(awaitable: Any) -> None:
    try:
        await awaitable
        ready()
    except Exception as exc:
        show_error(exc)


def boot(kind: str) -> None:
    """Start the page: settings, then the controller ``app.<kind>``, then data-ready.
    Marks gin:boot (this module and what it imports are loaded) and gin:controller (the
    controller's module too), for the start-up profile of benchmarks/bench_site.py."""
    performance.mark("gin:boot")
    try:
        if document.documentElement.hasAttribute("data-settings-aside"):  # boot.js did it
            notice(SITE_WORDS.say("storage_aside", lang(),
                                  what=SITE_WORDS.say("stored_settings", lang())))
        _init_settings_ui()
        try:
            module = importlib.import_module(f"app.{kind}")
        except ModuleNotFoundError as exc:
            if exc.name != f"app.{kind}":
                raise
            module = None  # a page kind without a controller: only the settings are live
        performance.mark("gin:controller")
        result = module.main(page()) if module is not None else None
        if hasattr(result, "__await__"):  # an async main (no `inspect`: it is slow to import)
            document.documentElement.setAttribute("data-busy", "")
            _PROXIES.append(asyncio.ensure_future(_finish(result)))
        else:
            ready()
    except Exception as exc:
        show_error(exc)
