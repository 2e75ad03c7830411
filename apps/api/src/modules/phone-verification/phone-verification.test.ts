import type { AuditLogPage } from '@dugout/shared';
import { describe, expect, it } from 'vitest';
import { lastMailId } from '../../testing/dev-mailbox';
import { testAppForFile } from '../../testing/test-app';
import { markPhonesVerified } from '../../testing/verified-phones';

/**
 * A number is confirmed only with the code
 * texted to it, entered by whoever may edit the card. Through the real routes, the outbox and
 * the dev transport (the texts land in dev_mailbox, as at /dev/mailbox).
 */
const t = testAppForFile();

let members = 0;
/** A member of this test's own, on a number nobody else has (limits count per number). */
async function newMember(): Promise<{ id: string; phone: string }> {
  const n = ++members;
  const phone = `+1555010${7400 + n}`;
  const row = await t.database.db
    .insertInto('contacts')
    .values({
      first_name: 'Vera',
      last_name: `Verify${n}`,
      email: `vera${n}@verify.test`,
      phone,
      language: 'en',
      is_site_user: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, phone };
}

const askCode = (who: string, contactId: string, language = 'en') =>
  t.injectAs(who, {
    method: 'POST',
    url: `/api/contacts/${contactId}/phone/code`,
    headers: { 'accept-language': language },
  });

const enterCode = (who: string, contactId: string, code: string, language = 'en') =>
  t.injectAs(who, {
    method: 'POST',
    url: `/api/contacts/${contactId}/phone/verify`,
    payload: { code },
    headers: { 'accept-language': language },
  });

const verifiedOnCard = async (who: string, contactId: string) =>
  (await t.injectAs(who, { method: 'GET', url: `/api/contact/${contactId}` })).json<{
    phoneVerified?: boolean;
  }>().phoneVerified;

/** The code in the newest text to `phone` after mail `afterId` (the outbox sends it). */
async function textedCode(phone: string, afterId: number): Promise<string> {
  await t.worker.drain();
  const row = await t.database.db
    .selectFrom('dev_mailbox')
    .select('text')
    .where('channel', '=', 'sms')
    .where('to', '=', phone)
    .where('id', '>', afterId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const code = row?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

/** A six-digit code that is not `code`. */
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('confirming a phone number', () => {
  it('a new number starts unverified; the code texted to it confirms it', async () => {
    const m = await newMember();
    expect(await verifiedOnCard(m.id, m.id)).toBe(false);
    const before = await lastMailId(t.database.db);
    const sent = await askCode(m.id, m.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ phone: m.phone });
    const expiresIn = new Date(sent.json<{ expiresAt: string }>().expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const code = await textedCode(m.phone, before);
    const text = await t.database.db
      .selectFrom('dev_mailbox')
      .select('text')
      .where('to', '=', m.phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // The text names nobody: the number may be a stranger's.
    expect(text.text).toBe(
      `Riverhawks: ${code} is your code to confirm this number on the team portal. It expires in 10 minutes. Did not ask for it? Ignore this text.`,
    );

    // Stored hashed only: not in the codes table, and blanked from the outbox once sent.
    const stored = await t.database.db
      .selectFrom('phone_verification_codes')
      .selectAll()
      .where('contact_id', '=', m.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    const delivery = await t.database.db
      .selectFrom('deliveries')
      .select(['text', 'status', 'phone_code'])
      .where('contact_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(delivery).toEqual({ text: '', status: 'sent', phone_code: true });
    // And the staff's ledger never lists it.
    const ledger = await t.injectAs('admin', { method: 'GET', url: '/api/messaging/messages' });
    expect(ledger.json<{ kind: string }[]>().filter((msg) => msg.kind === 'phone_code')).toEqual(
      [],
    );

    const bad = await enterCode(m.id, m.id, wrong(code));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'invalid_code',
      message: 'That code is not right. Check the text and try again.',
    });
    const badEs = await enterCode(m.id, m.id, wrong(code), 'es');
    expect(badEs.json()).toMatchObject({
      message: 'Ese código no es correcto. Revisa el mensaje y vuelve a intentarlo.',
    });
    // Not six digits: refused by the shared rule before anything is counted.
    expect((await enterCode(m.id, m.id, '12ab')).statusCode).toBe(400);
    expect(await verifiedOnCard(m.id, m.id)).toBe(false);

    const ok = await enterCode(m.id, m.id, ` ${code} `);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ phone: m.phone, phoneVerified: true });
    expect(await verifiedOnCard(m.id, m.id)).toBe(true);
    // Used up, and nothing more to confirm.
    expect((await enterCode(m.id, m.id, code)).statusCode).toBe(400);
    const again = await askCode(m.id, m.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_verified' });
    // The Audit Log says who confirmed it, once.
    const log = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/admin/audit-log?memberId=${m.id}`,
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(
      log
        .json<AuditLogPage>()
        .entries.filter((e) => e.kind === 'action' && e.action === 'contact.phone_verified'),
    ).toMatchObject([{ actor: { id: m.id }, member: { id: m.id } }]);

    // Admins see who is verified, in the directory and its pages; members do not.
    const all = await t.injectAs('admin', { method: 'GET', url: '/api/contact/getall' });
    const row = all.json<{ id: string; phoneVerified?: boolean }[]>().find((c) => c.id === m.id);
    expect(row?.phoneVerified).toBe(true);
    const page = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/contact/page?q=Vera&limit=200',
    });
    expect(page.statusCode).toBe(200);
    const pageRows = page.json<{ contacts: { id: string; phoneVerified?: boolean | null }[] }>();
    expect(pageRows.contacts.find((c) => c.id === m.id)?.phoneVerified).toBe(true);
    const familyPage = await t.injectAs('family', { method: 'GET', url: '/api/contact/page' });
    expect(
      familyPage
        .json<{ contacts: Record<string, unknown>[] }>()
        .contacts.filter((c) => 'phoneVerified' in c),
    ).toEqual([]);
  });

  it('refuses an expired code, and says so', async () => {
    const m = await newMember();
    const before = await lastMailId(t.database.db);
    expect((await askCode(m.id, m.id)).statusCode).toBe(200);
    const code = await textedCode(m.phone, before);
    await t.database.db
      .updateTable('phone_verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('contact_id', '=', m.id)
      .execute();
    const res = await enterCode(m.id, m.id, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'code_expired',
      message: 'That code has expired. Send a new one.',
    });
    expect(await verifiedOnCard(m.id, m.id)).toBe(false);
  });

  it('burns a code after 5 wrong tries: even the right one is refused then', async () => {
    const m = await newMember();
    const before = await lastMailId(t.database.db);
    expect((await askCode(m.id, m.id)).statusCode).toBe(200);
    const code = await textedCode(m.phone, before);
    for (let i = 0; i < 4; i++) {
      expect((await enterCode(m.id, m.id, wrong(code))).json()).toMatchObject({
        code: 'invalid_code',
      });
    }
    const fifth = await enterCode(m.id, m.id, wrong(code));
    expect(fifth.json()).toMatchObject({
      code: 'too_many_attempts',
      message: 'Too many wrong tries for that code. Send a new one.',
    });
    const right = await enterCode(m.id, m.id, code, 'es');
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      code: 'too_many_attempts',
      message: 'Demasiados intentos fallidos con ese código. Envía uno nuevo.',
    });
    expect(await verifiedOnCard(m.id, m.id)).toBe(false);
  });

  it('a changed number is unverified again, changing back does not restore it, and codes stay with their number', async () => {
    const m = await newMember();
    let before = await lastMailId(t.database.db);
    await askCode(m.id, m.id);
    expect((await enterCode(m.id, m.id, await textedCode(m.phone, before))).statusCode).toBe(200);

    const other = `+1555010${7499 - members}`;
    const changed = await t.injectAs(m.id, {
      method: 'PUT',
      url: `/api/contact/update/${m.id}`,
      payload: { phone: other },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ phone: other, phoneVerified: false });
    expect(await verifiedOnCard(m.id, m.id)).toBe(false);

    // A code for the new number, not yet entered; then the old number comes back.
    before = await lastMailId(t.database.db);
    expect((await askCode(m.id, m.id)).statusCode).toBe(200);
    const forOther = await textedCode(other, before);
    await t.injectAs(m.id, {
      method: 'PUT',
      url: `/api/contact/update/${m.id}`,
      payload: { phone: m.phone },
    });
    expect(await verifiedOnCard(m.id, m.id)).toBe(false);
    // The code texted to the other number does not confirm this one.
    expect((await enterCode(m.id, m.id, forOther)).statusCode).toBe(400);
    expect(await verifiedOnCard(m.id, m.id)).toBe(false);
  });

  it("nobody confirms a number on someone else's card without the code texted to it", async () => {
    // The reported case: a guardian puts another household's verified number on her child's card.
    const neighbour = await newMember();
    await markPhonesVerified(t.database.db, [neighbour.id]);
    const noah = await t.database.db
      .selectFrom('contacts')
      .select('id')
      .where('first_name', '=', 'Noah')
      .where('last_name', '=', 'Pemberton')
      .executeTakeFirstOrThrow();
    const set = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/contact/update/${noah.id}`,
      payload: { phone: neighbour.phone },
    });
    expect(set.statusCode).toBe(200);
    expect(await verifiedOnCard('family', noah.id)).toBe(false);
    // The neighbour's own number stays hers, verified.
    expect(await verifiedOnCard(neighbour.id, neighbour.id)).toBe(true);

    // The code goes to the number, that is to the neighbour: the guardian can only guess.
    const before = await lastMailId(t.database.db);
    expect((await askCode('family', noah.id)).statusCode).toBe(200);
    const code = await textedCode(neighbour.phone, before);
    expect((await enterCode('family', noah.id, wrong(code))).statusCode).toBe(400);
    expect((await enterCode('admin', noah.id, wrong(code))).statusCode).toBe(400);
    expect(await verifiedOnCard('family', noah.id)).toBe(false);

    // Members who may not edit the card are refused, even holding the right code.
    expect((await askCode('staff', noah.id)).statusCode).toBe(403);
    expect((await enterCode('staff', noah.id, code)).statusCode).toBe(403);
    expect((await enterCode('newcomer', noah.id, code)).statusCode).toBe(404);
    expect((await enterCode(neighbour.id, noah.id, code)).statusCode).toBe(404);
    expect(await verifiedOnCard('admin', noah.id)).toBe(false);
    // Their tries did not count: the code still works for the one who holds it.
    const rows = await t.database.db
      .selectFrom('phone_verification_codes')
      .select('attempts')
      .where('contact_id', '=', noah.id)
      .executeTakeFirstOrThrow();
    expect(rows.attempts).toBe(2);
    // Put back: other files' tests know Noah without a phone.
    await t.database.db
      .updateTable('contacts')
      .set({ phone: null })
      .where('id', '=', noah.id)
      .execute();
  });

  it('texts at most 3 codes to a number in an hour (429 with Retry-After), in the reader’s language', async () => {
    const m = await newMember();
    for (let i = 0; i < 3; i++) expect((await askCode(m.id, m.id)).statusCode).toBe(200);
    const fourth = await askCode(m.id, m.id);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(fourth.json()).toMatchObject({
      code: 'phone_code_limited',
      message: 'Too many codes were sent to this number. Please wait 60 minutes and try again.',
    });
    const es = await askCode(m.id, m.id, 'es');
    expect(es.json()).toMatchObject({
      message:
        'Se enviaron demasiados códigos a este número. Espera 60 minutos y vuelve a intentarlo.',
    });
    expect(
      await t.database.db
        .selectFrom('phone_verification_codes')
        .select('id')
        .where('contact_id', '=', m.id)
        .execute(),
    ).toHaveLength(3);
  });

  it('texts at most 5 codes an hour asked by one member, whatever the numbers', async () => {
    const cards = await Promise.all(Array.from({ length: 6 }, () => newMember()));
    // An admin may edit every card: their asks count together.
    for (const card of cards.slice(0, 5))
      expect((await askCode('admin', card.id)).statusCode).toBe(200);
    const sixth = await askCode('admin', cards[5]!.id);
    expect(sixth.statusCode).toBe(429);
    // The owner of that card, asking for themself, is not held back by the admin's asks.
    expect((await askCode(cards[5]!.id, cards[5]!.id)).statusCode).toBe(200);
  });

  it('refuses a card without a phone', async () => {
    const noPhone = await t.database.db
      .insertInto('contacts')
      .values({
        first_name: 'Nell',
        last_name: 'Nophone',
        email: 'nell@verify.test',
        language: 'es',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await askCode('admin', noPhone.id, 'es');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'no_phone',
      message: 'Esta ficha no tiene un número de teléfono que confirmar.',
    });
    expect(await verifiedOnCard('admin', noPhone.id)).toBeUndefined();
  });
});
