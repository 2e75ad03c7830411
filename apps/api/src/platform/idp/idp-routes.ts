import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveIdp } from './live-idp';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ruleMessage } from '@dugout/shared';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { localizedError } from '../errors';
import { requestLanguage } from '../i18n/language';
import { isLocalRequest } from '../loopback';
import { sendSpaIndex } from '../spa';
import type { Outbox } from '../outbox/outbox';
import { signInCatalog } from './sign-in.locales';
import { findSiteUserByEmail, requestLoginCode, verifyLoginCode } from './login-codes';
import { rememberSignIn, signedInBefore } from './known-browser';
import { SignInLimitedError, hashEmail } from './sign-in-limits';
import { countLiveInteractions } from './sign-in-limits.queries';
import { recordSignIn } from './sign-ins.queries';

/** A demo account the sign-in page offers with DEMO=1 (the list comes from the app's wiring). */
export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  description: string;
}

interface IdpRouteOptions {
  config: AppConfig;
  db: Db;
  /** The provider of the current signing key and the keys to publish (a rotation swaps them). */
  idp: LiveIdp;
  outbox: Outbox;
  /** Handed in by app.ts so platform never reads seed data itself. */
  demoUsers: readonly DemoAccount[];
  /** The IdP's cookie keys: they also sign the note of a browser that signed in before. */
  cookieKeys: readonly string[];
}

/**
 * Sign-in calls are limited per address and email (after the body is read), so one family's
 * tries do not lock out another behind the same stadium Wi-Fi. The address is the one the
 * trusted proxies report (TRUST_PROXY), and the per-email limits of sign-in-limits.ts, which no
 * address changes, stand behind these.
 */
const perEmailLimit = (max: number) => ({
  max,
  timeWindow: '10 minutes',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) =>
    `${request.ip}:${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
});

/** Both languages: the caller of /authorize is a browser whose language we do not know yet. */
const bilingual = (key: 'pagesLimited' | 'busy' | 'requestTooLong') =>
  Object.values(signInCatalog.inEveryLanguage((t) => t(key))).join(' · ');

/** A refusal of /authorize, the same both-languages text whatever language is asked for. */
const bilingualError = (
  statusCode: number,
  code: string,
  key: 'pagesLimited' | 'busy' | 'requestTooLong',
) => localizedError(statusCode, code, () => bilingual(key));

/**
 * A refusal of the sign-in page's JSON calls, in the language the page asks for (its
 * Accept-Language); the page words it by its code.
 */
const signInRefusal = (
  code: string,
  key: 'sessionExpired' | 'notDemoAccount' | 'demoAccountGone',
) => localizedError(400, code, (language) => signInCatalog.in(language)(key));

/**
 * What an anonymous caller can make the IdP store: each /authorize call that
 * needs a sign-in stores an interaction (its parameters, kept INTERACTION_TTL). Calls are limited
 * per address, their size is bounded, and past a ceiling of sign-ins under way new ones are
 * refused (503) until some finish or expire; expired rows are swept hourly.
 */
export const AUTHORIZE_LIMITS = {
  perAddressPerMinute: 30,
  /** The SPA's authorize URL is about 700 bytes; this leaves room without storing kilobytes. */
  maxRequestBytes: 2048,
  maxLiveInteractions: 5000,
} as const;

const authorizeRateLimit = {
  max: AUTHORIZE_LIMITS.perAddressPerMinute,
  timeWindow: '1 minute',
  errorResponseBuilder: () => bilingualError(429, 'rate_limited', 'pagesLimited'),
};

/** Sends a per-email limit's Retry-After with its 429. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof SignInLimitedError) {
      reply.header('Retry-After', String(err.retryAfterSeconds));
    }
    throw err;
  }
}

/**
 * oidc-provider's endpoints speak OpenID Connect, specified elsewhere and parsed by the provider
 * itself: hidden from /api/openapi.json (platform/openapi.ts OIDC_PROVIDER_ROUTES).
 */
const OIDC_PROTOCOL = { hide: true };

/** Where the browser goes next once a sign-in step is done. */
const redirectSchema = z.object({ redirectTo: z.string() });

const sessionExpired = () => signInRefusal('interaction_expired', 'sessionExpired');

/**
 * The embedded IdP under /idp: oidc-provider's own endpoints, and the JSON calls of the sign-in
 * page (an SPA route at /idp/interaction/:uid, so it shares the SPA's look and languages; the
 * interaction cookie is scoped to that path, which is why its calls live below it).
 */
export async function registerIdpRoutes(
  app: FastifyInstance,
  opts: IdpRouteOptions,
): Promise<void> {
  const { config, db, idp, outbox, demoUsers, cookieKeys } = opts;
  /** Whether the browser asking signed in with this email before (known-browser.ts). */
  const knownTo = (request: FastifyRequest, email: string) =>
    signedInBefore(request.headers.cookie, hashEmail(email), cookieKeys);

  // oidc-provider parses its own bodies: hand it the untouched request stream.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const req = request.raw as typeof request.raw & { originalUrl?: string };
      let url = req.url!.replace(/^\/idp/, '') || '/';
      // auth0-spa-js logs out with Auth0's parameter names.
      if (url.startsWith('/v2/logout')) {
        const u = new URL(url, 'http://x');
        const returnTo = u.searchParams.get('returnTo');
        if (returnTo) u.searchParams.set('post_logout_redirect_uri', returnTo);
        for (const p of ['returnTo', 'auth0Client', 'federated']) u.searchParams.delete(p);
        url = `${u.pathname}${u.search}`;
      }
      // oidc-provider derives its mount path (/idp) from originalUrl minus url.
      req.originalUrl = `/idp${url}`;
      req.url = url;
      // Helmet's headers were set on the Fastify reply; oidc-provider writes the raw response.
      for (const [k, v] of Object.entries(reply.getHeaders())) {
        if (v !== undefined && k !== 'content-security-policy') reply.raw.setHeader(k, v);
      }
      // Awaited so that a failure reaches Fastify, which logs it (the reply is hijacked).
      await idp.callback(req, reply.raw);
    };
    // Before the provider stores a sign-in: bounded size, per-address limit, global ceiling.
    raw.route({
      method: ['GET', 'POST'],
      url: '/idp/authorize',
      config: { access: 'public', rateLimit: authorizeRateLimit },
      schema: OIDC_PROTOCOL,
      handler: async (request, reply) => {
        const bodyBytes = Number(request.headers['content-length'] ?? 0);
        if (
          request.url.length > AUTHORIZE_LIMITS.maxRequestBytes ||
          !(bodyBytes <= AUTHORIZE_LIMITS.maxRequestBytes) ||
          (request.method === 'POST' && request.headers['transfer-encoding'] !== undefined)
        ) {
          throw bilingualError(414, 'request_too_long', 'requestTooLong');
        }
        const live = await countLiveInteractions(db, AUTHORIZE_LIMITS.maxLiveInteractions);
        if (live >= AUTHORIZE_LIMITS.maxLiveInteractions) {
          reply.header('Retry-After', '60');
          throw bilingualError(503, 'sign_in_busy', 'busy');
        }
        return handler(request, reply);
      },
    });
    // The keys published now (LiveIdp): the signing key, retired keys still in their grace and
    // IDP_PUBLISHED_KEYS. oidc-provider's own document lists only the keys it was built with.
    raw.get(
      '/idp/.well-known/jwks.json',
      { config: { access: 'public' }, schema: OIDC_PROTOCOL },
      async (_request, reply) =>
        reply
          .type('application/jwk-set+json; charset=utf-8')
          .send(JSON.stringify({ keys: idp.verificationKeys() })),
    );
    raw.all('/idp', { config: { access: 'public' }, schema: OIDC_PROTOCOL }, handler);
    raw.all('/idp/*', { config: { access: 'public' }, schema: OIDC_PROTOCOL }, handler);
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const uidParams = z.object({ uid: z.string().min(1).max(200) });

  const details = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await idp.provider.interactionDetails(request.raw, reply.raw);
    } catch {
      throw sessionExpired();
    }
  };

  const finish = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
    const redirectTo = await idp.provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId, remember: true } },
      { mergeWithLastSubmission: false },
    );
    // Admins see who has signed in (the directory, the card); by code or the demo's button.
    await recordSignIn(db, accountId);
    return { redirectTo };
  };

  // A browser opening the sign-in page gets the SPA, which renders it.
  r.get(
    '/idp/interaction/:uid',
    {
      config: { access: 'public' },
      schema: {
        params: uidParams,
        produces: ['text/html'],
        response: { 200: z.string().describe('The SPA, which renders the sign-in page') },
      },
    },
    async (request, reply) =>
      sendSpaIndex(reply, config.webDist, String(request.headers['accept-encoding'] ?? '')),
  );

  r.get(
    '/idp/interaction/:uid/details',
    {
      config: { access: 'public' },
      schema: {
        params: uidParams,
        response: {
          200: z.object({
            demoUsers: z.array(
              z.object({ email: z.string(), name: z.string(), description: z.string() }),
            ),
          }),
        },
      },
    },
    async (request, reply) => {
      await details(request, reply);
      reply.header('Cache-Control', 'no-store');
      return {
        // Demo mode shows its accounts only on this machine (platform/loopback.ts).
        demoUsers:
          config.DEMO && isLocalRequest(request)
            ? demoUsers.map((u) => ({
                email: u.email,
                name: `${u.firstName} ${u.lastName}`,
                description: u.description,
              }))
            : [],
      };
    },
  );

  const emailBody = z.object({
    email: z.string().trim().email().max(254),
    language: z.enum(['en', 'es']).optional(),
  });
  r.post(
    '/idp/interaction/:uid/email',
    {
      config: { access: 'public', rateLimit: perEmailLimit(5) },
      schema: {
        params: uidParams,
        body: emailBody,
        response: { 202: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      await details(request, reply);
      await withRetryAfter(reply, () =>
        requestLoginCode(
          db,
          outbox,
          {
            email: request.body.email,
            teamName: config.TEAM_NAME,
            language: request.body.language,
          },
          { address: request.ip, signedInBefore: knownTo(request, request.body.email) },
        ),
      );
      // In the page's language (sent with the email, as for the code's email), else the asked one.
      const language = request.body.language ?? requestLanguage(request);
      return reply.status(202).send({ message: signInCatalog.in(language)('codeOnItsWay') });
    },
  );

  const codeBody = z.object({
    email: z.string().trim().email().max(254),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, ruleMessage('signInCodeInvalid')),
    language: z.enum(['en', 'es']).optional(),
  });
  r.post(
    '/idp/interaction/:uid/code',
    {
      config: { access: 'public', rateLimit: perEmailLimit(10) },
      schema: { params: uidParams, body: codeBody, response: { 200: redirectSchema } },
    },
    async (request, reply) => {
      await details(request, reply);
      const { email, code, language } = request.body;
      const contactId = await withRetryAfter(reply, () =>
        verifyLoginCode(db, email, code, language, { signedInBefore: knownTo(request, email) }),
      );
      const result = await finish(request, reply, contactId);
      // Added to what oidc-provider set on the raw response (its session cookies).
      const set = reply.raw.getHeader('set-cookie');
      const kept = set === undefined ? [] : Array.isArray(set) ? set : [String(set)];
      reply.raw.setHeader('set-cookie', [
        ...kept,
        rememberSignIn(request.headers.cookie, hashEmail(email), cookieKeys, {
          secure: config.publicUrl.startsWith('https:'),
        }),
      ]);
      return result;
    },
  );

  if (config.DEMO) {
    r.post(
      '/idp/interaction/:uid/demo',
      {
        config: { access: 'public' },
        schema: {
          params: uidParams,
          body: z.object({ email: z.string().email() }),
          response: { 200: redirectSchema },
        },
      },
      async (request, reply) => {
        // One-click sign-in as any demo account, the site admin included: this machine only.
        if (!isLocalRequest(request)) {
          reply.callNotFound();
          return reply;
        }
        await details(request, reply);
        const email = request.body.email.toLowerCase();
        if (!demoUsers.some((u) => u.email === email)) {
          throw signInRefusal('not_demo_user', 'notDemoAccount');
        }
        const contact = await findSiteUserByEmail(db, email);
        if (!contact) throw signInRefusal('not_demo_user', 'demoAccountGone');
        return finish(request, reply, contact.id);
      },
    );
  }
}
