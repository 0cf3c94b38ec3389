import type { StatusBadge } from '@one-world/contract';
import { useMutation } from '@tanstack/react-query';
import { createCheckoutSession, goToCheckout } from '../../../lib/checkout-session';

export interface MembershipCheckoutInput {
  tier: StatusBadge;
  /** The signed-in member, as the spec's payload names them (the server checks it is them). */
  userId: string;
}

/** Starts buying a monthly membership and sends the browser to pay for it. */
export function useStartMembershipCheckout() {
  return useMutation({
    mutationFn: ({ tier, userId }: MembershipCheckoutInput) =>
      createCheckoutSession({ statusBadge: tier, id: userId }),
    onSuccess: goToCheckout,
  });
}
