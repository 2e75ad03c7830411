import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';
import { settle } from './routes';

/** Texts of the English UI that the Spanish one must not show (none occurs in the demo data). */
const ENGLISH: RegExp[] = [
  /\bBoth\b/,
  /\bPlease enter\b/,
  /\bHome Game\b/i,
  /\bAway Game\b/i,
  /\bCancel\b/,
  /\bNovember\b/,
  /\bWelcome, /,
  /\bLoading\b/,
  /\bLog (In|Out)\b/,
  /\bTerms of Service\b/,
  /\bPrivacy Policy\b/,
  /\bContact Us\b/,
  /\bFeatured Items\b/,
  /\bHelpful Links\b/,
  /\bView All\b/,
  /\bNo phone\b/,
  /\bYou do not have permission\b/,
  /\bAdmin Tools\b/,
  /\bCreate Event\b/,
  /\bSkip to main content\b/,
  /\bPage not found\b/,
  // The RSVP section's heading and notes ("Asistencia", "Respuestas cerradas").
  /\bRSVP\b/,
  // Spanish is not title-cased: "Noviembre De 2026", "Partido En Casa".
  /\b[A-ZÁÉÍÓÚ]\w+ De \d{4}\b/,
  /\bPartido En Casa\b/,
];

/**
 * The relation on contact cards and in search, stored as a code and shown in the reader's
 * language: "Madre de Noah Pemberton", never "Mother de …".
 */
const RELATION_IN_ENGLISH =
  /\b(Mother|Father|Sister|Brother|Wife|Husband|Grandmother|Grandfather|Aunt|Uncle|Guardian|Family member) de\b/;

/** Tab titles that are short forms of what the page says ("No tienes permiso…"). */
const TITLE_NOT_ON_PAGE = ['Sin acceso'];

/** The English pages' tab titles ("<title> · Riverhawks"). */
const ENGLISH_TITLES = [
  /^(Home|Profile|Admin Tools|Audit Log|Content|Add Content|Edit Content|Events|Add Event|Edit Event|Add a Contact|Edit Contact|Jersey Request Form|Jacket Request Form|Jersey Request Admin|Gift Request Admin|Send a Message|Sent Messages|Page not found|No access|Terms of Service|Sign in) · /,
  /Family Members & Contacts/,
];

export interface SpanishFindings {
  english: string[];
  relations: string[];
  titles: string[];
  /** Pages whose tab title says what the page does not (an event's English name). */
  titleNotOnPage: string[];
}

export const noSpanishFindings = (): SpanishFindings => ({
  english: [],
  relations: [],
  titles: [],
  titleNotOnPage: [],
});

/**
 * Notes any English the page open at `url` shows (the rendered text, as CSS writes it): a known
 * English string of the UI, Spanish in English title case, an English tab title or a tab title
 * the page does not say, `<html lang>` other than es, a relation in English. The seeded demo
 * data (event names, documents) is English on purpose and is not checked.
 */
export async function checkSpanish(page: Page, url: string, found: SpanishFindings) {
  const { text, title, lang } = await page.evaluate(() => ({
    text: document.body.innerText,
    title: document.title,
    lang: document.documentElement.lang,
  }));
  found.titles.push(title);
  // The tab says what the page says (an event's Spanish name, not its English one).
  const named = title.replace(/ · [^·]*$/, '');
  if (!text.includes(named) && !TITLE_NOT_ON_PAGE.includes(named)) {
    found.titleNotOnPage.push(`${url}: tab "${title}" is not on the page`);
  }
  if (lang !== 'es') found.english.push(`${url}: <html lang="${lang}">`);
  for (const re of ENGLISH) {
    const hit = re.exec(text) ?? re.exec(title);
    if (hit) found.english.push(`${url}: "${hit[0]}"`);
  }
  if (ENGLISH_TITLES.some((re) => re.test(title))) {
    found.english.push(`${url}: tab title "${title}"`);
  }
  const relation = RELATION_IN_ENGLISH.exec(text);
  if (relation) found.relations.push(`${url}: "${relation[0]}"`);
}

/** Switches on the page at hand, as a member would; its tab title follows at once. */
export async function switchToSpanish(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('es');
  await expect.poll(() => page.title()).toBe('Inicio · Riverhawks');
}

/** The browser logs each refused call (a newcomer's 403s); anything else is a fault. */
export const unexpectedErrors = (errors: string[]) =>
  errors.filter((e) => !/status of 403 \(Forbidden\)/.test(e));

/** Opens each url and checks it reads Spanish (see checkSpanish), with a screenshot of each. */
export async function walkInSpanish(
  page: Page,
  baseUrl: string,
  label: string,
  urls: string[],
): Promise<SpanishFindings> {
  const found = noSpanishFindings();
  for (const url of urls) {
    await page.goto(baseUrl + url);
    await settle(page);
    await checkSpanish(page, url, found);
    await screenshot(page, `spanish-${label}-${url.replace(/\//g, '_') || 'home'}`);
  }
  return found;
}
