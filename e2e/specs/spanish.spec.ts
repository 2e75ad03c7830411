import type { Browser } from 'playwright-core';
import { expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { settle } from '../support/routes';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';
import { switchToSpanish, walkInSpanish } from '../support/spanish';

/**
 * Spanish in the flows the route walk (route-walk.spec.ts: every route in Spanish for the
 * admin, the family and the newcomer) does not reach: the calendar's phone layout, the IdP's
 * sign-in page, and a field message from a form.
 */

let server: PortalServer;
let browser: Browser;

portalForSpec((p) => ({ server, browser } = p));

test('the calendar on a phone (a list of days) reads Spanish, not title case', async () => {
  const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await signInAs(page, server.url, 'family', '/login', { reuse: true });
  const found = await walkInSpanish(page, server.url, 'family-phone', ['/events/all', '/']);
  expect(found.english).toEqual([]);
  await page.context().close();
});

test('the sign-in page, its demo accounts included, reads Spanish', async () => {
  const page = await newPage(browser);
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await page.goto(server.url + '/login');
  await page.waitForURL(/\/idp\/interaction\//, { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Cuentas de demostración' }).waitFor();
  const found = await walkInSpanish(page, server.url, 'guest', [new URL(page.url()).pathname]);
  expect(found.english).toEqual([]);
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).toContain('Recién llegado: todavía sin permisos');
  expect(text).not.toMatch(/Site admin|Newcomer: no permissions yet/);
  await page.context().close();
});

test('a field message reads Spanish (the profile form’s phone number)', async () => {
  const page = await newPage(browser);
  await signInAs(page, server.url, 'family', '/login', { reuse: true });
  await switchToSpanish(page);
  await page.goto(server.url + '/profile');
  await settle(page);
  await page
    .getByRole('link', { name: /^Editar/ })
    .first()
    .click();
  const phone = page.getByRole('textbox', { name: 'Teléfono', exact: true });
  await phone.fill('llámame');
  await page.getByRole('button', { name: /^Guardar/ }).click();
  await expect
    .poll(() => page.getByText('Escribe un número de teléfono válido').count())
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/Please enter/);
  await page.context().close();
});
