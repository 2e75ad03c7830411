import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessPolicy } from './auth/access-policy';
import {
  ERROR_BODIES,
  errorStatuses,
  REFUSAL_DESCRIPTIONS,
  SERVER_FAILURE_DESCRIPTION,
  type ErrorBodyShape,
} from './error-answers';

/** Where the browsable docs live; the raw document is at OPENAPI_PATH. */
export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * oidc-provider's own endpoints under /idp (discovery, authorize, token, jwks, logout...): a
 * standard protocol (OpenID Connect) with its own specification, handed the raw request. They
 * are left out of the document and of the schema requirement.
 */
export const OIDC_PROVIDER_ROUTES: readonly string[] = ['/idp', '/idp/*', '/idp/authorize'];

/**
 * Routes this codebase answers and so documents with schemas: every /api call, the sign-in
 * page's calls under /idp/interaction and the demo mailbox; not the docs' own pages, not the
 * OpenID Connect endpoints above, not the SPA's static files.
 */
export function isDocumentedRoute(route: { url: string }): boolean {
  const { url } = route;
  if (url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`)) return false;
  if (OIDC_PROVIDER_ROUTES.includes(url)) return false;
  return /^\/(api|dev)\//.test(url) || url.startsWith('/idp/interaction/');
}

/**
 * The routes @fastify/swagger-ui registers take no route config, and the auth gate refuses a
 * route without an access policy: the docs are public, like the document they show (every route
 * it describes still needs its token). Must be added before registerAuth's own onRoute hook.
 */
export function markDocsRoutesPublic(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.url !== DOCS_PREFIX && !route.url.startsWith(`${DOCS_PREFIX}/`)) return;
    const config = (route.config ?? {}) as { access?: AccessPolicy };
    if (!config.access) route.config = { ...config, access: 'public' };
  });
}

function describeAccess(access: AccessPolicy | undefined): string {
  if (!access || access === 'public') return 'Public: no token.';
  if (typeof access === 'object')
    return `Needs a member token with the ability '${access.ability}'.`;
  if (access === 'member') return 'Needs a member token.';
  return access === 'admin' ? 'Needs a site or IT admin token.' : 'Needs an IT admin token.';
}

/** A zod schema as the plain JSON Schema an OpenAPI 3.1 document holds. */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema);
  return json;
}

/** Each error body once, in components.schemas; responses point at it. */
const ERROR_SCHEMAS = Object.fromEntries(
  Object.values(ERROR_BODIES).map(({ name, schema, description }) => [
    name,
    { ...jsonSchemaOf(schema), description },
  ]),
);
const errorContent = (shape: ErrorBodyShape) => ({
  'application/json': { schema: { $ref: `#/components/schemas/${ERROR_BODIES[shape].name}` } },
});

/** A declared answer as @fastify/swagger reads it: a JSON schema, or a response with content. */
type DeclaredAnswer = Record<string, unknown> & {
  description?: string;
  content?: Record<string, unknown>;
};

/**
 * The route's declared answers, plus one per 4xx it can answer and `default` for the server's
 * failures, each with the error body its route writes (platform/error-answers.ts). Errors are
 * documented here, not declared on the route: the error handler writes them, as JSON. A status
 * the route also answers itself (an HTML page for a refused link) lists both bodies.
 */
function withErrorAnswers(
  response: Record<string, unknown>,
  route: RouteOptions,
): Record<string, unknown> {
  const content = errorContent(route.config?.errorBody ?? 'plain');
  const produces = (route.schema as { produces?: string[] } | undefined)?.produces ?? [
    'application/json',
  ];
  const answers: Record<string, unknown> = { ...response };
  for (const status of errorStatuses(route)) {
    const declared = answers[status] as DeclaredAnswer | undefined;
    if (!declared) {
      answers[status] = { description: REFUSAL_DESCRIPTIONS[status], content };
      continue;
    }
    // A copy (@fastify/swagger resolves answers in place), without the `$id` zod's conversion can
    // leave, which would be taken for a shared schema's name.
    const { $id: _id, ...schema } = structuredClone(declared);
    const own = schema.content ?? Object.fromEntries(produces.map((type) => [type, { schema }]));
    answers[status] = {
      description: declared.description ?? REFUSAL_DESCRIPTIONS[status],
      content: { ...own, ...content },
    };
  }
  answers.default = { description: SERVER_FAILURE_DESCRIPTION, content };
  return answers;
}

/**
 * The zod transform of fastify-type-provider-zod, plus what the route's config knows: which
 * token it needs (as the operation's security and a line of its description) and a tag from its
 * path (/api/contact/... → contact).
 */
const transform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = out.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return out;
  const route = input.route as RouteOptions & { config?: { access?: AccessPolicy } };
  const access = route.config?.access;
  const tag = /^\/(?:api\/)?([^/]+)/.exec(input.url)?.[1] ?? 'other';
  const note = describeAccess(access);
  const response = schema.response as Record<string, unknown> | undefined;
  return {
    url: out.url,
    schema: {
      ...schema,
      ...(response ? { response: withErrorAnswers(response, route) } : {}),
      tags: (schema.tags as string[] | undefined) ?? [tag],
      description: schema.description ? `${String(schema.description)}\n\n${note}` : note,
      ...(access && access !== 'public' ? { security: [{ bearer: [] }] } : {}),
    },
  };
};

/** The parts of an OpenAPI document the route's answer is checked against (the rest passes). */
const openApiDocumentSchema = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .describe('This OpenAPI 3.1 document');

/**
 * OpenAPI 3.1 from every route's zod schemas (@fastify/swagger), served at /api/openapi.json,
 * and Swagger UI at /api/docs from its own local files (no CDN, so helmet's CSP holds). Call
 * before the modules register their routes: the document is collected as they are added.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  opts: { teamName: string; publicUrl: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${opts.teamName} portal API`,
        version: '1.0.0',
        description:
          'Every call of the members-only portal, with its request and response schemas. ' +
          'Todas las llamadas del portal para miembros, con sus esquemas de petición y respuesta.',
      },
      servers: [{ url: opts.publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: ERROR_SCHEMAS,
      },
    },
    transform,
  });
}

/** The docs UI and the document's own route; after the auth gate, so both are inventoried. */
export async function registerOpenApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true },
    // The UI's own scripts and styles are served locally; helmet's CSP already allows 'self'.
    staticCSP: false,
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    OPENAPI_PATH,
    {
      config: { access: 'public' },
      schema: {
        summary: 'The OpenAPI 3.1 document of this API',
        response: { 200: openApiDocumentSchema },
      },
    },
    // @fastify/swagger types the document as OpenAPI 2 or 3; this one is always 3.1.
    async () => openApiDocumentSchema.parse(app.swagger()),
  );
}
