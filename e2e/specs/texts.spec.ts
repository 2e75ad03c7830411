import type { Browser, Page } from 'playwright-core';
// The API tests' Twilio peer: its webhooks are signed with Twilio's own SDK helper, not our code.
import {
  postInboundSms,
  startTwilioPeer,
  type TwilioPeer,
} from '../../apps/api/src/testing/twilio-peer';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { signInAs } from '../support/sign-in';
import { api } from '../support/page-api';

/**
 * Texts to and from the team's number. The server texts through a
 * Twilio-shaped REST peer on loopback; the family's replies come in through the real webhook,
 * signed with the auth token. Fiona Family (demo, +15550100003, English) is the texter.
 */
const SID = 'AC00000000000000000000000000000016';
const TOKEN = 'texts-spec-auth-token';
const OFFICE = 'office@riverhawks.test';
const FIONA_PHONE = '+15550100003';

let server: RunningServer;
let browser: Browser;
let peer: TwilioPeer;

beforeAll(async () => {
  peer = await startTwilioPeer();
  [server, browser] = await Promise.all([
    startServer({
      env: {
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: '+15550100199',
        TWILIO_API_BASE_URL: peer.baseUrl,
        CONTACT_EMAIL: OFFICE,
      },
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await peer?.close();
});

/** A text from `from` to the team's number, as Twilio posts it; `token` null: unsigned. */
async function inbound(from: string, body: string, token: string | null = TOKEN) {
  // Twilio signs the public URL it was given: the server's PUBLIC_URL is its own address here.
  const { status, text } = await postInboundSms({
    origin: server.url,
    publicUrl: server.url,
    accountSid: SID,
    token: TOKEN,
    from,
    to: '+15550100199',
    body,
    sign: token === null ? 'none' : token === TOKEN ? 'twilio' : 'wrong',
  });
  return { status, text };
}

const shot = (page: Page, name: string) => screenshot(page, `texts-${name}`);

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

interface DirectoryContact {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: string;
}

describe('two-way texts', () => {
  test('STOP and START show on the contact, HELP answers, and a Y answers the reminder', async () => {
    const admin = await newPage(browser);
    await signInAs(admin, server.url, 'admin', '/admin', { reuse: true });
    const directory = await api<DirectoryContact[]>(admin, 'GET', '/api/contact/getall');
    const fiona = directory.find((c) => c.firstName === 'Fiona' && c.lastName === 'Family')!;
    expect(fiona.phone).toBe(FIONA_PHONE);

    // Refused without Twilio's signature, or with one made with another token: nothing changes.
    const unsigned = await inbound(FIONA_PHONE, 'STOP', null);
    expect(unsigned.status).toBe(403);
    expect(unsigned.text).toBe('Refused: the request has no X-Twilio-Signature header.');
    expect((await inbound(FIONA_PHONE, 'STOP', 'someone-elses-token')).status).toBe(403);
    await admin.goto(`${server.url}/contacts/edit/${fiona.id}`);
    const phone = admin.getByLabel('Phone', { exact: true });
    await phone.waitFor();
    await expect.poll(() => phone.inputValue()).not.toBe('');
    const optedOut = admin.getByText(/^Texts: opted out/);
    await expect.poll(() => optedOut.count()).toBe(0);

    // A signed STOP: opted out, no reply of ours (Twilio confirms STOP itself).
    const stop = await inbound(FIONA_PHONE, 'stop');
    expect(stop).toEqual({ status: 200, text: EMPTY_TWIML });
    await admin.reload();
    await optedOut.waitFor();
    await expect
      .poll(() => optedOut.textContent())
      .toMatch(/^Texts: opted out \(STOP, \w{3} \d{1,2}, \d{4}\)$/);
    await optedOut.scrollIntoViewIfNeeded();
    await shot(admin, 'contact-opted-out-en-1280');
    await admin.setViewportSize({ width: 390, height: 844 });
    await shot(admin, 'contact-opted-out-en-390');

    const es = await newPage(browser, { viewport: { width: 390, height: 844 } });
    // The restored sign-in opens /api/health first, whose JSON page makes Chromium ask for
    // /favicon.ico (404, logged on the console): any other 404 is a failure below.
    const notFound: string[] = [];
    es.on('response', (r) => {
      if (r.status() === 404) notFound.push(new URL(r.url()).pathname);
    });
    await es.addInitScript(() => localStorage.setItem('language', 'es'));
    await signInAs(es, server.url, 'admin', `/contacts/edit/${fiona.id}`, { reuse: true });
    const dadoDeBaja = es.getByText(/^SMS: dado de baja \(STOP, \d{1,2} \w+ \d{4}\)$/);
    await dadoDeBaja.waitFor();
    await shot(es, 'contact-opted-out-es-390');
    await es.setViewportSize({ width: 1280, height: 800 });
    await shot(es, 'contact-opted-out-es-1280');
    expect(notFound).toEqual([]);
    expect(es.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await es.context().close();

    // START opts back in: the status is gone.
    expect(await inbound(FIONA_PHONE, 'START')).toEqual({ status: 200, text: EMPTY_TWIML });
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.reload();
    await expect.poll(() => phone.inputValue()).not.toBe('');
    await expect.poll(() => optedOut.count()).toBe(0);

    // HELP: the team and the office's email, in the language of the number's owner.
    const help = await inbound(FIONA_PHONE, 'help');
    expect(help.status).toBe(200);
    expect(help.text).toContain(
      `<Message>Riverhawks team texts. Reply STOP to stop all texts, START to get them again. Questions: ${OFFICE}</Message>`,
    );
    const phones = directory.map((c) => c.phone);
    const spanish = directory.find(
      (c) =>
        c.language === 'es' && c.phone && phones.indexOf(c.phone) === phones.lastIndexOf(c.phone),
    )!;
    expect((await inbound(spanish.phone!, 'HELP')).text).toContain(
      `<Message>Mensajes del equipo Riverhawks. Responde STOP para dejar de recibirlos y START para recibirlos de nuevo. Preguntas: ${OFFICE}</Message>`,
    );

    // Remind those who have not answered an upcoming event, from its RSVP list.
    const start = new Date(Date.now() + 5 * 86400_000);
    start.setUTCHours(23, 5, 0, 0);
    const created = await api<{ data: { id: string } }>(admin, 'POST', '/api/event/new', {
      name: 'Texts practice',
      date: start.toISOString(),
    });
    const id = created.data.id;
    await admin.goto(`${server.url}/events/${id}`);
    const remind = admin.getByRole('button', { name: 'Remind those who have not answered' });
    await remind.waitFor();
    const fionaYes = admin.getByRole('button', { name: 'Set Fiona Family to Yes' });
    await expect.poll(() => fionaYes.count()).toBe(0);
    await remind.click();
    await admin
      .getByRole('alertdialog', { name: 'Send a reminder now?' })
      .getByRole('button', { name: 'Send reminders' })
      .click();
    await admin
      .getByRole('status')
      .filter({ hasText: /Reminders queued for \d+ people\./ })
      .waitFor();
    await expect
      .poll(() => peer.sent.find((s) => s.get('To') === FIONA_PHONE)?.get('Body'))
      .toMatch(/^Riverhawks: Texts practice, .+\. Will you come\? Reply Y or N\.$/);
    expect(peer.sent.find((s) => s.get('To') === FIONA_PHONE)!.get('From')).toBe('+15550100199');

    // Her "Y" answers it, and the reply says so; the RSVP list shows it on a reload.
    const yes = await inbound(FIONA_PHONE, 'Y');
    expect(yes.status).toBe(200);
    expect(yes.text).toMatch(
      /<Message>We recorded Yes for Fiona Family: Texts practice, .+\.<\/Message>/,
    );
    await admin.reload();
    await fionaYes.waitFor();
    await expect.poll(() => fionaYes.getAttribute('aria-pressed')).toBe('true');
    expect(
      await admin
        .getByRole('button', { name: 'Set Fiona Family to No' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(admin.errors).toEqual([]);
    await admin.context().close();
  });
});
