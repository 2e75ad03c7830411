import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { memberPage, TEAM_ZONE, toast } from '../support/member-page';
import { checkPage, smallControls } from '../support/page-checks';
import { accessToken, api } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { DRAWING_CHECKS } from '../support/scope';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * Game-day duties: the 12U team's manager (Sam Staff) adds a duty to the demo's 12U game, Fiona
 * Family (whose child plays on 12U) is offered herself and the father, never a child, signs up
 * and withdraws; the manager assigns her, closes withdrawing (her page, still offering it, is
 * refused) and takes her off; she sees her family's duties under "My duties" on her profile and
 * home (the demo's snacks on the next home game). Then the last slot of a duty on the club's home
 * game (the other taken by a parent kept out of the directory: "A volunteer" to Fiona), clicked
 * by four pages at once: exactly one gets it. English and Spanish, 1280 and 390 px; on PGlite
 * and PostgreSQL (the race is the database's lock).
 */

let server: PortalServer;
let browser: Browser;
// Its own server: it adds duties and sign-ups to a seeded event.
portalForSpec((p) => ({ server, browser } = p), { own: true });

/** The demo's 12U game (team-events-seed.ts), as the signed-in member lists it. */
async function twelveUGame(page: Page): Promise<string> {
  const token = await accessToken(page);
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString();
  const all = (await page.evaluate(
    async ([url, auth]) => {
      const res = await fetch(url!, { headers: { authorization: `Bearer ${auth}` } });
      return res.json();
    },
    [`${server.url}/api/event/getall?from=${from}&to=${to}`, token],
  )) as { id: string; name: string }[];
  return all.find((e) => e.name === '12U Game')!.id;
}

/** The team's calendar day `days` from today ("2026-11-27"), as a date field takes it. */
const teamDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TEAM_ZONE.timezoneId }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const WORDS = {
  en: {
    duty: { en: 'Water bottles', es: 'Botellas de agua' },
    shown: 'Water bottles',
    title: 'Volunteer duties',
    add: 'Add a duty',
    nameEn: 'Name in English',
    nameEs: 'Name in Spanish',
    slots: 'How many people',
    save: 'Save duty',
    saved: 'The duty was saved.',
    open: '0 of 2 taken',
    one: '1 of 2 taken',
    signUp: 'Sign up for Water bottles',
    signUpFather: 'Sign up Gavin Pemberton for Water bottles',
    signedUp: 'Fiona Family is signed up for Water bottles.',
    withdraw: 'Withdraw Fiona Family from Water bottles',
    withdrawn: 'Fiona Family is no longer signed up for Water bottles.',
    assign: 'Assign',
    edit: 'Edit Water bottles',
    closes: 'Withdraw until (optional)',
    closed: 'Sign-ups can no longer be withdrawn',
    refused: /Withdrawing from “Water bottles” closed at .+: ask a team manager\./,
    remove: 'Remove Fiona Family from Water bottles',
    mine: 'My duties',
    mineLine: 'Fiona Family: Snacks',
  },
  es: {
    duty: { en: 'Photos', es: 'Fotos' },
    shown: 'Fotos',
    title: 'Tareas de voluntarios',
    add: 'Agregar una tarea',
    nameEn: 'Nombre en inglés',
    nameEs: 'Nombre en español',
    slots: 'Cuántas personas',
    save: 'Guardar tarea',
    saved: 'Se guardó la tarea.',
    open: '0 de 2 ocupados',
    one: '1 de 2 ocupados',
    signUp: 'Apuntarme para Fotos',
    signUpFather: 'Apuntar a Gavin Pemberton para Fotos',
    signedUp: 'Listo: Fiona Family está en Fotos.',
    withdraw: 'Retirar a Fiona Family de Fotos',
    withdrawn: 'Fiona Family ya no está en Fotos.',
    assign: 'Asignar',
    edit: 'Editar Fotos',
    closes: 'Se puede retirar hasta (opcional)',
    closed: 'Ya no es posible retirarse',
    refused: /El plazo para retirarse de «Fotos» cerró el .+: pídeselo a un encargado del equipo\./,
    remove: 'Quitar a Fiona Family de Fotos',
    mine: 'Mis tareas',
    mineLine: 'Fiona Family: Merienda',
  },
} as const;

/** The duty's read, as far as these tests look at it. */
interface EventDuties {
  duties: { id: number; volunteers: { name: string }[] }[];
  assignable: { contactId: string; name: string }[];
}

/** The browser logs each refused call; a duty's refusal (409: just taken, closed) is the test's. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/status of 409 \(Conflict\).*\/api\/duties\//.test(e));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const RACE = {
  en: {
    duty: { nameEn: 'Ice packs', nameEs: 'Bolsas de hielo' },
    shown: 'Ice packs',
    volunteer: 'A volunteer',
    one: '1 of 2 taken',
    full: '2 of 2 taken',
    signUp: 'Sign up for Ice packs',
    signUpFather: 'Sign up Gavin Pemberton for Ice packs',
    signedUp: (name: string) => `${name} is signed up for Ice packs.`,
    justTaken: 'Sorry, the last slot of “Ice packs” was just taken.',
  },
  es: {
    duty: { nameEn: 'Umbrellas', nameEs: 'Sombrillas' },
    shown: 'Sombrillas',
    volunteer: 'Un voluntario',
    one: '1 de 2 ocupados',
    full: '2 de 2 ocupados',
    signUp: 'Apuntarme para Sombrillas',
    signUpFather: 'Apuntar a Gavin Pemberton para Sombrillas',
    signedUp: (name: string) => `Listo: ${name} está en Sombrillas.`,
    justTaken: 'Lo sentimos, alguien acaba de tomar el último lugar de «Sombrillas».',
  },
} as const;

/**
 * The first test's routes are proven on PostgreSQL by the API tests, and the rest of it is the
 * pages' drawing: only the race, the database's lock, runs again there (support/scope.ts).
 */
const drawnOnly = test.skipIf(!DRAWING_CHECKS);

describe('game-day duties', () => {
  for (const lang of ['en', 'es'] as const) {
    const words = WORDS[lang];
    drawnOnly(`a manager adds a duty; a family signs up and withdraws (${lang})`, async () => {
      const staff = await newPage(browser, TEAM_ZONE);
      if (lang === 'es') await staff.addInitScript(() => localStorage.setItem('language', 'es'));
      await signInAs(staff, server.url, 'staff', '/login', { reuse: true });
      const eventId = await twelveUGame(staff);
      await staff.goto(`${server.url}/events/${eventId}`);
      await staff.getByRole('heading', { name: words.title }).waitFor();
      await staff.getByRole('button', { name: words.add }).click();
      await staff.getByLabel(words.nameEn).fill(words.duty.en);
      await staff.getByLabel(words.nameEs).fill(words.duty.es);
      await staff.getByLabel(words.slots).fill('2');
      await staff.getByRole('button', { name: words.save }).click();
      await toast(staff, words.saved);
      const duty = staff.getByRole('listitem', { name: words.shown });
      await duty.getByText(words.open).waitFor();
      // The manager's Assign choice: the game's adults (Fiona among them), never a child (Mia).
      const people = duty.getByRole('combobox');
      await expect.poll(() => people.locator('option').allTextContents()).toContain('Fiona Family');
      const offered = await people.locator('option').allTextContents();
      expect(offered.filter((name) => /^(Mia|Noah|Shannon) /.test(name))).toEqual([]);
      for (const width of [1280, 390]) await checkPage(staff, `duties-manager-${lang}`, width);
      expect(await smallControls(staff, `duties manager ${lang}`)).toEqual([]);
      expect(staff.errors).toEqual([]);

      const family = await newPage(browser, TEAM_ZONE);
      if (lang === 'es') await family.addInitScript(() => localStorage.setItem('language', 'es'));
      await signInAs(family, server.url, 'family', `/events/${eventId}`, { reuse: true });
      const mine = family.getByRole('listitem', { name: words.shown });
      await mine.getByText(words.open).waitFor();
      // The choice offers her household's adults (Fiona, then Gavin, the father), never a child.
      await mine.getByRole('button', { name: words.signUpFather }).waitFor();
      for (const child of ['Noah', 'Shannon', 'Mia']) {
        expect(await mine.getByRole('button', { name: child }).count(), child).toBe(0);
      }
      for (const width of [1280, 390]) await checkPage(family, `duties-choice-${lang}`, width);
      await mine.getByRole('button', { name: words.signUp }).click();
      await toast(family, words.signedUp);
      await mine.getByText(words.one).waitFor();
      await mine.getByText('Fiona Family').waitFor();
      for (const width of [1280, 390]) await checkPage(family, `duties-family-${lang}`, width);
      expect(await smallControls(family, `duties family ${lang}`)).toEqual([]);
      await mine.getByRole('button', { name: words.withdraw }).click();
      await toast(family, words.withdrawn);
      await mine.getByText(words.open).waitFor();

      // The manager assigns her through the Assign choice; her page shows her Withdraw.
      await people.selectOption({ label: 'Fiona Family' });
      await duty.getByRole('button', { name: words.assign, exact: true }).click();
      await toast(staff, words.signedUp);
      await family.reload();
      const withdraw = mine.getByRole('button', { name: words.withdraw });
      await withdraw.waitFor();
      // The manager closes withdrawing (a cut-off already passed, yesterday evening) while her
      // page still offers it: the server refuses her, in her language, and her page then says so.
      await duty.getByRole('button', { name: words.edit }).click();
      await duty.getByLabel(words.closes).fill(`${teamDay(-1)}T18:00`);
      await duty.getByRole('button', { name: words.save }).click();
      await toast(staff, words.saved);
      await withdraw.click();
      await family.getByRole('status').filter({ hasText: words.refused }).first().waitFor();
      await mine.getByText(words.closed).waitFor();
      await withdraw.waitFor({ state: 'detached' });
      for (const width of [1280, 390]) await checkPage(family, `duties-closed-${lang}`, width);
      // A manager takes anyone off, cut-off or not.
      await duty.getByRole('button', { name: words.remove }).click();
      await toast(staff, words.withdrawn);
      await duty.getByText(words.open).waitFor();
      expect(staff.errors).toEqual([]);

      // Her family's duties: the demo's snacks on the next home game, on her profile and home.
      await family.goto(`${server.url}/profile`);
      const card = family.getByRole('region', { name: words.mine });
      await card.getByText(words.mineLine).waitFor();
      for (const width of [1280, 390]) await checkPage(family, `duties-mine-${lang}`, width);
      await family.goto(`${server.url}/`);
      await card.getByText(words.mineLine).waitFor();
      for (const width of [1280, 390]) await checkPage(family, `duties-home-${lang}`, width);
      expect(unexpected(family.errors)).toEqual([]);
    });
  }

  for (const lang of ['en', 'es'] as const) {
    const words = RACE[lang];
    test(`the last slot, clicked by four at once: exactly one gets it (${lang})`, async () => {
      const admin = await memberPage(browser, server.url, 'admin', lang);
      const family = await memberPage(browser, server.url, 'family', lang);
      // The club's next home game: the one of Fiona's snacks.
      const mine = await api<{ nameEn: string; event: { id: string } }[]>(
        family,
        'GET',
        '/api/duties/mine',
      );
      const eventId = mine.find((d) => d.nameEn === 'Snacks')!.event.id;
      const created = await api<{ id: number }>(admin, 'POST', `/api/event/${eventId}/duties`, {
        ...words.duty,
        slots: 2,
      });
      // One slot taken by an adult of the game whom the directory hides from other families.
      const directory = await api<{ id: string; hideContactFromOthers: boolean }[]>(
        admin,
        'GET',
        '/api/contact/getall',
      );
      const hidden = new Set(directory.filter((c) => c.hideContactFromOthers).map((c) => c.id));
      const duties = await api<EventDuties>(admin, 'GET', `/api/event/${eventId}/duties`);
      // Named once among them (the demo has namesakes), so the name on the page is theirs.
      const kept = duties.assignable.find(
        (p) =>
          hidden.has(p.contactId) &&
          duties.assignable.filter((other) => other.name === p.name).length === 1,
      );
      expect(kept, 'an adult of the home game hidden from the directory').toBeDefined();
      await api(admin, 'POST', `/api/duties/${created.id}/signups`, { contactId: kept!.contactId });

      const father = await memberPage(browser, server.url, 'family', lang);
      const staff = await memberPage(browser, server.url, 'staff', lang);
      const pages = [family, father, staff, admin];
      await Promise.all(pages.map((page) => page.goto(`${server.url}/events/${eventId}`)));
      const item = (page: Page) => page.getByRole('listitem', { name: words.shown });
      // Fiona reads "A volunteer", never the name; the admin, who sees every contact, the name.
      await item(family).getByText(words.volunteer, { exact: true }).waitFor();
      expect(await item(family).getByText(kept!.name).count()).toBe(0);
      await item(admin).getByRole('listitem').getByText(kept!.name, { exact: true }).waitFor();
      // Taken, so no longer offered in the manager's Assign choice.
      expect(await item(admin).locator(`option[value="${kept!.contactId}"]`).count()).toBe(0);

      const racers = [
        { page: family, name: 'Fiona Family', button: words.signUp },
        { page: father, name: 'Gavin Pemberton', button: words.signUpFather },
        { page: staff, name: 'Sam Staff', button: words.signUp },
        { page: admin, name: 'Alex Admin', button: words.signUp },
      ].map((r) => ({ ...r, button: item(r.page).getByRole('button', { name: r.button }) }));
      for (const r of racers) {
        await item(r.page).getByText(words.one).waitFor();
        await r.button.waitFor();
      }
      await Promise.all(racers.map((r) => r.button.click()));
      const said = await Promise.all(
        racers.map(async (r) => {
          const answer = r.page
            .getByRole('status')
            .filter({
              hasText: new RegExp(`${escape(words.signedUp(r.name))}|${escape(words.justTaken)}`),
            })
            .first();
          await answer.waitFor({ timeout: 15_000 });
          return (await answer.textContent()) ?? '';
        }),
      );
      const winners = racers.filter((r, i) => said[i]!.includes(words.signedUp(r.name)));
      expect(winners, said.join(' | ')).toHaveLength(1);
      expect(said.filter((s) => s.includes(words.justTaken))).toHaveLength(3);
      // Every page reads the duty again: full, never over, and no Sign up left.
      for (const r of racers) {
        await item(r.page).getByText(words.full).waitFor();
        await r.button.waitFor({ state: 'detached' });
      }
      const after = await api<EventDuties>(admin, 'GET', `/api/event/${eventId}/duties`);
      const volunteers = after.duties.find((d) => d.id === created.id)!.volunteers;
      expect(volunteers.map((v) => v.name).sort()).toEqual([kept!.name, winners[0]!.name].sort());
      for (const width of [1280, 390]) await checkPage(family, `duties-race-${lang}`, width);
      for (const page of pages) {
        expect(unexpected(page.errors), page.url()).toEqual([]);
        await page.context().close();
      }
    });
  }
});
