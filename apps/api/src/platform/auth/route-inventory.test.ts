import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerAuth, type RouteRecord } from './auth-plugin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Paths whose handlers belong to staff: they must never be reachable with a weaker policy. */
const ADMIN_ONLY = [
  /^\/api\/admin\//i,
  /^\/api\/contact\/csv$/i,
  /^\/api\/contact\/create$/i,
  /^\/api\/messaging\//i,
  /^\/api\/form\/(getall|getallgifts|csv|giftcsv)$/i,
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
    // Each of these is public on purpose: health, SPA config, signed links, calendar feed and
    // one-tap RSVP (the secret in the URL is the credential; its button posts the same secret),
    // and the API's docs (the OpenAPI document and its UI describe calls that all need tokens).
    for (const route of publicApi) {
      expect(route).toMatch(
        /^(GET \/api\/(health|config|blob\/\*|calendar\/|rsvp\/quick|openapi\.json$|docs($|\/))|POST \/api\/rsvp\/quick$)/,
      );
    }
  });
});
