import { useSyncExternalStore } from 'react';

/** Registers public/sw.js (production builds only: Vite's dev server has no /sw.js). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // Before the first answer arrives: the worker's word on it is queued until messages start.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) =>
    noteWorkerMessage(event.data),
  );
  navigator.serviceWorker.startMessages();
  if (!import.meta.env.PROD) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Offline reading is a bonus: the portal works without it.
    });
  });
}

/** How long logout waits for the service worker to say it forgot (it may be stopped or gone). */
const WORKER_FORGET_WAIT_MS = 2_000;

/**
 * Tells the service worker to forget member data and waits for its answer: from then on it caches
 * no list fetched before, so an answer still on its way cannot put the data back after logout.
 */
function askWorkerToForget(): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, WORKER_FORGET_WAIT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'clear-member-data' }, [channel.port2]);
  });
}

/**
 * Forgets every member's offline copy (the schedule and documents lists the service worker
 * keeps). Called on logout, before the redirect, so that the next person on this phone never
 * reads them.
 */
export async function clearMemberOfflineData(): Promise<void> {
  try {
    await askWorkerToForget();
    if (typeof caches !== 'undefined') {
      const keys = await caches.keys();
      await Promise.all(
        keys.filter((k) => k.startsWith('dugout-api-')).map((k) => caches.delete(k)),
      );
    }
    // Their notifications stop on this device too: the push service then answers 410 and the
    // server forgets this browser.
    const registration = await navigator.serviceWorker?.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // Storage may be unavailable (private mode): then nothing was kept either.
  }
}

/**
 * Whether the last answer the service worker gave this page came from its offline copy instead
 * of the network (public/sw.js tells the page after each answer it handles). Browsers report
 * navigator.onLine unreliably (a network without internet reads as online; some versions keep it
 * true when the connection drops), so this is the notice's main signal.
 */
let servedFromCache = false;
const listeners = new Set<() => void>();

/** A message from the service worker: `{ type: 'dugout-answer', offline }` after each answer. */
export function noteWorkerMessage(data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const { type, offline } = data as { type?: unknown; offline?: unknown };
  if (type !== 'dugout-answer' || typeof offline !== 'boolean') return;
  if (offline === servedFromCache) return;
  servedFromCache = offline;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the page shows the offline copy: the last answer came from the service worker's cache,
 * or the browser says it is offline. A network answer clears the first.
 */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => servedFromCache || !navigator.onLine,
    () => false,
  );
}
