import { Membership } from '@one-world/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const MEMBERSHIP_QUERY_KEY = ['membership'] as const;

/** GET /api/membership — the member's paid tier, until when it is paid, and whether it renews. */
export function fetchMembership(signal?: AbortSignal): Promise<Membership> {
  return api.get('/api/membership', { signal, schema: import.meta.env.DEV && Membership });
}

export function useMembership() {
  return useQuery({
    queryKey: MEMBERSHIP_QUERY_KEY,
    queryFn: ({ signal }) => fetchMembership(signal),
  });
}
