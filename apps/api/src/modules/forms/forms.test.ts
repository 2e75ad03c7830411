import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

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
      'First Name,Last Name,Jersey Name,Jersey Number,Jersey Size,Adult or Kid,Submitted By,Submitted At',
    );
    expect(text).toContain(
      '"\'=HYPERLINK(""http://evil.test"")",Núñez,NUÑEZ,7,Youth M (10-12),Kid 4',
    );
    expect((await t.injectAs('it', { method: 'GET', url: csvUrl })).statusCode).toBe(200);
  });
});
