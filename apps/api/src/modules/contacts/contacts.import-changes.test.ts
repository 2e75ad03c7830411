import { describe, expect, it } from 'vitest';
import type {
  ContactImportChangeField,
  ContactImportPreview,
  ContactImportResult,
} from '@dugout/shared';
import { confirmImport, contactByEmail, previewImport } from '../../testing/contact-import';
import { testAppForFile } from '../../testing/test-app';

/**
 * Re-importing a file: a blank cell never erases a
 * stored value; a clear marker does, visibly; the preview's from → to is what the confirm writes.
 */

const t = testAppForFile();

const HEADER = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Language',
  'Affiliation',
  'Relation To Player',
  'Player',
  'Description',
  'Hidden From Others',
  'Twitter',
  'Instagram',
  'TikTok',
];

/** A file of the given rows, each the cells by column name (the others empty). */
const csvOf = (...rows: Partial<Record<string, string>>[]) =>
  [
    HEADER.join(','),
    ...rows.map((cells) =>
      HEADER.map((h) => {
        const v = cells[h] ?? '';
        return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
      }).join(','),
    ),
  ].join('\r\n');

async function importFile(csv: string) {
  const res = await previewImport(t, csv);
  expect(res.statusCode).toBe(200);
  const preview = res.json() as ContactImportPreview;
  const confirmed = await confirmImport(t, csv, preview.fingerprint);
  expect(confirmed.statusCode).toBe(200);
  return { preview, result: confirmed.json() as ContactImportResult };
}

/** Everything an import may change, as the preview writes each field's value. */
async function shown(email: string): Promise<Record<ContactImportChangeField, string | null>> {
  const c = (await contactByEmail(t, email))!;
  const affiliation =
    c.affiliation_id === null
      ? null
      : (
          await t.database.db
            .selectFrom('affiliations')
            .select('name')
            .where('id', '=', c.affiliation_id)
            .executeTakeFirstOrThrow()
        ).name;
  return {
    firstName: c.first_name,
    lastName: c.last_name,
    phone: c.phone,
    language: c.language,
    affiliation,
    player: c.is_connected_to_player ? c.related_player_name : null,
    relation: c.relation_to_player,
    description: c.alternate_description,
    hidden: c.hide_contact_from_others ? 'yes' : 'no',
    twitter: c.twitter,
    insta: c.insta,
    tiktok: c.tiktok,
  };
}

/** A contact with every field filled, made by an import. */
async function fullContact(email: string, firstName: string) {
  await importFile(
    csvOf({
      'First Name': firstName,
      'Last Name': 'Keepsake',
      Email: email,
      Phone: '555-010-0160',
      Language: 'es',
      Affiliation: "Players' Families",
      'Relation To Player': 'Aunt',
      Player: 'Jake Thornbury',
      Description: 'Brings the oranges',
      'Hidden From Others': 'Yes',
      Twitter: '@keepsake',
      Instagram: 'keepsake.ig',
      TikTok: 'keepsake.tt',
    }),
  );
  return shown(email);
}

describe('contact import: blank cells and the clear marker', () => {
  it('leaves every stored value when the file leaves its cell empty (a blank phone was wiped)', async () => {
    const email = 'kara.keepsake@x.test';
    const before = await fullContact(email, 'Kara');
    const version = (await contactByEmail(t, email))!.version;
    // Every column there, only the names and the email filled, the email in another case.
    const csv = csvOf({
      'First Name': 'Kara',
      'Last Name': 'Keepsake',
      Email: 'KARA.Keepsake@x.test',
    });
    const { preview, result } = await importFile(csv);
    expect(preview.update).toEqual([]);
    expect(preview.unchanged.map((r) => r.name)).toEqual(['Kara Keepsake']);
    expect(result).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(await shown(email)).toEqual(before);
    expect(before).toMatchObject({
      phone: '+15550100160',
      affiliation: "Players' Families",
      player: 'Jake Thornbury',
      relation: 'aunt',
      hidden: 'yes',
    });
    expect((await contactByEmail(t, email))!.version).toBe(version);
  });

  it('empties a field whose cell says (clear) or (borrar), and the preview shows it', async () => {
    const email = 'cleo.keepsake@x.test';
    const before = await fullContact(email, 'Cleo');
    const csv = csvOf({
      'First Name': 'Cleo',
      'Last Name': 'Keepsake',
      Email: email,
      Phone: '(clear)',
      Affiliation: ' (CLEAR) ',
      Player: '(borrar)',
      Description: '(Borrar)',
      Instagram: '(clear)',
      // A changed value beside the cleared ones; the blank cells (Twitter…) stay.
      TikTok: 'cleo.new',
    });
    const res = await previewImport(t, csv);
    const preview = res.json() as ContactImportPreview;
    expect(preview.update).toHaveLength(1);
    expect(preview.update[0]!.changes).toEqual([
      { field: 'phone', column: 'Phone', from: '+15550100160', to: null },
      { field: 'affiliation', column: 'Affiliation', from: "Players' Families", to: null },
      { field: 'player', column: 'Player', from: 'Jake Thornbury', to: null },
      // A player cleared takes its relation along (the form's rule), and the preview says so.
      { field: 'relation', column: 'Relation To Player', from: 'aunt', to: null },
      { field: 'description', column: 'Description', from: 'Brings the oranges', to: null },
      { field: 'insta', column: 'Instagram', from: 'keepsake.ig', to: null },
      { field: 'tiktok', column: 'TikTok', from: 'keepsake.tt', to: 'cleo.new' },
    ]);
    const confirmed = await confirmImport(t, csv, preview.fingerprint);
    expect(confirmed.json()).toMatchObject({ updated: 1 });
    const after = await shown(email);
    expect(after).toEqual({
      ...before,
      phone: null,
      affiliation: null,
      player: null,
      relation: null,
      description: null,
      insta: null,
      tiktok: 'cleo.new',
    });
  });

  it('writes exactly the from → to the preview lists, and nothing else', async () => {
    const email = 'mira.keepsake@x.test';
    const before = await fullContact(email, 'Mira');
    const csv = csvOf({
      'First Name': 'Mira',
      'Last Name': 'Keepsake-Ortiz',
      Email: email,
      Phone: '555 010 0161',
      Language: 'en',
      Affiliation: 'Front Office',
      'Relation To Player': 'Madre',
      Player: 'Mateo Pérez',
      Description: '(clear)',
      'Hidden From Others': 'No',
      // Unchanged values are not changes.
      Twitter: '@keepsake',
    });
    const { preview, result } = await importFile(csv);
    expect(result).toMatchObject({ updated: 1 });
    const { changes } = preview.update[0]!;
    const after = await shown(email);
    expect(changes.map((c) => c.field)).toEqual([
      'lastName',
      'phone',
      'language',
      'affiliation',
      'player',
      'relation',
      'description',
      'hidden',
    ]);
    for (const field of Object.keys(before) as ContactImportChangeField[]) {
      const change = changes.find((c) => c.field === field);
      if (change) {
        expect([field, before[field], after[field]]).toEqual([field, change.from, change.to]);
      } else {
        expect([field, after[field]]).toEqual([field, before[field]]);
      }
    }
  });

  it('refuses a clear marker where a field cannot be emptied, in the reader’s language', async () => {
    const csv = csvOf(
      { 'First Name': '(clear)', 'Last Name': 'Keepsake', Email: 'nora.keepsake@x.test' },
      { 'First Name': 'Nell', 'Last Name': 'Keepsake', Email: '(clear)', Language: '(clear)' },
      { 'First Name': 'Ned', 'Last Name': 'Keepsake', 'Hidden From Others': '(borrar)' },
    );
    const body = (await previewImport(t, csv)).json() as ContactImportPreview;
    expect(body.refused.map((r) => [r.line, r.reasons])).toEqual([
      [
        2,
        [
          'First Name cannot be cleared by an import: write a value, or leave the cell empty to keep it.',
        ],
      ],
      [
        3,
        [
          'Email cannot be cleared by an import: write a value, or leave the cell empty to keep it.',
          'Language cannot be cleared by an import: write a value, or leave the cell empty to keep it.',
        ],
      ],
      [
        4,
        [
          'Hidden From Others cannot be cleared by an import: write a value, or leave the cell empty to keep it.',
        ],
      ],
    ]);
    const es = (await previewImport(t, csv, 'es')).json() as ContactImportPreview;
    expect(es.refused[0]!.reasons).toEqual([
      'Nombre (columna «First Name») no se puede borrar con una importación: escribe un valor, o deja la celda vacía para conservarlo.',
    ]);
  });

  it('reads a clear marker on a new contact as an empty cell', async () => {
    const email = 'nia.keepsake@x.test';
    await importFile(
      csvOf({ 'First Name': 'Nia', 'Last Name': 'Keepsake', Email: email, Phone: '(clear)' }),
    );
    expect(await contactByEmail(t, email)).toMatchObject({ phone: null, first_name: 'Nia' });
  });
});
