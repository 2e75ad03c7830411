import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { signInAs } from '../support/sign-in';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Pinned posts (issue 14, item 7)', () => {
  test('an admin edits a banner in English and Spanish; a family sees it on home', async () => {
    const admin = await newPage(browser);
    await signInAs(admin, server.url, 'admin', '/admin/pinned-posts');
    await admin.getByRole('button', { name: 'Edit “Holiday toy drive”' }).click();
    const form = admin.getByRole('form', { name: 'Edit pinned post' });
    await form
      .getByRole('group', { name: 'English' })
      .getByLabel('Title', { exact: true })
      .fill('Toy drive: last week');
    await form
      .getByRole('group', { name: 'Spanish (optional)' })
      .getByLabel('Title', { exact: true })
      .fill('Colecta de juguetes: última semana');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText('Toy drive: last week', { exact: true }).waitFor();
    // An expired post disappears from home by itself.
    await admin.getByRole('button', { name: 'Edit “Winter family newsletter”' }).click();
    await admin.getByLabel('Last day shown (optional)').fill('2020-01-31');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText(/Expired: last shown Jan 31, 2020/).waitFor();
    expect(admin.errors).toEqual([]);

    const family = await newPage(browser);
    await signInAs(family, server.url, 'family');
    await family.goto(server.url + '/');
    const banners = family.getByRole('region', { name: 'Pinned posts' });
    await banners.getByText('Toy drive: last week').waitFor();
    expect(await banners.getByText('Winter family newsletter').count()).toBe(0);
    await family.getByRole('combobox', { name: /language|idioma/i }).selectOption('es');
    await family
      .getByRole('region', { name: 'Publicaciones fijadas' })
      .getByText('Colecta de juguetes: última semana')
      .waitFor();
    expect(family.errors).toEqual([]);
  });
});
