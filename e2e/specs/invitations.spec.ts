import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newPage, type TrackedPage } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { api } from '../support/page-api';
import { checkPage } from '../support/page-checks';
import { openPortal, type Portal, type PortalServer } from '../support/portal';
import { signInAs } from '../support/sign-in';

/**
 * Issue "Bringing a team in, for real", item 1: an admin filters the directory to "Not yet
 * invited" and invites them all; each invitation is an email in the contact's language (a
 * Spanish-speaking contact's, read in the dev mailbox, is Spanish) and shows in the ledger.
 * Then the card, the edit form's switch and an import's "Invite the new families", each in
 * English and Spanish at 390 and 1280 px. A server of its own: the invitations change who is
 * invited, which other specs' directories show.
 */

let server: PortalServer;
let browser: Browser;
let portal: Portal | undefined;

beforeAll(async () => {
  portal = await openPortal({ own: true });
  ({ server, browser } = portal);
});

afterAll(() => portal?.close());

interface Row {
  id: string;
  firstName: string;
  lastName: string;
}

/** Both widths of one page, in the language the page shows. */
async function bothWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) await checkPage(page, name, width);
}

/**
 * Signs the admin in with the site in `lang`: a language chosen in the browser before the
 * sign-in stays (the card's language is for a browser where none was chosen).
 */
async function adminIn(lang: 'en' | 'es', path: string): Promise<TrackedPage> {
  const page = await newPage(browser);
  if (lang === 'es') await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await signInAs(page, server.url, 'admin', path);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
  return page;
}

/** A Spanish-speaking contact with an email among those not yet invited (through the API). */
async function spanishUninvited(page: Page): Promise<Row & { email: string }> {
  const listed = await api<{ contacts: Row[] }>(
    page,
    'GET',
    '/api/contact/page?signIn=notInvited&limit=200',
  );
  for (const row of listed.contacts) {
    const c = await api<{ email: string | null; language: string }>(
      page,
      'GET',
      `/api/contact/${row.id}`,
    );
    if (c.language === 'es' && c.email) return { ...row, email: c.email };
  }
  throw new Error('no Spanish-speaking contact left to invite');
}

describe('inviting the team to sign in', () => {
  test('an admin invites everyone not yet invited; a Spanish contact’s email is in Spanish', async () => {
    const page = await adminIn('en', '/contacts/all');
    const lucia = await spanishUninvited(page);

    await page.getByLabel('Sign-in').selectOption('notInvited');
    const invite = page.getByRole('button', { name: /^Invite these \d+$/ });
    await invite.waitFor();
    const count = Number((await invite.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(10);
    await page
      .getByRole('list', { name: 'Contacts' })
      .getByText('Not yet invited')
      .first()
      .waitFor();
    await bothWidths(page, 'invitations-directory-en');

    await invite.click();
    const dialog = page.getByRole('alertdialog', { name: 'Send invitations?' });
    await dialog.getByRole('button', { name: `Send ${count} invitations` }).click();
    await page.getByText(`Invitations sent to ${count} contacts.`).waitFor({ timeout: 60_000 });
    // Everyone with an email was invited: the filter finds no one now.
    await page.getByText('No contacts match these filters.').waitFor();
    expect(await page.getByText(/left out/).count()).toBe(0);
    await bothWidths(page, 'invitations-sent-en');

    const mail = await waitForMail(server.url, (m) => m.to === lucia.email);
    expect(mail.subject).toBe('Te invitamos al portal de familias de Riverhawks');
    expect(mail.text).toContain(`Hola ${lucia.firstName}:`);
    expect(mail.text).toContain('/login?lang=es');
    expect(mail.html).toContain('Entrar');

    // The ledger has the invitations, one row each.
    await page.goto(`${server.url}/admin/messages`);
    await page.getByText('Invitation', { exact: false }).first().waitFor();

    // The card: invited today, with the invitation to send again.
    await page.goto(`${server.url}/contacts/${lucia.id}`);
    const panel = page.getByRole('region', { name: 'Sign-in' });
    await panel.getByText(/^Invited on /).waitFor();
    await panel.getByRole('button', { name: 'Send the invitation again' }).waitFor();
    await bothWidths(page, 'invitations-card-en');

    // The edit form's switch: on since the invitation.
    await page.goto(`${server.url}/contacts/edit/${lucia.id}`);
    const signIn = page.getByRole('switch', { name: 'Can sign in to the portal' });
    await signIn.waitFor();
    expect(await signIn.isChecked()).toBe(true);
    await bothWidths(page, 'invitations-edit-en');
    expect(page.errors).toEqual([]);

    // The same pages in Spanish.
    const es = await adminIn('es', '/contacts/all');
    await es.getByLabel('Acceso al portal').selectOption('invited');
    await es.getByRole('button', { name: /^Reenviar la invitación a estos \d+$/ }).waitFor();
    await es
      .getByText(/^Invitación: /)
      .first()
      .waitFor();
    await bothWidths(es, 'invitations-directory-es');
    await es.goto(`${server.url}/contacts/${lucia.id}`);
    await es
      .getByRole('region', { name: 'Acceso al portal' })
      .getByRole('button', { name: 'Reenviar la invitación' })
      .waitFor();
    await bothWidths(es, 'invitations-card-es');
    await es.goto(`${server.url}/contacts/edit/${lucia.id}`);
    await es.getByRole('switch', { name: 'Puede entrar al portal' }).waitFor();
    await bothWidths(es, 'invitations-edit-es');
    expect(es.errors).toEqual([]);
  });

  test('an import’s new families are invited from its result, in English and Spanish', async () => {
    for (const lang of ['en', 'es'] as const) {
      const words =
        lang === 'en'
          ? {
              file: 'CSV file',
              preview: 'Preview',
              confirm: 'Confirm import',
              invite: 'Invite the 2 new families',
              send: 'Send 2 invitations',
              sent: 'Invitations sent to 2 contacts.',
            }
          : {
              file: 'Archivo CSV',
              preview: 'Previsualizar',
              confirm: 'Confirmar importación',
              invite: 'Invitar a las 2 familias nuevas',
              send: 'Enviar 2 invitaciones',
              sent: 'Invitaciones enviadas a 2 contactos.',
            };
      const page = await adminIn(lang, '/admin/import-contacts');
      const csv = [
        'First Name,Last Name,Email,Language',
        `Wren,Waverly${lang},wren.${lang}@families.riverhawks.test,en`,
        `Rosa,Ruiz${lang},rosa.${lang}@families.riverhawks.test,es`,
      ].join('\r\n');
      await page.getByLabel(words.file).setInputFiles({
        name: `new-${lang}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await page.getByRole('button', { name: words.preview }).click();
      await page.getByRole('button', { name: words.confirm }).click();
      await page.getByRole('button', { name: words.invite }).click();
      await page.getByRole('button', { name: words.send }).click();
      await page.getByText(words.sent).waitFor({ timeout: 60_000 });
      await bothWidths(page, `invitations-import-${lang}`);
      const rosa = await waitForMail(
        server.url,
        (m) => m.to === `rosa.${lang}@families.riverhawks.test`,
      );
      expect(rosa.subject).toBe('Te invitamos al portal de familias de Riverhawks');
      expect(page.errors).toEqual([]);
    }
  });
});
