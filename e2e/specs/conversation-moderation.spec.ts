import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { memberPage, toast } from '../support/member-page';
import { checkPage } from '../support/page-checks';
import { api } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { LANGUAGES } from '../support/scope';
import { portalForSpec } from '../support/spec-portal';

/**
 * Conversation moderation by a team's manager: Fiona Family posts under a 12U game, Sam Staff
 * (12U's manager, no site permission) hides her post with a reason asked under the post by its
 * Hide button, then locks the conversation; Fiona reads why her post was hidden and that the
 * conversation is locked. English and Spanish, 1280 and 390 px (English only on PostgreSQL).
 */

let server: PortalServer;
let browser: Browser;
// Its own server: it adds events, posts and moderation.
portalForSpec((p) => ({ server, browser } = p), { own: true });

const WORDS = {
  en: {
    title: 'Conversation',
    write: 'Write a post',
    post: 'Post',
    posted: 'Your post is up.',
    text: 'Selling my old cleats, message me',
    reason: 'Not about this game',
    hide: /^Hide the post of Fiona Family/,
    why: 'Why hide this post? Its author will see the reason.',
    hideNow: 'Hide',
    hidden: 'The post is hidden.',
    seen: 'Hidden by a manager: Not about this game',
    lock: 'Lock',
    locked: 'This conversation is locked: you can read it but not add to it.',
  },
  es: {
    title: 'Conversación',
    write: 'Escribe una publicación',
    post: 'Publicar',
    posted: 'Tu publicación está publicada.',
    text: 'Vendo mis tacos viejos, escríbanme',
    reason: 'No es sobre este partido',
    hide: /^Ocultar la publicación de Fiona Family/,
    why: '¿Por qué ocultas esta publicación? Su autor verá el motivo.',
    hideNow: 'Ocultar',
    hidden: 'La publicación está oculta.',
    seen: 'Ocultada por un responsable: No es sobre este partido',
    lock: 'Bloquear',
    locked: 'Esta conversación está bloqueada: puedes leerla pero no añadir nada.',
  },
} as const;

const member = (role: 'family' | 'staff', lang: 'en' | 'es', path: string) =>
  memberPage(browser, server.url, role, lang, path);

describe('conversation moderation', () => {
  for (const lang of LANGUAGES) {
    const words = WORDS[lang];
    test(`a team's manager hides a post with a reason and locks; the author reads why (${lang})`, async () => {
      const manager = await member('staff', lang, '/login');
      const teams = await api<{ id: number; name: string }[]>(manager, 'GET', '/api/teams');
      const created = await api<{ data: { id: string } }>(manager, 'POST', '/api/event/new', {
        name: `Moderated ${lang}`,
        date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        teams: [teams.find((t) => t.name === '12U Riverhawks')!.id],
      });
      const eventId = created.data.id;

      const family = await member('family', lang, `/events/${eventId}`);
      const section = family.getByRole('region', { name: words.title });
      await section.getByLabel(words.write).fill(words.text);
      await section.getByRole('button', { name: words.post, exact: true }).click();
      await toast(family, words.posted);

      await manager.goto(`${server.url}/events/${eventId}`);
      const managerSection = manager.getByRole('region', { name: words.title });
      await managerSection.getByRole('button', { name: words.hide }).click();
      await managerSection.getByLabel(words.why).fill(words.reason);
      await checkPage(manager, `moderation-hide-form-${lang}`, 390);
      await managerSection.getByRole('button', { name: words.hideNow, exact: true }).click();
      await toast(manager, words.hidden);
      await managerSection.getByText(words.seen).waitFor();
      await managerSection.getByRole('button', { name: words.lock, exact: true }).click();
      await managerSection.getByText(words.locked).waitFor();
      for (const width of [1280, 390])
        await checkPage(manager, `moderation-manager-${lang}`, width);
      expect(manager.errors).toEqual([]);

      // Live: the author's page shows the reason and the lock without a reload.
      await section.getByText(words.seen).waitFor({ timeout: 15_000 });
      await section.getByText(words.locked).waitFor({ timeout: 15_000 });
      expect(await section.getByLabel(words.write).count()).toBe(0);
      for (const width of [1280, 390]) await checkPage(family, `moderation-author-${lang}`, width);
      expect(family.errors).toEqual([]);
      await manager.context().close();
      await family.context().close();
    });
  }
});
