import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSummary } from '@dugout/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// The calendar's cell names an event as its page does, so the list carries the name's
// translations (and only those: an untranslated event keeps id, name, date, eventLocationID and
// imageURL).
describe('GET /api/event/getall names each event in every language', () => {
  it('carries the Spanish name of a translated event and nothing more of an untranslated one', async () => {
    const create = (payload: Record<string, unknown>) =>
      t.injectAs('admin', { method: 'POST', url: '/api/event/new', payload });
    const translated = await create({
      name: 'Family Picnic',
      description: 'Bring a dish',
      date: '2032-03-07T17:00:00Z',
      translations: [
        { language: 'es', fieldName: 'Name', contents: 'Picnic familiar' },
        { language: 'es', fieldName: 'Description', contents: 'Trae un plato' },
      ],
    });
    expect(translated.statusCode, translated.body).toBe(200);
    const plain = await create({ name: 'Batting practice', date: '2032-03-08T17:00:00Z' });
    expect(plain.statusCode, plain.body).toBe(200);

    const res = await t.injectAs('family', {
      method: 'GET',
      url: '/api/event/getall?from=2032-03-01&to=2032-04-01',
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<EventSummary[]>();
    const picnic = list.find((e) => e.name === 'Family Picnic')!;
    expect(picnic.translations).toEqual([
      { language: 'es', fieldName: 'Name', contents: 'Picnic familiar' },
    ]);
    const practice = list.find((e) => e.name === 'Batting practice')!;
    expect(Object.keys(practice).sort()).toEqual(
      ['date', 'eventLocationID', 'id', 'imageURL', 'name'].sort(),
    );
  });
});
