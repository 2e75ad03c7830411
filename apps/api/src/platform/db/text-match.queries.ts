import { sql, type Expression, type SqlBool } from 'kysely';
import { relationCodesMatching } from '@dugout/shared';

/**
 * How typed text finds rows: the search box and the directory's filter share it,
 * so a contact the search finds by a word, the directory's filter finds too.
 */

/** Escapes LIKE's wildcards, so a typed % or _ is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `<searchText> like '%<text, lower-cased and unaccented>%'`, served by the trigram index:
 * `searchText` is a row's search_text column in the query (e.g. `eb.ref('ct.search_text')`).
 */
export function textMatches(
  searchText: Expression<string | null>,
  text: string,
): Expression<SqlBool> {
  return sql<SqlBool>`${searchText} like '%' || f_unaccent(lower(${escapeLike(text)})) || '%'`;
}

/** A contact's columns the match reads, in the query (e.g. `eb.ref('c.search_text')`). */
export interface ContactTextColumns {
  searchText: Expression<string | null>;
  /** relation_to_player */
  relation: Expression<string | null>;
}

/**
 * A contact's text holds `text`, or its relation's label does in English or Spanish: the column
 * stores a code ('mother'), the reader sees "Madre" (labels in packages/shared).
 */
export function contactMatches(contact: ContactTextColumns, text: string): Expression<SqlBool> {
  const codes = relationCodesMatching(text);
  const inText = textMatches(contact.searchText, text);
  if (!codes.length) return inText;
  return sql<SqlBool>`(${inText} or ${contact.relation} in (${sql.join(codes)}))`;
}
