import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { newPage, screenshot } from '../support/browser';
import { gradientPng } from '../support/images';
import { openPortal, type Portal, type PortalServer } from '../support/portal';
import { api } from '../support/page-api';
import { asRole, SeedChanges } from '../support/seed-changes';
import { signInAs } from '../support/sign-in';

let server: PortalServer;
let portal: Portal | undefined;
let browser: Browser;
const seed = new SeedChanges();

beforeAll(async () => {
  portal = await openPortal();
  ({ server, browser } = portal);
});

// A failed test leaves its page open: close it so it cannot slow the next one.
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
});

// Fiona's card is put back for the specs that follow on the shared server.
afterAll(async () => {
  try {
    await seed.restore();
  } finally {
    await portal?.close();
  }
});

async function choosePhoto(page: Page, name: string) {
  await page.getByTestId('photo-input').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: gradientPng(320, 240),
  });
  await page.getByRole('group', { name: 'Crop the photo' }).waitFor();
  await page.getByRole('slider').fill('1.5');
  await page.getByRole('button', { name: 'Use photo' }).click();
  await page.getByRole('img', { name: /new photo/i }).waitFor();
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('contacts', () => {
  test('an admin creates, edits (with a cropped photo) and deletes a contact', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', '/contacts/new');
    await page.getByRole('heading', { name: 'Add a Contact' }).waitFor();
    await page.getByLabel('First name', { exact: true }).fill('Penelope');
    await page.getByLabel('Last name', { exact: true }).fill('Testwood');
    await page.getByLabel('Email', { exact: true }).fill('penelope.testwood@riverhawks.test');
    await page.getByLabel('Phone', { exact: true }).fill('5550100188');
    await page.getByLabel('Connected to a player or coach').check();
    await page.getByLabel('Player or coach', { exact: true }).fill('Pemberton');
    await page.keyboard.press('Enter');
    await page
      .getByLabel('Relation to the player', { exact: true })
      .selectOption({ label: 'Sister' });
    await page.getByLabel('View Contacts', { exact: true }).check();
    await page
      .getByLabel('Affiliation', { exact: true })
      .selectOption({ label: "Players' Families" });
    await choosePhoto(page, 'first.png');
    await screenshot(page, 'contacts-form-create-desktop');
    await page.getByRole('button', { name: 'Create contact' }).click();
    await toast(page, 'User created!').waitFor();
    // The form resets after a successful create.
    await expect.poll(() => page.getByLabel('First name', { exact: true }).inputValue()).toBe('');

    await page.goto(server.url + '/contacts/all');
    await page.getByLabel('Filter by name, player or relation').fill('testwood');
    await page.getByRole('link', { name: /Penelope Testwood/ }).click();
    const card = page.getByRole('article');
    await card.getByText('Sister of').waitFor();
    await expect
      .poll(() => card.getByRole('link', { name: /Noah Pemberton/ }).getAttribute('href'))
      .toMatch(/900016/);
    await expect
      .poll(() => card.getByRole('link', { name: '(555) 010-0188' }).getAttribute('href'))
      .toBe('tel:+15550100188');
    const firstPhoto = await card.locator('img.contact-avatar').getAttribute('src');
    expect(firstPhoto).toMatch(/\/api\/blob\/avatars\//);

    await card.getByRole('link', { name: /^Edit/ }).click();
    await page.getByRole('heading', { name: 'Edit Contact' }).waitFor();
    await expect.poll(() => page.getByLabel('Email', { exact: true }).count()).toBe(0);
    // A number without its area code is refused before sending, then a whole one.
    await page.getByLabel('Phone', { exact: true }).fill('555-0199');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByText('This phone number is too short: write it whole, with the area code')
      .waitFor();
    await page.getByLabel('Phone', { exact: true }).fill('555-555-0199');
    await page.getByLabel('TikTok', { exact: true }).fill('@pen_t');
    await choosePhoto(page, 'second.png');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'User updated!').waitFor();
    await page.waitForURL(/\/contacts\/[0-9a-f-]{36}$/);
    await page.getByRole('article').getByRole('link', { name: '(555) 555-0199' }).waitFor();
    await page.getByRole('article').getByText('@pen_t').waitFor();
    const secondPhoto = await page
      .getByRole('article')
      .locator('img.contact-avatar')
      .getAttribute('src');
    expect(secondPhoto).toMatch(/\/api\/blob\/avatars\//);
    expect(secondPhoto!.split('?')[0]).not.toBe(firstPhoto!.split('?')[0]);
    const photo = await page.request.get(secondPhoto!);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    await screenshot(page, 'contacts-card-desktop');

    await page.getByRole('link', { name: /^Edit/ }).click();
    await page.getByRole('button', { name: 'Delete contact' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'User Deleted!').waitFor();
    await page.waitForURL(/\/Contacts\/All$/);
    await page.getByLabel('Filter by name, player or relation').fill('testwood');
    await page.getByText(/No contacts match/).waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  test('a member edits their own profile and sees no Edit on other cards', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'family', '/profile');
    const card = page.getByRole('article');
    await card.getByRole('heading', { name: 'Fiona Family' }).waitFor();
    await card.getByText('Mother of').waitFor();
    await screenshot(page, 'contacts-profile-desktop');
    const me = await api<{ id: string }>(page, 'GET', '/api/me');
    const { socials } = await api<{
      socials: { twitter: string | null; insta: string | null; tikTok: string | null };
    }>(page, 'GET', `/api/contact/${me.id}`);
    seed.change("Fiona Family's Twitter", () =>
      asRole(browser, server, 'family', (call) =>
        call('PUT', `/api/contact/update/${me.id}`, { socials }),
      ),
    );
    await card.getByRole('link', { name: /^Edit/ }).click();
    await expect.poll(() => page.getByText('Permissions').count()).toBe(0);
    await expect.poll(() => page.getByLabel('Affiliation', { exact: true }).count()).toBe(0);
    await page.getByLabel('Twitter', { exact: true }).fill('@fiona_hawks');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'User updated!').waitFor();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('article').getByText('@fiona_hawks').waitFor();

    await page.goto(server.url + '/contacts/all');
    await page.getByLabel('Filter by name, player or relation').fill('sam staff');
    await page.getByRole('link', { name: /Sam Staff/ }).click();
    await page.getByRole('article').getByRole('heading', { name: 'Sam Staff' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: /^Edit/ }).count()).toBe(0);
    await page.context().close();
  });

  test('a photo over the limit is refused before sending; an upload shows its progress and a failed one keeps the current photo', async () => {
    const words = {
      en: {
        edit: /^Edit/,
        tooLarge: '“huge.jpg” is 21 MB, larger than the 20 MB limit. Choose a smaller photo.',
        crop: 'Crop the photo',
        use: 'Use photo',
        save: 'Save',
        uploading: 'Uploading the photo',
        noAnswer: 'The new photo did not reach the server, and the current one stays.',
      },
      es: {
        edit: /^Editar/,
        tooLarge: '«huge.jpg» pesa 21 MB, más que el límite de 20 MB. Elige una foto más pequeña.',
        crop: 'Recortar la foto',
        use: 'Usar foto',
        save: 'Guardar',
        uploading: 'Subiendo la foto',
        noAnswer: 'La foto nueva no llegó al servidor y se queda la actual.',
      },
    };
    // Over the limit: refused by its size alone, before it is read.
    const huge = Buffer.alloc(21 * 1024 * 1024);
    for (const [language, width] of [
      ['en', 1280],
      ['en', 390],
      ['es', 1280],
      ['es', 390],
    ] as const) {
      const w = words[language];
      const size = width === 390 ? 'phone' : 'desktop';
      const page = await newPage(browser, {
        viewport: { width, height: width === 390 ? 844 : 800 },
      });
      if (language === 'es') await page.addInitScript(() => localStorage.setItem('language', 'es'));
      await signInAs(page, server.url, 'family', '/profile');
      const card = page.getByRole('article');
      await card.getByRole('heading', { name: 'Fiona Family' }).waitFor();
      await card.getByRole('link', { name: w.edit }).click();
      // The photo the form shows: the stored one's address, or the initials without one.
      const shownPhoto = () =>
        page
          .locator('.contact-form__photo .contact-avatar')
          .first()
          .evaluate((e) => (e instanceof HTMLImageElement ? e.src : e.textContent));
      const before = await shownPhoto();
      const saves: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT') saves.push(r.url());
      });

      await page
        .getByTestId('photo-input')
        .setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge });
      await page.getByRole('alert').filter({ hasText: w.tooLarge }).waitFor();
      await expect.poll(() => page.getByRole('group', { name: w.crop }).count()).toBe(0);
      // What the screen shows (the sticky header stays on top).
      await screenshot(page, `contacts-photo-too-large-${language}-${size}`, { fullPage: false });

      await page.getByTestId('photo-input').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: gradientPng(320, 240),
      });
      await page.getByRole('group', { name: w.crop }).waitFor();
      await page.getByRole('button', { name: w.use }).click();
      // The save is held while the bar is looked at, then its connection drops.
      let drop: () => Promise<void> = async () => {};
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      await page.route('**/api/contact/update/**', (route) => {
        drop = () => route.abort('connectionreset');
        holding();
      });
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await held;
      const bar = page.getByRole('progressbar', { name: w.uploading });
      await bar.waitFor();
      await screenshot(page, `contacts-photo-uploading-${language}-${size}`, { fullPage: false });
      await drop();
      const failure = page.getByRole('alert').filter({ hasText: w.noAnswer });
      await failure.waitFor();
      // Said where the person is looking: the failure is scrolled into the screen.
      await expect
        .poll(() =>
          failure.evaluate((e) => {
            const box = e.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
      await expect.poll(() => bar.count()).toBe(0);
      await expect.poll(shownPhoto).toBe(before);
      await expect
        .poll(() => page.getByRole('img', { name: /new photo|foto nueva/i }).count())
        .toBe(0);
      await screenshot(page, `contacts-photo-not-saved-${language}-${size}`, { fullPage: false });
      expect(saves).toHaveLength(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.context().close();
    }
  });

  test('a hidden contact is invisible to a member, in the directory and by URL', async () => {
    const admin = await newPage(browser);
    await signInAs(admin, server.url, 'admin', '/contacts/all');
    await admin.getByLabel('Filter by name, player or relation').fill('tom wellsby');
    await admin.getByRole('link', { name: /Tom Wellsby/ }).click();
    await admin.getByText('Hidden from other members').waitFor();
    const hiddenUrl = new URL(admin.url()).pathname;
    await admin.context().close();

    const page = await newPage(browser);
    await signInAs(page, server.url, 'family', '/contacts/all');
    const filter = page.getByLabel('Filter by name, player or relation');
    await filter.fill('wellsby');
    await page
      .getByRole('link', { name: /Carter Wellsby/ })
      .first()
      .waitFor();
    await expect.poll(() => page.getByRole('link', { name: /Tom Wellsby/ }).count()).toBe(0);
    await page.goto(server.url + hiddenUrl);
    await page.getByText('Contact was not found').waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(0);
    await page.context().close();
  });

  test('the directory filters on the server and loads more as the member scrolls', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'family', '/contacts/all');
    const list = page.getByRole('list', { name: 'Contacts' });
    const total = Number(/^(\d+)/.exec(await page.getByText(/^\d+ contacts$/).innerText())![1]);
    expect(total).toBeGreaterThanOrEqual(100);
    // Only the cards near the screen are in the page; each says where it stands among all.
    const rendered = await list.getByRole('listitem').count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(total);
    await expect
      .poll(() => list.getByRole('listitem').first().getAttribute('aria-setsize'))
      .toBe(String(total));
    await screenshot(page, 'contacts-directory-desktop');

    // Scrolling to the end loads page after page, until the last contact.
    const lastPosition = () =>
      list.getByRole('listitem').last().getAttribute('aria-posinset').then(Number);
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 4000);
          return lastPosition();
        },
        { timeout: 60_000 },
      )
      .toBe(total);
    await expect.poll(() => list.getByRole('listitem').count()).toBeLessThan(total);

    // The keyboard walks the cards: Tab from one card's link lands on the next card's.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => list.getByRole('listitem').first().getAttribute('aria-posinset'))
      .toBe('1');
    const first = list.getByRole('link').first();
    await first.focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() =>
      document.activeElement?.closest('li')?.getAttribute('aria-posinset'),
    );
    expect(focused).toBe('2');

    // Filters go to the server: words without accents, a relation, an affiliation.
    const filter = page.getByLabel('Filter by name, player or relation');
    await filter.fill('perez');
    await list.getByRole('link', { name: /José Pérez/ }).waitFor();
    await page.getByText(/^\d+ contacts? match(es)?$/).waitFor();
    await filter.fill('madre');
    await list.getByRole('link', { name: /Fiona Family/ }).waitFor();
    await filter.fill('');
    await page.getByLabel('Relation', { exact: true }).selectOption({ label: 'Mother' });
    await list.getByRole('link', { name: /Fiona Family/ }).waitFor();
    await expect.poll(() => list.getByText(/^Father of/).count()).toBe(0);
    await page.getByLabel('Affiliation', { exact: true }).selectOption({ label: 'Front Office' });
    await page.getByText('No contacts match these filters.').or(list).first().waitFor();
    await page.getByLabel('Relation', { exact: true }).selectOption({ label: 'Any relation' });
    await list.getByRole('link', { name: /Sam Staff/ }).waitFor();
    await filter.fill('zzzz nobody');
    await page.getByText('No contacts match “zzzz nobody”.').waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();

    // Spanish, and a 390 px phone: the same list, one column, nothing sideways.
    for (const [language, width] of [
      ['en', 390],
      ['es', 1280],
      ['es', 390],
    ] as const) {
      const p = await newPage(browser, { viewport: { width, height: width === 390 ? 844 : 800 } });
      if (language === 'es') await p.addInitScript(() => localStorage.setItem('language', 'es'));
      await signInAs(p, server.url, 'family', '/contacts/all');
      const label = language === 'es' ? 'Contactos' : 'Contacts';
      await p.getByRole('list', { name: label }).getByRole('link').first().waitFor();
      if (language === 'es') {
        await p.getByText(/^\d+ contactos$/).waitFor();
        await p.getByLabel('Filtrar por nombre, jugador o relación').fill('madre');
        await p.getByText(/^\d+ contactos? coincide/).waitFor();
        await p
          .getByRole('link', { name: /Fiona Family/ })
          .getByText(/^Madre de/)
          .waitFor();
      }
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await screenshot(p, `contacts-directory-${language}-${width === 390 ? 'phone' : 'desktop'}`);
      expect(p.errors).toEqual([]);
      await p.context().close();
    }
  });

  test('the CSV download has every contact and neutralised formulas', async () => {
    const page = await newPage(browser, { acceptDownloads: true });
    await signInAs(page, server.url, 'admin', '/contacts/new');
    await page.getByLabel('First name', { exact: true }).fill('=HYPERLINK("http://evil.test","x")');
    await page.getByLabel('Last name', { exact: true }).fill('@Formula');
    await page.getByLabel('Description', { exact: true }).fill('+1-555');
    await page.getByRole('button', { name: 'Create contact' }).click();
    await toast(page, 'User created!').waitFor();

    await page.goto(server.url + '/contacts/all');
    const countText = await page.getByText(/^\d+ contacts$/).innerText();
    const total = Number(/^(\d+)/.exec(countText)![1]);

    await page.goto(server.url + '/admin');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Contact CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('contact-report.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^First Name,Last Name,Email,Phone,Language,Affiliation/);
    expect(lines.length - 1).toBe(total);
    expect(total).toBeGreaterThanOrEqual(140);
    expect(text).toContain('José,Pérez');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")",'@Formula`);
    expect(text).toContain("'+1-555");
    expect(text).not.toMatch(/(^|,)[=+@]/m);
    await page.context().close();
  });
});
