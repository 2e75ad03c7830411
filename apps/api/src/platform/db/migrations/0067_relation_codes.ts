import { sql, type Kysely } from 'kysely';
import { RELATION_CODES, RELATIONS, relationFromInput } from '@dugout/shared';

/**
 * Relations as codes (issue 14 §2): `contacts.relation_to_player` held the words an admin typed
 * ("Mother", "Tía"); it now holds a code of packages/shared relations.ts ('mother', 'aunt'), shown
 * in the reader's language. Each stored word that relationFromInput reads (English or Spanish, any
 * case or accents) becomes its code.
 *
 * A word that names none of the codes ("Neighbour") becomes 'other' (shown "Family member" /
 * "Familiar"), and the word itself moves into the alternate description when that is empty, so
 * nothing typed is lost and an admin sees it in the form. We chose this over a free-text column
 * beside the code: every reader would need both, and the directory filter, search and the CSV
 * would fall back to one language's word again. The column is then constrained to the codes, so
 * no writer (an old replica, a script) can store a word again; a new relation is a new migration.
 */
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
