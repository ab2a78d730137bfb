// Pocket Arbiter service worker: keeps the app shell so that the installed
// app opens without a network.
//
// - install: caches the page and every file it links (Trunk's hashed .js,
//   .wasm and .css names are read from index.html), plus the manifest and icons;
// - page loads (navigations): network first, so an update shows at once,
//   the cached page when offline;
// - the pairing worker's and the Learn module's files (not hashed: the app
//   names them when it starts the worker or opens Learn) and trainer mode's presenter notes (/notes/*.json,
//   not hashed either): network first, like the page, the cached copy offline;
// - other files: the cache first (hashed names never change content), then
//   the network, whose answer is cached.
// Tournament data is not here: it lives in localStorage.

const CACHE = "pocket-arbiter-shell-v3";
const WORKER = [
  "/pocket-arbiter-worker_loader.js",
  "/pocket-arbiter-worker.js",
  "/pocket-arbiter-worker_bg.wasm",
  // The Learn page's module (src/ui/learn_loader.rs), unhashed like the worker's.
  "/pocket-arbiter-learn.js",
  "/pocket-arbiter-learn_bg.wasm",
];
const FIXED = ["/", "/manifest.webmanifest", "/icon.svg", "/icon-192.png", "/icon-512.png", ...WORKER];

async function precache() {
  const cache = await caches.open(CACHE);
  const page = await fetch("/", { cache: "no-cache" });
  if (!page.ok) throw new Error("index.html: HTTP " + page.status);
  const html = await page.clone().text();
  await cache.put("/", page);
  // Trunk's hashed file names, as index.html links or imports them.
  const linked = new Set();
  for (const m of html.matchAll(/["'](\/[^"'?#\s]+\.(?:wasm|js|css|svg|png|webmanifest))["']/g)) {
    linked.add(m[1]);
  }
  const wanted = [...new Set([...FIXED, ...linked])].filter((u) => u !== "/");
  await Promise.allSettled(wanted.map((u) => cache.add(u)));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;

  const unhashed = WORKER.includes(url.pathname) || url.pathname.startsWith("/notes/");
  if (request.mode === "navigate" || unhashed) {
    const key = request.mode === "navigate" ? "/" : url.pathname;
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((c) => c.put(key, copy));
          }
          return response;
        })
        .catch(() => caches.match(key).then((r) => r || Response.error()))
    );
    return;
  }

  event.respondWith(
    caches.match(request, { ignoreSearch: true }).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((c) => c.put(request, copy));
          }
          return response;
        })
    )
  );
});
