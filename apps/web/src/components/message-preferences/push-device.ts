import { unwrap, type ApiClient } from '../../lib/api-client';
import { browserTraits, pushPlatform, type PushPlatform } from './push-platform';

/*
 * Notifications on this device: the browser's side. The permission prompt comes
 * only when the member presses Enable; the subscription is made with the server's VAPID key and
 * stored by the server, which then sends pushes to it.
 */

export type PushDeviceState = Exclude<PushPlatform, 'supported'> | 'blocked' | 'off' | 'on';

/** What pressing Enable came to; a refusal by the server is thrown (ApiRequestError). */
export type EnableOutcome = 'on' | 'blocked' | 'dismissed' | 'unsupported';

/** The service worker's registration, if the app has one (production builds register /sw.js). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (pushPlatform(browserTraits()) !== 'supported') return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** Where this device stands now, asking nothing of the member. */
export async function pushDeviceState(): Promise<PushDeviceState> {
  const platform = pushPlatform(browserTraits());
  if (platform !== 'supported') return platform;
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const sub = await reg.pushManager.getSubscription();
  return sub && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The VAPID key as pushManager.subscribe wants it (bytes, from base64url). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Enable: the permission prompt, then the subscription, then the server stores it. */
export async function enablePush(api: ApiClient): Promise<EnableOutcome> {
  if (pushPlatform(browserTraits()) !== 'supported') return 'unsupported';
  // First, while the tap still counts as the member's gesture: Safari prompts only then.
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';
  if (!(await registration())) return 'unsupported';
  // On a first visit the worker may still be installing; a subscription needs it active.
  const reg = await navigator.serviceWorker.ready;
  const { publicKey } = await api.GET('/api/push/key').then(unwrap);
  let sub = await reg.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be sent to.
  const current = sub?.options.applicationServerKey;
  if (sub && current && !sameBytes(new Uint8Array(current), keyBytes(publicKey))) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await api.POST('/api/push/subscribe', { body: subscriptionBody(sub) }).then(unwrap);
  return 'on';
}

/** Disable: the server forgets this browser, and the browser drops the subscription. */
export async function disablePush(api: ApiClient): Promise<'off'> {
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  if (sub) {
    await api
      .DELETE('/api/push/subscribe', { params: { query: { endpoint: sub.endpoint } } })
      .then(unwrap)
      .catch(() => undefined); // already gone on the server: still drop it here
    await sub.unsubscribe();
  }
  return 'off';
}

/** The subscription as the server stores it: a browser's always carries both keys. */
function subscriptionBody(sub: PushSubscription) {
  const { keys, expirationTime } = sub.toJSON();
  return {
    endpoint: sub.endpoint,
    expirationTime,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
