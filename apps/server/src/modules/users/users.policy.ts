import { definePolicy } from '../../lib/policy';

/** Who may do what with a member: anyone (a visitor through sign-in) reports others, not themselves. */
export const userPolicy = definePolicy({
  report: {
    rule: (actor, member: { id: string }) => actor?.id !== member.id,
    refusal: 'You cannot report yourself',
  },
});
