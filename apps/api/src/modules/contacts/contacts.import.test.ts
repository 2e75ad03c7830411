import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_IMPORT_MAX_BYTES,
  CONTACT_IMPORT_MAX_ROWS,
  type ContactImportPreview,
  type ContactImportResult,
} from '@dugout/shared';
import {
  confirmImport,
  contactByEmail as contactByEmailIn,
  importForm,
  previewImport,
} from '../../testing/contact-import';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const db = () => t.database.db;
const countContacts = async () =>
  Number(
    (await db().selectFrom('contacts').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow())
      .n,
  );
const contactByEmail = (email: string) => contactByEmailIn(t, email);
const preview = (csv: string | Buffer, language?: 'es') => previewImport(t, csv, language);
const confirm = (csv: string | Buffer, fingerprint: string) => confirmImport(t, csv, fingerprint);
const form = importForm;

const HEADER =
  'First Name,Last Name,Email,Phone,Language,Affiliation,Relation To Player,Player,Player Or Coach,Description,Site User,Connected To Player,Hidden From Others,Permissions,Twitter,Instagram,TikTok';

/** The export's columns, the given ones filled. */
function row(cells: Partial<Record<string, string>>): string {
  return HEADER.split(',')
    .map((h) => {
      const v = cells[h] ?? '';
      return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
    })
    .join(',');
}

/** The contacts export (GET /api/contact/csv): its header and the row of `email`. */
async function exported(email: string): Promise<{ header: string[]; cells: string[] }> {
  const res = await t.injectAs('admin', { method: 'GET', url: '/api/contact/csv' });
  const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
  const at = header!.indexOf('Email');
  return { header: header!, cells: rows.find((r) => r[at] === email)! };
}
const csvLine = (cells: string[]) =>
  cells.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',');

describe('contact import: preview', () => {
  it('lists rows to create, update (by email, any case) and refuse, and writes nothing', async () => {
    const family = await contactByEmail('family@riverhawks.test');
    const before = await countContacts();
    // The family member's row as the export writes it, with another phone and the email's case.
    const { header, cells } = await exported('family@riverhawks.test');
    expect(header.join(',')).toBe(HEADER);
    const familyRow = [...cells];
    familyRow[header.indexOf('Phone')] = '555-010-0171';
    familyRow[header.indexOf('Email')] = 'FAMILY@Riverhawks.test';
    const csv = [
      HEADER,
      row({
        'First Name': 'Imogen',
        'Last Name': 'Importa',
        Email: 'imogen.importa@families.riverhawks.test',
        Phone: '(555) 010-0170',
        Affiliation: "Players' Families",
        'Relation To Player': 'Aunt',
        Player: 'Jake Thornbury',
      }),
      csvLine(familyRow),
      row({ 'First Name': 'Bad', 'Last Name': 'Email', Email: 'not-an-email' }),
      row({ 'First Name': 'Short', 'Last Name': 'Phone', Phone: '555-0121' }),
      row({ 'First Name': '', 'Last Name': 'Nameless' }),
      row({
        'First Name': 'Nobody',
        'Last Name': 'Player',
        Player: 'Babe Ruth',
        'Relation To Player': 'Mother',
      }),
    ].join('\r\n');
    const res = await preview(csv);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ContactImportPreview;
    expect(body.create.map((r) => [r.line, r.name])).toEqual([[2, 'Imogen Importa']]);
    expect(body.update).toHaveLength(1);
    expect(body.update[0]).toMatchObject({
      line: 3,
      contactId: family!.id,
      changes: [{ field: 'phone', column: 'Phone', from: family!.phone, to: '+15550100171' }],
    });
    expect(body.refused.map((r) => r.line)).toEqual([4, 5, 6, 7]);
    const reasons = Object.fromEntries(body.refused.map((r) => [r.line, r.reasons]));
    expect(reasons[4]).toEqual(['Email is not a valid email address.']);
    expect(reasons[5]).toEqual(['Phone is too short: write the whole number, with the area code.']);
    expect(reasons[6]).toEqual(['First Name is required.']);
    expect(reasons[7]).toEqual(['No player named "Babe Ruth" is on the team roster.']);
    expect(body.ignoredColumns).toEqual([
      'Player Or Coach',
      'Site User',
      'Connected To Player',
      'Permissions',
    ]);
    expect(body.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(await countContacts()).toBe(before);
    expect((await contactByEmail('family@riverhawks.test'))!.phone).toBe(family!.phone);
  });

  it('finds every contact of the export (English or Spanish) already up to date', async () => {
    for (const language of ['en', 'es']) {
      const res = await t.injectAs('admin', {
        method: 'GET',
        url: '/api/contact/csv',
        headers: { 'accept-language': language },
      });
      const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
      const at = header!.indexOf('Email');
      // Contacts without an email cannot be matched (they would be created again).
      const withEmail = rows.filter((r) => r[at]);
      expect(withEmail.length).toBeGreaterThan(50);
      const csv = [header!, ...withEmail].map(csvLine).join('\r\n');
      const body = (await preview(csv)).json() as ContactImportPreview;
      expect(body.refused).toEqual([]);
      expect(body.update).toEqual([]);
      expect(body.create).toEqual([]);
      expect(body.unchanged).toHaveLength(withEmail.length);
    }
  });

  it('gives the reasons in Spanish when asked, and reads Spanish headers', async () => {
    const csv = 'Nombre;Apellido;Correo electrónico;Teléfono\nAna;Prueba;ana@@x;\n';
    const res = await preview(csv, 'es');
    expect(res.statusCode).toBe(200);
    const body = res.json() as ContactImportPreview;
    expect(body.refused[0]!.reasons).toEqual([
      'Correo electrónico no es un correo electrónico válido.',
    ]);
  });

  it("names a column in the reader's language, with the file's header when it reads otherwise", async () => {
    const csv = 'First Name,Last Name,Email,Phone\nAna,Prueba,ana@@x,555-01\n';
    const spanish = (await preview(csv, 'es')).json() as ContactImportPreview;
    expect(spanish.refused[0]!.reasons).toEqual([
      'Teléfono (columna «Phone») es demasiado corto: escribe el número completo, con el código de área.',
      'Correo electrónico (columna «Email») no es un correo electrónico válido.',
    ]);
    const english = (await preview(csv)).json() as ContactImportPreview;
    expect(english.refused[0]!.reasons).toEqual([
      'Phone is too short: write the whole number, with the area code.',
      'Email is not a valid email address.',
    ]);
  });

  it('refuses the same email twice in one file, naming the first row', async () => {
    const csv = 'First Name,Last Name,Email\nA,One,twin@x.test\nB,Two,TWIN@x.test\n';
    const body = (await preview(csv)).json() as ContactImportPreview;
    expect(body.create.map((r) => r.line)).toEqual([2]);
    expect(body.refused).toEqual([
      expect.objectContaining({ line: 3, reasons: ['The email address is also on row 2.'] }),
    ]);
  });

  it('quotes a refused cell in a line, however long the cell (a 900 KB one came back whole)', async () => {
    const huge = 'Z'.repeat(900_000);
    const res = await preview(
      `${HEADER}\n${row({ 'First Name': 'Ana', 'Last Name': 'Long', Language: huge })}\n`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(10_000);
    const reasons = (res.json() as ContactImportPreview).refused[0]!.reasons.join(' ');
    expect(reasons).toContain(`${'Z'.repeat(59)}…`);
    expect(reasons).not.toContain('Z'.repeat(61));
  });

  it('is for admins who manage contacts only', async () => {
    const body = await form('First Name,Last Name\nA,B\n');
    const res = await t.injectAs('family', {
      method: 'POST',
      url: '/api/contact/import/preview',
      ...body,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('contact import: malformed files get a clear 4xx', () => {
  const cases: [string, string | Buffer, number, RegExp][] = [
    ['an empty file', '', 400, /empty/],
    [
      'a binary file',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
      400,
      /not a CSV/,
    ],
    ['UTF-16 text', Buffer.from('\ufeffFirst Name,Last Name\n', 'utf16le'), 400, /not a CSV/],
    ['unknown headers', 'Name,Surname\nA,B\n', 400, /Unknown column\(s\): "Name", "Surname"/],
    ['no name columns', 'Email\na@x.test\n', 400, /First Name and Last Name/],
    ['a header only', `${HEADER}\r\n`, 400, /no rows/],
    ['an unclosed quote', 'First Name,Last Name\n"A,B\n', 400, /could not be read as CSV/],
    [
      'too many rows',
      [
        'First Name,Last Name',
        ...Array.from({ length: CONTACT_IMPORT_MAX_ROWS + 1 }, (_, i) => `A${i},B`),
      ].join('\n'),
      400,
      /at most 1000/,
    ],
    [
      'too large a file',
      'First Name,Last Name\n' + 'x'.repeat(CONTACT_IMPORT_MAX_BYTES),
      413,
      /too large/,
    ],
  ];
  it.each(cases)('%s', async (_name, file, status, message) => {
    const res = await preview(file);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
  });

  it('answers in Spanish when asked', async () => {
    const res = await preview('', 'es');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El archivo está vacío.');
  });

  it('refuses a JSON body (415) and a form without the file (400)', async () => {
    const json = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/import/preview',
      payload: { file: 'First Name,Last Name' },
    });
    expect(json.statusCode).toBe(415);
    const body = await form(null, { fingerprint: 'a'.repeat(64) });
    const missing = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/import/confirm',
      ...body,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a CSV file to import.');
  });

  it('refuses a form cut short (400), never a 500', async () => {
    const body = await form('First Name,Last Name\nA,B\n');
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/contact/import/preview',
      payload: body.payload.subarray(0, body.payload.length - 20),
      headers: body.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/multipart\/form-data/);
  });

  it('reads a Windows-1252 file and a semicolon-separated one', async () => {
    const latin1 = Buffer.from('First Name;Last Name\nJosé;Núñez\n', 'latin1');
    const body = (await preview(latin1)).json() as ContactImportPreview;
    expect(body.create.map((r) => r.name)).toEqual(['José Núñez']);
  });
});

describe('contact import: confirm', () => {
  it('refuses a file that is not the one previewed', async () => {
    const csv = 'First Name,Last Name\nA,B\n';
    const { fingerprint } = (await preview(csv)).json() as ContactImportPreview;
    const res = await confirm('First Name,Last Name\nA,C\n', fingerprint);
    expect(res.statusCode).toBe(409);
    expect(await contactByEmail('x')).toBeUndefined();
  });

  it('creates and updates in one go, audit-logged, refused rows left out', async () => {
    const family = await contactByEmail('family@riverhawks.test');
    const { header, cells } = await exported('family@riverhawks.test');
    const familyRow = [...cells];
    familyRow[header.indexOf('Phone')] = '555-010-0173';
    const csv = [
      HEADER,
      row({
        'First Name': 'Orla',
        'Last Name': 'Onboard',
        Email: 'orla.onboard@families.riverhawks.test',
        Phone: '555-010-0172',
        Language: 'es',
        Affiliation: "Players' Families",
        'Relation To Player': 'Tía',
        Player: 'Jake Thornbury',
        'Hidden From Others': 'Yes',
      }),
      csvLine(familyRow),
      row({ 'First Name': 'Never', 'Last Name': 'Written', Email: 'bad' }),
    ].join('\r\n');
    const before = await countContacts();
    const { fingerprint } = (await preview(csv)).json() as ContactImportPreview;
    const res = await confirm(csv, fingerprint);
    expect(res.statusCode).toBe(200);
    const result = res.json<ContactImportResult>();
    expect(result).toEqual<ContactImportResult>({
      created: 1,
      updated: 1,
      unchanged: 0,
      refused: 1,
      households: 0,
      createdIds: [expect.any(String)],
      // Orla has an email: an invitation can reach her.
      invitableIds: result.createdIds,
    });
    expect(await countContacts()).toBe(before + 1);
    const orla = await contactByEmail('orla.onboard@families.riverhawks.test');
    expect(orla).toMatchObject({
      first_name: 'Orla',
      phone: '+15550100172',
      language: 'es',
      relation_to_player: 'aunt',
      related_player_id: 900002,
      is_connected_to_player: true,
      hide_contact_from_others: true,
      is_site_user: false,
    });
    expect((await contactByEmail('family@riverhawks.test'))!.phone).toBe('+15550100173');
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity_id', 'in', [orla!.id, family!.id])
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'contact.create', entity_id: orla!.id },
        { action: 'contact.update', entity_id: family!.id },
      ]),
    );
  });

  it('writes nothing when one row fails at write time (all or nothing)', async () => {
    const csv = [
      'First Name,Last Name,Email',
      'Atomic,One,atomic.one@x.test',
      'Atomic,Two,atomic.two@x.test',
      'Atomic,Boom,atomic.boom@x.test',
    ].join('\n');
    const { fingerprint } = (await preview(csv)).json() as ContactImportPreview;
    // The database refuses the third row only: a constraint the plan knows nothing about.
    await sql`alter table contacts add constraint import_test_no_boom check (last_name <> 'Boom')`.execute(
      db(),
    );
    try {
      const before = await countContacts();
      const res = await confirm(csv, fingerprint);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/Row 4 could not be saved \(Atomic Boom\)/);
      expect(await countContacts()).toBe(before);
      expect(await contactByEmail('atomic.one@x.test')).toBeUndefined();
    } finally {
      await sql`alter table contacts drop constraint import_test_no_boom`.execute(db());
    }
  });

  it('plans again at confirm: a contact added since the preview is updated, not duplicated', async () => {
    const csv = 'First Name,Last Name,Email,Phone\nLate,Comer,late.comer@x.test,555-010-0174\n';
    const previewed = (await preview(csv)).json() as ContactImportPreview;
    expect(previewed.create).toHaveLength(1);
    await db()
      .insertInto('contacts')
      .values({
        first_name: 'Late',
        last_name: 'Comer',
        email: 'late.comer@x.test',
        language: 'en',
      })
      .execute();
    const res = await confirm(csv, previewed.fingerprint);
    expect(res.json()).toMatchObject({ created: 0, updated: 1 });
    const rows = await db()
      .selectFrom('contacts')
      .select('phone')
      .where('email', '=', 'late.comer@x.test')
      .execute();
    expect(rows).toEqual([{ phone: '+15550100174' }]);
  });

  it('forms households from the Household column, roles defaulted or given', async () => {
    const csv = [
      'First Name,Last Name,Email,Player,Relation To Player,Household,Household Role',
      'Hana,Hearth,hana.hearth@x.test,Jake Thornbury,Mother,Hearth family,',
      // The row is the rostered player: 'player' by default.
      'Jake,Thornbury,jake.thornbury@x.test,,,Hearth Family,',
      'Hugo,Hearth,,,,hearth family,Hermano',
      'Hal,Hearth,hal.hearth@x.test,,,,sibling',
      'Hoy,Hearth,hoy.hearth@x.test,,,Other house,cousin',
      // Not rostered, no relation, no role: not made a guardian (who edits the children's cards).
      'Hex,Hearth,hex.hearth@x.test,,,Hearth family,',
    ].join('\n');
    const previewed = (await preview(csv)).json() as ContactImportPreview;
    const auditSince = Number(
      (await db().selectFrom('audit_log').select(db().fn.max('id').as('id')).executeTakeFirst())
        ?.id ?? 0,
    );
    expect(previewed.households).toEqual([
      {
        name: 'Hearth family',
        members: [
          { line: 2, name: 'Hana Hearth', role: 'guardian', onRoster: false },
          { line: 3, name: 'Jake Thornbury', role: 'player', onRoster: true },
          { line: 4, name: 'Hugo Hearth', role: 'sibling', onRoster: false },
        ],
      },
    ]);
    expect(previewed.refused.map((r) => [r.line, r.reasons])).toEqual([
      [5, ['A household role needs a household (Household).']],
      [6, ['Household Role must be guardian, player or sibling, not "cousin".']],
      [
        7,
        [
          'Say the household role in Household Role (guardian, player or sibling): it does not follow from the row.',
        ],
      ],
    ]);
    const res = await confirm(csv, previewed.fingerprint);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 3, refused: 3, households: 1 });
    const members = await db()
      .selectFrom('household_members as m')
      .innerJoin('households as h', 'h.id', 'm.household_id')
      .innerJoin('contacts as c', 'c.id', 'm.contact_id')
      .select(['h.name', 'c.first_name', 'm.role'])
      .where('h.name', '=', 'Hearth family')
      .orderBy('c.first_name')
      .execute();
    expect(members).toEqual([
      { name: 'Hearth family', first_name: 'Hana', role: 'guardian' },
      { name: 'Hearth family', first_name: 'Hugo', role: 'sibling' },
      { name: 'Hearth family', first_name: 'Jake', role: 'player' },
    ]);
    // The household and who joined it as what are in the audit log, as the importing admin's.
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'detail'])
      .where('id', '>', auditSince)
      .where('entity', '=', 'household')
      .orderBy('id')
      .execute();
    const adminId = await t.contactId('admin');
    expect(audit.filter((r) => r.actor_id !== adminId)).toEqual([]);
    expect(
      audit.map((r) => {
        const d = r.detail as {
          source: string;
          name?: string;
          contactName?: string;
          role?: string;
        };
        return [r.action, d.source, d.name ?? d.contactName, d.role];
      }),
    ).toEqual([
      ['household.create', 'import', 'Hearth family', undefined],
      ['household.join', 'import', 'Hana Hearth', 'guardian'],
      ['household.join', 'import', 'Jake Thornbury', 'player'],
      ['household.join', 'import', 'Hugo Hearth', 'sibling'],
    ]);
  });

  it('reads a household role as the screens name it, in English or Spanish', async () => {
    const roles = [
      'Hermano o hermana',
      'Hermano/a',
      'Tutor',
      'Jugadora',
      'Madre',
      'Father',
      'Sister',
    ];
    const csv = [
      'First Name,Last Name,Household,Household Role',
      ...roles.map((r, i) => `R${i},Roleword,Roleword family,${r}`),
    ].join('\n');
    const previewed = (await preview(csv, 'es')).json() as ContactImportPreview;
    expect(previewed.refused).toEqual([]);
    expect(previewed.households[0]!.members.map((m) => m.role)).toEqual([
      'sibling',
      'sibling',
      'guardian',
      'player',
      'guardian',
      'guardian',
      'sibling',
    ]);
  });

  it('imports 500 rows', async () => {
    const lines = ['First Name,Last Name,Email,Phone'];
    for (let i = 0; i < 500; i += 1) {
      lines.push(
        `Bulk${i},Family,bulk${i}@bulk.riverhawks.test,555-010-${String(i % 100).padStart(4, '0')}`,
      );
    }
    const csv = lines.join('\n');
    const before = await countContacts();
    const { fingerprint, create } = (await preview(csv)).json() as ContactImportPreview;
    expect(create).toHaveLength(500);
    const res = await confirm(csv, fingerprint);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 500 });
    expect(await countContacts()).toBe(before + 500);
    expect(await contactByEmail('bulk499@bulk.riverhawks.test')).toMatchObject({
      first_name: 'Bulk499',
    });
  });
});
