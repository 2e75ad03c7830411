import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ContactHousehold, ContactImportPreview } from '@dugout/shared';
import { confirmImport, contactByEmail, previewImport } from '../../testing/contact-import';
import { testAppForFile } from '../../testing/test-app';

/**
 * A family in one file: guardians and children come
 * together; a child who is not on the team roster joins as the household's player, linked to the
 * guardians of the same household in the import's one transaction.
 */

const t = testAppForFile();

const db = () => t.database.db;

const HEADER =
  'First Name,Last Name,Email,Phone,Relation To Player,Player,Household,Household Role';

/** A family of `surname`: two parents naming their son (in any case), the son, his sister. */
const familyFile = (surname: string, household = `${surname} family`) =>
  [
    HEADER,
    // The parents come first: their Player is a child further down the file.
    `Rosa,${surname},rosa.${surname}@families.riverhawks.test,555-010-0190,Mother,Leo ${surname},${household},`,
    `Marcos,${surname},marcos.${surname}@families.riverhawks.test,,Padre,LEO ${surname.toUpperCase()},${household},`,
    `Leo,${surname},,,,,${household},`,
    `Sofia,${surname},,,,,${household},sibling`,
  ].join('\r\n');

async function householdMembers(name: string) {
  return db()
    .selectFrom('household_members as m')
    .innerJoin('households as h', 'h.id', 'm.household_id')
    .innerJoin('contacts as c', 'c.id', 'm.contact_id')
    .select(['c.id', 'c.first_name', 'm.role'])
    .where(sql<string>`lower(h.name)`, '=', name.toLowerCase())
    .orderBy('c.first_name')
    .execute();
}

describe('contact import: guardians and children in one file', () => {
  it('creates a child who is not on the roster as the household’s player, linked to its guardians', async () => {
    const csv = familyFile('Wrenfield');
    const res = await previewImport(t, csv);
    expect(res.statusCode).toBe(200);
    const preview = res.json() as ContactImportPreview;
    expect(preview.refused).toEqual([]);
    expect(preview.create.map((r) => [r.name, r.householdRole])).toEqual([
      ['Rosa Wrenfield', 'guardian'],
      ['Marcos Wrenfield', 'guardian'],
      ['Leo Wrenfield', 'player'],
      ['Sofia Wrenfield', 'sibling'],
    ]);
    expect(preview.households).toEqual([
      {
        name: 'Wrenfield family',
        members: [
          { line: 2, name: 'Rosa Wrenfield', role: 'guardian', onRoster: false },
          { line: 3, name: 'Marcos Wrenfield', role: 'guardian', onRoster: false },
          { line: 4, name: 'Leo Wrenfield', role: 'player', onRoster: false },
          { line: 5, name: 'Sofia Wrenfield', role: 'sibling', onRoster: false },
        ],
      },
    ]);

    const confirmed = await confirmImport(t, csv, preview.fingerprint);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ created: 4, refused: 0, households: 1 });
    const members = await householdMembers('Wrenfield family');
    expect(members.map((m) => [m.first_name, m.role])).toEqual([
      ['Leo', 'player'],
      ['Marcos', 'guardian'],
      ['Rosa', 'guardian'],
      ['Sofia', 'sibling'],
    ]);
    // The roster link is a roster player's: a child who is not on it is linked by the household.
    const rosa = (await contactByEmail(t, 'rosa.wrenfield@families.riverhawks.test'))!;
    expect(rosa).toMatchObject({
      phone: '+15550100190',
      is_connected_to_player: false,
      related_player_id: null,
      relation_to_player: null,
    });

    // The link is real: Rosa, signing in, may edit her son's card; another family may not.
    await db()
      .updateTable('contacts')
      .set({ is_site_user: true })
      .where('id', '=', rosa.id)
      .execute();
    const leo = members.find((m) => m.first_name === 'Leo')!;
    const asRosa = await t.injectAs(rosa.id, {
      method: 'GET',
      url: `/api/household/contact/${leo.id}`,
    });
    expect(asRosa.json()).toMatchObject<Partial<ContactHousehold>>({
      canEdit: true,
      household: expect.objectContaining({ name: 'Wrenfield family', role: 'player' }),
    });
    const asOther = await t.injectAs('family', {
      method: 'GET',
      url: `/api/household/contact/${leo.id}`,
    });
    expect(asOther.json()).toEqual({ contactId: leo.id, canManage: false, canEdit: false });
  });

  it('still links a rostered player by the roster, and refuses a child of another household', async () => {
    const csv = [
      HEADER,
      // On the roster: the parent's card says whose mother she is, as before.
      'Tara,Thornbury,tara.thornbury@x.test,,Mother,Jake Thornbury,Thornbury family,',
      // Leo is in another household of the file: not this row's child.
      'Ines,Ibarra,ines.ibarra@x.test,,Mother,Leo Fairbairn,Ibarra family,',
      'Leo,Fairbairn,,,,,Fairbairn family,player',
      // A row cannot be its own player.
      'Solo,Self,,,,Solo Self,Self family,',
    ].join('\n');
    const preview = (await previewImport(t, csv)).json() as ContactImportPreview;
    expect(preview.refused.map((r) => [r.line, r.reasons])).toEqual([
      [
        3,
        [
          'No player named "Leo Fairbairn" is on the team roster or among the children of household "Ibarra family" in this file (a row with that name, Household role player or empty).',
        ],
      ],
      [
        5,
        [
          'No player named "Solo Self" is on the team roster or among the children of household "Self family" in this file (a row with that name, Household role player or empty).',
        ],
      ],
    ]);
    const confirmed = await confirmImport(t, csv, preview.fingerprint);
    expect(confirmed.statusCode).toBe(200);
    expect(await contactByEmail(t, 'tara.thornbury@x.test')).toMatchObject({
      is_connected_to_player: true,
      related_player_id: 900002,
      relation_to_player: 'mother',
    });
    expect((await householdMembers('Fairbairn family')).map((m) => m.role)).toEqual(['player']);
  });

  it('writes the family all or nothing: a child the database refuses leaves no guardian behind', async () => {
    const csv = familyFile('Castellano');
    const preview = (await previewImport(t, csv)).json() as ContactImportPreview;
    expect(preview.refused).toEqual([]);
    await sql`alter table contacts add constraint import_family_no_leo check (first_name <> 'Leo' or last_name <> 'Castellano')`.execute(
      db(),
    );
    try {
      const res = await confirmImport(t, csv, preview.fingerprint);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/Row 4 could not be saved \(Leo Castellano\)/);
      expect(await contactByEmail(t, 'rosa.castellano@families.riverhawks.test')).toBeUndefined();
      expect(await householdMembers('Castellano family')).toEqual([]);
      const households = await db()
        .selectFrom('households')
        .select('id')
        .where('name', '=', 'Castellano family')
        .execute();
      expect(households).toEqual([]);
    } finally {
      await sql`alter table contacts drop constraint import_family_no_leo`.execute(db());
    }
  });
});
