import {
  contactCreateSchema,
  HOUSEHOLD_NAME_MAX,
  isContactImportClearMarker,
  phoneProblem,
  relationFromInput,
  type HouseholdRole,
  type Language,
  type RelationCode,
  type RosterEntry,
} from '@dugout/shared';
import type { ContactUpdate, NewContact } from '../../platform/db/schema';
import type { LocalizedMessage } from '../../platform/errors';
import {
  contactChanges,
  mergedUpdate,
  newContactValues,
  type PlannedChange,
  type RowValues,
} from './contacts.import-changes';
import {
  DEFAULT_ROLE_BY_RELATION,
  foldName,
  householdKey,
  readFileFamilies,
  ROLE_WORDS,
} from './contacts.import-family';
import {
  FIELD_COLUMNS,
  foldHeader,
  type ImportField,
  type ImportFile,
} from './contacts.import-parse';
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
 * The import's plan: each row of the file is created, updated (its email matches a
 * contact, case-insensitively), left as it is, or refused with its reasons; rows with a Household
 * form households, a family's children with it (contacts.import-family.ts). An update changes
 * only what the row fills: an empty cell or a missing column leaves the field, a clear marker
 * empties it (contacts.import-changes.ts). Pure: the lookups are done by the caller, the preview
 * and the confirming transaction make the same plan from the same file and data.
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
  /** Whether the row's name is on the team roster (a player who is not joins all the same). */
  onRoster: boolean;
}
export type PlannedRow =
  | (RowBase & { kind: 'create'; values: NewContact })
  | (RowBase & {
      kind: 'update';
      contact: ImportExistingContact;
      /** Field by field, from → to: what the preview lists. */
      changes: PlannedChange[];
      /** The same changes as the one update the confirm writes. */
      update: ContactUpdate;
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
const NO = new Set(['no', 'n', 'false', '0']);
const LANGUAGE_WORDS: Record<string, 'en' | 'es'> = {
  en: 'en',
  english: 'en',
  ingles: 'en',
  es: 'es',
  spanish: 'es',
  espanol: 'es',
};

/**
 * Fields a clear marker may not empty: the names (required), the email (what an update is
 * matched by), the language and Hidden From Others (always one of two values: write it), and
 * the household (changed on the contact's form, where its audit and rules are).
 */
const NOT_CLEARABLE: readonly ImportField[] = [
  'firstName',
  'lastName',
  'email',
  'language',
  'hidden',
  'household',
  'householdRole',
];

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

/**
 * A column as a refusal names it: the field in the reader's language ("Teléfono" on a Spanish
 * page), with the file's own header beside it when that reads otherwise ("Phone").
 */
function columnIn(language: Language, field: ImportField, header: string | undefined): string {
  const name = t(language)(`columnNames.${field}`);
  return header && foldHeader(header) !== foldHeader(name)
    ? t(language)('row.columnFromFile', { name, header })
    : name;
}

export function planImport(file: ImportFile, lookups: ImportLookups): ImportPlan {
  const label = new Map<ImportField, string>();
  for (const c of file.columns) if (c.field) label.set(c.field, c.label);
  const columnOf = (field: ImportField) => label.get(field) ?? FIELD_COLUMNS[field];

  const rosterByName = new Map<string, RosterEntry>();
  for (const entry of lookups.roster) {
    const key = foldName(entry.person.fullName);
    if (!rosterByName.has(key)) rosterByName.set(key, entry);
  }
  const affiliationByName = new Map(lookups.affiliations.map((a) => [fold(a.name), a]));
  const families = readFileFamilies(file.records);
  const firstLineOfEmail = new Map<string, number>();

  const rows = file.records.map((record): PlannedRow => {
    const raw = (field: ImportField) => record.cells[field] ?? '';
    /** The cell holds the clear marker: the field is to be emptied. */
    const clearing = (field: ImportField) => isContactImportClearMarker(raw(field));
    /** The cell's text; a clear marker reads as empty text. */
    const cell = (field: ImportField) => (clearing(field) ? '' : raw(field));
    /** What the row says of an optional text field: undefined (empty cell) leaves it. */
    const given = <T>(field: ImportField, value: T): T | null | undefined =>
      clearing(field) ? null : cell(field) ? value : undefined;
    const reasons: LocalizedMessage[] = [];
    const refuse = (message: LocalizedMessage) => reasons.push(message);
    const column = (field: ImportField) => (language: Language) =>
      columnIn(language, field, label.get(field));

    const email = blank(cell('email'))?.toLowerCase() ?? null;
    const name = `${cell('firstName')} ${cell('lastName')}`.trim();
    const base: RowBase = {
      line: record.line,
      name,
      email,
      household: blank(cell('household')),
      householdRole: null,
      onRoster: rosterByName.has(foldName(name)),
    };
    if (record.extraCells) refuse((l) => t(l)('row.extraCells'));

    const refusedFields = new Set<ImportField>();
    for (const field of NOT_CLEARABLE) {
      if (!clearing(field)) continue;
      refusedFields.add(field);
      refuse((l) => t(l)('row.cannotClear', { column: column(field)(l) }));
    }

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
      const seen = new Set<ImportField>(refusedFields);
      for (const issue of parsed.error.issues) {
        const key = String(issue.path.at(-1) ?? '');
        const field = SCHEMA_FIELD[key];
        if (!field || seen.has(field)) continue;
        seen.add(field);
        const name = column(field);
        if (issue.code === 'too_big') {
          const max = Number(issue.maximum);
          refuse((l) => t(l)('row.tooLong', { column: name(l), max }));
        } else if (issue.code === 'too_small') {
          refuse((l) => t(l)('row.required', { column: name(l) }));
        } else if (field === 'email') {
          refuse((l) => t(l)('row.emailInvalid', { column: name(l) }));
        } else if (field === 'phone') {
          const short = phoneProblem(cell('phone')) === 'tooShort';
          refuse((l) =>
            t(l)(short ? 'row.phoneTooShort' : 'row.phoneInvalid', { column: name(l) }),
          );
        } else {
          refuse((l) => t(l)('row.invalid', { column: name(l) }));
        }
      }
    }

    if (email) {
      const first = firstLineOfEmail.get(email);
      if (first !== undefined) refuse((l) => t(l)('row.duplicateEmail', { line: first }));
      else firstLineOfEmail.set(email, record.line);
    }

    let language: 'en' | 'es' | undefined;
    const languageText = cell('language');
    if (languageText) {
      language = LANGUAGE_WORDS[fold(languageText)];
      if (!language) {
        const value = excerpt(languageText);
        refuse((l) => t(l)('row.language', { column: column('language')(l), value }));
      }
    }

    // Empty: left as it is on an update, No on a new contact.
    let hidden: boolean | undefined;
    const hiddenText = cell('hidden');
    if (hiddenText) {
      const word = fold(hiddenText);
      hidden = YES.has(word) ? true : NO.has(word) ? false : undefined;
      if (hidden === undefined) {
        const value = excerpt(hiddenText);
        refuse((l) => t(l)('row.yesNo', { column: column('hidden')(l), value }));
      }
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

    // The Player: someone on the roster, else a child of the row's household in this file.
    let player: RosterEntry | null = null;
    let fileChild = false;
    const playerText = cell('player');
    if (playerText) {
      player = rosterByName.get(foldName(playerText)) ?? null;
      fileChild =
        !player &&
        !!base.household &&
        foldName(playerText) !== foldName(name) &&
        families.hasChild(base.household, playerText);
      if (!player && !fileChild) {
        const value = excerpt(playerText);
        const household = base.household;
        refuse((l) =>
          household
            ? t(l)('row.notOnRosterOrHousehold', { value, household: excerpt(household) })
            : t(l)('row.notOnRoster', { value }),
        );
      }
    }

    const existing = email ? (lookups.existing.get(email) ?? null) : null;
    // A relation belongs to a player: the row's, else the contact's (unless the row clears it).
    const playerGiven = !!playerText || (!clearing('player') && !!existing?.is_connected_to_player);
    let relation: RelationCode | null = null;
    const relationText = cell('relation');
    if (relationText) {
      relation = relationFromInput(relationText);
      if (!relation) {
        const value = excerpt(relationText);
        refuse((l) => t(l)('row.relationUnknown', { value }));
      } else if (!playerGiven) {
        refuse((l) => t(l)('row.relationNeedsPlayer', { column: column('player')(l) }));
      }
    }

    if (base.household && base.household.length > HOUSEHOLD_NAME_MAX) {
      const name = column('household');
      refuse((l) => t(l)('row.tooLong', { column: name(l), max: HOUSEHOLD_NAME_MAX }));
    }
    const roleText = cell('householdRole');
    if (roleText) {
      base.householdRole = ROLE_WORDS[fold(roleText)] ?? null;
      if (!base.householdRole) {
        const value = excerpt(roleText);
        refuse((l) => t(l)('row.householdRole', { column: column('householdRole')(l), value }));
      }
      if (!base.household) {
        refuse((l) => t(l)('row.roleNeedsHousehold', { column: column('household')(l) }));
      }
    } else if (base.household) {
      // Default: a player on the roster (the row is the player), else what the relation says,
      // else the household's child its guardians name as their Player. A guardian may edit the
      // household's children's cards, so nobody becomes one by default without a parent's
      // relation: otherwise the file must say the role.
      base.householdRole = base.onRoster
        ? 'player'
        : relationText
          ? relation
            ? (DEFAULT_ROLE_BY_RELATION[relation] ?? null)
            : null
          : families.namedAsPlayer(base.household, name)
            ? 'player'
            : null;
      if (!base.householdRole) {
        refuse((l) => t(l)('row.roleNeeded', { column: column('householdRole')(l) }));
      }
    }

    if (reasons.length > 0) return { ...base, kind: 'refused', reasons };

    // A child of the file is linked through the household: the contact's player link (and the
    // relation that goes with it) is a roster player's, and the child is not on the roster.
    const values: RowValues = {
      firstName: cell('firstName'),
      lastName: cell('lastName'),
      phone: given('phone', storedPhone(cell('phone'))),
      language,
      affiliation: given('affiliation', affiliation),
      player: fileChild ? undefined : given('player', player),
      relation: fileChild ? undefined : given('relation', relation),
      description: given('description', blank(cell('description'))),
      hidden,
      twitter: given('twitter', blank(cell('twitter'))),
      insta: given('insta', blank(cell('insta'))),
      tiktok: given('tiktok', blank(cell('tiktok'))),
    };
    if (!existing) return { ...base, kind: 'create', values: newContactValues(values, email) };

    const changes = contactChanges(existing, values, columnOf);
    if (changes.length === 0) return { ...base, kind: 'unchanged', contact: existing };
    return { ...base, kind: 'update', contact: existing, changes, update: mergedUpdate(changes) };
  });

  const households = new Map<string, { name: string; rows: PlannedRow[] }>();
  for (const row of rows) {
    if (row.kind === 'refused' || !row.household) continue;
    const key = householdKey(row.household);
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
