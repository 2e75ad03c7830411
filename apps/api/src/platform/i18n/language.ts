import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dugout/shared';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The one place that turns a language as stored or asked for (a member's or recipient's
 * language, an RSVP's, a sign-in page's) into a supported one: anything else is English.
 */
export function pickLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The Intl locale each language formats dates with (emails have always written en-US dates). */
export const INTL_LOCALE: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es' };

/** Every language, the given one first (bilingual pages lead with the reader's language). */
export function languagesStartingWith(first: unknown): Language[] {
  const lead = pickLanguage(first);
  return [lead, ...LANGUAGES.filter((language) => language !== lead)];
}

/** One text rendered in every language (errors answered in the member's language, pages in all). */
export function inEveryLanguage(render: (language: Language) => string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, render(language)])) as Record<
    Language,
    string
  >;
}
