import { describe, expect, it } from 'vitest';
import type { Me } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const setLanguage = (who: string | null, payload: object, headers: Record<string, string> = {}) =>
  t.injectAs(who, { method: 'PUT', url: '/api/me/language', payload, headers });
const me = async (who: string) =>
  (await t.injectAs(who, { method: 'GET', url: '/api/me' })).json<Me>();

/** The member changes the language of their own emails and texts. */
describe('PUT /api/me/language', () => {
  it('changes the member’s own language only, and logs it', async () => {
    const before = await me('newcomer');
    const other = await me('family');
    const target = before.language === 'es' ? 'en' : 'es';
    const res = await setLanguage('newcomer', { language: target });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ language: target });
    expect((await me('newcomer')).language).toBe(target);
    expect((await me('family')).language).toBe(other.language);
    const logged = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'detail'])
      .where('entity_id', '=', before.id)
      .where('action', '=', 'contact.update')
      .execute();
    expect(logged.map((row) => row.actor_id)).toContain(before.id);
    await setLanguage('newcomer', { language: before.language });
  });

  it('refuses a language the site does not offer, in the reader’s language, and a guest', async () => {
    const bad = await setLanguage('newcomer', { language: 'fr' }, { 'accept-language': 'es' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/language/i);
    expect(bad.json<{ message: string }>().message).not.toMatch(/^Invalid/);
    const guest = await setLanguage(null, { language: 'es' });
    expect(guest.statusCode).toBe(401);
  });
});
