import { createInstance } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  type LocaleTree,
  type Translation,
} from '@dugout/shared';
import { inEveryLanguage, pickLanguage } from './language';

/*
 * One i18next instance for everything the server writes to people. Its own language is never
 * changed: requests in different languages interleave, so each message asks for a translator
 * fixed to its reader's language (getFixedT).
 *
 * Catalogs are plain text and nothing is escaped here (escapeValue: false): the same message
 * goes into plain-text emails and SMS, where an entity would show as "&amp;", and into HTML,
 * whose renderers escape the whole rendered message (the catalog's own text as well as the
 * values put into it) with escapeHtml, exactly once.
 */
const i18n = createInstance();
i18n.init({
  resources: {},
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [],
  initAsync: false,
  // Keys never name their namespace (each catalog's translator does): a ':' is just text.
  nsSeparator: false,
  interpolation: { escapeValue: false, skipOnVariables: true },
  showSupportNotice: false,
});

/** i18next's plural forms (Intl.PluralRules categories). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Every leaf of `T` as a dotted path. */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** What a message is asked for by: its path, plural forms (`wait_one`, `wait_other`) as one key. */
export type MessageKey<T> =
  LeafPaths<T> extends infer Path
    ? Path extends `${infer Base}_${PluralSuffix}`
      ? Base
      : Path
    : never;

/** The English text at a key (a plural key's `other` form). */
type TextAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : `${K}_other` extends keyof T
      ? T[`${K}_other`]
      : never;

type IsPlural<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? IsPlural<T[Head], Rest>
    : false
  : `${K}_other` extends keyof T
    ? true
    : false;

/** The `{{names}}` a text interpolates. */
type VariablesIn<S> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | VariablesIn<Rest>
  : never;

type MessageVariables<T, K extends string> =
  VariablesIn<TextAt<T, K>> | (IsPlural<T, K> extends true ? 'count' : never);

type Variables = Readonly<Record<string, string | number>>;

/**
 * A translator for one catalog in one language: keys and their variables checked by the compiler
 * (a text built with `+` is a plain string to it, whose variables it cannot see: write catalog
 * texts as single literals).
 */
export type CatalogText<T> = <K extends MessageKey<T> & string>(
  key: K,
  ...variables: string extends TextAt<T, K>
    ? [Variables?]
    : [MessageVariables<T, K>] extends [never]
      ? []
      : [Readonly<Record<MessageVariables<T, K>, string | number>>]
) => string;

/** One module's server wording, in every language. */
export interface ServerCatalog<T extends LocaleTree> {
  readonly namespace: string;
  readonly locales: { readonly en: T; readonly es: Translation<T> };
  /** The catalog's translator in `language` (anything unsupported is English). */
  in(language: unknown): CatalogText<T>;
  /** One text in every language: for bilingual pages and errors answered in the reader's. */
  inEveryLanguage(
    render: (t: CatalogText<T>, language: Language) => string,
  ): Record<Language, string>;
}

const catalogs = new Map<string, ServerCatalog<LocaleTree>>();

/**
 * Declares a module's catalog and registers it with the server's i18next instance (the only place
 * that does). The Spanish strings must have exactly the English keys, or the compiler refuses.
 */
export function defineServerCatalog<const T extends LocaleTree>(
  namespace: string,
  locales: { en: T; es: Translation<T> },
): ServerCatalog<T> {
  if (catalogs.has(namespace)) throw new Error(`Two server catalogs are named ${namespace}`);
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, locales[language]);
  }
  const catalog: ServerCatalog<T> = {
    namespace,
    locales,
    in(language) {
      const fixed = i18n.getFixedT(pickLanguage(language), namespace);
      return ((key: string, variables?: Variables) => {
        const count = variables?.['count'];
        // Variables go in `replace`, so a variable's name can never be taken for an option.
        return fixed(key, {
          replace: variables ?? {},
          ...(typeof count === 'number' ? { count } : {}),
        });
      }) as CatalogText<T>;
    },
    inEveryLanguage(render) {
      return inEveryLanguage((language) => render(catalog.in(language), language));
    },
  };
  catalogs.set(namespace, catalog as unknown as ServerCatalog<LocaleTree>);
  return catalog;
}

/** Every catalog declared so far (the key-parity test imports them all first). */
export function serverCatalogs(): ReadonlyMap<string, ServerCatalog<LocaleTree>> {
  return catalogs;
}
