import { describe, expect, it } from 'vitest';
import { testAppForFile, type TestApp } from '../../testing/test-app';
import { teamDateTime } from './forms.service';

const t = testAppForFile();

const item = (over: Record<string, unknown> = {}) => ({
  firstName: 'Mia',
  lastName: 'Núñez',
  jerseyName: 'NUÑEZ',
  jerseyNumber: 7,
  jerseySize: 'Youth M (10-12)',
  jerseyPosition: 0,
  jerseyIndex: crypto.randomUUID(),
  ...over,
});
const count = async (kind: 'jersey' | 'gift') =>
  (await t.database.db.selectFrom('form_requests').select('id').where('kind', '=', kind).execute())
    .length;

describe.each([
  ['/api/form/create', 'jersey', '/api/form/getall', '/api/form/csv'],
  ['/api/form/creategift', 'gift', '/api/form/getallgifts', '/api/form/giftcsv'],
] as const)('%s', (createUrl, kind, listUrl, csvUrl) => {
  it('lets view:jerseyform and admins submit, nobody else', async () => {
    const post = (who: Parameters<TestApp['injectAs']>[0]) =>
      t.injectAs(who, { method: 'POST', url: createUrl, payload: [item()] });
    expect((await post(null)).statusCode).toBe(401);
    expect((await post('staff')).statusCode).toBe(403);
    expect((await post('newcomer')).statusCode).toBe(403);
    for (const who of ['family', 'admin', 'it'] as const) {
      const res = await post(who);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ saved: 1 });
    }
  });

  it('saves several items at once, with who and when', async () => {
    const before = await count(kind);
    const res = await t.injectAs('family', {
      method: 'POST',
      url: createUrl,
      payload: [item({ firstName: 'Leo', jerseyNumber: '12' }), item({ jerseyPosition: 3 })],
    });
    expect(res.statusCode).toBe(201);
    expect(await count(kind)).toBe(before + 2);
    const list = await t.injectAs('admin', { method: 'GET', url: listUrl });
    expect(list.statusCode).toBe(200);
    const leo = list.json().find((r: { firstName: string }) => r.firstName === 'Leo');
    expect(leo).toMatchObject({
      lastName: 'Núñez',
      jerseyName: 'NUÑEZ',
      jerseyNumber: 12,
      jerseySize: 'Youth M (10-12)',
      jerseyPosition: 0,
      submittedBy: 'Fiona Family',
    });
    expect(new Date(leo.submittedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses incomplete or wrong items with a clear 400 and saves none of them', async () => {
    const before = await count(kind);
    const cases: [unknown, RegExp][] = [
      [[item(), item({ jerseyName: '  ' })], /^Please Complete All Fields$/],
      [[item({ jerseySize: undefined })], /^Please Complete All Fields$/],
      [[item({ jerseyNumber: '' })], /^Please Complete All Fields$/],
      [[], /^Please Complete All Fields$/],
      [[item({ jerseyNumber: 'seven' })], /Jersey number must be a whole number/],
      [[item({ jerseyNumber: 100 })], /Jersey number must be a whole number from 0 to 99/],
      [[item({ jerseyPosition: -1 })], /Jersey position/],
      [Array.from({ length: 21 }, () => item()), /At most 20 items/],
      [{ firstName: 'not a list' }, /Invalid body/],
      [[item({ firstName: 'x'.repeat(101) })], /at most 100 characters/],
    ];
    for (const [payload, message] of cases) {
      const res = await t.injectAs('family', {
        method: 'POST',
        url: createUrl,
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await count(kind)).toBe(before);
  });

  it('lists and reports only to admins, as a safe UTF-8 CSV', async () => {
    for (const url of [listUrl, csvUrl]) {
      expect((await t.injectAs(null, { method: 'GET', url })).statusCode).toBe(401);
      expect((await t.injectAs('family', { method: 'GET', url })).statusCode).toBe(403);
      expect((await t.injectAs('staff', { method: 'GET', url })).statusCode).toBe(403);
    }
    await t.injectAs('family', {
      method: 'POST',
      url: createUrl,
      payload: [item({ firstName: '=HYPERLINK("http://evil.test")', jerseyPosition: 4 })],
    });
    const res = await t.injectAs('admin', { method: 'GET', url: csvUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="jersey-report.csv"');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      'First Name,Last Name,Jersey Name,Jersey Number,Jersey Size,Adult or Kid,Submitted By,' +
        'Submitted At (America/New_York),Status,Fulfilled At (America/New_York),Fulfilled By',
    );
    expect(text).toContain(
      '"\'=HYPERLINK(""http://evil.test"")",Núñez,NUÑEZ,7,Youth M (10-12),Kid 4',
    );
    expect((await t.injectAs('it', { method: 'GET', url: csvUrl })).statusCode).toBe(200);
  });
});

describe.each([
  ['/api/form/create', 'jersey', '/api/form/mine', '/api/form/getall', '/api/form/csv'],
  [
    '/api/form/creategift',
    'gift',
    '/api/form/minegifts',
    '/api/form/getallgifts',
    '/api/form/giftcsv',
  ],
] as const)('request history through %s', (createUrl, kind, mineUrl, listUrl, csvUrl) => {
  type Own = { id: string; firstName: string; status: string; submittedAt: string };
  const mine = async (who: 'family' | 'admin') => {
    const res = await t.injectAs(who, { method: 'GET', url: mineUrl });
    expect(res.statusCode).toBe(200);
    return res.json() as Own[];
  };
  const submit = (who: 'family' | 'admin', firstName: string) =>
    t.injectAs(who, { method: 'POST', url: createUrl, payload: [item({ firstName })] });
  const setStatus = (
    who: Parameters<TestApp['injectAs']>[0],
    id: string,
    status: unknown,
    language = 'en',
  ) =>
    t.injectAs(who, {
      method: 'PUT',
      url: `/api/form/status/${id}`,
      payload: { status },
      headers: { 'accept-language': language },
    });

  it('lists a member’s own requests (what, when, open), not another member’s', async () => {
    await submit('family', `Own-${kind}`);
    await submit('admin', `Admins-${kind}`);
    const family = await mine('family');
    const own = family.find((r) => r.firstName === `Own-${kind}`);
    expect(own).toMatchObject({
      lastName: 'Núñez',
      jerseyName: 'NUÑEZ',
      jerseyNumber: 7,
      jerseySize: 'Youth M (10-12)',
      jerseyPosition: 0,
      status: 'open',
      fulfilledAt: null,
    });
    expect(own).not.toHaveProperty('submittedBy');
    expect(family.filter((r) => r.firstName === `Admins-${kind}`)).toEqual([]);
    const familyId = await t.contactId('family');
    const theirs = await t.database.db
      .selectFrom('form_requests')
      .select('submitted_by')
      .where(
        'id',
        'in',
        family.map((r) => r.id),
      )
      .execute();
    expect(new Set(theirs.map((r) => r.submitted_by))).toEqual(new Set([familyId]));
    // An admin's own list is their own too, not everyone's.
    const admin = await mine('admin');
    expect(admin.map((r) => r.firstName)).toContain(`Admins-${kind}`);
    expect(admin.filter((r) => r.firstName === `Own-${kind}`)).toEqual([]);
    // Newest first.
    const times = family.map((r) => r.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
    // The other kind's requests are not in this list.
    const otherKind = await t.injectAs('family', {
      method: 'GET',
      url: kind === 'jersey' ? '/api/form/minegifts' : '/api/form/mine',
    });
    expect(otherKind.json().filter((r: Own) => r.firstName === `Own-${kind}`)).toEqual([]);
  });

  it('is refused to members without the form', async () => {
    expect((await t.injectAs(null, { method: 'GET', url: mineUrl })).statusCode).toBe(401);
    expect((await t.injectAs('staff', { method: 'GET', url: mineUrl })).statusCode).toBe(403);
    expect((await t.injectAs('newcomer', { method: 'GET', url: mineUrl })).statusCode).toBe(403);
  });

  it('lets admins mark a request fulfilled and open again, idempotently; members get 403', async () => {
    await submit('family', `Fulfil-${kind}`);
    const { id } = (await mine('family')).find((r) => r.firstName === `Fulfil-${kind}`)!;
    for (const who of ['family', 'staff', 'newcomer'] as const) {
      const res = await setStatus(who, id, 'fulfilled');
      expect(res.statusCode).toBe(403);
    }
    expect((await setStatus(null, id, 'fulfilled')).statusCode).toBe(401);
    expect((await mine('family')).find((r) => r.id === id)!.status).toBe('open');

    const audits = async () =>
      (
        await t.database.db
          .selectFrom('audit_log')
          .select(['action', 'actor_id', 'detail'])
          .where('entity', '=', 'form_request')
          .where('entity_id', '=', id)
          .execute()
      ).length;

    const done = await setStatus('admin', id, 'fulfilled');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, status: 'fulfilled', fulfilledBy: 'Alex Admin' });
    const fulfilledAt = done.json().fulfilledAt as string;
    expect(new Date(fulfilledAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await audits()).toBe(1);
    // Sent again (by another admin): the same answer, the first time and admin kept, no new audit.
    const again = await setStatus('it', id, 'fulfilled');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: 'fulfilled',
      fulfilledAt,
      fulfilledBy: 'Alex Admin',
    });
    expect(await audits()).toBe(1);

    expect((await mine('family')).find((r) => r.id === id)).toMatchObject({
      status: 'fulfilled',
      fulfilledAt,
    });
    const listed = (await t.injectAs('admin', { method: 'GET', url: listUrl })).json();
    expect(listed.find((r: Own) => r.id === id)).toMatchObject({ status: 'fulfilled' });

    const reopened = await setStatus('admin', id, 'open');
    expect(reopened.json()).toMatchObject({ status: 'open', fulfilledAt: null, fulfilledBy: null });
    expect(await audits()).toBe(2);
  });

  it('refuses a bad status or id with a 400 in the admin’s language, and a missing one with 404', async () => {
    await submit('family', `Bad-${kind}`);
    const { id } = (await mine('family')).find((r) => r.firstName === `Bad-${kind}`)!;
    const bad = await setStatus('admin', id, 'shipped');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      field: 'status',
      message: 'The status must be “open” or “fulfilled”.',
    });
    const badId = await setStatus('admin', 'not-a-uuid', 'open');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ field: 'id', message: 'The request id is not valid.' });
    const missing = await setStatus('admin', crypto.randomUUID(), 'fulfilled');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This request was not found. It may have been deleted.');
    // The UI's language (Accept-Language) words the refusal.
    const es = await setStatus('admin', crypto.randomUUID(), 'fulfilled', 'es');
    expect(es.json().message).toBe('No se encontró esta solicitud. Puede que se haya eliminado.');
    const esStatus = await setStatus('admin', id, 'shipped', 'es');
    expect(esStatus.json().message).toBe('El estado debe ser «open» o «fulfilled».');
  });

  it('writes the CSV’s times in the team’s time zone, a late evening on its own day', async () => {
    // 03:30 UTC on 2 March is 22:30 on 1 March in New York (EST, UTC−5): across midnight UTC.
    const familyId = await t.contactId('family');
    const [row] = await t.database.db
      .insertInto('form_requests')
      .values({
        kind,
        submitted_by: familyId,
        submitted_by_name: 'Fiona Family',
        first_name: `Late-${kind}`,
        last_name: 'Night',
        jersey_name: 'NIGHT',
        jersey_number: 1,
        jersey_size: 'L',
        jersey_index: crypto.randomUUID(),
        created_at: '2026-03-02T03:30:00Z',
        status: 'fulfilled',
        fulfilled_at: '2026-07-04T02:15:00Z',
        fulfilled_by: await t.contactId('admin'),
      })
      .returning('id')
      .execute();
    const res = await t.injectAs('admin', { method: 'GET', url: csvUrl });
    const line = res.rawPayload
      .subarray(3)
      .toString('utf8')
      .split('\r\n')
      .find((l) => l.startsWith(`Late-${kind},`));
    // July 4 02:15 UTC is July 3 22:15 in New York (EDT, UTC−4).
    expect(line).toBe(
      `Late-${kind},Night,NIGHT,1,L,Adult,Fiona Family,2026-03-01 22:30,Fulfilled,2026-07-03 22:15,Alex Admin`,
    );
    // The member's own list sends the instant itself (UTC); the page shows it in the team's zone.
    expect((await mine('family')).find((r) => r.id === row!.id)!.submittedAt).toBe(
      '2026-03-02T03:30:00.000Z',
    );
  });
});

describe('teamDateTime', () => {
  it('writes an instant as the team’s wall clock, 24-hour', () => {
    expect(teamDateTime('2026-03-02T03:30:00Z', 'America/New_York')).toBe('2026-03-01 22:30');
    expect(teamDateTime('2026-03-02T03:30:00Z', 'Europe/Madrid')).toBe('2026-03-02 04:30');
    expect(teamDateTime('2026-01-01T00:00:00Z', 'UTC')).toBe('2026-01-01 00:00');
  });
});
