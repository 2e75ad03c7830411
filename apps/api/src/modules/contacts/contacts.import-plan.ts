import {
  contactCreateSchema,
  HOUSEHOLD_NAME_MAX,
  phoneProblem,
  relationFromInput,
  type HouseholdRole,
  type RosterEntry,
} from '@dugout/shared';
import type { ContactUpdate, NewContact } from '../../platform/db/schema';
import type { LocalizedMessage } from '../../platform/errors';
import { foldHeader, type ImportField, type ImportFile } from './contacts.import-parse';
import type { ImportExistingContact } from './contacts.import.queries';
import { importCatalog } from './contacts.import.locales';
import { blank, storedPhone } from './contacts.mapping';

/** A refused cell as a message quotes it: a cell can be 900 KB, the preview shows a line's worth. */
export const EXCERPT_CHARACTERS = 60;
export function excerpt(value: string): string {
  const characters = Array.from(value);
  return characters.length <= EXCERPT_CHARACTERS
    ? value
    : `${characters.slice(0, EXCERPT_CHARACTERS - 1).join('')}…`;
}

/**
 * The import's plan (issue 15 §4): each row of the file is created, updated (its email matches a
 * contact, case-insensitively), left as it is, or refused with its reasons; rows with a Household
 * form households. Pure: the lookups are done by the caller, the preview and the confirming
 * transaction make the same plan from the same file and data.
 */

export interface ImportLookups {
  roster: readonly RosterEntry[];
  affiliations: readonly { id: number; name: string }[];
  /** Contacts whose email is in the file, by lower-cased email. */
  existing: ReadonlyMap<string, ImportExistingContact>;
}

interface RowBase {
  line: number;
  name: string;
  email: string | null;
  household: string | null;
  householdRole: HouseholdRole | null;
}
export type PlannedRow =
  | (RowBase & { kind: 'create'; values: NewContact })
  | (RowBase & {
      kind: 'update';
      contact: ImportExistingContact;
      changes: ContactUpdate;
      /** The changed columns as the file names them. */
      changedColumns: string[];
    })
  | (RowBase & { kind: 'unchanged'; contact: ImportExistingContact })
  | (RowBase & { kind: 'refused'; reasons: LocalizedMessage[] });

export interface ImportPlan {
  columns: string[];
  ignoredColumns: string[];
  rows: PlannedRow[];
  /** Households by name (the first spelling met), members in file order. */
  households: { name: string; rows: PlannedRow[] }[];
  /** Affiliation names by id, for the access audit. */
  affiliationNames: ReadonlyMap<number, string>;
}

const t = importCatalog.in;

const fold = (text: string) => foldHeader(text);

const YES = new Set(['yes', 'y', 'si', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);
const LANGUAGE_WORDS: Record<string, 'en' | 'es'> = {
  en: 'en',
  english: 'en',
  ingles: 'en',
  es: 'es',
  spanish: 'es',
  espanol: 'es',
};
const ROLE_WORDS: Record<string, HouseholdRole> = {
  guardian: 'guardian',
  parent: 'guardian',
  tutor: 'guardian',
  tutora: 'guardian',
  player: 'player',
  jugador: 'player',
  jugadora: 'player',
  sibling: 'sibling',
  hermano: 'sibling',
  hermana: 'sibling',
  // The words the screens show ('Hermano o hermana' on the event page and the contact form,
  // 'Hermano/a' in this preview) and the parents' and siblings' words people write.
  'hermano o hermana': 'sibling',
  'hermano a': 'sibling',
  brother: 'sibling',
  sister: 'sibling',
  mother: 'guardian',
  father: 'guardian',
  madre: 'guardian',
  padre: 'guardian',
};

/** The household role a relation to the player implies; other relations must say it. */
const DEFAULT_ROLE_BY_RELATION: Partial<Record<string, HouseholdRole>> = {
  mother: 'guardian',
  father: 'guardian',
  stepmother: 'guardian',
  stepfather: 'guardian',
  guardian: 'guardian',
  grandmother: 'guardian',
  grandfather: 'guardian',
  sister: 'sibling',
  brother: 'sibling',
};

/** Where a zod issue's path points, as the import's field. */
const SCHEMA_FIELD: Record<string, ImportField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  relationToPlayer: 'relation',
  alternateDescription: 'description',
  twitter: 'twitter',
  insta: 'insta',
  tikTok: 'tiktok',
};

export function planImport(file: ImportFile, lookups: ImportLookups): ImportPlan {
  const label = new Map<ImportField, string>();
  for (const c of file.columns) if (c.field) label.set(c.field, c.label);
  const has = (field: ImportField) => label.has(field);
  const columnOf = (field: ImportField) => label.get(field) ?? field;

  const rosterByName = new Map<string, RosterEntry>();
  for (const entry of lookups.roster) {
    const key = fold(entry.person.fullName);
    if (!rosterByName.has(key)) rosterByName.set(key, entry);
  }
  const affiliationByName = new Map(lookups.affiliations.map((a) => [fold(a.name), a]));
  const firstLineOfEmail = new Map<string, number>();

  const rows = file.records.map((record): PlannedRow => {
    const cell = (field: ImportField) => record.cells[field] ?? '';
    const reasons: LocalizedMessage[] = [];
    const refuse = (message: LocalizedMessage) => reasons.push(message);
    const column = (field: ImportField) => columnOf(field);

    const email = blank(cell('email'))?.toLowerCase() ?? null;
    const base: RowBase = {
      line: record.line,
      name: `${cell('firstName')} ${cell('lastName')}`.trim(),
      email,
      household: blank(cell('household')),
      householdRole: null,
    };
    if (record.extraCells) refuse((l) => t(l)('row.extraCells'));

    // The shared rules of the contact form (names, email, phone, lengths).
    const parsed = contactCreateSchema.safeParse({
      firstName: cell('firstName'),
      lastName: cell('lastName'),
      email: email ?? null,
      phone: blank(cell('phone')),
      relationToPlayer: blank(cell('relation')),
      alternateDescription: blank(cell('description')),
      socials: {
        twitter: blank(cell('twitter')),
        insta: blank(cell('insta')),
        tikTok: blank(cell('tiktok')),
      },
    });
    if (!parsed.success) {
      const seen = new Set<ImportField>();
      for (const issue of parsed.error.issues) {
        const key = String(issue.path.at(-1) ?? '');
        const field = SCHEMA_FIELD[key];
        if (!field || seen.has(field)) continue;
        seen.add(field);
        const name = column(field);
        if (issue.code === 'too_big') {
          const max = Number(issue.maximum);
          refuse((l) => t(l)('row.tooLong', { column: name, max }));
        } else if (issue.code === 'too_small') {
          refuse((l) => t(l)('row.required', { column: name }));
        } else if (field === 'email') {
          refuse((l) => t(l)('row.emailInvalid', { column: name }));
        } else if (field === 'phone') {
          const short = phoneProblem(cell('phone')) === 'tooShort';
          refuse((l) => t(l)(short ? 'row.phoneTooShort' : 'row.phoneInvalid', { column: name }));
        } else {
          refuse((l) => t(l)('row.invalid', { column: name }));
        }
      }
    }

    if (email) {
      const first = firstLineOfEmail.get(email);
      if (first !== undefined) refuse((l) => t(l)('row.duplicateEmail', { line: first }));
      else firstLineOfEmail.set(email, record.line);
    }

    let language: 'en' | 'es' | null = null;
    const languageText = cell('language');
    if (languageText) {
      language = LANGUAGE_WORDS[fold(languageText)] ?? null;
      if (!language) {
        const value = excerpt(languageText);
        refuse((l) => t(l)('row.language', { column: column('language'), value }));
      }
    }

    let hidden = false;
    const hiddenText = fold(cell('hidden'));
    if (YES.has(hiddenText)) hidden = true;
    else if (!NO.has(hiddenText)) {
      const value = excerpt(cell('hidden'));
      refuse((l) => t(l)('row.yesNo', { column: column('hidden'), value }));
    }

    let affiliation: { id: number; name: string } | null = null;
    const affiliationText = cell('affiliation');
    if (affiliationText) {
      affiliation = affiliationByName.get(fold(affiliationText)) ?? null;
      if (!affiliation) {
        const value = excerpt(affiliationText);
        refuse((l) => t(l)('row.noAffiliation', { value }));
      }
    }

    let player: RosterEntry | null = null;
    const playerText = cell('player');
    if (playerText) {
      player = rosterByName.get(fold(playerText)) ?? null;
      if (!player) {
        const value = excerpt(playerText);
        refuse((l) => t(l)('row.notOnRoster', { value }));
      }
    }

    const existing = email ? (lookups.existing.get(email) ?? null) : null;
    // A relation belongs to a player: the one in the row, else (no Player column) the contact's.
    const playerGiven = has('player') ? !!playerText : !!existing?.is_connected_to_player;
    let relation: string | null = null;
    const relationText = cell('relation');
    if (relationText) {
      relation = relationFromInput(relationText);
      if (!relation) {
        const value = excerpt(relationText);
        refuse((l) => t(l)('row.relationUnknown', { value }));
      } else if (!playerGiven) {
        refuse((l) => t(l)('row.relationNeedsPlayer', { column: column('player') }));
      }
    }

    if (base.household && base.household.length > HOUSEHOLD_NAME_MAX) {
      const name = column('household');
      refuse((l) => t(l)('row.tooLong', { column: name, max: HOUSEHOLD_NAME_MAX }));
    }
    const roleText = cell('householdRole');
    if (roleText) {
      base.householdRole = ROLE_WORDS[fold(roleText)] ?? null;
      if (!base.householdRole) {
        const value = excerpt(roleText);
        refuse((l) => t(l)('row.householdRole', { column: column('householdRole'), value }));
      }
      if (!base.household) {
        refuse((l) => t(l)('row.roleNeedsHousehold', { column: column('household') }));
      }
    } else if (base.household) {
      // Default: a player on the roster (the row is the player), else what the relation says. A
      // guardian may edit the household's children's cards, so nobody becomes one by default
      // without a parent's relation: otherwise the file must say the role.
      base.householdRole = rosterByName.has(fold(base.name))
        ? 'player'
        : relation
          ? (DEFAULT_ROLE_BY_RELATION[relation] ?? null)
          : null;
      if (!base.householdRole) {
        refuse((l) => t(l)('row.roleNeeded', { column: column('householdRole') }));
      }
    }

    if (reasons.length > 0) return { ...base, kind: 'refused', reasons };

    const fields: ContactUpdate = {
      first_name: cell('firstName'),
      last_name: cell('lastName'),
      phone: storedPhone(cell('phone')),
      twitter: blank(cell('twitter')),
      insta: blank(cell('insta')),
      tiktok: blank(cell('tiktok')),
      alternate_description: blank(cell('description')),
      hide_contact_from_others: hidden,
      affiliation_id: affiliation?.id ?? null,
      ...(language ? { language } : {}),
    };
    const playerFields: ContactUpdate = player
      ? {
          is_connected_to_player: true,
          related_player_id: player.person.id,
          related_player_name: player.person.fullName,
          related_player_is_coach: !player.position,
          relation_to_player: relation,
        }
      : {
          is_connected_to_player: false,
          related_player_id: null,
          related_player_name: null,
          related_player_is_coach: false,
          relation_to_player: null,
        };

    if (!existing) {
      const values: NewContact = {
        ...fields,
        ...playerFields,
        first_name: cell('firstName'),
        last_name: cell('lastName'),
        email,
        language: language ?? 'en',
        is_site_user: false,
        permissions: [],
      };
      return { ...base, kind: 'create', values };
    }

    // An update changes what the file's columns name; a column left out leaves its field be.
    const changes: ContactUpdate = {};
    const changedColumns: string[] = [];
    const consider = (field: ImportField, values: ContactUpdate) => {
      if (!has(field)) return;
      let changed = false;
      for (const [key, value] of Object.entries(values) as [keyof ContactUpdate, unknown][]) {
        if (value === undefined) continue;
        if (existing[key as keyof ImportExistingContact] !== value) {
          (changes as Record<string, unknown>)[key] = value;
          changed = true;
        }
      }
      if (changed) changedColumns.push(columnOf(field));
    };
    consider('firstName', { first_name: fields.first_name });
    consider('lastName', { last_name: fields.last_name });
    consider('phone', { phone: fields.phone });
    consider('language', { language: fields.language });
    consider('affiliation', { affiliation_id: fields.affiliation_id });
    if (has('player')) {
      consider('player', {
        is_connected_to_player: playerFields.is_connected_to_player,
        related_player_id: playerFields.related_player_id,
        related_player_name: playerFields.related_player_name,
        related_player_is_coach: playerFields.related_player_is_coach,
        // No player: no relation either (the form's rule); a relation given is the Relation's.
        ...(player ? {} : { relation_to_player: null }),
      });
    }
    if (has('relation') && (player || (!has('player') && existing.is_connected_to_player))) {
      consider('relation', { relation_to_player: relation });
    }
    consider('description', { alternate_description: fields.alternate_description });
    consider('hidden', { hide_contact_from_others: fields.hide_contact_from_others });
    consider('twitter', { twitter: fields.twitter });
    consider('insta', { insta: fields.insta });
    consider('tiktok', { tiktok: fields.tiktok });
    if (changedColumns.length === 0) return { ...base, kind: 'unchanged', contact: existing };
    return { ...base, kind: 'update', contact: existing, changes, changedColumns };
  });

  const households = new Map<string, { name: string; rows: PlannedRow[] }>();
  for (const row of rows) {
    if (row.kind === 'refused' || !row.household) continue;
    // As the households table tells names apart: ignoring case.
    const key = row.household.toLowerCase();
    const group = households.get(key) ?? { name: row.household, rows: [] };
    group.rows.push(row);
    households.set(key, group);
  }

  return {
    columns: file.columns.filter((c) => c.field).map((c) => c.label),
    ignoredColumns: file.columns.filter((c) => !c.field && c.label).map((c) => c.label),
    rows,
    households: [...households.values()],
    affiliationNames: new Map(lookups.affiliations.map((a) => [a.id, a.name])),
  };
}
