import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { memberPage } from '../support/member-page';
import { checkPage } from '../support/page-checks';
import { api } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { LANGUAGES } from '../support/scope';
import { portalForSpec } from '../support/spec-portal';

/**
 * Unread counts (issue 29): the staff member posts under an event; Fiona Family sees "1 new post"
 * on its schedule row, in the month grid and the home page's line to it, opens the event (the conversation is marked
 * read when shown), and back on the schedule the pill is gone. English and Spanish, 1280 and
 * 390 px.
 */

let server: PortalServer;
let browser: Browser;
// Its own server: it adds events and posts, and marks them read.
portalForSpec((p) => ({ server, browser } = p), { own: true });

const WORDS = {
  en: {
    title: 'Conversation',
    schedule: 'Schedule',
    month: 'Month',
    one: '1 new post',
    line: /new posts? in the conversations/,
    text: 'Carpool leaves the library at 4:15',
    oneComment: '1 new comment',
    comments: 'Comments',
    on: 'on',
    pinnedText: 'Drop-off is at the front office',
  },
  es: {
    title: 'Conversación',
    schedule: 'Agenda',
    month: 'Mes',
    one: '1 publicación nueva',
    line: /publicaci(ón|ones) nuevas? en las conversaciones/,
    text: 'El coche compartido sale de la biblioteca a las 4:15',
    oneComment: '1 comentario nuevo',
    comments: 'Comentarios',
    on: 'sobre',
    pinnedText: 'Se entregan en la oficina principal',
  },
} as const;

const member = (role: 'family' | 'staff' | 'admin', lang: 'en' | 'es', path: string) =>
  memberPage(browser, server.url, role, lang, path);

/** The event's row of the schedule (the list, not the month: the view is chosen first). */
async function scheduleRow(page: Page, name: string, scheduleWord: string) {
  await page.goto(`${server.url}/events/all`);
  const toggle = page.getByRole('button', { name: scheduleWord, exact: true });
  await toggle.waitFor();
  const link = page.getByRole('link', { name, exact: true });
  // The view chosen last (the month, kept by the page) may come back after the first drawing on
  // a busy machine: choose the schedule until its row shows.
  for (let tries = 0; ; tries++) {
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    try {
      await link.waitFor({ timeout: 3_000 });
      break;
    } catch (err) {
      if (tries >= 9) throw err;
    }
  }
  return page.locator('li.schedule-row').filter({ has: link });
}

describe('unread counts of conversations', () => {
  for (const lang of LANGUAGES) {
    const words = WORDS[lang];
    test(`a post by another member shows on the schedule and home until it is read (${lang})`, async () => {
      const name = `Unread ${lang}`;
      const admin = await member('admin', lang, '/login');
      const created = await api<{ data: { id: string } }>(admin, 'POST', '/api/event/new', {
        name,
        date: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const eventId = created.data.id;
      await admin.context().close();
      const staff = await member('staff', lang, '/login');
      await api(staff, 'POST', `/api/conversations/event/${eventId}/posts`, { body: words.text });
      await staff.context().close();

      const family = await member('family', lang, '/login');
      await family.goto(`${server.url}/`);
      const line = family.getByRole('link', { name: words.line });
      await line.waitFor({ timeout: 15_000 });
      // The newest unread post is this event's: the line opens its conversation.
      expect(await line.getAttribute('href')).toBe(`/events/${eventId}#conversation`);
      for (const width of [1280, 390]) await checkPage(family, `unread-home-${lang}`, width);

      await family.setViewportSize({ width: 1280, height: 800 });
      let row = await scheduleRow(family, name, words.schedule);
      await row.getByText(words.one, { exact: true }).waitFor({ timeout: 15_000 });
      for (const width of [1280, 390]) await checkPage(family, `unread-schedule-${lang}`, width);
      // The month grid's cell says it too (a phone's month is a list of its days).
      await family.setViewportSize({ width: 1280, height: 800 });
      await family.getByRole('button', { name: words.month, exact: true }).click();
      await family
        .locator('.cal-events li')
        .filter({ hasText: name })
        .getByText(words.one, { exact: true })
        // The cell and the day's list below the grid may both show it.
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: 15_000 });
      for (const width of [1280, 390]) await checkPage(family, `unread-month-${lang}`, width);

      row = await scheduleRow(family, name, words.schedule);
      // Shown: the page marks it read (waited for, so leaving the page cannot cut the call off).
      const marked = family.waitForResponse(
        (r) => r.url().endsWith(`/api/conversations/event/${eventId}/read`),
        { timeout: 15_000 },
      );
      await row.getByRole('link', { name, exact: true }).click();
      const section = family.getByRole('region', { name: words.title });
      await section.getByText(words.text).waitFor({ timeout: 15_000 });
      expect((await marked).status()).toBe(204);

      row = await scheduleRow(family, name, words.schedule);
      await expect.poll(() => row.textContent(), { timeout: 15_000 }).not.toContain(words.one);
      expect(family.errors).toEqual([]);
      await family.context().close();
    });
  }

  for (const lang of LANGUAGES) {
    const words = WORDS[lang];
    test(`a comment under a pinned post shows on its banner until opened, a content item's on its tile (${lang})`, async () => {
      const title = { en: `Unread banner ${lang}`, es: `Anuncio sin leer ${lang}` };
      const admin = await member('admin', lang, '/login');
      const created = await api<{ id: number }>(admin, 'POST', '/api/pinnedpost/new', {
        titleEn: title.en,
        titleEs: title.es,
      });
      await admin.context().close();
      const staff = await member('staff', lang, '/login');
      await api(staff, 'POST', `/api/conversations/pinned/${created.id}/posts`, {
        body: words.pinnedText,
      });
      await staff.context().close();

      const family = await member('family', lang, '/login');
      await family.goto(`${server.url}/`);
      const name = title[lang];
      const banner = family.locator('li.pinned-posts__item').filter({ hasText: name });
      // The door's name says it: "Comments (1) 1 new comment on …".
      const door = banner.getByRole('button', {
        name: new RegExp(`^${words.comments}.* ${words.oneComment} ${words.on} ${name}$`),
      });
      await door.waitFor({ timeout: 15_000 });
      for (const width of [1280, 390]) await checkPage(family, `unread-pinned-${lang}`, width);

      await family.setViewportSize({ width: 1280, height: 800 });
      const marked = family.waitForResponse(
        (r) => r.url().endsWith(`/api/conversations/pinned/${created.id}/read`),
        { timeout: 15_000 },
      );
      await door.click();
      await banner.getByText(words.pinnedText).waitFor({ timeout: 15_000 });
      expect((await marked).status()).toBe(204);
      await expect
        .poll(() => banner.locator('.conversation-toggle__button').textContent(), {
          timeout: 15_000,
        })
        .not.toContain(words.oneComment);

      // The demo's question under the Opening Day schedule: the staff's answer is unread.
      await family.goto(`${server.url}/content/all`);
      await family
        .getByRole('button', {
          name: new RegExp(`${words.oneComment} ${words.on} Opening Day schedule$`),
        })
        .waitFor({ timeout: 15_000 });
      for (const width of [1280, 390]) await checkPage(family, `unread-content-${lang}`, width);
      expect(family.errors).toEqual([]);
      await family.context().close();
    });
  }
});
