import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';

/**
 * Twilio's two sides on loopback, for tests of texts: a REST peer that takes the portal's texts
 * (set TWILIO_API_BASE_URL to `baseUrl`), and inbound webhooks posted to a running portal, signed
 * with Twilio's own SDK helper (not with the code under test).
 */
export interface TwilioPeer {
  /** Every text the portal handed over, as Twilio's form. */
  sent: URLSearchParams[];
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts the REST peer; `refuse` answers Twilio's 21610 (the number opted out with Twilio). */
export async function startTwilioPeer(refuse?: (form: URLSearchParams) => boolean) {
  const sent: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      res.setHeader('Content-Type', 'application/json');
      if (refuse?.(form)) {
        res.statusCode = 400;
        res.end(
          JSON.stringify({ code: 21610, message: 'Attempt to send to unsubscribed recipient' }),
        );
        return;
      }
      sent.push(form);
      res.statusCode = 201;
      res.end(JSON.stringify({ sid: `SM${sent.length}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    sent,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies TwilioPeer;
}

let sidCount = 0;

/**
 * Posts an inbound text to the portal at `origin` as Twilio does. Twilio signs the public URL
 * (`publicUrl`, the portal behind its proxy); `sign` chooses the signature: Twilio's with
 * `token`, none, a wrong token's, one made for another path, one for the URL with its default
 * port (as Twilio signs when the webhook was configured with it), or one made before the body
 * was changed on the way.
 */
export async function postInboundSms(opts: {
  origin: string;
  publicUrl: string;
  accountSid: string;
  token: string;
  from: string;
  /** The team's number the text was sent to. */
  to?: string;
  body: string;
  sign?: 'twilio' | 'none' | 'wrong' | 'other-url' | 'default-port' | 'tampered';
  /** The message's id: a new one each call unless given (to post the same message again). */
  messageSid?: string;
  /** Send the fields as JSON instead of the form Twilio posts (signed over the same fields). */
  asJson?: boolean;
}): Promise<{ status: number; type: string | null; text: string }> {
  const sign = opts.sign ?? 'twilio';
  const params: Record<string, string> = {
    MessageSid: opts.messageSid ?? `SM${String(++sidCount).padStart(32, '0')}`,
    AccountSid: opts.accountSid,
    From: opts.from,
    To: opts.to ?? '+15550100100',
    Body: opts.body,
    NumMedia: '0',
  };
  const headers: Record<string, string> = {
    'Content-Type': opts.asJson ? 'application/json' : 'application/x-www-form-urlencoded',
  };
  const path = sign === 'other-url' ? '/api/sms/other' : '/api/sms/inbound';
  const signedUrl =
    sign === 'default-port'
      ? `${opts.publicUrl.replace(/^(https:\/\/[^/:]+)/, '$1:443')}${path}`
      : `${opts.publicUrl}${path}`;
  if (sign !== 'none') {
    headers['X-Twilio-Signature'] = getExpectedTwilioSignature(
      sign === 'wrong' ? 'not-the-token' : opts.token,
      signedUrl,
      sign === 'tampered' ? { ...params, Body: `${params.Body} (as sent)` } : params,
    );
  }
  const res = await fetch(`${opts.origin}/api/sms/inbound`, {
    method: 'POST',
    headers,
    body: opts.asJson ? JSON.stringify(params) : new URLSearchParams(params),
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}
