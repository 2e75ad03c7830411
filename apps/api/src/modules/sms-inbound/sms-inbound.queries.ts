import type { Db } from '../../platform/db/database';

/**
 * The language of the contact whose phone is this number (E.164), or null when none has it. A
 * number shared by several contacts (a household's landline) answers in Spanish only when every
 * one of them reads Spanish.
 */
export async function languageOfNumber(db: Db, phone: string): Promise<string | null> {
  const rows = await db
    .selectFrom('contacts')
    .select('language')
    .where('phone', '=', phone)
    .limit(20)
    .execute();
  if (rows.length === 0) return null;
  return rows.every((r) => r.language === rows[0]!.language) ? rows[0]!.language : 'en';
}
