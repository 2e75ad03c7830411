import i18n, { type BackendModule } from 'i18next';
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
  /** Bundled with the app shell: initialised synchronously so the first render is translated. */
  shell: Readonly<Record<string, NamespaceLocales>>;
  /** Fetched the first time a page asks for them (`useTranslation` waits in its Suspense). */
  lazy: Readonly<Record<string, () => Promise<NamespaceLocales>>>;
  defaultNS: string;
}

/** Hands i18next a lazy namespace's strings (both languages come in one small chunk). */
function lazyNamespaces(lazy: LocaleRegistry['lazy']): BackendModule {
  return {
    type: 'backend',
    init: () => {},
    read(language, namespace, callback) {
      const load = Object.hasOwn(lazy, namespace) ? lazy[namespace] : undefined;
      if (!load) return callback(null, {});
      load().then(
        (locales) => callback(null, isLanguage(language) ? locales[language] : locales.en),
        (error: Error) => callback(error, null),
      );
    },
  };
}

/** The shell's strings in one language, as i18next resources. */
function shellResources(shell: LocaleRegistry['shell'], language: Language) {
  return Object.fromEntries(Object.entries(shell).map(([ns, locales]) => [ns, locales[language]]));
}

/** Starts i18next with the app's namespaces (app/locales.ts calls it once, before rendering). */
export function initI18n({ shell, lazy, defaultNS }: LocaleRegistry): void {
  const asked = languageFromUrl();
  void i18n
    .use(lazyNamespaces(lazy))
    .use(initReactI18next)
    .init({
      resources: { en: shellResources(shell, 'en'), es: shellResources(shell, 'es') },
      // The shell's namespaces are bundled; the others come from the backend above when used.
      partialBundledLanguages: true,
      lng: asked ?? readStoredLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(shell),
      defaultNS,
      // Bundled shell strings: initialise synchronously so the first render is translated.
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      showSupportNotice: false,
    });

  document.documentElement.lang = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  i18n.on('languageChanged', rememberLanguage);
  // Remembered like a choice: the sign-in page the link leads to is a new page load.
  if (asked) rememberLanguage(asked);
  // The shared schemas' field messages (checked in the browser too) in the reader's language.
  setRuleMessageTranslator((key) => i18n.t(`common:rules.${key}`));
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
