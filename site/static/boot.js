// The page's own start-up script (beside start.mjs, which starts Pyodide, and its snapshot
// worker). Runs in <head> before the page is painted:
// 1. applies the learner's settings (house rules, four-colour deck) so pre-rendered cards
//    and tables look right at once;
// 2. shows the friendly error panel if Python fails to start (common.py handles errors
//    inside the controllers; this catches the rest);
// 3. registers the service worker once the page is interactive, so precaching never
//    competes with the first load, and shows the "new version" banner when a new build
//    takes over;
// 4. and first of all makes sure that only the Python this page shipped runs (guardCode).
(function () {
  "use strict";
  var KEY = "gin.settings";
  var html = document.documentElement;
  guardCode();
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

  // Only the Python this page shipped runs (issue 30). PyScript runs every <script
  // type="py"> and <py-script> element that ever appears in the document, and calls the
  // Python function named in a py-click="..." style attribute; the Content Security Policy
  // cannot see any of that. So markup that reached the page some other way (a bug that puts
  // outside text into innerHTML) could run Python, and through it JavaScript. Two walls:
  // - Trusted Types (the policy in build.py requires them): every string written as markup
  //   (innerHTML, insertAdjacentHTML, outerHTML, ...) passes the "default" policy below,
  //   which takes out anything that could run code before it becomes part of the page.
  //   The same policy refuses script text written from a string, and script and worker
  //   addresses outside this site.
  // - A MutationObserver, made here before PyScript makes its own (observers hear of a
  //   change in the order they were made), defuses every such element added after the page
  //   was parsed, however it was added, before PyScript looks at it. It also covers
  //   browsers without Trusted Types.
  function guardCode() {
    var PY_ATTR = /^(?:py|mpy|pyodide|micropython)-/i;
    var FRAMES = /^(?:iframe|frame|frameset|object|embed|portal|fencedframe|meta|base)$/;
    // A quick test before parsing markup: a string without any of these cannot hold a
    // script, a frame or a py-* attribute (HTML matches tag and attribute names only in
    // ASCII, case-insensitively).
    var SUSPECT = /script|frame|object|embed|portal|meta|base|py-|pyodide-|micropython-/i;

    // The browser's own script types (JavaScript, which the policy governs); every other
    // <script> type is data for some other runtime, PyScript's among them.
    function isJavaScript(el) {
      var type = (el.getAttribute("type") || "").trim().toLowerCase();
      return type === "" || type === "module" || /^(?:text|application)\/(?:x-)?(?:java|ecma|j|live)script$/.test(type);
    }
    function runsCode(el) {
      var name = el.localName;
      if (name === "script") return !isJavaScript(el);
      return /-script$/.test(name) || FRAMES.test(name);
    }
    // Out of the document, without attributes (type, src, config, srcdoc...) or content.
    function neutralise(el) {
      if (el.parentNode) el.parentNode.removeChild(el);
      for (var i = el.attributes.length - 1; i >= 0; i--) el.removeAttribute(el.attributes[i].name);
      if (el.localName === "script") el.setAttribute("type", "text/plain");
      while (el.firstChild) el.removeChild(el.firstChild);
    }
    /** Defuse `root` and everything in it; returns how many things were taken out. */
    function defuse(root) {
      var found = 0;
      var all = root.nodeType === 1 ? [root] : [];
      Array.prototype.push.apply(all, root.querySelectorAll("*"));
      all.forEach(function (el) {
        if (el.localName === "template") found += defuse(el.content);
        if (runsCode(el)) {
          if (found === 0) console.warn("Blocked markup that could run code:", el.outerHTML.slice(0, 200));
          neutralise(el);
          found++;
          return;
        }
        for (var i = el.attributes.length - 1; i >= 0; i--) {
          var name = el.attributes[i].name;
          if (PY_ATTR.test(name)) {
            el.removeAttribute(name);
            found++;
          }
        }
      });
      return found;
    }

    var tt = window.trustedTypes;
    if (tt && tt.createPolicy) {
      // Parses markup inside the default policy (which must not call itself); nothing else
      // can reach it, and the page's policy allows no other policy of these two names.
      var parse = tt.createPolicy("gin-parse", { createHTML: function (s) { return s; } });
      tt.createPolicy("default", {
        createHTML: function (s) {
          if (!SUSPECT.test(s)) return s;
          var t = document.createElement("template");
          t.innerHTML = parse.createHTML(s);
          return defuse(t.content) ? t.innerHTML : s;
        },
        // eval and Function: PyScript builds a function with Function() as it starts (the
        // policy's 'unsafe-eval' allows them anyway). Script text written as a string: never
        // by this site, so never at all.
        createScript: function (s, type, sink) {
          if (!sink || sink === "eval" || sink === "Function") return s;
          console.warn("Blocked script text (" + sink + "):", String(s).slice(0, 100));
          return null;
        },
        createScriptURL: function (s) {
          var url = new URL(s, document.baseURI);
          return url.origin === location.origin ? s : null;
        }
      });
    }

    // Made now, before PyScript's; it starts listening once the page is parsed, so the
    // page's own elements are never touched.
    var watch = new MutationObserver(function (records) {
      records.forEach(function (record) {
        record.addedNodes.forEach(function (node) { if (node.nodeType === 1) defuse(node); });
      });
    });
    var listen = function () { watch.observe(document, { childList: true, subtree: true }); };
    if (document.readyState !== "loading") listen();
    else document.addEventListener("readystatechange", listen, { once: true });
    // PyScript also watches every shadow root made later (it wraps attachShadow the same
    // way, after this): so does the guard.
    var attach = Element.prototype.attachShadow;
    if (attach) {
      Element.prototype.attachShadow = function (init) {
        var root = attach.call(this, init);
        watch.observe(root, { childList: true, subtree: true });
        return root;
      };
    }
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
