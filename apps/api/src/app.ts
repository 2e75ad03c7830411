import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { setPhoneRegion } from '@dugout/shared';
import { fastifyTrustProxy, type AppConfig } from './platform/config';
import type { DatabaseHandle } from './platform/db/database';
import { trackDataVersion } from './platform/db/data-version';
import { registerAuth, type RouteRecord } from './platform/auth/auth-plugin';
import { createTokenVerifier, type TokenVerifier } from './platform/auth/token-verifier';
import type { AppContext } from './platform/context';
import { answerError, registerErrorHandler } from './platform/errors';
import { redactUrl } from './platform/log-redaction';
import { registerIdpRoutes } from './platform/idp/idp-routes';
import type { LiveIdp } from './platform/idp/live-idp';
import { Outbox } from './platform/outbox/outbox';
import type { BlobStore } from './platform/blob/blob-store';
import type { ServerSecrets } from './platform/secrets';
import { registerSecurityHeaders } from './platform/security-headers';
import { CacheRegistry } from './platform/cache/cache-registry';
import { registerSpa } from './platform/spa';
import { modules } from './modules/index';
import { devMailboxRoutes } from './modules/dev/mailbox.routes';
import { DEMO_USERS } from './seed/demo-users';
import { registerApiCompression } from './platform/compression';
import { databaseRateLimitStore } from './platform/rate-limit/database-rate-limit-store';
import { rateLimitRefusal } from './platform/rate-limit/rate-limit-refusal';
import { findInvalidText, invalidTextError, parseFormText } from './platform/invalid-text';
import { Readiness } from './platform/readiness';
import { closeQuietConnections } from './platform/quiet-connections';
import { markDocsRoutesPublic, registerOpenApi, registerOpenApiRoutes } from './platform/openapi';
import { timeRequests } from './platform/metrics/request-timing';
import { metricsRoutes } from './platform/metrics/metrics.routes';
import { serverGauges } from './platform/metrics/scrape-gauges';
import type { Registry } from 'prom-client';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  outbox?: Outbox;
  blobs: BlobStore;
  /** The signing secrets (platform/secrets.ts). */
  secrets: ServerSecrets;
  /** Embedded mode: the IdP and its key ring (the API trusts the keys it publishes). */
  idp?: LiveIdp | null;
  /** Where logs go; tests capture them. */
  logStream?: NodeJS.WritableStream;
  /** The process's phase for /api/ready (createServer moves it on). */
  readiness?: Readiness;
  /** The HTTP server to serve on (serve.ts: the port already open while starting). */
  serverFactory?: FastifyServerFactory;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every registered route with its declared access policy. */
  routes: RouteRecord[];
  /** This server's scrape-time gauges (the outbox, the pool), for a METRICS_PORT listener. */
  gauges: Registry;
}

export async function buildApp(opts: BuildAppOptions): Promise<BuiltApp> {
  const { config, database } = opts;
  // Phone numbers without +country are read in this region (the contact schema, SMS, seeds).
  setPhoneRegion(config.PHONE_REGION);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.code',
          '*.password',
        ],
        censor: '[redacted]',
      },
      // URLs carry credentials too: calendar feed tokens, one-tap RSVP tokens, blob signatures,
      // OAuth codes. Log the route, never the secret.
      serializers: {
        req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
        }),
      },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    // A path the router cannot decode (400) or a parameter over its length (414) is refused
    // before any hook runs: answered like every other refusal, not in Fastify's English body.
    frameworkErrors: answerError,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // Query strings like /api/event/getall?from=... are parsed by zod per route.
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      // Undecodable percent-encoding is marked, then refused by the invalid-text hook below.
      querystringParser: parseFormText,
    },
    ...(opts.serverFactory ? { serverFactory: opts.serverFactory } : {}),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  closeQuietConnections(app);
  registerErrorHandler(app);
  timeRequests(app);
  // Text that is not valid Unicode is refused at the door, naming the field, on every route
  // (platform/invalid-text.ts); multipart readers apply the same rule to their fields.
  app.addHook('preValidation', async (request) => {
    const found =
      findInvalidText(request.body) ??
      findInvalidText(request.query) ??
      findInvalidText(request.params);
    if (found !== null) throw invalidTextError(found);
  });

  const idp = opts.idp ?? null;
  const verifyToken: TokenVerifier = createTokenVerifier({
    issuer: config.issuer,
    audience: config.AUTH_AUDIENCE,
    localKeys: idp ? () => idp.verificationKeys() : null,
    // A token naming a key not yet known here (a rotation this replica has not read yet).
    ...(idp && { reloadKeys: () => idp.refresh() }),
    jwksUrl: config.jwksUrl,
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    outbox: opts.outbox ?? new Outbox(),
    verifyToken,
    blobs: opts.blobs,
    caches: new CacheRegistry(),
    secrets: opts.secrets,
    readiness: opts.readiness ?? new Readiness(),
  };

  registerSecurityHeaders(app, config);
  // Every route's `config.rateLimit` counts in the database, so replicas share one count.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore({ db: database.db, log: app.log }),
    errorResponseBuilder: rateLimitRefusal,
  });

  // The OpenAPI document is collected as routes are added: before any route, and the docs'
  // routes marked public before the auth gate checks every route's policy.
  markDocsRoutesPublic(app);
  await registerOpenApi(app, { teamName: config.TEAM_NAME, publicUrl: config.publicUrl });

  const routes: RouteRecord[] = [];
  const versions = await trackDataVersion(database, { log: app.log });
  app.addHook('onClose', () => versions.stop());
  registerAuth(app, {
    db: database.db,
    versions,
    verifyToken,
    memberIdClaim: config.MEMBER_ID_CLAIM,
    inventory: routes,
  });

  // Member data is private: never stored by a shared cache or the browser's back-forward cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });

  registerApiCompression(app);

  if (opts.idp) {
    await registerIdpRoutes(app, {
      config,
      db: database.db,
      idp: opts.idp,
      outbox: ctx.outbox,
      demoUsers: DEMO_USERS,
      cookieKeys: opts.idp.keys.cookieKeys,
    });
  }
  await registerOpenApiRoutes(app);
  const gauges = serverGauges(database);
  await app.register(async (instance) =>
    metricsRoutes(instance, { token: config.METRICS_TOKEN, gauges }),
  );
  for (const register of modules) {
    await app.register(async (instance) => register(instance, ctx));
  }
  if (config.DEMO) {
    await app.register(async (instance) => devMailboxRoutes(instance, ctx));
  }
  await registerSpa(app, config);
  return { app, ctx, routes, gauges };
}
