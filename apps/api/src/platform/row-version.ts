import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/database';
import { badRequest, localizedError, type AppError } from './errors';
import { errorsCatalog } from './i18n/errors.locales';

/**
 * Optimistic concurrency for the items edited in forms (contacts, content, events): last write
 * no longer wins. A `GET` of one item sends its row's version (migration 0063) as a strong ETag; an
 * update that carries `If-Match` is applied only while the row is still at a version it names,
 * checked again in the UPDATE itself so that two saves of one version cannot both win. An update
 * without `If-Match` (clients that predate it) is applied as before.
 *
 * These ETags are never used for `If-None-Match`: an item's answer holds signed links that expire,
 * so a by-id `GET` always answers in full (the shared lists keep their own content hashes, see
 * cache/shared-json.ts).
 */

/** An item and its row's version, as a service hands it to a route. */
export interface Versioned<T> {
  item: T;
  version: number;
}

/** The strong validator of a row at `version`. */
export function rowEtag(version: number): string {
  return `"v${version}"`;
}

/** Sends `item` with its ETag. */
export function sendVersioned<T>(reply: FastifyReply, versioned: Versioned<T>): T {
  reply.header('ETag', rowEtag(versioned.version));
  return versioned.item;
}

/**
 * What an update's `If-Match` asks for: `null` without the header (apply unconditionally), `'*'`
 * for any current version, else the versions it names. A weak tag never matches (RFC 9110
 * §13.1.1: If-Match uses the strong comparison), nor does a tag this server did not make.
 */
export type IfMatch = null | '*' | readonly number[];

const MAX_VERSION = 2_147_483_647; // the column is an integer
/** One entity-tag (RFC 9110 §8.8.3) and the comma after it, from where the last one ended. */
const ENTITY_TAG = /[ \t]*(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"[ \t]*(?:,|$)/y;

export function readIfMatch(request: FastifyRequest): IfMatch {
  const raw = request.headers['if-match'];
  if (raw === undefined) return null;
  const value = (Array.isArray(raw) ? raw.join(', ') : raw).trim();
  if (value === '*') return '*';
  const invalid = () => badRequest((language) => errorsCatalog.in(language)('ifMatch'), 'If-Match');
  if (!value) throw invalid();
  const versions: number[] = [];
  ENTITY_TAG.lastIndex = 0;
  while (ENTITY_TAG.lastIndex < value.length) {
    const at = ENTITY_TAG.lastIndex;
    const match = ENTITY_TAG.exec(value);
    if (!match || match.index !== at || match[0].length === 0) throw invalid();
    if (match[1]) continue; // weak
    const version = /^v([1-9][0-9]{0,9})$/.exec(match[2] ?? '');
    if (version && Number(version[1]) <= MAX_VERSION) versions.push(Number(version[1]));
  }
  return versions;
}

/** 409: the item changed since the person loaded it (in their language, see errors.ts). */
export function versionConflict(): AppError {
  return localizedError(409, 'version_conflict', (language) =>
    errorsCatalog.in(language)('editConflict'),
  );
}

/**
 * Checks `If-Match` against the row's version as read now (409 if it names another) and returns
 * the version the UPDATE must still find, or null when the update is unconditional.
 */
export function expectedVersion(ifMatch: IfMatch, current: number): number | null {
  if (ifMatch === null || ifMatch === '*') return null;
  if (!ifMatch.includes(current)) throw versionConflict();
  return current;
}

/**
 * An edit of one row under `If-Match`, in one transaction with its audit row: 404 when the row is
 * not there, 409 when `If-Match` names another version. When `update` changed nothing, the row was
 * deleted or saved by someone else between the read and the write: 404 or 409, as the row now is.
 */
export async function updateAtVersion(
  db: Db,
  ifMatch: IfMatch,
  edit: {
    /** The row as it is now (its version), undefined when there is none. */
    find: (db: Db) => Promise<{ version: number } | undefined>;
    /** The UPDATE, still expecting `expected` when not null; false when it changed no row. */
    update: (trx: Db, expected: number | null) => Promise<boolean>;
    audit: (trx: Db) => Promise<void>;
    notFound: () => AppError;
  },
): Promise<void> {
  const current = await edit.find(db);
  if (!current) throw edit.notFound();
  const expected = expectedVersion(ifMatch, current.version);
  const updated = await db.transaction().execute(async (trx) => {
    if (!(await edit.update(trx, expected))) return false;
    await edit.audit(trx);
    return true;
  });
  if (!updated) throw (await edit.find(db)) ? versionConflict() : edit.notFound();
}
