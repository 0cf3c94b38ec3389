import { MyReportsPage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportQueryKeys } from './report-query-keys';

/** GET /api/reports/mine — one page of the signed-in member's reports, newest first. */
export function fetchMyReports(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MyReportsPage> {
  return api.get('/api/reports/mine', {
    query: { cursor },
    signal,
    schema: import.meta.env.DEV && MyReportsPage,
  });
}

/** The signed-in member's own reports with their state. */
export function useMyReports() {
  return useInfiniteQuery({
    queryKey: reportQueryKeys.mine,
    queryFn: ({ pageParam, signal }) => fetchMyReports(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
