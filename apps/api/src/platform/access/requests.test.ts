import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { canSeeRequest, requestVisibleTo } from './requests';
import { viewerOf, type Viewer } from './viewer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * The request rule's two readings agree (as the access layer's property test proves for the
 * other rules): for every kind of viewer and requests by each of them, by nobody (a deleted
 * submitter) and by someone else, the SQL twin selects exactly what the predicate allows.
 */
describe('the request rule', () => {
  it('reads the same in TypeScript and in SQL', async () => {
    const db = t.database.db;
    const roles = ['family', 'admin', 'it', 'staff', 'newcomer'] as const;
    const viewers: Viewer[] = [];
    for (const role of roles) {
      const id = await t.contactId(role);
      const row = await db
        .selectFrom('contacts')
        .select(['id', 'permissions', 'affiliation_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      viewers.push(
        viewerOf({ id: row.id, permissions: row.permissions, affiliationId: row.affiliation_id }),
      );
    }
    const submitters = [...viewers.map((v) => v.id), null];
    const inserted = await db
      .insertInto('form_requests')
      .values(
        submitters.map((by) => ({
          kind: 'jersey' as const,
          submitted_by: by,
          submitted_by_name: 'Someone',
          first_name: 'Rule',
          last_name: 'Twin',
          jersey_name: 'TWIN',
          jersey_number: 1,
          jersey_size: 'M',
          jersey_index: crypto.randomUUID(),
        })),
      )
      .returning(['id', 'submitted_by'])
      .execute();
    const ids = inserted.map((r) => r.id);
    for (const viewer of viewers) {
      const bySql = await db
        .selectFrom('form_requests')
        .select('id')
        .where('id', 'in', ids)
        .where((eb) => requestVisibleTo(viewer, eb.ref('form_requests.submitted_by')))
        .execute();
      const byPredicate = inserted.filter((r) =>
        canSeeRequest(viewer, { submittedBy: r.submitted_by }),
      );
      expect(bySql.map((r) => r.id).sort()).toEqual(byPredicate.map((r) => r.id).sort());
    }
    // And what each sees: admins (forms:admin) every request, anyone else their own only.
    const seen = (v: Viewer) =>
      inserted.filter((r) => canSeeRequest(v, { submittedBy: r.submitted_by }));
    expect(seen(viewers[1]!)).toHaveLength(inserted.length);
    expect(seen(viewers[2]!)).toHaveLength(inserted.length);
    for (const v of [viewers[0]!, viewers[3]!, viewers[4]!]) {
      expect(seen(v).map((r) => r.submitted_by)).toEqual([v.id]);
    }
  });
});
