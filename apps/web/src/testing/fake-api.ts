import { vi } from 'vitest';

/** An answer with a JSON body, as the API sends one. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * One request the page made: its method, URL, JSON body (`Body`, as the test expects it; undefined
 * without one), the form it sent instead (multipart) and its headers.
 */
export interface RecordedCall<Body = unknown> {
  method: string;
  url: string;
  body: Body;
  form?: FormData;
  headers: Record<string, string>;
}

/**
 * Replaces fetch with a fake API answering each request with `answer` (a 404 where it has none),
 * and returns the list of every request made, in order (undo with vi.unstubAllGlobals).
 */
export function recordFetch<Body = unknown>(
  answer: (call: RecordedCall<Body>) => Response | undefined | Promise<Response | undefined>,
): RecordedCall<Body>[] {
  const calls: RecordedCall<Body>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call: RecordedCall<Body> = {
      method: init.method ?? 'GET',
      url,
      body: (typeof init.body === 'string' ? JSON.parse(init.body) : undefined) as Body,
      ...(init.body instanceof FormData ? { form: init.body } : {}),
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    return (
      (await answer(call)) ?? jsonResponse({ message: `unexpected ${call.method} ${url}` }, 404)
    );
  });
  return calls;
}

/** The requests that change something (all but GETs). */
export const writesIn = (calls: readonly RecordedCall[]) =>
  calls.filter((call) => call.method !== 'GET');
