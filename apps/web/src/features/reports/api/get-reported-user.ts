import { PublicUser } from '@one-world/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportQueryKeys } from './report-query-keys';

/** GET /api/users/:id — the member a report is about. */
export function fetchReportedUser(userId: string, signal?: AbortSignal): Promise<PublicUser> {
  return api.get(`/api/users/${encodeURIComponent(userId)}`, {
    signal,
    schema: import.meta.env.DEV && PublicUser,
  });
}

/** The member the form names; nothing is asked while no member is named. */
export function useReportedUser(userId: string | null) {
  return useQuery({
    queryKey: reportQueryKeys.user(userId ?? ''),
    queryFn: ({ signal }) => fetchReportedUser(userId ?? '', signal),
    enabled: userId !== null,
    // A 404 (deleted account) will not heal by asking again.
    retry: false,
  });
}
