import { useInfiniteQuery } from '@tanstack/react-query';
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
  const query = { memberId: opts.memberId || undefined, before: opts.before || undefined };
  return api.GET('/api/admin/audit-log', { params: { query } }).then(unwrap);
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
