import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { checkPage } from '../support/page-checks';
import { accessToken } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';
import { switchToSpanish } from '../support/spanish';

let server: PortalServer;
let browser: Browser;
// Its own copy of the seed: the spec creates an event.
portalForSpec((p) => ({ server, browser } = p), { own: true });

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const WIDTHS = [1280, 390] as const;

/** A call as the signed-in member, with its status and message (the SPA's door, any answer). */
async function call(page: Page, method: string, url: string, language = 'en', body?: unknown) {
  const token = await accessToken(page);
  const res = await fetch(server.url + url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': language,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const message = text.startsWith('{') ? (JSON.parse(text) as { message?: string }).message : '';
  return { status: res.status, message, text };
}

type Summary = { id: string; name: string };
type Detail = { data: { teams?: number[] } };
const events = async (page: Page) =>
  JSON.parse((await call(page, 'GET', '/api/event/getall')).text) as Summary[];
const teamsOf = async (page: Page, id: string) =>
  (JSON.parse((await call(page, 'GET', `/api/event/${id}`)).text) as Detail).data.teams ?? [];

/** A club-wide event of the seed (no teams): the manager sees it but may not change it. */
async function clubWideEvent(page: Page): Promise<Summary> {
  for (const e of await events(page)) if (!(await teamsOf(page, e.id)).length) return e;
  throw new Error('the seed has no club-wide event');
}

describe("a team manager's limits", () => {
  test('Sam Staff creates a 12U practice and sees its RSVP list; admin tools, contacts admin and a club-wide event stay closed, in English and Spanish at 1280 and 390 px', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, 'staff', '/events/new');

    // The form offers only the team he manages, already chosen.
    const teams = page.getByRole('group', { name: 'Teams' });
    const u12 = teams.getByRole('checkbox', { name: '12U Riverhawks' });
    await u12.waitFor();
    expect(await teams.getByRole('checkbox').count()).toBe(1);
    expect(await u12.isChecked()).toBe(true);
    await page.getByLabel('Name', { exact: true }).fill('12U extra practice');
    const day = new Date(Date.now() + 9 * 86400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page
      .getByLabel('Date and time')
      .fill(`${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T09:30`);
    for (const width of WIDTHS) await checkPage(page, 'team-manager-form-en', width);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Without a team the form says so before anything is sent.
    await u12.uncheck();
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Choose at least one of your teams.').waitFor();
    await u12.check();
    await page.getByRole('button', { name: 'Create Event' }).click();
    await toast(page, 'Event created!').waitFor();

    const practice = (await events(page)).find((e) => e.name === '12U extra practice')!;
    expect(await teamsOf(page, practice.id)).toHaveLength(1);

    // His event: Edit and the whole RSVP list, with the CSV.
    await page.goto(`${server.url}/events/${practice.id}`);
    await page.getByRole('heading', { name: 'Responses', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).waitFor();
    expect((await call(page, 'GET', `/api/rsvp/event/${practice.id}/csv`)).status).toBe(200);
    for (const width of WIDTHS) await checkPage(page, 'team-manager-event-en', width);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A club-wide event: no Edit, no list; its edit page and the server refuse him.
    const club = await clubWideEvent(page);
    await page.goto(`${server.url}/events/${club.id}`);
    await page.getByRole('heading', { name: club.name }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Responses', exact: true }).count()).toBe(0);
    await page.goto(`${server.url}/events/${club.id}/edit`);
    await page
      .getByRole('heading', { name: 'You do not have permission to view this content' })
      .waitFor();
    const refused = await call(page, 'PUT', `/api/event/update/${club.id}`, 'en', {
      name: 'Renamed by a manager',
      date: new Date(Date.now() + 86400_000).toISOString(),
    });
    expect([refused.status, refused.message]).toEqual([
      403,
      'Only an administrator can change a club-wide event',
    ]);
    const list = await call(page, 'GET', `/api/rsvp/event/${club.id}/list`);
    expect(list.status).toBe(403);

    // Admin tools and the contacts admin: the no-permission page, and the server says no.
    for (const path of ['/admin', '/contacts/new']) {
      await page.goto(server.url + path);
      await page
        .getByRole('heading', { name: 'You do not have permission to view this content' })
        .waitFor();
    }
    for (const width of WIDTHS) await checkPage(page, 'team-manager-refused-en', width);
    expect((await call(page, 'POST', '/api/contact/create', 'en', {})).status).toBe(403);
    expect((await call(page, 'GET', '/api/admin/audit-log?limit=5')).status).toBe(403);

    // The same in Spanish.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server.url);
    await switchToSpanish(page);
    await page.goto(`${server.url}/events/${practice.id}`);
    await page.getByRole('heading', { name: 'Respuestas', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Editar' }).waitFor();
    for (const width of WIDTHS) await checkPage(page, 'team-manager-event-es', width);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/events/new`);
    const equipos = page.getByRole('group', { name: 'Equipos' });
    await equipos.getByRole('checkbox', { name: '12U Riverhawks' }).waitFor();
    await equipos.getByText('Administras estos equipos').waitFor();
    for (const width of WIDTHS) await checkPage(page, 'team-manager-form-es', width);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/admin`);
    await page
      .getByRole('heading', { name: 'No tienes permiso para ver este contenido' })
      .waitFor();
    for (const width of WIDTHS) await checkPage(page, 'team-manager-refused-es', width);
    const refusedEs = await call(page, 'DELETE', `/api/event/${club.id}`, 'es');
    expect([refusedEs.status, refusedEs.message]).toEqual([
      403,
      'Solo un administrador puede cambiar un evento de todo el club',
    ]);
    expect(page.errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await page.context().close();
  });

  test('Sam Staff messages the 12U families from the schedule: all of them chosen, nobody else; another team’s families refused, in English and Spanish at 1280 and 390 px', async () => {
    const page = await newPage(browser);
    await page.addInitScript(() => localStorage.setItem('dugout.events.view', 'schedule'));
    await signInAs(page, server.url, 'staff', '/events/all');
    const toFamilies = page.getByRole('link', { name: 'Message team families' });
    await toFamilies.waitFor();
    for (const width of WIDTHS) await checkPage(page, 'team-manager-schedule-en', width);
    await page.setViewportSize({ width: 1280, height: 800 });
    await toFamilies.click();
    await page.getByRole('heading', { name: 'Send a Message' }).waitFor();

    // Only his team, its families all chosen: Mia's mother among them, Noah (first team) not.
    const sendTo = page.getByLabel('Send to', { exact: true });
    await expect
      .poll(() => sendTo.locator('option').allTextContents())
      .toEqual(['Families of 12U Riverhawks']);
    const chips = page.getByRole('list', { name: 'Chosen recipients' }).getByRole('button');
    const chosen = () => chips.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    await expect.poll(chosen).toContain('Remove Fiona Family');
    await expect.poll(chosen).toContain('Remove Mia Pemberton');
    expect(await chosen()).not.toContain('Remove Noah Pemberton');
    const chosenCount = (await chosen()).length;
    expect(chosenCount).toBeGreaterThan(2);
    // The ledger is the admins': no link to it.
    expect(await page.getByRole('link', { name: 'Sent messages' }).count()).toBe(0);
    for (const width of WIDTHS) await checkPage(page, 'team-manager-message-en', width);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByLabel('Message type').selectOption('Email');
    await page.getByLabel('Message', { exact: true }).fill('12U practice moves to 6 PM.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send this message?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Confirm and send' }).click();
    await toast(page, 'message sent!').waitFor();

    // The server: the 12U's families are his; the first team's are not, nor is Noah.
    const teams = JSON.parse((await call(page, 'GET', '/api/teams')).text) as {
      id: number;
      name: string;
    }[];
    const first = teams.find((t) => t.name === 'Riverhawks')!;
    const u12 = teams.find((t) => t.name === '12U Riverhawks')!;
    const families = await call(page, 'GET', `/api/teams/${u12.id}/families`);
    expect(families.status).toBe(200);
    expect((JSON.parse(families.text) as unknown[]).length).toBe(chosenCount);
    const others = await call(page, 'GET', `/api/teams/${first.id}/families`, 'es');
    expect([others.status, others.message]).toEqual([
      403,
      'Solo un administrador o el administrador del equipo puede ver sus familias',
    ]);

    // The same page in Spanish.
    await page.goto(server.url);
    await switchToSpanish(page);
    await page.goto(`${server.url}/message/send`);
    const enviarA = page.getByLabel('Enviar a', { exact: true });
    await expect
      .poll(() => enviarA.locator('option').allTextContents())
      .toEqual(['Familias de 12U Riverhawks']);
    await expect
      .poll(() =>
        page.getByRole('list', { name: 'Destinatarios elegidos' }).getByRole('button').count(),
      )
      .toBe(chosenCount);
    for (const width of WIDTHS) await checkPage(page, 'team-manager-message-es', width);
    expect(page.errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await page.context().close();
  });
});
