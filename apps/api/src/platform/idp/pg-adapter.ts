import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';
import { purgeSignInLimits } from './sign-in-limits.queries';

/**
 * oidc-provider's storage (sessions, interactions, codes, grants, refresh tokens) in PostgreSQL,
 * so that signed-in families stay signed in across restarts and replicas.
 */
export function pgAdapterFactory(db: Db): new (type: string) => Adapter {
  return class PgAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await db
        .insertInto('oidc_payloads')
        .values({
          id,
          type: this.type,
          payload: JSON.stringify(payload),
          grant_id: payload.grantId ?? null,
          user_code: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expires_at: expiresAt,
          consumed_at: null,
        })
        .onConflict((oc) =>
          oc.columns(['type', 'id']).doUpdateSet({
            payload: JSON.stringify(payload),
            grant_id: payload.grantId ?? null,
            user_code: payload.userCode ?? null,
            uid: payload.uid ?? null,
            expires_at: expiresAt,
          }),
        )
        .execute();
    }

    private async findWhere(
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at', 'expires_at'])
        .where('type', '=', this.type)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at && new Date(row.expires_at).getTime() < Date.now()) return undefined;
      const payload = (
        typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload
      ) as AdapterPayload;
      return row.consumed_at
        ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) }
        : payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: new Date() })
        .where('type', '=', this.type)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db
        .deleteFrom('oidc_payloads')
        .where('type', '=', this.type)
        .where('id', '=', id)
        .execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    }
  };
}

/**
 * Expired rows are only ever read as "not found"; sweep them now and then (hourly, see
 * server.ts), with the per-email sign-in records older than the longest window (a day).
 */
export async function purgeExpiredOidcPayloads(db: Db): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', new Date()).execute();
  await purgeSignInLimits(db, new Date(Date.now() - 24 * 60 * 60_000));
}
