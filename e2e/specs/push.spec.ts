import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { signInAs } from '../support/sign-in';

/**
 * Issue 16 §4, the whole path in Chromium: a family turns notifications on on the profile, an
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
const received: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
const pushService = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    res.statusCode = 201;
    res.end();
  });
});
let pushOrigin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  [server, browser] = await Promise.all([
    // The real Web Push transport (a demo server would only record pushes).
    startServer({ env: { PUSH_TRANSPORT: 'web-push', PUSH_SERVICE_HOSTS: '127.0.0.1' } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => pushService.close(resolve));
});

/** The browser's subscription keys: a P-256 pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    privateKey: ecdh.getPrivateKey(),
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authB64: auth.toString('base64url'),
  };
}

/** What the browser does with an aes128gcm push (RFC 8291): the plaintext. */
function decrypt(body: Buffer, uaPrivate: Buffer, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ua = crypto.createECDH('prime256v1');
  ua.setPrivateKey(uaPrivate);
  const label = (t: string, ...p: Buffer[]) => Buffer.concat([Buffer.from(`${t}\0`), ...p]);
  const hkdf = (k: Buffer, s: Buffer, info: Buffer, n: number) =>
    Buffer.from(crypto.hkdfSync('sha256', k, s, info, n));
  const ikm = hkdf(
    ua.computeSecret(asPublic),
    auth,
    label('WebPush: info', ua.getPublicKey(), asPublic),
    32,
  );
  const key = hkdf(ikm, salt, label('Content-Encoding: aes128gcm'), 16);
  const nonce = hkdf(ikm, salt, label('Content-Encoding: nonce'), 12);
  const data = body.subarray(21 + idlen);
  const d = crypto.createDecipheriv('aes-128-gcm', key, nonce);
  d.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([d.update(data.subarray(0, data.length - 16)), d.final()]);
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

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

describe('push notifications (issue 16 §4)', () => {
  test('enable on the profile, an event notice arrives as a notification, a tap opens the event', async () => {
    const keys = browserKeys();
    const family = await newPage(browser);
    await family.context().grantPermissions(['notifications'], { origin: server.url });
    await useLocalPushService(family, `${pushOrigin}/family-browser`, keys.p256dh, keys.authB64);
    await signInAs(family, server.url, 'family', '/profile');
    await family.waitForFunction(
      () => navigator.serviceWorker.controller !== null,
      undefined,
      WAIT,
    );

    const device = family.getByRole('group', { name: 'Notifications on this device' });
    await device.getByText('Off on this device.').waitFor(WAIT);
    const pushReminders = family.getByRole('checkbox', { name: 'Reminders by Push' });
    expect(await pushReminders.isDisabled()).toBe(true);
    await device.getByRole('button', { name: 'Turn on notifications' }).click();
    await device.getByText('On: this device shows the messages you choose by Push.').waitFor(WAIT);
    // Stored by the server: push can be chosen now, and is on for every kind by default.
    await expect.poll(() => pushReminders.isDisabled(), WAIT).toBe(false);
    expect(await pushReminders.isChecked()).toBe(true);
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
    await expect.poll(() => received.length, WAIT).toBeGreaterThan(0);
    const push = received.find((r) => r.path === '/family-browser')!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers['authorization'])).toMatch(
      /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=B[\w-]{86}$/,
    );
    expect(Number(push.headers['ttl'])).toBeGreaterThan(0);
    const plaintext = decrypt(push.body, keys.privateKey, keys.auth);
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
    await useLocalPushService(page, `${pushOrigin}/family-es`, keys.p256dh, keys.authB64);
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
