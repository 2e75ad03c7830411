import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { inSpanish, WIDTHS } from '../support/own-portal';
import { checkPage } from '../support/page-checks';
import { openPortal, type Portal, type PortalServer } from '../support/portal';
import { signInByEmailCode } from '../support/sign-in';

/**
 * The first admins of a new deployment (ADMIN_EMAILS) are made from an address alone: at their
 * first sign-in the portal asks what families should call them, before the home page, and the
 * name they give then greets them. English and Spanish, 1280 and 390 px.
 */

const ADMINS = { en: 'coach@riverhawks.test', es: 'entrenadora@riverhawks.test' } as const;

let server: PortalServer;
let browser: Browser;
let portal: Portal | undefined;

beforeAll(async () => {
  // Its own server, started with the two addresses: it creates their cards.
  portal = await openPortal({ env: { ADMIN_EMAILS: `${ADMINS.en},${ADMINS.es}` } });
  ({ server, browser } = portal);
});

afterAll(() => portal?.close());

const WORDS = {
  en: {
    title: 'What should families call you?',
    first: 'First name',
    last: 'Last name',
    save: 'Save and continue',
    required: 'First name is required',
    name: ['Casey', 'Coach'],
    welcome: 'Welcome, Casey!',
  },
  es: {
    title: '¿Cómo deben llamarte las familias?',
    first: 'Nombre',
    last: 'Apellido',
    save: 'Guardar y continuar',
    required: 'El nombre es obligatorio',
    name: ['Elena', 'Entrenadora'],
    welcome: '¡Te damos la bienvenida, Elena!',
  },
} as const;

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });

describe('the first admin gives their name', () => {
  for (const lang of ['en', 'es'] as const) {
    const words = WORDS[lang];
    test(`asked before the home page, then greeted by it (${lang})`, async () => {
      const page = await newPage(browser);
      await signInByEmailCode(page, server.url, ADMINS[lang]);
      if (lang === 'es') await inSpanish(page);
      await heading(page, words.title);
      for (const width of WIDTHS) await checkPage(page, `first-admin-name-${lang}`, width);

      // The contact rules: a name is needed, said beside the field, nothing saved.
      await page.getByRole('button', { name: words.save }).click();
      await page.getByText(words.required).waitFor();
      await checkPage(page, `first-admin-name-refused-${lang}`, 390);

      await page.getByLabel(words.first).fill(words.name[0]);
      await page.getByLabel(words.last).fill(words.name[1]);
      await page.getByRole('button', { name: words.save }).click();
      await heading(page, words.welcome);
      expect(await page.getByRole('heading', { name: words.title }).count()).toBe(0);

      // Saved: a new page load is not asked again and keeps the name.
      await page.reload();
      await heading(page, words.welcome);
      expect(await page.getByRole('heading', { name: words.title }).count()).toBe(0);
      await page.context().close();
    });
  }
});
