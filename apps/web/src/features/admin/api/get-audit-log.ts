import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const auditLogKeys = {
  all: ['admin', 'audit-log'] as const,
  /** GET /api/admin/audit-log?memberId= (everyone's when null) */
  list: (memberId: string | null) => [...auditLogKeys.all, memberId ?? 'all'] as const,
};

/**
 * GET /api/admin/audit-log (site and IT admins): changes of a contact's access, name or email and
 * of households, newest first, a page at a time.
 */
export function getAuditLog(
  api: ApiClient,
  opts: { memberId?: string | null; before?: number | null },
) {
  const q = new URLSearchParams();
  if (opts.memberId) q.set('memberId', opts.memberId);
  if (opts.before) q.set('before', String(opts.before));
  const query = q.toString();
  return api.get<AuditLogPage>(`/api/admin/audit-log${query ? `?${query}` : ''}`).then(unwrap);
}

/** Pages of the audit log for everyone or one member; `fetchNextPage` loads older entries. */
export function useAuditLog(memberId: string | null) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: auditLogKeys.list(memberId),
    queryFn: ({ pageParam }) => getAuditLog(api, { memberId, before: pageParam }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    // Who changed what for whom: always read afresh when the page opens.
    staleTime: 0,
  });
}
