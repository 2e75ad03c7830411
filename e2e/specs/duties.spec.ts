import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { TEAM_ZONE, toast } from '../support/member-page';
import { checkPage, smallControls } from '../support/page-checks';
import { accessToken } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * Game-day duties: the 12U team's manager (Sam Staff) adds a duty to the demo's 12U game, Fiona
 * Family (whose child plays on 12U) is offered herself and the father, never a child, signs up
 * and withdraws, and sees her family's duties under
 * "My duties" (the demo's snacks on the next home game). English and Spanish, 1280 and 390 px.
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
    mine: 'Mis tareas',
    mineLine: 'Fiona Family: Merienda',
  },
} as const;

describe('game-day duties', () => {
  for (const lang of ['en', 'es'] as const) {
    const words = WORDS[lang];
    test(`a manager adds a duty; a family signs up and withdraws (${lang})`, async () => {
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

      // Her family's duties: the demo's snacks on the next home game.
      await family.goto(`${server.url}/profile`);
      const card = family.getByRole('region', { name: words.mine });
      await card.getByText(words.mineLine).waitFor();
      for (const width of [1280, 390]) await checkPage(family, `duties-mine-${lang}`, width);
      expect(family.errors).toEqual([]);
    });
  }
});
