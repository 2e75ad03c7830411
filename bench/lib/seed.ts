import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Plain SQL against the server's own database (stopped PGlite folder, or a PostgreSQL URL). */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * A database of its own on the PostgreSQL server at `baseUrl` (`<prefix>_<random>`), for one run
 * of the bench or the soak; `drop` removes it, connections and all.
 */
export async function createDatabase(
  baseUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export async function openSql(target: { dataDir: string; databaseUrl?: string }): Promise<Sql> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    return {
      query: async <T>(text: string, params: unknown[] = []) =>
        (await client.query(text, params)).rows as T[],
      close: () => client.end(),
    };
  }
  const db = await PGlite.create({
    dataDir: path.join(target.dataDir, 'pgdata'),
    extensions: { pg_trgm, unaccent },
  });
  return {
    query: async <T>(text: string, params: unknown[] = []) =>
      (await db.query<T>(text, params)).rows,
    close: () => db.close(),
  };
}

const FIRST = [
  'Ana',
  'Luis',
  'María',
  'José',
  'Carmen',
  'Diego',
  'Sofía',
  'Mateo',
  'Lucía',
  'Pedro',
  'Emma',
  'Noah',
  'Olivia',
  'Liam',
  'Ava',
  'Mason',
  'Mia',
  'Ethan',
  'Harper',
  'Logan',
];
const LAST = [
  'García',
  'Martínez',
  'Rodríguez',
  'López',
  'Hernández',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flores',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Moore',
  'Taylor',
  'Anderson',
  'Thomas',
  'Jackson',
  'White',
  'Harris',
];
const sqlArray = (items: string[]) =>
  `array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Adds `count` fictional contacts (numbered from `from`), deterministic, in one statement.
 * They are site users of "Players' Families" with view:contacts, like the demo family member.
 */
export async function addContacts(sql: Sql, from: number, count: number): Promise<void> {
  await sql.query(`
    insert into contacts (first_name, last_name, email, phone, language, permissions,
      affiliation_id, is_site_user, relation_to_player, related_player_name,
      hide_contact_from_others)
    select (${sqlArray(FIRST)})[1 + (i % 20)],
      (${sqlArray(LAST)})[1 + ((i * 7) % 25)] || ' ' || (${sqlArray(LAST)})[1 + ((i / 25) % 25)],
      'bench' || i || '@bench.test',
      '555010' || lpad((i % 10000)::text, 4, '0'),
      case when i % 3 = 0 then 'es' else 'en' end,
      array['view:contacts'],
      (select id from affiliations where name = 'Players'' Families'),
      true,
      (array['mother','father','grandmother','partner','sister'])[1 + (i % 5)],
      'Player ' || (i % 40),
      i % 17 = 0
    from generate_series(${from}, ${from + count - 1}) as i`);
}

export async function addContent(sql: Sql, count: number): Promise<void> {
  await sql.query(`
    insert into content (description, file_name, file_type, content_type, blob_key, size_bytes,
      tags, category, sort_order)
    select 'Bench document ' || i || ' ' || (array['Hotel list','Bus schedule','Meal plan',
        'Doctor contacts','Parking map'])[1 + (i % 5)],
      'bench-' || i || '.pdf', 'pdf', 'application/pdf', 'bench/' || i || '.pdf', 120000,
      array['bench', 'tag' || (i % 10)],
      (array['Events & Announcements','Road Trip Information','Key Contacts',
        'Medical Resources'])[1 + (i % 4)],
      i
    from generate_series(1, ${count}) as i`);
  // A third of them for the families only, a third for the front office only.
  await sql.query(`
    insert into content_affiliations (content_id, affiliation_id)
    select c.id, a.id from content c
    join affiliations a on a.name = case (c.sort_order % 3)
      when 1 then 'Players'' Families' when 2 then 'Front Office' end
    where c.blob_key like 'bench/%'`);
}

export async function addEvents(sql: Sql, count: number): Promise<void> {
  await sql.query(`
    insert into events (name, description, date, tags, location_id)
    select (array['Home game','Away game','Family picnic','Road trip','Fundraiser'])[1 + (i % 5)]
        || ' ' || i,
      'Bench event ' || i || ': meet at the gate an hour before.',
      date_trunc('day', now()) + ((i - ${Math.floor(count / 2)}) || ' days')::interval
        + interval '18 hours',
      array['bench'],
      case when i % 5 < 2 then 1 + (i % 2) else null end
    from generate_series(1, ${count}) as i`);
  await sql.query(`
    insert into event_affiliations (event_id, affiliation_id)
    select e.id, a.id from events e
    join affiliations a on a.name = case (abs(hashtext(e.name)) % 4)
      when 1 then 'Players'' Families' when 2 then 'Front Office' end
    where 'bench' = any(e.tags)`);
}
