import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { isAdmin } from '@dugout/shared';
import type { Member } from '../auth/access-policy';
import type { Db } from '../db/database';
import type { CacheRegistry } from './cache-registry';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** An answer built once and sent to every member of a class until the shared data changes. */
export interface SharedJson {
  body: Buffer;
  etag: string;
  version: string;
  builtAt: number;
  /** Compressed copies, made on first demand and then reused. */
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

export interface SharedJsonCacheOptions {
  /** Signed links inside expire: rebuild an answer older than this even if nothing changed. */
  maxAgeMs: number;
  /** Distinct keys kept (viewer classes × query variants); the least recently used go first. */
  maxEntries: number;
}

/**
 * The shared data's version (migration 0050): read by the auth gate in the member's own query,
 * or here for a request that has none.
 */
export async function dataVersion(db: Db, request?: FastifyRequest): Promise<string> {
  if (request?.dataVersion) return request.dataVersion;
  const row = await sql<{
    version: string;
  }>`select version::text as version from data_version where id = 1`.execute(db);
  return row.rows[0]?.version ?? '0';
}

/**
 * Answers that many members share (the directory, the content list, the calendar) are built
 * once per viewer class and data version, and kept as bytes with an ETag. The key says who may
 * see the answer (admins, an affiliation, ...); the version comes from the database with every
 * request, so a write on any replica is seen on the very next request. Concurrent misses for one
 * key wait for a single build.
 */
export class SharedJsonCache {
  private readonly entries = new Map<string, SharedJson>();
  private readonly building = new Map<string, Promise<SharedJson>>();

  constructor(
    name: string,
    caches: CacheRegistry,
    private readonly opts: SharedJsonCacheOptions,
  ) {
    caches.register(name, () => this.clear());
  }

  clear(): void {
    this.entries.clear();
    this.building.clear();
  }

  async get(key: string, version: string, build: () => Promise<unknown>): Promise<SharedJson> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.builtAt < this.opts.maxAgeMs) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const buildKey = `${key}\u0000${version}`;
    let pending = this.building.get(buildKey);
    if (!pending) {
      pending = (async () => {
        const body = Buffer.from(JSON.stringify(await build()));
        const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27);
        return { body, etag: `"${hash}"`, version, builtAt: Date.now() };
      })();
      this.building.set(buildKey, pending);
      pending
        .then((entry) => {
          if (this.building.get(buildKey) !== pending) return; // cleared meanwhile
          const current = this.entries.get(key);
          // Versions only grow; never replace a newer answer with an older one.
          if (!current || BigInt(current.version) <= BigInt(entry.version)) {
            this.entries.delete(key);
            this.entries.set(key, entry);
            while (this.entries.size > this.opts.maxEntries) {
              this.entries.delete(this.entries.keys().next().value!);
            }
          }
        })
        .catch(() => {})
        .finally(() => {
          if (this.building.get(buildKey) === pending) this.building.delete(buildKey);
        });
    }
    return pending;
  }
}

/**
 * Who sees the same content and events (DESIGN §4): admins see everything; everyone else what
 * their affiliation allows. One key per class, for the caches of those lists.
 */
export function audienceKey(member: Pick<Member, 'permissions' | 'affiliationId'>): string {
  return isAdmin(member) ? 'admin' : `affiliation:${member.affiliationId ?? 'none'}`;
}

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
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (entry.body.length >= 1024 && /\bbr\b/.test(accept)) {
    entry.br ??= brotli(entry.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
      },
    });
    return reply.header('Content-Encoding', 'br').send(await entry.br);
  }
  if (entry.body.length >= 1024 && /\bgzip\b/.test(accept)) {
    entry.gzip ??= gzip(entry.body, { level: 6 });
    return reply.header('Content-Encoding', 'gzip').send(await entry.gzip);
  }
  return reply.send(entry.body);
}
