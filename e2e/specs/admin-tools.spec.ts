import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newPage, screenshot } from '../support/browser';
import { readMailbox } from '../support/mailbox';
import { openPortal, type Portal, type PortalServer } from '../support/portal';
import { signInAs } from '../support/sign-in';

let server: PortalServer;
let browser: Browser;

let portal: Portal | undefined;

beforeAll(async () => {
  portal = await openPortal();
  ({ server, browser } = portal);
});

afterAll(() => portal?.close());

interface DirectoryEntry {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  hideContactFromOthers: boolean;
  affiliation: { name: string } | null;
}

/** Calls the API from the page with the signed-in member's access token (the SDK's cache). */
async function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('@@auth0spajs@@') && !k.includes('@@user@@'),
    )!;
    const token = (JSON.parse(localStorage.getItem(key)!) as { body: { access_token: string } })
      .body.access_token;
    const res = await fetch(u, { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()) as unknown;
  }, url) as Promise<T>;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe('Admin Tools, messaging, request forms and search', () => {
  test('an admin sends a Both message to three families and sees the ledger', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', '/message/send');
    await page.getByRole('heading', { name: 'Send a Message' }).waitFor();

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, 'please fill out all fields').waitFor();

    const directory = await apiGet<DirectoryEntry[]>(page, '/api/contact/getall');
    const names = new Map<string, number>();
    for (const c of directory) {
      const n = `${c.firstName} ${c.lastName}`;
      names.set(n, (names.get(n) ?? 0) + 1);
    }
    const families = directory
      .filter(
        (c) =>
          c.affiliation?.name === "Players' Families" &&
          c.email &&
          /^\+1\d{10}$/.test(c.phone ?? '') && // stored as E.164
          names.get(`${c.firstName} ${c.lastName}`) === 1,
      )
      .slice(0, 3);
    expect(families).toHaveLength(3);

    await page.getByLabel('Message type').selectOption('Both');
    const picker = page.getByRole('combobox', { name: 'Recipients' });
    for (const c of families) {
      await picker.fill(`${c.firstName} ${c.lastName}`);
      await page
        .getByRole('option', { name: new RegExp(`${c.firstName} ${c.lastName}`) })
        .waitFor();
      await picker.press('Enter');
    }
    await picker.press('Escape');
    await expect.poll(() => page.getByText('3 selected').count()).toBeGreaterThan(0);
    await page.getByLabel('Message', { exact: true }).fill('Team photo day is Saturday at 10.');
    await page
      .getByLabel('Spanish message (optional)')
      .fill('La foto del equipo es el sábado a las 10.');
    await screenshot(page, 'admin-tools-send-message-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-tools-send-message-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    // The confirmation with the counts (e2e/specs/staff-send.spec.ts tests it).
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    await toast(page, 'message sent!').waitFor();
    await expect.poll(() => page.getByText('0 selected').count()).toBeGreaterThan(0);

    // Each family gets the email (and its text) once, through the outbox; other mail (an RSVP
    // confirmation sent a minute after its answer) may reach them too, and is not counted.
    const isThisMessage = (text: string) =>
      text.includes('Team photo day is Saturday at 10.') ||
      text.includes('La foto del equipo es el sábado a las 10.');
    await expect
      .poll(
        async () => {
          const mail = await readMailbox(server.url);
          return families.map(
            (c) => mail.filter((m) => m.to === c.email && isThisMessage(m.text)).length,
          );
        },
        { timeout: 30_000 },
      )
      .toEqual([1, 1, 1]);

    await page.goto(server.url + '/admin');
    await page.getByRole('link', { name: 'Sent messages and their delivery status' }).click();
    await page.getByRole('heading', { name: 'Sent Messages' }).waitFor();
    await page
      .getByRole('button', { name: /Team photo day/ })
      .first()
      .click();
    for (const c of families) {
      await page.getByRole('cell', { name: c.email!, exact: true }).waitFor();
    }
    await expect
      .poll(() => page.getByRole('cell', { name: 'sent', exact: true }).count(), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(6);
    await screenshot(page, 'admin-tools-ledger-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-tools-ledger-390');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('a member submits a jersey request with two items, after the validation message', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'family', '/jerseyform');
    await page.getByRole('heading', { name: 'Jersey Request Form' }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Form Submission Failed: Please Complete All Fields').waitFor();

    const fill = async (n: number, v: string[]) => {
      const item = page.getByRole('group', { name: `Item ${n}` });
      await item.getByLabel('First name').fill(v[0]!);
      await item.getByLabel('Last name').fill(v[1]!);
      await item.getByLabel('Name on the jersey').fill(v[2]!);
      await item.getByLabel('Jersey number').fill(v[3]!);
      await item.getByLabel('Size').fill(v[4]!);
      await item.getByLabel('For').selectOption(v[5]!);
    };
    await fill(1, ['Fiona', 'Family', 'FAMILY', '7', 'Adult L', '0']);
    await page.getByRole('button', { name: 'Add another item' }).click();
    await fill(2, ['Finn', 'Family', 'FINN', '12', 'Youth M (10-12)', '1']);
    await screenshot(page, 'admin-tools-jerseyform-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-tools-jerseyform-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Form Submitted!').waitFor();
    // The family's own requests, under the form, open.
    const history = page.getByRole('table', { name: 'Your requests' });
    await history.getByText('Finn Family').waitFor();
    await history.getByText('Fiona Family').waitFor();
    await expect
      .poll(() => history.getByText('Open', { exact: true }).count())
      .toBeGreaterThanOrEqual(2);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('an admin downloads both request reports', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', '/jerseyadmin');
    await page.getByRole('heading', { name: 'Jersey Request Admin' }).waitFor();
    await page.getByRole('cell', { name: 'Finn', exact: true }).waitFor();
    await page.getByRole('button', { name: /Number/ }).click();
    // The admin marks Finn's jersey fulfilled; the report says so.
    await page.getByRole('button', { name: 'Mark fulfilled for Finn Family' }).click();
    await page.getByRole('button', { name: 'Mark open for Finn Family' }).waitFor();
    await screenshot(page, 'admin-tools-jerseyadmin-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-tools-jerseyadmin-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, heading] of [
      ['/jerseyadmin', 'Jersey Request Admin'],
      ['/giftadmin', 'Gift Request Admin'],
    ] as const) {
      await page.goto(server.url + path);
      await page.getByRole('heading', { name: heading }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('jersey-report.csv');
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      expect(text.startsWith('First Name,Last Name,Jersey Name')).toBe(true);
      if (path === '/jerseyadmin')
        expect(text).toMatch(/Finn,Family,FINN,12,Youth M \(10-12\),Kid 1,[^\r]*,Fulfilled,/);
    }
    await page.context().close();
  });

  test('an IT admin empties the cache', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'it', '/admin');
    await page.getByRole('button', { name: 'Empty Cache' }).click();
    await toast(page, 'updated cache!').waitFor();
    await page.context().close();
  });

  test('search finds an accented name typed without accents, and never a hidden contact for a member', async () => {
    const admin = await newPage(browser);
    await signInAs(admin, server.url, 'admin');
    const directory = await apiGet<DirectoryEntry[]>(admin, '/api/contact/getall');
    const hidden = directory.find((c) => c.hideContactFromOthers);
    expect(hidden?.hideContactFromOthers, 'the demo directory has a hidden contact').toBe(true);
    const hiddenName = `${hidden!.firstName} ${hidden!.lastName}`;
    const adminBox = admin.getByRole('combobox', { name: 'Search the portal' });
    await adminBox.fill(hidden!.lastName.length >= 3 ? hidden!.lastName : hiddenName);
    await admin
      .getByRole('option', { name: new RegExp(hiddenName) })
      .first()
      .waitFor();
    await admin.context().close();

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await newPage(browser, { viewport });
      await signInAs(page, server.url, 'family');
      const box = page.getByRole('combobox', { name: 'Search the portal' });
      await box.click();
      await box.fill('jose perez');
      await page
        .getByRole('option', { name: /José Pérez/ })
        .first()
        .waitFor();
      await screenshot(page, `admin-tools-search-${viewport.width}`, { fullPage: false });
      await box.press('ArrowDown');
      await box.press('Enter');
      await page.waitForURL(/\/contacts\/[0-9a-f-]{36}$/);

      await box.click();
      const query = hidden!.lastName.length >= 3 ? hidden!.lastName : hiddenName;
      const answered = page.waitForResponse(
        (r) =>
          r.url().includes('/api/home/search') &&
          new URL(r.url()).searchParams.get('searchText') === query,
      );
      await box.fill(query);
      // The answer to this very text leaves the hidden contact out, and so does the list drawn
      // from it (the search box shows one text's answer at a time).
      expect(JSON.stringify(await (await answered).json())).not.toContain(hidden!.id);
      await expect
        .poll(() => page.getByRole('option', { name: new RegExp(hiddenName) }).count())
        .toBe(0);
      await box.press('Escape');
      await expect.poll(() => box.inputValue()).toBe('');
      expect(page.errors).toEqual([]);
      await page.context().close();
    }
  });
});
