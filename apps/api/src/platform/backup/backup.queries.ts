/**
 * What a backup reads of the embedded database: its tables, their row counts and contents'
 * checksums, and the migration level. Plain SQL on a PGlite connection or transaction (the
 * snapshot runs inside PGlite's own transaction, where Kysely cannot go).
 */
export interface Querier {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of the public schema (the app's and the migrator's), by name. */
export async function listTables(q: Querier): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name);
}

/** Rows per table, for every table (one statement: the snapshot holds writes while it runs). */
export async function countRows(q: Querier): Promise<Record<string, number>> {
  const tables = await listTables(q);
  if (tables.length === 0) return {};
  const { rows } = await q.query<{ name: string; n: number }>(
    tables
      .map(
        (table, i) =>
          `select $${i + 1}::text as name, count(*)::int as n from public.${quoteIdent(table)}`,
      )
      .join(' union all '),
    tables,
  );
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.name] = row.n;
  return counts;
}

/** An MD5 of a table's rows as text, in a fixed order: equal contents, equal checksum. */
export async function tableChecksum(q: Querier, table: string): Promise<string> {
  const { rows } = await q.query<{ sum: string }>(
    `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum
       from public.${quoteIdent(table)} t`,
  );
  return rows[0]!.sum;
}

/** The newest migration applied and how many there are (null before the first start). */
export async function migrationLevel(
  q: Querier,
): Promise<{ latest: string | null; applied: number }> {
  const { rows: exists } = await q.query<{ found: boolean }>(
    `select to_regclass('public.kysely_migration') is not null as found`,
  );
  if (!exists[0]?.found) return { latest: null, applied: 0 };
  const { rows } = await q.query<{ latest: string | null; applied: number }>(
    `select max(name) as latest, count(*)::int as applied from public.kysely_migration`,
  );
  return { latest: rows[0]?.latest ?? null, applied: rows[0]?.applied ?? 0 };
}

/** PostgreSQL's version number, e.g. 170005. */
export async function serverVersionNum(q: Querier): Promise<number> {
  const { rows } = await q.query<{ v: string }>(
    `select current_setting('server_version_num') as v`,
  );
  return Number(rows[0]!.v);
}
