import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '@dugout/shared';
import {
  DEFAULT_NAMESPACE,
  isLazyNamespace,
  lazyLocales,
  shellLocales,
  shellResources,
} from './resources';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
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

/** Hands i18next a lazy namespace's strings (both languages come in one small chunk). */
const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    if (!isLazyNamespace(namespace)) return callback(null, {});
    lazyLocales[namespace]().then(
      (locales) => callback(null, isLanguage(language) ? locales[language] : locales.en),
      (error: Error) => callback(error, null),
    );
  },
};

void i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    resources: { en: shellResources('en'), es: shellResources('es') },
    // The shell's namespaces are bundled; the others come from the backend above when used.
    partialBundledLanguages: true,
    lng: readStoredLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(shellLocales),
    defaultNS: DEFAULT_NAMESPACE,
    // The shell's strings are bundled: initialise synchronously so the first render is translated.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    showSupportNotice: false,
  });

document.documentElement.lang = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
i18n.on('languageChanged', rememberLanguage);

/** The current UI language, always one of the supported ones. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

export { i18n };
