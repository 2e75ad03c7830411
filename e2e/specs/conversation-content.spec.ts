import type { Browser, Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import { toast } from '../support/member-page';
import { checkPage, smallControls } from '../support/page-checks';
import type { PortalServer } from '../support/portal';
import { LANGUAGES } from '../support/scope';
import { portalForSpec } from '../support/spec-portal';
import { signInAs } from '../support/sign-in';

/**
 * Conversations under a pinned post and a content item (the demo's, conversation-subjects-seed):
 * Fiona Family opens the "Comments (n)" of the home page's toy drive banner, reads the staff's
 * answer, posts, and the count goes up by one; then the comments of the Opening Day schedule tile
 * in the content library. English and Spanish, 1280 and 390 px.
 */

let server: PortalServer;
let browser: Browser;
// Its own server: it adds posts.
portalForSpec((p) => ({ server, browser } = p), { own: true });

const WORDS = {
  en: {
    title: 'Conversation',
    // With the unread posts in the name while there are any ("… 2 new comments on …").
    toyDrive: /^Comments \((\d+)\)(?: \d+ new comments?)? on Holiday toy drive$/,
    schedule: /^Comments(?: \d+ new comments?)? on Opening Day schedule$/,
    answer: 'Saturdays in December',
    scheduleAnswer: 'first-base gate',
    write: 'Write a post',
    post: 'Post',
    posted: 'Your post is up.',
    question: 'We will bring two toys. Is there a box at the gate too?',
  },
  es: {
    title: 'Conversación',
    toyDrive:
      /^Comentarios \((\d+)\)(?: \d+ comentarios? nuevos?)? sobre Colecta de juguetes navideños$/,
    schedule: /^Comentarios(?: \d+ comentarios? nuevos?)? sobre Opening Day schedule$/,
    answer: 'Saturdays in December',
    scheduleAnswer: 'first-base gate',
    write: 'Escribe una publicación',
    post: 'Publicar',
    posted: 'Tu publicación está publicada.',
    question: 'Llevamos dos juguetes. ¿Hay una caja en la entrada también?',
  },
} as const;

async function family(lang: 'en' | 'es', path: string) {
  const page = await newPage(browser);
  if (lang === 'es') await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await signInAs(page, server.url, 'family', path, { reuse: true });
  return page;
}

describe('conversations under pinned posts and content', () => {
  for (const lang of LANGUAGES) {
    const words = WORDS[lang];
    test(`a family reads and writes under a pinned post and a content item (${lang})`, async () => {
      // Signing in lands on the home page.
      const page = await family(lang, '/login');
      const door = page.getByRole('button', { name: words.toyDrive });
      await door.waitFor({ timeout: 15_000 });
      const before = Number(words.toyDrive.exec(await nameOf(door))![1]);
      expect(await door.getAttribute('aria-expanded')).toBe('false');
      await door.click();
      const section = page.getByRole('region', { name: words.title });
      await section.getByText(words.answer, { exact: false }).waitFor();
      for (const width of [1280, 390]) await checkPage(page, `pinned-conversation-${lang}`, width);
      expect(await smallControls(page, `pinned conversation ${lang}`)).toEqual([]);

      await section.getByLabel(words.write).fill(words.question);
      await section.getByRole('button', { name: words.post, exact: true }).click();
      await toast(page, words.posted);
      await section.getByText(words.question).waitFor();
      // The door counts the new post (the same reading as the section's).
      await expect
        .poll(async () => Number(words.toyDrive.exec(await nameOf(door))?.[1]), {
          timeout: 15_000,
        })
        .toBe(before + 1);
      expect(page.errors).toEqual([]);

      await page.goto(`${server.url}/content/all`);
      const tile = page.getByRole('button', { name: words.schedule });
      await tile.click();
      const onTile = page.getByRole('region', { name: words.title });
      await onTile.getByText(words.scheduleAnswer, { exact: false }).waitFor();
      for (const width of [1280, 390]) await checkPage(page, `content-conversation-${lang}`, width);
      expect(await smallControls(page, `content conversation ${lang}`)).toEqual([]);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});

/** The button's accessible name, as the role query reads it. */
async function nameOf(button: Locator): Promise<string> {
  // What a screen reader hears: the text less what is hidden from it (the badge's short "1 new").
  return button.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}
