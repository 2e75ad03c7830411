import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { multipartBody } from './http/multipart-body';

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

/**
 * An upload reports its progress. fetch cannot, so a FormData call with onUploadProgress goes
 * through XMLHttpRequest, keeping the token, If-Match and the same error messages.
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
  }
  /** The server answers after the bytes went up in two steps. */
  answer(status: number, body: unknown, headers = 'content-type: application/json\r\n') {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 500, total: 1000 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 });
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('uploads with progress', () => {
  it('sends FormData by XMLHttpRequest with the token and If-Match, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const api = createApiClient({ getToken: async () => 'tok' });
    const seen: number[] = [];
    const pending = api.PUT('/api/content/update/{id}', {
      params: { path: { id: '1' } },
      body: upload,
      bodySerializer: multipartBody,
      headers: { 'If-Match': '"v1"' },
      onUploadProgress: (f) => seen.push(f),
    });
    await vi.waitFor(() => expect(FakeXhr.last?.url).toBe('/api/content/update/1'));
    const xhr = FakeXhr.last!;
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('fileName')).toBe('a.pdf');
    expect(xhr.method).toBe('PUT');
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer tok', 'If-Match': '"v1"' });
    expect(xhr.headers['Content-Type']).toBeUndefined();
    xhr.answer(200, { id: '1' }, 'content-type: application/json\r\netag: "v2"\r\n');
    const result = await pending;
    expect(seen).toEqual([0.5, 1]);
    expect(result).toMatchObject({ data: { id: '1' }, error: null, status: 200, etag: '"v2"' });
  });

  it('sends JSON carrying a photo by XMLHttpRequest too, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const api = createApiClient({ getToken: async () => 'tok' });
    const seen: number[] = [];
    const pending = api.PUT('/api/contact/update/{id}', {
      params: { path: { id: 'c1' } },
      body: {
        firstName: 'Ana',
        lastName: 'Alvarez',
        newProfileImgBase64: 'data:image/jpeg;base64,AAAA',
      },
      onUploadProgress: (f) => seen.push(f),
    });
    await vi.waitFor(() => expect(FakeXhr.last?.url).toBe('/api/contact/update/c1'));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(xhr.body))).toMatchObject({
      newProfileImgBase64: 'data:image/jpeg;base64,AAAA',
    });
    xhr.answer(200, { id: 'c1' });
    expect(await pending).toMatchObject({ data: { id: 'c1' }, status: 200 });
    expect(seen).toEqual([0.5, 1]);
  });

  it("answers a refusal with the server's message", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const api = createApiClient({ getToken: async () => 'tok' });
    const pending = api.POST('/api/content/new', {
      body: upload,
      bodySerializer: multipartBody,
      onUploadProgress: () => undefined,
    });
    await vi.waitFor(() => expect(FakeXhr.last?.url).toBe('/api/content/new'));
    FakeXhr.last!.answer(413, { message: 'The file is larger than the 25 MB limit' });
    expect(await pending).toMatchObject({
      data: null,
      error: 'The file is larger than the 25 MB limit',
      status: 413,
    });
  });
});
