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
  var settings = {};
  try { settings = JSON.parse(localStorage.getItem(KEY) || "{}") || {}; } catch (e) { settings = {}; }
  html.setAttribute("data-rules", settings.rules || "standard");
  if (settings.four) html.classList.add("four-colour");

  var kind = html.getAttribute("data-kind");
  if (kind === "root") {
    var lang = settings.lang || ((navigator.language || "").toLowerCase().indexOf("nl") === 0 ? "nl" : null);
    if (lang === "en" || lang === "nl") location.replace(lang + "/");
  } else if (kind && html.lang && settings.lang !== html.lang) {
    settings.lang = html.lang;
    try { localStorage.setItem(KEY, JSON.stringify(settings)); } catch (e) { /* private mode */ }
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
