/**
 * The migrations allowed to drop or rename a table or column: the "contract" step of expand then
 * contract (docs/deploying.md). During a rolling upgrade the previous release runs beside the new
 * schema, so a name may only go once a release that no longer reads it has shipped: `follows` is
 * that release (the `version` of apps/api/package.json), which must be older than the release
 * carrying the migration. migration-contracts.test.ts refuses any drop or rename not listed here
 * with exactly the names it removes.
 */
export interface ContractMigration {
  /** The migration's name (its file name without .ts). */
  migration: string;
  /** The release whose code stopped reading every name below; older than the current one. */
  follows: string;
  /** What it drops or renames: `table` or `table.column`. */
  removes: string[];
  /** Why it is safe, for the reviewer. */
  reason: string;
}

export const CONTRACT_MIGRATIONS: ContractMigration[] = [];

/**
 * Migrations that dropped or renamed something before this check existed, exempt from the
 * release rule but named here so that none is skipped silently. None today: every `up` so far
 * only adds (the drops in the folder are all in `down`, which undoes an `up` and is never run
 * during an upgrade).
 */
export const GRANDFATHERED_MIGRATIONS: Omit<ContractMigration, 'follows'>[] = [];
