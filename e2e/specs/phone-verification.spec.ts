import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { api } from '../support/page-api';
import { checkPage } from '../support/page-checks';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';
import { switchToSpanish } from '../support/spanish';

/**
 * Phone verification: a member sets a number on their card, the
 * profile says it is unverified, the code comes by text (the dev transport's mailbox, as the
 * member's phone), and once entered the profile says verified; admins see it on the card and in
 * the list. In English and Spanish, at 1280 and 390 px. A server of the spec's own: it changes
 * two demo members' numbers.
 */
let server: PortalServer;
let browser: Browser;
portalForSpec((p) => ({ server, browser } = p), { own: true });

/** Saves `phone` (and the language, when given) on the member's own card, from the profile. */
async function setOwnPhone(
  page: Page,
  labels: { edit: string; phone: string; save: string; language?: [string, string] },
  phone: string,
): Promise<void> {
  await page.getByRole('link', { name: new RegExp(`^${labels.edit} `) }).click();
  const field = page.getByLabel(labels.phone, { exact: true });
  await field.waitFor();
  await expect.poll(() => field.inputValue()).not.toBe('');
  await field.fill(phone);
  if (labels.language) await page.getByLabel(labels.language[0]).selectOption(labels.language[1]);
  await page.getByRole('button', { name: labels.save, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
}

/** The code in the newest text to `e164` (the dev transport records what the phone would get). */
async function codeTextedTo(e164: string, wording: RegExp): Promise<string> {
  const text = await waitForMail(
    server.url,
    (m) => m.channel === 'sms' && m.to === e164 && wording.test(m.text),
  );
  return /\b(\d{6})\b/.exec(text.text)![1]!;
}

describe('confirming a phone number', () => {
  test('a member sets a number, gets the code by text, enters it and sees it verified (English); admins see it', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'newcomer', '/profile');
    const section = page.getByRole('region', { name: 'Texts to your phone' });
    // The demo's one unverified number.
    await section.getByText('Unverified', { exact: true }).waitFor();

    await setOwnPhone(page, { edit: 'Edit', phone: 'Phone', save: 'Save' }, '(555) 010-0177');
    await section.getByText('Team texts do not go to (555) 010-0177').waitFor();
    await section.getByRole('button', { name: 'Send code' }).click();
    await section
      .getByText('We texted a code to (555) 010-0177. It works for 10 minutes.')
      .waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'phone-code-en', width);

    const code = await codeTextedTo('+15550100177', /is your code to confirm this number/);
    const field = section.getByLabel('Code from the text');
    // A wrong code first: refused, said in words.
    await field.fill(code === '000000' ? '111111' : '000000');
    await section.getByRole('button', { name: 'Confirm number' }).click();
    await section.getByRole('alert').filter({ hasText: 'That code is not right.' }).waitFor();
    await field.fill(code);
    await section.getByRole('button', { name: 'Confirm number' }).click();
    await section
      .getByText('Team texts go to (555) 010-0177, and your replies to them count.')
      .waitFor();
    await expect.poll(() => section.getByText('Verified', { exact: true }).count()).toBe(1);
    // The card says it beside the number too.
    await page.locator('.contact-card').getByText('Verified', { exact: true }).waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'phone-verified-en', width);
    const { id } = await api<{ id: string }>(page, 'GET', '/api/me');
    // The browser logs the wrong code's refusal; nothing else went wrong.
    expect(page.errors).toEqual([
      `console: Failed to load resource: the server responded with a status of 400 (Bad Request) (${server.url}/api/contacts/${id}/phone/verify)`,
    ]);
    await page.context().close();

    const admin = await newPage(browser);
    await signInAs(admin, server.url, 'admin', `/contacts/${id}`);
    await admin.locator('.contact-card').getByText('(555) 010-0177').waitFor();
    await admin.locator('.contact-card').getByText('Verified', { exact: true }).waitFor();
    for (const width of [1280, 390]) await checkPage(admin, 'phone-admin-card-en', width);
    await admin.goto(`${server.url}/contacts/all`);
    await admin.getByText('Phone verified').first().waitFor();
    for (const width of [1280, 390]) await checkPage(admin, 'phone-admin-list-en', width);
    expect(admin.errors).toEqual([]);
    await admin.context().close();
  });

  test('the same in Spanish, with the code texted in Spanish', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'staff');
    await switchToSpanish(page);
    await page.goto(`${server.url}/profile`);
    const section = page.getByRole('region', { name: 'SMS a tu teléfono' });
    // The demo's numbers are confirmed.
    await section.getByText('Verificado', { exact: true }).waitFor();

    await setOwnPhone(
      page,
      {
        edit: 'Editar',
        phone: 'Teléfono',
        save: 'Guardar',
        language: ['Idioma de correos y mensajes', 'es'],
      },
      '(555) 010-0178',
    );
    await section.getByText('Sin verificar', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Enviar código' }).click();
    await section
      .getByText('Enviamos un código al número (555) 010-0178. Sirve durante 10 minutos.')
      .waitFor();
    for (const width of [1280, 390]) await checkPage(page, 'phone-code-es', width);

    const code = await codeTextedTo('+15550100178', /es tu código para confirmar este número/);
    await section.getByLabel('Código del SMS').fill(code);
    await section.getByRole('button', { name: 'Confirmar número' }).click();
    await section
      .getByText('Los SMS del equipo van al número (555) 010-0178 y tus respuestas cuentan.')
      .waitFor();
    await expect.poll(() => section.getByText('Verificado', { exact: true }).count()).toBe(1);
    for (const width of [1280, 390]) await checkPage(page, 'phone-verified-es', width);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
