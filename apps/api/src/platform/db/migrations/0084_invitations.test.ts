import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { recordSignIn } from '../../idp/sign-ins.queries';
import { testAppForFile } from '../../../testing/test-app';
import { down, up } from './0084_invitations';

const t = testAppForFile();

const dataVersion = async () =>
  Number(
    (await sql<{ version: string }>`select version from data_version`.execute(t.database.db))
      .rows[0]!.version,
  );

it('backfills invitations from the outbox and sign-ins from used codes and IdP sessions', async () => {
  const db = t.database.db;
  const raw = db as unknown as Kysely<unknown>;
  const contact = async (email: string) =>
    (
      await db
        .insertInto('contacts')
        .values({ first_name: 'Mig', last_name: email, email })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await down(raw);
  const invited = await contact('mig.invited@families.riverhawks.test');
  const coded = await contact('mig.coded@families.riverhawks.test');
  const burnt = await contact('mig.burnt@families.riverhawks.test');
  const session = await contact('mig.session@families.riverhawks.test');
  const { id: messageId } = await db
    .insertInto('messages')
    .values({ kind: 'invite', message_types: 'Email', subject: 's', body: 'b', recipient_count: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('deliveries')
    .values({
      message_id: messageId,
      channel: 'email',
      // As typed at creation: the backfill matches any case.
      recipient: 'Mig.Invited@families.riverhawks.test',
      language: 'en',
      subject: 's',
      text: 't',
      status: 'sent',
      next_attempt_at: new Date(),
    })
    .execute();
  const used = new Date('2026-01-10T10:00:00Z');
  await db
    .insertInto('login_codes')
    .values([
      { contact_id: coded, code_hash: 'x', expires_at: used, used_at: used, attempts: 1 },
      { contact_id: burnt, code_hash: 'y', expires_at: used, used_at: used, attempts: 5 },
    ])
    .execute();
  await db
    .insertInto('oidc_payloads')
    .values([
      {
        id: 'session-mig',
        type: 'Session',
        payload: JSON.stringify({ accountId: session, loginTs: 1767225600 }),
        grant_id: null,
        user_code: null,
        uid: null,
        expires_at: null,
        consumed_at: null,
      },
      {
        id: 'session-odd',
        type: 'Session',
        payload: JSON.stringify({ accountId: 'not-a-contact', loginTs: 1767225600 }),
        grant_id: null,
        user_code: null,
        uid: null,
        expires_at: null,
        consumed_at: null,
      },
    ])
    .execute();

  await up(raw);

  const rows = await db
    .selectFrom('contacts as c')
    .leftJoin('contact_sign_ins as s', 's.contact_id', 'c.id')
    .select(['c.id', 'c.invited_at', 's.first_at'])
    .where('c.id', 'in', [invited, coded, burnt, session])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  expect(byId.get(invited)!.invited_at).not.toBeNull();
  expect(byId.get(coded)!.invited_at).toBeNull();
  expect(new Date(byId.get(coded)!.first_at!).toISOString()).toBe(used.toISOString());
  expect(byId.get(burnt)!.first_at).toBeNull();
  expect(new Date(byId.get(session)!.first_at!).toISOString()).toBe('2026-01-01T00:00:00.000Z');
});

it('raises the shared data version at a first sign-in only', async () => {
  const { id } = await t.database.db
    .insertInto('contacts')
    .values({ first_name: 'Mig', last_name: 'Signs', email: 'mig.signs@families.riverhawks.test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const before = await dataVersion();
  await recordSignIn(t.database.db, id);
  expect(await dataVersion()).toBe(before + 1);
  await recordSignIn(t.database.db, id);
  expect(await dataVersion()).toBe(before + 1);
  const row = await t.database.db
    .selectFrom('contact_sign_ins')
    .select(['first_at', 'last_at'])
    .where('contact_id', '=', id)
    .executeTakeFirstOrThrow();
  expect(new Date(row.last_at).getTime()).toBeGreaterThanOrEqual(new Date(row.first_at).getTime());
});
