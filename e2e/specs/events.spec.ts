import { readFile } from 'node:fs/promises';
import ical from 'node-ical';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { accessToken } from '../support/page-api';
import { signInAs } from '../support/sign-in';
import { SmtpPeer, type ReceivedMail } from '../support/smtp-peer';

let server: RunningServer;
let browser: Browser;
let peer: SmtpPeer;

beforeAll(async () => {
  peer = new SmtpPeer();
  await peer.start();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: peer.url } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await peer?.stop();
});

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const monthHeading = (d: Date) =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(d);

function vevents(ics: string): ical.VEvent[] {
  return Object.values(ical.sync.parseICS(ics)).filter(
    (c): c is ical.VEvent => c?.type === 'VEVENT',
  );
}

/** The text/calendar part of a message. */
function icsAttachment(mail: ReceivedMail): string {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
  if (!part) throw new Error('no text/calendar part in the mail');
  return part.content.toString('utf8');
}

const now = new Date();
const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
const eventName = 'Season Kickoff Barbecue';
let eventId = '';
let mail: ReceivedMail;

describe('events', () => {
  test('the calendar moves month by month (desktop and phone)', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', '/events/all');
    const heading = page.getByRole('heading', { level: 2, name: monthHeading(now) });
    await heading.waitFor();
    await page.getByText('Loading events...').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Create Event' }).waitFor();
    await screenshot(page, 'events-calendar-desktop');
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('heading', { level: 2, name: monthHeading(nextMonth) }).waitFor();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page
      .getByRole('heading', {
        level: 2,
        name: monthHeading(new Date(now.getFullYear(), now.getMonth() - 1, 1)),
      })
      .waitFor();
    expect(page.errors).toEqual([]);

    const phone = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signInAs(phone, server.url, 'family', '/events/all');
    // A phone opens on the schedule; the month is one tap away.
    await phone.getByRole('heading', { level: 2, name: 'Upcoming' }).waitFor();
    await phone.getByRole('button', { name: 'Month', exact: true }).click();
    await phone.getByRole('heading', { level: 2, name: monthHeading(now) }).waitFor();
    await phone.getByText('Loading events...').waitFor({ state: 'detached' });
    await expect.poll(() => phone.getByRole('table').isVisible()).toBe(false);
    await expect.poll(() => phone.getByRole('link', { name: 'Create Event' }).count()).toBe(0);
    await screenshot(phone, 'events-calendar-phone');
    await phone.context().close();
    await page.context().close();
  });

  test('an admin creates an event and notifies a member (email with .ics)', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', '/events/new');
    await page.getByLabel('Name', { exact: true }).fill(eventName);
    await page.getByLabel('Spanish name').fill('Parrillada de inicio de temporada');
    await page.getByLabel('Description', { exact: true }).fill('Burgers and games for everyone.');
    const pad = (n: number) => String(n).padStart(2, '0');
    await page
      .getByLabel('Date and time')
      .fill(`${nextMonth.getFullYear()}-${pad(nextMonth.getMonth() + 1)}-15T18:00`);
    await page.getByLabel('Location').selectOption('2');
    const tags = page.getByRole('textbox', { name: 'Tags' });
    await tags.fill('  family  ');
    await tags.press('Enter');
    await tags.fill('   ');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Remove tag/ }).count()).toBe(1);
    await page.getByLabel('Notify Members').check();
    await page.getByLabel('Affiliation filter').selectOption({ label: "Players' Families" });
    await page.getByRole('checkbox', { name: /Fiona Family/ }).check();
    await screenshot(page, 'events-form');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await toast(page, 'Event created!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/events/new');

    mail = await peer.waitFor(
      (m) => m.envelope.to.includes('family@riverhawks.test') && m.subject.includes(eventName),
      20_000,
    );
    eventId = /\/events\/([0-9a-f-]{36})/.exec(mail.text)![1]!;
    const [attached] = vevents(icsAttachment(mail));
    expect(attached!.summary).toBe(eventName);
    expect(new Date(attached!.end!).getTime() - new Date(attached!.start).getTime()).toBe(
      3_600_000,
    );
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('a member RSVPs yes and adds the event to their calendar; a one-tap link records No', async () => {
    const page = await newPage(browser, { acceptDownloads: true });
    await signInAs(page, server.url, 'family', `/events/${eventId}`);
    await page.getByRole('heading', { level: 1, name: eventName }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Add to My Calendar' }).count())
      .toBe(0);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await toast(page, 'RSVP Updated!').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to My Calendar' }).click();
    const file = await (await download).path();
    const [exported] = vevents(await readFile(file, 'utf8'));
    expect(new Date(exported!.end!).getTime() - new Date(exported!.start).getTime()).toBe(
      3_600_000,
    );
    await page.getByText('1 person is going').waitFor();
    await screenshot(page, 'events-detail-member');

    // The one-tap No link of the notification email, opened in a browser without signing in:
    // opening it (as a mail scanner would) changes nothing; its button records the answer.
    const noLink = /No, I can't make it: (\S+)/.exec(mail.text)![1]!;
    const scanned = await fetch(noLink);
    expect(scanned.status).toBe(200);
    await page.reload();
    await page.getByText('Your answer: Yes').waitFor();
    const tap = await newPage(browser);
    await tap.goto(noLink);
    await tap.getByRole('button', { name: 'Answer No' }).first().click();
    await tap.getByText(/We recorded No for Fiona Family: /).waitFor();
    await screenshot(tap, 'events-one-tap-recorded');
    await tap.context().close();
    await page.reload();
    await page.getByText('Your answer: No').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Add to My Calendar' }).count())
      .toBe(0);

    const forged = await fetch(noLink.replace(/token=([^.]+)\.(.)/, 'token=$1.x'));
    expect(forged.status).toBe(400);

    // The calendar feed: valid iCalendar with the event; a reset kills the old URL.
    const token = await accessToken(page);
    const auth = { headers: { authorization: `Bearer ${token}` } };
    // The link is made by the member's ask (POST); a GET never writes.
    const link = (await (
      await fetch(`${server.url}/api/calendar/feed`, { method: 'POST', ...auth })
    ).json()) as {
      url: string;
      webcalUrl: string;
    };
    expect(link.webcalUrl).toMatch(/^webcal:\/\//);
    const feed = await fetch(link.url);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = vevents(await feed.text());
    expect(events.map((e) => e.uid)).toContain(`${eventId}@dugout`);
    const reset = await fetch(`${server.url}/api/calendar/feed/reset`, { method: 'POST', ...auth });
    expect(reset.status).toBe(200);
    expect((await fetch(link.url)).status).toBe(404);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('an admin sees every answer and can change one', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', `/events/${eventId}`);
    await page.getByRole('heading', { level: 1, name: eventName }).waitFor();
    const row = page.getByRole('row', { name: /Fiona Family/ });
    await row.waitFor();
    await screenshot(page, 'events-detail-admin');
    await row.getByRole('button', { name: 'Set Fiona Family to Yes' }).click();
    await toast(page, 'RSVP Updated!').waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Name', { exact: true }).fill(`${eventName} (moved)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Event updated!').waitFor();
    await page.waitForURL(new RegExp(`/Events/${eventId}$`, 'i'));
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
