import { sql, type Expression, type SqlBool } from 'kysely';
import { relationCodesMatching } from '@dugout/shared';

/**
 * How typed text finds rows: the search box and the directory's filter (issue 17 §2) share it,
 * so a contact the search finds by a word, the directory's filter finds too.
 */

/** Escapes LIKE's wildcards, so a typed % or _ is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `<column> like '%<text, lower-cased and unaccented>%'`, served by the trigram index. */
export function textMatches(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like '%' || f_unaccent(lower(${escapeLike(text)})) || '%'`;
}

/**
 * A contact's text holds `text`, or its relation's label does in English or Spanish: the column
 * stores a code ('mother'), the reader sees "Madre" (issue 14 §2; labels in packages/shared).
 * `contacts` is the table's alias in the query.
 */
export function contactMatches(text: string, contacts = 'c'): Expression<SqlBool> {
  const codes = relationCodesMatching(text);
  const inText = textMatches(`${contacts}.search_text`, text);
  if (!codes.length) return inText;
  return sql<SqlBool>`(${inText} or ${sql.ref(`${contacts}.relation_to_player`)} in (${sql.join(codes)}))`;
}
