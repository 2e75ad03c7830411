import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';
import { createTestApp, type TestApp } from './test-app';
import { postInboundSms, startTwilioPeer, type TwilioPeer } from './twilio-peer';

/**
 * A test app that texts through a Twilio-shaped REST peer on loopback and takes Twilio's signed
 * webhooks at its public URL (the portal behind its proxy): the setup of every test of texts in
 * and out (reminders and their Y/N replies, the texts inbox).
 */
export interface TextingApp {
  t: TestApp;
  peer: TwilioPeer;
  /**
   * Posts a text from `from` to the team's number, signed as Twilio signs it (or as `sign`
   * says); `messageSid` to post the same message again.
   */
  inbound(
    from: string,
    body: string,
    opts?: { messageSid?: string; sign?: 'twilio' | 'none' },
  ): Promise<{ status: number; type: string | null; text: string }>;
  close(): Promise<void>;
}

/** The portal's public address, which Twilio signs (the test app listens on loopback). */
export const TEXTING_PUBLIC_URL = 'https://dugout.localhost';

/** `accountSid` and `token`: the test's own, so a signature made for one test fails in another. */
export async function startTextingApp(accountSid: string, token: string): Promise<TextingApp> {
  const peer = await startTwilioPeer();
  const t = await createTestApp({
    PUBLIC_URL: TEXTING_PUBLIC_URL,
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: token,
    TWILIO_FROM: '+15550100100',
    TWILIO_API_BASE_URL: peer.baseUrl,
    TEAM_NAME: 'Riverhawks',
  });
  await t.listen();
  const origin = `http://127.0.0.1:${t.config.PORT}`;
  return {
    t,
    peer,
    inbound: (from, body, opts = {}) =>
      postInboundSms({
        origin,
        publicUrl: TEXTING_PUBLIC_URL,
        accountSid,
        token,
        from,
        body,
        ...opts,
      }),
    close: async () => {
      await t.close();
      await peer.close();
    },
  };
}

/** An event open to `affiliationId` only, `daysAhead` days from now. */
export async function eventFor(
  db: Kysely<Database>,
  name: string,
  affiliationId: number,
  daysAhead = 5,
): Promise<string> {
  const { id } = await db
    .insertInto('events')
    .values({ name, date: new Date(Date.now() + daysAhead * 86400_000), tags: [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('event_affiliations')
    .values({ event_id: id, affiliation_id: affiliationId })
    .execute();
  return id;
}

/** The admins' "remind now": a reminder text to each invitee who has not answered, sent. */
export async function remindNow(t: TestApp, eventId: string): Promise<void> {
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: `/api/rsvp/event/${eventId}/remind`,
  });
  expect(res.statusCode).toBe(200);
  await t.worker.drain();
}
