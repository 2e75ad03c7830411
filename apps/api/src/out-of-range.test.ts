import { describe, expect, it } from 'vitest';
import { testAppForFile } from './testing/test-app';

// Found by the hostile-input properties: numbers beyond a PostgreSQL integer gave a 500.
const t = testAppForFile();

const huge = Number.MAX_SAFE_INTEGER;

describe('numbers too large for their column', () => {
  it('are refused with a 400 on events, contacts and content', async () => {
    const event = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: { name: 'Picnic', date: '2026-07-04T18:00', allowedAffiliations: [huge] },
    });
    expect(event.statusCode).toBe(400);
    const location = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: { name: 'Picnic', date: '2026-07-04T18:00', eventLocationID: huge },
    });
    expect(location.statusCode).toBe(400);
    const contact = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/create',
      payload: { firstName: 'Ana', lastName: 'Ruiz', affiliation: { id: huge } },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().message).toMatch(/\w/);
  });
});
