/** A feature's strings: nested objects whose leaves are strings. */
export interface LocaleTree {
  readonly [key: string]: string | LocaleTree;
}

/** The same keys as `T`, any string values: what a translation of `T` must look like. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

/**
 * Declares one namespace's strings in every supported language. The Spanish object must have
 * exactly the English keys (the compiler rejects a missing or an extra key; a unit test checks
 * the merged resources too).
 */
export function defineLocales<T extends LocaleTree>(locales: { en: T; es: Translation<T> }) {
  return locales;
}
