import { POST_MESSAGES } from '@one-world/contract';
import { definePolicy, isAdmin, type Rule } from '../../lib/policy';

/** What a policy needs to know of a post or a comment: who wrote it. */
export interface Authored {
  userId: string;
}

const isAuthor: Rule<Authored> = (actor, content) => actor?.id === content.userId;
const isAuthorOrAdmin: Rule<Authored> = (actor, content) =>
  isAuthor(actor, content) || isAdmin(actor);
// A visitor may start a report (the form asks them to sign in); an author never reports their own.
const isNotAuthor: Rule<Authored> = (actor, content) => !isAuthor(actor, content);

/** Who may do what with a board post: authors edit and delete, admins delete, others report. */
export const postPolicy = definePolicy({
  update: { rule: isAuthor, refusal: 'posts.editOwnPost' },
  delete: { rule: isAuthorOrAdmin, refusal: 'posts.deleteOwnPost' },
  report: { rule: isNotAuthor, refusal: 'posts.reportOwnPost' },
});

/** Who may do what with a comment: the same rules as posts, with their own refusals. */
export const commentPolicy = definePolicy({
  update: { rule: isAuthor, refusal: 'posts.editOwnComment' },
  delete: { rule: isAuthorOrAdmin, refusal: 'posts.deleteOwnComment' },
  report: { rule: isNotAuthor, refusal: 'posts.reportOwnComment' },
});

/** What deciding a comment needs to know of the post: whether a block stands between. */
export interface CommentTarget {
  /** Whether the post's author and the would-be commenter blocked one another, either way. */
  blockedWithViewer: boolean;
}

/** Who may comment on a post: anyone but a member its author blocked, or who blocked its author. */
export const commentingPolicy = definePolicy({
  create: {
    rule: (_actor, post: CommentTarget) => !post.blockedWithViewer,
    refusal: POST_MESSAGES.cannotComment,
  },
});
