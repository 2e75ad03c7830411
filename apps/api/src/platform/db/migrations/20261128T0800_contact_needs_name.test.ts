import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { testAppForFile } from '../../../testing/test-app';
import { down, up } from './20261128T0800_contact_needs_name';

const t = testAppForFile();

it('marks the admins ADMIN_EMAILS named after their address, and no one else', async () => {
  const db = t.database.db;
  const raw = db as unknown as Kysely<unknown>;
  await down(raw);
  const contact = async (first: string, last: string, email: string, permissions: string[]) =>
    (
      await sql<{ id: string }>`insert into contacts
          (first_name, last_name, email, is_site_user, permissions)
        values (${first}, ${last}, ${email}, true, ${permissions}::text[]) returning id`.execute(
        raw,
      )
    ).rows[0]!.id;
  const made = await contact('coach', '', 'Coach@migrate.riverhawks.test', ['site:admin']);
  const named = await contact('Cora', 'Coach', 'cora@migrate.riverhawks.test', ['site:admin']);
  const notAdmin = await contact('pat', '', 'pat@migrate.riverhawks.test', []);
  await up(raw);
  const marked = await db
    .selectFrom('contacts')
    .select('id')
    .where('needs_name', '=', true)
    .execute();
  expect(marked.map((r) => r.id)).toEqual([made]);
  expect(marked.map((r) => r.id)).not.toContain(named);
  expect(marked.map((r) => r.id)).not.toContain(notAdmin);
});
