import type { Middleware } from 'openapi-fetch';
import { decodeJwtPayload } from '../auth/jwt';

/**
 * GET answers that came with an ETag (the directory, the content list, the calendar), per member
 * and path: a refetch sends If-None-Match and a 304 reuses the copy, so a phone on one bar of
 * signal does not download an unchanged 60 KB list again. In memory only (never stored), keyed on
 * the token's subject, and forgotten at logout.
 */
const remembered = new Map<string, { etag: string; body: string }>();
const REMEMBERED_MAX = 50;

export function forgetRememberedAnswers(): void {
  remembered.clear();
}

function rememberKey(request: Request): string | null {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (request.method !== 'GET' || !token) return null;
  try {
    const sub = decodeJwtPayload(token).sub;
    const { pathname, search } = new URL(request.url);
    return typeof sub === 'string' && sub ? `${sub}\u0000${pathname}${search}` : null;
  } catch {
    return null;
  }
}

/** After the bearer token's middleware: the key is the member the token names. */
export const rememberedAnswers: Middleware = {
  onRequest({ request }) {
    const key = rememberKey(request);
    const known = key ? remembered.get(key) : undefined;
    if (known && !request.headers.has('If-None-Match')) {
      request.headers.set('If-None-Match', known.etag);
    }
  },
  async onResponse({ request, response }) {
    const key = rememberKey(request);
    if (!key) return undefined;
    const known = remembered.get(key);
    if (response.status === 304 && known) {
      return new Response(known.body, {
        status: 200,
        headers: { 'Content-Type': 'application/json', ETag: known.etag },
      });
    }
    if (!response.ok) return undefined;
    remembered.delete(key);
    const etag = response.headers.get('ETag');
    if (etag && (response.headers.get('Content-Type') ?? '').includes('json')) {
      remembered.set(key, { etag, body: await response.clone().text() });
      if (remembered.size > REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
    }
    return undefined;
  },
};
