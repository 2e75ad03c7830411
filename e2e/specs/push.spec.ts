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
 * loopback endpoint and the given keys, remembered for getSubscription across reloads. A test
 * can hold the subscription (`holdPush`) to see the control while it waits, as on a slow network.
 */
async function useLocalPushService(page: Page, endpoint: string, p256dh: string, auth: string) {
  await page.addInitScript(
    ([endpoint, p256dh, auth]) => {
      const w = globalThis as unknown as {
        PushManager: { prototype: Record<string, unknown> };
        localStorage: Storage;
        e2eHoldPush: () => void;
        e2eReleasePush: () => void;
      };
      let held: Promise<void> = Promise.resolve();
      w.e2eHoldPush = () => {
        held = new Promise((release) => (w.e2eReleasePush = release));
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
        await held;
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

const holdPush = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { e2eHoldPush: () => void }).e2eHoldPush());
const releasePush = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { e2eReleasePush: () => void }).e2eReleasePush());

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
    // Turning on takes a while: the control says so and cannot be pressed twice.
    await holdPush(family);
    const turnOn = device.getByRole('button', { name: 'Turn on notifications' });
    await turnOn.click();
    await device.getByRole('status').getByText('Turning on…').waitFor(WAIT);
    await expect.poll(() => turnOn.isDisabled()).toBe(true);
    await device.scrollIntoViewIfNeeded();
    await screenshot(family, 'push-profile-turning-on-1280', { fullPage: false });
    await releasePush(family);
    await device
      .getByRole('status')
      .getByText('Notifications are on for this device.')
      .waitFor(WAIT);
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
    // To a worker that has finished activating (its activate step clears old caches, slow on a
    // busy machine): a push handed to it before then was lost once in CI.
    await expect
      .poll(
        () =>
          family.evaluate(
            async () => (await navigator.serviceWorker.ready).active?.state ?? 'none',
          ),
        WAIT,
      )
      .toBe('activated');
    const registrationId = await registration;
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: server.url,
        registrationId,
        data: plaintext,
      });
    await deliver();
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
    // DevTools hands the push to the worker as the push service would; should it still be lost
    // (a worker the browser stopped and is starting again), it is handed over once more.
    const arrived = await expect
      .poll(async () => (await shown()).length, { timeout: 10_000 })
      .toBe(1)
      .then(
        () => true,
        () => false,
      );
    if (!arrived) {
      await deliver();
      await expect.poll(async () => (await shown()).length, WAIT).toBeGreaterThan(0);
    }
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
    await holdPush(page);
    await device.getByRole('button', { name: 'Activar notificaciones' }).click();
    await device.getByRole('status').getByText('Activando…').waitFor(WAIT);
    await screenshot(page, 'push-profile-es-turning-on-390', { fullPage: false });
    await releasePush(page);
    await device
      .getByText(/^Las notificaciones están activadas en este dispositivo\./)
      .waitFor(WAIT);
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

  test('refused at the prompt: how to allow notifications again', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
    // A headless browser shows no prompt to refuse: the member's "Block", as the browser answers it.
    await page.addInitScript(() => {
      Notification.requestPermission = async (): Promise<NotificationPermission> => 'denied';
    });
    await signInAs(page, server.url, 'family', '/profile');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, WAIT);
    const device = page.getByRole('group', { name: 'Notifications on this device' });
    await device.getByRole('button', { name: 'Turn on notifications' }).click();
    await device
      .getByRole('status')
      .getByText(/blocked for this site\. To allow them again, open the browser’s site settings/)
      .waitFor(WAIT);
    expect(await device.getByRole('button').count()).toBe(0);
    await device.scrollIntoViewIfNeeded();
    await screenshot(page, 'push-profile-blocked-390', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await device.scrollIntoViewIfNeeded();
    await screenshot(page, 'push-profile-blocked-1280', { fullPage: false });
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  test('iPhone in Safari: the Home Screen steps instead of a control, English and Spanish', async () => {
    const page = await newPage(browser, {
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    await signInAs(page, server.url, 'family', '/profile');
    const steps = {
      en: [
        'Notifications on this device',
        'On iPhone and iPad, notifications work once the portal is on your Home Screen: tap Share, then Add to Home Screen, then open the portal from there.',
      ],
      es: [
        'Notificaciones en este dispositivo',
        'En iPhone y iPad, las notificaciones funcionan cuando el portal está en tu pantalla de inicio: toca Compartir, luego Añadir a pantalla de inicio y abre el portal desde allí.',
      ],
    } as const;
    for (const language of ['en', 'es'] as const) {
      if (language === 'es') {
        await page.evaluate(() => localStorage.setItem('language', 'es'));
        await page.reload();
      }
      const [title, text] = steps[language];
      const device = page.getByRole('group', { name: title });
      await device.getByText(text).waitFor(WAIT);
      expect(await device.getByRole('button').count()).toBe(0);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await device.scrollIntoViewIfNeeded();
        await screenshot(page, `push-ios-steps-${language}-${width}`, { fullPage: false });
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
