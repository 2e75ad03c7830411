import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiErrorMessage,
  createApiClient,
  forgetRememberedAnswers,
  ifMatch,
  isVersionConflict,
  unwrap,
  unwrapVersioned,
  ApiRequestError,
} from './api-client';
import { multipartBody } from './http/multipart-body';

const contactInput = { firstName: 'Ana', lastName: 'Alvarez' };

const upload = {
  fileName: 'a.pdf',
  tags: [],
  isBanner: false,
  isFeatured: false,
  category: 'Key Contacts' as const,
  emailList: [],
  allowedAffiliations: [],
  formFile: new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }),
};

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
}

describe('apiErrorMessage', () => {
  it("prefers the server's message field", () => {
    expect(
      apiErrorMessage({
        body: { message: 'Contact not found' },
        clientError: new Error('boom'),
        statusText: 'Not Found',
      }),
    ).toBe('Contact not found');
  });
  it("falls back to the client's error message", () => {
    expect(apiErrorMessage({ body: {}, clientError: new TypeError('Failed to fetch') })).toBe(
      'Failed to fetch',
    );
  });
  it('then to the status text', () => {
    expect(apiErrorMessage({ body: 'oops', statusText: 'Bad Gateway' })).toBe('Bad Gateway');
  });
  it("and finally to 'http request failed'", () => {
    expect(apiErrorMessage({ body: { message: '' }, statusText: '' })).toBe('http request failed');
    expect(apiErrorMessage({})).toBe('http request failed');
  });
});

describe('createApiClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the bearer token and JSON content type, and returns the data', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return jsonResponse({ id: 'c1' }, { status: 201 });
    };
    const api = createApiClient({ getToken: async () => 'tok', fetch: fakeFetch as typeof fetch });
    const result = await api.POST('/api/contact/create', { body: contactInput });
    expect(result).toEqual({ data: { id: 'c1' }, error: null, status: 201 });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe(JSON.stringify(contactInput));
    expect(calls[0]!.url).toBe('/api/contact/create');
  });

  it('does not set a content type on FormData', async () => {
    let seen: RequestInit | undefined;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seen = init;
      return jsonResponse({ ok: true });
    });
    const api = createApiClient({ getToken: async () => 'tok' });
    await api.POST('/api/content/new', { body: upload, bodySerializer: multipartBody });
    const headers = seen!.headers as Record<string, string>;
    // The browser writes it, with the boundary of the body it sends.
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer tok');
    const form = seen!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('fileName')).toBe('a.pdf');
    expect((form.get('formFile') as File).name).toBe('a.pdf');
  });

  it("returns data null and the server's message on an error status", async () => {
    const api = createApiClient({
      fetch: (async () =>
        jsonResponse(
          { message: 'You do not have permission', code: 'forbidden' },
          { status: 403, statusText: 'Forbidden' },
        )) as typeof fetch,
    });
    const result = await api.GET('/api/contact/getall');
    expect(result).toEqual({
      data: null,
      error: 'You do not have permission',
      status: 403,
      code: 'forbidden',
    });
    expect(() => unwrap(result)).toThrow(ApiRequestError);
  });

  it('uses the status text when the server sends no message', async () => {
    const api = createApiClient({
      fetch: (async () =>
        new Response('<html>bad gateway</html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'content-type': 'text/html' },
        })) as typeof fetch,
    });
    expect((await api.GET('/api/me')).error).toBe('Bad Gateway');
  });

  it("uses the client's message when the request fails", async () => {
    const api = createApiClient({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    expect(await api.DELETE('/api/content/{id}', { params: { path: { id: '1' } } })).toEqual({
      data: null,
      error: 'Failed to fetch',
      status: 0,
    });
  });

  it('falls back to the configured last-resort message', async () => {
    const api = createApiClient({
      fallbackMessage: 'la solicitud http falló',
      fetch: (async () => new Response(null, { status: 500, statusText: '' })) as typeof fetch,
    });
    expect((await api.GET('/api/me')).error).toBe('la solicitud http falló');
  });

  it('logs a token error and still makes the call without a token', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let headers: Record<string, string> = {};
    const api = createApiClient({
      getToken: async () => {
        throw new Error('login_required');
      },
      fetch: (async (_url: string, init: RequestInit) => {
        headers = init.headers as Record<string, string>;
        return jsonResponse({ message: 'Please sign in to continue' }, { status: 401 });
      }) as typeof fetch,
    });
    const result = await api.GET('/api/pinnedpost/getall');
    expect(headers.Authorization).toBeUndefined();
    expect(result.error).toBe('Please sign in to continue');
    expect(logged).toHaveBeenCalled();
  });

  it('returns null data for an empty success', async () => {
    const api = createApiClient({
      fetch: (async () => new Response(null, { status: 204 })) as typeof fetch,
    });
    expect(await api.POST('/api/admin/ResetCache')).toEqual({
      data: null,
      error: null,
      status: 204,
    });
  });

  describe('revalidation with ETags', () => {
    const tokenFor = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;
    afterEach(() => forgetRememberedAnswers());

    /** A server stand-in that answers 304 when the client already has its ETag. */
    function etagServer(state: { etag: string; body: unknown }) {
      const seen: (string | undefined)[] = [];
      const fakeFetch = async (_url: string | URL | Request, init?: RequestInit) => {
        const ifNoneMatch = (init?.headers as Record<string, string>)['If-None-Match'];
        seen.push(ifNoneMatch);
        if (ifNoneMatch === state.etag) return new Response(null, { status: 304 });
        return jsonResponse(state.body, { headers: { ETag: state.etag } });
      };
      return { seen, fetch: fakeFetch as typeof fetch };
    }

    it('sends If-None-Match on a refetch and reuses the copy on 304', async () => {
      const server = etagServer({ etag: '"v1"', body: [{ id: 'e1' }] });
      const api = createApiClient({ getToken: async () => tokenFor('ana'), fetch: server.fetch });
      expect((await api.GET('/api/event/getall')).data).toEqual([{ id: 'e1' }]);
      // The copy reused on 304 keeps its ETag too.
      expect(await api.GET('/api/event/getall')).toEqual({
        data: [{ id: 'e1' }],
        error: null,
        status: 200,
        etag: '"v1"',
      });
      expect(server.seen).toEqual([undefined, '"v1"']);
    });

    it('takes the new answer when the ETag changed', async () => {
      const state = { etag: '"v1"', body: ['old'] as unknown };
      const server = etagServer(state);
      const api = createApiClient({ getToken: async () => tokenFor('ana'), fetch: server.fetch });
      await api.GET('/api/content/getall');
      Object.assign(state, { etag: '"v2"', body: ['new'] });
      expect((await api.GET('/api/content/getall')).data).toEqual(['new']);
    });

    it("never offers one member's copy for another member, nor after logout", async () => {
      const server = etagServer({ etag: '"v1"', body: ['x'] });
      const ana = createApiClient({ getToken: async () => tokenFor('ana'), fetch: server.fetch });
      const ben = createApiClient({ getToken: async () => tokenFor('ben'), fetch: server.fetch });
      await ana.GET('/api/contact/getall');
      await ben.GET('/api/contact/getall');
      forgetRememberedAnswers();
      await ana.GET('/api/contact/getall');
      expect(server.seen).toEqual([undefined, undefined, undefined]);
    });
  });
});

describe('downloads', () => {
  // jsdom has no object URLs: each test sets its own.
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('fetches the file with the token and saves it under the given name', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const api = createApiClient({
      getToken: async () => 'tok',
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response('First name,Last name\r\nAna,Alvarez\r\n', {
          headers: { 'content-type': 'text/csv' },
        });
      }) as typeof fetch,
    });
    const saved: { href: string; download: string }[] = [];
    URL.createObjectURL = () => 'blob:report';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    const result = await api.download('/api/contact/csv', 'contacts.csv');
    expect(result).toEqual({ data: true, error: null, status: 200 });
    expect(saved).toEqual([{ href: 'blob:report', download: 'contacts.csv' }]);
    expect(calls[0]!.url).toBe('/api/contact/csv');
    expect(calls[0]!.init.headers).toMatchObject({ Accept: '*/*', Authorization: 'Bearer tok' });
  });

  it("answers a refused download with the server's message and saves nothing", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const api = createApiClient({
      fetch: (async () =>
        jsonResponse(
          { message: 'Admins only', code: 'forbidden' },
          { status: 403 },
        )) as typeof fetch,
    });
    expect(await api.download('/api/contact/csv', 'contacts.csv')).toEqual({
      data: null,
      error: 'Admins only',
      status: 403,
      code: 'forbidden',
    });
    expect(click).not.toHaveBeenCalled();
  });
});

describe('versioned items (If-Match)', () => {
  afterEach(() => forgetRememberedAnswers());

  it("gives a fetcher the answer's ETag, sends it back as If-Match and recognises a 409", async () => {
    const sent: Record<string, string>[] = [];
    const api = createApiClient({
      fetch: (async (_url: string, init: RequestInit) => {
        sent.push(init.headers as Record<string, string>);
        if (init.method === 'PUT') {
          return jsonResponse(
            { message: 'Someone else changed this item', code: 'version_conflict' },
            { status: 409 },
          );
        }
        return jsonResponse({ id: 'c1' }, { headers: { ETag: '"v7"' } });
      }) as typeof fetch,
    });
    const loaded = await api
      .GET('/api/contact/{id}', { params: { path: { id: 'c1' } } })
      .then(unwrapVersioned);
    expect(loaded).toEqual({ data: { id: 'c1' }, etag: '"v7"' });
    const saved = await api.PUT('/api/contact/update/{id}', {
      params: { path: { id: 'c1' } },
      body: { ...contactInput, phone: '555-0100' },
      ...ifMatch(loaded.etag),
    });
    expect(sent[1]!['If-Match']).toBe('"v7"');
    const error = (() => {
      try {
        return unwrap(saved);
      } catch (e) {
        return e;
      }
    })();
    expect(isVersionConflict(error)).toBe(true);
    expect(isVersionConflict(new ApiRequestError('Conflict', 409, 'email_taken'))).toBe(false);
    // No version known: no If-Match, as the spec's clients send.
    await api.PUT('/api/contact/update/{id}', {
      params: { path: { id: 'c1' } },
      body: contactInput,
      ...ifMatch(null),
    });
    expect(sent[2]!['If-Match']).toBeUndefined();
  });
});
