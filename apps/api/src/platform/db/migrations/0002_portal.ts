import { sql, type Kysely } from 'kysely';

// The portal's content, events, RSVPs, request forms and links. Never edited after it lands.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('thumbnail_key', 'text')
    .addColumn('size_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`category in ('Events & Announcements', 'Road Trip Information', 'Key Contacts', 'Medical Resources')`,
        ),
    )
    .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_banner', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'uuid', (c) => c.references('contacts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('content_category_sort_idx')
    .on('content')
    .columns(['category', 'sort_order'])
    .execute();

  await db.schema
    .createTable('content_affiliations')
    .addColumn('content_id', 'uuid', (c) =>
      c.notNull().references('content.id').onDelete('cascade'),
    )
    .addColumn('affiliation_id', 'integer', (c) =>
      c.notNull().references('affiliations.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('content_affiliations_pk', ['content_id', 'affiliation_id'])
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date', 'timestamptz')
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('location_id', 'integer')
    .addColumn('image_url', 'text')
    .addColumn('linked_content_id', 'uuid', (c) => c.references('content.id').onDelete('set null'))
    /** iCalendar SEQUENCE: bumped on every change so phones update the event. */
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'uuid', (c) => c.references('contacts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('events_date_idx').on('events').column('date').execute();

  await db.schema
    .createTable('event_affiliations')
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('affiliation_id', 'integer', (c) =>
      c.notNull().references('affiliations.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('event_affiliations_pk', ['event_id', 'affiliation_id'])
    .execute();

  await db.schema
    .createTable('event_translations')
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'es')`))
    .addColumn('field_name', 'text', (c) =>
      c.notNull().check(sql`field_name in ('Name', 'Description')`),
    )
    .addColumn('contents', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_translations_pk', ['event_id', 'language', 'field_name'])
    .execute();

  await db.schema
    .createTable('rsvps')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('contact_id', 'uuid', (c) =>
      c.notNull().references('contacts.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('yes', 'no')`))
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('rsvps_event_contact_unique', ['event_id', 'contact_id'])
    .execute();
  await db.schema.createIndex('rsvps_contact_idx').on('rsvps').column('contact_id').execute();

  await db.schema
    .createTable('pinned_posts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('post_link', 'text', (c) => c.notNull())
    .addColumn('post_name', 'text', (c) => c.notNull())
    .addColumn('post_sub_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('searchable_links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('link_name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('viewable_permissions', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();

  await db.schema
    .createTable('form_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('jersey', 'gift')`))
    /** Null once the submitting contact is deleted; their requests stay. */
    .addColumn('submitted_by', 'uuid', (c) => c.references('contacts.id').onDelete('set null'))
    .addColumn('submitted_by_name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('jersey_name', 'text', (c) => c.notNull())
    .addColumn('jersey_number', 'integer', (c) => c.notNull())
    .addColumn('jersey_size', 'text', (c) => c.notNull())
    .addColumn('jersey_position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('jersey_index', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('form_requests_kind_idx')
    .on('form_requests')
    .columns(['kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'form_requests',
    'searchable_links',
    'pinned_posts',
    'rsvps',
    'event_translations',
    'event_affiliations',
    'events',
    'content_affiliations',
    'content',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
