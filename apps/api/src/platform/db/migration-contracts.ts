import type { ContractMigration } from './contract-migrations';
import { destructiveChanges } from './destructive-changes';

export interface MigrationSource {
  name: string;
  source: string;
}

export interface ContractRules {
  contracts: ContractMigration[];
  grandfathered: Omit<ContractMigration, 'follows'>[];
  /** The release being built (apps/api/package.json's version). */
  currentVersion: string;
  /** The current code that reads the database: schema.ts and every *.queries.ts, concatenated. */
  currentCode: string;
}

/** Compares dotted release numbers (1.10.0 > 1.9.2). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Whether the code still names `table` or `table.column` (as an identifier or a quoted name). */
function stillRead(code: string, name: string): boolean {
  const [table, column] = name.split('.') as [string, string | undefined];
  const word = (w: string) => new RegExp(String.raw`(?<![A-Za-z0-9_])${w}(?![A-Za-z0-9_])`);
  if (column === undefined) return word(table).test(code);
  // A column counts as read where the code names it beside its table: `table.column` in SQL, or
  // the column inside the table's interface in schema.ts (found by the table's key there).
  if (word(`${table}\\.${column}`).test(code)) return true;
  const entry = new RegExp(String.raw`\b${table}:\s*(\w+);`).exec(code);
  if (!entry) return false;
  const body = new RegExp(String.raw`interface ${entry[1]} \{([\s\S]*?)\n\}`).exec(code)?.[1];
  return body !== undefined && new RegExp(String.raw`^\s*${column}\??:`, 'm').test(body);
}

/**
 * Why each migration that drops or renames a table or column may not, empty when all may: it
 * must be listed (grandfathered, or a contract with exactly what it removes), a contract must
 * follow an older release, and the current code must no longer read what it removes.
 */
export function contractViolations(migrations: MigrationSource[], rules: ContractRules): string[] {
  const problems: string[] = [];
  const known = new Set(migrations.map((m) => m.name));
  for (const listed of [...rules.contracts, ...rules.grandfathered]) {
    if (!known.has(listed.migration)) problems.push(`${listed.migration} is listed but not found`);
  }
  for (const { name, source } of migrations) {
    const removes = [...new Set(destructiveChanges(source).map((c) => c.name))].sort();
    const grandfathered = rules.grandfathered.find((g) => g.migration === name);
    const contract = rules.contracts.find((c) => c.migration === name);
    const listed = grandfathered ?? contract;
    if (!listed) {
      if (removes.length > 0) {
        problems.push(
          `${name} drops or renames ${removes.join(', ')} while the previous release may still read it: add the new name first, stop reading the old one, and drop it in a later release listed in contract-migrations.ts (docs/deploying.md, "Upgrading without downtime")`,
        );
      }
      continue;
    }
    const declared = [...new Set(listed.removes.map((r) => r.toLowerCase()))].sort();
    if (declared.join() !== removes.join()) {
      problems.push(
        `${name} is listed as removing ${declared.join(', ') || 'nothing'} but removes ${removes.join(', ') || 'nothing'}`,
      );
    }
    if (!contract) continue;
    if (compareVersions(contract.follows, rules.currentVersion) >= 0) {
      problems.push(
        `${name} follows release ${contract.follows}, not older than this one (${rules.currentVersion}): the release still running beside it must already have stopped reading ${removes.join(', ')}`,
      );
    }
    for (const removed of removes.filter((r) => stillRead(rules.currentCode, r))) {
      problems.push(`${name} removes ${removed}, which the current code still reads`);
    }
  }
  return problems;
}
