import { useSyncExternalStore } from 'react';

/** Registers public/sw.js (production builds only: Vite's dev server has no /sw.js). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Offline reading is a bonus: the portal works without it.
    });
  });
}

/**
 * Forgets every member's offline copy (the schedule and documents lists the service worker
 * keeps). Called on logout, before the redirect, so that the next person on this phone never
 * reads them.
 */
export async function clearMemberOfflineData(): Promise<void> {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: 'clear-member-data' });
    if (typeof caches !== 'undefined') {
      const keys = await caches.keys();
      await Promise.all(
        keys.filter((k) => k.startsWith('dugout-api-')).map((k) => caches.delete(k)),
      );
    }
  } catch {
    // Storage may be unavailable (private mode): then nothing was kept either.
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is offline. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}
