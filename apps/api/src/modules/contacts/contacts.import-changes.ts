import type {
  ContactImportChange,
  ContactImportChangeField,
  RelationCode,
  RosterEntry,
} from '@dugout/shared';
import type { ContactUpdate, NewContact } from '../../platform/db/schema';
import type { ImportExistingContact } from './contacts.import.queries';

/**
 * What one row of an import says of each field, read from its cells by the plan: a value sets
 * the field, null empties it (the cell held a clear marker), undefined leaves it as it is (an
 * empty cell, or no such column). A blank cell never erases what is stored.
 */
export interface RowValues {
  firstName: string;
  lastName: string;
  phone?: string | null;
  language?: 'en' | 'es';
  affiliation?: { id: number; name: string } | null;
  /** A player of the roster; null disconnects the contact from its player, relation and all. */
  player?: RosterEntry | null;
  relation?: RelationCode | null;
  description?: string | null;
  hidden?: boolean;
  twitter?: string | null;
  insta?: string | null;
  tiktok?: string | null;
}

/** One change an update writes: what the preview shows (from → to) and the columns it sets. */
export interface PlannedChange extends ContactImportChange {
  update: ContactUpdate;
}

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

function playerColumns(player: RosterEntry | null): ContactUpdate {
  return player
    ? {
        is_connected_to_player: true,
        related_player_id: player.person.id,
        related_player_name: player.person.fullName,
        related_player_is_coach: !player.position,
      }
    : {
        is_connected_to_player: false,
        related_player_id: null,
        related_player_name: null,
        related_player_is_coach: false,
      };
}

/** A new contact from a row: what the row leaves out is empty (and the language English). */
export function newContactValues(values: RowValues, email: string | null): NewContact {
  const player = values.player ?? null;
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email,
    phone: values.phone ?? null,
    language: values.language ?? 'en',
    affiliation_id: values.affiliation?.id ?? null,
    ...playerColumns(player),
    // A relation belongs to a player (the contact form's rule).
    relation_to_player: player ? (values.relation ?? null) : null,
    alternate_description: values.description ?? null,
    hide_contact_from_others: values.hidden ?? false,
    twitter: values.twitter ?? null,
    insta: values.insta ?? null,
    tiktok: values.tiktok ?? null,
    is_site_user: false,
    permissions: [],
  };
}

/**
 * The changes a row makes to an existing contact, field by field, in the export's column order.
 * Only what differs from the stored contact is listed; the preview shows this list and the
 * confirm writes `mergedUpdate` of the same list, so the two cannot disagree.
 */
export function contactChanges(
  existing: ImportExistingContact,
  values: RowValues,
  columnOf: (field: ContactImportChangeField) => string,
): PlannedChange[] {
  const changes: PlannedChange[] = [];
  const add = (
    field: ContactImportChangeField,
    from: string | null,
    to: string | null,
    update: ContactUpdate,
  ) => {
    const differs = Object.entries(update).some(
      ([key, value]) => existing[key as keyof ImportExistingContact] !== value,
    );
    if (differs) changes.push({ field, column: columnOf(field), from, to, update });
  };
  const text = (
    field: ContactImportChangeField,
    key:
      | 'first_name'
      | 'last_name'
      | 'phone'
      | 'alternate_description'
      | 'twitter'
      | 'insta'
      | 'tiktok',
    value: string | null | undefined,
  ) => {
    if (value !== undefined) add(field, existing[key], value, { [key]: value });
  };

  text('firstName', 'first_name', values.firstName);
  text('lastName', 'last_name', values.lastName);
  text('phone', 'phone', values.phone);
  if (values.language) {
    add('language', existing.language, values.language, { language: values.language });
  }
  if (values.affiliation !== undefined) {
    const from = existing.affiliation_id === null ? null : existing.affiliation_name;
    const to = values.affiliation;
    add('affiliation', from, to?.name ?? null, { affiliation_id: to?.id ?? null });
  }
  const linked = existing.is_connected_to_player ? existing.related_player_name : null;
  if (values.player !== undefined) {
    add('player', linked, values.player?.person.fullName ?? null, playerColumns(values.player));
  }
  // Without a player no relation (the form's rule): a player cleared takes its relation along.
  const connected = values.player === undefined ? existing.is_connected_to_player : !!values.player;
  const relation = connected ? values.relation : values.player === null ? null : undefined;
  if (relation !== undefined) {
    add('relation', existing.relation_to_player, relation, { relation_to_player: relation });
  }
  text('description', 'alternate_description', values.description);
  if (values.hidden !== undefined) {
    add('hidden', yesNo(existing.hide_contact_from_others), yesNo(values.hidden), {
      hide_contact_from_others: values.hidden,
    });
  }
  text('twitter', 'twitter', values.twitter);
  text('insta', 'insta', values.insta);
  text('tiktok', 'tiktok', values.tiktok);
  return changes;
}

/** The one update the confirm writes: every planned change's columns (no two share one). */
export function mergedUpdate(changes: readonly PlannedChange[]): ContactUpdate {
  return Object.assign({}, ...changes.map((c) => c.update)) as ContactUpdate;
}
