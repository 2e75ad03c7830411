import { sql, type Kysely } from 'kysely';

// Migrations are never edited after they land: add a new numbered file instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  // unaccent() is STABLE; an IMMUTABLE wrapper lets indexes and generated columns use it.
  await sql`create or replace function f_unaccent(text) returns text
    language sql immutable parallel safe strict as
    $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`.execute(db);

  await db.schema
    .createTable('affiliations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('profile_image_key', 'text')
    .addColumn('twitter', 'text')
    .addColumn('insta', 'text')
    .addColumn('tiktok', 'text')
    .addColumn('related_player_id', 'integer')
    .addColumn('related_player_name', 'text')
    .addColumn('related_player_is_coach', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('relation_to_player', 'text')
    .addColumn('alternate_description', 'text')
    .addColumn('is_site_user', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_connected_to_player', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hide_contact_from_others', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('permissions', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('affiliation_id', 'integer', (c) =>
      c.references('affiliations.id').onDelete('set null'),
    )
    .addColumn('calendar_token', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('contacts_language_check', sql`language in ('en', 'es')`)
    .execute();
  await sql`create unique index contacts_email_lower_idx on contacts (lower(email))`.execute(db);
  await sql`create index contacts_first_name_idx on contacts (first_name, last_name)`.execute(db);

  await db.schema
    .createTable('login_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('contact_id', 'uuid', (c) =>
      c.notNull().references('contacts.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_codes_contact_idx')
    .on('login_codes')
    .column('contact_id')
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['type', 'id'])
    .execute();
  await db.schema
    .createIndex('oidc_payloads_grant_idx')
    .on('oidc_payloads')
    .column('grant_id')
    .execute();
  await db.schema.createIndex('oidc_payloads_uid_idx').on('oidc_payloads').column('uid').execute();
  await db.schema
    .createIndex('oidc_payloads_expires_idx')
    .on('oidc_payloads')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message_types', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('body_es', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('contacts.id').onDelete('set null'))
    .addColumn('recipient_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('message_id', 'uuid', (c) =>
      c.notNull().references('messages.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text')
    .addColumn('recipient_label', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('attachments', 'jsonb')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('queued', 'sending', 'sent', 'failed', 'skipped')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('deliveries_message_idx')
    .on('deliveries')
    .column('message_id')
    .execute();
  await sql`create index deliveries_due_idx on deliveries (next_attempt_at) where status = 'queued'`.execute(
    db,
  );

  await db.schema
    .createTable('dev_mailbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('actor_id', 'uuid')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('detail', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('app_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'app_state',
    'audit_log',
    'dev_mailbox',
    'deliveries',
    'messages',
    'oidc_payloads',
    'login_codes',
    'contacts',
    'affiliations',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
