import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { checkPage } from '../support/page-checks';
import { inSpanish, PHONE, useOwnPortal, WIDTHS } from '../support/own-portal';
import { signInAs } from '../support/sign-in';

/**
 * A jersey for a team: Fiona (Noah on the Riverhawks, Mia on 12U) orders a jersey for Mia, the
 * form taking 12U from her, and the admin's requests list labels the order 12U. In English and
 * Spanish at 390 and 1280 px (checkPage: axe, no sideways scroll, screenshots team-orders-*).
 * Its own server: the order it makes reaches no other spec.
 */

const own = useOwnPortal();

const SIZE = `Youth S 12U e2e ${Date.now()}`;

describe('a jersey for a team', () => {
  test('Fiona orders a jersey for Mia on 12U; the admin’s list labels it 12U', async () => {
    const page = await newPage(own.browser, { viewport: PHONE });
    await signInAs(page, own.server.url, 'family', '/jerseyform');
    const item = page.getByRole('group', { name: 'Item 1' });
    const team = item.getByLabel('Team', { exact: true });
    await expect
      .poll(() => team.locator('option').allTextContents())
      .toEqual(['No particular team', 'Riverhawks', '12U Riverhawks']);
    const picker = item.getByLabel('Fill from your household');
    await picker
      .locator('option', { hasText: 'Mia Pemberton (sibling)' })
      .waitFor({ state: 'attached' });
    await picker.selectOption({ label: 'Mia Pemberton (sibling)' });
    // Mia plays on 12U only: her team is chosen with her.
    await expect.poll(() => team.locator('option:checked').textContent()).toBe('12U Riverhawks');
    await item.getByLabel('Jersey number').fill('7');
    await item.getByLabel('Size').fill(SIZE);
    for (const width of WIDTHS) await checkPage(page, 'team-orders-form-en', width);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Form Submitted!').first().waitFor();
    await page.getByRole('region', { name: 'Your requests' }).getByText(SIZE).waitFor();

    await inSpanish(page);
    const equipo = page.getByRole('group', { name: 'Artículo 1' }).getByLabel('Equipo');
    await expect
      .poll(() => equipo.locator('option').allTextContents())
      .toEqual(['Ningún equipo en particular', 'Riverhawks', '12U Riverhawks']);
    for (const width of WIDTHS) await checkPage(page, 'team-orders-form-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();

    const admin = await newPage(own.browser, { viewport: PHONE });
    await signInAs(admin, own.server.url, 'admin', '/jerseyadmin');
    const row = admin.getByRole('row').filter({ hasText: SIZE });
    await expect.poll(() => row.locator('.team-chip').allTextContents()).toEqual(['12U']);
    await row.scrollIntoViewIfNeeded();
    for (const width of WIDTHS) await checkPage(admin, 'team-orders-admin-en', width);
    await admin.setViewportSize(PHONE);
    await inSpanish(admin);
    await expect.poll(() => row.locator('.team-chip').allTextContents()).toEqual(['12U']);
    for (const width of WIDTHS) await checkPage(admin, 'team-orders-admin-es', width);
    expect(admin.errors).toEqual([]);
  });
});
