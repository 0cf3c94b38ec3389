import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MODERATION } from './moderation-keys';

/**
 * A moderation action that refreshes the queue and the audit log once it is answered: after a
 * success, and after a refusal too, since "already handled" means another admin acted first and
 * the queue on screen is out of date. The boards are not touched: an admin still sees removed
 * content there, marked, and other members' pages read it afresh on their next load.
 */
export function useModerationAction<I, R>(act: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSettled: () => client.invalidateQueries({ queryKey: MODERATION }),
  });
}
