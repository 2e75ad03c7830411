import { sql, type Kysely } from 'kysely';

/**
 * Pinned posts that admins manage: Spanish title and text (empty: Spanish
 * readers see the English post), an optional last day (a date in the team's time zone, compared
 * with the team's today when the posts are read, so nothing has to delete them), and the row
 * version for If-Match, as the other edited rows have (0063).
 *
 * Only a change to what the post says raises its version: reordering (sort_order) does not, so
 * an admin's open edit form is not made stale by someone dragging the banners.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pinned_posts')
    .addColumn('title_es', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text_es', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_on', 'date')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create trigger pinned_posts_bump_row_version
    before update of post_name, post_sub_name, post_link, title_es, text_es, expires_on
    on pinned_posts
    for each row execute function bump_row_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists pinned_posts_bump_row_version on pinned_posts`.execute(db);
  await db.schema
    .alterTable('pinned_posts')
    .dropColumn('title_es')
    .dropColumn('text_es')
    .dropColumn('expires_on')
    .dropColumn('version')
    .execute();
}
