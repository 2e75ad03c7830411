import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { memberPage, toast } from '../support/member-page';
import { checkPage } from '../support/page-checks';
import { api } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { LANGUAGES } from '../support/scope';
import { portalForSpec } from '../support/spec-portal';

/**
 * Following a conversation and mentioning a member (issue 29): Fiona Family follows an event's
 * conversation, unfollows it, then types "@Sam" in the composer, picks Sam Staff from the
 * suggestions by keyboard and posts; the post names Sam and stores the mention. English and
 * Spanish, 1280 and 390 px.
 */

let server: PortalServer;
let browser: Browser;
// Its own server: it adds events, follows and posts.
portalForSpec((p) => ({ server, browser } = p), { own: true });

const WORDS = {
  en: {
    title: 'Conversation',
    write: 'Write a post',
    post: 'Post',
    posted: 'Your post is up.',
    follow: 'Follow',
    following: 'Following ✓',
    followed: 'You follow this conversation.',
    unfollowed: 'You no longer follow this conversation.',
    list: 'Members to mention',
    text: 'can you bring the scorebook?',
  },
  es: {
    title: 'Conversación',
    write: 'Escribe una publicación',
    post: 'Publicar',
    posted: 'Tu publicación está publicada.',
    follow: 'Seguir',
    following: 'Siguiendo ✓',
    followed: 'Sigues esta conversación.',
    unfollowed: 'Ya no sigues esta conversación.',
    list: 'Miembros a mencionar',
    text: '¿puedes traer el libro de anotaciones?',
  },
} as const;

const member = (role: 'family' | 'admin', lang: 'en' | 'es', path: string) =>
  memberPage(browser, server.url, role, lang, path);

describe('conversation following and mentions', () => {
  for (const lang of LANGUAGES) {
    const words = WORDS[lang];
    test(`a member follows, unfollows and mentions a member picked from the list (${lang})`, async () => {
      const admin = await member('admin', lang, '/login');
      const created = await api<{ data: { id: string } }>(admin, 'POST', '/api/event/new', {
        name: `Followed ${lang}`,
        date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      });
      const eventId = created.data.id;
      await admin.context().close();

      const family = await member('family', lang, `/events/${eventId}`);
      const section = family.getByRole('region', { name: words.title });
      await section.getByRole('button', { name: words.follow, exact: true }).click();
      await toast(family, words.followed);
      const following = section.getByRole('button', { name: words.following });
      expect(await following.getAttribute('aria-pressed')).toBe('true');
      for (const width of [1280, 390]) await checkPage(family, `following-${lang}`, width);
      await following.click();
      await toast(family, words.unfollowed);
      await section.getByRole('button', { name: words.follow, exact: true }).waitFor();

      const box = section.getByLabel(words.write);
      await box.click();
      await box.pressSequentially('@Sam');
      const option = section.getByRole('option', { name: 'Sam Staff' });
      await option.waitFor({ timeout: 15_000 });
      await checkPage(family, `mention-list-${lang}`, 390);
      await box.press('Enter');
      await expect.poll(() => box.inputValue()).toBe('@Sam Staff ');
      await box.pressSequentially(words.text);
      await section.getByRole('button', { name: words.post, exact: true }).click();
      await toast(family, words.posted);
      await section.getByText(`@Sam Staff ${words.text}`).waitFor();
      // Posting does not follow again what was unfollowed.
      await section.getByRole('button', { name: words.follow, exact: true }).waitFor();
      expect(family.errors).toEqual([]);
      await family.context().close();
    });
  }
});
