/* global self, caches */
/* Dugout's service worker (hand-written, no build step): the app shell for offline start, and
 * the signed-in member's last-seen schedule, documents, home page and game pages (those opened,
 * and the next games ahead) for reading offline.
 *
 * Security model: the API answers with Cache-Control: no-store, so no browser or shared cache
 * keeps member data; this worker keeps only what OFFLINE_LISTS and OFFLINE_ITEMS name, only the
 * member's own (the JWT's sub of the request that fetched them, which the server verified when
 * it answered 200), in a cache named after that member. A different member's answer deletes every
 * other member's cache, and the page deletes them all on logout (lib/offline.ts). Nothing else
 * under /api is ever stored.
 *
 * Every answer served from a cache instead of the network is marked (X-Dugout-Offline: 1), and
 * the page is told by message whether its last answer came from the network or the offline copy:
 * that, not navigator.onLine alone, shows the offline notice.
 */
const SHELL = 'dugout-shell-v1';
const API_PREFIX = 'dugout-api-';
/** Member data kept for reading offline: the lists, as paths. */
const OFFLINE_LISTS = [
  '/api/event/getall',
  '/api/content/getall',
  '/api/pinnedpost/getall',
  '/api/rsvp/household',
  '/api/venues',
];
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** ...and a game's page: the event and its answers (readable offline at the field). */
const OFFLINE_ITEMS = [
  new RegExp(`^/api/event/${UUID}$`),
  new RegExp(`^/api/rsvp/event/${UUID}/list$`),
];
/** How many of the next games are fetched ahead, when the schedule is, for reading offline. */
const NEXT_GAMES = 3;
const NEXT_GAMES_FRESH_MS = 10 * 60_000;

function keptOffline(path) {
  return OFFLINE_LISTS.includes(path) || OFFLINE_ITEMS.some((pattern) => pattern.test(path));
}
/** Public and shared: the SPA cannot start without it. */
const CONFIG = '/api/config';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(['/index.html', '/manifest.webmanifest', '/favicon.svg']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('dugout-shell-') && key !== SHELL)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * Counts logouts: a member list fetched before one must not be cached after it (its answer can
 * arrive after the caches were cleared, and would leave member data on the phone).
 */
let logouts = 0;

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'clear-member-data') {
    logouts += 1;
    // The page waits for this answer before it moves on (lib/offline/offline.ts).
    const reply = event.ports && event.ports[0];
    event.waitUntil(
      clearMemberCaches(null).then(() => {
        if (reply) reply.postMessage({ type: 'member-data-cleared' });
      }),
    );
  }
});

function clearMemberCaches(keep) {
  return caches
    .keys()
    .then((keys) =>
      Promise.all(
        keys
          .filter((key) => key.startsWith(API_PREFIX) && key !== keep)
          .map((key) => caches.delete(key)),
      ),
    );
}

/** The `sub` of the request's bearer token (not verified here: only used as a cache name). */
function memberOf(request) {
  const header = request.headers.get('authorization') || '';
  const token = header.replace(/^Bearer\s+/i, '');
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.sub === 'string' && /^[\w.|@:-]{1,200}$/.test(json.sub) ? json.sub : null;
  } catch {
    return null;
  }
}

/** A cached answer, marked as the offline copy (X-Dugout-Offline: 1). */
function offlineCopy(response) {
  const headers = new Headers(response.headers);
  headers.set('X-Dugout-Offline', '1');
  return new Response(response.body, { status: 200, headers });
}

/**
 * Tells the page whether its last answer came from the network or from the offline copy: the
 * page's offline notice follows this rather than navigator.onLine alone, which browsers report
 * unreliably (a network without internet reads as online). Any answer the network gave, even an
 * error status, means the connection works.
 */
function tell(clientId, offline) {
  if (!clientId) return Promise.resolve();
  return self.clients
    .get(clientId)
    .then((client) => {
      if (client) client.postMessage({ type: 'dugout-answer', offline });
    })
    .catch(() => undefined);
}

/**
 * Puts a member's answer in their cache, unless a logout came since the request began: then, or
 * if one comes while it is put, the cache is gone afterwards. True when it was kept.
 */
async function keep(name, url, response, logoutsBefore) {
  if (logouts !== logoutsBefore) return false;
  await (await caches.open(name)).put(url, response);
  if (logouts === logoutsBefore) return true;
  await caches.delete(name);
  return false;
}

async function memberList(request, clientId) {
  const member = memberOf(request);
  const name = member ? API_PREFIX + member : null;
  const logoutsBefore = logouts;
  try {
    const response = await fetch(request);
    await tell(clientId, false);
    if (name && response.status === 200 && logouts === logoutsBefore) {
      const copy = response.clone();
      await clearMemberCaches(name);
      await keep(name, request.url, copy, logoutsBefore);
      if (new URL(request.url).pathname === '/api/event/getall' && logouts === logoutsBefore) {
        // Not awaited by the page: the schedule shows while the next games are fetched.
        fetchNextGames(request, response.clone(), name, logoutsBefore).catch(() => undefined);
      }
    }
    return response;
  } catch (err) {
    if (!name) throw err;
    // Never caches.open here: it would make the member's cache again after a logout (a request
    // cut short by the logout's navigation lands here).
    const cached = await caches.match(request.url, { cacheName: name });
    if (cached) {
      await tell(clientId, true);
      return offlineCopy(cached);
    }
    throw err;
  }
}

/**
 * Fetches and keeps the pages of the next games of a schedule the member just loaded (the event
 * and the household's answers, as the game's page asks for them), with the member's own token
 * and language: a game not yet opened still reads offline at the field.
 */
async function fetchNextGames(request, response, name, logoutsBefore) {
  const events = await response.json();
  if (!Array.isArray(events)) return;
  const now = Date.now();
  const next = events
    .filter((e) => e && typeof e.id === 'string' && new RegExp(`^${UUID}$`).test(e.id))
    .filter((e) => typeof e.date === 'string' && Date.parse(e.date) >= now)
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
    .slice(0, NEXT_GAMES);
  const headers = {};
  for (const header of ['authorization', 'accept-language']) {
    const value = request.headers.get(header);
    if (value) headers[header] = value;
  }
  for (const event of next) {
    const id = encodeURIComponent(event.id);
    for (const url of [`/api/event/${id}`, `/api/rsvp/household?eventId=${id}`]) {
      const absolute = new URL(url, self.location.origin).href;
      // Fetched again when older than NEXT_GAMES_FRESH_MS: not six calls on every home page.
      const kept = await caches.match(absolute, { cacheName: name });
      const age = kept ? now - Date.parse(kept.headers.get('date') || '') : Infinity;
      if (age < NEXT_GAMES_FRESH_MS) continue;
      const answer = await fetch(absolute, { headers });
      // Only into the cache as it is: after a logout (or another member's answer) it is gone.
      if (answer.status !== 200 || !(await caches.has(name))) return;
      if (!(await keep(name, absolute, answer, logoutsBefore))) return;
    }
  }
}

/** The network's answer, else the cached copy; `clientId` is told which (not for navigations). */
async function networkFirst(request, key, clientId) {
  const cache = await caches.open(SHELL);
  try {
    const response = await fetch(request);
    if (clientId) await tell(clientId, false);
    if (response.status === 200) await cache.put(key, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(key);
    if (cached) {
      if (!clientId) return cached;
      await tell(clientId, true);
      return offlineCopy(cached);
    }
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname.toLowerCase();

  if (request.mode === 'navigate') {
    if (/^\/(api|dev|idp)(\/|$)/.test(path) && !path.startsWith('/idp/interaction/')) return;
    // Every page is index.html; the network's copy wins, the cached one starts offline.
    event.respondWith(networkFirst(request, '/index.html'));
    return;
  }
  if (path.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (path === CONFIG) {
    event.respondWith(networkFirst(request, CONFIG, event.clientId));
    return;
  }
  if (keptOffline(path)) {
    event.respondWith(memberList(request, event.clientId));
  }
});

/* Web Push: the server sends { title, body, url }, encrypted for this browser. */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Dugout', {
      body: data.body || '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: sameSitePath(data.url) },
    }),
  );
});

/** Only a path of this site opens from a notification: never another origin. */
function sameSitePath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

/* A tap opens the page: in a window of the portal already open, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotificationPage(event.notification));
});

/**
 * What a tap on a notification does. An open window of the portal is navigated first (it needs
 * no user gesture), then focused; with none, or if that fails, a new window opens at the page.
 */
function openNotificationPage(notification) {
  notification.close();
  const path = sameSitePath(notification.data && notification.data.url);
  const target = new URL(path, self.location.origin).href;
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (!open) return self.clients.openWindow(target);
    return open
      .navigate(target)
      .then((navigated) => (navigated || open).focus().catch(() => navigated))
      .catch(() => self.clients.openWindow(target));
  });
}
