import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { TEAM_ZONE, toast } from '../support/member-page';
import { checkPage, smallControls } from '../support/page-checks';
import { api } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * Availability and attendance: the 12U manager (Sam Staff) has a 12U game that started two hours
 * ago; Fiona Family answers "Is Mia available?" for her daughter on 12U, the manager sees the
 * players' counts, takes attendance (Mia checked from her answer) and Fiona sees it on her
 * profile. English and Spanish, 1280 and 390 px.
 */

let server: PortalServer;
let browser: Browser;
// Its own server: it adds a game, answers and attendance.
portalForSpec((p) => ({ server, browser } = p), { own: true });

interface Availability {
  players: { contactId: string; firstName: string; lastName: string }[];
  counts: { available: number; unavailable: number; unknown: number } | null;
}
interface Mine {
  players: { contactId: string; gamesAttended: number; gamesRecorded: number }[];
}

/** A 12U game its manager creates, started two hours ago (attendance is taken after). */
async function pastTwelveUGame(staff: Page, name: string): Promise<string> {
  const teams = await api<{ id: number; name: string }[]>(staff, 'GET', `${server.url}/api/teams`);
  const twelve = teams.find((t) => t.name === '12U Riverhawks')!.id;
  const made = await api<{ data: { id: string } }>(staff, 'POST', `${server.url}/api/event/new`, {
    name,
    date: new Date(Date.now() - 2 * 3600_000).toISOString(),
    eventType: 'game',
    opponent: 'Cedar Hill',
    teams: [twelve],
  });
  return made.data.id;
}

const WORDS = {
  en: {
    title: 'Players’ availability',
    ask: (n: string) => `Is ${n} available?`,
    yes: (n: string) => `${n} is available`,
    answered: (n: string) => `Saved: ${n} is available.`,
    counts: 'Players’ answers',
    available: '1 available',
    unknown: (n: number) => `${n} unknown`,
    take: 'Take attendance',
    came: (n: string) => `${n} came`,
    save: 'Save attendance',
    saved: (n: number) => `Attendance saved: 1 of ${n} came.`,
    recorded: 'Attendance recorded',
    season: 'Season attendance',
    mine: 'Attendance',
    line: (a: number, r: number) => `Games ${a} of ${r}`,
  },
  es: {
    title: 'Disponibilidad de los jugadores',
    ask: (n: string) => `¿${n} está disponible?`,
    yes: (n: string) => `${n} está disponible`,
    answered: (n: string) => `Guardado: ${n} está disponible.`,
    counts: 'Respuestas de los jugadores',
    available: '1 disponible',
    unknown: (n: number) => `${n} sin respuesta`,
    take: 'Pasar lista',
    came: (n: string) => `${n} vino`,
    save: 'Guardar la asistencia',
    saved: (n: number) => `Asistencia guardada: 1 de ${n} vinieron.`,
    recorded: 'Asistencia registrada',
    season: 'Asistencia de la temporada',
    mine: 'Asistencia',
    line: (a: number, r: number) => `Partidos ${a} de ${r}`,
  },
} as const;

async function signedIn(who: 'staff' | 'family', lang: 'en' | 'es', path: string) {
  const page = await newPage(browser, TEAM_ZONE);
  if (lang === 'es') await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await signInAs(page, server.url, who, path, { reuse: true });
  return page;
}

describe('availability and attendance', () => {
  for (const lang of ['en', 'es'] as const) {
    const words = WORDS[lang];
    test(`a guardian answers, the manager counts and takes attendance, the family sees it (${lang})`, async () => {
      const staff = await signedIn('staff', lang, '/login');
      const eventId = await pastTwelveUGame(staff, `Attendance game ${lang}`);

      // Fiona answers for her 12U player: the player's RSVP.
      const family = await signedIn('family', lang, `/events/${eventId}`);
      const mine = await api<Availability>(
        family,
        'GET',
        `${server.url}/api/event/${eventId}/availability`,
      );
      expect(mine.players).toHaveLength(1);
      const player = mine.players[0]!;
      const before = (
        await api<Mine>(family, 'GET', `${server.url}/api/attendance/mine`)
      ).players.find((p) => p.contactId === player.contactId)!;
      await family.getByRole('heading', { name: words.title }).waitFor();
      const question = family.getByRole('group', { name: words.ask(player.firstName) });
      await question.getByRole('button', { name: words.yes(player.firstName) }).click();
      await toast(family, words.answered(player.firstName));
      await expect
        .poll(() =>
          question
            .getByRole('button', { name: words.yes(player.firstName) })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');
      for (const width of [1280, 390]) await checkPage(family, `attendance-family-${lang}`, width);
      expect(await smallControls(family, `attendance family ${lang}`)).toEqual([]);

      // The manager: every player of 12U, Mia available, the others unknown.
      await staff.goto(`${server.url}/events/${eventId}`);
      const counts = staff.getByRole('list', { name: words.counts });
      await counts.getByText(words.available, { exact: true }).waitFor();
      const all = await api<Availability>(
        staff,
        'GET',
        `${server.url}/api/event/${eventId}/availability`,
      );
      expect(all.counts).toEqual({ available: 1, unavailable: 0, unknown: all.players.length - 1 });
      await counts.getByText(words.unknown(all.players.length - 1), { exact: true }).waitFor();
      await staff.getByRole('button', { name: words.take }).click();
      const name = `${player.firstName} ${player.lastName}`;
      const came = staff.getByRole('checkbox', { name: words.came(name) });
      expect(await came.isChecked()).toBe(true);
      for (const width of [1280, 390]) await checkPage(staff, `attendance-take-${lang}`, width);
      expect(await smallControls(staff, `attendance manager ${lang}`)).toEqual([]);
      await staff.getByRole('button', { name: words.save }).click();
      await toast(staff, words.saved(all.players.length));
      await staff.getByText(words.recorded, { exact: true }).waitFor();
      await staff.getByRole('button', { name: words.season }).click();
      await staff.locator('.team-attendance__table').waitFor();
      for (const width of [1280, 390]) await checkPage(staff, `attendance-season-${lang}`, width);
      expect(staff.errors).toEqual([]);

      // The family's own, on the profile: one more game recorded, and attended.
      await family.goto(`${server.url}/profile`);
      const card = family.getByRole('region', { name: words.mine, exact: true });
      const row = card.getByRole('listitem').filter({ hasText: name });
      await row
        .getByText(words.line(before.gamesAttended + 1, before.gamesRecorded + 1), { exact: false })
        .waitFor();
      for (const width of [1280, 390]) await checkPage(family, `attendance-mine-${lang}`, width);
      expect(family.errors).toEqual([]);
    });
  }

  for (const lang of ['en', 'es'] as const) {
    test(`an admin reads a team's season under its roster (${lang})`, async () => {
      const admin = await newPage(browser, TEAM_ZONE);
      if (lang === 'es') await admin.addInitScript(() => localStorage.setItem('language', 'es'));
      await signInAs(admin, server.url, 'admin', '/login', { reuse: true });
      await admin.goto(`${server.url}/admin/teams`);
      const roster =
        lang === 'en'
          ? 'Roster and managers of 12U Riverhawks'
          : 'Plantilla y mánagers de 12U Riverhawks';
      await admin.getByRole('button', { name: roster }).click();
      const season = admin.getByRole('region', {
        name:
          lang === 'en'
            ? 'Attendance this season: 12U Riverhawks'
            : 'Asistencia esta temporada: 12U Riverhawks',
      });
      // The demo's last past game and practice are recorded (seed/attendance-seed.ts).
      await season
        .getByText(
          lang === 'en'
            ? /^Recorded this season: games \d+, practices \d+\.$/
            : /^Registrados esta temporada: partidos \d+, entrenamientos \d+\.$/,
        )
        .waitFor();
      for (const width of [1280, 390]) await checkPage(admin, `attendance-teams-${lang}`, width);
      expect(await smallControls(admin, `attendance teams ${lang}`)).toEqual([]);
      expect(admin.errors).toEqual([]);
    });
  }
});
