import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { axeViolations } from '../support/page-checks';
import { startServer, type RunningServer } from '../support/server';
import { signInAs } from '../support/sign-in';

/**
 * An SMTP peer that holds the mail to one address until released, so the ledger can be seen
 * before that delivery goes and then watched as it does. Everything else passes at once.
 */
class HoldingSmtpPeer {
  private server: SMTPServer | undefined;
  private opened: () => void = () => {};
  private readonly gate = new Promise<void>((resolve) => (this.opened = resolve));
  held = '';
  readonly received: string[] = [];
  /** Each recipient's mail subjects, as their mail app shows them. */
  readonly subjects = new Map<string, string[]>();
  url = '';

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const wait = this.held && to.includes(this.held) ? this.gate : Promise.resolve();
          wait
            .then(() => simpleParser(Buffer.concat(chunks)))
            .then((mail) => {
              for (const address of to) {
                this.subjects.set(address, [
                  ...(this.subjects.get(address) ?? []),
                  mail.subject ?? '',
                ]);
              }
              this.received.push(...to);
              callback();
            }, callback);
        });
      },
    });
    this.server.on('error', () => {});
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  release(): void {
    this.opened();
  }

  async stop(): Promise<void> {
    this.release();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

let server: RunningServer;
let browser: Browser;
const peer = new HoldingSmtpPeer();

beforeAll(async () => {
  await peer.start();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: peer.url } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await peer.stop();
});

interface DirectoryEntry {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  affiliation: { name: string } | null;
}

async function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('@@auth0spajs@@') && !k.includes('@@user@@'),
    )!;
    const token = (JSON.parse(localStorage.getItem(key)!) as { body: { access_token: string } })
      .body.access_token;
    const res = await fetch(u, { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()) as unknown;
  }, url) as Promise<T>;
}

/** The header's language switcher (the one shown; the phone menu has its own). */
const language = (page: Page) => page.locator('select.language-switcher__select:visible');

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** Both sizes of the page as it is now, in e2e/artifacts; a dialog as the screen shows it. */
async function shots(page: Page, name: string, dialog = false): Promise<void> {
  for (const [size, viewport] of [
    ['1280', desktop],
    ['390', phone],
  ] as const) {
    await page.setViewportSize(viewport);
    if (dialog) await screenshot(page, `${name}-${size}`, { fullPage: false });
    else {
      // From the top: a page scrolled while filled in draws its sticky header mid-picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `${name}-${size}`);
    }
  }
  await page.setViewportSize(desktop);
}

/** A confirmation with the counts before a staff message goes, a live ledger after. */
describe('staff sending', () => {
  test('staff confirm the counts, follow the toast to the ledger, and watch it go', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'admin', '/message/send');
    await page.getByRole('heading', { name: 'Send a Message' }).waitFor();

    // Two families with unique names: one with a phone, one without (its text is skipped).
    const directory = await apiGet<DirectoryEntry[]>(page, '/api/contact/getall');
    const name = (c: DirectoryEntry) => `${c.firstName} ${c.lastName}`;
    const unique = (c: DirectoryEntry) => directory.filter((d) => name(d) === name(c)).length === 1;
    const withPhone = directory.find((c) => c.email && c.phone && unique(c));
    const noPhone = directory.find((c) => c.email && !c.phone && unique(c));
    expect(withPhone && noPhone).toBeTruthy();
    peer.held = withPhone!.email!.toLowerCase();

    await page.getByLabel('Message type').selectOption('Both');
    const subject = 'Rain plan: batting cages move indoors';
    await page.getByLabel('Subject (optional)').fill(subject);
    const picker = page.getByRole('combobox', { name: 'Recipients' });
    for (const c of [withPhone!, noPhone!]) {
      await picker.fill(name(c));
      await page.getByRole('option', { name: new RegExp(name(c)) }).waitFor();
      await picker.press('Enter');
    }
    await picker.press('Escape');
    const text = page.getByLabel('Message', { exact: true });
    await text.fill('Batting cages open Thursday {5-7 pm}.');
    // The segments, live as staff type (the braces are GSM-7 extension characters), of the text
    // as sent: "Riverhawks: " (12), the message (39), a line break and "Reply STOP to opt out" (21).
    await expect.poll(() => text.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText('As a text: 1 segment, 73 of 160 characters').waitFor();
    await page
      .getByText(/, as sent: with “Riverhawks: ” before it and the opt-out line after it\./)
      .first()
      .waitFor();
    await page.getByLabel('Spanish message (optional)').fill('Jaulas de bateo abiertas el jueves.');
    // The Spanish line's "más" is not GSM-7: 12 + 35 + 1 + 33 = 81 units, two UCS-2 segments.
    await page.getByText('As a text: 2 segments, 81 characters (67 a segment)').waitFor();
    await shots(page, 'staff-send-form-en');

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send this message?' });
    await dialog.waitFor();
    await dialog.getByText('It reaches 2 people.').waitFor();
    const count = async (channel: string) =>
      (await dialog.locator('.send-confirm__channel').filter({ hasText: channel }).textContent())
        ?.replace(/\s+/g, ' ')
        .trim();
    expect(await count('Email')).toBe('Email2');
    expect(await count('SMS')).toBe('SMS1');
    await dialog.getByText('1 delivery will not be made').waitFor();
    await dialog.getByText(`${name(noPhone!)} · SMS: No phone number for this recipient`).waitFor();
    expect(
      await axeViolations(page, 'send dialog', { include: '.modal', allImpacts: true }),
    ).toEqual([]);
    await shots(page, 'staff-send-dialog-en', true);

    // Cancel keeps the draft.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => text.inputValue()).toBe('Batting cages open Thursday {5-7 pm}.');
    await page.getByText('2 selected').first().waitFor();

    // The same in Spanish.
    await language(page).selectOption('es');
    await expect.poll(() => page.getByLabel('Asunto (opcional)').inputValue()).toBe(subject);
    await page.getByText('Como SMS: 2 segmentos, 81 caracteres (67 por segmento)').waitFor();
    await shots(page, 'staff-send-form-es');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    const dialogEs = page.getByRole('alertdialog', { name: '¿Enviar este mensaje?' });
    await dialogEs.getByText('Llega a 2 personas.').waitFor();
    await dialogEs
      .getByText(/Omitido|no tiene número/)
      .first()
      .waitFor();
    await shots(page, 'staff-send-dialog-es', true);
    await dialogEs.getByRole('button', { name: 'Cancelar' }).click();
    await language(page).selectOption('en');

    // Confirm; the toast says queued and links to this message's ledger page.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByRole('button', { name: 'Confirm and send' }).click();
    await page.getByText('message sent!', { exact: true }).waitFor();
    await page.getByText('The messages are queued.').waitFor();
    await page.getByRole('link', { name: 'Follow their delivery' }).click();
    await page.getByRole('heading', { name: 'Message delivery' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/messages\/[0-9a-f-]{36}$/);

    // The held email is not sent yet; it goes once the peer takes it, with no reload.
    await page.evaluate(() => ((globalThis as { stillHere?: boolean }).stillHere = true));
    const row = page.getByRole('row').filter({ hasText: withPhone!.email! });
    const status = row.locator('.status-badge');
    expect(['queued', 'sending']).toContain(await status.textContent());
    await page.getByText('Updating as the deliveries go out…').waitFor();
    await shots(page, 'staff-send-ledger-live-en');
    peer.release();
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('sent');
    await page.getByText('Every delivery is settled.').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (globalThis as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(peer.received).toContain(withPhone!.email!.toLowerCase());
    // The staff's subject, as written, for both families; the ledger names it too.
    for (const c of [withPhone!, noPhone!]) {
      await expect.poll(() => peer.subjects.get(c.email!.toLowerCase())).toEqual([subject]);
    }
    await page.locator('.ledger__subject').getByText(subject, { exact: true }).waitFor();
    // The toast (up for 10 s, so its link can be reached; held while the pointer is on it) is
    // gone before the pictures. The pointer leaves it: toasts sit at the bottom of the screen.
    await page.mouse.move(640, 300);
    await page.getByText('message sent!').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await axeViolations(page, 'ledger', { include: 'main', allImpacts: true })).toEqual([]);
    await shots(page, 'staff-send-ledger-en');
    await language(page).selectOption('es');
    await page.getByRole('heading', { name: 'Entrega del mensaje' }).waitFor();
    await shots(page, 'staff-send-ledger-es');
    // The list of sent messages names it by its subject too.
    await page.getByRole('link', { name: 'Todos los mensajes enviados' }).click();
    await page.getByRole('heading', { name: 'Mensajes enviados' }).waitFor();
    await page.locator('.ledger__subject').getByText(subject, { exact: true }).first().waitFor();
    await shots(page, 'staff-send-ledger-list-es');
    await language(page).selectOption('en');
    await page.getByRole('heading', { name: 'Sent Messages' }).waitFor();
    await shots(page, 'staff-send-ledger-list-en');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
