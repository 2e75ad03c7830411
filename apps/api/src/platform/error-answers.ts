import type { FastifyRequest } from 'fastify';
import {
  apiErrorBodySchema,
  resultErrorBodySchema,
  type ApiErrorBody,
  type ResultErrorBody,
} from '@dugout/shared';
import type { AccessPolicy } from './auth/access-policy';

/**
 * The bodies a failure can have: the usual one, and the one of the calls that answer
 * `{ data, error }` (`data: null` and `error` beside the usual fields). A route names its shape
 * in `config.errorBody`; the error handler writes it and /api/openapi.json publishes it.
 */
export const ERROR_BODIES = {
  plain: {
    name: 'ApiError',
    schema: apiErrorBodySchema,
    description:
      'An error: a message a person can read (in the request’s language), a machine-readable code, and the field at fault',
  },
  result: {
    name: 'ApiResultError',
    schema: resultErrorBodySchema,
    description:
      'An error of a call that answers { data, error }: the usual error body, with data null and error repeating message',
  },
} as const;
export type ErrorBodyShape = keyof typeof ERROR_BODIES;

/**
 * The 4xx a handler answers by itself (the gate, validation, parsers and rate limits add theirs);
 * 401 from a handler that checks a credential of its own (/metrics' token).
 */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 429;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'result': the route answers `{ data, error }`, and its failures carry both too. */
    errorBody?: ErrorBodyShape;
    /** The 4xx its handler may answer beyond those `errorStatuses` finds from the route. */
    refusals?: readonly RefusalStatus[];
  }
}

/** A failure's body in the shape its route answers. */
export function shapeErrorBody(
  request: FastifyRequest,
  body: ApiErrorBody,
): ApiErrorBody | ResultErrorBody {
  if (request.routeOptions.config?.errorBody !== 'result') return body;
  return { data: null, error: body.message, ...body };
}

/** Methods whose body Fastify reads: a malformed, too large or unknown-type one is refused. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a route's options tell about the failures it can answer. */
export interface RouteFailureFacts {
  method: string | readonly string[];
  /** Its path: a parameter in it (`:id`) can be undecodable (400) or too long (414). */
  url?: string;
  config?: {
    access?: AccessPolicy;
    refusals?: readonly RefusalStatus[];
    rateLimit?: unknown;
  };
  schema?: { params?: unknown; querystring?: unknown; body?: unknown; headers?: unknown };
}

/**
 * The 4xx statuses a route can answer: its handler's own (`config.refusals`: an item not there or
 * not the caller's to see, a conflict, a per-item refusal) and those added before the handler
 * runs: the router (400 and 414 for a path parameter it cannot decode or that is too long), the
 * token gate (401, and 403 for a policy beyond "member"), schema validation and body parsing
 * (400, 413, 415) and a rate limit (429).
 */
export function errorStatuses(route: RouteFailureFacts): number[] {
  const { config = {}, schema = {} } = route;
  const access = config.access ?? 'public';
  const methods = [route.method].flat();
  const takesBody = methods.some((method) => BODY_METHODS.has(method));
  const statuses = new Set<number>(config.refusals ?? []);
  const pathParams = (route.url ?? '').includes(':');
  if (
    takesBody ||
    pathParams ||
    schema.params ||
    schema.querystring ||
    schema.body ||
    schema.headers
  ) {
    statuses.add(400);
  }
  // The router refuses a parameter longer than its limit before the route runs.
  if (pathParams) statuses.add(414);
  if (access !== 'public') statuses.add(401);
  if (access !== 'public' && access !== 'member') statuses.add(403);
  if (takesBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (config.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** What each refusal means, for the document's readers. */
export const REFUSAL_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'The request is not valid: `message` says what to fix, `field` names the field at fault',
  401: 'No valid token: sign in again (the WWW-Authenticate header says why)',
  403: 'The caller may not do this',
  404: 'Not found, or not one the caller may see',
  409: 'A conflict: the item changed since it was read (If-Match), or the value is taken',
  413: 'The body or one of its files is too large',
  414: 'The request is too long, or a part of its path is',
  415: 'The body’s media type is not one this call reads',
  429: 'Too many requests: try again later',
};

/** Every route can fail on the server's side: the same body, a generic message. */
export const SERVER_FAILURE_DESCRIPTION =
  'A server failure (500), or the database out of reach (503): try again later';
