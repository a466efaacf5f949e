// Service worker: precaches the whole build, serves it cache-first, works offline.
// build.py fills in VERSION (a hash of every built file) and FILES (every built file).
// A new build has a new VERSION, so the browser installs this worker anew; on activation
// it deletes every older cache of this site.
"use strict";
const VERSION = "__VERSION__";
const FILES = __FILES__;
const PREFIX = "gin-tutor-";
const CACHE = PREFIX + VERSION;
const BASE = new URL("./", self.location).href;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(BASE + f, { cache: "reload" }))))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || !url.href.startsWith(BASE)) return;
  // Pages live at folder addresses (/en/rules/); the query string (a puzzle's seed) is the
  // page's own business, not part of the file.
  let key = url.origin + url.pathname;
  if (key.endsWith("/")) key += "index.html";
  // "/en/rules" (no slash) is the folder "/en/rules/": redirect, as the server would.
  const folder = req.mode === "navigate" && /\/[^/.]+$/.test(url.pathname) ? key + "/index.html" : null;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(key);
      if (hit) return hit;
      if (folder && (await cache.match(folder))) {
        return Response.redirect(url.origin + url.pathname + "/" + url.search, 301);
      }
      return fetch(req);
    })
  );
});
