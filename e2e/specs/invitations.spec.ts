import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newPage, type TrackedPage } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { api } from '../support/page-api';
import { checkPage } from '../support/page-checks';
import { openPortal, type Portal, type PortalServer } from '../support/portal';
import { signInAs, waitForSignedIn } from '../support/sign-in';

/**
 * Invitations: an admin filters the directory to "Not yet
 * invited" and invites them all; each invitation is an email in the contact's language (a
 * Spanish-speaking contact's, read in the dev mailbox, is Spanish) and shows in the ledger.
 * Then the card and the edit form's switch; and end to end: a file of guardians
 * and children imported and its families invited from the result (English and Spanish, 390 and
 * 1280 px), a Spanish mother signing in from her invitation and landing in Spanish, and a
 * re-import with blank cells that changes nothing. A server of its own: the invitations change who is
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

const FAMILY_HEADER =
  'First Name,Last Name,Email,Phone,Language,Relation To Player,Player,Household,Household Role';
const PHONES = { en: ['555-010-0183', '555-010-0184'], es: ['555-010-0185', '555-010-0186'] };
const rosaEmail = (lang: 'en' | 'es') => `rosa.${lang}@families.riverhawks.test`;

/** The Import Contacts page's words, and the result's, for the family file. */
const WORDS = {
  en: {
    file: 'CSV file',
    preview: 'Preview',
    households: 'Households to form',
    confirm: 'Confirm import',
    done: 'Import done: 4 created, 0 updated, 1 households formed.',
    withoutEmail:
      '2 new contacts have no email and get no invitation: a child’s guardians answer for them.',
    invite: 'Invite the 2 new families',
    send: 'Send 2 invitations',
    sent: 'Invitations sent to 2 contacts.',
  },
  es: {
    file: 'Archivo CSV',
    preview: 'Previsualizar',
    households: 'Hogares por formar',
    confirm: 'Confirmar importación',
    done: 'Importación lista: 4 creados, 0 actualizados, 1 hogares formados.',
    withoutEmail:
      '2 contactos nuevos no tienen correo y no reciben invitación: los tutores de un niño responden por ellos.',
    invite: 'Invitar a las 2 familias nuevas',
    send: 'Enviar 2 invitaciones',
    sent: 'Invitaciones enviadas a 2 contactos.',
  },
};

/** Chooses the file on the Import Contacts page and previews it. */
async function upload(
  page: Page,
  w: (typeof WORDS)['en'],
  name: string,
  lines: string[],
): Promise<void> {
  await page.getByLabel(w.file).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n')),
  });
  await page.getByRole('button', { name: w.preview }).click();
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
    await expect.poll(() => page.getByText(/left out/).count()).toBe(0);
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
    await expect.poll(() => signIn.isChecked()).toBe(true);
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

  test('a family file is imported and invited; Rosa signs in from hers in Spanish; a re-import with blank cells keeps her number', async () => {
    for (const lang of ['en', 'es'] as const) {
      const w = WORDS[lang];
      const family = `Ruiz${lang}`;
      const page = await adminIn(lang, '/admin/import-contacts');
      // Guardians and children together: the children are on no roster and have no email.
      await upload(page, w, `family-${lang}.csv`, [
        FAMILY_HEADER,
        `Rosa,${family},${rosaEmail(lang)},${PHONES[lang][0]},es,Mother,Leo ${family},${family} family,`,
        `Wren,${family},wren.${lang}@families.riverhawks.test,${PHONES[lang][1]},en,Father,Leo ${family},${family} family,`,
        `Leo,${family},,,,,,${family} family,player`,
        `Ana,${family},,,,,,${family} family,sibling`,
      ]);
      const households = page.getByRole('table', { name: new RegExp(w.households) });
      await households
        .getByText(new RegExp(`Leo ${family}`))
        .first()
        .waitFor();
      await households
        .getByText(new RegExp(`Ana ${family}`))
        .first()
        .waitFor();
      await page.getByRole('button', { name: w.confirm }).click();
      await page.getByText(w.done).waitFor({ timeout: 30_000 });
      // Four new contacts, two invitable: the children are named, not counted as families.
      await page.getByText(w.withoutEmail).waitFor();
      await page.getByRole('button', { name: w.invite }).click();
      await page.getByRole('button', { name: w.send }).click();
      await page.getByText(w.sent).waitFor({ timeout: 60_000 });
      await bothWidths(page, `invitations-import-${lang}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }

    // Rosa opens her invitation in a browser that never chose a language: it is all Spanish.
    const mail = await waitForMail(server.url, (m) => m.to === rosaEmail('es'));
    expect(mail.subject).toBe('Te invitamos al portal de familias de Riverhawks');
    const link = /https?:\/\/\S+\/login\?lang=es/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    const rosa = await newPage(browser);
    const since = Date.now();
    await rosa.goto(link!.replace(/^https?:\/\/[^/]+/, server.url));
    await rosa.waitForURL(/\/idp\/interaction\//, { timeout: 30_000 });
    await rosa.getByLabel('Correo electrónico').fill(rosaEmail('es'));
    await rosa.getByRole('button', { name: 'Envíame un código' }).click();
    // The code's mail (the invitation may be delivered within the second before `since`).
    const codeMail = await waitForMail(
      server.url,
      (m) =>
        m.to === rosaEmail('es') &&
        m.subject === 'Tu código para entrar a Riverhawks' &&
        new Date(m.createdAt).getTime() >= since - 1000,
    );
    await rosa.getByLabel('Código de acceso').fill(/\b(\d{6})\b/.exec(codeMail.text)![1]!);
    await rosa.getByRole('button', { name: 'Entrar', exact: true }).click();
    await waitForSignedIn(rosa);
    await expect.poll(() => rosa.evaluate(() => document.documentElement.lang)).toBe('es');
    await rosa.getByRole('navigation', { name: 'Principal' }).waitFor();
    await bothWidths(rosa, 'invitations-rosa-signed-in-es');
    const me = await api<{ id: string }>(rosa, 'GET', '/api/me');
    const card = await api<{ phone: string | null }>(rosa, 'GET', `/api/contact/${me.id}`);
    expect(card.phone).toBeTruthy();
    expect(rosa.errors).toEqual([]);
    await rosa.context().close();

    // A re-import whose cells are blank but the name and email: nothing changes.
    const admin = await adminIn('en', '/admin/import-contacts');
    await upload(admin, WORDS.en, 'family-again.csv', [
      FAMILY_HEADER,
      `Rosa,Ruizes,${rosaEmail('es')},,,,,,`,
      `Wren,Ruizes,wren.es@families.riverhawks.test,,,,,,`,
    ]);
    await admin.getByText('Already up to date: 2').waitFor();
    await expect
      .poll(() => admin.getByRole('table', { name: /Contacts to update/ }).count())
      .toBe(0);
    await admin.getByText('There is nothing to import in this file.').waitFor();
    const after = await api<{ phone: string | null; language: string }>(
      admin,
      'GET',
      `/api/contact/${me.id}`,
    );
    expect(after).toMatchObject({ phone: card.phone, language: 'es' });
    expect(admin.errors).toEqual([]);
  });
});
