/**
 * The SPA's one API client, typed from the API's OpenAPI document (lib/api/schema.d.ts, written
 * by `npm run api-types`): openapi-fetch builds each call from its path, parameters and body, and
 * checks them against the route's schemas at compile time. Every call resolves (never rejects) to
 * `{ data, error }`: `data` is null on failure and `error` holds one message chosen by
 * `apiErrorMessage`. Framework-free: React code uses it through `useApi()` (use-api.ts).
 */

import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type MaybeOptionalInit,
  type MethodResponse,
  type RequestBodyOption,
} from 'openapi-fetch';
import type { paths } from './api/schema';
import {
  apiErrorCode,
  apiErrorField,
  apiErrorMessage,
  DEFAULT_ERROR_MESSAGE,
} from './http/api-error-message';
import { answerLanguage, bearerToken, type TokenGetter } from './http/request-headers';
import { OutgoingRequest } from './http/outgoing-request';
import { rememberedAnswers } from './http/remembered-answers';
import { saveBlob } from './http/save-blob';
import { sendRequest, type SendOptions } from './http/send-request';

export { apiErrorMessage } from './http/api-error-message';
export { forgetRememberedAnswers } from './http/remembered-answers';
export { saveBlob } from './http/save-blob';

export interface ApiResult<T> {
  data: T | null;
  error: string | null;
  /** HTTP status, 0 when the request never got an answer. */
  status: number;
  /** The server's machine-readable `code` (ApiErrorBody), when it sent one. */
  code?: string;
  /** The field at fault (ApiErrorBody `field`), when the server named one: a form shows it there. */
  field?: string;
  /**
   * The answer's ETag, when it has one. For one contact, event or content item it is the item's
   * version: send it back with the update (`ifMatch`) so that a stale form cannot overwrite a
   * newer save.
   */
  etag?: string;
}

export interface ApiClientOptions {
  /** Returns the access token; a failure is logged and the call goes on without a token. */
  getToken?: TokenGetter;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** The last-resort message (translated by useApi). */
  fallbackMessage?: string;
  /** Prefix of every path; this page's origin by default. */
  baseUrl?: string;
  /**
   * The UI language, asked at each call and sent as `Accept-Language`, so the server's refusals
   * come in the language the member reads, not the browser's or the stored one.
   */
  getLanguage?: () => string | null | undefined;
}

type Paths = paths;
type Method = 'get' | 'put' | 'post' | 'delete';
/** The paths that answer `method`. */
type PathWith<M extends Method> = ClientPathsWithMethod<Client<Paths>, M>;
type RequiredKeysOf<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** What a call answers on success, for types read from it: `ApiData<'get', '/api/me'>`. */
export type ApiData<M extends Method, P extends PathWith<M>> = MethodResponse<Client<Paths>, M, P>;
/** The body a call sends, as the document publishes it: `ApiBody<'post', '/api/venues'>`. */
export type ApiBody<M extends Method, P extends PathWith<M>> = NonNullable<
  RequestBodyOption<Paths[P][M]>['body']
>;
/** Per call, besides what openapi-fetch takes: follow an upload's progress. */
export type CallOptions = Pick<SendOptions, 'onUploadProgress'>;
/** The init argument, optional when the route needs no parameter and no body. */
type InitArgs<Init> =
  RequiredKeysOf<Init> extends never ? [init?: Init & CallOptions] : [init: Init & CallOptions];
type Call<M extends Method> = <P extends PathWith<M>, Init extends MaybeOptionalInit<Paths[P], M>>(
  path: P,
  ...init: InitArgs<Init>
) => Promise<ApiResult<MethodResponse<Client<Paths>, M, P, Init>>>;

export interface ApiClient {
  GET: Call<'get'>;
  POST: Call<'post'>;
  PUT: Call<'put'>;
  DELETE: Call<'delete'>;
  /** Fetches a file with the bearer token and saves it under `fileName`. */
  download: <P extends PathWith<'get'>, Init extends MaybeOptionalInit<Paths[P], 'get'>>(
    path: P,
    fileName: string,
    ...init: InitArgs<Init>
  ) => Promise<ApiResult<true>>;
}

type Outcome = { data?: unknown; error?: unknown; response: Response };

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const fallback = options.fallbackMessage ?? DEFAULT_ERROR_MESSAGE;
  const client = createClient<Paths>({
    // openapi-fetch builds a Request, which needs an absolute URL; the transport sends this
    // origin's calls as paths again.
    baseUrl: options.baseUrl ?? globalThis.location?.origin ?? '',
    Request: OutgoingRequest,
  });
  // In this order: the token, then the language, then the remembered copy keyed on the token.
  client.use(
    bearerToken(options.getToken ?? (async () => null)),
    answerLanguage(options.getLanguage),
    rememberedAnswers,
  );

  /** A call's outcome as an ApiResult: never a rejection, always one message on failure. */
  async function settle(
    call: () => Promise<Outcome>,
    onSuccess: (outcome: Outcome) => unknown = (outcome) => outcome.data ?? null,
  ): Promise<ApiResult<unknown>> {
    let outcome: Outcome;
    try {
      outcome = await call();
    } catch (clientError) {
      return { data: null, error: apiErrorMessage({ clientError, fallback }), status: 0 };
    }
    const { response } = outcome;
    if (!response.ok) {
      const body = outcome.error;
      return {
        data: null,
        error: apiErrorMessage({ body, statusText: response.statusText, fallback }),
        status: response.status,
        code: apiErrorCode(body),
        ...(apiErrorField(body) ? { field: apiErrorField(body) } : {}),
      };
    }
    let data: unknown;
    try {
      data = onSuccess(outcome);
    } catch (clientError) {
      return {
        data: null,
        error: apiErrorMessage({ clientError, fallback }),
        status: response.status,
      };
    }
    const etag = response.headers.get('ETag');
    return { data, error: null, status: response.status, ...(etag ? { etag } : {}) };
  }

  /** The openapi-fetch call, with this client's transport and the caller's upload progress. */
  function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, init?: object) {
    const { onUploadProgress, ...rest } = (init ?? {}) as CallOptions & Record<string, unknown>;
    const send: SendOptions = {
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(onUploadProgress ? { onUploadProgress } : {}),
    };
    // The paths and their inits are checked by the ApiClient signatures above.
    const untyped = client as unknown as Record<
      typeof method,
      (path: string, init: object) => Promise<Outcome>
    >;
    return untyped[method](path, {
      ...rest,
      fetch: (request: Request) => sendRequest(request, send),
    });
  }

  const method = (name: 'GET' | 'POST' | 'PUT' | 'DELETE') => (path: string, init?: object) =>
    settle(() => call(name, path, init));

  return {
    GET: method('GET'),
    POST: method('POST'),
    PUT: method('PUT'),
    DELETE: method('DELETE'),
    download: (path: string, fileName: string, init?: object) =>
      settle(
        () =>
          call('GET', path, {
            ...init,
            headers: { Accept: '*/*', ...(init as { headers?: object } | undefined)?.headers },
            parseAs: 'blob',
          }),
        (outcome) => {
          saveBlob(outcome.data as Blob, fileName);
          return true;
        },
      ),
  } as ApiClient;
}

/** Thrown by `unwrap`, so react-query sees a failed call as an error with its one message. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The field at fault, when the server named one. */
  readonly field: string | undefined;
  constructor(message: string, status: number, code?: string, field?: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/**
 * For react-query: `queryFn: () => api.GET(path, init).then(unwrap)` resolves to the
 * data or throws an ApiRequestError carrying the one message of the failure.
 */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.error !== null)
    throw new ApiRequestError(result.error, result.status, result.code, result.field);
  return result.data as T;
}

/** An item as loaded for editing, with the version (ETag) the form's values came from. */
export interface Versioned<T> {
  data: T;
  etag: string | null;
}

/** `unwrap`, keeping the answer's ETag: the item's version, for `ifMatch`. */
export function unwrapVersioned<T>(result: ApiResult<T>): Versioned<T> {
  return { data: unwrap(result), etag: result.etag ?? null };
}

/**
 * Request headers for the update of a loaded item: `If-Match` with its version, so the server
 * answers 409 (`isVersionConflict`) instead of overwriting someone else's newer save.
 */
export function ifMatch(etag: string | null | undefined): { headers?: Record<string, string> } {
  return etag ? { headers: { 'If-Match': etag } } : {};
}

/** The server refused an update because the item changed since it was loaded. */
export function isVersionConflict(error: unknown): boolean {
  return (
    error instanceof ApiRequestError && error.status === 409 && error.code === 'version_conflict'
  );
}
