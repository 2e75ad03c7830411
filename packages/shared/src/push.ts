import { z } from 'zod';
import { ruleMessage } from './rule-messages';

/*
 * Web Push: what the browser's PushSubscription gives us, and the VAPID public key
 * it subscribes with. Keys are base64url, as PushSubscription.toJSON() writes them.
 */

/** GET /api/push/key: the applicationServerKey for pushManager.subscribe. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * Where a browser's push service is: https on the default port, with no user name or password in
 * the address (the server POSTs there). Only a push service on this machine (a local one, the
 * tests' peer) may use plain http or another port.
 */
export function isUsablePushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    return url.protocol === 'https:' || url.protocol === 'http:';
  }
  return url.protocol === 'https:' && (url.port === '' || url.port === '443');
}

const endpointSchema = z
  .string()
  .max(2048)
  .refine(isUsablePushEndpoint, ruleMessage('pushEndpointInvalid'));

/** How many browsers one member may have notifications on in; a new one drops the oldest. */
export const MAX_PUSH_BROWSERS = 10;

/** POST /api/push/subscribe: PushSubscription.toJSON(), with a label naming the browser. */
export const pushSubscribeSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    /** An uncompressed P-256 point: 65 bytes, 87 base64url characters. */
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}$/, ruleMessage('pushKeyInvalid')),
    /** 16 bytes: 22 base64url characters. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}$/, ruleMessage('pushAuthInvalid')),
  }),
  expirationTime: z.number().nullable().optional(),
  label: z.string().trim().max(200).nullable().optional(),
});
export type PushSubscribe = z.infer<typeof pushSubscribeSchema>;

/** DELETE /api/push/subscribe?endpoint=: the browser's endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2048) });
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

/** The answer to both: how many browsers of the member's have notifications on. */
export const pushStatusSchema = z.object({ browsers: z.number() });
export type PushStatus = z.infer<typeof pushStatusSchema>;

/** What the service worker receives in each push (JSON). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page to open when the notification is tapped (a path of this site). */
  url: string;
}
