import { TableNode, type KyselyPlugin, type OperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { getVersionedEventDetail } from './events.read.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The tables each query through the returned database names, in order. */
function recordingTables(db: TestApp['database']['db']) {
  const tables: string[] = [];
  const collect = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (TableNode.is(value as OperationNode))
      tables.push((value as TableNode).table.identifier.name);
    for (const child of Object.values(value)) collect(child);
  };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      collect(args.node);
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), tables };
}

describe('GET /api/event/:id', () => {
  it('reads no answer before it knows the member may see the event', async () => {
    const { id: frontOffice } = await t.database.db
      .selectFrom('affiliations')
      .select('id')
      .where('name', '=', 'Front Office')
      .executeTakeFirstOrThrow();
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: { name: 'Staff meeting', allowedAffiliations: [frontOffice] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const eventId = created.json<{ data: { id: string } }>().data.id;
    const answered = await t.injectAs('staff', {
      method: 'POST',
      url: '/api/rsvp/new',
      payload: { eventID: eventId, contactID: await t.contactId('staff'), status: 'yes' },
    });
    expect(answered.statusCode, answered.body).toBe(200);

    // The detail reads through `db`; a context whose own database differs reads it directly.
    const ctx = { db: t.database.db } as AppContext;
    const memberOf = async (role: string) =>
      (await loadMember(t.database.db, await t.contactId(role)))!.member;

    const family = recordingTables(t.database.db);
    await expect(
      getVersionedEventDetail(ctx, await memberOf('family'), eventId, family.db),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(family.tables).toContain('events');
    expect(family.tables).not.toContain('rsvps');

    const staff = recordingTables(t.database.db);
    const seen = await getVersionedEventDetail(ctx, await memberOf('staff'), eventId, staff.db);
    expect(seen.item.myRsvp?.status).toBe('yes');
    expect(staff.tables).toContain('rsvps');
  });
});
