import type { AccessChanges } from '@dugout/shared';
import type { ContactUpdate } from '../../platform/db/schema';

/** The fields that say who a contact is: the audit log keeps every change of them. */
export interface Identity {
  first_name: string;
  last_name: string;
  email: string | null;
}

/**
 * The name and email a write changes, before → after (a rename once left no trace).
 * Empty when the write leaves them as they are. Any write path passes its values here, so an
 * email that becomes editable one day is logged without another rule.
 */
export function identityChanges(
  row: Identity,
  update: ContactUpdate,
): Pick<AccessChanges, 'name' | 'email'> {
  const changes: Pick<AccessChanges, 'name' | 'email'> = {};
  const before = { firstName: row.first_name, lastName: row.last_name };
  const after = {
    firstName: update.first_name ?? row.first_name,
    lastName: update.last_name ?? row.last_name,
  };
  if (after.firstName !== before.firstName || after.lastName !== before.lastName) {
    changes.name = { before, after };
  }
  const email = update.email === undefined ? row.email : update.email;
  if (email !== row.email) changes.email = { before: row.email, after: email };
  return changes;
}
