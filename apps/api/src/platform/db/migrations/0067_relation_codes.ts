import { sql, type Kysely } from 'kysely';

/**
 * Relations as codes: `contacts.relation_to_player` held the words an admin typed ("Mother",
 * "Tía"); it now holds a code ('mother', 'aunt'), shown in the reader's language. Each stored word
 * that names a code (English or Spanish, any case or accents) becomes its code.
 *
 * A word that names none of the codes ("Neighbour") becomes 'other' (shown "Family member" /
 * "Familiar"), and the word itself moves into the alternate description when that is empty, so
 * nothing typed is lost and an admin sees it in the form. We chose this over a free-text column
 * beside the code: every reader would need both, and the directory filter, search and the CSV
 * would fall back to one language's word again. The column is then constrained to the codes, so
 * no writer (an old replica, a script) can store a word again; a new relation is a new migration.
 *
 * The codes and their words are written out here as they were when this landed, not imported from
 * the app: a migration must do the same on a database migrated later, whatever the app's list of
 * relations has become by then.
 */
const RELATIONS = {
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

type RelationCode = keyof typeof RELATIONS;
const RELATION_CODES = Object.keys(RELATIONS) as RelationCode[];

/** Lower case, without accents, spaces, hyphens or dots: 'Step-Mother' and 'stepmother' meet. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\-_.]+/g, ' ')
    .trim();
}

const BY_WORD = new Map<string, RelationCode>();
for (const code of RELATION_CODES) {
  const { en, es, also } = RELATIONS[code];
  for (const word of [code, en, es, ...also]) {
    BY_WORD.set(fold(word), code);
    BY_WORD.set(fold(word).replaceAll(' ', ''), code);
  }
}

/** The code a stored word names, ignoring case, accents and spacing; null when none. */
function relationFromInput(text: string): RelationCode | null {
  const folded = fold(text);
  return BY_WORD.get(folded) ?? BY_WORD.get(folded.replaceAll(' ', '')) ?? null;
}

const CONSTRAINT = 'contacts_relation_to_player_code';

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ relation: string }>`
    select distinct relation_to_player as relation from contacts
    where relation_to_player is not null`.execute(db);
  for (const { relation } of rows.rows) {
    const code = relationFromInput(relation);
    if (code === relation) continue;
    if (code) {
      await sql`update contacts set relation_to_player = ${code}
        where relation_to_player = ${relation}`.execute(db);
      continue;
    }
    const words = relation.trim();
    await sql`update contacts set relation_to_player = 'other',
        alternate_description = case
          when coalesce(trim(alternate_description), '') = '' and ${words} <> '' then ${words}
          else alternate_description end
      where relation_to_player = ${relation}`.execute(db);
  }
  const codes = sql.join(RELATION_CODES.map((code) => sql.lit(code)));
  await sql`alter table contacts add constraint ${sql.id(CONSTRAINT)}
    check (relation_to_player in (${codes}))`.execute(db);
}

/** Back to words: each code's English label (what the seed and most admins wrote). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contacts drop constraint if exists ${sql.id(CONSTRAINT)}`.execute(db);
  for (const code of RELATION_CODES) {
    await sql`update contacts set relation_to_player = ${RELATIONS[code].en}
      where relation_to_player = ${code}`.execute(db);
  }
}
