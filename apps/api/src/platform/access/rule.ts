import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Who may see an item, written once as data: everyone, or those for whom at least one term
 * holds (no term: no one). Each resource reads its terms twice, once against a loaded item
 * (`allows`) and once as SQL (`allowsInSql`); the property test proves the two readings agree.
 */
export type Rule<Term> = { everyone: true } | { anyOf: readonly Term[] };

export const EVERYONE = { everyone: true } as const;

/** The TypeScript reading of a rule: `holds` says whether one term holds for the item. */
export function allows<Term>(rule: Rule<Term>, holds: (term: Term) => boolean): boolean {
  return 'everyone' in rule || rule.anyOf.some(holds);
}

/** A standalone builder: the access layer's expressions fit into any query's `.where()`. */
export const eb = expressionBuilder<Database, never>();

/** The SQL reading of a rule: `toSql` says what one term is as a condition on the row. */
export function allowsInSql<Term>(
  rule: Rule<Term>,
  toSql: (term: Term) => Expression<SqlBool>,
): Expression<SqlBool> {
  if ('everyone' in rule) return eb.lit(true);
  if (rule.anyOf.length === 0) return eb.lit(false);
  return eb.or(rule.anyOf.map(toSql));
}
