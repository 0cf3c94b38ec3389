import { BLOCK_MESSAGES, CHAT_MESSAGES, USER_MESSAGES } from '@one-world/contract';
import { definePolicy, type Rule } from '../../lib/policy';

/** What a policy needs to know of a member: who they are, and whether the viewer blocked them. */
export interface Member {
  id: string;
  blockedByViewer?: boolean;
}

const isSelf: Rule<Member> = (actor, member) => actor?.id === member.id;
// A visitor may start these (the screen asks them to sign in); nobody does them to themselves.
const isSomeoneElse: Rule<Member> = (actor, member) => !isSelf(actor, member);
// Following or messaging a member one blocked is refused (blockPolicy), so it is not offered: the
// blocker unblocks first. That the member blocked the viewer is not told by hiding the buttons.
const isSomeoneUnblocked: Rule<Member> = (actor, member) =>
  isSomeoneElse(actor, member) && member.blockedByViewer !== true;
// Blocking is a member's own setting: a visitor has nobody to block for.
const isAnotherMember: Rule<Member> = (actor, member) => actor !== null && !isSelf(actor, member);

/**
 * Who may do what with a member: only they edit their profile; anyone else follows and messages
 * them (unless the viewer blocked them) and reports them; another member blocks them.
 */
export const userPolicy = definePolicy({
  update: { rule: isSelf, refusal: 'users.cannotEditOthers' },
  follow: { rule: isSomeoneUnblocked, refusal: USER_MESSAGES.cannotFollowSelf },
  message: { rule: isSomeoneUnblocked, refusal: CHAT_MESSAGES.cannotMessageSelf },
  report: { rule: isSomeoneElse, refusal: 'users.cannotReportSelf' },
  block: { rule: isAnotherMember, refusal: BLOCK_MESSAGES.cannotBlockSelf },
});

/** Two members as a block sees them: whether either of them blocked the other. */
export interface MemberPair {
  blockedEitherWay: boolean;
}

const isUnblocked: Rule<MemberPair> = (_actor, pair) => !pair.blockedEitherWay;

/**
 * What a block forbids between the blocker and the member they blocked, whichever of the two
 * asks: following and messaging each other. Symmetric, so the blocker cannot reach a member who
 * cannot answer; the blocker unblocks first.
 */
export const blockPolicy = definePolicy({
  follow: { rule: isUnblocked, refusal: BLOCK_MESSAGES.cannotFollow },
  message: { rule: isUnblocked, refusal: BLOCK_MESSAGES.cannotMessage },
});
