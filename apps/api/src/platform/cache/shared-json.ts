import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Db } from '../db/database';
import { readDataVersion } from '../db/data-version';
import { compress, MIN_COMPRESS_BYTES, preferredEncoding, type Encoding } from '../compression';
import type { CacheRegistry } from './cache-registry';

/** An answer built once and sent to every member of a class until the shared data changes. */
export interface SharedJson {
  body: Buffer;
  etag: string;
  /** Compressed copies, made on first demand and then reused. */
  compressed?: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * The shared data's version (migration 0050): as the auth gate found it with the member, or read
 * here for a request that has none.
 */
export async function dataVersion(db: Db, request?: FastifyRequest): Promise<string> {
  return request?.dataVersion ?? readDataVersion(db);
}

/**
 * Shared answers carry signed links (content: an hour, photos: a day): rebuilt after ten minutes
 * even if nothing changed, so a link is good for at least 50 minutes after it was sent.
 */
export const SIGNED_ANSWER_MAX_AGE_MS = 10 * 60_000;

export interface VersionedCacheOptions {
  /** Rebuild a value older than this even if nothing changed (SIGNED_ANSWER_MAX_AGE_MS). */
  maxAgeMs: number;
  /** Distinct keys kept (viewer classes × query variants); the least recently used go first. */
  maxEntries: number;
}

/**
 * Values that many members share, built once per key and data version. The key says who may
 * see the value (admins, an affiliation, ...); the version comes from the database with every
 * request, so a write on any replica is seen on the very next request. Concurrent misses for one
 * key wait for a single build; a failed build is not kept.
 */
export class VersionedCache<T> {
  /** The least recently used go first past maxEntries; one older than maxAgeMs is not served. */
  private readonly entries: LRUCache<string, { value: T; version: string }>;
  private readonly building = new Map<string, Promise<T>>();

  constructor(name: string, caches: CacheRegistry, opts: VersionedCacheOptions) {
    this.entries = new LRUCache({ max: opts.maxEntries, ttl: opts.maxAgeMs });
    caches.register(name, () => this.clear());
  }

  clear(): void {
    this.entries.clear();
    this.building.clear();
  }

  async get(key: string, version: string, build: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const buildKey = `${key}\u0000${version}`;
    let pending = this.building.get(buildKey);
    if (pending) return pending;
    // Its age counts from when the build began (signed links in it are minted from then on).
    const builtAt = performance.now();
    pending = build();
    this.building.set(buildKey, pending);
    const settled = pending;
    settled
      .then((value) => {
        if (this.building.get(buildKey) !== settled) return; // cleared meanwhile
        const current = this.entries.peek(key, { allowStale: true });
        // Versions only grow; never replace a newer value with an older one.
        if (!current || BigInt(current.version) <= BigInt(version)) {
          this.entries.set(key, { value, version }, { start: builtAt });
        }
      })
      .catch(() => {})
      .finally(() => {
        if (this.building.get(buildKey) === settled) this.building.delete(buildKey);
      });
    return settled;
  }
}

/**
 * Answers that many members share (the directory, the content list, the calendar), kept as the
 * bytes to send with their ETag.
 */
export class SharedJsonCache {
  private readonly cache: VersionedCache<SharedJson>;
  private readonly schema: z.ZodType;

  constructor(
    name: string,
    caches: CacheRegistry,
    opts: VersionedCacheOptions & {
      /**
       * The route's response schema. These bytes skip Fastify's serializer, so the value is
       * parsed through it here: as for any other answer, a field it does not list never leaves
       * (zod objects drop unknown keys), and a value that breaks it fails the build.
       */
      schema: z.ZodType;
    },
  ) {
    this.cache = new VersionedCache(name, caches, opts);
    this.schema = opts.schema;
  }

  get(key: string, version: string, build: () => Promise<unknown>): Promise<SharedJson> {
    return this.cache.get(key, version, async () => {
      const value = await build();
      return toSharedJson(this.schema.parse(value));
    });
  }

  /**
   * The same for a list answer (the schema is an array's), built a slice at a time by
   * toSharedJsonList: for long lists such as the 20,000-contact directory.
   */
  getList<R>(
    key: string,
    version: string,
    rows: () => Promise<R[]>,
    map: (row: R) => unknown,
  ): Promise<SharedJson> {
    const schema = this.schema;
    if (!(schema instanceof z.ZodArray)) throw new Error('getList needs an array schema');
    return this.cache.get(key, version, async () =>
      toSharedJsonList(await rows(), schema.element, map),
    );
  }
}

/** Rows mapped, checked and serialised per slice (see toSharedJsonList). */
export const LIST_SLICE = 500;

/**
 * A list as the bytes of its JSON array, as toSharedJson would make them, but a slice of rows at a
 * time: each slice is mapped, parsed through the item's schema and serialised before the next,
 * and its rows are let go. The whole list never exists at once as rows, objects, a parsed copy and
 * one big string (9 MB for 20,000 contacts): that was the server's peak memory while it was built.
 * `rows` is emptied.
 */
export async function toSharedJsonList<R>(
  rows: R[],
  itemSchema: z.core.$ZodType,
  map: (row: R) => unknown,
): Promise<SharedJson> {
  const hash = crypto.createHash('sha256');
  const parts: Buffer[] = [];
  const add = (part: Buffer) => {
    parts.push(part);
    hash.update(part);
  };
  add(Buffer.from('['));
  for (let first = true; rows.length; first = false) {
    const slice = rows.splice(0, LIST_SLICE);
    const items = (await Promise.all(slice.map(map))).map((item) => z.parse(itemSchema, item));
    // "[a,b]" without its brackets, after a comma from the second slice on.
    add(Buffer.from((first ? '' : ',') + JSON.stringify(items).slice(1, -1)));
  }
  add(Buffer.from(']'));
  return {
    body: Buffer.concat(parts),
    etag: `"${hash.digest('base64url').slice(0, 27)}"`,
  };
}

/** A value as the bytes to send, with an ETag of its content. */
export function toSharedJson(value: unknown): SharedJson {
  const body = Buffer.from(JSON.stringify(value));
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${hash}"` };
}

/** Who sees the same content and events: one key per class (decided by platform/access). */
export { audienceKey } from '../access/audience';

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/**
 * Sends a shared answer: 304 when the client already holds these bytes (If-None-Match), else the
 * bytes, compressed once per answer rather than once per request when the client accepts it.
 */
export async function sendSharedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: SharedJson,
): Promise<FastifyReply> {
  reply.header('ETag', entry.etag).header('Vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || entry.body.length < MIN_COMPRESS_BYTES) return reply.send(entry.body);
  entry.compressed ??= {};
  const compressed = (entry.compressed[encoding] ??= compress(entry.body, encoding, 'kept'));
  return reply.header('Content-Encoding', encoding).send(await compressed);
}
