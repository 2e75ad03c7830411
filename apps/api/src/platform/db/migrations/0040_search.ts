import { sql, type Kysely } from 'kysely';

/**
 * Global search (GET /api/home/search): each searchable table carries its lower-cased, unaccented
 * text in a STORED generated column with a GIN trigram index, so `search_text like '%perez%'`
 * finds 'Pérez' among 20,000 contacts in a millisecond or two. Storing the
 * text matters more than the index. PostgreSQL 12+ syntax: runs on 15 and on PGlite (18).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // array_to_string is STABLE in general (element output functions); for text[] it is immutable.
  await sql`create or replace function f_search_tags(text[]) returns text
    language sql immutable parallel safe
    as $$ select coalesce(array_to_string($1, ' '), '') $$`.execute(db);

  await sql`alter table contacts add column search_text text generated always as (
    f_unaccent(lower(
      first_name || ' ' || last_name || ' ' || coalesce(relation_to_player, '') || ' ' ||
      coalesce(related_player_name, '') || ' ' || coalesce(alternate_description, '')
    ))) stored`.execute(db);
  await sql`alter table content add column search_text text generated always as (
    f_unaccent(lower(description || ' ' || file_name || ' ' || f_search_tags(tags)))) stored`.execute(
    db,
  );
  await sql`alter table events add column search_text text generated always as (
    f_unaccent(lower(name || ' ' || description || ' ' || f_search_tags(tags)))) stored`.execute(
    db,
  );

  for (const table of ['contacts', 'content', 'events']) {
    await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)}
      using gin (search_text gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contacts', 'content', 'events']) {
    await sql`drop index if exists ${sql.id(`${table}_search_trgm_idx`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column if exists search_text`.execute(db);
  }
  await sql`drop function if exists f_search_tags(text[])`.execute(db);
}
