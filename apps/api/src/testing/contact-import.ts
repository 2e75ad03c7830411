import { sql } from 'kysely';
import type { TestApp } from './test-app';

/** The contact import's calls as an admin makes them, for the import's test files. */

/** A multipart body with the file in `file` (and the fields given). */
export async function importForm(
  file: string | Buffer | null,
  fields: Record<string, string> = {},
  name = 'contacts.csv',
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file !== null) {
    const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
    fd.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), name);
  }
  const req = new Request('http://x/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

export async function previewImport(t: TestApp, csv: string | Buffer, language?: 'es') {
  const body = await importForm(csv);
  return t.injectAs('admin', {
    method: 'POST',
    url: '/api/contact/import/preview',
    payload: body.payload,
    headers: { ...body.headers, ...(language ? { 'accept-language': language } : {}) },
  });
}

export async function confirmImport(t: TestApp, csv: string | Buffer, fingerprint: string) {
  const body = await importForm(csv, { fingerprint });
  return t.injectAs('admin', {
    method: 'POST',
    url: '/api/contact/import/confirm',
    payload: body.payload,
    headers: body.headers,
  });
}

export function contactByEmail(t: TestApp, email: string) {
  const db = t.database.db;
  return db
    .selectFrom('contacts')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}
