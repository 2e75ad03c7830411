/** One namespace's strings: nested objects whose leaves are strings. */
export interface LocaleTree {
  readonly [key: string]: string | LocaleTree;
}

/** The same keys as `T`, any string values: what a translation of `T` must look like. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

/**
 * Declares one namespace's strings in every supported language. The Spanish object must have
 * exactly the English keys: the compiler rejects a missing or an extra key, and
 * `localeKeyPaths` lets a test check catalogs at run time too.
 */
export function defineLocales<T extends LocaleTree>(locales: { en: T; es: Translation<T> }) {
  return locales;
}

/** Every leaf of a locale tree as a dotted key path (`errors.title`), for key-parity tests. */
export function localeKeyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    localeKeyPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** The `{{name}}` variables a message interpolates, sorted (each language must use the same). */
export function interpolationVariables(message: string): string[] {
  return [...message.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}
