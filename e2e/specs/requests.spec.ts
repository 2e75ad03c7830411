import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { checkPage } from '../support/page-checks';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * Jersey requests, every tap counted: on a 390 px phone the family goes from the profile's "Your
 * requests" to the jersey form, fills a row by picking Noah from the household (name and the
 * number last asked for him), types only the size and sends it; the admin marks it fulfilled,
 * and the Audit Log, searched for Fiona, says so. English and Spanish, 390 and 1280 px.
 */

let server: PortalServer;
let browser: Browser;
portalForSpec((p) => ({ server, browser } = p));

async function inSpanish(page: Page) {
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.reload();
}

const SIZE = `Youth XL e2e ${Date.now()}`;

describe('jersey requests from the profile', () => {
  test('the family reaches the jersey form from the profile and fills a row from a child', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signInAs(page, server.url, 'family', '/profile');
    const requests = page.getByRole('region', { name: 'Your requests' });
    await requests.getByRole('link', { name: /Jacket Request Form/ }).waitFor();
    for (const width of [390, 1280]) await checkPage(page, 'profile-requests-en', width);
    await page.setViewportSize({ width: 390, height: 844 });
    await requests.getByRole('link', { name: /Jersey Request Form/ }).click();
    await page.getByRole('heading', { name: 'Jersey Request Form' }).waitFor();

    const item = page.getByRole('group', { name: 'Item 1' });
    const picker = item.getByLabel('Fill from your household');
    await picker
      .locator('option', { hasText: 'Noah Pemberton (player)' })
      .waitFor({ state: 'attached' });
    await picker.selectOption({ label: 'Noah Pemberton (player)' });
    expect(await item.getByLabel('First name').inputValue()).toBe('Noah');
    expect(await item.getByLabel('Last name').inputValue()).toBe('Pemberton');
    expect(await item.getByLabel('Name on the jersey').inputValue()).toBe('PEMBERTON');
    expect(await item.getByLabel('Jersey number').inputValue()).toBe('16');
    await item.getByLabel('Size').fill(SIZE);
    for (const width of [390, 1280]) await checkPage(page, 'jersey-form-household-en', width);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Form Submitted!').first().waitFor();
    await page.getByRole('region', { name: 'Your requests' }).getByText(SIZE).waitFor();

    await inSpanish(page);
    await page.getByRole('heading', { name: 'Formulario de solicitud de camisetas' }).waitFor();
    await page
      .getByLabel('Rellenar con alguien de tu hogar')
      .locator('option', { hasText: 'Noah Pemberton (jugador)' })
      .waitFor({ state: 'attached' });
    for (const width of [390, 1280]) await checkPage(page, 'jersey-form-household-es', width);
    await page.goto(`${server.url}/profile`);
    await page.getByRole('region', { name: 'Tus solicitudes' }).waitFor();
    for (const width of [390, 1280]) await checkPage(page, 'profile-requests-es', width);
    await page.context().close();
  });

  test('the admin marks it fulfilled, and the Audit Log, searched for Fiona, shows it', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await signInAs(page, server.url, 'admin', '/jerseyadmin', { reuse: true });
    const row = page.getByRole('row').filter({ hasText: SIZE });
    // Fulfilled, opened again by mistake, fulfilled again: the family is told each time it is
    // marked fulfilled, and the ledger groups those automatic notices.
    for (let i = 0; i < 2; i++) {
      await row.getByRole('button', { name: /Mark fulfilled/ }).click();
      await row.getByRole('button', { name: /Mark open/ }).waitFor();
      if (i === 0) {
        await row.getByRole('button', { name: /Mark open/ }).click();
        await row.getByRole('button', { name: /Mark fulfilled/ }).waitFor();
      }
    }

    await page.goto(`${server.url}/admin/audit-log`);
    await page.getByLabel('Member').locator('option', { hasText: 'Fiona Family' }).waitFor({
      state: 'attached',
    });
    await page.getByLabel('Find by name').fill('fiona fam');
    await page.getByText('1 member matches').waitFor();
    const entry = page
      .getByRole('row')
      .filter({ hasText: 'Noah Pemberton · PEMBERTON #16' })
      .first();
    await entry.getByText('now fulfilled').waitFor();
    expect(await page.getByLabel('Member').inputValue()).toMatch(/^[0-9a-f-]{36}$/);
    for (const width of [390, 1280]) await checkPage(page, 'audit-log-actions-en', width);
    await inSpanish(page);
    await page.getByText('Cambió el estado de una solicitud').first().waitFor();
    for (const width of [390, 1280]) await checkPage(page, 'audit-log-actions-es', width);

    await page.goto(`${server.url}/admin/messages`);
    await page
      .getByRole('button', { name: /mensajes? automáticos?/ })
      .first()
      .waitFor();
    for (const width of [390, 1280]) await checkPage(page, 'ledger-groups-es', width);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto(`${server.url}/admin/messages?status=failed`);
    await page.getByLabel('Show').waitFor();
    expect(await page.getByLabel('Show').inputValue()).toBe('failed');
    await page.goto(`${server.url}/admin/messages`);
    await page
      .getByRole('button', { name: /automatic messages?/ })
      .first()
      .click();
    await page.getByText('Request ready').first().waitFor();
    for (const width of [390, 1280]) await checkPage(page, 'ledger-groups-en', width);
    await page.context().close();
  });
});
