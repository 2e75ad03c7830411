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

/**
 * The supported language an `Accept-Language` header asks for first (by its q weights, a tag's
 * primary subtag: "es-MX" is Spanish), or null when it names none (absent, "*", "fr"), so the
 * caller falls back to what it knows (the member's stored language).
 */
export function languageFromAcceptLanguage(header: unknown): Language | null {
  if (typeof header !== 'string' || !header.trim()) return null;
  const asked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((a) => a.weight > 0 && isLanguage(a.language))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (asked[0]?.language as Language | undefined) ?? null;
}

/**
 * The language to answer a request in: the one it asks for (`Accept-Language`, which the SPA sets
 * to its UI language), else the member's stored one, else English.
 */
export function requestLanguage(request: {
  headers: Record<string, unknown>;
  member?: { language?: unknown } | null;
}): Language {
  return pickLanguage(
    languageFromAcceptLanguage(request.headers['accept-language']) ?? request.member?.language,
  );
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
