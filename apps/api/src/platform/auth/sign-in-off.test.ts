import { sql } from 'kysely';
import { beforeAll, expect, it, vi } from 'vitest';
import { testAppForFile } from '../../testing/test-app';
import { codeMailedAfter, lastMailId } from '../../testing/dev-mailbox';
import { signInByCode } from '../../testing/sign-in';

/**
 * Turning a member's sign-in off cuts every way in at once, exactly as deleting
 * them does: their access token, their refresh token and IdP session, and their calendar feed.
 */
let base: string;
const t = testAppForFile();
beforeAll(async () => {
  base = await t.listen();
});

async function signIn(email: string) {
  const afterId = await lastMailId(t.database.db);
  return signInByCode({
    base,
    clientId: t.config.clientId,
    audience: t.config.AUTH_AUDIENCE,
    email,
    readCode: (to) => codeMailedAfter(t.database.db, to, afterId),
  });
}

const api = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });

const refresh = (refreshToken: string) =>
  fetch(`${base}/idp/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: t.config.clientId,
      refresh_token: refreshToken,
    }),
  });

const setSignIn = (id: string, on: boolean) =>
  t.injectAs('admin', {
    method: 'PUT',
    url: `/api/contact/update/${id}`,
    payload: { isSiteUser: on },
  });

const idpRowsOf = async (id: string) =>
  (
    await t.database.db
      .selectFrom('oidc_payloads')
      .select('id')
      .where(sql<string>`payload->>'accountId'`, '=', id)
      .execute()
  ).length;

it('turning sign-in off refuses the access token at once, the refresh token and the calendar feed', async () => {
  const staffId = await t.contactId('staff');
  const tokens = await signIn('staff@riverhawks.test');
  expect((await api(tokens.access_token, '/api/me')).status).toBe(200);
  const feed = (await (
    await api(tokens.access_token, '/api/calendar/feed', { method: 'POST' })
  ).json()) as {
    url: string;
  };
  const feedPath = new URL(feed.url).pathname;
  expect((await fetch(`${base}${feedPath}`)).status).toBe(200);
  expect(await idpRowsOf(staffId)).toBeGreaterThan(0);

  const off = await setSignIn(staffId, false);
  expect(off.statusCode, off.body).toBe(200);
  expect(off.json().isSiteUser).toBe(false);

  // The very next request, with the token the IdP issued a moment ago.
  const me = await api(tokens.access_token, '/api/me');
  expect(me.status).toBe(401);
  expect(me.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  // Any token for them, as for a deleted member.
  expect((await t.injectAs('staff', { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  const refused = await refresh(tokens.refresh_token);
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
  expect((await fetch(`${base}${feedPath}`)).status).toBe(404);
  // Sessions, grants and refresh tokens are gone, as a deletion removes them.
  expect(await idpRowsOf(staffId)).toBe(0);
  // And no new code is mailed to them.
  const before = await t.database.db
    .selectFrom('dev_mailbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  await expect(signIn('staff@riverhawks.test')).rejects.toThrow();
  const after = await t.database.db
    .selectFrom('dev_mailbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));
});

it('turning sign-in on again needs a fresh sign-in: old tokens and the old feed stay dead', async () => {
  const familyId = await t.contactId('family');
  const old = await signIn('family@riverhawks.test');
  const feed = (await (
    await api(old.access_token, '/api/calendar/feed', { method: 'POST' })
  ).json()) as {
    url: string;
  };
  const oldFeed = new URL(feed.url).pathname;
  expect((await setSignIn(familyId, false)).statusCode).toBe(200);
  // Tokens carry whole seconds: a fresh sign-in must come in a later second than the revocation.
  const { sign_in_revoked_at: revokedAt } = await t.database.db
    .selectFrom('contacts')
    .select('sign_in_revoked_at')
    .where('id', '=', familyId)
    .executeTakeFirstOrThrow();
  const revokedSecond = Math.floor(revokedAt!.getTime() / 1000);
  await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(revokedSecond), {
    timeout: 5_000,
    interval: 20,
  });
  expect((await setSignIn(familyId, true)).statusCode).toBe(200);

  expect((await api(old.access_token, '/api/me')).status).toBe(401);
  expect((await refresh(old.refresh_token)).status).toBe(400);
  expect((await fetch(`${base}${oldFeed}`)).status).toBe(404);

  const fresh = await signIn('family@riverhawks.test');
  expect((await api(fresh.access_token, '/api/me')).status).toBe(200);
  const renewed = await refresh(fresh.refresh_token);
  expect(renewed.status).toBe(200);
  const newFeed = (await (
    await api(fresh.access_token, '/api/calendar/feed', { method: 'POST' })
  ).json()) as {
    url: string;
  };
  expect(newFeed.url).not.toBe(feed.url);
  expect((await fetch(`${base}${new URL(newFeed.url).pathname}`)).status).toBe(200);
  expect((await fetch(`${base}${oldFeed}`)).status).toBe(404);
});
