import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newPage, screenshot, type TrackedPage } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { openPortal, type Portal, type PortalServer } from '../support/portal';
import { signInAs } from '../support/sign-in';

let server: PortalServer;
let portal: Portal | undefined;
let browser: Browser;
let admin: TrackedPage;
let contentId = '';

const TITLE = 'Road trip: Portland family hotel';
const EDITED = 'Road trip: Portland hotel (updated)';

async function samplePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText('Portland: Rose City Inn, family block', {
    x: 48,
    y: 700,
    size: 20,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await doc.save());
}

/** The SPA's access token (the Auth0 SDK's cache in localStorage), to call the API directly. */
async function apiGet(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    // Runs in the browser (the e2e tsconfig has no DOM types).
    const store = (globalThis as unknown as { localStorage: Record<string, string> }).localStorage;
    const key = Object.keys(store).find(
      (k) => k.startsWith('@@auth0spajs@@') && !k.includes('@@user@@'),
    );
    const token = (JSON.parse(store[key!]!) as { body: { access_token: string } }).body
      .access_token;
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return res.status;
  }, path);
}

/** Tile descriptions of one category group, in order. */
async function groupOrder(page: Page, category: string): Promise<string[]> {
  const list = page.getByRole('list', { name: category, exact: true });
  await list.waitFor();
  return list.locator('.content-tile__title').allTextContents();
}

beforeAll(async () => {
  portal = await openPortal();
  ({ server, browser } = portal);
  admin = await newPage(browser);
  await signInAs(admin, server.url, 'admin', '/content/new');
});

afterAll(() => portal?.close());

test('an admin uploads a PDF with tags, restricted to families, and notifies a member', async () => {
  const page = admin;
  await page.getByRole('heading', { name: 'Add Content' }).waitFor();
  await screenshot(page, 'content-form-1280');

  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'portland-hotel.pdf',
    mimeType: 'application/pdf',
    buffer: await samplePdf(),
  });
  await expect.poll(() => page.getByLabel('File type').inputValue()).toBe('pdf');
  await expect.poll(() => page.getByLabel('Description').inputValue()).toBe('portland-hotel.pdf');
  await page.getByLabel('Description').fill(TITLE);

  const tags = page.getByLabel('Tags', { exact: true });
  await tags.fill('portland');
  await tags.press('Enter');
  await tags.fill('hotel');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await tags.fill('typo');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Remove tag typo' }).click();
  await page.getByLabel('Category').selectOption('Medical Resources');
  await page.getByRole('checkbox', { name: 'Featured' }).check();
  await page.getByRole('checkbox', { name: "Players' Families" }).check();

  // Only families are listed now; pick Fiona through the search box.
  const search = page.getByLabel('Search contacts to notify');
  await search.fill('FIONA');
  await page.getByText('Fiona Family', { exact: false }).first().click();
  await page.keyboard.press('Escape');
  await expect
    .poll(() => page.locator('.field__hint', { hasText: 'selected' }).textContent())
    .toBe('1 selected');

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/content/new'));
  await page.getByRole('button', { name: 'Add Content' }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { id: string; thumbnailUrl: string | null };
  contentId = created.id;
  // The PDF's first page was rendered (mupdf) into a thumbnail by the built server.
  expect(created.thumbnailUrl).toMatch(/\/api\/blob\/thumbs\/.+\.jpg\?/);
  await page.getByText('content created!').waitFor();
  // After a create the form keeps its values.
  await expect.poll(() => page.getByLabel('Description').inputValue()).toBe(TITLE);

  const mail = await waitForMail(
    server.url,
    (m) => m.to.includes('family@riverhawks.test') && m.subject.includes(TITLE),
  );
  expect(mail.text).toContain(`${server.url}/content/all`);
});

test('the admin reorders by dragging, and the order persists', async () => {
  const page = admin;
  await page.goto(`${server.url}/content/all`);
  const before = await groupOrder(page, 'Medical Resources');
  expect(before.at(-1)).toBe(TITLE);
  await screenshot(page, 'content-all-1280');

  const handle = page.getByRole('button', { name: `Reorder ${TITLE}` });
  const target = page
    .getByRole('list', { name: 'Medical Resources', exact: true })
    .locator('li')
    .first();
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/content/updateSortOrder'));
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the 5 px activation distance, then over the first tile.
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2, { steps: 4 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 15 });
  await page.mouse.move(to.x + to.width / 2 - 2, to.y + to.height / 3, { steps: 2 });
  await page.mouse.up();
  expect((await saved).status()).toBe(204);
  await expect
    .poll(() => groupOrder(page, 'Medical Resources'))
    .toEqual([TITLE, ...before.slice(0, -1)]);

  await page.reload();
  await expect
    .poll(() => groupOrder(page, 'Medical Resources'))
    .toEqual([TITLE, ...before.slice(0, -1)]);
});

test('a member of another affiliation never sees the restricted item; a family member does', async () => {
  const staff = await newPage(browser);
  await signInAs(staff, server.url, 'staff', '/content/all');
  await staff.getByRole('list', { name: 'Medical Resources', exact: true }).waitFor();
  expect(await groupOrder(staff, 'Medical Resources')).not.toContain(TITLE);
  expect(await apiGet(staff, `/api/content/${contentId}`)).toBe(404);
  await staff.context().close();

  const family = await newPage(browser);
  await signInAs(family, server.url, 'family', '/content/all');
  await expect.poll(() => groupOrder(family, 'Medical Resources')).toContain(TITLE);
  expect(await apiGet(family, `/api/content/${contentId}`)).toBe(200);
  // Members get no publishing controls.
  await expect.poll(() => family.getByRole('button', { name: /^Reorder/ }).count()).toBe(0);
  await family.context().close();
});

test('the admin edits, then deletes the item', async () => {
  const page = admin;
  await page.goto(`${server.url}/content/all`);
  await page.getByRole('link', { name: `Edit ${TITLE}` }).click();
  await page.getByRole('heading', { name: 'Edit Content' }).waitFor();
  await page.getByLabel('Description').fill(EDITED);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('content updated!').waitFor();
  await expect.poll(() => page.getByLabel('Description').inputValue()).toBe(EDITED);

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await page.getByText('Content Deleted!').waitFor();
  await page.waitForURL(/\/Content\/All$/);
  await expect.poll(() => groupOrder(page, 'Medical Resources')).not.toContain(EDITED);
  expect(await apiGet(page, `/api/content/${contentId}`)).toBe(404);
  expect(page.errors.filter((e) => !e.includes('404'))).toEqual([]);
});

/**
 * What a screenshotted page must show besides the picture: its title and main heading, the page
 * in English, no toast (an error would arrive as one), and at phone width no sideways scroll.
 */
async function expectPage(page: Page, title: string, heading: string) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect.poll(() => h1.textContent()).toBe(heading);
  await expect.poll(() => h1.isVisible()).toBe(true);
  await expect.poll(() => page.title()).toMatch(new RegExp(`^${title} · `));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await expect
    .poll(() => page.locator('.toast-area [role="status"]').count(), { message: 'toasts' })
    .toBe(0);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, 'no sideways scroll').toBeLessThanOrEqual(widths.inner);
}

/** The home page's members' part: Featured Items, its View All link and a drawn banner. */
async function expectMembersHome(page: Page) {
  await expectPage(page, 'Home', 'Welcome, Alex!');
  await expect
    .poll(() => page.getByRole('heading', { name: 'Featured Items' }).isVisible())
    .toBe(true);
  await expect
    .poll(() => page.getByRole('link', { name: 'View All' }).getAttribute('href'))
    .toBe('/content/all');
  const banner = page.locator('.content-banner img');
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
}

test('screenshots: home, content list and form on a phone and a desktop', async () => {
  const errorsBefore = admin.errors.length;
  await admin.goto(`${server.url}/`);
  await admin.getByRole('heading', { name: 'Featured Items' }).waitFor();
  await admin.locator('.content-banner img').waitFor();
  await expectMembersHome(admin);
  await screenshot(admin, 'home-signed-in-1280');
  expect(admin.errors.slice(errorsBefore)).toEqual([]);

  const phone = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await signInAs(phone, server.url, 'admin', '/login');
  await phone.getByRole('heading', { name: 'Featured Items' }).waitFor();
  await phone.locator('.content-banner img').waitFor();
  await expectMembersHome(phone);
  await screenshot(phone, 'home-signed-in-390');

  await phone.goto(`${server.url}/content/all`);
  const medical = phone.getByRole('list', { name: 'Medical Resources', exact: true });
  await medical.waitFor();
  await expectPage(phone, 'All Content', 'All Content');
  await expect.poll(() => medical.getByRole('listitem').count()).toBeGreaterThan(0);
  await expect.poll(() => medical.locator('.content-tile__title').first().isVisible()).toBe(true);
  await screenshot(phone, 'content-all-390');

  await phone.goto(`${server.url}/content/new`);
  await phone.getByRole('heading', { name: 'Add Content' }).waitFor();
  await expectPage(phone, 'Add Content', 'Add Content');
  await expect.poll(() => phone.getByLabel('File', { exact: true }).count()).toBe(1);
  await expect.poll(() => phone.getByLabel('Description', { exact: true }).isVisible()).toBe(true);
  const submit = phone.getByRole('button', { name: 'Add Content' });
  await expect.poll(() => submit.isVisible()).toBe(true);
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await screenshot(phone, 'content-form-390');
  expect(phone.errors).toEqual([]);
  await phone.context().close();
});
