/**
 * A contact's relation to the player they are connected to, stored as a code and
 * shown in the reader's language. The one place the codes and their words live: the API maps what
 * it is sent with `relationFromInput`, the SPA shows `relationLabel` ("Madre de Noah Pemberton"),
 * the directory filter and search match the labels. (Migration 0067, which turned the words stored
 * before into codes, keeps its own copy of the list as it was: a new code here needs a migration
 * that widens the column's constraint.)
 *
 * Spanish marks gender, so the codes do too (sister/brother rather than sibling).
 * 'other' is a relation none of these names ("Family member" / "Familiar").
 */
export const RELATIONS = {
  mother: { en: 'Mother', es: 'Madre', also: ['mom', 'mum', 'mama', 'mami'] },
  father: { en: 'Father', es: 'Padre', also: ['dad', 'papa', 'papi'] },
  stepmother: { en: 'Stepmother', es: 'Madrastra', also: ['step mother'] },
  stepfather: { en: 'Stepfather', es: 'Padrastro', also: ['step father'] },
  guardian: {
    en: 'Guardian',
    es: 'Tutor legal',
    also: ['legal guardian', 'tutor', 'tutora', 'tutora legal'],
  },
  grandmother: { en: 'Grandmother', es: 'Abuela', also: ['grandma', 'granny'] },
  grandfather: { en: 'Grandfather', es: 'Abuelo', also: ['grandpa'] },
  sister: { en: 'Sister', es: 'Hermana', also: [] },
  brother: { en: 'Brother', es: 'Hermano', also: [] },
  aunt: { en: 'Aunt', es: 'Tía', also: [] },
  uncle: { en: 'Uncle', es: 'Tío', also: [] },
  wife: { en: 'Wife', es: 'Esposa', also: [] },
  husband: { en: 'Husband', es: 'Esposo', also: ['marido'] },
  partner: { en: 'Partner', es: 'Pareja', also: [] },
  godmother: { en: 'Godmother', es: 'Madrina', also: [] },
  godfather: { en: 'Godfather', es: 'Padrino', also: [] },
  other: { en: 'Family member', es: 'Familiar', also: ['relative', 'otro', 'otra'] },
} as const satisfies Record<string, { en: string; es: string; also: readonly string[] }>;

export type RelationCode = keyof typeof RELATIONS;

/** The codes in the order a form lists them ('other' last). */
export const RELATION_CODES = Object.keys(RELATIONS) as [RelationCode, ...RelationCode[]];

export function isRelationCode(value: unknown): value is RelationCode {
  return typeof value === 'string' && Object.hasOwn(RELATIONS, value);
}

/** Lower case, without accents, spaces, hyphens or dots: 'Step-Mother' and 'stepmother' meet. */
export function foldRelation(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\-_.]+/g, ' ')
    .trim();
}

const BY_WORD: ReadonlyMap<string, RelationCode> = (() => {
  const map = new Map<string, RelationCode>();
  for (const code of RELATION_CODES) {
    const { en, es, also } = RELATIONS[code];
    for (const word of [code, en, es, ...also]) {
      map.set(foldRelation(word), code);
      map.set(foldRelation(word).replaceAll(' ', ''), code);
    }
  }
  return map;
})();

/**
 * The code for what was sent or stored: a code, or a word in English or Spanish ('Mother',
 * 'madre', 'Tía', 'TIA'), ignoring case, accents and spacing. Null when it names no relation.
 */
export function relationFromInput(text: string | null | undefined): RelationCode | null {
  if (!text) return null;
  const folded = foldRelation(text);
  return BY_WORD.get(folded) ?? BY_WORD.get(folded.replaceAll(' ', '')) ?? null;
}

/**
 * The relation as a reader sees it, in their language. A value that is no code (the API never
 * sends one; an old client might) is shown as it is.
 */
export function relationLabel(code: string, language: string): string {
  if (!isRelationCode(code)) return code;
  return RELATIONS[code][language === 'es' ? 'es' : 'en'];
}

/** The relation codes whose label, in either language, contains `text` (folded): search's use. */
export function relationCodesMatching(text: string): RelationCode[] {
  const wanted = foldRelation(text);
  if (!wanted) return [];
  return RELATION_CODES.filter((code) =>
    [RELATIONS[code].en, RELATIONS[code].es].some((label) => foldRelation(label).includes(wanted)),
  );
}
