import { sql, type Kysely } from 'kysely';

/**
 * A version of each household's answers, so the schedule's household answers can be kept per
 * member and rebuilt only when one of them answers (GET /api/rsvp/household). RSVPs are not in
 * the shared data's version (migration 0050): every answer would empty every shared cache, and on
 * PostgreSQL all answers would queue on its one row.
 *
 * rsvp_versions holds a counter per scope: `h<household id>` for a contact in a household, else
 * `c<contact id>`; `*` for a TRUNCATE. Statement triggers on rsvps raise the scope of each contact
 * written (a cascade from a deleted event or contact too) and tell it by NOTIFY at commit, which
 * the embedded database's one process hears before the writer's call returns. Moving a contact
 * between households raises the shared data's version, which the cache is keyed on as well.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rsvp_versions (
    scope text primary key,
    version bigint not null default 0
  )`.execute(db);
  await sql`create function bump_rsvp_scope(scope_key text) returns void language plpgsql as $$
    declare
      next_version bigint;
    begin
      insert into rsvp_versions as v (scope, version) values (scope_key, 1)
        on conflict (scope) do update set version = v.version + 1
        returning v.version into next_version;
      perform pg_notify('dugout_rsvp_version', scope_key);
    end $$`.execute(db);
  await sql`create function rsvp_scope(contact uuid) returns text language sql stable as $$
    select coalesce((select 'h' || household_id from household_members where contact_id = contact),
                    'c' || contact) $$`.execute(db);
  // Per statement, over the rows it wrote (transition tables): a bulk write of thousands of
  // answers raises each household once, in one order (two writers never wait on each other
  // crosswise).
  await sql`create function bump_rsvp_versions() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        perform bump_rsvp_scope('*');
      elsif tg_op = 'INSERT' then
        perform bump_rsvp_scope(s.scope) from (
          select distinct rsvp_scope(contact_id) as scope from new_rows order by 1) s;
      elsif tg_op = 'UPDATE' then
        perform bump_rsvp_scope(s.scope) from (
          select rsvp_scope(contact_id) as scope from old_rows
          union select rsvp_scope(contact_id) from new_rows order by 1) s;
      else
        perform bump_rsvp_scope(s.scope) from (
          select distinct rsvp_scope(contact_id) as scope from old_rows order by 1) s;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger rsvps_insert_bump_rsvp_versions after insert on rsvps
    referencing new table as new_rows
    for each statement execute function bump_rsvp_versions()`.execute(db);
  await sql`create trigger rsvps_update_bump_rsvp_versions after update on rsvps
    referencing old table as old_rows new table as new_rows
    for each statement execute function bump_rsvp_versions()`.execute(db);
  await sql`create trigger rsvps_delete_bump_rsvp_versions after delete on rsvps
    referencing old table as old_rows
    for each statement execute function bump_rsvp_versions()`.execute(db);
  await sql`create trigger rsvps_truncate_bump_rsvp_versions after truncate on rsvps
    for each statement execute function bump_rsvp_versions()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const op of ['insert', 'update', 'delete', 'truncate']) {
    await sql`drop trigger if exists ${sql.id(`rsvps_${op}_bump_rsvp_versions`)} on rsvps`.execute(
      db,
    );
  }
  await sql`drop function if exists bump_rsvp_versions()`.execute(db);
  await sql`drop function if exists rsvp_scope(uuid)`.execute(db);
  await sql`drop function if exists bump_rsvp_scope(text)`.execute(db);
  await sql`drop table if exists rsvp_versions`.execute(db);
}
