import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compressing costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const OFFERED = ['br', 'gzip', 'identity'];

/**
 * The encoding to answer with, from a request's Accept-Encoding (RFC 9110 §12.5.3, read by
 * the negotiator package): the client's q-values first, brotli before gzip where they tie;
 * `br;q=0` or `gzip;q=0` refuses that one, `*` stands for the codings not named. Null means
 * send it as it is (no header, `identity`, or nothing offered is acceptable).
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(
    OFFERED,
    { preferred: OFFERED },
  );
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * Compresses off the event loop (zlib's thread pool). `effort`: 'fast' for an answer made per
 * request, 'kept' for one compressed once and sent many times.
 */
export function compress(
  body: Buffer,
  encoding: Encoding,
  effort: 'fast' | 'kept',
): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: effort === 'fast' ? 5 : 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'fast' ? 4 : 6,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Compresses JSON answers of /api (the directory of 2,000 contacts is ~900 KB, ~60 KB in
 * brotli): a phone in the stands on one bar of signal waits for bytes, not for the server.
 * Only /api: its answers are authorised by a bearer
 * token the page attaches itself, never by a cookie, so a cross-site page cannot make the
 * browser send them with a secret inside (BREACH needs that); /idp (cookies) is left alone.
 */
export function registerApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // Only successful answers: error bodies are small, and a scope's onSend may still rewrite them.
    if (!request.url.startsWith('/api/') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('Content-Encoding')) return payload;
    const type = String(reply.getHeader('Content-Type') ?? '');
    if (!/json|text|csv|calendar/.test(type)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_COMPRESS_BYTES) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.header('Vary', 'Accept-Encoding');
    if (!encoding) return payload;
    const compressed = await compress(body, encoding, 'fast');
    reply.header('Content-Encoding', encoding);
    reply.header('Content-Length', compressed.length);
    return compressed;
  });
}
