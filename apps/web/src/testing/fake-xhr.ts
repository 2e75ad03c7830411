/**
 * XMLHttpRequest as the API client's uploads use it (lib/http/upload-with-progress.ts), for
 * tests: `vi.stubGlobal('XMLHttpRequest', FakeXhr)`, then drive the request the page opened
 * (`FakeXhr.last`) step by step: `progress` as bytes go up, `answer` when the server replies.
 */
export class FakeXhr {
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
  /** `loaded` of `total` bytes have gone up. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The server answers after the bytes went up in two steps. */
  answer(status: number, body: unknown, headers = 'content-type: application/json\r\n') {
    this.progress(500, 1000);
    this.progress(1000, 1000);
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
  /** The connection dropped: no answer at all. */
  fail() {
    this.onerror?.();
  }
}
