import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * Phones stored as E.164: every contact's and RSVP's phone that the contacts' rule accepted when
 * this landed, read in the deployment's PHONE_REGION, is rewritten as +15555550121; one that does
 * not parse ("555-0121", no area code) is left as it was, shown as entered, until someone
 * corrects it in the contact form.
 *
 * The rule is written out here rather than imported from the app: a migration must do the same
 * on a database migrated years later, whatever the app's phone rule has become by then.
 */
export function phoneE164(region: string): Migration {
  return { up: (db) => up(db, region.toUpperCase() as CountryCode), down };
}

/** The rule as it stood: possible for the region, a NANP area code from 2 to 9, no extension. */
function toE164(raw: string, region: CountryCode): string | null {
  if (!raw.trim() || !/^[0-9()+.\-\s/]*$/.test(raw)) return null;
  const parsed = parsePhoneNumberFromString(raw, region);
  if (!parsed?.isPossible()) return null;
  if (parsed.countryCallingCode === '1' && !/^[2-9]/.test(parsed.nationalNumber)) return null;
  return parsed.number;
}

async function up(db: Kysely<unknown>, region: CountryCode): Promise<void> {
  for (const table of ['contacts', 'rsvps'] as const) {
    const rows = await sql<{ phone: string }>`
      select distinct phone from ${sql.table(table)} where phone is not null and phone <> ''`.execute(
      db,
    );
    for (const { phone } of rows.rows) {
      const e164 = toE164(phone, region);
      if (e164 && e164 !== phone) {
        await sql`update ${sql.table(table)} set phone = ${e164} where phone = ${phone}`.execute(
          db,
        );
      }
    }
  }
}

/** The old spellings are not kept: E.164 reads as well under the old code (shown as-is). */
async function down(): Promise<void> {}
