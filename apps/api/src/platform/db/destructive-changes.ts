/**
 * Finds what a migration's `up` drops or renames: tables and columns, written with Kysely's
 * schema builder or in raw SQL. During a rolling upgrade the previous release keeps running
 * beside the new schema, so such a change is only safe once no running code reads the old name
 * (expand, then contract: docs/deploying.md, "Upgrading without downtime"). migration-contracts.test.ts checks each one found
 * against contract-migrations.ts.
 */

export interface DestructiveChange {
  kind: 'drop table' | 'rename table' | 'drop column' | 'rename column';
  /** `table` or `table.column`: the name the previous release may still read. */
  name: string;
}

/** The migration's source without its `down` (undoing an `up` drops what that `up` created). */
export function withoutDown(source: string): string {
  const start =
    /(?:function\s+down\s*\(|\bdown\s*\([^)]*\)\s*(?::[^{]+)?\{|\bdown\s*:\s*async)/.exec(source);
  if (!start) return source;
  const open = source.indexOf('{', start.index);
  if (open < 0) return source;
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) {
      return source.slice(0, start.index) + withoutDown(source.slice(i + 1));
    }
  }
  return source.slice(0, start.index);
}

const IDENT = String.raw`"?([a-z_][a-z0-9_]*)"?`;
const QUOTED = String.raw`['"]([a-z_][a-z0-9_]*)['"]`;

/** Every table or column the migration's `up` drops or renames, in source order. */
export function destructiveChanges(source: string): DestructiveChange[] {
  const code = withoutDown(source)
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  const found: { at: number; change: DestructiveChange }[] = [];
  const add = (at: number, kind: DestructiveChange['kind'], name: string) =>
    found.push({ at, change: { kind, name: name.toLowerCase() } });

  // Kysely: schema.dropTable('t'); schema.alterTable('t').dropColumn('c').renameColumn('a', 'b')
  // ... up to the chain's execute(), or .renameTo('u').
  for (const m of code.matchAll(new RegExp(String.raw`\.dropTable\(\s*${QUOTED}`, 'g'))) {
    add(m.index, 'drop table', m[1]!);
  }
  for (const m of code.matchAll(
    new RegExp(String.raw`\.alterTable\(\s*${QUOTED}\s*\)([\s\S]*?)\.execute\(`, 'g'),
  )) {
    const table = m[1]!;
    const chain = m[2]!;
    for (const c of chain.matchAll(new RegExp(String.raw`\.dropColumn\(\s*${QUOTED}`, 'g'))) {
      add(m.index + c.index, 'drop column', `${table}.${c[1]}`);
    }
    for (const c of chain.matchAll(new RegExp(String.raw`\.renameColumn\(\s*${QUOTED}`, 'g'))) {
      add(m.index + c.index, 'rename column', `${table}.${c[1]}`);
    }
    if (/\.renameTo\(/.test(chain)) add(m.index, 'rename table', table);
  }

  // Raw SQL, statement by statement (a template literal may hold several).
  for (const m of code.matchAll(
    new RegExp(
      String.raw`\bdrop\s+table\s+(?:if\s+exists\s+)?((?:${IDENT}\s*,\s*)*${IDENT})`,
      'gi',
    ),
  )) {
    for (const name of m[1]!.split(',')) add(m.index, 'drop table', name.trim().replace(/"/g, ''));
  }
  for (const m of code.matchAll(
    new RegExp(
      String.raw`\balter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${IDENT}([^;\`]*)`,
      'gi',
    ),
  )) {
    const table = m[1]!;
    const clauses = m[2]!;
    for (const c of clauses.matchAll(
      new RegExp(String.raw`\bdrop\s+(?:column\s+)?(?:if\s+exists\s+)?${IDENT}`, 'gi'),
    )) {
      const column = c[1]!.toLowerCase();
      // `drop constraint x`, `drop default`, `drop not null`, `drop index` change no name.
      if (['constraint', 'default', 'not', 'index', 'expression', 'identity'].includes(column)) {
        continue;
      }
      add(m.index + c.index, 'drop column', `${table}.${column}`);
    }
    for (const c of clauses.matchAll(
      new RegExp(String.raw`\brename\s+(?:column\s+)?${IDENT}\s+to\b`, 'gi'),
    )) {
      if (c[1]!.toLowerCase() === 'constraint') continue;
      add(m.index + c.index, 'rename column', `${table}.${c[1]}`);
    }
    if (/^\s*rename\s+to\b/i.test(clauses)) add(m.index, 'rename table', table);
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.change);
}
