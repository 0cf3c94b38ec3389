import { definePolicy, isAdmin } from '../../lib/policy';

/**
 * Who may read every filed report: admins only. (Who may be reported is the reported thing's own
 * policy: `postPolicy`, `commentPolicy` and `userPolicy`; the moderators' work is
 * `moderationPolicy`.)
 */
export const reportsPolicy = definePolicy({
  list: {
    rule: (actor, _queue: 'reports') => isAdmin(actor),
    refusal: 'reports.onlyAdmins',
  },
});
