// Service worker of Tavoliere: after one visit the app loads and plays with no network.
//
// This file is a template: tools/vendor.py writes it to /sw.js (a service worker controls
// only its own folder and below, and the page is at the root) with BUILD set to a digest of
// every served file and PRECACHE to the list of those files, relative to this script.
//
// Strategy: on install, fetch the whole served tree into a cache named after the build;
// on activate, delete every older Tavoliere cache (a new deploy has a new BUILD, hence a new
// sw.js, hence a clean new cache); on fetch, answer same-origin GETs from the cache first and
// fall back to the network, so a warm start never waits for the network.

const BUILD = "__BUILD__";
const PRECACHE = ["__PRECACHE__"];
const PREFIX = "tavoliere-";
const CACHE = PREFIX + BUILD;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // "reload" skips the HTTP cache so a new build never stores an older file.
      .then((cache) => cache.addAll(PRECACHE.map((path) => new Request(path, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      // A page URL with a query (?seed=..) or a hash is still the same page.
      cache.match(request, { ignoreSearch: request.mode === "navigate" }).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok && response.type === "basic") cache.put(request, response.clone());
            return response;
          }),
      ),
    ),
  );
});
