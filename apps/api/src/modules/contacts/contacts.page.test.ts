import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryPage } from '@dugout/shared';
import { canSeeContact, contactFacts } from '../../platform/access/contacts';
import { householdOfContact } from '../../platform/access/households';
import { viewerOfContact } from '../../platform/access/viewer';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (who: string | null, query: string, headers: Record<string, string> = {}) =>
  t.injectAs(who, { method: 'GET', url: `/api/contact/page?${query}`, headers });

async function page(who: string, query: string): Promise<DirectoryPage> {
  const res = await get(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DirectoryPage>();
}

/** Every page from the first, `between` run after each; the ids in the order they came. */
async function walk(who: string, query: string, between?: (n: number) => Promise<void>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 1000; n++) {
    const p = await page(who, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    ids.push(...p.contacts.map((c) => c.id));
    if (!p.nextCursor) return ids;
    cursor = p.nextCursor;
    await between?.(n);
  }
  throw new Error('never ended');
}

/** The ids `who` may see by the access rule itself (canSeeContact), not by SQL. */
async function visibleByRule(who: string): Promise<Set<string>> {
  const db = t.database.db;
  const viewer = viewerOfContact(
    await db
      .selectFrom('contacts')
      .select([
        'id',
        'permissions',
        'affiliation_id',
        (eb) => householdOfContact(eb.ref('contacts.id')).as('household'),
      ])
      .where('id', '=', await t.contactId(who))
      .executeTakeFirstOrThrow(),
  );
  const rows = await db.selectFrom('contacts').select(['id', 'hide_contact_from_others']).execute();
  return new Set(rows.filter((r) => canSeeContact(viewer, contactFacts(r))).map((r) => r.id));
}

describe('GET /api/contact/page', () => {
  it('pages through every contact the access rule shows, each exactly once, in the list order', async () => {
    // A contact of the family member's household hidden: they still see it; others do not.
    const familyId = await t.contactId('family');
    const [relative] = await t.database.db
      .selectFrom('household_members as me')
      .innerJoin('household_members as m', 'm.household_id', 'me.household_id')
      .select('m.contact_id')
      .where('me.contact_id', '=', familyId)
      .where('m.contact_id', '<>', familyId)
      .execute();
    expect(relative).toBeDefined();
    await sql`update contacts set hide_contact_from_others = true where id = ${relative!.contact_id}`.execute(
      t.database.db,
    );

    for (const who of ['family', 'staff', 'admin']) {
      const ids = await walk(who, 'limit=7');
      expect(new Set(ids).size).toBe(ids.length);
      const visible = await visibleByRule(who);
      expect(new Set(ids)).toEqual(visible);
      expect((await page(who, 'limit=7')).total, who).toBe(visible.size);
    }
    expect(await walk('family', 'limit=25')).toContain(relative!.contact_id);
    expect(await walk('staff', 'limit=25')).not.toContain(relative!.contact_id);
    expect((await walk('admin', 'limit=200')).length).toBe(
      (await t.database.db.selectFrom('contacts').select('id').execute()).length,
    );

    // The directory's order: first name, then last name, ignoring case and accents.
    const all = await page('admin', 'limit=200');
    const fold = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const keys = all.contacts.map((c) => [fold(c.firstName), fold(c.lastName)] as const);
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]), `${a} before ${b}`).toBe(true);
    }
  });

  it('counts the matches on the first page only, and sends small rows', async () => {
    const first = await page('staff', 'limit=5');
    expect(first.total).toBe((await visibleByRule('staff')).size);
    expect(first.contacts).toHaveLength(5);
    expect(Object.keys(first.contacts[0]!).sort()).toEqual([
      'affiliation',
      'alternateDescription',
      'firstName',
      'hideContactFromOthers',
      'id',
      'isConnectedToPlayer',
      'lastName',
      'profileImageURL',
      'relatedPlayer',
      'relationToPlayer',
    ]);
    const second = await page('staff', `limit=5&cursor=${first.nextCursor}`);
    expect(second.total).toBeNull();
    expect(second.contacts[0]!.id).not.toBe(first.contacts[0]!.id);
  });

  it('counts a change on the very next request', async () => {
    const before = (await page('staff', 'limit=1')).total!;
    const [shown] = await t.database.db
      .selectFrom('contacts')
      .select('id')
      .where('hide_contact_from_others', '=', false)
      .where('email', 'like', '%@riverhawks.test')
      .where('email', 'not in', ['staff@riverhawks.test', 'family@riverhawks.test'])
      .execute();
    await sql`update contacts set hide_contact_from_others = true where id = ${shown!.id}`.execute(
      t.database.db,
    );
    expect((await page('staff', 'limit=1')).total).toBe(before - 1);
    await sql`update contacts set hide_contact_from_others = false where id = ${shown!.id}`.execute(
      t.database.db,
    );
    expect((await page('staff', 'limit=1')).total).toBe(before);
  });

  it('neither repeats nor skips a contact when contacts are added between pages', async () => {
    const before = new Set(await walk('admin', 'limit=10'));
    const added: string[] = [];
    const ids = await walk('admin', 'limit=10', async (n) => {
      // One sorting before everything already read, one after: only the later one is due.
      for (const first of [`Aaron${n}`, `Zyx${n}`]) {
        const row = await t.database.db
          .insertInto('contacts')
          .values({ first_name: first, last_name: 'Paging', email: `paging-${first}@example.test` })
          .returning('id')
          .executeTakeFirstOrThrow();
        added.push(row.id);
      }
    });
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of before) expect(ids).toContain(id);
    const zyx = added.filter((_, i) => i % 2 === 1);
    for (const id of zyx) expect(ids).toContain(id);
    await t.database.db.deleteFrom('contacts').where('id', 'in', added).execute();
  });

  it('filters by name without accents or case, by relation in Spanish, and by affiliation', async () => {
    const [target] = await t.database.db
      .selectFrom('contacts')
      .select(['id', 'affiliation_id'])
      .where('email', '=', 'staff@riverhawks.test')
      .execute();
    await sql`update contacts set first_name = 'Íñigo', last_name = 'Pérez-Núñez', relation_to_player = 'mother' where id = ${target!.id}`.execute(
      t.database.db,
    );
    for (const q of ['inigo', 'ÍÑIGO', 'perez nunez', 'Núñez íñigo']) {
      const ids = (await walk('family', `limit=50&q=${encodeURIComponent(q)}`)) ?? [];
      expect(ids, q).toContain(target!.id);
    }
    expect(await walk('family', 'q=zzzznobody')).toEqual([]);

    // "Madre" in the box finds mothers, as search does; relation= takes a code or a word.
    const mothers = await t.database.db
      .selectFrom('contacts')
      .select('id')
      .where('relation_to_player', '=', 'mother')
      .where('hide_contact_from_others', '=', false)
      .execute();
    const byWord = await walk('staff', `limit=50&q=madre`);
    for (const m of mothers) expect(byWord).toContain(m.id);
    for (const relation of ['mother', 'Madre']) {
      const ids = await walk('staff', `limit=50&relation=${encodeURIComponent(relation)}`);
      expect(new Set(ids)).toEqual(new Set(mothers.map((m) => m.id)));
    }

    const affiliation = target!.affiliation_id!;
    const inAffiliation = await walk('admin', `limit=50&affiliation=${affiliation}`);
    const expected = await t.database.db
      .selectFrom('contacts')
      .select('id')
      .where('affiliation_id', '=', affiliation)
      .execute();
    expect(new Set(inAffiliation)).toEqual(new Set(expected.map((r) => r.id)));
    expect(inAffiliation).toContain(target!.id);
    const both = await page('admin', `affiliation=${affiliation}&q=inigo&relation=mother`);
    expect(both.contacts.map((c) => c.id)).toEqual([target!.id]);
    expect(both.total).toBe(1);
  });

  it('refuses a bad cursor in English and Spanish (400, never 500)', async () => {
    const forged = Buffer.from(JSON.stringify(['a', 'b', 'not-a-uuid'])).toString('base64url');
    for (const cursor of ['!!!', 'bm90IGpzb24', forged, Buffer.from('{}').toString('base64url')]) {
      const en = await get('family', `cursor=${encodeURIComponent(cursor)}`);
      expect(en.statusCode, cursor).toBe(400);
      expect(en.json().message).toMatch(/directory/i);
      const es = await get('family', `cursor=${encodeURIComponent(cursor)}`, {
        'accept-language': 'es',
      });
      expect(es.statusCode).toBe(400);
      expect(es.json().message).toMatch(/directorio/);
    }
  });

  it('keeps limit within bounds, and refuses unknown filters', async () => {
    for (const q of [
      'limit=0',
      'limit=201',
      'limit=abc',
      'limit=1.5',
      'relation=nobody',
      'affiliation=-1',
    ]) {
      expect((await get('family', q)).statusCode, q).toBe(400);
    }
    expect((await page('admin', 'limit=200')).contacts.length).toBeLessThanOrEqual(200);
    expect((await page('admin', 'limit=1')).contacts).toHaveLength(1);
    expect((await page('admin', '')).contacts.length).toBe(50);
  });

  it('is refused without the directory, as getall is', async () => {
    expect((await get('newcomer', '')).statusCode).toBe(403);
    expect((await get(null, '')).statusCode).toBe(401);
  });
});
