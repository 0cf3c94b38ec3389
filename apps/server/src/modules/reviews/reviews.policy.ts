import { definePolicy, isAdmin } from '../../lib/policy';

/** What a policy needs to know of a review: whose it is. */
export interface ReviewOwnership {
  userId: string;
}

/**
 * Who may do what with a review: its author edits it (by posting again), and only admins hide a
 * review or show it again, and see the hidden ones in the list.
 */
export const reviewPolicy = definePolicy({
  update: {
    rule: (actor, review: ReviewOwnership) => actor?.id === review.userId,
    refusal: 'reviews.onlyOwn',
  },
  hide: {
    rule: (actor) => isAdmin(actor),
    refusal: 'reviews.adminOnly',
  },
});
