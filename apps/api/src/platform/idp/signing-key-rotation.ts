import type { JWK } from 'jose';
import type { Db } from '../db/database';
import { SECRET_NAMES } from '../secrets';
import {
  findServerSecretForUpdate,
  notifyIdpKeysChanged,
  upsertServerSecret,
} from '../secrets.queries';
import { rotateIdpKeyFile, rotatedKeyRing, type RetiredSigningKey } from './signing-keys';

/** A rotation that cannot be done, with what to do instead (the command prints it). */
export class RotationRefused extends Error {}

/**
 * Rotates the embedded IdP's signing key where the server keeps it: the `server_secrets` rows
 * on PostgreSQL (one store for every replica), DATA_DIR/keys/idp-keys.json on the embedded
 * database. Every running server signs with the new key from its next key check (at once on
 * PostgreSQL, told by NOTIFY; within KEY_CHECK_INTERVAL_MS otherwise); the replaced one stays
 * published and trusted for RETIRED_KEY_GRACE_SECONDS, so no token already issued stops working.
 * Returns the new key's kid.
 */
export async function rotateSigningKey(
  store: { db: Db } | { dataDir: string },
  now = new Date(),
): Promise<string> {
  if ('dataDir' in store) {
    const key = await rotateIdpKeyFile(store.dataDir, now);
    if (!key) {
      throw new RotationRefused(
        `No signing key in ${store.dataDir}/keys yet: start the server once (it creates one), then rotate.`,
      );
    }
    return key.kid!;
  }
  return store.db.transaction().execute(async (trx) => {
    const current = await findServerSecretForUpdate(trx, SECRET_NAMES.idpSigningKey);
    if (current === null) {
      throw new RotationRefused(
        'No signing key in the database yet: start the server once (it creates one), then rotate.',
      );
    }
    const retired = JSON.parse(
      (await findServerSecretForUpdate(trx, SECRET_NAMES.idpRetiredSigningKeys)) ?? '[]',
    ) as RetiredSigningKey[];
    const ring = await rotatedKeyRing(JSON.parse(current) as JWK, retired, now);
    await upsertServerSecret(trx, SECRET_NAMES.idpSigningKey, JSON.stringify(ring.signingKey));
    await upsertServerSecret(
      trx,
      SECRET_NAMES.idpRetiredSigningKeys,
      JSON.stringify(ring.retiredKeys),
    );
    // Delivered at commit: every running replica reads the keys at once (LiveIdp).
    await notifyIdpKeysChanged(trx, ring.signingKey.kid!);
    return ring.signingKey.kid!;
  });
}
