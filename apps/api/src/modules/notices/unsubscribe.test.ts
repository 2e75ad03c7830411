import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage, MessagePreferences } from '@dugout/shared';
import { fingerprint } from '../../testing/db-fingerprint';
import { testAppForFile } from '../../testing/test-app';
import type { DeliveryInput } from '../../platform/outbox/outbox';
import { signToken } from '../../platform/signed-token';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-links';
import { withUnsubscribe } from './unsubscribe.service';

const t = testAppForFile();
beforeAll(async () => {
  await t.worker.stop();
});

const key = () => t.secrets.unsubscribeLinks;
const linkPath = (contactId: string, kind: 'staffMessages' | 'eventNotices' | 'reminders') =>
  `/api/unsubscribe/${signUnsubscribe(key(), { contactId, kind })}`;
const oneClick = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
const grid = async (who: string) =>
  (await t.injectAs(who, { method: 'GET', url: '/api/me/preferences' })).json<MessagePreferences>()
    .preferences;
const audits = (contactId: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'detail'])
    .where('entity_id', '=', contactId)
    .where('action', '=', 'preferences.unsubscribe')
    .execute();

describe('unsubscribe tokens', () => {
  it('names one member and kind, and refuses a changed, foreign or other-key token', () => {
    const token = signUnsubscribe(key(), { contactId: 'c-1', kind: 'reminders' });
    expect(verifyUnsubscribe(key(), token)).toEqual({ contactId: 'c-1', kind: 'reminders' });
    expect(token.length).toBeLessThanOrEqual(100);
    const [, kind, mac] = token.split('.') as [string, string, string];
    expect(verifyUnsubscribe(key(), `c-2.${kind}.${mac}`)).toBeNull();
    expect(verifyUnsubscribe(key(), `c-1.staffMessages.${mac}`)).toBeNull();
    expect(verifyUnsubscribe(key(), token.slice(0, -1))).toBeNull();
    expect(verifyUnsubscribe(key(), `${token}.x`)).toBeNull();
    expect(verifyUnsubscribe(key(), '')).toBeNull();
    expect(
      verifyUnsubscribe(Buffer.from('another key of at least thirty-two bytes'), token),
    ).toBeNull();
    // Signed with the same key for another purpose: refused.
    expect(
      verifyUnsubscribe(key(), signToken(key(), 'rsvp-link.v1', ['c-1', 'reminders'])),
    ).toBeNull();
    // A kind that does not exist.
    expect(
      verifyUnsubscribe(key(), signToken(key(), 'unsubscribe.v1', ['c-1', 'gossip'])),
    ).toBeNull();
    expect(verifyUnsubscribe(t.secrets.rsvpLinks, token)).toBeNull();
  });
});

describe('the one-click link', () => {
  it('POST turns that kind off by email only, for that member only, and says so; again changes nothing', async () => {
    const familyId = await t.contactId('family');
    const before = await grid('family');
    const staffBefore = await grid('staff');
    expect(before.staffMessages.email).toBe(true);
    const res = await oneClick(linkPath(familyId, 'staffMessages'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('You are unsubscribed');
    expect(res.body).toContain('Te has dado de baja');
    expect(res.body).toContain('messages from the staff');
    const after = await grid('family');
    expect(after).toEqual({ ...before, staffMessages: { ...before.staffMessages, email: false } });
    expect(await grid('staff')).toEqual(staffBefore);
    expect(await audits(familyId)).toHaveLength(1);
    // The office sees it in the Audit Log: the member, by their own hand.
    const log = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/admin/audit-log?memberId=${familyId}`,
    });
    expect(log.statusCode, log.body).toBe(200);
    const shown = log
      .json<AuditLogPage>()
      .entries.filter((e) => e.kind === 'action' && e.action === 'preferences.unsubscribe');
    expect(shown).toMatchObject([
      { actor: { id: familyId }, member: { id: familyId, name: 'Fiona Family' } },
    ]);

    const again = await oneClick(linkPath(familyId, 'staffMessages'));
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Email is off already for messages from the staff');
    expect(await grid('family')).toEqual(after);
    expect(await audits(familyId)).toHaveLength(1);
  });

  it('POST works from the page (its own form body) and without any body', async () => {
    const adminId = await t.contactId('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: linkPath(adminId, 'reminders'),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await grid('admin')).reminders.email).toBe(false);
    const bare = await t.app.inject({ method: 'POST', url: linkPath(adminId, 'eventNotices') });
    expect(bare.statusCode, bare.body).toBe(200);
    expect((await grid('admin')).eventNotices.email).toBe(false);
  });

  it('GET writes nothing and shows the choice in the member’s language first, both on the page', async () => {
    const staffId = await t.contactId('staff');
    const url = linkPath(staffId, 'eventNotices');
    const print = await fingerprint(t.database.db);
    const en = await t.app.inject({ method: 'GET', url });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.body).toMatch(/<html lang="en">/);
    expect(en.body).toContain('Stop event and content notices by email?');
    expect(en.body).toContain('¿Dejar de recibir avisos de eventos y contenido por correo?');
    expect(en.body).toContain(`<form method="post" action="${t.config.publicUrl}${url}">`);
    expect(en.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(en.body).toContain('/profile#message-preferences-title');
    expect(en.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
    expect(await fingerprint(t.database.db)).toBe(print);
    expect((await grid('staff')).eventNotices.email).toBe(true);

    await t.setLanguage(staffId, 'es');
    const printEs = await fingerprint(t.database.db);
    const es = await t.app.inject({ method: 'GET', url });
    expect(es.body).toMatch(/<html lang="es">/);
    expect(es.body.indexOf('Darse de baja')).toBeLessThan(es.body.indexOf('Unsubscribe</button>'));
    expect(await fingerprint(t.database.db)).toBe(printEs);
  });

  it('a tampered or unknown link is a 400 page in English and Spanish, and writes nothing', async () => {
    const familyId = await t.contactId('family');
    const good = signUnsubscribe(key(), { contactId: familyId, kind: 'eventNotices' });
    const tampered = `${good.slice(0, -2)}${good.endsWith('A') ? 'BB' : 'AA'}`;
    const print = await fingerprint(t.database.db);
    for (const res of [
      await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${tampered}` }),
      await oneClick(`/api/unsubscribe/${tampered}`),
      await oneClick('/api/unsubscribe/nonsense'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This unsubscribe link is not valid');
      expect(res.body).toContain('Este enlace para darse de baja no es válido');
    }
    const gone = await oneClick(linkPath('00000000-0000-4000-8000-000000000000', 'eventNotices'));
    expect(gone.statusCode).toBe(400);
    expect(gone.body).toContain('no longer in the portal');
    expect(await fingerprint(t.database.db)).toBe(print);
  });
});

describe('the email a member gets', () => {
  it('carries the RFC 8058 headers and a footer link in the recipient’s language; texts and non-members none', () => {
    const delivery: DeliveryInput = {
      channel: 'email',
      recipient: 'family@riverhawks.test',
      language: 'es',
      subject: 'Hola',
      text: 'Cuerpo',
      html: '<p>Cuerpo</p>',
    };
    const mail = withUnsubscribe(t, 'c-9', 'reminders', delivery);
    const url = `${t.config.publicUrl}/api/unsubscribe/${signUnsubscribe(key(), { contactId: 'c-9', kind: 'reminders' })}`;
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`Darse de baja de recordatorios por correo: ${url}`);
    expect(mail.html).toContain(`<a href="${url}">Darse de baja</a>`);
    expect(withUnsubscribe(t, null, 'reminders', delivery)).toBe(delivery);
    const sms = { ...delivery, channel: 'sms' as const };
    expect(withUnsubscribe(t, 'c-9', 'reminders', sms)).toBe(sms);
  });
});
