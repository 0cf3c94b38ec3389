import { definePolicy, isAdmin } from '../../lib/policy';

/**
 * Who may read the moderation queue: admins only. (Who may be reported is the reported thing's
 * own policy: `postPolicy` and `userPolicy`.)
 */
export const reportsPolicy = definePolicy({
  list: {
    rule: (actor, _queue: 'reports') => isAdmin(actor),
    refusal: 'Only administrators can see reports',
  },
});
