import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { readOrCreate } from '../secrets';
import { generateVapidKeyPair, type VapidKeys } from './web-push-crypto';

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
    keys = readOrCreate(db, VAPID_SECRET_NAME, async () =>
      JSON.stringify(generateVapidKeyPair()),
    ).then((json) => ({ ...(JSON.parse(json) as Omit<VapidKeys, 'subject'>), subject }));
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}
