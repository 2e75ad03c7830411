/**
 * The API client of spec §8. Every call resolves (never rejects) to `{ data, error }`: `data` is
 * null on failure and `error` holds one message chosen by `apiErrorMessage`. JSON calls carry the
 * bearer access token and `Content-Type: application/json`; FormData calls let the browser set
 * the multipart boundary. Framework-free: React code uses it through `useApi()` (use-api.ts).
 */

import { decodeJwtPayload } from './auth/jwt';

export const DEFAULT_ERROR_MESSAGE = 'http request failed';

export interface ApiResult<T> {
  data: T | null;
  error: string | null;
  /** HTTP status, 0 when the request never got an answer. */
  status: number;
  /** The server's machine-readable `code` (ApiErrorBody), when it sent one. */
  code?: string;
  /**
   * The answer's ETag, when it has one. For one contact, event or content item it is the item's
   * version: send it back with the update (`ifMatch`) so that a stale form cannot overwrite a
   * newer save.
   */
  etag?: string;
}

export type TokenGetter = () => Promise<string | null | undefined>;

export interface ApiClientOptions {
  /** Returns the access token; a failure is logged and the call goes on without a token. */
  getToken?: TokenGetter;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** The last-resort message (translated by useApi). */
  fallbackMessage?: string;
  /** Prefix for relative paths; same origin by default. */
  baseUrl?: string;
  /**
   * The UI language, asked at each call and sent as `Accept-Language`, so the server's refusals
   * come in the language the member reads (issue 14 §2), not the browser's or the stored one.
   */
  getLanguage?: () => string | null | undefined;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * For a body with bytes to send (FormData, or JSON carrying a photo): called with the share
   * sent so far (0–1). fetch cannot report upload progress, so such a call goes through
   * XMLHttpRequest (same headers, token and If-Match).
   */
  onUploadProgress?: (fraction: number) => void;
}

/** The fetch the page started with: a test that stubs fetch gets fetch, not XMLHttpRequest. */
const startingFetch = globalThis.fetch;

/** Sends with XMLHttpRequest, reporting upload progress; answers a Response like fetch. */
function fetchWithUploadProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal },
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const noBody = [101, 204, 205, 304].includes(xhr.status);
      resolve(
        new Response(noBody ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers,
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | undefined);
  });
}

/**
 * Spec §8: the server's `message` field if present, else the client's (JS error) message, else
 * the status text, else 'http request failed'.
 */
export function apiErrorMessage(source: {
  body?: unknown;
  clientError?: unknown;
  statusText?: string | null;
  fallback?: string;
}): string {
  const { body, clientError, statusText, fallback = DEFAULT_ERROR_MESSAGE } = source;
  const serverMessage = messageOf(body);
  if (serverMessage) return serverMessage;
  const clientMessage = messageOf(clientError);
  if (clientMessage) return clientMessage;
  if (statusText && statusText.trim()) return statusText;
  return fallback;
}

function messageOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('message' in value)) return null;
  const message = (value as { message: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : null;
}

function codeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  const code = (value as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (!text) return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

type Body = { kind: 'json'; value: unknown } | { kind: 'form'; value: FormData } | undefined;

/**
 * GET answers that came with an ETag (the directory, the content list, the calendar), per member
 * and path: a refetch sends If-None-Match and a 304 reuses the copy, so a phone on one bar of
 * signal does not download an unchanged 60 KB list again. In memory only (never stored), keyed on
 * the token's subject, and forgotten at logout.
 */
const remembered = new Map<string, { etag: string; data: unknown }>();
const REMEMBERED_MAX = 50;

export function forgetRememberedAnswers(): void {
  remembered.clear();
}

function rememberKey(method: string, path: string, accessToken: string | null): string | null {
  if (method !== 'GET' || !accessToken) return null;
  try {
    const sub = decodeJwtPayload(accessToken).sub;
    return typeof sub === 'string' && sub ? `${sub}\u0000${path}` : null;
  } catch {
    return null;
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const fallback = options.fallbackMessage ?? DEFAULT_ERROR_MESSAGE;

  async function token(): Promise<string | null> {
    if (!options.getToken) return null;
    try {
      return (await options.getToken()) ?? null;
    } catch (error) {
      // Spec §7: token errors are logged only; the server answers the call with a 401.
      console.error('Could not get an access token', error);
      return null;
    }
  }

  async function send(
    method: string,
    path: string,
    body: Body,
    requestOptions: RequestOptions = {},
    accessToken: string | null = null,
  ): Promise<{ response: Response | null; clientError: unknown }> {
    const { onUploadProgress } = requestOptions;
    const language = options.getLanguage?.();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(language ? { 'Accept-Language': language } : {}),
      ...requestOptions.headers,
    };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    let payload: BodyInit | undefined;
    if (body?.kind === 'json') {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body.value);
    } else if (body?.kind === 'form') {
      payload = body.value; // the browser sets multipart/form-data with its boundary
    }
    // No Content-Type without a body: Fastify rejects an empty body declared as JSON.
    const doFetch = options.fetch ?? globalThis.fetch;
    try {
      if (
        onUploadProgress &&
        (body?.kind === 'form' || body?.kind === 'json') &&
        doFetch === startingFetch &&
        typeof XMLHttpRequest === 'function'
      ) {
        const response = await fetchWithUploadProgress(
          `${options.baseUrl ?? ''}${path}`,
          { method, headers, body: payload, signal: requestOptions.signal },
          onUploadProgress,
        );
        return { response, clientError: null };
      }
      const response = await doFetch(`${options.baseUrl ?? ''}${path}`, {
        method,
        headers,
        body: payload,
        signal: requestOptions.signal,
        credentials: 'same-origin',
      });
      return { response, clientError: null };
    } catch (clientError) {
      return { response: null, clientError };
    }
  }

  async function request<T>(
    method: string,
    path: string,
    body?: Body,
    requestOptions?: RequestOptions,
  ): Promise<ApiResult<T>> {
    const accessToken = await token();
    const key = rememberKey(method, path, accessToken);
    const known = key ? remembered.get(key) : undefined;
    const { response, clientError } = await send(
      method,
      path,
      body,
      known
        ? {
            ...requestOptions,
            headers: { 'If-None-Match': known.etag, ...requestOptions?.headers },
          }
        : requestOptions,
      accessToken,
    );
    if (!response) {
      return { data: null, error: apiErrorMessage({ clientError, fallback }), status: 0 };
    }
    if (response.status === 304 && known) {
      return { data: known.data as T, error: null, status: 200, etag: known.etag };
    }
    let parsed: unknown = null;
    try {
      parsed = await readBody(response);
    } catch (readError) {
      return {
        data: null,
        error: apiErrorMessage({
          clientError: readError,
          statusText: response.statusText,
          fallback,
        }),
        status: response.status,
      };
    }
    if (!response.ok) {
      return {
        data: null,
        error: apiErrorMessage({ body: parsed, statusText: response.statusText, fallback }),
        status: response.status,
        code: codeOf(parsed),
      };
    }
    const etag = response.headers.get('ETag');
    if (key) {
      remembered.delete(key);
      if (etag) {
        remembered.set(key, { etag, data: parsed });
        if (remembered.size > REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
      }
    }
    return {
      data: parsed as T,
      error: null,
      status: response.status,
      ...(etag ? { etag } : {}),
    };
  }

  /** Fetches a file with the bearer token and saves it under `fileName`. */
  async function download(
    path: string,
    fileName: string,
    requestOptions?: RequestOptions,
  ): Promise<ApiResult<true>> {
    const { response, clientError } = await send(
      'GET',
      path,
      undefined,
      { ...requestOptions, headers: { Accept: '*/*', ...requestOptions?.headers } },
      await token(),
    );
    if (!response) {
      return { data: null, error: apiErrorMessage({ clientError, fallback }), status: 0 };
    }
    if (!response.ok) {
      const parsed = await readBody(response).catch(() => null);
      return {
        data: null,
        error: apiErrorMessage({ body: parsed, statusText: response.statusText, fallback }),
        status: response.status,
        code: codeOf(parsed),
      };
    }
    try {
      saveBlob(await response.blob(), fileName);
      return { data: true, error: null, status: response.status };
    } catch (clientError) {
      return {
        data: null,
        error: apiErrorMessage({ clientError, fallback }),
        status: response.status,
      };
    }
  }

  return {
    get: <T>(path: string, o?: RequestOptions) => request<T>('GET', path, undefined, o),
    post: <T>(path: string, body?: unknown, o?: RequestOptions) =>
      request<T>('POST', path, body === undefined ? undefined : { kind: 'json', value: body }, o),
    put: <T>(path: string, body?: unknown, o?: RequestOptions) =>
      request<T>('PUT', path, body === undefined ? undefined : { kind: 'json', value: body }, o),
    del: <T>(path: string, o?: RequestOptions) => request<T>('DELETE', path, undefined, o),
    postForm: <T>(path: string, form: FormData, o?: RequestOptions) =>
      request<T>('POST', path, { kind: 'form', value: form }, o),
    putForm: <T>(path: string, form: FormData, o?: RequestOptions) =>
      request<T>('PUT', path, { kind: 'form', value: form }, o),
    download,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Thrown by `unwrap`, so react-query sees a failed call as an error with the §8 message. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
  }
}

/**
 * For react-query: `queryFn: () => api.get<Contact[]>(url).then(unwrap)` resolves to the data or
 * throws an ApiRequestError carrying the §8 message.
 */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.error !== null) throw new ApiRequestError(result.error, result.status, result.code);
  return result.data as T;
}

/** An item as loaded for editing, with the version (ETag) the form's values came from. */
export interface Versioned<T> {
  data: T;
  etag: string | null;
}

/** `unwrap`, keeping the answer's ETag: `api.get<Contact>(url).then(unwrapVersioned)`. */
export function unwrapVersioned<T>(result: ApiResult<T>): Versioned<T> {
  return { data: unwrap(result), etag: result.etag ?? null };
}

/**
 * Request options for the update of a loaded item: `If-Match` with its version, so the server
 * answers 409 (`isVersionConflict`) instead of overwriting someone else's newer save.
 */
export function ifMatch(etag: string | null | undefined): RequestOptions {
  return etag ? { headers: { 'If-Match': etag } } : {};
}

/** The server refused an update because the item changed since it was loaded. */
export function isVersionConflict(error: unknown): boolean {
  return (
    error instanceof ApiRequestError && error.status === 409 && error.code === 'version_conflict'
  );
}

/** Saves a Blob as a file through a temporary link (used for CSV reports). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before releasing the object URL.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
