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
  let key = url.origin + url.pathname;
  if (key.endsWith("/")) key += "index.html";
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(key).then((hit) => hit || fetch(req))
    )
  );
});
