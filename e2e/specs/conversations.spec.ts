import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { memberPage, toast } from '../support/member-page';
import { checkPage, smallControls } from '../support/page-checks';
import { api } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';

/**
 * Conversations under an event: Fiona Family asks a question on an event's page, Sam Staff
 * answers it, Fiona sees the answer appear under her post live (no reload), then deletes her
 * post — its answer stays.
 * English and Spanish, 1280 and 390 px.
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
    answer: 'Still on at 5 PM.',
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
    answer: 'Sigue a las 5 de la tarde.',
    replies: 'Respuestas a Fiona Family',
    deleteMine: /^Borrar tu publicación de /,
    removed: 'Tu publicación se borró.',
    deleted: 'Esta publicación fue borrada.',
  },
} as const;

const member = (role: 'family' | 'staff' | 'admin', lang: 'en' | 'es', path: string) =>
  memberPage(browser, server.url, role, lang, path);

describe('conversations', () => {
  for (const lang of ['en', 'es'] as const) {
    const words = WORDS[lang];
    test(`a family asks, the manager answers, the family deletes its post (${lang})`, async () => {
      const admin = await member('admin', lang, '/login');
      const created = await api<{ data: { id: string } }>(admin, 'POST', '/api/event/new', {
        name: `Talk ${lang}`,
        date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      });
      const eventId = created.data.id;
      await admin.context().close();

      const family = await member('family', lang, `/events/${eventId}`);
      const section = family.getByRole('region', { name: words.title });
      await section.getByLabel(words.write).fill(words.question);
      await section.getByRole('button', { name: words.post, exact: true }).click();
      await toast(family, words.posted);
      const link = section.getByRole('link', { name: words.link });
      await link.waitFor();
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');

      const staff = await member('staff', lang, `/events/${eventId}`);
      const staffSection = staff.getByRole('region', { name: words.title });
      await staffSection.getByRole('button', { name: words.replyTo }).click();
      await staffSection.getByLabel(words.replyTo).fill(words.answer);
      await staffSection.getByRole('button', { name: words.reply, exact: true }).click();
      await toast(staff, words.posted);
      await staffSection
        .getByRole('list', { name: words.replies })
        .getByText(words.answer)
        .waitFor();
      expect(staff.errors).toEqual([]);

      // Live: Fiona's page shows the answer without a reload (its fallback reading is a
      // minute apart; the stream brings it at once).
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
      expect(family.errors).toEqual([]);
    });
  }
});
