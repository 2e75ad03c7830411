import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { checkDrawn } from '../support/page-checks';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * Game day: a family member on a 390 px phone opens Events, sees the next games
 * with times and venues, taps one, sees the address with a map link, and answers Yes for one
 * child and No for another; the admin sees both answers and the not-answered list. In English
 * and in Spanish (a different game each), axe clean on every screen on the way, nothing
 * scrolling sideways. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

let server: PortalServer;
let browser: Browser;

portalForSpec((p) => ({ server, browser } = p));

const PHONE = { width: 390, height: 844 };
/**
 * Buttons fade their colours for 0.15 s; axe run just after a tap read the pressed No mid-fade
 * (color-contrast: .rsvp--no, now and then on a busy machine). Reduced motion makes it instant.
 */
const STILL = { reducedMotion: 'reduce' as const };

const RUNS = [
  {
    language: 'en',
    game: 0,
    openMenu: 'Open menu',
    events: 'Events',
    upcoming: 'Upcoming',
    where: 'Where',
    openMap: (venue: string) => `Open ${venue} in Google Maps (opens in a new tab)`,
    household: 'Your household',
    yes: 'Yes',
    no: 'No',
    answered: (status: string, name: string) => `${status} for ${name}`,
    setStatus: (name: string, status: string) => `Set ${name} to ${status}`,
    notAnswered: /^Not answered \(\d+\)$/,
    showNotAnswered: /^Show the \d+ (person|people) who ha(s|ve) not answered$/,
  },
  {
    language: 'es',
    game: 1,
    openMenu: 'Abrir menú',
    events: 'Eventos',
    upcoming: 'Próximos',
    where: 'Dónde',
    openMap: (venue: string) => `Abrir ${venue} en Google Maps (se abre en una pestaña nueva)`,
    household: 'Tu hogar',
    yes: 'Sí',
    no: 'No',
    answered: (status: string, name: string) => `${status} para ${name}`,
    setStatus: (name: string, status: string) => `Poner ${status} a ${name}`,
    notAnswered: /^Sin respuesta \(\d+\)$/,
    showNotAnswered: /^Mostrar (la|las) \d+ personas? que no ha(n)? respondido$/,
  },
] as const;

describe('Game day', () => {
  for (const run of RUNS) {
    test(`${run.language}: a family answers for two children on a phone; the admin sees both`, async () => {
      // The family member, on a phone.
      const phone = await newPage(browser, { viewport: PHONE, ...STILL });
      if (run.language === 'es') {
        await phone.addInitScript(() => localStorage.setItem('language', 'es'));
      }
      await signInAs(phone, server.url, 'family');
      await phone.getByRole('button', { name: run.openMenu }).click();
      await phone.getByRole('link', { name: run.events, exact: true }).click();
      await phone.waitForURL(/\/events\/all$/);
      await phone.getByRole('heading', { level: 2, name: run.upcoming }).waitFor();

      // The next games, with times and venues.
      const upcoming = phone.locator('.event-schedule ol.schedule-list').first();
      const games = upcoming
        .locator(':scope > li')
        .filter({ has: phone.locator('.schedule-badge--home, .schedule-badge--away') });
      await games.first().waitFor();
      await expect.poll(() => games.count()).toBeGreaterThan(run.game + 1);
      for (const row of (await games.all()).slice(0, 3)) {
        await expect
          .poll(() => row.locator('.schedule-row__time').textContent())
          .toMatch(/^\d{1,2}:\d\d/);
        expect((await row.locator('.schedule-row__venue').textContent())!.trim()).not.toBe('');
      }
      await checkDrawn(phone, `game-day-schedule-${run.language}-390`);

      // Tap one: the address with a map link.
      const game = games.nth(run.game);
      const gameName = (await game.getByRole('link').textContent())!;
      const venue = (await game.locator('.schedule-row__venue').innerText())
        .replace(/^.*:\s*/, '')
        .trim();
      await game.getByRole('link').click();
      await phone.waitForURL(/\/events\/[0-9a-f-]{36}$/);
      const eventPath = new URL(phone.url()).pathname;
      await phone.getByRole('heading', { level: 1, name: gameName }).waitFor();
      const where = phone.getByRole('region', { name: run.where });
      await where.waitFor();
      expect((await where.locator('address').textContent())!.trim()).not.toBe('');
      const map = where.getByRole('link', { name: run.openMap(venue) });
      await expect
        .poll(() => map.getAttribute('href'))
        .toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);

      // Yes for one child, No for the other.
      const household = phone.getByRole('list', { name: run.household });
      await household.waitFor();
      await household
        .getByRole('button', { name: run.answered(run.yes, 'Noah Pemberton') })
        .click();
      await household
        .getByRole('button', { name: run.answered(run.yes, 'Noah Pemberton'), pressed: true })
        .waitFor();
      await household.getByRole('button', { name: run.answered(run.no, 'Mia Pemberton') }).click();
      await household
        .getByRole('button', { name: run.answered(run.no, 'Mia Pemberton'), pressed: true })
        .waitFor();
      await checkDrawn(phone, `game-day-event-family-${run.language}-390`);

      // Back on the schedule, the game's row carries both answers.
      await phone.goBack();
      const row = phone
        .locator('.event-schedule ol.schedule-list')
        .first()
        .locator(':scope > li')
        .filter({ has: phone.locator(`a[href="${eventPath}"]`) });
      await expect
        .poll(async () =>
          (await row.locator('.schedule-row__answers').innerText()).replace(/\s+/g, ' '),
        )
        .toMatch(new RegExp(`Noah: ${run.yes}(?!\\p{L}).*Mia: ${run.no}(?!\\p{L})`, 'u'));
      expect(phone.errors).toEqual([]);
      await phone.context().close();

      // The admin sees both answers and who has not answered.
      const admin = await newPage(browser, STILL);
      if (run.language === 'es') {
        await admin.addInitScript(() => localStorage.setItem('language', 'es'));
      }
      await signInAs(admin, server.url, 'admin', eventPath);
      await admin
        .getByRole('row', { name: /Noah Pemberton/ })
        .getByRole('button', { name: run.setStatus('Noah Pemberton', run.yes), pressed: true })
        .waitFor();
      await admin
        .getByRole('row', { name: /Mia Pemberton/ })
        .getByRole('button', { name: run.setStatus('Mia Pemberton', run.no), pressed: true })
        .waitFor();
      await admin.getByRole('heading', { level: 3, name: run.notAnswered }).waitFor();
      await admin.getByText(run.showNotAnswered).click();
      const waiting = admin.locator('.rsvp-waiting ul.not-answered');
      await waiting.waitFor();
      const names = await waiting.locator('.rsvp-waiting__name').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names).not.toContain('Noah Pemberton');
      expect(names).not.toContain('Mia Pemberton');
      await checkDrawn(admin, `game-day-event-admin-${run.language}-1280`);
      await admin.setViewportSize(PHONE);
      await checkDrawn(admin, `game-day-event-admin-${run.language}-390`);
      expect(admin.errors).toEqual([]);
      await admin.context().close();
    });
  }
});
