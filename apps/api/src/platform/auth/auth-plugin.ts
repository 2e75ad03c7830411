import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { sql } from 'kysely';
import { can, canForSomeTeam, isAdmin, isItAdmin } from '@dugout/shared';
import { householdOfContact } from '../access/households';
import { teamsManagedBy, teamsOfContact } from '../access/teams';
import type { Db } from '../db/database';
import type { DataVersionTracker } from '../db/data-version';
import { forbidden, localizedError } from '../errors';
import { errorsCatalog } from '../i18n/errors.locales';
import type { AccessPolicy, Member } from './access-policy';
import type { TokenVerifier } from './token-verifier';

export interface RouteRecord {
  method: string;
  url: string;
  access: AccessPolicy;
  /** Its declared schemas (the route-inventory test requires a response schema on each). */
  schema?: FastifySchema;
}

export interface AuthOptions {
  /** The shared data's version when this process knows it without asking (embedded database). */
  versions?: DataVersionTracker;
  /** Filled with every route as it is registered: the route inventory tests read it. */
  inventory?: RouteRecord[];
  db: Db;
  verifyToken: TokenVerifier;
  memberIdClaim: string;
}

/** 401 without a token: 'Please sign in to continue', in the request's language. */
const signInFirst = () =>
  localizedError(401, 'unauthorized', (language) => errorsCatalog.in(language)('signIn'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The member behind a token, and in the same round trip the shared data's version (migration
 * 0050), which the caches of shared answers are keyed on. A contact whose sign-in is off is no
 * member: their tokens are refused exactly as a deleted member's.
 */
export interface LoadedMember {
  member: Member;
  dataVersion: string;
  /** Epoch seconds: tokens issued at or before it are refused (sign-in turned off then). */
  signInRevokedAt: number | null;
}

export async function loadMember(db: Db, id: string): Promise<LoadedMember | null> {
  if (!UUID.test(id)) return null;
  const row = await db
    .selectFrom('contacts')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'permissions',
      'affiliation_id',
      'language',
      'sign_in_revoked_at',
      'needs_name',
    ])
    .select(sql<string>`(select version::text from data_version where id = 1)`.as('data_version'))
    .select((eb) => householdOfContact(eb.ref('contacts.id')).as('household'))
    .select((eb) => teamsOfContact(eb.ref('contacts.id')).as('teams'))
    .select((eb) => teamsManagedBy(eb.ref('contacts.id')).as('managed_teams'))
    .where('id', '=', id)
    .where('is_site_user', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    member: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      permissions: row.permissions,
      affiliationId: row.affiliation_id,
      language: row.language,
      household: row.household,
      teams: row.teams,
      managedTeams: row.managed_teams,
      needsName: row.needs_name,
    },
    dataVersion: row.data_version,
    signInRevokedAt: row.sign_in_revoked_at
      ? Math.floor(new Date(row.sign_in_revoked_at).getTime() / 1000)
      : null,
  };
}

const MEMBER_CACHE_MAX = 10_000;

/**
 * Members by id, reused while the shared data's version (which every write to contacts and
 * households raises) is the one this process knows to be current (platform/db/data-version.ts:
 * exact on PGlite; on a PostgreSQL server within TRUST_MS of a write on another replica, at once
 * for this replica's own); when it knows none, every request reads the member. Frozen: requests
 * share them.
 */
function createMemberLookup(db: Db, versions: DataVersionTracker | undefined) {
  const cache = new Map<string, LoadedMember>();
  // A page's calls arrive side by side with a token new to this process: one read for them all.
  // Only requests that began at the same known version share it, so none gets an older member.
  const loading = new Map<string, Promise<LoadedMember | null>>();
  const load = (id: string, now: string | null) => {
    if (now === null) return loadMember(db, id);
    const key = `${id}\u0000${now}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = loadMember(db, id).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  };
  return async (id: string) => {
    const now = versions?.current() ?? null;
    if (now !== null) {
      const hit = cache.get(id);
      if (hit && hit.dataVersion === now) return hit;
    }
    const found = await load(id, now);
    // Its version may be newer than the one in memory (a notification still on its way): keep
    // it, so that answers are not built alternately for the two.
    if (found) versions?.observe(found.dataVersion);
    if (found && now !== null) {
      Object.freeze(found.member.permissions);
      if (found.member.household) Object.freeze(found.member.household);
      Object.freeze(found.member);
      cache.delete(id);
      cache.set(id, found);
      if (cache.size > MEMBER_CACHE_MAX) cache.delete(cache.keys().next().value!);
    }
    return found;
  };
}

function policyAllows(policy: AccessPolicy, member: Member): boolean {
  if (policy === 'member') return true;
  if (policy === 'admin') return isAdmin(member);
  if (policy === 'itAdmin') return isItAdmin(member);
  if (policy === 'public') return true;
  return policy.forTeams ? canForSomeTeam(member, policy.ability) : can(member, policy.ability);
}

/**
 * One gate for the whole API: every route must declare `config.access` (registration fails
 * otherwise), and every non-public request is authenticated here. The member's permissions come
 * from the database, not from the token (read on each request, or reused while the data version
 * says nothing changed), so that a change or a removal takes effect on the very next request on
 * the replica that made it, and within TRUST_MS (< 1 s) on the others.
 */
export function registerAuth(app: FastifyInstance, opts: AuthOptions): void {
  app.decorateRequest('member', null);
  const findMember = createMemberLookup(opts.db, opts.versions);
  app.decorateRequest('dataVersion', null);

  app.addHook('onRoute', (route) => {
    const config = route.config as { access?: AccessPolicy; file?: string } | undefined;
    // @fastify/static registers one route per built SPA file and takes no route config.
    if (config?.file && !config.access) config.access = 'public';
    const access = config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        opts.inventory?.push({ method, url: route.url, access, schema: route.schema });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const policy = request.routeOptions.config?.access;
    if (!policy || policy === 'public') return;
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+$/i.test(header)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw signInFirst();
    }
    const payload = await opts.verifyToken(header.replace(/^Bearer\s+/i, ''));
    const memberId = payload[opts.memberIdClaim];
    const found = typeof memberId === 'string' ? await findMember(memberId) : null;
    // A token issued before the member's sign-in was last turned off stays dead.
    const revoked =
      !!found &&
      found.signInRevokedAt !== null &&
      (typeof payload.iat !== 'number' || payload.iat <= found.signInRevokedAt);
    if (!found || revoked) {
      throw localizedError(401, 'invalid_token', (language) =>
        errorsCatalog.in(language)('accountGone'),
      );
    }
    const { member } = found;
    request.member = member;
    request.dataVersion = found.dataVersion;
    if (!policyAllows(policy, member)) {
      throw forbidden();
    }
  });
}

/** For handlers of non-public routes: the member the gate has already loaded. */
export function currentMember(request: FastifyRequest): Member {
  if (!request.member) throw signInFirst();
  return request.member;
}
