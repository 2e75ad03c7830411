import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Rule } from '@dugout/shared';
import type { Database } from '../db/schema';

/**
 * Who may see an item, written once as data (the Rule type and its TypeScript reading `allows`
 * are in packages/shared/src/audience.ts, where the web reads them too). Each resource reads its
 * terms twice, once against a loaded item (`allows`) and once as SQL (`allowsInSql`); the
 * property test proves the two readings agree.
 */
export { allows, EVERYONE, type Rule } from '@dugout/shared';

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
