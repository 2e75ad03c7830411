import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  MANAGER_ACTIONS,
  type ActionAuditEntry,
  type AuditLogPage,
  type ManagerAction,
} from '@dugout/shared';
import { confirmImport, previewImport } from '../../testing/contact-import';
import { testAppForFile, type DemoRole } from '../../testing/test-app';

const t = testAppForFile();
const db = () => t.database.db;

const inject = (who: DemoRole, method: string, url: string, payload?: unknown) =>
  t.injectAs(who, {
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const ok = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

/** The newest audit row of an action. */
const newest = (action: string) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();

async function newEvent(name: string): Promise<string> {
  const res = ok(
    await inject('admin', 'POST', '/api/event/new', { name, date: '2031-04-05T23:00:00Z' }),
  );
  return res.json<{ data: { id: string } }>().data.id;
}

const pinned = (titleEn: string) => ({
  titleEn,
  textEn: 'Bring a toy',
  titleEs: 'Colecta',
  textEs: 'Trae un juguete',
  link: '/events/all',
  expiresOn: null,
});
const venue = (name: string) => ({
  name,
  nameEs: name,
  address: '12 Audit Rd, Riverton',
  latitude: 41.2,
  longitude: -87.3,
  notes: '',
  notesEs: '',
});
const link = (linkName: string) => ({
  linkName,
  url: 'https://audit.riverhawks.test',
  viewablePermissions: ['view:contacts'],
});

async function managedId(url: string, field: string, value: string): Promise<number> {
  const list = ok(await inject('admin', 'GET', url)).json<Record<string, unknown>[]>();
  return list.find((x) => x[field] === value)!.id as number;
}

async function openRequest(firstName: string): Promise<string> {
  ok(
    await inject('family', 'POST', '/api/form/create', [
      {
        firstName,
        lastName: 'Audit',
        jerseyName: 'AUDIT',
        jerseyNumber: 8,
        jerseySize: 'Youth M',
        jerseyPosition: 1,
        jerseyIndex: crypto.randomUUID(),
      },
    ]),
  );
  const row = await db()
    .selectFrom('form_requests')
    .select('id')
    .where('first_name', '=', firstName)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function newContact(email: string): Promise<string> {
  const res = ok(
    await inject('admin', 'POST', '/api/contact/create', {
      firstName: 'Audra',
      lastName: 'Probe',
      email,
      language: 'en',
    }),
  );
  return res.json<{ id: string }>().id;
}

interface Case {
  action: ManagerAction;
  who?: DemoRole;
  /** Makes the change; its entity id and the label its row should keep, where it has them. */
  run: () => Promise<{ id?: string | number | null; label?: string }>;
}

/** One call per manager action: each writes its audit row. */
const CASES: Case[] = [
  {
    action: 'event.create',
    run: async () => ({ id: await newEvent('Audit opener'), label: 'Audit opener' }),
  },
  {
    action: 'event.update',
    run: async () => {
      const id = await newEvent('Audit before');
      ok(await inject('admin', 'PUT', `/api/event/update/${id}`, { name: 'Audit after' }));
      return { id, label: 'Audit after' };
    },
  },
  {
    action: 'event.delete',
    run: async () => {
      const id = await newEvent('Audit gone');
      ok(await inject('admin', 'DELETE', `/api/event/${id}`));
      return { id, label: 'Audit gone' };
    },
  },
  {
    action: 'event.reminders',
    run: async () => {
      const id = await newEvent('Audit reminders');
      ok(
        await inject('admin', 'PUT', `/api/event/${id}/reminders`, {
          unansweredHours: 48,
          unansweredOn: true,
          goingHours: 3,
          goingOn: false,
        }),
      );
      return { id, label: 'Audit reminders' };
    },
  },
  {
    action: 'event.remind',
    run: async () => {
      const id = await newEvent('Audit remind');
      ok(await inject('admin', 'POST', `/api/rsvp/event/${id}/remind`));
      return { id, label: 'Audit remind' };
    },
  },
  {
    action: 'message.send',
    run: async () => {
      ok(
        await inject('admin', 'POST', '/api/messaging/send', {
          MessageTypes: 'Email',
          Recipients: [{ Email: 'a@families.test', PhoneNumber: '' }],
          Message: 'Audit practice moved',
        }),
      );
      return { label: 'Audit practice moved' };
    },
  },
  {
    action: 'message.retry',
    run: async () => {
      const m = await db().selectFrom('messages').select('id').executeTakeFirstOrThrow();
      ok(await inject('admin', 'POST', `/api/messaging/messages/${m.id}/retry`));
      return { id: m.id };
    },
  },
  {
    action: 'pinned.create',
    run: async () => {
      ok(await inject('admin', 'POST', '/api/pinnedpost/new', pinned('Audit pin')));
      return { label: 'Audit pin' };
    },
  },
  {
    action: 'pinned.delete',
    run: async () => {
      ok(await inject('admin', 'POST', '/api/pinnedpost/new', pinned('Audit unpin')));
      const id = await managedId('/api/pinnedpost/manage', 'titleEn', 'Audit unpin');
      ok(await inject('admin', 'DELETE', `/api/pinnedpost/${id}`));
      return { id, label: 'Audit unpin' };
    },
  },
  {
    action: 'contact.create',
    run: async () => ({ id: await newContact('audra.create@families.riverhawks.test') }),
  },
  {
    action: 'contact.update',
    run: async () => {
      const id = await newContact('audra.update@families.riverhawks.test');
      ok(await inject('admin', 'PUT', `/api/contact/update/${id}`, { phone: '5550100188' }));
      return { id };
    },
  },
  {
    action: 'contact.delete',
    run: async () => {
      const id = await newContact('audra.delete@families.riverhawks.test');
      ok(await inject('admin', 'DELETE', `/api/contact/${id}`));
      return { id };
    },
  },
  {
    action: 'contact.import',
    run: async () => {
      const csv =
        'First Name,Last Name,Email\nIvy,Importer,ivy.importer@families.riverhawks.test\n';
      const { fingerprint } = ok(await previewImport(t, csv)).json<{ fingerprint: string }>();
      ok(await confirmImport(t, csv, fingerprint));
      return { id: null };
    },
  },
  {
    action: 'form_request.status',
    run: async () => {
      const id = await openRequest('Auditina');
      ok(await inject('admin', 'PUT', `/api/form/status/${id}`, { status: 'fulfilled' }));
      return { id, label: 'Auditina Audit · AUDIT #8' };
    },
  },
  {
    action: 'venue.create',
    run: async () => {
      ok(await inject('admin', 'POST', '/api/venues', venue('Audit Field')));
      return { label: 'Audit Field' };
    },
  },
  {
    action: 'venue.delete',
    run: async () => {
      ok(await inject('admin', 'POST', '/api/venues', venue('Audit Lot')));
      const id = await managedId('/api/venues/manage', 'name', 'Audit Lot');
      ok(await inject('admin', 'DELETE', `/api/venues/${id}`));
      return { id, label: 'Audit Lot' };
    },
  },
  {
    action: 'team.create',
    run: async () => {
      ok(await inject('admin', 'POST', '/api/teams', { name: 'Audit 10U', shortName: '10U' }));
      return { id: await managedId('/api/teams', 'name', 'Audit 10U'), label: 'Audit 10U' };
    },
  },
  {
    action: 'team.update',
    run: async () => {
      ok(await inject('admin', 'POST', '/api/teams', { name: 'Audit 14U', shortName: '14U' }));
      const id = await managedId('/api/teams', 'name', 'Audit 14U');
      ok(
        await inject('admin', 'PUT', `/api/teams/${id}`, {
          name: 'Audit 14U Blue',
          shortName: '14U',
        }),
      );
      return { id, label: 'Audit 14U Blue' };
    },
  },
  {
    action: 'team.members',
    run: async () => {
      ok(await inject('admin', 'POST', '/api/teams', { name: 'Audit 8U', shortName: '8U' }));
      const id = await managedId('/api/teams', 'name', 'Audit 8U');
      const members = [{ contactId: await t.contactId('family'), role: 'coach' }];
      ok(await inject('admin', 'PUT', `/api/teams/${id}/members`, { members }));
      return { id, label: 'Audit 8U' };
    },
  },
  {
    action: 'content.delete',
    run: async () => {
      const c = await db()
        .selectFrom('content')
        .select(['id', 'description'])
        .executeTakeFirstOrThrow();
      ok(await inject('admin', 'DELETE', `/api/content/${c.id}`));
      return { id: c.id, label: c.description };
    },
  },
  {
    action: 'content.reorder',
    run: async () => {
      const c = await db().selectFrom('content').select('id').executeTakeFirstOrThrow();
      ok(
        await inject('admin', 'PUT', '/api/content/updateSortOrder', [{ id: c.id, sortOrder: 1 }]),
      );
      return { id: c.id };
    },
  },
  {
    action: 'pinned.reorder',
    run: async () => {
      ok(await inject('admin', 'POST', '/api/pinnedpost/new', pinned('Audit first')));
      const id = await managedId('/api/pinnedpost/manage', 'titleEn', 'Audit first');
      ok(await inject('admin', 'PUT', '/api/pinnedpost/updateSortOrder', { ids: [id] }));
      return { id: null };
    },
  },
  {
    action: 'link.create',
    run: async () => {
      ok(await inject('admin', 'POST', '/api/admin/links', link('Audit parking')));
      return { label: 'Audit parking' };
    },
  },
  {
    action: 'link.update',
    run: async () => {
      const made = ok(await inject('admin', 'POST', '/api/admin/links', link('Audit map')));
      const id = made.json<{ id: number }>().id;
      ok(await inject('admin', 'PUT', `/api/admin/links/${id}`, link('Audit map 2')));
      return { id, label: 'Audit map 2' };
    },
  },
  {
    action: 'link.delete',
    run: async () => {
      const made = ok(await inject('admin', 'POST', '/api/admin/links', link('Audit old')));
      const id = made.json<{ id: number }>().id;
      ok(await inject('admin', 'DELETE', `/api/admin/links/${id}`));
      return { id, label: 'Audit old' };
    },
  },
  {
    action: 'cache.reset',
    who: 'it',
    run: async () => {
      ok(await inject('it', 'POST', '/api/admin/ResetCache'));
      return {};
    },
  },
];

const readLog = async (query = '') =>
  ok(await inject('admin', 'GET', `/api/admin/audit-log?limit=100${query}`)).json<AuditLogPage>();

describe('every manager action writes an audit row the Audit Log shows', () => {
  it.each(CASES)('$action', async ({ action, who = 'admin', run }) => {
    const before = (await newest(action))?.id ?? 0;
    const expected = await run();
    const row = await newest(action);
    expect(row && Number(row.id)).toBeGreaterThan(Number(before));
    expect(row!.actor_id).toBe(await t.contactId(who));
    if (expected.id !== undefined)
      expect(row!.entity_id).toBe(expected.id === null ? null : String(expected.id));
    const entry = (await readLog()).entries.find((e) => e.id === Number(row!.id));
    expect(entry).toMatchObject({ kind: 'action', action });
    if (expected.label) expect((entry as ActionAuditEntry).target.label).toBe(expected.label);
  });

  it('leaves out no action but those other tests cover', () => {
    const called = new Set(CASES.map((c) => c.action));
    // Written by the same helper and each covered by its module's own tests.
    expect(MANAGER_ACTIONS.filter((a) => !called.has(a))).toEqual([
      'event.import',
      'pinned.update',
      'contact.invite',
      // A member's own: phone-verification.test.ts and unsubscribe.test.ts read them in the log.
      'contact.phone_verified',
      'preferences.unsubscribe',
      'venue.update',
      'content.create',
      'content.update',
      // season-rollover.test.ts reads both in the Audit Log.
      'season.start',
      'season.rosters',
      // duties.test.ts checks each of these rows.
      'duty.create',
      'duty.update',
      'duty.delete',
      'duty.assign',
      'duty.unassign',
      // attendance.test.ts checks this one.
      'attendance.record',
      // duty-templates.test.ts checks each of these rows.
      'duty.template.create',
      'duty.template.update',
      'duty.template.delete',
      'duty.template.apply',
      'duty.ask',
      // rides.test.ts checks each of these rows.
      'ride.removeOffer',
      'ride.removeRequest',
      'ride.unmatch',
      // conversations.test.ts checks each of these rows.
      'conversation.hide',
      'conversation.lock',
      'conversation.unlock',
      // photos.test.ts and photo-consent.test.ts check these.
      'photo.remove',
      'photo.approve',
      'photo.dismissTakedown',
      // conversation-moderation.test.ts checks each of these rows.
      'conversation.unhide',
      'conversation.mute',
      'conversation.unmute',
      'conversation.reportResolved',
      'conversation.report',
    ]);
  });
});

describe('the audit row commits with its change', () => {
  it('writes no row when the change is refused', async () => {
    const id = await newEvent('Audit refused');
    const before = (await newest('event.update'))?.id ?? null;
    const res = await inject('admin', 'PUT', `/api/event/update/${id}`, {
      name: 'Audit refused 2',
      venueId: 999_999,
    });
    expect(res.statusCode).toBe(400);
    expect((await newest('event.update'))?.id ?? null).toBe(before);
    const kept = await inject('admin', 'GET', `/api/event/${id}`);
    expect(kept.json<{ data: { name: string } }>().data.name).toBe('Audit refused');
  });
});

describe('the member filter', () => {
  it('finds the actions on a member, and those by them', async () => {
    const familyId = await t.contactId('family');
    const requestId = await openRequest('Filtra');
    ok(await inject('admin', 'PUT', `/api/form/status/${requestId}`, { status: 'fulfilled' }));
    const onFamily = await readLog(`&memberId=${familyId}`);
    const fulfilled = onFamily.entries.find(
      (e) => e.kind === 'action' && e.target.id === requestId,
    ) as ActionAuditEntry;
    expect(fulfilled).toMatchObject({
      action: 'form_request.status',
      status: 'fulfilled',
      member: { id: familyId, name: 'Fiona Family' },
    });
    // Every entry is by or about the family.
    for (const e of onFamily.entries) {
      const about =
        e.kind === 'contact'
          ? e.subject.id
          : e.kind === 'action'
            ? e.member?.id
            : 'contact' in e.change
              ? e.change.contact.id
              : null;
      expect([about, e.actor?.id]).toContain(familyId);
    }
    const adminId = await t.contactId('admin');
    const byAdmin = await readLog(`&memberId=${adminId}`);
    expect(byAdmin.entries.map((e) => e.id)).toContain(fulfilled.id);
    const itId = await t.contactId('it');
    const byIt = await readLog(`&memberId=${itId}`);
    expect(byIt.entries.map((e) => e.id)).not.toContain(fulfilled.id);
  });
});
