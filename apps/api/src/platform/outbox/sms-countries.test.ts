import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTextingApp, type TextingApp } from '../../testing/texting-app';
import { markPhonesVerified } from '../../testing/verified-phones';

/**
 * Texts go only to the countries in SMS_COUNTRIES (default the team's PHONE_REGION): before, a
 * member could aim the portal's texts at any country, satellite +882 included, once Twilio was set.
 */
const opened: TextingApp[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
});

async function portal(env: Record<string, string> = {}) {
  const app = await startTextingApp('AC00000000000000000000000000000099', 'sms-countries-token', {
    env,
  });
  opened.push(app);
  const { t, peer } = app;
  /** A staff text to each number (each confirmed by a holder); the ledger's deliveries. */
  const text = async (phones: string[]) => {
    const holders = await t.database.db
      .insertInto('contacts')
      .values(phones.map((phone) => ({ first_name: 'Holder', last_name: phone, phone })))
      .returning('id')
      .execute();
    await markPhonesVerified(
      t.database.db,
      holders.map((h) => h.id),
    );
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/messaging/send',
      payload: {
        MessageTypes: 'SMS',
        Recipients: phones.map((PhoneNumber) => ({ PhoneNumber })),
        Message: 'Bus leaves at 7.',
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    await t.worker.drain();
    const { id } = res.json<{ id: string }>();
    const detail = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/messaging/messages/${id}`,
    });
    return detail.json<{
      deliveries: {
        recipient: string;
        status: string;
        reason: string | null;
        reasonCode?: string;
      }[];
    }>().deliveries;
  };
  return { peer, text };
}

const US = '+15550100177';
const UK = '+447700900123';
const SATELLITE = '+8816 3123 4567'.replace(/\s/g, '');

it('texts only the team’s own country by default, and says why the others were skipped', async () => {
  const { peer, text } = await portal();
  const deliveries = await text([US, UK]);
  const byNumber = new Map(deliveries.map((d) => [d.recipient, d]));
  expect(byNumber.get(US)?.status).toBe('sent');
  expect(byNumber.get(UK)).toMatchObject({
    status: 'skipped',
    // Ofcom's drama range: no region libphonenumber can name, so its calling code.
    reason: 'Skipped: texts are not sent to numbers in +44',
    reasonCode: 'sms_country',
  });
  expect(peer.sent.map((f) => f.get('To'))).toEqual([US]);
});

it('texts the countries SMS_COUNTRIES lists, and no number outside any country', async () => {
  const { peer, text } = await portal({ SMS_COUNTRIES: 'us, gb' });
  const deliveries = await text([US, UK, SATELLITE]);
  const byNumber = new Map(deliveries.map((d) => [d.recipient, d]));
  expect(byNumber.get(US)?.status).toBe('sent');
  expect(byNumber.get(UK)?.status).toBe('sent');
  const satellite = deliveries.find((d) => d.recipient.startsWith('+881'));
  expect(satellite).toMatchObject({ status: 'skipped', reasonCode: 'sms_country' });
  expect(peer.sent.map((f) => f.get('To')).sort()).toEqual([US, UK].sort());
});

it('refuses to start on an SMS_COUNTRIES that is not a list of regions', () => {
  expect(() => loadConfig({ DATA_DIR: '/tmp/x', SMS_COUNTRIES: 'USA' })).toThrow(/SMS_COUNTRIES/);
  expect(() => loadConfig({ DATA_DIR: '/tmp/x', SMS_COUNTRIES: ',' })).toThrow(/SMS_COUNTRIES/);
});
