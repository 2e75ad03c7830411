import { headerRecord, OutgoingRequest } from './outgoing-request';
import { uploadWithProgress } from './upload-with-progress';

/** The fetch the page started with: a test that stubs fetch gets fetch, not XMLHttpRequest. */
const startingFetch = globalThis.fetch;

export interface SendOptions {
  /** Defaults to the global fetch, looked up at each call (tests stub it). */
  fetch?: typeof fetch;
  /**
   * For a body with bytes to send (FormData, or JSON carrying a photo): called with the share sent
   * so far (0–1). Such a call goes through XMLHttpRequest (same headers, token and If-Match).
   */
  onUploadProgress?: (fraction: number) => void;
}

/** A URL of this page's origin as a path, the way the app has always asked for it. */
function pageRelative(url: string): string {
  const origin = globalThis.location?.origin;
  return origin && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/**
 * The typed client's transport: sends the Request it built through fetch, or through
 * XMLHttpRequest when the caller follows the upload's progress.
 */
export function sendRequest(request: Request, options: SendOptions = {}): Promise<Response> {
  const body = request instanceof OutgoingRequest ? request.sentBody : null;
  const url = pageRelative(request.url);
  const headers = headerRecord(request.headers, body);
  const doFetch = options.fetch ?? globalThis.fetch;
  const { onUploadProgress } = options;
  if (
    onUploadProgress &&
    body !== null &&
    doFetch === startingFetch &&
    typeof XMLHttpRequest === 'function'
  ) {
    return uploadWithProgress(
      url,
      { method: request.method, headers, body, signal: request.signal },
      onUploadProgress,
    );
  }
  return doFetch(url, {
    method: request.method,
    headers,
    ...(body !== null ? { body } : {}),
    signal: request.signal,
    credentials: 'same-origin',
  });
}
