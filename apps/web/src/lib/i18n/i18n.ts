import i18n, { type BackendModule, type i18n as I18next } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  setRuleMessageTranslator,
  type Language,
} from '@dugout/shared';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a link asks for (`?lang=es`: an invitation in Spanish), or null. */
function languageFromUrl(): Language | null {
  const asked = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(asked) ? asked : null;
}

function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage can be blocked (private mode, policies)
  }
}

function rememberLanguage(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not fatal: the choice just won't survive a reload.
  }
}

/** One namespace's strings in every supported language (see define-locales.ts). */
export type NamespaceLocales = Readonly<Record<Language, object>>;

/** The namespaces the app registers; lib/i18n knows none but its own `common`. */
export interface LocaleRegistry {
  /**
   * The first screen's namespaces in the default language, bundled with the app shell and
   * initialised synchronously: an English first render is translated at once.
   */
  shell: Readonly<Record<string, object>>;
  /** The same namespaces in each other language, one chunk each, fetched when first needed. */
  shellTranslations: Readonly<Record<string, () => Promise<Readonly<Record<string, object>>>>>;
  /** Fetched the first time a page asks for them (`useTranslation` waits in its Suspense). */
  lazy: Readonly<Record<string, () => Promise<NamespaceLocales>>>;
  defaultNS: string;
}

/**
 * Hands i18next what is not bundled: a lazy namespace's strings (both languages come in one small
 * chunk), or a shell namespace in a language other than the default (its language's chunk).
 */
function fetchedNamespaces({
  lazy,
  shellTranslations,
}: Pick<LocaleRegistry, 'lazy' | 'shellTranslations'>): BackendModule {
  return {
    type: 'backend',
    init: () => {},
    read(language, namespace, callback) {
      const load = Object.hasOwn(lazy, namespace) ? lazy[namespace] : undefined;
      const loadShell = Object.hasOwn(shellTranslations, language)
        ? shellTranslations[language]
        : undefined;
      if (load) {
        load().then(
          (locales) => callback(null, isLanguage(language) ? locales[language] : locales.en),
          (error: Error) => callback(error, null),
        );
      } else if (loadShell) {
        loadShell().then(
          (strings) => callback(null, Object.hasOwn(strings, namespace) ? strings[namespace] : {}),
          (error: Error) => callback(error, null),
        );
      } else {
        callback(null, {});
      }
    },
  };
}

/**
 * Configures `instance` with the app's namespaces, showing `language`. Settles when that language
 * can be shown: at once in English (bundled), after its chunk in another language, or without it
 * (in English) when the chunk cannot be fetched.
 */
export function startI18next(
  instance: I18next,
  { shell, shellTranslations, lazy, defaultNS }: LocaleRegistry,
  language: Language,
): Promise<void> {
  return instance
    .use(fetchedNamespaces({ lazy, shellTranslations }))
    .init({
      resources: { [DEFAULT_LANGUAGE]: shell },
      // Only the default language's shell is bundled; the rest comes from the backend above.
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(shell),
      defaultNS,
      // The bundled English is there at once: no wait when the reader's language is English.
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      showSupportNotice: false,
    })
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * Starts the app's i18next (app/locales.ts calls it once) in the language a link asks for or the
 * one this browser chose. The first render waits for the returned promise, so a Spanish reader
 * never sees the page in English first.
 */
export function initI18n(registry: LocaleRegistry): Promise<void> {
  const asked = languageFromUrl();
  const ready = startI18next(i18n.use(initReactI18next), registry, asked ?? readStoredLanguage());
  document.documentElement.lang = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  i18n.on('languageChanged', rememberLanguage);
  // Remembered like a choice: the sign-in page the link leads to is a new page load.
  if (asked) rememberLanguage(asked);
  // The shared schemas' field messages (checked in the browser too) in the reader's language.
  setRuleMessageTranslator((key) => i18n.t(`common:rules.${key}`));
  return ready;
}

/**
 * Whether a language was ever chosen in this browser (the header's switch, a link's `?lang=`):
 * it is stored only on a change, never for the default.
 */
export function languageWasChosen(): boolean {
  try {
    return isLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return false;
  }
}

/** The current UI language, always one of the supported ones. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

export { i18n };
