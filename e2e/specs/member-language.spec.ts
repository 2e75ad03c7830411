import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { checkPage } from '../support/page-checks';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { apiAs, SeedChanges } from '../support/seed-changes';
import { signInAs } from '../support/sign-in';

/**
 * A member whose card is in Spanish lands in Spanish right after signing in, and a
 * member who switches the site's language is offered their emails and texts in it too. The card's
 * language is set through that offer, and put back the same way at the end (the server is shared).
 */

let server: PortalServer;
let browser: Browser;
const seed = new SeedChanges();

// The card is English again even when the test failed before putting it back itself: a later
// spec's newcomer would otherwise land in Spanish (auth.spec reads the newcomer's English tabs).
portalForSpec((p) => ({ server, browser } = p), { seed });

const pickLanguage = (page: Page, label: 'Language' | 'Idioma', language: 'en' | 'es') =>
  page.getByRole('combobox', { name: label }).first().selectOption(language);

/** Accepts the offer shown after a switch; waits for the toast that says it was saved. */
async function acceptOffer(page: Page, yes: string, saved: string): Promise<void> {
  await page.getByRole('button', { name: yes }).click();
  await page.getByText(saved).first().waitFor();
  await expect.poll(() => page.getByRole('button', { name: yes }).count()).toBe(0);
}

describe('the member’s language', () => {
  test('a switch offers emails and texts in it; the next sign-in lands in the card’s language', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'newcomer');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    const card = await apiAs<{ language: 'en' | 'es' }>(
      browser,
      server,
      'newcomer',
      'GET',
      '/api/me',
    );
    expect(card.language).toBe('en');
    seed.change("the newcomer's card language", () =>
      apiAs(browser, server, 'newcomer', 'PUT', '/api/me/language', { language: card.language }),
    );

    // The site in Spanish: the offer, in Spanish, at both widths.
    await pickLanguage(page, 'Language', 'es');
    const question = page.getByText(
      '¿Quiere recibir también sus correos y mensajes de texto en Español?',
    );
    await question.waitFor();
    await checkPage(page, 'member-language-offer-es', 390);
    await checkPage(page, 'member-language-offer-es', 1280);
    await acceptOffer(
      page,
      'Sí, en Español',
      'Sus correos y mensajes de texto llegarán ahora en Español.',
    );

    // Back to English here only: offered (and declined), so the card stays Spanish.
    await pickLanguage(page, 'Idioma', 'en');
    await page.getByText('Would you also like your emails and texts in English?').waitFor();
    await checkPage(page, 'member-language-offer-en', 390);
    await checkPage(page, 'member-language-offer-en', 1280);
    await page.getByRole('button', { name: 'No, thanks' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Yes, in English' }).count()).toBe(0);
    await page.context().close();

    // A new sign-in in a browser that shows English: the card's Spanish wins.
    const again = await newPage(browser);
    await signInAs(again, server.url, 'newcomer');
    await expect.poll(() => again.evaluate(() => document.documentElement.lang)).toBe('es');
    await again.getByRole('combobox', { name: 'Idioma' }).first().waitFor();
    await expect.poll(() => again.getByRole('button', { name: /^Sí, en/ }).count()).toBe(0);

    // Put the card back in English, the same way.
    await pickLanguage(again, 'Idioma', 'en');
    await acceptOffer(again, 'Yes, in English', 'Your emails and texts will now come in English.');
    await again.context().close();
  });

  test('an invitation’s link opens the sign-in page in the contact’s language', async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/login?lang=es`);
    await page.waitForURL(/\/idp\/interaction\//, { timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.context().close();
  });
});
