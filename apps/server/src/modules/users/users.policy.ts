import { CHAT_MESSAGES, USER_MESSAGES } from '@one-world/contract';
import { definePolicy, type Rule } from '../../lib/policy';

/** What a policy needs to know of a member: who they are. */
export interface Member {
  id: string;
}

const isSelf: Rule<Member> = (actor, member) => actor?.id === member.id;
// A visitor may start these (the screen asks them to sign in); nobody does them to themselves.
const isSomeoneElse: Rule<Member> = (actor, member) => !isSelf(actor, member);

/**
 * Who may do what with a member: only they edit their profile; anyone else follows, messages and
 * reports them.
 */
export const userPolicy = definePolicy({
  update: { rule: isSelf, refusal: 'You can only edit your own profile' },
  follow: { rule: isSomeoneElse, refusal: USER_MESSAGES.cannotFollowSelf },
  message: { rule: isSomeoneElse, refusal: CHAT_MESSAGES.cannotMessageSelf },
  report: { rule: isSomeoneElse, refusal: 'You cannot report yourself' },
});
