import { canSeeAudience, type Contact } from '@dugout/shared';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/test-app';

/**
 * Notify Members follows "Visible to": the recipients the event form offers (the shared audience
 * rule read on the contacts list) are exactly those the server accepts, and a refusal names the
 * field at fault (emailList) so the form can show it beside the recipient list.
 */
const t = testAppForFile();

async function affiliationId(name: string) {
  const row = await t.database.db
    .selectFrom('affiliations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function contactsWithEmail(): Promise<Contact[]> {
  const res = await t.injectAs('admin', { method: 'GET', url: '/api/contact/getall' });
  expect(res.statusCode).toBe(200);
  return res.json<Contact[]>().filter((c) => c.email);
}

const viewerOf = (c: Contact) => ({
  permissions: c.permissions ?? [],
  affiliationId: c.affiliation?.id ?? null,
});

describe("Notify Members for an event visible to Players' Families", () => {
  it('accepts every contact the shared rule lets see it, in one save', async () => {
    const families = await affiliationId("Players' Families");
    const contacts = await contactsWithEmail();
    const able = contacts.filter((c) => canSeeAudience(viewerOf(c), [families]));
    // The demo team has members the event is not for: the rule leaves some out, keeps most.
    expect(able.length).toBeGreaterThan(10);
    expect(able.length).toBeLessThan(contacts.length);
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: {
        name: 'Game vs Owls (families)',
        date: '2031-05-02T21:00:00Z',
        allowedAffiliations: [{ id: families, name: "Players' Families" }],
        emailList: able.map((c) => c.email),
        notify: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ data: { id: string } }>().data.id;
    const invited = await t.database.db
      .selectFrom('event_invitations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('event_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(invited.n)).toBe(able.length);
  });

  it('refuses one who cannot see it, naming them and the field, in the reader’s language', async () => {
    const families = await affiliationId("Players' Families");
    const contacts = await contactsWithEmail();
    const unable = contacts.filter((c) => !canSeeAudience(viewerOf(c), [families]));
    const outsider = unable[0]!;
    const payload = {
      name: 'Game vs Owls (refused)',
      allowedAffiliations: [families],
      emailList: [outsider.email],
      notify: true,
    };
    const res = await t.injectAs('admin', { method: 'POST', url: '/api/event/new', payload });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ data: null; error: string; message: string; field: string }>();
    expect(body.field).toBe('emailList');
    expect(body.data).toBeNull();
    const name = `${outsider.firstName} ${outsider.lastName}`;
    expect(body.error).toBe(`${name} cannot see this event because of its affiliations`);
    const es = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload,
      headers: { 'accept-language': 'es' },
    });
    expect(es.json<{ error: string }>().error).toBe(
      `${name} no puede ver este evento por sus afiliaciones`,
    );
  });

  it('agrees the verb with several who cannot see it, in Spanish', async () => {
    const families = await affiliationId("Players' Families");
    const contacts = await contactsWithEmail();
    const [a, b] = contacts.filter((c) => !canSeeAudience(viewerOf(c), [families]));
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: {
        name: 'Game vs Owls (two refused)',
        allowedAffiliations: [families],
        emailList: [a!.email, b!.email],
        notify: true,
      },
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(
      / no pueden ver este evento por sus afiliaciones$/,
    );
  });
});
