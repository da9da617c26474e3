/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
import { build, files, prerendered, version } from '$service-worker';

/**
 * Precaches the whole app (code, static files, prerendered pages) under this build's version, and
 * answers from that cache first, so the app starts with no network. A new version installs beside
 * the old one and waits: the page applies it (SKIP_WAITING) only when no hand is in progress.
 * Requests to other origins are never answered or cached here (the app makes none).
 */
const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `trull-${version}`;
const ASSETS = [...new Set([...build, ...files, ...prerendered])];

sw.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE && key.startsWith('trull-')) await caches.delete(key);
      await sw.clients.claim();
    })()
  );
});

sw.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void sw.skipWaiting();
});

sw.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== sw.location.origin) return;
  event.respondWith(respond(req, url));
});

async function respond(req: Request, url: URL): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(url.pathname);
  if (hit) return hit;
  if (req.mode === 'navigate') {
    // A page path without its trailing slash, or one not prerendered: the cached page, or the home page.
    const withSlash = url.pathname.endsWith('/') ? null : await cache.match(url.pathname + '/');
    try {
      const res = await fetch(req);
      if (res.ok || !withSlash) return res;
    } catch {
      /* offline */
    }
    return withSlash ?? (await cache.match('/')) ?? new Response('Offline', { status: 503 });
  }
  try {
    return await fetch(req);
  } catch {
    return new Response('', { status: 504, statusText: 'Offline' });
  }
}
