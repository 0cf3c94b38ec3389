import { AuditPage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { moderationQueryKeys } from './moderation-keys';

/** GET /api/admin/audit — one page of the moderators' actions, newest first. */
export function fetchAuditLog(cursor: string | null, signal?: AbortSignal): Promise<AuditPage> {
  return api.get('/api/admin/audit', {
    query: { cursor },
    signal,
    schema: import.meta.env.DEV && AuditPage,
  });
}

/** The audit log as an infinite list. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: moderationQueryKeys.audit,
    queryFn: ({ pageParam, signal }) => fetchAuditLog(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
