// The page's own start-up script (beside start.mjs, which starts Pyodide, and its snapshot
// worker). Runs in <head> before the page is painted:
// 1. applies the learner's settings (house rules, four-colour deck) so pre-rendered cards
//    and tables look right at once;
// 2. shows the friendly error panel if Python fails to start (common.py handles errors
//    inside the controllers; this catches the rest);
// 3. registers the service worker once the page is interactive, so precaching never
//    competes with the first load, and shows the "new version" banner when a new build
//    takes over.
(function () {
  "use strict";
  var KEY = "gin.settings";
  var html = document.documentElement;
  var swUrl = new URL("../sw.js", document.currentScript.src);
  var settings = readSettings();
  html.setAttribute("data-rules", settings.rules);
  if (settings.four) html.classList.add("four-colour");

  var kind = html.getAttribute("data-kind");
  if (kind === "root") {
    var lang = settings.lang || ((navigator.language || "").toLowerCase().indexOf("nl") === 0 ? "nl" : null);
    if (lang === "en" || lang === "nl") location.replace(lang + "/");
  } else if (kind && html.lang && settings.lang !== html.lang) {
    settings.stored.lang = html.lang;
    try { localStorage.setItem(KEY, JSON.stringify(settings.stored)); } catch (e) { /* private mode */ }
  }

  // The stored settings, whatever another version, tab or extension left there: this runs
  // before Python, so it checks the shape itself, and nothing here may throw (the service
  // worker registration below must always be reached). A value that is not a small object
  // is kept aside under KEY + ".unreadable" (the Python side says so on the page, once)
  // and the page starts from the defaults. "stored" is what is written back.
  function readSettings() {
    var out = { rules: "standard", four: false, lang: null, stored: {} };
    var raw = null;
    try { raw = localStorage.getItem(KEY); } catch (e) { return out; }
    if (raw === null) return out;
    var value = null;
    // Settings are a few short values: anything long is damage. The bound also keeps
    // JSON.parse from meeting thousands of nested brackets.
    if (raw.length <= 2000) { try { value = JSON.parse(raw); } catch (e) { value = null; } }
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      setAside(raw);
      return out;
    }
    var stored = {};
    ["rules", "four", "lang"].forEach(function (name) {
      var v = Object.prototype.hasOwnProperty.call(value, name) ? value[name] : undefined;
      if (typeof v === "string" && v.length <= 40) stored[name] = v;
      else if (typeof v === "boolean") stored[name] = v;
    });
    if (typeof stored.rules === "string" && /^[a-z-]+$/.test(stored.rules)) out.rules = stored.rules;
    out.four = stored.four === true;
    if (stored.lang === "en" || stored.lang === "nl") out.lang = stored.lang;
    out.stored = stored;
    return out;
  }
  function setAside(raw) {
    try {
      var asideKey = KEY + ".unreadable";
      var held = localStorage.getItem(asideKey);
      if (held !== null && held !== raw) asideKey += ".2";
      localStorage.setItem(asideKey, raw);
      localStorage.removeItem(KEY);
      html.setAttribute("data-settings-aside", "");
    } catch (e) { /* storage full: keep the original where it is; defaults are used */ }
  }

  document.addEventListener("click", function (ev) {
    if (ev.target.closest && ev.target.closest("[data-reload]")) location.reload();
  });

  function settled() { return html.hasAttribute("data-ready") || html.hasAttribute("data-error"); }
  function fail(detail) {
    if (settled()) return;
    html.setAttribute("data-error", "");
    var panel = document.getElementById("py-error");
    if (!panel) return;
    panel.hidden = false;
    var d = panel.querySelector(".error-detail");
    if (d && detail) d.textContent = String(detail).slice(0, 300);
  }
  window.addEventListener("error", function (ev) {
    if (document.querySelector('script[type="py"]')) fail(ev.message);
  });
  window.addEventListener("unhandledrejection", function (ev) {
    if (document.querySelector('script[type="py"]')) fail(ev.reason && (ev.reason.message || ev.reason));
  });
  // All Python scripts finished: the controller must have set data-ready (or data-busy
  // while async work goes on).
  window.addEventListener("py:all-done", function () {
    if (!html.hasAttribute("data-busy")) setTimeout(function () { fail("Python stopped before the page was ready."); }, 0);
  });

  // A new build's worker takes over open pages (skipWaiting + clients.claim). Listen from
  // the start: the browser checks for an update as soon as it navigates, so the new worker
  // may take over before this page is ready and registers. A page that had no worker
  // (a first visit) is only now getting one: no banner then.
  if ("serviceWorker" in navigator) {
    var hadController = !!navigator.serviceWorker.controller;
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      var banner = document.getElementById("sw-update");
      if (hadController && banner) banner.hidden = false;
      hadController = true;
    });
  }
  function register() {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register(swUrl, { updateViaCache: "none" }).catch(function () {});
  }
  function whenSettled() {
    if (!document.querySelector('script[type="py"]') || settled()) { register(); return; }
    new MutationObserver(function (list, obs) {
      if (settled()) { obs.disconnect(); register(); }
    }).observe(html, { attributes: true });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", whenSettled);
  else whenSettled();
})();
