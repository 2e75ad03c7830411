import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { memberPage, toast } from '../support/member-page';
import { checkPage, smallControls } from '../support/page-checks';
import { api } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { LANGUAGES } from '../support/scope';
import { portalForSpec } from '../support/spec-portal';

/**
 * Two families talking live under a 12U game: Fiona Family (the Pembertons) and Paula Parent (the
 * Brookhavens) both have the game's page open; Fiona asks a question and it appears on Paula's
 * page without a reload; Paula answers it and the answer appears under Fiona's post without a
 * reload; then Fiona deletes her post — its answer stays.
 * English and Spanish, 1280 and 390 px (English only on PostgreSQL: support/scope.ts).
 */

let server: PortalServer;
let browser: Browser;
// Its own server: it adds events and posts.
portalForSpec((p) => ({ server, browser } = p), { own: true });

const WORDS = {
  en: {
    title: 'Conversation',
    write: 'Write a post',
    post: 'Post',
    posted: 'Your post is up.',
    question: 'Is the game moved for rain? See https://riverhawks.test/rain',
    link: 'https://riverhawks.test/rain',
    replyTo: 'Reply to Fiona Family',
    reply: 'Reply',
    answer: 'Still on at 5 PM, the coach said so.',
    replies: 'Replies to Fiona Family',
    deleteMine: /^Delete your post of /,
    removed: 'Your post was deleted.',
    deleted: 'This post was deleted.',
  },
  es: {
    title: 'Conversación',
    write: 'Escribe una publicación',
    post: 'Publicar',
    posted: 'Tu publicación está publicada.',
    question: '¿Se mueve el partido por la lluvia? Mira https://riverhawks.test/lluvia',
    link: 'https://riverhawks.test/lluvia',
    replyTo: 'Responder a Fiona Family',
    reply: 'Responder',
    answer: 'Sigue a las 5 de la tarde, lo dijo el entrenador.',
    replies: 'Respuestas a Fiona Family',
    deleteMine: /^Borrar tu publicación de /,
    removed: 'Tu publicación se borró.',
    deleted: 'Esta publicación fue borrada.',
  },
} as const;

const member = (role: 'family' | 'parent' | 'staff', lang: 'en' | 'es', path: string) =>
  memberPage(browser, server.url, role, lang, path);

describe('conversations', () => {
  for (const lang of LANGUAGES) {
    const words = WORDS[lang];
    test(`two families talk live under their team's game; the first deletes its post (${lang})`, async () => {
      // A game of 12U, where both families have a child: its manager makes it.
      const staff = await member('staff', lang, '/login');
      const teams = await api<{ id: number; name: string }[]>(staff, 'GET', '/api/teams');
      const created = await api<{ data: { id: string } }>(staff, 'POST', '/api/event/new', {
        name: `Talk ${lang}`,
        date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        teams: [teams.find((t) => t.name === '12U Riverhawks')!.id],
      });
      const eventId = created.data.id;
      await staff.context().close();

      // Both pages open before anyone posts: what follows reaches them live.
      const [family, parent] = await Promise.all([
        member('family', lang, `/events/${eventId}`),
        member('parent', lang, `/events/${eventId}`),
      ]);
      const section = family.getByRole('region', { name: words.title });
      const parentSection = parent.getByRole('region', { name: words.title });
      await parentSection.getByLabel(words.write).waitFor();

      await section.getByLabel(words.write).fill(words.question);
      await section.getByRole('button', { name: words.post, exact: true }).click();
      await toast(family, words.posted);
      const link = section.getByRole('link', { name: words.link });
      await link.waitFor();
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');

      // Live: Fiona's question on Paula's page, no reload (the fallback reading is a minute apart).
      await parentSection.getByText(words.question).waitFor({ timeout: 10_000 });
      await parentSection.getByRole('button', { name: words.replyTo }).click();
      await parentSection.getByLabel(words.replyTo).fill(words.answer);
      await parentSection.getByRole('button', { name: words.reply, exact: true }).click();
      await toast(parent, words.posted);
      await parentSection
        .getByRole('list', { name: words.replies })
        .getByText(words.answer)
        .waitFor();
      expect(parent.errors).toEqual([]);

      // Live the other way: Paula's answer under Fiona's post, no reload.
      const replies = section.getByRole('list', { name: words.replies });
      await replies.getByText(words.answer).waitFor({ timeout: 10_000 });
      for (const width of [1280, 390]) await checkPage(family, `conversation-${lang}`, width);
      expect(await smallControls(family, `conversation ${lang}`)).toEqual([]);

      family.once('dialog', (dialog) => {
        dialog.accept().catch(() => undefined);
      });
      await section.getByRole('button', { name: words.deleteMine }).click();
      await toast(family, words.removed);
      await section.getByText(words.deleted).waitFor();
      await replies.getByText(words.answer).waitFor();
      expect(await section.getByText(words.question).count()).toBe(0);
      // And on Paula's page too, live: the question gone, her answer kept.
      await parentSection.getByText(words.deleted).waitFor({ timeout: 10_000 });
      await parentSection.getByText(words.answer).waitFor();
      expect(family.errors).toEqual([]);
      await family.context().close();
      await parent.context().close();
    });
  }
});
