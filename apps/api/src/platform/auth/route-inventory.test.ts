import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/test-app';
import { isDocumentedRoute } from '../openapi';
import { registerAuth, type RouteRecord } from './auth-plugin';

const t = testAppForFile();

/** Paths whose handlers belong to staff: they must never be reachable with a weaker policy. */
const ADMIN_ONLY = [
  /^\/api\/admin\//i,
  /^\/api\/contact\/csv$/i,
  /^\/api\/contact\/create$/i,
  /^\/api\/messaging\//i,
  /^\/api\/form\/(getall|getallgifts|csv|giftcsv|status\/:id)$/i,
  // Everything about pinned posts but the members' read.
  /^\/api\/pinnedpost\/(?!getall$)/i,
];

const isAdminPolicy = (r: RouteRecord) =>
  r.access === 'admin' ||
  r.access === 'itAdmin' ||
  (typeof r.access === 'object' &&
    [
      'contacts:manage',
      'content:publish',
      'events:publish',
      'messaging:send',
      'forms:admin',
      'reports:download',
      'cache:reset',
      'admin:tools',
      'audit:read',
      'rsvp:others',
      'links:manage',
      'itAdmin:grant',
    ].includes(r.access.ability));

describe('the route inventory', () => {
  it('refuses to register a route without an access policy', async () => {
    const app = Fastify();
    registerAuth(app, { db: t.database.db, verifyToken: async () => ({}), memberIdClaim: 'x' });
    expect(() => app.get('/api/oops', async () => 'x')).toThrow(/declares no access policy/);
    await app.close();
  });

  it('has a policy for every registered route', () => {
    expect(t.routes.length).toBeGreaterThan(5);
    for (const r of t.routes) {
      const policy = typeof r.access === 'object' ? 'ability' : r.access;
      expect(['public', 'member', 'admin', 'itAdmin', 'ability'], `${r.method} ${r.url}`).toContain(
        policy,
      );
    }
  });

  it('gives every staff route an admin policy', () => {
    const staffRoutes = t.routes.filter((r) => ADMIN_ONLY.some((re) => re.test(r.url)));
    for (const r of staffRoutes) {
      expect(isAdminPolicy(r), `${r.method} ${r.url} is a staff route`).toBe(true);
    }
  });

  it('keeps public routes to the few that must be', () => {
    const publicApi = t.routes
      .filter((r) => r.access === 'public' && r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    // Each of these is public on purpose: health and readiness (a load balancer's probes), SPA config, signed links, calendar feed and
    // one-tap RSVP (the secret in the URL is the credential; its button posts the same secret),
    // and the API's docs (the OpenAPI document and its UI describe calls that all need tokens),
    // and Twilio's inbound SMS webhook (its X-Twilio-Signature is the credential), and one-click
    // unsubscribe (RFC 8058: the signed link is the credential; GET only shows the page).
    for (const route of publicApi) {
      expect(route).toMatch(
        /^(GET \/api\/(health|ready$|config|blob\/\*|calendar\/|rsvp\/quick|unsubscribe\/:token$|openapi\.json$|docs($|\/))|POST \/api\/(rsvp\/quick|sms\/inbound|unsubscribe\/:token)$)/,
      );
    }
  });
});

/**
 * Every route this codebase answers has a contract: the response schema is the
 * allow-list of what leaves the server (zod drops unknown keys) and what /api/openapi.json shows.
 * Left out, by isDocumentedRoute: oidc-provider's own /idp endpoints (OpenID Connect, specified
 * elsewhere and parsed by the provider itself), the docs' pages and the SPA's static files.
 */
describe('the route contracts', () => {
  const documented = () => t.routes.filter(isDocumentedRoute);
  const label = (r: RouteRecord) => `${r.method} ${r.url}`;

  it('gives every route a response schema for its success', () => {
    expect(documented().length).toBeGreaterThan(40);
    const missing = documented()
      .filter((r) => {
        const statuses = Object.keys((r.schema?.response as object | undefined) ?? {});
        return !statuses.some((status) => /^[23]/.test(status));
      })
      .map(label);
    expect(missing, 'routes without a response schema').toEqual([]);
  });

  it('gives every route with path parameters a params schema', () => {
    const missing = documented()
      .filter((r) => /[:*]/.test(r.url) && !r.schema?.params)
      .map(label);
    expect(missing, 'routes without a params schema').toEqual([]);
  });

  it('gives every route that takes a body a body schema', () => {
    // Actions that take nothing but the token (and the path's id): a new feed URL, Empty Cache,
    // a retry of a message's failed deliveries, reminding an event's non-answerers now, texting
    // a card's number its confirmation code, inviting one contact to sign in.
    const bodiless = new Set([
      'POST /api/contacts/:id/phone/code',
      'POST /api/contacts/:id/invite',
      'POST /api/calendar/feed',
      'POST /api/calendar/feed/reset',
      'POST /api/admin/ResetCache',
      'POST /api/messaging/messages/:id/retry',
      'POST /api/rsvp/event/:id/remind',
      // Applying a duty template to its games; asking an event's families to volunteer.
      'POST /api/duty-templates/:id/apply',
      'POST /api/event/:id/duties/ask',
      // Showing a hidden post again; a manager approving a photo held for consent.
      'PUT /api/conversation-posts/:id/unhide',
      'POST /api/event-photos/:id/approve',
    ]);
    const missing = documented()
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !bodiless.has(label(r)))
      .filter((r) => !r.schema?.body)
      .map(label);
    expect(missing, 'routes without a body schema').toEqual([]);
  });

  it('fails a route that declares none', async () => {
    const routes: RouteRecord[] = [];
    const app = Fastify();
    registerAuth(app, {
      db: t.database.db,
      verifyToken: async () => ({}),
      memberIdClaim: 'x',
      inventory: routes,
    });
    app.get('/api/oops', { config: { access: 'member' } }, async () => ({ secret: 'x' }));
    await app.ready();
    expect(routes.filter(isDocumentedRoute).map((r) => r.schema?.response)).toEqual([undefined]);
    await app.close();
  });
});
