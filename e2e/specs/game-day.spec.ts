import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { checkDrawn } from '../support/page-checks';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * Game day: a family member on a 390 px phone opens Events, sees the next games
 * with times and venues, taps one, sees the address with a map link, and answers "Is Noah
 * available?" Yes and "Is Mia available?" No (a game asks about its players, each once: neither
 * is in the household list); the admin sees both answers among the players' and the players who
 * have not answered. In English
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
    availability: 'Players’ availability',
    available: (name: string) => `${name} is available`,
    notAvailable: (name: string) => `${name} is not available`,
    yes: 'Yes',
    no: 'No',
    notAnswered: /^Players not answered \(\d+\)$/,
    showNotAnswered:
      /^Show the \d+ players? with no answer, with (the|their) famil(y|ies)’s? numbers$/,
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
    availability: 'Disponibilidad de los jugadores',
    available: (name: string) => `${name} está disponible`,
    notAvailable: (name: string) => `${name} no está disponible`,
    yes: 'Sí',
    no: 'No',
    notAnswered: /^Jugadores sin respuesta \(\d+\)$/,
    showNotAnswered:
      /^Mostrar (el|los) \d+ jugador(es)? sin respuesta, con los teléfonos de sus? familias?$/,
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

      // Available for one child, not for the other: the game asks about its players.
      const players = phone.getByRole('region', { name: run.availability });
      await players.getByRole('button', { name: run.available('Noah') }).click();
      await players.getByRole('button', { name: run.available('Noah'), pressed: true }).waitFor();
      await players.getByRole('button', { name: run.notAvailable('Mia') }).click();
      await players.getByRole('button', { name: run.notAvailable('Mia'), pressed: true }).waitFor();
      // Asked once: the household list (Gavin, Shannon) names neither of them.
      const household = phone.getByRole('list', { name: run.household });
      await household.waitFor();
      expect(await household.getByText(/Noah|Mia/).count()).toBe(0);
      await checkDrawn(phone, `game-day-event-family-${run.language}-390`);
      await phone.setViewportSize({ width: 1280, height: 800 });
      await checkDrawn(phone, `game-day-event-family-${run.language}-1280`);
      await phone.setViewportSize(PHONE);

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

      // The admin sees both answers among the players', and the players not answered.
      const admin = await newPage(browser, STILL);
      if (run.language === 'es') {
        await admin.addInitScript(() => localStorage.setItem('language', 'es'));
      }
      await signInAs(admin, server.url, 'admin', eventPath);
      const all = admin.getByRole('region', { name: run.availability });
      await all
        .getByRole('listitem')
        .filter({ hasText: 'Noah Pemberton' })
        .getByRole('button', { name: run.available('Noah'), pressed: true })
        .waitFor();
      await all
        .getByRole('listitem')
        .filter({ hasText: 'Mia Pemberton' })
        .getByRole('button', { name: run.notAvailable('Mia'), pressed: true })
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
