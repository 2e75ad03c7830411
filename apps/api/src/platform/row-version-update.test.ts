import { describe, expect, it, vi } from 'vitest';
import type { Db } from './db/database';
import { notFound, type AppError } from './errors';
import { updateAtVersion, type IfMatch } from './row-version';

/** A database whose transactions run their callback at once, with a marker for the transaction. */
const TRX = { trx: true } as unknown as Db;
const db = { transaction: () => ({ execute: (fn: (trx: Db) => unknown) => fn(TRX) }) } as Db;
const gone = () => notFound(() => 'gone');

/** Runs an edit of a row whose versions are read from `versions` in turn (undefined: no row). */
async function edit(ifMatch: IfMatch, versions: (number | undefined)[], updated: boolean) {
  const reads = [...versions];
  const update = vi.fn(async (_trx: Db, _expected: number | null) => updated);
  const audit = vi.fn(async (_trx: Db) => {});
  const outcome = await updateAtVersion(db, ifMatch, {
    find: async () => {
      const version = reads.shift();
      return version === undefined ? undefined : { version };
    },
    update,
    audit,
    notFound: gone,
  }).then(
    () => 'saved',
    (err: AppError) => err.code,
  );
  return { outcome, update, audit };
}

describe('updateAtVersion', () => {
  it('writes and audits in one transaction, expecting the version If-Match names', async () => {
    const { outcome, update, audit } = await edit([3, 4], [4], true);
    expect(outcome).toBe('saved');
    expect(update).toHaveBeenCalledWith(TRX, 4);
    expect(audit).toHaveBeenCalledWith(TRX);
  });

  it('writes unconditionally without If-Match or with *', async () => {
    for (const ifMatch of [null, '*'] as const) {
      const { outcome, update } = await edit(ifMatch, [7], true);
      expect(outcome).toBe('saved');
      expect(update).toHaveBeenCalledWith(TRX, null);
    }
  });

  it('refuses a missing row (404) and another version (409) before writing', async () => {
    const missing = await edit(null, [undefined], true);
    expect(missing.outcome).toBe('not_found');
    const stale = await edit([2], [3], true);
    expect(stale.outcome).toBe('version_conflict');
    for (const { update, audit } of [missing, stale]) {
      expect(update).not.toHaveBeenCalled();
      expect(audit).not.toHaveBeenCalled();
    }
  });

  it('tells a row deleted meanwhile (404) from one saved meanwhile (409), auditing neither', async () => {
    const deleted = await edit([5], [5, undefined], false);
    expect(deleted.outcome).toBe('not_found');
    const saved = await edit([5], [5, 6], false);
    expect(saved.outcome).toBe('version_conflict');
    for (const { audit } of [deleted, saved]) expect(audit).not.toHaveBeenCalled();
  });
});
