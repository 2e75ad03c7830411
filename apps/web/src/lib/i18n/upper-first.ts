/**
 * The first letter in upper case, the rest as written: how a date that starts a heading is
 * written in both languages ("Noviembre de 2026", "Sábado, 14 de noviembre"). CSS
 * `text-transform: capitalize` would title-case every word, which Spanish does not do.
 */
export function upperFirst(text: string, locale: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  return letter.toLocaleUpperCase(locale) + text.slice(letter.length);
}
