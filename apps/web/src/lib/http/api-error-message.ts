/**
 * The one message a failed call shows, and its machine-readable code, read tolerantly from
 * whatever the server answered (its error body, an HTML page from a proxy, nothing at all).
 */

export const DEFAULT_ERROR_MESSAGE = 'http request failed';

/**
 * The server's `message` field if present, else the client's (JS error) message, else
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

export function apiErrorCode(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  const code = (value as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** The field a refusal names (ApiErrorBody `field`), if any. */
export function apiErrorField(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('field' in value)) return undefined;
  const field = (value as { field: unknown }).field;
  return typeof field === 'string' && field ? field : undefined;
}
