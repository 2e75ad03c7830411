import { createHash } from 'node:crypto';
import type {
  ContactImportPreview,
  ContactImportResult,
  Language,
  RosterEntry,
} from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError, localizedError } from '../../platform/errors';
import { accessOf, assertAccessChangeAllowed, NO_ACCESS, type Access } from './contacts.access';
import { recordAccessChange } from './contacts.access-audit';
import { identityChanges } from './contacts.identity-changes';
import { formImportHouseholds } from './contacts.import-households';
import { parseImportFile, decodeImportFile, type ImportFile } from './contacts.import-parse';
import { planImport, type ImportPlan, type PlannedRow } from './contacts.import-plan';
import { contactsForImport } from './contacts.import.queries';
import { importCatalog } from './contacts.import.locales';
import { insertContact, listAffiliations, updateContact } from './contacts.queries';
import type { RosterSource } from './contacts.roster';
import { auditAction, writeAuditRows, type AuditEntry } from '../../platform/audit.queries';

/*
 * Confirming resends the file rather than naming a preview kept on the server: nothing has to be
 * stored between the two calls, so any replica can answer the confirm (several run at once),
 * and nothing is left behind when the admin walks away. The preview's fingerprint (SHA-256 of the
 * file) comes back with the confirm, so the file written is the file the admin saw; the plan is
 * made again inside the writing transaction, over rows locked for it, so data changed since the
 * preview (a contact added or edited meanwhile) is planned as it is now, not as it was.
 */

export const fingerprintOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function readFile(bytes: Buffer): ImportFile {
  return parseImportFile(decodeImportFile(bytes));
}

/** What the plan needs from the database and the roster (the roster only when a row names one). */
async function makePlan(
  db: Db,
  roster: RosterSource,
  file: ImportFile,
  forUpdate: boolean,
): Promise<ImportPlan> {
  const emails = [
    ...new Set(file.records.map((r) => r.cells.email?.trim().toLowerCase()).filter((e) => !!e)),
  ] as string[];
  const needsRoster = file.records.some((r) => r.cells.player || r.cells.household);
  const rosterEntries: RosterEntry[] = needsRoster ? (await roster.get()).roster : [];
  const [affiliations, existing] = await Promise.all([
    listAffiliations(db),
    contactsForImport(db, emails, forUpdate),
  ]);
  return planImport(file, {
    roster: rosterEntries,
    affiliations,
    existing: new Map(existing.map((c) => [(c.email ?? '').toLowerCase(), c])),
  });
}

const rowOut = (row: PlannedRow) => ({
  line: row.line,
  name: row.name,
  email: row.email,
  household: row.household,
  householdRole: row.householdRole,
});

/** POST /api/contact/import/preview: what the file would do; nothing is written. */
export async function previewImport(
  ctx: AppContext,
  roster: RosterSource,
  bytes: Buffer,
  language: Language,
): Promise<ContactImportPreview> {
  const plan = await makePlan(ctx.db, roster, readFile(bytes), false);
  const preview: ContactImportPreview = {
    fingerprint: fingerprintOf(bytes),
    columns: plan.columns,
    ignoredColumns: plan.ignoredColumns,
    create: [],
    update: [],
    unchanged: [],
    refused: [],
    households: plan.households.map((h) => ({
      name: h.name,
      members: h.rows.map((r) => ({
        line: r.line,
        name: r.name,
        role: r.householdRole!,
        onRoster: r.onRoster,
      })),
    })),
  };
  for (const row of plan.rows) {
    if (row.kind === 'create') preview.create.push(rowOut(row));
    else if (row.kind === 'update') {
      preview.update.push({
        ...rowOut(row),
        contactId: row.contact.id,
        // The planned changes the confirm writes (row.update is made of them), shown as they are.
        changes: row.changes.map(({ field, column, from, to }) => ({ field, column, from, to })),
      });
    } else if (row.kind === 'unchanged') {
      preview.unchanged.push({ ...rowOut(row), contactId: row.contact.id });
    } else {
      preview.refused.push({
        line: row.line,
        name: row.name,
        email: row.email,
        reasons: row.reasons.map((reason) => reason(language)),
      });
    }
  }
  return preview;
}

/**
 * POST /api/contact/import/confirm: the same file again, written all or nothing in one
 * transaction. Refused rows are left out (the preview listed them); a row the database refuses
 * (an email taken meanwhile) rolls everything back with a 409 naming the row.
 */
export async function confirmImport(
  ctx: AppContext,
  roster: RosterSource,
  member: Member,
  bytes: Buffer,
  fingerprint: string,
): Promise<ContactImportResult> {
  if (fingerprintOf(bytes) !== fingerprint) {
    throw localizedError(409, 'import_file_changed', (l) => importCatalog.in(l)('file.changed'));
  }
  const file = readFile(bytes);
  // Read outside the transaction: a roster fetched over the network holds no lock.
  if (file.records.some((r) => r.cells.player || r.cells.household)) await roster.get();
  return ctx.db.transaction().execute(async (trx) => {
    const plan = await makePlan(trx, roster, file, true);
    const ids = new Map<PlannedRow, string>();
    // Like the contact form's (contact.create, contact.update), marked as the import's.
    const audit: AuditEntry[] = [];
    const result: ContactImportResult = {
      created: 0,
      updated: 0,
      unchanged: 0,
      refused: 0,
      households: plan.households.length,
      createdIds: [],
      invitableIds: [],
    };
    for (const row of plan.rows) {
      if (row.kind === 'refused') {
        result.refused += 1;
        continue;
      }
      if (row.kind === 'unchanged') {
        ids.set(row, row.contact.id);
        result.unchanged += 1;
        continue;
      }
      await writingRow(row, async () => {
        if (row.kind === 'create') {
          const { id } = await insertContact(trx, row.values);
          ids.set(row, id);
          audit.push({
            actorId: member.id,
            action: 'contact.create',
            entity: 'contact',
            entityId: id,
            detail: { invite: false, source: 'import' },
          });
          if (row.values.affiliation_id != null) {
            const after = {
              permissions: [],
              affiliation: {
                id: row.values.affiliation_id,
                name: affiliationName(plan, row.values.affiliation_id),
              },
              isSiteUser: false,
            };
            assertAccessChangeAllowed(member, NO_ACCESS, after);
            await recordAccessChange(trx, member, {
              subjectId: id,
              subjectName: row.name,
              reason: 'create',
              before: NO_ACCESS,
              after,
            });
          }
          result.created += 1;
          result.createdIds.push(id);
          if (row.values.email) result.invitableIds.push(id);
          return;
        }
        const { contact, update: changes } = row;
        await updateContact(trx, contact.id, changes);
        ids.set(row, contact.id);
        audit.push({
          actorId: member.id,
          action: 'contact.update',
          entity: 'contact',
          entityId: contact.id,
          detail: { fields: Object.keys(changes), source: 'import' },
        });
        // The affiliation is part of a member's access: checked and logged as the form does,
        // in one row with a change of name (the import never changes an email: it matches by it).
        let before: Access | null = null;
        let after: Access | null = null;
        if (changes.affiliation_id !== undefined) {
          before = accessOf(contact);
          after = {
            ...before,
            affiliation:
              changes.affiliation_id === null
                ? null
                : {
                    id: changes.affiliation_id,
                    name: affiliationName(plan, changes.affiliation_id),
                  },
          };
          assertAccessChangeAllowed(member, before, after);
        }
        await recordAccessChange(trx, member, {
          subjectId: contact.id,
          subjectName: `${contact.first_name} ${contact.last_name}`,
          reason: 'update',
          before,
          after,
          identity: identityChanges(contact, changes),
        });
        result.updated += 1;
      });
    }
    await writeAuditRows(trx, audit);
    await auditAction(trx, member, 'contact.import', null, {
      count: result.created + result.updated,
      created: result.created,
      updated: result.updated,
    });
    await formImportHouseholds(
      trx,
      member,
      plan.households.map((h) => ({
        name: h.name,
        members: h.rows.map((r) => ({ contactId: ids.get(r)!, role: r.householdRole! })),
      })),
    );
    return result;
  });
}

function affiliationName(plan: ImportPlan, id: number): string {
  return plan.affiliationNames.get(id) ?? '';
}

/** A database refusal of one row (a constraint) is a 409 naming the row; the caller rolls back. */
async function writingRow(row: PlannedRow, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = String((err as { code?: unknown }).code ?? '');
    if (!code.startsWith('23')) throw err;
    const { line, name } = row;
    throw localizedError(409, 'import_row_failed', (l) =>
      importCatalog.in(l)('file.writeFailed', { line, name }),
    );
  }
}
