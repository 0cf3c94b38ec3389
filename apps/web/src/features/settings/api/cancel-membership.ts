import { Membership } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MEMBERSHIP_QUERY_KEY } from './get-membership';

/**
 * POST /api/membership/cancel — the membership stops renewing and ends at the close of the paid
 * period; the badge stays until then.
 */
export function cancelMembership(): Promise<Membership> {
  return api.post('/api/membership/cancel', undefined, {
    schema: import.meta.env.DEV && Membership,
  });
}

export function useCancelMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelMembership,
    onSuccess: (membership) => client.setQueryData(MEMBERSHIP_QUERY_KEY, membership),
  });
}
