import type { Browser, Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { ANDROID, IPHONE } from '../support/devices';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { checkPage } from '../support/page-checks';
import { accessToken } from '../support/page-api';
import { signInAs } from '../support/sign-in';

/**
 * Admins manage venues on Admin Tools, choose one and an arrival time in the event
 * form; families see the address with links to the maps their device opens (Apple Maps on an
 * iPhone, the map app on Android, Google Maps everywhere), the arrival time and the notes on the
 * event page, in English and Spanish, on a desktop and a 390 px phone.
 */

let server: PortalServer;
let browser: Browser;

portalForSpec((p) => ({ server, browser } = p));

const EVENT = 'vs. Maple Grove Mavericks';
/** Google Maps at the venue's coordinates, offered on every device. */
const GOOGLE = 'https://www.google.com/maps/search/?api=1&query=41.6001,-88.1502';

/** The map links in a "Where" section: each one's text and address, in order. */
function mapLinks(where: Locator): Promise<string[][]> {
  return where
    .locator('.venue-details__links a')
    .evaluateAll((links) =>
      links.map((a) => [a.textContent!.trim(), a.getAttribute('href') ?? '']),
    );
}
let eventId = '';

/**
 * The admin enters the start in the browser's zone and the event page reads it in the team's
 * (TEAM_TIME_ZONE, America/New_York by default; 61b9489): both here sit in the team's zone, as a
 * local family does, so 6:00 PM entered is 6:00 PM read.
 */
const TEAM_ZONE = { timezoneId: 'America/New_York' };

describe('Venues', () => {
  test('an admin adds a venue and chooses it, with an arrival time, for a new game', async () => {
    const page = await newPage(browser, TEAM_ZONE);
    await signInAs(page, server.url, 'admin', '/admin');
    await page.getByRole('link', { name: 'Venues' }).click();
    await page.getByRole('heading', { name: 'Venues', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Venues' }).getByText('Riverside Park').first().waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'venues-admin-en', width);

    await page.getByRole('button', { name: 'Add venue' }).click();
    const form = page.getByRole('form', { name: 'New venue' });
    await form.getByRole('group', { name: 'English' }).getByLabel('Name').fill('Maple Grove Park');
    await form
      .getByRole('group', { name: 'Spanish' })
      .getByLabel('Name')
      .fill('Parque Maple Grove');
    await form
      .getByRole('group', { name: 'English' })
      .getByLabel('Notes for families')
      .fill('Park on Elm St; the visitors’ gate is on the left field side.');
    await form.getByLabel('Street address').fill('8 Maple Grove Ln, Riverton');
    await form.getByLabel('Latitude').fill('41.6001');
    await form.getByLabel('Longitude').fill('-88.1502');
    await checkPage(page, 'venues-form-en', 390);
    await form.getByRole('button', { name: 'Add venue' }).click();
    await page.getByRole('status').filter({ hasText: 'Venue added.' }).waitFor();
    await page.getByRole('list', { name: 'Venues' }).getByText('Maple Grove Park').waitFor();

    await page.goto(`${server.url}/events/new`);
    await page.getByLabel('Name', { exact: true }).fill(EVENT);
    await page.getByLabel('Date and time').fill('2031-06-10T18:00');
    await page.getByLabel('Venue').selectOption({ label: 'Maple Grove Park' });
    await page.getByLabel('Arrival').selectOption({ label: '45 minutes before the start' });
    await page.getByText('Families will read: Arrive by 5:15 PM').waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'venues-event-form-en', width);
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /created/i })
      .waitFor();

    const token = await accessToken(page);
    const list = (await page.evaluate(
      async ([url, auth]) => {
        const res = await fetch(url!, { headers: { authorization: `Bearer ${auth}` } });
        return res.json();
      },
      [`${server.url}/api/event/getall?from=2031-06-01&to=2031-07-01`, token],
    )) as { id: string; name: string; venue?: { name: string } | null; arrivalTime?: string }[];
    const saved = list.find((e) => e.name === EVENT)!;
    expect(saved.venue?.name).toBe('Maple Grove Park');
    expect(saved.arrivalTime).toBeTruthy();
    eventId = saved.id;
    expect(page.errors).toEqual([]);
  });

  test('a family sees where, when to arrive and how to get in, in English and Spanish', async () => {
    expect(eventId).not.toBe('');
    const page = await newPage(browser, TEAM_ZONE);
    await signInAs(page, server.url, 'family', `/events/${eventId}`);
    const where = page.getByRole('region', { name: 'Where' });
    await where.getByText('8 Maple Grove Ln, Riverton').waitFor();
    // A desktop browser: Google Maps alone.
    await expect.poll(() => mapLinks(where)).toEqual([['Open in Google Maps', GOOGLE]]);
    // 45 minutes before the 6:00 PM start shown above it.
    await page.getByText('June 10, 2031 at 6:00 PM').waitFor();
    await where.getByText('Arrive by 5:15 PM').waitFor();
    await where.getByText(/visitors’ gate/).waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'venues-event-page-en', width);

    await page.evaluate(() =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('language', 'es'),
    );
    await page.reload();
    const donde = page.getByRole('region', { name: 'Dónde' });
    await donde.getByText('Parque Maple Grove').waitFor();
    await donde.getByText(/^Llega antes de las /).waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'venues-event-page-es', width);
    expect(page.errors).toEqual([]);
  });

  test('an iPhone is offered Apple Maps and an Android phone its map app', async () => {
    expect(eventId).not.toBe('');
    const iphone = await newPage(browser, { ...TEAM_ZONE, ...IPHONE });
    await signInAs(iphone, server.url, 'family', `/events/${eventId}`);
    const where = iphone.getByRole('region', { name: 'Where' });
    await where.getByText('8 Maple Grove Ln, Riverton').waitFor();
    await expect
      .poll(() => mapLinks(where))
      .toEqual([
        [
          'Open in Apple Maps',
          'https://maps.apple.com/?q=Maple%20Grove%20Park&ll=41.6001,-88.1502',
        ],
        ['Open in Google Maps', GOOGLE],
      ]);
    await checkPage(iphone, 'venues-event-page-iphone-en', 390);
    await iphone.evaluate(() => localStorage.setItem('language', 'es'));
    await iphone.reload();
    const donde = iphone.getByRole('region', { name: 'Dónde' });
    await donde.getByText('Parque Maple Grove').waitFor();
    await expect
      .poll(() => mapLinks(donde))
      .toEqual([
        [
          'Abrir en Apple Maps',
          'https://maps.apple.com/?q=Parque%20Maple%20Grove&ll=41.6001,-88.1502',
        ],
        ['Abrir en Google Maps', GOOGLE],
      ]);
    await checkPage(iphone, 'venues-event-page-iphone-es', 390);
    expect(iphone.errors).toEqual([]);

    const android = await newPage(browser, { ...TEAM_ZONE, ...ANDROID });
    await signInAs(android, server.url, 'family', `/events/${eventId}`);
    const onAndroid = android.getByRole('region', { name: 'Where' });
    await onAndroid.getByText('8 Maple Grove Ln, Riverton').waitFor();
    await expect
      .poll(() => mapLinks(onAndroid))
      .toEqual([
        ['Open in my map app', 'geo:41.6001,-88.1502?q=41.6001,-88.1502(Maple%20Grove%20Park)'],
        ['Open in Google Maps', GOOGLE],
      ]);
    await checkPage(android, 'venues-event-page-android-en', 390);
    expect(android.errors).toEqual([]);
  });

  test('the Venues page and the event form in Spanish', async () => {
    const page = await newPage(browser);
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    await signInAs(page, server.url, 'admin', '/admin/venues');
    await page.getByRole('heading', { name: 'Sedes', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Sedes' }).getByText('Parque Riverside').waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'venues-admin-es', width);
    await page.getByRole('button', { name: 'Editar Riverside Park' }).click();
    await page.getByRole('form', { name: 'Editar sede' }).waitFor();
    await checkPage(page, 'venues-form-es', 390);

    await page.goto(`${server.url}/events/${eventId}/edit`);
    await expect.poll(() => page.getByLabel('Sede', { exact: true }).inputValue()).not.toBe('');
    await page.getByText('Las familias leerán: Llega antes de las').waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'venues-event-form-es', width);
    expect(page.errors).toEqual([]);
  });
});
