import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** A loopback HTTP server standing in for Twilio's REST API. */
const calls: { url: string; auth: string; form: URLSearchParams }[] = [];
let api: http.Server;
let t: TestApp;
const SID = 'AC00000000000000000000000000000001';

beforeAll(async () => {
  api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', form });
      res.setHeader('Content-Type', 'application/json');
      if (form.get('To') === '+15550100199') {
        res.statusCode = 400;
        res.end(
          JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number." }),
        );
        return;
      }
      if (form.get('To') === '+15550100198') {
        res.statusCode = 503;
        res.end(JSON.stringify({ message: 'Service unavailable' }));
        return;
      }
      res.statusCode = 201;
      res.end(JSON.stringify({ sid: `SM${calls.length}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: 'test-token',
    TWILIO_FROM: '+15550100100',
    TWILIO_API_BASE_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => api?.close(resolve));
});

it('sends each text with one call to Twilio, long ones included, and records refusals', async () => {
  const long = 'Bus leaves at 7:15 from the north lot. '.repeat(12).trim(); // ~470 chars: 4 segments
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/messaging/send',
    payload: {
      MessageTypes: 'SMS',
      Recipients: [
        { PhoneNumber: '555-010-0123', Email: 'a@families.test' },
        { PhoneNumber: '+1 (555) 010-0124', Language: 'es' },
        { PhoneNumber: '5550100199' },
        { PhoneNumber: '5550100198' },
        { PhoneNumber: 'call me' },
      ],
      Message: long,
      MessageEs: 'El autobús sale a las 7:15.',
    },
  });
  expect(res.statusCode).toBe(202);
  const { id } = res.json() as { id: string };
  await t.worker.drain();

  const ok = calls.filter((c) => ['+15550100123', '+15550100124'].includes(c.form.get('To')!));
  expect(ok).toHaveLength(2); // one API call per text, however long
  for (const c of calls) {
    expect(c.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(c.auth).toBe(`Basic ${Buffer.from(`${SID}:test-token`).toString('base64')}`);
    expect(c.form.get('From')).toBe('+15550100100');
  }
  expect(ok.find((c) => c.form.get('To') === '+15550100123')!.form.get('Body')).toBe(
    `Riverhawks: ${long}\nReply STOP to opt out`,
  );
  expect(ok.find((c) => c.form.get('To') === '+15550100124')!.form.get('Body')).toBe(
    'Riverhawks: El autobús sale a las 7:15.\nResponde STOP para no recibir más',
  );

  const detail = (
    await t.injectAs('admin', { method: 'GET', url: `/api/messaging/messages/${id}` })
  ).json() as { deliveries: { recipient: string; status: string; reason: string | null }[] };
  const by = (r: string) => detail.deliveries.find((d) => d.recipient === r)!;
  expect(by('+15550100123').status).toBe('sent');
  expect(by('+15550100199')).toMatchObject({
    status: 'failed',
    reason: "Twilio 400 (21211): The 'To' number is not a valid phone number.",
  });
  // A 5xx is retried later with backoff.
  expect(by('+15550100198')).toMatchObject({
    status: 'queued',
    reason: 'Twilio 503: Service unavailable',
  });
  expect(by('call me')).toMatchObject({
    status: 'failed',
    reason: 'Invalid phone number: call me',
  });
  expect(calls.filter((c) => c.form.get('To') === 'call me')).toHaveLength(0);
});
