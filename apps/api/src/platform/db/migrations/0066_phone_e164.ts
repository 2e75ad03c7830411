import { sql, type Kysely } from 'kysely';
import { toE164 } from '@dugout/shared';

/**
 * Phones stored as E.164 (issue 14 §3): every contact's and RSVP's phone that the contacts' rule
 * accepts (packages/shared phone.ts, read in PHONE_REGION, which the server sets before
 * migrating) is rewritten as +15555550121; one that does not parse ("555-0121", no area code) is
 * left as it was, shown as entered, until someone corrects it in the contact form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contacts', 'rsvps'] as const) {
    const rows = await sql<{ phone: string }>`
      select distinct phone from ${sql.table(table)} where phone is not null and phone <> ''`.execute(
      db,
    );
    for (const { phone } of rows.rows) {
      const e164 = toE164(phone);
      if (e164 && e164 !== phone) {
        await sql`update ${sql.table(table)} set phone = ${e164} where phone = ${phone}`.execute(
          db,
        );
      }
    }
  }
}

/** The old spellings are not kept: E.164 reads as well under the old code (shown as-is). */
export async function down(): Promise<void> {}
