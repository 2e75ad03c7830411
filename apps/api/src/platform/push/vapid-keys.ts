import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { readOrCreate } from '../secrets';

/** The VAPID key pair and contact the push services see (RFC 8292). */
export interface VapidKeys {
  /** The uncompressed P-256 point (65 bytes), base64url: the browser's applicationServerKey. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
  /** A mailto: or https: address the push service can reach us at. */
  subject: string;
}

/** Its name in `server_secrets`. */
export const VAPID_SECRET_NAME = 'vapid-keys';

const loaded = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The VAPID keys: from the settings when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set, else
 * created once and kept in the database, so every replica (and every restart) signs with the
 * same pair; a browser's subscription is tied to the public key it was made with. Loaded once
 * per process.
 */
export function vapidKeys(config: AppConfig, db: Db): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.CONTACT_EMAIL}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return Promise.resolve({
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject,
    });
  let keys = loaded.get(db);
  if (!keys) {
    keys = readOrCreate(db, VAPID_SECRET_NAME, async () => {
      // Loaded only to make the pair, once per database: it costs start-up time otherwise.
      const { default: webPush } = await import('web-push');
      const { publicKey, privateKey } = webPush.generateVAPIDKeys();
      return JSON.stringify({ publicKey, privateKey });
    }).then((json) => ({ ...(JSON.parse(json) as Omit<VapidKeys, 'subject'>), subject }));
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}
