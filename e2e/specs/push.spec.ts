import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  browserKeys,
  decryptPushPayload,
  startPushPeer,
} from '../../apps/api/src/testing/push-peer';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { signInAs } from '../support/sign-in';

/**
 * Push, the whole path in Chromium: a family turns notifications on on the profile, an
 * admin saves an event, the server sends the push (VAPID, aes128gcm) to the browser's push
 * service, the service worker shows it, a tap lands on the event page.
 *
 * Two stand-ins, because headless Chromium cannot reach a real push service here (no internet):
 * - pushManager.subscribe: Chromium subscribes through Google's push service (FCM); offline it
 *   never answers (a regular profile waits forever; an incognito context, which Playwright's
 *   contexts are, refuses push outright). The page gets a subscription with a local endpoint, a
 *   push service on loopback run by this test, and real P-256 keys; everything else (the
 *   permission, the VAPID key, POST /api/push/subscribe, the server's send) is the real path.
 * - the hop from the push service into the browser: the test decrypts what the server sent with
 *   the subscription's private key (what the browser does) and hands the plaintext to the
 *   service worker through the DevTools protocol (ServiceWorker.deliverPushMessage), which fires
 *   its real `push` event.
 * And a headless browser has no notification to click: the tap runs the worker's own
 * notificationclick code (openNotificationPage) on the notification it showed; see README.
 */

const WAIT = { timeout: 30_000 };

let server: RunningServer;
let browser: Browser;
// The push service on loopback, the one the API's own push tests use.
let pushService: Awaited<ReturnType<typeof startPushPeer>>;

beforeAll(async () => {
  pushService = await startPushPeer();
  [server, browser] = await Promise.all([
    // The real Web Push transport (a demo server would only record pushes).
    startServer({ env: { PUSH_TRANSPORT: 'web-push', PUSH_SERVICE_HOSTS: '127.0.0.1' } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await pushService?.close();
});

/**
 * The page's push service stand-in (see above): subscribe answers a subscription with the
 * loopback endpoint and the given keys, remembered for getSubscription across reloads.
 */
async function useLocalPushService(page: Page, endpoint: string, p256dh: string, auth: string) {
  await page.addInitScript(
    ([endpoint, p256dh, auth]) => {
      const w = globalThis as unknown as {
        PushManager: { prototype: Record<string, unknown> };
        localStorage: Storage;
      };
      const make = (key: ArrayBuffer | null) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: key },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          w.localStorage.removeItem('e2e-push-subscribed');
          return true;
        },
      });
      w.PushManager.prototype['subscribe'] = async function (opts: {
        applicationServerKey: Uint8Array;
      }) {
        w.localStorage.setItem('e2e-push-subscribed', '1');
        return make(opts.applicationServerKey.slice().buffer);
      };
      w.PushManager.prototype['getSubscription'] = async function () {
        return w.localStorage.getItem('e2e-push-subscribed') ? make(null) : null;
      };
    },
    [endpoint, p256dh, auth] as const,
  );
}

/** POSTs JSON from the page with the signed-in member's access token (the SDK's cache). */
async function apiPost<T>(page: Page, url: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([u, b]) => {
      const store = (globalThis as unknown as { localStorage: Record<string, string> })
        .localStorage;
      const key = Object.keys(store).find(
        (k) => k.startsWith('@@auth0spajs@@') && !k.includes('@@user@@'),
      );
      const token = (JSON.parse(store[key!]!) as { body: { access_token: string } }).body
        .access_token;
      const res = await fetch(u as string, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return (await res.json()) as T;
    },
    [url, body] as const,
  );
}

describe('push notifications', () => {
  test('enable on the profile, an event notice arrives as a notification, a tap opens the event', async () => {
    const keys = browserKeys();
    const family = await newPage(browser);
    await family.context().grantPermissions(['notifications'], { origin: server.url });
    await useLocalPushService(
      family,
      `${pushService.origin}/family-browser`,
      keys.keys.p256dh,
      keys.keys.auth,
    );
    await signInAs(family, server.url, 'family', '/profile');
    await family.waitForFunction(
      () => navigator.serviceWorker.controller !== null,
      undefined,
      WAIT,
    );

    const device = family.getByRole('group', { name: 'Notifications on this device' });
    await device.getByText('Off on this device.').waitFor(WAIT);
    const pushReminders = family.getByRole('checkbox', { name: 'Reminders by Push' });
    await expect.poll(() => pushReminders.isDisabled()).toBe(true);
    await device.getByRole('button', { name: 'Turn on notifications' }).click();
    await device.getByText('On: this device shows the messages you choose by Push.').waitFor(WAIT);
    // Stored by the server: push can be chosen now, and is on for every kind by default.
    await expect.poll(() => pushReminders.isDisabled(), WAIT).toBe(false);
    await expect.poll(() => pushReminders.isChecked()).toBe(true);
    await device.scrollIntoViewIfNeeded();
    await screenshot(family, 'push-profile-1280');
    await family.setViewportSize({ width: 390, height: 844 });
    await device.scrollIntoViewIfNeeded();
    await screenshot(family, 'push-profile-390');
    await family.setViewportSize({ width: 1280, height: 800 });

    const admin = await newPage(browser);
    await signInAs(admin, server.url, 'admin', '/admin');
    const created = await apiPost<{ data: { id: string } }>(admin, '/api/event/new', {
      name: 'Push practice',
      date: '2031-06-01T17:00:00Z',
      emailList: ['family@riverhawks.test'],
    });
    const eventId = created.data.id;
    await admin.context().close();

    // The server's push, as the push service received it.
    await expect.poll(() => pushService.requests.length, WAIT).toBeGreaterThan(0);
    const push = pushService.requests.find((r) => r.path === '/family-browser')!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers['authorization'])).toMatch(
      /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=B[\w-]{86}$/,
    );
    expect(Number(push.headers['ttl'])).toBeGreaterThan(0);
    const plaintext = decryptPushPayload(push.body, keys.privateKey, keys.auth).toString('utf8');
    expect(JSON.parse(plaintext)).toMatchObject({
      title: 'Push practice',
      url: `/events/${eventId}`,
    });

    // Into the service worker, as the browser delivers a decrypted push (DevTools protocol).
    const cdp = await family.context().newCDPSession(family);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
        const found = e.registrations.find(
          (r) => r.scopeURL.startsWith(server.url) && !r.isDeleted,
        );
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: await registration,
      data: plaintext,
    });
    const shown = () =>
      family.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return (await reg!.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          icon: n.icon,
          url: (n.data as { url: string }).url,
        }));
      });
    await expect.poll(async () => (await shown()).length, WAIT).toBe(1);
    const [notification] = await shown();
    expect(notification).toMatchObject({ title: 'Push practice', url: `/events/${eventId}` });
    expect(notification!.body).toMatch(/2031/);
    expect(notification!.icon).toMatch(/\/icon-192\.png$/);

    // The tap: the worker's notificationclick code on the notification it showed.
    const [worker] = family.context().serviceWorkers();
    expect(worker).toBeDefined();
    await worker!.evaluate(async () => {
      const scope = globalThis as unknown as {
        registration: { getNotifications(): Promise<unknown[]> };
        openNotificationPage(n: unknown): Promise<unknown>;
      };
      const [n] = await scope.registration.getNotifications();
      await scope.openNotificationPage(n);
    });
    await family.waitForURL(`${server.url}/events/${eventId}`, WAIT);
    await family.getByRole('heading', { name: 'Push practice', level: 1 }).waitFor(WAIT);
    await expect.poll(async () => (await shown()).length, WAIT).toBe(0);
    await screenshot(family, 'push-event-after-tap-1280');

    // Turning it off forgets the browser on the server: push cannot be chosen any more.
    await family.goto(server.url + '/profile');
    await device.getByRole('button', { name: 'Turn off notifications' }).click();
    await device.getByText('Off on this device.').waitFor(WAIT);
    await expect.poll(() => pushReminders.isDisabled(), WAIT).toBe(true);
    expect(family.errors).toEqual([]);
    await family.context().close();
  }, 180_000);

  test('Spanish, on a phone: the control reads in Spanish', async () => {
    const keys = browserKeys();
    const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.context().grantPermissions(['notifications'], { origin: server.url });
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    await useLocalPushService(
      page,
      `${pushService.origin}/family-es`,
      keys.keys.p256dh,
      keys.keys.auth,
    );
    await signInAs(page, server.url, 'family', '/profile');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, WAIT);
    const device = page.getByRole('group', { name: 'Notificaciones en este dispositivo' });
    await device.getByText('Desactivadas en este dispositivo.').waitFor(WAIT);
    await device.scrollIntoViewIfNeeded();
    await screenshot(page, 'push-profile-es-390');
    await device.getByRole('button', { name: 'Activar notificaciones' }).click();
    await device.getByText(/^Activadas:/).waitFor(WAIT);
    await device.scrollIntoViewIfNeeded();
    await screenshot(page, 'push-profile-es-on-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await device.scrollIntoViewIfNeeded();
    await screenshot(page, 'push-profile-es-on-1280');
    await device.getByRole('button', { name: 'Desactivar notificaciones' }).click();
    await device.getByText('Desactivadas en este dispositivo.').waitFor(WAIT);
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
