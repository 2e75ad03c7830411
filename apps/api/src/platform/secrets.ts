import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { JWK } from 'jose';
import type { AppConfig } from './config';
import type { DatabaseHandle, Db } from './db/database';
import {
  generateIdpCookieKeys,
  generateIdpSigningKey,
  idpKeys,
  loadOrCreateIdpKeys,
  readIdpKeyFile,
  type IdpKeys,
  type RetiredSigningKey,
} from './idp/signing-keys';
import { findServerSecret, insertServerSecretIfAbsent } from './secrets.queries';

/** Every secret the server signs with, loaded once at start-up. */
export interface ServerSecrets {
  /** HMAC key of the one-tap RSVP links in event emails. */
  rsvpLinks: Buffer;
  /** HMAC key of the one-click unsubscribe links in bulk email. */
  unsubscribeLinks: Buffer;
  /** HMAC key of the folder store's signed file links. */
  blobSigning: Buffer;
  /** The embedded IdP's signing and cookie keys (null with Auth0). */
  idp: IdpKeys | null;
}

/** Their names in `server_secrets` (and DATA_DIR/keys/<name>.secret for the first two). */
export const SECRET_NAMES = {
  rsvpLinks: 'rsvp-links',
  unsubscribeLinks: 'unsubscribe-links',
  blobSigning: 'blob-signing',
  idpSigningKey: 'idp-signing-key',
  idpCookieKeys: 'idp-cookie-keys',
  /** Signing keys a rotation replaced (JSON list), published until their tokens expire. */
  idpRetiredSigningKeys: 'idp-retired-signing-keys',
} as const;

/**
 * Loads the secrets: a setting always wins. Otherwise, on PostgreSQL (DATABASE_URL, where
 * several replicas may share the data) from the `server_secrets` table, created once by whichever
 * replica starts first, so that a link or token made by one replica is good on every other. A
 * key file an earlier version left in DATA_DIR/keys is what gets stored the first time, so links
 * already mailed keep working. On the embedded database (one process per DATA_DIR) the files in
 * DATA_DIR/keys, as before.
 */
export async function loadServerSecrets(
  config: AppConfig,
  database: DatabaseHandle,
): Promise<ServerSecrets> {
  const { dataDir } = config;
  const shared = database.kind === 'postgres' ? database.db : null;
  const byteSecret = async (name: string, setting: string | undefined): Promise<Buffer> => {
    if (setting) return Buffer.from(setting, 'utf8');
    if (!shared) return loadOrCreateSecret(dataDir, name);
    const value = await readOrCreate(
      shared,
      name,
      async () => readSecretFile(dataDir, name) ?? crypto.randomBytes(32).toString('base64url'),
    );
    return Buffer.from(value, 'base64url');
  };
  const rsvpLinks = await byteSecret(SECRET_NAMES.rsvpLinks, config.RSVP_LINK_SECRET);
  const unsubscribeLinks = await byteSecret(
    SECRET_NAMES.unsubscribeLinks,
    config.UNSUBSCRIBE_LINK_SECRET,
  );
  const blobSigning = await byteSecret(SECRET_NAMES.blobSigning, config.BLOB_SIGNING_SECRET);
  return {
    rsvpLinks,
    unsubscribeLinks,
    blobSigning,
    idp: config.AUTH_MODE === 'embedded' ? await loadIdpKeys(config, database) : null,
  };
}

/**
 * The embedded IdP's keys, from the same places: settings first (IDP_SIGNING_KEY,
 * IDP_COOKIE_KEYS; IDP_PUBLISHED_KEYS always added), else the `server_secrets` rows on
 * PostgreSQL or DATA_DIR/keys on the embedded database, with the keys a rotation retired. Read at
 * start and again at every key check (LiveIdp), so a rotation reaches a running server.
 */
export async function loadIdpKeys(config: AppConfig, database: DatabaseHandle): Promise<IdpKeys> {
  const { dataDir } = config;
  const published = config.idpPublishedKeys ?? [];
  if (database.kind !== 'postgres') {
    const needsFile = !config.idpSigningKey || !config.idpCookieKeys;
    const fromFile = needsFile ? await loadOrCreateIdpKeys(dataDir) : null;
    return idpKeys(
      config.idpSigningKey ?? fromFile!.signingKey,
      config.idpCookieKeys ?? fromFile!.cookieKeys,
      config.idpSigningKey ? [] : fromFile!.retiredKeys,
      published,
    );
  }
  const shared = database.db;
  const file = readIdpKeyFile(dataDir);
  const signingKey =
    config.idpSigningKey ??
    (JSON.parse(
      await readOrCreate(shared, SECRET_NAMES.idpSigningKey, async () =>
        JSON.stringify(file?.signingKey ?? (await generateIdpSigningKey())),
      ),
    ) as JWK);
  const cookieKeys =
    config.idpCookieKeys ??
    (JSON.parse(
      await readOrCreate(shared, SECRET_NAMES.idpCookieKeys, async () =>
        JSON.stringify(file?.cookieKeys ?? generateIdpCookieKeys()),
      ),
    ) as string[]);
  const retired = config.idpSigningKey
    ? []
    : (JSON.parse(
        (await findServerSecret(shared, SECRET_NAMES.idpRetiredSigningKeys)) ?? '[]',
      ) as RetiredSigningKey[]);
  return idpKeys(signingKey, cookieKeys, retired, published);
}

/**
 * The stored secret, or a new one stored first: two replicas starting together both insert
 * (`on conflict do nothing`, so one insert wins) and both read back the winner.
 */
export async function readOrCreate(
  db: Db,
  name: string,
  create: () => Promise<string>,
): Promise<string> {
  const stored = await findServerSecret(db, name);
  if (stored !== null) return stored;
  await insertServerSecretIfAbsent(db, name, await create());
  const winner = await findServerSecret(db, name);
  if (winner === null) throw new Error(`The server secret '${name}' could not be stored`);
  return winner;
}

function secretFile(dataDir: string, name: string): string {
  return path.join(dataDir, 'keys', `${name}.secret`);
}

function readSecretFile(dataDir: string, name: string): string | null {
  const file = secretFile(dataDir, name);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}

/**
 * A random secret generated on first start and kept in DATA_DIR/keys: the embedded database's
 * way (one process per DATA_DIR). Use loadServerSecrets, which picks the source.
 */
export function loadOrCreateSecret(dataDir: string, name: string): Buffer {
  const stored = readSecretFile(dataDir, name);
  if (stored !== null) return Buffer.from(stored, 'base64url');
  const file = secretFile(dataDir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(32);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, secret.toString('base64url'), { mode: 0o600 });
  fs.renameSync(tmp, file);
  return secret;
}
