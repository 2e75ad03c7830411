import { expect } from 'vitest';
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
  /** Where the app listens on loopback (its public URL is TEXTING_PUBLIC_URL). */
  origin: string;
  /**
   * Posts a text from `from` to the team's number, signed as Twilio signs it (or as `sign`
   * says); `messageSid` to post the same message again.
   */
  inbound(
    from: string,
    body: string,
    opts?: Omit<InboundSms, 'origin' | 'publicUrl' | 'accountSid' | 'token' | 'from' | 'body'>,
  ): Promise<{ status: number; type: string | null; text: string }>;
  close(): Promise<void>;
}

type InboundSms = Parameters<typeof postInboundSms>[0];

/** The portal's public address, which Twilio signs (the test app listens on loopback). */
export const TEXTING_PUBLIC_URL = 'https://dugout.localhost';

/**
 * `accountSid` and `token`: the test's own, so a signature made for one test fails in another.
 * `env` adds to the app's settings; `refuse` picks the texts Twilio refuses (see startTwilioPeer).
 */
export async function startTextingApp(
  accountSid: string,
  token: string,
  options: { env?: Record<string, string>; refuse?: (form: URLSearchParams) => boolean } = {},
): Promise<TextingApp> {
  const peer = await startTwilioPeer(options.refuse);
  const t = await createTestApp({
    PUBLIC_URL: TEXTING_PUBLIC_URL,
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: token,
    TWILIO_FROM: '+15550100100',
    TWILIO_API_BASE_URL: peer.baseUrl,
    TEAM_NAME: 'Riverhawks',
    ...options.env,
  });
  await t.listen();
  const origin = `http://127.0.0.1:${t.config.PORT}`;
  return {
    t,
    peer,
    origin,
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

/** The admins' "remind now": a reminder text to each invitee who has not answered, sent. */
export async function remindNow(t: TestApp, eventId: string): Promise<void> {
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: `/api/rsvp/event/${eventId}/remind`,
  });
  expect(res.statusCode).toBe(200);
  await t.worker.drain();
}
