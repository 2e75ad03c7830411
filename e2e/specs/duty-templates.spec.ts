import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { checkPage, smallControls } from '../support/page-checks';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * The manager's side of game-day duties: the 12U team's manager (Sam Staff) creates a season
 * template for 12U, applies it to the team's coming home games (the count first, then the
 * toast), sees the season's unfilled duties and asks the 12U game's families to volunteer; Fiona
 * Family (her child plays on 12U, nobody of hers is on the game's duties) gets the message with
 * a link to the game; the season's duties download as CSV in the page's language. English and Spanish, 1280 and 390 px.
 */

let server: PortalServer;
let browser: Browser;
// Its own server: it adds a template, duties on the demo's games, and sends messages.
portalForSpec((p) => ({ server, browser } = p), { own: true });

const TEAM_ZONE = { timezoneId: 'America/New_York' };

const WORDS = {
  en: {
    template: 'Playoff push',
    duty: { en: 'Water cooler', es: 'Nevera de agua' },
    shown: 'Water cooler',
    templatesTitle: 'Duty templates',
    add: 'New template',
    name: 'Template name',
    nameEn: 'Name in English',
    nameEs: 'Name in Spanish',
    slots: 'How many people',
    time: 'Time',
    save: 'Save template',
    created: 'The template was created.',
    apply: 'Apply Playoff push to home games',
    preview: /^\d+ coming home games?\. Duties to add: \d+\. Already there, to be updated: 0\.$/,
    yes: 'Apply',
    applied: /^Applied to \d+ home games?\. Duties added: \d+\.$/,
    unfilledLink: 'See unfilled duties',
    unfilledTitle: 'Unfilled duties',
    event: '12U Game',
    open: '2 of 2 open',
    ask: 'Ask families to volunteer for 12U Game',
    asked: /^Message sent to \d+ (person|people)\.$/,
    csvSeason: 'Season of the CSV',
    current: /^.+ \(current\)$/,
    csv: 'Download the season’s duties (CSV)',
    csvFile: 'duties.csv',
    csvHeader: /^\uFEFFEvent Date \(America\/New_York\),Event,Teams,Duty,/,
  },
  es: {
    template: 'Final de temporada',
    duty: { en: 'Photos', es: 'Fotos' },
    shown: 'Fotos',
    templatesTitle: 'Plantillas de tareas',
    add: 'Nueva plantilla',
    name: 'Nombre de la plantilla',
    nameEn: 'Nombre en inglés',
    nameEs: 'Nombre en español',
    slots: 'Cuántas personas',
    time: 'Hora',
    save: 'Guardar plantilla',
    created: 'Se creó la plantilla.',
    apply: 'Aplicar Final de temporada a los partidos en casa',
    preview:
      /^\d+ próximos? partidos? en casa\. Tareas por agregar: \d+\. Ya están y se actualizarán: 0\.$/,
    yes: 'Aplicar',
    applied: /^Aplicada a \d+ partidos? en casa\. Tareas agregadas: \d+\.$/,
    unfilledLink: 'Ver las tareas sin cubrir',
    unfilledTitle: 'Tareas sin cubrir',
    event: 'Partido 12U',
    open: '2 libres de 2',
    ask: 'Pedir voluntarios a las familias para Partido 12U',
    asked: /^Mensaje enviado a \d+ personas?\.$/,
    csvSeason: 'Temporada del CSV',
    current: /^.+ \(actual\)$/,
    csv: 'Descargar las tareas de la temporada (CSV)',
    csvFile: 'tareas.csv',
    csvHeader: /^\uFEFFFecha del evento \(America\/New_York\),Evento,Equipos,Tarea,/,
  },
} as const;

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });

describe('duty templates and the unfilled list', () => {
  for (const lang of ['en', 'es'] as const) {
    const words = WORDS[lang];
    test(`a manager creates a template, applies it, and asks families (${lang})`, async () => {
      const staff = await newPage(browser, TEAM_ZONE);
      if (lang === 'es') await staff.addInitScript(() => localStorage.setItem('language', 'es'));
      await signInAs(staff, server.url, 'staff', '/duties/templates', { reuse: true });
      await staff.getByRole('heading', { name: words.templatesTitle, level: 1 }).waitFor();
      await staff.getByRole('button', { name: words.add }).click();
      await staff.getByLabel(words.name, { exact: true }).fill(words.template);
      await staff.getByLabel(words.nameEn, { exact: true }).fill(words.duty.en);
      await staff.getByLabel(words.nameEs, { exact: true }).fill(words.duty.es);
      await staff.getByLabel(words.slots, { exact: true }).fill('2');
      await staff.getByLabel(words.time, { exact: true }).selectOption('45');
      for (const width of [1280, 390]) await checkPage(staff, `duty-template-form-${lang}`, width);
      await staff.getByRole('button', { name: words.save }).click();
      await toast(staff, words.created);

      await staff.getByRole('button', { name: words.apply }).click();
      const dialog = staff.getByRole('alertdialog');
      await dialog.getByText(words.preview).waitFor();
      for (const width of [1280, 390]) await checkPage(staff, `duty-template-apply-${lang}`, width);
      await dialog.getByRole('button', { name: words.yes, exact: true }).click();
      await toast(staff, words.applied);
      for (const width of [1280, 390]) await checkPage(staff, `duty-templates-${lang}`, width);
      expect(await smallControls(staff, `duty templates ${lang}`)).toEqual([]);

      await staff.getByRole('link', { name: words.unfilledLink }).click();
      await staff.getByRole('heading', { name: words.unfilledTitle, level: 1 }).waitFor();
      const game = staff.getByRole('listitem').filter({
        has: staff.getByRole('link', { name: words.event, exact: true }),
      });
      await game.getByText(words.shown, { exact: true }).waitFor();
      await game.getByText(words.open).first().waitFor();
      // The demo club has a past season: the CSV's season is a choice, the current one first.
      const season = staff.getByLabel(words.csvSeason);
      await season.locator('option').nth(1).waitFor({ state: 'attached' });
      expect((await season.locator('option').allTextContents())[0]).toMatch(words.current);
      for (const width of [1280, 390]) await checkPage(staff, `duties-unfilled-${lang}`, width);
      expect(await smallControls(staff, `unfilled duties ${lang}`)).toEqual([]);
      // The current season's CSV, headed and named in the page's language.
      const [download] = await Promise.all([
        staff.waitForEvent('download'),
        staff.getByRole('button', { name: words.csv }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(words.csvFile);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toMatch(words.csvHeader);
      expect(csv).toContain(words.shown);
      await game.getByRole('button', { name: words.ask }).click();
      await toast(staff, words.asked);
      expect(staff.errors).toEqual([]);

      // Fiona Family, whose household has nobody on the 12U game's duties, is asked by email.
      const mail = await waitForMail(
        server.url,
        (m) =>
          m.to === 'family@riverhawks.test' &&
          m.subject === 'Volunteers needed: 12U Game' &&
          m.text.includes(`${words.duty.en}: 2 spots open`),
      );
      expect(mail.text).toMatch(/\/events\/[0-9a-f-]{36}/);
    });
  }
});
